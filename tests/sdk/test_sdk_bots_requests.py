"""Requests per action (issue 5 benchmark): mid-turn a bot takes its next legal actions
from its action's response, bots that ignore the board read no view when another bot's
response says the game now waits on them, and nobody reads while the worker plays the
Ottoman phase."""

from __future__ import annotations

import asyncio

from battle1821_bots import base, play_game


def test_r9_random_bots_need_about_one_request_per_action(live, monkeypatch):
    calls = {"_get_view": 0, "_get_legal": 0, "_submit": 0}
    for name in calls:
        orig = getattr(base.Bot, name)

        def wrap(orig=orig, name=name):
            async def f(self, *a, **k):
                calls[name] += 1
                return await orig(self, *a, **k)
            return f
        monkeypatch.setattr(base.Bot, name, wrap())
    res = asyncio.run(play_game(live["base"], ["random"] * 4, max_rounds=6, bot_seed=3))
    assert res.status == "finished" and res.errors == []
    actions = sum(s.actions for s in res.seats)
    assert calls["_submit"] == actions
    turns = res.rounds * 4
    # legal actions are read at the start of a turn (or of an Ally answer), not after every action
    assert calls["_get_legal"] < actions / 2, calls
    # the shared view is read about once per round (after the Ottoman phase), not per action
    assert calls["_get_view"] < turns, calls
