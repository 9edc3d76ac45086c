"""The Litestar application: ``create_app()`` (``litestar --app server.app:create_app``)."""

from __future__ import annotations

import asyncio
import gc
import os

import msgspec

from litestar import Litestar
from litestar.config.compression import CompressionConfig
from litestar.datastructures import State
from litestar.logging.config import LoggingConfig
from litestar.middleware import DefineMiddleware
from litestar.openapi import OpenAPIConfig
from litestar.openapi.spec import Components, Contact, License, SecurityScheme, Server

from gamekinds.battle1821 import actions, position, state as kind_state
from server.api import accept_encoding
from server.api.body import StrictRequest
from server.api.cors import CORS, outside_headers
from server.api.docs import assets_router, render_plugins
from server.api.fastpath import FastActions
from server.api.accounts import AccountsController, ChallengesController, LeaderboardsController, MyAccountController
from server.api.games import GamesController
from server.api.seeks import SeeksController
from server.api import stopping
from server.api.glossary import describe
from server.api.kinds import KindsController
from server.api.kindspec import SHAPE, document_kind_api, document_kinds
from server.api.meta import HealthController, RulesController
from server.api.metrics import HttpMetricsMiddleware, MetricsController
from server.api.middleware import HeadAsGet, RequestLogMiddleware, fold_headers
from server.api.play import play_router
from server.api.site import index_handler, site_dir, site_router, sitemap_handler
from server.api.specdoc import (
    API_VERSION, add_examples, bound_nullable_ints, document_version_header, require_sent_fields, send_version, type_action_records,
    type_loose_items,
)
from server.api.webhooks import WebhooksController
from server.api import problems as pb
from server.api.problems import _DESCRIPTIONS, PROBLEM_JSON, exception_handlers
from server.api.ratelimit import RateLimiter, RateLimitMiddleware, exempt, policies
from server.api.tags import TAGS
from server import faults, metrics, tracing
from server.config import Settings
from server.logging import configure, get_logger
from server.service.enqueue import make_queue
from server.service import account_models, models
from server.service.account_events import AccountFeed
from server.service.accounts import AccountService
from server.service.events import EventFeed
from server.service.fanout import WATCHER_COST_BYTES, Hub
from server.service.seeks import Seeks
from server.service.talk import TalkService
from server.service.usecases import use_cases
from server.service.watchers import WatchSlots
from server.store import LATEST_GAMES, GameStore, make_async_clients, recordstore
from server.store.accounts import AccountStore
from server.vendor.litestar_openapi import complete_when_built
from server.vendor.litestar_plugins import LeanLitestar
from server.vendor.redis_conn import direct_writes
from server.store.clients import pubsub_client, queue_connection, resilience, state_client
from server.store.stream_events import EVENT_TYPES

DESCRIPTION = """The game server of *1821, The Battle*: create a game, join seats, play with
`If-Match` compare-and-set writes, watch the events (long-poll or SSE). The Ottoman phase
runs in RQ workers. Errors are RFC 9457 `application/problem+json` with a stable `code`.

""" + SHAPE


class App(LeanLitestar):
    """The Litestar application (without Litestar's pydantic plugins: the server has no
    pydantic model, :mod:`server.vendor.litestar_plugins`) behind
    :class:`RateLimitMiddleware` (every counted request, ahead of routing) and
    :class:`HeadAsGet` (``HEAD`` on every ``GET`` resource, answered before Litestar routes
    the request), and with ``fast_actions`` :class:`FastActions` between them (the usual
    ``POST /games/{game_id}/actions`` and ``GET /games/{game_id}`` answered without
    Litestar's routing, byte for byte as its routes answer)."""

    def __init__(self, *args, fast_actions: bool = False, metrics: bool = True, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        inner = HeadAsGet(super().__call__)
        if fast_actions:   # POST /games/{game_id}/actions, GET /games/{game_id} ahead of routing (server/api/fastpath.py)
            inner = FastActions(inner, lambda: self.state, metrics=metrics, compression=kwargs.get("compression_config"))
        self._outer = RateLimitMiddleware(inner, lambda: self.state.get("rate_limiter"))

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] == "http":
            send = send_version(send)      # every answer names the API version (API-Version)
        if scope["type"] != "http":
            await self._outer(scope, receive, send)
            return
        scope["battle1821.server_send"] = send   # a live SSE stream's body chunks (server/api/games.py: LiveSSE)
        twice = fold_headers(scope)
        if twice is not None:
            await _refuse_duplicate(scope, send, twice.decode())
            return
        accept_encoding.normalize(scope)    # gzip only where RFC 9110's q-values admit it
        started = False

        async def tracked(message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self._outer(scope, receive, tracked)
        except Exception as exc:
            # an error outside Litestar's handlers (middleware, a handler's own error): a
            # problem+json answer when nothing was sent yet, never the server's plain-text 500
            if started:
                raise
            await _last_resort(scope, send, exc)
        except asyncio.CancelledError:
            # the server cancelled the request: its graceful stop ran out (uvicorn's
            # timeout_graceful_shutdown; a long-poll waiting without the fan-out, any slow
            # request). Unanswered, uvicorn wrote its plain-text 500: 503 instead, the client
            # retries on another process.
            if not started:
                try:
                    await _last_resort(scope, send, None)
                except Exception:  # noqa: BLE001 — the connection is gone: nothing to tell
                    pass
            raise
        finally:
            # the scope holds ``send``, which holds the server's per-request object, which
            # holds the scope: a reference cycle per request that only the cyclic GC frees
            # (its collections then ran every ~1,250 requests and stalled the process ~10 ms
            # each). Broken here, reference counting frees the request's objects at once.
            scope.pop("battle1821.server_send", None)


async def _refuse_duplicate(scope, send, name: str) -> None:
    """400 ``duplicate_header``: a header field that may come once came twice."""
    metrics.problem_answered(400, pb.DUPLICATE_HEADER).inc()
    body = msgspec.json.encode(pb.Problem(
        type=pb.problem_type(pb.DUPLICATE_HEADER), title="Invalid request", status=400,
        code=pb.DUPLICATE_HEADER, field=name, instance=scope.get("path"),
        detail=f"The header field {name} came more than once; send it once."))
    await send({"type": "http.response.start", "status": 400, "headers": [
        (b"content-type", pb.PROBLEM_JSON.encode()), (b"content-length", str(len(body)).encode()),
        *outside_headers(scope)]})
    await send({"type": "http.response.body", "body": body})


async def _last_resort(scope, send, exc: Exception | None) -> None:
    """Answer an error that escaped the app: 503 ``service_unavailable`` for an
    unreachable store or a request the stopping server cancelled (``exc`` None), 503
    ``store_write_refused`` for a store refusing writes, else 500 ``internal_error``;
    problem+json, the connection closed after it."""
    import redis

    if exc is None or pb.store_away(exc):
        status, code, retry = 503, "service_unavailable", "1"
    elif isinstance(exc, redis.ResponseError) and pb.write_refused(exc):
        status, code, retry = 503, pb.STORE_WRITE_REFUSED, str(pb.WRITE_REFUSED_RETRY_S)
    else:
        status, code, retry = 500, "internal_error", None
    get_logger("battle1821.app").error("unhandled_error" if exc is not None else "cancelled_at_stop",
                                       error=repr(exc), status=status)
    metrics.problem_answered(status, code).inc()
    body = msgspec.json.encode(pb.Problem(type=pb.problem_type(code), title="Service unavailable"
                                          if status == 503 else "Internal error", status=status, code=code,
                                          detail="The request could not be served; retry shortly." if status == 503
                                          else "An unexpected error occurred; it was logged.",
                                          instance=scope.get("path")))
    headers = [(b"content-type", pb.PROBLEM_JSON.encode()), (b"content-length", str(len(body)).encode()),
               (b"connection", b"close")]
    if retry:
        headers.append((b"retry-after", retry.encode()))
    headers.extend(outside_headers(scope))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


COMPRESSION = CompressionConfig(
    backend="gzip", gzip_compress_level=6, minimum_size=4096,
    exclude=[r"^/games/[^/]+/events/stream", r"^/account/events/stream", r"^/play(/|$)", r"^/schema/assets/",
             r"^/games/[^/]+/board\.svg$"])
"""gzip for every response of at least 4 KiB whose client accepts it (JSON, SVG, the docs'
assets; ``Vary: Accept-Encoding``): a game view, the event log and ``/rules`` shrink 4-8
times. Not a shorter answer (an action's 201 is 0.2-3.3 KB): gzip cost ~0.4 M instructions
an answer of 1-3 KB (zlib's set-up of its tables, Litestar's ``GzipFile``; 6 % of a realistic
action's instructions, bench/RESULTS.md session 18) to save ~1.2 KB that go in the first TCP
window either way. Not the event stream (an endless response: each frame would be a flushed gzip
block, and proxies may buffer it) nor ``/play`` (the web client's files are gzipped once
per build by their own handler, :mod:`server.api.play`) nor the docs' assets (their router
compresses them itself, :func:`server.api.docs.assets_router`: gzip twice is garbage) nor
the board picture (its handler gzips each picture once on this config and keeps it:
``server.api.games._gzipped``)."""


LOGGING = LoggingConfig(
    # the stdlib loggers (Litestar's own, battle1821.fanout, .webhooks...) at INFO on stderr
    # in Litestar's standard format, as its default config does, but through
    # server.logging.StderrHandler (the stderr of each record, no thread per app made):
    # Litestar's default names a queue-listener handler, so both names are given it
    handlers={name: {"()": "server.logging.StderrHandler", "level": "DEBUG", "formatter": "standard"}
              for name in ("console", "queue_listener")},
    root={"handlers": ["console"], "level": "INFO"},
    loggers={"litestar": {"level": "INFO", "handlers": ["console"], "propagate": False}},
)
"""The API's stdlib logging (``create_app``'s ``logging_config``); structlog's lines are
configured apart (:func:`server.logging.configure`)."""


def create_app(settings: Settings | None = None) -> Litestar:
    settings = settings or Settings.from_env()
    policies(settings.rate_limit_client), policies(settings.rate_limit_token)   # a bad limit fails at start
    configure(settings.log_level)
    log = get_logger("battle1821.app")
    # "kinds" and "rules": the /kinds and /rules bodies, made by the first such request
    # (server.api.kinds._serve, server.api.meta), not here: ~0.03 and ~0.008 CPU s of msgspec
    # schemas that most processes never serve (issue 37)
    state = State({"settings": settings, "rules": None, "kinds": None, "service": None,
                   "queue": None})

    async def startup(app: Litestar) -> None:
        metrics.process_starting()
        app.state.metrics_server = None
        if metrics.enabled() and settings.metrics_port:
            app.state.metrics_server = metrics.serve_api_metrics(settings.metrics_port, settings.host)
        redis_main, redis_streams = make_async_clients(settings)
        records = recordstore.from_settings(settings)   # finished games (issue 40), opened on first use
        app.state.records_before = recordstore.set_default(records)
        app.state.records = records
        store = GameStore(redis_main, redis_streams, prefix=settings.key_prefix,
                          idem_ttl=settings.idempotency_ttl_s, finished_ttl=settings.finished_ttl_s, records=records,
                          latest_games=LATEST_GAMES)   # an action is then one round trip (Play.submit_action)
        queue = None
        try:
            queue = make_queue(queue_connection(settings.queue_redis_url, settings.redis_health_check_s), settings.queue_name)
        except Exception as exc:  # the API still serves; /ready says not ready
            log.error("queue_unavailable", error=repr(exc))
        app.state.queue = queue
        aqueue = None
        if queue is not None:
            import redis.asyncio

            pool = redis.asyncio.ConnectionPool.from_url(settings.queue_redis_url,
                                                         health_check_interval=settings.redis_health_check_s,
                                                         socket_connect_timeout=2, socket_timeout=5)
            direct_writes(pool)     # the hand-off's commands on the adapter's path (server/vendor/redis_conn.py)
            aqueue = redis.asyncio.Redis.from_pool(pool)
        app.state.aqueue = aqueue
        app.state.service = use_cases(store, queue, queue_name=settings.queue_name, aqueue=aqueue)
        app.state.accounts = AccountService(AccountStore(redis_main, store.keys), settings.account_key_secret)
        app.state.seeks = Seeks(app.state.accounts, app.state.service.lobby, lease_s=settings.seek_lease_s)
        # quick play: expire seeks, finish the matches a dead process left (server/service/seeks.py)
        app.state.seek_sweeps = asyncio.get_running_loop().create_task(app.state.seeks.run_sweeps())
        hub = None
        if settings.event_fanout:
            app.state.watch_slots = WatchSlots(None, settings.watch_memory_kb * 1024, WATCHER_COST_BYTES)
            name = f"battle1821-fanout-{os.getpid()}"      # CLIENT LIST tells the hub's connections
            reader = state_client(settings.redis_url, max_connections=2, cluster=settings.redis_cluster,
                                  **resilience(settings), client_name=name)
            hub = Hub(GameStore(reader, prefix=settings.key_prefix),
                      pubsub_client(settings.redis_url, cluster=reader, client_name=name), app.state.watch_slots,
                      buffer_bytes=settings.watcher_buffer_kb * 1024)
            await hub.start()
            app.state.hub_clients = (reader, hub.pubsub_client)
            # SIGTERM: the watchers end when the server begins to stop, not cut after its grace
            app.state.unhook_stop = stopping.on_stop(hub.close_watchers)
        else:
            app.state.watch_slots = WatchSlots(settings.stream_pool_size)
        app.state.hub = hub
        app.state.talk = TalkService(store, settings.talk_per_minute, webhooks=app.state.service.webhooks)
        app.state.account_feed = AccountFeed(app.state.accounts.store, app.state.watch_slots, settings.long_poll_max_s,
                                             settings.sse_keepalive_s, hub=hub, streams=redis_streams)
        app.state.events = EventFeed(store, app.state.watch_slots, settings.long_poll_max_s, settings.sse_keepalive_s,
                                     app.state.talk, hub=hub)
        app.state.redis = (redis_main, redis_streams)
        limiter = RateLimiter(settings.queue_redis_url, settings.key_prefix, settings.rate_limit_client,
                              settings.rate_limit_token)
        app.state.rate_limiter = limiter if limiter.active else None
        app.state.gc_threshold = _tune_gc()

    async def shutdown(app: Litestar) -> None:
        metrics.process_exiting()
        if getattr(app.state, "unhook_stop", None) is not None:
            app.state.unhook_stop()
        if getattr(app.state, "metrics_server", None) is not None:
            app.state.metrics_server.shutdown()
            app.state.metrics_server.server_close()
        _untune_gc(getattr(app.state, "gc_threshold", None))
        sweeps = getattr(app.state, "seek_sweeps", None)
        if sweeps is not None:
            sweeps.cancel()
            try:
                await sweeps
            except (asyncio.CancelledError, Exception):
                pass
        if getattr(app.state, "hub", None) is not None:
            await app.state.hub.stop()
        limiter = app.state.get("rate_limiter")
        app.state.rate_limiter = None
        if limiter is not None:
            await limiter.aclose()
        if getattr(app.state, "records", None) is not None:
            await app.state.records.close()
            recordstore.restore_default(app.state.records, getattr(app.state, "records_before", None))
        for r in (*(getattr(app.state, "redis", ()) or ()), *(getattr(app.state, "hub_clients", ()) or ())):
            try:
                await r.aclose()
            except Exception:
                pass
        if getattr(app.state, "aqueue", None) is not None:
            try:
                await app.state.aqueue.aclose()
            except Exception:
                pass
        q = app.state.queue
        if q is not None:
            try:
                q.connection.close()
            except Exception:
                pass

    site = site_dir(settings.docs_site)
    handlers: list = [GamesController, WebhooksController, AccountsController, MyAccountController,
                      LeaderboardsController, ChallengesController, SeeksController, RulesController, KindsController, HealthController,
                      assets_router(), play_router(), index_handler(site is not None)]
    if site is not None:
        handlers += [site_router(site), sitemap_handler(site)]
    middleware = [DefineMiddleware(RequestLogMiddleware)]
    if settings.metrics:
        if not settings.metrics_port:     # else on a port of its own (startup), never the clients'
            handlers.append(MetricsController)
        middleware.insert(0, DefineMiddleware(HttpMetricsMiddleware))
    plugins = []
    provider = tracing.setup("battle1821-api")
    if provider is not None:
        from litestar.plugins.opentelemetry import OpenTelemetryConfig, OpenTelemetryPlugin

        plugins.append(OpenTelemetryPlugin(OpenTelemetryConfig(tracer_provider=provider,
                                                               exclude=["/health", "/metrics"])))
    faults.install(settings.faults)
    handlers.extend(faults.collect("api.route_handlers"))   # none unless a test or bench plugin adds some
    app = App(
        fast_actions=settings.fast_actions and provider is None,   # a traced request's span is Litestar's
        metrics=settings.metrics,
        route_handlers=handlers,
        on_startup=[startup],
        on_shutdown=[shutdown],
        state=state,
        request_class=StrictRequest,
        exception_handlers=exception_handlers(),
        middleware=middleware,
        compression_config=COMPRESSION,
        plugins=plugins,
        cors_config=CORS,
        openapi_config=OpenAPIConfig(
            title="battle1821", version=API_VERSION, description=DESCRIPTION, path="/schema",
            use_handler_docstrings=True, tags=TAGS,
            license=License(name="MIT", identifier="MIT"),
            contact=Contact(name="battle1821 maintainers"),
            render_plugins=render_plugins(),
            servers=[Server(url="/")],
            components=Components(security_schemes={
                "bearer": SecurityScheme(type="http", scheme="bearer",
                                         description="Host or seat token returned at creation / join")}),
        ),
        logging_config=LOGGING,
        debug=False,
    )
    # the OpenAPI document is built and completed on its first read (``app.openapi_schema``,
    # ``/schema``, ``battle1821 openapi``), not here: ~0.55 CPU s that most processes and
    # in-process apps never need (issue 37)
    complete_when_built(app, _complete_openapi)
    return app


def _complete_openapi(app: Litestar) -> None:
    """What Litestar's OpenAPI document lacks, added once it is built
    (:func:`server.vendor.litestar_openapi.complete_when_built`)."""
    _close_request_schemas(app)
    _add_links(app)
    _document_error_headers(app)
    _sort_response_headers(app)
    _document_events(app)
    _document_account_stream(app)
    _declare_security(app)
    document_kind_api(app)
    describe(app.openapi_schema.components.schemas)
    document_kinds(app)   # after describe: the glossary speaks of 1821, another kind's members keep their own words
    type_action_records(app)
    type_loose_items(app)
    require_sent_fields(app)
    bound_nullable_ints(app)
    document_version_header(app)
    add_examples(app)


def _document_error_headers(app: Litestar) -> None:
    """Declare the headers sent with error and 304 responses (Litestar's ``ResponseSpec``
    cannot): ``ETag`` (the current version) on 304, 412 and 428, ``Retry-After`` on the
    503 of the event reads (``too_many_watchers``, or the store unavailable) and of the
    writes (``write_contention``); and the answers every operation may get from the limits:
    429 ``rate_limited`` (``Retry-After``, ``RateLimit``, ``RateLimit-Policy``) except on
    the probes and docs, 415 on every operation with a body (``Accept-Encoding`` or
    ``Accept-Post`` saying what it takes)."""
    from litestar.openapi.spec import OpenAPIHeader as Header, OpenAPIResponse, OpenAPIType, Schema

    etag = Header(schema=Schema(type=OpenAPIType.STRING), required=True,
                  description='The current game version as an entity tag: `"7"` (retry with it in `If-Match`).')
    retry = Header(schema=Schema(type=OpenAPIType.STRING), required=True,
                   description="Seconds to wait before retrying (RFC 9110 delay-seconds).")
    limit_headers = {
        "Retry-After": retry,
        "RateLimit": Header(schema=Schema(type=OpenAPIType.STRING), required=True,
                            description='What is left of each policy window (IETF draft RateLimit header fields, '
                                        '-10): `"client";r=0;t=12, "token";r=7;t=40` (`r` requests, `t` seconds '
                                        'until more are allowed). Sent on every counted answer.'),
        "RateLimit-Policy": Header(schema=Schema(type=OpenAPIType.STRING), required=True,
                                   description='The policies: `"client";q=30000;w=60, "token";q=12000;w=60` (`q` '
                                               'requests per `w` seconds; BATTLE1821_RATE_LIMIT_CLIENT/_TOKEN).'),
    }
    media_headers = {
        "Accept-Encoding": Header(schema=Schema(type=OpenAPIType.STRING), required=False,
                                  description="`identity` (with `unsupported_content_encoding`): send the body "
                                              "without a `Content-Encoding`."),
        "Accept-Post": Header(schema=Schema(type=OpenAPIType.STRING), required=False,
                              description="`application/json` (with `unsupported_media_type`)."),
    }
    for path, item in (app.openapi_schema.paths or {}).items():
        for op in (item.get, item.post, item.delete):
            if op is None or not op.responses:
                continue
            for status, resp in op.responses.items():
                if status in ("304", "412", "428"):
                    resp.headers = {**(resp.headers or {}), "ETag": etag}
                elif status == "503" and op.operation_id in ("listEvents", "streamEvents", "submitAction",
                                                              "joinGame", "cancelGame"):
                    resp.headers = {**(resp.headers or {}), "Retry-After": retry}
                elif status == "429":
                    resp.headers = {**(resp.headers or {}), "Retry-After": retry}
            problem = next((r for r in op.responses.values() if getattr(r, "content", None)
                            and PROBLEM_JSON in r.content), None)
            if problem is None:
                continue
            if not exempt(path):
                op.responses["429"] = OpenAPIResponse(description=_DESCRIPTIONS[429], headers=limit_headers,
                                                      content=problem.content)
            if op.request_body is not None:
                op.responses["415"] = OpenAPIResponse(description=_DESCRIPTIONS[415], content=problem.content,
                                                      headers=media_headers)
            if op.operation_id in ("submitAction", "joinGame", "cancelGame") and "503" not in op.responses:
                op.responses["503"] = OpenAPIResponse(
                    description="`write_contention` (with `Retry-After`): an `If-Match: *` write lost its commit "
                                "to other writes of the game too often", content=problem.content,
                    headers={"Retry-After": retry})
            op.responses = dict(sorted(op.responses.items()))


def _sort_response_headers(app: Litestar) -> None:
    """Order every response's headers by name: Litestar collects a handler's
    ``response_headers`` in a ``frozenset``, whose order follows string hashing
    (``PYTHONHASHSEED``), so the exported spec would differ between runs."""
    for item in (app.openapi_schema.paths or {}).values():
        for op in (item.get, item.put, item.post, item.delete, item.patch, item.head):
            for resp in (op.responses or {}).values() if op is not None else ():
                if getattr(resp, "headers", None):
                    resp.headers = dict(sorted(resp.headers.items()))


_GAME_LINKS = ("getGame", "joinGame", "cancelGame", "listPlayers", "legalActions", "submitAction", "listActions",
               "listPhases", "currentPhase", "listEvents", "boardSvg")


def _add_links(app: Litestar) -> None:
    """OpenAPI links from the created game (``id``, also in ``Location``) to the operations
    on it, so that clients and stateful testers can follow them."""
    from litestar.openapi.spec import Link

    for path, item in (app.openapi_schema.paths or {}).items():
        op = item.post if path == "/games" else None
        if op is None or not op.responses or "201" not in op.responses:
            continue
        op.responses["201"].links = {
            name[0].upper() + name[1:]: Link(operation_id=name, parameters={"game_id": "$response.body#/id"})
            for name in _GAME_LINKS}


# Young-generation threshold of the cyclic GC while serving (CPython's default: 700).
GC_GEN0_THRESHOLD = 20_000


def _tune_gc() -> tuple[int, int, int] | None:
    """Keep the cyclic GC off the request path (profiled under ``make bench``).

    Everything alive once the app has started (Litestar's routes and schemas, the engine's
    tables, the clients) lives as long as the process: ``gc.freeze()`` moves it out of
    the collected generations, so a full collection no longer walks it (under 32
    connections such a pass stalled every in-flight request for tens of ms). A request
    allocates thousands of short-lived containers that reference counting frees; with
    CPython's default gen-0 threshold (700) the collector still ran every few requests,
    so it runs every ~20,000 allocations instead. Returns the previous thresholds.

    Before the freeze, the young generations are collected (the start's last garbage), not
    the whole heap: a full collection cost ~0.04 CPU s per API start (~0.4 s in a test
    process's heap) and found ~20 more unreachable objects, which stay frozen with the
    rest until shutdown (issue 37).

    A process whose heap is already frozen when the app starts has a GC policy of its own
    (a test process freezes its heap after collecting the suite, tests/conftest.py): the app
    leaves it as it is and returns None, and :func:`_untune_gc` then changes nothing (its
    ``gc.unfreeze()`` would thaw the owner's heap too)."""
    if gc.get_freeze_count():
        return None
    old = gc.get_threshold()
    gc.collect(1)
    gc.freeze()
    gc.set_threshold(GC_GEN0_THRESHOLD, old[1], old[2])
    return old


def _untune_gc(old: tuple[int, int, int] | None) -> None:
    """Undo :func:`_tune_gc` at shutdown (tests start and stop many apps in one process:
    what was frozen becomes collectable again); None: it changed nothing."""
    if old is not None:
        gc.unfreeze()
        gc.set_threshold(*old)


def _close_request_schemas(app: Litestar) -> None:
    """Render ``forbid_unknown_fields`` as ``additionalProperties: false`` (Litestar does
    not, STACK_NOTES), so the documented request bodies match what the API accepts."""
    import msgspec

    strict = {}
    for mod in (actions, position, kind_state, models, account_models):
        for obj in vars(mod).values():
            if isinstance(obj, type) and issubclass(obj, msgspec.Struct) and obj.__struct_config__.forbid_unknown_fields:
                strict[obj.__name__] = obj
    schemas = app.openapi_schema.components.schemas or {}
    for name, sch in schemas.items():
        if name in strict:
            sch.additional_properties = False
            _restore_zero_minimums(strict[name], sch)


def _restore_zero_minimums(cls, sch) -> None:
    """Litestar drops ``minimum: 0`` on optional ints (a falsy-value check); put back the
    bounds msgspec itself documents for the struct's fields."""
    import msgspec

    (_, comps) = msgspec.json.schema_components([cls])
    props = comps.get(cls.__name__, {}).get("properties", {})
    for fname, fs in props.items():
        target = (sch.properties or {}).get(fname)
        if target is None or not hasattr(target, "minimum"):
            continue
        options = fs.get("anyOf", [fs])
        mins = [o["minimum"] for o in options if isinstance(o, dict) and "minimum" in o]
        if mins and target.minimum is None:
            target.minimum = mins[0]


def _document_events(app: Litestar) -> None:
    """One named ``GameEvent`` component: the ``oneOf`` of every event envelope with a
    ``discriminator`` on ``type`` (Litestar renders a msgspec tagged union inline and
    without one, STACK_NOTES), referenced wherever events appear; the SSE stream's frame
    (``id``, ``data`` = one ``GameEvent`` as JSON) and its 204 after the game's end."""
    from litestar.openapi.spec import (
        Discriminator, OpenAPIMediaType, OpenAPIResponse, OpenAPIType, Reference, Schema,
    )

    schemas = app.openapi_schema.components.schemas
    names = set(EVENT_TYPES.values())
    ref = Reference(ref="#/components/schemas/GameEvent")

    def is_union(node) -> bool:
        return isinstance(node, Schema) and bool(node.one_of) and \
            {getattr(r, "ref", "").rsplit("/", 1)[-1] for r in node.one_of} == names

    def walk(node):
        if isinstance(node, Schema):
            for attr in ("items", "additional_properties"):
                sub = getattr(node, attr)
                if is_union(sub):
                    setattr(node, attr, ref)
                else:
                    walk(sub)
            for k, sub in (node.properties or {}).items():
                if is_union(sub):
                    node.properties[k] = ref
                else:
                    walk(sub)
            for attr in ("one_of", "any_of", "all_of"):
                for sub in getattr(node, attr) or ():
                    walk(sub)

    for sch in schemas.values():
        walk(sch)
    schemas["GameEvent"] = Schema(
        one_of=[Reference(ref=f"#/components/schemas/{n}") for n in EVENT_TYPES.values()],
        discriminator=Discriminator(property_name="type", mapping={
            t: f"#/components/schemas/{n}" for t, n in EVENT_TYPES.items()}),
        description="One event of a game's log, discriminated on `type`: the envelope (`seq`, `version`) "
                    "and the event's own fields. Engine events tell every change of the game (rulings in each "
                    "schema); `ottoman_phase`, `ottoman_step` and `decision_timeout` tell the Ottoman phase's "
                    "progress and R19 defaults; `message` (no envelope: not in the log) is a table-talk message, "
                    "sent only with `messages=true` to the readers who may read it.")
    log_names = [n for t, n in EVENT_TYPES.items() if t != "message"]
    schemas["LogEvent"] = Schema(
        one_of=[Reference(ref=f"#/components/schemas/{n}") for n in log_names],
        discriminator=Discriminator(property_name="type", mapping={
            t: f"#/components/schemas/{n}" for t, n in EVENT_TYPES.items() if t != "message"}),
        description="One event of a game's log (`GameEvent` but the table talk's `message`): every one has "
                    "`seq` and `version`.")
    accepted = schemas["ActionAccepted"].properties["events"]
    accepted.items = Reference(ref="#/components/schemas/LogEvent")
    accepted.description = "The events the action caused, in `seq` order (`LogEvent`: no table talk)."
    op = app.openapi_schema.paths["/games/{game_id}/events/stream"].get
    op.responses["200"] = OpenAPIResponse(
        description="The event stream: one frame per event (no `event:` name), keep-alive comments; closes after "
                    "the game's end.",
        content={"text/event-stream": OpenAPIMediaType(schema=Schema(
            type=OpenAPIType.OBJECT, required=["id", "data"],
            description="One SSE frame (`id: <seq>`, `data: <GameEvent JSON>`, a blank line).",
            properties={
                "id": Schema(type=OpenAPIType.STRING, pattern="^[0-9]+(:[0-9]+)?$",
                             description="The event's `seq` (resume with `Last-Event-ID`); with `messages=true` "
                                         "`<event seq>:<message seq>`, the last of each sent so far."),
                "data": Schema(type=OpenAPIType.STRING, content_media_type="application/json",
                               content_schema=ref, description="One `GameEvent` as JSON."),
            }))})
    op.responses["204"] = OpenAPIResponse(
        description="The game is over and no event is left after the start: nothing to stream (an `EventSource` "
                    "stops reconnecting).")
    op.responses = dict(sorted(op.responses.items()))


def _document_account_stream(app: Litestar) -> None:
    """The account event stream's frame (``id``, ``data`` = one ``AccountEvent`` as JSON)."""
    from litestar.openapi.spec import OpenAPIMediaType, OpenAPIResponse, OpenAPIType, Reference, Schema

    op = app.openapi_schema.paths["/account/events/stream"].get
    op.responses["200"] = OpenAPIResponse(
        description="The account's event stream: one frame per event (no `event:` name), keep-alive comments; "
                    "endless.",
        content={"text/event-stream": OpenAPIMediaType(schema=Schema(
            type=OpenAPIType.OBJECT, required=["id", "data"],
            description="One SSE frame (`id: <seq>`, `data: <AccountEvent JSON>`, a blank line).",
            properties={
                "id": Schema(type=OpenAPIType.STRING, pattern="^[0-9]+$",
                             description="The event's `seq` (resume with `Last-Event-ID`)."),
                "data": Schema(type=OpenAPIType.STRING, content_media_type="application/json",
                               content_schema=Reference(ref="#/components/schemas/AccountEvent"),
                               description="One `AccountEvent` as JSON."),
            }))})
    op.responses = dict(sorted(op.responses.items()))


def _declare_security(app: Litestar) -> None:
    """``security: []`` on every operation that declares none (public: no token needed;
    Litestar omits an empty list), and ``If-Match`` required on the writes that answer
    428 without it (the handlers read it as optional so that they can answer 428 with
    the current ``ETag`` rather than a 400)."""
    for item in (app.openapi_schema.paths or {}).values():
        for op in (item.get, item.put, item.post, item.delete, item.patch):
            if op is None:
                continue
            if op.security is None:
                op.security = []
            for param in op.parameters or ():
                if getattr(param, "name", None) == "If-Match" and "428" in (op.responses or {}):
                    param.required = True
