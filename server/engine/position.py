"""Start from a described position (API ``POST /games`` with ``position``)."""

from __future__ import annotations

from msgspec import Struct

from .state import GameState, Options


class RegionPosition(Struct, kw_only=True, forbid_unknown_fields=True):
    owner: int | None = None
    infantry: int = 0
    cannons: int = 0
    ottomans: int = 0


class PlayerPosition(Struct, kw_only=True, forbid_unknown_fields=True):
    name: str = ""
    reserve_infantry: int | None = None   # None: derived by R1 conservation
    reserve_cannons: int | None = None
    losses_infantry: int = 0
    losses_cannons: int = 0
    defeated: int = 0
    apostles: list[str] = []


class Position(Struct, kw_only=True, forbid_unknown_fields=True):
    seats: int
    regions: dict[str, RegionPosition]    # region id -> contents; absent regions: empty
    players: list[PlayerPosition]
    round: int = 1
    phase: str = "greek"
    step: str = "reinforcement"
    active_seat: int = 0
    first_player: int = 0
    supply: int | None = None             # None: derived by R1 conservation
    apostles_revealed: list[str] | None = None


def from_position(position: Position, seed: str, options: Options | None = None,
                  seed_chosen: bool = False) -> GameState:
    """Build and validate a state; raises ``PositionError`` naming the inconsistency."""
    raise NotImplementedError
