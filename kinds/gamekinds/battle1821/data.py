"""The cards decoded into typed structs at import: the Event cards (events.json, R20)
and the Apostles (apostles.json, R25).

Every Event effect is one struct of the :data:`Effect` union and every Apostle condition
one of :data:`Condition`, tagged by ``op``; Blessings are :class:`Blessing`. A card with
an unknown ``op`` or a missing/unknown field makes importing the engine fail
(``msgspec.ValidationError``), never a game in progress. ``EVENT_CARDS[i]`` /
``APOSTLE_CARDS[i]`` is card number ``i`` of the decks (the order of
:data:`gamekinds.battle1821.board.EVENTS` / ``APOSTLES``).
"""

from __future__ import annotations

from typing import Literal, Union

import msgspec
from msgspec import Struct

from .board import APOSTLES_RAW, EVENTS_RAW


class _Effect(Struct, tag_field="op", forbid_unknown_fields=True, frozen=True, kw_only=True):
    pass


class GreekBonus(_Effect, tag="greek_bonus"):
    """Each player (``each``) or the least famous (``least_fame``, ties: all) adds the
    pieces to its next reinforcement."""
    who: Literal["each", "least_fame"]
    infantry: int = 0
    cannons: int = 0


class RemoveOttomans(_Effect, tag="remove_ottomans"):
    """Up to ``count`` Ottoman infantry from each listed region or each of ``group``."""
    count: int
    regions: list[str] | None = None
    group: str | None = None


class HalveLargest(_Effect, tag="halve_largest_ottoman_region"):
    """The region with the most Ottomans (tie: board order) loses half (rounded down)."""


class PlaceOttomans(_Effect, tag="place_ottomans"):
    """``count`` from the supply into ``region`` (a battle if Greek-held, R21)."""
    region: str
    count: int


class PlaceOttomansReinforcement(_Effect, tag="place_ottomans_reinforcement"):
    """:class:`PlaceOttomans` into each reinforcement region number of ``numbers``."""
    numbers: list[int]
    count: int


class SkipReinforcement(_Effect, tag="skip_ottoman_reinforcement"):
    """This round's R21 places nothing (losses still return)."""


class SkipMovement(_Effect, tag="skip_ottoman_movement"):
    """This round's R22 does not happen."""


class DoubleMovement(_Effect, tag="double_ottoman_movement"):
    """R22 runs twice."""


class GreekAttrition(_Effect, tag="greek_attrition"):
    """Each player returns ``count`` infantry to its reserve (not a loss)."""
    count: int
    who: Literal["each"] = "each"


Effect = Union[
    GreekBonus, RemoveOttomans, HalveLargest, PlaceOttomans, PlaceOttomansReinforcement,
    SkipReinforcement, SkipMovement, DoubleMovement, GreekAttrition,
]


class EventCard(Struct, forbid_unknown_fields=True, frozen=True):
    """One Event card; ``favours``: whom it helps (``greeks`` | ``ottomans``)."""
    id: str
    title: str
    year: int
    favours: Literal["greeks", "ottomans"]
    text: str
    effects: list[Effect]


def op_of(effect: _Effect) -> str:
    """The ``op`` tag of an effect (its name in events.json)."""
    return effect.__struct_config__.tag


EVENT_CARDS: tuple[EventCard, ...] = tuple(msgspec.convert(EVENTS_RAW["events"], list[EventCard]))


class _Condition(Struct, tag_field="op", forbid_unknown_fields=True, frozen=True, kw_only=True):
    pass


class Control(_Condition, tag="control"):
    """The seat controls every region of ``regions``."""
    regions: list[str]


class ControlAny(_Condition, tag="control_any"):
    """The seat controls at least one region of ``regions``."""
    regions: list[str]


class ControlCount(_Condition, tag="control_count"):
    """At least ``at_least`` controlled regions of ``group`` (None: any region)."""
    at_least: int
    group: str | None = None


class CannonsOnBoard(_Condition, tag="cannons_on_board"):
    """At least ``at_least`` cannons in the seat's regions."""
    at_least: int


class BattlesWon(_Condition, tag="battles_won"):
    """At least ``at_least`` battles won as ``role``; ``min_defenders`` (attacker only):
    begun against at least 4 Ottomans. ``ally``: the seat's Ally unit took part (A11)."""
    role: Literal["attacker", "defender", "ally"]
    at_least: int
    min_defenders: Literal[4] | None = None


class ControlBorderingReinforcement(_Condition, tag="control_bordering_reinforcement"):
    """At least ``at_least`` controlled regions bordering an Ottoman reinforcement region."""
    at_least: int


Condition = Union[Control, ControlAny, ControlCount, CannonsOnBoard, BattlesWon,
                  ControlBorderingReinforcement]


class Blessing(Struct, forbid_unknown_fields=True, frozen=True, kw_only=True):
    """An Apostle's Blessing (R25): ``once`` Blessings are spent when used."""
    op: Literal["reinforcement_bonus", "bonus_forces", "extra_movement", "defence_die",
                "attack_die"]
    duration: Literal["once", "continuous"]
    infantry: int = 0
    cannons: int = 0
    count: int = 0


class ApostleCard(Struct, forbid_unknown_fields=True, frozen=True):
    """One Apostle card: ``fame`` counts for its holder (R26)."""
    id: str
    title: str
    fame: int
    text: str
    condition: Condition
    blessing: Blessing
    blessing_text: str


APOSTLE_CARDS: tuple[ApostleCard, ...] = tuple(
    msgspec.convert(APOSTLES_RAW["apostles"], list[ApostleCard]))
