"""The board drawn as SVG (``GET /games/{id}/board.svg``) with svgwrite: regions placed
by lon/lat, borders as lines, owner colours, Greek infantry/cannons and Ottoman counts."""

from __future__ import annotations

import re

import svgwrite

from server.engine.board import BOARD

W, H, PAD, R = 900, 760, 60, 24
SEAT_COLOURS = ("#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e")
OTTOMAN = "#c0392b"
EMPTY = "#ecf0f1"


def _project():
    lons = [p[0] for p in BOARD.lonlat]
    lats = [p[1] for p in BOARD.lonlat]
    lo0, lo1, la0, la1 = min(lons), max(lons), min(lats), max(lats)

    def xy(i: int) -> tuple[float, float]:
        lon, lat = BOARD.lonlat[i]
        x = PAD + (lon - lo0) / ((lo1 - lo0) or 1) * (W - 2 * PAD)
        y = PAD + (la1 - lat) / ((la1 - la0) or 1) * (H - 2 * PAD)
        return round(x, 1), round(y, 1)

    return [xy(i) for i in range(BOARD.size)]


_XY = _project()


# Characters XML 1.0 does not allow (C0 controls but tab/LF/CR, surrogates, U+FFFE/FFFF)
# and bidi controls (they reorder the drawing's text): replaced by U+FFFD, so a name that
# got in some other way (older games) still gives a well-formed SVG.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069"
                      "\ud800-\udfff\ufffe\uffff]")


def _text(s: str) -> str:
    return _NOT_XML.sub("\ufffd", s)


def render(view, title: str = "1821, The Battle") -> str:
    """SVG text of a game view (``server.engine.View``)."""
    d = svgwrite.Drawing(size=(W, H), profile="full")
    d.add(d.rect((0, 0), (W, H), fill="#fdfcf7"))
    d.add(d.text(f"{title} - round {view.round}, {view.phase} / {view.step}, status {view.status}",
                 insert=(12, 22), font_size=15, font_family="sans-serif"))
    for a, b in BOARD.border_pairs:
        d.add(d.line(_XY[a], _XY[b], stroke="#95a5a6", stroke_width=1.5))
    for i, reg in enumerate(view.regions):
        x, y = _XY[i]
        if reg.owner is not None and reg.owner >= 0:
            fill = SEAT_COLOURS[reg.owner % 4]
        elif reg.ottomans:
            fill = OTTOMAN
        else:
            fill = EMPTY
        g = d.g(id=f"region-{reg.id}")
        shape = d.rect((x - R, y - R), (2 * R, 2 * R), rx=6) if reg.kind == "reinforcement" else d.circle((x, y), R)
        shape.update({"fill": fill, "stroke": "#2c3e50", "stroke_width": 2 if reg.kind == "starting" else 1})
        g.add(shape)
        label = (f"{reg.infantry}i {reg.cannons}c" if reg.owner is not None and reg.owner >= 0
                 else (f"{reg.ottomans} Ott" if reg.ottomans else ""))
        g.add(d.text(label, insert=(x, y + 4), text_anchor="middle", font_size=11,
                     font_family="sans-serif", fill="#ffffff" if fill != EMPTY else "#2c3e50"))
        g.add(d.text(_text(reg.name), insert=(x, y + R + 12), text_anchor="middle", font_size=10,
                     font_family="sans-serif", fill="#2c3e50"))
        d.add(g)
    y0 = H - 16 - 16 * len(view.players)
    for p in view.players:
        d.add(d.rect((12, y0 - 10), (12, 12), fill=SEAT_COLOURS[p.seat % 4]))
        d.add(d.text(f"seat {p.seat} {_text(p.name)}: Fame {p.fame}, regions {p.regions}, reserve "
                     f"{p.reserve_infantry}i/{p.reserve_cannons}c", insert=(30, y0), font_size=12,
                     font_family="sans-serif"))
        y0 += 16
    d.add(d.text(f"Ottoman supply {view.supply}, Greek losses {view.greek_losses}",
                 insert=(W - 12, H - 12), text_anchor="end", font_size=12, font_family="sans-serif"))
    return d.tostring()
