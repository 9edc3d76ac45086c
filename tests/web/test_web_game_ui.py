"""Two people play a whole 2-seat game at ``/play/`` in two browser contexts, through the
UI only (create, share the seat link, join, place, reinforce, attack with the dialog's
sliders, answer the Ally questions, move, end steps), while a third context watches;
the spectator sees the same final board. No console errors, no request to any other
host. Screenshots when ``BATTLE1821_WEB_SHOTS`` names a folder (``shots.py``)."""

from __future__ import annotations

import re
import time

import httpx
from page_wait import until
from shots import folder, shot
from test_web_seats_history import PHONE

ROUNDS = 2
STATE = """() => { const d = document.querySelector('#app').dataset;
  return { myTurn: d.myTurn, busy: d.busy || '', version: d.version, step: d.step, status: d.status,
           sig: [d.myTurn, d.busy, d.version, d.step, d.status].join('|'),
           battles: document.querySelectorAll('.log .ev-battle_roll').length,
           autoEnd: !!document.querySelector('.notice.auto-end:not([data-auto-ended])'),
           title: document.querySelector('.board-pane .status h1')?.textContent || '' }; }"""
"""A page's state in one read (a read per attribute was most of the loop's CPU)."""


def _act(page, state: dict, now: dict) -> bool:
    """One move of the seat on ``page`` through the UI when the game waits on it; False
    when there is nothing to do now (a step whose only option is to end it is left to the
    page, which says so and ends it: an "End" clicked meanwhile met its end_step with 412). ``state`` remembers what this seat did this step;
    ``now`` is the page's ``STATE``."""
    if now["myTurn"] != "1" or now["busy"] or now["autoEnd"]:
        return False        # not this seat's move, or the page ends the step by itself (autoend.ts): a click would race it
    version = now["version"]
    if state.get("version") == version:
        return False
    step = f"{version}:{now['step']}"      # the step the offered options belong to
    if state.get("step", "").split(":")[-1] != step.split(":")[-1]:
        state.update(step=step, attacks=0, moved=False)
    acted = _choose(page, state)
    if acted:
        state["version"] = version
    return acted


def _click(page, selector: str) -> bool:
    loc = page.locator(selector)
    if loc.count() == 0:
        return False
    loc.first.click()
    return True


def _dialog(page, keys: list[str], shot=None) -> None:
    """Fill the open attack/move dialog with the keyboard (sliders), then send it."""
    dlg = page.locator("dialog[open]")
    dlg.wait_for()
    if shot is not None and not shot.exists():
        page.wait_for_timeout(300)               # the odds arrive
        page.screenshot(path=str(shot))          # shots.folder() set: the first attack dialog
    for k in keys:
        slider = dlg.locator("#force-infantry")
        if slider.is_enabled():
            slider.press(k)
    dlg.locator("button[type=submit]").click()
    dlg.wait_for(state="detached", timeout=60_000)
    # the button that opened it is gone (re-rendered): the focus is in the actions, not on the body
    until(page, "() => !!document.activeElement?.closest('.actions')")


def _choose(page, state: dict) -> bool:
    if _click(page, "[data-action=call_ally_yes]") or _click(page, "[data-action=answer_ally_yes]") \
            or _click(page, "[data-action=answer_ally_no]"):
        return True
    chips = page.locator(".pick-list [data-pick]")
    step = state["step"].split(":")[-1]
    if step in ("place_start", "reinforcement") and chips.count():
        chips.first.click()          # the first region offered: place everything there
        if _click(page, "[data-action=place_start]") or _click(page, "[data-action=reinforce]"):
            return True
    if step == "attack" and state["attacks"] < 2:
        for i in range(chips.count()):
            chips.nth(i).click()
            buttons = page.locator(".region-actions [data-action^='attack:'][data-kind=battle]")
            if buttons.count() == 0:
                buttons = page.locator(".region-actions [data-action^='attack:']")
            if buttons.count():
                state["attacks"] += 1
                buttons.first.click()
                _dialog(page, ["End"] if state["attacks"] == 1 else ["End", "ArrowLeft"], state.get("shot"))
                return True
        state["attacks"] = 2
    if step == "movement" and not state["moved"]:
        state["moved"] = True
        for i in range(chips.count()):
            chips.nth(i).click()
            buttons = page.locator(".region-actions [data-action^='move:']")
            if buttons.count():
                buttons.first.click()
                _dialog(page, ["Home"])
                return True
    return _click(page, "[data-action=end_step]")


def _board(page) -> list[str]:
    """Every region as the map tells it (holder and pieces, its accessible name)."""
    return page.locator(".map .hit").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")


def test_two_players_play_a_game_to_the_end_and_a_spectator_sees_it(watched, web_live, request):
    base = web_live["base"]
    out = folder()
    started = time.monotonic()
    host = watched()
    p1 = host.page
    p1.goto(base + "/play/")
    p1.fill("input[name=name]", "Kolokotronis")
    p1.fill("input[name=max_rounds]", str(ROUNDS))
    p1.click("text=Create the game")
    p1.wait_for_selector("[data-testid=join-link-1]")
    link = p1.input_value("[data-testid=join-link-1]")
    gid = re.search(r"#/join/([0-9a-f]{16})/1$", link).group(1)
    shot(p1, "lobby-seats.png")

    guest = watched()
    p2 = guest.page
    p2.goto(link)
    p2.fill("input[name=name]", "Bouboulina")
    p2.click("button:text-is('Join')")
    p2.wait_for_selector("#app[data-page=game][data-status]")

    # the spectator's map paces the events it is shown (the seats' pages, which prefer
    # reduced motion like every other test's, show them at once): the animated path
    spectator = watched(viewport={"width": 390, "height": 844}, reduced_motion="no-preference")
    streams: list[str | None] = []

    def drop_first_stream(route):        # the spectator's first stream fails: it reconnects
        streams.append(route.request.headers.get("last-event-id"))
        route.abort() if len(streams) == 1 else route.continue_()

    spectator.context.route("**/events/stream*", drop_first_stream)
    p3 = spectator.page
    p3.goto(f"{base}/play/#/watch/{gid}")

    states: list[dict] = [{"shot": out / "attack-dialog.png" if out else None} for _ in range(2)]
    mid = False
    idle = 0
    deadline = time.monotonic() + 150
    while time.monotonic() < deadline:
        now = [p.evaluate(STATE) for p in (p1, p2)]
        if now[0]["status"] == "finished" == now[1]["status"]:
            break
        for p, st in zip((p1, p2), now):     # mid-game: a seat's attack step after a battle, a region chosen
            if not mid and st["step"] == "attack" and st["battles"] and "Round 2" in st["title"]:
                # keyboard reachable: the regions to pick are focusable buttons on the map
                assert p.locator(".map .hit.pickable[tabindex='0'][role=button]").count() >= 1
                p.locator(".map .hit.pickable").first.focus()
                p.keyboard.press("Enter")
                p.locator(".region-card h2").wait_for()
                p.locator(".pick-list [data-pick]").first.click()
                if out:
                    p.wait_for_timeout(300)
                shot(p, "game-mid.png")
                # the same moment on this seat's phone (its seat link in a phone-sized browser)
                token = p.evaluate(f"() => JSON.parse(localStorage.getItem('battle1821.seats'))['{gid}'].token")
                phone = watched(**PHONE)
                phone.page.goto(f"{base}/play/#/seat/{token}")
                phone.page.wait_for_selector("#app[data-step=attack][data-my-turn='1']")
                if out:
                    phone.page.wait_for_timeout(300)
                shot(phone.page, "game-mid-phone.png")
                phone.page.close()
                mid = True
                now = [p.evaluate(STATE) for p in (p1, p2)]
        acted = _act(p1, states[0], now[0]) or _act(p2, states[1], now[1])
        if not acted:
            # nothing to do now: until a seat's page changes (a page each time, at most 200 ms)
            idle += 1
            until((p1, p2)[idle % 2], f"(was) => ({STATE})().sig !== was", now[idle % 2]["sig"], timeout=200, quiet=True)
    else:
        raise AssertionError(f"the game did not end: {p1.locator('.board-pane .status').inner_text()}")
    played = time.monotonic() - started

    game = httpx.get(f"{base}/games/{gid}").json()
    assert game["status"] == "finished" and game["round"] == ROUNDS, game
    actions = httpx.get(f"{base}/games/{gid}/actions?limit=200").json()
    kinds = {a["action"]["type"] for a in actions["actions"]}
    assert {"place_start", "reinforce", "end_step"} <= kinds, kinds
    assert kinds & {"attack", "move"}, kinds

    # everyone ends on the same board, which is the server's
    p3.wait_for_selector("#app[data-status=finished]")
    for p in (p1, p2, p3):
        until(p, "(v) => document.querySelector('#app').dataset.version === v", str(game["version"]))
    assert _board(p1) == _board(p2) == _board(p3)
    labels = dict(zip([r["id"] for r in game["regions"]], _board(p3)))
    for r in game["regions"]:
        if r["infantry"]:
            assert f"{r['infantry']} infantry" in labels[r["id"]], (r, labels[r["id"]])
    # the log comes by the event stream, the version and status by the page's re-reads (a
    # re-read after an event may already see the end): the end's line, once told, is there once
    until(p1, "() => document.querySelector('.log .ev-game_ended')", timeout=60_000)
    assert p1.locator(".log .ev-game_ended").count() == 1
    assert p3.locator(".log .roll .die").count() >= 2          # battles' dice shown as dice
    assert "Game over" in p3.locator(".board-pane .status h1").inner_text()

    shot(p3, "watch-phone.png", full_page=True)
    # the spectator reconnected after its first stream failed, resuming with Last-Event-ID
    assert len(streams) >= 2 and streams[1] is not None and streams[1].isdigit(), streams

    # the replay steps through the game from the empty board to the same final board
    p3.goto(f"{base}/play/#/replay/{gid}")
    p3.wait_for_selector("#app[data-page=replay][data-steps]")
    steps = int(p3.locator("#app").get_attribute("data-steps"))
    assert steps > actions["total"], steps
    assert _board(p3) == _board(p1)
    p3.click("[data-step=First]")
    p3.wait_for_selector("#app[data-step='0']")
    assert all("held by nobody" in label for label in _board(p3))
    for _ in range(5):
        p3.click("[data-step=Forward]")
    p3.wait_for_selector("#app[data-step='5']")
    p3.click("[data-step=Last]")
    p3.wait_for_selector(f"#app[data-step='{steps - 1}']")
    assert _board(p3) == _board(p1)
    shot(p1, "game-end.png")
    httpx.post(f"{base}/games", json={"seats": 3, "players": [{"name": "Karaiskakis"}]})   # an open game to list
    p1.goto(base + "/play/")
    p1.wait_for_selector(f".game-list [data-game='{gid}']")
    shot(p1, "lobby.png")
    if not mid:
        shot(p1, "game-mid.png")
    for w in (host, guest, spectator):
        assert w.foreign == [], w.foreign
    assert host.errors == guest.errors == [], host.errors + guest.errors
    assert spectator.errors == ["console: Failed to load resource: net::ERR_FAILED"], spectator.errors   # the dropped stream
    print(f"\nfull UI game: {played:.1f} s, {actions['total']} actions ({sorted(kinds)}); screenshots in {out}")
