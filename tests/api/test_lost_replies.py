"""Issue 38, item 1: a commit whose reply is lost is applied at most once and answered
with what landed. A TCP proxy (asyncio, 127.0.0.1) sits between the API's Redis client
and Redis; for a chosen fraction of the commit script's calls it forwards the call, lets
Redis run it, then drops the reply and both connections (a flaky network, a failover).
redis-py then re-sends the call on a new connection. For each write mode (``If-Match: *``,
a version, an ``Idempotency-Key``) every answer is compared with the game's action list
read straight from Redis: a 201 must be exactly one new accepted action (its version), any
other answer none. The app's retries pause 5 ms and more (``BATTLE1821_REDIS_RETRY_BACKOFF_S``
= ``BACKOFF_S``; 50 ms in production): what lands and what is answered does not depend on
the pause, and a call whose every send is lost waited ~0.35 s of backoff."""

from __future__ import annotations

import asyncio
import hashlib
import random
import threading
import uuid
from collections import Counter
from urllib.parse import urlsplit

import pytest
import redis

from helpers import auth, legal, session_settings

from blocking_store import BlockingStore
from server.store.redis_store import COMMIT_LUA
from server.store.talk import TALK_LUA

COMMIT_SHA = hashlib.sha1(COMMIT_LUA.encode()).hexdigest().encode()
TALK_SHA = hashlib.sha1(TALK_LUA.encode()).hexdigest().encode()
REQUESTS = 60
BACKOFF_S = 0.005


class DropProxy:
    """Forwards TCP to ``upstream``; after a client chunk holding the script's SHA ``sha``
    (the commit script's by default) it drops (with probability ``fraction``) the next reply and closes both sides."""

    def __init__(self, upstream: tuple[str, int], fraction: float, seed: int, sha: bytes = COMMIT_SHA) -> None:
        self.upstream, self.fraction, self.rng, self.sha = upstream, fraction, random.Random(seed), sha
        self.dropped = 0
        self.commits = 0
        self.loop = asyncio.new_event_loop()
        self.port = 0
        ready = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(ready,), daemon=True)
        self.thread.start()
        ready.wait(10)

    def _run(self, ready: threading.Event) -> None:
        asyncio.set_event_loop(self.loop)

        async def start():
            self.server = await asyncio.start_server(self._conn, "127.0.0.1", 0)
            self.port = self.server.sockets[0].getsockname()[1]
            ready.set()

        self.loop.run_until_complete(start())
        self.loop.run_forever()

    async def _conn(self, c_reader, c_writer) -> None:
        s_reader, s_writer = await asyncio.open_connection(*self.upstream)
        drop = asyncio.Event()

        def close() -> None:
            for w in (c_writer, s_writer):
                w.transport.abort()

        async def up():
            while data := await c_reader.read(65536):
                if self.sha in data:
                    self.commits += 1
                    if self.rng.random() < self.fraction:
                        drop.set()
                s_writer.write(data)
            close()

        async def down():
            while data := await s_reader.read(65536):
                if drop.is_set():            # the commit ran; its reply is lost
                    self.dropped += 1
                    close()
                    return
                c_writer.write(data)
            close()

        await asyncio.gather(up(), down(), return_exceptions=True)

    def stop(self) -> None:
        async def close():
            self.server.close()
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(close(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


def _choose(options: list[dict], rng: random.Random) -> dict:
    o = rng.choice([x for x in options if x["type"] in ("place_start", "end_step", "reinforce")] or options)
    if o["type"] == "place_start":
        return {"type": "place_start", "region": rng.choice(o["regions"])}
    if o["type"] == "reinforce":
        return {"type": "reinforce", "placements": [{"region": rng.choice(o["regions"]), "infantry": 1}]}
    return {"type": "end_step"}


def _run(mode: str, fraction: float, seed: int, requests: int = REQUESTS) -> tuple[Counter, int, int]:
    from litestar.testing import TestClient

    from server.app import create_app

    base = session_settings()
    up = urlsplit(base.redis_url)
    proxy = DropProxy((up.hostname or "127.0.0.1", up.port or 6379), fraction, seed)
    settings = base.with_(redis_url=f"redis://127.0.0.1:{proxy.port}{up.path or '/0'}",
                          key_prefix=f"{base.key_prefix}-lost-{uuid.uuid4().hex[:6]}",
                          redis_retry_backoff_s=BACKOFF_S)
    direct = redis.Redis.from_url(base.redis_url)
    store = BlockingStore(direct, prefix=settings.key_prefix)
    rng = random.Random(seed)
    outcomes: Counter = Counter()
    twice = 0
    creates: Counter = Counter()
    try:
        with TestClient(create_app(settings)) as client:
            g = None
            sent = 0
            while sent < requests:
                if g is None:
                    r = client.post("/games", json={"seats": 2, "players": [{"name": "P0"}, {"name": "P1"}]})
                    creates[r.status_code] += 1
                    if r.status_code == 409:     # "id collision": its own commit's reply was lost
                        outcomes[("create", 409, "WRONG landed=1")] += 1
                    if r.status_code != 201:
                        continue
                    body = r.json()
                    g = {"id": body["id"], "tokens": [p["token"] for p in body["players"]]}
                gid = g["id"]
                before = store.load(gid)
                view = client.get(f"/games/{gid}").json()
                if view["phase"] not in ("setup", "greek") or not view["waiting_for"]:
                    g = None
                    continue
                seat = view["waiting_for"][0]
                action = _choose(legal(client, g, seat), rng)
                headers = auth(g["tokens"][seat])
                if mode == "star":
                    headers["If-Match"] = "*"
                elif mode == "version":
                    headers["If-Match"] = f'"{before.version}"'
                else:
                    headers["If-Match"] = f'"{before.version}"'
                    headers["Idempotency-Key"] = uuid.uuid4().hex
                r = client.post(f"/games/{gid}/actions", json=action, headers=headers)
                sent += 1
                after = store.load(gid)
                landed = after.nact - before.nact
                twice += landed > 1
                if r.status_code == 201:
                    ok = landed == 1 and r.json()["version"] == after.version
                else:
                    ok = landed == 0
                code = r.json().get("code") if r.status_code >= 400 else None
                outcomes[(r.status_code, code, "ok" if ok else f"WRONG landed={landed}")] += 1
    finally:
        proxy.stop()
        direct.close()
    outcomes[("creates", str(dict(creates)), "ok")] = 1
    return outcomes, twice, proxy.dropped


@pytest.mark.timeout(300)
@pytest.mark.parametrize("fraction", [0.1, 0.3])
@pytest.mark.parametrize("mode", ["star", "version", "idempotency_key"])
def test_lost_commit_replies_apply_once_and_answer_what_landed(mode, fraction):
    outcomes, twice, dropped = _run(mode, fraction, seed=38 + int(fraction * 100))
    print(f"\n{mode} at {fraction:.0%}: {dropped} replies dropped; applied twice: {twice}; {dict(outcomes)}")
    assert dropped > 0
    assert twice == 0, outcomes
    wrong = {k: n for k, n in outcomes.items() if k[2] != "ok"}
    assert not wrong, outcomes


@pytest.mark.timeout(300)
def test_a_commit_whose_every_reply_is_lost_is_answered_by_its_outcome():
    """Every reply of the commit lost (each re-send too): redis-py gives up, and the
    store asks the call's outcome (``outcome.lua``): it landed, so 201, once."""
    outcomes, twice, dropped = _run("star", 1.0, seed=100, requests=8)
    print(f"\nstar at 100%: {dropped} replies dropped; applied twice: {twice}; {dict(outcomes)}")
    assert twice == 0 and dropped >= 8 * 4
    assert {k: n for k, n in outcomes.items() if k[0] != "creates"} == {(201, None, "ok"): 8}, outcomes


@pytest.mark.timeout(300)
@pytest.mark.parametrize("fraction", [0.3, 1.0])
def test_table_talk_posts_whose_replies_are_lost_are_posted_once(fraction):
    """The table talk's post script under the same proxy: every message answered 201 is
    in the game's talk once, with the number it was answered with."""
    from litestar.testing import TestClient

    from server.app import create_app

    base = session_settings()
    up = urlsplit(base.redis_url)
    proxy = DropProxy((up.hostname or "127.0.0.1", up.port or 6379), fraction, 7, sha=TALK_SHA)
    settings = base.with_(redis_url=f"redis://127.0.0.1:{proxy.port}{up.path or '/0'}",
                          key_prefix=f"{base.key_prefix}-lost-{uuid.uuid4().hex[:6]}",
                          redis_retry_backoff_s=BACKOFF_S, talk_per_minute=1000)
    try:
        with TestClient(create_app(settings)) as client:
            g = client.post("/games", json={"seats": 2, "players": [{"name": "P0"}, {"name": "P1"}]}).json()
            token = g["players"][0]["token"]
            answered = {}
            for i in range(20):
                r = client.post(f"/games/{g['id']}/messages", json={"text": f"m{i}"}, headers=auth(token))
                assert r.status_code == 201, r.text
                answered[f"m{i}"] = r.json()["seq"]
            stored = client.get(f"/games/{g['id']}/messages", headers=auth(token)).json()["messages"]
    finally:
        proxy.stop()
    print(f"\ntalk at {fraction:.0%}: {proxy.dropped} replies dropped; {len(stored)} stored for 20 posted")
    assert proxy.dropped > 0
    assert [(m["text"], m["seq"]) for m in stored] == list(answered.items())
