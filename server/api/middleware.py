"""Request logging (one JSON line per request) and the request id. Logs method, path,
status and duration only: never headers or bodies (tokens live there). When the request
is traced (server/tracing.py) its server span is named after the route template
(``POST /games/{game_id}/actions``, never a game id) with ``http.route`` set."""

from __future__ import annotations

import re
import secrets
import time

from opentelemetry import trace

from server.logging import bind, clear, get_logger

log = get_logger("battle1821.http")
ANSWERED = "battle1821.answered"
"""Scope key: the status the connection itself sent while the application had not
answered (server/httpserver.py: 408 late body, 400 malformed body, 431)."""
REQUEST_ID = "battle1821.request_id"
"""Scope key: the request id already chosen and bound to the log context, with whatever the
request's use case bound (server/api/fastpath.py hands a request on after its use case
raised): :class:`RequestLogMiddleware` keeps that context."""
STARTED = "battle1821.started"
"""Scope key: ``perf_counter()`` when the request's handling started, when it started
before the middlewares (server/api/fastpath.py): their durations count from it."""
FAST_RAISED = "battle1821.fast_raised"
"""Scope key: the exception the use case raised on the fast path (server/api/fastpath.py),
which hands the request on to the route: the route raises it again instead of running the
use case a second time (server/api/games.py: ``submit_action``)."""
CLIENT_CLOSED = 499
"""The status counted and logged for a request whose client went away before any answer
(nginx's convention; nothing was sent)."""


def reraise_fast(scope) -> None:
    """In a route the fast path hands on: raise the exception its use case raised
    (:data:`FAST_RAISED`), so the use case does not run a second time; nothing when there is
    none. The exception is taken out of the scope and held by no local: its traceback's
    frames would otherwise hold the scope (or the route's frame) that holds it, a reference
    cycle only the cyclic GC frees."""
    if FAST_RAISED in scope:
        raise scope.pop(FAST_RAISED)


LIST_FIELDS = (b"if-match", b"if-none-match")
"""Request header fields that are lists (RFC 9110): several lines of one are one list."""
SINGLE_FIELDS = (b"authorization", b"idempotency-key", b"content-type")
"""Request header fields that may come once: a request with two lines of one is refused
(never "the first wins": a proxy that joins the lines would send another key or media
type than the one the server used, so a retry would not replay)."""


def fold_headers(scope) -> bytes | None:
    """Join the lines of each :data:`LIST_FIELDS` field into one line, comma-separated in
    their order (RFC 9110 5.3), in ``scope["headers"]``; returns the name of a
    :data:`SINGLE_FIELDS` field sent more than once (the request must be refused), else None."""
    headers = scope.get("headers") or ()
    seen: dict[bytes, int] = {}
    for k, _ in headers:
        if k in LIST_FIELDS or k in SINGLE_FIELDS:
            seen[k] = seen.get(k, 0) + 1
    if not seen:
        return None
    for k in SINGLE_FIELDS:
        if seen.get(k, 0) > 1:
            return k
    many = [k for k in LIST_FIELDS if seen.get(k, 0) > 1]
    if many:
        out, joined = [], {}
        for k, v in headers:
            if k in many:
                if k not in joined:
                    joined[k] = [v]
                    out.append((k, None))
                else:
                    joined[k].append(v)
            else:
                out.append((k, v))
        scope["headers"] = [(k, b", ".join(joined[k]) if v is None else v) for k, v in out]
    return None


def client_status(scope, sent: int, gone_first: bool) -> int:
    """What the client got: the connection's own answer (:data:`ANSWERED`), else
    :data:`CLIENT_CLOSED` when it left before the app answered, else ``sent`` (the
    status the app sent; the caller's default when it sent none)."""
    return scope.get(ANSWERED) or (CLIENT_CLOSED if gone_first else sent)


def watch_disconnect(receive):
    """``(receive wrapper, flag)``: ``flag[0]`` becomes True when the app reads
    ``http.disconnect`` before ``flag[1]`` (set by the caller when the response starts)."""
    flag = [False, False]

    async def wrapped():
        message = await receive()
        if message["type"] == "http.disconnect" and not flag[1]:
            flag[0] = True
        return message

    return wrapped, flag
def request_id(scope) -> str:
    """The request's id: :data:`REQUEST_ID` when chosen already, else its ``X-Request-ID``
    when that is 1-64 of ``[A-Za-z0-9._-]``, else 32 random hex digits."""
    rid = scope.get(REQUEST_ID)
    if rid is not None:
        return rid
    for k, v in scope.get("headers", ()):
        if k == b"x-request-id":
            s = v.decode("latin-1")
            rid = s if _RID.match(s) else None
            break
    return rid or secrets.token_hex(16)


NO_HEAD = "/events/stream"   # an endless stream: HEAD stays 405 there
_RID = re.compile(r"^[A-Za-z0-9._-]{1,64}$")


class RequestLogMiddleware:
    def __init__(self, app) -> None:
        self.app = app
        self._allow: dict[str, bytes] | None = None

    def _fix_allow(self, scope, headers: list) -> list:
        """Litestar's automatic OPTIONS answer lists the methods of one handler only when
        several handlers share a path: list every method of the path (RFC 9110 Allow)."""
        handler = scope.get("route_handler")
        app = scope.get("app") or scope.get("litestar_app")
        if handler is None or app is None:
            return headers
        if self._allow is None:
            methods: dict[str, set[str]] = {}
            for route in app.routes:
                methods.setdefault(route.path, set()).update(getattr(route, "methods", ()) or ())
            for path, m in methods.items():  # HeadAsGet answers HEAD on these
                if "GET" in m and not path.endswith(NO_HEAD):
                    m.add("HEAD")
            self._allow = {p: ", ".join(sorted(m)).encode() for p, m in methods.items()}
        for path in getattr(handler, "paths", ()):
            allow = self._allow.get(path)
            if allow:
                return [(k, v) for k, v in headers if k.lower() != b"allow"] + [(b"allow", allow)]
        return headers

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if REQUEST_ID in scope:     # handed on after its use case ran: the context bound then is this request's
            rid = scope[REQUEST_ID]
        else:
            clear()
            rid = request_id(scope)
            bind(request_id=rid)
        span = trace.get_current_span()
        if span.is_recording() and scope.get("path_template"):
            route = scope["path_template"]
            span.update_name(f"{scope.get('battle1821.method') or scope.get('method')} {route}")
            span.set_attribute("http.route", route)
        status = 0
        rid_b = rid.encode()
        receive, gone = watch_disconnect(receive)

        async def send_wrapper(message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                gone[1] = True
                headers = [*message.get("headers", ())]
                if scope.get("method") == "OPTIONS":
                    headers = self._fix_allow(scope, headers)
                message["headers"] = [*headers, (b"x-request-id", rid_b)]
            await send(message)

        t0 = scope.get(STARTED) or time.perf_counter()
        try:
            await self.app(scope, receive, send_wrapper)
        finally:
            log.info("request", method=scope.get("battle1821.method") or scope.get("method"), path=scope.get("path"),
                     status=client_status(scope, status, gone[0]),
                     ms=round((time.perf_counter() - t0) * 1000, 2))
            clear()


class HeadAsGet:
    """``HEAD`` on every ``GET`` resource (RFC 9110 9.3.2): the request is routed as a GET
    and the response keeps its status and headers (``Content-Length``, ``ETag``, ...)
    but sends no body. Litestar routes HEAD only to handlers declared for it (and a HEAD
    handler may not return a body), so this is an outer ASGI app around the whole
    application, ahead of routing (:class:`server.app.App` wraps its own ASGI entry
    point with it). Not on the SSE stream (an endless response: 405 there). ``Allow``
    in a 405 lists HEAD wherever it lists GET."""

    def __init__(self, app) -> None:
        self.app = app

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if scope["method"] != "HEAD" or scope["path"].endswith(NO_HEAD):
            plain = scope["method"] == "GET" or scope["path"].endswith(NO_HEAD)
            await self.app(scope, receive, send if plain else _allow_head(send))
            return
        scope = {**scope, "method": "GET", "battle1821.method": "HEAD"}

        async def send_head(message) -> None:
            if message["type"] == "http.response.body" and message.get("body"):
                message = {**message, "body": b""}
            await send(message)

        await self.app(scope, receive, _allow_head(send_head))


def _allow_head(send):
    async def wrapped(message) -> None:
        if message["type"] == "http.response.start" and message["status"] == 405:
            headers = []
            for k, v in message.get("headers", ()):
                if k.lower() == b"allow" and b"GET" in v and b"HEAD" not in v:
                    v = b", ".join(sorted({*(m.strip() for m in v.split(b",")), b"HEAD"}))
                headers.append((k, v))
            message = {**message, "headers": headers}
        await send(message)
    return wrapped
