"""Turn notifications: signed webhooks a seat subscribes to (issue 23).

A seat (its token) registers up to :data:`MAX_PER_SEAT` endpoints for its own
notifications (:data:`KINDS`): ``your_turn`` (the game now waits on the seat: its turn,
its setup placement, a decision it must take), ``ally_requested`` (an Ally is asked of
it, R18), ``game_ended`` (finished or cancelled), ``clock_low`` (a fifth of the initial
time, at most 60 s, before its running clock's deadline: :func:`schedule_clock_low`) and
``message`` (a table-talk message it may read, never its own: :meth:`Webhooks.notify_message`). Each registration answers its HMAC secret once
(``whsec_...``, Standard Webhooks).

Delivery is by the RQ workers (:mod:`server.service.deliveries`, :mod:`server.worker.webhooks`), never on the request
path: after a commit, :func:`notifications` derives what the commit means for each
seat from the states before and after (pure), and :func:`enqueue` puts one job per
(subscription, notification) on the queue under a job id made of the game, the version,
the seat, the kind and the subscription, so a commit is told once (RQ refuses the same
job id twice), and ``webhook-id`` is that id on every attempt (receivers de-duplicate by it).

Storage, beside the game's keys (same ``{game_id}`` hash tag): ``P:{g}:hooks`` hash
``<id> -> JSON`` subscription (seat, url, kinds, secret, status, failures) and
``P:{g}:hooklog:<id>`` list of the last :data:`LOG_SIZE` delivery attempts.

Safety (server-side request forgery): the URL must be ``https``; its host must resolve
to public addresses only (no private, loopback, link-local, multicast, reserved or
cloud-metadata address), checked at registration and again before every delivery, and
each delivery goes to the very address it checked (:func:`pin`: the host is resolved
once per attempt, so a DNS answer that changes after the check cannot redirect it);
``BATTLE1821_WEBHOOK_ALLOW_LOOPBACK=1`` (development, tests) also admits ``http`` to
loopback addresses.
"""

from __future__ import annotations

import base64
import hashlib
import ipaddress
import random
import secrets
import socket
import time
from typing import Iterable, NamedTuple
from urllib.parse import urlsplit, urlunsplit

import msgspec
import redis

from gamekinds import registry
from server.config import Settings

from . import tokens
from .errors import Conflict, InvalidRequest, NotFound
from .models import DeliveryAttempt as Attempt   # one delivery attempt, as stored and as served

KINDS = ("your_turn", "ally_requested", "game_ended", "clock_low", "message")
MAX_PER_SEAT = 3
LOG_SIZE = 20
DISABLE_AFTER = 3
"""Notifications in a row that failed every attempt before the subscription is disabled."""
FUNC = "server.worker.webhooks.deliver"


class Subscription(msgspec.Struct, kw_only=True, omit_defaults=True):
    """A stored subscription (the secret never leaves the server after registration)."""

    id: str
    seat: int
    url: str
    kinds: list[str]
    secret: str
    created_at: str
    status: str = "active"          # active | disabled
    failures: int = 0               # notifications in a row that were never delivered
    disabled_reason: str | None = None


sub_enc = msgspec.json.Encoder()
sub_dec = msgspec.json.Decoder(Subscription)
attempt_dec = msgspec.json.Decoder(Attempt)


def allow_loopback() -> bool:
    return Settings.from_env().webhook_allow_loopback


def _blocked(ip: ipaddress.IPv4Address | ipaddress.IPv6Address, loopback_ok: bool) -> str | None:
    """Why notifications may not go to ``ip`` (the kind of address), or ``None``. An IPv6
    address that carries an IPv4 one is judged by that one: IPv4-mapped (``::ffff:a.b.c.d``)
    and 6to4 (``2002:AABB:CCDD::/48``, which Python 3.11's ``is_global`` calls global
    whatever it embeds: ``2002:7f00:1::`` is 127.0.0.1, ``2002:a9fe:a9fe::`` the cloud
    metadata address). Site-local IPv6 (``fec0::/10``, deprecated but still routed inside
    some networks) is private."""
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            ip = ip.ipv4_mapped
        elif ip.sixtofour is not None:
            ip = ip.sixtofour
        elif ip.is_site_local:
            return "a private or reserved address"
    if ip.is_loopback:
        return None if loopback_ok else "a loopback address"
    if ip == ipaddress.ip_address("169.254.169.254") or ip.is_link_local:
        return "a link-local (cloud metadata) address"
    if ip.is_private or ip.is_reserved or ip.is_multicast or ip.is_unspecified or not ip.is_global:
        return "a private or reserved address"
    return None


def checked_addresses(url: str, resolve=socket.getaddrinfo) -> list:
    """The addresses the URL's host resolves to (one lookup, sorted) if it may receive
    notifications, else :class:`InvalidRequest` ``webhook_url_refused`` naming why
    (scheme, host, the kind of address it resolves to: never the address)."""
    loopback_ok = allow_loopback()
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        parts, port = None, None
    if parts is None or parts.scheme not in ("https", "http") or not parts.hostname or len(url) > 2000 \
            or parts.username or parts.password:
        raise InvalidRequest("'url' must be an https URL with a host and no credentials.",
                             code="webhook_url_refused", field="url")
    if parts.scheme == "http" and not loopback_ok:
        # refused before any lookup: the answer names the rule broken, not the DNS
        raise InvalidRequest("'url' must use https (plain http only to loopback in development).",
                             code="webhook_url_refused", field="url")
    try:
        infos = resolve(parts.hostname, port or (443 if parts.scheme == "https" else 80), proto=socket.IPPROTO_TCP)
    except (socket.gaierror, UnicodeError, OSError):
        raise InvalidRequest(f"'url': the host {parts.hostname!r} does not resolve.",
                             code="webhook_url_refused", field="url") from None
    ips = {ipaddress.ip_address(i[4][0].split("%")[0]) for i in infos}
    for ip in ips:
        why = _blocked(ip, loopback_ok)
        if why:
            # the kind of address only, never the address: the server's resolver must not
            # become a way to map an internal network
            raise InvalidRequest(f"'url' resolves to {why}: notifications go to public endpoints only.",
                                 code="webhook_url_refused", field="url")
    if parts.scheme == "http" and not (loopback_ok and all(ip.is_loopback for ip in ips)):
        raise InvalidRequest("'url' must use https (plain http only to loopback in development).",
                             code="webhook_url_refused", field="url")
    return sorted(ips, key=lambda ip: (ip.version, int(ip)))


def check_url(url: str, resolve=socket.getaddrinfo) -> str:
    """The URL if it may receive notifications (:func:`checked_addresses`)."""
    checked_addresses(url, resolve)
    return url


class Pinned(NamedTuple):
    """One delivery's request target: ``url`` names the checked address instead of the
    host; ``headers`` carry the host (``Host``); ``extensions`` the TLS server name
    (httpx's ``sni_hostname``: the certificate is verified for the host)."""

    url: str
    headers: dict
    extensions: dict


def pin(url: str, resolve=socket.getaddrinfo) -> Pinned:
    """Resolve and check the URL once (:func:`checked_addresses`) and aim the request at
    the first address checked, so nothing resolves the host again before it connects."""
    ip = checked_addresses(url, resolve)[0]
    parts = urlsplit(url)
    host = f"[{ip}]" if ip.version == 6 else str(ip)
    netloc = f"{host}:{parts.port}" if parts.port else host
    ext = {"sni_hostname": parts.hostname} if parts.scheme == "https" else {}
    return Pinned(urlunsplit((parts.scheme, netloc, parts.path, parts.query, "")), {"host": parts.netloc}, ext)


def check_kinds(kinds: Iterable[str] | None) -> list[str]:
    out = list(dict.fromkeys(kinds)) if kinds else list(KINDS)
    bad = [k for k in out if k not in KINDS]
    if bad or not out:
        raise InvalidRequest(f"'kinds': unknown {bad}; one or more of {', '.join(KINDS)}.",
                             code="invalid_webhook_kinds", field="kinds")
    return out


def new_subscription(seat: int, url: str, kinds: list[str], now: str) -> Subscription:
    return Subscription(id="wh_" + secrets.token_hex(8), seat=seat, url=url, kinds=kinds,
                        secret="whsec_" + base64.b64encode(secrets.token_bytes(24)).decode(),
                        created_at=now)


def count_limit(existing: list[Subscription], seat: int) -> None:
    if sum(1 for s in existing if s.seat == seat) >= MAX_PER_SEAT:
        raise Conflict(f"A seat has at most {MAX_PER_SEAT} webhooks; delete one first.",
                       code="too_many_webhooks")


def require_own(subs: dict[str, Subscription], wid: str, seat: int) -> Subscription:
    s = subs.get(wid)
    if s is None or s.seat != seat:
        raise NotFound("webhook")          # another seat's or none: webhook_not_found
    return s


# --------------------------------------------------------------------------- triggers
def notifications(before, after, events: list, version: int) -> list[tuple[int, str, dict]]:
    """What the commit ``before -> after`` tells each seat: ``(seat, kind, data)`` (pure).
    ``game_ended`` to every seat when the game finished or was cancelled; otherwise what
    the game's kind says (its ``notices``: ``your_turn`` to a seat the game newly waits on,
    and the kind's own, 1821's ``ally_requested``, R18). Seats that resigned are told
    nothing but the end."""
    out: list[tuple[int, str, dict]] = []
    if after is None:
        return out
    ended = after.status == "finished" and (before is None or before.status != "finished")
    cancelled = any(getattr(e, "__struct_config__", None) is not None
                    and e.__struct_config__.tag == "game_cancelled" for e in events)
    if ended or cancelled:
        data = {"status": "cancelled" if cancelled else "finished", "winners": list(after.winners or []),
                "end_reason": after.end_reason, "round": after.round}
        return [(seat, "game_ended", data) for seat in range(after.seats)]
    return list(registry.of_state(after).notices(before, after))


def webhook_id(gid: str, version: int, seat: int, kind: str, sub_id: str) -> str:
    """The notification's id, the same on every attempt (``webhook-id``); also its RQ job
    id, so one commit enqueues each notification once (``version``: the commit's, a
    message's ``-seq``, a clock span's)."""
    h = hashlib.sha256(f"{gid}|{version}|{seat}|{kind}|{sub_id}".encode()).hexdigest()[:24]
    return f"msg_{h}"


def payload(gid: str, version: int, seat: int, kind: str, data: dict, now: float) -> bytes:
    """The JSON body: ``{"type", "game_id", "seat", "version", "timestamp", "data"}`` —
    never a token or the seed."""
    return msgspec.json.encode({"type": kind, "game_id": gid, "seat": seat, "version": version,
                                "timestamp": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(now)), "data": data})


def jobs_for(gid: str, version: int, notes: list[tuple[int, str, dict]], subs: Iterable[Subscription],
             now: float) -> list[tuple[str, str, bytes]]:
    """``(webhook id, subscription id, body)`` for every active subscription that wants one
    of ``notes``."""
    out = []
    for sub in subs:
        if sub.status != "active":
            continue
        for seat, kind, data in notes:
            if seat == sub.seat and kind in sub.kinds:
                out.append((webhook_id(gid, version, seat, kind, sub.id), sub.id,
                            payload(gid, version, seat, kind, data, now)))
    return out


def retry_intervals() -> list[int]:
    """Seconds before each retry (RQ's scheduler counts whole seconds): 1, 2, 4, ... 128
    (8 retries, about 4 minutes in all), each stretched by up to 25 % jitter;
    ``Settings.webhook_retry_s`` (``BATTLE1821_WEBHOOK_RETRY_S``, a comma list) sets the base intervals."""
    raw = Settings.from_env().webhook_retry_s
    base = [float(x) for x in raw.split(",") if x.strip()]
    return [max(1, round(b * (1 + random.random() * 0.25))) for b in base]


def delivery_queue(game_queue: str) -> str:
    """The RQ queue of deliveries: ``<game queue>-webhooks`` (workers serve it after the
    game's own queue, or dedicated workers serve only it)."""
    return f"{game_queue}-webhooks"


def enqueue(queue, gid: str, jobs: list[tuple[str, str, bytes]]) -> int:
    """One RQ job per notification (sync: call it in a worker thread from async code),
    job id ``hook-<webhook id>``: a notification already enqueued (the same commit told
    twice) is refused by RQ. A failed attempt is retried by RQ with
    :func:`retry_intervals` (also after its worker died: RQ's abandoned-job clean-up).
    Returns how many were enqueued."""
    from rq import Retry
    from rq.exceptions import DuplicateJobError

    from rq import Queue

    if not queue.name.endswith("-webhooks"):
        queue = Queue(delivery_queue(queue.name), connection=queue.connection)
    n = 0
    for wid, sub_id, body in jobs:
        intervals = retry_intervals()
        try:
            queue.enqueue(FUNC, gid, sub_id, wid, body, job_id=f"hook-{wid}", unique=True,
                          retry=Retry(max=len(intervals), interval=intervals),
                          job_timeout=30, result_ttl=0, failure_ttl=86_400)
            n += 1
        except DuplicateJobError:
            pass
    return n


# --------------------------------------------------------------------------- use cases
class Webhooks:
    """The seat-facing use cases (register, list, delete, deliveries) and the hand-off
    of a commit's notifications to RQ, over the async store's client."""

    def __init__(self, store, queue=None) -> None:
        self.store = store
        self.queue = queue

    async def _subs(self, gid: str) -> dict[str, Subscription]:
        raw = await self.store.r.hgetall(self.store.keys.hooks(gid))
        return {k.decode() if isinstance(k, bytes) else k: sub_dec.decode(v) for k, v in raw.items()}

    async def _seat(self, gid: str, token: str | None) -> int:
        loaded = await self.store.load(gid)
        if loaded is None:
            raise NotFound()
        return tokens.require_seat(gid, loaded.meta, token)

    async def register(self, gid: str, token: str | None, url: str, kinds: list[str] | None, now: str):
        import asyncio

        seat = await self._seat(gid, token)
        kinds = check_kinds(kinds)
        await asyncio.to_thread(check_url, url)          # DNS off the event loop
        sub = new_subscription(seat, url, kinds, now)
        k = self.store.keys.hooks(gid)
        # the count and the write in one WATCHed transaction: registrations at once on
        # one seat never pass MAX_PER_SEAT (a read-then-write let 30 at once all in)
        async with self.store.r.pipeline(transaction=True) as pipe:
            while True:
                try:
                    await pipe.watch(k)
                    count_limit([sub_dec.decode(v) for v in (await pipe.hvals(k))], seat)
                    pipe.multi()
                    pipe.hset(k, sub.id, sub_enc.encode(sub))
                    await pipe.execute()
                    return sub
                except redis.WatchError:
                    continue

    async def list(self, gid: str, token: str | None) -> list[Subscription]:
        seat = await self._seat(gid, token)
        return sorted((s for s in (await self._subs(gid)).values() if s.seat == seat), key=lambda s: s.created_at)

    async def delete(self, gid: str, token: str | None, wid: str) -> None:
        seat = await self._seat(gid, token)
        require_own(await self._subs(gid), wid, seat)
        k = self.store.keys
        pipe = self.store.r.pipeline(transaction=True)
        pipe.hdel(k.hooks(gid), wid)
        pipe.delete(k.hook_log(gid, wid))
        await pipe.execute()

    async def deliveries(self, gid: str, token: str | None, wid: str) -> list[Attempt]:
        seat = await self._seat(gid, token)
        require_own(await self._subs(gid), wid, seat)
        raw = await self.store.r.lrange(self.store.keys.hook_log(gid, wid), 0, LOG_SIZE - 1)
        return [attempt_dec.decode(x) for x in raw]

    async def notify_message(self, gid: str, seq: int, seats: list[int], data: dict) -> int:
        """A table-talk message told to the seats that may read it (``message``; its id
        from the message's ``seq``, so a message is told once)."""
        import asyncio

        if self.queue is None or not seats:
            return 0
        try:
            subs = await self._subs(gid)
            jobs = jobs_for(gid, -seq, [(s, "message", data) for s in seats], subs.values(), time.time())
            return await asyncio.to_thread(enqueue, self.queue, gid, jobs) if jobs else 0
        except Exception:  # noqa: BLE001 — a notification never fails a post
            import logging

            logging.getLogger("battle1821.webhooks").exception("webhook hand-off failed for %s message %s", gid, seq)
            return 0

    async def disabled_of(self, gid: str, seat: int) -> list[str] | None:
        """Ids of the seat's disabled subscriptions (None when there are none)."""
        ids = [s.id for s in (await self._subs(gid)).values() if s.seat == seat and s.status == "disabled"]
        return sorted(ids) or None

    async def notify(self, gid: str, version: int, before, after, events: list) -> int:
        """After a commit: enqueue what it tells the subscribed seats (nothing to read or
        enqueue when it tells nobody anything). Never fails the caller."""
        notes = notifications(before, after, events, version)
        if not notes or self.queue is None:
            return 0
        try:
            subs = await self._subs(gid)
        except Exception:  # noqa: BLE001 — a notification never fails a write
            _hand_off_failed(gid, version)
            return 0
        return await self.tell(gid, version, notes, subs.values())

    def notes_of(self, before, after, events: list, version: int) -> list[tuple[int, str, dict]]:
        """:func:`notifications` of a commit about to be made (empty without a queue to
        hand them to): a commit with some asks for the subscriptions with it
        (:attr:`server.store.Commit.hooks`), then :meth:`tell_committed`."""
        return notifications(before, after, events, version) if self.queue is not None else []

    async def tell_committed(self, gid: str, version: int, notes: list, hooks: list | None) -> int:
        """Enqueue ``notes`` for the subscriptions ``hooks`` read with the commit
        (:attr:`server.store.CommitResult.hooks`: ``[id, JSON, ...]``; nothing to enqueue
        when it is empty). Never fails the caller."""
        if not notes or not hooks:
            return 0
        try:
            subs = [sub_dec.decode(v) for v in hooks[1::2]]
        except Exception:  # noqa: BLE001 — a notification never fails a write
            _hand_off_failed(gid, version)
            return 0
        return await self.tell(gid, version, notes, subs)

    async def tell(self, gid: str, version: int, notes: list, subs: Iterable[Subscription]) -> int:
        """Enqueue the jobs of ``notes`` for ``subs`` (in a worker thread). Never fails the caller."""
        import asyncio

        try:
            jobs = jobs_for(gid, version, notes, subs, time.time())
            return await asyncio.to_thread(enqueue, self.queue, gid, jobs) if jobs else 0
        except Exception:  # noqa: BLE001 — a notification never fails a write
            _hand_off_failed(gid, version)
            return 0


def _hand_off_failed(gid: str, version: int) -> None:
    import logging

    logging.getLogger("battle1821.webhooks").exception("webhook hand-off failed for %s v%s", gid, version)


CLOCK_LOW_FUNC = "server.worker.webhooks.clock_low"


def clock_low_s(initial_s: int) -> float:
    """When a running clock counts as low: a fifth of its initial time, at most 60 s."""
    return min(60.0, initial_s / 5)


def schedule_clock_low(queue, gid: str, seat: int, span: int, deadline_ms: int, initial_s: int) -> str | None:
    """At ``deadline - clock_low_s`` (RQ scheduler; up to a second earlier, since it scores
    whole seconds, truncating: a warning early rather than late), tell ``seat`` its clock runs low
    (:func:`server.worker.webhooks.clock_low` checks the clock still runs for that seat
    since version ``span``); nothing when that moment has passed already. Once per span."""
    from datetime import datetime, timezone

    from rq.exceptions import DuplicateJobError

    at = deadline_ms / 1000 - clock_low_s(initial_s)
    if at <= time.time():
        return None
    job_id = f"clocklow-{gid}-{span}"
    try:
        job = queue.create_job(CLOCK_LOW_FUNC, args=(gid, seat, span), job_id=job_id, timeout=30,
                               result_ttl=0, failure_ttl=86_400)
        queue.schedule_job(job, datetime.fromtimestamp(at, timezone.utc), unique=True)
    except DuplicateJobError:
        return None
    return job_id
