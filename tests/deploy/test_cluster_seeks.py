"""Quick play on a real local Redis Cluster (3 masters): every seek key and the accounts'
event streams in one slot, so the claim and the done call (several keys each) run there;
seeks of six accounts matched into games (on their own nodes) with one event per account,
and a match claimed by a process that died is finished by a sweep, through the use cases
over the cluster client."""

from __future__ import annotations

import asyncio
import secrets
import time
import uuid

import msgspec

from server.service.accounts import AccountService, Principal
from server.service.account_models import CreateSeek
from server.service.seeks import Seeks
from server.service.usecases import use_cases
from server.store import GameStore, Keys, clients
from server.store.accounts import AccountStore
from server.store.seeks import SEEK_KEYS


def test_seeks_on_a_cluster(redis_cluster):
    prefix = f"cs{uuid.uuid4().hex[:8]}"

    async def run():
        r = clients.state_client(redis_cluster.url)
        try:
            svc = use_cases(GameStore(r, prefix=prefix))
            accounts = AccountService(AccountStore(r, Keys(prefix)), "cluster-secret")
            seeks = Seeks(accounts, svc.lobby)
            who = []
            for i in range(6):
                rec, key, _ = await accounts.create(f"cl{uuid.uuid4().hex[:8]}{i}", False, "k", None)
                who.append(Principal(rec, key))
            posted = [await seeks.create(w, CreateSeek(seats=2, options=None, rated=True)) for w in who[:4]]
            got = [await seeks.get(w, s.id) for w, s in zip(who[:4], posted)]
            # a match whose claimer died: claimed only, finished by a sweep after its lease
            first = await seeks.create(who[4], CreateSeek(seats=2, options=None))
            rec = (await seeks.store.get(first.id))[0]
            pool = (await r.hget(seeks.store.keys.seeks("idx"), first.id)).decode().split(":", 1)[0]
            mine = msgspec.structs.replace(rec, id=f"sk_{secrets.token_hex(8)}", account=who[5].account.id,
                                           name=who[5].account.name)
            claimed = await seeks.store.post(mine, pool, int(time.time() * 1000), 3, f"m_{secrets.token_hex(8)}",
                                             secrets.token_hex(8), 1, [0.5] * 4)
            await asyncio.sleep(0.05)
            finished = await seeks.sweep()
            late = await seeks.get(who[4], first.id)
            events = [await accounts.store.read_events(w.account.id, 0, 50) for w in who]
            return posted, got, claimed, finished, late, events
        finally:
            await r.aclose()

    posted, got, claimed, finished, late, events = asyncio.run(run())
    assert [s.status for s in posted] == ["waiting", "matched", "waiting", "matched"]
    assert all(s.status == "matched" and s.token for s in got)
    assert got[0].game_id == got[1].game_id != got[2].game_id == got[3].game_id
    assert finished == 1 and late.status == "matched" and late.game_id == claimed.game_id
    for ev in events:
        told = [e for _, e in ev if b'"seek_matched"' in e]
        assert len(told) == 1
    sync = clients.sync_state_client(redis_cluster.url)
    try:
        k = Keys(prefix)
        slots = {sync.keyslot(k.seeks(w)) for w in SEEK_KEYS} | {sync.keyslot(k.account_events("acc_x"))}
        assert len(slots) == 1
    finally:
        sync.close()

