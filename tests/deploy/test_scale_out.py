"""Issue 6: two API processes and two RQ workers share one Redis (then: state on a
3-master Redis Cluster, queue on a standalone Redis); random players spread their
requests over both APIs; the game ends and no update is lost. With the SDK bots (issue
5): four bots play a whole game against the same two stacks (the bots' requests and event
streams spread over both APIs); no update is lost and the seed replays the game.

The two stacks (standalone, Cluster) are module fixtures (tests/deploy/conftest.py): each
test plays and checks a game of its own on them (the bots' tests were a module of their
own, which started both stacks again: ~8 CPU s)."""

from __future__ import annotations

import asyncio

import pytest

from scale_helpers import QUEUE_REDIS_URL, Stack, check_no_update_lost, play_random_game

import battle1821_bots as bots          # the SDK: make install puts it in the venv
import battle1821_client as client_mod

pytestmark = pytest.mark.timeout(600)   # a hang bound: the two stacks and a game, stretched by a busy CPU


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


async def _play(bases: list[str], kinds: list[str], max_rounds: int, bot_seed: int):
    async with client_mod.Client(base_url=bases[0]) as client:
        gid, tokens = await bots.new_game(client, len(kinds), max_rounds=max_rounds)
        created = (await client.get_async_httpx_client().get(f"/games/{gid}")).json()["version"]
    players = [bots.BOTS[k](bases[i % len(bases)], gid, tok, seat=i, seed=bot_seed * 10 + i)
               for i, (k, tok) in enumerate(zip(kinds, tokens))]
    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(p.play_async()) for p in players]
    return gid, created, players, [t.result() for t in tasks]


BOT_ROUNDS = 5
"""The bots' game's rounds: a whole game to its end by ``max_rounds`` (~150 actions over both APIs,
each checked in the log exactly once). It was 10 (~300 actions, 269-300 measured 2026-12-07, no 412
among them: the bots take turns, so the rounds after the first few add actions of the same kind,
not another path. Session 24, issue 37: the file 17.1 -> 12.8 CPU s, medians of 3 interleaved)."""


def _check_bots(stack: Stack, bot_seed: int) -> None:
    kinds = ["greedy", "random", "greedy", "random"]
    gid, created, players, views = asyncio.run(_play(stack.bases, kinds, BOT_ROUNDS, bot_seed))
    assert all(v.status == "finished" for v in views)
    errors = [e for p in players for e in p.stats.errors]
    assert errors == [], f"error responses other than handled 412s: {errors}"
    assert all(p.stats.actions > 0 for p in players), "every bot (on either API) played"
    info = check_no_update_lost(stack, gid, created)
    assert info["actions"] == sum(p.stats.actions for p in players)
    print(f"\n{stack.state_url}: {info}, 412s handled: {sum(p.stats.stale for p in players)}")


def test_four_sdk_bots_two_apis_two_workers_one_redis(stack_standalone):
    _check_bots(stack_standalone, bot_seed=3)


def test_four_sdk_bots_state_on_redis_cluster(stack_cluster):
    _check_bots(stack_cluster, bot_seed=4)
