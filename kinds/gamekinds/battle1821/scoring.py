"""Fame, the end of the game and the winner (R26).

Internal convention: functions take the working copy ``s`` and append events to ``ev``.
"""

from __future__ import annotations

from .board import APOSTLES
from .log import GameEnded
from .state import CANNON_STRENGTH, GameState

TOTAL_APOSTLES = len(APOSTLES)


def regions_controlled(s: GameState, seat: int) -> int:
    """Number of regions ``seat`` controls (R28: only its forces there)."""
    return sum(1 for r, o in enumerate(s.owner) if o == seat and s.infantry[r] + s.cannons[r] > 0)


def strength_on_board(s: GameState, seat: int) -> int:
    """R2 strength of ``seat``'s pieces in regions (infantry + 3 x cannons), plus its
    pieces inside a running battle (attacker's committed force, Ally unit)."""
    total = sum(s.infantry[r] + CANNON_STRENGTH * s.cannons[r]
                for r, o in enumerate(s.owner) if o == seat)
    b = s.battle
    if b is not None:
        if b.kind == "greek_attack" and b.seat == seat:
            total += b.greek_infantry + CANNON_STRENGTH * b.greek_cannons
        if b.ally_seat == seat:
            total += b.ally_infantry
    return total


def fame(s: GameState, seat: int) -> int:
    """R26: regions ``seat`` controls + Fame of its Apostles."""
    return regions_controlled(s, seat) + sum(APOSTLES[c]["fame"] for c in s.players[seat].apostles)


def ottomans_on_board(s: GameState) -> int:
    """Ottoman infantry in regions and in a running Ottoman attack (not the supply)."""
    n = sum(s.ottomans)
    if s.battle is not None and s.battle.kind == "ottoman_attack":
        n += s.battle.ottomans
    return n


def winners(s: GameState) -> list[int]:
    """R26 winner(s): most Fame; tie -> most regions; tie -> most strength on the board;
    still tied -> every tied seat (shared win). Seats in ascending order."""
    keys = {seat: (fame(s, seat), regions_controlled(s, seat), strength_on_board(s, seat))
            for seat in range(s.seats)}
    best = max(keys.values())
    return [seat for seat in range(s.seats) if keys[seat] == best]


def end_reason(s: GameState, *, after_ottoman_phase: bool = False,
               end_of_round: bool = False) -> str | None:
    """The R26 end condition that holds now, or ``None``. Checked in this order:
    ``no_ottomans`` (no Ottoman infantry on the board), ``all_apostles`` (all 15
    awarded), ``ottoman_victory`` (only ``after_ottoman_phase``: no player controls any
    region), ``max_rounds`` (only ``end_of_round``, house rule option)."""
    if ottomans_on_board(s) == 0:
        return "no_ottomans"
    if sum([len(p.apostles) for p in s.players]) >= TOTAL_APOSTLES:
        return "all_apostles"
    if after_ottoman_phase and all(regions_controlled(s, seat) == 0 for seat in range(s.seats)):
        return "ottoman_victory"
    if end_of_round and s.options.max_rounds is not None and s.round >= s.options.max_rounds:
        return "max_rounds"
    return None


def check_end(s: GameState, ev: list, *, after_ottoman_phase: bool = False,
              end_of_round: bool = False) -> bool:
    """If an end condition holds (R26, see :func:`end_reason`), finish the game:
    ``status "finished"``, ``phase "end"``, ``step "none"``, ``winners`` (empty on an
    Ottoman victory), ``end_reason``, and a ``GameEnded`` event revealing the seed (R27).
    Returns True if the game is (now or already) finished. Never ends the game in the
    middle of a battle (returns False while ``s.battle`` is set). Idempotent."""
    if s.status == "finished":
        return True
    if s.status != "active" or s.battle is not None:
        return False
    if not (after_ottoman_phase or end_of_round) and sum(s.ottomans) \
            and sum([len(p.apostles) for p in s.players]) < TOTAL_APOSTLES:
        return False   # end_reason's first two conditions, with no battle running
    reason = end_reason(s, after_ottoman_phase=after_ottoman_phase, end_of_round=end_of_round)
    if reason is None:
        return False
    s.winners = [] if reason == "ottoman_victory" else winners(s)
    s.end_reason = reason
    s.status = s.flow = "finished"
    s.phase = "end"
    s.step = "none"
    s.pending = None
    ev.append(GameEnded(reason=reason, winners=list(s.winners),
                        fame=[fame(s, seat) for seat in range(s.seats)], seed=s.seed))
    return True
