"""The fast path of ``POST /games/{game_id}/actions`` and ``GET /games/{game_id}`` (server/api/fastpath.py) answers
byte for byte as the Litestar route: the same requests, sent to an app with
``BATTLE1821_FAST_ACTIONS`` on and to one with it off (each on its own game, both games
created with the same seed and moved by the same actions), get the same status, the same
header fields in the same order and the same body, once the game's id, the rate limiter's
counts and a random request id are written alike; the same request log lines and the same
HTTP metrics. The requests are the ASGI messages a server would send (no HTTP client in
between: what is compared is exactly what the app hands to the server)."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import io
import re
import sys

import pytest

import server.app
from server.api.fastpath import FastActions
from server.app import create_app
from server.logging import configure
from server.metrics import HTTP_REQUESTS

RID = re.compile(rb"^[0-9a-f]{32}$")
TIME = re.compile(rb'"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+Z"')


async def _lifespan(app):
    q_in, q_out = asyncio.Queue(), asyncio.Queue()
    await q_in.put({"type": "lifespan.startup"})

    async def send(m):
        await q_out.put(m)

    task = asyncio.create_task(app({"type": "lifespan", "asgi": {"version": "3.0"}, "state": {}}, q_in.get, send))
    started = await q_out.get()
    assert started["type"] == "lifespan.startup.complete", started

    async def stop():
        await q_in.put({"type": "lifespan.shutdown"})
        await q_out.get()
        await task
    return stop


def _counted(submit, side):
    async def counted(*args, **kwargs):
        side.submitted += 1
        return await submit(*args, **kwargs)
    return counted


class Side:
    """One app, one game on it, one client address; ``submitted``: the use case's runs."""

    def __init__(self, app, client: str) -> None:
        self.app, self.client = app, client
        self.submitted = 0
        self.gid = ""
        self.tokens: list[str] = []
        self.host = ""

    async def call(self, method: str, path: str, headers=(), body: bytes = b"", query: bytes = b"", chunks=None):
        path = path.replace("{gid}", self.gid)
        hs = []
        for k, v in headers:
            v = v.replace("{tok0}", self.tokens[0] if self.tokens else "").replace("{tok1}", self.tokens[1] if self.tokens else "")
            v = v.replace("{host}", self.host)
            hs.append((k.lower().encode(), v.encode("latin-1")))
        scope = {"type": "http", "asgi": {"version": "3.0", "spec_version": "2.3"}, "http_version": "1.1",
                 "method": method, "scheme": "http", "path": path, "raw_path": path.encode(), "query_string": query,
                 "root_path": "", "headers": hs, "client": (self.client, 50000), "server": ("testserver", 80),
                 "state": {}}
        parts = list(chunks) if chunks is not None else [body]
        pending = [{"type": "http.request", "body": p, "more_body": i < len(parts) - 1} for i, p in enumerate(parts)]

        async def receive():
            if pending:
                return pending.pop(0)
            await asyncio.sleep(3600)
        out = []

        async def send(m):
            out.append(m)

        before, runs = _counts(), self.submitted
        await self.app(scope, receive, send)
        start = out[0]
        assert start["type"] == "http.response.start"
        assert [m["type"] for m in out[1:]] == ["http.response.body"] * (len(out) - 1)
        return start["status"], list(start["headers"]), b"".join(m.get("body", b"") for m in out[1:]), \
            (_delta(before, _counts()), self.submitted - runs), [{k: v for k, v in m.items() if k != "body"} for m in out[1:]]

    def norm(self, answer):
        status, headers, body, metrics, tail = answer
        gid = self.gid.encode()
        hs = []
        for k, v in headers:
            if k == b"ratelimit":
                v = re.sub(rb"t=[0-9]+", b"t=_", v)    # the seconds left; what is left (r) must match
            elif k == b"x-request-id" and RID.match(v):
                v = b"<random id>"
            hs.append((k, v.replace(gid, b"{gid}") if gid else v))
        if headers and dict(headers).get(b"content-encoding") == b"gzip":
            import gzip
            # the compressed length depends on the game's id and tokens (which differ): checked, then written alike
            assert dict(headers)[b"content-length"] == b"%d" % len(body)
            hs = [(k, b"<gzip length>" if k == b"content-length" else v) for k, v in hs]
            body = gzip.decompress(body)
        body = TIME.sub(b'"<time>"', body.replace(gid, b"{gid}") if gid else body)    # when an action was taken
        return status, hs, body, metrics, tail


def _counts() -> dict:
    return {tuple(sorted(s.labels.items())): s.value for m in HTTP_REQUESTS.collect() for s in m.samples
            if s.name.endswith("_total")}


def _delta(before: dict, after: dict) -> dict:
    return {k: v - before.get(k, 0) for k, v in after.items() if v != before.get(k, 0)}


JSON = ("content-type", "application/json")


def _script():
    """(label, request, expect) in order: each request is sent to both sides, then each
    side's answer may move the script on (``expect`` is the status the step is for)."""
    # {tokW} the token of the seat the game waits on, {tokO} the other's, {host} the host's; {v} the
    # game's version; {act} an action the game accepts now (act1, act2: its halves)
    return [
        ("accepted", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"'),
                                   ("x-request-id", "contract-1")], body='{act}'), 201),
        ("accepted, no request id", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"')],
                                         body='{act}'), 201),
        ("accepted, body in two chunks, charset", dict(headers=[("content-type", "application/json; charset=utf-8"),
                                                                ("authorization", "Bearer {tokW}"),
                                                                ("if-match", '"{v}"')],
                                                       chunks=['{act1}', '{act2}']), 201),
        ("stale version", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"1"')],
                               body='{act}'), 412),
        ("if-match list", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"1", "{v}"')],
                               body='{act}'), 201),
        ("if-match *", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", "*")],
                            body='{act}'), 201),
        ("weak tag", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", 'W/"{v}"')],
                          body='{act}'), 412),
        ("bare version", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", "{v}")],
                              body='{act}'), 400),
        ("no If-Match", dict(headers=[JSON, ("authorization", "Bearer {tokW}")],
                             body='{act}'), 428),
        ("empty If-Match", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", "")],
                                body='{act}'), 412),
        ("not your turn", dict(headers=[JSON, ("authorization", "Bearer {tokO}"), ("if-match", '"{v}"')],
                               body='{"type":"convert_cannon","region":"achaia"}'), 409),
        ("unknown region", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"')],
                                body='{"type":"place_start","region":"atlantis"}'), 422),
        ("unknown action type", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"')],
                                     body='{"type":"fly"}'), 400),
        ("wrong member type", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"')],
                                   body='{"type":"place_start","region":7}'), 400),
        ("malformed JSON", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"')],
                                body='{"type":"place_start",'), 400),
        ("member twice", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"')],
                              body='{"type":"set_standing_orders","call_ally":"ask","call_ally":"ask"}'), 400),
        ("lone surrogate", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"')],
                                body='{"type":"place_start","region":"\\ud800"}'), 400),
        ("empty body", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"')], body=''), 400),
        ("text/plain", dict(headers=[("content-type", "text/plain"), ("authorization", "Bearer {tokW}"),
                                     ("if-match", '"{v}"')], body='{act}'), 415),
        ("no content-type", dict(headers=[("authorization", "Bearer {tokW}"), ("if-match", '"{v}"')],
                                 body='{act}'), 415),
        ("no token", dict(headers=[JSON, ("if-match", '"{v}"')], body='{act}'), 401),
        ("not bearer", dict(headers=[JSON, ("authorization", "Basic {tokW}"), ("if-match", '"{v}"')],
                            body='{act}'), 401),
        ("wrong token", dict(headers=[JSON, ("authorization", "Bearer nope-{gid}"), ("if-match", '"{v}"')],
                             body='{act}'), 401),
        ("host token", dict(headers=[JSON, ("authorization", "Bearer {host}"), ("if-match", '"{v}"')],
                            body='{act}'), 403),
        ("no such game", dict(path="/games/0000000000000000/actions",
                              headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"')],
                              body='{act}'), 404),
        ("id too long", dict(path="/games/" + "a" * 65 + "/actions",
                             headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"')],
                             body='{act}'), 404),
        ("idempotency key", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"'),
                                          ("idempotency-key", "k-{gid}")],
                                 body='{act}'), 201),
        ("idempotency replay", dict(headers=[JSON, ("authorization", "Bearer {tokP}"), ("if-match", '"{p}"'),
                                             ("idempotency-key", "k-{gid}")],
                                    body='{pact}'), 201),
        ("idempotency key reused", dict(headers=[JSON, ("authorization", "Bearer {tokP}"), ("if-match", '"{p}"'),
                                                 ("idempotency-key", "k-{gid}")],
                                        body='{"type":"resign"}'), 422),
        ("idempotency key too long", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"'),
                                                   ("idempotency-key", "k" * 201)],
                                          body='{act}'), 400),
        ("gzip asked", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"'),
                                     ("accept-encoding", "gzip")], body='{act}'), 201),
        ("origin", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"'),
                                 ("origin", "https://example.org")], body='{act}'), 201),
        ("preflight", dict(method="OPTIONS", headers=[("origin", "https://example.org"),
                                                      ("access-control-request-method", "POST"),
                                                      ("access-control-request-headers", "authorization,if-match")]),
         204),
        ("options", dict(method="OPTIONS", headers=[]), 204),
        ("head", dict(method="HEAD", headers=[("authorization", "Bearer {tokW}")]), 200),   # the accepted actions
        ("get", dict(method="GET", headers=[("authorization", "Bearer {tokW}")]), 200),
        ("query string", dict(query=b"x=1", headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"')],
                              body='{act}'), 201),
        ("trailing slash", dict(path="/games/{gid}/actions/", headers=[JSON, ("authorization", "Bearer {tokW}"),
                                                                      ("if-match", '"{v}"')],
                                body='{act}'), None),
        ("view, public", dict(method="GET", path="/games/{gid}", headers=[]), 200),
        ("view, seat", dict(method="GET", path="/games/{gid}", headers=[("authorization", "Bearer {tokW}"),
                                                                      ("x-request-id", "contract-3")]), 200),
        ("view, host", dict(method="GET", path="/games/{gid}", headers=[("authorization", "Bearer {host}")]), 200),
        ("view, not bearer", dict(method="GET", path="/games/{gid}", headers=[("authorization", "Basic {tokW}")]), 200),
        ("view, wrong token", dict(method="GET", path="/games/{gid}", headers=[("authorization", "Bearer nope-{gid}")]),
         401),
        ("view, gzip asked", dict(method="GET", path="/games/{gid}", headers=[("authorization", "Bearer {tokO}"),
                                                                            ("accept-encoding", "gzip")]), 200),
        ("view, no such game", dict(method="GET", path="/games/0000000000000000", headers=[]), 404),
        ("view, bad id", dict(method="GET", path="/games/xyz", headers=[]), 404),
        ("view, if-none-match", dict(method="GET", path="/games/{gid}", headers=[("if-none-match", '"{v}"')]), 304),
        ("view, at", dict(method="GET", path="/games/{gid}", query=b"at=1", headers=[]), 200),
        ("view, origin", dict(method="GET", path="/games/{gid}", headers=[("origin", "https://example.org")]), 200),
        ("view, head", dict(method="HEAD", path="/games/{gid}", headers=[]), 200),
        ("accepted at the end", dict(headers=[JSON, ("authorization", "Bearer {tokW}"), ("if-match", '"{v}"'),
                                              ("x-request-id", "contract-2")],
                                     body='{act}'), 201),
    ]


async def _state(side: Side) -> dict:
    st, _, body, _, _ = await side.call("GET", "/games/{gid}")
    assert st == 200, body
    view = json.loads(body)
    seat = view["waiting_for"][0]
    st, _, body, _, _ = await side.call("GET", "/games/{gid}/legal-actions", [("authorization", f"Bearer {side.tokens[seat]}")])
    la = json.loads(body)
    place = [a for a in la["actions"] if a["type"] == "place_start"]
    if place:
        act = json.dumps({"type": "place_start", "region": place[0]["regions"][0]}, separators=(",", ":"))
    else:   # accepted at any version, the game waits on the same seat after it
        orders = ("ask", "always", "never")
        act = json.dumps({"type": "set_standing_orders", "call_ally": orders[view["version"] % 3]},
                         separators=(",", ":"))
    half = len(act) // 2
    return {"v": str(view["version"]), "tokW": side.tokens[seat], "tokO": side.tokens[1 - seat], "act": act,
            "act1": act[:half], "act2": act[half:]}


def _fill(text: str, values: dict) -> str:
    for k, v in values.items():
        text = text.replace("{" + k + "}", v)
    return text


async def _run(settings, logged_to: io.StringIO) -> list:
    fast = create_app(dataclasses.replace(settings, fast_actions=True))
    slow = create_app(dataclasses.replace(settings, fast_actions=False))
    assert not isinstance(slow._outer.app, FastActions)
    configure(settings.log_level, stream=logged_to)     # the apps' log lines, read after each request
    stops = [await _lifespan(fast), await _lifespan(slow)]
    sides = [Side(fast, "10.39.0.1"), Side(slow, "10.39.0.2")]
    for side in sides:      # each request runs the use case as often on both apps (once, or never)
        play = side.app.state.service.play
        play.submit_action = _counted(play.submit_action, side)
        watch = side.app.state.service.watch
        watch.game_view = _counted(watch.game_view, side)
    fast_path = _fast_path(fast)
    try:
        for side in sides:
            st, _, body, _, _ = await side.call("POST", "/games", [JSON], json.dumps(
                {"seats": 2, "seed": "fast-actions", "players": [{"name": "A"}, {"name": "B"}]}).encode())
            assert st == 201, body
            g = json.loads(body)
            side.gid, side.tokens, side.host = g["id"], [p["token"] for p in g["players"]], g["host_token"]
        prev = [None, None]
        compared = []
        for label, req, expect in _script():
            if req is None:
                continue
            answers = []
            served = 0
            for i, side in enumerate(sides):
                values = await _state(side)
                values["gid"] = side.gid
                if prev[i] is not None:
                    values.update(prev[i])
                logged_to.seek(0)
                logged_to.truncate()
                kw = dict(req)
                headers = [(k, _fill(v, values)) for k, v in kw.pop("headers", [])]
                if "body" in kw:
                    kw["body"] = _fill(kw["body"], values).encode()
                if "chunks" in kw:
                    kw["chunks"] = [_fill(c, values).encode() for c in kw["chunks"]]
                path = kw.pop("path", "/games/{gid}/actions")
                method = kw.pop("method", "POST")
                before = fast_path.answered
                answer = await side.call(method, path, headers, **kw)
                served += fast_path.answered - before
                logged = [json.loads(line) for line in logged_to.getvalue().splitlines()
                          if line.startswith("{") and '"request"' in line]
                lines = [{k: (str(v).replace(side.gid, "{gid}") if k in ("path", "request_id", "game_id") else v)
                          for k, v in line.items() if k not in ("ms", "timestamp")} for line in logged
                         if line.get("event") == "request"]
                # the log line of the request: the request's own fields, then the context bound (request id,
                # game id, the use case's), without its duration and time
                for line in lines:
                    if RID.match(line["request_id"].encode()):
                        line["request_id"] = "<random id>"
                lines = [list(line.items()) for line in lines]     # the fields in their order too
                answers.append((side.norm(answer), lines))
                if label == "idempotency key":
                    # the replay comes from the same seat at the same version, now stale
                    prev[i] = {"tokP": values["tokW"], "p": values["v"], "pact": values["act"]}
            (a_fast, log_fast), (a_slow, log_slow) = answers
            if expect is not None:
                assert a_slow[0] == expect, (label, a_slow[0], a_slow[2])
            assert a_fast[:3] == a_slow[:3], (label, a_fast[:3], a_slow[:3])
            assert a_fast[3] == a_slow[3], (label, "metrics, use case runs", a_fast[3], a_slow[3])
            assert a_fast[4] == a_slow[4], (label, "body messages", a_fast[4], a_slow[4])
            assert log_fast == log_slow and len(log_fast) == (label not in UNLOGGED), (label, "log", log_fast, log_slow)
            compared.append((label, a_fast[0], served, dict(a_fast[1]).get(b"content-encoding")))
        return compared
    finally:
        for stop in stops:
            await stop()


def _fast_path(app) -> FastActions:
    layer = app._outer.app        # the app's own layers (server/app.py: App)
    assert isinstance(layer, FastActions)
    return layer


UNLOGGED = {"preflight"}
"""The steps answered before the request log (Litestar's CORS answers a preflight itself)."""
FAST = {"accepted", "accepted, no request id", "accepted, body in two chunks, charset", "if-match list", "if-match *",
        "idempotency key", "idempotency replay", "gzip asked", "accepted at the end",
        "view, public", "view, seat", "view, host", "view, not bearer", "view, gzip asked",
        # the use case's 4xx domain errors, rendered by the route's own function (problems.domain_problem)
        "stale version", "weak tag", "wrong token", "host token", "not your turn", "not bearer", "no such game",
        "idempotency key reused", "view, no such game", "view, wrong token"}
"""The steps the fast path answers itself (every other one is handed to the route)."""


@pytest.mark.parametrize("gzip_from", [None, 64])
def test_fast_path_answers_as_the_route(settings, monkeypatch, gzip_from):
    """``gzip_from``: both apps compress answers from this many bytes (None: the app's own
    1 KiB, which no answer here reaches), so that the answer compressed is compared too."""
    if gzip_from is not None:
        monkeypatch.setattr(server.app, "COMPRESSION", dataclasses.replace(server.app.COMPRESSION, minimum_size=gzip_from))
    logged_to = io.StringIO()
    try:
        compared = asyncio.run(_run(settings, logged_to))
    finally:
        configure(settings.log_level, stream=sys.__stderr__)
    assert len(compared) == len(_script())
    assert {label for label, _, fast, _ in compared if fast} == FAST, compared
    statuses = {label: status for label, status, _, _ in compared}
    assert statuses["accepted"] == 201 and statuses["stale version"] == 412 and statuses["no If-Match"] == 428
    encoded = {label: enc for label, _, _, enc in compared}
    assert encoded["gzip asked"] == (b"gzip" if gzip_from else None)
