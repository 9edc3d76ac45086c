"""Start from a described position (API ``POST /games`` with ``position``).

:func:`from_position` builds a complete, valid :class:`GameState` from a
:class:`Position` (per region owner and counts, per player reserve / losses / Apostles,
round, phase, step) and rejects positions that cannot exist with a
:class:`PositionError` naming the inconsistency and the ruling it breaks.
"""

from __future__ import annotations

import msgspec
from msgspec import Struct

from gamekinds.rng import Rng, seed_sha256

from . import apostles
from .apostles import APOSTLE_INDEX
from .board import APOSTLES, BOARD, EVENTS
from .errors import PositionError
from .greek.reinforcement import owed_reinforcement
from .state import (
    CANNONS_PER_PLAYER,
    INFANTRY_PER_PLAYER,
    OTTOMAN_INFANTRY,
    GameState,
    Options,
    OttomanPhase,
    Player,
    PlayerName,
    decode_state,
    encode_state,
)


class RegionPosition(Struct, kw_only=True, forbid_unknown_fields=True):
    owner: int | None = None
    infantry: int = 0
    cannons: int = 0
    ottomans: int = 0


class PlayerPosition(Struct, kw_only=True, forbid_unknown_fields=True):
    name: PlayerName = ""
    reserve_infantry: int | None = None   # None: derived by R1 conservation
    reserve_cannons: int | None = None
    losses_infantry: int = 0
    losses_cannons: int = 0
    defeated: int = 0
    apostles: list[str] = []


class Position(Struct, kw_only=True, forbid_unknown_fields=True):
    seats: int
    regions: dict[str, RegionPosition]    # region id -> contents; absent regions: empty
    players: list[PlayerPosition]
    round: int = 1
    phase: str = "greek"
    step: str = "reinforcement"
    active_seat: int = 0
    first_player: int = 0
    supply: int | None = None             # None: derived by R1 conservation
    apostles_revealed: list[str] | None = None


STEPS_BY_PHASE = {
    "greek": ("reinforcement", "attack", "movement"),
    "ottoman": ("event", "reinforcement", "movement", "attack"),
}

REVEALED = 4


POSITION_CHECKS = (
    "2 to 4 seats with one player entry each; known region ids; counts integers 0..255; "
    "R28 control: an owned region holds at least one of its owner's pieces, Greek pieces always "
    "have an owner (a seat of the game), never Greek and Ottoman pieces in one region; R1 "
    "conservation: each player's infantry on the board + losses + reserve is 35 and cannons 10, "
    "the Ottomans' infantry on the board + supply 45; R25: Apostle ids known, each held or "
    "revealed once; R8: at most 4 Apostles revealed; R9: a phase (greek, ottoman) and a step of "
    "it; round 1..1000; active_seat and first_player seats of the game.")
"""What :func:`from_position` checks (the contract's ``POSITION_CHECKS``), with the ruling
each refusal names."""


def _err(detail: str, ruling: str | None = None) -> PositionError:
    return PositionError(detail, ruling)


def _count(value: int, what: str, hi: int = 255) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0 or value > hi:
        raise _err(f"{what} must be an integer 0..{hi}, got {value!r}")
    return value


def from_position(position: Position, seed: str, options: Options | None = None,
                  seed_chosen: bool = False) -> GameState:
    """Build and validate a state from ``position``; raises ``PositionError`` naming the
    inconsistency.

    Checks: seats 2..4 and one player entry per seat; known region ids; R28 control (an
    owned region holds >= 1 of the owner's pieces, Greek pieces always have an owner,
    never Greek and Ottoman pieces in one region, owner a valid seat); R1 conservation
    per player (board + reserve + losses = 35 infantry and 10 cannons; a missing reserve
    is derived) and for the Ottomans (board + supply = 45; a missing supply is derived);
    Apostle ids known and held / revealed at most once (at most 4 revealed); phase/step
    combination (``greek``: reinforcement | attack | movement; ``ottoman``: event |
    reinforcement | movement | attack); round 1..1000; ``active_seat`` and
    ``first_player`` valid seats.

    The state: ``status "active"``, ``from_position True``; turn order from
    ``first_player`` ascending with wrap-around (R6); the Event deck (all 20) and then the
    Apostle deck (the 15 minus awarded and revealed) shuffled with the game RNG (R8, R27);
    when ``apostles_revealed`` is ``None`` 4 Apostles are revealed from that deck. In a
    Greek reinforcement step the owed reinforcement is ``max(3, defeated)`` plus the
    Blessings' and Events' extras, capped by the reserve (R10); in a movement step
    ``moves_left`` is ``1 + extra moves``. An Ottoman phase starts its step fresh.
    """
    _check_header(position)
    seats = position.seats
    owner, infantry, cannons, ottomans = _regions(position)
    awarded: list[int] = []
    players = [_player(seat, pp, owner, infantry, cannons, awarded)
               for seat, pp in enumerate(position.players)]
    supply = _supply(position, ottomans)
    revealed = _revealed(position, awarded)
    rng = Rng.from_seed(seed, "battle1821")
    event_deck, apostle_deck, revealed = _decks(rng, awarded, revealed)
    n = BOARD.size
    order = [(position.first_player + i) % seats for i in range(seats)]
    s = GameState(
        seats=seats, seed=seed, seed_sha256=seed_sha256(seed), rng_state=0, rng_inc=1,
        options=options if options is not None else Options(), seed_chosen=seed_chosen,
        from_position=True, status="active",
        round=position.round, phase=position.phase, step=position.step,  # type: ignore[arg-type]
        flow="ottoman" if position.phase == "ottoman" else position.step,  # type: ignore[arg-type]
        turn_order=order, turn_index=order.index(position.active_seat), players=players,
        owner=owner, infantry=infantry, cannons=cannons, ottomans=ottomans,
        spent_infantry=[0] * n, spent_cannons=[0] * n, supply=supply,
        event_deck=event_deck, event_discard=[], apostle_deck=apostle_deck,
        apostles_revealed=revealed,
    )
    rng.store(s)
    if s.phase == "ottoman":
        s.ottoman = OttomanPhase()
    elif s.step == "reinforcement":
        s.to_place_infantry, s.to_place_cannons, *_ = owed_reinforcement(s, position.active_seat)
    elif s.step == "movement":
        s.moves_left = min(255, 1 + apostles.extra_moves(s, position.active_seat))
    try:  # every bound of the state's schema (msgspec.Meta) is checked here
        return decode_state(encode_state(s))
    except msgspec.ValidationError as exc:  # pragma: no cover - guarded above
        raise _err(f"position out of bounds: {exc}") from exc


def _check_header(position: Position) -> None:
    """Seats, one player entry per seat, round, phase/step, ``active_seat``/``first_player``."""
    seats = position.seats
    if not isinstance(seats, int) or not 2 <= seats <= 4:
        raise _err(f"seats must be 2..4, got {seats!r}")
    if len(position.players) != seats:
        raise _err(f"{len(position.players)} player entries for {seats} seats")
    if not isinstance(position.round, int) or not 1 <= position.round <= 1000:
        raise _err(f"round must be 1..1000, got {position.round!r}")
    steps = STEPS_BY_PHASE.get(position.phase)
    if steps is None:
        raise _err(f"phase must be one of {sorted(STEPS_BY_PHASE)}, got {position.phase!r}", "R9")
    if position.step not in steps:
        raise _err(f"step {position.step!r} is not a step of the {position.phase} phase "
                   f"(expected one of {list(steps)})", "R9")
    for what, seat in (("active_seat", position.active_seat), ("first_player", position.first_player)):
        if not isinstance(seat, int) or not 0 <= seat < seats:
            raise _err(f"{what} must be a seat 0..{seats - 1}, got {seat!r}")


def _regions(position: Position) -> tuple[list[int], list[int], list[int], list[int]]:
    """Per-region ``(owner, infantry, cannons, ottomans)`` arrays; R28 checks."""
    seats = position.seats
    n = BOARD.size
    owner, infantry, cannons, ottomans = [-1] * n, [0] * n, [0] * n, [0] * n
    for rid, rp in position.regions.items():
        r = BOARD.index.get(rid)
        if r is None:
            raise _err(f"unknown region id {rid!r}")
        inf = _count(rp.infantry, f"{rid}: infantry")
        can = _count(rp.cannons, f"{rid}: cannons")
        ott = _count(rp.ottomans, f"{rid}: ottomans")
        if rp.owner is not None and (not isinstance(rp.owner, int) or not 0 <= rp.owner < seats):
            raise _err(f"{rid}: owner must be a seat 0..{seats - 1} or null, got {rp.owner!r}")
        if rp.owner is None and inf + can > 0:
            raise _err(f"{rid}: Greek pieces without an owner", "R28")
        if rp.owner is not None and inf + can == 0:
            raise _err(f"{rid}: owned by seat {rp.owner} but holds none of its pieces", "R28")
        if inf + can > 0 and ott > 0:
            raise _err(f"{rid}: Greek and Ottoman pieces in one region", "R28")
        owner[r] = -1 if rp.owner is None else rp.owner
        infantry[r], cannons[r], ottomans[r] = inf, can, ott
    return owner, infantry, cannons, ottomans


def _player(seat: int, pp: PlayerPosition, owner: list[int], infantry: list[int],
            cannons: list[int], awarded: list[int]) -> Player:
    """One seat's Player with R1 conservation checked; its Apostles join ``awarded``."""
    n = BOARD.size
    on_inf = sum(infantry[r] for r in range(n) if owner[r] == seat)
    on_can = sum(cannons[r] for r in range(n) if owner[r] == seat)
    l_inf = _count(pp.losses_infantry, f"seat {seat}: losses_infantry")
    l_can = _count(pp.losses_cannons, f"seat {seat}: losses_cannons")
    r_inf = INFANTRY_PER_PLAYER - on_inf - l_inf if pp.reserve_infantry is None else \
        _count(pp.reserve_infantry, f"seat {seat}: reserve_infantry")
    r_can = CANNONS_PER_PLAYER - on_can - l_can if pp.reserve_cannons is None else \
        _count(pp.reserve_cannons, f"seat {seat}: reserve_cannons")
    if on_inf + l_inf + r_inf != INFANTRY_PER_PLAYER or r_inf < 0:
        raise _err(f"seat {seat}: infantry on the board {on_inf} + losses {l_inf} + reserve "
                   f"{r_inf} must be {INFANTRY_PER_PLAYER}", "R1")
    if on_can + l_can + r_can != CANNONS_PER_PLAYER or r_can < 0:
        raise _err(f"seat {seat}: cannons on the board {on_can} + losses {l_can} + reserve "
                   f"{r_can} must be {CANNONS_PER_PLAYER}", "R1")
    cards_held = []
    for aid in pp.apostles:
        if aid not in APOSTLE_INDEX:
            raise _err(f"seat {seat}: unknown Apostle id {aid!r}", "R25")
        c = APOSTLE_INDEX[aid]
        if c in awarded:
            raise _err(f"Apostle {aid} held twice", "R25")
        awarded.append(c)
        cards_held.append(c)
    return Player(name=pp.name, reserve_infantry=r_inf, reserve_cannons=r_can,
                  losses_infantry=l_inf, losses_cannons=l_can,
                  defeated=_count(pp.defeated, f"seat {seat}: defeated", 1_000_000),
                  apostles=cards_held)


def _supply(position: Position, ottomans: list[int]) -> int:
    """The Ottoman supply (derived when missing); R1 conservation checked."""
    on_board = sum(ottomans)
    supply = OTTOMAN_INFANTRY - on_board if position.supply is None else \
        _count(position.supply, "supply")
    if on_board + supply != OTTOMAN_INFANTRY or supply < 0:
        raise _err(f"Ottoman infantry on the board {on_board} + supply {supply} must be "
                   f"{OTTOMAN_INFANTRY}", "R1")
    return supply


def _revealed(position: Position, awarded: list[int]) -> list[int] | None:
    """The revealed Apostles as given (None: reveal from the deck); R8/R25 checks."""
    if position.apostles_revealed is None:
        return None
    revealed: list[int] = []
    if len(position.apostles_revealed) > REVEALED:
        raise _err(f"at most {REVEALED} Apostles are revealed", "R8")
    for aid in position.apostles_revealed:
        if aid not in APOSTLE_INDEX:
            raise _err(f"unknown revealed Apostle id {aid!r}", "R25")
        c = APOSTLE_INDEX[aid]
        if c in awarded or c in revealed:
            raise _err(f"Apostle {aid} is revealed and also held or revealed twice", "R25")
        revealed.append(c)
    return revealed


def _decks(rng: Rng, awarded: list[int], revealed: list[int] | None):
    """R8: the Event deck (all cards) then the Apostle deck (the cards neither held nor
    revealed) shuffled with ``rng``; 4 revealed from it when ``revealed`` is None.
    Returns ``(event_deck, apostle_deck, revealed)``."""
    event_deck = list(range(len(EVENTS)))
    rng.shuffle(event_deck)
    used = set(awarded) | set(revealed or [])
    apostle_deck = [c for c in range(len(APOSTLES)) if c not in used]
    rng.shuffle(apostle_deck)
    if revealed is None:
        revealed = apostle_deck[:REVEALED]
        apostle_deck = apostle_deck[REVEALED:]
    return event_deck, apostle_deck, revealed
