"""What a seat (or the public, ``seat=None``) may see of a game: no deck order, no RNG
state, no seed before the end (R27)."""

from __future__ import annotations

from msgspec import Struct

from .state import GameState, Options


class RegionView(Struct, kw_only=True):
    id: str
    name: str
    group: str
    kind: str
    owner: int | None
    infantry: int
    cannons: int
    ottomans: int
    spent_infantry: int = 0
    spent_cannons: int = 0


class BlessingView(Struct, kw_only=True):
    card: str
    op: str
    duration: str                  # continuous | once
    spent: bool


class PlayerView(Struct, kw_only=True):
    seat: int
    name: str
    reserve_infantry: int
    reserve_cannons: int
    losses_infantry: int
    losses_cannons: int
    fame: int
    regions: int
    strength: int                  # on the board (R2)
    defeated: int                  # D of R10 so far
    bonus_infantry: int
    bonus_cannons: int
    apostles: list[str]
    blessings: list[BlessingView]
    call_ally: str
    answer_ally: str
    resigned: bool
    active: bool                   # controls a region and has not resigned (R10)


class ApostleCardView(Struct, kw_only=True):
    id: str
    title: str
    fame: int
    text: str
    blessing_text: str


class BattleView(Struct, kw_only=True):
    number: int
    kind: str
    region: str
    origin: str | None
    seat: int
    greek_infantry: int
    greek_cannons: int
    ottomans: int
    ally_seat: int | None
    ally_infantry: int
    rolls: int


class PendingView(Struct, kw_only=True):
    kind: str
    seat: int
    battle: int


class View(Struct, kw_only=True):
    status: str
    round: int
    phase: str
    step: str
    active_seat: int | None
    turn_order: list[int]
    waiting_for: list[int]
    pending: PendingView | None
    battle: BattleView | None
    regions: list[RegionView]
    players: list[PlayerView]
    apostles_revealed: list[ApostleCardView]
    apostle_deck_size: int
    event_deck_size: int
    event_discard: list[str]
    current_event: str | None
    greek_losses: int
    supply: int
    to_place_infantry: int
    to_place_cannons: int
    moves_left: int
    options: Options
    seed_sha256: str
    seed: str | None
    seed_chosen: bool
    from_position: bool
    winners: list[int]
    end_reason: str | None


def view(state: GameState, seat: int | None = None) -> View:
    """The game as ``seat`` (or anyone, ``None``) may see it. Hidden: deck order, RNG
    state, and the seed until ``status == "finished"`` (R27)."""
    raise NotImplementedError  # engine helper fills this in
