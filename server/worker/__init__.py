"""RQ entry points: the Ottoman phase (R20-R24), decision timeouts (R19), server bots'
turns and clocks (:mod:`server.worker.seats`) and the watchdog.

- :func:`run_worker` runs one RQ worker on the Ottoman phase queue, with RQ's scheduler
  (``enqueue_in`` for decision timeouts, retries) and a watchdog thread (see
  :mod:`server.worker.watchdog`) that re-enqueues phases left ``queued``/``running``
  without a live job for more than :data:`WATCHDOG_STALE_S` seconds.
- Jobs live in :mod:`server.worker.jobs`, :mod:`server.worker.seats` and
  :mod:`server.worker.webhooks`: thin adapters that run the async use cases of
  :mod:`server.service` (automation, botplay, deliveries) on a loop per worker thread,
  over the one async store (:mod:`server.worker.runtime`).
- Every worker keeps a liveness key with a TTL (``BATTLE1821_WORKER_LIVE_S``) beside
  RQ's registry: ``/ready`` counts only live workers, and the watchdog takes over the
  phase of a job whose worker is no longer live at once (:mod:`server.worker.liveness`).

Which worker class: ``SimpleWorker`` (jobs run in the worker process) by default. Measured
here (2 shared cores, local Redis, one worker, ``bench/ottoman_phase.py``-style jobs): the
forking ``Worker`` pays a ``fork()`` + child set-up per job, which dominated the
Ottoman phase itself; figures in the commit that chose it. ``BATTLE1821_WORKER_CLASS=fork``
selects the forking worker (a job that crashes the interpreter then kills only the work
horse).
"""

from __future__ import annotations

import gc
import logging
import os
import socket
import uuid
from pathlib import Path

from rq import SimpleWorker, Worker

from server import faults, tracing
from server.config import Settings, env_flag
from server.metrics import serve_worker_metrics
from server.service.enqueue import JOB_TIMEOUT_S  # noqa: F401  (the longest job, 60 s)
from server.service.webhooks import delivery_queue
from server.store.clients import queue_connection

from . import children
from .liveness import WorkerFailed, live_worker_class, own_connection, reclaim_name  # noqa: F401  (WorkerFailed: re-exported)
from .watchdog import BOT_STALE_S, WATCHDOG_INTERVAL_S, WATCHDOG_STALE_S, Watchdog  # noqa: F401  (re-exported)

QUEUE_NAME = "battle1821"
"""Default RQ queue name (``Settings.queue_name``, env ``BATTLE1821_QUEUE``); RQ keeps its
pending jobs in the Redis list ``rq:queue:<name>`` (the KEDA trigger in deploy/k8s)."""
WORKER_TTL_S = 60
"""RQ worker registration TTL; an idle worker heartbeats every ``WORKER_TTL_S - 15`` s."""

log = logging.getLogger("battle1821.worker")

NICE_MAX = 19
"""The largest niceness Linux gives (the lowest CPU priority)."""


def lower_priority(nice: int) -> int:
    """Raise this process's niceness to ``nice`` (clamped to 0..:data:`NICE_MAX`; a process
    already nicer is left as it is: lowering it needs privileges) with ``os.nice``, and, when
    this process leads its own session, its session's autogroup's niceness too
    (:func:`lower_autogroup`); returns the niceness now. ``0``: nothing changes.

    Why (``BATTLE1821_WORKER_NICE``): the API answers players, and each answer waits on its
    CPU; a worker's Ottoman phases, bots' turns and deliveries come in bursts (~8 ms of CPU
    per phase, ~250-430 µs per action of the mix in ``bench/RESULTS.md``). On cores they
    share, a nicer worker lets the API's requests go first, and still gets every cycle the
    API leaves idle; its phases end later under load (at 10: bench.tail's open-loop p99 at 50 %
    of saturation 15.1 -> 12.6 ms at load ~20, bench.bgio's on a quiet machine no gain
    (8.6-22.9 ms at 0, 11.2-19.9 at 10), a phase's median wall time 7-9 -> 17-23 ms; bench/RESULTS.md, session 16:
    hence the default 0). Linux
    keeps a niceness per thread and a new thread inherits its creator's, so this runs before
    the worker starts any thread (metrics, watchdog, liveness, RQ's scheduler process)."""
    target = max(0, min(NICE_MAX, int(nice)))
    current = os.nice(0)
    if target > current:
        try:
            current = os.nice(target - current)
        except OSError as exc:      # a sandbox that forbids it: the worker runs all the same
            log.warning("worker niceness stays %d (BATTLE1821_WORKER_NICE=%d refused: %s)", current, target, exc)
    lower_autogroup(target)
    return current


AUTOGROUP = Path("/proc/self/autogroup")
"""Linux's autogroup of this process's session (``/autogroup-<n> nice <k>``; absent without
``CONFIG_SCHED_AUTOGROUP``)."""


def lower_autogroup(nice: int) -> int | None:
    """Raise the niceness of this process's autogroup to ``nice`` when this process leads
    its own session (``os.getsid(0) == os.getpid()``: the group holds this process and its
    children only, never the API); returns the group's niceness now, or None when that does
    not apply (not a session leader, no autogroup, the kernel's autogroup scheduling off).

    Why: with autogroup scheduling on (``/proc/sys/kernel/sched_autogroup_enabled``, most
    distributions' default) the kernel shares the CPU between sessions first, and a thread's
    niceness only orders it within its session. A worker started in its own session
    (``server.stack``, a service manager) competes with the API as one group of weight
    nice 0 whatever ``os.nice`` says: two busy loops on one core in two sessions, one at
    nice 10, got 79 and 79 ticks (in one session 307 and 29). Raising a group's niceness
    needs no privilege; it is never lowered here."""
    try:
        if os.getsid(0) != os.getpid() or Path("/proc/sys/kernel/sched_autogroup_enabled").read_text().strip() != "1":
            return None
        now = int(AUTOGROUP.read_text().split()[-1])
        if nice > now:
            AUTOGROUP.write_text(str(nice))
            now = int(AUTOGROUP.read_text().split()[-1])
        return now
    except (OSError, ValueError) as exc:
        log.warning("the worker's autogroup niceness was not raised to %d: %s", nice, exc)
        return None


def freeze_heap() -> bool:
    """Move everything alive now (the imported modules, RQ, the clients, the settings) out of
    the cyclic GC's generations (``gc.freeze()``, after a young-generation pass for the
    start's garbage), so that a full collection walks only what jobs made since; returns
    True when it froze, False when the permanent generation already held objects (an
    in-process app of a test froze it: the first freezer owns it, :func:`thaw_heap`).

    Why: the worker runs the default GC thresholds, and a full (generation 2) pass walked
    its ~50,000 start objects: 22-37 ms of CPU in one piece every ~20-60 s under
    bench.tail's open loop, one of the 2 cores taken from the API, Redis and the load
    client for that long. Frozen, such a pass walks the kinds' tables and what jobs
    keep (bench/RESULTS.md, Session 25). Nothing frozen is ever freed, so this runs once,
    before the first job: a job's garbage is never frozen."""
    if gc.get_freeze_count():
        return False
    gc.collect(1)
    gc.freeze()
    return True


def thaw_heap(froze: bool) -> None:
    """Undo :func:`freeze_heap` when it froze (a worker run in a test's process ends and
    the process goes on)."""
    if froze:
        gc.unfreeze()


def built_worker(cls, queues: list[str], url: str, name: str | None = None):
    """``(worker, pool)``: an RQ worker of ``cls`` on ``queues``, built on a new queue pool
    of ``url``, and that pool, handed out only once the worker is built. RQ's constructor
    raises the pool's socket timeout to the worker's ``connection_timeout`` (longer than its
    wait for a job), and only connections made after that have it; one made before (by the
    metrics server or ``reclaim_name``) kept redis-py's 5 s, and the forking worker's
    ``BLPOP`` of 5 s on it timed out: RQ's loop quit ("Redis connection timeout"). Nothing
    can use the pool before the worker exists, whatever order the caller's lines take."""
    conn = queue_connection(url)
    worker = cls(
        queues, connection=conn,
        name=name or f"{socket.gethostname()}.{os.getpid()}.{uuid.uuid4().hex[:6]}",
        worker_ttl=WORKER_TTL_S,
        maintenance_interval=30,
    )
    return worker, conn


def run_worker(settings=None, *, burst: bool = False, name: str | None = None,
               queue_name: str | None = None, worker_class: str | None = None,
               with_scheduler: bool = True, watchdog: bool = True,
               logging_level: str | None = None, webhooks: bool | None = None) -> bool:
    """Run one RQ worker until stopped or, with ``burst``, until the queue is empty.
    SIGTERM or SIGINT (RQ's warm shutdown): an idle worker stops within
    :data:`~server.worker.liveness.STOP_POLL_S` (5 s), a busy one once its job ended (the
    job is never dropped), its death registered, exit code 0; also when the signal lands in
    a finalizer, where Python drops the exception RQ's handler raises
    (:func:`~server.worker.liveness.live_worker_class`: the stop contract).
    ``settings``: :class:`server.config.Settings` (default: from the environment).
    ``worker_class``: ``simple`` (default) or ``fork``. ``webhooks``: also deliver webhook
    notifications (their queue ``<queue>-webhooks``, served after the game's queue; default
    ``BATTLE1821_WORKER_WEBHOOKS``, on). Deploy a worker with ``BATTLE1821_WORKER_WEBHOOKS=0``
    for the game and one with ``--queue <queue>-webhooks`` for deliveries so that a slow
    endpoint never holds a game worker. Returns RQ's ``work()`` result (True when it did any job);
    raises :class:`~server.worker.liveness.WorkerFailed` when RQ's loop ended on an error
    (a Redis timeout, an unhandled exception), which RQ's ``work()`` returns from as from a
    stop: ``battle1821 worker`` then exits 1, so a supervisor restarts it. With
    ``settings.worker_metrics_port`` it serves its Prometheus series there
    (:mod:`server.metrics`); with an OTLP endpoint configured its jobs are traced
    (:mod:`server.tracing`). It runs at niceness ``settings.worker_nice``
    (``BATTLE1821_WORKER_NICE``, :func:`lower_priority`); what is alive when it starts
    its work is frozen out of the cyclic GC's passes (:func:`freeze_heap`)."""
    settings = settings or Settings.from_env()
    if not burst:           # what it forks (RQ's scheduler) dies with it, without its metrics socket
        children.install()
    faults.install(settings.faults)     # tests only (worker.born); a job's thread installs them too
    if settings.worker_nice:
        lower_priority(settings.worker_nice)     # first: every thread started below inherits it
    qname = queue_name or settings.queue_name
    fork = (worker_class or settings.worker_class.lower()) == "fork"
    cls = live_worker_class(Worker if fork else SimpleWorker)
    cls.live_s = settings.worker_live_s
    tracing.setup("battle1821-worker")
    queues = [qname]
    if webhooks is None:
        webhooks = settings.worker_webhooks
    if webhooks and delivery_queue(qname) != qname and not qname.endswith("-webhooks"):
        queues.append(delivery_queue(qname))   # after the game's own queue: a phase never waits behind a delivery
    worker, conn = built_worker(cls, queues, settings.queue_redis_url, name)
    if settings.worker_metrics_port:
        metrics = serve_worker_metrics(conn, qname, settings.worker_metrics_port, addr=settings.host)
        children.forget_in_children(metrics.socket)
    if name:        # a name of the operator's: free it if its last holder died (SIGKILL)
        reclaim_name(conn, name, settings.worker_live_s, cls)
    if not fork:
        worker.connection = own_connection(worker, settings.queue_redis_url)

    dog = None
    if watchdog:
        dog = Watchdog(settings, queue_name=qname)
        dog.start()
    froze = freeze_heap()
    try:
        worked = worker.work(burst=burst, with_scheduler=with_scheduler,
                             logging_level=logging_level or settings.log_level)
        if not worker.ended_as_asked:
            raise WorkerFailed(f"RQ's loop of worker {worker.name} ended on an error, not on a stop (its log "
                               "names it: 'Redis connection timeout' or 'found an unhandled exception')")
        return worked
    finally:
        children.uninstall()
        thaw_heap(froze)
        if dog is not None:
            dog.stop()
