"""Build the map of Greece (``kinds/gamekinds/battle1821/files/map.json``) from Natural Earth.

    python -m tools.make_map [--output kinds/gamekinds/battle1821/files/map.json] [--world PATH]

Input: Natural Earth 1:10m admin-0 countries as TopoJSON (npm ``world-atlas`` 2.0.2,
``countries-10m.json``; 50m loses Hydra and Psara) and the board (``kinds/gamekinds/battle1821/files/board.json``:
region ids, centres as lon/lat, kinds).

Output (JSON, written only by this script, committed;
``tests/render/test_map_current.py`` checks it is current). Natural Earth is public
domain; world-atlas is ISC-licensed. It holds:

- ``frame``: ``width`` × ``height`` map units (1 unit = 1 km), origin top-left, y down.
  A point is projected with ``projection`` (PROJ string; km) and placed at
  ``x = easting - x0``, ``y = y0 - northing``.
- ``sea``: SVG path of the whole frame; ``neutral``: SVG path of the land that is not on
  the board (drawn grey).
- ``regions``: in board order, one per board region: ``id``, ``kind``
  (``starting`` | ``normal`` | ``reinforcement``), ``reinforcement_number`` (1-4 or null),
  ``d`` (SVG path: the region's land), ``halo`` (SVG path of a sea zone around a small island
  region, also its click target, or null), ``label`` ([x, y] of the label's centre),
  ``label_lines`` (the name as drawn, one string per line).
- ``seas``: names of seas with an anchor, drawn in italics.

Each region is the part of the land nearest its centre (Voronoi cells clipped to land) in
its zone: the Peloponnese (south of a knife line across the Isthmus) from its four regions'
centres only, the northern mainland from the other mainland regions' centres. An island
goes whole to the region of the nearest centre. The designer's decisions are in
``ISLAND_RULES``, ``EXTRA_CENTRES``, ``NORTH_EAST_LIMIT_LON``, ``ANATOLIA_RADIUS_KM`` and
``LABELS``. Output is deterministic: coordinates rounded to 0.1 km, fixed order.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
from itertools import chain
from pathlib import Path

import numpy
import shapely
from pyproj import Transformer
from shapely.geometry import GeometryCollection, LineString, MultiPolygon, Point, Polygon, box
from shapely.geometry.polygon import orient
from shapely.ops import polylabel, split

ROOT = Path(__file__).resolve().parents[1]
WORLD = ROOT / "node_modules" / "world-atlas" / "countries-10m.json"
BOARD = ROOT / "kinds" / "gamekinds" / "battle1821" / "files" / "board.json"
OUTPUT = ROOT / "kinds" / "gamekinds" / "battle1821" / "files" / "map.json"

SOURCE = "Natural Earth 1:10m admin-0 countries, npm world-atlas 2.0.2 countries-10m.json"
PROJECTION = ("+proj=lcc +lat_1=36.5 +lat_2=40.5 +lat_0=38.5 +lon_0=24 +x_0=0 +y_0=0 "
              "+ellps=WGS84 +units=km +no_defs")
# The frame in projected km: x0 is the west edge, y0 the north edge; 800 × 800 km.
X0, Y0, WIDTH, HEIGHT = -370.0, 385.0, 800.0, 800.0
READ_BOX = (17.5, 33.0, 31.0, 43.5)          # lon/lat box of the countries read

GREECE, TURKEY = "300", "792"
# Douglas-Peucker tolerance (km) per TopoJSON arc, so borders shared by two countries stay
# shared; small arcs (islets) get a finer one so Psara and Hydra keep their shape.
TOLERANCE_KM, SMALL_ARC_KM, SMALL_TOLERANCE_KM = 1.0, 25.0, 0.3
MIN_AREA_KM2 = 0.3                            # drop slivers and rocks below this

ISTHMUS_KNIFE = ((22.90, 38.00), (23.06, 37.86))
NORTH_EAST_LIMIT_LON = 24.45                  # the northern mainland east of it is off the board
EXTRA_CENTRES = {"macedonia": [(24.1, 41.0)]}  # keeps Chalkidiki from swallowing the east
ANATOLIA_RADIUS_KM = 125.0                    # Turkey within this distance of Smyrna
# Sea zone around a small island region: islands grown by the first, shrunk by the second
# distance (km), so that near islands make one zone; islets below HALO_MIN_ISLAND_KM2 get
# none of their own.
HALO_MIN_ISLAND_KM2 = 5.0
HALOS = {"hydra": (7.0, 3.0), "psara": (7.0, 2.0), "sporades": (12.0, 7.0), "cyclades": (16.0, 10.0)}

# Islands (by the lon/lat of a point inside them): first matching rule wins, else the
# nearest island or mainland centre. ``None``: not on the board (drawn neutral).
ISLAND_RULES: list[tuple[str, tuple[float, float, float, float], str | None]] = [
    # name, (lon_min, lat_min, lon_max, lat_max), region
    ("Ionian islands (British in 1821)", (19.0, 37.5, 21.2, 40.0), None),
    ("Lesbos", (25.7, 38.9, 26.7, 39.5), None),
    ("Dodecanese", (26.2, 35.35, 29.5, 37.5), None),
    ("Lemnos, Thasos, Samothrace", (24.45, 39.45, 26.5, 41.0), None),
    ("Skyros", (24.3, 38.7, 24.8, 39.0), "sporades"),
    ("Kea and Kythnos", (24.2, 37.3, 24.5, 37.7), "cyclades"),
    ("Kythira", (22.8, 36.1, 23.2, 36.45), "laconia"),
]

# Label lines (the name as drawn) and, where the pole of inaccessibility is a poor place
# (small islands it would hide, crowded Roumeli and Thessaly), the label's centre as
# lon/lat, placed so that labels, marks and counters of neighbours never overlap
# (tests/render/test_board_svg.py checks the worst case).
LABELS: dict[str, tuple[list[str], tuple[float, float] | None]] = {
    "achaia": (["Achaia", "and Elis"], None),
    "corinthia": (["Corinthia", "and Argolida"], None),
    "messinia": (["Messinia"], (21.857, 37.281)),
    "laconia": (["Laconia", "and Mani"], (22.674, 37.023)),
    "aetolia": (["Aetolia-", "Acarnania"], (21.190, 38.493)),
    "evrytania": (["Evrytania"], (21.752, 38.839)),
    "phocis": (["Phocis", "and Locris"], (22.222, 38.487)),
    "phthiotis": (["Phthiotis"], (22.405, 39.057)),
    "boeotia": (["Boeotia"], None),
    "attica": (["Attica"], None),
    "euboea": (["Euboea"], None),
    "hydra": (["Hydra and", "Spetses"], (23.415, 37.101)),
    "cyclades": (["Cyclades"], None),
    "psara": (["Psara"], (25.241, 38.611)),
    "chios": (["Chios"], (26.040, 38.419)),
    "samos": (["Samos"], None),
    "crete": (["Crete"], None),
    "sporades": (["Northern", "Sporades"], (24.173, 38.996)),
    "arta": (["Arta"], (20.933, 39.136)),
    "souli": (["Souli"], None),
    "agrafa": (["Agrafa"], (21.564, 39.313)),
    "magnesia": (["Magnesia", "and Pelion"], (23.071, 39.398)),
    "olympus": (["Olympus", "and Pieria"], None),
    "chalkidiki": (["Chalkidiki"], None),
    "epirus": (["Epirus", "(Ioannina)"], None),
    "thessaly": (["Thessaly", "(Larissa)"], (22.274, 39.704)),
    "macedonia": (["Macedonia", "(Thessaloniki)"], None),
    "anatolia": (["Anatolian coast", "(Smyrna)"], None),
}

SEAS = [("Ionian Sea", (20.55, 36.75)), ("Aegean Sea", (25.2, 39.55)), ("Sea of Crete", (24.6, 35.85))]

_TO_KM = Transformer.from_crs("EPSG:4326", PROJECTION, always_xy=True)
_TO_LONLAT = Transformer.from_crs(PROJECTION, "EPSG:4326", always_xy=True)


def frame_xy(lon: float, lat: float) -> tuple[float, float]:
    """Map units (frame x, y) of a lon/lat point."""
    e, n = _TO_KM.transform(lon, lat)
    return e - X0, Y0 - n


def lonlat(x: float, y: float) -> tuple[float, float]:
    """Inverse of :func:`frame_xy`."""
    return _TO_LONLAT.transform(x + X0, Y0 - y)


# --- TopoJSON -------------------------------------------------------------------------

def read_topojson(path: Path) -> dict:
    """The parsed TopoJSON file, the cyclic garbage collector paused while it is parsed: its
    half a million point lists hold no cycles, and the collector's passes over them as they
    are made were two thirds of the parse's CPU (countries-10m: ~0.22 -> ~0.08 CPU s)."""
    paused = gc.isenabled()
    gc.disable()
    try:
        return json.loads(path.read_text("utf-8"))
    finally:
        if paused:
            gc.enable()


def decode_arcs(topo: dict) -> list[numpy.ndarray]:
    """Arcs as (n, 2) arrays of lon/lat (TopoJSON arcs are quantized and delta-encoded):
    the deltas summed per arc in integers, then ``x * scale + translate`` in doubles, the same
    operations and values as point by point in Python, for a tenth of the CPU (issue 37)."""
    (sx, sy), (tx, ty) = topo["transform"]["scale"], topo["transform"]["translate"]
    raw = topo["arcs"]
    lens = numpy.fromiter(map(len, raw), dtype=numpy.intp, count=len(raw))
    n = int(lens.sum())
    q = numpy.fromiter(chain.from_iterable(chain.from_iterable(raw)), dtype=numpy.int64,
                       count=2 * n).reshape(n, 2)
    ends = numpy.cumsum(lens)
    total = numpy.cumsum(q, axis=0)
    before = numpy.zeros((len(raw), 2), dtype=numpy.int64)  # the running sum before each arc
    before[1:] = total[ends[:-1] - 1]
    q = total - numpy.repeat(before, lens, axis=0)
    pts = numpy.column_stack([q[:, 0] * sx + tx, q[:, 1] * sy + ty])
    return numpy.split(pts, ends[:-1])


def _in_read_box(arcs: list[numpy.ndarray]) -> list[bool]:
    """Per arc: whether one of its points lies in ``READ_BOX``."""
    lo0, la0, lo1, la1 = READ_BOX
    if not arcs:
        return []
    pts = numpy.concatenate(arcs)
    inside = (lo0 <= pts[:, 0]) & (pts[:, 0] <= lo1) & (la0 <= pts[:, 1]) & (pts[:, 1] <= la1)
    starts = numpy.cumsum([0] + [len(a) for a in arcs[:-1]])
    return numpy.logical_or.reduceat(inside, starts).tolist()


def _arc_ids(geom: dict) -> list[int]:
    polys = [geom["arcs"]] if geom["type"] == "Polygon" else geom["arcs"]
    return [i if i >= 0 else ~i for poly in polys for ring in poly for i in ring]


def project_and_simplify(arcs: list[numpy.ndarray], wanted: set[int]) -> dict[int, numpy.ndarray]:
    """Frame coordinates ((n, 2) arrays) of the wanted arcs, projected in one call, each
    simplified on its own (endpoints kept)."""
    ids = sorted(wanted)
    if not ids:
        return {}
    lonlat_ = numpy.concatenate([arcs[i] for i in ids])
    e, n = _TO_KM.transform(lonlat_[:, 0], lonlat_[:, 1])
    xy = numpy.column_stack([e - X0, Y0 - n])
    out = {}
    for i, pts in zip(ids, numpy.split(xy, numpy.cumsum([len(arcs[i]) for i in ids])[:-1])):
        if len(pts) > 2:
            line = shapely.linestrings(pts)
            minx, miny, maxx, maxy = line.bounds
            tol = SMALL_TOLERANCE_KM if max(maxx - minx, maxy - miny) < SMALL_ARC_KM else TOLERANCE_KM
            pts = shapely.get_coordinates(line.simplify(tol, preserve_topology=True))
        out[i] = pts
    return out


def _ring(arc_ids: list[int], arcs: dict) -> numpy.ndarray:
    """The ring's points, (n, 2): its arcs joined, each after the first without its first
    point (an array: shapely makes a polygon of it without a look at each point)."""
    segs = [numpy.asarray(arcs[i]) if i >= 0 else numpy.asarray(arcs[~i])[::-1] for i in arc_ids]
    return numpy.concatenate([segs[0], *[seg[1:] for seg in segs[1:]]])


def build(geom: dict, arcs: dict[int, list]):
    """Valid shapely geometry of a TopoJSON (Multi)Polygon; rings with < 4 points dropped."""
    polys = [geom["arcs"]] if geom["type"] == "Polygon" else geom["arcs"]
    out = []
    for poly in polys:
        rings = [_ring(r, arcs) for r in poly]
        if len(rings[0]) < 4:
            continue
        out.append(Polygon(rings[0], [r for r in rings[1:] if len(r) >= 4]))
    return shapely.make_valid(MultiPolygon(out)) if out else Polygon()


# --- geometry helpers -----------------------------------------------------------------

def polygons(g) -> list[Polygon]:
    """The polygons of any geometry (collections flattened), large enough to keep."""
    out = []
    for p in shapely.get_parts(shapely.make_valid(g)).tolist():
        if isinstance(p, Polygon):
            if p.area >= MIN_AREA_KM2:
                out.append(p)
        elif isinstance(p, (MultiPolygon, GeometryCollection)):
            out.extend(polygons(p))
    return out


def union(gs) -> MultiPolygon:
    ps = polygons(shapely.union_all(list(gs))) if gs else []
    return MultiPolygon(sorted(ps, key=lambda p: (-round(p.area, 1), p.bounds)))


def _num(v: float) -> str:
    s = f"{round(v, 1):.1f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def path(g) -> str:
    """SVG path data (absolute, 0.1 km) of a polygonal geometry, one ``M…Z`` per ring
    (holes wound against their shell); rings of < 3 distinct rounded points are dropped."""
    parts = []
    for p in union([g]).geoms if not isinstance(g, MultiPolygon) else g.geoms:
        p = orient(p, 1.0)                    # holes wind against their shell (nonzero fill)
        for ring in [p.exterior, *p.interiors]:
            pts = []
            for x, y in ring.coords[:-1]:
                q = (_num(x), _num(y))
                if not pts or pts[-1] != q:
                    pts.append(q)
            if len(pts) > 1 and pts[0] == pts[-1]:
                pts.pop()
            if len(pts) >= 3:
                parts.append("M" + "L".join(f"{x} {y}" for x, y in pts) + "Z")
    return "".join(parts)


def voronoi(centres: dict[str, list[tuple[float, float]]], extent) -> dict[str, Polygon]:
    """Voronoi cell per key (union of the cells of its centres), matched by containment
    (``shapely.voronoi_polygons`` returns cells in another order than its points)."""
    pts = [(k, Point(xy)) for k, xys in centres.items() for xy in xys]
    cells = shapely.get_parts(shapely.voronoi_polygons(
        shapely.MultiPoint([p for _, p in pts]), extend_to=extent)).tolist()
    out: dict[str, list] = {k: [] for k in centres}
    for k, p in pts:
        (cell,) = [c for c in cells if c.contains(p)]
        out[k].append(cell)
    return {k: shapely.union_all(v) for k, v in out.items()}


def _in_box(lo: float, la: float, b: tuple[float, float, float, float]) -> bool:
    return b[0] <= lo <= b[2] and b[1] <= la <= b[3]


# --- the map --------------------------------------------------------------------------

def make_map(world_path: Path = WORLD, board_path: Path = BOARD) -> dict:
    """The map as a JSON-ready dict (see the module docstring)."""
    topo = read_topojson(world_path)
    board = json.loads(board_path.read_text("utf-8"))
    regions = board["regions"]
    raw = decode_arcs(topo)
    in_box = _in_read_box(raw)
    frame = box(0, 0, WIDTH, HEIGHT)

    countries = [g for g in topo["objects"]["countries"]["geometries"]
                 if g["type"] in ("Polygon", "MultiPolygon")
                 and any(in_box[i] for i in _arc_ids(g))]
    arcs = project_and_simplify(raw, {i for g in countries for i in _arc_ids(g)})
    shapes = {g.get("id") or g["properties"]["name"]: build(g, arcs) for g in countries}
    greece = shapes.pop(GREECE)
    turkey = shapes.pop(TURKEY)
    neutral = [s.intersection(frame) for _, s in sorted(shapes.items())]

    centre = {r["id"]: frame_xy(r["lon"], r["lat"]) for r in regions}
    mainland_ids = [r["id"] for r in regions if r["group"] in ("peloponnese", "roumeli", "north")
                    and r["id"] != "euboea"]
    pelo_ids = [r["id"] for r in regions if r["group"] == "peloponnese"]
    north_ids = [i for i in mainland_ids if i not in pelo_ids]
    island_ids = [r["id"] for r in regions if r["id"] not in mainland_ids and r["id"] != "anatolia"]

    # The mainland and its two zones.
    g_parts = polygons(greece)
    (mainland,) = [p for p in g_parts if p.contains(Point(centre["thessaly"]))]
    knife = LineString([frame_xy(*ISTHMUS_KNIFE[0]), frame_xy(*ISTHMUS_KNIFE[1])])
    halves = polygons(split(mainland, knife))
    assert len(halves) == 2, f"the Isthmus knife cut the mainland into {len(halves)} pieces"
    (pelo,) = [p for p in halves if p.contains(Point(centre["achaia"]))]
    (north,) = [p for p in halves if p is not pelo]
    # Meridians are straight lines in a conic projection: two points make the limit.
    east = Polygon([frame_xy(NORTH_EAST_LIMIT_LON, 39.0), frame_xy(NORTH_EAST_LIMIT_LON, 43.0),
                    frame_xy(31.0, 43.0), frame_xy(31.0, 39.0)])
    north_board = north.difference(east)
    neutral.append(north.intersection(east))

    shape: dict[str, list] = {k: [] for k in centre}
    for cells, zone in ((voronoi({k: [centre[k]] for k in pelo_ids}, frame), pelo),
                        (voronoi({k: [centre[k], *[frame_xy(*c) for c in EXTRA_CENTRES.get(k, [])]]
                                  for k in north_ids}, frame), north_board)):
        for k, cell in cells.items():
            shape[k].append(cell.intersection(zone))

    # Islands: every other piece of Greece, whole.
    candidates = mainland_ids + island_ids
    for p in g_parts:
        if p is mainland:
            continue
        rp = p.representative_point()
        lo, la = lonlat(rp.x, rp.y)
        rule = [r for r in ISLAND_RULES if _in_box(lo, la, r[1])]
        if rule:
            target = rule[0][2]
        else:
            target = min(candidates, key=lambda k: (math.dist(centre[k], (rp.x, rp.y)), k))
        if target is None:
            neutral.append(p)
        else:
            shape[target].append(p)

    # Anatolia: Turkey near Smyrna; the rest of Turkey is neutral.
    ring = Point(centre["anatolia"]).buffer(ANATOLIA_RADIUS_KM, quad_segs=32)
    shape["anatolia"].append(turkey.intersection(ring))
    neutral.append(turkey.difference(ring))

    geoms = {k: union(v).intersection(frame) for k, v in shape.items()}
    for k, g in geoms.items():
        assert not g.is_empty, f"region {k} has no land"
    land = union(list(geoms.values()) + neutral)

    out_regions = []
    for r in regions:
        k = r["id"]
        g = union([geoms[k]])
        halo = None
        if k in HALOS:
            grow, shrink = HALOS[k]
            others = land.difference(g)
            big = union([q for q in g.geoms if q.area >= HALO_MIN_ISLAND_KM2])
            zone = big.buffer(grow, quad_segs=8).buffer(-shrink, quad_segs=8)
            halo = path(union([zone.union(big).difference(others).intersection(frame).simplify(0.3)]))
        lines, at = LABELS[k]
        if at is not None:
            lx, ly = frame_xy(*at)
        else:
            lp = polylabel(max(g.geoms, key=lambda p: p.area), tolerance=0.5)
            lx, ly = lp.x, lp.y
        out_regions.append({
            "id": k, "kind": r["kind"], "reinforcement_number": r["reinforcement_number"],
            "d": path(g), "halo": halo, "label": [round(lx, 1), round(ly, 1)],
            "label_lines": lines,
        })

    return {
        "source": SOURCE,
        "projection": PROJECTION,
        "frame": {"x0": X0, "y0": Y0, "width": WIDTH, "height": HEIGHT, "unit": "km"},
        "sea": f"M0 0H{_num(WIDTH)}V{_num(HEIGHT)}H0Z",
        "neutral": path(union(neutral).intersection(frame)),
        "regions": out_regions,
        "seas": [{"name": n, "label": [round(v, 1) for v in frame_xy(*ll)]} for n, ll in SEAS],
    }


def dumps(m: dict) -> str:
    """The map file's text: one region per line block, stable, ends with a newline."""
    return json.dumps(m, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--output", type=Path, default=OUTPUT)
    ap.add_argument("--world", type=Path, default=WORLD)
    args = ap.parse_args(argv)
    text = dumps(make_map(args.world))
    args.output.write_text(text, "utf-8")
    print(f"wrote {args.output} ({len(text.encode()) // 1024} KiB)")


if __name__ == "__main__":
    main()
