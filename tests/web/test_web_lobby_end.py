"""Issue 35, point 8: the lobby and the end of a game.

- the end screen offers "Rematch" (the API's ``POST /games/{id}/rematch``): the host's
  click makes the rematch and takes its seat in it, and the page opens it;
- lobby rows name the players and the winner ("1 round", not "1 rounds"); a game being
  played tells when it last moved (its newest action), and one nobody moved in for an hour
  is marked as abandoned (setup says "placing the starting pieces", not "round 0");
- the replay page shows the players, their Fame and who won."""

from __future__ import annotations

import httpx
import shots
from page_wait import until
from test_web_keyboard import _axe
from test_web_layout import _as_host_and_seat
from test_web_seats_history import PHONE, _create, _place_starts, _view
from test_web_turn import play_one, settled


def _finish(base: str, g: dict) -> dict:
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    for _ in range(300):
        v = settled(base, g["id"])
        if v["status"] == "finished":
            return v
        play_one(base, g["id"], tokens[v["waiting_for"][0]])
    raise AssertionError("the game did not end")


def test_rematch_names_and_winner_in_the_lobby_and_the_replay(watched, web_live):
    base = web_live["base"]
    g = _create(base, [{"name": "Kolokotronis"}, {"name": "Bouboulina"}], max_rounds=1)
    gid = g["id"]
    end = _finish(base, g)
    winners = [end["players"][s]["name"] for s in end["winners"]]
    # the replay: players, Fame, the result
    w = watched()
    p = w.page
    p.goto(f"{base}/play/#/replay/{gid}")
    players = p.locator(".players")
    players.locator("tbody tr").first.wait_for()
    text = players.inner_text()
    assert "Kolokotronis" in text and "Bouboulina" in text and "1 round" in text and "1 rounds" not in text, text
    assert ("Won by " + " and ".join(winners)) in text if winners else "No Greek player won" in text, text
    for pl in end["players"]:
        assert players.locator(f"tr[data-seat='{pl['seat']}'] .fame-value").inner_text() == str(pl["fame"])
    # the lobby: names and winner, "1 round"
    p.goto(f"{base}/play/")
    row = p.locator(f".game-list li[data-game='{gid}']")
    row.wait_for()
    until(p, f"() => document.querySelector(\"li[data-game='{gid}'] .game-names\").textContent.includes('Bouboulina')")
    rt = row.inner_text()
    assert "Kolokotronis, Bouboulina" in rt and "1 round" in rt and "1 rounds" not in rt, rt
    assert ("won by " + " and ".join(winners)) in rt if winners else "no Greek player won" in rt, rt
    # the end screen of the host and seat 0: Rematch
    for kw, shot in (({}, "end-desktop.png"), (PHONE, "end-phone.png")):
        hw = watched(**kw)
        _as_host_and_seat(hw, g)
        hp = hw.page
        hp.goto(f"{base}/play/#/game/{gid}")
        hp.wait_for_selector("#app[data-status=finished] [data-action=rematch]")
        shots.shot(hp, shot)
        assert not _axe(hp), _axe(hp)           # no serious or critical axe violation on the end screen
        if kw:
            continue
        hp.click("[data-action=rematch]")
        until(hp, f"() => location.hash.startsWith('#/game/') && !location.hash.endsWith('{gid}')")
        new = hp.evaluate("() => location.hash.split('/')[2]")
        assert _view(base, gid)["rematch"] == new
        seats = httpx.get(f"{base}/games/{new}/players").json()
        seat0 = next(s for s in (seats["seats"] if isinstance(seats, dict) else seats) if s["seat"] == 0)
        assert seat0["taken"] and seat0["name"] == "Kolokotronis", seat0
        hp.wait_for_selector("#app[data-status]")
        assert "Kolokotronis (you)" in hp.locator(".side").inner_text()
        assert not hw.errors and not hw.foreign, (hw.errors, hw.foreign)
    assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_a_game_nobody_moved_in_for_an_hour_is_marked_abandoned_with_its_age(watched, web_live):
    base = web_live["base"]
    g = _create(base, [{"name": "Kolokotronis"}, {"name": "Bouboulina"}], max_rounds=1)
    assert settled(base, g["id"])["status"] == "setup"
    playing = _create(base, [{"name": "Mavrokordatos"}, {"name": "Bouboulina"}], max_rounds=1)
    v = _place_starts(base, playing["id"], {p["seat"]: p["token"] for p in playing["players"]})
    assert v["status"] == "active"
    w = watched()
    # this browser's clock is two hours ahead: the games last moved two hours "ago"
    w.context.add_init_script("(() => { const real = Date.now; Date.now = () => real() + 2 * 3600 * 1000; })();")
    w.page.goto(f"{base}/play/")
    for gid, where in ((g["id"], "placing the starting pieces"), (playing["id"], "round 1")):
        row = w.page.locator(f".game-list li[data-game='{gid}']")
        row.wait_for()
        until(w.page, f"() => document.querySelector(\"li[data-game='{gid}']\").classList.contains('stalled')")
        text = row.inner_text()
        assert where in text and "no move for 2 h: abandoned?" in text and "round 0" not in text, text
    shots.shot(w.page.locator(".games"), "lobby-abandoned.png")
    fresh = watched()
    fresh.page.goto(f"{base}/play/")
    for gid in (g["id"], playing["id"]):
        other = fresh.page.locator(f".game-list li[data-game='{gid}']")
        other.wait_for()
        until(fresh.page, f"() => document.querySelector(\"li[data-game='{gid}']\").textContent.includes('last move')")
        text = other.inner_text()
        assert "abandoned?" not in text and "last move just now" in text, text
        assert "stalled" not in (other.get_attribute("class") or "")
    assert not w.errors and not fresh.errors, (w.errors, fresh.errors)
