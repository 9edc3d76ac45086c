"""RQ jobs of the seats, thin adapters over the async use cases of
:mod:`server.service.botplay` (on the worker thread's loop, :mod:`server.worker.runtime`):
a server bot's turn (:func:`run_bot_turn`), and a clock running out (:func:`clock_ran_out`).
The bots' choices are this layer's: :mod:`server.worker.bots` (the kinds' policies), a
bot that fails or chooses an illegal action replaced by the kind's random policy."""

from __future__ import annotations

import logging

from gamekinds import registry
from server.service.botplay import BotPlay

from . import bots
from .runtime import Runtime, run

log = logging.getLogger("battle1821.worker")


def choose(bot: str, s, seat: int):
    """The bot's action, judged by the engine; a bot that fails or chooses an illegal
    action is replaced for this decision by the engine's random legal choice (logged):
    a server bot never stalls a game."""
    kind = registry.of_state(s)
    try:
        a = bots.decide(bot, s, seat)
        if kind.violation(s, seat, a) is None:
            return a
        log.error("server bot %s chose an illegal action %r for seat %s", bot, a, seat)
    except Exception:  # noqa: BLE001
        log.exception("server bot %s failed for seat %s", bot, seat)
    return bots.policy(kind, "random")(s, seat, kind.legal_actions(s, seat), bots.policy_rng(kind, s, str(seat)))


def botplay(rt: Runtime) -> BotPlay:
    return BotPlay(rt.context(), choose)


def run_bot_turn(game_id: str, version: int, paced: bool = False) -> str:
    """RQ job: the server bot's turn the game waits on at ``version`` (:meth:`BotPlay.bot_turn`)."""
    return run(lambda rt: botplay(rt).bot_turn(game_id, version, paced))


def clock_ran_out(game_id: str, seat: int, span: int) -> str:
    """RQ job: ``seat``'s clock since version ``span`` reached its deadline (:meth:`BotPlay.clock_ran_out`)."""
    return run(lambda rt: botplay(rt).clock_ran_out(game_id, seat, span))
