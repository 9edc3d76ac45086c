"""An action planned on the API process's latest copy of the game (``GameStore.latest``,
issue 39): one Redis round trip when the copy is current, and the same answers as a
plan on the game as stored when it is not (another process committed since, or a commit
kept the version): a stale copy costs a round trip more, never another answer."""

from __future__ import annotations

import asyncio
import random

import pytest
import redis.asyncio

from gamekinds import registry
from gamekinds.battle1821.actions import SetStandingOrders
from server.service import errors
from server.service.automation import Automation
from server.service.models import CreateGame, PlayerIn
from server.service.usecases import use_cases
from server.service.versions import Expected
from server.store import Commit, GameStore
from server.store.records import meta_enc
from store_calls import counting

ORDERS = SetStandingOrders(call_ally="never", answer_ally="decline")


def at(version: int) -> Expected:
    return Expected(versions=frozenset((version,)))


def _two_processes(ns, fn):
    """``await fn(a, b)``: the use cases of two API processes (each its own store with its
    own latest copies) on one Redis namespace."""
    async def main():
        ra, rb = redis.asyncio.Redis.from_url(ns.url), redis.asyncio.Redis.from_url(ns.url)
        try:
            return await fn(use_cases(GameStore(ra, prefix=ns.prefix, latest_games=8)),
                            use_cases(GameStore(rb, prefix=ns.prefix, latest_games=8)))
        finally:
            await ra.aclose()
            await rb.aclose()
    return asyncio.run(main())


async def _game(svc):
    g = await svc.lobby.create_game(CreateGame(seats=2, players=[PlayerIn(name="A"), PlayerIn(name="B")]))
    return g.id, [p.token for p in g.players], g.version


def test_an_action_on_a_current_copy_is_one_round_trip(ns):
    async def play(a, _b):
        gid, toks, v = await _game(a)
        v = (await a.play.submit_action(gid, toks[0], at(v), None, ORDERS)).version   # loads, keeps the copy
        calls: list = []
        stop = counting(a.store, calls)
        res = await a.play.submit_action(gid, toks[0], at(v), None, ORDERS)
        stop()
        stored = await a.store.load(gid)
        return v, res, calls, stored

    v, res, calls, stored = _two_processes(ns, play)
    assert calls == ["EVALSHA"]
    assert res.version == v + 1 == stored.version
    assert stored.writes == stored.version      # every commit counted, the creation too
    assert stored.nact == 2 and stored.summary is not None


def test_a_stale_copy_answers_as_the_game_as_stored(ns):
    async def play(a, b):
        gid, toks, v = await _game(a)
        v1 = (await a.play.submit_action(gid, toks[0], at(v), None, ORDERS)).version   # a's copy: v1
        v2 = (await b.play.submit_action(gid, toks[0], at(v1), None, ORDERS)).version  # b moves the game on
        # a client still at v1 asks a: a's copy matches, its commit loses, the game as stored says 412
        with pytest.raises(errors.StaleVersion) as stale:
            await a.play.submit_action(gid, toks[0], at(v1), None, ORDERS)
        # a client at v2 asks a: the 412 left a's copy at v2 (the game as stored): accepted in one round trip
        calls: list = []
        stop = counting(a.store, calls)
        v3 = (await a.play.submit_action(gid, toks[0], at(v2), None, ORDERS)).version
        stop()
        # a wrong token on a current copy: refused on the game as stored (same 401 as without a copy)
        with pytest.raises(errors.Unauthorized):
            await a.play.submit_action(gid, "nope", at(v3), None, ORDERS)
        return v1, v2, v3, stale.value, calls, await a.store.load(gid), await a.watch.actions(gid, 0, 10)

    v1, v2, v3, stale, calls, stored, page = _two_processes(ns, play)
    assert v2 == v1 + 1 and stale.extra["current_version"] == v2
    assert calls == ["EVALSHA"]
    assert v3 == v2 + 1 == stored.version and page.total == 3


def test_a_copy_behind_a_commit_that_kept_the_version_is_refused_by_the_commit(ns):
    """A commit that keeps the version (an automatic phase's record) still makes every
    copy stale: ``commit.lua`` compares the write count too, and writes nothing; the action
    is then planned again on the game as stored."""
    async def play(a, b):
        gid, toks, v = await _game(a)
        v1 = (await a.play.submit_action(gid, toks[0], at(v), None, ORDERS)).version
        fresh = await b.store.load(gid)
        kept = await b.store.commit(Commit(game_id=gid, expected_version=v1, new_version=v1, base=fresh))
        calls: list = []
        stop = counting(a.store, calls)
        res = await a.play.submit_action(gid, toks[0], at(v1), None, ORDERS)
        stop()
        # the store alone: a commit on a stale copy is refused and writes nothing
        copy = b.store.latest(gid)
        lost = await a.store.commit(Commit(game_id=gid, expected_version=res.version, new_version=res.version + 1,
                                           base=copy))
        return v1, fresh, kept, calls, res, copy, lost, await a.store.load(gid)

    v1, fresh, kept, calls, res, copy, lost, after = _two_processes(ns, play)
    assert kept.ok and calls == ["EVALSHA", "HMGET", "EVALSHA"]
    assert res.version == v1 + 1
    assert copy.version == v1 and not lost.ok and lost.version == v1 + 1
    assert (after.version, after.writes, after.nact) == (v1 + 1, fresh.writes + 2, 2)


def _fields(copy) -> tuple:
    return (copy.state, copy.version, copy.seq, copy.nact, copy.writes,
            *(meta_enc.encode(getattr(copy, f)) for f in ("meta", "phase", "summary")))


@pytest.mark.parametrize("kind", ["battle1821", "ottomans"])
def test_the_copy_is_the_game_as_stored(ns, kind):
    """Every plan on a copy shares its meta, phase and summary (decoded once, or the
    objects the copy's last commit wrote), so the copy never answers other than the game
    as stored would: after each action accepted on the copy (a kind's own policy choosing
    it), the copy's state is the stored blob and its version, counters, meta, phase and
    summary equal another process's load of the game (same values, same types: ``1`` is
    not ``1.0``, their encodings equal), and the copy an action was planned on is unchanged."""
    k = registry.get(kind)
    rng = random.Random(kind)

    async def play(a, _b):
        g = await a.lobby.create_game(CreateGame(kind=kind, seats=k.SEATS[0], seed=f"kept-{kind}",
                                                 players=[PlayerIn(name=f"P{i}") for i in range(k.SEATS[0])]))
        gid, toks, v = g.id, [p.token for p in g.players], g.version
        s = (await a.store.load(gid)).decoded()
        kept = accepted = 0
        for _ in range(60):
            if s.status == "finished":
                break
            w = k.waiting_for(s)
            if not w:       # an automatic phase: run by another process (as a worker), a's copy left stale
                await Automation(_b.ctx).run_phase(gid, k.automatic_phase(s))
                stored = await _b.store.load(gid)
                s, v = stored.decoded(), stored.version
                continue
            action = k.POLICIES["random"](s, w[0], k.legal_actions(s, w[0]), rng)
            planned_on = a.store.latest(gid)
            before = _fields(planned_on) if planned_on is not None else None
            v = (await a.play.submit_action(gid, toks[w[0]], at(v), None, action)).version
            accepted += 1
            if planned_on is not None and planned_on.version == v - 1:
                kept += 1
                assert _fields(planned_on) == before
            copy = a.store.latest(gid)
            blob = await a.store.r.hget(a.store.keys.game(gid), "state")
            assert copy.version == v and copy.state == blob
            s = copy.decoded()
            stored = await _b.store.load(gid)     # the other process's read: the game as stored
            for f in ("version", "seq", "nact", "writes", "meta", "phase", "summary"):
                assert getattr(copy, f) == getattr(stored, f), f
            for f in ("meta", "phase", "summary"):
                assert meta_enc.encode(getattr(copy, f)) == meta_enc.encode(getattr(stored, f)), f
        return kept, accepted

    kept, accepted = _two_processes(ns, play)
    assert accepted >= 20 and kept >= accepted * 3 // 4     # the rest: after an automatic phase, loaded


def test_an_unknown_game_is_one_round_trip_then_the_record_store(ns):
    """Loading a game id with no hash in Redis (every 404 of an unknown id): its one HMGET says
    there is neither a live game nor an archive pointer, and the record store is asked at once,
    without a second read of the hash (issue 37)."""
    async def main():
        r = redis.asyncio.Redis.from_url(ns.url)
        store = GameStore(r, prefix=ns.prefix, latest_games=8)
        calls: list = []
        try:
            stop = counting(store, calls)
            loaded = await store.load("0123456789abcdef")
            stop()
            return loaded, calls
        finally:
            await r.aclose()

    loaded, calls = asyncio.run(main())
    assert loaded is None
    assert calls == ["HMGET"]
