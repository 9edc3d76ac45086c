"""Battles (R12-R14, R4) and Allies (R18-R19) as a resumable machine.

Internal convention for all engine modules: functions take a *working copy* ``s`` of the
state (already copied by the public function) and mutate it, appending events to
``ev: list[Event]``.

Where the pieces are during a battle (R1):

- ``greek_attack``: the attacker's committed force is in ``s.battle.greek_infantry`` /
  ``greek_cannons``; the defending Ottomans stay in ``s.ottomans[region]``.
- ``ottoman_attack``: the attacking Ottomans are in ``s.battle.ottomans``; the
  defending Greek force stays in ``s.infantry[region]`` / ``s.cannons[region]``.
- The Ally's unit (one at a time) is in ``s.battle.ally_infantry``.

The order of dice drawn from the RNG on each roll is fixed: the fighting player's dice,
then the Ally's die, then the Ottoman dice. Tests force dice by replacing
:func:`roll_dice` (the one seam through which battles draw dice).
"""

from __future__ import annotations

from . import cards
from .board import BOARD
from .events import (
    AllyAnswered, AllyRequested, AllyReturned, BattleEnded, BattleRoll, BattleStarted,
    CannonLost,
)
from .rng import Rng
from .state import CANNON_STRENGTH, Battle, GameState, Pending, region_strength

_IDS = BOARD.ids


def roll_dice(rng: Rng, n: int) -> list[int]:
    """``n`` six-sided dice from the game RNG, sorted high to low (R12, R27).

    The single seam through which battles roll: tests monkeypatch it to force dice."""
    return rng.dice(n)


# --------------------------------------------------------------------------- helpers

def ally_regions(s: GameState, seat: int) -> list[int]:
    """Regions of ``seat`` that can send 1 infantry and keep >= 1 strength (R18, R28)."""
    out = []
    owner, inf, can = s.owner, s.infantry, s.cannons
    for r in range(len(owner)):
        if owner[r] == seat and inf[r] >= 1 and inf[r] - 1 + CANNON_STRENGTH * can[r] >= 1:
            out.append(r)
    return out


def best_ally_region(s: GameState, seat: int) -> int:
    """The region a standing ``accept`` order takes the infantry from: most strength,
    tie: board order (R19). -1 when none can send."""
    best, best_str = -1, -1
    for r in ally_regions(s, seat):
        st = region_strength(s, r)
        if st > best_str:
            best, best_str = r, st
    return best


def can_be_ally(s: GameState, seat: int) -> bool:
    """Not resigned and controls a region that can send an infantry (R10, R18)."""
    return not s.players[seat].resigned and bool(ally_regions(s, seat))


def ally_candidates(s: GameState, seat: int) -> list[int]:
    """Seats asked for an Ally by ``seat``: the others in turn order starting with the
    one to its left (ascending seat, wrapping, R6/R18), only those able to send."""
    n = s.seats
    return [c for c in ((seat + k) % n for k in range(1, n)) if can_be_ally(s, c)]


def greek_force(s: GameState) -> tuple[int, int]:
    """(infantry, cannons) of the fighting player's force in the current battle."""
    b = s.battle
    if b.kind == "greek_attack":
        return b.greek_infantry, b.greek_cannons
    return s.infantry[b.region], s.cannons[b.region]


def ottoman_force(s: GameState) -> int:
    b = s.battle
    return s.ottomans[b.region] if b.kind == "greek_attack" else b.ottomans


# --------------------------------------------------------------------------- start

def begin_battle(s: GameState, ev: list, *, kind: str, region: int, origin: int, seat: int,
                 greek_infantry: int = 0, greek_cannons: int = 0, ottomans: int = 0,
                 attack_dice_bonus: int = 0, call_ally: bool | None = None) -> None:
    """Open a battle in ``s.battle`` (pieces of the attacking side already taken out of
    their origin / the supply by the caller) and emit ``BattleStarted``. ``call_ally``:
    the fighting player's answer if already known (attack action), ``None`` to use its
    standing order or ask it (sets ``s.pending``). R12, R18, R19."""
    s.battles_fought += 1
    if kind == "greek_attack":
        at_start = s.ottomans[region]
        g_inf, g_can = greek_infantry, greek_cannons
    else:
        at_start = ottomans
        g_inf, g_can = s.infantry[region], s.cannons[region]
    s.battle = Battle(
        number=s.battles_fought, kind=kind, region=region, origin=origin, seat=seat,
        greek_infantry=greek_infantry if kind == "greek_attack" else 0,
        greek_cannons=greek_cannons if kind == "greek_attack" else 0,
        ottomans=ottomans if kind == "ottoman_attack" else 0,
        ottomans_at_start=at_start, attack_dice_bonus=attack_dice_bonus,
        credits=[0] * s.seats,
    )
    ev.append(BattleStarted(
        battle=s.battles_fought, kind=kind, region=_IDS[region],
        origin=_IDS[origin] if origin >= 0 else None, seat=seat,
        greek_infantry=g_inf, greek_cannons=g_can, ottomans=at_start,
        attack_dice_bonus=attack_dice_bonus,
    ))
    _decide_call(s, ev, call_ally)


def _decide_call(s: GameState, ev: list, call: bool | None) -> None:
    """Apply the fighting player's call (given, standing order, or ask via pending)."""
    b = s.battle
    if not ally_candidates(s, b.seat):
        return  # nobody could come: never wait on a pointless question (R19)
    if call is None:
        p = s.players[b.seat]
        if p.resigned or p.call_ally == "never":
            return
        if p.call_ally == "ask":
            s.pending = Pending(kind="call_ally", seat=b.seat, battle=b.number)
            return
        call = True
    if call:
        request_ally(s, ev)


def request_ally(s: GameState, ev: list) -> None:
    """R18: ask the other players in turn order, starting left of the caller."""
    b = s.battle
    cands = ally_candidates(s, b.seat)
    ev.append(AllyRequested(battle=b.number, seat=b.seat, candidates=list(cands)))
    _ask_next(s, ev, cands)


def _ask_next(s: GameState, ev: list, cands: list[int]) -> None:
    b = s.battle
    while cands:
        c = cands.pop(0)
        if not can_be_ally(s, c):
            continue
        order = s.players[c].answer_ally
        if order == "accept":
            _send_ally(s, ev, c, best_ally_region(s, c), standing=True)
            return
        if order == "decline":
            ev.append(AllyAnswered(battle=b.number, seat=c, accept=False, by_standing_order=True))
            continue
        s.pending = Pending(kind="answer_ally", seat=c, battle=b.number, candidates=cands)
        return


def _send_ally(s: GameState, ev: list, seat: int, region: int, standing: bool = False) -> None:
    b = s.battle
    s.infantry[region] -= 1
    b.ally_seat, b.ally_origin, b.ally_infantry = seat, region, 1
    ev.append(AllyAnswered(battle=b.number, seat=seat, accept=True, region=_IDS[region],
                           by_standing_order=standing))


def answer_call(s: GameState, ev: list, call: bool) -> None:
    """The fighting player answered the pending ``call_ally`` question (R18-R19)."""
    s.pending = None
    if call:
        request_ally(s, ev)


def answer_ally(s: GameState, ev: list, seat: int, accept: bool, region: int | None) -> None:
    """``seat`` answered the pending Ally request. ``region`` must be one of
    :func:`ally_regions` when accepting (the caller validated it); ``None`` takes the
    standing-order choice."""
    pend = s.pending
    s.pending = None
    if accept:
        _send_ally(s, ev, seat, best_ally_region(s, seat) if region is None else region)
        return
    ev.append(AllyAnswered(battle=s.battle.number, seat=seat, accept=False))
    _ask_next(s, ev, list(pend.candidates))


# --------------------------------------------------------------------------- rolling

def run_battle(s: GameState, ev: list) -> bool:
    """Roll until the battle ends (returns True; ``s.battle`` is None again and the
    region, losses, credits and wins_* counters are settled) or a decision is pending
    (returns False; ``s.pending`` set). R12, R13, R4, R18."""
    if s.pending is not None:
        return False
    b = s.battle
    rng = Rng.load(s)
    try:
        while True:
            g_inf, g_can = greek_force(s)
            ott = ottoman_force(s)
            if g_inf + g_can == 0 or ott == 0:
                _settle(s, ev)
                return True
            if b.recall:
                b.recall = False
                _decide_call(s, ev, None)
                if s.pending is not None:
                    return False
            _roll(s, ev, rng)
    finally:
        rng.store(s)


def _roll(s: GameState, ev: list, rng: Rng) -> None:
    b = s.battle
    seat = b.seat
    g_inf, g_can = greek_force(s)
    g_str = g_inf + CANNON_STRENGTH * g_can
    ott = ottoman_force(s)
    if b.kind == "greek_attack":
        n_greek = min(6, min(5, g_str) + b.attack_dice_bonus)
        n_ott = min(4, max(1, ott - 1))
    else:
        n_greek = min(4, max(1, g_str - 1)) + cards.defence_dice_bonus(s, seat)
        n_ott = min(5, ott)
    greek_dice = roll_dice(rng, n_greek)
    ally_die = roll_dice(rng, 1)[0] if b.ally_infantry > 0 else None
    if ally_die is not None and b.ally_seat not in b.allies:
        b.allies.append(b.ally_seat)
    ott_dice = roll_dice(rng, n_ott)
    # the Greek side: fighting player's dice before the Ally's on equal values (R12)
    side = [(d, 0) for d in greek_dice]
    if ally_die is not None:
        k = 0
        while k < len(side) and side[k][0] >= ally_die:
            k += 1
        side.insert(k, (ally_die, 1))
    greek_attacks = b.kind == "greek_attack"
    g_loss = a_loss = o_loss = 0
    credit_player = credit_ally = 0
    for (gd, who), od in zip(side, ott_dice):
        greek_wins = gd > od if greek_attacks else gd >= od
        if greek_wins:
            o_loss += 1
            if who:
                credit_ally += 1
            else:
                credit_player += 1
        elif who:
            a_loss += 1
        else:
            g_loss += 1
    b.rolls += 1
    # Ottoman losses back to the supply (R13)
    if greek_attacks:
        s.ottomans[b.region] -= o_loss
    else:
        b.ottomans -= o_loss
    s.supply += o_loss
    if credit_player:
        s.players[seat].defeated += credit_player
        b.credits[seat] += credit_player
    if credit_ally:
        s.players[b.ally_seat].defeated += credit_ally
        b.credits[b.ally_seat] += credit_ally
    # Greek losses to the Greek losses area (R4, R13)
    p = s.players[seat]
    cannon_events = []
    for _ in range(g_loss):
        if greek_attacks:
            if b.greek_infantry > 0:
                b.greek_infantry -= 1
                p.losses_infantry += 1
            elif b.greek_cannons > 0:
                b.greek_cannons -= 1
                p.losses_cannons += 1
                rep = min(2, p.reserve_infantry)
                p.reserve_infantry -= rep
                b.greek_infantry += rep
                cannon_events.append(CannonLost(battle=b.number, seat=seat, replaced_by=rep))
        else:
            r = b.region
            if s.infantry[r] > 0:
                s.infantry[r] -= 1
                p.losses_infantry += 1
            elif s.cannons[r] > 0:
                s.cannons[r] -= 1
                p.losses_cannons += 1
                rep = min(2, p.reserve_infantry)
                p.reserve_infantry -= rep
                s.infantry[r] += rep
                cannon_events.append(CannonLost(battle=b.number, seat=seat, replaced_by=rep))
    if a_loss:
        b.ally_infantry -= a_loss
        s.players[b.ally_seat].losses_infantry += a_loss
        if b.ally_infantry == 0:
            b.ally_seat, b.ally_origin = -1, -1
            b.recall = True
    g_inf, g_can = greek_force(s)
    ev.append(BattleRoll(
        battle=b.number, roll=b.rolls, greek_dice=greek_dice, ally_die=ally_die,
        ottoman_dice=ott_dice, greek_losses=g_loss, ally_losses=a_loss,
        ottoman_losses=o_loss, greek_infantry=g_inf, greek_cannons=g_can,
        ally_infantry=b.ally_infantry, ottomans=ottoman_force(s),
    ))
    ev.extend(cannon_events)


def _settle(s: GameState, ev: list) -> None:
    """End of battle: region, counters, the Ally's return (R13, R18)."""
    b = s.battle
    r = b.region
    seat = b.seat
    g_inf, g_can = greek_force(s)
    greek_won = g_inf + g_can > 0
    p = s.players[seat]
    if b.kind == "greek_attack":
        if greek_won:
            s.owner[r] = seat
            s.infantry[r] = g_inf
            s.cannons[r] = g_can
            p.wins_attacker += 1
            if b.ottomans_at_start >= 4:
                p.wins_attacker_vs4 += 1
    else:
        if greek_won:
            p.wins_defender += 1
        else:
            s.owner[r] = -1
            s.ottomans[r] += b.ottomans
            s.spent_infantry[r] = 0
            s.spent_cannons[r] = 0
    ally_seat, ally_inf = b.ally_seat, b.ally_infantry
    if greek_won:  # R25 (A11): every seat whose unit took part, lost or not
        for a in b.allies:
            s.players[a].wins_ally += 1
    ev.append(BattleEnded(
        battle=b.number, winner="greek" if greek_won else "ottoman", region=_IDS[r],
        owner=s.owner[r], ottomans_defeated={str(k): v for k, v in enumerate(b.credits) if v},
    ))
    if ally_inf > 0:
        o = b.ally_origin
        if s.owner[o] == ally_seat:
            s.infantry[o] += ally_inf
            ev.append(AllyReturned(battle=b.number, seat=ally_seat, region=_IDS[o]))
        else:
            s.players[ally_seat].reserve_infantry += ally_inf
            ev.append(AllyReturned(battle=b.number, seat=ally_seat, region=None))
    s.battle = None
