"""What a seat (or the public, ``seat=None``) may see of a game: no deck order, no RNG
state, no seed before the end (R27)."""

from __future__ import annotations

from typing import Literal

from msgspec import Struct

from . import scoring
from .board import APOSTLES, BOARD, EVENTS
from .flow import waiting_for
from .greek.turn import active_seat
from .state import CANNON_STRENGTH, GameState, Options, Phase, Status, Step


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
    kind: Literal["call_ally", "answer_ally"]
    seat: int
    battle: int


class View(Struct, kw_only=True):
    status: Status
    round: int
    phase: Phase
    step: Step
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
    end_reason: Literal["no_ottomans", "all_apostles", "max_rounds", "ottoman_victory"] | None


def _apostle_card(c: int) -> ApostleCardView:
    a = APOSTLES[c]
    return ApostleCardView(id=a["id"], title=a["title"], fame=a["fame"], text=a["text"],
                           blessing_text=a["blessing_text"])


def _player_view(s: GameState, i: int, p, started: bool) -> PlayerView:
    n_regions = s.owner.count(i)
    strength = sum(s.infantry[r] + CANNON_STRENGTH * s.cannons[r]
                   for r in range(len(s.owner)) if s.owner[r] == i)
    blessings = [
        BlessingView(card=APOSTLES[c]["id"], op=APOSTLES[c]["blessing"]["op"],
                     duration=APOSTLES[c]["blessing"]["duration"],
                     spent=c in p.blessings_spent)
        for c in p.apostles
    ]
    return PlayerView(
        seat=i, name=p.name, reserve_infantry=p.reserve_infantry,
        reserve_cannons=p.reserve_cannons, losses_infantry=p.losses_infantry,
        losses_cannons=p.losses_cannons,
        fame=scoring.fame(s, i) if started else 0, regions=n_regions, strength=strength,
        defeated=p.defeated, bonus_infantry=p.bonus_infantry, bonus_cannons=p.bonus_cannons,
        apostles=[APOSTLES[c]["id"] for c in p.apostles], blessings=blessings,
        call_ally=p.call_ally, answer_ally=p.answer_ally, resigned=p.resigned,
        active=n_regions > 0 and not p.resigned,
    )


def _battle_view(s: GameState) -> BattleView | None:
    b = s.battle
    if b is None:
        return None
    ids = BOARD.ids
    if b.kind == "greek_attack":
        gi, gc, ott = b.greek_infantry, b.greek_cannons, s.ottomans[b.region]
    else:
        gi, gc, ott = s.infantry[b.region], s.cannons[b.region], b.ottomans
    return BattleView(
        number=b.number, kind=b.kind, region=ids[b.region],
        origin=ids[b.origin] if b.origin >= 0 else None, seat=b.seat,
        greek_infantry=gi, greek_cannons=gc, ottomans=ott,
        ally_seat=b.ally_seat if b.ally_seat >= 0 else None,
        ally_infantry=b.ally_infantry, rolls=b.rolls)


def view(state: GameState, seat: int | None = None) -> View:
    """The game as ``seat`` (or anyone, ``None``) may see it. Hidden: deck order, RNG
    state, and the seed until ``status == "finished"`` (R27). Nothing in the game is
    private to one seat, so every seat sees the same view."""
    s = state
    ids = BOARD.ids
    regions = [
        RegionView(id=ids[r], name=BOARD.names[r], group=BOARD.groups[r], kind=BOARD.kinds[r],
                   owner=s.owner[r] if s.owner[r] >= 0 else None, infantry=s.infantry[r],
                   cannons=s.cannons[r], ottomans=s.ottomans[r],
                   spent_infantry=s.spent_infantry[r], spent_cannons=s.spent_cannons[r])
        for r in range(len(s.owner))
    ]
    started = s.status != "lobby"
    players = [_player_view(s, i, p, started) for i, p in enumerate(s.players)]
    battle_view = _battle_view(s)
    pend = s.pending
    current_event = None
    if s.phase == "ottoman" and s.ottoman is not None and s.ottoman.event >= 0:
        current_event = EVENTS[s.ottoman.event]["id"]
    finished = s.status == "finished"
    return View(
        status=s.status, round=s.round, phase=s.phase, step=s.step,
        active_seat=active_seat(s), turn_order=list(s.turn_order),
        waiting_for=waiting_for(s),
        pending=PendingView(kind=pend.kind, seat=pend.seat, battle=pend.battle) if pend else None,
        battle=battle_view, regions=regions, players=players,
        apostles_revealed=[_apostle_card(c) for c in s.apostles_revealed],
        apostle_deck_size=len(s.apostle_deck), event_deck_size=len(s.event_deck),
        event_discard=[EVENTS[c]["id"] for c in s.event_discard],
        current_event=current_event,
        greek_losses=sum(p.losses_infantry + p.losses_cannons for p in s.players),
        supply=s.supply, to_place_infantry=s.to_place_infantry,
        to_place_cannons=s.to_place_cannons, moves_left=s.moves_left,
        options=s.options, seed_sha256=s.seed_sha256, seed=s.seed if finished else None,
        seed_chosen=s.seed_chosen, from_position=s.from_position,
        winners=list(s.winners), end_reason=s.end_reason,
    )
