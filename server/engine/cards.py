"""Events (events.json) and Apostles (apostles.json): effects, conditions, Blessings,
awarding (R20, R21, R25).

The data files' vocabulary is interpreted literally, one handler per ``op`` in a table
(``EVENT_OPS``, ``CONDITIONS``, ``BLESSINGS``); a new card with a known op needs no code.
Card numbers in the state are indices into :data:`board.EVENTS` / :data:`board.APOSTLES`.

Internal convention: functions take the working copy ``s`` and append events to ``ev``.
"""

from __future__ import annotations

from typing import Callable

from . import battle
from .board import APOSTLES, BOARD, EVENTS
from .errors import RuleViolation
from .events import (
    ApostleAwarded, ApostleRevealed, Attrition, BlessingUsed, GreekBonus, OttomansPlaced,
    OttomansRemoved,
)
from .state import GameState, greek_held, region_strength

COUNT_MAX = 255
APOSTLE_INDEX: dict[str, int] = {a["id"]: i for i, a in enumerate(APOSTLES)}
EVENT_INDEX: dict[str, int] = {e["id"]: i for i, e in enumerate(EVENTS)}


def _clamp(n: int) -> int:
    return max(0, min(COUNT_MAX, n))


def _live_seats(s: GameState) -> list[int]:
    """Seats that still take part (not resigned), ascending."""
    return [i for i, p in enumerate(s.players) if not p.resigned]


# --------------------------------------------------------------------------- Events


def _greek_bonus(s: GameState, ev: list, eff: dict, part: int) -> bool:
    """``greek_bonus``: who = each | least_fame (ties: every tied player); the infantry /
    cannons are added to each such player's next reinforcement (``bonus_*``)."""
    from .scoring import fame

    seats = _live_seats(s)
    if eff["who"] == "least_fame":
        if seats:
            fames = {seat: fame(s, seat) for seat in seats}
            low = min(fames.values())
            seats = [seat for seat in seats if fames[seat] == low]
    elif eff["who"] != "each":
        raise ValueError(f"greek_bonus: unknown who {eff['who']!r}")
    inf, can = int(eff.get("infantry", 0)), int(eff.get("cannons", 0))
    for seat in seats:
        p = s.players[seat]
        p.bonus_infantry = _clamp(p.bonus_infantry + inf)
        p.bonus_cannons = _clamp(p.bonus_cannons + can)
        ev.append(GreekBonus(seat=seat, infantry=inf, cannons=can, reason="event"))
    return False


def _remove_ottomans(s: GameState, ev: list, eff: dict, part: int) -> bool:
    """``remove_ottomans``: from each listed region (``regions``) or each region of
    ``group``, return up to ``count`` Ottoman infantry to the supply. Credits nobody."""
    if "regions" in eff and eff["regions"] is not None:
        regions = [BOARD.index[r] for r in eff["regions"]]
    else:
        regions = list(BOARD.group(eff["group"]))
    for r in regions:
        k = min(int(eff["count"]), s.ottomans[r])
        if k > 0:
            s.ottomans[r] -= k
            s.supply += k
            ev.append(OttomansRemoved(region=BOARD.ids[r], count=k, reason="event"))
    return False


def _halve_largest(s: GameState, ev: list, eff: dict, part: int) -> bool:
    """``halve_largest_ottoman_region``: the region with the most Ottoman infantry (tie:
    first in board order) returns floor(n/2) of them to the supply."""
    best = max(range(BOARD.size), key=lambda r: (s.ottomans[r], -r))
    k = s.ottomans[best] // 2
    if k > 0:
        s.ottomans[best] -= k
        s.supply += k
        ev.append(OttomansRemoved(region=BOARD.ids[best], count=k, reason="event"))
    return False


def place_ottomans(s: GameState, ev: list, region: int, count: int, reason: str) -> bool:
    """Place ``count`` Ottoman infantry from the supply in ``region`` (as far as the supply
    allows). If the region is Greek-held the placed infantry attack it at once as a battle
    (R21: all placed committed, ``origin`` -1; the Greek side may ask for an Ally).
    Returns True when a battle was opened (the caller runs it)."""
    k = min(count, s.supply)
    if k <= 0:
        return False
    s.supply -= k
    ev.append(OttomansPlaced(region=BOARD.ids[region], count=k, reason=reason))
    if greek_held(s, region):
        battle.begin_battle(s, ev, kind="ottoman_attack", region=region, origin=-1,
                            seat=s.owner[region], ottomans=k)
        return True
    s.ottomans[region] += k
    return False


def _place_ottomans(s: GameState, ev: list, eff: dict, part: int) -> bool:
    """``place_ottomans``: ``count`` from the supply into ``region`` (attack if Greek-held)."""
    return place_ottomans(s, ev, BOARD.index[eff["region"]], int(eff["count"]), "event")


def _place_ottomans_reinforcement(s: GameState, ev: list, eff: dict, part: int) -> bool:
    """``place_ottomans_reinforcement``: place_ottomans for each listed reinforcement
    region number, in that order (``part`` is the position in ``numbers``)."""
    number = int(eff["numbers"][part])
    return place_ottomans(s, ev, BOARD.reinforcement[number - 1], int(eff["count"]), "event")


def _skip_reinforcement(s: GameState, ev: list, eff: dict, part: int) -> bool:
    """``skip_ottoman_reinforcement``: this round's R21 places nothing (losses still return)."""
    if s.ottoman is not None:
        s.ottoman.skip_reinforcement = True
    return False


def _skip_movement(s: GameState, ev: list, eff: dict, part: int) -> bool:
    """``skip_ottoman_movement``: this round's R22 step does not happen."""
    if s.ottoman is not None:
        s.ottoman.skip_movement = True
    return False


def _double_movement(s: GameState, ev: list, eff: dict, part: int) -> bool:
    """``double_ottoman_movement``: R22 runs twice, the second from the board the first left."""
    if s.ottoman is not None:
        s.ottoman.movement_passes = 2
    return False


def _greek_attrition(s: GameState, ev: list, eff: dict, part: int) -> bool:
    """``greek_attrition``: each player returns ``count`` infantry to its reserve, one at a
    time, each from its region with the most strength (R2) that still has 2 or more
    infantry (tie: board order); fewer if no such region is left. Not a loss.

    "2 or more" is read as infantry, the pieces being returned: a region therefore always
    keeps at least one infantry (R28)."""
    if eff.get("who", "each") != "each":
        raise ValueError(f"greek_attrition: unknown who {eff['who']!r}")
    for seat in _live_seats(s):
        taken: dict[int, int] = {}
        for _ in range(int(eff["count"])):
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


EventOp = Callable[[GameState, list, dict, int], bool]

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


def _parts(eff: dict) -> int:
    """Atomic items of one effect: each may open at most one battle."""
    if eff["op"] == "place_ottomans_reinforcement":
        return len(eff["numbers"])
    return 1


def event_items(card: int) -> list[tuple[dict, int]]:
    """Event ``card``'s effects flattened into atomic ``(effect, part)`` items."""
    return [(eff, part) for eff in EVENTS[card]["effects"] for part in range(_parts(eff))]


def apply_event(s: GameState, ev: list, card: int, start: int = 0) -> int | None:
    """Apply Event ``card``'s effects (R20) from atomic item ``start`` on, in card order.
    Stops right after an item that opened a battle (place_ottomans on a Greek-held region,
    R21) and returns the index of the next item to apply once the battle is over; returns
    ``None`` when every item has been applied. Sets OttomanPhase flags (skip/double)."""
    items = event_items(card)
    for i in range(start, len(items)):
        eff, part = items[i]
        handler = EVENT_OPS.get(eff["op"])
        if handler is None:
            raise ValueError(f"unknown Event op {eff['op']!r} on {EVENTS[card]['id']}")
        if handler(s, ev, eff, part):
            return i + 1
    return None


# --------------------------------------------------------------------------- Apostles


def _controls(s: GameState, seat: int, r: int) -> bool:
    return s.owner[r] == seat and s.infantry[r] + s.cannons[r] > 0


def _cond_control(s: GameState, seat: int, c: dict) -> bool:
    """``control``: the player controls every listed region."""
    return all(_controls(s, seat, BOARD.index[r]) for r in c["regions"])


def _cond_control_any(s: GameState, seat: int, c: dict) -> bool:
    """``control_any``: the player controls at least one listed region."""
    return any(_controls(s, seat, BOARD.index[r]) for r in c["regions"])


def _cond_control_count(s: GameState, seat: int, c: dict) -> bool:
    """``control_count``: at least ``at_least`` regions of ``group`` (null: any region)."""
    return sum(1 for r in BOARD.group(c.get("group")) if _controls(s, seat, r)) >= c["at_least"]


def _cond_cannons_on_board(s: GameState, seat: int, c: dict) -> bool:
    """``cannons_on_board``: at least ``at_least`` cannons in regions."""
    return sum(s.cannons[r] for r in range(BOARD.size) if s.owner[r] == seat) >= c["at_least"]


def _cond_battles_won(s: GameState, seat: int, c: dict) -> bool:
    """``battles_won``: battles won in ``role`` since the game began; ``min_defenders``
    (only 4 exists in the data) counts battles begun against >= that many Ottomans."""
    p = s.players[seat]
    role = c["role"]
    if role == "attacker":
        if c.get("min_defenders") is not None:
            if c["min_defenders"] != 4:
                raise ValueError("battles_won: only min_defenders 4 is tracked")
            n = p.wins_attacker_vs4
        else:
            n = p.wins_attacker
    elif role == "defender":
        n = p.wins_defender
    elif role == "ally":
        n = p.wins_ally
    else:
        raise ValueError(f"battles_won: unknown role {role!r}")
    return n >= c["at_least"]


_BORDERING_REINFORCEMENT = tuple(
    r for r in range(BOARD.size) if any(BOARD.kinds[n] == "reinforcement" for n in BOARD.borders[r])
)


def _cond_control_bordering_reinforcement(s: GameState, seat: int, c: dict) -> bool:
    """``control_bordering_reinforcement``: at least ``at_least`` controlled regions that
    border an Ottoman reinforcement region."""
    return sum(1 for r in _BORDERING_REINFORCEMENT if _controls(s, seat, r)) >= c["at_least"]


Condition = Callable[[GameState, int, dict], bool]

CONDITIONS: dict[str, Condition] = {
    "control": _cond_control,
    "control_any": _cond_control_any,
    "control_count": _cond_control_count,
    "cannons_on_board": _cond_cannons_on_board,
    "battles_won": _cond_battles_won,
    "control_bordering_reinforcement": _cond_control_bordering_reinforcement,
}


def meets(s: GameState, seat: int, card: int) -> bool:
    """Does ``seat`` meet Apostle ``card``'s condition now?"""
    c = APOSTLES[card]["condition"]
    return CONDITIONS[c["op"]](s, seat, c)


def _award_order(s: GameState, active_seat: int | None) -> list[int]:
    order = list(s.turn_order) or list(range(s.seats))
    if active_seat is not None and active_seat in order:
        order.remove(active_seat)
        order.insert(0, active_seat)
    return [seat for seat in order if not s.players[seat].resigned]


def award_apostles(s: GameState, ev: list, active_seat: int | None) -> None:
    """R25: award each revealed Apostle whose condition a player meets. Players are tried
    in order: ``active_seat`` first (``None`` in the Ottoman phase), then turn order from
    the first player; resigned players are skipped. An awarded card goes to the player's
    ``apostles`` and its slot is refilled from the deck (``ApostleRevealed``); newly
    revealed cards are checked too, until nothing more is awarded."""
    order = _award_order(s, active_seat)
    changed = True
    while changed:
        changed = False
        for seat in order:
            for slot, card in enumerate(list(s.apostles_revealed)):
                if not meets(s, seat, card):
                    continue
                s.players[seat].apostles.append(card)
                a = APOSTLES[card]
                ev.append(ApostleAwarded(seat=seat, card=a["id"], title=a["title"], fame=a["fame"]))
                if s.apostle_deck:
                    new = s.apostle_deck.pop(0)
                    s.apostles_revealed[slot] = new
                    ev.append(ApostleRevealed(card=APOSTLES[new]["id"], title=APOSTLES[new]["title"]))
                else:
                    s.apostles_revealed.remove(card)
                changed = True
                break
            if changed:
                break


# --------------------------------------------------------------------------- Blessings


def _blessings(s: GameState, seat: int, op: str, *, unspent_only: bool = False) -> list[tuple[int, dict]]:
    p = s.players[seat]
    out = []
    for card in p.apostles:
        b = APOSTLES[card]["blessing"]
        if b["op"] != op:
            continue
        if unspent_only and b["duration"] == "once" and card in p.blessings_spent:
            continue
        out.append((card, b))
    return out


BLESSINGS: dict[str, str] = {
    "reinforcement_bonus": "continuous: +infantry at each of the holder's reinforcement steps",
    "bonus_forces": "once: added to the holder's next reinforcement step, then spent",
    "extra_movement": "continuous: the movement step allows 1 + count moves",
    "defence_die": "continuous: +count die whenever the holder defends (outside the cap)",
    "attack_die": "once: named when declaring an attack; +count attacker die every roll",
}


def reinforcement_extra(s: GameState, seat: int) -> tuple[int, int]:
    """Extra ``(infantry, cannons)`` for ``seat``'s reinforcement now (R10, R25):
    continuous ``reinforcement_bonus`` + unspent ``once`` ``bonus_forces`` (marked spent
    here, emits nothing) + Event ``bonus_infantry``/``bonus_cannons`` (reset to 0)."""
    p = s.players[seat]
    inf = can = 0
    for _card, b in _blessings(s, seat, "reinforcement_bonus"):
        inf += int(b.get("infantry", 0))
        can += int(b.get("cannons", 0))
    for card, b in _blessings(s, seat, "bonus_forces", unspent_only=True):
        inf += int(b.get("infantry", 0))
        can += int(b.get("cannons", 0))
        if b["duration"] == "once":
            p.blessings_spent.append(card)
    inf += p.bonus_infantry
    can += p.bonus_cannons
    p.bonus_infantry = 0
    p.bonus_cannons = 0
    return _clamp(inf), _clamp(can)


def defence_dice_bonus(s: GameState, seat: int) -> int:
    """Extra dice when ``seat`` defends (``defence_die`` Blessings, continuous)."""
    return sum(int(b["count"]) for _, b in _blessings(s, seat, "defence_die", unspent_only=True))


def extra_moves(s: GameState, seat: int) -> int:
    """Extra moves in ``seat``'s movement step (``extra_movement`` Blessings)."""
    return sum(int(b["count"]) for _, b in _blessings(s, seat, "extra_movement", unspent_only=True))


def attack_die_cards(s: GameState, seat: int) -> list[int]:
    """Unspent ``attack_die`` Apostles of ``seat`` (card indices, award order)."""
    return [card for card, _ in _blessings(s, seat, "attack_die", unspent_only=True)]


def spend_attack_die(s: GameState, ev: list, seat: int, card: int) -> int:
    """Spend an ``attack_die`` Blessing (``once``); returns the extra dice per roll.
    Raises ``RuleViolation("blessing_unavailable")`` if ``seat`` does not hold ``card``
    unspent."""
    if card not in attack_die_cards(s, seat):
        cid = APOSTLES[card]["id"] if 0 <= card < len(APOSTLES) else str(card)
        raise RuleViolation("blessing_unavailable",
                            f"Apostle {cid} is not an unspent attack_die Blessing of seat {seat}", "R25")
    b = APOSTLES[card]["blessing"]
    if b["duration"] == "once":
        s.players[seat].blessings_spent.append(card)
    ev.append(BlessingUsed(seat=seat, card=APOSTLES[card]["id"], effect="attack_die"))
    return int(b["count"])
