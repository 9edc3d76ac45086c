"""server/store/keys.py: every key of one game shares one Cluster slot; the watchdog's
list is per queue name, beside RQ's own keys."""

from __future__ import annotations

from redis.cluster import key_slot

from server.store import Keys
from server.store.keys import ottoman_pending


def test_every_key_of_a_game_shares_one_cluster_slot():
    k = Keys("b1821")
    gid = "0123456789abcdef"
    slots = {key_slot(x.encode()) for x in [*k.all_for(gid), k.idem(gid, "abc"), k.idem(gid, None)]}
    assert len(slots) == 1
    assert k.all_for(gid) == ["b1821:{0123456789abcdef}:game", "b1821:{0123456789abcdef}:events",
                              "b1821:{0123456789abcdef}:actions", "b1821:{0123456789abcdef}:phases"]
    assert k.index == "b1821:games"


def test_the_watchdog_list_is_per_queue():
    assert ottoman_pending("q1") != ottoman_pending("q2")
    assert ottoman_pending("q1").startswith("rq:")
