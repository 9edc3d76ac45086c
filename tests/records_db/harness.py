"""Helpers of the record-store tests: an in-process API (Litestar's TestClient over
:func:`server.app.create_app`) on a private Redis namespace and one record store, a
finished game with table talk, every read a client makes of it, and the move itself run
in this process or in a child process that a test SIGKILLs at a fault point (:mod:`mover`)."""

from __future__ import annotations

import asyncio
import functools
import multiprocessing
import os
import time
from dataclasses import dataclass
from pathlib import Path

import forks
import mover
import redis.asyncio
from litestar.testing import TestClient

from server.app import create_app
from server.config import Settings
from server.store import GameStore, recordstore
from server.store.recordstore.move import move_game

ROOT = Path(__file__).resolve().parents[2]
PG_URL = os.environ.get("TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/test")


@dataclass
class StoreAt:
    kind: str
    url: str
    schema: str

    def open(self):
        return recordstore.open_record_store(self.url, schema=self.schema)

    @property
    def env(self) -> dict[str, str]:
        return {"BATTLE1821_RECORDS_URL": self.url, "BATTLE1821_RECORDS_SCHEMA": self.schema}


ENDS_AT_ONCE = {
    "seats": 2,
    "regions": {"achaia": {"owner": 0, "infantry": 10}, "laconia": {"owner": 1, "infantry": 3},
                "corinthia": {"ottomans": 1}},
    "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina"}],
    "round": 3, "phase": "greek", "step": "attack", "active_seat": 0,
}


def settings(ns, at, prefix: str | None = None) -> Settings:
    return Settings(redis_url=ns.url, queue_redis_url=ns.url, redis_cluster=False, key_prefix=prefix or ns.prefix,
                    queue_name=ns.queue_name, log_level="WARNING", sse_keepalive_s=1.0,
                    records_url=at.url, records_schema=at.schema)


def client(s: Settings) -> TestClient:
    """A client of the in-process API for ``s``. Entering it starts the app as a process
    would (its store, caches and connections made anew: a second client is a restarted
    API); the app object itself is made once for the settings (:func:`_app`)."""
    return TestClient(_app(s))


@functools.lru_cache(maxsize=2)
def _app(s: Settings):
    """``create_app(s)`` (~0.1 CPU s; its OpenAPI document is built only when read), which
    the tests' two or three clients of one game's settings need once. Every state the app
    serves from is made by its startup, one per client."""
    return create_app(s)


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def finished_game(c, talk: bool = True) -> dict:
    """A game that ends at its first action (R26: the last Ottoman falls), with a public
    message and a private one when ``talk``."""
    r = c.post("/games", json={"position": ENDS_AT_ONCE, "options": {"spectator_talk": True},
                               "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina"}]})
    assert r.status_code == 201, r.text
    g = r.json()
    out = {"id": g["id"], "host": g["host_token"], "tokens": [p["token"] for p in g["players"]]}
    v = c.get(f"/games/{out['id']}").json()["version"]
    if talk:
        assert c.post(f"/games/{out['id']}/messages", json={"text": "gl hf"},
                      headers=auth(out["tokens"][0])).status_code == 201
        assert c.post(f"/games/{out['id']}/messages", json={"text": "psst", "to_seat": 0},
                      headers=auth(out["tokens"][1])).status_code == 201
    r = c.post(f"/games/{out['id']}/actions", json={"type": "attack", "from": "achaia", "to": "corinthia",
                                                    "infantry": 9},
               headers={**auth(out["tokens"][0]), "If-Match": f'"{v}"'})
    assert r.status_code == 201, r.text
    assert c.get(f"/games/{out['id']}").json()["status"] == "finished"
    return out


def answers(c, g: dict) -> dict:
    """Every read of one game (status, ETag, content type, body), as clients make them."""
    gid, tokens = g["id"], g["tokens"]
    out: dict = {}

    def get(path: str, **kw):
        r = c.get(path, **kw)
        out[path + (" +token" if kw else "")] = (r.status_code, r.headers.get("etag"), r.headers.get("content-type"),
                                                 r.content)
        return r

    v = get(f"/games/{gid}").json()["version"]
    get(f"/games/{gid}", headers=auth(tokens[0]))
    get(f"/games/{gid}/legal-actions", headers=auth(tokens[1]))
    for p in ("players", "players/0", "players/1", "phases", "phases/current", "phases/1", "phases/999",
              "board.svg", "record", "actions", "actions/1", "actions/2", "events", "events?after=3&limit=2",
              "battles/1", "battles/2", "messages", "messages/1", "messages/2", "rematch"):
        get(f"/games/{gid}/{p}")
    for i, t in enumerate(tokens):
        get(f"/games/{gid}/messages?i={i}", headers=auth(t))
    for at in range(1, v + 1):
        get(f"/games/{gid}?at={at}")
        get(f"/games/{gid}/board.svg?at={at}")
    get(f"/games/{gid}?at={v + 1}")
    r = c.head(f"/games/{gid}")
    out["HEAD"] = (r.status_code, r.headers.get("etag"), r.headers.get("content-length"))
    return out


def assert_same(before: dict, after: dict) -> None:
    assert after.keys() == before.keys()
    for key in before:
        assert after[key] == before[key], key


def move(s: Settings, at, gid: str, fault=None) -> str:
    async def go():
        r = redis.asyncio.Redis.from_url(s.redis_url)
        rs = at.open()
        try:
            return await move_game(GameStore(r, prefix=s.key_prefix, records=rs), rs, gid, fault)
        finally:
            await rs.close()
            await r.aclose()
    return asyncio.run(go())


def stored(at, gid: str):
    async def go():
        rs = at.open()
        try:
            return await rs.get(gid)
        finally:
            await rs.close()
    return asyncio.run(go())


def move_child(s: Settings, at, gid: str, pause_at: str, marker: Path) -> multiprocessing.Process:
    """A child process moving ``gid``, paused (60 s) at the fault point ``archive.<pause_at>``
    after writing its pid to ``marker`` (forked by the fork server: :mod:`mover`)."""
    env = {**os.environ, "REDIS_URL": s.redis_url, "BATTLE1821_KEY_PREFIX": s.key_prefix, **at.env,
           "BATTLE1821_FAULTS": "tests.faults", "BATTLE1821_TEST_ARCHIVE_PAUSE": f"60:{marker}",
           "BATTLE1821_TEST_ARCHIVE_PAUSE_AT": pause_at}
    p = forks.context().Process(target=mover.main, args=(env, gid), daemon=True)
    p.start()
    return p


def wait_for(path: Path, proc: multiprocessing.Process, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not path.exists():
        if not proc.is_alive():
            raise AssertionError(f"the child ended before the fault point (exit code {proc.exitcode})")
        assert time.monotonic() < deadline, "timed out waiting for the fault point"
        time.sleep(0.05)
