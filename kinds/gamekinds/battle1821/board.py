"""The board and the cards, loaded once from the project's copy of the design data.

Regions are referred to by their index in ``board.json`` order everywhere in the state
(``0..27``); the public API speaks region ids (``"achaia"``). Board order is also the
tie-break order of R23 and of the Events' vocabulary.

Module-level values are immutable tables derived from the data files (no mutable global
state): ``BOARD``, ``EVENTS``, ``APOSTLES``.
"""

from __future__ import annotations

import json
from typing import Any
from collections import deque
from dataclasses import dataclass
from importlib import resources


# The kind's data files (board, cards) are its subpackage ``files``.
_DATA_PACKAGE = __package__ + ".files"


def _load(name: str) -> dict[str, Any]:
    return json.loads(resources.files(_DATA_PACKAGE).joinpath(name).read_text("utf-8"))


@dataclass(frozen=True, slots=True)
class Board:
    ids: tuple[str, ...]                     # region index -> id
    index: dict[str, int]                    # id -> region index
    names: tuple[str, ...]
    groups: tuple[str, ...]                  # peloponnese | roumeli | islands | north | east
    kinds: tuple[str, ...]                   # starting | normal | reinforcement
    lonlat: tuple[tuple[float, float], ...]
    borders: tuple[tuple[int, ...], ...]     # region index -> sorted neighbour indices
    border_pairs: tuple[tuple[int, int], ...]
    starting: tuple[int, ...]                # the 4 starting regions, board order
    reinforcement: tuple[int, ...]           # reinforcement regions ordered by number 1..4
    distance: tuple[tuple[int, ...], ...]    # all-pairs shortest path over borders (BFS)
    raw: dict[str, Any]
    groups_index: dict[str | None, tuple[int, ...]]  # group name (None: all) -> regions

    @property
    def size(self) -> int:
        return len(self.ids)

    def group(self, name: str | None) -> tuple[int, ...]:
        """Region indices of a group (``None``: every region), board order."""
        return self.groups_index.get(name, ())


def _build_board(raw: dict) -> Board:
    regions = raw["regions"]
    ids = tuple(r["id"] for r in regions)
    index = {rid: i for i, rid in enumerate(ids)}
    borders = tuple(tuple(sorted(index[b] for b in r["borders"])) for r in regions)
    n = len(ids)
    dist = []
    for src in range(n):
        d = [-1] * n
        d[src] = 0
        q = deque([src])
        while q:
            u = q.popleft()
            for v in borders[u]:
                if d[v] < 0:
                    d[v] = d[u] + 1
                    q.append(v)
        dist.append(tuple(d))
    reinf = sorted(
        (r["reinforcement_number"], i) for i, r in enumerate(regions) if r["kind"] == "reinforcement"
    )
    return Board(
        ids=ids,
        index=index,
        names=tuple(r["name"] for r in regions),
        groups=tuple(r["group"] for r in regions),
        kinds=tuple(r["kind"] for r in regions),
        lonlat=tuple((r["lon"], r["lat"]) for r in regions),
        borders=borders,
        border_pairs=tuple(tuple(sorted((index[a], index[b]))) for a, b in raw["borders"]),
        starting=tuple(i for i, r in enumerate(regions) if r["kind"] == "starting"),
        reinforcement=tuple(i for _, i in reinf),
        distance=tuple(dist),
        raw=raw,
        groups_index={
            None: tuple(range(n)),
            **{g: tuple(i for i, r in enumerate(regions) if r["group"] == g)
               for g in dict.fromkeys(r["group"] for r in regions)},
        },
    )


BOARD: Board = _build_board(_load("board.json"))
EVENTS_RAW: dict[str, Any] = _load("events.json")
APOSTLES_RAW: dict[str, Any] = _load("apostles.json")
EVENTS: tuple[dict[str, Any], ...] = tuple(EVENTS_RAW["events"])        # index = card number in decks
APOSTLES: tuple[dict[str, Any], ...] = tuple(APOSTLES_RAW["apostles"])  # index = card number in decks
