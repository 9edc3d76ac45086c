"""R22 Ottoman movement: simultaneous passes from the board as each pass began."""

from __future__ import annotations

from ..board import BOARD
from ..log import OttomanMoved
from ..state import GameState, greek_held
from .ties import next_step, start_step, die_choice, greek_strength

N = BOARD.size
DIST = BOARD.distance


def ottoman_movement_step(s: GameState, ev: list) -> None:
    """The R22 movement step: one pass per call; no pass with ``skip_ottoman_movement``;
    two passes with ``double_ottoman_movement`` (the second from the board the first
    left)."""
    o = s.ottoman
    if not o.started:
        start_step(s, ev, "movement")
        if o.skip_movement:
            next_step(s, "attack")
            return
    ottoman_movement(s, ev)
    o.cursor += 1
    if o.cursor >= max(1, o.movement_passes):
        next_step(s, "attack")


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


