"""Table talk in the web client: the panel beside the board, messages live between two
seats' windows, a private conversation in its own tab with its unread count (kept across a
reload), and a spectator told the talk is private (the game's option off) without a box to
post in; the spectator of a game that allows it reads the table. Screenshots go to the
test's output folder."""

from __future__ import annotations

import httpx
import shots
from page_wait import until
from test_web_keyboard import _axe


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def _game(base: str, **options) -> dict:
    r = httpx.post(base + "/games", json={"seats": 3, "players": [{"name": n} for n in
                                                                 ("Kolokotronis", "Bouboulina", "Karaiskakis")],
                                          "options": options})
    assert r.status_code == 201, r.text
    return r.json()


def _say(page, text: str) -> None:
    box = page.locator(".talk-form input")
    box.fill(text)
    box.press("Enter")
    until(page, "t => [...document.querySelectorAll('.talk-msg .talk-text')].some(e => e.textContent === t)", arg=text)


def _texts(page) -> list[str]:
    return page.locator(".talk-msg .talk-text").all_inner_texts()


def test_two_seats_talk_live_with_unread_counts_and_a_spectator_is_kept_out(watched, web_live):
    base = web_live["base"]
    g = _game(base)
    gid = g["id"]
    tok = {p["seat"]: p["token"] for p in g["players"]}
    a, b = watched(), watched()
    a.page.goto(f"{base}/play/#/seat/{tok[0]}")
    b.page.goto(f"{base}/play/#/seat/{tok[1]}")
    for w in (a, b):
        w.page.wait_for_selector(".talk .talk-form input")
        w.page.wait_for_selector(".link.live")
    # to the table: live in the other window
    _say(a.page, "Who comes as Ally to Tripolitsa?")
    b.page.wait_for_selector(".talk-msg .talk-text:text-is('Who comes as Ally to Tripolitsa?')")
    assert b.page.locator(".talk-msg .talk-who").first.inner_text() == "Kolokotronis"
    # privately to seat 1: its own tab, counted unread while seat 1 reads the table
    a.page.locator(".talk-tab[data-channel='1']").click()
    _say(a.page, "Just between us: Athens.")
    tab = b.page.locator(".talk-tab[data-channel='0']")
    tab.locator(".unread").wait_for()
    assert tab.locator(".unread").inner_text() == "1"
    assert b.page.locator(".talk h2 .unread").inner_text() == "1"
    assert "Just between us: Athens." not in _texts(b.page)          # not in the table's conversation
    shots.shot(b.page, "talk-unread.png")
    tab.click()
    b.page.wait_for_selector(".talk-msg .talk-text:text-is('Just between us: Athens.')")
    assert tab.locator(".unread").count() == 0 and b.page.locator(".talk h2 .unread").is_hidden()
    _say(b.page, "Agreed.")
    a.page.wait_for_selector(".talk-msg .talk-text:text-is('Agreed.')")
    shots.shot(a.page, "talk-private.png")
    # read stays read after a reload, the open conversation too; what came to the table meanwhile is counted
    httpx.post(f"{base}/games/{gid}/messages", json={"text": "Seat 3 here."}, headers=auth(tok[2])).raise_for_status()
    b.page.wait_for_selector(".talk-tab[data-channel='table'] .unread")
    b.page.reload()
    b.page.wait_for_selector(".talk-tab[data-channel='table'] .unread")
    assert b.page.locator(".talk-tab[data-channel='table'] .unread").inner_text() == "1"
    assert b.page.locator(".talk-tab.active").get_attribute("data-channel") == "0"
    assert b.page.locator(".talk-tab[data-channel='0'] .unread").count() == 0
    # seat 2 never got the private message (the server's redaction, not the page's)
    seen = httpx.get(f"{base}/games/{gid}/messages", headers=auth(tok[2])).json()["messages"]
    assert [m["text"] for m in seen] == ["Who comes as Ally to Tripolitsa?", "Seat 3 here."]
    # a spectator: no messages, no box to post in (the option is off)
    s = watched()
    s.page.goto(f"{base}/play/#/watch/{gid}")
    s.page.wait_for_selector(".talk .talk-list li.muted")
    assert "keep their table talk to themselves" in s.page.locator(".talk").inner_text()
    assert s.page.locator(".talk-form").count() == 0
    for w in (a, b, s):
        assert w.errors == [] and w.foreign == [], (w.errors, w.foreign)


def test_a_spectator_reads_the_table_when_the_game_allows_it(watched, web_live):
    base = web_live["base"]
    g = _game(base, spectator_talk=True)
    tok = {p["seat"]: p["token"] for p in g["players"]}
    httpx.post(f"{base}/games/{g['id']}/messages", json={"text": "Good luck all."}, headers=auth(tok[0])
               ).raise_for_status()
    httpx.post(f"{base}/games/{g['id']}/messages", json={"text": "secret", "to_seat": 1}, headers=auth(tok[0])
               ).raise_for_status()
    s = watched(viewport={"width": 390, "height": 844})
    s.page.goto(f"{base}/play/#/watch/{g['id']}")
    s.page.wait_for_selector(".talk-msg .talk-text:text-is('Good luck all.')")
    httpx.post(f"{base}/games/{g['id']}/messages", json={"text": "Live for the fans."}, headers=auth(tok[1])
               ).raise_for_status()
    s.page.wait_for_selector(".talk-msg .talk-text:text-is('Live for the fans.')")
    assert _texts(s.page) == ["Good luck all.", "Live for the fans."]
    assert s.page.locator(".talk-form").count() == 0
    for n in range(8):                       # enough talk that the list scrolls: a keyboard can scroll it (axe)
        httpx.post(f"{base}/games/{g['id']}/messages", json={"text": f"Cheer {n}"}, headers=auth(tok[2])
                   ).raise_for_status()
    s.page.wait_for_selector(".talk-msg .talk-text:text-is('Cheer 7')")
    assert s.page.evaluate("() => { const l = document.querySelector('.talk-list'); return l.scrollHeight > l.clientHeight; }")
    assert not _axe(s.page), _axe(s.page)
    s.page.locator(".talk").scroll_into_view_if_needed()
    shots.shot(s.page, "talk-spectator-phone.png", full_page=True)
    assert s.errors == [] and s.foreign == [], (s.errors, s.foreign)
