"""Against a real uvicorn server subprocess (stderr redirected to a file, i.e. off a
TTY): 50 concurrent writers with the same If-Match, long-poll, SSE resume from
Last-Event-ID, and logging that never turns a request into a 500."""

from __future__ import annotations

import asyncio
import json
import threading
import time
import uuid

import httpx
import httpx_sse

from gamekinds import battle1821 as engine
from gamekinds.battle1821 import decode_state, encode_state
from gamekinds.battle1821.actions import PlaceStart

from helpers import auth, etag, request_span, wait_watchers, watchers


def _new_game(base: str, seats: int = 2) -> dict:
    r = httpx.post(base + "/games", json={"seats": seats, "players": [{"name": f"P{i}"} for i in range(seats)]})
    assert r.status_code == 201, r.text
    g = r.json()
    return {"id": g["id"], "tokens": [p["token"] for p in g["players"]]}


def _view(base: str, gid: str) -> dict:
    return httpx.get(f"{base}/games/{gid}").json()


def test_50_concurrent_submissions_same_if_match_exactly_one_wins(server, sync_store):
    base = server["base"]
    g = _new_game(base)
    v = _view(base, g["id"])
    seat, version = v["waiting_for"][0], v["version"]
    before = decode_state(sync_store.load(g["id"]).state)
    region = "achaia"
    headers = {**auth(g["tokens"][seat]), "If-Match": etag(version)}

    async def main():
        limits = httpx.Limits(max_connections=50)
        async with httpx.AsyncClient(base_url=base, limits=limits, timeout=30) as c:
            return await asyncio.gather(*[
                c.post(f"/games/{g['id']}/actions", json={"type": "place_start", "region": region}, headers=headers)
                for _ in range(50)])

    rs = asyncio.run(main())
    codes = sorted(r.status_code for r in rs)
    assert codes.count(201) == 1 and codes.count(412) == 49, codes
    assert all(r.json()["current_version"] == version + 1 for r in rs if r.status_code == 412)
    expected, _ = engine.apply(before, seat, PlaceStart(region=region))
    loaded = sync_store.load(g["id"])
    assert loaded.version == version + 1 and loaded.nact == 1
    got = decode_state(loaded.state)
    assert encode_state(got) == encode_state(expected) or _same_but_settled(got, expected)


def _same_but_settled(got, expected) -> bool:
    from server.service.steps import settle

    return encode_state(got) == encode_state(settle(expected, []))


def test_long_poll_returns_as_soon_as_an_event_lands(server):
    """The poll reached the server before the write did (their request log lines) and came
    back with the write's event long before its 20 s wait: it woke up on the event."""
    base = server["base"]
    g = _new_game(base)
    v = _view(base, g["id"])
    last = httpx.get(f"{base}/games/{g['id']}/events").json()["last_seq"]
    seat = v["waiting_for"][0]
    rid = uuid.uuid4().hex
    out = {}

    def poll():
        out["r"] = httpx.get(f"{base}/games/{g['id']}/events", params={"after": last, "wait": 30}, timeout=60,
                             headers={"X-Request-ID": f"poll-{rid}"})

    before = watchers(base)
    th = threading.Thread(target=poll)
    th.start()
    wait_watchers(base, before, {"long_poll": 1})   # the poll waits at the server; the log lines check it too
    r = httpx.post(f"{base}/games/{g['id']}/actions", json={"type": "place_start", "region": "achaia"},
                   headers={**auth(g["tokens"][seat]), "If-Match": etag(v["version"]), "X-Request-ID": f"write-{rid}"})
    assert r.status_code == 201, r.text
    th.join(60)
    assert out["r"].status_code == 200
    evs = out["r"].json()["events"]
    assert evs and evs[0]["seq"] == last + 1 and evs[0]["type"] == "placed"
    poll_in, poll_out = request_span(server["log"], f"poll-{rid}")
    write_in, write_out = request_span(server["log"], f"write-{rid}")
    assert poll_in < write_in, "the poll reached the server after the write: nothing to wake up"
    # woken by the write, not at the 30 s end of its wait (a margin only a hang uses up)
    assert poll_out >= write_in and poll_out - poll_in < 25, (poll_in, poll_out, write_in)
    end = httpx.get(f"{base}/games/{g['id']}/events").json()["last_seq"]
    t0 = time.monotonic()
    empty = httpx.get(f"{base}/games/{g['id']}/events", params={"after": end, "wait": 0.5}, timeout=5)
    assert empty.status_code == 200 and empty.json() == {"events": [], "last_seq": end}
    assert time.monotonic() - t0 >= 0.45   # with nothing to tell, the poll waits its whole wait
    # past the end (a seq the log never had) it is refused at once (tests/api/test_cursor_past_end.py)
    t0 = time.monotonic()
    past = httpx.get(f"{base}/games/{g['id']}/events", params={"after": 10_000, "wait": 20}, timeout=30)
    assert past.status_code == 400 and past.json()["code"] == "cursor_past_end" and time.monotonic() - t0 < 5


def _sse(base: str, gid: str, headers: dict, n: int, timeout: float = 15) -> tuple[list, int]:
    got, keepalives = [], 0
    with httpx.Client(timeout=timeout) as c:
        with httpx_sse.connect_sse(c, "GET", f"{base}/games/{gid}/events/stream", headers=headers) as es:
            assert es.response.status_code == 200
            assert es.response.headers["content-type"].startswith("text/event-stream")
            for sse in es.iter_sse():
                if not sse.data:         # a keep-alive comment: httpx-sse yields it with no data
                    keepalives += 1      # and, after an event, that event's id again
                    continue
                got.append((int(sse.id), json.loads(sse.data)))
                if len(got) >= n:
                    break
    return got, keepalives


def test_sse_resumes_after_last_event_id_without_gaps_or_duplicates(server):
    base = server["base"]
    g = _new_game(base)
    all_events = httpx.get(f"{base}/games/{g['id']}/events").json()["events"]
    total = len(all_events)
    assert total >= 4
    first, _ = _sse(base, g["id"], {}, 3)
    assert [s for s, _ in first] == [1, 2, 3]
    resumed_from = first[-1][0]
    # play an action while "disconnected"
    v = _view(base, g["id"])
    seat = v["waiting_for"][0]
    r = httpx.post(f"{base}/games/{g['id']}/actions", json={"type": "place_start", "region": "achaia"},
                   headers={**auth(g["tokens"][seat]), "If-Match": etag(v["version"])})
    assert r.status_code == 201
    total_now = httpx.get(f"{base}/games/{g['id']}/events").json()["last_seq"]
    rest, _ = _sse(base, g["id"], {"Last-Event-ID": str(resumed_from)}, total_now - resumed_from)
    seqs = [s for s, _ in first] + [s for s, _ in rest]
    assert seqs == list(range(1, total_now + 1))
    assert all(e["seq"] == s for s, e in first + rest)
    # keep-alive comments while nothing happens (raw lines: SSE parsers hide comments)
    with httpx.stream("GET", f"{base}/games/{g['id']}/events/stream", timeout=10,
                      headers={"Last-Event-ID": str(total_now)}) as resp:
        for line in resp.iter_lines():
            assert not line.startswith("id:"), line   # nothing after the last event
            if line.startswith(":"):
                break


def test_logging_off_a_tty_never_500_and_never_logs_tokens(server):
    base = server["base"]
    g = _new_game(base)
    r = httpx.get(f"{base}/games/{g['id']}", headers={**auth(g["tokens"][0]), "X-Request-ID": "req-123"})
    assert r.status_code == 200 and r.headers["x-request-id"] == "req-123"
    assert httpx.get(f"{base}/games/nope", headers={"X-Request-ID": "req-124"}).status_code == 404
    request_span(server["log"], "req-124")   # waits for the line of the last request
    text = server["log"].read_text()
    lines = [json.loads(x) for x in text.splitlines() if x.startswith("{")]
    assert any(x.get("request_id") == "req-123" and x.get("game_id") == g["id"] for x in lines)
    for t in g["tokens"]:
        assert t not in text and t.split(".")[-1] not in text
    assert not [x for x in lines if x.get("status") == 500]
    assert any(x.get("event") == "request" and x.get("status") == 404 for x in lines)
