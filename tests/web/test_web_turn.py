"""Issue 35, points 3 and 4: whose move it is, at once and everywhere.

3. The page re-reads the game as soon as an event arrives and shows the server's state and
   this seat's options while the map still animates what happened (the Ottoman phase's
   events are played out 200-450 ms apiece): before, the page said "your move" only after
   the animation, 1.5-3 s of the player's clock later.
4. The tab title says "▶ Your move" and the favicon carries a badge while the game waits
   on this browser's seat (per seat: the title names the player), not otherwise."""

from __future__ import annotations

import time

import httpx

from test_web_seats_history import _create, _view, _waited, auth


def play_one(base: str, gid: str, token: str) -> dict:
    """One simple legal action of the token's seat: place, or reinforce all in the first
    region offered, else end the step, or say no to an Ally question."""
    la = httpx.get(f"{base}/games/{gid}/legal-actions", headers=auth(token)).json()
    by = {o["type"]: o for o in la["actions"]}
    if "place_start" in by:
        action = {"type": "place_start", "region": by["place_start"]["regions"][0]}
    elif "reinforce" in by:
        o = by["reinforce"]
        action = {"type": "reinforce", "placements": [{"region": o["regions"][0], "infantry": o["infantry"], "cannons": o["cannons"]}]}
    elif "end_step" in by:
        action = {"type": "end_step"}
    elif "call_ally" in by:
        action = {"type": "call_ally", "call": False}
    elif "answer_ally" in by:
        action = {"type": "answer_ally", "accept": False}
    else:
        raise AssertionError(la)
    r = httpx.post(f"{base}/games/{gid}/actions", json=action,
                   headers={**auth(token), "If-Match": f'"{la["version"]}"'})
    assert r.status_code == 201, r.text
    return r.json()


def settled(base: str, gid: str, timeout: float = 30.0) -> dict:
    """The view once the game waits on a seat or is over."""
    deadline = time.monotonic() + timeout
    while True:
        v = _view(base, gid)
        if v["waiting_for"] or v["status"] in ("finished", "cancelled"):
            return v
        assert time.monotonic() < deadline, {k: v[k] for k in ("status", "round", "phase", "step", "pending", "version")}
        time.sleep(0.02)


def test_your_move_is_shown_while_the_ottoman_phase_is_still_animated(watched, web_live):
    base = web_live["base"]
    g = _create(base, [{"name": "Mavrokordatos"}, {"name": "Computer 2", "bot": "greedy"}], max_rounds=10)
    gid, token = g["id"], g["players"][0]["token"]
    _waited(base, gid)
    w = watched(reduced_motion="no-preference")      # the paced map: its animation is what this test races
    p = w.page
    p.goto(f"{base}/play/#/seat/{token}")
    p.wait_for_selector("#app[data-my-turn]")
    delays, animating = [], []
    for _ in range(3):                      # three turns of the human: each after the computer and the Ottomans
        while True:                          # the human plays its turn to its end ("End your turn")
            v = settled(base, gid)
            assert v["status"] in ("setup", "active"), (v["status"], v.get("end_reason"), v["round"])
            if v["waiting_for"] != [0]:      # the computer's move (setup): it plays at once
                time.sleep(0.02)
                continue
            la = httpx.get(f"{base}/games/{gid}/legal-actions", headers=auth(token)).json()
            last = any(o["type"] == "end_step" and o["step"] == "movement" for o in la["actions"]) \
                and not any(o["type"] in ("place_start", "reinforce") for o in la["actions"])
            play_one(base, gid, token)
            if last:
                break
        deadline = time.monotonic() + 30
        while True:                          # the server hands the human the turn again (after the Ottoman phase)
            v = _view(base, gid)
            if v["waiting_for"] == [0]:
                break
            assert time.monotonic() < deadline
            time.sleep(0.005)
        t_server = time.monotonic()
        state = p.wait_for_function(
            "v => { const a = document.querySelector('#app'); return a.dataset.myTurn === '1' && Number(a.dataset.stateVersion) >= v"
            " && document.querySelector('.actions h2').textContent.startsWith('Your move')"
            " && {animating: a.dataset.animating === '1', status: document.querySelector('.status').innerText} }",
            arg=v["version"], polling="raf", timeout=60_000).json_value()
        delays.append(time.monotonic() - t_server)
        animating.append(state["animating"])
        assert "Ottomans are moving" not in state["status"], state
    # the proof is the order: the move is offered while the map still plays what happened
    # (``animating``), not after it (the old page took 6.3-9.0 s); the delays (49-189 ms on a
    # quiet machine) are only printed: a latency target belongs in bench/, not here
    assert any(animating), (delays, animating)
    print(f"your move shown {min(delays) * 1000:.0f}-{max(delays) * 1000:.0f} ms after the server's answer")
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_the_title_and_favicon_say_your_move_only_to_the_seat_waited_on(watched, web_live, tmp_path):
    base = web_live["base"]
    g = _create(base, [{"name": "Kolokotronis"}, {"name": "Bouboulina"}], max_rounds=3)
    gid = g["id"]
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    names = {0: "Kolokotronis", 1: "Bouboulina"}
    first = _waited(base, gid)["waiting_for"][0]
    pages = {}
    for seat in (0, 1):
        w = watched()
        w.page.goto(f"{base}/play/#/seat/{tokens[seat]}")
        w.page.wait_for_selector("#app[data-my-turn]")
        pages[seat] = w.page

    def signals(seat):
        return pages[seat].evaluate("() => [document.title, document.querySelector(\"link[rel~='icon']\").dataset.turn,"
                                    " document.querySelector(\"link[rel~='icon']\").href]")

    for turn in range(3):
        waited = _waited(base, gid)["waiting_for"][0]
        pages[waited].wait_for_function("() => document.title.startsWith('▶ Your move')", timeout=60_000)
        pages[1 - waited].wait_for_function("() => !document.title.startsWith('▶')", timeout=60_000)
        mine, other = signals(waited), signals(1 - waited)
        assert mine[0].startswith("▶ Your move · " + names[waited]), mine
        assert other[0].startswith(names[1 - waited] + " · "), other
        assert mine[1] == "1" and other[1] == "0" and mine[2] != other[2], (mine, other)
        assert mine[2].startswith("data:image/svg+xml") and "circle" in mine[2] and "circle" not in other[2]
        if turn == 0:
            assert waited == first
        play_one(base, gid, tokens[waited])
    watcher = watched()
    watcher.page.goto(f"{base}/play/#/watch/{gid}")
    watcher.page.wait_for_selector("#app[data-my-turn]")
    title = watcher.page.title()
    assert not title.startswith("▶") and "Kolokotronis" not in title.split("—")[0], title
