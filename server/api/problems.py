"""RFC 9457 problem details with a stable ``code`` for every error, and their OpenAPI
documentation (``application/problem+json`` on each handler, STACK_NOTES).

:data:`STATUS` is the one table from domain errors (:mod:`server.service.errors`) to HTTP
statuses; the problem's ``code``, ``title`` and ``detail`` are the error's, its
``extra`` members the problem's (``ETag`` with ``current_version``, ``Retry-After``
with ``retry_after``)."""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Request, Response
from litestar.exceptions import HTTPException, ValidationException
from litestar.openapi.datastructures import ResponseSpec
from msgspec import Struct

from gamekinds.battle1821.state import UndoBarrier
from server.logging import get_logger
from server.metrics import REDIS_ERRORS, problem_answered
from server.service import errors as domain
from server.store.errors import StoreError

PROBLEM_JSON = "application/problem+json"
log = get_logger("battle1821.api")

# The codes answered outside the domain errors' table (:data:`STATUS`), each with its
# status; with the domain errors' own codes (server/service/errors.py) they are every code.
RATE_LIMITED = "rate_limited"
"""429 with ``Retry-After`` and ``RateLimit``: over a client's or a token's rate limit
(server/api/ratelimit.py)."""
UNSUPPORTED_MEDIA_TYPE = "unsupported_media_type"
"""415: a request body that is not ``application/json`` (server/api/body.py)."""
UNSUPPORTED_CONTENT_ENCODING = "unsupported_content_encoding"
"""415: a request body sent with a ``Content-Encoding`` other than ``identity`` (such as
``gzip`` or ``br``); the server reads bodies as sent and decodes no content coding (RFC
9110 15.5.16). The answer's ``Accept-Encoding`` field is ``identity``: send the body again
without a ``Content-Encoding`` (server/api/body.py)."""
DUPLICATE_HEADER = "duplicate_header"
"""400: a header field that may come once (``Authorization``, ``Idempotency-Key``,
``Content-Type``) came in several lines
(``field``: which); several ``If-Match`` lines are one list (RFC 9110 5.3)."""
DUPLICATE_KEY = "duplicate_key"
"""400: a JSON object of the body names one member twice (``field``: where)."""
INVALID_NAME = "invalid_name"
"""400: a player name with an invisible character, or letters of several scripts that
look alike (``field``: which name; server/service/names.py)."""
HEADERS_TOO_LARGE = "request_header_fields_too_large"
"""431, connection closed: the request line and headers exceed
``BATTLE1821_MAX_HEADER_BYTES`` or ``BATTLE1821_MAX_HEADERS`` (server/httpserver.py)."""
REQUEST_TIMEOUT = "request_timeout"
"""408, connection closed: the headers or the body did not arrive in time
(``BATTLE1821_HEADER_TIMEOUT_S``, ``BATTLE1821_BODY_TIMEOUT_S``; server/httpserver.py)."""
STORE_WRITE_REFUSED = "store_write_refused"
"""503 with ``Retry-After``: the game store refuses writes (its disk is full or failing:
``MISCONF``; out of memory: ``OOM``; a read-only replica after a failover: ``READONLY``);
nothing was written, reads still work."""
WRITE_CONTENTION = "write_contention"
"""503 with ``Retry-After``: an ``If-Match: *`` write lost its commit to other writes of
the game more often than :data:`server.service.versions.REPLANS` (practically never)."""


class Problem(Struct, kw_only=True, omit_defaults=True):
    """RFC 9457 problem. ``code`` is stable and machine-readable; ``ruling`` names the
    rule (R-number) for 409 rule violations; ``current_version`` comes with 412/428;
    ``field``/``errors`` point at what was wrong in a 400; ``barrier`` comes with 409
    ``undo_barrier`` (:data:`CODES`); ``last_seq`` with 400 ``cursor_past_end`` (the last
    seq of the log the cursor in ``field`` reads)."""

    type: str
    title: str
    status: int
    detail: str
    code: str
    instance: str | None = None
    ruling: str | None = None
    current_version: int | None = None
    field: str | None = None
    errors: list[dict[str, Any]] | None = None
    open_seats: list[int] | None = None
    barrier: UndoBarrier | None = None
    last_seq: int | None = None


_DESCRIPTIONS = {
    304: "Not modified (If-None-Match matched the ETag)",
    400: "Invalid request (schema, field named in `field`/`errors`), an invalid position, `duplicate_key` "
         "(a JSON member named twice), `invalid_name` (invisible or mixed-script look-alike characters)",
    401: "Missing or invalid bearer token (`unauthorized`)",
    403: "A token of another game, or the wrong kind of token (`forbidden`); `messages_hidden`: spectators may "
         "not read this game's table talk",
    404: "No such game / resource (`game_not_found`, `not_found`)",
    409: "Rule violation (`code` from the engine with its `ruling`), `ottoman_phase`, `game_full`, "
         "`undo_barrier` (with `barrier`), `game_not_over`, `no_rematch`, `rematch_seat_gone`, "
         "`seat_taken_over`, `seat_in_turn`, `not_taken_over`, `idempotency_key_expired` (`POST /games`), ...; "
         "`not_replayable`: a read that needs a replay of a game archived under another rules version",
    412: "`stale_version`: If-Match does not match; `current_version` holds the current one",
    422: "`idempotency_key_reused`: the Idempotency-Key came with another body; `unknown_region`: the action "
         "names a region id the board does not have (`field` names where; the ids are in `GET /rules`)",
    415: "`unsupported_media_type`: the body must be `application/json`; `unsupported_content_encoding` (with "
         "`Accept-Encoding: identity`): the body must be sent as is, without a `Content-Encoding`",
    428: "`precondition_required`: this write needs If-Match",
    429: "`rate_limited` (with `Retry-After` and `RateLimit`): over this client's or this token's rate limit; "
         "`too_many_messages` (with `Retry-After`): the sender posted its most messages of the last minute",
    503: "Not ready (`not_ready`): Redis or the worker is missing; `too_many_watchers` (with `Retry-After`): "
         "this server's event-watcher budget is used up; `write_contention` (with `Retry-After`)",
}
_enc = msgspec.json.Encoder()

CODES: dict[str, str] = {
    "undo_barrier": "409: nothing (or fewer actions than `count`) can be undone: the undo barrier named in "
                    "`barrier` is in the way: `turn_start` (the turn, phase or round began there), `dice` "
                    "(dice were rolled, e.g. a battle), `card` (an Apostle or Event card was drawn, revealed or "
                    "awarded), `other_seat` (another seat acted).",
    "game_not_over": "409: a rematch comes only after the game's end (R26).",
    "no_rematch": "409: a player asks for its rematch seat before the host made the rematch.",
    "rematch_seat_gone": "409: the rematch was cancelled, or the seat is no longer held for this player.",
    "rematch_not_found": "404: the game has no rematch (yet).",
}
"""The stable problem codes of undo and rematch, each with its status and meaning
(clients branch on them; the rules' own codes come from the engine's RuleViolation)."""
SEAT_CODES: dict[str, tuple[int, str]] = {
    "seat_taken_over": (409, "A server bot plays this seat now (its clock ran out, or it resigned with "
                             "`takeover_on_resign`): take it back first (`POST .../players/{seat}/take-back`)."),
    "seat_in_turn": (409, "The take-back waits: the bot is in the middle of the seat's turn; retry after "
                          "`Retry-After` (the human then plays from the seat's next turn)."),
    "not_taken_over": (409, "Nothing to take back: no server bot plays this seat for its human."),
}
"""The problem codes of computer seats and takeover (:mod:`server.service.seats`): code ->
(status, meaning). A clock option out of range is 400 ``invalid_request`` with ``field``
naming it (``options.clock.initial_s``); a bot seat filled without the host token 401/403."""


def problems(*statuses: int) -> dict[int, ResponseSpec]:
    """OpenAPI responses for these error statuses (400 always included)."""
    out = {}
    for s in sorted({400, *statuses}):
        if s == 304:
            out[s] = ResponseSpec(data_container=None, description=_DESCRIPTIONS[s], generate_examples=False)
            continue
        out[s] = ResponseSpec(data_container=Problem, media_type=PROBLEM_JSON, generate_examples=False,
                              description=_DESCRIPTIONS.get(s, "Error"))
    return out


PROBLEM_TYPE = "/docs/api/problems/{code}/"
"""A problem's ``type``: the page of its ``code`` on the documentation site the API serves
(a relative reference, resolved against the request's URL; ``tools/problem_docs.py``
generates one page per code and ``tests/docs`` checks every code has one)."""


def problem_type(code: str) -> str:
    return PROBLEM_TYPE.format(code=code)


def problem_body(status: int, code: str, detail: str, title: str | None = None, instance: str | None = None,
                 **extra) -> bytes:
    """The JSON of one problem answer (counted in ``battle1821_problems_total``)."""
    problem_answered(status, code).inc()
    p = Problem(type=problem_type(code), title=title or code.replace("_", " ").capitalize(),
                status=status, detail=detail, code=code, instance=instance, **extra)
    return _enc.encode(p)


def problem_response(status: int, code: str, detail: str, title: str | None = None,
                     instance: str | None = None, headers: dict | None = None, **extra) -> Response:
    return Response(content=problem_body(status, code, detail, title, instance, **extra), status_code=status,
                    media_type=PROBLEM_JSON, headers=headers)


STATUS: dict[type[domain.DomainError], int] = {
    domain.InvalidRequest: 400,
    domain.Unauthorized: 401,
    domain.Forbidden: 403,
    domain.NotFound: 404,
    domain.Conflict: 409,
    domain.StaleVersion: 412,
    domain.IdempotencyKeyReused: 422,
    domain.VersionRequired: 428,
    domain.TooManyRequests: 429,
    domain.Unavailable: 503,
}


def status_of(exc: domain.DomainError) -> int:
    """The status of the nearest class of ``exc`` in :data:`STATUS` (500 for none)."""
    for cls in type(exc).__mro__:
        if cls in STATUS:
            return STATUS[cls]
    return 500


def _store_error(request: Request, exc: StoreError) -> Response:
    """A store error reaching the API: as the domain error it means (:func:`domain.from_store`)."""
    return _domain_error(request, domain.from_store(exc))


def domain_problem(exc: domain.DomainError, instance: str) -> tuple[int, bytes, dict[str, str]]:
    """(status, problem JSON, header fields: ``ETag`` with ``current_version``,
    ``Retry-After`` with ``retry_after``) of the answer to a domain error; counted, and
    logged when 5xx. The route's exception handler answers it
    (``Response(body, status, PROBLEM_JSON, headers)``), and so does the fast path for
    a 4xx (server/api/fastpath.py), byte for byte."""
    status = status_of(exc)
    extra = {k: v for k, v in exc.extra.items() if k in Problem.__struct_fields__}
    headers = {}
    if extra.get("current_version") is not None:
        headers["ETag"] = f'"{extra["current_version"]}"'
    if exc.extra.get("retry_after") is not None:
        headers["Retry-After"] = str(exc.extra["retry_after"])
    if status >= 500:
        log.error("service_error", code=exc.code, detail=exc.detail)
    return status, problem_body(status, exc.code, exc.detail, exc.title, instance, **extra), headers


def _domain_error(request: Request, exc: domain.DomainError) -> Response:
    status, body, headers = domain_problem(exc, request.url.path)
    return Response(content=body, status_code=status, media_type=PROBLEM_JSON, headers=headers or None)


_HTTP_CODES = {
    400: "invalid_request", 401: "unauthorized", 403: "forbidden", 404: "not_found",
    405: "method_not_allowed", 406: "not_acceptable", 413: "payload_too_large",
    415: UNSUPPORTED_MEDIA_TYPE, 429: "too_many_requests", 500: "internal_error",
    503: "service_unavailable",
}


_LITESTAR_NO_DATA = {"message": "'data'", "key": "data", "source": "body"}
"""Litestar's error for a handler whose required ``data`` got no body at all (its JSON
extractor skips an empty body, then the signature misses ``data``: a KeyError's text)."""
_EMPTY_BODY = {"message": "The request body is empty; send a JSON object (Content-Type: application/json).",
               "source": "body"}


def _http_error(request: Request, exc: HTTPException) -> Response:
    status = exc.status_code
    code = getattr(exc, "code", None) or _HTTP_CODES.get(status, f"http_{status}")
    extra: dict[str, Any] = {}
    if getattr(exc, "field", None):
        extra["field"] = exc.field
    detail = exc.detail
    if isinstance(exc, ValidationException):
        errs = exc.extra if isinstance(exc.extra, list) else ([exc.extra] if exc.extra else [])
        errs = [e if isinstance(e, dict) else {"message": str(e)} for e in errs]
        errs = [_EMPTY_BODY if e == _LITESTAR_NO_DATA else e for e in errs]
        extra["errors"] = errs
        if errs and errs[0].get("key"):
            extra["field"] = str(errs[0]["key"])
        detail = "; ".join(f"{e.get('key') or e.get('source') or ''}: {e.get('message')}" for e in errs) or detail
        code = "invalid_request"
    headers = getattr(exc, "headers", None)
    return problem_response(status, code, str(detail), None, request.url.path, headers, **extra)


def _unexpected(request: Request, exc: Exception) -> Response:
    log.exception("unhandled_error", error=repr(exc))
    return problem_response(500, "internal_error", "An unexpected error occurred; it was logged.",
                            "Internal error", request.url.path)


def _redis_down(request: Request, exc: Exception) -> Response:
    log.error("redis_unavailable", error=repr(exc))
    REDIS_ERRORS.labels(type(exc).__name__).inc()
    return problem_response(503, "service_unavailable", "The game store is unavailable; retry shortly.",
                            "Service unavailable", request.url.path, {"Retry-After": "1"})


WRITE_REFUSED_RETRY_S = 5
_WRITE_REFUSED = ("MISCONF", "OOM", "READONLY", "No space left")


def write_refused(exc: Exception) -> bool:
    """Whether a Redis error reply says the server refuses writes (:data:`STORE_WRITE_REFUSED`):
    redis-py's class for ``OOM`` / ``READONLY``, or the reply's text (``MISCONF``, also
    inside a script, where the reply names the refused command's error)."""
    import redis

    if isinstance(exc, (redis.OutOfMemoryError, redis.ReadOnlyError)):
        return True
    text = str(exc)
    return any(w in text for w in _WRITE_REFUSED)


def _redis_error(request: Request, exc: Exception) -> Response:
    if not write_refused(exc):
        return _unexpected(request, exc)
    log.error("store_write_refused", error=repr(exc))
    REDIS_ERRORS.labels(type(exc).__name__).inc()
    return problem_response(503, STORE_WRITE_REFUSED, "The game store refuses writes for now (disk or memory); "
                            "nothing was written. Retry later.", "Service unavailable", request.url.path,
                            {"Retry-After": str(WRITE_REFUSED_RETRY_S)})


def store_away(exc: BaseException) -> bool:
    """Whether ``exc`` says the game store cannot be reached now (503
    ``service_unavailable``, ``Retry-After``): a broken or refused connection, a timeout,
    and on a Redis Cluster no node reachable (``RedisClusterException``: the node
    ``REDIS_URL`` names is down at a process's start), ``CLUSTERDOWN`` / ``MASTERDOWN``
    (``ClusterError``) or ``TRYAGAIN`` during a failover or a resharding. The Cluster's
    were answered 500 ``internal_error`` (an operator's run, session 24)."""
    import redis.exceptions as e

    return isinstance(exc, (e.ConnectionError, e.TimeoutError, e.RedisClusterException, e.ClusterError,
                            e.TryAgainError))


def exception_handlers() -> dict:
    import redis
    import redis.exceptions

    return {
        domain.DomainError: _domain_error,
        StoreError: _store_error,
        HTTPException: _http_error,
        redis.ConnectionError: _redis_down,
        redis.TimeoutError: _redis_down,
        redis.exceptions.RedisClusterException: _redis_down,
        redis.exceptions.ClusterError: _redis_down,       # CLUSTERDOWN, MASTERDOWN (ResponseErrors)
        redis.exceptions.TryAgainError: _redis_down,
        redis.ResponseError: _redis_error,
        Exception: _unexpected,
    }
