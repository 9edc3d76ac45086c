"""Worker liveness probe: ``python -m server.worker.health`` exits 0 when an RQ worker of
this host (container / pod) listening on the configured queue (``BATTLE1821_QUEUE``) is
live on the queue Redis (registered, and holding its liveness key:
:mod:`server.worker.liveness`), 1 otherwise. Used by docker-compose and Kubernetes
(deploy/)."""

from __future__ import annotations

import socket
import sys

from server.config import Settings
from server.store.clients import queue_connection
from server.worker.liveness import WORKER_KEY_PREFIX, live_workers


def live_workers_here(settings: Settings, hostname: str | None = None) -> list[str]:
    """Names of this host's live workers on ``settings.queue_name``."""
    hostname = hostname or socket.gethostname()
    conn = queue_connection(settings.queue_redis_url)
    alive = []
    for name in live_workers(conn, settings.queue_name):
        host = conn.hget(WORKER_KEY_PREFIX + name, "hostname")
        if host is not None and host.decode() == hostname:
            alive.append(name)
    return alive


def main() -> int:
    try:
        names = live_workers_here(Settings.from_env())
    except Exception as exc:  # noqa: BLE001 — a probe reports, it never raises
        print(f"unhealthy: {exc}", file=sys.stderr)
        return 1
    if not names:
        print("unhealthy: no live RQ worker registered for this host", file=sys.stderr)
        return 1
    print("ok: " + ", ".join(names))
    return 0


if __name__ == "__main__":
    sys.exit(main())
