"""kinds/gamekinds/battle1821/files/map.json is what ``python -m tools.make_map`` makes from Natural Earth
(npm world-atlas, in node_modules) and the board, and its regions are where the board and
the designer's decisions put them."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

# shapely and tools.make_map (with pyproj) are imported by the tests that use them, not at
# collection: every pytest-xdist process collects this module, one runs it (~0.15 CPU s)

ROOT = Path(__file__).resolve().parents[2]
MAP = ROOT / "kinds" / "gamekinds" / "battle1821" / "files" / "map.json"
BOARD = ROOT / "kinds" / "gamekinds" / "battle1821" / "files" / "board.json"


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> bytes:
    """What ``python -m tools.make_map`` writes (one generation shared by the two tests
    below: ~1 CPU s each, issue 37)."""
    from tools import make_map

    assert make_map.WORLD.exists(), (
        f"{make_map.WORLD} is missing: install the pinned Node packages (npm ci)")
    out = tmp_path_factory.mktemp("map") / "map.json"
    make_map.main(["--output", str(out)])
    return out.read_bytes()


def test_map_file_is_current(made):
    assert made == MAP.read_bytes(), "kinds/gamekinds/battle1821/files/map.json is stale: run python -m tools.make_map"


def test_generation_is_deterministic(made):
    from tools import make_map

    """A second generation in the same process makes the same bytes."""
    assert make_map.dumps(make_map.make_map()).encode("utf-8") == made


@lru_cache(maxsize=1)
def _map() -> dict:
    return json.loads(MAP.read_text("utf-8"))


def shape(d: str):
    """Geometry of one of the map's SVG paths (``M x yL x y…Z`` rings, even-odd)."""
    import shapely
    from shapely.geometry import Polygon

    g = Polygon()
    for ring in re.findall(r"M([^Z]*)Z", d):
        pts = [tuple(map(float, p.split())) for p in ring.split("L")]
        g = g.symmetric_difference(shapely.make_valid(Polygon(pts)))
    return g


@lru_cache(maxsize=1)
def _shapes() -> dict:
    m = _map()
    return {"neutral": shape(m["neutral"]), **{r["id"]: shape(r["d"]) for r in m["regions"]}}


def test_regions_follow_the_board():
    board = json.loads(BOARD.read_text("utf-8"))["regions"]
    regions = _map()["regions"]
    assert [r["id"] for r in regions] == [r["id"] for r in board]
    for r, b in zip(regions, board):
        assert (r["kind"], r["reinforcement_number"]) == (b["kind"], b["reinforcement_number"])
        assert r["label_lines"] and all(line.strip() for line in r["label_lines"])
    assert sorted(r["reinforcement_number"] for r in regions if r["kind"] == "reinforcement") == [1, 2, 3, 4]
    assert len([r for r in regions if r["kind"] == "starting"]) == 4


def test_every_region_has_land_and_none_overlap():
    s = _shapes()
    names = list(s)
    for k in names:
        assert s[k].area > 20, f"{k}: {s[k].area:.1f} km2"
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert s[a].intersection(s[b]).area < 0.5, (a, b)


def test_labels_sit_in_the_frame_near_their_region():
    from shapely.geometry import Point, Polygon

    m = _map()
    w, h = m["frame"]["width"], m["frame"]["height"]
    for r in m["regions"]:
        x, y = r["label"]
        assert 0 < x < w and 0 < y < h, r["id"]
        near = _shapes()[r["id"]].union(shape(r["halo"]) if r["halo"] else Polygon())
        assert near.distance(Point(x, y)) < 30, r["id"]


def test_small_island_regions_have_a_sea_zone():
    for r in _map()["regions"]:
        if r["id"] in ("hydra", "psara", "sporades", "cyclades"):
            halo = shape(r["halo"])
            assert halo.area > 3 * _shapes()[r["id"]].area, r["id"]
            assert halo.buffer(0.5).contains(_shapes()[r["id"]].buffer(-0.5)), r["id"]
            others = [k for k in _shapes() if k not in (r["id"], "neutral")]
            assert all(halo.intersection(_shapes()[k]).area < 0.5 for k in others), r["id"]
        else:
            assert r["halo"] is None, r["id"]


# Places (lon, lat) and the region they are in (None: land not on the board).
PLACES = [
    ("Athens", (23.73, 37.98), "attica"), ("Thebes", (23.32, 38.32), "boeotia"),
    ("Patras", (21.76, 38.24), "achaia"), ("Nafplio", (22.81, 37.56), "corinthia"),
    ("Kalamata", (22.11, 37.05), "messinia"), ("Sparta", (22.43, 37.07), "laconia"),
    ("Missolonghi", (21.43, 38.37), "aetolia"), ("Lamia", (22.43, 38.90), "phthiotis"),
    ("Amfissa", (22.38, 38.53), "phocis"), ("Volos", (22.94, 39.37), "magnesia"),
    ("Larissa", (22.42, 39.64), "thessaly"), ("Ioannina", (20.85, 39.67), "epirus"),
    ("Thessaloniki", (22.95, 40.64), "macedonia"), ("Kavala", (24.40, 40.94), "macedonia"),
    ("Polygyros", (23.44, 40.38), "chalkidiki"), ("Arta town", (20.98, 39.16), "arta"),
    ("Chalkida", (23.60, 38.46), "euboea"), ("Hydra", (23.46, 37.34), "hydra"),
    ("Spetses", (23.15, 37.26), "hydra"), ("Psara", (25.57, 38.58), "psara"),
    ("Chios", (26.0, 38.4), "chios"), ("Samos", (26.8, 37.73), "samos"),
    ("Heraklion", (25.13, 35.32), "crete"), ("Naxos", (25.45, 37.05), "cyclades"),
    ("Kea", (24.33, 37.62), "cyclades"), ("Kythnos", (24.42, 37.40), "cyclades"),
    ("Skyros", (24.55, 38.87), "sporades"), ("Skopelos", (23.69, 39.13), "sporades"),
    ("Kythira", (22.99, 36.25), "laconia"), ("Smyrna", (27.2, 38.43), "anatolia"),
    ("Corfu", (19.88, 39.62), None), ("Kefalonia", (20.55, 38.22), None),
    ("Zakynthos", (20.85, 37.78), None), ("Lesbos", (26.3, 39.2), None),
    ("Lemnos", (25.25, 39.9), None), ("Rhodes", (28.0, 36.25), None), ("Kos", (27.15, 36.85), None),
    ("Alexandroupoli", (25.87, 40.87), None), ("Tirana region", (20.0, 41.0), None),
    ("Bursa direction", (28.5, 40.0), None),
]


@pytest.mark.parametrize("place,lonlat,region", PLACES, ids=[p[0] for p in PLACES])
def test_places_are_in_their_region(place, lonlat, region):
    from shapely.geometry import Point

    from tools import make_map

    pt = Point(make_map.frame_xy(*lonlat))
    s = _shapes()
    dist = {k: g.distance(pt) for k, g in s.items()}
    nearest = min(dist, key=dist.get)
    assert dist[nearest] < 2.0, f"{place} is {dist[nearest]:.1f} km from any land"
    assert nearest == (region or "neutral"), f"{place} is in {nearest}"


def test_no_peloponnese_region_crosses_the_gulf():
    from shapely.geometry import Point

    from tools import make_map

    knife = make_map.ISTHMUS_KNIFE
    north_of_gulf = [Point(make_map.frame_xy(*ll)) for ll in
                     [(21.83, 38.40), (22.30, 38.35), (22.80, 38.10), knife[0]]]
    for k in ("achaia", "corinthia", "messinia", "laconia"):
        assert all(_shapes()[k].distance(p) > 1.0 for p in north_of_gulf), k
