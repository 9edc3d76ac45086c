"""Issue 33, item 8: the web client's account pages, in a real browser on the live stack.

- ``#/account``: an account made in the page shows its API key once (kept in this
  browser's storage, never shown again on a reload); forgetting the key and pasting it
  back; a challenge sent from one browser to the account of another shows there live (the
  account's event stream), is accepted there, and both browsers land in the game as their
  seats (seat 0 the challenger's account, seat 1 the invitee's); a declined challenge shows
  as declined on the challenger's page, which cancels its game;
- with a key in the browser the lobby's create and join take the seats with the account;
- ``#/profile/<id>`` and ``#/leaderboard/<kind>`` after a rated game finished through the
  API: ratings, the rating history with the game, the games (paged), the rows;
- ``#/quickplay``: one browser's seek waits (with Cancel), the other's page lists it and
  plays the same game: both land in the game as their seats (the waiting one through its
  account's ``seek_matched`` event); a cancelled seek is cancelled on the server.

Screenshots (1280x800 and 390x844) go to ``$BATTLE1821_SCREENSHOTS`` (``docs/screenshots``)
when it is set; without it none is taken (no check reads them)."""

from __future__ import annotations

import json
import os
import re
import time
import uuid
from pathlib import Path

import httpx
from page_wait import until
from test_web_keyboard import _axe
from test_web_layout import _no_sideways_scroll
from test_web_seats_history import PHONE
from test_web_turn import play_one, settled

KEY = re.compile(r"^b1821a_[A-Za-z0-9_-]{43}$")
HANG = 60_000          # ms: a hang bound for what the page waits on (never a latency bound)


def _shot(page, tmp_path: Path, name: str) -> None:
    """A full-page screenshot into ``$BATTLE1821_SCREENSHOTS`` when it is set, else none: no
    check reads it, and the ten of a run cost ~0.1-0.3 CPU s each (issue 37)."""
    out = os.environ.get("BATTLE1821_SCREENSHOTS")
    if out:
        page.screenshot(path=str(Path(out) / name), full_page=True)


def _name(who: str) -> str:
    return f"{who} {uuid.uuid4().hex[:5]}"


def _auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def _create_in_page(w, base: str, name: str) -> str:
    """Create the account ``name`` in ``#/account``; the key the page showed once."""
    p = w.page
    p.goto(f"{base}/play/#/account")
    p.fill("input[name=account_name]", name)
    p.click("form.account-create button[type=submit]")
    key = p.locator("[data-testid=api-key]").inner_text(timeout=HANG).strip()
    assert KEY.match(key), key
    p.locator(".account-head h1").filter(has_text=name).wait_for(timeout=HANG)
    p.locator(".incoming .link.live").wait_for(timeout=HANG)      # the account's event stream is open
    return key


def _held(page) -> dict | None:
    return page.evaluate("() => JSON.parse(localStorage.getItem('battle1821.account') || 'null')")


def _seat_kept(page, gid: str) -> int | None:
    seats = page.evaluate("() => JSON.parse(localStorage.getItem('battle1821.seats') || '{}')")
    return seats.get(gid, {}).get("seat")


def test_account_key_once_challenge_accepted_both_in_the_game(watched, web_live, tmp_path):
    base = web_live["base"]
    ann, bob = _name("Bouboulina"), _name("Kanaris")
    a, b = watched(), watched(**PHONE)
    pa, pb = a.page, b.page
    # the empty account page, then the account made: its key shown this once and kept here
    pa.goto(f"{base}/play/#/account")
    pa.locator("form.account-create").wait_for()
    _shot(pa, tmp_path, "account-new-desktop.png")
    pb.goto(f"{base}/play/#/account")
    pb.locator("form.account-create").wait_for()
    _no_sideways_scroll(pb, "account page, no key")
    _shot(pb, tmp_path, "account-new-phone.png")
    key_a = _create_in_page(a, base, ann)
    _shot(pa, tmp_path, "account-key-desktop.png")
    key_b = _create_in_page(b, base, bob)
    _no_sideways_scroll(pb, "account page, key shown")
    _shot(pb, tmp_path, "account-key-phone.png")
    me_a = httpx.get(f"{base}/account", headers=_auth(key_a)).json()
    me_b = httpx.get(f"{base}/account", headers=_auth(key_b)).json()
    assert me_a["name"] == ann and me_b["name"] == bob
    assert _held(pa) == {"key": key_a, "id": me_a["id"], "name": ann}
    assert not _axe(pa), _axe(pa)
    # a reload: the account, never the key again
    pa.reload()
    pa.locator(".account-head h1").filter(has_text=ann).wait_for(timeout=HANG)
    assert pa.locator("[data-key-once]").count() == 0 and key_a not in pa.content()
    pa.locator(".incoming .link.live").wait_for(timeout=HANG)

    # Ann challenges Bob by name; Bob's page shows it live (no reload) and accepts
    pa.fill("input[name=invitee]", bob.upper())                 # names match up to case
    pa.click("form.challenge button[type=submit]")
    sent = pa.locator(".sent li[data-sent]").first
    sent.wait_for(timeout=HANG)
    assert bob in sent.inner_text() and "waiting" in sent.inner_text(), sent.inner_text()
    row = pb.locator(".incoming li[data-challenge]")
    row.wait_for(timeout=HANG)
    assert ann in row.inner_text() and "rated" in row.inner_text(), row.inner_text()
    _no_sideways_scroll(pb, "account page, a challenge")
    _shot(pb, tmp_path, "account-challenge-phone.png")
    _shot(pa, tmp_path, "account-challenge-desktop.png")
    cid = row.get_attribute("data-challenge")
    ch = httpx.get(f"{base}/challenges/{cid}").json()
    gid = ch["game_id"]
    assert ch["challenger"] == me_a["id"] and ch["rated"] is True and ch["invites"][0]["account"] == me_b["id"]
    row.locator("[data-action=accept]").click()
    # both land in the game as their seats: Bob by his click, Ann when the game starts
    for p, seat, name in ((pb, 1, bob), (pa, 0, ann)):
        until(p, f"() => location.hash === '#/game/{gid}'", timeout=HANG)
        p.wait_for_selector("#app[data-status]", timeout=HANG)
        p.locator(".side").filter(has_text=f"{name} (you)").wait_for(timeout=HANG)
        assert _seat_kept(p, gid) == seat
    seats = {s["seat"]: s for s in httpx.get(f"{base}/games/{gid}").json()["seats"]}
    assert seats[0]["account"] == me_a["id"] and seats[1]["account"] == me_b["id"], seats
    assert httpx.get(f"{base}/challenges/{cid}").json()["status"] == "accepted"

    # a declined challenge: Ann's page says so live and cancels its game
    pa.goto(f"{base}/play/#/account")
    pa.locator(".incoming .link.live").wait_for(timeout=HANG)
    pb.goto(f"{base}/play/#/account")
    pb.locator(".incoming .link.live").wait_for(timeout=HANG)
    pa.fill("input[name=invitee]", bob)
    pa.click("form.challenge button[type=submit]")
    pa.locator(".sent li[data-status=pending]").wait_for(timeout=HANG)
    row = pb.locator(".incoming li[data-challenge]")
    row.wait_for(timeout=HANG)
    cid2 = row.get_attribute("data-challenge")
    assert cid2 != cid
    row.locator("[data-action=decline]").click()
    row.wait_for(state="detached", timeout=HANG)
    declined = pa.locator(f".sent li[data-sent='{cid2}'][data-status=declined]")
    declined.wait_for(timeout=HANG)
    assert "declined" in declined.inner_text()
    gid2 = httpx.get(f"{base}/challenges/{cid2}").json()["game_id"]
    declined.locator("[data-action=cancel]").click()
    declined.wait_for(state="detached", timeout=HANG)
    assert httpx.get(f"{base}/games/{gid2}").json()["status"] == "cancelled"

    # forget the key here, then paste it back
    pa.click("[data-action=forget]")
    pa.click("[data-action=forget-confirm]")
    pa.locator("form.account-create").wait_for()
    assert _held(pa) is None
    pa.fill("input[name=api_key]", "b1821a_not-a-key")
    pa.click("form.account-use button[type=submit]")
    pa.locator("form.account-use .problem[data-code=invalid_key]").wait_for()
    pa.fill("input[name=api_key]", key_a)
    pa.click("form.account-use button[type=submit]")
    pa.locator(".account-head h1").filter(has_text=ann).wait_for(timeout=HANG)
    assert _held(pa) == {"key": key_a, "id": me_a["id"], "name": ann}
    for w in (a, b):
        assert not w.errors and not w.foreign, (w.errors, w.foreign)


def _api_account(base: str, who: str) -> dict:
    r = httpx.post(f"{base}/accounts", json={"name": _name(who)})
    assert r.status_code == 201, r.text
    return r.json()


def _hold(w, acc: dict) -> None:
    """This browser holds ``acc``'s key (as after creating it here)."""
    held = {"key": acc["key"]["key"], "id": acc["account"]["id"], "name": acc["account"]["name"]}
    w.context.add_init_script(f"localStorage.setItem('battle1821.account', {json.dumps(json.dumps(held))});")


def _rated_game(base: str, one: dict, two: dict) -> str:
    """A rated 1821 game of the two accounts, played to its end through the API; once rated."""
    r = httpx.post(f"{base}/games", json={"seats": 2, "players": [{"name": "x"}], "account_seat": 0, "rated": True,
                                          "options": {"max_rounds": 1}}, headers=_auth(one["key"]["key"]))
    assert r.status_code == 201, r.text
    g = r.json()
    gid = g["id"]
    j = httpx.post(f"{base}/games/{gid}/players", json={"name": "y"},
                   headers={**_auth(two["key"]["key"]), "If-Match": f'"{g["version"]}"'})
    assert j.status_code == 201, j.text
    tokens = {0: g["players"][0]["token"], 1: j.json()["token"]}
    for _ in range(400):
        v = settled(base, gid, timeout=120)
        if v["status"] == "finished":
            break
        play_one(base, gid, tokens[v["waiting_for"][0]])
    else:
        raise AssertionError("the game did not end")
    deadline = time.monotonic() + 120          # the worker's end-of-game job rates it
    while not httpx.get(f"{base}/accounts/{one['account']['id']}/ratings").json()["changes"]:
        assert time.monotonic() < deadline, "the rated game was not rated"
        time.sleep(0.2)
    return gid


def test_profile_and_leaderboard_after_a_rated_game(watched, web_live, tmp_path):
    base = web_live["base"]
    one, two = _api_account(base, "Miaoulis"), _api_account(base, "Karaiskakis")
    gid = _rated_game(base, one, two)
    aid, bid = one["account"]["id"], two["account"]["id"]
    for kw, size in (({}, "desktop"), (PHONE, "phone")):
        w = watched(**kw)
        _hold(w, one)
        p = w.page
        # the profile: ratings, the history with the game, the games
        p.goto(f"{base}/play/#/profile/{aid}")
        p.locator("[data-ratings] tr[data-kind=battle1821]").wait_for(timeout=HANG)
        p.locator(f"[data-history] tr[data-game='{gid}']").wait_for(timeout=HANG)
        p.locator(f"[data-games] li[data-game='{gid}'][data-status=finished]").wait_for(timeout=HANG)
        rating = httpx.get(f"{base}/accounts/{aid}").json()["ratings"][0]
        assert f"{rating['ordinal']:.1f}" in p.locator("[data-ratings]").inner_text()
        hist = p.locator(f"[data-history] tr[data-game='{gid}']").inner_text()
        change = httpx.get(f"{base}/accounts/{aid}/ratings").json()["changes"][0]
        assert f"{change['rank']}{'st' if change['rank'] == 1 else 'nd'} of 2" in hist, hist
        assert p.locator("[data-history] svg.rating-chart .dot").count() == 2      # before and after
        assert "(you)" in p.locator(".profile-head").inner_text()
        games = p.locator(f"[data-games] li[data-game='{gid}']").inner_text()
        assert one["account"]["name"] in games and two["account"]["name"] in games, games
        p.locator(f"[data-games] li[data-game='{gid}'] a[href='#/replay/{gid}']").wait_for()
        _no_sideways_scroll(p, f"profile, {size}")
        _shot(p, tmp_path, f"account-profile-{size}.png")
        if not kw:
            assert not _axe(p), _axe(p)
        # the leaderboard: both accounts, this browser's marked, names link to profiles
        p.goto(f"{base}/play/#/leaderboard/battle1821")
        p.locator(f"tr[data-account='{aid}'].me").wait_for(timeout=HANG)
        p.locator(f"tr[data-account='{bid}'] a[href='#/profile/{bid}']").wait_for()
        _no_sideways_scroll(p, f"leaderboard, {size}")
        _shot(p, tmp_path, f"account-leaderboard-{size}.png")
        if not kw:
            assert not _axe(p), _axe(p)
            p.click(f"tr[data-account='{bid}'] a")
            until(p, f"() => document.querySelector('#app').dataset.account === '{bid}'", timeout=HANG)
        assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_the_lobby_creates_and_joins_with_the_held_account(watched, web_live):
    base = web_live["base"]
    one, two = _api_account(base, "Papaflessas"), _api_account(base, "Nikitaras")
    a, b = watched(), watched()
    _hold(a, one)
    _hold(b, two)
    pa = a.page
    pa.goto(f"{base}/play/")
    pa.locator("form.create [data-account]").wait_for()
    assert pa.locator("input[name=name]").input_value() == one["account"]["name"]
    pa.check("input[name=rated]")
    pa.click("form.create button[type=submit]")
    until(pa, "() => location.hash.startsWith('#/game/')", timeout=HANG)
    gid = pa.evaluate("() => location.hash.split('/')[2]")
    pb = b.page
    pb.goto(f"{base}/play/#/join/{gid}")
    pb.click("form button[type=submit]", timeout=HANG)
    until(pb, f"() => location.hash === '#/game/{gid}'", timeout=HANG)
    seats = {s["seat"]: s for s in httpx.get(f"{base}/games/{gid}").json()["seats"]}
    assert seats[0]["account"] == one["account"]["id"] and seats[0]["name"] == one["account"]["name"], seats
    assert seats[1]["account"] == two["account"]["id"] and seats[1]["name"] == two["account"]["name"], seats
    games = httpx.get(f"{base}/accounts/{two['account']['id']}/games").json()["games"]
    assert gid in games
    for w in (a, b):
        assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_quick_play_matches_two_browsers_and_cancels(watched, web_live, tmp_path):
    base = web_live["base"]
    one, two = _api_account(base, "Ypsilantis"), _api_account(base, "Androutsos")
    rounds = str(100 + uuid.uuid4().int % 900)      # a pool of this test's own: no other test's seek matches
    # without a key: the page says quick play needs an account
    n = watched()
    n.page.goto(f"{base}/play/#/quickplay")
    n.page.locator("a[href='#/account']").filter(has_text="Create an account").wait_for()
    a, b = watched(), watched(**PHONE)
    _hold(a, one)
    _hold(b, two)
    pa, pb = a.page, b.page
    for p in (pa, pb):
        p.goto(f"{base}/play/#/quickplay")
        p.locator("select[name=kind] option[value=battle1821]").wait_for(state="attached")
        p.fill("input[name=max_rounds]", rounds)
    # Ann seeks: nobody waits for this game, so her page waits, with Cancel
    pa.click("form.seek-form button[type=submit]")
    pa.locator("[data-seek=waiting] [data-action=cancel-seek]").wait_for(timeout=HANG)
    sid = pa.evaluate("() => localStorage.getItem('battle1821.seek')")
    assert httpx.get(f"{base}/seeks/{sid}", headers=_auth(one["key"]["key"])).json()["status"] == "waiting"
    assert f"{rounds} rounds at most" in pa.locator("[data-seek=waiting]").inner_text()
    _shot(pa, tmp_path, "account-quickplay-desktop.png")
    assert not _axe(pa), _axe(pa)
    # Bob's page lists her seek; "Play this game" seeks the same game: matched at once
    pb.reload()
    row = pb.locator(f"li[data-open-seek='{sid}']")
    row.wait_for(timeout=HANG)
    assert one["account"]["name"] in row.inner_text()
    _no_sideways_scroll(pb, "quick play, phone")
    _shot(pb, tmp_path, "account-quickplay-phone.png")
    row.locator("button").click()
    gid = None
    for p in (pb, pa):                     # Bob by the answer, Ann by her event stream's seek_matched
        until(p, "() => location.hash.startsWith('#/game/')", timeout=HANG)
        h = p.evaluate("() => location.hash.split('/')[2]")
        assert gid in (None, h)
        gid = h
        p.wait_for_selector("#app[data-status]", timeout=HANG)
    seek = httpx.get(f"{base}/seeks/{sid}", headers=_auth(one["key"]["key"])).json()
    assert seek["status"] == "matched" and seek["game_id"] == gid, seek
    seats = {s["seat"]: s["account"] for s in httpx.get(f"{base}/games/{gid}").json()["seats"]}
    assert sorted(seats.values()) == sorted([one["account"]["id"], two["account"]["id"]]), seats
    assert _seat_kept(pa, gid) == seek["seat"] and _seat_kept(pb, gid) == 1 - seek["seat"]
    for p, acc in ((pa, one), (pb, two)):
        p.locator(".side").filter(has_text=f"{acc['account']['name']} (you)").wait_for(timeout=HANG)
    # a seek cancelled from the page
    pa.goto(f"{base}/play/#/quickplay")
    pa.locator("select[name=kind] option[value=battle1821]").wait_for(state="attached")
    pa.fill("input[name=max_rounds]", rounds)
    pa.click("form.seek-form button[type=submit]")
    cancel = pa.locator("[data-seek=waiting] [data-action=cancel-seek]")
    cancel.wait_for(timeout=HANG)
    sid2 = pa.evaluate("() => localStorage.getItem('battle1821.seek')")
    assert sid2 and sid2 != sid
    cancel.click()
    pa.locator("[data-seek=cancelled]").wait_for(timeout=HANG)
    assert httpx.get(f"{base}/seeks/{sid2}", headers=_auth(one["key"]["key"])).json()["status"] == "cancelled"
    assert pa.evaluate("() => localStorage.getItem('battle1821.seek')") is None
    pa.locator("form.seek-form").wait_for()                 # the form again, to seek anew
    for w in (n, a, b):
        assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_a_revoked_or_unknown_key_is_told_and_can_be_forgotten(watched, web_live):
    base = web_live["base"]
    acc = _api_account(base, "Diakos")
    key = acc["key"]["key"]
    w = watched()
    _hold(w, acc)
    p = w.page
    p.goto(f"{base}/play/#/account")
    p.locator(".incoming .link.live").wait_for(timeout=HANG)
    r = httpx.delete(f"{base}/account/keys/{acc['key']['id']}", headers=_auth(key))
    assert r.status_code == 204, r.text
    p.reload()
    box = p.locator(".account-head .problem")
    box.wait_for(timeout=HANG)
    assert "refuses this browser's key" in box.inner_text(), box.inner_text()
    box.get_by_role("button", name="Forget the key").click()
    p.locator("form.account-create").wait_for()
    assert _held(p) is None
    p.fill("input[name=api_key]", key)                       # the revoked key, pasted: refused
    p.click("form.account-use button[type=submit]")
    p.locator("form.account-use .problem").wait_for(timeout=HANG)
    assert _held(p) is None
    # the page's own console errors: the refused requests (401) only
    assert all("401" in e for e in w.errors) and not w.foreign, (w.errors, w.foreign)
