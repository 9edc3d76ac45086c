"""The Ottomans' board picture (``board_svg``, :mod:`gamekinds.ottomans.picture`): well-formed
SVG for openings and random mid-game positions, parsed by a real XML parser; every region
and sea drawn once; every counter on the map in exactly one stack chip whose strength is the
counters' printed strength; no hand ever drawn (3.3, 19.3); player names escaped; cities
where the map's projection puts them; chips and labels clear of one another."""

from __future__ import annotations

import random
import re
import types
import xml.etree.ElementTree as ET

import pytest

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import picture as P
from gamekinds.ottomans.state import Options
from gamekinds.svgtext import ASCENT, DESCENT

NS = "{http://www.w3.org/2000/svg}"


def _play(seats: int, scenario: int, seed: str, steps: int, options: Options | None = None) -> K.GameState:
    """A random game (the kind's random policy) stopped after ``steps`` steps."""
    s, _ = K.start(K.new_game(seats, seed, options or Options(scenario=scenario)))
    s, _ = K.settle(s)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.status == "finished":
            break
        w = K.waiting_for(s)
        if w:
            s, _ = K.apply(s, w[0], K.POLICIES["random"](s, w[0], K.legal_actions(s, w[0]), rng))
        else:
            s, _ = K.advance(s, 1)
    return s


POSITIONS = [(2, 1, "pic-a", 30), (3, 2, "pic-b", 150), (4, 3, "pic-c", 400), (4, 4, "pic-d", 900),
             (2, 4, "pic-e", 5000)]


@pytest.fixture(scope="module", params=POSITIONS, ids=lambda p: f"{p[0]}seats-S{p[1]}-{p[3]}steps")
def game(request) -> K.GameState:
    return _play(*request.param)


@pytest.fixture(scope="module")
def public(game) -> tuple[K.View, str]:
    """The spectator's view of ``game`` and its picture, drawn once a position for the tests
    that read it (a picture is ~0.07 CPU s; the same view draws the same bytes:
    ``test_deterministic``)."""
    v = K.view(game)
    return v, K.board_svg(v)


def _parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg" and root.get("viewBox") == "0 0 1280 800"
    assert root.get("width") == "100%" and root.get("height") == "100%"
    return root


def _class(el) -> list[str]:
    return (el.get("class") or "").split()


def test_well_formed_and_every_area_drawn_once(public):
    root = _parse(public[1])
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    assert len(ids) == len(set(ids)), "an id used twice"
    for rid in B.REGION_IDS:
        assert ids.count(f"region-{rid}") == 1
    for sid in B.SEA_IDS:
        assert ids.count(f"sea-{sid}") == 1
    regions = [el for el in root.iter(f"{NS}g") if "region" in _class(el)]
    seas = [el for el in root.iter(f"{NS}g") if "sea" in _class(el)]
    assert len(regions) == B.N_REGIONS and len(seas) == len(B.SEA_IDS)
    for c in B.D.cities:
        assert ids.count(f"city-{c.id}") == 1
    assert sum("critical" in _class(el) for el in root.iter(f"{NS}g")) == sum(B.CITY_CRITICAL)


def test_every_counter_in_one_chip_with_its_strength(public):
    """Each chip's ``data-strength`` is the printed strength of the counters its title
    names; the chips' strengths add up to the strength of every counter on the map; the
    number is the chip's text."""
    v, svg = public
    root = _parse(svg)
    chips = [el for el in root.iter(f"{NS}g") if "stack" in _class(el)
             and el not in list(_legend(root).iter())]
    table = B.STRENGTH_IMPROVED if v.siege_improved else B.STRENGTH
    total = sum(table[B.PIECE[p.id]] for p in v.pieces)
    assert sum(int(c.get("data-strength")) for c in chips) == total
    assert len(chips) == len(P.stacks(v))
    for c in chips:
        (text,) = [t for t in c.iter(f"{NS}text") if "strength" in _class(t)]
        m = re.match(r"^\u2693?(\d+)( \u2605\d)?$", text.text)
        assert m and m.group(1) == c.get("data-strength"), text.text
        assert c.find(f"{NS}title") is not None
    for st in P.stacks(v):
        assert st.strength(v.siege_improved) == sum(table[B.PIECE[p]] for p in st.pieces)


def _legend(root) -> ET.Element:
    (g,) = [el for el in root.iter(f"{NS}g") if "panel" in _class(el)
            and any(t.text == "LEGEND" for t in el.iter(f"{NS}text"))]
    return g


def test_a_known_stack():
    """S1 opening: Bursa holds the Ottomans' start (3.3); its chip shows their strength and
    Mehmed II's command."""
    s = _play(2, 1, "known", 0)
    v = K.view(s)
    bursa = [p for p in v.pieces if p.city == "bursa"]
    assert bursa, "S1 places units in Bursa"
    svg = K.board_svg(v)
    root = _parse(svg)
    want = sum(B.STRENGTH[B.PIECE[p.id]] for p in bursa if p.colour == "red")
    titles = [el for el in root.iter(f"{NS}g") if "stack" in _class(el)
              and el.find(f"{NS}title").text.split(":")[0].endswith("in Bursa")]
    assert [int(el.get("data-strength")) for el in titles if "red" in _class(el)] == [want]


def test_no_hand_is_ever_drawn(game, public):
    """A seat's view holds its hand; the picture of it is the spectator's, byte for byte, and
    names none of the hand's stratagems (19.3)."""
    public = public[1]
    for seat in range(game.seats):
        v = K.view(game, seat)
        assert v.players[seat].hand is not None
        assert K.board_svg(v) == public
        for sid in v.players[seat].hand:
            assert sid not in public
            st = P._STRAT.get(sid)
            if st is not None and not st.kind.startswith("control"):
                assert st.name not in public


def test_names_are_escaped():
    s = _play(2, 1, "names", 0)
    v = K.view(s)
    evil = ['<script>alert("x")</script> & co', "bidi\u202e reversed\x07"]
    for i, n in enumerate(evil):
        v.players[i].name = n
    svg = K.board_svg(v)
    assert "<script>" not in svg
    root = _parse(svg)
    texts = [t.text or "" for t in root.iter(f"{NS}text")]
    assert any(t.startswith('<script>alert("x")</script> &') for t in texts)
    assert "&lt;script&gt;alert" in svg
    assert any("bidi\ufffd reversed\ufffd" in t for t in texts)


def test_deterministic():
    s = _play(3, 3, "same", 300)
    assert K.board_svg(K.view(s)) == K.board_svg(K.view(K.copy_state(s)))


def test_cities_where_the_projection_puts_them():
    """The picture's own Lambert conformal conic agrees with PROJ's (the map's builder)."""
    # pyproj is imported here, not at collection: every pytest-xdist process collects this
    # module, one runs this test (~0.07 CPU s)
    from pyproj import Transformer

    f = B.PACK.map.frame
    to_km = Transformer.from_crs("EPSG:4326", f.projection, always_xy=True)
    for c in B.D.cities:
        e, n = to_km.transform(c.lon, c.lat)
        x, y = (e - f.x0) * P.SCALE, (f.y0 - n) * P.SCALE
        px, py = P.CITY_PX[c.id]
        assert abs(px - x) < 0.1 and abs(py - y) < 0.1, c.id


def _boxes(root) -> tuple[list[P.Box], list[P.Box]]:
    """(names, chips) as drawn: region, sea and city names carry their x, baseline, size and
    textLength."""
    labels, chips = [], []
    for g in root.iter(f"{NS}g"):
        cls = _class(g)
        if "panel" in cls:
            continue
        if "stack" in cls:
            r = g.find(f"{NS}rect")
            x, y = float(r.get("x")), float(r.get("y"))
            chips.append(P.Box(x, y, x + float(r.get("width")), y + float(r.get("height"))))
    for t in root.iter(f"{NS}text"):
        cls = _class(t)
        if "sea-label" not in cls and not t.get("textLength"):
            continue
        x, y, size, w = (float(t.get(k)) for k in ("x", "y", "font-size", "textLength"))
        if t.get("text-anchor") == "middle":
            x -= w / 2
        labels.append(P.Box(x, y - ASCENT * size, x + w, y + DESCENT * size))
    return labels, chips


def _assert_clear(root) -> None:
    labels, chips = _boxes(root)
    assert len(labels) == B.N_AREAS + len(B.D.cities)
    boxes = [P.Box(b.x0 + 0.1, b.y0 + 0.1, b.x1 - 0.1, b.y1 - 0.1) for b in labels + chips]   # rounding
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a.overlap(b) == 0, (a, b)


@pytest.mark.parametrize("scenario", [1, 2, 3, 4])
def test_openings_names_and_chips_clear(scenario):
    """In every scenario's opening (4 seats), no chip overlaps another chip or a region, sea
    or city name, and no two names overlap."""
    _assert_clear(_parse(K.board_svg(K.view(_play(4, scenario, f"clear{scenario}", 0)))))


def test_mid_game_names_and_chips_clear(public):
    """The same in the random mid-game positions."""
    _assert_clear(_parse(public[1]))


def test_text_sizes_readable(public):
    """At 1280 px wide no text is smaller than 8.5 px; region names are 11 px."""
    root = _parse(public[1])
    sizes = [float(t.get("font-size") or 0) for t in root.iter(f"{NS}text") if t.get("font-size")]
    assert min(sizes) >= 8.5


def test_optional_rule_markers_only_when_the_option_is_on():
    """Pillage (23.0), civilization (25.0), colonization (24.0) markers: drawn for the view's
    regions when the option is on, never when it is off."""
    s = _play(2, 1, "markers", 0, Options(scenario=1, pillage=True, civilization=True, colonization=True))
    v = K.view(s)
    shown = types.SimpleNamespace(**{**{f: getattr(v, f) for f in v.__struct_fields__},
                                     "pillaged": ["serbia", "hungary"], "civilized": ["venice"],
                                     "colonized": {"crete": "red"}})
    root = _parse(P.render(shown))
    kinds = [(_class(g)[1]) for g in root.iter(f"{NS}g") if "marker" in _class(g)
             and g not in list(_legend(root).iter())]
    assert sorted(kinds) == ["civilization", "colonization", "pillage", "pillage"]
    off = types.SimpleNamespace(**{**shown.__dict__, "options": Options(scenario=1)})
    root = _parse(P.render(off))
    assert not [g for g in root.iter(f"{NS}g") if "marker" in _class(g) and g not in list(_legend(root).iter())]


def test_every_marker_on_the_map_names_its_area(public):
    """Each piece drawn over the map that a click may land on names the area it stands for
    (``data-area``, the page's pick): the stacks (forces, fleets), the cities, the seats'
    control outlines (the region outlined) and the optional rules' markers (their region),
    whose ids are regions or seas of the map; the legend's samples name none."""
    v, svg = public
    root = _parse(svg)
    areas = {*B.REGION_IDS, *B.SEA_IDS}
    legend = set(_legend(root).iter())
    ctl = P.nationality_controllers(v)
    groups = {c: [el for el in root.iter(f"{NS}g") if c in _class(el) and el not in legend]
              for c in ("stack", "city", "marker")}
    assert groups["stack"] and groups["city"]
    for c, els in groups.items():
        assert all(el.get("data-area") in areas for el in els), c
    (control,) = [g for g in root.iter(f"{NS}g") if _class(g) == ["control"]]
    assert sorted(p.get("data-area") for p in control) == sorted(ctl)
    assert not [el for el in legend if el.get("data-area")]


def test_optional_rule_markers_name_their_region():
    """Pillage, civilization and colonization markers carry their region (``data-area``)."""
    s = _play(2, 1, "markers", 0, Options(scenario=1, pillage=True, civilization=True, colonization=True))
    v = K.view(s)
    shown = types.SimpleNamespace(**{**{f: getattr(v, f) for f in v.__struct_fields__},
                                     "pillaged": ["serbia", "hungary"], "civilized": ["venice"],
                                     "colonized": {"crete": "red"}})
    root = _parse(P.render(shown))
    legend = set(_legend(root).iter())
    got = sorted((_class(g)[1], g.get("data-area")) for g in root.iter(f"{NS}g") if "marker" in _class(g) and g not in legend)
    assert got == [("civilization", "venice"), ("colonization", "crete"), ("pillage", "hungary"), ("pillage", "serbia")]


def test_controlled_regions_carry_their_seat(public):
    """A nationality a seat controls (its core or a face-up control stratagem, 6.1) is drawn
    full with that seat's badge; the others pale (non-belligerent)."""
    v, svg = public
    root = _parse(svg)
    ctl = P.nationality_controllers(v)
    for p in v.players:
        if p.core:
            assert ctl[p.core] == p.seat
    for g in root.iter(f"{NS}g"):
        if "region" not in _class(g):
            continue
        rid = g.get("id").removeprefix("region-")
        colour = _class(g)[1]
        fill = g.find(f"{NS}path").get("fill")
        if rid in ctl:
            assert g.get("data-seat") == str(ctl[rid]) and fill == P.FILL[colour]
        else:
            assert g.get("data-seat") is None and fill == P.PALE[colour]


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("scenario", [1, 2, 3, 4])
def test_lobby_and_start_drawn(seats, scenario):
    """Before the game starts (no counters placed, no turn yet) and at its start, every
    scenario and seat count gives a well-formed picture with every area."""
    s = K.new_game(seats, "lobby", Options(scenario=scenario))
    for state in (s, K.start(s)[0]):
        root = _parse(K.board_svg(K.view(state)))
        ids = {el.get("id") for el in root.iter() if el.get("id")}
        assert {f"region-{r}" for r in B.REGION_IDS} <= ids and {f"sea-{x}" for x in B.SEA_IDS} <= ids
