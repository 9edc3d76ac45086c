"""Seed nodes of the state's Redis Cluster (``REDIS_CLUSTER_NODES``, server/store/clients.py).

An operator's run (session 24): an API process started while the Cluster node ``REDIS_URL``
names was down answered 503 to every request until that node came back, though the other
nodes served every slot: the Cluster client learns the layout from its startup nodes, and
the URL gave one. With more seed nodes the API and the workers started then serve at once.

Here: ``REDIS_URL`` names a loopback port where nothing listens (a node that is down) and
``REDIS_CLUSTER_NODES`` the session's local 3-primary Cluster (tests/cluster_fixture.py);
two API processes and two workers (scale_helpers.Stack) play a game through its Ottoman
phases (the workers' jobs), and a long-poll waiting on one API gets the start of a game joined on
the other (the event fan-out's pub/sub, which starts on the URL's node, moved on)."""

from __future__ import annotations

import asyncio
import threading
import time

import httpx
import pytest

from cluster_fixture import free_cluster_ports
from scale_helpers import Stack, fetch_all, play_random_game

from server.store import clients

pytestmark = pytest.mark.timeout(300)


def test_seed_nodes_are_host_port_entries():
    assert clients.seed_nodes("") == [] and clients.seed_nodes(" , ") == []
    assert clients.seed_nodes("a:7001, b ,[::1]:7003") == [("a", 7001), ("b", 6379), ("::1", 7003)]
    for bad in ("redis://a:7001", "a:7001/0", "u:p@a:7001", "a:port", "a:70000", ":7001"):
        with pytest.raises(ValueError, match="REDIS_CLUSTER_NODES"):
            clients.seed_nodes(bad)


def test_without_seeds_a_down_url_node_is_no_cluster_and_with_them_it_is(redis_cluster):
    down = free_cluster_ports(1)[0]
    url = f"redis+cluster://127.0.0.1:{down}/0"
    seeds = ",".join(f"127.0.0.1:{p}" for p in redis_cluster.ports)
    with pytest.raises(Exception) as err:               # RedisClusterException: no node reachable
        clients.sync_state_client(url)                  # (the sync client learns the layout at once)
    assert clients_away(err.value), repr(err.value)

    async def alone():
        r = clients.state_client(url)                   # the API's: at its first command
        try:
            with pytest.raises(Exception) as err:
                await r.ping()
            assert clients_away(err.value), repr(err.value)
        finally:
            await r.aclose()
        r = clients.state_client(url, seeds=seeds)
        try:
            await r.set("{seed-test}a", b"1")
            assert await r.get("{seed-test}a") == b"1"
            await r.delete("{seed-test}a")
        finally:
            await r.aclose()

    asyncio.run(alone())
    # a plain redis:// URL with seeds is a Cluster's too (no INFO cluster on a node that is down)
    for u in (url, f"redis://127.0.0.1:{down}/0"):
        seeded = clients.sync_state_client(u, seeds=seeds)
        try:
            seeded.set("{seed-test}k", b"1")
            assert seeded.get("{seed-test}k") == b"1"
            assert len(seeded.get_primaries()) == 3
        finally:
            seeded.delete("{seed-test}k")
            seeded.close()


def clients_away(exc: BaseException) -> bool:
    from server.api.problems import store_away

    return store_away(exc)


def test_an_api_and_workers_started_while_the_url_node_is_down_serve_through_the_seeds(
        redis_cluster, tmp_path):
    down = free_cluster_ports(1)[0]          # nothing listens there: REDIS_URL's node is down
    st = Stack(state_url=f"redis+cluster://127.0.0.1:{down}/0", tmp=tmp_path,
               seeds=",".join(f"127.0.0.1:{p}" for p in redis_cluster.ports))
    try:
        st.start(timeout=60)                 # /ready: the state store answers, both workers live
        res = play_random_game(st.bases, seats=2, max_rounds=2, seed=25)
        assert not res.errors, res.errors[:5]
        game, actions, events = fetch_all(st.bases[1], res.game_id)
        assert game["status"] == "finished", game["status"]
        assert any(e["type"] == "ottoman_phase" for e in events), "no Ottoman phase ran (the workers')"
        assert [e["seq"] for e in events] == list(range(1, len(events) + 1))

        with httpx.Client(timeout=30) as c:
            r = c.post(f"{st.bases[0]}/games", json={"seats": 2})
            assert r.status_code == 201, r.text
            created = r.json()
            gid = created["id"]
            last = c.get(f"{st.bases[0]}/games/{gid}/events").json()["last_seq"]
            got: dict = {}

            def wait() -> None:
                with httpx.Client(timeout=30) as w:
                    t0 = time.monotonic()
                    got["r"] = w.get(f"{st.bases[0]}/games/{gid}/events", params={"after": last, "wait": 20})
                    got["s"] = time.monotonic() - t0

            waiter = threading.Thread(target=wait)
            waiter.start()
            time.sleep(0.5)                  # the long-poll is waiting on api0
            version = created["version"]
            for name in ("Ada", "Bo"):       # the second join starts the game: its first events
                r = c.post(f"{st.bases[1]}/games/{gid}/players", json={"name": name},
                           headers={"If-Match": f'"{version}"'})
                assert r.status_code == 201, r.text
                version = c.get(f"{st.bases[1]}/games/{gid}").json()["version"]
            waiter.join(30)
        assert got["r"].status_code == 200, got["r"].text
        page = got["r"].json()
        assert page["events"] and page["events"][0]["seq"] == last + 1, page
        assert got["s"] < 15, f"the long-poll answered after {got['s']:.1f} s: not woken by the join"
    except BaseException:
        print(st.logs()[-6000:])
        raise
    finally:
        st.stop()
