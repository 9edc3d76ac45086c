"""The search bot: legal choices within its time limit, locally and through client models."""

from __future__ import annotations

import msgspec

from battle1821.engine import Action
from battle1821_bots.bots import BOTS
from battle1821_bots.local import is_legal, legal_actions, new_local_game, play_local, step, view, waiting_for
from battle1821_bots.players import LOCAL_BOTS, LocalRandom
from battle1821_bots.search import SearchPlayer, evaluate


def test_search_plays_whole_games_within_its_time_limit():
    bot = SearchPlayer(1)
    times = []
    for k in range(3):
        r = play_local([LocalRandom(2), bot][::1 if k % 2 else -1], f"search-test-{k}", max_rounds=3)
        assert r.error is None and r.state.status == "finished"
        times += r.decision_s[0 if k % 2 == 0 else 1]
    assert len(times) > 10
    # limit_s stops trying candidates; one candidate's draws may run a little past it
    assert max(times) < bot.limit_s + 0.15, max(times)


def test_search_prefers_a_won_game():
    s = new_local_game(2, "eval")
    assert evaluate(s, 0) == -evaluate(s, 1)


def test_search_bot_behind_the_client_interface_returns_a_legal_model():
    from battle1821_client.models import GameOut, LegalActions

    bot = BOTS["search"]("http://unused.invalid", "g", "t", seat=None, seed=3)
    s = new_local_game(2, "client-search", max_rounds=3)
    checked = 0
    while s.status != "finished" and checked < 25:
        seat = waiting_for(s)[0]
        bot.seat = seat
        v = msgspec.to_builtins(view(s, seat))
        v.update(id="g", version=0, created_at="", cancelled=False, your_seat=seat,
                 seats=[{"seat": i, "name": "", "taken": True} for i in range(2)])
        opts = [o for o in legal_actions(s, seat) if type(o).__name__ not in ("SetStandingOrdersOption", "ResignOption")]
        legal = LegalActions.from_dict({"version": 0, "seat": seat, "actions": msgspec.to_builtins(opts)}).actions
        model = bot.choose(GameOut.from_dict(v), legal)
        a = msgspec.convert(model.to_dict(), Action)
        assert is_legal(s, seat, a), a
        s = step(s, seat, a)
        checked += 1
    assert checked == 25 or s.status == "finished"


def test_every_sdk_bot_has_a_local_player():
    assert set(BOTS) <= set(LOCAL_BOTS)
