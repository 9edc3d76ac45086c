"""Build the Ottomans' map (``kinds/gamekinds/ottomans/data/map.json``) and its picture.

    python -m tools.make_ottomans_map [--pack PATH] [--output PATH] [--svg PATH] [--png PATH]

Input: Natural Earth 1:50m land as TopoJSON (npm ``world-atlas`` 2.0.2, ``land-50m.json``;
public domain, ISC-licensed package) and the design (``pack.json``): the Voronoi seeds
(lon/lat degrees) of every land region, sea region and off-map area, and the designer's
border overrides (``map_overrides``).

Method (the approach of ``tools/make_map.py``, 1821's map): project with a Lambert conformal
conic (km); the land inside the frame (Spain to Persia, Egypt to Moscow) is cut into the
Voronoi cells of the land seeds (a region's cell is the union of the cells of its seeds);
an island smaller than ``WHOLE_ISLAND_KM2`` goes whole to the region given by ``ISLANDS``
(its lon/lat box), else to the nearest seed. At the straits, ``ZONES`` keeps each shore
for the regions of its continent (the Hellespont is a strait, not a land border). The water of the frame is cut likewise among
the sea seeds, each body of water among the seeds inside it (lakes with no seed stay
undrawn). Borders are derived, not typed in: two land regions are adjacent iff their cells
share more than ``MIN_BORDER_KM`` of boundary; a land region touches a sea iff they share
more than ``MIN_COAST_KM`` of coast; two seas are adjacent iff they share more than
``MIN_BORDER_KM`` of water boundary. ``map_overrides`` (each with its reason) are then
applied. Output is deterministic: coordinates rounded to 0.1 km, sorted lists.
"""

from __future__ import annotations

import argparse
import json
import math
import subprocess
from pathlib import Path
from xml.sax.saxutils import escape

import numpy
import shapely
from pyproj import Transformer
from shapely.geometry import MultiPolygon, Point, box
from shapely.ops import polylabel

from tools.make_map import (
    build,
    decode_arcs,
    path,
    polygons,
    read_topojson,
    union,
    voronoi,
)

ROOT = Path(__file__).resolve().parents[1]
PACK = ROOT / "kinds" / "gamekinds" / "ottomans" / "data" / "pack.json"
OUTPUT = PACK.parent / "map.json"
SVG = ROOT / "docs" / "ottomans" / "map.svg"
PNG = ROOT / "docs" / "ottomans" / "map.png"


def _world() -> Path:
    """``land-50m.json`` of the worktree's node_modules, else the main checkout's."""
    for base in (ROOT, Path("/work/main")):
        p = base / "node_modules" / "world-atlas" / "land-50m.json"
        if p.exists():
            return p
    return ROOT / "node_modules" / "world-atlas" / "land-50m.json"


SOURCE = "Natural Earth 1:50m land, npm world-atlas 2.0.2 land-50m.json"
PROJECTION = ("+proj=lcc +lat_1=33 +lat_2=50 +lat_0=41 +lon_0=25 +x_0=0 +y_0=0 "
              "+ellps=WGS84 +units=km +no_defs")
_TO_KM = Transformer.from_crs("EPSG:4326", PROJECTION, always_xy=True)
_TO_LONLAT = Transformer.from_crs(PROJECTION, "EPSG:4326", always_xy=True)

# The frame, in projected km: west of Lisbon to east of Isfahan, south of Cairo to north of
# Moscow (computed once from these lon/lat points, then rounded).
FRAME_POINTS = [(-9.8, 38.0), (60.5, 30.0), (37.6, 57.6), (31.0, 25.0), (-9.8, 44.0)]
TOLERANCE_KM = 2.0            # Douglas-Peucker per arc
MIN_AREA_KM2 = 40.0           # islets below this are dropped
WHOLE_ISLAND_KM2 = 300000.0   # land pieces smaller than this (Great Britain too) go whole
MIN_BORDER_KM = 15.0
MIN_COAST_KM = 15.0

# Europe and Asia at the straits: the land inside each zone (a lon/lat polygon) goes only to
# the listed areas, by the Voronoi cells of their seeds, so that no European region takes a
# piece of Anatolia across the Dardanelles or the Bosporus (or the reverse) and the only
# crossing is the Hellespont strait (7.63). The zone edge runs down the Dardanelles, across
# the Sea of Marmara and up the Bosporus.
STRAITS_LINE = [(26.20, 40.02), (26.33, 40.10), (26.395, 40.15), (26.47, 40.22), (26.62, 40.33),
                (26.68, 40.375), (27.0, 40.55), (28.0, 40.8), (29.0, 41.0), (29.04, 41.06),
                (29.07, 41.12), (29.09, 41.18), (29.12, 41.23)]
ZONES: list[tuple[str, list[tuple[float, float]], set[str]]] = [
    ("Anatolian shore of the straits",
     [(25.8, 39.5), *STRAITS_LINE, (31.5, 41.6), (31.5, 38.0), (25.8, 38.0)],
     {"ottomans", "emirates", "seljuks"}),
    ("European shore of the straits",
     [(25.8, 39.5), *STRAITS_LINE, (31.5, 41.6), (31.5, 43.5), (24.0, 43.5), (24.0, 39.5)],
     {"byzantium", "rumelia", "achaea", "serbia", "walachia", "albania"}),
]

# Islands by a lon/lat box around them: (lon_min, lat_min, lon_max, lat_max) -> area id.
ISLANDS: list[tuple[str, tuple[float, float, float, float], str]] = [
    ("Malta and Gozo", (14.1, 35.7, 14.7, 36.2), "malta"),
    ("Rhodes", (27.6, 35.8, 28.3, 36.5), "rhodes"),
    ("Crete", (23.4, 34.8, 26.4, 35.75), "crete"),
    ("Cyprus", (32.2, 34.5, 34.7, 35.8), "cyprus"),
    ("Sicily", (12.3, 36.6, 15.7, 38.4), "two_sicilies"),
    ("Sardinia and Corsica (Genoese)", (8.0, 38.8, 9.9, 43.1), "no_entry_italy"),
    ("Balearic islands", (1.1, 38.6, 4.4, 40.1), "spain"),
    ("Euboea", (22.8, 37.9, 24.7, 39.1), "achaea"),
]


def frame_xy(lon: float, lat: float) -> tuple[float, float]:
    """Frame (x, y) km of a lon/lat point (see ``frame()``)."""
    e, n = _TO_KM.transform(lon, lat)
    x0, y0, _, _ = frame()
    return e - x0, y0 - n


def lonlat(x: float, y: float) -> tuple[float, float]:
    x0, y0, _, _ = frame()
    return _TO_LONLAT.transform(x + x0, y0 - y)


def frame() -> tuple[float, float, float, float]:
    """``(x0, y0, width, height)``: west edge and north edge (projected km), size (km)."""
    pts = [_TO_KM.transform(lo, la) for lo, la in FRAME_POINTS]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    x0, x1 = math.floor(min(xs) / 10) * 10, math.ceil(max(xs) / 10) * 10
    y1, y0 = math.floor(min(ys) / 10) * 10, math.ceil(max(ys) / 10) * 10
    return float(x0), float(y0), float(x1 - x0), float(y0 - y1)


def _land(world: Path) -> MultiPolygon:
    """The land of the frame (frame km): the TopoJSON land built in lon/lat, cut to a lon/lat
    box around the frame, projected, simplified, clipped to the frame."""
    topo = read_topojson(world)
    raw = decode_arcs(topo)
    x0, y0, w, h = frame()
    arcs = dict(enumerate(raw))
    read_box = box(-30.0, 5.0, 85.0, 72.0)
    fr = box(0, 0, w, h)

    def project(coords):                       # (N, 2) lon/lat -> (N, 2) frame km
        e, n = _TO_KM.transform(coords[:, 0], coords[:, 1])
        return numpy.column_stack([e - x0, y0 - n])

    parts = []
    for g in topo["objects"]["land"]["geometries"]:
        shp = build(g, arcs)
        if shp.is_empty or not shp.intersects(read_box):
            continue
        clipped = shapely.transform(shp.intersection(read_box), project)
        clipped = shapely.make_valid(clipped.simplify(TOLERANCE_KM, preserve_topology=True))
        parts.extend(p for p in polygons(clipped.intersection(fr)) if p.area >= MIN_AREA_KM2)
    return union(parts)


def _in_box(lo: float, la: float, b) -> bool:
    return b[0] <= lo <= b[2] and b[1] <= la <= b[3]


def _boundary_km(edge, near) -> float:
    """Length (km) of the boundary ``edge`` of an area lying on another area, given as
    ``near``: that area grown by 0.5 km. An area's boundary and grown shape are made once
    (``_edges_and_nears``), not once per pair; areas whose boxes are apart share nothing."""
    if not shapely.intersects(shapely.box(*edge.bounds), shapely.box(*near.bounds)):
        return 0.0
    return edge.intersection(near).length


def _edges_and_nears(geoms: dict) -> tuple[dict, dict]:
    """Per area: its boundary, and its shape grown by 0.5 km (for ``_boundary_km``)."""
    return ({k: g.boundary for k, g in geoms.items()}, {k: g.buffer(0.5) for k, g in geoms.items()})


def make_map(pack_path: Path = PACK, world: Path | None = None) -> dict:
    """The map as a JSON-ready dict (see the module docstring)."""
    design = json.loads(Path(pack_path).read_text("utf-8"))
    x0, y0, w, h = frame()
    fr = box(0, 0, w, h)
    land = _land(world or _world())

    land_seeds = {a["id"]: [frame_xy(*c) for c in a["centres"]]
                  for a in design["regions"] + [o for o in design["offmap"] if not o["water"]]}
    water_seeds = {a["id"]: [frame_xy(*c) for c in a["centres"]]
                   for a in design["seas"] + [o for o in design["offmap"] if o["water"]]}
    land_ids = [r["id"] for r in design["regions"]]
    sea_ids = [s["id"] for s in design["seas"]]

    # Land: big pieces cut by the Voronoi cells of the mainland seeds; small pieces
    # (islands) go whole to their ISLANDS rule, else to the nearest mainland seed. An island
    # region's seed is used only for its label.
    island_ids = {r["id"] for r in design["regions"] if r.get("island")}
    mainland_seeds = {k: v for k, v in land_seeds.items() if k not in island_ids}
    shapes: dict[str, list] = {k: [] for k in land_seeds}
    cells = voronoi(mainland_seeds, fr)
    flat = [(k, xy) for k, xys in mainland_seeds.items() for xy in xys]
    for piece in land.geoms:
        if piece.area >= WHOLE_ISLAND_KM2:
            for k, cell in cells.items():
                shapes[k].append(cell.intersection(piece))
            continue
        rp = piece.representative_point()
        lo, la = lonlat(rp.x, rp.y)
        rule = [r for r in ISLANDS if _in_box(lo, la, r[1])]
        if rule:
            target = rule[0][2]
        else:
            target = min(flat, key=lambda kv: (math.dist(kv[1], (rp.x, rp.y)), kv[0]))[0]
        shapes[target].append(piece)
    land_geoms = {k: union([g for g in v if not g.is_empty]) for k, v in shapes.items()}
    # Zones: land of a zone held by an area not allowed there goes to the allowed areas.
    for _name, ring, allowed in ZONES:
        zone = shapely.Polygon([frame_xy(*ll) for ll in ring])
        moved = [g.intersection(zone) for k, g in land_geoms.items() if k not in allowed]
        moved = union([g for g in moved if not g.is_empty])
        if moved.is_empty:
            continue
        land_geoms = {k: g if k in allowed else union([g.difference(zone)]) for k, g in land_geoms.items()}
        for k, cell in voronoi({k: mainland_seeds[k] for k in sorted(allowed)}, fr).items():
            piece = cell.intersection(moved)
            if not piece.is_empty:
                land_geoms[k] = union([land_geoms[k], piece])
    for k in land_ids:
        assert not land_geoms[k].is_empty, f"region {k} has no land"

    # Water: each body of water among the seeds inside it.
    water = polygons(fr.difference(land))
    water_geoms: dict[str, list] = {k: [] for k in water_seeds}
    for body in water:
        inside = {k: [xy for xy in xys if body.contains(Point(xy))] for k, xys in water_seeds.items()}
        inside = {k: v for k, v in inside.items() if v}
        if not inside:
            continue                                   # a lake: not on the board
        if len(inside) == 1:
            (k,) = inside
            water_geoms[k].append(body)
            continue
        for k, cell in voronoi(inside, fr).items():
            water_geoms[k].append(cell.intersection(body))
    water_geoms = {k: union([g for g in v if not g.is_empty]) for k, v in water_geoms.items()}
    for k in sea_ids:
        assert not water_geoms[k].is_empty, f"sea {k} has no water (a seed on land?)"

    # Borders, derived.
    ov = design["map_overrides"]
    land_edge, land_near = _edges_and_nears({k: land_geoms[k] for k in land_ids})
    sea_edge, sea_near = _edges_and_nears({k: water_geoms[k] for k in sea_ids})
    land_adj: dict[str, set] = {k: set() for k in land_ids}
    for i, a in enumerate(land_ids):
        for b in land_ids[i + 1:]:
            if _boundary_km(land_edge[a], land_near[b]) > MIN_BORDER_KM:
                land_adj[a].add(b)
                land_adj[b].add(a)
    coast: dict[str, set] = {k: set() for k in land_ids}
    for a in land_ids:
        for s in sea_ids:
            if _boundary_km(land_edge[a], sea_near[s]) > MIN_COAST_KM:
                coast[a].add(s)
    sea_adj: dict[str, set] = {k: set() for k in sea_ids}
    for i, a in enumerate(sea_ids):
        for b in sea_ids[i + 1:]:
            if _boundary_km(sea_edge[a], sea_near[b]) > MIN_BORDER_KM:
                sea_adj[a].add(b)
                sea_adj[b].add(a)
    # Overrides: each must change something, so the written list stays the true one.
    for key, table, symmetric in (("land", land_adj, True), ("coast", coast, False), ("sea", sea_adj, True)):
        for a, b, _why in ov[f"add_{key}"]:
            assert b not in table[a], f"override add_{key} {a}-{b} is already derived"
            table[a].add(b)
            if symmetric:
                table[b].add(a)
        for a, b, _why in ov[f"remove_{key}"]:
            assert b in table[a], f"override remove_{key} {a}-{b} removes nothing"
            table[a].discard(b)
            if symmetric:
                table[b].discard(a)

    def label(g, area):
        """Label point (frame km): the designer's ``label_at``, else the first seed if it
        lies in the largest piece, else that piece's pole of inaccessibility."""
        if area.get("label_at"):
            x, y = frame_xy(*area["label_at"])
            return [round(x, 1), round(y, 1)]
        seed = frame_xy(*area["centres"][0])
        big = max(g.geoms, key=lambda p: p.area)
        if big.contains(Point(seed)):
            return [round(seed[0], 1), round(seed[1], 1)]
        lp = polylabel(big, tolerance=1.0)
        return [round(lp.x, 1), round(lp.y, 1)]

    meta = {a["id"]: a for a in design["regions"] + design["seas"] + design["offmap"]}
    return {
        "source": SOURCE,
        "frame": {"projection": PROJECTION, "x0": x0, "y0": y0, "width": w, "height": h},
        "regions": [{"id": k, "d": path(land_geoms[k]), "label": label(land_geoms[k], meta[k])}
                    for k in land_ids],
        "seas": [{"id": k, "d": path(water_geoms[k]), "label": label(water_geoms[k], meta[k])}
                 for k in sea_ids],
        "offmap": [{"id": o["id"], "d": path(land_geoms[o["id"]] if not o["water"] else water_geoms[o["id"]]),
                    "label": label(land_geoms[o["id"]] if not o["water"] else water_geoms[o["id"]], o)}
                   for o in design["offmap"]
                   if not (land_geoms if not o["water"] else water_geoms)[o["id"]].is_empty],
        "region_borders": [{"id": k, "neighbours": sorted(land_adj[k]), "seas": sorted(coast[k])}
                           for k in land_ids],
        "sea_borders": [{"id": s, "neighbours": sorted(sea_adj[s]),
                         "coasts": sorted(k for k in land_ids if s in coast[k])} for s in sea_ids],
    }


def dumps(m: dict) -> str:
    """The map file's text: stable, ends with a newline."""
    return json.dumps(m, ensure_ascii=False, indent=1) + "\n"


# --- the picture ----------------------------------------------------------------------

# Where the picture draws each strait: two lon/lat ends (Gallipoli to the Troad).
STRAIT_DRAWN = {"hellespont": ((26.45, 40.55), (26.75, 40.05))}
FILL = {"red": "#e8a0a0", "orange": "#f3c98b", "green": "#a9d6a0", "blue": "#a9c3e8"}
STROKE = {"red": "#a33", "orange": "#b76e00", "green": "#2e7d32", "blue": "#1f4e9c"}


def svg(design: dict, m: dict) -> str:
    """An SVG picture of the map: land regions in faction colours with names and values,
    seas with names and values, off-map land grey (the NO ENTRY area hatched), restricted
    regions outlined dashed, cities (critical ringed, ports with an anchor mark), the
    Hellespont strait as a dashed line."""
    W, H = m["frame"]["width"], m["frame"]["height"]
    regions = {r["id"]: r for r in design["regions"]}
    seas = {s["id"]: s for s in design["seas"]}
    off = {o["id"]: o for o in design["offmap"]}
    out = [(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W:g} {H:g}" width="{W / 2:g}" '
            f'height="{H / 2:g}" font-family="DejaVu Sans, sans-serif">'),
           ('<defs><pattern id="hatch" width="24" height="24" patternUnits="userSpaceOnUse" '
            'patternTransform="rotate(45)"><rect width="24" height="24" fill="#ccc"/>'
            '<line x1="0" y1="0" x2="0" y2="24" stroke="#999" stroke-width="10"/></pattern></defs>'),
           f'<rect width="{W:g}" height="{H:g}" fill="#dfe9f0"/>']
    for s in m["seas"]:
        out.append(f'<path d="{s["d"]}" fill="#bcd7ea" stroke="#7fa6c4" stroke-width="2"/>')
    for o in m["offmap"]:
        meta = off[o["id"]]
        fill = "url(#hatch)" if meta.get("no_entry") else ("#cfdde6" if meta["water"] else "#d9d6cf")
        out.append(f'<path d="{o["d"]}" fill="{fill}" stroke="#aaa" stroke-width="1.5"/>')
    for r in m["regions"]:
        meta = regions[r["id"]]
        dash = ' stroke-dasharray="14 8"' if meta.get("entry") else ""
        width = 6 if meta.get("entry") else 2.5
        out.append(f'<path d="{r["d"]}" fill="{FILL[meta["colour"]]}" stroke="{STROKE[meta["colour"]]}" '
                   f'stroke-width="{width}"{dash}/>')
    # the strait: a dashed bar across the Dardanelles, named beside it
    for st in design["straits"]:
        (ax, ay), (bx, by) = frame_xy(*STRAIT_DRAWN[st["id"]][0]), frame_xy(*STRAIT_DRAWN[st["id"]][1])
        out.append(f'<line x1="{ax:.1f}" y1="{ay:.1f}" x2="{bx:.1f}" y2="{by:.1f}" stroke="#000" '
                   f'stroke-width="9" stroke-dasharray="10 6"/>')
        out.append(f'<text x="{ax - 14:.1f}" y="{ay + 40:.1f}" font-size="24" font-style="italic" '
                   f'text-anchor="end" stroke="#fff" stroke-width="4" paint-order="stroke">'
                   f'{escape(st["name"])}</text>')
    for c in design["cities"]:
        x, y = frame_xy(c["lon"], c["lat"])
        if c.get("critical"):
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="17" fill="none" stroke="#000" stroke-width="4"/>')
        shape = (f'<rect x="{x - 8:.1f}" y="{y - 8:.1f}" width="16" height="16" fill="#fff" stroke="#000" stroke-width="3"/>'
                 if c.get("fortress") else
                 f'<circle cx="{x:.1f}" cy="{y:.1f}" r="8" fill="#000"/>')
        out.append(shape)
        if c.get("port"):
            out.append(f'<text x="{x + 10:.1f}" y="{y + 28:.1f}" font-size="26" fill="#0b3d91">&#x2693;</text>')
        out.append(f'<text x="{x + 14:.1f}" y="{y - 10:.1f}" font-size="17" fill="#222">{escape(c["name"])}</text>')
    for r in m["regions"]:
        meta = regions[r["id"]]
        x, y = r["label"]
        name = meta["name"]
        out.append(f'<text x="{x:.1f}" y="{y:.1f}" font-size="26" font-weight="bold" text-anchor="middle" '
                   f'fill="{STROKE[meta["colour"]]}" stroke="#fff" stroke-width="5" paint-order="stroke">'
                   f'{escape(name)} ({meta["value"]})</text>')
        if meta.get("entry"):
            only = meta["entry"].get("only_nationalities") or []
            txt = ("only " + ", ".join(regions[n]["name"] for n in only)) if only else "closed until Spain"
            out.append(f'<text x="{x:.1f}" y="{y + 30:.1f}" font-size="20" text-anchor="middle" fill="#000" '
                       f'stroke="#fff" stroke-width="4" paint-order="stroke">[{escape(txt)}]</text>')
    for s in m["seas"]:
        meta = seas[s["id"]]
        x, y = s["label"]
        out.append(f'<text x="{x:.1f}" y="{y:.1f}" font-size="26" font-style="italic" text-anchor="middle" '
                   f'fill="#0b3d91">{escape(meta["name"])} ({meta["value"]})</text>')
        if meta.get("entry"):
            out.append(f'<text x="{x:.1f}" y="{y + 26:.1f}" font-size="20" font-style="italic" '
                       f'text-anchor="middle" fill="#0b3d91">[Spanish and Papal only]</text>')
    for o in m["offmap"]:
        meta = off[o["id"]]
        x, y = o["label"]
        txt = "NO ENTRY" if meta.get("no_entry") else meta["name"]
        out.append(f'<text x="{x:.1f}" y="{y:.1f}" font-size="{30 if meta.get("no_entry") else 22}" '
                   f'font-weight="{"bold" if meta.get("no_entry") else "normal"}" text-anchor="middle" '
                   f'fill="#555">{escape(txt)}</text>')
    out.append(f'<text x="20" y="{H - 20:g}" font-size="24" fill="#333">The Ottomans, 1453-1571: map designed '
               f'by battle1821 (a variant) from {escape(SOURCE)}. Ringed: critical city; square: fortress; '
               f'anchor: port; dashed border: restricted region; (n): value; dashed bar: the Hellespont strait (7.63), closed by an inimical fleet in the Bosporus.</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pack", type=Path, default=PACK)
    ap.add_argument("--output", type=Path, default=OUTPUT)
    ap.add_argument("--svg", type=Path, default=SVG)
    ap.add_argument("--png", type=Path, default=PNG)
    args = ap.parse_args(argv)
    m = make_map(args.pack)
    text = dumps(m)
    args.output.write_text(text, "utf-8")
    print(f"wrote {args.output} ({len(text.encode()) // 1024} KiB)")
    args.svg.parent.mkdir(parents=True, exist_ok=True)
    args.svg.write_text(svg(json.loads(args.pack.read_text("utf-8")), m), "utf-8")
    print(f"wrote {args.svg}")
    subprocess.run(["rsvg-convert", "-w", "2400", "-o", str(args.png), str(args.svg)], check=True)
    print(f"wrote {args.png}")


if __name__ == "__main__":
    main()
