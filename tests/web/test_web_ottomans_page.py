"""Issue 32's loose ends of the Ottomans web page (``web/src/pages/ottomans.ts``):

1. the top bar and the document title name the game kind of the page ("The Ottomans" on
   an Ottomans game's page, "1821, The Battle" on the lobby and on 1821's pages);
2. the lobby offers every optional rule of ``OttomansOptions`` (22.0-25.0: a boolean whose
   description says "Optional rule"), each off by default and labelled with its rule
   number, and what is ticked reaches the created game's options;
3. at 1280x800, at 150 % browser zoom (a 1280x800 window: 853x533 CSS px at 1.5 device
   pixels per px) and at 390 px wide, the map's players box, legend and turn track are
   whole on the page's first view of each (page and side panel scrolled to them, the map
   frame left as the page opened it: before, they were parts of the zoomed map, cut by its
   frame), the side cards are within the width, the map frame is no taller than the
   window and nothing scrolls sideways;
4. the keyboard shortcuts (E ends the phase, M the map, A the actions, ← a version back;
   P passes when the phase's end opens a reaction window to the other seat, as it may) and
   the turn signals (the tab title "▶ Your move · <name>", the favicon badge and, with
   "Sound on my turn" on, its two tones, only on the page of the seat the game waits on)
   of 1821's page.

The games are made and brought to a state over HTTP (the seats' actions are the simplest
legal ones); what is checked is what the pages show and send."""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

import httpx
import pytest
from page_wait import until
from support import ROOT
from test_web_seats_history import PHONE, auth

pytestmark = pytest.mark.timeout(600)
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
ZOOM_150 = {"viewport": {"width": 853, "height": 533}, "device_scale_factor": 1.5}
HANG_MS = 120_000       # a hang bound per wait (the machine is shared), not a latency one


def _ottomans(base: str, players: list[dict], **options) -> dict:
    r = httpx.post(f"{base}/games", json={"kind": "ottomans", "seats": len(players), "players": players,
                                          "options": {"scenario": 1, **options}}, timeout=30)
    assert r.status_code == 201, r.text
    return r.json()


def _view(base: str, gid: str) -> dict:
    return httpx.get(f"{base}/games/{gid}", timeout=30).json()


def _waited(base: str, gid: str, timeout: float = 60.0) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        v = _view(base, gid)
        if v["waiting_for"]:
            return v
        assert time.monotonic() < deadline, {k: v[k] for k in ("status", "phase", "step", "version")}
        time.sleep(0.1)


def _simple(o: dict) -> dict | None:
    """The simplest action of an option (None: not one played here)."""
    t = o["type"]
    if t == "choose_core":
        return {"type": t, "nationality": o["nationalities"][0]}
    if t == "react" and not o.get("stratagem"):
        return {"type": t, "stratagem": None}
    if t == "pick":
        return {"type": t, "pieces": o["pieces"][:o["count"]]}
    if t == "discard":
        return {"type": t, "stratagems": o["stratagems"][:o["count"]]}
    if t == "reinforce":
        return {"type": t, "places": {u: ps[0] for u, ps in list(o["places"].items())[:o["count"]]}}
    return None


def _to_end_phase(base: str, gid: str, tokens: dict[int, str]) -> tuple[int, dict]:
    """Play the simplest actions over HTTP (ending a phase that offers no move) until a seat
    may end its phase and move its forces: (that seat, the view)."""
    for _ in range(80):
        v = _waited(base, gid)
        seat = v["waiting_for"][0]
        la = httpx.get(f"{base}/games/{gid}/legal-actions", headers=auth(tokens[seat]), timeout=30).json()
        types = {o["type"] for o in la["actions"]}
        if {"end_phase", "move"} <= types and la["version"] == v["version"]:
            return seat, v
        action = {"type": "end_phase"} if "end_phase" in types else next((a for a in map(_simple, la["actions"]) if a), None)
        assert action, la["actions"][:3]
        r = httpx.post(f"{base}/games/{gid}/actions", json=action, timeout=30,
                       headers={**auth(tokens[seat]), "If-Match": f'"{la["version"]}"'})
        assert r.status_code in (201, 412), r.text          # 412: the game moved on (a window closed)
    raise AssertionError("no seat was offered to end its phase and to move")


def _seat_page(watched, base: str, token: str, init: str | None = None, **kw):
    w = watched(**kw)
    if init:
        w.context.add_init_script(init)
    w.page.goto(f"{base}/play/#/seat/{token}")
    until(w.page, "() => document.querySelector('#app').dataset.board", timeout=HANG_MS)
    return w


def test_the_top_bar_and_the_title_name_the_game_kind(watched, web_live):
    base = web_live["base"]
    g = _ottomans(base, [{"name": "Mehmed"}, {"name": "Janos", "bot": "random"}])
    r = httpx.post(f"{base}/games", json={"seats": 2, "players": [{"name": "Kolokotronis"}], "options": {}}, timeout=30)
    assert r.status_code == 201, r.text
    g1821 = r.json()
    w = watched(**DESKTOP)
    p = w.page

    def brand() -> tuple[str, str]:
        return p.locator(".topbar .brand").inner_text(), p.title()

    p.goto(f"{base}/play/")
    p.locator("form.create").wait_for()
    assert brand() == ("1821, The Battle", "1821, The Battle")
    p.goto(f"{base}/play/#/watch/{g['id']}")
    until(p, "() => document.querySelector('#app').dataset.board", timeout=HANG_MS)
    text, title = brand()
    assert text == "The Ottomans" and title.endswith(" — The Ottomans") and "1821" not in title, (text, title)
    assert p.locator(".topbar .brand").get_attribute("data-kind") == "ottomans"
    p.goto(f"{base}/play/#/seat/{g['players'][0]['token']}")
    until(p, "() => document.title.includes('Mehmed')", timeout=HANG_MS)
    assert brand()[0] == "The Ottomans" and brand()[1].endswith(" — The Ottomans"), brand()
    r = httpx.post(f"{base}/games", json={"kind": "ottomans", "seats": 2, "players": [{"name": "Mehmed"}],
                                          "options": {"scenario": 1}}, timeout=30)
    assert r.status_code == 201, r.text
    p.goto(f"{base}/play/#/join/{r.json()['id']}")           # the join page names the game joined
    p.locator(".join form, .join button").first.wait_for(timeout=HANG_MS)
    assert brand() == ("The Ottomans", "The Ottomans"), brand()
    p.goto(f"{base}/play/#/watch/{g1821['id']}")           # 1821's page: 1821's name again
    p.wait_for_selector("#app[data-page=watch] .fame tbody tr", timeout=HANG_MS)
    until(p, "() => document.title.endsWith('1821, The Battle')", timeout=HANG_MS)
    assert brand()[0] == "1821, The Battle", brand()
    p.goto(f"{base}/play/#/")
    p.locator("form.create").wait_for()
    assert brand() == ("1821, The Battle", "1821, The Battle")
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_the_lobby_offers_every_optional_rule_and_the_game_gets_what_is_ticked(watched, web_live):
    base = web_live["base"]
    spec = json.loads((ROOT / "openapi" / "openapi.json").read_text())["components"]["schemas"]["OttomansOptions"]
    rules = {k: re.search(r"\d+\.0", s["description"]).group(0) for k, s in spec["properties"].items()
             if s.get("type") == "boolean" and s["description"].startswith("Optional rule")}
    assert {"special_tactics", "pillage", "colonization", "civilization"} <= set(rules), rules
    w = watched(**DESKTOP)
    p = w.page
    p.goto(f"{base}/play/")
    p.locator("select[name=kind]").select_option("ottomans")
    p.locator(".kind-options").wait_for()
    for k, number in rules.items():
        box = p.locator(f".kind-options input[type=checkbox][name={k}]")
        assert box.count() == 1, f"no box for the optional rule {k} ({number})"
        assert not box.is_checked(), k                                    # off by default
        label = box.locator("xpath=ancestor::label[1]").inner_text()
        assert f"({number})" in label, (k, label)
    p.locator(".kind-options input[name=colonization]").check()
    p.locator(".kind-options input[name=pillage]").check()
    p.locator("input[name=name]").fill("Mehmed")
    p.locator("form.create button[type=submit]").click()
    p.wait_for_url(re.compile(r"#/game/[0-9a-f]{16}$"), timeout=HANG_MS)
    options = _view(base, p.url.rsplit("/", 1)[1])["options"]          # the view leaves out the defaults (off)
    assert {k: options.get(k, False) for k in rules} == {k: k in ("colonization", "pillage") for k in rules}, options
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


# Each element's box against what is visible of it: the window and every ancestor that clips
# (overflow not visible), after the page and the side panel are scrolled to it; the map
# frame keeps the view the page opened with.
MEASURE = """(sel) => {
  const frame = document.querySelector('.map-frame');
  const keep = frame ? [frame.scrollLeft, frame.scrollTop] : null;
  const out = [];
  for (const e of document.querySelectorAll(sel)) {
    if (!e.getBoundingClientRect().width) continue;                       // not shown
    e.scrollIntoView({ block: 'start', inline: 'nearest' });
    if (frame) [frame.scrollLeft, frame.scrollTop] = keep;
    const r = e.getBoundingClientRect();
    let c = { l: 0, t: 0, r: innerWidth, b: innerHeight };
    for (let a = e.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const q = a.getBoundingClientRect();
      c = { l: Math.max(c.l, q.left), t: Math.max(c.t, q.top), r: Math.min(c.r, q.right), b: Math.min(c.b, q.bottom) };
    }
    out.push({ what: (e.getAttribute('aria-label') || e.getAttribute('class') || e.tagName) + ': '
                     + (e.textContent || '').replace(/\\s+/g, ' ').slice(0, 80),
               box: [r.left, r.top, r.right, r.bottom].map(Math.round), clip: [c.l, c.t, c.r, c.b].map(Math.round),
               whole: r.left >= c.l - 1 && r.top >= c.t - 1 && r.right <= c.r + 1 && r.bottom <= c.b + 1 });
  }
  return out;
}"""


@pytest.mark.parametrize("size", ["1280x800", "150% zoom", "390 wide"])
def test_the_players_box_legend_and_turn_track_are_whole_at_every_size(watched, web_live, size):
    """In the first player turn (forces on the map, the seat's moves offered). With
    ``BATTLE1821_SCREENSHOTS`` set (a folder) it writes ``ottomans-web-game-<size>.png``
    (the page as it opens) and ``ottomans-web-key-<size>.png`` (scrolled to the key card)."""
    base = web_live["base"]
    g = _ottomans(base, [{"name": "Mehmed"}, {"name": "Janos"}])
    seat, _ = _to_end_phase(base, g["id"], {p["seat"]: p["token"] for p in g["players"]})
    kw = {"1280x800": DESKTOP, "150% zoom": ZOOM_150, "390 wide": PHONE}[size]
    w = _seat_page(watched, base, g["players"][seat]["token"], **kw)
    p = w.page
    p.wait_for_selector("#app[data-my-turn='1'] .ott-actions [data-action=end_phase]", timeout=HANG_MS)
    p.wait_for_timeout(500)                                  # the first view (zoomed in on the Balkans) is set
    shots = os.environ.get("BATTLE1821_SCREENSHOTS")
    name = {"1280x800": "desktop", "150% zoom": "zoom150", "390 wide": "phone"}[size]
    if shots:
        p.screenshot(path=str(Path(shots) / f"ottomans-web-game-{name}.png"))
    # the picture's parts, in the map or out of it: whichever are shown must be whole
    parts = p.evaluate(MEASURE, ".ott-svg > g.panel, .ott-svg > g.track, .ott-key-part")
    text = " ".join(x["what"] for x in parts)
    assert "LEGEND" in text and "Mehmed" in text and "1450-59" in text, parts    # the legend, the players, the turns
    assert all(x["whole"] for x in parts), [x for x in parts if not x["whole"]]
    cards = p.evaluate(MEASURE, ".side > .card, .side > div > .card")
    assert len(cards) >= 5 and all(c["box"][0] >= 0 and c["box"][2] <= c["clip"][2] + 1 for c in cards), \
        [c for c in cards if c["box"][2] > c["clip"][2] + 1]
    inner = p.evaluate("() => [innerWidth, innerHeight, document.documentElement.scrollWidth,"
                       " document.querySelector('.map-frame').getBoundingClientRect().height]")
    assert inner[2] <= inner[0], f"the page scrolls sideways: {inner}"
    assert inner[3] <= inner[1], f"the map frame is taller than the window: {inner}"
    if shots:
        p.evaluate("() => document.querySelector('.ott-key').scrollIntoView({ block: 'start' })")
        p.screenshot(path=str(Path(shots) / f"ottomans-web-key-{name}.png"))
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_shortcuts_and_the_turn_signal(watched, web_live):
    base = web_live["base"]
    g = _ottomans(base, [{"name": "Mehmed"}, {"name": "Janos"}])
    gid = g["id"]
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    names = {0: "Mehmed", 1: "Janos"}
    seat, v = _to_end_phase(base, gid, tokens)
    # "Sound on my turn" on (1821's switch, remembered in localStorage); the tones counted
    sound = ("localStorage.setItem('battle1821.turnSound', '1'); window.__tones = 0;"
             "const make = AudioContext.prototype.createOscillator;"
             "AudioContext.prototype.createOscillator = function () { window.__tones++; return make.call(this); };")
    pages = {s: _seat_page(watched, base, tokens[s], init=sound).page for s in (0, 1)}
    spectator = watched()
    spectator.page.goto(f"{base}/play/#/watch/{gid}")
    until(spectator.page, "() => document.querySelector('#app').dataset.board", timeout=HANG_MS)

    def signals(p) -> list:
        return p.evaluate("() => [document.title, document.querySelector(\"link[rel~='icon']\").dataset.turn]")

    # the turn signal: only the page of the seat waited on says so (the title names its player)
    p = pages[seat]
    until(p, "() => document.title.startsWith('▶ Your move')", timeout=HANG_MS)
    mine, other, watching = signals(p), signals(pages[1 - seat]), signals(spectator.page)
    assert mine[0].startswith(f"▶ Your move · {names[seat]} · ") and mine[1] == "1", mine
    assert not other[0].startswith("▶") and other[0].startswith(f"{names[1 - seat]} · ") and other[1] == "0", other
    assert not watching[0].startswith("▶") and watching[1] == "0", watching
    assert p.evaluate("() => window.__tones") == 2 and pages[1 - seat].evaluate("() => window.__tones") == 0   # the two-tone signal, once
    assert p.locator(".ott-turn-tools input[name='battle1821.turnSound']").count() == 1     # 1821's switches
    assert "end the phase" in p.locator(".ott-turn-tools .keys").inner_text()
    assert pages[1 - seat].locator(".ott-turn-tools").is_visible()
    assert not spectator.page.locator(".ott-turn-tools").is_visible()

    # the shortcuts: M the map's first area to pick, A the actions, E ends the phase
    p.wait_for_selector(".ott-svg g.pickable", state="attached", timeout=HANG_MS)      # its forces' areas, outlined
    p.locator("body").click(position={"x": 5, "y": 60})
    p.keyboard.press("m")
    assert p.evaluate("() => document.activeElement.matches('.ott-svg g.pickable')"), p.evaluate("() => [document.querySelectorAll('.ott-svg g.pickable').length, document.activeElement.outerHTML.slice(0, 80), document.querySelector('.ott-actions').innerText.slice(0, 300)]")
    p.keyboard.press("a")
    assert p.evaluate("() => !!document.activeElement.closest('.ott-actions')")
    assert _view(base, gid)["version"] == v["version"]       # nothing sent by M or A (and no one else may act)
    p.keyboard.press("e")
    until(p, "(v) => Number(document.querySelector('#app').dataset.version) > v", arg=v["version"], timeout=HANG_MS)
    after = _view(base, gid)
    assert after["version"] > v["version"] and (after["phase"], after["step"], after["phasing"]) != (v["phase"], v["step"], v["phasing"]), \
        ({k: v[k] for k in ("phase", "step", "phasing")}, {k: after[k] for k in ("phase", "step", "phasing")})

    # the signal follows the game: once the game waits on one seat only, its page alone says so
    w2 = _waited(base, gid)
    print(f"after E: {w2['phase']}/{w2['step']}, waiting for {w2['waiting_for']} (E was seat {seat}'s)")
    if len(w2["waiting_for"]) == 1 and w2["status"] not in ("finished", "cancelled"):
        s2 = w2["waiting_for"][0]
        until(pages[s2], "() => document.title.startsWith('▶ Your move')", timeout=HANG_MS)
        until(pages[1 - s2], "() => !document.title.startsWith('▶')", timeout=HANG_MS)
        if s2 != seat:                                       # the turn came to the other seat: its tone too
            until(pages[s2], "() => window.__tones === 2", timeout=HANG_MS)
        q = pages[s2]
        if q.locator(".ott-actions [data-action=react-pass]").count():     # P passes in a reaction window
            q.locator("body").click(position={"x": 5, "y": 60})
            q.keyboard.press("p")
            until(q, "(v) => Number(document.querySelector('#app').dataset.version) > v", arg=w2["version"], timeout=HANG_MS)
            assert _view(base, gid)["version"] > w2["version"]
            print("P passed the reaction window")

    # ← a version back (the timeline shows the past), also for a spectator
    sp = spectator.page
    sp.locator("body").click(position={"x": 5, "y": 60})
    latest = int(sp.locator("#app").get_attribute("data-version"))
    sp.keyboard.press("ArrowLeft")
    # one version back from the latest the page knew at the key press: the one read just
    # above, or one newer when a seat page's automatic pass (0.4-1.5 s after a window opens)
    # reached the spectator in between
    at = until(sp, "(v) => { const a = document.querySelector('#app').dataset.at; "
                   "return a && (Number(a) === v - 1 || Number(a) === v) ? Number(a) : null; }",
               arg=latest, timeout=HANG_MS)
    assert at < int(sp.locator("#app").get_attribute("data-version")), (at, latest)
    for w in (spectator,):
        assert not w.errors and not w.foreign, (w.errors, w.foreign)
