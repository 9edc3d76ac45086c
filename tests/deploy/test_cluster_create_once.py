"""``POST /games`` with an ``Idempotency-Key`` on a real local Redis Cluster (3 masters):
the key's game id puts the stored answer in the game's own slot, so the creating commit
writes both in one Lua call there; concurrent repeats through the use cases make one game
and all get the first answer's bytes; another request with the key is 422."""

from __future__ import annotations

import asyncio
import uuid

import pytest

from server.service.errors import IdempotencyKeyReused
from server.service.lobby import CreateKey
from server.service.models import CreateGame, PlayerIn
from server.service.usecases import use_cases
from server.store import GameStore, Keys, clients


def test_concurrent_creates_with_one_key_on_a_cluster(redis_cluster):
    prefix = f"cc{uuid.uuid4().hex[:8]}"
    key = str(uuid.uuid4())
    req = CreateGame(seats=2, players=[PlayerIn(name="Kolokotronis"), PlayerIn(name="Bouboulina")])

    async def run():
        r = clients.state_client(redis_cluster.url)
        try:
            lobby = use_cases(GameStore(r, prefix=prefix)).lobby
            got = await asyncio.gather(*(lobby.create_game(req, once=CreateKey("", key)) for _ in range(8)))
            with pytest.raises(IdempotencyKeyReused):
                await lobby.create_game(CreateGame(seats=3, players=req.players), once=CreateKey("", key))
            return got
        finally:
            await r.aclose()

    got = asyncio.run(run())
    assert len({(g.id, g.version, g.body) for g in got}) == 1
    gid = got[0].id
    assert gid == CreateKey("", key).game_id
    sync = clients.sync_state_client(redis_cluster.url)
    try:
        k = Keys(prefix)
        assert sync.exists(k.idem(gid, CreateKey("", key).record)) and sync.exists(k.all_for(gid)[0])
        assert len({sync.keyslot(k.idem(gid, CreateKey("", key).record)), *map(sync.keyslot, k.all_for(gid))}) == 1
    finally:
        sync.close()
