"""Colours as the game state has them [3.3, 3.24, 24.2(3)]: a unit's colour is printed on its
counter (``board.COLOUR``) and a land region's on the map (``board.REGION_COLOUR``) until the
optional Colonization (24.0, O225) changes a region's colour: the region and every unit of
its nationality, wherever it stands (O70), are then of the colonizer's colour
(``GameState.colonized``: [region, colour] pairs, a colonization marker each). Leaders keep
their counter's colour (15.0: they belong to no nationality); mercenaries have none."""

from __future__ import annotations

from . import board as B
from .state import GameState

_CACHE: dict[tuple[tuple[int, int], ...], tuple[list[int], list[int]]] = {}
_LAST: tuple = (None, None)
"""(a copy of the last ``colonized`` asked, its tables): a question asks the colours of one
state many times (its key need not be built again while the markers are the same)."""


def _tables(s: GameState) -> tuple[list[int], list[int]]:
    last = _LAST
    if last[0] == s.colonized:
        return last[1]
    got = _lookup(s)
    _remember(s.colonized, got)
    return got


def _remember(colonized: list, got: tuple[list[int], list[int]]) -> None:
    global _LAST
    _LAST = ([list(x) for x in colonized], got)     # one assignment: never a mixed pair


def _lookup(s: GameState) -> tuple[list[int], list[int]]:
    return _tables_of(tuple((a, c) for a, c in s.colonized))


def _tables_of(key: tuple[tuple[int, int], ...]) -> tuple[list[int], list[int]]:
    got = _CACHE.get(key)
    if got is None:
        regions = list(B.REGION_COLOUR)
        for a, c in key:
            regions[a] = c
        units = list(B.COLOUR)
        for p in range(B.N_UNITS):
            n = B.NATIONALITY[p]
            if n >= 0 and n < B.N_REGIONS and (n, regions[n]) in key:
                units[p] = regions[n]
        if len(_CACHE) > 256:
            _CACHE.clear()
        got = _CACHE[key] = (units, regions)
    return got


def colour_of(s: GameState) -> list[int]:
    """Piece -> its colour now (0 red, 1 orange, 2 green, 3 blue)."""
    return B.COLOUR if not s.colonized else _tables(s)[0]


def colour_seen(s) -> list[int]:
    """Piece -> its colour now, from the game state or from a seat's ``View`` (whose
    ``colonized`` maps region ids to colour names): what a policy playing through the API
    sees gives the same colours as the state (24.2(3), O70)."""
    if isinstance(s, GameState):
        return colour_of(s)
    marks = getattr(s, "colonized", None)
    if not marks:
        return B.COLOUR
    return _tables_of(tuple(sorted((B.AREA[a], B.COLOURS.index(c)) for a, c in marks.items())))[0]


def region_colour_of(s: GameState) -> list[int]:
    """Land region -> its colour now."""
    return B.REGION_COLOUR if not s.colonized else _tables(s)[1]
