"""The listing index on a real local Redis Cluster (3 masters): games on their own nodes,
the index in one slot of its own; create, join, cancel and a listing through the use cases
over the cluster client; a crashed writer's journal entry repaired there by the sync
store (the worker's)."""

from __future__ import annotations

import asyncio
import uuid

import msgspec
from support import newest_first

from server.service.usecases import use_cases
from server.service.models import CreateGame, JoinGame, PlayerIn
from server.service.versions import Expected
from server.store import GameStore, GameSummary, Keys, clients
from server.store import listing as lx


def test_listing_on_a_cluster(redis_cluster):
    prefix = f"cl{uuid.uuid4().hex[:8]}"

    async def run():
        r = clients.state_client(redis_cluster.url)
        try:
            svc = use_cases(GameStore(r, prefix=prefix))
            games = [await svc.lobby.create_game(CreateGame(seats=2, players=[PlayerIn(name="A")])) for _ in range(6)]
            await svc.lobby.join(games[0].id, JoinGame(name="B"), Expected(versions=frozenset({1})))
            await svc.lobby.cancel(games[1].id, games[1].host_token, Expected(versions=frozenset({1})))
            lobby_order = await newest_first(svc, games[2:])
            pages = [await svc.listing.list_games("lobby", limit=2)]
            while pages[-1].next_cursor:
                pages.append(await svc.listing.list_games("lobby", limit=2, cursor=pages[-1].next_cursor))
            return (games, pages, await svc.listing.list_games("setup"), await svc.listing.list_games(open_seat=True, seats=2),
                    lobby_order)
        finally:
            await r.aclose()

    games, pages, setup, open2, lobby_order = asyncio.run(run())
    sync = clients.sync_state_client(redis_cluster.url)
    try:
        k = Keys(prefix)
        assert len({sync.keyslot(x) for x in [k.index, k.journal, k.expiring, *lx.every_cell(k)]}) == 1
        assert len({sync.get_node_from_key(k.game(g.id)).port for g in games}) > 1, "games spread over nodes"
        assert [g.id for p in pages for g in p.games] == lobby_order     # newest first
        assert pages[0].total == 4 and [g.id for g in setup.games] == [games[0].id]
        assert open2.total == 5          # 4 lobby games + the cancelled one (open seat)
        # a writer that died between the game's commit and the index update, repaired on the cluster
        s = GameSummary(id=uuid.uuid4().hex[:16], status="active", seats=3, open_seats=0, round=1,
                           phase="greek", created_at="2026-01-01T00:00:00.000Z")
        entry, at = lx.journal_entry(lx.member_of(s))
        sync.zadd(k.journal, {entry: at - 120_000})
        sync.hset(k.game(s.id), mapping={"version": 1, "summary": msgspec.json.encode(s)})
        async def repair() -> int:
            ar = clients.state_client(redis_cluster.url)
            try:
                return await GameStore(ar, prefix=prefix).repair_index()
            finally:
                await ar.aclose()
        assert asyncio.run(repair()) == 1
        assert sync.zscore(k.cell("active", 3, False), lx.member_of(s)) is not None
    finally:
        for key in sync.scan_iter(match=f"{prefix}:*", count=1000):
            sync.delete(key)
        sync.close()
