"""R23 Ottoman attack: planned at the step's start, launched one by one."""

from __future__ import annotations

from .. import battle, scoring
from ..board import BOARD
from ..log import OttomanAttackDropped, OttomanAttackPlanned
from ..state import GameState, OttomanAttack, greek_held
from .ties import start_step, die_choice, greek_strength

N = BOARD.size


def attack_target(s: GameState, ev: list, r: int) -> int | None:
    """R23: the Greek-held neighbour of Ottoman region ``r`` it attacks: most Greek
    strength, then a die. ``None`` if no neighbour is Greek-held."""
    cands = [n for n in BOARD.borders[r] if greek_held(s, n)]
    if not cands:
        return None
    best = max(greek_strength(s, n) for n in cands)
    cands = [n for n in cands if greek_strength(s, n) == best]
    return die_choice(s, ev, cands, region=r, choice="attack_target")


def plan_attacks(s: GameState, ev: list) -> list[OttomanAttack]:
    """R23 planning, at the attack step's start: every Ottoman region with 2 or more
    infantry that borders a Greek-held region (and has not attacked this round) picks its
    target (:func:`attack_target`, regions examined in board order). Order: the defending
    player's Fame at the step's start, least first; tie → turn order; then the target's
    board order; then the attacking region's board order. Emits ``OttomanAttackPlanned``."""
    o = s.ottoman
    fame = {seat: scoring.fame(s, seat) for seat in range(s.seats)}
    order = list(s.turn_order) or list(range(s.seats))
    planned = []
    for r in range(N):
        if s.ottomans[r] < 2 or r in o.attacked_from or r in o.won:
            continue
        t = attack_target(s, ev, r)
        if t is None:
            continue
        d = s.owner[t]
        pos = order.index(d) if d in order else len(order)
        planned.append(((fame[d], pos, t, r), OttomanAttack(origin=r, target=t)))
    planned.sort(key=lambda x: x[0])
    attacks = [a for _, a in planned]
    for a in attacks:
        ev.append(OttomanAttackPlanned(origin=BOARD.ids[a.origin], target=BOARD.ids[a.target]))
    return attacks


def ottoman_attack(s: GameState, ev: list) -> None:
    """R23 Ottoman attack step. The first call plans (:func:`plan_attacks`); each call then
    launches the next planned attack that still applies, committing all but one infantry
    of the attacking region as it stands then (``battle.begin_battle``, kind
    ``ottoman_attack``; the defender may call an Ally, R18). Dropped (with
    ``OttomanAttackDropped``): a target no longer Greek-held, an origin with fewer than 2
    infantry, an origin that already attacked this round or that the Ottomans won this
    step. When no attack is left the phase is done (R24: Greek losses stay)."""
    o = s.ottoman
    if not o.started:
        start_step(s, ev, "attack")
        o.attacks = plan_attacks(s, ev)
        o.won = []
    while o.cursor < len(o.attacks):
        a = o.attacks[o.cursor]
        o.cursor += 1
        reason = None
        if not greek_held(s, a.target):
            reason = "target_not_greek"
        elif a.origin in o.attacked_from:
            reason = "already_attacked"
        elif a.origin in o.won:
            reason = "won_this_step"
        elif s.ottomans[a.origin] < 2:
            reason = "too_few"
        if reason is not None:
            ev.append(OttomanAttackDropped(origin=BOARD.ids[a.origin], target=BOARD.ids[a.target],
                                           reason=reason))
            continue
        k = s.ottomans[a.origin] - 1
        s.ottomans[a.origin] = 1
        o.attacked_from.append(a.origin)
        o.last_target = a.target
        battle.begin_battle(s, ev, kind="ottoman_attack", region=a.target, origin=a.origin,
                            seat=s.owner[a.target], ottomans=k)
        return
    o.done = True
    s.flow = "round_end"
