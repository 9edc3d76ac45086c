"""Session 25: the web-client finds left by session 24's newcomers (tests/README.md):

1. the top bar's name and flag follow the kind picked in the lobby's selector ("1821, The
   Battle" and its flag stayed while The Ottomans was picked), and a game's kind on its page;
2. the selector's games are the server's (``GET /kinds``: each kind's title, the default
   first, the seat counts of the kind picked): a kind the server adds is offered with no
   change of the web client (here a third kind in the page's ``/kinds`` answer), its top bar
   its title and a blank flag; the heading wraps, the page never scrolls sideways at 390 px;
3. a click on a piece drawn over the Ottomans map (a stack of forces or fleets, a city, a
   seat's control outline) picks its area (``data-area``): every one of them on the map is
   found by area and what is on top at its point names that area; a click on a control
   outline picked nothing (the optional rules' markers: tests/kinds/ottomans/test_board_picture.py);
4. an island's name lies on the sea beside it and picks the island, not the sea, at 1280 px
   and 390 px wide: every region name whose centre is off its region is clicked (tapped on
   the phone).
"""

from __future__ import annotations

import json
import re

import httpx
import pytest
from page_wait import until
from test_web_layout import _no_sideways_scroll
from test_web_lobby_kinds25 import empty_listings
from test_web_ottomans_newcomer import _ELEMENT_AT
from test_web_ottomans_page import DESKTOP, HANG_MS, _seat_page, _to_end_phase
from test_web_seats_history import PHONE

pytestmark = pytest.mark.timeout(600)


def _brand(p) -> tuple[str, str | None, str]:
    b = p.locator(".topbar .brand")
    return b.inner_text(), b.get_attribute("data-kind"), p.title()


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["1280", "390"])
def test_lobby_kinds_from_the_api_and_the_brand_follows_the_pick(watched, web_live, size):
    base = web_live["base"]
    listed = httpx.get(f"{base}/kinds", timeout=30).json()
    kinds = listed["kinds"]
    assert kinds[0]["name"] == listed["default"] and {"battle1821", "ottomans"} <= {k["name"] for k in kinds}
    w = watched(**size)
    p = w.page
    p.goto(f"{base}/play/#/")
    sel = p.locator('form.create select[name="kind"]:not([disabled])')
    sel.wait_for(timeout=HANG_MS)
    got = sel.evaluate("(s) => [s.value, Array.from(s.options, (o) => [o.value, o.textContent])]")
    assert got == [listed["default"], [[k["name"], k["title"]] for k in kinds]], got
    want = {"battle1821": ("1821, The Battle", "1821"), "ottomans": ("The Ottomans", "ottomans")}
    for k in [*kinds, kinds[0]]:
        sel.select_option(k["name"])
        until(p, "(t) => document.querySelector('.lobby-intro h1').textContent === t", f"Play {k['title']}", timeout=HANG_MS)
        name, flag = want[k["name"]]
        assert _brand(p) == (name, flag, name), (k["name"], _brand(p))
        seats = p.locator('form.create select[name="seats"] option').evaluate_all("(os) => os.map((o) => Number(o.value))")
        assert seats == list(range(k["seats_min"], k["seats_max"] + 1)), (k["name"], seats)
        _no_sideways_scroll(p, k["name"])
    assert not w.errors and not w.foreign, (w.errors, w.foreign)

    # a kind this web client has never heard of, in the page's answer: offered by its title
    extra = {**kinds[0], "name": "tiny", "title": "Tiny Kind: a Very Long Title of a Game Not Drawn Here", "seats_min": 3, "seats_max": 5}
    w = watched(**size)
    p = w.page
    p.route(re.compile(r"/kinds(\?.*)?$"), lambda route: route.fulfill(
        status=200, content_type="application/json", body=json.dumps({**listed, "kinds": [*kinds, extra]})))
    empty_listings(p, "tiny")            # the lobby lists every kind /kinds names
    p.goto(f"{base}/play/#/")
    sel = p.locator('form.create select[name="kind"]:not([disabled])')
    sel.wait_for(timeout=HANG_MS)
    sel.select_option("tiny")
    until(p, "(t) => document.querySelector('.lobby-intro h1').textContent === t", f"Play {extra['title']}", timeout=HANG_MS)
    assert _brand(p) == (extra["title"], "tiny", extra["title"])
    flag = p.evaluate("() => getComputedStyle(document.querySelector('.topbar .brand'), '::before').backgroundImage")
    assert flag == "none", flag            # no kind's flag: a blank one
    seats = p.locator('form.create select[name="seats"] option').evaluate_all("(os) => os.map((o) => Number(o.value))")
    assert seats == [3, 4, 5]
    _no_sideways_scroll(p, "the page")
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_a_games_page_and_its_join_page_are_its_kinds(watched, web_live):
    base = web_live["base"]
    r = httpx.post(f"{base}/games", timeout=30, json={"kind": "ottomans", "seats": 2, "players": [{"name": "A"}],
                                                      "options": {"scenario": 1}})
    assert r.status_code == 201, r.text
    w = watched(**DESKTOP)
    p = w.page
    p.goto(f"{base}/play/#/")
    p.locator('form.create select[name="kind"]:not([disabled])').select_option("ottomans")
    until(p, "() => document.querySelector('.topbar .brand').dataset.kind === 'ottomans'", timeout=HANG_MS)
    p.goto(f"{base}/play/#/join/{r.json()['id']}")
    p.locator(".join form").wait_for(timeout=HANG_MS)
    assert _brand(p) == ("The Ottomans", "ottomans", "The Ottomans")
    p.goto(f"{base}/play/#/watch/{r.json()['id']}")
    until(p, "() => document.querySelector('#app').dataset.board", timeout=HANG_MS)
    assert _brand(p)[:2] == ("The Ottomans", "ottomans")
    p.goto(f"{base}/play/#/account")              # no game: 1821's
    p.locator("#app[data-page=account]").wait_for(timeout=HANG_MS)
    assert _brand(p)[:2] == ("1821, The Battle", "1821")
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


# every piece drawn over the map (stacks, cities, the optional rules' markers; the seats'
# control outlines): its area, and the area of what is on top at a point of it (its box's
# centre; an outline's: a point of its stroke where its region's fill is not, its own edge)
_PIECES = """() => {""" + _ELEMENT_AT + """
  const svg = document.querySelector('.ott-svg');
  const frame = svg.closest('.map-frame');
  const toSvg = (el, x, y) => new DOMPoint(x, y).matrixTransform(el.getCTM()).matrixTransform(svg.getCTM().inverse());
  const out = [];
  for (const el of svg.querySelectorAll(':scope > g.stacks > g.stack, :scope > g.cities > g.city, :scope > g.markers > g.marker')) {
    const b = el.getBBox();
    const q = toSvg(el, b.x + b.width / 2, b.y + b.height / 2);
    const top = elementAt(svg, frame, q.x, q.y);
    out.push([el.getAttribute('class'), el.getAttribute('data-area'), top?.closest('[data-area]')?.getAttribute('data-area') ?? null, top === el || el.contains(top)]);
  }
  for (const el of svg.querySelectorAll('g.control > path')) {
    const land = svg.querySelector(`g.region[data-area="${el.getAttribute('data-area')}"] > path`);
    const n = 40, len = el.getTotalLength();
    let hit = null;
    for (let i = 0; i < n && !hit; i++) {
      const c = el.getPointAtLength(len * i / n);
      const q = toSvg(el, c.x, c.y);
      const top = elementAt(svg, frame, q.x, q.y);
      if (top === el) hit = [el.getAttribute('data-area'), top.getAttribute('data-area')];
    }
    out.push(['control', el.getAttribute('data-area'), hit ? hit[1] : null, hit !== null]);
  }
  return out;
}"""


def test_a_click_on_a_piece_picks_its_area(watched, web_live):
    base = web_live["base"]
    r = httpx.post(f"{base}/games", timeout=30, json={"kind": "ottomans", "seats": 2, "players": [{"name": "A"}, {"name": "B"}],
                                                      "options": {"scenario": 1, "max_rounds": 1}})
    assert r.status_code == 201, r.text
    g = r.json()
    tokens = {x["seat"]: x["token"] for x in g["players"]}
    _to_end_phase(base, g["id"], tokens)              # the cores chosen: seats control regions
    w = _seat_page(watched, base, tokens[0], **DESKTOP)
    p = w.page
    p.wait_for_selector(".ott-svg g.control > path", timeout=HANG_MS)
    got = p.evaluate(_PIECES)
    kinds = {c.split()[0] for c, *_ in got}
    assert {"stack", "city", "control"} <= kinds, kinds
    assert all(area for _, area, _, _ in got), [x for x in got if not x[1]]
    # each is found by its area, and what is on top at its point is it or names its area
    wrong = [x for x in got if x[0] != "control" and x[3] and x[2] != x[1]]
    assert not wrong, wrong
    outlines = [x for x in got if x[0] == "control"]
    assert any(x[3] for x in outlines), outlines          # an outline on top somewhere
    assert all(x[2] == x[1] for x in outlines if x[3]), outlines
    # a click on each kind of piece picks its area
    for sel in (".ott-svg g.stacks > g.stack[data-area]", ".ott-svg g.control > path[data-area]"):
        el = p.locator(sel).first
        area = el.get_attribute("data-area")
        if sel.endswith("g.stack[data-area]"):
            el.click()
        else:
            at = p.evaluate("""(area) => {""" + _ELEMENT_AT + """
              const svg = document.querySelector('.ott-svg');
              const el = svg.querySelector(`g.control > path[data-area="${area}"]`);
              const len = el.getTotalLength();
              for (let i = 0; i < 40; i++) {
                const c = el.getPointAtLength(len * i / 40);
                const q = new DOMPoint(c.x, c.y).matrixTransform(el.getCTM()).matrixTransform(svg.getCTM().inverse());
                if (elementAt(svg, svg.closest('.map-frame'), q.x, q.y) === el) {
                  const s = new DOMPoint(q.x, q.y).matrixTransform(svg.getScreenCTM());
                  return [s.x, s.y];
                }
              }
              return null;
            }""", area)
            if at is None:
                continue
            p.mouse.click(at[0], at[1])
        p.wait_for_selector(f'.ott-svg g.region.selected[data-area="{area}"], .ott-svg g.sea.selected[data-area="{area}"]', timeout=HANG_MS)
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


# the region names whose centre is off their region (an island's on the sea beside it):
# [area, the centre in the picture's px, the area of what is on top there]
_ISLAND_NAMES = """() => {""" + _ELEMENT_AT + """
  const svg = document.querySelector('.ott-svg');
  const frame = svg.closest('.map-frame');
  const out = [];
  for (const g of svg.querySelectorAll('g.region-label[data-area]')) {
    const id = g.getAttribute('data-area');
    const t = g.querySelector('text');
    const b = t.getBBox();
    const c = new DOMPoint(b.x + b.width / 2, b.y + b.height / 2);
    const land = svg.querySelector(`g.region[data-area="${id}"] > path`);
    const q = c.matrixTransform(t.getCTM()).matrixTransform(svg.getCTM().inverse());
    const onLand = land.isPointInFill(c.matrixTransform(t.getCTM()).matrixTransform(land.getCTM().inverse()));
    if (onLand) continue;
    const top = elementAt(svg, frame, q.x, q.y);
    out.push([id, q.x, q.y, top?.closest('[data-area]')?.getAttribute('data-area') ?? null]);
  }
  return out;
}"""


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["1280", "390"])
def test_an_island_name_picks_the_island(watched, web_live, size):
    base = web_live["base"]
    r = httpx.post(f"{base}/games", timeout=30, json={"kind": "ottomans", "seats": 2, "players": [{"name": "A"}, {"name": "B"}],
                                                      "options": {"scenario": 1}})
    assert r.status_code == 201, r.text
    w = _seat_page(watched, base, r.json()["players"][0]["token"], **size)
    p = w.page
    p.wait_for_selector(".ott-svg g.region-label[data-area]", timeout=HANG_MS)
    got = p.evaluate(_ISLAND_NAMES)
    ids = [x[0] for x in got]
    assert {"crete", "rhodes", "cyprus"} <= set(ids), ids
    assert all(x[3] == x[0] for x in got), [x for x in got if x[3] != x[0]]
    for area, x, y, _ in got:
        at = p.evaluate("""([x, y]) => {""" + _ELEMENT_AT + """
          const svg = document.querySelector('.ott-svg');
          elementAt(svg, svg.closest('.map-frame'), x, y);
          const s = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM());
          return [s.x, s.y];
        }""", [x, y])
        if size is PHONE:
            p.touchscreen.tap(at[0], at[1])
        else:
            p.mouse.click(at[0], at[1])
        p.wait_for_selector(f'.ott-svg g.region.selected[data-area="{area}"]', timeout=HANG_MS)
    assert not w.errors and not w.foreign, (w.errors, w.foreign)
