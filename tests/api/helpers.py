"""Small helpers shared by the API tests."""

from __future__ import annotations

import dataclasses
import functools
import json

import live_stack

from server.config import Settings

SESSION = live_stack.SESSION


@functools.cache
def session_settings() -> Settings:
    """The settings of the API tests' in-process apps: the shared live stack's Redis and key
    prefix (a game made over HTTP is read through the store), with a queue of their own:
    no worker runs their jobs (an in-process test's game stays where the test left it)."""
    s = live_stack.session_settings()
    return dataclasses.replace(s, queue_name=f"{s.queue_name}-inproc")


@functools.cache
def _spec_text() -> str:
    from server.cli import openapi_document

    return json.dumps(openapi_document())


def spec_document() -> dict:
    """The app's OpenAPI document (``server.cli.openapi_document()``, what ``make openapi``
    writes), as JSON reads it back: generated once per test process (an app and its schema,
    ~1 CPU s), a fresh copy per call (a test may change its copy)."""
    return json.loads(_spec_text())


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


def request_span(log, request_id: str, timeout: float = 10.0) -> tuple[float, float]:
    """``(received, answered)`` in epoch seconds of the request sent with this
    ``X-Request-ID``, from the server's request log line in the file ``log`` (written
    when the response ends: its ``timestamp`` is the answer, minus ``ms`` the arrival).
    Waits up to ``timeout`` s for the line (the log is written after the response)."""
    import datetime
    import json
    import time

    deadline = time.monotonic() + timeout
    while True:
        for line in log.read_text().splitlines():
            if line.startswith("{") and f'"{request_id}"' in line:
                rec = json.loads(line)
                if rec.get("request_id") == request_id and rec.get("event") == "request":
                    end = datetime.datetime.fromisoformat(rec["timestamp"].replace("Z", "+00:00")).timestamp()
                    return end - rec["ms"] / 1000, end
        assert time.monotonic() < deadline, f"no request log line for {request_id}"
        time.sleep(0.05)


def watchers(base: str) -> dict[str, float]:
    """The API's ``battle1821_watchers`` gauge by ``kind`` (``sse`` / ``long_poll``: event
    watchers holding a slot now), read from its ``/metrics``."""
    import httpx
    from prometheus_client.parser import text_string_to_metric_families

    r = httpx.get(f"{base}/metrics", timeout=30)
    assert r.status_code == 200, r.text
    out: dict[str, float] = {}
    for fam in text_string_to_metric_families(r.text):
        if fam.name == "battle1821_watchers":
            for sample in fam.samples:
                kind = sample.labels.get("kind", "")
                out[kind] = out.get(kind, 0.0) + sample.value
    return out


def wait_watchers(base: str, before: dict[str, float], more: dict[str, int], timeout: float = 60.0) -> None:
    """Wait until the API holds ``more`` watchers of each kind beyond ``before`` (a
    :func:`watchers` reading): the requests reached the server and wait there (a timeout
    that only catches a hang)."""
    import time

    deadline = time.monotonic() + timeout
    while True:
        now = watchers(base)
        if all(now.get(k, 0.0) >= before.get(k, 0.0) + n for k, n in more.items()):
            return
        assert time.monotonic() < deadline, f"watchers {now}, wanted {more} more than {before}"
        time.sleep(0.05)
