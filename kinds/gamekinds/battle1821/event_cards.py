"""The 20 Event cards (R20, events.json): one handler per ``op`` in :data:`EVENT_OPS`.

The card data is decoded into typed structs at import (:mod:`.data`), so a card with an
unknown ``op`` fails at import, never mid-game. A card's effects are applied in card
order as atomic items; an item that places Ottomans on a Greek-held region opens a battle
(R21's placement, :func:`gamekinds.battle1821.battle.place_ottomans`) and the
rest of the card is applied once that battle is over (R24: its Greek losses are then in
the losses area when the same phase's R21 counts them).
"""

from __future__ import annotations

from typing import Callable

from . import data
from .battle import place_ottomans
from .board import BOARD
from .data import EVENT_CARDS, op_of
from .log import Attrition, GreekBonus, OttomansRemoved
from .scoring import fame
from .state import GameState, region_strength

COUNT_MAX = 255
EVENT_INDEX: dict[str, int] = {e.id: i for i, e in enumerate(EVENT_CARDS)}


def _clamp(n: int) -> int:
    return max(0, min(COUNT_MAX, n))


def _live_seats(s: GameState) -> list[int]:
    """Seats that still take part (not resigned), ascending."""
    return [i for i, p in enumerate(s.players) if not p.resigned]


def _greek_bonus(s: GameState, ev: list, eff: data.GreekBonus, part: int) -> bool:
    """``greek_bonus``: who = each | least_fame (ties: every tied player); the infantry /
    cannons are added to each such player's next reinforcement (``bonus_*``)."""
    seats = _live_seats(s)
    if eff.who == "least_fame" and seats:
        fames = {seat: fame(s, seat) for seat in seats}
        low = min(fames.values())
        seats = [seat for seat in seats if fames[seat] == low]
    inf, can = eff.infantry, eff.cannons
    for seat in seats:
        p = s.players[seat]
        p.bonus_infantry = _clamp(p.bonus_infantry + inf)
        p.bonus_cannons = _clamp(p.bonus_cannons + can)
        ev.append(GreekBonus(seat=seat, infantry=inf, cannons=can, reason="event"))
    return False


def _remove_ottomans(s: GameState, ev: list, eff: data.RemoveOttomans, part: int) -> bool:
    """``remove_ottomans``: from each listed region (``regions``) or each region of
    ``group``, return up to ``count`` Ottoman infantry to the supply. Credits nobody."""
    if eff.regions is not None:
        regions = [BOARD.index[r] for r in eff.regions]
    else:
        regions = list(BOARD.group(eff.group))
    for r in regions:
        _to_supply(s, ev, r, min(eff.count, s.ottomans[r]))
    return False


def _to_supply(s: GameState, ev: list, r: int, k: int) -> None:
    """``k`` Ottoman infantry of region ``r`` back to the supply (nothing when 0)."""
    if k > 0:
        s.ottomans[r] -= k
        s.supply += k
        ev.append(OttomansRemoved(region=BOARD.ids[r], count=k, reason="event"))


def _halve_largest(s: GameState, ev: list, eff: data.HalveLargest, part: int) -> bool:
    """``halve_largest_ottoman_region``: the region with the most Ottoman infantry (tie:
    first in board order) returns floor(n/2) of them to the supply."""
    best = max(range(BOARD.size), key=lambda r: (s.ottomans[r], -r))
    _to_supply(s, ev, best, s.ottomans[best] // 2)
    return False


def _place_ottomans(s: GameState, ev: list, eff: data.PlaceOttomans, part: int) -> bool:
    """``place_ottomans``: ``count`` from the supply into ``region`` (attack if Greek-held)."""
    return place_ottomans(s, ev, BOARD.index[eff.region], eff.count, "event")


def _place_ottomans_reinforcement(s: GameState, ev: list, eff: data.PlaceOttomansReinforcement,
                                  part: int) -> bool:
    """``place_ottomans_reinforcement``: place_ottomans for each listed reinforcement
    region number, in that order (``part`` is the position in ``numbers``)."""
    return place_ottomans(s, ev, BOARD.reinforcement[eff.numbers[part] - 1], eff.count, "event")


def _skip_reinforcement(s: GameState, ev: list, eff: data.SkipReinforcement, part: int) -> bool:
    """``skip_ottoman_reinforcement``: this round's R21 places nothing (losses still return)."""
    if s.ottoman is not None:
        s.ottoman.skip_reinforcement = True
    return False


def _skip_movement(s: GameState, ev: list, eff: data.SkipMovement, part: int) -> bool:
    """``skip_ottoman_movement``: this round's R22 step does not happen."""
    if s.ottoman is not None:
        s.ottoman.skip_movement = True
    return False


def _double_movement(s: GameState, ev: list, eff: data.DoubleMovement, part: int) -> bool:
    """``double_ottoman_movement``: R22 runs twice, the second from the board the first left."""
    if s.ottoman is not None:
        s.ottoman.movement_passes = 2
    return False


def _greek_attrition(s: GameState, ev: list, eff: data.GreekAttrition, part: int) -> bool:
    """``greek_attrition``: each player returns ``count`` infantry to its reserve, one at a
    time, each from its region with the most strength (R2) that still has 2 or more
    infantry (tie: board order); fewer if no such region is left. Not a loss.

    "2 or more" is read as infantry, the pieces being returned: a region therefore always
    keeps at least one infantry (R28)."""
    for seat in _live_seats(s):
        taken: dict[int, int] = {}
        for _ in range(eff.count):
            cands = [r for r in range(BOARD.size) if s.owner[r] == seat and s.infantry[r] >= 2]
            if not cands:
                break
            r = max(cands, key=lambda x: (region_strength(s, x), -x))
            s.infantry[r] -= 1
            s.players[seat].reserve_infantry += 1
            taken[r] = taken.get(r, 0) + 1
        for r, k in taken.items():
            ev.append(Attrition(seat=seat, region=BOARD.ids[r], count=k))
    return False


EventOp = Callable[[GameState, list, data.Effect, int], bool]

EVENT_OPS: dict[str, EventOp] = {
    "greek_bonus": _greek_bonus,
    "remove_ottomans": _remove_ottomans,
    "halve_largest_ottoman_region": _halve_largest,
    "place_ottomans": _place_ottomans,
    "place_ottomans_reinforcement": _place_ottomans_reinforcement,
    "skip_ottoman_reinforcement": _skip_reinforcement,
    "skip_ottoman_movement": _skip_movement,
    "double_ottoman_movement": _double_movement,
    "greek_attrition": _greek_attrition,
}


def _parts(eff: data.Effect) -> int:
    """Atomic items of one effect: each may open at most one battle."""
    if type(eff) is data.PlaceOttomansReinforcement:
        return len(eff.numbers)
    return 1


def event_items(card: int) -> list[tuple[data.Effect, int]]:
    """Event ``card``'s effects flattened into atomic ``(effect, part)`` items."""
    return [(eff, part) for eff in EVENT_CARDS[card].effects for part in range(_parts(eff))]


def apply_event(s: GameState, ev: list, card: int, start: int = 0) -> int | None:
    """Apply Event ``card``'s effects (R20) from atomic item ``start`` on, in card order.
    Stops right after an item that opened a battle (place_ottomans on a Greek-held region,
    R21) and returns the index of the next item to apply once the battle is over; returns
    ``None`` when every item has been applied. Sets OttomanPhase flags (skip/double)."""
    items = event_items(card)
    for i in range(start, len(items)):
        eff, part = items[i]
        if EVENT_OPS[op_of(eff)](s, ev, eff, part):
            return i + 1
    return None

_MISSING = {op_of(e) for c in EVENT_CARDS for e in c.effects} - set(EVENT_OPS)
if _MISSING:  # every decoded op has a handler, checked at import
    raise ImportError(f"Event ops without a handler: {sorted(_MISSING)}")
