"""Issue 35, points 5 and 6: a readable board, and what matters in view.

5. Region names and counter digits are drawn at a readable size: names at least 10 px
   and digits at least 9.5 px at 1280x800 and at 390 px wide (there the map starts
   zoomed in); the "you may pick" highlight is an outline, so the owner's colour and the
   labels' contrast stay as they are (an amber fill turned blue regions grey-olive).
6. At 1280x800 the score (Fame of every player) and the connection state are in view at
   the top, and the host's "Cancel this game" comes after "Your actions", never above."""

from __future__ import annotations

import shots
from page_wait import until
from test_web_seats_history import PHONE, _create, _place_starts

SIZES = """() => {
  const svg = document.querySelector('.map');
  const scale = svg.getScreenCTM().a;
  const px = (sel) => Math.min(...[...svg.querySelectorAll(sel)].map((t) => parseFloat(t.getAttribute('font-size')) * scale));
  return {names: px('.label text'), digits: px('.counter text'), scale};
}"""


def test_the_board_is_readable_at_1280x800_and_on_a_phone(watched, web_live):
    base = web_live["base"]
    g = _create(base, [{"name": "Kolokotronis"}, {"name": "Bouboulina"}], max_rounds=3)
    gid = g["id"]
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    seat = _place_starts(base, gid, tokens)["waiting_for"][0]
    for kw, shot in (({}, "readable-desktop.png"), (PHONE, "readable-phone.png")):
        w = watched(**kw)
        p = w.page
        p.goto(f"{base}/play/#/seat/{tokens[seat]}")
        p.wait_for_selector("#app[data-step=reinforcement][data-my-turn='1'] .map .counter text")
        p.wait_for_timeout(200)                 # the phone's first zoom happens on the next frame
        sizes = p.evaluate(SIZES)
        assert sizes["names"] >= 10 and sizes["digits"] >= 9.5, sizes
        mine = p.locator(".map .hit.pickable").first
        fill = mine.locator("use, path").first.evaluate("e => getComputedStyle(e).fill")
        assert fill == "none", fill                              # an outline, not a wash over the owner's colour
        shots.shot(p, shot)
        assert not w.errors and not w.foreign, (w.errors, w.foreign)


def test_score_and_connection_in_view_and_cancel_below_the_actions(watched, web_live):
    base = web_live["base"]
    w = watched()
    p = w.page
    p.goto(base + "/play/")
    p.fill("input[name=name]", "Kolokotronis")
    p.click("text=Create the game")
    link = p.locator("[data-testid=join-link-1]")
    link.wait_for()
    guest = watched()
    guest.page.goto(link.input_value())
    guest.page.fill("input[name=name]", "Bouboulina")
    guest.page.click("button:text-is('Join')")
    p.wait_for_selector("#app[data-status=setup] .host-tools [data-action=cancel_game]")
    p.wait_for_selector(".status .link.live")
    score = p.locator(".status .score")
    assert score.locator(".score-seat").count() == 2 and "Kolokotronis" in score.inner_text() and "Bouboulina" in score.inner_text()
    for loc in (score, p.locator(".status .link")):
        # read in one step (the status is re-rendered as the stream delivers: a box read
        # from an element replaced in between would be None)
        bottom = loc.evaluate("e => e.getBoundingClientRect().bottom")
        assert bottom <= 800, bottom                                      # in view without scrolling
    # both boxes read in one step, once the button is laid out (a re-render in between read a
    # detached button's empty box, top 0)
    actions, cancel = p.wait_for_function("""() => {
        const a = document.querySelector('.actions'), c = document.querySelector('[data-action=cancel_game]');
        const cr = c && c.getBoundingClientRect();
        return a && cr && cr.height > 0 ? [a.getBoundingClientRect().bottom, cr.top] : null;
    }""").json_value()
    assert cancel > actions, (actions, cancel)
    until(p, "() => document.querySelector('.talk-slot').innerText.includes('Bouboulina')")  # not "Seat 2"
    shots.shot(p, "layout-desktop.png")
    assert not w.errors and not w.foreign, (w.errors, w.foreign)
