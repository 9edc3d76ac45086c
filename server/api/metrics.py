"""``GET /metrics``: the process's Prometheus series (:mod:`server.metrics`), in the text
exposition format. Operational: no token, not in the public OpenAPI spec (README lists
the series), off with ``BATTLE1821_METRICS=0``."""

from __future__ import annotations

from litestar.plugins.prometheus import PrometheusConfig, PrometheusController

from server.metrics import PREFIX


class MetricsController(PrometheusController):
    path = "/metrics"
    include_in_schema = False


def http_metrics() -> PrometheusConfig:
    """Litestar's Prometheus middleware: ``battle1821_http_requests_total``,
    ``battle1821_http_request_duration_seconds`` and ``battle1821_http_requests_in_progress``
    labelled by ``method``, route template (``path``: ``/games/{game_id}/actions``, never
    a game id) and ``status_code``."""
    return PrometheusConfig(app_name="battle1821", prefix=f"{PREFIX}_http", group_path=True)
