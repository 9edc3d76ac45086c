"""The server bots' policies: the SDK's reference bots, by name, not a copy of them.

``battle1821_bots.bots.BOTS`` (the SDK's name registry: ``random``, ``greedy``,
``search``) is the one implementation of each policy; the server runs it in the worker
through the SDK's :class:`battle1821_bots.players.ClientBotPlayer`, which feeds a client
bot's ``choose(view, legal_actions)`` with the seat's own view and options (nothing the
seat may not see: no deck order, no dice) and answers its odds from the engine, so no
request is sent. The SDK imports the very kind package the server runs (``gamekinds.battle1821``), so
the state is handed over as it is and the chosen action is judged like any seat's action.

The server depends on the SDK package (``pip install ./sdk``, done by ``make install``
and the Docker image), the way any bot author does; :data:`SEAT_BOTS` (the API's enum,
``gamekinds.battle1821.state.SeatBot``) must name bots of that registry (a test checks it).
"""

from __future__ import annotations

import logging
import threading
import typing

from gamekinds.battle1821 import Action, GameState, legal_actions
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


def decide(name: str, s: GameState, seat: int) -> Action:
    """The action bot ``name`` chooses for ``seat`` in ``s`` (the caller judges it). The bot
    sees ``seat``'s view and options only."""
    from battle1821_bots.local import META_OPTIONS

    p = player(name)
    options = [o for o in legal_actions(s, seat) if not isinstance(o, META_OPTIONS)]
    return p.choose(s, seat, options)
