"""Implementation of the game store (see the package docstring for keys and API)."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import Any, NamedTuple, Sequence

import msgspec

from .keys import Keys
from .records import GameMeta, GameSummary, PhaseRecord, meta_dec, meta_enc, phase_dec, summary_dec

COMMIT_LUA = resources.files("server.store").joinpath("commit.lua").read_text("utf-8")
_FIELDS = ("state", "version", "meta", "phase", "seq", "nact")


class _Unset:
    def __repr__(self) -> str:  # pragma: no cover
        return "UNSET"


UNSET: Any = _Unset()
_event_enc = msgspec.json.Encoder()


def encode_events(events: Sequence[Any], first_seq: int, version: int) -> list[bytes]:
    """Engine events -> envelope JSON ``{"seq": n, "version": v, "type": ..., ...}``
    numbered from ``first_seq`` (what the stream stores and clients read)."""
    out = []
    seq = first_seq
    enc = _event_enc.encode
    for ev in events:
        body = enc(ev)
        out.append(b'{"seq":%d,"version":%d,%s' % (seq, version, body[1:]))
        seq += 1
    return out


@dataclass(slots=True)
class Loaded:
    """One game as stored. ``state`` is the raw msgpack (decode with
    ``engine.decode_state``); ``seq`` the last event number (0: none); ``nact`` the
    number of accepted actions; ``idem`` the stored first response for the requested
    idempotency key, if any."""

    game_id: str
    state: bytes
    version: int
    meta: GameMeta
    phase: PhaseRecord | None
    seq: int
    nact: int
    idem: bytes | None = None


@dataclass(slots=True)
class Commit:
    """One atomic change. ``expected_version`` None: create (the game must not exist).
    ``events``: envelopes from :func:`encode_events` numbered from ``first_seq``.
    ``phases``: phase records to (re)write. ``current_phase``: the game's current phase
    record (None clears it, UNSET leaves it). ``meta``/``state``/``summary``: None leaves
    them. ``action``: accepted-action JSON record. ``idem_key``/``idem_record``: the
    response to replay for that idempotency key."""

    game_id: str
    expected_version: int | None
    new_version: int
    state: bytes | None = None
    meta: GameMeta | None = None
    events: Sequence[bytes] = ()
    first_seq: int = 1
    phases: Sequence[PhaseRecord] = ()
    current_phase: Any = UNSET
    action: bytes | None = None
    idem_key: str | None = None
    idem_record: bytes | None = None
    summary: GameSummary | None = None


class CommitResult(NamedTuple):
    """``ok``: committed, ``version`` is the new version. Not ok: ``replay`` holds the
    stored idempotent response if the key was already used, else the commit was stale
    and ``version`` is the current one (0: the game does not exist)."""

    ok: bool
    version: int
    replay: bytes | None = None


def is_final(c: Commit) -> bool:
    """Whether this commit finishes or cancels the game: the listing summary it writes
    says ``finished``/``cancelled``. Every commit that changes a game's status (API use
    cases and the worker) writes its summary."""
    return c.summary is not None and c.summary.status in ("finished", "cancelled")


def _commit_args(keys: Keys, c: Commit, idem_ttl: int, finished_ttl: int = 0) -> tuple[list[str], list[Any]]:
    gid = c.game_id
    hpairs: list[Any] = []
    if c.state is not None:
        hpairs += ["state", c.state]
    if c.meta is not None:
        hpairs += ["meta", meta_enc.encode(c.meta)]
    if c.current_phase is not UNSET:
        hpairs += ["phase", b"" if c.current_phase is None else meta_enc.encode(c.current_phase)]
    if c.summary is not None:
        hpairs += ["summary", meta_enc.encode(c.summary)]
    ppairs: list[Any] = []
    for rec in c.phases:
        ppairs += [str(rec.number), meta_enc.encode(rec)]
    argv: list[Any] = [
        "" if c.expected_version is None else str(c.expected_version),
        str(c.new_version),
        c.idem_record if (c.idem_key and c.idem_record is not None) else "",
        str(idem_ttl),
        c.action or "",
        str(len(hpairs) // 2),
        str(len(ppairs) // 2),
        str(c.first_seq),
        str(finished_ttl) if finished_ttl > 0 and is_final(c) else "0",
        *hpairs, *ppairs, *c.events,
    ]
    ks = [*keys.all_for(gid), keys.idem(gid, c.idem_key)]
    return ks, argv


def _result(raw) -> CommitResult:
    code = int(raw[0])
    if code == 1:
        return CommitResult(True, int(raw[1]))
    if code == 2:
        return CommitResult(False, 0, raw[1])
    cur = raw[1]
    return CommitResult(False, int(cur) if cur not in (b"", "", None) else 0)


def _loaded(gid: str, vals, idem) -> Loaded | None:
    state, version, meta, phase, seq, nact = vals
    if state is None or version is None:
        return None
    return Loaded(
        game_id=gid,
        state=state,
        version=int(version),
        meta=meta_dec.decode(meta),
        phase=phase_dec.decode(phase) if phase else None,
        seq=int(seq) if seq else 0,
        nact=int(nact) if nact else 0,
        idem=idem,
    )


def _phase_list(raw: dict) -> list[PhaseRecord]:
    """The records of a phase hash (HGETALL), by number."""
    return sorted((phase_dec.decode(v) for v in raw.values()), key=lambda r: r.number)


def _ids(raw) -> list[str]:
    return [i.decode() if isinstance(i, bytes) else i for i in raw]


def _stream_items(entries) -> list[tuple[int, bytes]]:
    out = []
    for eid, fields in entries:
        if isinstance(eid, bytes):
            eid = eid.decode()
        out.append((int(eid.split("-", 1)[0]), fields[b"e"] if b"e" in fields else fields["e"]))
    return out


class GameStore:
    """Async store over redis-py's asyncio client. ``stream_redis`` (another pool) serves
    blocking reads (``XREAD BLOCK`` for long-poll and SSE) so they never starve writers."""

    def __init__(self, redis_client, stream_redis=None, prefix: str = "b1821",
                 idem_ttl: int = 86_400, finished_ttl: int = 0) -> None:
        self.r = redis_client
        self.rs = stream_redis if stream_redis is not None else redis_client
        self.keys = Keys(prefix)
        self.idem_ttl = idem_ttl
        self.finished_ttl = finished_ttl
        self._commit = self.r.register_script(COMMIT_LUA)

    async def load(self, gid: str, idem_key: str | None = None) -> Loaded | None:
        """State, version, meta, current phase, counters (+ idempotency record): one
        round trip."""
        k = self.keys
        if idem_key is None:
            vals = await self.r.hmget(k.game(gid), _FIELDS)
            return _loaded(gid, vals, None)
        pipe = self.r.pipeline(transaction=False)
        pipe.hmget(k.game(gid), _FIELDS)
        pipe.get(k.idem(gid, idem_key))
        vals, idem = await pipe.execute()
        return _loaded(gid, vals, idem)

    async def commit(self, c: Commit) -> CommitResult:
        """Commit atomically; a commit that finishes or cancels the game (:func:`is_final`)
        also gives every key of the game ``finished_ttl`` seconds to live (0: forever)."""
        ks, argv = _commit_args(self.keys, c, self.idem_ttl, self.finished_ttl)
        return _result(await self._commit(keys=ks, args=argv))

    async def add_to_index(self, gid: str, created_ms: int) -> None:
        await self.r.zadd(self.keys.index, {gid: created_ms})

    async def list_games(self, offset: int, limit: int) -> tuple[list[GameSummary], int]:
        """Newest first. Returns (summaries, total ids in the index). Games that expired
        (retention) leave the index here, lazily: the page is read again without them."""
        k = self.keys
        for _ in range(3):
            pipe = self.r.pipeline(transaction=False)
            pipe.zrevrange(k.index, offset, offset + limit - 1)
            pipe.zcard(k.index)
            ids, total = await pipe.execute()
            out, gone = await self._summaries(_ids(ids))
            if not gone:
                break
            total -= await self.r.zrem(k.index, *gone)
        return out, total

    async def summaries(self, ids: list[str]) -> list[GameSummary]:
        """The listing summaries of these games (expired ones are skipped and leave the index)."""
        out, gone = await self._summaries(ids)
        if gone:
            await self.r.zrem(self.keys.index, *gone)
        return out

    async def _summaries(self, ids: list[str]) -> tuple[list[GameSummary], list[str]]:
        """(summaries of the games that exist, ids whose game hash is gone)."""
        if not ids:
            return [], []
        pipe = self.r.pipeline(transaction=False)
        for gid in ids:  # one single-key command per game: no cross-slot command (Cluster)
            pipe.hget(self.keys.game(gid), "summary")
        out, gone = [], []
        for gid, raw in zip(ids, await pipe.execute()):
            if raw:
                out.append(summary_dec.decode(raw))
            else:
                gone.append(gid)
        return out, gone

    async def scan_index(self, start: int, count: int) -> list[str]:
        """Game ids of the index, newest first, from position ``start``."""
        return _ids(await self.r.zrevrange(self.keys.index, start, start + count - 1))

    async def events(self, gid: str, after: int, limit: int) -> list[tuple[int, bytes]]:
        """Events with ``seq > after`` (at most ``limit``), as (seq, envelope JSON)."""
        entries = await self.r.xrange(self.keys.events(gid), f"{after + 1}-0", "+", count=limit)
        return _stream_items(entries)

    async def wait_events(self, gid: str, after: int, timeout_s: float, limit: int) -> list[tuple[int, bytes]]:
        """Block (on the stream pool) up to ``timeout_s`` for events with ``seq > after``."""
        res = await self.rs.xread({self.keys.events(gid): f"{after}-0"}, count=limit,
                                  block=max(1, int(timeout_s * 1000)))
        if not res:
            return []
        return _stream_items(res[0][1])

    async def actions(self, gid: str, offset: int, limit: int) -> tuple[list[bytes], int]:
        k = self.keys.actions(gid)
        pipe = self.r.pipeline(transaction=False)
        pipe.lrange(k, offset, offset + limit - 1)
        pipe.llen(k)
        items, total = await pipe.execute()
        return items, total

    async def action(self, gid: str, n: int) -> bytes | None:
        return await self.r.lindex(self.keys.actions(gid), n - 1)

    async def phases(self, gid: str) -> list[PhaseRecord]:
        return _phase_list(await self.r.hgetall(self.keys.phases(gid)))

    async def phase(self, gid: str, number: int) -> PhaseRecord | None:
        raw = await self.r.hget(self.keys.phases(gid), str(number))
        return phase_dec.decode(raw) if raw else None

    async def current_phase(self, gid: str) -> tuple[bool, PhaseRecord | None]:
        """(game exists, its current phase record)."""
        version, raw = await self.r.hmget(self.keys.game(gid), ("version", "phase"))
        return version is not None, (phase_dec.decode(raw) if raw else None)

    async def version(self, gid: str) -> int | None:
        v = await self.r.hget(self.keys.game(gid), "version")
        return int(v) if v is not None else None

    async def ping(self) -> bool:
        return bool(await self.r.ping())


class SyncGameStore:
    """The same store over a synchronous redis-py client (for RQ jobs: no event loop)."""

    def __init__(self, redis_client, prefix: str = "b1821", idem_ttl: int = 86_400,
                 finished_ttl: int = 0) -> None:
        self.r = redis_client
        self.keys = Keys(prefix)
        self.idem_ttl = idem_ttl
        self.finished_ttl = finished_ttl
        self._commit = self.r.register_script(COMMIT_LUA)

    def load(self, gid: str, idem_key: str | None = None) -> Loaded | None:
        k = self.keys
        if idem_key is None:
            return _loaded(gid, self.r.hmget(k.game(gid), _FIELDS), None)
        pipe = self.r.pipeline(transaction=False)
        pipe.hmget(k.game(gid), _FIELDS)
        pipe.get(k.idem(gid, idem_key))
        vals, idem = pipe.execute()
        return _loaded(gid, vals, idem)

    def commit(self, c: Commit) -> CommitResult:
        ks, argv = _commit_args(self.keys, c, self.idem_ttl, self.finished_ttl)
        return _result(self._commit(keys=ks, args=argv))

    def phases(self, gid: str) -> list[PhaseRecord]:
        return _phase_list(self.r.hgetall(self.keys.phases(gid)))

    def events(self, gid: str, after: int, limit: int = 10_000) -> list[tuple[int, bytes]]:
        return _stream_items(self.r.xrange(self.keys.events(gid), f"{after + 1}-0", "+", count=limit))

    def scan_index(self, start: int, count: int) -> list[str]:
        """Game ids of the index, newest first, from position ``start``."""
        return _ids(self.r.zrevrange(self.keys.index, start, start + count - 1))

    def current_phases(self, ids: list[str]) -> dict[str, PhaseRecord]:
        """The current phase record of each of these games that has one (one pipeline,
        one single-key command per game)."""
        pipe = self.r.pipeline(transaction=False)
        for gid in ids:
            pipe.hget(self.keys.game(gid), "phase")
        return {gid: phase_dec.decode(raw) for gid, raw in zip(ids, pipe.execute()) if raw}


def make_async_clients(settings) -> tuple[Any, Any]:
    """(state client, blocking-reader client) for the API process, via
    :mod:`server.store.clients` (standalone on a ``BlockingConnectionPool`` or Cluster)."""
    from .clients import state_client

    main = state_client(settings.redis_url, max_connections=settings.redis_pool_size,
                        cluster=settings.redis_cluster)
    # Blocking readers (XREAD BLOCK up to the long-poll / SSE keep-alive wait): redis-py 8's
    # asyncio default socket_timeout of 5 s would cut every longer wait with TimeoutError.
    streams = state_client(settings.redis_url, max_connections=settings.stream_pool_size,
                           cluster=settings.redis_cluster,
                           socket_timeout=max(settings.long_poll_max_s, settings.sse_keepalive_s) + 10)
    return main, streams
