"""More event watchers than the process's budget allows. A server whose watcher memory
budget holds 3 watchers (fan-out, BATTLE1821_WATCH_MEMORY_KB) or whose stream pool has 3
connections (BATTLE1821_EVENT_FANOUT=0, BATTLE1821_STREAM_POOL=3) serves 3 SSE streams;
the 4th stream and a waiting long-poll get 503 ``too_many_watchers`` with Retry-After at
once (not a 200 reset after 10 s, nor a 503 after 10 s); a closed stream frees its
place; a non-waiting read still works."""

from __future__ import annotations

import time
from contextlib import ExitStack

import httpx
import pytest

from forks import ForkStack
from support import server_env


@pytest.fixture(params=["fanout", "direct"])
def small_server(settings, tmp_path, request):
    """An API of its own, not the shared live stack's: its watcher budget (or stream pool)
    is 3, which the shared API's must not be for the other tests' watchers."""
    from server.service.fanout import WATCHER_COST_BYTES

    if request.param == "fanout":
        env = server_env(settings, BATTLE1821_WATCH_MEMORY_KB=str(3 * WATCHER_COST_BYTES // 1024),
                         BATTLE1821_SSE_KEEPALIVE_S="1")
    else:
        env = server_env(settings, BATTLE1821_EVENT_FANOUT="0", BATTLE1821_STREAM_POOL="3",
                         BATTLE1821_SSE_KEEPALIVE_S="1")
    with ForkStack(tmp_path) as st:
        base = st.api(env)
        yield base, st.children[-1].log


def _open_stream(stack: ExitStack, client: httpx.Client, url: str, end: int) -> httpx.Response:
    """A stream from the log's end (``end``, its last seq): it waits for the next event."""
    resp = stack.enter_context(client.stream("GET", url, params={"after": end}))
    assert resp.status_code == 200
    return resp


def _busy(r: httpx.Response, elapsed: float) -> None:
    assert r.status_code == 503, r.text
    assert r.json()["code"] == "too_many_watchers"
    assert r.headers["content-type"].startswith("application/problem+json")
    assert int(r.headers["retry-after"]) >= 1
    assert elapsed < 8.0      # refused at once, not after the 10 s a wait for a place would take


def test_watchers_beyond_the_budget_get_503_at_once(small_server):
    base, log = small_server
    gid = httpx.post(f"{base}/games", json={"seats": 2}).json()["id"]
    url = f"{base}/games/{gid}/events/stream"
    end = httpx.get(f"{base}/games/{gid}/events").json()["last_seq"]
    with httpx.Client(timeout=20) as client, ExitStack() as stack:
        first = _open_stream(stack, client, url, end)
        for _ in range(2):
            _open_stream(stack, client, url, end)
        t0 = time.monotonic()
        r = client.get(url)
        _busy(r, time.monotonic() - t0)
        t0 = time.monotonic()
        r = client.get(f"{base}/games/{gid}/events", params={"after": end, "wait": 20})
        _busy(r, time.monotonic() - t0)
        r = client.get(f"{base}/games/{gid}/events", params={"after": 0})   # not waiting: no slot needed
        assert r.status_code == 200
        first.close()
        deadline = time.monotonic() + 5
        while True:   # the closed stream's slot comes back
            with client.stream("GET", url, params={"after": end}) as again:
                if again.status_code == 200:
                    break
            assert time.monotonic() < deadline, "the closed stream's slot was not released"
            time.sleep(0.2)
    assert "Exception in ASGI application" not in log.read_text()
