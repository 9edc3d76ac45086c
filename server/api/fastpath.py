"""``POST /games/{game_id}/actions`` and ``GET /games/{game_id}`` answered on a lean
raw-ASGI path ahead of Litestar's router (issue 39: Litestar's per-request machinery cost
more CPU than the routes' own work). :class:`FastActions` sits where
:class:`server.api.middleware.HeadAsGet` sits, inside
:class:`server.api.ratelimit.RateLimitMiddleware` (the request is counted once, by that
middleware, whichever path answers it) and inside the app's ``send_version``.

The contract: an answer of this path is byte-identical to the Litestar route's (status,
header fields in their order, body), with the same request log line, HTTP metrics and
request id; ``tests/api/test_fast_actions.py`` sends the same requests with the path on
and off (``BATTLE1821_FAST_ACTIONS``) and compares.

It answers only the common case itself. An action: a POST to exactly ``/games/<id>/actions`` (a game's id,
16 hex digits), no query string, no root path, a non-empty ``If-Match``, an
``Authorization`` field, ``Content-Type: application/json``, at most one
``Content-Type`` and ``Idempotency-Key`` (1-200 characters), no ``Origin`` (CORS: Litestar's
CORS middleware is no public class), no ``Content-Encoding`` (the route's 415), a body of at most :data:`MAX_BODY` bytes that
:class:`server.api.body.StrictRequest` would accept (the same checks). A view: a GET of
exactly ``/games/<id>``, no query string (no ``at``), no root path, no ``Origin``, no
``If-None-Match`` (a 304 is the route's). Every other request
goes to the Litestar app unchanged (an action's body replayed). After those checks it calls the
same use case as the route (:meth:`server.service.play.Play.submit_action`,
:meth:`server.service.watch.Watch.game_view`) once: a success is answered here (through Litestar's public ``CompressionMiddleware`` on
the app's ``CompressionConfig`` when the request has ``Accept-Encoding`` and the answer has
the config's ``minimum_size``, as the route's answer goes); so is a 4xx domain error the use
case raises (412 stale version, 409, 401, 403, 404, 422: the problem of
:func:`server.api.problems.domain_problem`, the function the route's exception handler
answers with, in the header fields' order of Litestar's rendering; issue 39: a 412 resync
through Litestar's exception middleware cost half again as much as on this path). Any
other exception the use case raises (a 5xx domain error, a store error, anything
unexpected) is handed to the Litestar route in the scope
(:data:`server.api.middleware.FAST_RAISED`), which raises it again instead of calling the
use case, so that answer is Litestar's own and no side effect (a commit, an idempotency
record) happens twice."""

from __future__ import annotations

import re
from time import perf_counter

import msgspec
from litestar.middleware.compression import CompressionMiddleware

from server.logging import bind, clear
from server.service.errors import DomainError

from .body import _JSON_KEY, _media_type_ok, check_duplicate_keys
from .http import etag_bytes, expected_version, game_json, parse_bearer
from .metrics import route_series
from .problems import PROBLEM_JSON, domain_problem, status_of
from .games import action_of
from .middleware import FAST_RAISED, REQUEST_ID, STARTED, client_status, log, request_id

MAX_BODY = 65536
"""Bytes of body the fast path reads at most (a larger one goes to Litestar, replayed)."""
TEMPLATE = "/games/{game_id}/actions"
"""The action route's template, as Litestar names it in ``scope["path_template"]`` (metrics)."""
_ANSWER = "battle1821.fast_answer"
_PATH = re.compile(r"/games/([0-9a-f]{16})/actions")
"""The path of an id a game can have (the route's ``before_request``, ``_check_game_id``,
answers 404 for any other; it binds the id to the log context as this path does)."""
GAME_TEMPLATE = "/games/{game_id}"
"""The view route's template (metrics)."""
_GAME = re.compile(r"/games/([0-9a-f]{16})")
_raw = msgspec.json.Decoder(msgspec.Raw)
_enc = msgspec.json.Encoder()
_JSON = b"application/json"
_PROBLEM = PROBLEM_JSON.encode()


class FastActions:
    """Raw ASGI: the fast path in front of ``app`` (the rest of the application).
    ``state()`` returns the Litestar app's state (its ``service``); ``metrics`` whether the
    HTTP metrics are kept (``BATTLE1821_METRICS``)."""

    def __init__(self, app, state, *, metrics: bool, compression=None) -> None:
        self.app = app
        # the route's compression (Litestar's public middleware on the app's CompressionConfig), around the answer
        self.compression = CompressionMiddleware(app=_answer, config=compression) if compression is not None else None
        # a shorter answer leaves that middleware as it came (it makes and drops a compressor): sent as it is
        self.compress_from = compression.minimum_size if compression is not None else 0
        self.state = state
        self.series = route_series(TEMPLATE, "POST") if metrics else None
        self.get_series = route_series(GAME_TEMPLATE, "GET") if metrics else None
        self.answered = 0
        """Requests answered on this path (the rest were handed on)."""

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http" or scope["query_string"] or scope.get("root_path"):
            await self.app(scope, receive, send)
            return
        if scope["method"] == "GET":
            await self._get(scope, receive, send)
            return
        if scope["method"] != "POST" or not scope["path"].endswith("/actions"):
            await self.app(scope, receive, send)
            return
        m = _PATH.fullmatch(scope["path"])
        if m is None:
            await self.app(scope, receive, send)
            return
        authorization = if_match = idem = ctype = None
        n_ctype = n_idem = 0
        encoding = False
        for k, v in scope["headers"]:
            if k == b"authorization":
                authorization = v
            elif k == b"if-match":
                if_match = v
            elif k == b"content-type":
                ctype, n_ctype = v, n_ctype + 1
            elif k == b"idempotency-key":
                idem, n_idem = v, n_idem + 1
            elif k == b"accept-encoding":
                encoding = True
            elif k == b"origin" or k == b"content-encoding":
                await self.app(scope, receive, send)
                return
        if not authorization or not if_match or n_ctype != 1 or n_idem > 1 or (idem is not None and not 1 <= len(idem) <= 200):
            await self.app(scope, receive, send)
            return
        # the body, every message kept: a request handed on gets them again
        got = []
        size = 0
        while True:
            message = await receive()
            got.append(message)
            if message["type"] != "http.request":
                await self.app(scope, _replay(got, receive), send)
                return
            size += len(message.get("body", b""))
            if size > MAX_BODY:
                await self.app(scope, _replay(got, receive), send)
                return
            if not message.get("more_body", False):
                break
        body = got[0].get("body", b"") if len(got) == 1 else b"".join(m.get("body", b"") for m in got)
        service = self.state().get("service")
        try:
            if not body or service is None or not _media_type_ok(ctype.decode("latin-1"), body):
                raise ValueError
            raw = _raw.decode(body)     # StrictRequest's checks: well-formed, bounded depth, no member twice
            check_duplicate_keys(body)
            expected = expected_version(if_match.decode("latin-1"))
        except Exception:
            await self.app(scope, _replay(got, receive), send)
            return
        await self._submit(scope, _replay(got, receive), send, m.group(1), parse_bearer(authorization.decode("latin-1")),
                           expected, idem.decode("latin-1") if idem is not None else None, raw, encoding)

    async def _get(self, scope, receive, send) -> None:
        """``GET /games/{game_id}`` (no query string: no ``at``), without ``If-None-Match``
        or ``Origin``: the route's use case (:meth:`server.service.watch.Watch.game_view`)
        and its 200 answer; every other GET is handed on."""
        m = _GAME.fullmatch(scope["path"])
        service = self.state().get("service")
        if m is None or service is None:
            await self.app(scope, receive, send)
            return
        authorization = None
        encoding = False
        for k, v in scope["headers"]:
            if k == b"authorization":
                authorization = v
            elif k == b"accept-encoding":
                encoding = True
            elif k == b"origin" or k == b"if-none-match":
                await self.app(scope, receive, send)
                return
        gid = m.group(1)
        token = parse_bearer(authorization.decode("latin-1")) if authorization is not None else None
        series = self.get_series
        ran = await self._once(scope, receive, send, gid, series, lambda: service.watch.game_view(gid, token, None),
                              encoding)
        if ran is None:
            return
        g, rid, t0 = ran
        body = game_json(g)
        # Litestar's rendering of the route's Response(game_json(g), media_type JSON, headers ETag)
        headers = [(b"etag", etag_bytes(g.facts.version)), (b"content-type", _JSON),
                   (b"content-length", b"%d" % len(body))]
        await self._answer(scope, receive, send, 200, headers, body, rid, encoding, series, t0)

    def _cancelled(self, scope, series, t0: float) -> None:
        """Cancelled before any answer: counted and logged as the route's middlewares do."""
        seconds = perf_counter() - t0
        if series is not None:
            series.seconds.observe(seconds)
            series.progress.dec()
            series.requests(client_status(scope, 500, False)).inc()
        log.info("request", method=scope["method"], path=scope["path"], status=client_status(scope, 0, False),
                 ms=round(seconds * 1000, 2))
        clear()

    async def _answer(self, scope, receive, send, code: int, headers: list, body: bytes, rid: str, encoding: bool,
                      series, t0: float) -> None:
        """Send the answer (through the compression middleware when the route's would go
        through it), then count and log the request as the route's middlewares do."""
        status = client_status(scope, code, False)   # the status sent (or the connection's own answer)
        try:
            if encoding and self.compression is not None and len(body) >= self.compress_from:
                scope[_ANSWER] = (code, headers, body)
                await self.compression(scope, receive, _with_request_id(send, rid.encode()))
            else:
                headers.append((b"x-request-id", rid.encode()))
                await send({"type": "http.response.start", "status": code, "headers": headers})
                await send({"type": "http.response.body", "body": body, "more_body": False})
        finally:
            seconds = perf_counter() - t0
            if series is not None:
                series.seconds.observe(seconds)
                series.progress.dec()
                series.requests(status).inc()
            log.info("request", method=scope["method"], path=scope["path"], status=status, ms=round(seconds * 1000, 2))
            clear()

    async def _once(self, scope, receive, send, gid: str, series, use_case, encoding: bool,
                    handed: dict | None = None):
        """Run ``use_case()`` once, counted and bound to the request's log context as the
        route's middlewares do: ``(result, request id, start time)``, or None when it
        raised: a 4xx domain error answered here (the route's problem; compressed when
        ``encoding`` and the route's would be), any other exception handed to the route in
        the scope (:data:`FAST_RAISED`, with the request id, start time and ``handed``) and
        the request answered there, Litestar's own error answer; a cancellation is counted
        and logged, then re-raised."""
        t0 = perf_counter()
        clear()
        rid = request_id(scope)
        bind(request_id=rid, game_id=gid)
        if series is not None:
            series.progress.inc()
        try:
            result = await use_case()
        except DomainError as exc:
            if status_of(exc) >= 500:   # logged and answered by the route (its exception handler)
                self._hand_on(scope, exc, rid, t0, series, handed)
                await self.app(scope, receive, send)
                return None
            # the route's answer to a 4xx domain error (412 stale version, 409...): its problem, rendered here
            status, body, fields = domain_problem(exc, scope["path"])
            headers = [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in fields.items()]
            headers += [(b"content-type", _PROBLEM), (b"content-length", b"%d" % len(body))]
            self.answered += 1
            await self._answer(scope, receive, send, status, headers, body, rid, encoding, series, t0)
            return None
        except Exception as exc:
            self._hand_on(scope, exc, rid, t0, series, handed)
            await self.app(scope, receive, send)
            return None
        except BaseException:
            self._cancelled(scope, series, t0)
            raise
        self.answered += 1
        return result, rid, t0

    @staticmethod
    def _hand_on(scope, exc: Exception, rid: str, t0: float, series, handed: dict | None) -> None:
        """Hand ``exc`` to the route in the scope (:data:`FAST_RAISED`), which raises it
        again: Litestar's own answer to it."""
        if series is not None:
            series.progress.dec()
        scope[FAST_RAISED] = exc
        scope[REQUEST_ID] = rid
        scope[STARTED] = t0
        scope.update(handed or ())

    async def _submit(self, scope, receive, send, gid: str, token, expected, idem, raw, encoding: bool) -> None:
        series = self.series
        ran = await self._once(scope, receive, send, gid, series, lambda: self.state()["service"].play.submit_action(
            gid, token, expected, idem, action_of(raw)), encoding, {_JSON_KEY: raw})
        if ran is None:
            return
        a, rid, t0 = ran
        body = _enc.encode(a)
        # Litestar's rendering of json_response(a, a.version, 201, location): its fields in its order,
        # then what the route's middlewares do: compression (Accept-Encoding), the request id
        headers = [(b"etag", etag_bytes(a.version)), (b"location", f"/games/{gid}/actions/{a.action}".encode()),
                   (b"content-type", _JSON), (b"content-length", b"%d" % len(body))]
        await self._answer(scope, receive, send, 201, headers, body, rid, encoding, series, t0)


async def _answer(scope, receive, send) -> None:
    """The ASGI app inside the compression middleware: the answer made (:data:`_ANSWER`)."""
    status, headers, body = scope.pop(_ANSWER)
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body, "more_body": False})


def _with_request_id(send, rid: bytes):
    async def sending(message) -> None:
        if message["type"] == "http.response.start":
            message["headers"] = [*message.get("headers", ()), (b"x-request-id", rid)]
        await send(message)
    return sending


def _replay(messages: list, receive):
    """``receive`` that answers ``messages`` first (the body already read), then the
    connection's own."""
    it = iter(messages)

    async def again():
        for message in it:
            return message
        return await receive()

    return again
