"""Issue 35, point 1: a seat taken over when its clock ran out, against a computer seat,
is offered back for as long as the game lasts and can be taken back before the game ends
(the bots play at the takeover pace, server/service/seats.py ``TAKEOVER_PACE_S``; unpaced
they played the rest of the game in 0.3 s and "Take back my seat" never showed)."""

from __future__ import annotations

import httpx
import shots
from test_web_keyboard import _axe
from test_web_seats_history import PHONE, REFUSED_409, _create, _waited

STALE_412 = "console: Failed to load resource: the server responded with a status of 412 (Precondition Failed)"


def test_a_timed_out_seat_against_a_computer_is_taken_back_before_the_game_ends(watched, web_live):
    base = web_live["base"]
    g = _create(base, [{"name": "Ypsilantis"}, {"name": "Computer 2", "bot": "greedy"}], max_rounds=2,
                clock={"initial_s": 5}, takeover_bot="greedy")
    gid = g["id"]
    token = g["players"][0]["token"]
    _waited(base, gid)
    w = watched()
    p = w.page
    p.goto(f"{base}/play/#/seat/{token}")
    # the human does nothing: the clock runs out, the seat is taken over
    control = p.locator(".seat-control")
    control.wait_for(timeout=20_000)
    assert "when your clock ran out" in control.inner_text()
    shots.shot(p, "taken-over-vs-computer.png")
    assert not _axe(p), _axe(p)                 # no serious or critical axe violation on a taken-over seat
    # on a phone too, "Take back my seat" is in view without scrolling (under the status, above the map)
    phone = watched(**PHONE)
    phone.page.goto(f"{base}/play/#/seat/{token}")
    button = phone.page.get_by_role("button", name="Take back my seat")
    button.wait_for()
    box = button.bounding_box()
    assert box and box["y"] + box["height"] <= 844, box
    shots.shot(phone.page, "taken-over-phone.png")
    phone.page.close()
    p.wait_for_timeout(2500)          # a player who reloads or reads for a moment: still offered
    assert p.locator(".seat-control").count() == 1
    assert httpx.get(f"{base}/games/{gid}").json()["status"] != "finished"
    p.get_by_role("button", name="Take back my seat").click()
    # while the bot is in the seat's turn the page says it waits and tries again by itself
    p.wait_for_selector(".seat-slot .notice:has-text('Your seat is yours again')", timeout=60_000)
    view = httpx.get(f"{base}/games/{gid}").json()
    assert view["status"] != "finished", "the game ended before the seat was back"
    assert view["seats"][0]["taken_over"] is False
    # the take-back the page retries by itself: 409 seat_in_turn while the bot plays the seat,
    # 412 when the bot moved the game on between the page's read and its take-back
    assert set(w.errors) <= {REFUSED_409, STALE_412} and not w.foreign, (w.errors, w.foreign)
