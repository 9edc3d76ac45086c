"""Actions a seat can submit: a msgspec tagged union on ``type`` (API.md "Actions").

Regions are named by their board id (``"achaia"``), never by index, so that people can
type them. Each class docstring names the ruling it implements.
"""

from __future__ import annotations

from typing import Annotated, Union

from msgspec import Meta, Struct, field

from .state import AnswerAllyOrder, CallAllyOrder

RegionId = Annotated[str, Meta(min_length=1, max_length=32, pattern="^[a-z_]+$")]
PieceCount = Annotated[int, Meta(ge=0, le=255)]
ApostleId = Annotated[str, Meta(pattern="^A[0-9]{2}$")]


class _Action(Struct, tag_field="type", forbid_unknown_fields=True, kw_only=True):
    pass


class PlaceStart(_Action, tag="place_start"):
    """R7: place the 5 starting infantry in a starting region nobody holds yet."""

    region: RegionId


class Placement(Struct, forbid_unknown_fields=True):
    region: RegionId
    infantry: PieceCount = 0
    cannons: PieceCount = 0


class Reinforce(_Action, tag="reinforce"):
    """R10: place (some of) the owed reinforcement in regions you control. May be sent
    several times; ``end_step`` is allowed once everything owed is placed."""

    placements: Annotated[list[Placement], Meta(min_length=1, max_length=28)]


class ConvertCannon(_Action, tag="convert_cannon"):
    """R3: turn 3 infantry in ``region`` into 1 cannon from your reserve."""

    region: RegionId


class Attack(_Action, tag="attack"):
    """R11-R16: attack ``to`` from ``from_`` (JSON ``from``) with the committed force.
    ``call_ally``: ask for an Ally when the battle starts (R18). ``blessing``: an
    ``attack_die`` Apostle to spend on this battle."""

    from_: RegionId = field(name="from")
    to: RegionId
    infantry: PieceCount = 0
    cannons: PieceCount = 0
    call_ally: bool = False
    blessing: ApostleId | None = None


class CallAlly(_Action, tag="call_ally"):
    """R18-R19: answer "do you ask for an Ally?" for the battle you fight."""

    call: bool


class AnswerAlly(_Action, tag="answer_ally"):
    """R18: accept (sending 1 infantry from ``region``) or decline an Ally request."""

    accept: bool
    region: RegionId | None = None


class Move(_Action, tag="move"):
    """R17: the movement step's move(s), between two regions you control."""

    from_: RegionId = field(name="from")
    to: RegionId
    infantry: PieceCount = 0
    cannons: PieceCount = 0


class EndStep(_Action, tag="end_step"):
    """R9: end your current step (the server never guesses)."""


class SetStandingOrders(_Action, tag="set_standing_orders"):
    """R19: standing orders so the game never waits on you (``None`` keeps the current)."""

    call_ally: CallAllyOrder | None = None
    answer_ally: AnswerAllyOrder | None = None


class Resign(_Action, tag="resign"):
    """Leave the game: your pieces stay; you are never asked again and never act."""


class Undo(_Action, tag="undo"):
    """Take back your last ``count`` actions of this turn, back at most to the last undo
    barrier: dice rolled, a card drawn or revealed, another seat acted, or your turn's
    start (a server feature, no ruling; :mod:`gamekinds.battle1821.undo`). Refused with
    ``undo_barrier`` (naming the ``barrier``) when fewer actions can be undone."""

    count: Annotated[int, Meta(ge=1, le=255)] = 1


Action = Union[
    PlaceStart, Reinforce, ConvertCannon, Attack, CallAlly, AnswerAlly, Move, EndStep,
    SetStandingOrders, Resign, Undo,
]
