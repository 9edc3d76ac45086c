"""The game log: every change the engine makes is told as one typed log event, in order,
so a client can replay the game (API.md ``/events``). A msgspec tagged union on ``type``
(:data:`LogEvent`); the ``type`` tags and fields are the API contract. "Event" in the
rules means the Event card (:mod:`.event_cards`); these are log events.

Regions are board ids, seats are ints, dice are lists sorted high to low. Engine modules
append to a plain ``list[LogEvent]`` passed along; nothing here does I/O.
"""

from __future__ import annotations

from typing import Literal, Union

from msgspec import Struct

from .state import Phase, Step


class _LogEvent(Struct, tag_field="type", kw_only=True, omit_defaults=False):
    pass


class GameStarted(_LogEvent, tag="game_started"):
    seats: int
    seed_sha256: str


class FirstPlayerRoll(_LogEvent, tag="first_player_roll"):
    """R6: one roll of the tied seats."""
    rolls: dict[str, int]          # seat (as str) -> die


class TurnOrder(_LogEvent, tag="turn_order"):
    first_player: int
    order: list[int]


class StepStarted(_LogEvent, tag="step_started"):
    """A new phase/step begins (``seat`` -1 for Ottoman and setup-wide steps)."""
    round: int
    phase: Phase
    step: Step
    seat: int = -1


class ReinforcementDue(_LogEvent, tag="reinforcement_due"):
    """R10: what ``seat`` must place this step and why."""
    seat: int
    infantry: int
    cannons: int
    defeated: int
    bonus_infantry: int = 0
    bonus_cannons: int = 0


class Placed(_LogEvent, tag="placed"):
    """Greek pieces from reserve into a region (setup, reinforcement)."""
    seat: int
    region: str
    infantry: int = 0
    cannons: int = 0


class CannonConverted(_LogEvent, tag="cannon_converted"):
    seat: int
    region: str


class Occupied(_LogEvent, tag="occupied"):
    """R15: committed force moved into an empty region."""
    seat: int
    origin: str
    region: str
    infantry: int
    cannons: int


class TakenOver(_LogEvent, tag="taken_over"):
    """R16: region taken from another Greek player; their pieces back to their reserve."""
    seat: int
    origin: str
    region: str
    infantry: int
    cannons: int
    from_seat: int
    returned_infantry: int
    returned_cannons: int


class Moved(_LogEvent, tag="moved"):
    """R17 Greek movement."""
    seat: int
    origin: str
    region: str
    infantry: int
    cannons: int


class BattleStarted(_LogEvent, tag="battle_started"):
    battle: int
    kind: Literal["greek_attack", "ottoman_attack"]
    region: str
    origin: str | None
    seat: int                      # Greek player fighting
    greek_infantry: int
    greek_cannons: int
    ottomans: int
    attack_dice_bonus: int = 0


class AllyRequested(_LogEvent, tag="ally_requested"):
    battle: int
    seat: int
    candidates: list[int]


class AllyAnswered(_LogEvent, tag="ally_answered"):
    battle: int
    seat: int
    accept: bool
    region: str | None = None
    by_standing_order: bool = False


class BattleRoll(_LogEvent, tag="battle_roll"):
    """R12: one roll. ``greek_dice`` are the fighting player's, ``ally_die`` the Ally's."""
    battle: int
    roll: int
    greek_dice: list[int]
    ally_die: int | None
    ottoman_dice: list[int]
    greek_losses: int
    ally_losses: int
    ottoman_losses: int
    greek_infantry: int            # what is left after the roll
    greek_cannons: int
    ally_infantry: int
    ottomans: int


class CannonLost(_LogEvent, tag="cannon_lost"):
    """R4: a cannon went to the Greek losses and was replaced by infantry from reserve."""
    battle: int
    seat: int
    replaced_by: int


class BattleEnded(_LogEvent, tag="battle_ended"):
    battle: int
    winner: Literal["greek", "ottoman"]
    region: str
    owner: int                     # seat holding the region after, or -1 (Ottoman)
    ottomans_defeated: dict[str, int]  # seat (str) -> Ottoman strength credited (R10)


class AllyReturned(_LogEvent, tag="ally_returned"):
    battle: int
    seat: int
    region: str | None             # None: to reserve (R18)


class EventDrawn(_LogEvent, tag="event_drawn"):
    """R20."""
    card: str
    title: str
    reshuffled: bool = False


class OttomansRemoved(_LogEvent, tag="ottomans_removed"):
    region: str
    count: int
    reason: str


class OttomansPlaced(_LogEvent, tag="ottomans_placed"):
    region: str
    count: int
    reason: str                    # reinforcement | event


class GreekBonus(_LogEvent, tag="greek_bonus"):
    seat: int
    infantry: int
    cannons: int
    reason: str


class Attrition(_LogEvent, tag="attrition"):
    seat: int
    region: str
    count: int


class LossesReturned(_LogEvent, tag="losses_returned"):
    """R21: Greek losses back to reserves; ``per_seat`` seat(str) -> pieces."""
    per_seat: dict[str, int]


class OttomanMoved(_LogEvent, tag="ottoman_moved"):
    """R22."""
    origin: str
    region: str
    count: int
    target: str


class OttomanAttackPlanned(_LogEvent, tag="ottoman_attack_planned"):
    origin: str
    target: str


class OttomanTieBreak(_LogEvent, tag="ottoman_tie_break"):
    """R22/R23/R27: a die decided between tied ``options`` (board ids) for the Ottomans of
    ``region``. ``choice``: ``target`` | ``step`` | ``attack_target``. ``die`` is the
    deciding roll (faces map to options in order, ``(die - 1) % len(options)``; rolls
    above the largest multiple of ``len(options)`` are re-rolled)."""
    region: str
    choice: Literal["target", "step", "attack_target"]
    options: list[str]
    die: int
    chosen: str


class OttomanAttackDropped(_LogEvent, tag="ottoman_attack_dropped"):
    """R23: a planned attack that no longer applies (target not Greek-held, origin too weak)."""
    origin: str
    target: str
    reason: str


class ApostleRevealed(_LogEvent, tag="apostle_revealed"):
    card: str
    title: str


class ApostleAwarded(_LogEvent, tag="apostle_awarded"):
    """R25."""
    seat: int
    card: str
    title: str
    fame: int


class BlessingUsed(_LogEvent, tag="blessing_used"):
    seat: int
    card: str
    effect: str


class StandingOrdersSet(_LogEvent, tag="standing_orders_set"):
    seat: int
    call_ally: str
    answer_ally: str


class PlayerResigned(_LogEvent, tag="player_resigned"):
    seat: int


class GameEnded(_LogEvent, tag="game_ended"):
    """R26. ``winners`` empty on an Ottoman victory. ``seed`` revealed (R27)."""
    reason: Literal["no_ottomans", "all_apostles", "max_rounds", "ottoman_victory"]
    winners: list[int]
    fame: list[int]
    seed: str


class GameCancelled(_LogEvent, tag="game_cancelled"):
    """The host cancelled the game (``DELETE /games/{id}``, not a ruling): nothing more
    happens in it; the game's ``status`` reads ``cancelled`` from here on.
    ``previous_status``: lobby | setup | active."""
    previous_status: Literal["lobby", "setup", "active"]
    round: int


class RegionPieces(Struct, kw_only=True):
    """What region ``region`` holds: ``owner`` seat (-1: nobody or the Ottomans),
    Greek ``infantry`` and ``cannons``, ``ottomans``."""
    region: str
    owner: int
    infantry: int
    cannons: int
    ottomans: int


class Undone(_LogEvent, tag="undone"):
    """``seat`` took back its last ``count`` actions (``actions``: their types, newest
    first; a server feature, no ruling): the game is as it was before them. ``regions``:
    every region whose pieces changed back, with what it holds now (a watcher sets them
    instead of re-reading the game); ``round``/``phase``/``step``: where the game is now."""
    seat: int
    count: int
    actions: list[str]
    regions: list[RegionPieces]
    round: int
    phase: Phase
    step: Step


LogEvent = Union[
    GameStarted, FirstPlayerRoll, TurnOrder, StepStarted, ReinforcementDue, Placed,
    CannonConverted, Occupied, TakenOver, Moved, BattleStarted, AllyRequested,
    AllyAnswered, BattleRoll, CannonLost, BattleEnded, AllyReturned, EventDrawn,
    OttomansRemoved, OttomansPlaced, GreekBonus, Attrition, LossesReturned, OttomanMoved,
    OttomanAttackPlanned, OttomanTieBreak, OttomanAttackDropped, ApostleRevealed,
    ApostleAwarded, BlessingUsed,
    StandingOrdersSet, PlayerResigned, GameEnded, GameCancelled, Undone,
]
