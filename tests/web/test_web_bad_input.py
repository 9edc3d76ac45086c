"""Bad input at ``/play/``: the page says what went wrong in words (the problem's
``detail``) and offers the next step; nothing is lost and nothing is sent twice."""

from __future__ import annotations

import httpx
from page_wait import until


def _game(base: str, named: int, seats: int = 2) -> dict:
    r = httpx.post(base + "/games", json={"seats": seats, "players": [{"name": n} for n in ["Kolokotronis", "Bouboulina"][:named]],
                                          "options": {"max_rounds": 2}})
    assert r.status_code == 201, r.text
    return r.json()


def _settled(base: str, gid: str) -> dict:
    """The game once setup's automatic steps are done (a seat is waited on)."""
    for _ in range(100):
        g = httpx.get(f"{base}/games/{gid}").json()
        if g["waiting_for"]:
            return g
        httpx.get(f"{base}/games/{gid}/events?wait=0.2&after=0")
    raise AssertionError(g)


def test_a_wrong_seat_link_says_so_and_offers_to_watch_or_join(watched, web_live):
    base = web_live["base"]
    g = _game(base, 1)
    w = watched()
    w.page.goto(f"{base}/play/#/seat/{g['id']}.1.{'A' * 43}")
    box = w.page.locator(".banner .problem[data-code=unauthorized]")
    box.wait_for()
    assert "does not work for this game" in box.inner_text() and "Invalid token." in box.inner_text()
    assert box.locator("button", has_text="Join an open seat").count() == 1
    w.page.wait_for_selector("#app[data-status=lobby]")              # the game is still shown, read-only
    assert "/seat/" not in w.page.url                                 # the token left the address bar
    box.locator("button", has_text="Join an open seat").click()
    w.page.wait_for_selector("#app[data-page=join] input[name=name]")

    other = _game(base, 1)                                            # a real token, of another game
    w.page.goto(f"{base}/play/#/seat/{other['players'][0]['token']}")
    w.page.wait_for_selector("#app[data-page=game][data-status]")
    w.page.goto(f"{base}/play/#/game/{g['id']}")
    # this browser holds no token for g: it watches g; another game's token never goes to g
    w.page.wait_for_selector("#app[data-status=lobby]")
    assert w.page.locator(".you").inner_text() == "Watching"
    # Chromium logs every 4xx answer to the console; the page itself logs nothing
    assert set(w.errors) <= {"console: Failed to load resource: the server responded with a status of 401 (Unauthorized)"}
    assert w.foreign == []


def test_a_cancelled_game_says_so_to_the_host_and_to_a_watcher(watched, web_live):
    base = web_live["base"]
    host = watched()
    p = host.page
    p.goto(base + "/play/")
    p.fill("input[name=name]", "Kolokotronis")
    p.click("text=Create the game")
    p.wait_for_selector("[data-testid=join-link-1]")
    gid = p.url.rsplit("/", 1)[-1]
    fan = watched()
    fan.page.goto(f"{base}/play/#/watch/{gid}")
    fan.page.wait_for_selector("#app[data-status=lobby]")
    p.on("dialog", lambda d: d.accept())
    p.click("button:text-is('Cancel this game')")
    for page in (p, fan.page):
        page.wait_for_selector(".banner .problem[data-code=game_cancelled]")
        assert "cancelled by its host" in page.locator(".banner").inner_text()
        assert page.locator(".banner a", has_text="Back to the lobby").count() == 1
    fan.page.goto(f"{base}/play/#/join/{gid}/1")
    fan.page.wait_for_selector("text=This game was cancelled.")
    assert httpx.get(f"{base}/games/{gid}").json()["status"] == "cancelled"
    assert host.errors == fan.errors == [] and host.foreign == fan.foreign == []


def _place(page) -> None:
    page.wait_for_selector("#app[data-my-turn='1'] .pick-list [data-pick]")
    page.locator(".pick-list [data-pick]").first.click()
    page.click("[data-action=place_start]")


def test_a_stale_window_is_told_and_rereads_and_a_lost_answer_is_not_sent_twice(watched, web_live):
    base = web_live["base"]
    g = _game(base, 2)
    gid = g["id"]
    first = _settled(base, gid)["active_seat"]
    token = next(s["token"] for s in g["players"] if s["seat"] == first)

    w = watched()
    a = w.page
    a.goto(f"{base}/play/#/seat/{token}")
    a.wait_for_selector("#app[data-my-turn='1']")
    b = w.context.new_page()                      # a second window of the same seat, deaf to the stream
    b.route("**/events/stream*", lambda route: route.abort())
    b.goto(f"{base}/play/#/game/{gid}")
    b.wait_for_selector("#app[data-my-turn='1']")

    _place(a)
    until(a, "() => document.querySelector('#app').dataset.myTurn === '0'")
    _place(b)                                     # acts on the version it read: refused, nothing done
    box = b.locator(".problem-slot .problem[data-code=stale_version]")
    box.wait_for()
    assert "The game moved on" in box.inner_text()
    box.locator("button", has_text="Re-read the game").click()
    until(b, "() => document.querySelector('#app').dataset.myTurn === '0'")
    assert httpx.get(f"{base}/games/{gid}/actions").json()["total"] == 1

    # the other seat's answer is lost on the way back: "Try again" resends with the same
    # Idempotency-Key and the server replays its first answer instead of acting twice
    second = next(s for s in g["players"] if s["seat"] != first)
    v = watched()
    c = v.page
    lost = []

    def lose_once(route):
        if route.request.method == "POST" and not lost:
            lost.append(route.request.headers.get("idempotency-key"))
            route.fetch()                        # the server gets it and acts ...
            route.abort()                        # ... the answer never arrives
        else:
            route.continue_()

    c.route("**/games/*/actions", lose_once)
    # deaf to the stream, so only "Try again" can tell this window that the action was done
    # (the stream's event would re-read the game and clear the box before the click)
    c.route("**/events/stream*", lambda route: route.abort())
    c.goto(f"{base}/play/#/seat/{second['token']}")
    _place(c)
    box = c.locator(".problem-slot .problem[data-code=network]")
    box.wait_for()
    assert "Nothing was lost" in box.inner_text()
    box.locator("button", has_text="Try again").click()
    until(c, "() => document.querySelector('#app').dataset.myTurn === '0'")
    c.wait_for_selector(".problem-slot:empty", state="attached")
    acts = httpx.get(f"{base}/games/{gid}/actions").json()
    assert acts["total"] == 2 and [x["seat"] for x in acts["actions"]] == [first, second["seat"]], acts
    assert lost and lost[0]


def test_a_link_to_no_game_says_the_game_does_not_exist(watched, web_live):
    """``#/game/<id>`` (and ``#/watch/``, ``#/replay/``) of a game the server does not have
    (404 ``game_not_found``), or with an id no game can have (a link cut short): a page that
    says so and offers the lobby. It was the lobby without a word (a malformed id) or an
    empty board."""
    base = web_live["base"]
    w = watched()
    p = w.page
    real = _game(base, 1)["id"]
    for link, says in ((f"#/game/{'0' * 16}", "This server has no game 0000000000000000"),
                       (f"#/watch/{'0' * 16}", "This server has no game"),
                       (f"#/replay/{'0' * 16}", "This server has no game"),
                       (f"#/game/{real[:-1]}", f"“{real[:-1]}” is no game id")):
        p.goto(f"{base}/play/{link}")
        box = p.locator("#app[data-page=missing] .problem[data-code=game_not_found]")
        box.wait_for()
        assert "This game does not exist." in box.inner_text() and says in box.inner_text(), box.inner_text()
        assert p.locator("#app h1").inner_text() == "No such game"
    box.locator("button", has_text="Back to the lobby").click()
    p.wait_for_selector("#app[data-page=lobby]")
    p.goto(f"{base}/play/#/watch/{real}")                     # the game of the link cut short: its page
    p.wait_for_selector("#app[data-page=watch][data-status=lobby]")
    assert set(w.errors) <= {"console: Failed to load resource: the server responded with a status of 404 (Not Found)"}
    assert w.foreign == []
