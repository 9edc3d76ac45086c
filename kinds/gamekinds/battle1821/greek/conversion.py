"""R3: in any step of its own Greek phase a seat may turn 3 infantry of a region into 1
cannon from its reserve (never a cannon still owed as a reinforcement, R10; never
infantry that took over a region this step, R16)."""

from __future__ import annotations

from ..actions import ConvertCannon
from ..board import BOARD
from ..errors import RuleViolation
from ..log import CannonConverted
from ..options import ConvertCannonOption, region_index
from ..state import GameState

_IDS = BOARD.ids
INFANTRY_PER_CANNON = 3


def convert_regions(s: GameState, seat: int) -> list[int]:
    """Regions of ``seat`` where a conversion is possible now."""
    p = s.players[seat]
    if p.reserve_cannons < 1 or (s.step == "reinforcement" and p.reserve_cannons <= s.to_place_cannons):
        return []
    return [r for r in range(BOARD.size)
            if s.owner[r] == seat and s.infantry[r] - s.spent_infantry[r] >= INFANTRY_PER_CANNON]


def convert_options(s: GameState, seat: int) -> list:
    """A ``convert_cannon`` option when some region allows it."""
    regs = convert_regions(s, seat)
    return [ConvertCannonOption(regions=[_IDS[r] for r in regs])] if regs else []


def check(s: GameState, seat: int, a: ConvertCannon) -> None:
    """Codes: ``unknown_region``, ``not_your_region``, ``insufficient_forces``."""
    r = region_index(a.region)
    if s.owner[r] != seat:
        raise RuleViolation("not_your_region", f"you do not control {a.region}", "R3")
    if r not in convert_regions(s, seat):
        raise RuleViolation("insufficient_forces",
                            "needs 3 free infantry in the region and a free cannon in reserve", "R3")


def do(s: GameState, ev: list, seat: int, a: ConvertCannon) -> None:
    """3 infantry back to the reserve, 1 cannon from it into the region."""
    r = BOARD.index[a.region]
    p = s.players[seat]
    s.infantry[r] -= INFANTRY_PER_CANNON
    p.reserve_infantry += INFANTRY_PER_CANNON
    p.reserve_cannons -= 1
    s.cannons[r] += 1
    ev.append(CannonConverted(seat=seat, region=a.region))
