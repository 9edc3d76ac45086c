"""The webhook deliveries' use cases, run by the workers (:mod:`server.worker.webhooks`
is their RQ adapter): deliver one notification, signed per the Standard Webhooks
specification (``webhook-id``, ``webhook-timestamp``, ``webhook-signature`` with the
subscription's ``whsec_`` secret, the ``standardwebhooks`` library), and tell a seat its
clock runs low. Every attempt is logged for the seat (``GET .../webhooks/{id}/deliveries``).

A failed attempt (no answer within the timeout, a connection error, a non-2xx status)
raises :class:`DeliveryFailed` unless it is the last, so RQ retries the job after the next
of its jittered intervals, with the same ``webhook-id``; after the last one the
notification counts as failed, and :data:`~server.service.webhooks.DISABLE_AFTER` failed
notifications in a row disable the subscription (the seat sees it in its game view). The
URL is checked again before each attempt (an address that resolves to a private one now
is refused, never retried), and the attempt connects to the address checked
(``webhooks.pin``: no second lookup). Redirects are not followed. The delivery log says
what happened in general terms (``timeout``, ``connection failed``, ``HTTP 503``...),
never the connection's own error text (which would tell a seat about the network behind
its URL)."""

from __future__ import annotations

import asyncio
import functools
import logging
import ssl
import time
from datetime import datetime, timezone

import httpx
import msgspec
import redis
from standardwebhooks.webhooks import Webhook

from . import webhooks as wh
from .context import Context
from .errors import InvalidRequest
from .phases import now_iso
from .seats import deadline_ms, remaining_now

log = logging.getLogger("battle1821.webhooks")
REFUSED = "refused: the URL does not lead to a public endpoint"


@functools.cache
def tls() -> ssl.SSLContext:
    """The deliveries' TLS context, built once a process (httpx's default: certifi's
    roots, ``SSL_CERT_FILE``/``SSL_CERT_DIR`` honoured): a client built without one loads
    the roots again, ~40 ms of CPU, for every attempt. An ``SSLContext`` is safe to share
    between the worker's threads and loops."""
    return httpx.create_ssl_context()


class DeliveryFailed(Exception):
    """One attempt failed; RQ retries the job while it has retries left."""


def failure(exc: Exception) -> str:
    """What the delivery log says of a failed attempt: its kind, not the error's text."""
    if isinstance(exc, httpx.TimeoutException):
        return "timeout"
    if isinstance(exc, httpx.ConnectError):
        return "connection failed"
    return "request failed"


class Deliveries:
    """Webhook deliveries over the context's store (its subscriptions and delivery logs)."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    @property
    def _r(self):
        return self.ctx.store.r

    @property
    def _keys(self):
        return self.ctx.store.keys

    async def deliver(self, gid: str, sub_id: str, webhook_id: str, body: bytes, *, attempt: int = 1,
                      last: bool = True, timeout_s: float = 10.0) -> str:
        """Deliver ``body`` to subscription ``sub_id`` of game ``gid`` as ``webhook_id``
        (attempt number ``attempt``; ``last``: no retry follows): ``delivered``,
        ``skipped`` (deleted or disabled), ``refused`` (the URL is no longer allowed) or
        ``failed`` (the last attempt failed); raises :class:`DeliveryFailed` for an
        attempt that is retried."""
        raw = await self._r.hget(self._keys.hooks(gid), sub_id)
        if raw is None:
            return "skipped"
        sub = wh.sub_dec.decode(raw)
        if sub.status != "active":
            return "skipped"
        kind = msgspec.json.decode(body).get("type", "?")
        t0 = time.perf_counter()
        try:
            target = await asyncio.to_thread(wh.pin, sub.url)       # DNS off the loop
        except InvalidRequest:
            await self._log(gid, sub_id, wh.Attempt(webhook_id=webhook_id, kind=kind, attempt=attempt, at=now_iso(),
                                                    ok=False, error=REFUSED))
            return "refused"
        now = datetime.now(timezone.utc)
        text = body.decode()
        headers = {"webhook-id": webhook_id, "webhook-timestamp": str(int(now.timestamp())),
                   "webhook-signature": Webhook(sub.secret).sign(webhook_id, now, text),
                   "content-type": "application/json", "user-agent": "battle1821-webhooks", **target.headers}
        status, error = None, None
        try:
            async with httpx.AsyncClient(timeout=timeout_s, follow_redirects=False, verify=tls()) as client:
                resp = await client.post(target.url, content=body, headers=headers, extensions=target.extensions)
            status = resp.status_code
            ok = 200 <= status < 300
            if not ok:
                error = f"HTTP {status}"
        except httpx.HTTPError as exc:
            ok, error = False, failure(exc)
            log.info("webhook %s to %s failed: %r", webhook_id, sub.url, exc)    # the operator's log only
        ms = (time.perf_counter() - t0) * 1000
        await self._log(gid, sub_id, wh.Attempt(webhook_id=webhook_id, kind=kind, attempt=attempt, at=now_iso(),
                                                ok=ok, status=status, error=error, ms=round(ms, 1)))
        if ok:
            if sub.failures:
                await self._update(gid, sub_id, failures=0)
            return "delivered"
        if not last:
            raise DeliveryFailed(f"{sub.url}: {error}")
        failures = sub.failures + 1
        if failures >= wh.DISABLE_AFTER:
            await self._update(gid, sub_id, failures=failures, status="disabled",
                               disabled_reason=f"{failures} notifications in a row were never delivered (last: {error})")
        else:
            await self._update(gid, sub_id, failures=failures)
        return "failed"

    async def _log(self, gid: str, sub_id: str, a: wh.Attempt) -> None:
        k = self._keys.hook_log(gid, sub_id)
        pipe = self._r.pipeline(transaction=True)
        pipe.lpush(k, msgspec.json.encode(a))
        pipe.ltrim(k, 0, wh.LOG_SIZE - 1)
        await pipe.execute()

    async def _update(self, gid: str, sub_id: str, **changes) -> None:
        """Change a subscription in place (WATCH: a delete meanwhile wins)."""
        k = self._keys.hooks(gid)
        async with self._r.pipeline() as pipe:
            for _ in range(5):
                try:
                    await pipe.watch(k)
                    raw = await pipe.hget(k, sub_id)
                    if raw is None:
                        return
                    sub = msgspec.structs.replace(wh.sub_dec.decode(raw), **changes)
                    pipe.multi()
                    pipe.hset(k, sub_id, wh.sub_enc.encode(sub))
                    await pipe.execute()
                    return
                except redis.WatchError:
                    continue

    async def clock_low(self, gid: str, seat: int, span: int) -> str:
        """Tell ``seat`` its clock runs low (``clock_low``, with the milliseconds left and
        the deadline) when its clock still runs since version ``span``: ``told``,
        ``no_webhooks`` or ``moved_on``."""
        loaded = await self.ctx.store.load(gid)
        clock = loaded.meta.clock if loaded is not None else None
        if clock is None or clock.seat != seat or clock.span != span:
            return "moved_on"
        raw = await self._r.hgetall(self._keys.hooks(gid))
        if not raw:
            return "no_webhooks"
        now_ms = int(time.time() * 1000)
        dl = deadline_ms(clock)
        data = {"remaining_ms": remaining_now(clock, seat, now_ms),
                "deadline": datetime.fromtimestamp(dl / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"}
        out = wh.jobs_for(gid, span, [(seat, "clock_low", data)], (wh.sub_dec.decode(v) for v in raw.values()),
                          time.time())
        await self.ctx.handoff.call(wh.enqueue, self.ctx.handoff.queue, gid, out)
        return "told" if out else "no_webhooks"
