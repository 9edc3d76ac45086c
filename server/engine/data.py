"""The Event cards (events.json) decoded into typed structs at import (R20).

Every effect is one struct of the :data:`Effect` union tagged by ``op``; a card with an
unknown ``op`` or a missing/unknown field makes importing the engine fail
(``msgspec.ValidationError``), never a game in progress. ``EVENT_CARDS[i]`` is card
number ``i`` of the decks (the order of :data:`server.engine.board.EVENTS`).
"""

from __future__ import annotations

from typing import Literal, Union

import msgspec
from msgspec import Struct

from .board import EVENTS_RAW


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
