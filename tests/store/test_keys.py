"""server/store/keys.py: every key of one game shares one Cluster slot, every key of the
listing index shares another; the watchdog's list is per queue name, beside RQ's own keys."""

from __future__ import annotations

from redis.cluster import key_slot

from server.store import Keys
from server.store.keys import automatic_pending


def test_every_key_of_a_game_shares_one_cluster_slot():
    k = Keys("b1821")
    gid = "0123456789abcdef"
    slots = {key_slot(x.encode()) for x in [*k.all_for(gid), k.idem(gid, "abc"), k.idem(gid, None)]}
    assert len(slots) == 1
    assert k.all_for(gid) == ["b1821:{0123456789abcdef}:game", "b1821:{0123456789abcdef}:events",
                              "b1821:{0123456789abcdef}:actions", "b1821:{0123456789abcdef}:phases"]


def test_the_listing_index_has_one_slot_of_its_own():
    from server.store.listing import STATUSES, every_cell, hosted

    k = Keys("b1821")
    index_keys = [k.index, k.journal, k.expiring, *every_cell(k)]
    # a cell per hosted kind, seat count, status and open/full (1821 alone: 3 + 30)
    cells = sum(len(seats) for seats in hosted().values()) * len(STATUSES) * 2
    assert len(index_keys) == 3 + cells and len(set(index_keys)) == 3 + cells
    assert k.index == "b1821:{b1821:index}:all" and k.cell("lobby", 2, True) == "b1821:{b1821:index}:cell:lobby:2:o"
    slots = {key_slot(x.encode()) for x in index_keys}
    assert len(slots) == 1, "listing.lua touches several index keys in one call"
    assert slots != {key_slot(k.game("0123456789abcdef").encode())}


def test_the_watchdog_list_is_per_queue():
    assert automatic_pending("q1") != automatic_pending("q2")
    assert automatic_pending("q1").startswith("rq:")
