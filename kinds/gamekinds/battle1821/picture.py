"""The board drawn as SVG (``GET /games/{id}/board.svg``) with svgwrite, on the map of
Greece in ``kinds/gamekinds/battle1821/files/map.json`` (``tools/make_map.py``).

The drawing is ``viewBox="0 0 1280 800"`` (width and height 100 %, so it scales): the map
on the left (1 unit = 1 km of the map's frame), a panel on the right with whose turn and
which step, Greek losses, Ottoman supply, the players and a legend.

Per region (``<g id="region-{id}" class="region">``): its land (``path.land``) filled by
owner (seat colour, Ottoman-held, free), a sea-zone halo for small island regions
(``path.halo``), the rulebook's marks (Starting Regions: a blue Greek flag; Ottoman
Reinforcement Regions: their number on a red disc), the label (``g.label``: one
``text.label`` per line, each with ``textLength`` so its box is known) and the pieces
(``g.pieces``: one ``g.counter`` per kind, a ``rect`` holding an icon and the count:
Greek infantry and cannons in the seat's colour, Ottoman infantry in red). Counters sit
below the label and never overlap it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

import svgwrite

from gamekinds.svgtext import ASCENT, DESCENT, text_width
from gamekinds.svgtext import shorten as _short
from gamekinds.svgtext import xml_text as _text

W, H = 1280, 800
MAP_W = 800                                  # the map's frame is 800 × 800 km at 1 unit/km
PANEL_X, PANEL_W = 824, 440

SEAT_COLOURS = ("#2b6cb0", "#2f855a", "#805ad5", "#c05621")
SEAT_FILLS = ("#a9c7ea", "#a8d8b9", "#cdbcf0", "#f2c49b")
OTTOMAN = "#b02a24"
OTTOMAN_FILL = "#e9b9ae"
FREE_FILL = "#f6efdc"
NEUTRAL_FILL = "#d9d5cb"
SEA, SEA_EDGE = "#b9d5e6", "#8db4cc"
INK, MUTED = "#1f2933", "#52606d"
GREEK_BLUE = "#1860b0"
FONT = "Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif"

LABEL_SIZE, LABEL_LEAD = 11.0, 12.5          # px; line advance
COUNTER_H, COUNTER_GAP, COUNTER_PAD = 14.0, 3.0, 2.5
LABEL_GAP = 3.0                              # between the label's last line and the counters


@lru_cache(maxsize=1)
def board_map() -> dict[str, Any]:
    """``kinds/gamekinds/battle1821/files/map.json`` (shapes in ``tools/make_map.py``'s docstring), by region id
    under ``"by_id"``."""
    m = json.loads(resources.files("gamekinds.battle1821.files").joinpath("map.json").read_text("utf-8"))
    m["by_id"] = {r["id"]: r for r in m["regions"]}
    return m


# --- layout ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Counter:
    kind: str            # infantry | cannon | ottoman
    count: int
    colour: str


@dataclass(frozen=True)
class Box:
    x0: float
    y0: float
    x1: float
    y1: float

    def overlaps(self, o: Box) -> bool:
        return self.x0 < o.x1 and o.x0 < self.x1 and self.y0 < o.y1 and o.y0 < self.y1


def counter_width(c: Counter) -> float:
    return COUNTER_PAD + 9 + 1.5 + text_width(str(c.count), 10, True) + COUNTER_PAD


def label_layout(region: dict[str, Any]) -> list[tuple[str, float, float, float, bool]]:
    """Label lines of a map region as ``(text, centre x, baseline y, width, bold)``: the
    block is centred on the region's label anchor, the first line bold."""
    x, y = region["label"]
    lines = region["label_lines"]
    top = y - (len(lines) * LABEL_LEAD) / 2
    out = []
    for i, line in enumerate(lines):
        bold = i == 0
        base = top + i * LABEL_LEAD + ASCENT * LABEL_SIZE + (LABEL_LEAD - LABEL_SIZE) / 2
        out.append((line, x, round(base, 1), round(text_width(line, LABEL_SIZE, bold), 1), bold))
    return out


def label_box(region: dict[str, Any]) -> Box:
    lines = label_layout(region)
    x = region["label"][0]
    half = max(w for _, _, _, w, _ in lines) / 2
    return Box(x - half, lines[0][2] - ASCENT * LABEL_SIZE, x + half, lines[-1][2] + DESCENT * LABEL_SIZE)


def counter_rows(counters: list[Counter]) -> list[list[Counter]]:
    """Counters in rows of at most two (a battle region shows up to four: the fighting
    player's infantry and cannons, the Ally's infantry, the Ottoman infantry), in order."""
    return [counters[i:i + 2] for i in range(0, len(counters), 2)]


LAYOUTS = ("below", "above", "row")
"""Where the counter rows of a region may go: ``below`` (every row under the label, one
under the other: every region but a battle's), ``above`` (the first row under the label,
the others above it), ``row`` (all in one row under the label)."""


def counter_boxes(region: dict[str, Any], counters: list[Counter], layout: str = "below") -> list[Box]:
    """Where the counters go, in the order given: rows (:func:`counter_rows`) centred on
    the label, placed by ``layout`` (:data:`LAYOUTS`)."""
    if not counters:
        return []
    lb = label_box(region)
    rows = [counters] if layout == "row" else counter_rows(counters)
    placed: dict[int, Box] = {}
    for k, row in enumerate(rows):
        if layout == "above" and k:
            y = lb.y0 - LABEL_GAP - k * (COUNTER_H + COUNTER_GAP) + COUNTER_GAP
        else:
            y = lb.y1 + LABEL_GAP + k * (COUNTER_H + COUNTER_GAP)
        widths = [counter_width(c) for c in row]
        x = region["label"][0] - (sum(widths) + COUNTER_GAP * (len(widths) - 1)) / 2
        for c, w in zip(row, widths):
            placed[id(c)] = Box(round(x, 1), round(y, 1), round(x + w, 1), round(y + COUNTER_H, 1))
            x += w + COUNTER_GAP
    return [placed[id(c)] for c in counters]


def battle_boxes(region: dict[str, Any], counters: list[Counter], others: list[Box]) -> list[Box]:
    """The battle region's counters (up to four, two rows): the first of :data:`LAYOUTS`
    that stays on the map and clear of ``others`` (every other region's label, mark and
    counters), else ``below``."""
    for layout in LAYOUTS:
        boxes = counter_boxes(region, counters, layout)
        if all(0 <= b.x0 and b.x1 <= MAP_W and 0 <= b.y0 and b.y1 <= H and not any(b.overlaps(o) for o in others)
               for b in boxes):
            return boxes
    return counter_boxes(region, counters)


def _counters(reg, battle, owner_colour: str | None) -> list[Counter]:
    inf, can, ott, colour = reg.infantry, reg.cannons, reg.ottomans, owner_colour
    ally: Counter | None = None
    if battle is not None and battle.region == reg.id:
        inf, can, ott = battle.greek_infantry, battle.greek_cannons, battle.ottomans
        colour = SEAT_COLOURS[battle.seat % 4]
        if battle.ally_seat is not None and battle.ally_infantry:
            ally = Counter("infantry", battle.ally_infantry, SEAT_COLOURS[battle.ally_seat % 4])
    out = []
    if inf:
        out.append(Counter("infantry", inf, colour or INK))
    if can:
        out.append(Counter("cannon", can, colour or INK))
    if ally:
        out.append(ally)
    if ott:
        out.append(Counter("ottoman", ott, OTTOMAN))
    return out


# --- drawing --------------------------------------------------------------------------

def _icon(d, kind: str, x: float, y: float, background: str, colour: str = "#ffffff"):
    """A 9 × 10 px glyph with its top-left at (x, y), in ``colour`` on ``background``: a
    standing soldier (infantry; Ottoman infantry wear a fez) or a cannon on its wheel."""
    g = d.g(fill=colour)
    if kind == "cannon":
        g.add(d.path(d=f"M{x + 0.6:.1f} {y + 6.4:.1f}l8.0 -4.6l0.9 1.7l-7.6 4.8z"))
        g.add(d.circle((round(x + 3.4, 1), round(y + 7.2, 1)), 2.4, fill=background,
                       stroke=colour, stroke_width=1.3))
        g.add(d.circle((round(x + 3.4, 1), round(y + 7.2, 1)), 0.6))
    else:
        g.add(d.circle((round(x + 4.5, 1), round(y + 2.4, 1)), 1.9))
        g.add(d.path(d=f"M{x + 1.6:.1f} {y + 10:.1f}l0.7 -5.0q2.2 -1.3 4.4 0l0.7 5.0z"))
        if kind == "ottoman":
            g.add(d.path(d=f"M{x + 2.7:.1f} {y + 1.5:.1f}h3.6l-0.6 -2.4h-2.4z"))
    return g


def _counter(d, c: Counter, b: Box):
    g = d.g(class_=f"counter {c.kind}")
    g.add(d.rect((b.x0, b.y0), (round(b.x1 - b.x0, 1), COUNTER_H), rx=3, fill=c.colour,
                 stroke="#ffffff", stroke_width=1))
    g.add(_icon(d, c.kind, b.x0 + COUNTER_PAD, b.y0 + 2, c.colour))
    n = str(c.count)
    g.add(d.text(n, insert=(round(b.x1 - COUNTER_PAD, 1), round(b.y0 + 10.6, 1)), text_anchor="end",
                 font_size=10, font_weight="bold", fill="#ffffff",
                 textLength=round(text_width(n, 10, True), 1), lengthAdjust="spacingAndGlyphs"))
    return g


def marker_centre(region: dict[str, Any]) -> tuple[float, float] | None:
    """Centre of the rulebook's mark (left of the label's first line), or None."""
    if region["kind"] not in ("reinforcement", "starting"):
        return None
    _, x, base, w, _ = label_layout(region)[0]
    return round(x - w / 2 - 9, 1), round(base - 4, 1)


def marker_box(region: dict[str, Any]) -> Box | None:
    c = marker_centre(region)
    return None if c is None else Box(c[0] - 7, c[1] - 7, c[0] + 7, c[1] + 7)


def _marker(d, region: dict):
    c = marker_centre(region)
    if c is None:
        return None
    if region["kind"] == "reinforcement":
        return _number_disc(d, c[0], c[1], region["reinforcement_number"])
    return _flag(d, c[0] - 6, c[1] - 4.5)


def _number_disc(d, cx: float, cy: float, n: int):
    """An Ottoman Reinforcement Region's number on a red disc centred on (cx, cy)."""
    g = d.g(class_="mark reinforcement")
    g.add(d.circle((round(cx, 1), round(cy, 1)), 7, fill=OTTOMAN, stroke="#ffffff", stroke_width=1.2))
    g.add(d.text(str(n), insert=(round(cx, 1), round(cy + 3.6, 1)), text_anchor="middle", font_size=10,
                 font_weight="bold", fill="#ffffff"))
    return g


def _flag(d, x: float, y: float):
    """The Greek flag of 1821 (white cross on blue), 12 × 9 px, top-left at (x, y)."""
    g = d.g(class_="mark starting")
    x, y = round(x, 1), round(y, 1)
    g.add(d.rect((x, y), (12, 9), fill=GREEK_BLUE, stroke="#ffffff", stroke_width=0.8))
    g.add(d.rect((round(x + 5, 1), y), (2, 9), fill="#ffffff"))
    g.add(d.rect((x, round(y + 3.5, 1)), (12, 2), fill="#ffffff"))
    return g


def _fill(reg) -> str:
    if reg.owner is not None and reg.owner >= 0:
        return SEAT_FILLS[reg.owner % 4]
    return OTTOMAN_FILL if reg.ottomans else FREE_FILL


PHASES = {"lobby": "Waiting for players", "setup": "Setup", "greek": "Greek phase",
          "ottoman": "Ottoman phase", "end": "Game over"}
STEPS = {"first_player": "first player roll", "place_start": "placing starting forces",
         "reinforcement": "Reinforcement step", "attack": "Attack step",
         "movement": "Movement step", "event": "Event step", "none": ""}


END_REASONS = {"no_ottomans": "no Ottomans left on the board", "all_apostles": "all Apostles completed",
               "ottoman_victory": "the Ottomans won", "max_rounds": "the round limit"}


def _names(view) -> dict[int, str]:
    """Seat -> the name to draw (``Seat N`` for an empty name), XML-safe."""
    return {p.seat: _text(p.name) or f"Seat {p.seat}" for p in view.players}


def _status_lines(view) -> list[tuple[str, int | None]]:
    """Whose turn: (text, seat whose colour goes with it)."""
    names = _names(view)
    if view.status == "finished":
        why = END_REASONS.get(view.end_reason or "", (view.end_reason or "").replace("_", " "))
        head = f"Ended: {why}" if why else "Ended"
        if not view.winners:
            return [(head, None), ("No player wins", None)]
        won = ", ".join(names.get(s, f"Seat {s}") for s in view.winners)
        return [(head, None), (f"Won by {won}", view.winners[0])]
    out: list[tuple[str, int | None]] = []
    if view.active_seat is not None:
        out.append((f"Turn: {names.get(view.active_seat, view.active_seat)}", view.active_seat))
    if view.pending is not None:
        what = "to answer a call for an Ally" if view.pending.kind == "answer_ally" else "to call an Ally"
        out.append((f"Waiting for {names.get(view.pending.seat, view.pending.seat)} {what}",
                    view.pending.seat))
    elif view.waiting_for and view.waiting_for != [view.active_seat]:
        out.append(("Waiting for " + ", ".join(str(names.get(s, s)) for s in view.waiting_for), None))
    elif not view.waiting_for and view.status == "active":
        out.append(("The Ottomans are moving", None))
    return out


def render(view, title: str = "1821, The Battle") -> str:
    """SVG text of a game view (``gamekinds.battle1821.View``): the map with every region, its
    owner, marks and pieces, and the panel (see the module docstring)."""
    m = board_map()
    d = svgwrite.Drawing(size=("100%", "100%"), viewBox=f"0 0 {W} {H}", profile="full",
                         font_family=FONT, debug=False)
    d.add(d.rect((0, 0), (W, H), fill="#f7f3ea"))
    d.add(d.path(d=m["sea"], fill=SEA, class_="sea"))
    battle = view.battle

    # Sea-zone halos under the land, coasts, neutral land.
    for reg in view.regions:
        r = m["by_id"][reg.id]
        if r["halo"]:
            owner = reg.owner if reg.owner is not None and reg.owner >= 0 else None
            edge = SEAT_COLOURS[owner % 4] if owner is not None else (OTTOMAN if reg.ottomans else MUTED)
            d.add(d.path(d=r["halo"], id=f"halo-{reg.id}", class_="halo", fill=_fill(reg),
                         fill_opacity=0.55, stroke=edge, stroke_width=1, stroke_dasharray="4 3"))
    # Each shape once, in <defs>; drawn twice by reference: a wide sea-edge stroke under
    # everything (the coast), then the fill.
    d.defs.add(d.path(d=m["neutral"], id="shape-neutral"))
    for r in m["regions"]:
        d.defs.add(d.path(d=r["d"], id=f"shape-{r['id']}"))
    coast = d.g(class_="coast", fill="none", stroke=SEA_EDGE, stroke_width=3, stroke_linejoin="round")
    for k in ["neutral", *(r["id"] for r in m["regions"])]:
        coast.add(d.use(f"#shape-{k}"))
    d.add(coast)
    d.add(d.use("#shape-neutral", class_="neutral", fill=NEUTRAL_FILL, stroke="#b7b1a4",
                stroke_width=0.6, stroke_linejoin="round"))
    for s in m["seas"]:
        d.add(d.text(s["name"], insert=tuple(s["label"]), text_anchor="middle", font_size=13,
                     font_style="italic", fill="#5f87a3", letter_spacing=2))

    # Regions: land, the battle's outline, then marks, labels and counters above all land.
    for reg in view.regions:
        d.add(d.use(f"#shape-{reg.id}", id=f"land-{reg.id}", class_=f"land {m['by_id'][reg.id]['kind']}",
                    fill=_fill(reg), stroke="#6b6457", stroke_width=0.7, stroke_linejoin="round"))
    if battle is not None and battle.region in m["by_id"]:
        d.add(d.use(f"#shape-{battle.region}", class_="battle", fill="none", stroke=OTTOMAN,
                    stroke_width=2.4, stroke_dasharray="5 3", stroke_linejoin="round"))
    for reg in view.regions:
        r = m["by_id"][reg.id]
        owner = reg.owner if reg.owner is not None and reg.owner >= 0 else None
        g = d.g(id=f"region-{reg.id}", class_="region")
        mark = _marker(d, r)
        if mark is not None:
            g.add(mark)
        lab = d.g(class_="label", fill=INK, stroke="#fffdf6", stroke_width=2.6, stroke_linejoin="round",
                  paint_order="stroke")
        for line, x, base, w, bold in label_layout(r):
            lab.add(d.text(line, insert=(x, base), text_anchor="middle", font_size=LABEL_SIZE,
                           font_weight="bold" if bold else "normal", class_="label",
                           textLength=w, lengthAdjust="spacingAndGlyphs"))
        g.add(lab)
        counters = _counters(reg, battle, SEAT_COLOURS[owner % 4] if owner is not None else None)
        if counters:
            pieces = d.g(class_="pieces")
            if battle is not None and battle.region == reg.id:
                boxes = battle_boxes(r, counters, _other_boxes(view, m, reg.id))
            else:
                boxes = counter_boxes(r, counters)
            for c, b in zip(counters, boxes):
                pieces.add(_counter(d, c, b))
            g.add(pieces)
        d.add(g)

    _scale_bar(d)
    _panel(d, view, title)
    return d.tostring()


def _other_boxes(view, m, rid: str) -> list[Box]:
    """Every other region's label, mark and counters on this board (for :func:`battle_boxes`)."""
    out = []
    for reg in view.regions:
        if reg.id == rid:
            continue
        r = m["by_id"][reg.id]
        out += [b for b in (label_box(r), marker_box(r)) if b is not None]
        out += counter_boxes(r, _counters(reg, None, None))
    return out


def _scale_bar(d):
    x, y = 18, H - 22
    g = d.g(class_="scale", fill=INK, font_size=10)
    g.add(d.rect((x, y), (100, 4), fill="#ffffff", stroke=INK, stroke_width=0.8))
    g.add(d.rect((x, y), (50, 4), fill=INK))
    g.add(d.text("0", insert=(x, y - 3), text_anchor="middle"))
    g.add(d.text("100 km", insert=(x + 100, y - 3), text_anchor="middle"))
    d.add(g)


def _n(k: int, word: str) -> str:
    return f"{k} {word}" + ("" if k == 1 else "s")


def _row(d, p, x: float, y: float, text: str, size: float, width: float, **kw):
    p.add(d.text(_short(text, size, width, kw.get("font_weight") == "bold"), insert=(x, y),
                 font_size=size, **kw))


def _heading(d, p, x: float, y: float, text: str):
    p.add(d.text(text.upper(), insert=(x, y), font_size=11, font_weight="bold", fill=MUTED,
                 letter_spacing=1.5))


@lru_cache(maxsize=1)
def _event_titles() -> dict[str, str]:
    data = json.loads(resources.files("gamekinds.battle1821.files").joinpath("events.json").read_text("utf-8"))
    return {e["id"]: e["title"] for e in data["events"]}


def _panel(d, view, title: str):
    """Title, round/phase/step, whose turn, Greek losses and Ottoman supply, the battle,
    the current Event, the players, the revealed Apostles; the legend at the bottom."""
    x0, w = PANEL_X, PANEL_W
    names = _names(view)
    p = d.g(class_="panel", fill=INK)
    p.add(d.rect((x0 - 12, 12), (w + 12, H - 24), rx=8, fill="#fffdf8", stroke="#d8d0bf"))
    y = 46
    _row(d, p, x0 + 4, y, title, 22, w - 20, font_weight="bold")
    y += 26
    step = STEPS.get(view.step, view.step.replace("_", " "))
    phase = PHASES.get(view.phase, view.phase)
    _row(d, p, x0 + 4, y, f"Round {view.round} \u00b7 {phase}" + (f" \u00b7 {step}" if step else ""),
         14, w - 8, fill=MUTED)
    for text, seat in _status_lines(view):
        y += 22
        tx = x0 + 4
        if seat is not None and seat >= 0:
            p.add(d.rect((x0 + 4, y - 11), (12, 12), rx=2, fill=SEAT_COLOURS[seat % 4]))
            tx += 18
        _row(d, p, tx, y, text, 14, x0 + w - tx - 8, font_weight="bold")

    y += 14                                   # Greek losses and Ottoman supply, two tiles
    for i, (label, value, colour) in enumerate((("Greek losses", view.greek_losses, GREEK_BLUE),
                                               ("Ottoman supply", view.supply, OTTOMAN))):
        tx = x0 + 4 + i * (w / 2)
        tile = d.g(class_="tile")
        tile.add(d.rect((tx, y), (w / 2 - 12, 46), rx=6, fill="#f3eee2", stroke="#e0d7c3"))
        tile.add(d.text(str(value), insert=(tx + 12, y + 32), font_size=24, font_weight="bold", fill=colour))
        tile.add(d.text(label, insert=(tx + 20 + text_width(str(value), 24, True), y + 29),
                        font_size=13, fill=MUTED))
        p.add(tile)
    y += 46

    b = view.battle
    if b is not None:
        greek = f"{b.greek_infantry} infantry" + (f", {_n(b.greek_cannons, 'cannon')}" if b.greek_cannons else "")
        if b.ally_seat is not None and b.ally_infantry:
            greek += f" + {b.ally_infantry} Ally infantry"
        y += 24
        _row(d, p, x0 + 4, y, f"Battle in {region_name(b.region)}", 14, w - 8, font_weight="bold", fill=OTTOMAN)
        y += 18
        _row(d, p, x0 + 4, y, f"{names.get(b.seat, b.seat)}: {greek} against {b.ottomans} Ottoman "
             "infantry", 12, w - 8)
    if view.current_event:
        y += 22
        _row(d, p, x0 + 4, y, "Event: " + _event_titles().get(view.current_event, view.current_event),
             13, w - 8, font_weight="bold")

    y += 30
    _heading(d, p, x0 + 4, y, "Players")
    y += 8
    for pl in view.players:
        c = SEAT_COLOURS[pl.seat % 4]
        row = d.g(class_="player")
        row.add(d.rect((x0 + 4, y), (w - 12, 28), rx=4,
                       fill=SEAT_FILLS[pl.seat % 4] if pl.seat == view.active_seat else "#f3eee2"))
        row.add(d.rect((x0 + 4, y), (6, 28), fill=c))
        stats = (f"Fame {pl.fame} \u00b7 {_n(pl.regions, 'region')} \u00b7 reserve "
                 f"{pl.reserve_infantry}i {pl.reserve_cannons}c")
        sw = text_width(stats, 12)
        row.add(d.text(stats, insert=(x0 + w - 14, y + 19), font_size=12, text_anchor="end", fill=MUTED))
        name = names[pl.seat] + (" (resigned)" if pl.resigned else "")
        _row(d, row, x0 + 18, y + 19, name, 13, w - 44 - sw, font_weight="bold")
        p.add(row)
        y += 32

    if view.apostles_revealed:
        y += 22
        _heading(d, p, x0 + 4, y, "Apostles")
        for a in view.apostles_revealed:
            y += 20
            _row(d, p, x0 + 4, y, a.title, 13, w - 80)
            p.add(d.text(f"Fame {a.fame}", insert=(x0 + w - 14, y), font_size=12, text_anchor="end",
                         fill=MUTED))
    d.add(p)
    _legend(d, x0 + 4, H - 170, w - 12)


def region_name(region_id: str) -> str:
    """A region's name as the map draws it, on one line."""
    r = board_map()["by_id"].get(region_id)
    return " ".join(r["label_lines"]).replace("- ", "-") if r else _text(region_id)


def _legend(d, x: float, y: float, w: float):
    g = d.g(class_="legend", fill=INK, font_size=12)
    _heading(d, g, x, y, "Legend")
    col = w / 2 + 10
    swatches = [("Free region", FREE_FILL), ("Held by the Ottomans", OTTOMAN_FILL),
                ("Held by a player (their colour)", SEAT_FILLS[0]), ("Not on the board", NEUTRAL_FILL)]
    for i, (text, fill) in enumerate(swatches):
        yy = y + 22 + i * 22
        g.add(d.rect((x, yy - 11), (22, 14), fill=fill, stroke="#6b6457", stroke_width=0.7))
        g.add(d.text(text, insert=(x + 30, yy)))
    yy = y + 22 + 4 * 22
    g.add(d.path(d=f"M{x} {yy - 4}h22", stroke=OTTOMAN, stroke_width=2.2, stroke_dasharray="5 3"))
    g.add(d.text("The battle being fought", insert=(x + 30, yy)))
    yy = y + 22
    g.add(_flag(d, x + col + 5, yy - 9))
    g.add(d.text("Starting Region", insert=(x + col + 30, yy)))
    g.add(_number_disc(d, x + col + 11, yy + 18, 1))
    g.add(d.text("Ottoman Reinforcement Region", insert=(x + col + 30, yy + 22)))
    samples = [("Greek infantry", Counter("infantry", 5, SEAT_COLOURS[0])),
               ("Greek cannons", Counter("cannon", 2, SEAT_COLOURS[0])),
               ("Ottoman infantry", Counter("ottoman", 3, OTTOMAN))]
    for i, (text, c) in enumerate(samples):
        cy = yy + 44 + i * 22
        g.add(_counter(d, c, Box(x + col, cy - 11, x + col + counter_width(c), cy + 3)))
        g.add(d.text(text, insert=(x + col + 30, cy)))
    d.add(g)
