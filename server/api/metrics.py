"""``GET /metrics`` and the HTTP series of the API (:mod:`server.metrics`).

``GET /metrics`` (Litestar's :class:`~litestar.plugins.prometheus.PrometheusController`)
answers the text exposition format 0.0.4 of this process's registry, or, in
prometheus-client's multiprocess mode (``PROMETHEUS_MULTIPROC_DIR`` set, as
``battle1821 serve --workers N`` does for N > 1), the sum over every API process sharing
that directory. Operational: no token, no rate limit, not in the public OpenAPI spec
(README lists the series), off with ``BATTLE1821_METRICS=0``.

:class:`HttpMetricsMiddleware` counts every routed request. Its cost on the request path
is two dictionary lookups, one closure and five lock-protected float additions
(``bench/metrics_cost.py`` measures it with one accepted-action count: about 6 µs CPU per
request on a busy 2-core machine, 12 µs in multiprocess mode, against 35 µs for Litestar's
``PrometheusMiddleware`` that it replaces, which built a ``Request``, label dicts and four
``.labels()`` lookups per request).
"""

from __future__ import annotations

from time import perf_counter

from litestar.plugins.prometheus import PrometheusController

from server.api.middleware import STARTED, client_status, watch_disconnect
from server.metrics import HTTP_IN_PROGRESS, HTTP_REQUESTS, HTTP_SECONDS


class MetricsController(PrometheusController):
    path = "/metrics"
    include_in_schema = False


class _Route:
    """The cached series children of one (route template, method)."""

    __slots__ = ("template", "method", "progress", "seconds", "by_status")

    def __init__(self, template: str, method: str) -> None:
        self.template, self.method = template, method
        self.progress = HTTP_IN_PROGRESS.labels(method, template)
        self.seconds = HTTP_SECONDS.labels(method, template)
        self.by_status: dict[int, object] = {}

    def requests(self, status: int):
        c = self.by_status.get(status)
        if c is None:
            c = self.by_status[status] = HTTP_REQUESTS.labels(self.method, self.template, str(status))
        return c


def route_series(template: str, method: str) -> _Route:
    """The series children of one (route template, method), for a path that counts its
    requests itself (server/api/fastpath.py) as :class:`HttpMetricsMiddleware` does."""
    return _Route(template, method)


class HttpMetricsMiddleware:
    """Raw ASGI middleware (installed as Litestar app middleware, so it runs after routing
    and reads the route template from ``scope["path_template"]``: ``/games/{game_id}/actions``,
    never a game id). Per request: ``battle1821_http_requests_in_progress`` +1 then -1,
    ``battle1821_http_request_duration_seconds`` observes the seconds from the call to the
    inner app's return (after the last body byte was handed to the server; for an SSE
    stream, its whole life), ``battle1821_http_requests_total`` +1 by the status the
    client got (:func:`server.api.middleware.client_status`: the connection's own 408 /
    400 / 431, 499 when the client left before any answer, else the status sent, 500 when
    the app raised before sending one). ``method`` is the client's (``HEAD``
    for a HEAD answered as GET, :class:`server.api.middleware.HeadAsGet`). The children of
    each (template, method, status) are looked up once and kept; unrouted answers (404,
    405, 429 from the rate limiter) never get here."""

    __slots__ = ("app", "_routes")

    def __init__(self, app) -> None:
        self.app = app
        self._routes: dict[tuple[str, str], _Route] = {}

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        method = scope.get("battle1821.method") or scope["method"]
        key = (scope.get("path_template") or "unmatched", method)
        route = self._routes.get(key)
        if route is None:
            route = self._routes[key] = _Route(*key)
        status = 500
        receive, gone = watch_disconnect(receive)

        async def send_status(message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                gone[1] = True
            await send(message)

        route.progress.inc()
        t0 = scope.get(STARTED) or perf_counter()
        try:
            await self.app(scope, receive, send_status)
        finally:
            route.seconds.observe(perf_counter() - t0)
            route.progress.dec()
            route.requests(client_status(scope, status, gone[0])).inc()
