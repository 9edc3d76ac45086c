"""The whole path on live processes, on SQLite and PostgreSQL: a real API server and real
RQ workers; bots play a game to its end; the worker that moves it is SIGKILLed at the
first step of the move, the next worker's sweep moves it; every read, the finished
listing (exact totals, cursors), a rematch and its links, ``verify`` all answer as before
from the record store."""

from __future__ import annotations

import asyncio
import os
import signal
import uuid

import httpx
import pytest
import redis
from forks import fork_api, fork_cli
from harness import auth
from support import Stack, cli_here, delete_test_keys, server_env, test_redis_url, wait_until

from server.config import Settings
from server.store import Keys

pytestmark = pytest.mark.timeout(300)


async def _play(base: str) -> tuple[str, list[str], str]:
    """A two-seat game of two rounds, played to its end by two SDK bots: (id, seat tokens,
    host token)."""
    from battle1821_bots import RandomBot

    async with httpx.AsyncClient(base_url=base, timeout=30) as c:
        g = (await c.post("/games", json={"seats": 2, "players": [], "options": {"max_rounds": 2},
                                          "seed": "records-db-stack"})).json()
        version, tokens = g["version"], []
        for seat, name in enumerate(("Kolokotronis", "Bouboulina")):
            j = (await c.post(f"/games/{g['id']}/players", json={"name": name, "seat": seat},
                              headers={"If-Match": f'"{version}"'})).json()
            tokens.append(j["token"])
            version = j["version"]
    await asyncio.gather(*(RandomBot(base, g["id"], t).play_async() for t in tokens))
    return g["id"], tokens, g["host_token"]


def _reads(base: str, gid: str, tokens: list[str]) -> dict:
    out = {}
    with httpx.Client(base_url=base, timeout=30) as c:
        v = c.get(f"/games/{gid}").json()["version"]
        paths = [f"/games/{gid}", f"/games/{gid}/record", f"/games/{gid}/board.svg", f"/games/{gid}/phases",
                 f"/games/{gid}/actions?limit=500", f"/games/{gid}/battles/1", f"/games/{gid}/messages",
                 f"/games/{gid}/events?limit=2000", f"/games/{gid}?at={v // 2}", f"/games/{gid}/board.svg?at={v // 3}",
                 f"/games/{gid}/events/stream?after=100000"]
        for p in paths:
            r = c.get(p)
            out[p] = (r.status_code, r.headers.get("etag"), r.content)
        r = c.get(f"/games/{gid}", headers=auth(tokens[0]))
        out["token"] = (r.status_code, r.content)
    return out


def test_a_game_played_to_its_end_is_moved_by_the_worker_and_served_from_the_store(records_at, tmp_path):
    url = test_redis_url()
    prefix = f"test-rdb-{uuid.uuid4().hex[:8]}"
    settings = Settings(redis_url=url, queue_redis_url=url, redis_cluster=False, key_prefix=prefix,
                        queue_name=prefix, log_level="WARNING", sse_keepalive_s=1.0)
    env = {**server_env(settings), **records_at.env}
    marker = tmp_path / "paused"
    r = redis.Redis.from_url(url)
    k = Keys(prefix)
    try:
        with Stack(tmp_path / "logs") as st:
            # the API and workers forked by the fork server (tests/forks.py): the same
            # battle1821 commands without a Python start and the server's imports each
            w = fork_cli(st, "worker-paused", {**env, "BATTLE1821_TEST_ARCHIVE_PAUSE": f"120:{marker}",
                                               "BATTLE1821_TEST_ARCHIVE_PAUSE_AT": "before_store"}, "worker")
            base = fork_api(st, env)
            st.wait_http(base, "/ready", timeout=40)
            gid, tokens, host = asyncio.run(_play(base))
            wait_until(marker.exists, 60, "the worker to reach the move")
            live = _reads(base, gid, tokens)
            os.killpg(w.proc.pid, signal.SIGKILL)
            w.proc.wait(10)
            st.children.remove(w)          # killed on purpose: not a child that died
            assert r.hexists(k.game(gid), "state") and not r.hexists(k.game(gid), "arch")
            fork_cli(st, "worker-2", {**env, "BATTLE1821_WATCHDOG_SWEEP_S": "1"}, "worker")
            wait_until(lambda: r.hexists(k.game(gid), "arch"), 90, "the sweep to move the game")
            assert not r.exists(k.events(gid)) and not r.exists(k.actions(gid)) and not r.exists(k.phases(gid))
            assert r.memory_usage(k.game(gid), samples=0) <= 600
            moved = _reads(base, gid, tokens)
            for key in live:
                assert moved[key] == live[key], key
            # a restarted API reads it from the store for the first time; no key comes back
            before = sorted(r.scan_iter(match=k.of_game(gid)))
            base2 = fork_api(st, env)
            st.wait_http(base2, "/ready", timeout=40)
            again = _reads(base2, gid, tokens)
            for key in live:
                assert again[key] == live[key], key
            assert sorted(x for x in r.scan_iter(match=k.of_game(gid)) if r.pttl(x) < 0) == \
                sorted(x for x in before if r.pttl(x) < 0)
            with httpx.Client(base_url=base2, timeout=30) as c:
                # the finished listing: exact total, a cursor across the moved game
                extra = []
                for _ in range(2):
                    g = c.post("/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]}).json()
                    c.delete(f"/games/{g['id']}", headers={**auth(g["host_token"]), "If-Match": "*"})
                    extra.append(g["id"])
                page = c.get("/games?status=finished&limit=1").json()
                assert page["total"] == 1 and page["games"][0]["id"] == gid and page["next_cursor"] is None
                allover = c.get("/games?status=cancelled&limit=1").json()
                assert allover["total"] == 2 and allover["next_cursor"]
                nxt = c.get(f"/games?status=cancelled&limit=1&cursor={allover['next_cursor']}").json()
                assert {allover["games"][0]["id"], nxt["games"][0]["id"]} == set(extra)
                for x in extra:
                    wait_until(lambda x=x: r.hexists(k.game(x), "arch"), 60, "the cancelled games' move")
                assert c.get("/games?status=cancelled").json()["total"] == 2
                # a rematch of the stored game: the link is written on its pointer, both games linked
                m = c.post(f"/games/{gid}/rematch", headers=auth(host))
                assert m.status_code == 201, m.text
                new_id = m.json()["id"]
                assert c.get(f"/games/{gid}").json()["rematch"] == new_id
                assert c.get(f"/games/{gid}/rematch").json()["id"] == new_id
                assert c.get(f"/games/{new_id}").json()["rematch_of"] == gid
                assert c.post(f"/games/{gid}/rematch", headers=auth(host)).status_code == 200
                linked = _reads(base2, gid, tokens)
                for key in live:
                    if ("/record" in key or "/events" in key or "/actions" in key or "battles" in key) and "?at=" not in key:
                        assert linked[key][2] == live[key][2], key
                rec = c.get(f"/games/{gid}/record").json()
                assert rec["seed"] and rec["end"]["status"] == "finished"
                # in this process (support.cli_here, ~0.3-0.6 CPU s less than a process):
                # test_transfer.py runs verify as a process on both stores
                res = cli_here(env, "verify", gid, "--all", text=True)
                assert res.returncode == 0, res.stdout + res.stderr
                assert res.stdout.count(": ok") == 3, res.stdout     # the game, 2 cancelled
    finally:
        delete_test_keys(r, prefix, prefix)
        r.close()
