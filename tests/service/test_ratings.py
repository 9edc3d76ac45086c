"""Ratings (issue 33): a recorded set of results moves the accounts' ratings exactly as
OpenSkill's Plackett-Luce says (replayed here with the library itself, game by game),
each game counts once, racing games of the same accounts lose no update, leaderboards and
histories follow; and how 1821 and the tiny kind rank a finished game's seats (the
contract's optional ``ranking``), an Ottoman victory ranking every Greek seat together."""

from __future__ import annotations

import asyncio

import msgspec
import pytest
import redis.asyncio
from openskill.models import PlackettLuce

from gamekinds import contract
from gamekinds.battle1821 import kind as k1821
from gamekinds.battle1821 import new_game
from server.service import ratings
from server.service.accounts import AccountService
from server.store import Keys
from server.store.accounts import AccountStore

# (game id, [(account index, place)]): 2-4 seats, ties, an all-tied (Ottoman victory) game
RESULTS = [
    ("g1", [(0, 1), (1, 2)]),
    ("g2", [(0, 2), (1, 1), (2, 3)]),
    ("g3", [(1, 1), (2, 1), (3, 3), (0, 4)]),
    ("g4", [(0, 1), (1, 1), (2, 1), (3, 1)]),       # the Ottomans won: every Greek seat lost together
    ("g5", [(3, 1), (0, 2)]),
    ("g6", [(2, 1), (3, 2), (1, 2), (0, 4)]),
]


def _run(ns, fn):
    async def main():
        r = redis.asyncio.Redis.from_url(ns.url)
        try:
            return await fn(AccountService(AccountStore(r, Keys(ns.prefix)), "test-secret"))
        finally:
            await r.aclose()
    return asyncio.run(main())


def test_a_recorded_set_of_results_moves_ratings_as_openskill_says(ns):
    async def go(svc: AccountService):
        ids = []
        for i in range(4):
            rec, _, _ = await svc.create(f"rater {i}", bot=i == 3, label="k", scopes=None)
            ids.append(rec.id)
        for gid, seats in RESULTS:
            assert await ratings.rate_game(svc.store, gid, "battle1821", [(ids[a], p) for a, p in seats],
                                           "2026-12-05T00:00:00Z")
            # a second run of the same game's end (the worker's job re-run) changes nothing
            assert not await ratings.rate_game(svc.store, gid, "battle1821", [(ids[a], p) for a, p in seats],
                                               "2026-12-05T00:00:00Z")
        accs = [await svc.get(i) for i in ids]
        board, total = await svc.store.leaderboard("battle1821", 0, 10)
        hist, n = await svc.store.history(ids[0], 0, 100)
        return ids, accs, board, total, hist, n

    ids, accs, board, total, hist, n = _run(_ns := ns, go)
    model = PlackettLuce()
    expect = [model.rating() for _ in range(4)]
    games = [0] * 4
    for _, seats in RESULTS:
        out = model.rate([[expect[a]] for a, _ in seats], ranks=[float(p) for _, p in seats])
        for (a, _), team in zip(seats, out):
            expect[a] = team[0]
            games[a] += 1
    for acc, e, g in zip(accs, expect, games):
        r = acc.ratings["battle1821"]
        assert r.mu == pytest.approx(e.mu, abs=1e-9) and r.sigma == pytest.approx(e.sigma, abs=1e-9)
        assert r.games == g
    assert total == 4
    order = sorted(range(4), key=lambda i: -(expect[i].mu - 3 * expect[i].sigma))
    assert [a.id for a, _ in board] == [ids[i] for i in order]
    assert [s for _, s in board] == pytest.approx([expect[i].mu - 3 * expect[i].sigma for i in order])
    # account 0 played every game: its history, newest first, chains before -> after
    assert n == len(RESULTS) and [c.game_id for c in hist] == [g for g, _ in reversed(RESULTS)]
    for newer, older in zip(hist, hist[1:]):
        assert newer.before == older.after
    assert hist[-1].before.mu == 25.0 and hist[-1].rank == 1 and hist[-2].rank == 2
    assert hist[0].after == accs[0].ratings["battle1821"]


def test_two_games_of_the_same_accounts_ending_at_once_both_count(ns):
    """The compare-and-set of account_rate.lua: racing writers re-read, none is lost."""
    async def setup(svc):
        return [(await svc.create(f"racer {i}", bot=False, label="k", scopes=None))[0].id for i in range(2)]

    ids = _run(ns, setup)

    async def race(svc):
        async def one(n):
            return await ratings.rate_game(svc.store, f"race{n}", "tiny", [(ids[0], 1), (ids[1], 2)], "t")
        return await asyncio.gather(*(one(n) for n in range(16)))

    assert all(_run(ns, race))

    async def read(svc):
        return await svc.store.ratings_of(ids, "tiny")
    assert [msgspec.json.decode(r)["games"] for r in _run(ns, read)] == [16, 16]


def test_who_is_rated():
    assert ratings.rated_seats(["a", None, "b"], [2, 1, 3]) == [("a", 2), ("b", 3)]
    assert ratings.rated_seats(["a", "a", "b"], [1, 2, 3]) == []      # one account in two seats: unrated
    assert ratings.rated_seats(["a", None], [1, 2]) == []


def test_places_and_the_kinds_rankings():
    assert contract.places([3, 5, 5, 1]) == [3, 1, 1, 4]
    s = new_game(3, "seed")
    assert k1821.ranking(s) is None
    s.status = "finished"
    s.end_reason = "ottoman_victory"
    assert k1821.ranking(s) == [1, 1, 1]
    # a kind without ranking: its winners first, the rest second
    plain = type("Plain", (), {})()
    s.winners = [1]
    assert ratings.places_of(plain, s) == [2, 1, 2]


def test_1821_ranks_a_greek_end_by_fame_then_its_tie_breaks():
    from gamekinds.battle1821.board import APOSTLES
    from gamekinds.battle1821.scoring import fame

    s = new_game(3, "seed")
    s.status, s.end_reason = "finished", "all_apostles"
    famous = max(range(len(APOSTLES)), key=lambda c: APOSTLES[c]["fame"])
    s.players[2].apostles = [famous]
    assert fame(s, 2) > fame(s, 0) == fame(s, 1)
    assert k1821.ranking(s) == [2, 2, 1]
    s.players[2].resigned = True           # a seat that resigned comes after every seat that did not
    assert k1821.ranking(s) == [1, 1, 3]


def test_a_new_rating_is_openskills_default_and_openskill_loads_on_first_rate():
    """``MU``/``SIGMA`` are ``PlackettLuce()``'s defaults; importing the API's and the
    worker's modules does not import openskill (issue 37), rating a game does."""
    import subprocess
    import sys

    from server.service import ratings

    m = PlackettLuce()
    assert (ratings.MU, ratings.SIGMA) == (m.mu, m.sigma)
    assert (ratings.new_rating().mu, ratings.new_rating().sigma) == (m.mu, m.sigma)
    code = ("import sys; import server.app, server.worker; print('openskill' in sys.modules); "
            "from server.service import ratings; ratings.update([None, None], [1, 2]); print('openskill' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "True"], out.stdout + out.stderr
