"""Battles (R12-R14, R4) as a resumable machine; the Allies' part is :mod:`.allies`.

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

from . import allies, apostles
from .board import BOARD
from .log import AllyReturned, BattleEnded, BattleRoll, BattleStarted, CannonLost, OttomansPlaced
from gamekinds.rng import Rng
from .state import CANNON_STRENGTH, Battle, GameState, greek_held

_IDS = BOARD.ids


def roll_dice(rng: Rng, n: int) -> list[int]:
    """``n`` six-sided dice from the game RNG, sorted high to low (R12, R27).

    The single seam through which battles roll: tests monkeypatch it to force dice."""
    return rng.dice(n)


# --------------------------------------------------------------------------- helpers

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

def place_ottomans(s: GameState, ev: list, region: int, count: int, reason: str) -> bool:
    """Place ``count`` Ottoman infantry from the supply in ``region`` (as far as the supply
    allows). If the region is Greek-held the placed infantry attack it at once as a battle
    (R21: all placed committed, ``origin`` -1; the Greek side may ask for an Ally). Used by
    R21's reinforcement (:mod:`.ottoman.reinforcement`) and the Event cards (R20).
    Returns True when a battle was opened (the caller runs it)."""
    k = min(count, s.supply)
    if k <= 0:
        return False
    s.supply -= k
    ev.append(OttomansPlaced(region=BOARD.ids[region], count=k, reason=reason))
    if greek_held(s, region):
        begin_battle(s, ev, kind="ottoman_attack", region=region, origin=-1,
                            seat=s.owner[region], ottomans=k)
        return True
    s.ottomans[region] += k
    return False


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
    allies.decide_call(s, ev, call_ally)


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
                allies.decide_call(s, ev, None)
                if s.pending is not None:
                    return False
            _roll(s, ev, rng)
    finally:
        rng.store(s)


def _dice_counts(s: GameState) -> tuple[int, int]:
    """R12: (Greek dice, Ottoman dice) of the next roll."""
    b = s.battle
    g_inf, g_can = greek_force(s)
    g_str = g_inf + CANNON_STRENGTH * g_can
    ott = ottoman_force(s)
    if b.kind == "greek_attack":
        return min(6, min(5, g_str) + b.attack_dice_bonus), min(4, max(1, ott - 1))
    return min(4, max(1, g_str - 1)) + apostles.defence_dice_bonus(s, b.seat), min(5, ott)


def _compare(greek_dice: list[int], ally_die: int | None, ott_dice: list[int],
             greek_attacks: bool) -> tuple[int, int, int, int, int]:
    """R12-R13 pairing: the Greek side's dice (the fighting player's before the Ally's on
    equal values) against the Ottoman dice, highest first; the attacker needs a higher
    die, the defender wins ties. Returns ``(greek_losses, ally_losses, ottoman_losses,
    credit_player, credit_ally)``."""
    side = [(d, 0) for d in greek_dice]
    if ally_die is not None:
        k = 0
        while k < len(side) and side[k][0] >= ally_die:
            k += 1
        side.insert(k, (ally_die, 1))
    g_loss = a_loss = o_loss = credit_player = credit_ally = 0
    for (gd, who), od in zip(side, ott_dice):
        if (gd > od) if greek_attacks else (gd >= od):
            o_loss += 1
            if who:
                credit_ally += 1
            else:
                credit_player += 1
        elif who:
            a_loss += 1
        else:
            g_loss += 1
    return g_loss, a_loss, o_loss, credit_player, credit_ally


def _lose_greek_piece(s: GameState, seat: int, counts: list) -> CannonLost | None:
    """R4/R13: one Greek loss from ``counts`` (``[infantry, cannons]``, changed in place):
    an infantry if any, else a cannon replaced by up to 2 infantry from the reserve."""
    p = s.players[seat]
    if counts[0] > 0:
        counts[0] -= 1
        p.losses_infantry += 1
        return None
    if counts[1] > 0:
        counts[1] -= 1
        p.losses_cannons += 1
        rep = min(2, p.reserve_infantry)
        p.reserve_infantry -= rep
        counts[0] += rep
        return CannonLost(battle=s.battle.number, seat=seat, replaced_by=rep)
    return None


def _greek_losses(s: GameState, g_loss: int) -> list:
    """Take ``g_loss`` pieces from the fighting seat's force; returns CannonLost events."""
    b = s.battle
    counts = list(greek_force(s))
    cannon_events = []
    for _ in range(g_loss):
        e = _lose_greek_piece(s, b.seat, counts)
        if e is not None:
            cannon_events.append(e)
    if b.kind == "greek_attack":
        b.greek_infantry, b.greek_cannons = counts
    else:
        s.infantry[b.region], s.cannons[b.region] = counts
    return cannon_events


def _roll(s: GameState, ev: list, rng: Rng) -> None:
    """One roll (R12-R13): dice in the fixed order (fighting seat, Ally, Ottomans),
    losses to the supply / the Greek losses area, credits for R10 and R18."""
    b = s.battle
    seat = b.seat
    n_greek, n_ott = _dice_counts(s)
    greek_dice = roll_dice(rng, n_greek)
    ally_die = roll_dice(rng, 1)[0] if b.ally_infantry > 0 else None
    if ally_die is not None and b.ally_seat not in b.allies:
        b.allies.append(b.ally_seat)
    ott_dice = roll_dice(rng, n_ott)
    greek_attacks = b.kind == "greek_attack"
    g_loss, a_loss, o_loss, credit_player, credit_ally = _compare(
        greek_dice, ally_die, ott_dice, greek_attacks)
    b.rolls += 1
    if greek_attacks:                      # Ottoman losses back to the supply (R13)
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
    cannon_events = _greek_losses(s, g_loss)
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
