"""Which RQ workers are alive right now: RQ's worker registry plus a liveness key with a TTL.

RQ's registry (the set ``rq:workers:<queue>``) lists every worker that registered its
birth and not yet its death. A SIGKILLed worker registers no death: it stays listed until
its hash expires (``worker_ttl`` + 60 s after its last heartbeat) *and* some live worker's
maintenance prunes the set, so counting the set counted dead workers for minutes. So every
battle1821 worker also holds a liveness key on the queue Redis, :func:`alive_key` of its
name, with a TTL of ``live_s`` (``BATTLE1821_WORKER_LIVE_S``, default 2 s) measured by
Redis (no clock of any host involved), renewed every ``live_s / 3`` by a thread of its own
(:class:`Liveness`). A worker is *live* when it is in the registry and its key exists:

- SIGKILL (or a frozen host): the key runs out at most ``live_s`` after the last renewal;
  ``/ready`` stops counting the worker and a watchdog takes over its Ottoman phase
  (:mod:`server.worker.watchdog`) without waiting for the phase to go silent.
- Clean stop (SIGTERM, burst end): :meth:`Liveness.stop` deletes the key and stops the
  thread *before* RQ registers the death, under the lock the thread renews under, so the
  stopping worker is never counted again nor registered again (the re-registration of
  :meth:`Liveness.ensure_registered` used to bring it back as a ghost).

The same thread re-registers the worker when the queue Redis forgot it (restarted empty:
RQ registers a worker only at birth, so ``/ready`` would stay 503 for good), on its own
client: the worker's may be a connection held by the loop's wait for a job, and the birth
then waited for that wait to end (up to :data:`STOP_POLL_S`), beats stopped meanwhile.

A queue Redis that refuses writes (``OOM`` on a full disk's guard, ``READONLY``) does not end
the worker either: its birth is tried again until accepted, a refused heartbeat, maintenance
or job end is logged and the loop goes on, and the liveness key is renewed once writes are
accepted again (meanwhile ``/ready`` does not count the worker).

A queue Redis that goes away does not end the worker: RQ's work loop quits on any Redis
error outside its wait for a job (recording a job's end, a heartbeat, maintenance), so
those steps of :func:`live_worker_class` wait for Redis to answer again instead (the job
whose end could not be recorded is RQ's abandoned job; an Ottoman phase or an archive it
was running is run again by the watchdog: every job is idempotent).

Functions: :func:`live_workers` ``(conn, queue_name) -> list[str]`` (names),
:func:`is_alive` ``(conn, name) -> bool`` (the reads, with the keys, are the store's:
:mod:`server.store.workers`, which the service's ``/ready`` reads too);
:func:`live_worker_class` ``(cls)`` makes an RQ worker class that runs a :class:`Liveness`;
:func:`own_connection` ``(worker, url)`` the client a simple worker's loop holds one
connection of (the liveness thread has its own: :attr:`Liveness.conn`).
"""

from __future__ import annotations

import logging
import os
import signal
import threading
import time

import redis
from rq import Worker
from rq.exceptions import StopRequested
from rq.worker_registration import REDIS_WORKER_KEYS

from server import faults
from server.store.clients import queue_connection
from server.store.workers import (  # noqa: F401
    ALIVE_KEY,
    WORKER_KEY_PREFIX,
    alive_key,
    is_alive,
    live_workers,
)

log = logging.getLogger("battle1821.worker")

REDIS_AWAY = (redis.ConnectionError, redis.TimeoutError)
REDIS_REFUSING = (redis.OutOfMemoryError, redis.ReadOnlyError)
"""A queue Redis that answers but refuses writes: ``maxmemory`` reached (the disk guard of
:class:`server.stack.DiskGuard` sets it on a full disk) or a read-only replica."""
HEARTBEAT_EVERY_S = 1.0
"""RQ's worker heartbeat outside a pipeline is sent at most once in this many seconds
(when the last beat gave the worker's hash at least the TTL asked for): RQ beats before
and after each job and its loop before each wait, so a busy worker beat ~3 times a job
(six round trips); its hash's TTL is ``worker_ttl`` + 60 s, so a beat a second keeps it."""
SUSPENSION_EVERY_S = 1.0
"""RQ checks ``rq suspend``'s flag before each job (with a heartbeat, one MULTI/EXEC round
trip); a worker asks at most once in this many seconds after a check that found it not
suspended, so a suspension stops a busy worker within this time after its job in hand (an
idle one notices it after its wait for a job, within :data:`STOP_POLL_S`)."""
REDIS_WAIT_S = (0.1, 2.0)
"""First and longest pause between two PINGs while the queue Redis is away (and between two
tries of the worker's birth while it refuses writes)."""
STOP_POLL_S = 5
"""The longest wait for a job in one ``BLPOP`` (RQ's ``dequeue_timeout``; RQ's own is
``worker_ttl - 15``, 45 s here), hence the longest an idle worker runs on after a SIGTERM
whose exception a finalizer swallowed (:func:`live_worker_class`): well within the 15 s
``server.stack`` and the service managers give a worker before SIGKILL. An idle worker
pays for it one ``BLPOP`` and one heartbeat round trip per ``STOP_POLL_S``."""

STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)
"""The signals that stop a worker (RQ's warm shutdown)."""

_birth_conn = threading.local()
"""Per thread: ``conn``, the client a worker's ``connection`` gives this thread while its
:class:`Liveness` registers the birth again (:meth:`Liveness.ensure_registered`)."""

_window = threading.local()
"""Per thread: ``open`` while a worker's ``work()`` runs in this thread and RQ's handlers are
not installed yet (:func:`live_worker_class`); ``held``: the signal mask the fork hooks saved."""


def _before_fork() -> None:
    if getattr(_window, "open", False):     # RQ's scheduler, forked in the window: no signal of ours crosses
        _window.held = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)


def _after_fork_in_parent() -> None:
    held = _window.__dict__.pop("held", None)
    if held is not None:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _after_fork_in_child() -> None:
    held = _window.__dict__.pop("held", None)
    if held is None:
        return
    _window.open = False                    # the child is no worker in its window
    for s in STOP_SIGNALS:                  # not the parent's recorder: the system's default
        signal.signal(s, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_SETMASK, held)    # a stop sent meanwhile is delivered now


os.register_at_fork(before=_before_fork, after_in_parent=_after_fork_in_parent,
                    after_in_child=_after_fork_in_child)


def reclaim_name(conn, name: str, live_s: float, worker_class=None) -> bool:
    """Free the RQ registration of a dead worker named ``name`` so that a new worker may
    take the name at once (``battle1821 worker --name X`` after a SIGKILL: RQ refuses a
    name whose hash has no ``death`` until the hash expires, ``worker_ttl`` + 60 s).

    Dead means: RQ's hash exists without ``death`` and the liveness key is absent at two
    reads ``live_s`` apart (a live worker renews it every ``live_s / 3``, so one Redis
    hiccup cannot make a live holder look dead); a key still there is waited for up to
    ``2 * live_s`` (a holder SIGKILLed a moment ago keeps it up to ``live_s``). The death is registered through RQ
    (``Worker.find_by_key(...).register_death()``); the dead worker's jobs are the
    watchdog's, as after any SIGKILL. Returns True when a registration was freed; False
    when the name is free or a live worker holds it (RQ then refuses the new one)."""
    cls = worker_class or Worker
    key = cls.redis_worker_namespace_prefix + name
    if not conn.exists(key) or conn.hexists(key, "death"):
        return False
    deadline = time.monotonic() + 2 * live_s     # a holder killed just now: its key runs out within live_s
    while is_alive(conn, name):
        if time.monotonic() > deadline:
            return False                           # a live holder: RQ refuses the name
        time.sleep(live_s / 4)
    time.sleep(live_s)
    if not conn.exists(key) or conn.hexists(key, "death") or is_alive(conn, name):
        return False
    dead = cls.find_by_key(key, connection=conn)
    if dead is None:
        return False
    dead.register_death()
    log.warning("worker name %s: its last holder is gone (no liveness for %.1f s); its RQ "
                "registration is closed and the name taken", name, live_s)
    return True


def own_connection(worker, url: str) -> redis.Redis:
    """A client for ``worker`` (a simple RQ worker) that holds one connection for all its
    plain commands (redis-py's ``single_connection_client``, on a pool of its own; its
    pipelines take others from that pool): RQ's loop in the worker's main thread sends ~7
    plain commands a job, and the pool's get/release around each (its lock, a readiness
    ``select`` on the socket, the pool's bookkeeping) is skipped. The caller sets it as the
    worker's ``connection`` (a public attribute RQ reads at each step) once RQ built the
    worker. Its socket timeout is the worker's ``connection_timeout``, longer than its wait
    for a job (what RQ gives the connections its pool makes once the worker is built; one
    made before keeps redis-py's 5 s, no longer than that wait). The client
    serializes its commands under a lock and that wait (a ``BLPOP`` of up to
    :data:`STOP_POLL_S`) holds it, so other threads (the liveness beats, metrics) use pool
    clients (:class:`Liveness` makes its own). Not for a forking worker: its work horse
    would share the held socket."""
    return queue_connection(url, single=True, socket_timeout=worker.connection_timeout)


class Liveness:
    """The liveness thread of one RQ worker (module docstring). ``live_s``: the key's TTL;
    it is renewed every ``live_s / 3``."""

    def __init__(self, worker, live_s: float) -> None:
        self.worker = worker
        self.live_s = live_s
        self.period_s = live_s / 3.0
        self.conn = redis.Redis(connection_pool=worker.connection.connection_pool)
        """The thread's own client of the worker's pool: the worker's may be a single
        connection held by its wait for a job (:func:`own_connection`)."""
        self._lock = threading.RLock()      # ensure_registered -> register_birth -> start, in the thread
        self._stopping = False
        self._wake = threading.Event()
        self._thread = threading.Thread(target=self._run, name="battle1821-liveness", daemon=True)

    @property
    def key(self) -> str:
        return alive_key(self.worker.name)

    def beat(self) -> None:
        self.conn.set(self.key, b"1", px=int(self.live_s * 1000))

    def start(self) -> None:
        """First beat now (the worker is live from its birth on), then the thread."""
        with self._lock:
            if self._stopping:
                return
            try:
                self.beat()
            except REDIS_REFUSING:      # the thread beats again every period_s
                log.warning("worker %s: the queue Redis refuses the liveness key's write", self.worker.name)
        if not self._thread.is_alive():
            self._thread.start()

    def stop(self) -> None:
        """Never beat nor re-register again; the key goes at once (the worker stops
        being counted now, not ``live_s`` later). Idempotent."""
        with self._lock:
            self._stopping = True
            self._wake.set()
            try:
                self.conn.delete(self.key)
            except Exception:  # noqa: BLE001 — the queue Redis may be down: the TTL ends it
                log.debug("could not delete the liveness key %s", self.key, exc_info=True)

    def _run(self) -> None:
        while not self._wake.wait(self.period_s):
            with self._lock:
                if self._stopping:
                    return
                try:
                    self.beat()
                    self.ensure_registered()
                except Exception:  # noqa: BLE001 — the queue Redis may be down right now
                    log.debug("liveness beat failed", exc_info=True)

    def ensure_registered(self) -> bool:
        """Register the worker again when the queue Redis forgot it (restarted empty, or
        the key expired). Called under the lock, never after :meth:`stop`. Returns True
        when it re-registered."""
        w = self.worker
        if getattr(w, "birth_date", None) is None:
            return False          # not registered by work() yet: its own birth comes first
        conn = self.conn
        # Registered = listed in RQ's worker set with a birth record. The key alone proves
        # nothing: RQ's heartbeat HSETs last_heartbeat into it, re-creating a bare hash
        # after the Redis was emptied (and register_birth refuses while that bare key lives).
        if conn.sismember(REDIS_WORKER_KEYS, w.key) and conn.hexists(w.key, "birth"):
            return False
        conn.delete(w.key)      # our own key, half-made or orphaned: register_birth rebuilds it
        _birth_conn.conn = conn     # RQ's register_birth on this thread's client, not the loop's held one
        try:
            w.register_birth()
        finally:
            _birth_conn.conn = None
        log.warning("RQ worker %s was not registered on the queue Redis (restarted empty?): "
                    "registered again", w.name)
        return True




class WorkerFailed(RuntimeError):
    """RQ's loop of the worker ended on an error, not on a request (see ``ended_as_asked``)."""


class _redis_may_be_away:
    """Around one step of the worker's loop: a :data:`REDIS_AWAY` error is logged and,
    with ``wait``, the worker waits until the queue Redis answers PING again (or it is
    asked to stop), then goes on with its loop; nothing is raised."""

    def __init__(self, worker, what: str, wait: bool = True) -> None:
        self.worker, self.what, self.wait = worker, what, wait

    def __enter__(self):
        return self

    def __exit__(self, kind, exc, tb) -> bool:
        if kind is not None and issubclass(kind, REDIS_REFUSING):
            # it answers: nothing to wait for; this step is lost (a heartbeat, a job's end:
            # the abandoned job is the watchdog's) and the loop goes on
            log.warning("worker %s: the queue Redis refuses writes (%s: %r); going on", self.worker.name,
                        self.what, exc)
            return True
        if kind is None or not issubclass(kind, REDIS_AWAY):
            return False
        log.warning("worker %s: the queue Redis is away (%s: %r); waiting for it", self.worker.name, self.what, exc)
        pause = REDIS_WAIT_S[0]
        while self.wait and not self.worker.stop_asked:
            try:
                self.worker.connection.ping()
            except REDIS_AWAY:
                time.sleep(pause)
                pause = min(pause * 2, REDIS_WAIT_S[1])
                continue
            log.warning("worker %s: the queue Redis answers again", self.worker.name)
            break
        return True


def live_worker_class(cls):
    """``cls`` (an RQ worker class) with a :class:`Liveness`: it starts at the worker's
    birth and stops before its death is registered. The instance needs ``live_s``.

    Stop contract (SIGTERM or SIGINT, RQ's warm shutdown): the worker stops and registers
    its death within :data:`STOP_POLL_S` seconds when idle, and after the job it holds when
    busy (RQ's job timeout bounds that job; it is never dropped), even when the signal lands
    in a finalizer. RQ's handler (``request_stop``) raises ``StopRequested`` when the worker
    holds no running job; a handler runs wherever the main thread is, and inside a
    ``__del__`` (a redis ``ConnectionPool``'s, any object's) or a weakref callback Python
    prints that exception and drops it: RQ then waited for jobs until SIGKILLed, and stayed
    registered until its TTL. So ``request_stop`` records the
    request (:attr:`stop_asked`) before RQ's handler runs, and
    ``should_run_maintenance_tasks``, which RQ reads at each turn of its loop and of its
    wait for a job (no job in hand at either point), raises ``StopRequested`` once it is
    recorded; RQ's loop takes that as its own stop (teardown: the scheduler stopped, the
    death registered). A job taken in the turn of the dropped exception runs to its end
    first. The wait for a job is cut into ``BLPOP`` s of at most :data:`STOP_POLL_S`
    (``dequeue_timeout``; the socket timeout RQ derives from it, ``connection_timeout``,
    stays RQ's own).

    The window before RQ's handlers: ``work()`` registers the birth (``bootstrap``), forks
    RQ's scheduler, and only then installs RQ's handlers; a SIGTERM there found the default
    disposition and ended the worker registered (a SIGINT: ``KeyboardInterrupt`` out of
    ``work()``, registered too). So ``work()`` first installs a handler that only records
    the request (:attr:`stop_asked`; raising there would leave ``work()`` before its
    ``try``/``finally`` teardown), and the loop's first turn stops on it like on any
    recorded request. That window ends at the loop's first ``check_for_suspension`` (RQ's
    handlers are in by then). A child forked in the window (RQ's scheduler) must not keep
    the recorder (it would record the teardown's SIGTERM on its copy of the worker, and the
    scheduler it becomes would run on; the worker waits for it): the fork hooks of this
    module block the stop signals around a fork made in the window, and the child restores
    the default dispositions before it unblocks them (a SIGTERM sent to it meanwhile then
    ends it; RQ's scheduler installs its own handlers when it starts). After RQ's loop (the
    teardown done) the recorder is the handler again: RQ's would raise ``StopRequested``
    where nothing catches it, and a worker stopped then exited 1 with a traceback.

    How the loop ended (:attr:`ended_as_asked`): RQ's ``work()`` returns the same way after a
    stop, an empty burst queue and an error (a Redis timeout while it waits for a job, an
    unhandled exception); the worker records the first two where they happen (a stop
    request, ``dequeue_job_and_maintain_ttl`` finding no job, RQ's ``StopRequested`` of a
    suspension in burst mode), so any other end is an error.

    Public RQ names only: ``request_stop``, ``should_run_maintenance_tasks``,
    ``check_for_suspension``, ``dequeue_job_and_maintain_ttl``, ``register_birth``, ``work``,
    ``dequeue_timeout``, ``connection_timeout``, ``connection``, ``rq.exceptions.StopRequested``;
    that RQ calls them where said above (its handlers installed before the loop's first
    ``check_for_suspension``, after the birth) is what
    ``tests/worker/test_worker_stops_on_sigterm.py`` checks on the installed RQ; that
    ``register_birth`` sends its commands on ``connection`` (the :class:`Liveness` thread's
    client while it registers the birth again), ``tests/worker/test_watchdog_reregisters.py``."""

    class Live(cls):
        live_s: float = 2.0
        stop_asked: bool = False
        """True once a stop was requested (a signal RQ handles); never reset."""

        @property
        def connection(self):
            """RQ's ``connection`` (set by RQ's constructor, then by :func:`server.worker.run_worker`
            to :func:`own_connection`'s client); in the liveness thread while it registers the
            birth again, that thread's own client: RQ's ``register_birth`` sends its ``EXISTS``
            and ``HEXISTS`` on ``connection``, and a single connection held by the loop's wait
            for a job made them wait up to :data:`STOP_POLL_S` (no beat meanwhile: the
            liveness key lapsed)."""
            conn = getattr(_birth_conn, "conn", None)
            return conn if conn is not None else self.__dict__["_b1821_connection"]

        @connection.setter
        def connection(self, value):
            self.__dict__["_b1821_connection"] = value

        def request_stop(self, signum, frame):
            self.stop_asked = True      # first: RQ's handler may raise where Python drops it
            super().request_stop(signum, frame)

        def record_stop(self, signum, frame):
            """The handler of :data:`STOP_SIGNALS` until RQ installs its own: records only."""
            self.stop_asked = True
            self.log.info("Worker %s: got signal %s before RQ's handlers: stop recorded", self.name,
                          signal.Signals(signum).name)

        def work(self, *args, **kwargs):
            previous = {s: signal.signal(s, self.record_stop) for s in STOP_SIGNALS}   # main thread, as RQ's
            _window.open = True
            try:
                return super().work(*args, **kwargs)
            finally:
                if getattr(_window, "open", False):     # RQ left before its loop: its handlers are not in
                    _window.open = False
                    for s, h in previous.items():
                        signal.signal(s, h)
                else:       # after the teardown RQ's handler would raise where nothing catches it (exit 1)
                    for s in STOP_SIGNALS:
                        signal.signal(s, self.record_stop)

        def check_for_suspension(self, burst: bool):
            # RQ asks before every job (a MULTI/EXEC of its heartbeat and EXISTS of the
            # suspension flag): a busy worker asks at most once in SUSPENSION_EVERY_S, after
            # a check that found it not suspended
            _window.open = False        # the loop's first turn: RQ's handlers are in (the window is closed)
            if time.monotonic() - self.__dict__.get("_b1821_running", -1e9) < SUSPENSION_EVERY_S:
                return None
            try:
                with _redis_may_be_away(self, "suspension check"):
                    super().check_for_suspension(burst)
                    self.__dict__["_b1821_running"] = time.monotonic()
            except StopRequested:       # suspended in burst mode: RQ's own stop
                self.__dict__["_b1821_ended"] = "suspended"
                raise

        def dequeue_job_and_maintain_ttl(self, timeout, max_idle_time=None):
            result = super().dequeue_job_and_maintain_ttl(timeout, max_idle_time)
            if result is None:          # no job: a burst's queue is empty (or the idle time is up)
                self.__dict__["_b1821_ended"] = "drained"
            return result

        @property
        def ended_as_asked(self) -> bool:
            """After ``work()``: True when RQ's loop ended for a reason it was given (a stop
            request, a burst's empty queue, a suspension in burst mode). False when it ended
            on an error: RQ logs ``Redis connection timeout, quitting...`` (a Redis that
            stopped answering during its wait for a job) or ``found an unhandled exception,
            quitting...`` and returns from ``work()`` as from a stop, raising nothing;
            :func:`server.worker.run_worker` raises :class:`WorkerFailed` then, so that the
            command exits non-zero and a supervisor restarts it."""
            return self.stop_asked or self.__dict__.get("_b1821_ended") is not None

        @property
        def should_run_maintenance_tasks(self):
            if self.stop_asked:
                self.log.info("Worker %s: stopping on request", self.name)
                raise StopRequested()
            return super().should_run_maintenance_tasks

        @property
        def dequeue_timeout(self) -> int:
            return min(STOP_POLL_S, super().dequeue_timeout)

        @property
        def connection_timeout(self) -> int:
            return super().dequeue_timeout + 10     # RQ's: its own wait (45 s) + 10, not ours

        @property
        def liveness(self) -> Liveness:
            lv = self.__dict__.get("_b1821_liveness")
            if lv is None:
                lv = self.__dict__["_b1821_liveness"] = Liveness(self, self.live_s)
            return lv

        def register_birth(self):
            # RQ writes the birth in one MULTI/EXEC: a refused write applies none of it, so
            # it is tried again until the queue Redis accepts writes (or the worker stops)
            pause = REDIS_WAIT_S[0]
            while True:
                try:
                    super().register_birth()
                    break
                except REDIS_REFUSING as exc:
                    if self.stop_asked:
                        raise
                    log.warning("worker %s: the queue Redis refuses writes (%r); registering its birth "
                                "again in %.1f s", self.name, exc, pause)
                    time.sleep(pause)
                    pause = min(pause * 2, REDIS_WAIT_S[1])
            self.liveness.start()
            if getattr(_window, "open", False):
                faults.fire("worker.born")      # work()'s birth, RQ's handlers not in yet

        def register_death(self):
            self.liveness.stop()
            with _redis_may_be_away(self, "registering its death", wait=False):
                super().register_death()

        def execute_job(self, job, queue):
            with _redis_may_be_away(self, f"running job {job.id}"):
                return super().execute_job(job, queue)

        def heartbeat(self, timeout=None, pipeline=None):
            # RQ beats (HSET last_heartbeat, EXPIRE of the worker's hash) three times a job
            # outside any pipeline, two round trips each: one pipeline instead, and none
            # within HEARTBEAT_EVERY_S of the last beat that gave the hash at least this TTL
            ttl = timeout or self.worker_ttl + 60
            if pipeline is not None:      # queued on the caller's pipeline: its EXEC answers
                self.__dict__["_b1821_beat"] = (time.monotonic(), ttl)
                return super().heartbeat(timeout, pipeline=pipeline)
            last, last_ttl = self.__dict__.get("_b1821_beat", (-1e9, 0))
            t = time.monotonic()
            if t - last < HEARTBEAT_EVERY_S and last_ttl >= ttl:
                return None
            with _redis_may_be_away(self, "heartbeat"):
                with self.connection.pipeline(transaction=False) as p:
                    super().heartbeat(timeout, pipeline=p)
                    p.execute()
                self.__dict__["_b1821_beat"] = (t, ttl)

        def set_state(self, state, pipeline=None):
            if pipeline is not None:      # queued on the caller's pipeline: its EXEC answers
                self.__dict__["_b1821_state"] = None
                return super().set_state(state, pipeline=pipeline)
            if self.__dict__.get("_b1821_state") == state:
                return None               # written already (RQ sets IDLE after a job and again before the next)
            with _redis_may_be_away(self, f"state {state}", wait=False):
                super().set_state(state)
                self.__dict__["_b1821_state"] = state

        def run_maintenance_tasks(self):
            with _redis_may_be_away(self, "maintenance"):
                return super().run_maintenance_tasks()

    Live.__name__ = Live.__qualname__ = f"Live{cls.__name__}"
    return Live
