"""A newcomer's finds on the Ottomans page and the lobby (session 24, the web client):

1. a click on an area's centre picks that area: the sea labels are drawn where there is
   room, and "Bosporus (1)" lay over Byzantium's centre, so a click there picked the sea;
   a sea's name and a city's take no click now (the area under them does; a region's name
   still picks its region: an island's lies on the sea beside it), checked at every region's
   and sea's label point (``picture.label_px``, the point its name is centred on) and the
   centre of its box when that is in the area (Byzantium's is, under the Bosporus label).
2. the lobby's heading names the game picked ("Play 1821, The Battle" stayed while The
   Ottomans was picked): "Play <its title in GET /kinds>".
3. the toggle of the automatic pass (ruling O227) showed from the core choice on, where no
   window asks for a stratagem, and said "when I hold no copy" (of what?): it shows once the
   game is under way (its status "active") and says "when my hand holds no copy of the
   stratagem asked for".
"""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from gamekinds.ottomans import picture
from test_web_ottomans_page import DESKTOP, HANG_MS, _seat_page, _to_end_phase, _view
from test_web_takeover import STALE_412

pytestmark = pytest.mark.timeout(600)

# the element on top at a point of the map (the picture's user units), the map's frame
# scrolled so that the point is in view: shared by both maps' checks below
_ELEMENT_AT = """
  const elementAt = (svg, frame, x, y) => {
    let p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM());
    const f = frame.getBoundingClientRect();
    frame.scrollLeft += p.x - (f.left + f.width / 2);
    frame.scrollTop += p.y - (f.top + f.height / 2);
    p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM());
    return document.elementFromPoint(p.x, p.y);
  };"""

# each area's label point (in the picture's px) and the points of a 5 x 5 grid over its
# shape's box that are in the shape, to what is on top there: the area of the closest
# element with data-area, "piece" for a city, a stack, a marker or a seat's control
# outline (drawn over the map, each picking the area it names; "piece of no area": none),
# "name" for a region's name (it picks the region it names: an island's lies on the sea),
# or the element's tag and class; the frame is scrolled so the point is in view
_AT_POINTS = """(pts) => {""" + _ELEMENT_AT + """
  const svg = document.querySelector('.ott-svg');
  const frame = svg.closest('.map-frame');
  const all = [];
  for (const [id, x, y] of pts) {
    all.push([id, 'label', x, y]);
    const shape = svg.querySelector(`g.region[data-area="${id}"] > path, g.sea[data-area="${id}"] > path`);
    const b = shape.getBBox();
    for (let i = 1; i < 6; i++) for (let j = 1; j < 6; j++) {
      const c = new DOMPoint(b.x + b.width * i / 6, b.y + b.height * j / 6);
      if (!shape.isPointInFill(c)) continue;
      const q = c.matrixTransform(shape.getCTM()).matrixTransform(svg.getCTM().inverse());
      all.push([id, `${i},${j}`, q.x, q.y]);
    }
  }
  const out = [];
  for (const [id, at, x, y] of all) {
    const el = elementAt(svg, frame, x, y);
    const got = el?.closest('g.cities, g.stacks, g.markers, g.control') ? (el.closest('[data-area]') ? 'piece' : 'piece of no area')
      : el?.closest('.region-label') && el.closest('[data-area]').getAttribute('data-area') !== id ? 'name'
      : el?.closest('[data-area]')?.getAttribute('data-area') ?? (el ? el.tagName + '.' + el.getAttribute('class') : null);
    out.push([id, at, got]);
  }
  return out;
}"""


def test_each_areas_centre_picks_that_area(watched, web_live):
    base = web_live["base"]
    r = httpx.post(f"{base}/games", timeout=30, json={"kind": "ottomans", "seats": 2,
                   "players": [{"name": "A"}, {"name": "B"}], "options": {"scenario": 1}})
    assert r.status_code == 201, r.text
    token = r.json()["players"][0]["token"]
    w = _seat_page(watched, base, token, **DESKTOP)
    p = w.page
    p.wait_for_selector(".ott-svg g.region[data-area]", timeout=HANG_MS)
    areas = p.eval_on_selector_all(".ott-svg g.region[data-area], .ott-svg g.sea[data-area]",
                                   "(gs) => gs.map((g) => g.getAttribute('data-area'))")
    assert len(areas) > 40, areas
    pts = [[a, *picture.label_px(a)] for a in areas]
    got = p.evaluate(_AT_POINTS, pts)
    assert len(got) > 5 * len(areas), len(got)
    wrong = [g for g in got if g[2] not in (g[0], "piece", "name")]
    assert not wrong, wrong
    # and a click there picks it: Byzantium, whose centre the Bosporus label covered
    at = p.evaluate("""() => {
      const svg = document.querySelector('.ott-svg');
      const b = svg.querySelector('.sea-label[data-area=bosporus]').getBoundingClientRect();
      const c = new DOMPoint(b.x + b.width / 2, b.y + b.height / 2);
      const land = svg.querySelector('g.region[data-area=byzantium] > path');
      return [c.x, c.y, land.isPointInFill(c.matrixTransform(land.getScreenCTM().inverse()))];
    }""")
    assert at[2], at          # the label lies on Byzantium
    p.mouse.click(at[0], at[1])
    p.wait_for_selector('.ott-svg g.region.selected[data-area="byzantium"]', timeout=HANG_MS)
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_lobby_heading_names_the_kind_picked(watched, web_live):
    base = web_live["base"]
    titles = {k["name"]: k["title"] for k in httpx.get(f"{base}/kinds", timeout=30).json()["kinds"]}
    w = watched(**DESKTOP)
    p = w.page
    p.goto(f"{base}/play/#/")
    sel = p.locator('form.create select[name="kind"]')
    heading = p.locator(".lobby-intro h1")
    for kind in ["ottomans", "battle1821", "ottomans"]:
        sel.select_option(kind)
        p.wait_for_function("(t) => document.querySelector('.lobby-intro h1').textContent === t", arg=f"Play {titles[kind]}", timeout=HANG_MS)
    assert heading.inner_text() == f"Play {titles['ottomans']}" != f"Play {titles['battle1821']}", titles
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_auto_pass_toggle_only_once_a_window_can_ask(watched, web_live):
    base = web_live["base"]
    r = httpx.post(f"{base}/games", timeout=30, json={"kind": "ottomans", "seats": 2,
                   "players": [{"name": "A"}, {"name": "B"}], "options": {"scenario": 1, "max_rounds": 1}})
    assert r.status_code == 201, r.text
    g = r.json()
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    pages = [_seat_page(watched, base, tokens[k], **DESKTOP) for k in (0, 1)]
    v = _view(base, g["id"])
    assert v["status"] == "setup" and v["waiting_for"], v["status"]       # the core choice
    for w in pages:
        # the card is drawn (a choice to make, or whom it waits for), with no toggle in it
        w.page.wait_for_selector(".ott-actions h2", timeout=HANG_MS)
        assert w.page.locator(".ott-actions input[name=auto_pass]").count() == 0
    _to_end_phase(base, g["id"], tokens)
    assert _view(base, g["id"])["status"] == "active"
    for w in pages:
        box = w.page.locator(".ott-actions .ott-auto-pass")
        box.wait_for(timeout=HANG_MS)
        assert box.inner_text().strip() == "Pass automatically when my hand holds no copy of the stratagem asked for"
        # the pages pass their windows by themselves while _to_end_phase plays over HTTP: the
        # one that loses a race for a version is told 412 (and reads the game again)
        assert set(w.errors) <= {STALE_412} and not w.foreign, (w.errors, w.foreign)


# The 1821 map (map.ts) draws its click targets over everything (`g.hits`): a label never
# takes a click; checked as the Ottomans' map is, at each region's label point and a grid
_AT_POINTS_1821 = """(pts) => {""" + _ELEMENT_AT + """
  const svg = document.querySelector('svg.map');
  const frame = svg.closest('.map-frame');
  const all = [];
  for (const [id, x, y] of pts) {
    all.push([id, 'label', x, y]);
    const shape = svg.querySelector(`#shape-${id}`);
    const b = shape.getBBox();
    for (let i = 1; i < 6; i++) for (let j = 1; j < 6; j++) {
      const c = new DOMPoint(b.x + b.width * i / 6, b.y + b.height * j / 6);
      const v = svg.viewBox.baseVal;     // the part of the map drawn (Macedonia's north is not)
      const shown = c.x > v.x && c.x < v.x + v.width && c.y > v.y && c.y < v.y + v.height;
      if (shown && shape.isPointInFill(c)) all.push([id, `${i},${j}`, c.x, c.y]);
    }
  }
  const out = [];
  for (const [id, at, x, y] of all) {
    const el = elementAt(svg, frame, x, y);
    out.push([id, at, el?.closest('[data-region]')?.getAttribute('data-region') ?? (el ? el.tagName + '.' + el.getAttribute('class') : null)]);
  }
  return out;
}"""


def test_1821_map_each_regions_centre_picks_that_region(watched, web_live):
    base = web_live["base"]
    m = json.loads((Path(picture.__file__).parents[1] / "battle1821" / "files" / "map.json").read_text())
    r = httpx.post(f"{base}/games", timeout=30, json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]})
    assert r.status_code == 201, r.text
    w = watched(**DESKTOP)
    p = w.page
    p.goto(f"{base}/play/#/seat/{r.json()['players'][0]['token']}")
    p.wait_for_selector("svg.map g.hit[data-region]", timeout=HANG_MS)
    got = p.evaluate(_AT_POINTS_1821, [[x["id"], *x["label"]] for x in m["regions"]])
    assert len(got) > 5 * len(m["regions"]), len(got)
    wrong = [g for g in got if g[2] != g[0]]
    assert not wrong, wrong
    assert not w.errors and not w.foreign, (w.errors, w.foreign)
