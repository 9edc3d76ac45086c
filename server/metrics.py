"""Prometheus metrics of the API and the worker (``prometheus-client``; the HTTP series are
counted by :class:`server.api.metrics.HttpMetricsMiddleware`).

Every series lives in prometheus-client's default registry of the process, which also
carries the client's own ``process_*`` and ``python_*`` collectors. In multiprocess mode
(``PROMETHEUS_MULTIPROC_DIR`` set before the process imports prometheus-client:
``battle1821 serve --workers N`` with N > 1 sets it, see :func:`multiprocess_dir`) each
process writes its values to files in that directory and a scrape of any one process
sums them: counters and histograms over every process that ran since the directory was
wiped, the gauges over the live ones (``livesum``); there are no ``process_*``/``python_*``
series then.

Hot path: ``.labels(...)`` validates and converts its values and takes the metric's lock
on every call; the request path uses :class:`Children` (label values -> child, cached)
and the cached children of :class:`server.api.metrics.HttpMetricsMiddleware` instead.

The API serves them on ``GET /metrics`` (text exposition format 0.0.4, operational: not
in the public OpenAPI spec, no token, ``BATTLE1821_METRICS=0`` turns it and the HTTP
middleware off). A worker serves its own on ``http://<host>:BATTLE1821_WORKER_METRICS_PORT/metrics``
when that variable is set (``battle1821 run`` and deploy/ set it); with the forking worker
class (``BATTLE1821_WORKER_CLASS=fork``) set ``PROMETHEUS_MULTIPROC_DIR`` so that the job
series of the work horses are collected (prometheus-client's multiprocess mode).

API series (``battle1821_`` prefix):

| series | type | labels | meaning |
| --- | --- | --- | --- |
| ``http_requests_total`` | counter | ``method``, ``path`` (route template), ``status_code`` | requests answered |
| ``http_request_duration_seconds`` | histogram | ``method``, ``path`` | time from routing to the last body byte, seconds |
| ``http_requests_in_progress`` | gauge | ``method``, ``path`` | requests being served |
| ``actions_accepted_total`` | counter | ``type`` (the action's ``type``) | actions committed by ``POST .../actions`` |
| ``problems_total`` | counter | ``status``, ``code`` | problem+json answers by stable ``code`` (412 ``stale_version``, 409 rule codes, 428, 503, ...) |
| ``watchers`` | gauge | ``kind`` = ``sse`` / ``long_poll`` | event watchers holding a slot now |
| ``redis_errors_total`` | counter | ``error`` (exception class) | Redis connection/timeout errors answered 503 |
| ``redis_retries_total`` | counter | — | Redis commands retried after a broken connection |

Worker series:

| series | type | labels | meaning |
| --- | --- | --- | --- |
| ``jobs_total`` | counter | ``job`` (``ottoman_phase``, ``decision_timeout``, ...), ``outcome`` | jobs run, by what they returned (``done``, ``awaiting_decision``, ``moved_on``, ``lost_race``, ``missing``, ``answered``, ``error``) |
| ``job_duration_seconds`` | histogram | ``job`` | wall time of one job, seconds |
| ``watchdog_recoveries_total`` | counter | ``action`` (``requeued``, ``timeout``, ``failed``) | what the watchdog had to do |
| ``queue_depth`` | gauge | ``queue``, ``state`` (``queued``, ``scheduled``, ``started``, ``failed``) | RQ jobs per registry, read at scrape time |
| ``queue_oldest_job_age_seconds`` | gauge | ``queue`` | age of the oldest job waiting in the queue (0 when empty) |
"""

from __future__ import annotations

import errno

import os
import time
from contextlib import contextmanager
from datetime import timezone
from typing import Iterator

from prometheus_client import REGISTRY, Counter, Gauge, Histogram, disable_created_metrics
from prometheus_client.core import GaugeMetricFamily

from server.metrics_env import (MULTIPROC_ENV, enabled, multiprocess_dir,  # noqa: F401
                                multiprocess_env, remove_multiprocess_dir)

disable_created_metrics()     # no ``*_created`` series: the process start time is in process_*

PREFIX = "battle1821"

HTTP_REQUESTS = Counter(f"{PREFIX}_http_requests_total", "HTTP requests answered, by method, route template and status.",
                        ["method", "path", "status_code"])
HTTP_SECONDS = Histogram(f"{PREFIX}_http_request_duration_seconds",
                         "Time from routing to the last body byte, seconds, by method and route template.",
                         ["method", "path"],
                         buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10))
HTTP_IN_PROGRESS = Gauge(f"{PREFIX}_http_requests_in_progress", "HTTP requests being served, by method and route template.",
                         ["method", "path"], multiprocess_mode="livesum")

ACTIONS = Counter(f"{PREFIX}_actions_accepted_total", "Actions committed by POST /games/{id}/actions, by type.",
                  ["type"])
PROBLEMS = Counter(f"{PREFIX}_problems_total", "problem+json answers, by HTTP status and stable code.",
                   ["status", "code"])
WATCHERS = Gauge(f"{PREFIX}_watchers", "Event watchers holding a slot (SSE streams, waiting long-polls).",
                 ["kind"], multiprocess_mode="livesum")
REDIS_ERRORS = Counter(f"{PREFIX}_redis_errors_total", "Redis errors answered 503 (unreachable, timed out, refusing writes).",
                       ["error"])
REDIS_RETRIES = Counter(f"{PREFIX}_redis_retries_total", "Redis commands retried after a broken connection.")

JOBS = Counter(f"{PREFIX}_jobs_total", "Worker jobs run, by job and outcome.", ["job", "outcome"])
JOB_SECONDS = Histogram(f"{PREFIX}_job_duration_seconds", "Wall time of one worker job, seconds.", ["job"],
                        buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60))
RECOVERIES = Counter(f"{PREFIX}_watchdog_recoveries_total", "Watchdog interventions, by action.", ["action"])

for _kind in ("sse", "long_poll"):
    WATCHERS.labels(_kind)
for _error in ("ConnectionError", "TimeoutError"):
    REDIS_ERRORS.labels(_error)


class Children:
    """The children of one labelled metric, cached by label values: ``count = Children(ACTIONS);
    count("end_step").inc()``. A lookup is one dict get (``.labels()`` costs about 2 µs);
    the label values of its callers are bounded (action types, problem codes)."""

    __slots__ = ("metric", "cache")

    def __init__(self, metric) -> None:
        self.metric = metric
        self.cache: dict[tuple, object] = {}

    def __call__(self, *values):
        child = self.cache.get(values)
        if child is None:
            child = self.cache[values] = self.metric.labels(*values)
        return child


action_accepted = Children(ACTIONS)
"""``action_accepted(type).inc()``: one committed action of that ``type``."""
problem_answered = Children(PROBLEMS)
"""``problem_answered(status, code).inc()``: one problem+json answer (``status`` an int)."""


def process_starting() -> None:
    """In multiprocess mode, drop the live gauges of processes that are gone (an API
    process killed and restarted by uvicorn's supervisor never ran :func:`process_exiting`).
    A no-op otherwise."""
    d = multiprocess_env()
    if not d:
        return
    import re
    from pathlib import Path

    from prometheus_client import multiprocess

    for f in Path(d).glob("gauge_live*_*.db"):
        m = re.search(r"_(\d+)\.db$", f.name)
        if m and not _alive(int(m.group(1))):
            multiprocess.mark_process_dead(int(m.group(1)), d)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def process_exiting() -> None:
    """In multiprocess mode, drop this process's live gauges (``watchers``, requests in
    progress) from the sums; its counters stay counted. A no-op otherwise."""
    if multiprocess_env():
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(os.getpid())


@contextmanager
def timed_job(job: str) -> Iterator[dict]:
    """Count and time one worker job: ``with timed_job("ottoman_phase") as out: out["outcome"] = ...``;
    an exception counts as outcome ``error`` and propagates."""
    out = {"outcome": "error"}
    t0 = time.perf_counter()
    try:
        yield out
    finally:
        JOB_SECONDS.labels(job).observe(time.perf_counter() - t0)
        JOBS.labels(job, out["outcome"]).inc()


class QueueCollector:
    """Reads RQ's registries of one queue at scrape time (a few O(1) Redis calls): jobs
    queued, scheduled, started and failed, and the age of the oldest queued job (the
    autoscaling signal of deploy/k8s). A Redis that does not answer yields no sample."""

    def __init__(self, connection, queue_name: str) -> None:
        self.connection = connection
        self.queue_name = queue_name

    def describe(self):
        return []

    def collect(self):
        from rq import Queue

        depth = GaugeMetricFamily(f"{PREFIX}_queue_depth", "RQ jobs of the queue, by registry.",
                                  labels=["queue", "state"])
        oldest = GaugeMetricFamily(f"{PREFIX}_queue_oldest_job_age_seconds",
                                   "Age of the oldest job waiting in the queue, seconds (0 when empty).",
                                   labels=["queue"])
        try:
            q = Queue(self.queue_name, connection=self.connection)
            counts = {"queued": q.count, "scheduled": q.scheduled_job_registry.count,
                      "started": q.started_job_registry.count, "failed": q.failed_job_registry.count}
            age = 0.0
            first = q.get_job_ids(0, 1)
            if first:
                job = q.fetch_job(first[0])
                at = job.enqueued_at if job is not None else None
                if at is not None:   # RQ stores naive UTC times
                    at = at if at.tzinfo else at.replace(tzinfo=timezone.utc)
                    age = max(0.0, time.time() - at.timestamp())
        except Exception:  # noqa: BLE001 — a scrape reports what it can
            return
        for state, n in counts.items():
            depth.add_metric([self.queue_name, state], n)
        oldest.add_metric([self.queue_name], age)
        yield depth
        yield oldest


def serve_api_metrics(port: int, addr: str = "127.0.0.1"):
    """Expose the API's series on ``addr:port/metrics`` (prometheus-client's own HTTP
    server thread), apart from the port the clients use: this process's registry, or in
    multiprocess mode the sum over every process of the ``serve`` (the first process to
    bind the port serves it; the others find it taken). Returns the server to shut down,
    or None when another process of the same ``serve`` serves the port."""
    from prometheus_client import CollectorRegistry, multiprocess, start_http_server

    registry = REGISTRY
    if multiprocess_env():
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    try:
        server, _thread = start_http_server(port, addr=addr, registry=registry)
    except OSError as exc:
        if exc.errno != errno.EADDRINUSE or not multiprocess_env():
            raise
        return None
    return server


def serve_worker_metrics(connection, queue_name: str, port: int, addr: str = "0.0.0.0"):
    """Expose this worker process's registry (and the queue's depth) on ``port``
    (prometheus-client's own HTTP server thread); returns the server (its ``socket`` is
    the listening one)."""
    from prometheus_client import CollectorRegistry, multiprocess, start_http_server

    registry = REGISTRY
    if multiprocess_env():
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    registry.register(QueueCollector(connection, queue_name))
    for action in ("requeued", "timeout", "failed"):
        RECOVERIES.labels(action)
    for job in ("ottoman_phase", "decision_timeout"):
        JOB_SECONDS.labels(job)
    server, _thread = start_http_server(port, addr=addr, registry=registry)
    return server
