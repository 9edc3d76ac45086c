"""The board tables (board.py) as built from board.json: ids, borders, distances, groups,
starting and reinforcement regions (R5, R11, R21, R22). Built afresh here, not only read
from the module's copy made at import."""

from __future__ import annotations

from collections import deque

from gamekinds.battle1821 import board


def test_board_tables_are_built_from_the_data_as_stated():
    raw = board._load("board.json")
    b = board._build_board(raw)
    regions = raw["regions"]
    n = len(regions)
    assert b.size == n == 28
    assert b.ids == tuple(r["id"] for r in regions)
    assert b.index == {r["id"]: i for i, r in enumerate(regions)}
    assert b.names == tuple(r["name"] for r in regions)
    assert b.groups == tuple(r["group"] for r in regions)
    assert b.kinds == tuple(r["kind"] for r in regions)
    assert b.lonlat == tuple((r["lon"], r["lat"]) for r in regions)
    for i, r in enumerate(regions):
        assert b.borders[i] == tuple(sorted(b.index[x] for x in r["borders"]))
    assert b.border_pairs == tuple(tuple(sorted((b.index[x], b.index[y]))) for x, y in raw["borders"])
    assert b.starting == tuple(i for i, r in enumerate(regions) if r["kind"] == "starting")
    assert [regions[i]["reinforcement_number"] for i in b.reinforcement] == [1, 2, 3, 4]
    for src in range(n):                        # distances: breadth-first over borders
        d = {src: 0}
        q = deque([src])
        while q:
            u = q.popleft()
            for v in b.borders[u]:
                if v not in d:
                    d[v] = d[u] + 1
                    q.append(v)
        assert b.distance[src] == tuple(d.get(t, -1) for t in range(n))
    assert b.raw is raw
    assert b.group(None) == tuple(range(n))
    for g in set(b.groups):
        assert b.group(g) == tuple(i for i in range(n) if b.groups[i] == g)
    assert b.group("atlantis") == ()
    assert b == board.BOARD
