"""Issue 38, item 8: ``/metrics`` apart from the clients' port. With
``BATTLE1821_METRICS_PORT`` the API serves its series only there (what the deploy files
set; nginx refuses ``/metrics`` too), and the clients' port answers 404."""

from __future__ import annotations

import httpx

from helpers import session_settings
from support import free_port


def test_with_a_metrics_port_the_series_are_there_and_not_on_the_clients_port():
    from litestar.testing import TestClient

    from server.app import create_app

    port = free_port()
    with TestClient(create_app(session_settings().with_(metrics_port=port))) as client:
        assert client.get("/health").status_code == 200
        assert client.get("/metrics").status_code == 404
        r = httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=5)
        assert r.status_code == 200 and "battle1821_http_requests_total" in r.text
    with TestClient(create_app(session_settings())) as client:      # without it: on the API's port
        assert client.get("/metrics").status_code == 200
