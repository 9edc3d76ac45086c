"""The event fan-out on a Redis Cluster when the node ``REDIS_URL`` names is gone.

The hub's pub/sub connection (server/service/fanout.py) lived on the URL's node only. An
operator's run (session 24): with the state on a 3-primary, 3-replica Cluster, the URL's node
stopped (a primary that failed over to its replica, or a replica): the Cluster served on,
but every long-poll and SSE stream of every API process answered 503
``service_unavailable`` until that node came back (the first SUBSCRIBE of a new watcher
failed, and the watchers already waiting were closed after ``give_up_s``). Now the hub
moves to another node (any node hears every game: a classic ``PUBLISH`` is broadcast),
for both a new watcher and the watchers already waiting.

Here: a local 3-primary Cluster (tests/cluster_fixture.py) plus one replica, which the URL
names; the replica is stopped (SHUTDOWN NOSAVE: the Cluster keeps every slot); a watcher
waiting since before gets the next commit's events, and a new stream opened afterwards
gets its backlog and a live event."""

from __future__ import annotations

import asyncio
import time
import uuid

import pytest
import redis

from cluster_fixture import free_cluster_ports, start_cluster
from support import commit_events

from server.service.events import EventFeed
from server.service.fanout import WATCHER_COST_BYTES, Hub
from server.service.watchers import WatchSlots
from server.store import GameStore
from server.store.clients import pubsub_client, state_client, sync_state_client

pytestmark = pytest.mark.timeout(120)


def _whole_view(port: int) -> bool:
    """The node at ``port`` knows four nodes and maps every slot to a node it knows."""
    with redis.Redis(port=port) as r:
        info = dict(line.split(":", 1) for line in r.execute_command("CLUSTER", "INFO").decode().split()
                    if ":" in line)
        slots = r.execute_command("CLUSTER", "SLOTS")
    served = sum(int(end) - int(start) + 1 for start, end, *_ in slots)
    return info.get("cluster_state") == "ok" and int(info.get("cluster_known_nodes", 0)) == 4 and served == 16384


@pytest.fixture
def cluster_with_replica(tmp_path):
    """A 3-primary Cluster of its own (its replica is stopped by the test) and the replica's port."""
    cluster = start_cluster(tmp_path)
    try:
        port = free_cluster_ports(1)[0]
        cluster.procs.redis(port=port, name=f"replica{port}", args=[
            "--cluster-enabled", "yes", "--cluster-config-file", str(tmp_path / f"nodes-{port}.conf"),
            "--cluster-node-timeout", "5000"])
        cluster.cli("cluster", "meet", "127.0.0.1", str(port))
        primary = cluster.cli("cluster", "myid")
        # the primary sends its data set at once: Redis' default waits 5 s for more replicas
        # (repl-diskless-sync-delay) before a diskless full sync
        cluster.cli("config", "set", "repl-diskless-sync-delay", "0")
        deadline = time.monotonic() + 20
        while True:      # REPLICATE needs the primary known to the new node first
            try:
                cluster.cli("cluster", "replicate", primary, port=port)
                break
            except redis.ResponseError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        while redis.Redis(port=port).info("replication").get("master_link_status") != "up":
            assert time.monotonic() < deadline, "the replica never synced"
            time.sleep(0.1)
        # and every node's view has the four nodes and every slot served (gossip): a client
        # started from the replica maps the whole Cluster (the 5 s sync delay hid this)
        while not all(_whole_view(p) for p in [*cluster.ports, port]):
            assert time.monotonic() < deadline, "the Cluster's nodes never agreed on the replica"
            time.sleep(0.1)
        yield cluster, port
    finally:
        cluster.stop()


def test_watchers_go_on_when_the_node_the_url_names_is_gone(cluster_with_replica):
    cluster, replica = cluster_with_replica
    url = f"redis+cluster://127.0.0.1:{replica}/0"
    prefix = f"cf{uuid.uuid4().hex[:8]}"

    async def main():
        writer = state_client(f"redis+cluster://127.0.0.1:{cluster.ports[1]}/0")
        store = GameStore(writer, prefix=prefix)
        reader = state_client(url, max_connections=2)
        hub = Hub(GameStore(reader, prefix=prefix), pubsub_client(url, cluster=reader),
                  WatchSlots(None, 1 << 30, WATCHER_COST_BYTES), give_up_s=30.0)
        await hub.start()
        feed = EventFeed(store, hub.slots, long_poll_max_s=20, keepalive_s=0.5, hub=hub)
        try:
            old, new = uuid.uuid4().hex[:16], uuid.uuid4().hex[:16]
            await commit_events(store, old, 0, 1, 1)
            await commit_events(store, new, 0, 1, 1)
            waiting = asyncio.create_task(feed.page(old, 1, 100, wait_s=15))
            await asyncio.sleep(0.3)                       # registered, subscribed on the replica
            redis.Redis(port=replica).shutdown(nosave=True)
            await asyncio.sleep(0.5)
            await commit_events(store, old, 1, 2, 2)
            page = await asyncio.wait_for(waiting, 15)
            followed = await feed.stream(new, 0)           # a new watcher after the node is gone
            assert followed is not None
            events, _ = followed
            seen = []
            try:
                async for item in events:
                    if item is None:
                        continue
                    seen.append(item[0])
                    if item[0] == 1:
                        await commit_events(store, new, 1, 2, 1)
                    if item[0] == 2:
                        break
            finally:
                await events.aclose()
            return page, seen
        finally:
            await hub.stop()
            await reader.aclose()
            await hub.pubsub_client.aclose()
            await writer.aclose()

    page, seen = asyncio.run(asyncio.wait_for(main(), 60))
    assert page.last_seq == 3 and len(page.events) == 2, page
    assert seen == [1, 2]
    state = sync_state_client(cluster.url)
    try:
        for k in list(state.scan_iter(match=f"{prefix}:*")):
            state.unlink(k)
    finally:
        state.close()
