"""The server bots' tables (:func:`server.worker.bots.policy`): a policy's ``warm()`` runs
once per process, before that policy's first decision, not at the worker's start (which
loads no kind it may never meet, issue 37)."""

from __future__ import annotations

import types

from gamekinds import battle1821
from server.worker import bots


def test_a_policys_warm_runs_once_before_its_first_decision():
    filled = []

    def plays(state, seat, options, rng):
        assert filled, "decided before its tables were filled"
        return options[0]

    plays.warm = lambda: filled.append(1)
    kind = types.SimpleNamespace(NAME="k", POLICIES={"plays": plays, "plain": lambda *a: None})
    assert bots.policy(kind, "plays") is plays and filled == [1]
    assert bots.policy(kind, "plays") is plays and filled == [1]
    assert bots.policy(kind, "plain") is kind.POLICIES["plain"]


def test_a_policy_whose_warm_fails_still_plays_and_is_not_warmed_again(caplog):
    calls = []

    def broken():
        calls.append(1)
        raise RuntimeError("no table")

    def plays(state, seat, options, rng):
        return options[0]

    plays.warm = broken
    kind = types.SimpleNamespace(NAME="k", POLICIES={"plays": plays})
    assert bots.policy(kind, "plays") is plays and bots.policy(kind, "plays") is plays
    assert calls == [1] and "could not warm the k policy plays" in caplog.text


def test_1821s_search_bot_decides_with_its_odds_filled_at_its_first_decision():
    from gamekinds.battle1821.policies import search

    s, _ = battle1821.start(battle1821.new_game(2, "warm-at-first-decision"))
    seat = battle1821.waiting_for(s)[0]
    a = bots.decide("search", s, seat)
    assert battle1821.violation(s, seat, a) is None and search._warm
