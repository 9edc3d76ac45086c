"""Issue 35, point 10: keyboard play and axe.

- a skip link is the first Tab stop and goes to this seat's actions; after an action the
  focus stays in the actions (it fell to the page's body, 13-14 Tabs from "End");
  shortcuts: E ends the step, A goes to the actions, M to the map;
- axe-core (npm, pinned in package.json) finds no violation of serious or critical
  impact on the lobby, join, game (a seat), watch and replay pages."""

from __future__ import annotations

import os
import time
from pathlib import Path

import httpx
from page_wait import until
from support import ROOT
from test_web_seats_history import PHONE, _create, _place_starts, _view

AXE = Path(os.environ.get("BATTLE1821_AXE_JS") or ROOT / "node_modules" / "axe-core" / "axe.min.js")


def test_keyboard_skip_link_focus_after_an_action_and_shortcuts(watched, web_live):
    base = web_live["base"]
    g = _create(base, [{"name": "Kolokotronis"}, {"name": "Bouboulina"}], max_rounds=3)
    gid = g["id"]
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    seat = _place_starts(base, gid, tokens)["waiting_for"][0]
    w = watched()
    p = w.page
    p.goto(f"{base}/play/#/seat/{tokens[seat]}")
    p.wait_for_selector("#app[data-step=reinforcement][data-my-turn='1']")
    p.keyboard.press("Tab")
    assert p.evaluate("() => document.activeElement.textContent") == "Skip to your actions"
    p.keyboard.press("Enter")
    assert p.evaluate("() => !!document.activeElement.closest('.actions')")
    chip = p.evaluate("() => document.activeElement.dataset.pick || ''")
    assert chip, "the first choice of the reinforcement step is a region to place in"
    p.keyboard.press("Enter")                                  # the region: its form, "Place here and end the step"
    p.locator(".region-card [data-action=reinforce_end]").focus()
    p.keyboard.press("Enter")
    p.wait_for_selector("#app[data-step=attack][data-my-turn='1']")
    until(p, "() => document.activeElement && document.activeElement !== document.body")
    assert p.evaluate("() => !!document.activeElement.closest('.actions')"), p.evaluate("() => document.activeElement.outerHTML")
    tabs = 0                                                    # "End the attack step" is a few Tabs away at most
    while p.evaluate("() => document.activeElement.dataset.action") != "end_step":
        p.keyboard.press("Tab")
        tabs += 1
        assert tabs <= 6, p.evaluate("() => document.activeElement.outerHTML")
    p.keyboard.press("m")
    assert p.evaluate("() => document.activeElement.classList.contains('pickable')")
    version = _view(base, gid)["version"]
    p.keyboard.press("e")                                       # E: end the step
    p.wait_for_selector("#app[data-step=movement][data-my-turn='1']")
    assert _view(base, gid)["version"] == version + 1
    p.keyboard.press("a")
    assert p.evaluate("() => !!document.activeElement.closest('.actions')")
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


def _axe(p) -> list[dict]:
    """axe-core's serious and critical violations on the page's document as it is now (axe
    added to a document once: a hash route's page is the same document)."""
    if not p.evaluate("() => typeof axe === 'object' && typeof axe.run === 'function'"):
        p.add_script_tag(path=str(AXE))
    found = p.evaluate("""async () => (await axe.run(document, {resultTypes: ['violations']})).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' '))}))""")
    return found


def test_no_serious_or_critical_axe_violation_on_any_page(watched, web_live):
    assert AXE.exists(), f"no axe-core at {AXE}: npm ci (package.json pins axe-core)"
    base = web_live["base"]
    # the replay's game: two computer seats play one round in the worker while the other pages are checked
    done = _create(base, [{"name": "Computer 1", "bot": "greedy"}, {"name": "Computer 2", "bot": "greedy"}], max_rounds=1)
    r = httpx.post(base + "/games", json={"seats": 2, "players": [{"name": "Kolokotronis"}], "options": {}})
    assert r.status_code == 201, r.text
    lobby_game = r.json()
    g = _create(base, [{"name": "Kolokotronis"}, {"name": "Bouboulina"}], max_rounds=3)
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    _place_starts(base, g["id"], tokens)

    def finished() -> None:
        deadline = time.monotonic() + 90      # a hang bound (slower on a loaded machine)
        while _view(base, done["id"])["status"] != "finished":
            assert time.monotonic() < deadline
            time.sleep(0.1)

    pages = {
        "lobby": ("/play/", ".game-lists .group"),
        "join": (f"/play/#/join/{lobby_game['id']}/1", "form h1"),
        "game": (f"/play/#/seat/{tokens[0]}", "#app[data-my-turn]"),
        "watch": (f"/play/#/watch/{g['id']}", "#app[data-my-turn] .fame"),
        "replay": (f"/play/#/replay/{done['id']}", "#app[data-version]"),
    }
    found = {}
    for kw in ({}, PHONE):
        w = watched(**kw)
        for name, (path, ready) in pages.items():
            if name == "replay":
                finished()
            w.page.goto(base + path)
            w.page.wait_for_selector(ready)
            w.page.wait_for_timeout(300)
            v = _axe(w.page)
            if v:
                found[f"{name}{' (phone)' if kw else ''}"] = v
    assert not found, found
