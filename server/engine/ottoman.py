"""The Ottoman phase (R20-R24) as automatic, resumable steps.

The phase is a little machine kept in ``s.ottoman`` (:class:`state.OttomanPhase`) and
``s.step``: ``event`` → ``reinforcement`` → ``movement`` → ``attack``. Each call of
:func:`ottoman_step` does one unit of work:

- ``event``: draw the Event and apply it (R20) — up to and including the first effect
  item that opens a battle (a later call applies the rest);
- ``reinforcement``: one reinforcement region (R21), then returning the Greek losses;
- ``movement``: one movement pass (R22; twice with ``double_ottoman_movement``);
- ``attack``: planning (at the step's start) and one attack (R23).

A unit that opens a battle (``battle.begin_battle``) returns at once; the flow
(``game.advance``) runs ``battle.run_battle`` — possibly pausing for Ally decisions —
and calls :func:`ottoman_step` again once ``s.battle`` is None. The next call settles
the finished unit (R23 ``won`` bookkeeping, R25 awards, R26 end check) before going on.
After each completed unit Apostles are awarded (R25, turn order) and the end conditions
are checked (R26); after the last unit :func:`phase_done` is True (the game may also
have ended: ``status == "finished"``).

Randomness (R27): reshuffles and every die come from the game RNG in the state.
"""

from __future__ import annotations

from . import battle, cards, scoring
from .board import BOARD, EVENTS
from .events import (
    EventDrawn, LossesReturned, OttomanAttackDropped, OttomanAttackPlanned, OttomanMoved,
    OttomanTieBreak, StepStarted,
)
from .rng import Rng
from .state import GameState, OttomanAttack, OttomanPhase, greek_held, region_strength

N = BOARD.size
DIST = BOARD.distance


# --------------------------------------------------------------------------- helpers


def greek_strength(s: GameState, r: int) -> int:
    """R2 strength of the Greek forces in region ``r`` (0 if none)."""
    return region_strength(s, r) if s.owner[r] >= 0 else 0


def die_choice(s: GameState, ev: list, options: list[int], *, region: int, choice: str) -> int:
    """R22/R23/R27: a die decides between tied ``options`` (region indices, board order).
    Each option gets die faces ``1..k`` in order (faces wrap around: ``(die-1) % k``);
    rolls above the largest multiple of ``k`` are re-rolled so every option is equally
    likely. Emits ``OttomanTieBreak``; returns the chosen region."""
    k = len(options)
    if k == 1:
        return options[0]
    rng = Rng.load(s)
    if k <= 6:
        limit = 6 - 6 % k
        while True:
            die = rng.die()
            if die <= limit:
                break
        idx = (die - 1) % k
    else:  # more tied options than faces: one uniform draw
        idx = rng.below(k)
        die = idx + 1
    rng.store(s)
    chosen = options[idx]
    ev.append(OttomanTieBreak(region=BOARD.ids[region], choice=choice,
                              options=[BOARD.ids[o] for o in options], die=die,
                              chosen=BOARD.ids[chosen]))
    return chosen


def _start_step(s: GameState, ev: list, step: str) -> None:
    s.step = step  # type: ignore[assignment]
    o = s.ottoman
    o.started = True
    o.cursor = 0
    ev.append(StepStarted(round=s.round, phase="ottoman", step=step, seat=-1))


def _next_step(s: GameState, step: str) -> None:
    s.step = step  # type: ignore[assignment]
    s.ottoman.started = False
    s.ottoman.cursor = 0


def _unit_done(s: GameState, ev: list) -> None:
    """After a completed unit of work: R25 awards (Ottoman phase: turn order), R26 check."""
    cards.award_apostles(s, ev, None)
    scoring.check_end(s, ev)


# --------------------------------------------------------------------------- phase


def begin_ottoman_phase(s: GameState, ev: list) -> None:
    """Called when the last Greek player ends its movement step: ``s.phase = "ottoman"``,
    ``s.step = "event"``, fresh ``s.ottoman``. Runs nothing yet (the worker does)."""
    s.phase = "ottoman"
    s.step = "event"
    s.ottoman = OttomanPhase()


def phase_done(s: GameState) -> bool:
    """True when every step of this round's Ottoman phase has run (or the game ended)."""
    if s.status == "finished":
        return True
    return s.ottoman is not None and s.ottoman.done


def ottoman_step(s: GameState, ev: list) -> None:
    """Run one automatic unit of the Ottoman phase (see the module doc): the Event; one
    reinforcement region; one movement pass; planning the attacks and/or one attack.
    May open a battle (``battle.begin_battle``) — the caller then runs it and calls
    again. Raises ``RuntimeError`` if called while a battle is running. When the phase
    is over ``phase_done(s)`` is True."""
    if s.battle is not None:
        raise RuntimeError("ottoman_step called while a battle is running; run it first")
    if s.ottoman is None:
        begin_ottoman_phase(s, ev)
    o = s.ottoman
    if phase_done(s):
        return
    if o.battle_open:  # the battle opened by the previous unit is over: settle that unit
        o.battle_open = False
        t = o.last_target
        if t >= 0 and s.step == "attack" and s.owner[t] < 0 and s.ottomans[t] > 0 and t not in o.won:
            o.won.append(t)
        o.last_target = -1
        _unit_done(s, ev)
        if phase_done(s):
            return
    if s.step == "event":
        ottoman_event(s, ev)
    elif s.step == "reinforcement":
        ottoman_reinforcement(s, ev)
    elif s.step == "movement":
        ottoman_movement_step(s, ev)
    elif s.step == "attack":
        ottoman_attack(s, ev)
    else:
        raise RuntimeError(f"not an Ottoman step: {s.step!r}")
    if s.battle is not None:
        o.battle_open = True
    else:
        _unit_done(s, ev)
        if o.done and s.status != "finished":
            scoring.check_end(s, ev, after_ottoman_phase=True, end_of_round=True)


# --------------------------------------------------------------------------- R20


def draw_event(s: GameState, ev: list) -> int:
    """R20: the top Event card; when the deck is empty the discard pile is shuffled (game
    RNG) into a new deck first. The card goes on the discard pile at once and is
    remembered in ``s.ottoman.event``. Emits ``EventDrawn``."""
    reshuffled = False
    if not s.event_deck:
        deck = list(s.event_discard)
        rng = Rng.load(s)
        rng.shuffle(deck)
        rng.store(s)
        s.event_deck = deck
        s.event_discard = []
        reshuffled = True
    card = s.event_deck.pop(0)
    s.event_discard.append(card)
    s.ottoman.event = card
    ev.append(EventDrawn(card=EVENTS[card]["id"], title=EVENTS[card]["title"], reshuffled=reshuffled))
    return card


def ottoman_event(s: GameState, ev: list) -> None:
    """R20 Event step: draw the top Event card (reshuffling the discard pile into a new
    deck when the deck is empty) and apply its effects (``cards.apply_event``). If an
    effect opens a battle the remaining effects are applied by the next call
    (``s.ottoman.cursor`` = next effect item)."""
    o = s.ottoman
    if not o.started:
        _start_step(s, ev, "event")
        if not s.event_deck and not s.event_discard:
            _next_step(s, "reinforcement")  # no cards at all (defensive): nothing to apply
            return
        draw_event(s, ev)
    nxt = cards.apply_event(s, ev, o.event, o.cursor)
    if nxt is None:
        _next_step(s, "reinforcement")
    else:
        o.cursor = nxt


# --------------------------------------------------------------------------- R21


def ottoman_reinforcement(s: GameState, ev: list) -> None:
    """R21 Ottoman reinforcement, one reinforcement region per call.

    At the step's start ``n = floor(total Greek losses / 4)`` (0 with
    ``skip_ottoman_reinforcement``) and the losses counted are remembered per seat.
    Region ``cursor`` (numbers 1, 2, 3, 4 in order) gets ``n`` infantry from the supply,
    fewer or none when the supply runs out. If it is Greek-held the placed infantry
    attack it at once (a battle, all placed committed, ``origin`` -1). After region 4
    the counted Greek losses return to their owners' reserves (``LossesReturned``);
    losses of the R21 battles themselves stay for next round (R24)."""
    o = s.ottoman
    if not o.started:
        _start_step(s, ev, "reinforcement")
        total = sum(p.losses_infantry + p.losses_cannons for p in s.players)
        o.per_region = 0 if o.skip_reinforcement else min(255, total // 4)
        o.return_infantry = [p.losses_infantry for p in s.players]
        o.return_cannons = [p.losses_cannons for p in s.players]
    if o.cursor < len(BOARD.reinforcement):
        r = BOARD.reinforcement[o.cursor]
        o.cursor += 1
        cards.place_ottomans(s, ev, r, o.per_region, "reinforcement")
    if o.cursor >= len(BOARD.reinforcement) and s.battle is None:
        return_losses(s, ev)
        _next_step(s, "movement")


def return_losses(s: GameState, ev: list) -> None:
    """R21: the Greek losses counted at the reinforcement step's start go back to their
    owners' reserves (infantry as infantry, cannons as cannons, R4)."""
    o = s.ottoman
    per_seat: dict[str, int] = {}
    for seat, p in enumerate(s.players):
        i = min(p.losses_infantry, o.return_infantry[seat] if seat < len(o.return_infantry) else 0)
        c = min(p.losses_cannons, o.return_cannons[seat] if seat < len(o.return_cannons) else 0)
        p.losses_infantry -= i
        p.losses_cannons -= c
        p.reserve_infantry += i
        p.reserve_cannons += c
        if i + c:
            per_seat[str(seat)] = i + c
    o.return_infantry = []
    o.return_cannons = []
    ev.append(LossesReturned(per_seat=per_seat))


# --------------------------------------------------------------------------- R22


def ottoman_movement_step(s: GameState, ev: list) -> None:
    """The R22 movement step: one pass per call; no pass with ``skip_ottoman_movement``;
    two passes with ``double_ottoman_movement`` (the second from the board the first
    left)."""
    o = s.ottoman
    if not o.started:
        _start_step(s, ev, "movement")
        if o.skip_movement:
            _next_step(s, "attack")
            return
    ottoman_movement(s, ev)
    o.cursor += 1
    if o.cursor >= max(1, o.movement_passes):
        _next_step(s, "attack")


def movement_target(s: GameState, ev: list, r: int, greek: list[int]) -> int | None:
    """R22 target of the group in ``r``: the nearest Greek-held region (shortest path over
    borders); distance tie → most Greek strength; further tie → a die. ``None`` when
    the group stays (no Greek-held region reachable, or one already borders ``r``)."""
    dists = [(DIST[r][g], g) for g in greek if DIST[r][g] > 0]
    if not dists:
        return None
    dmin = min(d for d, _ in dists)
    if dmin <= 1:
        return None  # a group already bordering a Greek-held region stays
    cands = [g for d, g in dists if d == dmin]
    best = max(greek_strength(s, g) for g in cands)
    cands = [g for g in cands if greek_strength(s, g) == best]
    return die_choice(s, ev, cands, region=r, choice="target")


def movement_step_region(s: GameState, ev: list, r: int, target: int, ottomans: list[int]) -> int | None:
    """R22: the neighbour of ``r`` on a shortest path to ``target``, never a region holding
    Greek forces; several → the one holding the most Ottomans (``ottomans`` as the step
    began), then a die."""
    d = DIST[r][target]
    cands = [n for n in BOARD.borders[r] if DIST[n][target] == d - 1 and not greek_held(s, n)]
    if not cands:
        return None
    most = max(ottomans[n] for n in cands)
    cands = [n for n in cands if ottomans[n] == most]
    return die_choice(s, ev, cands, region=r, choice="step")


def ottoman_movement(s: GameState, ev: list) -> list[tuple[int, int, int, int]]:
    """R22 Ottoman movement, one simultaneous pass computed from the board as it was when
    the pass began: every region holding 2 or more Ottoman infantry sends all but one
    infantry one border-step towards its target (:func:`movement_target`) via
    :func:`movement_step_region`. Groups never enter Greek-held regions; a group already
    bordering a Greek-held region stays; groups arriving in one region merge. Regions
    are examined in board order (this fixes the order of the deciding dice, R27).
    Returns ``[(origin, region, count, target), ...]`` and emits ``OttomanMoved``."""
    before = list(s.ottomans)
    greek = [g for g in range(N) if greek_held(s, g)]
    moves: list[tuple[int, int, int, int]] = []
    if not greek:
        return moves
    for r in range(N):
        if before[r] < 2:
            continue
        target = movement_target(s, ev, r, greek)
        if target is None:
            continue
        dest = movement_step_region(s, ev, r, target, before)
        if dest is None:
            continue
        moves.append((r, dest, before[r] - 1, target))
    for r, dest, k, _ in moves:
        s.ottomans[r] -= k
    for r, dest, k, target in moves:
        s.ottomans[dest] += k
        ev.append(OttomanMoved(origin=BOARD.ids[r], region=BOARD.ids[dest], count=k,
                               target=BOARD.ids[target]))
    return moves


# --------------------------------------------------------------------------- R23


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
        _start_step(s, ev, "attack")
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
