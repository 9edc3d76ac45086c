"""A newcomer's design finds on the Ottomans page (session 25), each checked on the page:

1. the moves of the first turn (one row per force x Military Advance x Truce, some 40) are
   grouped by force under a heading that names it and where it stands, each row saying its
   stratagems and reach; a destination picked on the map after the force's area is the "To"
   of every move shown (it was the first place of the list), and only the moves that reach it
   are shown;
2. a reaction window names what it is about: the Weather window on that move says who moves
   what where, on the asked seat's page and on the mover's (waiting) page; the view's
   ``reaction_window`` carries the same for every seat and the spectators.

The game is brought to its first movement phase over HTTP (the simplest legal actions)."""

from __future__ import annotations

import httpx
import pytest
from page_wait import until
from shots import shot
from test_web_ottomans_moves import _from_area, _moved_game
from test_web_ottomans_page import DESKTOP, HANG_MS, _seat_page, _simple
from test_web_seats_history import auth

pytestmark = pytest.mark.timeout(600)
PHONE_SIZE = {"width": 390, "height": 844}


def _area_names(base: str) -> tuple[dict[str, str], set[str]]:
    """The names of regions, seas and cities; the ids of the regions and seas (a map's areas)."""
    d = httpx.get(f"{base}/kinds/ottomans/rules", timeout=30).json()["rules"]["design"]
    areas = {**{r["id"]: r["name"] for r in d["regions"]}, **{s["id"]: s["name"] for s in d["seas"]}}
    return {**areas, **{c["id"]: c["name"] for c in d["cities"]}}, set(areas)


def test_a_target_picked_on_the_map_is_the_moves_to_and_the_weather_window_names_the_move(watched, web_live):
    base = web_live["base"]
    g, seat, v = _moved_game(base)
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    other = 1 - seat
    names, areas = _area_names(base)
    la = httpx.get(f"{base}/games/{g['id']}/legal-actions", headers=auth(tokens[seat]), timeout=30).json()
    moves = [o for o in la["actions"] if o["type"] == "move"]
    by_area: dict[str, list[dict]] = {}
    for o in moves:
        for a in _from_area(v, o):
            by_area.setdefault(a, []).append(o)
    area, rows = max(by_area.items(), key=lambda kv: len(kv[1]))
    # a place every stratagem combination of a force reaches, other than the force's own area
    target = next(t for o in rows for t in o["to"] if t != area and t in areas and sum(t in x["to"] for x in rows) >= 2)
    reach = [o for o in rows if target in o["to"]]

    # the other seat's page, its automatic pass off: it stays on the window to be read
    wo = _seat_page(watched, base, tokens[other], **DESKTOP)
    wo.page.locator(".ott-actions input[name=auto_pass]").uncheck()

    w = _seat_page(watched, base, tokens[seat], **DESKTOP)
    p = w.page
    p.locator(f'.pick-list button[data-pick="{area}"]').click()
    until(p, "(a) => document.querySelector(`.pick-list button.selected[data-pick='${a}']`)", area, timeout=HANG_MS)
    # grouped by force: each group's heading names the force; its rows say their stratagems
    groups = p.locator(".ott-map-actions .ott-force")
    assert groups.count() >= 2
    first = groups.first
    assert " in " in first.locator(".ott-force-title").inner_text()
    titles = first.locator("form .ott-option-title").all_inner_texts()
    assert len(set(titles)) == len(titles), titles            # the rows of a force read differently
    assert any("no stratagem" in t for t in titles) and any("playing" in t for t in titles), titles
    shot(p, "ottomans-moves-grouped-desktop.png")
    # the destination picked on the map (a click on its region or sea)
    p.locator(f".ott-svg g.region[data-area='{target}'], .ott-svg g.sea[data-area='{target}']").first.dispatch_event("click")
    until(p, "(t) => document.querySelector(`.ott-map-actions [data-target='${t}']`)", target, timeout=HANG_MS)
    more = p.locator(".ott-map-actions details.more-options")
    if more.count():
        more.locator("summary").click()
    forms = p.locator(f'.ott-map-actions form[data-option="move"][data-from~="{area}"]')
    assert forms.count() == len(reach), (forms.count(), len(reach))
    assert set(forms.evaluate_all("(fs) => fs.map((f) => f.querySelector('select[name=to]').value)")) == {target}
    assert names[target] in p.locator(".ott-map-actions").inner_text()
    assert p.locator(f".ott-svg g.target[data-area='{target}']").count() == 1      # marked on the map
    shot(p, "ottomans-moves-target-desktop.png")
    p.set_viewport_size(PHONE_SIZE)
    shot(p, "ottomans-moves-target-phone.png", full_page=True)
    p.set_viewport_size(DESKTOP["viewport"])

    before = int(p.locator("#app").get_attribute("data-version"))
    forms.first.locator("button[type=submit]").click()
    until(p, "(v) => Number(document.querySelector('#app').dataset.version) > v", before, timeout=HANG_MS)
    gv = httpx.get(f"{base}/games/{g['id']}", timeout=30).json()
    if gv["reaction"] != "weather":
        pytest.skip(f"no Weather window opened (the other seat's hand is empty: {gv['players'][other]['hand_size']})")
    rw = gv["reaction_window"]
    assert rw["what"] == "move" and rw["by"] == seat and rw["move"]["to"] == target and rw["stratagem"] == "weather"
    for t in (tokens[seat], tokens[other]):                   # the same for every reader
        mine = httpx.get(f"{base}/games/{g['id']}", headers=auth(t), timeout=30).json()
        assert mine["reaction_window"] == rw and mine["battle"] == gv["battle"] is None
    # the asked seat reads what the window is about; so does the mover, waiting
    for page in (wo.page, p):
        until(page, "(t) => { const e = document.querySelector('.ott-actions .ott-window-about');"
              " return e && e.textContent.includes(t); }", names[target], timeout=HANG_MS)
        assert "moves" in page.locator(".ott-actions .ott-window-about").inner_text()
    shot(wo.page, "ottomans-weather-window-desktop.png")
    wo.page.set_viewport_size(PHONE_SIZE)
    shot(wo.page, "ottomans-weather-window-phone.png", full_page=True)
    assert not w.errors and not w.foreign and not wo.errors, (w.errors, wo.errors)


def _post(base: str, gid: str, token: str, version: int, action: dict) -> int:
    r = httpx.post(f"{base}/games/{gid}/actions", json=action, timeout=30,
                   headers={**auth(token), "If-Match": f'"{version}"'})
    assert r.status_code in (201, 412), r.text
    return r.status_code


def test_the_reroll_window_names_the_attack_and_the_die(watched, web_live):
    """The first attack offered in the first turn (either seat's) is made; the windows before
    the die are passed over HTTP; the re-roll window then names, on the asked
    seats' pages, the attack (who, where, with what) and the combat die it would replace, as the
    view's `battle` and `reaction_window` do for every reader."""
    base = web_live["base"]
    g, seat, _v = _moved_game(base)
    gid = g["id"]
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    # the mover's biggest force into Byzantium (its city held by the Byzantines: a siege next)
    la = httpx.get(f"{base}/games/{gid}/legal-actions", headers=auth(tokens[seat]), timeout=30).json()
    rows = [o for o in la["actions"] if o["type"] == "move" and "byzantium" in o["to"]
            and not o["military_advance"] and not o["truce"]]
    if not rows:
        pytest.skip("no move into Byzantium offered")
    big = max(rows, key=lambda o: len(o["pieces"]))
    _post(base, gid, tokens[seat], la["version"], {"type": "move", "pieces": big["pieces"], "to": "byzantium"})
    names, _areas = _area_names(base)
    pages = {}
    for s_, t in tokens.items():                     # both pages, their automatic pass off
        pages[s_] = _seat_page(watched, base, t, **DESKTOP)
        pages[s_].page.locator(".ott-actions input[name=auto_pass]").uncheck()
    attacked = False
    for _ in range(150):
        v = _waited_any(base, gid)
        if v["turn"] > 1 and not attacked:
            pytest.skip("no attack offered in the first turn")
        if v["reaction"] == "reroll" and v["battle"]:
            break
        asked = v["waiting_for"][0]
        la = httpx.get(f"{base}/games/{gid}/legal-actions", headers=auth(tokens[asked]), timeout=30).json()
        types = [o["type"] for o in la["actions"]]
        if "attack" in types and not attacked:
            # the first plain attack offered (it spends no stratagem)
            o = next(o for o in la["actions"] if o["type"] == "attack" and not (o["military_advance"] or o["urbans_gun"] or o["alliance"]))
            action = {k: o[k] for k in ("area", "city", "pieces", "colours")} | {"type": "attack"}
            attacked = _post(base, gid, tokens[asked], la["version"], action) == 201
            continue
        if attacked and v["battle"] is None:
            pytest.skip("the attack ended before any re-roll window (nobody may hold Jesuits/Sufis)")
        action = next((a for a in map(_simple, la["actions"]) if a), None)
        if action is None:
            assert "end_phase" in types, types
            action = {"type": "end_phase"}
        _post(base, gid, tokens[asked], la["version"], action)
    else:
        raise AssertionError("no re-roll window on the attack")
    b, rw = v["battle"], v["reaction_window"]
    assert rw["window"] == "reroll" and rw["what"] == "attack" and rw["by"] == b["seat"]
    assert len(rw["dice"]) == 1 and rw["dice"] == [b["die"]] and 1 <= b["die"] <= 6
    for t in tokens.values():
        mine = httpx.get(f"{base}/games/{gid}", headers=auth(t), timeout=30).json()
        assert (mine["battle"], mine["reaction_window"]) == (b, rw)
    asked = v["waiting_for"][0]
    p = pages[asked].page
    until(p, "() => { const e = document.querySelector('.ott-actions .ott-window-about'); return e && e.textContent.includes('re-roll'); }",
          timeout=HANG_MS)
    text = p.locator(".ott-actions .ott-window-about").inner_text()
    assert f"the combat die, which rolled {b['die']}" in text and names[b["area"]] in text, text
    shot(p, "ottomans-reroll-window-desktop.png")
    assert not pages[asked].errors, pages[asked].errors


def _waited_any(base: str, gid: str, timeout: float = 60.0) -> dict:
    """The view once the game waits on a seat."""
    import time
    deadline = time.monotonic() + timeout
    while True:
        v = httpx.get(f"{base}/games/{gid}", timeout=30).json()
        if v["waiting_for"]:
            return v
        assert time.monotonic() < deadline, v["phase"]
        time.sleep(0.1)
