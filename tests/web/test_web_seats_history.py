"""Computer seats, clocks, history and undo in the web client, against the live server and
worker (real Redis, real RQ, Debian's Chromium): a computer seat marked with its bot; the
clock of the seat the game waits on counting down, turning low, running out, the seat
taken over by a bot and taken back with "Take back my seat"; the timeline of a live game
("Rewind", step back/forward, arrow keys, "Back to live" while the game moves on) and of a
finished one, the board drawn as it was at that version; Undo of a reinforcement and the
server's refusal (409 ``undo_barrier``) told in words. Screenshots go to the test's folder."""

from __future__ import annotations

import time

import httpx
import shots
from page_wait import until
from test_web_layout import _no_sideways_scroll

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def _create(base: str, players: list[dict], **options) -> dict:
    r = httpx.post(base + "/games", json={"seats": len(players), "players": players, "options": options})
    assert r.status_code == 201, r.text
    return r.json()


def _view(base: str, gid: str, token: str | None = None) -> dict:
    return httpx.get(f"{base}/games/{gid}", headers=auth(token) if token else {}).json()


def _waited(base: str, gid: str, timeout: float = 20.0) -> dict:
    """The view once the game waits on a seat."""
    deadline = time.monotonic() + timeout
    while True:
        v = _view(base, gid)
        if v["waiting_for"]:
            return v
        assert time.monotonic() < deadline, v
        time.sleep(0.05)


def _act(base: str, gid: str, token: str, action: dict) -> dict:
    v = _view(base, gid, token)
    r = httpx.post(f"{base}/games/{gid}/actions", json=action,
                   headers={**auth(token), "If-Match": f'"{v["version"]}"'})
    assert r.status_code == 201, r.text
    return r.json()


def _place_starts(base: str, gid: str, tokens: dict[int, str]) -> dict:
    """Every seat places its starting infantry in its first region offered; returns the
    view once the game waits on a seat after setup."""
    while True:
        v = _waited(base, gid)
        if v["step"] != "place_start":
            return v
        seat = v["waiting_for"][0]
        la = httpx.get(f"{base}/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()
        opt = next(o for o in la["actions"] if o["type"] == "place_start")
        _act(base, gid, tokens[seat], {"type": "place_start", "region": opt["regions"][0]})


def _labels(page) -> dict[str, str]:
    """Every region's accessible name on the map (who holds it, what stands there)."""
    return page.evaluate("() => Object.fromEntries([...document.querySelectorAll('.map .hit')]"
                         ".map(e => [e.dataset.region, e.getAttribute('aria-label')]))")


REFUSED_409 = "console: Failed to load resource: the server responded with a status of 409 (Conflict)"
STALE_412 = "console: Failed to load resource: the server responded with a status of 412 (Precondition Failed)"
"""Chromium logs every refused request; a 409 the page shows as a problem is expected."""


def test_a_computer_seat_is_marked_with_its_bot(watched, web_live):
    base = web_live["base"]
    g = _create(base, [{"name": "Ypsilantis"}, {"name": "Kanaris", "bot": "greedy"}], max_rounds=3)
    for kw, shot in (({}, "bot-seat.png"), (PHONE, "bot-seat-phone.png")):
        w = watched(**kw)
        p = w.page
        p.goto(f"{base}/play/#/watch/{g['id']}")
        badge = p.locator(".fame tr[data-seat='1'] .seat-bot")
        badge.wait_for()
        assert badge.get_attribute("data-kind") == "bot"
        assert badge.inner_text() == "computer · greedy"
        assert p.locator(".fame tr[data-seat='0'] .seat-bot").count() == 0
        shots.shot(p, shot)
        if kw:
            _no_sideways_scroll(p, "watch with a computer seat")
        assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_a_clock_counts_down_runs_out_and_the_seat_is_taken_back(watched, web_live):
    base = web_live["base"]
    # 12 s: low 2 s after the seat's turn began (10 s or less), out 12 s after it; the page
    # has 10.8 s to show the running clock before the 1.2 s of counting down it is watched for
    # (a page load at load ~20 takes ~6 s)
    g = _create(base, [{"name": "Kolokotronis"}, {"name": "Bouboulina"}], max_rounds=30,
                clock={"initial_s": 12}, takeover_bot="random")
    gid = g["id"]
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    seat = _waited(base, gid)["waiting_for"][0]
    name = ("Kolokotronis", "Bouboulina")[seat]
    w = watched()
    p = w.page
    p.goto(f"{base}/play/#/seat/{tokens[seat]}")
    mine = p.locator(f".clocks .clock[data-seat='{seat}']")
    mine.wait_for()
    assert p.get_by_role("timer", name=f"{name}: time left").get_attribute("data-seat") == str(seat)
    p.wait_for_function("s => document.querySelector(`.clock[data-seat='${s}']`).classList.contains('running')", arg=seat)
    other = p.locator(f".clocks .clock[data-seat='{1 - seat}']")
    assert "running" not in (other.get_attribute("class") or "")
    started = time.monotonic()
    t0, ms0 = mine.locator(".clock-time").inner_text(), int(mine.get_attribute("data-ms"))
    assert 1200 < ms0 <= 12_000, ms0
    # no event meanwhile: the page counts by itself, by the time that passed (at most what
    # the test waited, read on the test's own clock, plus 1 s for a late 250 ms tick)
    p.wait_for_function("([s, ms]) => +document.querySelector(`.clock[data-seat='${s}']`).dataset.ms <= ms",
                        arg=[seat, ms0 - 1200], timeout=60_000)
    t1, ms1 = mine.locator(".clock-time").inner_text(), int(mine.get_attribute("data-ms"))
    waited_ms = (time.monotonic() - started) * 1000
    assert t1 != t0 and 1200 <= ms0 - ms1 <= waited_ms + 1000, (t0, t1, ms0, ms1, waited_ms)
    assert other.get_attribute("data-ms") == "12000" and other.locator(".clock-time").inner_text() == "0:12"
    p.wait_for_selector(f".clock.low.running[data-seat='{seat}']", timeout=60_000)   # 10 s or less
    shots.shot(p, "clock-low.png")
    # the clock runs out: a server bot takes the seat over; its human may take it back
    control = p.locator(".seat-control")
    control.wait_for(timeout=60_000)
    assert "when your clock ran out" in control.inner_text()
    assert p.locator(f".fame tr[data-seat='{seat}'] .seat-bot").inner_text() == "random plays · clock ran out"
    assert p.locator(f".clock[data-seat='{seat}'] .clock-time").inner_text() == "0:00"
    # the log tells it in its own words, once the event stream told the page (the seat's
    # card above comes by the page's re-read, which an earlier event may bring first)
    until(p, "(t) => document.querySelector('.log').textContent.includes(t)", f"takes over {name}'s seat (the clock ran out)", timeout=60_000)
    assert "taken over by the bot" not in p.locator(".log").inner_text()
    shots.shot(p, "taken-over.png")
    button = p.get_by_role("button", name="Take back my seat")
    # the browser logs each refusal: the page's own retries (game.ts takeBack: every second
    # until the server accepts) meet 409 seat_in_turn while the bot plays the turn, and 412
    # stale_version when the bot moved between the page's read and its take-back
    refused = {REFUSED_409, STALE_412}
    for _ in range(20):         # 409 seat_in_turn while the bot is in the seat's turn: told, then try again
        button.click()
        p.wait_for_selector(".seat-slot .notice, .seat-slot .problem")
        box = p.locator(".seat-slot .problem")
        if box.count() == 0:
            break
        code = box.get_attribute("data-code")
        assert code in ("seat_in_turn", "stale_version"), box.inner_text()
        if code == "seat_in_turn":
            assert "the bot is in the middle of the seat's turn" in box.inner_text() or "turn" in box.inner_text()
        p.wait_for_timeout(300)
        button = p.get_by_role("button", name="Take back my seat")
    p.wait_for_selector(".seat-slot .notice:has-text('Your seat is yours again')")
    info = httpx.get(f"{base}/games/{gid}/players/{seat}").json()
    assert info["taken_over"] is False and info["bot"] is None, info
    p.wait_for_function("s => !document.querySelector(`.fame tr[data-seat='${s}'] .seat-bot`)", arg=seat, timeout=60_000)
    assert p.locator(".seat-control").count() == 0
    assert set(w.errors) <= refused and not w.foreign, (w.errors, w.foreign)


def test_rewind_a_live_game_step_through_and_back_to_live(watched, web_live):
    base = web_live["base"]
    g = _create(base, [{"name": "Kolokotronis"}, {"name": "Bouboulina"}], max_rounds=5)
    gid = g["id"]
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    first = _waited(base, gid)
    _place_starts(base, gid, tokens)
    w = watched()
    p = w.page
    p.goto(f"{base}/play/#/watch/{gid}")
    p.wait_for_selector(".link.live")
    live = _view(base, gid)
    p.wait_for_selector(f"#app[data-version='{live['version']}']")
    now = _labels(p)
    placed = [r["id"] for r in live["regions"] if r["owner"] is not None]
    assert len(placed) == 2
    # Rewind: the version before, then back to where nobody had placed anything
    p.get_by_role("button", name="Rewind").click()
    p.wait_for_selector(f"#app[data-shown='{live['version'] - 1}']")
    assert p.locator(".status h1").inner_text().startswith(f"Version {live['version'] - 1}:")
    slider = p.get_by_role("slider", name="Version")
    assert slider.get_attribute("max") == str(live["version"])
    assert slider.input_value() == str(live["version"] - 1)
    back = p.get_by_role("button", name="Step back")
    for k in range(live["version"] - 2, first["version"] - 1, -1):
        back.click()
        p.wait_for_selector(f"#app[data-shown='{k}']")
    then = _labels(p)
    assert then != now
    for r in placed:               # the starting infantry are not there yet
        assert "Kolokotronis" not in then[r] and "Bouboulina" not in then[r], then[r]
        assert now[r] != then[r]
    svg = p.locator(".timeline .svg-link").get_attribute("href")
    assert svg == f"/games/{gid}/board.svg?at={first['version']}"
    past_svg = httpx.get(base + svg)
    assert past_svg.status_code == 200 and past_svg.headers["etag"] == f'"{first["version"]}"'
    label = p.locator(".timeline-label").inner_text()
    assert label.startswith(f"Version {first['version']} of {live['version']}"), label
    shots.shot(p, "timeline-rewound.png")
    # the arrow keys step too (not while a field has the focus)
    p.locator(".status h1").click()
    p.keyboard.press("ArrowRight")
    p.wait_for_selector(f"#app[data-shown='{first['version'] + 1}']")
    p.keyboard.press("ArrowLeft")
    p.wait_for_selector(f"#app[data-shown='{first['version']}']")
    # the game moves on meanwhile: logged, counted on the timeline, the past board stays
    seat = live["waiting_for"][0]
    la = httpx.get(f"{base}/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()
    opt = next(o for o in la["actions"] if o["type"] == "reinforce")
    acc = _act(base, gid, tokens[seat], {"type": "reinforce", "placements": [
        {"region": opt["regions"][0], "infantry": 1, "cannons": 0}]})
    p.wait_for_function("v => document.querySelector('.timeline-slider').max === String(v)", arg=acc["version"])
    until(p, "(v) => document.querySelector(`.log li[data-version='${v}'].later`)", acc["version"], timeout=60_000)   # by the stream
    assert _labels(p) == then
    p.get_by_role("button", name="Back to live").click()
    p.wait_for_function("() => !document.querySelector('#app').dataset.at")
    p.get_by_role("button", name="Rewind").wait_for()
    region = opt["regions"][0]
    p.wait_for_function("([r, b]) => document.querySelector(`.map .hit[data-region='${r}']`).getAttribute('aria-label') !== b",
                        arg=[region, now[region]])          # the live board, reinforced meanwhile
    after = _labels(p)
    assert after != then and after[region] != then[region]
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_a_finished_game_has_a_timeline_from_its_record(watched, web_live):
    base = web_live["base"]
    g = _create(base, [{"name": "Miaoulis", "bot": "random"}, {"name": "Nikitaras", "bot": "random"}], max_rounds=1)
    gid = g["id"]
    deadline = time.monotonic() + 60
    while (v := _view(base, gid))["status"] != "finished":
        assert time.monotonic() < deadline, v
        time.sleep(0.2)
    w = watched(**PHONE)
    p = w.page
    p.goto(f"{base}/play/#/watch/{gid}")
    p.wait_for_selector("#app[data-status=finished]")
    slider = p.get_by_role("slider", name="Version")
    assert slider.input_value() == str(v["version"]) and slider.get_attribute("max") == str(v["version"])
    end = _labels(p)
    assert p.locator(".fame .seat-bot").count() == 2
    slider.fill("3")
    p.wait_for_selector("#app[data-shown='3']")
    assert _labels(p) != end
    p.wait_for_function("() => / · \\S/.test(document.querySelector('.timeline-label').textContent)")   # from the record
    p.get_by_role("button", name="Step forward").click()
    p.wait_for_selector("#app[data-shown='4']")
    _no_sideways_scroll(p, "a finished game's timeline")
    shots.shot(p, "timeline-finished-phone.png")
    p.get_by_role("button", name="Back to the end").click()
    p.wait_for_function("() => !document.querySelector('#app').dataset.at")
    assert _labels(p) == end
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_undo_takes_a_reinforcement_back_and_the_barrier_is_told(watched, web_live):
    base = web_live["base"]
    g = _create(base, [{"name": "Kolokotronis"}, {"name": "Bouboulina"}], max_rounds=5)
    gid = g["id"]
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    v = _place_starts(base, gid, tokens)
    assert v["step"] == "reinforcement", v
    seat = v["waiting_for"][0]
    w = watched()
    p = w.page
    p.goto(f"{base}/play/#/seat/{tokens[seat]}")
    p.wait_for_selector("#app[data-my-turn='1'][data-step=reinforcement]")
    # nothing done yet this turn: Undo is there but unavailable; sending it, the server says why
    undo = p.get_by_role("button", name="Undo", exact=True)
    assert p.locator(".undo[data-undoable='0']").count() == 1
    # the refusal changes nothing in the game: a re-read of it (the stream going live, a
    # late event's) leaves the problem told
    undo.click()
    box = p.locator(".problem-slot .problem[data-code=undo_barrier]")
    box.wait_for()
    p.wait_for_timeout(800)
    assert box.count() == 1
    r = httpx.post(f"{base}/games/{gid}/actions", json={"type": "undo", "count": 1},
                   headers={**auth(tokens[seat]), "If-Match": f'"{_view(base, gid)["version"]}"'})
    assert r.status_code == 409 and r.json()["code"] == "undo_barrier"
    assert r.json()["detail"] in box.inner_text()
    # place 1 infantry, then take it back
    chip = p.locator(".pick-list [data-pick]").first
    region = chip.get_attribute("data-pick")
    before = _labels(p)[region]
    version = int(p.locator("#app").get_attribute("data-version"))
    chip.click()
    p.locator("input[name=infantry]").fill("1")
    p.locator("[data-action=reinforce]").click()
    p.wait_for_selector(".undo[data-undoable='1'] [data-action=undo]")
    p.wait_for_function("([r, b]) => document.querySelector(`.map .hit[data-region='${r}']`).getAttribute('aria-label') !== b",
                        arg=[region, before])
    assert "before it: your turn or step began" in p.locator(".undo").inner_text()
    shots.shot(p, "undo.png")
    undo = p.get_by_role("button", name="Undo", exact=True)
    assert "unavailable" not in (undo.get_attribute("class") or "")
    undo.click()
    p.wait_for_function("v => Number(document.querySelector('#app').dataset.version) >= v", arg=version + 2)
    p.wait_for_function("([r, b]) => document.querySelector(`.map .hit[data-region='${r}']`).getAttribute('aria-label') === b",
                        arg=[region, before])
    assert p.locator(".log .ev-undone").count() == 1
    acts = httpx.get(f"{base}/games/{gid}/actions").json()["actions"]
    assert [a["action"]["type"] for a in acts[-2:]] == ["reinforce", "undo"]
    p.wait_for_selector(".undo[data-undoable='0'] [data-action=undo]")
    assert set(w.errors) <= {REFUSED_409} and not w.foreign, (w.errors, w.foreign)


def test_the_lobby_creates_a_game_with_a_computer_player_and_clocks(watched, web_live):
    base = web_live["base"]
    w = watched()
    p = w.page
    p.goto(base + "/play/")
    p.fill("input[name=name]", "Kolokotronis")
    p.locator(".more-options summary").click()
    p.select_option("select[name=computer_seats]", "1")
    p.select_option("select[name=bot]", "random")
    p.fill("input[name=clock_minutes]", "2")
    p.fill("input[name=clock_increment_s]", "5")
    shots.shot(p, "lobby-options.png")
    p.click("text=Create the game")
    p.wait_for_selector("#app[data-page=game]")
    gid = p.evaluate("() => location.hash.split('/')[2]")
    v = _view(base, gid)
    assert v["options"]["clock"] == {"initial_s": 120, "increment_s": 5} and v["options"]["takeover_bot"] == "random"
    assert [(s["kind"], s["bot"]) for s in v["seats"]] == [("human", None), ("bot", "random")]
    badge = p.locator(".fame tr[data-seat='1'] .seat-bot")
    badge.wait_for()
    assert badge.inner_text() == "computer · random"
    assert p.get_by_role("timer", name="Kolokotronis: time left").count() == 1
    assert p.get_by_role("timer", name="Computer 2: time left").count() == 1
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_a_resigned_seat_is_taken_over_and_a_refused_take_back_shows_the_problem(watched, web_live):
    base = web_live["base"]
    g = _create(base, [{"name": "Kolokotronis"}, {"name": "Bouboulina"}], max_rounds=5,
                takeover_on_resign=True, takeover_bot="random")
    gid = g["id"]
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    seat = _waited(base, gid)["waiting_for"][0]
    _act(base, gid, tokens[seat], {"type": "resign"})
    deadline = time.monotonic() + 20     # the bot plays the seat's move; then the game waits on the other seat
    while _view(base, gid)["waiting_for"] != [1 - seat]:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    w = watched()
    p = w.page
    # this window hears nothing after it loads (its event stream is cut): it still offers the take-back
    w.context.route("**/events/stream**", lambda route: route.abort())
    p.goto(f"{base}/play/#/seat/{tokens[seat]}")
    control = p.locator(".seat-control")
    control.wait_for()
    assert "when you resigned" in control.inner_text()
    badge = p.locator(f".fame tr[data-seat='{seat}'] .seat-bot")
    assert badge.inner_text() == "random plays · resigned" and badge.get_attribute("data-kind") == "taken_over"
    # the page has settled before the seat is taken back behind its back: its catch-up is
    # animated and ends in a re-read, which would otherwise find the seat taken back
    # and drop the button this test presses
    p.locator("#app:not([data-animating]):not([data-reading])").wait_for()
    version = int(p.locator("#app").get_attribute("data-version"))
    r = httpx.post(f"{base}/games/{gid}/players/{seat}/take-back", headers={**auth(tokens[seat]), "If-Match": f'"{version}"'})
    assert r.status_code == 200, r.text
    again = httpx.post(f"{base}/games/{gid}/players/{seat}/take-back", headers={**auth(tokens[seat]), "If-Match": f'"{version}"'})
    assert again.status_code in (409, 412), again.text
    # by the keyboard (Enter on the button): while its stream reconnects the page's layout may
    # shift under a pointer, which Playwright's click waits out as "not stable"
    p.get_by_role("button", name="Take back my seat").press("Enter")
    box = p.locator(".seat-slot .problem")
    box.wait_for()
    # a 412 (the page's version is old) is tried again at the newest version by itself:
    # the refusal shown is then the server's word that no bot plays the seat
    code = box.get_attribute("data-code")
    assert code in (again.json()["code"], "not_taken_over"), code
    if code == again.json()["code"]:
        assert again.json()["detail"] in box.inner_text()
    p.wait_for_timeout(800)                  # the page re-reads the game: the problem stays told
    assert box.count() == 1 and p.locator(".seat-control").count() == 0
    told = box.inner_text()
    assert ("No bot plays your seat now." in told or "No server bot plays seat" in told) and box.get_by_role("button").count() == 0
    shots.shot(p, "take-back-refused.png")
    assert set(w.errors) <= {REFUSED_409, "console: Failed to load resource: the server responded with a status of 412 (Precondition Failed)",
                             "console: Failed to load resource: net::ERR_FAILED"}, w.errors
