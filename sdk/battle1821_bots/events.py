"""Following a game's event log: Server-Sent Events with a long-poll fallback.

- :func:`stream_events` yields the events of ``GET /games/{id}/events/stream`` as the
  generated models (:data:`battle1821_client.unions.LogEvent`); :func:`sse_events` the
  same as dicts (``seq``, ``version``, ``type`` and the event's own fields). Keep-alive comments reach
  httpx-sse as events with empty data: they are skipped. A dropped stream is resumed
  with ``Last-Event-ID`` (no gap, no duplicate).
- :func:`poll_events` does the same over ``GET /games/{id}/events?after=&wait=``
  (the generated client's ``list_events``), for proxies that do not pass SSE.
- :class:`GameWatcher` runs one of them in a background task and lets a bot wait,
  without polling, until the game moved past a version it has seen.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, AsyncIterator, Literal

import httpx
from httpx_sse import aconnect_sse

from battle1821_client import AuthenticatedClient, Client
from battle1821_client.api.watch import list_events
from battle1821_client.models import EventPage, GameOut
from battle1821_client.unions import parse_log_event

if TYPE_CHECKING:   # an annotation here: the alias, read at run time, would import every event model
    from battle1821_client.unions import LogEvent

log: logging.Logger = logging.getLogger("battle1821_bots.events")

TERMINAL_EVENTS = ("game_ended", "game_cancelled")
"""After one of these nothing more happens in the game (the SSE stream closes)."""

Transport = Literal["sse", "poll"]
STREAM_READ_TIMEOUT_S = 60.0
"""Read timeout on the SSE stream: longer than the server's keep-alive interval."""


async def _backoff(failures: int) -> None:
    """Sleep before the next attempt after ``failures`` failures in a row (50 ms doubling, 2 s cap)."""
    await asyncio.sleep(min(2.0, 0.05 * 2 ** failures))


class EventsUnavailable(Exception):
    """The stream endpoint answered with an error status (``status``): fall back."""

    def __init__(self, status: int, detail: str = "") -> None:
        super().__init__(f"event stream answered {status}: {detail[:200]}")
        self.status = status


async def sse_events(client: Client | AuthenticatedClient, game_id: str, after: int = 0,
                     *, reconnect: bool = True) -> AsyncIterator[dict[str, Any]]:
    """Events with ``seq > after`` from the SSE stream until the game's end: the server
    sends ``game_ended`` / ``game_cancelled`` and what the same write added after it (the
    Ottoman phase's ``done``), then closes the stream; it answers 204 to a stream that
    starts after the end. Keep-alive comments are skipped; on a dropped connection the
    stream is reopened with ``Last-Event-ID`` set to the last ``seq`` seen."""
    http = client.get_async_httpx_client()
    last = after
    failures = 0
    ended = False
    while not ended:
        headers = {"Accept": "text/event-stream", "Last-Event-ID": str(last)}
        try:
            async with aconnect_sse(http, "GET", f"/games/{game_id}/events/stream", headers=headers,
                                    timeout=httpx.Timeout(10.0, read=STREAM_READ_TIMEOUT_S)) as source:
                if source.response.status_code == 204:
                    return
                if source.response.status_code != 200:
                    body = (await source.response.aread()).decode(errors="replace")
                    raise EventsUnavailable(source.response.status_code, body)
                failures = 0
                async for sse in source.aiter_sse():
                    if not sse.data:      # keep-alive comment (httpx-sse yields it empty)
                        continue
                    ev = json.loads(sse.data)
                    seq = int(sse.id) if sse.id else int(ev.get("seq", last + 1))
                    if seq <= last:
                        continue
                    last = seq
                    yield ev
                    ended = ended or ev.get("type") in TERMINAL_EVENTS   # the stream closes after the tail
        except (httpx.TransportError, httpx.StreamError) as exc:
            if not reconnect:
                raise
            failures += 1
            log.debug("sse reconnect after %r", exc)
            await _backoff(failures)


async def stream_events(client: Client | AuthenticatedClient, game_id: str, after: int = 0,
                        *, reconnect: bool = True) -> AsyncIterator[LogEvent]:
    """:func:`sse_events` as models: each event of the log as its generated model
    (``StepStartedEvent``, ``BattleEndedEvent``, ...; the union
    :data:`~battle1821_client.unions.LogEvent`), so ``match ev:`` or ``isinstance`` narrows
    it and ``ev.seq`` / ``ev.version`` type-check."""
    async for ev in sse_events(client, game_id, after, reconnect=reconnect):
        yield parse_log_event(ev)


async def poll_events(client: Client | AuthenticatedClient, game_id: str, after: int = 0,
                      *, wait: float = 10.0) -> AsyncIterator[dict[str, Any]]:
    """Events with ``seq > after`` by long-poll (``?after=&wait=``), forever: each
    request returns as soon as an event lands, or empty after ``wait`` seconds."""
    last = after
    failures = 0
    while True:
        try:
            r = await list_events.asyncio_detailed(game_id, client=client, after=last, wait=wait, limit=500)
        except httpx.TransportError:
            failures += 1
            await _backoff(failures)
            continue
        if not isinstance(r.parsed, EventPage):
            if r.status_code == 404 or r.status_code < 500 and r.status_code != 429:
                raise EventsUnavailable(int(r.status_code), r.content.decode(errors="replace"))
            failures += 1
            await _backoff(failures)
            continue
        failures = 0
        for e in r.parsed.events:
            ev = e.to_dict()
            if ev["seq"] > last:
                last = ev["seq"]
                yield ev
        last = max(last, r.parsed.last_seq)


class GameWatcher:
    """Follows one game's events in a background task (SSE, or long-poll when SSE is
    unavailable or ``transport="poll"``) and wakes waiters when the game moves on.

    ``latest_version``: the highest game version any event carried. A bot that saw
    version ``v`` calls ``await watcher.wait_past(v, timeout)``; it returns at once if
    an event of a later version already arrived. ``on_event`` (optional) is called with
    every event dict (progress display).

    What the bots sharing a watcher tell it, so that one move costs the others no read:
    :meth:`note` (whom the game waits on after an accepted action), :meth:`begin` /
    :meth:`end` around an action request (a response that will say so is on its way),
    and ``ottoman_busy`` (from the ``ottoman_phase`` events: the worker is playing the
    Ottoman phase, ``queued`` or ``running``, and no seat can act until it ends or asks
    one for a decision)."""

    def __init__(self, client: Client | AuthenticatedClient, game_id: str, *, after: int = 0,
                 transport: Transport = "sse",
                 on_event: Callable[[dict[str, Any]], None] | None = None) -> None:
        self.client: Client | AuthenticatedClient = client
        self.game_id: str = game_id
        self.after: int = after
        self.transport: Transport = transport
        self.on_event: Callable[[dict[str, Any]], None] | None = on_event
        self.latest_version: int = 0
        self.last_seq: int = after
        self.finished: bool = False
        self._cond = asyncio.Condition()
        self._task: asyncio.Task[None] | None = None
        self._view: GameOut | None = None
        self._view_lock = asyncio.Lock()
        self.hint: tuple[int, list[int]] | None = None
        self.ottoman_busy: bool = False
        self.changes: int = 0         # bumped on every change a waiter may care about
        self._inflight = 0
        self._idle = asyncio.Event()
        self._idle.set()

    def start(self) -> "GameWatcher":
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name=f"watch-{self.game_id}")
        return self

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            try:
                await self._task
            except (asyncio.CancelledError, Exception):
                pass
            self._task = None

    async def _run(self) -> None:
        while True:
            source = (sse_events(self.client, self.game_id, self.last_seq) if self.transport == "sse"
                      else poll_events(self.client, self.game_id, self.last_seq))
            try:
                async for ev in source:
                    await self._seen(ev)
                if self.transport == "sse":    # the server closed the stream: the game is over
                    if not self.finished:
                        self.finished = True
                        self.changes += 1
                        async with self._cond:
                            self._cond.notify_all()
                    return
            except EventsUnavailable as exc:
                if self.transport == "sse":
                    log.info("SSE unavailable (%s): falling back to long-poll", exc)
                    self.transport = "poll"
                    continue
                log.warning("event log unavailable: %s", exc)
                await asyncio.sleep(1.0)

    async def _seen(self, ev: dict[str, Any]) -> None:
        self.last_seq = max(self.last_seq, int(ev.get("seq", 0)))
        if self.on_event is not None:
            try:
                self.on_event(ev)
            except Exception:  # a display callback never stops the bots
                log.exception("on_event failed")
        v = int(ev.get("version", 0))
        kind = ev.get("type")
        changed = False
        if kind in ("game_ended", "game_cancelled"):
            self.finished = True
        elif kind == "ottoman_phase":
            busy = ev.get("status") in ("queued", "running")
            changed = busy != self.ottoman_busy
            self.ottoman_busy = busy
        if v > self.latest_version or self.finished or changed:
            self.latest_version = max(self.latest_version, v)
            self.changes += 1
            async with self._cond:
                self._cond.notify_all()

    async def view(self, fetch: Callable[[], Awaitable[GameOut]], min_version: int = 0,
                   force: bool = False) -> GameOut:
        """The game view (``GameOut``), shared by the bots of one game: fetched with
        ``await fetch()`` only when the cached one is older than ``min_version`` or than
        the latest event seen (or ``force``), so a move wakes every bot but costs one read."""
        async with self._view_lock:
            v = self._view
            if force or v is None or v.version < max(min_version, self.latest_version):
                v = self._view = await fetch()
                if v.status in ("finished", "cancelled") or v.cancelled:
                    self.finished = True
            return v

    def note(self, version: int, waiting_for: list[int]) -> None:
        """Remember whom the game waits on at ``version`` (from an action response of a
        bot sharing this watcher), so the other bots need not read the game to know."""
        if self.hint is None or version >= self.hint[0]:
            self.hint = (version, list(waiting_for))

    def _current_hint(self, seat: int | None) -> tuple[int, list[int]] | None:
        """The latest :meth:`note` when nothing happened since (and the game is on)."""
        h = self.hint
        if h is None or self.finished or seat is None or h[0] < self.latest_version:
            return None
        return h

    def not_waiting_on(self, seat: int | None) -> int | None:
        """The version up to which the game is known not to wait on ``seat`` (from the
        latest :meth:`note`), or None when the bot must read the game."""
        h = self._current_hint(seat)
        return h[0] if h is not None and seat not in h[1] else None

    def begin(self) -> None:
        """A bot sharing this watcher sent an action; :meth:`end` when its answer is in."""
        self._inflight += 1
        self._idle.clear()

    def end(self) -> None:
        self._inflight = max(0, self._inflight - 1)
        if self._inflight == 0:
            self._idle.set()

    async def settled(self, timeout: float = 1.0) -> None:
        """Wait (at most ``timeout`` s) until no action of a bot sharing this watcher is
        in flight: its response (:meth:`note`) then says whom the game waits on."""
        if self._inflight:
            try:
                async with asyncio.timeout(timeout):   # not wait_for: see :meth:`_wait`
                    await self._idle.wait()
            except TimeoutError:
                pass

    async def wait_change(self, seen: int, timeout: float = 5.0) -> bool:
        """Wait until ``changes`` moved past ``seen`` (True) or ``timeout`` s passed."""
        return await self._wait(lambda: self.changes != seen or self.finished, timeout)

    def waiting_on(self, seat: int | None) -> int | None:
        """The current version when the latest :meth:`note` says the game waits on
        ``seat`` at it (nothing happened since), else None."""
        h = self._current_hint(seat)
        return h[0] if h is not None and seat in h[1] else None

    async def wait_past(self, version: int, timeout: float = 5.0) -> bool:
        """Wait until an event of a version later than ``version`` arrived (True) or
        ``timeout`` seconds passed (False; the caller re-reads the game anyway)."""
        return await self._wait(lambda: self.latest_version > version or self.finished, timeout)

    async def _wait(self, done, timeout: float) -> bool:
        """True at once when ``done()``, else when it became true (events wake the
        waiters), False after ``timeout`` seconds. A cancellation always propagates:
        ``asyncio.timeout``, not ``wait_for``, which on Python 3.11 returns the result
        instead when the wake-up lands in the same loop turn as the cancel (gh-86296),
        so a bot task cancelled as an event arrived played on."""
        if done():
            return True
        try:
            async with asyncio.timeout(timeout), self._cond:
                await self._cond.wait_for(done)
            return True
        except TimeoutError:
            return False
