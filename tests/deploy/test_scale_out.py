"""Issue 6: two API processes and two RQ workers share one Redis (then: state on a
3-master Redis Cluster, queue on a standalone Redis); random players spread their
requests over both APIs; the game ends and no update is lost."""

from __future__ import annotations

import pytest

from scale_helpers import QUEUE_REDIS_URL, Stack, check_no_update_lost, play_random_game

pytestmark = pytest.mark.timeout(300)


def _check_game(stack: Stack, seed: int) -> None:
    res = play_random_game(stack.bases, seats=2, max_rounds=2, seed=seed)
    assert not res.errors, (res.errors[:5], stack.logs())
    assert set(res.conflicts) <= {"ottoman_phase"}, res.conflicts   # only 409s of the race
    assert all(n > 0 for n in res.per_api), res.per_api                 # both APIs served
    info = check_no_update_lost(stack, res.game_id, res.created_version,
                                [v for v, _, _ in res.accepted])
    print(f"\n{stack.state_url}: {info}, {res.stale} x 412, conflicts {res.conflicts}, "
          f"requests per API {res.per_api}")


def test_two_apis_two_workers_one_redis_no_update_lost(stack_standalone):
    _check_game(stack_standalone, seed=1)


def test_state_on_redis_cluster_queue_on_standalone_no_update_lost(stack_cluster, redis_cluster):
    _check_game(stack_cluster, seed=2)
    # the game's keys live in the cluster (one slot), none on the standalone state prefix
    import redis

    keys = []
    for port in redis_cluster.ports:
        keys += redis.Redis(port=port).keys(f"{stack_cluster.prefix}:*")
    assert keys, "state keys are on the cluster"
    tags = {k.split(b"}")[0] for k in keys if b"{" in k}
    assert len({redis_cluster.cli("cluster", "keyslot", t.decode() + "}").strip() for t in tags}) == len(tags)
    assert not redis.Redis.from_url(QUEUE_REDIS_URL).keys(f"{stack_cluster.prefix}:{{*")
