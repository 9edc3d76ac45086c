"""Issue 6: two API processes and two RQ workers share one Redis (then: state on a
3-master Redis Cluster, queue on a standalone Redis); random players spread their
requests over both APIs; the game ends and no update is lost."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import msgspec
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from scale_helpers import QUEUE_REDIS_URL, Stack, fetch_all, play_random_game, replay  # noqa: E402

from server import engine  # noqa: E402

pytestmark = pytest.mark.timeout(300)


def _check_game(stack: Stack, seed: int) -> None:
    res = play_random_game(stack.bases, seats=2, max_rounds=2, seed=seed)
    assert not res.errors, (res.errors[:5], stack.logs())
    assert set(res.conflicts) <= {"ottoman_phase"}, res.conflicts   # only 409s of the race
    assert all(n > 0 for n in res.per_api), res.per_api                 # both APIs served
    game, actions, events = fetch_all(stack.bases[0], res.game_id)
    assert game["status"] == "finished", (game["status"], stack.logs())

    # every accepted write is in the log, once, in order; the log has no gap
    ours = sorted(v for v, _, _ in res.accepted)
    assert [a["version"] for a in actions] == ours
    assert [a["n"] for a in actions] == list(range(1, len(actions) + 1))
    assert [a["seat"] for a in actions] == [s for _, s, _ in sorted(res.accepted)]
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    # every version after creation is one write: an API action or a worker step (with its
    # events); none is both, none is missing -> the version equals the number of writes
    action_versions = set(ours)
    worker_versions = {e["version"] for e in events} - action_versions - {res.created_version}
    assert action_versions | worker_versions == set(range(res.created_version + 1, game["version"] + 1))
    assert game["version"] == res.created_version + len(actions) + len(worker_versions)
    assert worker_versions, "the Ottoman phases ran in the workers"
    # and the revealed seed replays the same game from the action log (R27)
    final = replay(game, actions)
    want = json.loads(msgspec.json.encode(engine.view(final, None)))
    assert {k: game[k] for k in want} == want
    print(f"\n{stack.state_url}: {len(actions)} actions, {len(worker_versions)} worker steps, "
          f"{res.stale} x 412, conflicts {res.conflicts}, requests per API {res.per_api}, "
          f"rounds {game['round']}")


@pytest.fixture
def stack_standalone(tmp_path):
    st = Stack(state_url=QUEUE_REDIS_URL, tmp=tmp_path)
    try:
        yield st.start()
    finally:
        st.stop()


@pytest.fixture
def stack_cluster(tmp_path, redis_cluster):
    st = Stack(state_url=redis_cluster.url, tmp=tmp_path)
    try:
        yield st.start()
    finally:
        st.stop()


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
