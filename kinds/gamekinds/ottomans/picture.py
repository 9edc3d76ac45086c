"""The Ottomans' board picture (``board_svg``) drawn with svgwrite on the real map
(``data/map.json``, ``tools/make_ottomans_map.py``) from a :class:`~.view.View`.

Only what the view's table may see is drawn (3.3, 19.3): the counters on the map, the face-up
control stratagems, hand sizes, the pool's and the deadpile's sizes. A seat's own hand
(``PlayerView.hand``) is never drawn: a seat's view and a spectator's give the same
picture, byte for byte.

The drawing is ``viewBox="0 0 1280 800"`` (width and height 100 %, so it scales): the map
(the frame's 6,310 x 3,670 km at :data:`SCALE` px/km) on top, the turn track and whose turn
below it (:data:`MAP_H` .. 800). Over off-map land: the players (top left) and the legend
(bottom left).

Per land region ``<g id="region-{id}" class="region {faction colour}">``: its shape in the
faction colour of its nationality (3.24), full when a seat controls the nationality (6.1:
the seat's face-up control stratagem or its core), pale when it is non-belligerent; a
controlled region is outlined in the seat's colour and carries the seat's badge beside its
name (badges count seats from 1, as people do: the API's seat 0 is badge 1; a nameless
seat is "Seat 1" likewise). Restricted regions (18.x) have a dashed border. Per sea ``<g id="sea-{id}" class="sea">``.
Every element a client may point at names its place: ``data-area`` (the region or sea id) on
the region and sea groups, their labels (a controlled region's badge is in its label), the
seats' control outlines (``g.control > path``), the cities (``data-city`` too, ``data-area``
their region), the stacks (forces and fleets; ``data-city`` when in a city) and the optional
rules' markers (``g.marker``, their region), so a page showing the picture maps a click to
an area without geometry of its own. The legend's sample markers name no area.
Cities: a dot (a square for a fortress), a ring when critical, an anchor when a port.

Counters are drawn as stacks (``g.stack``): one chip per place (a region outside its
cities, a city, a sea), colour and controlling seat, in the colour of its faction with a
stripe of the seat's colour, showing the stack's printed strength (improved siege trains
counted as such, 22.2), a star and the best command value when leaders are with it (15.0),
an anchor when it holds fleets; its ``<title>`` names every counter. Names and chips are
laid out greedily in a fixed order (region names, sea names, markers, cities with their
garrisons, the stacks outside cities), each at the first free spot of its candidates
(:func:`place`: beside its anchor, then a spiral out to 84 px) and never over another when
one is free; a thin line joins a chip or city name placed away from its name or dot.

At phone width (390 CSS px) the whole picture is drawn at 0.3 of its size, its names about
3.5 px: it is read zoomed in (at 2.5x, names are 11 px and over again), which a client showing
it does with the ``viewBox``.

Pillage (23.0), civilization (25.0) and colonization (24.0) markers are drawn when the view
carries them, as lists of region ids ``pillaged`` and ``civilized`` and a mapping
``colonized`` (region id -> faction colour) on the view.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import svgwrite  # type: ignore[import-untyped]  # svgwrite ships no type information

from gamekinds.svgtext import ASCENT, DESCENT, shorten, text_width, xml_text

from . import board as B

W, H = 1280, 800
FRAME = B.PACK.map.frame
SCALE = W / FRAME.width                       # px per km of the map's frame
MAP_H = round(FRAME.height * SCALE, 1)
FONT = "Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif"   # the metrics are Helvetica's

FILL = {"red": "#e8a0a0", "orange": "#f3c98b", "green": "#a9d6a0", "blue": "#a9c3e8"}
PALE = {"red": "#f4dede", "orange": "#f9ead3", "green": "#e1f0de", "blue": "#e0e8f5"}
DARK = {"red": "#a3312f", "orange": "#a65f00", "green": "#2e7d32", "blue": "#1f4e9c"}
SEAT_COLOURS = ("#6d28d9", "#0e7490", "#1f2937", "#be185d")   # none of them a faction's
SEA_FILL, SEA_EDGE, SEA_INK = "#bcd7ea", "#7fa6c4", "#0b3d91"
OFF_LAND, OFF_WATER, BACKGROUND = "#d9d6cf", "#cfdde6", "#dfe9f0"
INK, MUTED, PAPER = "#1f2933", "#52606d", "#fffdf8"

LABEL_SIZE = 11.0          # region names
SEA_SIZE = 10.5
CITY_SIZE = 8.5
CHIP_SIZE, CHIP_H, CHIP_PAD, STRIPE = 10.0, 14.0, 3.0, 3.0
GAP = 2.0

FACTION_NAMES: dict[str, str] = {f.colour: f.name for f in B.D.factions}
_REGIONS = {r.id: r for r in B.D.regions}
_SEAS = {s.id: s for s in B.D.seas}
_OFFMAP = {o.id: o for o in B.D.offmap}
_SHAPES = {s.id: s for s in (*B.PACK.map.regions, *B.PACK.map.seas)}
_STRAT = {s.id: s for s in B.D.stratagems}
_LEADER = {ld.id: ld for ld in B.D.leaders}
_UNIT = {u.id: u for u in B.D.units}
_CITY = {c.id: c for c in B.D.cities}
_TURNS = {t.turn: t for t in B.D.turns}


# --- geometry ---------------------------------------------------------------------------

def _lcc():
    """Lambert conformal conic (2SP) on WGS84, the map's projection (``frame.projection``:
    lat_1 33, lat_2 50, lat_0 41, lon_0 25, km), as a function lon, lat (degrees) ->
    easting, northing (km). Snyder, *Map Projections: A Working Manual*, (15-7)-(15-11)."""
    a, f = 6378.137, 1 / 298.257223563
    e = math.sqrt(2 * f - f * f)
    p1, p2, p0, l0 = (math.radians(v) for v in (33.0, 50.0, 41.0, 25.0))

    def m(p):
        return math.cos(p) / math.sqrt(1 - (e * math.sin(p)) ** 2)

    def t(p):
        return math.tan(math.pi / 4 - p / 2) / ((1 - e * math.sin(p)) / (1 + e * math.sin(p))) ** (e / 2)

    n = (math.log(m(p1)) - math.log(m(p2))) / (math.log(t(p1)) - math.log(t(p2)))
    big_f = m(p1) / (n * t(p1) ** n)
    rho0 = a * big_f * t(p0) ** n

    def project(lon: float, lat: float) -> tuple[float, float]:
        rho = a * big_f * t(math.radians(lat)) ** n
        th = n * (math.radians(lon) - l0)
        return rho * math.sin(th), rho0 - rho * math.cos(th)

    return project


_PROJECT = _lcc()


def to_px(lon: float, lat: float) -> tuple[float, float]:
    """Where a lon/lat point (degrees) is drawn (px of the picture)."""
    e, n = _PROJECT(lon, lat)
    return round((e - FRAME.x0) * SCALE, 1), round((FRAME.y0 - n) * SCALE, 1)


def label_px(area_id: str) -> tuple[float, float]:
    """An area's label point (px), from ``map.json``."""
    x, y = _SHAPES[area_id].label
    return round(x * SCALE, 1), round(y * SCALE, 1)


CITY_PX = {c.id: to_px(c.lon, c.lat) for c in B.D.cities}
HELLESPONT_PX = (to_px(26.45, 40.55), to_px(26.75, 40.05))   # as the map picture draws it


@dataclass(frozen=True)
class Box:
    x0: float
    y0: float
    x1: float
    y1: float

    def overlap(self, o: Box) -> float:
        """The area (px²) this box shares with ``o``."""
        w = min(self.x1, o.x1) - max(self.x0, o.x0)
        h = min(self.y1, o.y1) - max(self.y0, o.y0)
        return w * h if w > 0 and h > 0 else 0.0

    def moved(self, dx: float, dy: float) -> Box:
        return Box(self.x0 + dx, self.y0 + dy, self.x1 + dx, self.y1 + dy)


PLAYER_ROW = 40.0


def players_box(seats: int) -> Box:
    """The players' panel: over the North Sea and Britain (off the map), a row per seat."""
    return Box(6, 6, 300, 6 + 22 + PLAYER_ROW * seats)

LEGEND_BOX = Box(6, MAP_H - 138, 300, MAP_H - 6)   # over the Maghreb (off the map)


def place(size: tuple[float, float], candidates: Iterable[tuple[float, float]], taken: list[Box],
          bounds: Box = Box(0, 0, W, MAP_H)) -> Box:
    """The first candidate top-left corner where a box of ``size`` stays inside ``bounds``
    and overlaps nothing in ``taken``, else the candidate that overlaps least; the box is
    added to ``taken``."""
    w, h = size
    cands = list(candidates)
    # the candidates' reach, as the union of their (rounded) boxes: rounding and adding a
    # width keep the order of coordinates, so the extremes are those of the corners; a box
    # is made only for the candidates tried (the first free one ends the search: most of a
    # spiral's ~200 are never tried, and making them all was a third of a picture's time)
    xs = [x for x, _ in cands]
    ys = [y for _, y in cands]
    lo_x, lo_y, hi_x, hi_y = min(xs), min(ys), max(xs), max(ys)
    rx0, ry0, rx1, ry1 = round(lo_x, 1), round(lo_y, 1), round(hi_x + w, 1), round(hi_y + h, 1)
    # the boxes taken that share some area with the reach (Box.overlap > 0, by comparisons:
    # a method call per taken box was a third of this function's time)
    near = [(t.x0, t.y0, t.x1, t.y1) for t in taken
            if t.x0 < rx1 and rx0 < t.x1 and t.y0 < ry1 and ry0 < t.y1 and t.x0 < t.x1 and t.y0 < t.y1 and rx0 < rx1 and ry0 < ry1]
    bx0_, by0_, bx1_, by1_ = bounds.x0, bounds.y0, bounds.x1, bounds.y1
    best, best_cost = None, math.inf
    for x, y in cands:
        x0, y0, x1, y1 = round(x, 1), round(y, 1), round(x + w, 1), round(y + h, 1)
        out = max(0.0, bx0_ - x0) + max(0.0, x1 - bx1_) + max(0.0, by0_ - y0) + max(0.0, y1 - by1_)
        shared = 0.0
        for tx0, ty0, tx1, ty1 in near:
            ow = min(x1, tx1) - max(x0, tx0)
            if ow > 0:
                oh = min(y1, ty1) - max(y0, ty0)
                if oh > 0:
                    shared += ow * oh
        cost = shared + out * 1000
        if cost == 0:
            best = (x0, y0, x1, y1)
            break
        if cost < best_cost:
            best, best_cost = (x0, y0, x1, y1), cost
    box = Box(*best)
    taken.append(box)
    return box


def _spiral(cx: float, cy: float, w: float, h: float, reach: float = 84, step: float = 7):
    """Top-left corners of a ``w`` x ``h`` box centred ever further from (cx, cy), ring by
    ring (16 directions, half again as far sideways as up or down), up to ``reach`` px."""
    r = step
    while r <= reach:
        for k in range(16):
            a = k * math.pi / 8
            yield cx + 1.5 * r * math.cos(a) - w / 2, cy + r * math.sin(a) - h / 2
        r += step


def _link(d, g, a: Box, b: Box, far: float):
    """A thin line between the nearest points of boxes ``a`` and ``b`` when they are over
    ``far`` px apart."""
    def span(lo0, hi0, lo1, hi1):
        if hi0 < lo1:
            return hi0, lo1
        if hi1 < lo0:
            return lo0, hi1
        m = (max(lo0, lo1) + min(hi0, hi1)) / 2
        return m, m

    x0, x1 = span(a.x0, a.x1, b.x0, b.x1)
    y0, y1 = span(a.y0, a.y1, b.y0, b.y1)
    if math.hypot(x1 - x0, y1 - y0) > far:
        g.add(d.line((round(x0, 1), round(y0, 1)), (round(x1, 1), round(y1, 1)), stroke=INK, stroke_width=0.6,
                     class_="leader-line"))


def _leader(d, g, x: float, y: float, b: Box, far: float):
    """A thin line from (x, y) to the nearest point of ``b`` when that is over ``far`` px away."""
    nx, ny = min(max(x, b.x0), b.x1), min(max(y, b.y0), b.y1)
    if math.hypot(nx - x, ny - y) > far:
        g.add(d.line((round(x, 1), round(y, 1)), (round(nx, 1), round(ny, 1)), stroke=INK, stroke_width=0.6,
                     class_="leader-line"))


def _around(cx: float, cy: float, w: float, h: float, steps: Sequence[float] = (0, 8, 16, 26, 38)):
    """Top-left corners of a ``w`` x ``h`` box centred on (cx, cy), then nudged ever further
    down, up, right and left."""
    yield cx - w / 2, cy - h / 2
    for s in steps[1:]:
        for dx, dy in ((0, s), (0, -s), (s, 0), (-s, 0), (s, s), (-s, s), (s, -s), (-s, -s)):
            yield cx - w / 2 + dx * 1.5, cy - h / 2 + dy


# --- what is drawn --------------------------------------------------------------------

@dataclass
class Stack:
    """The counters of one colour and one controlling seat at one place."""
    area: str
    city: str | None
    colour: str
    controller: int | None
    pieces: list[str] = field(default_factory=list)

    def strength(self, improved: bool) -> int:
        return sum((B.STRENGTH_IMPROVED if improved else B.STRENGTH)[B.PIECE[p]] for p in self.pieces)

    def leaders(self) -> list[str]:
        return [p for p in self.pieces if B.IS_LEADER[B.PIECE[p]]]

    def fleets(self) -> int:
        return sum(1 for p in self.pieces if B.IS_FLEET[B.PIECE[p]])

    def text(self, improved: bool) -> str:
        lead = self.leaders()
        best = max((B.COMMAND[B.PIECE[p]] for p in lead), default=0)
        return ("\u2693" if self.fleets() else "") + str(self.strength(improved)) + (f" \u2605{best}" if lead else "")

    def title(self, improved: bool, names: dict[int, str]) -> str:
        who = names.get(self.controller, f"Seat {self.controller + 1}") if self.controller is not None \
            else "non-belligerent"
        where = _CITY[self.city].name if self.city else _area_name(self.area)
        parts = []
        for p in self.pieces:
            i = B.PIECE[p]
            if B.IS_LEADER[i]:
                parts.append(f"{_LEADER[p].name} (leader, command {B.COMMAND[i]})")
            else:
                st = (B.STRENGTH_IMPROVED if improved else B.STRENGTH)[i]
                mo = (B.MOBILITY_IMPROVED if improved else B.MOBILITY)[i]
                parts.append(f"{_UNIT[p].name} {st}-{mo}")
        return (f"{FACTION_NAMES[self.colour]} ({who}) in {where}: strength {self.strength(improved)}; "
                + "; ".join(parts))


def stacks(view) -> list[Stack]:
    """The view's counters on the map grouped by place, colour and controller, in pack
    order of their first counter."""
    out: dict[tuple, Stack] = {}
    for p in sorted(view.pieces, key=lambda p: B.PIECE[p.id]):
        key = (p.area, p.city, p.colour, p.controller)
        if key not in out:
            out[key] = Stack(p.area, p.city, p.colour, p.controller)
        out[key].pieces.append(p.id)
    return list(out.values())


def nationality_controllers(view) -> dict[str, int]:
    """Nationality (region id) -> the seat controlling it: its core (4.1(2)) or a face-up
    control stratagem (6.1); the Two Sicilies go with Spain (18.22)."""
    out: dict[str, int] = {}
    for p in view.players:
        if p.core:
            out[p.core] = p.seat
        for sid in p.face_up:
            nat = _STRAT[sid].nationality if sid in _STRAT else None
            if nat:
                out[nat] = p.seat
    for r in B.D.regions:
        if r.control and r.control != r.id and r.control in out:
            out[r.id] = out[r.control]
    return out


def _area_name(area_id: str) -> str:
    a = _REGIONS.get(area_id) or _SEAS.get(area_id)
    return a.name if a else xml_text(area_id)


def _names(view) -> dict[int, str]:
    return {p.seat: xml_text(p.name) or f"Seat {p.seat + 1}" for p in view.players}


def chip_width(text: str) -> float:
    return round(STRIPE + CHIP_PAD + text_width(text, CHIP_SIZE, True) + CHIP_PAD, 1)


# --- drawing --------------------------------------------------------------------------

def render(view, title: str = "The Ottomans") -> str:
    """SVG text of a game view (``gamekinds.ottomans.View``): see the module docstring."""
    d = svgwrite.Drawing(size=("100%", "100%"), viewBox=f"0 0 {W} {H}", profile="full", font_family=FONT,
                         debug=False)
    pat = d.pattern(id="hatch", size=(24, 24), patternUnits="userSpaceOnUse", patternTransform="rotate(45)")
    pat.add(d.rect((0, 0), (24, 24), fill="#ccc"))
    pat.add(d.line((0, 0), (0, 24), stroke="#999", stroke_width=10))
    d.defs.add(pat)
    d.add(d.rect((0, 0), (W, H), fill=BACKGROUND))

    ctl = nationality_controllers(view)
    names = _names(view)
    improved = bool(view.siege_improved)

    km = d.g(transform=f"scale({SCALE:.6f})", class_="map", stroke_linejoin="round")
    for o in B.PACK.map.offmap:
        meta = _OFFMAP[o.id]
        fill = "url(#hatch)" if meta.no_entry else (OFF_WATER if meta.water else OFF_LAND)
        km.add(d.path(d=o.d, fill=fill, stroke="#aaa", stroke_width=1.5, class_="offmap"))
    for s in B.PACK.map.seas:
        g = d.g(id=f"sea-{s.id}", class_="sea", data_area=s.id)
        g.add(d.path(d=s.d, fill=SEA_FILL, stroke=SEA_EDGE, stroke_width=3))
        km.add(g)
    outlines = d.g(class_="control", fill="none")
    for s in B.PACK.map.regions:
        r = _REGIONS[s.id]
        seat = ctl.get(s.id)
        g = d.g(id=f"region-{s.id}", class_=f"region {r.colour}", data_area=s.id)
        if seat is not None:
            g.attribs["data-seat"] = str(seat)
        path = d.path(d=s.d, fill=FILL[r.colour] if seat is not None else PALE[r.colour], stroke=DARK[r.colour],
                      stroke_width=6 if r.entry else 3)
        if r.entry:
            path.attribs["stroke-dasharray"] = "16 9"
        g.add(path)
        km.add(g)
        if seat is not None:
            outlines.add(d.path(d=s.d, stroke=SEAT_COLOURS[seat % 4], stroke_width=7, stroke_opacity=0.85,
                                data_area=s.id))
    km.add(outlines)
    d.add(km)
    (ax, ay), (bx, by) = HELLESPONT_PX
    d.add(d.line((ax, ay), (bx, by), stroke="#000", stroke_width=2, stroke_dasharray="3 2", class_="strait"))

    taken: list[Box] = [players_box(len(view.players)), LEGEND_BOX]
    cities = d.g(class_="cities")
    for c in B.D.cities:
        x, y = CITY_PX[c.id]
        g = d.g(id=f"city-{c.id}", class_="city" + (" critical" if c.critical else "") + (" port" if c.port else ""),
                data_area=c.region, data_city=c.id)
        if c.critical:
            g.add(d.circle((x, y), 5.2, fill="none", stroke="#000", stroke_width=1.4))
        if c.fortress:
            g.add(d.rect((x - 2.6, y - 2.6), (5.2, 5.2), fill="#fff", stroke="#000", stroke_width=1.2))
        else:
            g.add(d.circle((x, y), 2.4, fill="#000"))
        g.set_desc(title=c.name + (" (critical)" if c.critical else "") + (" (port)" if c.port else ""))
        cities.add(g)
        taken.append(Box(x - 5.5, y - 5.5, x + 5.5, y + 5.5))
    d.add(cities)

    labels = d.g(class_="labels")
    halo = {"stroke": "#ffffff", "stroke_width": 2.6, "paint_order": "stroke", "stroke_linejoin": "round"}
    label_boxes: dict[str, Box] = {}
    for s in B.PACK.map.regions:
        r = _REGIONS[s.id]
        text = f"{r.name} ({r.value})"
        w = round(text_width(text, LABEL_SIZE, True), 1)
        h = LABEL_SIZE * (ASCENT + DESCENT)
        badge = 13 if s.id in ctl else 0
        cx, cy = label_px(s.id)
        b = place((w + badge, h), _around(cx, cy, w + badge, h), taken)
        label_boxes[s.id] = b
        g = d.g(class_="label region-label", data_area=s.id)
        if badge:
            seat = ctl[s.id]
            g.add(_badge(d, b.x0 + 5.5, b.y0 + h / 2, seat))
        g.add(d.text(text, insert=(round(b.x0 + badge, 1), round(b.y0 + ASCENT * LABEL_SIZE, 1)), font_size=LABEL_SIZE, font_weight="bold", fill=DARK[r.colour],
                     textLength=w, lengthAdjust="spacingAndGlyphs", **halo))
        if r.entry:
            g.set_desc(title=r.entry.text)
        labels.add(g)
    for s in B.PACK.map.seas:
        sea = _SEAS[s.id]
        text = f"{sea.name} ({sea.value})"
        w = round(text_width(text, SEA_SIZE), 1)
        h = SEA_SIZE * (ASCENT + DESCENT)
        cx, cy = label_px(s.id)
        b = place((w, h), _around(cx, cy, w, h), taken)
        label_boxes[s.id] = b
        labels.add(d.text(text, insert=(round(b.x0 + w / 2, 1), round(b.y0 + ASCENT * SEA_SIZE, 1)),
                          text_anchor="middle", font_size=SEA_SIZE, font_style="italic", fill=SEA_INK,
                          textLength=w, lengthAdjust="spacingAndGlyphs", class_="label sea-label", data_area=s.id))
    d.add(labels)

    markers = d.g(class_="markers")
    for rid, kind, colour in _markers(view):
        if rid not in label_boxes:
            continue
        b = label_boxes[rid]
        box = place((12, 12), [(b.x1 + 2, b.y0), (b.x0 - 14, b.y0), (b.x1 + 16, b.y0), (b.x0 - 28, b.y0),
                               (b.x0, b.y1 + 2), (b.x0, b.y0 - 14)], taken)
        m = _marker(d, box, kind, colour)
        m.attribs["data-area"] = rid
        markers.add(m)
    d.add(markers)

    all_stacks = stacks(view)
    by_city: dict[str, list[Stack]] = {}
    by_area: dict[str, list[Stack]] = {}
    for st in all_stacks:
        (by_city.setdefault(st.city, []) if st.city else by_area.setdefault(st.area, [])).append(st)

    pieces = d.g(class_="stacks")
    city_names = d.g(class_="city-names")
    for c in B.D.cities:
        x, y = CITY_PX[c.id]
        here = by_city.get(c.id, [])
        texts = [st.text(improved) for st in here]
        name = c.name + (" \u2693" if c.port else "")
        nw = round(text_width(name, CITY_SIZE), 1)
        widths = [chip_width(t) for t in texts]
        w = nw + sum(cw + GAP for cw in widths)
        h = CHIP_H if here else CITY_SIZE * (ASCENT + DESCENT)
        cands = [(x + 6, y - h / 2), (x - 6 - w, y - h / 2), (x - w / 2, y + 6), (x - w / 2, y - 6 - h),
                 (x + 6, y + 4), (x + 6, y - 4 - h), (x - 6 - w, y + 4), (x - 6 - w, y - 4 - h),
                 (x - w / 2, y + 16), (x - w / 2, y - 16 - h), (x + 14, y - h / 2), (x - 14 - w, y - h / 2),
                 *_spiral(x, y, w, h)]
        b = place((w, h), cands, taken)
        _leader(d, city_names, x, y, b, 9)        # far from its dot: a leader line to it
        base = b.y0 + (h + (ASCENT - DESCENT) * CITY_SIZE) / 2
        city_names.add(d.text(name, insert=(b.x0, round(base, 1)), font_size=CITY_SIZE, fill=INK,
                              textLength=nw, lengthAdjust="spacingAndGlyphs", class_="city-name", **halo))
        cx = b.x0 + nw + GAP
        for st, t, cw in zip(here, texts, widths):
            pieces.add(_chip(d, Box(round(cx, 1), b.y0, round(cx + cw, 1), b.y0 + CHIP_H), st, t, improved, names))
            cx += cw + GAP
    d.add(city_names)

    for area_id in (*B.REGION_IDS, *B.SEA_IDS):
        here = by_area.get(area_id, [])
        if not here:
            continue
        texts = [st.text(improved) for st in here]
        widths = [chip_width(t) for t in texts]
        rows = [list(range(i, min(i + 3, len(here)))) for i in range(0, len(here), 3)]
        w = max(sum(widths[i] for i in row) + GAP * (len(row) - 1) for row in rows)
        h = len(rows) * CHIP_H + (len(rows) - 1) * GAP
        lb = label_boxes[area_id]
        cx = (lb.x0 + lb.x1) / 2
        cands = [(cx - w / 2, lb.y1 + GAP), (cx - w / 2, lb.y0 - GAP - h), (lb.x1 + GAP, lb.y0 - (h - (lb.y1 - lb.y0)) / 2),
                 (lb.x0 - GAP - w, lb.y0 - (h - (lb.y1 - lb.y0)) / 2),
                 *_spiral(cx, (lb.y0 + lb.y1) / 2, w, h)]
        b = place((w, h), cands, taken)
        _link(d, pieces, lb, b, GAP + 1)          # away from its label: a line to it
        for k, row in enumerate(rows):
            rw = sum(widths[i] for i in row) + GAP * (len(row) - 1)
            x = b.x0 + (w - rw) / 2
            y = b.y0 + k * (CHIP_H + GAP)
            for i in row:
                pieces.add(_chip(d, Box(round(x, 1), round(y, 1), round(x + widths[i], 1), round(y + CHIP_H, 1)),
                                 here[i], texts[i], improved, names))
                x += widths[i] + GAP
    d.add(pieces)

    _players(d, view, names, ctl, title)
    _legend(d)
    _track(d, view, names)
    return d.tostring()


def _markers(view) -> list[tuple[str, str, str | None]]:
    """(region id, ``pillage`` | ``civilization`` | ``colonization``, faction colour) of the
    optional rules' markers the view carries (module docstring), in a fixed order."""
    out: list[tuple[str, str, str | None]] = []
    opts = view.options
    if getattr(opts, "pillage", False):
        out += [(r, "pillage", None) for r in sorted(getattr(view, "pillaged", None) or ())]
    if getattr(opts, "civilization", False):
        out += [(r, "civilization", None) for r in sorted(getattr(view, "civilized", None) or ())]
    if getattr(opts, "colonization", False):
        out += [(r, "colonization", c) for r, c in sorted((getattr(view, "colonized", None) or {}).items())]
    return out


def _marker(d, b: Box, kind: str, colour: str | None):
    cx, cy = (b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2
    g = d.g(class_=f"marker {kind}")
    if kind == "pillage":
        g.add(d.circle((cx, cy), 6, fill="#111", stroke="#fff", stroke_width=1))
        g.add(d.path(d=f"M{cx:.1f} {cy - 4.5:.1f}q3.5 3.5 1.5 8q-1.5 1-3 0q-2-4.5 1.5-8z", fill="#f97316"))
        g.set_desc(title="Pillaged (23.0)")
    elif kind == "civilization":
        g.add(d.circle((cx, cy), 6, fill="#facc15", stroke="#fff", stroke_width=1))
        g.add(d.text("C", insert=(cx, cy + 3.4), text_anchor="middle", font_size=9, font_weight="bold", fill="#111"))
        g.set_desc(title="Civilization (25.0)")
    else:
        c = DARK.get(colour or "", INK)
        g.add(d.rect((b.x0, b.y0), (12, 12), rx=2, fill=c, stroke="#fff", stroke_width=1))
        g.add(d.text("K", insert=(cx, cy + 3.4), text_anchor="middle", font_size=9, font_weight="bold", fill="#fff"))
        g.set_desc(title=f"Colonized by the {FACTION_NAMES.get(colour or '', colour)} (24.0)")
    return g


def _badge(d, cx: float, cy: float, seat: int, r: float = 5.5):
    """A seat's badge: its number (1-based) on a disc of its colour."""
    g = d.g(class_=f"badge seat-{seat}")
    g.add(d.circle((round(cx, 1), round(cy, 1)), r, fill=SEAT_COLOURS[seat % 4], stroke="#fff", stroke_width=1))
    g.add(d.text(str(seat + 1), insert=(round(cx, 1), round(cy + r * 0.62, 1)), text_anchor="middle",
                 font_size=round(r * 1.65, 1), font_weight="bold", fill="#fff"))
    return g


def _chip(d, b: Box, st: Stack, text: str, improved: bool, names: dict[int, str]):
    g = d.g(class_=f"stack {st.colour}" + (f" seat-{st.controller}" if st.controller is not None else " neutral"))
    g.attribs["data-strength"] = str(st.strength(improved))
    g.attribs["data-area"] = st.area
    if st.city:
        g.attribs["data-city"] = st.city
    g.add(d.rect((b.x0, b.y0), (round(b.x1 - b.x0, 1), CHIP_H), rx=2.5, fill=DARK[st.colour], stroke="#fff",
                 stroke_width=0.8))
    if st.controller is not None:
        g.add(d.rect((b.x0 + 0.6, b.y0 + 0.6), (STRIPE, CHIP_H - 1.2), fill=SEAT_COLOURS[st.controller % 4]))
    else:
        g.add(d.rect((b.x0 + 0.6, b.y0 + 0.6), (STRIPE, CHIP_H - 1.2), fill="#fff", fill_opacity=0.55))
    g.add(d.text(text, insert=(round(b.x0 + STRIPE + CHIP_PAD, 1), round(b.y0 + 10.4, 1)), font_size=CHIP_SIZE,
                 font_weight="bold", fill="#fff", class_="strength"))
    g.set_desc(title=st.title(improved, names))
    return g


def _panel(d, b: Box, heading: str):
    p = d.g(class_="panel", fill=INK)
    p.add(d.rect((b.x0, b.y0), (b.x1 - b.x0, b.y1 - b.y0), rx=6, fill=PAPER, fill_opacity=0.94, stroke="#b9b2a2"))
    p.add(d.text(heading.upper(), insert=(b.x0 + 8, b.y0 + 15), font_size=10, font_weight="bold", fill=MUTED,
                 letter_spacing=1.2))
    return p


def _players(d, view, names: dict[int, str], ctl: dict[str, int], title: str):
    """Each seat: badge, name, hand size, initiative; the nationalities it controls (core
    first) and its face-up mercenary stratagems; the phasing seat's row (else the row of a
    seat the game waits for) shaded in its colour."""
    b = players_box(len(view.players))
    p = _panel(d, b, title)
    y = b.y0 + 22
    first = view.order[0] if view.order else None
    row_h = PLAYER_ROW
    for pl in view.players:
        if pl.seat == view.phasing or (view.phasing is None and pl.seat in view.waiting_for):
            p.add(d.rect((b.x0 + 3, y - 3), (b.x1 - b.x0 - 6, row_h - 1), rx=4, fill=SEAT_COLOURS[pl.seat % 4],
                         fill_opacity=0.12, class_="current"))
        p.add(_badge(d, b.x0 + 15, y + 8, pl.seat, 6.5))
        right = f"hand {pl.hand_size}"
        if view.points and pl.seat < len(view.points):          # victory points (21.0), once counted
            right = f"{view.points[pl.seat]:g} points \u00b7 " + right
        if pl.seat == first:
            right = "\u25c6 initiative \u00b7 " + right
        rw = text_width(right, 9.5)
        p.add(d.text(right, insert=(b.x1 - 8, y + 11.5), font_size=9.5, text_anchor="end", fill=MUTED))
        name = names[pl.seat] + (" (resigned)" if pl.resigned else "")
        p.add(d.text(shorten(name, 11.5, b.x1 - b.x0 - 40 - rw, True), insert=(b.x0 + 26, y + 12), font_size=11.5,
                     font_weight="bold", fill=SEAT_COLOURS[pl.seat % 4]))
        nats = [pl.core] if pl.core else []
        nats += sorted((k for k, s in ctl.items() if s == pl.seat and k != pl.core and k in _REGIONS),
                       key=lambda k: _REGIONS[k].name)
        mercs = [_STRAT[s].name.removeprefix("Control: ") + " (mercenaries)" for s in pl.face_up if s in _STRAT and _STRAT[s].mercenary]
        words = [_REGIONS[k].name + ("*" if k == pl.core else "") for k in nats] + sorted(mercs) or ["\u2014"]
        for k, line in enumerate(wrap(words, 9, b.x1 - b.x0 - 34, 2)):
            p.add(d.text(line, insert=(b.x0 + 26, y + 23 + k * 10.5), font_size=9, fill=INK))
        y += row_h
    d.add(p)


def wrap(words: Sequence[str], size: float, width: float, max_lines: int) -> list[str]:
    """``words`` joined by ", " into at most ``max_lines`` lines of ``width`` px (the last
    one cut with an ellipsis when they do not all fit)."""
    lines: list[str] = []
    cur = ""
    for i, w in enumerate(words):
        nxt = f"{cur}, {w}" if cur else w
        if cur and text_width(nxt + ",", size) > width:
            if len(lines) == max_lines - 1:
                return [*lines, shorten(", ".join([cur, *words[i:]]), size, width)]
            lines.append(cur + ",")
            nxt = w
        cur = nxt
    return [shorten(x, size, width) for x in [*lines, cur]]


def _legend(d):
    b = LEGEND_BOX
    g = _panel(d, b, "Legend")
    x, y = b.x0 + 8, b.y0 + 29
    for i, colour in enumerate(("red", "orange", "green", "blue")):
        xx = x + i * 72
        g.add(d.rect((xx, y - 8), (10, 10), fill=FILL[colour], stroke=DARK[colour]))
        g.add(d.text(FACTION_NAMES[colour], insert=(xx + 13, y + 1), font_size=9, fill=INK))
    y += 16
    g.add(d.rect((x, y - 8), (10, 10), fill=PALE["blue"], stroke=DARK["blue"]))
    g.add(d.text("pale: nobody's (non-belligerent); full and outlined:", insert=(x + 13, y + 1), font_size=9))
    y += 12
    g.add(d.text("controlled by the seat of that badge (6.1); * core", insert=(x + 13, y + 1), font_size=9))
    y += 17
    sample = Stack("ottomans", None, "red", 0, ["ottoman_spahis", "mehmed_ii"])
    t = sample.text(False)
    cw = chip_width(t)
    chip = _chip(d, Box(x, y - 10, x + cw, y + 4), sample, t, False, {0: "Seat 1"})
    del chip.attribs["data-area"]         # a sample: it stands for no area of the map
    g.add(chip)
    g.add(d.text("a stack: strength, \u2605 best leader's command,", insert=(x + cw + 6, y + 1), font_size=9))
    y += 12
    g.add(d.text("\u2693 fleets; stripe: the controlling seat", insert=(x + cw + 6, y + 1), font_size=9))
    y += 17
    g.add(d.circle((x + 5, y - 3), 5.2, fill="none", stroke="#000", stroke_width=1.4))
    g.add(d.circle((x + 5, y - 3), 2.4, fill="#000"))
    g.add(d.text("critical city", insert=(x + 14, y + 1), font_size=9))
    g.add(d.rect((x + 80, y - 5.6), (5.2, 5.2), fill="#fff", stroke="#000", stroke_width=1.2))
    g.add(d.text("fortress  \u2693 port", insert=(x + 90, y + 1), font_size=9))
    g.add(d.line((x + 186, y + 2), (x + 198, y - 8), stroke="#000", stroke_width=2, stroke_dasharray="3 2"))
    g.add(d.text("Hellespont", insert=(x + 202, y + 1), font_size=9))
    y += 16
    g.add(_marker(d, Box(x, y - 9, x + 12, y + 3), "pillage", None))
    g.add(d.text("pillaged", insert=(x + 15, y + 1), font_size=9))
    g.add(_marker(d, Box(x + 66, y - 9, x + 78, y + 3), "civilization", None))
    g.add(d.text("civilization", insert=(x + 81, y + 1), font_size=9))
    g.add(_marker(d, Box(x + 148, y - 9, x + 160, y + 3), "colonization", "red"))
    g.add(d.text("colonized", insert=(x + 163, y + 1), font_size=9))
    d.add(g)


PHASES = {"lobby": "Waiting for players", "setup": "Set-up", "initiative": "Initiative",
          "stratagem_pool": "Stratagem pool", "player_turn": "Player turn", "random_events": "Random events",
          "inter_phases": "Between player turns", "end": "Game over"}


VICTORIES = {"imperial": "Imperial Victory (21.1)", "survival": "scored by Survival points (21.13)"}


def status_line(view, names: dict[int, str]) -> str:
    """Whose turn and what is awaited, in words."""
    if view.status == "finished":
        won = ", ".join(names.get(s, f"Seat {s + 1}") for s in view.winners)
        why = ", ".join(x.replace("_", " ") for x in (view.end_reason, VICTORIES.get(view.victory or "", view.victory))
                        if x)
        return "Game over" + (f": {why}" if why else "") + (f" \u00b7 won by {won}" if won else " \u00b7 no winner")
    phase = PHASES.get(view.phase, view.phase.replace("_", " "))
    step = view.step.replace("_", " ") if view.step not in ("none", view.phase) else ""
    out = phase + (f", {step}" if step else "")
    if view.phasing is not None:
        out += f" of {names.get(view.phasing, view.phasing)}"
    if view.waiting_for:
        who = ", ".join(names.get(s, str(s)) for s in view.waiting_for)
        out += f" \u00b7 waiting for {who}" + (f" ({view.decision})" if view.decision else "")
    return out


def _track(d, view, names: dict[int, str]):
    """The turn track (28.0: 13 turns) with the scenario's turns marked and the game turn
    marker on the current one; whose turn; initiative (5.1) and the order; pool, deadpile."""
    sc = B.scenario(view.scenario)
    first, last = sc.first_turn, sc.last_turn
    if view.options.max_rounds is not None:
        last = min(last, first + view.options.max_rounds - 1)
    g = d.g(class_="track")
    g.add(d.rect((0, MAP_H), (W, H - MAP_H), fill=PAPER))
    g.add(d.line((0, MAP_H), (W, MAP_H), stroke="#b9b2a2"))
    x, y, bw, bh = 8.0, MAP_H + 7, 46.0, H - MAP_H - 14
    for t in range(1, 14):
        box = d.g(class_="turn" + (" current" if t == view.turn else "") + (" played" if first <= t <= last else ""))
        cur = t == view.turn
        fill = INK if cur else ("#efe8d8" if first <= t <= last else "#f6f3ec")
        box.add(d.rect((x, y), (bw - 3, bh), rx=4, fill=fill, stroke="#b9b2a2" if not cur else INK))
        ink = "#fff" if cur else (INK if first <= t <= last else "#a0a7ad")
        box.add(d.text(str(t), insert=(x + (bw - 3) / 2, y + 17), text_anchor="middle", font_size=14,
                       font_weight="bold", fill=ink))
        box.add(d.text(_TURNS[t].years, insert=(x + (bw - 3) / 2, y + bh - 6), text_anchor="middle", font_size=9,
                       fill=ink))
        box.set_desc(title=_TURNS[t].label)
        g.add(box)
        x += bw
    x += 10
    avail = W - x - 10
    turn = f"Turn {view.turn}: {_TURNS[view.turn].years}" if view.turn in _TURNS else "Before turn 1"
    g.add(d.text(shorten(f"{turn} \u00b7 {status_line(view, names)}", 12.5, avail, True), insert=(x, y + 15),
                 font_size=12.5, font_weight="bold", fill=INK, class_="status"))
    xx = x
    for i, seat in enumerate(view.order):          # "Initiative (1) then (2) (3)": 5.1(1)'s order
        if i < 2:
            word = "\u25c6 Initiative" if i == 0 else "then"
            g.add(d.text(word, insert=(xx, y + bh - 5), font_size=10.5, fill=MUTED))
            xx += text_width(word, 10.5) + 3
        g.add(_badge(d, xx + 6.5, y + bh - 9, seat, 6.5))
        xx += 17
    tail = f"pool {view.pool_size} \u00b7 deadpile {len(view.deadpile)}" + \
        (" \u00b7 siege trains improved" if view.siege_improved else "")
    g.add(d.text(tail, insert=(W - 10, y + bh - 5), font_size=10.5, text_anchor="end", fill=MUTED))
    d.add(g)
