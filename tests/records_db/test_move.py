"""A finished game's move from Redis to the record store (issue 40), on SQLite and
PostgreSQL, against the real Redis and the API in process: afterwards Redis holds only the
game's pointer (version, tag, listing summary, talk count) and every read answers as it
did live; a SIGKILL at each step of the move leaves the game fully live or fully stored,
never neither; a game read for the first time by a new process comes from the store and
no Redis key is made again; later talk is numbered after the stored messages."""

from __future__ import annotations

import os
import signal

import msgspec
import pytest

from harness import answers, assert_same, client, finished_game, move, move_child, settings, stored, wait_for

from server.store import Keys


def game_keys(ns, gid: str) -> dict[bytes, str]:
    """Every Redis key of the game (with its type)."""
    return {k: ns.r.type(k).decode() for k in ns.r.scan_iter(match=Keys(ns.prefix).of_game(gid), count=1000)}


def lasting_keys(ns, gid: str) -> set[bytes]:
    """The game's keys without a TTL (commit tokens, idempotency records and talk-rate
    lists expire on their own within minutes)."""
    return {x for x in game_keys(ns, gid) if ns.r.pttl(x) < 0}


def is_pointer(ns, gid: str) -> bool:
    k = Keys(ns.prefix)
    h = ns.r.hgetall(k.game(gid))
    return (lasting_keys(ns, gid) == {k.game(gid).encode()}
            and {b"version", b"arch", b"summary"} <= set(h) <= {b"version", b"arch", b"summary", b"talk"})


def is_live(ns, gid: str) -> bool:
    k = Keys(ns.prefix)
    h = ns.r.hgetall(k.game(gid))
    return b"state" in h and b"arch" not in h and all(ns.r.exists(x) for x in k.all_for(gid)) \
        and ns.r.exists(k.messages(gid))


def test_a_moved_game_leaves_a_pointer_and_answers_every_read_as_it_did_live(ns, records_at):
    s = settings(ns, records_at)
    with client(s) as c:
        g = finished_game(c)
        before = answers(c, g)
        listed = c.get("/games?status=finished").json()
        assert move(s, records_at, g["id"]) == "archived"
        assert is_pointer(ns, g["id"]) and ns.r.hget(Keys(ns.prefix).game(g["id"]), "talk") == b"2"
        mem = ns.r.memory_usage(Keys(ns.prefix).game(g["id"]), samples=0)
        assert mem <= 600, f"{mem} B of Redis per moved game"
        row = stored(records_at, g["id"])
        assert row.status == "finished" and row.seed and len(row.state_sha256) == 64 and row.kind == "battle1821"
        assert [m["text"] for m in msgspec.json.decode(bytes(row.talk))] == ["gl hf", "psst"]
        assert_same(before, answers(c, g))
        assert c.get("/games?status=finished").json() == listed, "the listing (totals, cursors) is unchanged"
        assert move(s, records_at, g["id"]) == "already"
        # talk after the move: numbered after the stored messages, read after them
        r = c.post(f"/games/{g['id']}/messages", json={"text": "gg"}, headers={"Authorization": f"Bearer {g['tokens'][1]}"})
        assert r.status_code == 201 and r.json()["seq"] == 3, r.text
        msgs = c.get(f"/games/{g['id']}/messages").json()["messages"]
        assert [(m["seq"], m["text"]) for m in msgs] == [(1, "gl hf"), (3, "gg")]      # 2 is private
        mine = c.get(f"/games/{g['id']}/messages", headers={"Authorization": f"Bearer {g['tokens'][0]}"}).json()
        assert [m["seq"] for m in mine["messages"]] == [1, 2, 3]
        assert c.get(f"/games/{g['id']}/messages?after=1").json()["messages"][0]["seq"] == 3
        assert c.get(f"/games/{g['id']}/record").json()["talk"][-1]["text"] == "gg"


def test_a_new_process_reads_it_from_the_store_and_makes_no_redis_key_again(ns, records_at):
    s = settings(ns, records_at)
    with client(s) as c:
        g = finished_game(c)
        before = answers(c, g)
    assert move(s, records_at, g["id"]) == "archived"
    keys = game_keys(ns, g["id"])
    pointer = ns.r.hgetall(Keys(ns.prefix).game(g["id"]))
    with client(s) as c:                      # a restarted API: nothing cached
        assert_same(before, answers(c, g))
    assert game_keys(ns, g["id"]) == keys and ns.r.hgetall(Keys(ns.prefix).game(g["id"])) == pointer


def test_without_its_pointer_the_store_answers_until_its_retention_runs_out(ns, records_at):
    s = settings(ns, records_at)
    with client(s) as c:
        g = finished_game(c, talk=False)
        view = c.get(f"/games/{g['id']}").content
        assert move(s, records_at, g["id"]) == "archived"
        ns.r.delete(Keys(ns.prefix).game(g["id"]))           # the pointer lost (a Redis without its data)
    with client(s) as c:
        assert c.get(f"/games/{g['id']}").content == view
        assert c.get(f"/games/{g['id']}/record").json()["end"]["status"] == "finished"
        assert c.get(f"/games/{g['id']}/events").json()["events"]
        assert not lasting_keys(ns, g["id"]) and not ns.r.exists(Keys(ns.prefix).game(g["id"])), "reading made no key"
    import asyncio

    async def expire():
        rs = records_at.open()
        try:
            row = await rs.get(g["id"])
            await rs.delete(g["id"])
            await rs.put(msgspec.structs.replace(row, expires_at=1))
        finally:
            await rs.close()
    asyncio.run(expire())
    with client(s) as c:
        assert c.get(f"/games/{g['id']}").status_code == 404
        assert c.get(f"/games/{g['id']}/events").status_code == 404


@pytest.mark.parametrize("point", ["before_store", "before_lua", "after_lua"])
def test_a_sigkill_at_each_step_leaves_the_game_live_or_stored_never_neither(ns, records_at, point, tmp_path):
    s = settings(ns, records_at)
    with client(s) as c:
        g = finished_game(c)
        before = answers(c, g)
    marker = tmp_path / "paused"
    child = move_child(s, records_at, g["id"], point, marker)
    wait_for(marker, child)
    os.kill(child.pid, signal.SIGKILL)
    child.join(10)
    assert child.exitcode == -signal.SIGKILL, child.exitcode
    row = stored(records_at, g["id"])
    if point == "before_store":
        assert is_live(ns, g["id"]) and row is None
    elif point == "before_lua":
        assert is_live(ns, g["id"]) and row is not None, "stored, and still fully live: reads answer from Redis"
    else:
        assert is_pointer(ns, g["id"]) and row is not None
    with client(s) as c:
        assert_same(before, answers(c, g))
        # the sweep's move completes it (or finds it done)
        assert move(s, records_at, g["id"]) == ("already" if point == "after_lua" else "archived")
        assert is_pointer(ns, g["id"]) and stored(records_at, g["id"]).tag == \
            ns.r.hget(Keys(ns.prefix).game(g["id"]), "arch").decode()
        assert_same(before, answers(c, g))


def test_a_game_that_changes_between_its_store_write_and_the_lua_call_is_stored_again(ns, records_at):
    s = settings(ns, records_at)
    with client(s) as c:
        g = finished_game(c)
        posted = []

        def late_message(point: str) -> None:
            if point == "archive.before_lua" and not posted:
                r = c.post(f"/games/{g['id']}/messages", json={"text": "wait"},
                           headers={"Authorization": f"Bearer {g['tokens'][0]}"})
                posted.append(r.status_code)

        assert move(s, records_at, g["id"], fault=late_message) == "archived"
        assert posted == [201]
        row = stored(records_at, g["id"])
        assert [m["text"] for m in msgspec.json.decode(bytes(row.talk))] == ["gl hf", "psst", "wait"]
        assert is_pointer(ns, g["id"]) and ns.r.hget(Keys(ns.prefix).game(g["id"]), "talk") == b"3"
        assert [m["text"] for m in c.get(f"/games/{g['id']}/messages").json()["messages"]] == ["gl hf", "wait"]


def test_a_game_in_play_is_not_moved(ns, records_at):
    s = settings(ns, records_at)
    with client(s) as c:
        g = c.post("/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]}).json()
        assert move(s, records_at, g["id"]) == "live"
        assert move(s, records_at, "nosuchgame") == "missing"
        assert stored(records_at, g["id"]) is None


def test_an_archive_an_older_server_kept_in_redis_moves_to_the_store(ns, records_at):
    """The upgrade path (``battle1821 records move``): a hash holding the blob itself."""
    import asyncio

    import redis.asyncio

    from server.store import GameStore
    from server.store.recordstore.move import _read
    from server.store.redis_store import _actions, _archive_codec, _phase_list, _stream_items, blob_tag, live_fields

    s = settings(ns, records_at)
    k = Keys(ns.prefix)
    with client(s) as c:
        g = finished_game(c)
        before = answers(c, g)

        async def legacy():
            r = redis.asyncio.Redis.from_url(ns.url)
            try:
                raw, entries, actions, phases, _msgs, _ttl = await _read(GameStore(r, prefix=ns.prefix), g["id"])
                fields = live_fields(raw)
                blob, _ = _archive_codec().encode(g["id"], fields, _stream_items(entries), _actions(actions, 1),
                                                  _phase_list(phases, g["id"]))
                return fields, blob
            finally:
                await r.aclose()
        fields, blob = asyncio.run(legacy())
        # what archive.lua left: the hash with its blob, the other keys gone, the talk kept
        ns.r.delete(k.game(g["id"]), *k.all_for(g["id"])[1:])
        ns.r.hset(k.game(g["id"]), mapping={"version": fields["version"], "summary": fields["summary"],
                                            "arch": blob_tag(blob), "archive": blob})
        assert_same(before, answers(c, g))
        assert move(s, records_at, g["id"]) == "archived"
        assert is_pointer(ns, g["id"]) and not ns.r.exists(k.messages(g["id"]))
        assert stored(records_at, g["id"]).archive == blob
        assert_same(before, answers(c, g))


def test_with_a_retention_the_record_expires_with_its_pointer_and_a_purge_deletes_it(ns, records_at):
    import time

    s = settings(ns, records_at).with_(finished_ttl_s=2)
    # the store made (migrated) before the game's 2 s start, not within them: a first
    # migration in this process loads Alembic (~0.5 CPU s, seconds at a load of 15)
    assert stored(records_at, "nosuchgame") is None
    with client(s) as c:
        g = finished_game(c, talk=False)
        assert move(s, records_at, g["id"]) == "archived"
        k = Keys(ns.prefix).game(g["id"])
        assert 0 < ns.r.pttl(k) <= 2000, "the pointer keeps the game's retention"
        row = stored(records_at, g["id"])
        assert row.expires_at is not None and 0 < row.expires_at - time.time() * 1000 <= 2500
        assert c.get(f"/games/{g['id']}").status_code == 200
        # the pointer gone within 2.6 s as before, waited for as the event (Redis expires it) and
        # the record's own expiry passed (the purge below needs it): not a fixed 2.6 s sleep
        gone_by = time.monotonic() + 2.6
        while ns.r.exists(k):
            assert time.monotonic() < gone_by, f"the pointer outlived its retention: pttl {ns.r.pttl(k)}"
            time.sleep(0.02)
        time.sleep(max(0.0, row.expires_at / 1000 - time.time()) + 0.01)
        assert c.get(f"/games/{g['id']}").status_code == 404, "an expired record is not served"
    import asyncio

    async def purge():
        rs = records_at.open()
        try:
            return await rs.purge_expired()
        finally:
            await rs.close()
    assert asyncio.run(purge()) == 1 and stored(records_at, g["id"]) is None


def test_a_record_store_outage_is_a_503_and_the_game_comes_back_with_it(ns, records_at, tmp_path):
    s = settings(ns, records_at)
    with client(s) as c:
        g = finished_game(c, talk=False)
        view = c.get(f"/games/{g['id']}").content
    assert move(s, records_at, g["id"]) == "archived"
    (tmp_path / "gone.sqlite3").mkdir()           # a store that cannot be opened
    with client(s.with_(records_url=f"sqlite:///{tmp_path}/gone.sqlite3")) as c:
        r = c.get(f"/games/{g['id']}")
        assert r.status_code == 503 and r.json()["code"] == "service_unavailable" and r.headers["retry-after"]
        assert c.get("/games?status=finished").status_code == 200, "listings come from Redis"
    with client(s) as c:
        assert c.get(f"/games/{g['id']}").content == view
