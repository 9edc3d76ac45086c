"""Session 25: the web client knows no kind's rules where the API says them (the brief's
"the platform knows no game's rules"):

1. the lobby's create-game form is each kind's as ``GET /kinds`` describes it: the server
   bots a seat may be (``bots``: names and words, in the kind's order), the labels of the
   turn limit and of the decision timeout in the kind's words (``words``), the intro naming
   the kinds hosted; a kind the web client has never heard of (here added to the page's
   ``/kinds`` answer) gets its own words and bots, not 1821's; the bot picked is the one the
   created game's computer seats are;
2. a game of a kind the web client has no page for (the page's answers say the game is of
   the tiny test kind, which this stack does not host) shows what it is: its kind, its
   title from ``/kinds``, its seats, the API's links, and that this client cannot play it,
   on its play, watch and replay routes; never 1821's board.
"""

from __future__ import annotations

import json
import re

import httpx
import pytest
from page_wait import until
from shots import shot
from test_web_layout import _no_sideways_scroll
from test_web_ottomans_page import DESKTOP, HANG_MS
from test_web_seats_history import PHONE

pytestmark = pytest.mark.timeout(600)

TINY = {"name": "tiny", "title": "Tiny race (test kind)", "seats_min": 2, "seats_max": 4,
        "bots": [{"name": "random", "title": "random, the only one"}], "words": {"round": "lap", "decision": "a dash"}}


def empty_listings(p, kind: str) -> None:
    """The page's listings of ``kind`` (``GET /games?kind=...``, which the lobby reads for
    every kind ``/kinds`` names) are empty: for a kind a test adds to the page's ``/kinds``
    answer, which the server does not host (it would answer 400 ``unknown_kind``)."""
    def empty(route):
        got = route.fetch(url=route.request.url.replace(f"kind={kind}", "kind=battle1821"))
        route.fulfill(response=got, body=json.dumps({**got.json(), "games": [], "total": 0, "next_offset": None, "next_cursor": None}))
    p.route(re.compile(rf"/games\?(.*&)?kind={kind}(&.*)?$"), empty)


def _host_tiny(p, listed: dict) -> None:
    """The page's ``/kinds`` answer adds :data:`TINY` (after the kinds hosted) and its
    listings are empty: the page believes the server hosts it."""
    p.route(re.compile(r"/kinds(\?.*)?$"), lambda route: route.fulfill(
        status=200, content_type="application/json", body=json.dumps({**listed, "kinds": [*listed["kinds"], {**listed["kinds"][0], **TINY}]})))
    empty_listings(p, "tiny")


def tiny_game_page(watched, base: str, size: dict, fail: dict | None = None):
    """A 3-seat 1821 game (Ann, Rob the greedy computer, a seat open) and a page of its own
    context that believes the game is the tiny kind's: ``/kinds`` adds :data:`TINY`
    (:func:`_host_tiny`) and the game's GETs answer ``"kind": "tiny"``; while
    ``fail["left"]`` is above 0 they answer 503 ``unavailable`` instead, one less each.
    Returns ``(watched context, page, game id)``."""
    r = httpx.post(f"{base}/games", timeout=30, json={"seats": 3, "players": [{"name": "Ann"}, {"name": "Rob", "bot": "greedy"}]})
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    w = watched(**size)
    _host_tiny(w.page, httpx.get(f"{base}/kinds", timeout=30).json())

    def as_tiny(route):                 # the game's view says it is the tiny kind's
        if route.request.method != "GET":
            route.continue_()
            return
        if fail and fail["left"]:
            fail["left"] -= 1
            route.fulfill(status=503, content_type="application/problem+json", body=json.dumps(
                {"type": "about:blank", "title": "Unavailable", "status": 503, "code": "unavailable", "detail": "Try again."}))
            return
        got = route.fetch()
        route.fulfill(response=got, body=json.dumps({**got.json(), "kind": "tiny"}))
    w.page.route(re.compile(rf"/games/{gid}(\?.*)?$"), as_tiny)
    return w, w.page, gid


def _form(p) -> dict:
    return p.evaluate("""() => {
      const f = document.querySelector('form.create');
      const span = (name) => f.querySelector(`[name=${name}]`).closest('label').querySelector('span').textContent;
      return {bots: Array.from(f.querySelector('select[name=bot]').options, (o) => [o.value, o.textContent]),
              bot: f.querySelector('select[name=bot]').value, rounds: span('max_rounds'), timeout: span('decision_timeout_s'),
              intro: document.querySelector('.lobby-intro p').textContent};
    }""")


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["1280", "390"])
def test_the_create_form_is_each_kinds_as_the_api_says(watched, web_live, size):
    base = web_live["base"]
    listed = httpx.get(f"{base}/kinds", timeout=30).json()
    kinds = listed["kinds"]
    w = watched(**size)
    p = w.page
    _host_tiny(p, listed)
    p.goto(f"{base}/play/#/")
    sel = p.locator('form.create select[name="kind"]:not([disabled])')
    sel.wait_for(timeout=HANG_MS)
    p.locator("form.create details.more-options summary").click()
    width = size["viewport"]["width"]
    for k in [*kinds, TINY]:
        sel.select_option(k["name"])
        until(p, "(n) => document.querySelector('select[name=bot] option') && document.querySelector('select[name=kind]').value === n",
              k["name"], timeout=HANG_MS)
        f = _form(p)
        assert f["bots"] == [[b["name"], b["title"]] for b in k["bots"]], (k["name"], f)
        assert f["bot"] == k["bots"][0]["name"], (k["name"], f)
        word = k["words"]["round"]
        assert f["rounds"] == f"{word[0].upper()}{word[1:]} limit", (k["name"], f)
        assert f["timeout"] == f"Seconds to answer {k['words']['decision']}", (k["name"], f)
        _no_sideways_scroll(p, k["name"])
        shot(p, f"lobby-{k['name']}-{width}.png", full_page=True)
    f = _form(p)
    assert "1821, The Battle" in f["intro"] and "The Ottomans" in f["intro"] and TINY["title"] in f["intro"], f
    by = {k["name"]: k for k in kinds}
    assert [b["title"] for b in by["ottomans"]["bots"]] == ["greedy (the default)", "random (any legal move)"]
    assert by["ottomans"]["words"] == {"round": "turn", "decision": "a decision"}
    assert by["battle1821"]["words"] == {"round": "round", "decision": "an Ally question"}
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_the_bot_picked_is_the_created_games(watched, web_live):
    """The Ottomans' last bot (``random``), picked in the form, plays the game's computer seat."""
    base = web_live["base"]
    w = watched(**DESKTOP)
    p = w.page
    p.goto(f"{base}/play/#/")
    p.locator('form.create select[name="kind"]:not([disabled])').select_option("ottomans")
    until(p, "() => Array.from(document.querySelectorAll('select[name=bot] option'), (o) => o.value).join() === 'greedy,random'",
          timeout=HANG_MS)
    p.fill('form.create input[name="name"]', "Ann")
    p.locator("form.create details.more-options summary").click()
    p.select_option('form.create select[name="computer_seats"]', "1")
    p.select_option('form.create select[name="bot"]', "random")
    with p.expect_response(lambda r: r.url.endswith("/games") and r.request.method == "POST", timeout=HANG_MS) as made:
        p.click("form.create button[type=submit]")
    body = made.value.request.post_data_json
    created = made.value.json()
    assert made.value.status == 201 and body["kind"] == "ottomans", (made.value.status, body)
    assert [s["bot"] for s in created["computer_seats"]] == ["random"], created
    until(p, "() => /^#\\/game\\/[0-9a-f]{16}$/.test(location.hash)", timeout=HANG_MS)
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["1280", "390"])
def test_a_game_of_a_kind_the_client_has_no_page_for(watched, web_live, size):
    base = web_live["base"]
    w, p, gid = tiny_game_page(watched, base, size)
    width = size["viewport"]["width"]
    for page in ("game", "watch", "replay"):
        p.goto(f"{base}/play/#/{page}/{gid}")
        p.locator("#app[data-page=unknown-kind] .kind-seats").wait_for(timeout=HANG_MS)
        got = p.evaluate("""() => ({
          h1: document.querySelector('#app h1').textContent,
          kind: document.querySelector('.kind-line [data-kind]').textContent,
          note: document.querySelector('.unknown-kind [role=note]').textContent,
          seats: Array.from(document.querySelectorAll('.kind-seats li'), (li) => li.textContent),
          links: Array.from(document.querySelectorAll('.kind-links a'), (a) => a.getAttribute('href')),
          brand: [document.querySelector('.topbar .brand').textContent, document.title],
          board: !!document.querySelector('#app svg, #app [data-board], #app .board')})""")
        assert got["h1"] == TINY["title"] and got["kind"] == "tiny", got
        assert "cannot show or play" in got["note"], got
        assert got["seats"] == ["Seat 1: Ann", "Seat 2: Rob (computer)", "Seat 3: open"], got
        assert got["links"] == [f"/games/{gid}", "/kinds/tiny", "/kinds/tiny/rules", "/schema", "/docs/"], got
        assert got["brand"] == [TINY["title"], TINY["title"]], got
        assert not got["board"], got
        _no_sideways_scroll(p, "the page")
        if page == "game":
            shot(p, f"unknown-kind-{width}.png", full_page=True)
    assert not w.errors and not w.foreign, (w.errors, w.foreign)
