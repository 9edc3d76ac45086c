"""Described positions for tests and analysis: :class:`Position` -> a game in a player's
step: the scenario as the set-up leaves it once the cores are chosen, with the described
changes (the counters where the description puts them; the rest as the scenario sets up,
or out of play with ``clear_map``)."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta, Struct

from . import board as B
from .colours import colour_of
from .control import controllers, set_carrier
from .errors import PositionError
from .flow import _goto
from .invariants import check_invariants
from .setup_game import new_game, place_counters, resolve_conditions
from .state import ASIDE, DEADPILE, MAP, OUT, POOL, GameState, Options

_WHERE = {"deadpile": DEADPILE, "aside": ASIDE, "out": OUT}

POSITION_CHECKS = (
    "2.0: 2 to 4 cores, one per seat; 4.1: each core a nationality; 3.4: every stratagem "
    "described (the cores' control copies, face up, in hands) still in the pool, each once, and "
    "every piece id known; 3.1: each piece's place a region, sea or city id, or deadpile, aside "
    "or out; 16.31: a piece aboard is a land piece on a fleet that is on the map; 5.1: order lists "
    "every seat once and phasing is an index into it; 8.1: a player's units share a city with no "
    "other player's units, no other colour and no uncontrolled pieces (the city, the groups, "
    "their pieces and who controls them are named), and the state's invariants hold.")
"""What :func:`from_position` checks (the contract's ``POSITION_CHECKS``), with the rule
section each refusal names."""


class Position(Struct, forbid_unknown_fields=True, kw_only=True):
    """``cores``: one nationality per seat (its control face up); ``face_up``: more control
    stratagems per seat; ``hands``: face-down stratagems per seat (design ids);
    ``pieces``: piece id -> a region, sea or city id, or ``deadpile`` / ``aside`` / ``out``;
    ``clear_map``: every piece not named is out of play (the scenario's conditional
    placements and the mercenaries its cores start with too); ``aboard``: land pieces aboard a
    fleet (placed at its sea, 16.3); ``step``, ``turn``, ``order`` (the
    turn's player order) and ``phasing`` (index into it) say where the game is."""
    scenario: Annotated[int, Meta(ge=1, le=4)] = 1
    cores: list[str]
    face_up: list[list[str]] = []
    hands: list[list[str]] = []
    pieces: dict[str, str] = {}
    clear_map: bool = False
    turn: Annotated[int, Meta(ge=1, le=13)] | None = None
    step: Literal["movement", "combat", "forced_march"] = "movement"
    order: list[int] | None = None
    phasing: int = 0
    aboard: dict[str, str] = {}         # 16.3: land piece id -> the fleet carrying it (at its sea)

    @property
    def seats(self) -> int:
        """The seats of the game (one core each): the platform reads a position's ``seats``."""
        return len(self.cores)


def public_position(position: Position) -> Position:
    """The position as the table reads it while the game goes on (a record of a game in
    play): the seats' face-down stratagems (19.3) shown as ``?``, one per counter."""
    return msgspec.structs.replace(position, hands=[["?"] * len(h) for h in position.hands])


def _take(s: GameState, sid: str) -> int:
    for c in s.pool:
        if c >= B.N_PIECES and B.STRAT_ID[c - B.N_PIECES] == sid:
            s.pool.remove(c)
            return c
    raise PositionError(f"no {sid!r} left in the pool", "3.4")


def _city_rule(s: GameState) -> None:
    """8.1 in the player's words: the first city where a player's units share the city with
    another group (another player's, or another colour, or pieces nobody controls) refused
    with the city, the groups, their pieces and who controls them."""
    ctl, col = controllers(s), colour_of(s)
    by_city: dict[int, dict[tuple[int, int], list[str]]] = {}
    for p in range(B.N_PIECES):
        if s.where[p] == MAP and s.city[p] >= 0:
            by_city.setdefault(s.city[p], {}).setdefault((ctl[p], col[p]), []).append(B.PIECE_IDS[p])
    for c, groups in by_city.items():
        if len(groups) == 1 or all(who < 0 for who, _colour in groups):
            continue
        parts = []
        for (who, colour), ids in sorted(groups.items()):
            owner = f"seat {who}, core {B.AREA_IDS[s.players[who].core]}" if who >= 0 else "uncontrolled"
            parts.append(f"{', '.join(ids)} ({B.COLOURS[colour]}, {owner})")
        raise PositionError(
            f"city {B.CITY_IDS[c]} ({B.AREA_IDS[B.CITY_REGION[c]]}) holds {' and '.join(parts)}: a player's "
            "units share a city with no other player's units, no other colour and no uncontrolled pieces", "8.1")


def from_position(position: Position, seed: str, options: Options | None = None, *,
                  seed_chosen: bool = False) -> GameState:
    pos = position
    n = len(pos.cores)
    if not 2 <= n <= 4:
        raise PositionError("2 to 4 cores (one per seat)", "2.0")
    opts = options or Options(scenario=pos.scenario)
    s = new_game(n, seed, opts, seed_chosen=seed_chosen)
    place_counters(s)
    for i, core in enumerate(pos.cores):
        if core not in B.AREA or B.CONTROL_COPY_OF_NAT[B.AREA[core]] < 0:
            raise PositionError(f"{core!r} is not a nationality", "4.1")
        s.players[i].core = B.AREA[core]
        s.players[i].face_up.append(_take(s, f"control_{core}"))
    for i, ids in enumerate(pos.face_up):
        for sid in ids:
            s.players[i].face_up.append(_take(s, sid))
    for i, ids in enumerate(pos.hands):
        for sid in ids:
            s.players[i].hand.append(_take(s, sid))
    if pos.clear_map:
        for p in range(B.N_PIECES):
            if s.where[p] == MAP:
                s.where[p], s.area[p], s.city[p] = OUT, -1, -1
    else:
        # what the set-up does once the cores are chosen (S1/S2 3.0(3)): the conditional
        # placements, and the mercenaries the cores start with (a copy described face up or
        # in a hand stays there; a mercenary whose core is not played waits aside)
        resolve_conditions(s, [])
    for pid, place in pos.pieces.items():
        got = B.PIECE.get(pid)
        if got is None:
            raise PositionError(f"no piece {pid!r}", "3.4")
        p = got
        if s.where[p] == POOL:
            s.pool.remove(p)
        if place in _WHERE:
            s.where[p], s.area[p], s.city[p] = _WHERE[place], -1, -1
        elif place in B.CITY:
            s.where[p], s.area[p], s.city[p] = MAP, B.CITY_REGION[B.CITY[place]], B.CITY[place]
        elif place in B.AREA:
            s.where[p], s.area[p], s.city[p] = MAP, B.AREA[place], -1
        else:
            raise PositionError(f"no place {place!r}", "3.1")
    for pid, fid in pos.aboard.items():
        gp, gf = B.PIECE.get(pid), B.PIECE.get(fid)
        if gp is None or gf is None or not B.IS_FLEET[gf] or s.where[gf] != MAP:
            raise PositionError(f"{pid!r} cannot be aboard {fid!r}", "16.31")
        p, f = gp, gf
        set_carrier(s, p, f)
        s.where[p], s.area[p], s.city[p] = MAP, s.area[f], s.city[f]
    sc = B.scenario(opts.scenario)
    s.turn = s.round = pos.turn or sc.first_turn
    s.order = pos.order if pos.order is not None else list(range(n))
    if sorted(s.order) != list(range(n)) or not 0 <= pos.phasing < n:
        raise PositionError("order must list every seat once", "5.1")
    s.phasing = pos.phasing
    s.status = "active"
    s.spain_entered = any(B.STRAT_ID[c - B.N_PIECES] == "control_spain" for p in s.players for c in p.face_up)
    _goto(s, [], pos.step)
    s.from_position = True
    _city_rule(s)
    try:
        check_invariants(s)
    except AssertionError as e:
        raise PositionError(str(e), "8.1") from None
    return s
