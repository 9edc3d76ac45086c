"""Quick play across real processes (issue 33): 100 seeks posted at once by 100 accounts,
split over two ``battle1821 serve`` processes on one Redis, are all matched, each once, in
100/seats games where no account holds two seats nor plays two games, none lost; and an
API process SIGKILLed in the middle of a match (after claiming it, or after making its
game) loses no seek: the other process's sweep finishes the match (same game, tokens that
play it, one ``seek_matched`` event per account).

The processes are this module's own (it kills one, and runs two APIs): a key prefix of
its own on the tests' Redis, so the pools hold only its seeks. No worker: nothing here
waits on one (a matched game waits on its human seats)."""

from __future__ import annotations

import asyncio
import signal
import threading
import time
import uuid
from collections import defaultdict

import httpx
import pytest
import redis

from forks import ForkStack
from support import delete_test_keys, pooled_client, server_env, test_redis_url

from server.config import Settings
from server.store import Keys

pytestmark = pytest.mark.timeout(600)
HANG_S = 120.0


@pytest.fixture(scope="module")
def two_apis(tmp_path_factory):
    url = test_redis_url()
    tag = uuid.uuid4().hex[:8]
    settings = Settings(redis_url=url, queue_redis_url=url, redis_cluster=False, key_prefix=f"tsk{tag}",
                        queue_name=f"tsk-{tag}", log_level="WARNING")
    # pooled connections outlive a loaded pause: the server's side (the client's: pooled_client)
    env = server_env(settings, BATTLE1821_KEEP_ALIVE_S="300")
    r = redis.Redis.from_url(url)
    try:
        with ForkStack(tmp_path_factory.mktemp("seeks")) as st:
            a = st.api(env, name="api-a", timeout=120)
            b = st.api(env, name="api-b", timeout=120)
            yield {"st": st, "env": env, "bases": [a, b], "settings": settings, "r": r}
    finally:
        delete_test_keys(r, f"{settings.key_prefix}:", settings.queue_name)
        r.close()


def _auth(key: str) -> dict:
    return {"Authorization": f"Bearer {key}"}


async def _accounts(c: httpx.AsyncClient, bases: list[str], n: int, tag: str) -> list[dict]:
    async def one(i: int) -> dict:
        r = await c.post(f"{bases[i % len(bases)]}/accounts", json={"name": f"qp{tag}n{i}", "bot": i % 3 == 0})
        assert r.status_code == 201, r.text
        j = r.json()
        return {"id": j["account"]["id"], "key": j["key"]["key"]}
    return list(await asyncio.gather(*(one(i) for i in range(n))))


async def _wait_matched(c: httpx.AsyncClient, base: str, acc: dict, sid: str) -> dict:
    deadline = time.monotonic() + HANG_S
    while True:
        r = await c.get(f"{base}/seeks/{sid}", headers=_auth(acc["key"]))
        assert r.status_code == 200, r.text
        if r.json()["status"] != "waiting":
            return r.json()
        assert time.monotonic() < deadline, f"seek {sid} still waiting"
        await asyncio.sleep(0.2)


@pytest.mark.parametrize("seats", [2, 4])
def test_100_concurrent_seeks_over_two_api_processes_are_matched_once_none_lost(two_apis, seats):
    bases, r, keys = two_apis["bases"], two_apis["r"], Keys(two_apis["settings"].key_prefix)
    n = 100
    body = {"seats": seats, "options": {"max_rounds": 10 + seats}, "rated": True}

    async def main():
        # pooled_client: the accounts' connections, idle for seconds under load, are reused
        # at once by the seeks' burst (httpcore's pool: a ReadError, support.py)
        async with pooled_client(200, timeout=httpx.Timeout(HANG_S, connect=30)) as c:
            accs = await _accounts(c, bases, n, uuid.uuid4().hex[:6])

            async def post(i: int, acc: dict):
                base = bases[i % 2]
                rr = await c.post(f"{base}/seeks", json=body, headers=_auth(acc["key"]))
                assert rr.status_code == 201, rr.text
                return base, acc, rr.json()
            started = time.monotonic()
            posted = await asyncio.gather(*(post(i, a) for i, a in enumerate(accs)), return_exceptions=True)
            failed = [p for p in posted if isinstance(p, BaseException)]
            assert not failed, failed[:3]
            print(f"{n} seeks of {seats} seats posted in {time.monotonic() - started:.1f} s;",
                  sum(p[2]["status"] == "matched" for p in posted), "matched by their own post")
            final = await asyncio.gather(*(_wait_matched(c, base, acc, s["id"]) for base, acc, s in posted))
            games = defaultdict(list)
            for (_, acc, _), s in zip(posted, final):
                assert s["status"] == "matched", s
                games[s["game_id"]].append((s["seat"], acc, s))
            players = {}
            for gid in games:
                got = await c.get(f"{bases[0]}/games/{gid}/players")
                assert got.status_code == 200, got.text
                players[gid] = got.json()
            checks = [c.get(f"{bases[i % 2]}/games/{s['game_id']}/legal-actions", headers=_auth(s["token"]))
                      for i, s in enumerate(final)]
            legal = await asyncio.gather(*checks)
            events = await asyncio.gather(*(c.get(f"{bases[0]}/account/events", headers=_auth(a["key"]))
                                            for a in accs))
            return accs, final, games, players, legal, events

    accs, final, games, players, legal, events = asyncio.run(main())
    # every seek matched exactly once, in n/seats games of `seats` distinct accounts, one per seat
    assert len({s["id"] for s in final}) == n
    assert len(games) == n // seats
    for gid, held in games.items():
        assert sorted(seat for seat, _, _ in held) == list(range(seats)), (gid, held)
        assert len({acc["id"] for _, acc, _ in held}) == seats
        seats_out = players[gid]["players"] if isinstance(players[gid], dict) else players[gid]
        assert {p["seat"]: p["account"] for p in seats_out} == {seat: acc["id"] for seat, acc, _ in held}
    in_games = [acc["id"] for held in games.values() for _, acc, _ in held]
    assert sorted(in_games) == sorted(a["id"] for a in accs)          # nobody in two games, nobody left out
    assert all(x.status_code == 200 for x in legal)                     # every seat token plays its seat
    for acc, ev, s in zip(accs, events, final):
        told = [e for e in ev.json()["events"] if e["type"] == "seek_matched"]
        assert [(e["data"]["seek_id"], e["game_id"], e["seat"]) for e in told] == [(s["id"], s["game_id"], s["seat"])]
    assert r.zcard(keys.seeks("matches")) == 0 and r.hlen(keys.seeks("match")) == 0
    left = r.zrange(keys.seeks("waiting"), 0, -1)
    assert left == [] and r.zcard(keys.seeks("open")) == 0, (
        left, [r.hget(keys.seeks("state"), m.split(b":")[2]) for m in left])


VICTIM_LEASE_S = 4
"""The killed API's lease on the match it claims (seconds): what its seeks wait, plus a sweep
period (2 s), before another process finishes the match."""


@pytest.mark.parametrize("at", ["claimed", "created"])
def test_an_api_killed_mid_match_loses_no_seek(two_apis, tmp_path, at):
    """API C claims a match (its post found the partner waiting on API A), then stops at
    the fault point ``seek.<at>`` and is SIGKILLed there: the match's lease runs out and
    a sweep of A or B finishes it: the seeks are matched to one game (made by C already,
    or by the sweep), their tokens play it, and each account is told once.

    C claims with a lease of ``VICTIM_LEASE_S`` (``BATTLE1821_SEEK_LEASE_S``; A and B keep
    the default 15 s for their own claims): the takeover is the same sweep after a shorter
    wait, and the lease still outlasts the moment the test checks the match claimed and
    unfinished (the pid file written at the fault point, then one Redis read) by seconds."""
    st, bases, r = two_apis["st"], two_apis["bases"], two_apis["r"]
    keys = Keys(two_apis["settings"].key_prefix)
    pid_file = tmp_path / "paused.pid"
    victim = st.api({**two_apis["env"], "BATTLE1821_TEST_SEEK_PAUSE": f"600:{pid_file}",
                     "BATTLE1821_TEST_SEEK_PAUSE_AT": at, "BATTLE1821_SEEK_LEASE_S": str(VICTIM_LEASE_S)},
                    name=f"api-victim-{at}", timeout=120)
    proc = st.children[-1].proc
    body = {"seats": 2, "options": {"max_rounds": 30 if at == "claimed" else 31}}
    with httpx.Client(timeout=30) as c:
        made = []
        for i in range(2):
            j = c.post(f"{bases[0]}/accounts", json={"name": f"kill{uuid.uuid4().hex[:8]}{i}"}).json()
            made.append({"id": j["account"]["id"], "key": j["key"]["key"]})
        first = c.post(f"{bases[0]}/seeks", json=body, headers=_auth(made[0]["key"]))
        assert first.status_code == 201 and first.json()["status"] == "waiting", first.text
        errors: list = []

        def post_on_victim():
            try:
                httpx.post(f"{victim}/seeks", json=body, headers=_auth(made[1]["key"]), timeout=HANG_S)
            except httpx.HTTPError as exc:
                errors.append(exc)

        t = threading.Thread(target=post_on_victim, daemon=True)
        t.start()
        deadline = time.monotonic() + HANG_S
        while not pid_file.exists() or not pid_file.read_text():
            assert time.monotonic() < deadline, "the victim never reached the fault point"
            time.sleep(0.05)
        assert int(pid_file.read_text()) == proc.pid
        assert r.zcard(keys.seeks("matches")) >= 1                      # claimed, not finished
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        t.join(HANG_S)
        assert errors, "the victim's post answered although it was killed"
        st.children = [ch for ch in st.children if ch.proc is not proc]
        sid1 = first.json()["id"]
        # the second seek's id is only in Redis (its post never answered): find it by account
        s1 = asyncio.run(_matched(bases[1], made[0], sid1))
        gid = s1["game_id"]
        mine = [e for e in c.get(f"{bases[1]}/account/events", headers=_auth(made[1]["key"])).json()["events"]
                if e["type"] == "seek_matched"]
        assert len(mine) == 1 and mine[0]["game_id"] == gid
        s2 = c.get(f"{bases[0]}/seeks/{mine[0]['data']['seek_id']}", headers=_auth(made[1]["key"])).json()
        assert s2["status"] == "matched" and s2["game_id"] == gid and {s1["seat"], s2["seat"]} == {0, 1}
        theirs = [e for e in c.get(f"{bases[0]}/account/events", headers=_auth(made[0]["key"])).json()["events"]
                  if e["type"] == "seek_matched"]
        assert [e["data"]["seek_id"] for e in theirs] == [sid1]
        for s in (s1, s2):
            assert c.get(f"{bases[1]}/games/{gid}/legal-actions", headers=_auth(s["token"])).status_code == 200
        seats = c.get(f"{bases[0]}/games/{gid}/players").json()
        seats = seats["players"] if isinstance(seats, dict) else seats
        assert {p["seat"]: p["account"] for p in seats} == {s1["seat"]: made[0]["id"], s2["seat"]: made[1]["id"]}
    assert r.zcard(keys.seeks("matches")) == 0


async def _matched(base: str, acc: dict, sid: str) -> dict:
    async with httpx.AsyncClient(timeout=30) as c:
        return await _wait_matched(c, base, acc, sid)

