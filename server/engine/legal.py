"""Legal-action options: what a seat may do now, typed, with the allowed values.

``legal_actions(state, seat)`` returns a list of these; each option is a template with
enough information for a bot to build a valid :mod:`server.engine.actions` action
without knowing the rules. Force limits follow R11/R17/R28: a committed force of
``infantry`` + ``cannons`` must leave at least one strength behind, i.e.
``(avail_infantry - infantry) + 3 * (avail_cannons - cannons) >= 1`` where ``avail_*``
are ``max_infantry``/``max_cannons`` plus the pieces that must stay (``stay_*``).
"""

from __future__ import annotations

from typing import Literal, Union

from msgspec import Struct, field


class _Option(Struct, tag_field="type", kw_only=True):
    pass


class PlaceStartOption(_Option, tag="place_start"):
    regions: list[str]


class ReinforceOption(_Option, tag="reinforce"):
    """Owed pieces still to place, and where they may go (round 1: one starting region)."""
    regions: list[str]
    infantry: int
    cannons: int


class ConvertCannonOption(_Option, tag="convert_cannon"):
    regions: list[str]


class AttackTarget(Struct, kw_only=True):
    region: str
    kind: Literal["battle", "occupation", "takeover"]
    ottomans: int = 0
    defender_seat: int | None = None
    defender_strength: int = 0
    min_strength: int = 1          # takeover: defender strength + 1 (R16)


class AttackOption(_Option, tag="attack"):
    """Attacks possible from one region. ``max_*``: unspent pieces that may be committed
    (leaving one strength behind is still required, see module doc); ``stay_*``: pieces
    of the region that cannot be committed (spent, R16)."""
    from_: str = field(name="from")
    targets: list[AttackTarget]
    infantry: int                  # pieces in the region
    cannons: int
    max_infantry: int
    max_cannons: int
    can_call_ally: bool
    blessings: list[str] = []      # attack_die Apostles you may spend


class MoveOption(_Option, tag="move"):
    from_: str = field(name="from")
    to: list[str]
    infantry: int
    cannons: int
    max_infantry: int
    max_cannons: int


class EndStepOption(_Option, tag="end_step"):
    step: str


class CallAllyOption(_Option, tag="call_ally"):
    battle: int


class AnswerAllyOption(_Option, tag="answer_ally"):
    battle: int
    asking_seat: int
    regions: list[str]             # regions that can send 1 infantry and keep >= 1 strength


class SetStandingOrdersOption(_Option, tag="set_standing_orders"):
    call_ally: list[str] = field(default_factory=lambda: ["ask", "always", "never"])
    answer_ally: list[str] = field(default_factory=lambda: ["ask", "accept", "decline"])


class ResignOption(_Option, tag="resign"):
    pass


LegalAction = Union[
    PlaceStartOption, ReinforceOption, ConvertCannonOption, AttackOption, MoveOption,
    EndStepOption, CallAllyOption, AnswerAllyOption, SetStandingOrdersOption, ResignOption,
]
