"""Local players (:class:`~battle1821_bots.local.LocalBot`) for games on the local engine.

- :class:`LocalRandom`: the engine's random player (an option by weight, then uniform
  values inside it; never resigns).
- :class:`ClientBotPlayer`: any client :class:`~battle1821_bots.base.Bot` (``random``,
  ``greedy``, your own) playing a local game: its ``choose(view, legal_actions)`` gets
  the client's models built from the engine's view and options, ``Bot.odds`` answers
  from the engine's exact odds and the board comes from the engine's data, so no
  request is sent.
- :data:`LOCAL_BOTS`: name -> factory ``(seed) -> LocalBot`` for every SDK bot.
"""

from __future__ import annotations

import asyncio
import inspect
from typing import TYPE_CHECKING, Any, Callable

import msgspec

from gamekinds.battle1821 import Action, GameState, LegalAction, battle_odds, view
from gamekinds.battle1821.actions import EndStep
from gamekinds.battle1821.board import APOSTLES, BOARD
from gamekinds.battle1821.randomplay import choose_action

from .local import LocalBot

if TYPE_CHECKING:
    from .base import Bot

LOCAL_URL = "http://local.invalid"   # never contacted: the client bots' caches are filled for it


class LocalRandom(LocalBot):
    """The engine's random player (:func:`gamekinds.battle1821.randomplay.choose_action`)."""

    name = "random"

    def choose(self, state: GameState, seat: int, options: list[LegalAction]) -> Action:
        return choose_action(options, self.rng)


def _local_board() -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    adj = {BOARD.ids[r]: [BOARD.ids[n] for n in BOARD.borders[r]] for r in range(BOARD.size)}
    wanted = {a["id"]: list(a["condition"].get("regions", []) or []) for a in APOSTLES}
    return adj, wanted


class ClientBotPlayer(LocalBot):
    """A client :class:`~battle1821_bots.base.Bot` class playing the local engine (module doc)."""

    def __init__(self, bot_cls: type[Bot], seed: int | str | None = None) -> None:
        super().__init__(seed)
        from . import bots as client_bots
        from battle1821_client.models import GameOut, LegalActions

        self._game_out, self._legal = GameOut, LegalActions
        self.bot: Bot = bot_cls(LOCAL_URL, "local", "local", seed=seed)
        self.name: str = bot_cls.name
        client_bots._BOARD.setdefault(LOCAL_URL, _local_board())

        async def odds(attackers: int, defenders: int) -> float:
            return battle_odds(max(1, min(60, attackers)), max(1, min(45, defenders))).attacker_wins

        self.bot.odds = odds
        self._loop: asyncio.AbstractEventLoop | None = None

    def choose(self, state: GameState, seat: int, options: list[LegalAction]) -> Action:
        self.bot.seat = seat
        v = msgspec.to_builtins(view(state, seat))
        v.update(id="local", kind="battle1821", version=0, created_at="", cancelled=False, your_seat=seat, open_seats=[],
                 seats=[{"seat": i, "name": p.name, "taken": True, "reserved": False, "kind": "human",
                         "bot": None, "taken_over": False, "account": None}
                        for i, p in enumerate(state.players)])
        game = self._game_out.from_dict(v)
        legal = self._legal.from_dict({"version": 0, "seat": seat,
                                       "actions": msgspec.to_builtins(options)}).actions
        res: Any = self.bot.choose(game, legal)
        if inspect.isawaitable(res):
            if self._loop is None:
                self._loop = asyncio.new_event_loop()
            res = self._loop.run_until_complete(res)
        if res is None:
            return EndStep()
        from .base import to_action
        return msgspec.convert(to_action(res).to_dict(), Action)


def _client(name: str) -> Callable[[Any], LocalBot]:
    def make(seed: Any = None) -> LocalBot:
        from .bots import BOTS
        return ClientBotPlayer(BOTS[name], seed)
    return make


def _search(seed: Any = None) -> LocalBot:
    from .search import SearchPlayer
    return SearchPlayer(seed)


LOCAL_BOTS: dict[str, Callable[[Any], LocalBot]] = {
    "random": LocalRandom,
    "greedy": _client("greedy"),
    "search": _search,
}
"""Every SDK bot as a local player, by name (``battle1821 bots --tournament``)."""
