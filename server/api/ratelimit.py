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

Leases: a request does not wait on Redis while its identity holds a lease. A lease is
requests *reserved* in Redis beforehand: the round trip that counts an identity's request
also acquires up to :data:`LEASE_MAX` (at most 1 % of the window's quota) more for this
process, and the process serves that many of the identity's next requests from it without
asking; once a quarter of it is left, a background round trip (one for every identity of
the process, :data:`SETTLE_S` at the latest) reserves the next lease, so a steady client
rarely waits. Everything is acquired with the ``limits`` library's own
sliding-window-counter scripts (acquire, then read the window, as the strategy's ``hit``
and ``get_window_stats`` do), for every window by one script (:func:`counting_script`).
A lease Redis refuses (the quota has no room for it) leaves the identity counted one
request at a time, exactly, as is any quota under 200 (a lease of 1).

The bound: every request served was counted in Redis before it was served (by itself or
within a lease), so a quota is never exceeded, whatever the number of API processes or
requests in flight: at most ``q`` requests pass while the ``limits`` counter says the
window has room (its sliding-window estimate; within one fixed window of ``w`` seconds
that is exactly ``q``). What a process holds reserved and unused is counted all the same:
an identity may be refused up to two leases per process early. ``RateLimit``'s ``r`` is
what Redis had left at the last count plus what this process still holds. All the windows
of one counted request (its client's and its token's) go in one round trip: the counting
script's ``EVALSHA`` on a kept connection of the storage's client
(:class:`server.store.clients.KeptConnections`; its pool, of
:class:`server.vendor.redis_conn.DirectWrite` connections, given to ``limits`` by its public
``connection_pool`` option), as the game store sends its commands: ~107 k client
instructions a round trip against ~356 k through ``execute_command`` (issue 39)."""

from __future__ import annotations

import asyncio
import hashlib
import math
import time
from dataclasses import dataclass

import msgspec
import redis.asyncio
import redis.exceptions
from limits import RateLimitItem, parse_many
from limits.aio.storage import RedisStorage
from limits.aio.strategies import SlidingWindowCounterRateLimiter

from server.logging import get_logger
from server.metrics import problem_answered
from server.store.clients import KeptConnections, traced
from server.vendor import limits_windows
from server.vendor.redis_conn import direct_writes

from .cors import outside_headers
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
"""Seconds between two background reservations of leases that run low (one pipeline for
every identity; module docstring)."""
LEASE_MAX = 64
"""Most requests one lease reserves (and at most 1 % of the window's quota)."""
_PRUNE_EVERY = 4096
SCRIPT_WINDOWS = 128
"""Windows counted by one run of the counting script at most (a count of more is a
pipeline of several runs: one script never holds the Redis long)."""


def policies(spec: str) -> tuple[RateLimitItem, ...]:
    """The windows of one policy string (``limits`` notation); ``0``/``off``/empty: none.
    ValueError for anything else that does not parse."""
    spec = (spec or "").strip()
    if spec.lower() in ("", "0", "off", "none"):
        return ()
    return tuple(parse_many(spec))


def reset_in(prev: int, prev_ttl: float, cur: int, cur_ttl: float, expiry: float) -> float:
    """Seconds until a sliding window counter lets one more request through: the previous
    window's weight falls by one request every ``expiry / prev`` seconds, the current
    window's count leaves it at its end. ``limits``' own formula (its
    ``get_window_stats``), except that a counter read within the millisecond its window
    began (a TTL of exactly ``2 * expiry``, or of a whole step) has a full step left, not
    none. 0 for an empty window; TTLs and ``expiry`` in seconds."""
    if not (prev or cur):
        return 0.0
    step = expiry / prev if prev else math.inf
    return min(prev_ttl % step or step if prev else math.inf,
               cur_ttl % expiry or expiry if cur else math.inf)


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
    """Whether ``path`` is never counted: one of :data:`EXEMPT_PREFIXES` or below one."""
    if not path.startswith(EXEMPT_PREFIXES):    # every counted request: one C call
        return False
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
    """What this process knows of one (policy, window, identity) and holds reserved."""

    remaining: int       # what Redis had left at the last count (reservations deducted)
    reset: float         # wall time when the window lets more through
    held: int = 0        # reserved in Redis, not served yet
    asking: bool = False  # a background reservation is on its way
    seen: float = 0.0    # monotonic time of the last request
    refused_until: float = 0.0  # wall time: Redis refused this window until then


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
        # the storage's client on a pool of DirectWrite connections (limits' public connection_pool
        # option), so that the counting script goes through KeptConnections as the store's commands do
        pool = redis.asyncio.ConnectionPool.from_url(storage_url, max_connections=64,
                                                     socket_connect_timeout=STORE_TIMEOUT_S)
        direct_writes(pool)
        self._pool = pool
        self.storage = RedisStorage("async+" + storage_url, implementation="redispy",
                                    key_prefix=f"{key_prefix}:ratelimit", connection_pool=pool)
        self._kept: KeptConnections | None = None
        self.strategy = SlidingWindowCounterRateLimiter(self.storage)
        items = [(name, it) for name, its in self.policies.items() for it in its]
        self._policy_field = ", ".join(f'"{name}";q={it.amount};w={it.get_expiry()}' for name, it in items).encode()
        self._leases: dict[tuple, _Lease] = {}
        self._caps = {id(it): self._cap(it) for its in self.policies.values() for it in its}
        self._windows = {name: tuple((i, item, item.get_expiry(), self._caps[id(item)]) for i, item in enumerate(its))
                         for name, its in self.policies.items()}
        """Per policy, its windows: ``(index, item, expiry seconds, lease cap)``."""
        self._dirty: dict[tuple, tuple] = {}      # key -> (name, item, ident) whose lease runs low
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

    async def _count(self, wants: list, now: float, refills: int = 0) -> list:
        """Count ``wants`` (``(key, name, item, ident, cost)``: this request and the lease
        to reserve with it; the last ``refills`` only a lease for a window the request
        was served from) in ONE round trip (:func:`counting_script`); a request's cost
        over 1 that Redis refuses is counted again as 1 alone (a second round trip, near
        the limit only). What was reserved beyond the request goes to the lease. Returns
        ``(name, item, ok, reset, remaining)`` per want."""
        out = await self._pipeline(wants)
        first_refill = len(wants) - refills
        again = [i for i, (w, r) in enumerate(zip(wants, out)) if not r[2] and w[4] > 1 and i < first_refill]
        if again:
            retry = await self._pipeline([(*wants[i][:4], 1) for i in again])
            for i, r in zip(again, retry):
                out[i] = r
        for i, ((key, _, _, _, cost), (_, _, ok, reset, remaining)) in enumerate(zip(wants, out)):
            lease = self._leases[key]
            lease.remaining, lease.reset = remaining, reset
            if ok and i not in again:
                lease.held += cost if i >= first_refill else cost - 1
            elif not ok and i < first_refill:
                lease.refused_until = reset
        return out

    async def _settle_loop(self) -> None:
        """Reserve the next lease of the identities whose lease runs low, every
        :data:`SETTLE_S` or as soon as one does: one round trip for all of them."""
        while True:
            try:   # asyncio.timeout, not wait_for: a cancel never gets lost (gh-86296)
                async with asyncio.timeout(SETTLE_S):
                    await self._wake.wait()
            except TimeoutError:
                pass
            self._wake.clear()
            if self._dirty:
                await self.settle()

    async def settle(self) -> None:
        """Reserve a lease for every identity whose lease runs low (one round trip); a
        lease Redis refuses leaves that identity counted one request at a time."""
        dirty, self._dirty = self._dirty, {}
        wants = []
        for key, (name, item, ident) in dirty.items():
            lease = self._leases.get(key)
            if lease is None or lease.asking:
                continue
            lease.asking = True
            wants.append((key, name, item, ident, self._caps[id(item)]))
        if not wants:
            return
        try:
            async with asyncio.timeout(STORE_TIMEOUT_S):
                out = await self._pipeline(wants)
        except Exception as exc:  # the store is down: no lease; requests are counted (and then served uncounted)
            out = None
            self._store_down(exc, time.monotonic())
        for i, (key, _, _, _, cost) in enumerate(wants):
            lease = self._leases.get(key)
            if lease is None:
                continue
            lease.asking = False
            if out is not None:
                _, _, ok, reset, remaining = out[i]
                lease.remaining, lease.reset = remaining, reset
                if ok:
                    lease.held += cost

    def _store_down(self, exc: Exception, now: float) -> None:
        if now - self._warned > 10:
            self._warned = now
            log.warning("rate_limit_store_unavailable", error=repr(exc))

    async def _pipeline(self, wants: list) -> list:
        """Count ``wants`` in ONE command: :func:`counting_script` (per window the ``limits``
        acquire, then its read) by EVALSHA; ``(name, item, ok, reset, remaining)`` per want."""
        st = self.storage
        keys, args = [], []
        for _, name, item, ident, size in wants:
            keys += limits_windows.window_keys(st, item.key_for(name, ident))
            args += (item.amount, item.get_expiry(), size)
        if self._script is None:
            self._script = counting_script(*limits_windows.window_scripts(st))
        text, sha = self._script
        conn = limits_windows.connection(st)
        if not self._scripts_loaded:      # EVALSHA below: load the script once (again after a NOSCRIPT)
            await conn.script_load(text)
            self._scripts_loaded = True
        for attempt in (0, 1):
            try:
                if len(wants) <= SCRIPT_WINDOWS and not traced():   # on a kept connection, as the store's commands
                    if self._kept is None:
                        self._kept = KeptConnections(conn)
                    raw = await self._kept.execute("EVALSHA", sha, len(keys), *keys, *args)
                elif len(wants) <= SCRIPT_WINDOWS:      # traced: through execute_command, one span
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
            out.append((name, item, bool(ok), wall + reset_in(prev, prev_ttl, cur, cur_ttl, expiry), remaining))
        return out

    def _prune(self, now: float) -> None:
        for k in [k for k, v in self._leases.items() if not v.asking and now - v.seen > 2 * k[3]]:
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
        mine = []       # (key, name, item, ident, lease or None, cap)
        counted = False
        for name, ident in idents:
            for i, item, expiry, cap in self._windows[name]:
                key = (name, i, ident, expiry)
                lease = self._leases.get(key)
                if lease is None or lease.held <= 0:
                    counted = True
                mine.append((key, name, item, ident, lease, cap))
        if not mine:
            return Verdict(True, 0, [])
        blocked = [(name, item, lease) for _, name, item, _, lease, _ in mine
                   if lease is not None and lease.refused_until > wall]
        if blocked:          # refused in Redis until then: refused here, no round trip
            return self._refused_locally(mine, blocked, wall, now)
        results: list = []
        wants: list = []
        asked: list = []     # leases this request reserves (one reservation in flight per lease)
        low: set = set()     # this request's leases that run low
        for key, name, item, ident, lease, cap in mine:
            if lease is not None and lease.held > 0:      # reserved before: served from it
                lease.held -= 1
                lease.seen = now
                results.append((name, item, True, lease.reset, lease.remaining + lease.held))
                if 4 * lease.held < cap and lease.remaining > cap and not lease.asking:
                    self._dirty[key] = (name, item, ident)
                    low.add(key)
                continue
            if lease is None:    # not seen yet: its quota counts as whole until Redis says
                lease = self._leases[key] = _Lease(item.amount, wall + item.get_expiry())
            lease.seen = now
            reserve = cap > 1 and not lease.asking and lease.remaining > 2 * cap
            if reserve:
                lease.asking = True
                asked.append(lease)
            wants.append((key, name, item, ident, 1 + (cap if reserve else 0)))
            results.append(len(wants) - 1)
        if counted:          # every window without a lease in one round trip, with the next lease
            refills = 0
            for key in list(self._dirty):     # a lease running low of this request: in the same trip
                lease = self._leases.get(key)
                if key in low and lease is not None and not lease.asking:
                    name, item, ident = self._dirty.pop(key)
                    lease.asking = True
                    asked.append(lease)
                    wants.append((key, name, item, ident, self._caps[id(item)]))
                    refills += 1
            try:
                async with asyncio.timeout(STORE_TIMEOUT_S):
                    out = await self._count(wants, now, refills)
            except Exception as exc:  # the limits' store is down: serve, say so (at most every 10 s)
                self._store_down(exc, now)
                return None
            finally:
                for lease in asked:
                    lease.asking = False
            for j, r in enumerate(results):
                if isinstance(r, int):
                    name, item, ok, reset, remaining = out[r]
                    results[j] = (name, item, ok, reset, remaining + (self._leases[wants[r][0]].held if ok else 0))
        if self._dirty:
            if self._settler is None or self._settler.done():
                self._wake = asyncio.Event()
                self._settler = asyncio.get_running_loop().create_task(self._settle_loop())
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

    def _refused_locally(self, mine: list, blocked: list, wall: float, now: float) -> Verdict:
        """The answer to a request of an identity that Redis refused for one of its
        windows until a time still to come (``_Lease.refused_until``): refused without a
        round trip, nothing counted. Exact: the sliding-window estimate only falls as time
        passes and other processes' requests only raise it, so Redis would refuse it too;
        the ``Retry-After`` is the one the refusal gave. Under a flood the refusals cost no
        Redis work and no wait, so one address cannot slow everyone by being refused."""
        state = []
        for _, name, item, _, lease, _ in mine:
            if lease is None:
                continue
            lease.seen = now
            t = max(0, math.ceil((lease.refused_until if lease.refused_until > wall else lease.reset) - wall))
            left = 0 if lease.refused_until > wall else lease.remaining + lease.held
            state.append(f'"{name}";r={left};t={t}')
        retry = max(max(1, math.ceil(lease.refused_until - wall)) for _, _, lease in blocked)
        headers = [(b"ratelimit-policy", self._policy_field), (b"ratelimit", ", ".join(state).encode())]
        return Verdict(False, retry, headers, blocked[0][0])

    async def aclose(self) -> None:
        """Stop reserving and close the store's connections (what is reserved and unused
        runs out with its window)."""
        if self._settler is not None:
            self._settler.cancel()
            self._settler = None
        self._dirty.clear()
        await limits_windows.aclose(self.storage)
        await self._pool.disconnect()       # the client does not close a pool it was given


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
        (b"retry-after", str(verdict.retry_after).encode()), *verdict.headers, *outside_headers(scope)]})
    await send({"type": "http.response.body", "body": body})
