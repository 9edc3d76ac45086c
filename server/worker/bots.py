"""The server bots: computer seats and takeovers, played in the worker.

A bot name is looked up first among the game kind's own pure policies
(``kind.POLICIES``: ``policy(state, seat, options, rng) -> Action``; 1821: ``random``),
then among the SDK's reference bots (``battle1821_bots.bots.BOTS``: 1821's ``greedy`` and
``search``), which the worker runs through the SDK's
:class:`battle1821_bots.players.ClientBotPlayer`: it feeds a client bot's
``choose(view, legal_actions)`` with the seat's own view and options (nothing the seat
may not see) and answers its odds from the engine, so no request is sent. The SDK imports
the very kind package the server runs, so the state is handed over as it is; the chosen
action is judged like any seat's action. :data:`SEAT_BOTS` (the API's enum) must name
bots of one of the two (a test checks it).
"""

from __future__ import annotations

import hashlib
import logging
import random
import threading
import typing

from gamekinds import registry
from gamekinds.battle1821.state import SeatBot

log = logging.getLogger("battle1821.bots")
SEAT_BOTS: tuple[str, ...] = typing.get_args(SeatBot)
_players: dict[str, object] = {}
_lock = threading.Lock()


def player(name: str):
    """The process's player for bot ``name`` (made once: the search bot fills its odds
    tables when made, about 1.5 s)."""
    with _lock:
        p = _players.get(name)
        if p is None:
            from battle1821_bots.bots import BOTS
            from battle1821_bots.players import ClientBotPlayer

            p = _players[name] = ClientBotPlayer(BOTS[name], seed=f"server-{name}")
        return p


def warm(names: tuple[str, ...] = SEAT_BOTS) -> None:
    """Make every bot's player now (a worker does it at start, in a thread), so a bot's
    first turn is not slowed by imports and tables."""
    for n in names:
        try:
            player(n)
        except Exception:  # noqa: BLE001 — a bot that cannot be made fails its turns, logged there
            log.exception("could not make the server bot %s", n)


def decide(name: str, s, seat: int):
    """The action bot ``name`` chooses for ``seat`` in ``s`` (the caller judges it). The bot
    sees ``seat``'s view and options only; a kind's policy draws from a generator seeded
    by the bot's name, the seat and the state."""
    kind = registry.of_state(s)
    policy = kind.POLICIES.get(name)
    if policy is not None:
        return policy(s, seat, kind.legal_actions(s, seat), policy_rng(kind, s, f"{name}:{seat}"))
    from battle1821_bots.local import META_OPTIONS

    options = [o for o in kind.legal_actions(s, seat) if not isinstance(o, META_OPTIONS)]
    return player(name).choose(s, seat, options)


def policy_rng(kind, s, salt: str) -> random.Random:
    """A generator for a policy's choice in ``s``: the same state and salt, the same draws."""
    return random.Random(f"{salt}:{hashlib.sha256(kind.encode_state(s)).hexdigest()}")
