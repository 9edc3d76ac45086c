"""Apostles and Blessings (R25, apostles.json): conditions, awarding, Blessings.

After every completed action or automatic step each revealed Apostle whose condition a
seat meets is awarded (active seat first, then turn order; Ottoman phase: turn order)
and replaced from the deck. Conditions and Blessings are interpreted by ``op``
(:data:`CONDITIONS`, :data:`BLESSINGS`). A11's ``battles_won`` with role ``ally`` counts
every battle the Greeks won in which the seat's Ally unit took part (lost or not).
"""

from __future__ import annotations

from itertools import compress as _compress
from operator import itemgetter
from typing import Callable

from . import data
from .board import APOSTLES, BOARD
from .data import APOSTLE_CARDS, op_of
from .errors import RuleViolation
from .log import ApostleAwarded, ApostleRevealed, BlessingUsed
from .state import GameState

APOSTLE_INDEX: dict[str, int] = {a["id"]: i for i, a in enumerate(APOSTLES)}


def _controls(s: GameState, seat: int, r: int) -> bool:
    return s.owner[r] == seat and s.infantry[r] + s.cannons[r] > 0


def _cond_control(s: GameState, seat: int, c: data.Control) -> bool:
    """``control``: the player controls every listed region."""
    return all(_controls(s, seat, BOARD.index[r]) for r in c.regions)


def _cond_control_any(s: GameState, seat: int, c: data.ControlAny) -> bool:
    """``control_any``: the player controls at least one listed region."""
    return any(_controls(s, seat, BOARD.index[r]) for r in c.regions)


def _cond_control_count(s: GameState, seat: int, c: data.ControlCount) -> bool:
    """``control_count``: at least ``at_least`` regions of ``group`` (null: any region)."""
    return sum(1 for r in BOARD.group(c.group) if _controls(s, seat, r)) >= c.at_least


def _cond_cannons_on_board(s: GameState, seat: int, c: data.CannonsOnBoard) -> bool:
    """``cannons_on_board``: at least ``at_least`` cannons in regions."""
    return sum(s.cannons[r] for r in range(BOARD.size) if s.owner[r] == seat) >= c.at_least


def _cond_battles_won(s: GameState, seat: int, c: data.BattlesWon) -> bool:
    """``battles_won``: battles won in ``role`` since the game began; ``min_defenders``
    (only 4 exists in the data) counts battles begun against >= that many Ottomans."""
    p = s.players[seat]
    if c.role == "attacker":
        n = p.wins_attacker_vs4 if c.min_defenders is not None else p.wins_attacker
    elif c.role == "defender":
        n = p.wins_defender
    else:
        n = p.wins_ally
    return n >= c.at_least


_BORDERING_REINFORCEMENT = tuple(
    r for r in range(BOARD.size) if any(BOARD.kinds[n] == "reinforcement" for n in BOARD.borders[r])
)


def _cond_control_bordering_reinforcement(s: GameState, seat: int,
                                          c: data.ControlBorderingReinforcement) -> bool:
    """``control_bordering_reinforcement``: at least ``at_least`` controlled regions that
    border an Ottoman reinforcement region."""
    return sum(1 for r in _BORDERING_REINFORCEMENT if _controls(s, seat, r)) >= c.at_least


Condition = Callable[[GameState, int, data.Condition], bool]

CONDITIONS: dict[str, Condition] = {
    "control": _cond_control,
    "control_any": _cond_control_any,
    "control_count": _cond_control_count,
    "cannons_on_board": _cond_cannons_on_board,
    "battles_won": _cond_battles_won,
    "control_bordering_reinforcement": _cond_control_bordering_reinforcement,
}


# each card's rule, looked up at import (a condition op without a rule fails here)
_CARD_CONDITIONS = tuple((CONDITIONS[op_of(c.condition)], c.condition) for c in APOSTLE_CARDS)


def meets(s: GameState, seat: int, card: int) -> bool:
    """Does ``seat`` meet Apostle ``card``'s condition now?"""
    rule, c = _CARD_CONDITIONS[card]
    return rule(s, seat, c)


def _region_mask(regions) -> int:
    m = 0
    for r in regions:
        m |= 1 << r
    return m


_WINS_FIELD = {("attacker", False): "wins_attacker", ("attacker", True): "wins_attacker_vs4",
               ("defender", False): "wins_defender", ("defender", True): "wins_defender",
               ("ally", False): "wins_ally", ("ally", True): "wins_ally"}
"""battles_won (role, min_defenders set) -> the Player counter :func:`_cond_battles_won` reads."""


def _compile(c: data.Condition) -> tuple:
    """A card's condition as ``(kind, a, b)``, each kind computing exactly its
    :data:`CONDITIONS` rule: over the bit mask of the regions a seat controls (region
    ``r`` is bit ``r``) ``all`` / ``any`` of mask ``a`` or ``count`` >= ``b`` regions of
    it; ``wins``: the Player counter ``a`` >= ``b``; ``cannons``: the seat's cannons in
    regions >= ``b``; ``rule``: ``a(s, seat, b)``."""
    op = op_of(c)
    if op == "control":
        return "all", _region_mask(BOARD.index[r] for r in c.regions), 0
    if op == "control_any":
        return "any", _region_mask(BOARD.index[r] for r in c.regions), 0
    if op == "control_count":
        return "count", _region_mask(BOARD.group(c.group)), c.at_least
    if op == "control_bordering_reinforcement":
        return "count", _region_mask(_BORDERING_REINFORCEMENT), c.at_least
    if op == "battles_won":
        return "wins", _WINS_FIELD[c.role, c.min_defenders is not None], c.at_least
    if op == "cannons_on_board":
        return "cannons", 0, c.at_least
    return "rule", CONDITIONS[op], c


_CARD_MASKS = tuple(_compile(c.condition) for c in APOSTLE_CARDS)
_BITS = tuple(1 << r for r in range(BOARD.size))


def _regions_of(mask: int) -> tuple[int, ...]:
    return tuple(r for r in range(BOARD.size) if mask >> r & 1)


def _prefilter(kind: str, a, b) -> tuple:
    """A card's compiled condition (:func:`_compile`) as a test that holds whenever some
    seat (resigned or not) meets it, reading only region owners (control implies
    ownership, R28), the Player counters and the cannons in regions: ``(kind, x, b)``
    with ``own``: region ``x`` is owned; ``all`` / ``any`` / ``count``: of the owners
    ``x(owner)`` (a tuple, :func:`operator.itemgetter`; None: the whole board) one seat
    owns all / some seat owns one / some seat owns >= ``b``; ``wins``: some Player
    counter ``x`` >= ``b``; ``cannons``: some seat has >= ``b`` cannons in regions it
    owns; ``rule``: always (unknown rules are not filtered)."""
    if kind in ("all", "any", "count"):
        regions = _regions_of(a)
        if not regions or (kind == "count" and b <= 0):
            return "rule", None, None
        if kind == "count" and b > 1:
            return "count", None if len(regions) == BOARD.size else itemgetter(*regions), b
        if len(regions) == 1:
            return "own", regions[0], 0
        if kind == "count":   # at least one: as any
            kind = "any"
        return kind, itemgetter(*regions), 0
    return kind, a, b


_PREFILTERS = tuple(_prefilter(*m) for m in _CARD_MASKS)
_REGIONS = range(BOARD.size)


def may_award(s: GameState) -> bool:
    """False only when no seat, resigned or not, meets any revealed Apostle now (R25):
    then :func:`award_apostles` has nothing to do. A cheap necessary condition
    (:func:`_prefilter`), so that the award pass's tallies run only when a card may be
    due."""
    owner = s.owner
    for card in s.apostles_revealed:
        kind, x, b = _PREFILTERS[card]
        if kind == "own":
            if owner[x] >= 0:
                return True
        elif kind == "any":
            if max(x(owner)) >= 0:
                return True
        elif kind == "all":
            t = x(owner)
            if t[0] >= 0 and t.count(t[0]) == len(t):
                return True
        elif kind == "count":
            t = owner if x is None else x(owner)
            if len(t) - t.count(-1) >= b:
                for seat in range(s.seats):
                    if t.count(seat) >= b:
                        return True
        elif kind == "wins":
            for p in s.players:
                if getattr(p, x) >= b:
                    return True
        elif kind == "cannons":
            cannons = s.cannons
            if sum(cannons) >= b:
                per = [0] * s.seats
                for r in _compress(_REGIONS, cannons):
                    o = owner[r]
                    if o >= 0:
                        per[o] += cannons[r]
                if max(per) >= b:
                    return True
        else:
            return True
    return False


def tallies(s: GameState) -> tuple[list[int], list[int]]:
    """Per seat: the bit mask of the regions it controls (R28: owned and not empty) and
    its cannons in regions (owned)."""
    masks = [0] * s.seats
    cannons = [0] * s.seats
    for bit, o, i, c in zip(_BITS, s.owner, s.infantry, s.cannons):
        if o >= 0:
            if i + c > 0:
                masks[o] |= bit
            cannons[o] += c
    return masks, cannons


def _first_met(s: GameState, order: list[int], masks: list[int],
               cannons: list[int]) -> tuple[int, int, int] | None:
    """``(seat, slot, card)``: the first seat of ``order`` meeting a revealed Apostle and
    the first such card by slot, or None. ``masks``, ``cannons``: :func:`tallies`."""
    revealed = s.apostles_revealed
    players = s.players
    for seat in order:
        mask = masks[seat]
        for slot, card in enumerate(revealed):
            kind, a, b = _CARD_MASKS[card]
            if kind == "all":
                ok = mask & a == a
            elif kind == "any":
                ok = mask & a != 0
            elif kind == "count":
                ok = (mask & a).bit_count() >= b
            elif kind == "wins":
                ok = getattr(players[seat], a) >= b
            elif kind == "cannons":
                ok = cannons[seat] >= b
            else:
                ok = a(s, seat, b)
            if ok:
                return seat, slot, card
    return None


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
    if not may_award(s):
        return
    order = _award_order(s, active_seat)
    masks, cannons = tallies(s)   # awarding moves no piece: valid for the whole call
    while (hit := _first_met(s, order, masks, cannons)) is not None:
        seat, slot, card = hit
        s.players[seat].apostles.append(card)
        a = APOSTLES[card]
        ev.append(ApostleAwarded(seat=seat, card=a["id"], title=a["title"], fame=a["fame"]))
        if s.apostle_deck:
            new = s.apostle_deck.pop(0)
            s.apostles_revealed[slot] = new
            ev.append(ApostleRevealed(card=APOSTLES[new]["id"], title=APOSTLES[new]["title"]))
        else:
            s.apostles_revealed.remove(card)


# --------------------------------------------------------------------------- Blessings


def _blessings(s: GameState, seat: int, op: str, *,
               unspent_only: bool = False) -> list[tuple[int, data.Blessing]]:
    p = s.players[seat]
    out = []
    for card in p.apostles:
        b = APOSTLE_CARDS[card].blessing
        if b.op != op:
            continue
        if unspent_only and b.duration == "once" and card in p.blessings_spent:
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


def reinforcement_blessings(s: GameState, seat: int) -> tuple[int, int]:
    """Blessing extras ``(infantry, cannons)`` for ``seat``'s reinforcement now (R10,
    R25): continuous ``reinforcement_bonus`` + unspent ``once`` ``bonus_forces``, which
    are marked spent here (emits nothing)."""
    p = s.players[seat]
    inf = can = 0
    for _card, b in _blessings(s, seat, "reinforcement_bonus"):
        inf += b.infantry
        can += b.cannons
    for card, b in _blessings(s, seat, "bonus_forces", unspent_only=True):
        inf += b.infantry
        can += b.cannons
        if b.duration == "once":
            p.blessings_spent.append(card)
    return inf, can


def defence_dice_bonus(s: GameState, seat: int) -> int:
    """Extra dice when ``seat`` defends (``defence_die`` Blessings, continuous)."""
    return sum(b.count for _, b in _blessings(s, seat, "defence_die", unspent_only=True))


def extra_moves(s: GameState, seat: int) -> int:
    """Extra moves in ``seat``'s movement step (``extra_movement`` Blessings)."""
    return sum(b.count for _, b in _blessings(s, seat, "extra_movement", unspent_only=True))


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
    b = APOSTLE_CARDS[card].blessing
    if b.duration == "once":
        s.players[seat].blessings_spent.append(card)
    ev.append(BlessingUsed(seat=seat, card=APOSTLES[card]["id"], effect="attack_die"))
    return b.count
