"""server/service/events.py and battles.py: event pages (a long-poll wait holds a watcher
slot; none free is Unavailable ``too_many_watchers``), the stream (keep-alives, the slot
released when it closes), and battles assembled from their events by battle number."""

from __future__ import annotations

import asyncio
import time
import uuid

import msgspec
import pytest
import redis.asyncio

from server.service import battles, errors
from server.service.events import EventFeed
from server.service.watchers import WatchSlots
from server.store import Commit, GameMeta, GameStore, encode_events

WAIT_S = 20   # a waiting page's long-poll: far longer than a wake-up on a commit takes
META = GameMeta(created_at="2026-01-01T00:00:00Z", host="h" * 64, seat_tokens=[None, None])


def _game(ns, events: list[dict]) -> str:
    gid = uuid.uuid4().hex[:16]
    assert ns.store.commit(Commit(game_id=gid, expected_version=None, new_version=1, state=b"s", meta=META,
                                  events=encode_events(events, 1, 1), first_seq=1)).ok
    return gid


def _feed(ns, r, slots: int = 1, long_poll_max_s: float = 5) -> EventFeed:
    return EventFeed(GameStore(r, prefix=ns.prefix), WatchSlots(slots), long_poll_max_s=long_poll_max_s,
                     keepalive_s=0.2)


def _run(ns, fn):
    async def main():
        r = redis.asyncio.Redis.from_url(ns.url)
        try:
            return await fn(r)
        finally:
            await r.aclose()
    return asyncio.run(main())


def test_a_page_waits_for_the_next_event_in_a_watcher_slot(ns):
    gid = _game(ns, [{"type": "a"}])

    async def go(r):
        feed = _feed(ns, r, long_poll_max_s=30)
        first = await feed.page(gid, 0, 10)
        waiting = asyncio.create_task(feed.page(gid, 1, 10, wait_s=WAIT_S))
        deadline = time.monotonic() + 5
        while feed.slots.in_use == 0:   # its read found nothing: it waits in its slot
            assert time.monotonic() < deadline and not waiting.done(), "the page never waited"
            await asyncio.sleep(0.01)
        in_use = feed.slots.in_use
        with pytest.raises(errors.Unavailable) as busy:
            await feed.page(gid, 1, 10, wait_s=1)
        assert not waiting.done()
        t0 = time.monotonic()
        ns.store.commit(Commit(game_id=gid, expected_version=1, new_version=2,
                               events=encode_events([{"type": "b"}], 2, 2), first_seq=2))
        second = await waiting
        woke_s = time.monotonic() - t0
        with pytest.raises(errors.NotFound):
            await feed.page("0" * 16, 0, 10)
        return first, in_use, busy.value, second, feed.slots.in_use, woke_s

    first, in_use, busy, second, after, woke_s = _run(ns, go)
    assert [msgspec.json.decode(e)["type"] for e in first.events] == ["a"] and first.last_seq == 1
    assert in_use == 1 and busy.code == "too_many_watchers" and busy.extra["retry_after"] > 0
    assert [msgspec.json.decode(e)["type"] for e in second.events] == ["b"] and second.last_seq == 2
    assert woke_s < WAIT_S / 2, f"the waiting page answered after {woke_s:.1f} s: its wait timed out"
    assert after == 0


def test_the_stream_sends_keep_alives_and_frees_its_slot(ns):
    gid = _game(ns, [{"type": "a"}, {"type": "b"}])

    async def go(r):
        feed = _feed(ns, r)
        events, slot = await feed.stream(gid, 1)
        got = [await events.__anext__(), await events.__anext__()]
        held = feed.slots.in_use
        await events.aclose()
        return got, held, feed.slots.in_use

    got, held, after = _run(ns, go)
    assert got[0][0] == 2 and msgspec.json.decode(got[0][1])["type"] == "b"
    assert got[1] is None                           # nothing new within keepalive_s
    assert (held, after) == (1, 0)


def test_a_battle_is_the_events_carrying_its_number(ns):
    started = {"type": "battle_started", "battle": 1, "kind": "greek_attack", "region": "achaia", "origin": "messinia",
               "seat": 0, "greek_infantry": 3, "greek_cannons": 0, "ottomans": 2}
    roll = {"type": "battle_roll", "battle": 1, "roll": 1, "greek_dice": [6, 5], "ally_die": None,
            "ottoman_dice": [1], "greek_losses": 0, "ally_losses": 0, "ottoman_losses": 2,
            "greek_infantry": 3, "greek_cannons": 0, "ally_infantry": 0, "ottomans": 0}
    other = {**started, "battle": 10}               # battle 10 is not battle 1
    ended = {"type": "battle_ended", "battle": 1, "winner": "greek", "region": "achaia", "owner": 0,
             "ottomans_defeated": {"0": 2}}
    gid = _game(ns, [other, started, {"type": "placed", "seat": 0, "region": "achaia"}, roll, ended, {**roll, "battle": 10}])

    async def go(r):
        store = GameStore(r, prefix=ns.prefix)
        out = await battles.battle(store, gid, 1)
        with pytest.raises(errors.NotFound) as none:
            await battles.battle(store, gid, 2)
        return out, none.value

    out, none = _run(ns, go)
    assert (out.number, out.kind, out.region, out.winner, out.owner_after) == (1, "greek_attack", "achaia", "greek", 0)
    assert [r.greek_dice for r in out.rolls] == [[6, 5]] and [e.seq for e in out.events] == [2, 4, 5]
    assert none.code == "battle_not_found"
