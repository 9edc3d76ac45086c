"""An API process killed while it serves SSE watchers: their clients reconnect to another
API process with ``Last-Event-ID`` and miss nothing (every seq once, in order), while
writes go on through the survivor. Two real ``battle1821 serve`` processes on one Redis,
both with the fan-out (server/service/fanout.py). After the kill the writes pause until
every watcher, back on the survivor, got a keep-alive after an event there: a keep-alive
is no event (its id must not be counted again), as a pause in the writes under load
makes it anyway."""

from __future__ import annotations

import asyncio
import signal

import httpx
import httpx_sse

from forks import ForkStack
from support import server_env

WATCHERS = 30
ACTIONS = 60


async def _watch(bases: list[str], gid: str, until: int, seen: list[int], kept: list[int]) -> int:
    """Follow the stream on bases[0], then on the next base whenever the connection
    drops, resuming after the last seq seen; returns the number of reconnects. ``kept``
    gets the last seq seen at each keep-alive after the first reconnect."""
    last, reconnects, i = 0, 0, 0
    async with httpx.AsyncClient(timeout=httpx.Timeout(30, connect=5)) as c:
        while last < until:
            base = bases[min(i, len(bases) - 1)]
            try:
                async with httpx_sse.aconnect_sse(c, "GET", f"{base}/games/{gid}/events/stream",
                                                  headers={"Last-Event-ID": str(last)}) as src:
                    async for ev in src.aiter_sse():
                        if not ev.data:
                            # a keep-alive comment: httpx-sse (0.4.3) dispatches the blank
                            # line that ends it as an event with no data and the id of the
                            # connection's last event (the SSE spec dispatches nothing when
                            # the data is empty): counting its id would repeat that seq
                            if i:
                                kept.append(last)
                            continue
                        if ev.id:
                            seen.append(int(ev.id))
                            last = int(ev.id)
                            if last >= until:
                                return reconnects
            except (httpx.HTTPError, httpx_sse.SSEError):
                pass
            reconnects += 1
            i += 1
            await asyncio.sleep(0.05)
    return reconnects


def test_watchers_of_a_killed_api_resume_on_another_and_miss_nothing(settings, tmp_path):
    with ForkStack(tmp_path) as st:
        env = server_env(settings, BATTLE1821_SSE_KEEPALIVE_S="1")
        a = st.api(env)
        proc_a = st.children[-1].proc
        b = st.api(env, name="api-b")
        g = httpx.post(f"{b}/games", json={"seats": 2, "players": [{"name": "Ana"}, {"name": "Bo"}]}).json()
        gid, tok = g["id"], g["players"][0]["token"]

        async def main():
            async with httpx.AsyncClient(base_url=b, timeout=10) as c:
                last_seq = (await c.get(f"/games/{gid}/events")).json()["last_seq"]
                until = last_seq + ACTIONS        # one event per set_standing_orders
                seen = [[] for _ in range(WATCHERS)]
                kept = [[] for _ in range(WATCHERS)]
                tasks = [asyncio.create_task(_watch([a, b], gid, until, s, k)) for s, k in zip(seen, kept)]
                await asyncio.sleep(1.0)
                version = g["version"]
                for k in range(ACTIONS):
                    if k == ACTIONS // 3:
                        proc_a.send_signal(signal.SIGKILL)
                    if k == ACTIONS // 3 + 1:
                        # no event until every watcher, back on B, got a keep-alive
                        loop = asyncio.get_running_loop()
                        deadline = loop.time() + 60           # a hang, not a bound
                        while not all(kept) and loop.time() < deadline:
                            await asyncio.sleep(0.1)
                        assert all(kept), [len(n) for n in kept]
                    body = {"type": "set_standing_orders", "call_ally": "never",
                            "answer_ally": "decline" if k % 2 else "accept"}
                    r = await c.post(f"/games/{gid}/actions", json=body,
                                     headers={"Authorization": f"Bearer {tok}", "If-Match": f'"{version}"'})
                    assert r.status_code == 201, r.text
                    version = r.json()["version"]
                    await asyncio.sleep(0.02)
                reconnects = await asyncio.wait_for(asyncio.gather(*tasks), 60)
                return last_seq, until, seen, reconnects

        last_seq, until, seen, reconnects = asyncio.run(main())
        st.children = [ch for ch in st.children if ch.proc is not proc_a]
        for s in seen:
            assert s == list(range(1, until + 1)), (s[:5], s[-5:])
        assert all(n >= 1 for n in reconnects)        # every watcher lost api A and came back on B


def test_sigterm_ends_a_waiting_long_poll_and_an_open_stream_at_once(settings, tmp_path):
    """An operator's run (session 24): SIGTERM to a ``battle1821 serve`` process with a
    long-poll waiting and an SSE stream open. uvicorn waited its 5 s of grace for both, then
    cancelled them: the long-poll got uvicorn's plain-text ``500 Internal Server Error``, the
    stream a cut chunked body. Now the server's stop closes the fan-out's watchers at once
    (server/api/stopping.py): the long-poll answers its page (no events, as after a timeout),
    the stream ends cleanly, and the process exits well within the grace."""
    with ForkStack(tmp_path) as st:
        a = st.api(server_env(settings))
        proc = st.children[-1].proc
        g = httpx.post(f"{a}/games", json={"seats": 2}).json()
        gid = g["id"]

        async def main():
            async with httpx.AsyncClient(base_url=a, timeout=30) as c:
                loop = asyncio.get_running_loop()

                async def poll():
                    r = await c.get(f"/games/{gid}/events", params={"after": 0, "wait": 25})
                    return loop.time(), r.status_code, r.headers.get("content-type"), r.json()

                async def stream():
                    async with c.stream("GET", f"/games/{gid}/events/stream") as r:
                        assert r.status_code == 200
                        async for _ in r.aiter_bytes():
                            pass
                    return loop.time()            # a clean end: no RemoteProtocolError

                tasks = [asyncio.create_task(poll()), asyncio.create_task(stream())]
                await asyncio.sleep(1.0)          # both registered and waiting
                sent = loop.time()
                proc.send_signal(signal.SIGTERM)
                (polled, status, ctype, page), streamed = await asyncio.wait_for(asyncio.gather(*tasks), 20)
                return sent, polled, status, ctype, page, streamed

        sent, polled, status, ctype, page, streamed = asyncio.run(main())
        assert (status, ctype) == (200, "application/json"), (status, ctype, page)
        assert page["events"] == [] and page["last_seq"] == 0, page
        assert polled - sent < 2.5 and streamed - sent < 2.5, (polled - sent, streamed - sent)
        assert proc.wait(timeout=10) in (0, -signal.SIGTERM)    # uvicorn re-raises the signal once stopped
        st.children = [ch for ch in st.children if ch.proc is not proc]


def test_sigterm_without_the_fanout_answers_a_waiting_long_poll_503_problem_json(settings, tmp_path):
    """Without the fan-out (``BATTLE1821_EVENT_FANOUT=0``) a waiting long-poll blocks in Redis
    (``XREAD BLOCK``) and is not among the watchers the stop closes: uvicorn cancels it when
    its 5 s of grace run out. It got uvicorn's plain-text ``500 Internal Server Error``
    (docs/operations/durability.md: never the server's plain-text 500); now a 503
    ``service_unavailable`` problem with ``Retry-After``: the client retries on another
    process."""
    with ForkStack(tmp_path) as st:
        a = st.api(server_env(settings, BATTLE1821_EVENT_FANOUT="0"))
        proc = st.children[-1].proc
        gid = httpx.post(f"{a}/games", json={"seats": 2}).json()["id"]

        async def main():
            async with httpx.AsyncClient(base_url=a, timeout=30) as c:
                task = asyncio.create_task(c.get(f"/games/{gid}/events", params={"after": 0, "wait": 25}))
                await asyncio.sleep(1.0)
                proc.send_signal(signal.SIGTERM)
                return await asyncio.wait_for(task, 20)

        r = asyncio.run(main())
        assert r.status_code == 503, (r.status_code, r.text)
        assert r.headers["content-type"] == "application/problem+json" and r.headers["retry-after"]
        assert r.json()["code"] == "service_unavailable", r.text
        assert proc.wait(timeout=10) in (0, -signal.SIGTERM)
        st.children = [ch for ch in st.children if ch.proc is not proc]
