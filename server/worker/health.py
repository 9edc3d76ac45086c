"""Worker liveness probe: ``python -m server.worker.health`` exits 0 when an RQ worker of
this host (container / pod) listening on the configured queue (``BATTLE1821_QUEUE``) is
registered on the queue Redis with a heartbeat younger than its TTL, 1 otherwise. Used by
docker-compose and Kubernetes (deploy/)."""

from __future__ import annotations

import socket
import sys
from datetime import datetime, timedelta, timezone

from rq import Worker

from server.config import Settings
from server.store.clients import queue_connection


def live_workers_here(settings: Settings, hostname: str | None = None) -> list[str]:
    """Names of this host's registered workers on ``settings.queue_name`` whose heartbeat
    is fresh."""
    from server.worker import WORKER_TTL_S

    hostname = hostname or socket.gethostname()
    conn = queue_connection(settings.queue_redis_url)
    now = datetime.now(timezone.utc)
    alive = []
    for w in Worker.all(connection=conn):
        beat = w.last_heartbeat
        if beat is not None and beat.tzinfo is None:
            beat = beat.replace(tzinfo=timezone.utc)
        if (w.hostname == hostname and settings.queue_name in w.queue_names()
                and beat and now - beat < timedelta(seconds=WORKER_TTL_S)):
            alive.append(w.name)
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
