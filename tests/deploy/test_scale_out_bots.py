"""Issue 6 with the SDK bots (issue 5): four bots play a whole game against two API
processes (the bots' requests and event streams spread over both) and two RQ workers,
once with the state on one Redis and once with the state on a 3-master Redis Cluster
(the RQ queue on a standalone Redis); no update is lost and the seed replays the game."""

from __future__ import annotations

import asyncio

import pytest

from scale_helpers import Stack, check_no_update_lost

import battle1821_bots as bots          # the SDK: make install puts it in the venv
import battle1821_client as client_mod

pytestmark = pytest.mark.timeout(300)


async def _play(bases: list[str], kinds: list[str], max_rounds: int, bot_seed: int):
    async with client_mod.Client(base_url=bases[0]) as client:
        gid, tokens = await bots.new_game(client, len(kinds), max_rounds=max_rounds)
        created = (await client.get_async_httpx_client().get(f"/games/{gid}")).json()["version"]
    players = [bots.BOTS[k](bases[i % len(bases)], gid, tok, seat=i, seed=bot_seed * 10 + i)
               for i, (k, tok) in enumerate(zip(kinds, tokens))]
    async with asyncio.TaskGroup() as tg:
        tasks = [tg.create_task(p.play_async()) for p in players]
    return gid, created, players, [t.result() for t in tasks]


def _check(stack: Stack, bot_seed: int) -> None:
    kinds = ["greedy", "random", "greedy", "random"]
    gid, created, players, views = asyncio.run(_play(stack.bases, kinds, 10, bot_seed))
    assert all(v.status == "finished" for v in views)
    errors = [e for p in players for e in p.stats.errors]
    assert errors == [], f"error responses other than handled 412s: {errors}"
    assert all(p.stats.actions > 0 for p in players), "every bot (on either API) played"
    info = check_no_update_lost(stack, gid, created)
    assert info["actions"] == sum(p.stats.actions for p in players)
    print(f"\n{stack.state_url}: {info}, 412s handled: {sum(p.stats.stale for p in players)}")


def test_four_sdk_bots_two_apis_two_workers_one_redis(stack_standalone):
    _check(stack_standalone, bot_seed=3)


def test_four_sdk_bots_state_on_redis_cluster(stack_cluster):
    _check(stack_cluster, bot_seed=4)
