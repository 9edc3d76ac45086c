"""Issue 35, point 7: the map is the controller.

- a source then a target picked on the map opens that attack's (or move's) force form in
  place (no modal), set to the largest force allowed, editable, its button focused: Enter
  sends it;
- no separate "end" click: placing everything left offers "Place here and end the step",
  the move "Move and end your turn" (first and focused). Ending stays the player's choice
  while anything else is possible (after the placements and after the move a cannon may
  still be converted, R3, or the action undone); when ending the step is the only legal
  action left, the page sends it by itself and says so (web/src/autoend.ts)."""

from __future__ import annotations

import time

import httpx
import shots
from page_wait import until
from test_web_keyboard import _axe
from test_web_seats_history import _create, _place_starts, _view, auth


def _actions(base: str, gid: str) -> list[dict]:
    return httpx.get(f"{base}/games/{gid}/actions?limit=200").json()["actions"]


def _legal(base: str, gid: str, token: str) -> list[dict]:
    return httpx.get(f"{base}/games/{gid}/legal-actions", headers=auth(token)).json()["actions"]


def _by_map(p, source: str, target: str) -> None:
    """Pick the source, then the target, on the map (keyboard: its regions are buttons)."""
    for region in (source, target):
        p.locator(f".map .hit[data-region='{region}']").focus()
        p.keyboard.press("Enter")


def test_source_then_target_on_the_map_and_no_forced_end_click(watched, web_live):
    base = web_live["base"]
    g = _create(base, [{"name": "Kolokotronis"}, {"name": "Bouboulina"}], max_rounds=3)
    gid = g["id"]
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    v = _place_starts(base, gid, tokens)
    seat = v["waiting_for"][0]
    tok = tokens[seat]
    w = watched()
    p = w.page
    p.goto(f"{base}/play/#/seat/{tok}")
    p.wait_for_selector("#app[data-step=reinforcement][data-my-turn='1']")
    # everything placed in one region, and the step ended, in one click
    p.locator(".pick-list [data-pick]").first.click()
    p.locator(".region-card [data-action=reinforce_end]").click()
    p.wait_for_selector("#app[data-step=attack][data-my-turn='1']")
    acts = _actions(base, gid)
    assert [a["action"]["type"] for a in acts[-2:]] == ["reinforce", "end_step"] and acts[-1]["seat"] == seat, acts[-2:]
    # an attack, source then target on the map: an occupation if one is offered (it always succeeds)
    attack = next(o for o in _legal(base, gid, tok) if o["type"] == "attack")
    target = min(attack["targets"], key=lambda t: t["kind"] != "occupation")
    best = max(target["forces"], key=lambda r: r["max_infantry"] + 3 * r["cannons"])
    _by_map(p, attack["from"], target["region"])
    card = p.locator(f".region-card[data-pair^='{attack['from']}:{target['region']}:']")
    card.wait_for()
    assert p.locator("dialog[open]").count() == 0                       # in place, no modal
    assert card.locator("#force-infantry").input_value() == str(best["max_infantry"])
    assert p.evaluate("() => document.activeElement.type") == "submit"   # Enter sends it
    shots.shot(p, "attack-in-place.png")
    before = _view(base, gid)["version"]
    p.keyboard.press("Enter")
    until(p, f"() => Number(document.querySelector('#app').dataset.stateVersion) > {before}")
    sent = next(a for a in reversed(_actions(base, gid)) if a["action"]["type"] == "attack")["action"]
    assert (sent["from"], sent["to"], sent["infantry"], sent["cannons"]) == \
        (attack["from"], target["region"], best["max_infantry"], best["cannons"]), sent
    until(p, "() => !document.querySelector('#app').dataset.busy")
    # the form and its button are gone: the focus is on this seat's next choice, not the body
    until(p, "() => !!document.activeElement?.closest('.actions')")
    p.wait_for_timeout(500)
    if p.locator("#app[data-step=attack]").count():
        p.locator("[data-action=end_step]").click()        # more attacks were possible: the player ends it
    # the movement step: one move, after which the rules leave nothing but ending the turn
    p.wait_for_selector("#app[data-step=movement][data-my-turn='1']")
    move = next(o for o in _legal(base, gid, tok) if o["type"] == "move")
    _by_map(p, move["from"], move["to"][0])
    p.locator(f".region-card[data-pair^='{move['from']}:{move['to'][0]}:']").wait_for()
    assert p.evaluate("() => document.activeElement.textContent") == "Move and end your turn"
    shots.shot(p, "move-in-place.png")
    p.keyboard.press("Enter")
    until(p, "() => document.querySelector('#app').dataset.myTurn === '0'")
    until(p, "() => document.activeElement === document.querySelector('.actions')")   # told it is not your move
    acts = _actions(base, gid)
    assert [a["action"]["type"] for a in acts[-2:]] == ["move", "end_step"] and acts[-1]["seat"] == seat, acts[-2:]
    assert _view(base, gid)["waiting_for"] != [seat]
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


# seat 0 in its attack step with one infantry in one region: no attack, no move and no
# conversion is possible (R11, R17, R3), so ending the step is the only thing it can do
NOTHING_TO_DO = {
    "seats": 2,
    "regions": {"achaia": {"owner": 0, "infantry": 1}, "laconia": {"owner": 1, "infantry": 3},
                "corinthia": {"ottomans": 3}, "attica": {"ottomans": 4}},
    "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina"}],
    "round": 1, "phase": "greek", "step": "attack", "active_seat": 0, "first_player": 0,
}


def test_the_page_ends_a_step_by_itself_only_when_nothing_else_is_possible_and_says_so(watched, web_live):
    base = web_live["base"]
    r = httpx.post(base + "/games", json={"position": NOTHING_TO_DO,
                                         "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina"}]})
    assert r.status_code == 201, r.text
    g = r.json()
    gid = g["id"]
    tok = next(p["token"] for p in g["players"] if p["seat"] == 0)
    la = [o["type"] for o in _legal(base, gid, tok)]
    assert set(la) == {"end_step", "set_standing_orders", "resign"}, la
    w = watched()
    p = w.page
    p.goto(f"{base}/play/#/seat/{tok}")
    # the attack step, then the movement step (where the only Undo would take back that
    # end-step, back to where nothing else was possible): both ended by the page, told
    note = p.locator(".actions .auto-end[data-auto-ended='2']")
    note.wait_for(timeout=60_000)   # only catches a hang (issue 37: no latency bound here)
    assert note.inner_text() == "Nothing else was possible, so the page ended the attack step and your turn for you."
    assert not _axe(p), _axe(p)
    mine = [a for a in _actions(base, gid) if a["seat"] == 0]
    assert [a["action"]["type"] for a in mine] == ["end_step", "end_step"], mine
    assert all(a.get("applied_by") is None for a in mine), mine      # sent for the seat, by its page
    assert _view(base, gid)["waiting_for"] != [0]
    # seat 1 has pieces to place: its page ends nothing by itself
    tok1 = next(p["token"] for p in g["players"] if p["seat"] == 1)
    w1 = watched()
    p1 = w1.page
    p1.goto(f"{base}/play/#/seat/{tok1}")
    p1.wait_for_selector("#app[data-step=reinforcement][data-my-turn='1']", timeout=60_000)
    p1.wait_for_timeout(500)
    assert p1.locator(".auto-end").count() == 0
    assert [a["seat"] for a in _actions(base, gid)].count(1) == 0
    assert not any(x.errors or x.foreign for x in (w, w1)), (w.errors, w1.errors)


def test_two_windows_of_a_seat_end_a_step_once(watched, web_live):
    """The page's own end-step carries the version's Idempotency-Key: the seat's two windows
    send it at the same moment (both requests held until both are sent), the server applies
    it once and answers both the same."""
    base = web_live["base"]
    g = httpx.post(base + "/games", json={"position": NOTHING_TO_DO,
                                         "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina"}]}).json()
    tok = next(p["token"] for p in g["players"] if p["seat"] == 0)
    held = []

    def hold(route):
        if route.request.method == "POST":
            held.append(route)
        else:
            route.fallback()

    windows = [watched(), watched()]
    for w in windows:
        w.context.route("**/games/*/actions", hold)
        w.page.goto(f"{base}/play/#/seat/{tok}")
    # The attack step's end, then the turn's: each window sends each, and each pair is held
    # until both are sent (a window that saw the other's second end first would have
    # nothing left to end: the pairs make the race the test is about, every time).
    for pair in ("attack step", "turn"):
        deadline = time.monotonic() + 60
        while len(held) < 2:
            assert time.monotonic() < deadline, (pair, len(held))
            windows[0].page.wait_for_timeout(50)
        both = held[:2]
        del held[:2]
        for route in both:
            route.fallback()
    for w in windows:
        note = w.page.locator(".actions .auto-end[data-auto-ended='2']")
        note.wait_for(timeout=60_000)   # only catches a hang (issue 37: no latency bound here)
        assert note.inner_text() == "Nothing else was possible, so the page ended the attack step and your turn for you."
    mine = [a["action"]["type"] for a in _actions(base, g["id"]) if a["seat"] == 0]
    assert mine == ["end_step", "end_step"], mine
    assert not any(x.errors or x.foreign for x in windows), [x.errors for x in windows]
