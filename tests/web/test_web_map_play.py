"""Issue 35, point 7: the map is the controller.

- a source then a target picked on the map opens that attack's (or move's) force form in
  place (no modal), set to the largest force allowed, editable, its button focused: Enter
  sends it;
- no separate "end" click: placing everything left offers "Place here and end the step",
  the move "Move and end your turn" (first and focused). Ending stays the player's choice,
  as the rules want it: after the placements and after the move a cannon may still be
  converted (R3), so the page never ends a step on its own."""

from __future__ import annotations

import httpx

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


def test_source_then_target_on_the_map_and_no_forced_end_click(watched, web_live, tmp_path):
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
    p.screenshot(path=str(tmp_path / "attack-in-place.png"))
    before = _view(base, gid)["version"]
    p.keyboard.press("Enter")
    p.wait_for_function(f"() => Number(document.querySelector('#app').dataset.stateVersion) > {before}")
    sent = next(a for a in reversed(_actions(base, gid)) if a["action"]["type"] == "attack")["action"]
    assert (sent["from"], sent["to"], sent["infantry"], sent["cannons"]) == \
        (attack["from"], target["region"], best["max_infantry"], best["cannons"]), sent
    p.wait_for_function("() => !document.querySelector('#app').dataset.busy")
    p.wait_for_timeout(500)
    if p.locator("#app[data-step=attack]").count():
        p.locator("[data-action=end_step]").click()        # more attacks were possible: the player ends it
    # the movement step: one move, after which the rules leave nothing but ending the turn
    p.wait_for_selector("#app[data-step=movement][data-my-turn='1']")
    move = next(o for o in _legal(base, gid, tok) if o["type"] == "move")
    _by_map(p, move["from"], move["to"][0])
    p.locator(f".region-card[data-pair^='{move['from']}:{move['to'][0]}:']").wait_for()
    assert p.evaluate("() => document.activeElement.textContent") == "Move and end your turn"
    p.screenshot(path=str(tmp_path / "move-in-place.png"))
    p.keyboard.press("Enter")
    p.wait_for_function(f"() => document.querySelector('#app').dataset.myTurn === '0'")
    acts = _actions(base, gid)
    assert [a["action"]["type"] for a in acts[-2:]] == ["move", "end_step"] and acts[-1]["seat"] == seat, acts[-2:]
    assert _view(base, gid)["waiting_for"] != [seat]
    assert not w.errors and not w.foreign, (w.errors, w.foreign)
