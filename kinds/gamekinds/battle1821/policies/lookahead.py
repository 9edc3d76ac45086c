"""What a look-ahead policy needs from the engine: a state built from a seat's view, the
options a player decides among, and the base class of a local player.

- :data:`META_OPTIONS`: the options that are not moves of the game (``set_standing_orders``,
  ``resign``, ``undo``); policies decide among the others.
- :func:`as_view` ``(view) -> View``: the engine's view of a client model of it (or its dict).
- :func:`state_from_view` ``(view, seed) -> GameState``: a state to look ahead from, built
  from what a seat sees (the engine's ``View``, a client's model of it or its dict), the
  hidden parts (deck order, dice) drawn from ``seed``: a determinization.
- :class:`LocalBot`: a player of local games (``choose(state, seat, options) -> Action``);
  the SDK's local players (``battle1821_bots.local.LocalBot`` is this class) and the
  search policy (:class:`~.search.SearchPlayer`) derive from it.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec

from .. import options as O
from ..actions import Action
from ..board import APOSTLES
from ..errors import PositionError
from ..position import PlayerPosition, Position, RegionPosition, from_position
from ..state import GameState
from ..view import View

META_OPTIONS = (O.SetStandingOrdersOption, O.ResignOption, O.UndoOption)


def as_view(v: Any) -> View:
    if isinstance(v, View):
        return v
    if hasattr(v, "to_dict"):
        v = v.to_dict()
    return msgspec.convert(v, View)


def state_from_view(v: Any, seed: str = "lookahead") -> GameState:
    """A :class:`GameState` with everything ``v`` shows: board, reserves, losses,
    Apostles held and revealed, round, phase, step, active seat, turn order, supply,
    pieces spent this step, pieces still to place and moves left. Hidden in a view and
    drawn from ``seed`` instead: the order of both decks and the dice (R27). A pending
    Ally decision or a running battle is not rebuilt (the state is at its step), nor the
    undo history (its state offers no ``undo``). Raises
    ``PositionError`` for a view of a game in the lobby or at its end."""
    v = as_view(v)
    if v.status != "active" or v.phase not in ("greek", "ottoman"):
        raise PositionError(f"no position to look ahead from in status {v.status!r}")
    regions = {r.id: RegionPosition(owner=r.owner, infantry=r.infantry, cannons=r.cannons,
                                    ottomans=r.ottomans)
               for r in v.regions if r.owner is not None or r.ottomans}
    players = [PlayerPosition(name=p.name, reserve_infantry=p.reserve_infantry,
                              reserve_cannons=p.reserve_cannons, losses_infantry=p.losses_infantry,
                              losses_cannons=p.losses_cannons, defeated=p.defeated,
                              apostles=list(p.apostles))
               for p in v.players]
    active = v.active_seat if v.active_seat is not None else v.turn_order[0]
    pos = Position(seats=len(v.players), regions=regions, players=players, round=v.round,
                   phase=v.phase, step=v.step if v.phase == "greek" else "event",
                   active_seat=active, first_player=v.turn_order[0], supply=v.supply,
                   apostles_revealed=[a.id for a in v.apostles_revealed])
    s = from_position(pos, seed, v.options)
    for r, rv in enumerate(v.regions):
        s.spent_infantry[r], s.spent_cannons[r] = rv.spent_infantry, rv.spent_cannons
    for p, pv in zip(s.players, v.players):
        p.bonus_infantry, p.bonus_cannons = pv.bonus_infantry, pv.bonus_cannons
        p.call_ally, p.answer_ally, p.resigned = pv.call_ally, pv.answer_ally, pv.resigned
        p.blessings_spent = [c for c in p.apostles
                             if any(b.card == APOSTLES[c]["id"] and b.spent for b in pv.blessings)]
    if v.phase == "greek":
        s.to_place_infantry, s.to_place_cannons = v.to_place_infantry, v.to_place_cannons
        s.moves_left = v.moves_left
    return s


class LocalBot:
    """A player of local games: override :meth:`choose`. ``seed``: the bot's own
    randomness (``self.rng``), never the game's."""

    name = "local"

    def __init__(self, seed: int | str | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState, seat: int, options: list) -> Action:
        """One legal action for ``seat`` in ``state`` (``options``: ``legal_actions``
        without the meta options). ``state`` is the bot's to copy and simulate on."""
        raise NotImplementedError
