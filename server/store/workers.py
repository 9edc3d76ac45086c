"""Which RQ workers are alive: the keys a battle1821 worker holds on the queue Redis and
their reads (:mod:`server.worker.liveness` writes them and says why). Here, in the store
layer, so that the service (``/ready``) and the worker's watchdog read them alike.
"""

from __future__ import annotations

from rq.worker_registration import WORKERS_BY_QUEUE_KEY

ALIVE_KEY = "battle1821:worker-alive:%s"
WORKER_KEY_PREFIX = "rq:worker:"


def alive_key(name: str) -> str:
    """The liveness key of the worker ``name`` (on the queue Redis)."""
    return ALIVE_KEY % name


def _text(v) -> str:
    return v.decode() if isinstance(v, bytes) else str(v)


def live_workers(conn, queue_name: str) -> list[str]:
    """Names of the workers on ``queue_name`` that are registered (RQ) and whose liveness
    key exists: two round trips, whatever the registry holds."""
    keys = sorted(_text(k) for k in conn.smembers(WORKERS_BY_QUEUE_KEY % queue_name))
    names = [k[len(WORKER_KEY_PREFIX):] for k in keys if k.startswith(WORKER_KEY_PREFIX)]
    if not names:
        return []
    with conn.pipeline(transaction=False) as pipe:
        for n in names:
            pipe.exists(alive_key(n))
        alive = pipe.execute()
    return [n for n, a in zip(names, alive) if a]


def is_alive(conn, name: str | None) -> bool:
    """True when the worker ``name`` holds its liveness key (False for None)."""
    return bool(name) and bool(conn.exists(alive_key(name)))
