"""Per-client and per-token rate limits, counted in Redis so that every API process of a
deployment shares the counts (the ``limits`` library: its sliding-window-counter
strategy on its asyncio Redis storage, two counters per key and window).

Two policies, each a ``limits`` string from the settings (``30000/minute``; several
windows with ``;``; ``0`` switches one off):

- ``client``: every request from one client address (the peer address as uvicorn gives
  it; behind a proxy set uvicorn's ``FORWARDED_ALLOW_IPS`` to the proxy's address so that
  it is the ``X-Forwarded-For`` client, docs/operations/deploy.md);
- ``token``: every request carrying one bearer token, valid or not (keyed by a hash of
  it, so a token never reaches Redis).

Over either: ``429`` problem+json ``rate_limited`` with ``Retry-After`` (seconds until
the window lets a request through again) and nothing else done. Every counted answer
carries the policies and what is left in the header fields of the IETF draft
*RateLimit header fields for HTTP* (draft-ietf-httpapi-ratelimit-headers-10, the
combined form): ``RateLimit-Policy: "client";q=30000;w=60, "token";q=12000;w=60`` and
``RateLimit: "client";r=29950;t=12`` (``q`` quota, ``w`` window seconds, ``r`` requests
left, ``t`` seconds until more are allowed), one item per window. A refused request does
not use up the quota. ``/health``, ``/ready`` and the API docs (``/schema``) are never
counted. The counts live on the queue Redis (``QUEUE_REDIS_URL``, always a standalone
Redis) under ``<BATTLE1821_KEY_PREFIX>:ratelimit:``; when it cannot be reached the
request is served uncounted (logged): the limits protect the game store, they are not a
second way to lose it.

Leases: a request does not wait on Redis while its identity is far from its limit. Each
API process serves such a request from a local lease and settles what it served in the
background: one round trip per :data:`SETTLE_S` (or sooner, once three quarters of an
identity's lease are served unsettled) for every identity of the process, of the ``limits`` library's own
sliding-window-counter scripts (acquire with the served count as its cost, then read the
window, as the strategy's ``hit`` and ``get_window_stats`` do), run for every window by
one script (:func:`counting_script`). A lease holds at most
:data:`LEASE_MAX` requests and at most 1 % of the window's quota; an identity is far from
its limit while what Redis last said it had left, less what this process served since, is
more than a lease (an identity this process has not seen yet counts as far, its quota
whole). Otherwise, and whenever a lease is used up before it is settled, the request
waits for one round trip that counts it (with what is unsettled) before it is served: so
near its limit, and for any quota under 200 (a lease of 1), an identity is counted one
request at a time, exactly, and a refused request is refused by Redis's count.

The bound: a quota is exceeded by at most one lease per API process (what a process
served and has not settled yet; a settlement Redis refuses puts that identity back on the
counted path and what it held goes uncounted). With the defaults (``30000/minute`` and
``12000/minute``, leases of 64) and two processes, at most 128 requests past a quota.
``RateLimit``'s ``r`` is what Redis had left at the last settlement less what was served
here since. All the windows of one counted request (its client's and its token's) go in
one round trip."""

from __future__ import annotations

import asyncio
import hashlib
import math
import time
from dataclasses import dataclass

import msgspec
import redis.exceptions
from limits import RateLimitItem, parse_many
from limits.aio.storage import RedisStorage
from limits.aio.strategies import SlidingWindowCounterRateLimiter

from server.logging import get_logger
from server.metrics import problem_answered

from .problems import PROBLEM_JSON, RATE_LIMITED, Problem, problem_type

log = get_logger("battle1821.ratelimit")
EXEMPT_PREFIXES = ("/health", "/ready", "/schema", "/metrics")
"""Paths never counted: the probes, the Prometheus scrape and the API docs (their pinned assets included)."""
_enc = msgspec.json.Encoder()
STORE_TIMEOUT_S = 2.0
"""Seconds one check may wait for the limits' Redis, then the request is served uncounted.
One deadline over the check's calls, not redis-py's per-socket ``socket_timeout`` (on
Python 3.11 that wraps every command's send in a task of its own: a third of the
limiter's CPU under load)."""
SETTLE_S = 5.0
"""Seconds between two settlements of what this process served from its leases (one
pipeline for every identity; module docstring)."""
LEASE_MAX = 64
"""Most requests one lease serves before they are settled in Redis (and at most 1 % of
the window's quota): the most by which one process can let an identity past a quota."""
_PRUNE_EVERY = 4096
SCRIPT_WINDOWS = 128
"""Windows counted by one run of the counting script at most (a settlement of more is a
pipeline of several runs: one script never holds the Redis long)."""


def policies(spec: str) -> tuple[RateLimitItem, ...]:
    """The windows of one policy string (``limits`` notation); ``0``/``off``/empty: none.
    ValueError for anything else that does not parse."""
    spec = (spec or "").strip()
    if spec.lower() in ("", "0", "off", "none"):
        return ()
    return tuple(parse_many(spec))


def counting_script(acquire: str, window: str) -> tuple[str, str]:
    """(Lua text, SHA1) of one script that counts any number of windows: for each pair
    of KEYS (a window's previous and current counter) and triple of ARGV (limit, expiry
    seconds, cost), the ``limits`` sliding-window-counter scripts ``acquire`` and
    ``window`` (their text, unchanged, as local functions: the strategy's ``hit`` and
    ``get_window_stats``), one after the other. Returns ``{ok (1/0), {previous count,
    previous ttl, current count, current ttl}, ...}`` per window: what a pipeline of the
    two scripts per window answered, in one command."""
    acquire, window = (t.decode() if isinstance(t, bytes) else t for t in (acquire, window))
    text = ("local function acquire(KEYS, ARGV)\n" + acquire + "\nend\n"
            "local function window(KEYS, ARGV)\n" + window + "\nend\n"
            "local out = {}\n"
            "for i = 1, #KEYS / 2 do\n"
            "  local k = {KEYS[2 * i - 1], KEYS[2 * i]}\n"
            "  local a = 3 * i - 2\n"
            "  out[2 * i - 1] = acquire(k, {ARGV[a], ARGV[a + 1], ARGV[a + 2]}) and 1 or 0\n"
            "  out[2 * i] = window(k, {ARGV[a + 1]})\n"
            "end\n"
            "return out\n")
    return text, hashlib.sha1(text.encode()).hexdigest()


def exempt(path: str) -> bool:
    return any(path == p or path.startswith(p + "/") for p in EXEMPT_PREFIXES)


def _bearer(scope) -> str | None:
    for k, v in scope.get("headers", ()):
        if k == b"authorization":
            raw = v.decode("latin-1").strip()
            scheme, _, token = raw.partition(" ")
            return token.strip() if scheme.lower() == "bearer" and token.strip() else raw
    return None


@dataclass(slots=True)
class _Lease:
    """What this process knows of one (policy, window, identity) and served unsettled."""

    remaining: int       # what Redis had left at the last count, less what was served here since
    reset: float         # wall time when the window lets more through
    debt: int = 0        # served here, not yet sent to Redis
    inflight: int = 0    # sent to Redis in a settlement not answered yet
    seen: float = 0.0    # monotonic time of the last request


@dataclass(slots=True)
class Verdict:
    """One request's counts: ``allowed``; ``retry_after`` seconds when not; the header
    fields to send."""

    allowed: bool
    retry_after: int
    headers: list[tuple[bytes, bytes]]
    refused_by: str = ""


class RateLimiter:
    """The two policies on one Redis (``storage_url``, a ``redis://`` URL)."""

    def __init__(self, storage_url: str, key_prefix: str, client: str, token: str) -> None:
        self.policies = {"client": policies(client), "token": policies(token)}
        self.storage = RedisStorage("async+" + storage_url, implementation="redispy",
                                    key_prefix=f"{key_prefix}:ratelimit", max_connections=64,
                                    socket_connect_timeout=STORE_TIMEOUT_S)
        self.strategy = SlidingWindowCounterRateLimiter(self.storage)
        items = [(name, it) for name, its in self.policies.items() for it in its]
        self._policy_field = ", ".join(f'"{name}";q={it.amount};w={it.get_expiry()}' for name, it in items).encode()
        self._leases: dict[tuple, _Lease] = {}
        self._caps = {id(it): self._cap(it) for its in self.policies.values() for it in its}
        self._dirty: dict[tuple, tuple] = {}      # key -> (name, item, ident) with debt to settle
        self._settler: asyncio.Task | None = None
        self._wake: asyncio.Event | None = None
        self._checks = 0
        self._scripts_loaded = False
        self._script: tuple[str, str] | None = None
        self._warned = -1e9

    @property
    def active(self) -> bool:
        return any(self.policies.values())

    def _cap(self, item: RateLimitItem) -> int:
        return max(1, min(LEASE_MAX, item.amount // 100))

    async def _count(self, wants: list, now: float) -> list:
        """Count ``wants`` (``(key, name, item, ident, cost)``) in ONE round trip: the
        ``limits`` sliding-window-counter scripts (:func:`counting_script`), per window its acquire
        (``cost``: this request and what was served here unsettled) and then its read,
        the two calls of the strategy's ``hit`` and ``get_window_stats``; the stats are
        worked out as ``get_window_stats`` does. A cost over 1 that Redis refuses is
        counted again as 1 (a second round trip, near the limit only): what was served
        unsettled goes uncounted, within the bound. Returns ``(name, item, ok, reset,
        remaining)`` per want."""
        out = await self._pipeline(wants)
        again = [i for i, (w, r) in enumerate(zip(wants, out)) if not r[2] and w[4] > 1]
        if again:
            retry = await self._pipeline([(*wants[i][:4], 1) for i in again])
            for i, r in zip(again, retry):
                out[i] = r
        for (key, _, _, _, _), (_, _, _, reset, remaining) in zip(wants, out):
            lease = self._leases.get(key)
            if lease is None:
                self._leases[key] = _Lease(remaining, reset, seen=now)
            else:       # what was served while the count was on its way is still unsettled
                lease.remaining, lease.reset = max(0, remaining - lease.debt), reset
        return out

    async def _settle_loop(self) -> None:
        """Settle what was served from the leases, every :data:`SETTLE_S` or when a lease
        is three quarters used: one round trip for every identity with something to settle."""
        while True:
            try:
                await asyncio.wait_for(self._wake.wait(), SETTLE_S)
            except TimeoutError:
                pass
            self._wake.clear()
            if self._dirty:
                await self.settle()

    async def settle(self) -> None:
        """Send what this process served unsettled to Redis now (one round trip); a
        settlement Redis refuses leaves that identity near its limit (counted path)."""
        dirty, self._dirty = self._dirty, {}
        wants = []
        for key, (name, item, ident) in dirty.items():
            lease = self._leases.get(key)
            if lease is None or lease.debt <= 0:
                continue
            lease.inflight, lease.debt = lease.inflight + lease.debt, 0
            wants.append((key, name, item, ident, lease.inflight))
        if not wants:
            return
        try:
            async with asyncio.timeout(STORE_TIMEOUT_S):
                out = await self._pipeline(wants)
        except Exception as exc:  # the store is down: what was served goes uncounted (logged)
            out = None
            self._store_down(exc, time.monotonic())
        for i, (key, _, item, _, cost) in enumerate(wants):
            lease = self._leases.get(key)
            if lease is None:
                continue
            lease.inflight = max(0, lease.inflight - cost)
            if out is not None:
                _, _, ok, reset, remaining = out[i]
                lease.remaining, lease.reset = max(0, remaining - lease.debt), reset
                if not ok:      # past the quota: counted one by one from now on
                    lease.remaining = 0

    def _store_down(self, exc: Exception, now: float) -> None:
        if now - self._warned > 10:
            self._warned = now
            log.warning("rate_limit_store_unavailable", error=repr(exc))

    async def _pipeline(self, wants: list) -> list:
        """Count ``wants`` in ONE command: :func:`counting_script` (per window the ``limits``
        acquire, then its read) by EVALSHA; ``(name, item, ok, reset, remaining)`` per want."""
        st = self.storage
        br = st.bridge
        keys, args = [], []
        for _, name, item, ident, size in wants:
            k = item.key_for(name, ident)
            keys += (br.prefixed_key(st._previous_window_key(k)), br.prefixed_key(st._current_window_key(k)))
            args += (item.amount, item.get_expiry(), size)
        if self._script is None:
            self._script = counting_script(br.lua_acquire_sliding_window.script, br.lua_sliding_window.script)
        text, sha = self._script
        conn = br.get_connection()
        if not self._scripts_loaded:      # EVALSHA below: load the script once (again after a NOSCRIPT)
            await conn.script_load(text)
            self._scripts_loaded = True
        for attempt in (0, 1):
            try:
                if len(wants) <= SCRIPT_WINDOWS:
                    raw = await conn.evalsha(sha, len(keys), *keys, *args)
                else:               # one pipeline of scripts of SCRIPT_WINDOWS windows each
                    pipe = conn.pipeline(transaction=False)
                    for i in range(0, len(wants), SCRIPT_WINDOWS):
                        ks = keys[2 * i:2 * (i + SCRIPT_WINDOWS)]
                        pipe.evalsha(sha, len(ks), *ks, *args[3 * i:3 * (i + SCRIPT_WINDOWS)])
                    raw = [x for part in await pipe.execute() for x in part]
                break
            except redis.exceptions.NoScriptError:
                if attempt:
                    raise
                await conn.script_load(text)
        wall = time.time()
        out = []
        for (_, name, item, _, _), ok, w in zip(wants, raw[0::2], raw[1::2]):
            expiry = item.get_expiry()
            amount = item.amount
            prev, prev_ttl, cur, cur_ttl = (int(w[0] or 0), max(0.0, float(w[1] or 0)) / 1000,
                                            int(w[2] or 0), max(0.0, float(w[3] or 0)) / 1000) if w else (0, 0.0, 0, 0.0)
            remaining = max(0, amount - math.floor(prev * prev_ttl / expiry + cur))
            if not (prev or cur):
                reset = wall
            else:
                reset = wall + min(prev_ttl % (expiry / prev) if prev else math.inf,
                                   cur_ttl % expiry if cur else math.inf)
            out.append((name, item, bool(ok), reset, remaining))
        return out

    def _prune(self, now: float) -> None:
        for k in [k for k, v in self._leases.items()
                  if not (v.debt or v.inflight) and now - v.seen > 2 * k[3]]:
            del self._leases[k]

    async def check(self, scope) -> Verdict | None:
        """Count this request against its client's and its token's windows (from a lease,
        or in one round trip: module docstring); None when the store cannot be reached
        (then the request goes uncounted)."""
        client = scope.get("client")
        idents = [("client", client[0] if client else "unknown")]
        token = _bearer(scope)
        if token is not None:
            idents.append(("token", hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()[:32]))
        now = time.monotonic()
        self._checks += 1
        if self._checks % _PRUNE_EVERY == 0:
            self._prune(now)
        wall = time.time()
        mine = []       # (key, name, item, ident, lease or None)
        counted = False
        for name, ident in idents:
            for i, item in enumerate(self.policies[name]):
                key = (name, i, ident, item.get_expiry())
                lease = self._leases.get(key)
                cap = self._caps[id(item)]
                if cap == 1 or (lease is not None and (lease.debt + lease.inflight >= cap or lease.remaining <= cap)):
                    counted = True
                mine.append((key, name, item, ident, lease, cap))
        if not mine:
            return Verdict(True, 0, [])
        if counted:         # every window of this request in one round trip, with what is unsettled
            wants = []
            for key, name, item, ident, lease, _ in mine:
                debt = 0
                if lease is not None:
                    debt, lease.debt = lease.debt, 0
                    lease.seen = now
                    self._dirty.pop(key, None)
                wants.append((key, name, item, ident, 1 + debt))
            try:
                async with asyncio.timeout(STORE_TIMEOUT_S):
                    results = await self._count(wants, now)
            except Exception as exc:  # the limits' store is down: serve, say so (at most every 10 s)
                self._store_down(exc, now)
                return None
        else:               # far from every limit: served from the leases, settled later
            results = []
            soon = False
            for key, name, item, ident, lease, cap in mine:
                if lease is None:
                    lease = self._leases[key] = _Lease(item.amount, wall + item.get_expiry())
                lease.debt += 1
                lease.remaining -= 1
                lease.seen = now
                self._dirty[key] = (name, item, ident)
                soon = soon or 4 * lease.debt >= 3 * cap
                results.append((name, item, True, lease.reset, lease.remaining))
            if self._settler is None or self._settler.done():
                self._wake = asyncio.Event()
                self._settler = asyncio.get_running_loop().create_task(self._settle_loop())
            if soon:
                self._wake.set()
        state, retry, refused = [], 0, ""
        for name, item, ok, reset, remaining in results:
            t = max(0, math.ceil(reset - wall))
            state.append(f'"{name}";r={remaining};t={t}')
            if not ok:
                retry = max(retry, t, 1)
                refused = refused or name
        headers = [(b"ratelimit-policy", self._policy_field), (b"ratelimit", ", ".join(state).encode())]
        return Verdict(not refused, retry, headers, refused)

    async def aclose(self) -> None:
        """Settle what is unsettled, then close the store's connections."""
        if self._settler is not None:
            self._settler.cancel()
            self._settler = None
        if self._dirty:
            try:
                await self.settle()
            except Exception:
                pass
        bridge = getattr(self.storage, "bridge", None)
        client = getattr(bridge, "storage", None)
        if client is not None and hasattr(client, "aclose"):
            try:
                await client.aclose()
            except Exception:
                pass


class RateLimitMiddleware:
    """The outer ASGI layer that applies :class:`RateLimiter` ahead of routing (so 404s,
    405s and 401s count too). ``limiter()`` returns the app's limiter (None: off or not
    started)."""

    def __init__(self, app, limiter) -> None:
        self.app = app
        self.limiter = limiter

    async def __call__(self, scope, receive, send) -> None:
        limiter = self.limiter() if scope["type"] == "http" else None
        if limiter is None or exempt(scope["path"]):
            await self.app(scope, receive, send)
            return
        verdict = await limiter.check(scope)
        if verdict is None:
            await self.app(scope, receive, send)
            return
        if not verdict.allowed:
            await _refuse(scope, send, verdict)
            return
        extra = verdict.headers

        async def send_with_headers(message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", ()), *extra]
            await send(message)

        await self.app(scope, receive, send_with_headers)


async def _refuse(scope, send, verdict: Verdict) -> None:
    problem_answered(429, RATE_LIMITED).inc()
    who = "this client" if verdict.refused_by == "client" else "this token"
    body = _enc.encode(Problem(
        type=problem_type(RATE_LIMITED), title="Too many requests", status=429,
        detail=f"Too many requests from {who}; retry in {verdict.retry_after} s (Retry-After, RateLimit).",
        code=RATE_LIMITED, instance=scope.get("path")))
    await send({"type": "http.response.start", "status": 429, "headers": [
        (b"content-type", PROBLEM_JSON.encode()), (b"content-length", str(len(body)).encode()),
        (b"retry-after", str(verdict.retry_after).encode()), *verdict.headers]})
    await send({"type": "http.response.body", "body": body})
