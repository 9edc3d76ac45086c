"""A newcomer's finds on the Ottomans page (session 24), each checked on the page:

1. every move of the forces in the area picked can be reached: the page showed the first 12
   options "in or into" the area and dropped the rest with "… and N more: pick the area the
   force is in" while that area was the one picked (Scenario 1's Ottomans: 28 moves from
   the Ottomans region, among them every move of the leader, Mehmed II, none reachable);
   now the forces of the area come first and the rest are under "N more options"; a row
   that plays Military Advance or Truce says "playing Military Advance", as the attacks do;
2. a move's log line says where the force went: the event's ``path`` holds the places
   entered, not the one left, and the line "Mehmed II: Seljuks → Syria" read as a move from
   Seljuks for a leader that started in the Ottomans region;
3. the log names the players: the join that fills the last seat rolls the order at once, and
   a page open before it logged that roll with "Seat 2" for ever (the dice card, drawn
   again at each read, had the name).

The games are brought to a state over HTTP (the simplest legal actions)."""

from __future__ import annotations

import re
import time

import httpx
import pytest
from page_wait import until
from test_web_ottomans_page import DESKTOP, HANG_MS, _seat_page, _simple, _to_end_phase, _view, _waited
from test_web_seats_history import auth

pytestmark = pytest.mark.timeout(600)
SEED = "newcomer-moves"


def _from_area(view: dict, option: dict) -> set[str]:
    where = {p["id"]: p["area"] for p in view["pieces"]}
    return {where[p] for p in option["pieces"] if p in where}


def _moved_game(base: str) -> tuple[dict, int, dict]:
    """A 2-seat Scenario 1 game (seeded: the seat with the Ottomans moves first) in the
    movement phase of its first player turn: (the game, the seat to move, its view)."""
    r = httpx.post(f"{base}/games", timeout=30, json={"kind": "ottomans", "seats": 2, "seed": SEED,
                   "players": [{"name": "Mehmed"}, {"name": "Skanderbeg"}], "options": {"scenario": 1, "max_rounds": 1}})
    assert r.status_code == 201, r.text
    g = r.json()
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    seat, v = _to_end_phase(base, g["id"], tokens)
    return g, seat, v


def test_every_move_of_the_area_picked_can_be_reached(watched, web_live):
    base = web_live["base"]
    g, seat, v = _moved_game(base)
    token = next(p["token"] for p in g["players"] if p["seat"] == seat)
    la = httpx.get(f"{base}/games/{g['id']}/legal-actions", headers=auth(token), timeout=30).json()
    moves = [o for o in la["actions"] if o["type"] == "move"]
    by_area: dict[str, int] = {}
    for o in moves:
        for a in _from_area(v, o):
            by_area[a] = by_area.get(a, 0) + 1
    area, count = max(by_area.items(), key=lambda kv: kv[1])
    assert count > 12, by_area          # the case of the find: more moves from one area than shown at once

    w = _seat_page(watched, base, token, **DESKTOP)
    p = w.page
    p.locator(f'.pick-list button[data-pick="{area}"]').click()
    until(p, "(a) => document.querySelector(`.pick-list button.selected[data-pick='${a}']`)", area, timeout=HANG_MS)
    more = p.locator(".ott-map-actions details.more-options")
    if more.count():
        more.locator("summary").click()
    shown = p.locator(f'.ott-map-actions form[data-option="move"][data-from~="{area}"]')
    assert shown.count() == count, (area, shown.count(), count)
    # a row that plays a stratagem says so, as the attacks do ("(Truce)" alone did not)
    plays = sum(1 for o in moves if (o["truce"] or o["military_advance"]) and area in _from_area(v, o))
    assert plays and shown.filter(has_text=", playing ").count() == plays, plays
    assert shown.filter(has_text="(Truce)").count() == shown.filter(has_text="(Military Advance)").count() == 0
    # the forces of the area come first: the first form shown is one of theirs
    assert area in (p.locator(".ott-map-actions form").first.get_attribute("data-from") or "").split()
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_a_move_in_the_log_says_where_the_force_went(watched, web_live):
    base = web_live["base"]
    g, seat, v = _moved_game(base)
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    la = httpx.get(f"{base}/games/{g['id']}/legal-actions", headers=auth(tokens[seat]), timeout=30).json()
    move = next(o for o in la["actions"] if o["type"] == "move")
    to = move["to"][-1]
    r = httpx.post(f"{base}/games/{g['id']}/actions", headers={**auth(tokens[seat]), "If-Match": f'"{la["version"]}"'}, timeout=30,
                   json={"type": "move", "pieces": move["pieces"], "to": to, "military_advance": move["military_advance"],
                         "truce": move["truce"]})
    assert r.status_code == 201, r.text
    w = _seat_page(watched, base, tokens[seat], **DESKTOP)
    p = w.page
    for _ in range(20):                 # the move is made once the windows it opens are answered
        if any(e["type"] == "moved" for e in httpx.get(f"{base}/games/{g['id']}/events?after=0", timeout=30).json()["events"]):
            break
        v = _waited(base, g["id"])
        s = v["waiting_for"][0]
        la = httpx.get(f"{base}/games/{g['id']}/legal-actions", headers=auth(tokens[s]), timeout=30).json()
        action = next((a for a in map(_simple, la["actions"]) if a), None)
        assert action, la["actions"][:3]
        httpx.post(f"{base}/games/{g['id']}/actions", json=action, timeout=30, headers={**auth(tokens[s]), "If-Match": f'"{la["version"]}"'})
    line = until(p, "() => document.querySelector('ol.log > li.ev-moved')?.textContent", timeout=HANG_MS)
    name = p.evaluate("(a) => document.querySelector(`[data-area='${a}']`)?.getAttribute('aria-label') ?? ''", to)
    assert "→" not in line, line
    assert name and line.endswith(f" to {name}.") or f" to {name} by way of " in line, (line, name)
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_the_log_names_a_player_who_joined_after_the_page_opened(watched, web_live):
    base = web_live["base"]
    r = httpx.post(f"{base}/games", json={"kind": "ottomans", "seats": 2, "players": [{"name": "Mehmed"}],
                                          "options": {"scenario": 1, "max_rounds": 1}}, timeout=30)
    assert r.status_code == 201, r.text
    g = r.json()
    w = _seat_page(watched, base, g["players"][0]["token"], **DESKTOP)
    p = w.page
    until(p, "() => document.querySelector('#app').dataset.status === 'lobby'", timeout=HANG_MS)
    # the page's read of the game after the join is held back (as on a slow link), so the
    # events of the join reach the page first, as they did when this was found
    held = re.compile(rf"^{re.escape(base)}/games/{g['id']}(\?.*)?$")

    def slow(route):
        time.sleep(1.5)
        route.continue_()

    p.route(held, slow)
    v = _view(base, g["id"])
    j = httpx.post(f"{base}/games/{g['id']}/players", json={"name": "Skanderbeg"}, timeout=30,
                   headers={"If-Match": f'"{v["version"]}"'})
    assert j.status_code == 201, j.text
    until(p, "() => document.querySelector('ol.log > li.ev-order_rolled')", timeout=HANG_MS)
    until(p, "() => document.querySelector('#app').dataset.status !== 'lobby'", timeout=HANG_MS)
    named = until(p, "() => { const t = document.querySelector('ol.log > li.ev-order_rolled')?.textContent ?? '';"
                     " return t.includes('Skanderbeg') && !t.includes('Seat 2') ? t : false; }", timeout=HANG_MS, quiet=True)
    assert named, p.locator("ol.log > li.ev-order_rolled").inner_text()
    assert not w.errors and not w.foreign, (w.errors, w.foreign)
