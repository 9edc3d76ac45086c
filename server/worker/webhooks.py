"""RQ job: deliver one webhook notification (server/service/webhooks.py), signed per the
Standard Webhooks specification (``webhook-id``, ``webhook-timestamp``,
``webhook-signature`` with the subscription's ``whsec_`` secret, the ``standardwebhooks``
library). Every attempt is logged for the seat (``GET .../webhooks/{id}/deliveries``).

A failed attempt (no answer within ``Settings.webhook_timeout_s``, a connection error, a non-2xx
status) raises, so RQ retries the job after the next of its jittered intervals, with the
same ``webhook-id``; after the last one the notification counts as failed, and
:data:`~server.service.webhooks.DISABLE_AFTER` failed notifications in a row disable the
subscription (the seat sees it in its game view). The URL is checked again before each
attempt (an address that resolves to a private one now is refused, never retried), and
the attempt connects to the address checked (``webhooks.pin``: no second lookup).
Redirects are not followed. The delivery log says what happened in general terms
(``timeout``, ``connection failed``, ``HTTP 503``...), never the connection's own error
text (which would tell a seat about the network behind its URL). Never on the request path: a slow endpoint delays only its
own job.
"""

from __future__ import annotations

import logging
import time
from datetime import datetime, timezone

import httpx
import msgspec
from rq import Queue, get_current_job
from standardwebhooks.webhooks import Webhook

from server.config import Settings
from server.service import webhooks as wh
from server.service.errors import InvalidRequest
from server.service.phases import now_iso
from server.service.seats import deadline_ms, remaining_now

from . import jobs

log = logging.getLogger("battle1821.webhooks")



REFUSED = "refused: the URL does not lead to a public endpoint"


def failure(exc: Exception) -> str:
    """What the delivery log says of a failed attempt: its kind, not the error's text."""
    if isinstance(exc, httpx.TimeoutException):
        return "timeout"
    if isinstance(exc, httpx.ConnectError):
        return "connection failed"
    return "request failed"


class DeliveryFailed(Exception):
    """One attempt failed; RQ retries the job while it has retries left."""


def _store():

    c = jobs.ctx()
    return c.store.r, c.store.keys


def deliver(gid: str, sub_id: str, webhook_id: str, body: bytes) -> str:
    """Deliver ``body`` to subscription ``sub_id`` of game ``gid`` as ``webhook_id``:
    ``delivered``, ``skipped`` (deleted or disabled), ``refused`` (the URL is no longer
    allowed) or ``failed`` (the last attempt failed); raises :class:`DeliveryFailed` for
    an attempt RQ will retry."""
    r, keys = _store()
    raw = r.hget(keys.hooks(gid), sub_id)
    if raw is None:
        return "skipped"
    sub = wh.sub_dec.decode(raw)
    if sub.status != "active":
        return "skipped"
    job = get_current_job()
    attempt = 1 + ((job.meta or {}).get("attempts", 0) if job is not None else 0)
    if job is not None:
        job.meta["attempts"] = attempt
        job.save_meta()
    kind = msgspec.json.decode(body).get("type", "?")
    t0 = time.perf_counter()
    try:
        target = wh.pin(sub.url)
    except InvalidRequest:
        _log(r, keys, gid, sub_id, wh.Attempt(webhook_id=webhook_id, kind=kind, attempt=attempt, at=now_iso(),
                                               ok=False, error=REFUSED))
        return "refused"
    now = datetime.now(timezone.utc)
    text = body.decode()
    headers = {"webhook-id": webhook_id, "webhook-timestamp": str(int(now.timestamp())),
               "webhook-signature": Webhook(sub.secret).sign(webhook_id, now, text),
               "content-type": "application/json", "user-agent": "battle1821-webhooks", **target.headers}
    status, error = None, None
    try:
        with httpx.Client(timeout=Settings.from_env().webhook_timeout_s, follow_redirects=False) as client:
            resp = client.post(target.url, content=body, headers=headers, extensions=target.extensions)
        status = resp.status_code
        ok = 200 <= status < 300
        if not ok:
            error = f"HTTP {status}"
    except httpx.HTTPError as exc:
        ok, error = False, failure(exc)
        log.info("webhook %s to %s failed: %r", webhook_id, sub.url, exc)    # the operator's log only
    ms = (time.perf_counter() - t0) * 1000
    _log(r, keys, gid, sub_id, wh.Attempt(webhook_id=webhook_id, kind=kind, attempt=attempt, at=now_iso(), ok=ok,
                                           status=status, error=error, ms=round(ms, 1)))
    if ok:
        if sub.failures:
            _update(r, keys, gid, sub_id, failures=0)
        return "delivered"
    if job is not None and job.retries_left:
        raise DeliveryFailed(f"{sub.url}: {error}")
    failures = sub.failures + 1
    if failures >= wh.DISABLE_AFTER:
        _update(r, keys, gid, sub_id, failures=failures, status="disabled",
                disabled_reason=f"{failures} notifications in a row were never delivered (last: {error})")
    else:
        _update(r, keys, gid, sub_id, failures=failures)
    return "failed"


def _log(r, keys, gid: str, sub_id: str, a: wh.Attempt) -> None:
    k = keys.hook_log(gid, sub_id)
    pipe = r.pipeline(transaction=True)
    pipe.lpush(k, msgspec.json.encode(a))
    pipe.ltrim(k, 0, wh.LOG_SIZE - 1)
    pipe.execute()


def _update(r, keys, gid: str, sub_id: str, **changes) -> None:
    """Change a subscription in place (WATCH: a delete meanwhile wins)."""
    import redis

    k = keys.hooks(gid)
    with r.pipeline() as pipe:
        for _ in range(5):
            try:
                pipe.watch(k)
                raw = pipe.hget(k, sub_id)
                if raw is None:
                    return
                sub = msgspec.structs.replace(wh.sub_dec.decode(raw), **changes)
                pipe.multi()
                pipe.hset(k, sub_id, wh.sub_enc.encode(sub))
                pipe.execute()
                return
            except redis.WatchError:
                continue


def clock_low(gid: str, seat: int, span: int) -> str:
    """RQ job (scheduled at the low mark of a running clock): tell ``seat`` its clock runs
    low (``clock_low``, with the milliseconds left and the deadline) when its clock still
    runs since version ``span``; ``moved_on`` otherwise."""
    c = jobs.ctx()
    loaded = c.store.load(gid)
    clock = loaded.meta.clock if loaded is not None else None
    if clock is None or clock.seat != seat or clock.span != span:
        return "moved_on"
    raw = c.store.r.hgetall(c.store.keys.hooks(gid))
    if not raw:
        return "no_webhooks"
    now_ms = int(time.time() * 1000)
    dl = deadline_ms(clock)
    data = {"remaining_ms": remaining_now(clock, seat, now_ms),
            "deadline": datetime.fromtimestamp(dl / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"}
    job = get_current_job()
    queue = Queue(job.origin if job is not None else c.settings.queue_name, connection=c.qconn)
    out = wh.jobs_for(gid, span, [(seat, "clock_low", data)], (wh.sub_dec.decode(v) for v in raw.values()),
                      time.time())
    wh.enqueue(queue, gid, out)
    return "told" if out else "no_webhooks"
