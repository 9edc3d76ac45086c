"""The SSE stream as a browser's ``EventSource`` reads it: frames without an ``event:``
name (so ``onmessage`` gets every one), ``id`` = seq, ``data`` = one event; the stream
closes after the game's end and a stream that starts after the end is a 204 (which stops
an ``EventSource`` from reconnecting)."""

from __future__ import annotations

import json
import time

import httpx

from helpers import auth, etag


HANG_S = 60
"""A stream still open after this many seconds stayed open (keep-alive comments come every
second with the tests' setting, so the check runs): only a hang is that slow."""


def _raw_frames(base: str, gid: str, after: int, timeout: float = 20) -> tuple[list[list[str]], float]:
    """Every frame (its non-comment lines) until the server closes the stream, and the
    seconds it took; fails when the stream is still open after :data:`HANG_S`."""
    frames, cur = [], []
    t0 = time.monotonic()
    with httpx.stream("GET", f"{base}/games/{gid}/events/stream", params={"after": after}, timeout=timeout) as r:
        assert r.status_code == 200, r.read()
        for line in r.iter_lines():
            assert time.monotonic() - t0 < HANG_S, f"the stream stayed open: {frames}"
            if line.startswith(":"):
                continue
            if line == "":
                if cur:
                    frames.append(cur)
                cur = []
            else:
                cur.append(line)
    if cur:
        frames.append(cur)
    return frames, time.monotonic() - t0


def test_frames_have_no_event_name_and_the_stream_closes_after_the_end(server):
    base = server["base"]
    created = httpx.post(f"{base}/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]}).json()
    gid = created["id"]
    page = httpx.get(f"{base}/games/{gid}/events").json()
    version = httpx.get(f"{base}/games/{gid}").json()["version"]
    r = httpx.delete(f"{base}/games/{gid}", headers={**auth(created["host_token"]), "If-Match": etag(version)})
    assert r.status_code == 200, r.text

    frames, _ = _raw_frames(base, gid, 0)       # returns: the server closed the stream after game_cancelled
    events = []
    for f in frames:
        assert not any(line.startswith("event:") for line in f), f   # onmessage receives it
        fields = dict(line.split(": ", 1) for line in f)
        assert set(fields) == {"id", "data"}, f
        ev = json.loads(fields["data"])
        assert int(fields["id"]) == ev["seq"]
        events.append(ev)
    assert [e["seq"] for e in events] == list(range(1, page["last_seq"] + 2))
    assert events[-1]["type"] == "game_cancelled"
    # the same events as the page, byte for byte in meaning
    assert events[:-1] == page["events"]

    # a stream (or a browser's reconnect) after the end: 204, nothing to tell
    last = events[-1]["seq"]
    r = httpx.get(f"{base}/games/{gid}/events/stream", headers={"Last-Event-ID": str(last)}, timeout=10)
    assert r.status_code == 204 and r.content == b""
    # before the end the log is still there to read, and then it closes
    frames, _ = _raw_frames(base, gid, last - 1)
    assert len(frames) == 1


def test_a_stream_resumed_after_the_end_tells_what_is_left_and_closes(server, sync_store):
    """Issue 38, item 8: a stream resumed from the game's end event while events follow
    it (the Ottoman phase's ``done`` comes after ``game_ended``) tells those and closes,
    as a stream that saw the end live does; it used to stay open on keep-alives."""
    from server.store import Commit

    base = server["base"]
    created = httpx.post(f"{base}/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]}).json()
    gid = created["id"]
    version = httpx.get(f"{base}/games/{gid}").json()["version"]
    r = httpx.delete(f"{base}/games/{gid}", headers={**auth(created["host_token"]), "If-Match": etag(version)})
    assert r.status_code == 200, r.text
    loaded = sync_store.load(gid)
    end = loaded.seq
    after_end = b'{"seq":%d,"version":%d,"type":"ottoman_phase","round":1,"status":"done"}' % (end + 1, loaded.version)
    assert sync_store.commit(Commit(game_id=gid, expected_version=loaded.version, new_version=loaded.version,
                                    events=[after_end], first_seq=end + 1)).ok
    t0 = time.monotonic()
    with httpx.stream("GET", f"{base}/games/{gid}/events/stream", headers={"Last-Event-ID": str(end)},
                      timeout=httpx.Timeout(30, read=30)) as r:
        assert r.status_code == 200
        data = []
        for line in r.iter_lines():      # keep-alive comments come every second (the tests' setting)
            if line.startswith("data: "):
                data.append(json.loads(line[6:]))
            assert time.monotonic() - t0 < HANG_S, "the resumed stream stayed open"
    assert [e["seq"] for e in data] == [end + 1]


def test_the_sdk_stream_reads_what_follows_the_end(server, sync_store):
    """Issue 38, item 8: the SDK's SSE reader (``battle1821_bots.events.sse_events``)
    returned at ``game_ended`` and dropped the Ottoman phase's ``done`` that the server
    sends after it before closing (``/events`` 164 vs SSE 163 in every finished game)."""
    import asyncio

    from battle1821_bots.events import sse_events
    from battle1821_client import Client
    from server.store import Commit
    import msgspec

    base = server["base"]
    created = httpx.post(f"{base}/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]}).json()
    gid = created["id"]
    version = httpx.get(f"{base}/games/{gid}").json()["version"]
    loaded = sync_store.load(gid)
    end = loaded.seq + 1
    # the end and the phase's done in one write, as the Ottoman phase's last step writes them
    events = [b'{"seq":%d,"version":%d,"type":"game_cancelled","previous_status":"setup","round":1}' % (end, version + 1),
              b'{"seq":%d,"version":%d,"type":"ottoman_phase","round":1,"status":"done"}' % (end + 1, version + 1)]
    summary = msgspec.structs.replace(loaded.summary, status="cancelled")
    assert sync_store.commit(Commit(game_id=gid, expected_version=version, new_version=version + 1,
                                    events=events, first_seq=end, summary=summary)).ok

    async def read() -> list[dict]:
        async with Client(base_url=base) as c:
            return [ev async for ev in sse_events(c, gid, after=end - 1)]
    got = asyncio.run(asyncio.wait_for(read(), 20))
    assert [e["type"] for e in got] == ["game_cancelled", "ottoman_phase"]


def test_httpx_sse_yields_a_keepalive_after_an_event_as_that_event_again_without_data():
    """Why every Python reader of the stream here skips data-less events
    (tests/api/test_fanout_failover.py, tests/api/test_live_server.py, the SDK's
    ``sse_events``): httpx-sse dispatches the blank line that ends the server's keep-alive
    comment as an event with no data and the id of the connection's last event (a
    browser's ``EventSource`` dispatches nothing when the data is empty). Counting ids
    alone repeats that seq once per keep-alive: the duplicate the failover test once saw
    under load, when the writes paused longer than the keep-alive interval."""
    import httpx_sse

    from server.service.sse import KEEPALIVE, frame

    body = KEEPALIVE + frame(7, b'{"seq":7}') + KEEPALIVE + frame(8, b'{"seq":8}')
    resp = httpx.Response(200, headers={"content-type": "text/event-stream"}, content=body)
    got = [(ev.id, ev.data) for ev in httpx_sse.EventSource(resp).iter_sse()]
    assert got == [("7", '{"seq":7}'), ("7", ""), ("8", '{"seq":8}')]
    assert [ev_id for ev_id, data in got if data] == ["7", "8"]
