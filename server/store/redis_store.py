"""Implementation of the game store (see the package docstring for keys and API)."""

from __future__ import annotations

import asyncio
import hashlib
import os
import secrets
import time
from dataclasses import dataclass
from importlib import resources
from typing import Any, NamedTuple, Protocol, Sequence

import msgspec
import redis

from gamekinds import registry
from gamekinds.contract import GameKind

from . import compact
from . import listing as lx
from .clients import kept_connections, resilience, state_client, traced
from .errors import EventsNotReplayable, NoArchiveCodec
from .keys import Keys
from .records import GameMeta, GameSummary, PhaseRecord, meta_dec, meta_enc, phase_dec, summary_dec

COMMIT_LUA = resources.files("server.store").joinpath("commit.lua").read_text("utf-8")
OUTCOME_LUA = resources.files("server.store").joinpath("outcome.lua").read_text("utf-8")
COMMIT_TOKEN_TTL_S = 300
"""How long the outcome of one commit call (``Keys.commit_token``) is kept: far longer
than the call's re-sends (redis-py's retries) and the :data:`LOST_REPLY` check take."""
LOST_REPLY = (redis.ConnectionError, redis.TimeoutError)
"""Errors after which a commit call may or may not have landed: its outcome is asked
(``outcome.lua``) before anything is answered."""
_FIELDS = ("state", "version", "meta", "phase", "seq", "nact", "summary", "writes", "arch")
LIVE_FIELDS = ("state", "version", "meta", "phase", "seq", "nact", "summary", "origin")
"""The fields of a live game's hash that its archive keeps (:mod:`server.records.archive`)."""
ARCHIVE_CACHE = 16
"""Decoded archives kept per process (an archive is rebuilt by a replay: ~0.1 s for 20 rounds)."""
LATEST_GAMES = 4096
"""Games whose latest copy an API process keeps by default (:meth:`GameStore.latest`;
a few KiB each: the raw fields of the game hash)."""
LIST_ATTEMPTS = 4
"""Listing reads per request at most: each later one follows a repair (journal backlog,
an expired game, a game found in a cell its summary left)."""


class _Unset:
    def __repr__(self) -> str:  # pragma: no cover
        return "UNSET"


UNSET: Any = _Unset()
_event_enc = msgspec.json.Encoder()


def encode_events(events: Sequence[Any], first_seq: int, version: int) -> list[bytes]:
    """Engine events -> envelope JSON ``{"seq": n, "version": v, "type": ..., ...}``
    numbered from ``first_seq`` (what the stream stores and clients read). The log is
    everyone's: each event is stored as its kind's ``public_event`` gives it (no seat's
    secret), so pages, SSE, records and archives never hold one."""
    return encode_envelopes([registry.public_event(ev) for ev in events], first_seq, version)


def encode_envelopes(publics: Sequence[Any], first_seq: int, version: int) -> list[bytes]:
    """:func:`encode_events` of events already made public (``registry.public_event``):
    a writer that keeps them gives them to :attr:`Commit.event_structs`."""
    out = []
    seq = first_seq
    enc = _event_enc.encode
    for ev in publics:
        body = enc(ev)
        out.append(b'{"seq":%d,"version":%d,%s' % (seq, version, body[1:]))
        seq += 1
    return out


@dataclass(slots=True)
class Loaded:
    """One game as stored. ``state`` is the raw msgpack of the kind's state (decoded by
    :meth:`decoded`); ``seq`` the last event number (0: none); ``nact`` the
    number of accepted actions; ``idem`` the stored first response for the requested
    idempotency key, if any. ``writes`` the commits applied to the game hash (each adds
    one, whether or not it changes the version: ``commit.lua``)."""

    game_id: str
    state: bytes
    version: int
    meta: GameMeta
    phase: PhaseRecord | None
    seq: int
    nact: int
    idem: bytes | None = None
    summary: GameSummary | None = None
    archived: bool = False
    writes: int = 0

    @property
    def kind(self) -> GameKind:
        """The game's kind (its rules module, :mod:`gamekinds.registry`)."""
        return registry.get(self.meta.kind)

    def decoded(self) -> Any:
        """The game's state, decoded by its kind's engine (a new object each call)."""
        return registry.get(self.meta.kind).decode_state(self.state)


@dataclass(slots=True)
class Commit:
    """One atomic change. ``expected_version`` None: create (the game must not exist).
    ``events``: envelopes from :func:`encode_events` numbered from ``first_seq``.
    ``phases``: phase records to (re)write. ``current_phase``: the game's current phase
    record (None clears it, UNSET leaves it). ``meta``/``state``/``summary``: None leaves
    them. ``action``: accepted-action JSON record. ``idem_key``/``idem_record``: the
    response to replay for that idempotency key. ``reindex``: ``summary`` puts the game
    in another listing-index cell than before (a new game, a status or open-seat change):
    the store then updates the index around the commit (:mod:`server.store.listing`).
    ``hooks``: a commit that applies also reads the game's webhook subscriptions, in the
    same atomic step (:attr:`CommitResult.hooks`), so telling them costs no round trip.
    ``base``: the :class:`Loaded` the commit was planned on (from :meth:`GameStore.load`
    or :meth:`GameStore.latest`): the compare-and-set then also checks its ``writes``
    (the hash is exactly the one planned on, even after a commit that kept the version),
    and an applied commit leaves the process's latest copy of the game as it wrote it."""

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
    reindex: bool = False
    origin: bytes | None = None
    hooks: bool = False
    base: Loaded | None = None
    event_structs: Sequence[Any] | None = None
    """The public events ``events`` are the envelopes of (:func:`encode_envelopes` at
    ``new_version``), in order: the stream entries are packed from them, not from their
    JSON (None: from the JSON)."""
    accepted: tuple[Any, Any] | None = None
    """``(record, action)``: the accepted-action record ``action`` is the JSON of (a struct
    with ``n``, ``seat``, ``version``, ``at``, ``applied_by``, ``bot``) and the engine action
    its ``action`` field is ``msgspec.json.encode`` of: the list entry is packed from
    them, not from the JSON (None: from the JSON)."""


class CommitResult(NamedTuple):
    """``ok``: committed, ``version`` is the new version. Not ok: ``replay`` holds the
    stored idempotent response if the key was already used, else the commit was stale
    and ``version`` is the current one (0: the game does not exist). ``hooks``: with
    :attr:`Commit.hooks`, the webhook hash as read at the commit (``[field, value, ...]``,
    empty without subscriptions; None when not asked or not committed)."""

    ok: bool
    version: int
    replay: bytes | None = None
    hooks: list | None = None


def is_final(c: Commit) -> bool:
    """Whether this commit finishes or cancels the game: the listing summary it writes
    says ``finished``/``cancelled``. Every commit that changes a game's status (API use
    cases and the worker) writes its summary."""
    return c.summary is not None and c.summary.status in ("finished", "cancelled")


def new_token() -> str:
    """A commit call's token (:meth:`Keys.commit_token`): random, made once per call,
    before its first send."""
    return secrets.token_hex(8)


def _commit_args(keys: Keys, c: Commit, idem_ttl: int, finished_ttl: int, token: str) -> tuple[list[str], list[Any]]:
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
    if c.origin is not None:
        hpairs += ["origin", c.origin]
    cx = compact   # the stored form of phase records, action records and events
    ppairs: list[Any] = []
    for rec in c.phases:
        ppairs += [str(rec.number), cx.pack_phase(rec, gid)]
    action: Any = ""
    if c.action:
        if c.accepted is not None and c.accepted[0].bot is None:   # a bot's record names its bot: JSON
            r = c.accepted[0]
            action = cx.pack_action_of(r.n, r.seat, r.version, r.at, c.accepted[1], r.applied_by)
        if not action:     # None: not packed from the structs
            action = cx.pack_action(c.action)
    if c.event_structs is not None:
        v = c.new_version
        events = [cx.pack_event_of(v, e) or cx.pack_event(env) for e, env in zip(c.event_structs, c.events)]
    else:
        events = [cx.pack_event(e) for e in c.events]
    argv: list[Any] = [
        "" if c.expected_version is None else str(c.expected_version),
        str(c.new_version),
        Keys.idem_field(c.idem_key).encode() + c.idem_record if (c.idem_key and c.idem_record is not None) else "",
        str(idem_ttl),
        action,
        str(len(hpairs) // 2),
        str(len(ppairs) // 2),
        str(c.first_seq),
        str(finished_ttl) if finished_ttl > 0 and is_final(c) else "0",
        str(COMMIT_TOKEN_TTL_S),
        "" if c.base is None else str(c.base.writes),
        *hpairs, *ppairs, *events,
    ]
    ks = [*keys.all_for(gid), keys.idem(gid, c.idem_key), keys.messages(gid), keys.commit_token(gid, token),
          keys.made_once(gid)]
    if c.hooks:
        ks.append(keys.hooks(gid))
    return ks, argv


def _outcome_args(keys: Keys, c: Commit, token: str) -> tuple[list[str], list[Any]]:
    ks = [keys.commit_token(c.game_id, token)]
    if c.hooks:
        ks.append(keys.hooks(c.game_id))
    return ks, [str(COMMIT_TOKEN_TTL_S)]


def _result(raw) -> CommitResult:
    code = int(raw[0])
    if code == 1:
        return CommitResult(True, int(raw[1]), None, raw[2] if len(raw) > 2 else None)
    if code == 2:
        return CommitResult(False, 0, raw[1])
    if code == 3:       # only a call given up by outcome.lua: its caller is no longer waiting
        raise redis.ConnectionError("commit call given up")
    cur = raw[1]
    return CommitResult(False, int(cur) if cur not in (b"", "", None) else 0)


def _after(b: Loaded, c: Commit) -> Loaded:
    """The game ``b`` once ``c`` applied on it, as ``commit.lua`` writes its hash and
    :meth:`GameStore.load` would read it back (the objects ``c`` holds, not their encodings
    decoded again: equal to those, of the same types)."""
    return Loaded(game_id=b.game_id, state=b.state if c.state is None else c.state, version=c.new_version,
                  meta=b.meta if c.meta is None else c.meta,
                  phase=b.phase if c.current_phase is UNSET else c.current_phase,
                  seq=c.first_seq + len(c.events) - 1 if c.events else b.seq,
                  nact=b.nact + 1 if c.action else b.nact,
                  summary=b.summary if c.summary is None else c.summary,
                  writes=b.writes + 1)


def _copy(b: Loaded) -> Loaded:
    """The kept copy of ``b`` as loaded: an object of its own without ``idem`` (its fields'
    objects shared, changed by nobody)."""
    return Loaded(game_id=b.game_id, state=b.state, version=b.version, meta=b.meta, phase=b.phase, seq=b.seq,
                  nact=b.nact, summary=b.summary, writes=b.writes)


class _Latest:
    """The last ``size`` games this process loaded or committed, by game id, least
    recently used first (:meth:`GameStore.latest`): each a :class:`Loaded` without ``idem``
    (decoded once, when loaded, then each commit's :func:`_after`), shared by every plan
    on it and changed by none. The state stays encoded: a decoded one is ~230 objects the
    cyclic GC tracks, and 1,000 games' worth made a young-generation pass of ~23 ms (a stall
    of every request in flight); the meta, phase and summary are a few each."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.items: dict[str, Loaded] = {}

    def get(self, gid: str) -> Loaded | None:
        copy = self.items.pop(gid, None)
        if copy is not None:
            self.items[gid] = copy
        return copy

    def put(self, gid: str, copy: Loaded) -> None:
        items = self.items
        items.pop(gid, None)
        items[gid] = copy
        if len(items) > self.size:
            items.pop(next(iter(items)))

    def drop(self, gid: str) -> None:
        self.items.pop(gid, None)


def _loaded(gid: str, vals, idem) -> Loaded | None:
    state, version, meta, phase, seq, nact, summary, writes, _arch = vals
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
        summary=summary_dec.decode(summary) if summary else None,
        writes=int(writes) if writes else 0,
    )


class _ArchiveCache:
    """The last :data:`ARCHIVE_CACHE` decoded archives of this process, by (game, tag)."""

    def __init__(self, size: int = ARCHIVE_CACHE) -> None:
        self.size = size
        self.items: dict[tuple[str, str], Any] = {}

    def get(self, gid: str, tag: str):
        a = self.items.pop((gid, tag), None)
        if a is not None:
            self.items[(gid, tag)] = a
        return a

    def put(self, gid: str, tag: str, arch) -> None:
        self.items[(gid, tag)] = arch
        while len(self.items) > self.size:
            self.items.pop(next(iter(self.items)))


class ArchiveCodec(Protocol):
    """How an archived game's blob is made and read: :mod:`server.records.archive` (the
    blob holds the game's record and replays it for the events it leaves out, so the codec
    sits in the records layer, above the store; it registers itself with
    :func:`set_archive_codec` when imported). ``decode`` gives an object with ``fields``
    (the game hash's fields), ``events`` (``(seq, envelope)``, None when they need a replay
    these rules do not make), ``actions``, ``phases`` and ``replay_error``; ``encode``
    raises :class:`~server.store.errors.ArchiveError` for a game whose blob would not give
    its keys back."""

    def decode(self, gid: str, blob: bytes, *, summary: bytes | None = None) -> Any: ...

    def encode(self, gid: str, fields: dict[str, bytes], events: list[tuple[int, bytes]], actions: list[bytes],
               phases: list[PhaseRecord]) -> tuple[bytes, Any]: ...


_codec: ArchiveCodec | None = None


_records_default: Any = None


def set_records_default(factory) -> None:
    """How a :class:`GameStore` made without a record store finds this process's
    (:func:`server.store.recordstore.default`, registered when that package is imported:
    this module imports nothing of it)."""
    global _records_default
    _records_default = factory


def set_archive_codec(codec: ArchiveCodec) -> None:
    """The codec every store of this process reads and makes archives with (called by
    :mod:`server.records.archive` when it is imported: the store imports nothing above it)."""
    global _codec
    _codec = codec


def _archive_codec() -> ArchiveCodec:
    if _codec is None:
        raise NoArchiveCodec("no archive codec in this process: import server.records.archive")
    return _codec


def blob_tag(blob: bytes) -> str:
    """A short digest of a blob (the game hash's ``arch`` field: cache key and check)."""
    return hashlib.sha256(blob).hexdigest()[:16]


def _decode_archive(gid: str, blob: bytes, summary: bytes | None):
    return _archive_codec().decode(gid, blob, summary=summary)


def _archived_events(arch) -> list[tuple[int, bytes]]:
    """The event log of an archived game; an archive of another rules version (its engine
    events need a replay this engine cannot make) raises :class:`EventsNotReplayable`, never a part."""
    if arch.events is None:
        raise EventsNotReplayable(f"This game's events need a replay of its record, which these rules do not make "
                                  f"({arch.replay_error}).")
    return arch.events


def archived_loaded(gid: str, arch, idem: bytes | None = None) -> Loaded:
    """The :class:`Loaded` of an archived game: its final hash fields (state, meta...)."""
    f = arch.fields
    return Loaded(game_id=gid, state=f["state"], version=int(f["version"]), meta=meta_dec.decode(f["meta"]),
                  phase=phase_dec.decode(f["phase"]) if f.get("phase") else None,
                  seq=int(f.get("seq") or 0), nact=int(f.get("nact") or 0), idem=idem,
                  summary=summary_dec.decode(f["summary"]) if f.get("summary") else None, archived=True)


def live_fields(raw: dict) -> dict[str, bytes]:
    """The archived fields of a live game's hash (HGETALL, bytes keys or str keys)."""
    out = {}
    for k, v in raw.items():
        k = k.decode() if isinstance(k, bytes) else k
        if k in LIVE_FIELDS:
            out[k] = v if isinstance(v, bytes) else v.encode()
    return out


def _phase_list(raw: dict, gid: str) -> list[PhaseRecord]:
    """The records of a phase hash (HGETALL) of game ``gid``, by number."""
    unpack = compact.unpack_phase
    return sorted((unpack(v, gid) for v in raw.values()), key=lambda r: r.number)


def _actions(items, first: int) -> list[bytes]:
    """JSON records of action-list entries, the first being action number ``first``."""
    unpack = compact.unpack_action
    return [unpack(first + i, x) for i, x in enumerate(items)]


def _ids(raw) -> list[str]:
    """Game ids of index members (``<ms>:<id>``)."""
    return [lx.game_of(m) for m in raw]


def _str(m: str | bytes) -> str:
    return m.decode() if isinstance(m, bytes) else m


def _index_ttl(store, c: Commit) -> int:
    return store.finished_ttl if is_final(c) else 0


def _page(flt: lx.Filter, after: str | None, offset: int, limit: int, cells: list[str]):
    """(lex max, lex min, LIMIT start, LIMIT count, window start) of one page: each set
    gives ``limit + 1`` members (to know whether another page follows); several sets are
    merged, so each gives its first ``offset + limit + 1`` and the window starts at
    ``offset``."""
    hi = "+" if after is None else f"({after}"
    if len(cells) == 1:
        return hi, flt.lex_min(), offset, limit + 1, 0
    return hi, flt.lex_min(), 0, offset + limit + 1, offset


@dataclass(slots=True)
class Page:
    """One listing page: ``games`` newest first, ``total`` games matching the filter
    (``ZLEXCOUNT`` of its cells, after pruning expired games), ``last`` the member of the
    last game (the next cursor's position) when another page follows, else None."""

    games: list[GameSummary]
    total: int
    last: str | None


def _stream_items(entries) -> list[tuple[int, bytes]]:
    """(seq, JSON envelope) of stream entries (stored compact, :mod:`server.store.compact`)."""
    out = []
    unpack = compact.unpack_event
    for eid, fields in entries:
        if isinstance(eid, bytes):
            eid = eid.decode()
        seq = int(eid.split("-", 1)[0])
        out.append((seq, unpack(seq, fields[b"e"] if b"e" in fields else fields["e"])))
    return out


class GameStore:
    """Async store over redis-py's asyncio client. ``stream_redis`` (another pool) serves
    blocking reads (``XREAD BLOCK`` for long-poll and SSE) so they never starve writers."""

    def __init__(self, redis_client, stream_redis=None, prefix: str = "b1821",
                 idem_ttl: int = 86_400, finished_ttl: int = 0, records=None, latest_games: int = 0) -> None:
        self.r = redis_client
        self.rs = stream_redis if stream_redis is not None else redis_client
        self.keys = Keys(prefix)
        self.idem_ttl = idem_ttl
        self.finished_ttl = finished_ttl
        self._records = records
        self._commit = self.r.register_script(COMMIT_LUA)
        self._outcome = self.r.register_script(OUTCOME_LUA)
        self._listing = self.r.register_script(lx.LISTING_LUA)
        self._archives = _ArchiveCache()
        self._latest = _Latest(latest_games) if latest_games > 0 else None
        self.kept = kept_connections(self.r)

    async def _one(self, *args):
        """The reply to one command of an action's path (the game's ``HMGET``, the commit's
        ``EVALSHA``) on a kept connection (:class:`~server.store.clients.KeptConnections`),
        or through the client's ``execute_command`` on a Cluster or while traced."""
        if self.kept is None or traced():
            return await self.r.execute_command(*args)
        return await self.kept.execute(*args)

    async def _script(self, script, keys: Sequence, args: Sequence):
        """``script`` (a registered ``AsyncScript``) run by ``EVALSHA`` (:meth:`_one`), loaded
        first when Redis does not hold it (``NOSCRIPT``), as ``AsyncScript.__call__`` does."""
        try:
            return await self._one("EVALSHA", script.sha, len(keys), *keys, *args)
        except redis.exceptions.NoScriptError:
            await self.r.script_load(script.script)
            return await self._one("EVALSHA", script.sha, len(keys), *keys, *args)

    async def load(self, gid: str, idem_key: str | None = None) -> Loaded | None:
        """State, version, meta, current phase, counters (+ idempotency record): one
        round trip (an archived game: its final fields, :meth:`archive_of`)."""
        k = self.keys
        if idem_key is None:
            vals = await self._one("HMGET", k.game(gid), *_FIELDS)
            idem = None
        else:
            pipe = self.r.pipeline(transaction=False)
            pipe.hmget(k.game(gid), _FIELDS)
            pipe.hget(k.idem(gid, idem_key), Keys.idem_field(idem_key))
            vals, idem = await pipe.execute()
        if vals[0] is None and (vals[-1] is not None or vals[1] is None):
            # no live game: an archive pointer (``arch``), else no hash at all (no ``version``),
            # which the record store is asked for at once (:meth:`archive_of` would read the
            # hash's ``arch`` and ``version`` again: a round trip more for every unknown id)
            arch = await (self.archive_of(gid, _str(vals[-1])) if vals[-1] is not None else self._stored(gid, None))
            return archived_loaded(gid, arch, idem) if arch is not None else None
        loaded = _loaded(gid, vals, idem)
        if loaded is not None and vals[-1] is not None and not vals[4]:
            # a moved game's pointer (``arch``) that a later commit wrote live fields on (a
            # rematch's link): its log and its accepted actions are still the archive's, and
            # so are their counters (the commit added no event, so wrote no ``seq``)
            arch = await self.archive_of(gid, _str(vals[-1]))
            if arch is not None:
                loaded.seq = int(arch.fields.get("seq") or 0)
                loaded.nact = loaded.nact or int(arch.fields.get("nact") or 0)
        if self._latest is not None and loaded is not None:
            self._latest.put(gid, _copy(loaded))      # an object of its own, without idem
        return loaded

    @property
    def records(self):
        """The record store finished games are read from (:mod:`server.store.recordstore`;
        this process's default unless the store was given one)."""
        if self._records is None:
            if _records_default is None:
                raise RuntimeError("no record store in this process: import server.store.recordstore")
            self._records = _records_default()
        return self._records

    def latest(self, gid: str) -> Loaded | None:
        """This process's copy of the game as it last loaded or committed it, without a
        round trip (None: none kept; the store keeps ``latest_games`` games, 0: none).
        It may be stale (another process committed since): a commit planned on it
        carries it as :attr:`Commit.base`, so that ``commit.lua`` refuses it as stale then
        (never applies it), and every refusal planned on it must be confirmed on the game
        as stored (:meth:`load`). The copy is this process's one object for the game: read only."""
        return self._latest.get(gid) if self._latest is not None else None

    async def archive_of(self, gid: str, tag: str | None = None):
        """The decoded :class:`~server.records.archive.Archive` of an archived game (None:
        live or gone); cached per process by the blob's tag (one HMGET when cached). The
        blob is in the record store when the hash is a pointer (no ``archive`` field), in
        the hash when an older server archived it there; a game without a hash is looked
        up in the record store (unless its retention ran out)."""
        k = self.keys.game(gid)
        if tag is None:
            tag, version = await self.r.hmget(k, ("arch", "version"))
            if tag is None:
                return None if version is not None else await self._stored(gid, None)
            tag = _str(tag)
        arch = self._archives.get(gid, tag)
        if arch is None:
            blob, summary = await self.r.hmget(k, ("archive", "summary"))
            if blob is None:
                return await self._stored(gid, tag)
            arch = await asyncio.to_thread(_decode_archive, gid, blob, summary)
            self._archives.put(gid, tag, arch)
        return arch

    async def _stored(self, gid: str, tag: str | None):
        """The decoded archive of the record store's row of ``gid`` (``extra["talk"]``:
        its table talk, a JSON array); None when it has none, or when ``tag`` is None (no
        pointer in Redis) and the record's retention ran out."""
        arch = self._archives.get(gid, tag) if tag is not None else None
        if arch is not None:
            return arch
        rec = await self.records.get(gid)
        if rec is None or (tag is None and rec.expired()):
            return None
        arch = self._archives.get(gid, rec.tag)
        if arch is None:
            arch = await asyncio.to_thread(_decode_archive, gid, rec.archive, bytes(rec.summary))
            arch.extra["talk"] = bytes(rec.talk)
            self._archives.put(gid, rec.tag, arch)
        return arch

    async def commit(self, c: Commit) -> CommitResult:
        """Commit atomically, at most once: the call carries a token of its own, so a
        re-send of it (redis-py's retry on a broken connection) that finds it applied
        answers as it did; when no answer comes back at all (:data:`LOST_REPLY`), the
        call's outcome is asked (``outcome.lua``): applied -> its result, else it can no
        longer apply and the error is raised. A commit that finishes or cancels the game
        (:func:`is_final`) also gives every key of the game ``finished_ttl`` seconds to
        live (0: forever)."""
        if not (c.reindex and c.summary is not None):
            return await self._commit_once(c)
        # the game's slot, then the index's slot (listing.py): journal, commit, apply
        member = lx.member_of(c.summary)
        entry, at = lx.journal_entry(member)
        await self.r.zadd(self.keys.journal, {entry: at})
        res = await self._commit_once(c)
        if res.ok:
            await self.index_game(c.summary, entry, _index_ttl(self, c))
        else:
            await self.r.zrem(self.keys.journal, entry)
        return res

    async def _commit_once(self, c: Commit) -> CommitResult:
        try:
            res = await self._commit_call(c)
        except BaseException:
            if self._latest is not None:    # whether it applied is unknown: no copy
                self._latest.drop(c.game_id)
            raise
        if self._latest is not None:
            self._keep(c, res)
        return res

    async def _commit_call(self, c: Commit) -> CommitResult:
        token = new_token()
        ks, argv = _commit_args(self.keys, c, self.idem_ttl, self.finished_ttl, token)
        try:
            return _result(await self._script(self._commit, ks, argv))
        except LOST_REPLY:
            ks, argv = _outcome_args(self.keys, c, token)
            raw = await self._outcome(keys=ks, args=argv)
            if int(raw[0]) != 1:
                raise
            return _result(raw)

    def _keep(self, c: Commit, res: CommitResult) -> None:
        """The latest copy of ``c``'s game after its commit: as written when it applied
        on the copy it was planned on, else none (it is stale or unknown)."""
        copy = self._latest.get(c.game_id) if res.ok and c.base is not None else None
        if copy is not None and copy.version == c.base.version and copy.writes == c.base.writes:
            self._latest.put(c.game_id, _after(copy, c))
        else:
            self._latest.drop(c.game_id)

    async def index_game(self, s: GameSummary, journal: str = "", ttl_s: int = 0) -> bool:
        """Put the game of summary ``s`` in its listing cell (monotonic, listing.lua);
        True when it moved."""
        ks, argv = lx.apply_call(self.keys, s, lx.member_of(s), journal, ttl_s)
        return bool((await self._listing(keys=ks, args=argv))[0])

    async def unindex(self, member: str, journal: str = "") -> None:
        """Remove a game that is gone (its index ``member``) from every listing set."""
        ks, argv = lx.apply_call(self.keys, None, member, journal)
        await self._listing(keys=ks, args=argv)

    async def repair_index(self, grace_s: float = lx.JOURNAL_GRACE_S, batch: int = 100) -> int:
        """Apply the summary of every game whose journal entry is older than ``grace_s``
        (its writer died between the commit and the index update); returns how many."""
        k = self.keys
        entries = await self.r.zrange(k.journal, "-inf", int((time.time() - grace_s) * 1000), byscore=True,
                                      offset=0, num=batch)
        for entry in entries:
            entry = _str(entry)
            member = lx.journal_member(entry)
            gid = lx.game_of(member)
            pipe = self.r.pipeline(transaction=False)
            pipe.hget(k.game(gid), "summary")
            pipe.ttl(k.game(gid))
            raw, ttl = await pipe.execute()
            if raw:
                await self.index_game(summary_dec.decode(raw), entry, max(0, int(ttl)))
            else:
                await self.unindex(member, entry)
        return len(entries)

    async def list_games(self, flt: lx.Filter | None = None, after: str | None = None, offset: int = 0,
                         limit: int = 50) -> Page:
        """One page of the games ``flt`` admits, newest first, after the member ``after``
        (a cursor's) or from ``offset``. Prunes expired games first and repairs what it
        meets (module docstring of :mod:`server.store.listing`); never walks the index."""
        k = self.keys
        flt = flt or lx.Filter()
        cells = flt.cells(k)
        hi, lo, start, num, window = _page(flt, after, offset, limit, cells)
        page = Page([], 0, None)
        for attempt in range(LIST_ATTEMPTS):
            last_try = attempt == LIST_ATTEMPTS - 1
            ks, argv = lx.page_call(k, cells, lo, hi, start, num, window)
            dropped, backlog, total, members = await self._listing(keys=ks, args=argv)
            if not last_try and (int(backlog) or int(dropped) >= lx.PRUNE_BATCH):
                if int(backlog):
                    await self.repair_index()
                continue
            total = int(total)
            members = [_str(m) for m in members]
            pipe = self.r.pipeline(transaction=False)
            for m in members[:limit]:   # one single-key command per game: no cross-slot command (Cluster)
                pipe.hget(k.game(lx.game_of(m)), "summary")
            raws = await pipe.execute() if members else []
            games, stale = [], []
            for m, raw in zip(members, raws):
                s = summary_dec.decode(raw) if raw else None
                if s is None or not flt.admits(s):
                    stale.append((m, s))
                else:
                    games.append(s)
            page = Page(games, total, members[limit - 1] if len(members) > limit else None)
            if not stale or last_try:
                break
            for m, s in stale:   # lazy repair on read, then read the page again
                if s is None:
                    await self.unindex(m)
                else:
                    await self.index_game(s)
        return page

    async def scan_index(self, start: int, count: int) -> list[str]:
        """Game ids of the index, newest first, from position ``start``."""
        return _ids(await self.r.zrange(self.keys.index, start, start + count - 1, desc=True))

    async def events(self, gid: str, after: int, limit: int = 10_000) -> list[tuple[int, bytes]]:
        """Events with ``seq > after`` (at most ``limit``), as (seq, envelope JSON)."""
        entries = await self.r.xrange(self.keys.events(gid), f"{after + 1}-0", "+", count=limit)
        if not entries:
            arch = await self.archive_of(gid)
            if arch is not None:
                return [x for x in _archived_events(arch) if x[0] > after][:limit]
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
        items = _actions(items, offset + 1)
        if total == 0:
            arch = await self.archive_of(gid)
            if arch is not None:
                return arch.actions[offset:offset + limit], len(arch.actions)
        return items, total

    async def action(self, gid: str, n: int) -> bytes | None:
        raw = await self.r.lindex(self.keys.actions(gid), n - 1) if n >= 1 else None
        if raw is None:
            arch = await self.archive_of(gid)
            if arch is not None:
                return arch.actions[n - 1] if 1 <= n <= len(arch.actions) else None
            return None
        return compact.unpack_action(n, raw)

    async def all_actions(self, gid: str) -> list[bytes]:
        """Every accepted-action record (live or archived), in order."""
        items = await self.r.lrange(self.keys.actions(gid), 0, -1)
        if not items:
            arch = await self.archive_of(gid)
            if arch is not None:
                return list(arch.actions)
        return _actions(items, 1)

    async def fields(self, gid: str) -> dict[str, bytes] | None:
        """The game hash's fields a record needs (live or archived; None: no game)."""
        raw = await self.r.hgetall(self.keys.game(gid))
        if not raw:
            arch = await self.archive_of(gid)
            return dict(arch.fields) if arch is not None else None
        f = live_fields(raw)
        if "state" not in f:
            arch = await self.archive_of(gid)
            return dict(arch.fields) if arch is not None else None
        return f

    async def phases(self, gid: str) -> list[PhaseRecord]:
        recs = _phase_list(await self.r.hgetall(self.keys.phases(gid)), gid)
        if not recs:
            arch = await self.archive_of(gid)
            if arch is not None:
                return list(arch.phases)
        return recs

    async def phase(self, gid: str, number: int) -> PhaseRecord | None:
        raw = await self.r.hget(self.keys.phases(gid), str(number))
        if raw is None:
            arch = await self.archive_of(gid)
            if arch is not None:
                return arch.phases[number - 1] if 1 <= number <= len(arch.phases) else None
        return compact.unpack_phase(raw, gid) if raw else None

    async def current_phase(self, gid: str) -> tuple[bool, PhaseRecord | None]:
        """(game exists, its current phase record)."""
        version, raw = await self.r.hmget(self.keys.game(gid), ("version", "phase"))
        if version is None:
            arch = await self.archive_of(gid)
            if arch is None:
                return False, None
            raw = arch.fields.get("phase")
        return True, (phase_dec.decode(raw) if raw else None)

    async def unarchived(self, per_cell: int = 100) -> list[str]:
        """Games that are over (the newest ``per_cell`` of each finished/cancelled listing
        cell) but not archived yet: what the watchdog's sweep archives."""
        cells = [self.keys.cell(st, n, o, kind) for kind in lx.hosted() for st in ("finished", "cancelled")
                 for n in lx.kind_seats(kind) for o in (True, False)]
        pipe = self.r.pipeline(transaction=False)
        for c in cells:
            pipe.zrange(c, "+", "-", bylex=True, desc=True, offset=0, num=per_cell)
        ids = [lx.game_of(m) for ms in await pipe.execute() for m in ms]
        if not ids:
            return []
        pipe = self.r.pipeline(transaction=False)
        for gid in ids:
            pipe.hmget(self.keys.game(gid), ("version", "arch"))
        return [gid for gid, (v, a) in zip(ids, await pipe.execute()) if v is not None and a is None]

    async def is_archived(self, gid: str) -> bool:
        """Whether the game left Redis for the record store (its hash is a pointer)."""
        return bool(await self.r.hexists(self.keys.game(gid), "arch"))

    async def rebuild_index(self, count: int = 1000) -> int:
        """Re-derive the whole listing index from the games' summaries (SCAN of every game
        hash; a Cluster client scans every primary): for a store written before the index
        existed, or after losing the index keys. O(games); returns the games indexed."""
        n = 0
        async for key in self.r.scan_iter(match=f"{self.keys.prefix}:{{*}}:game", count=count):
            raw = await self.r.hget(key, "summary")
            if raw:
                await self.index_game(summary_dec.decode(raw))
                n += 1
        return n

    async def current_phases(self, ids: list[str]) -> dict[str, PhaseRecord]:
        """The current phase record of each of these games that has one (one pipeline,
        one single-key command per game)."""
        pipe = self.r.pipeline(transaction=False)
        for gid in ids:
            pipe.hget(self.keys.game(gid), "phase")
        return {gid: phase_dec.decode(raw) for gid, raw in zip(ids, await pipe.execute()) if raw}

    async def last_seq(self, gid: str) -> int | None:
        """The seq of the game's last event (0: none yet), or None without the game: one
        round trip (``HMGET``) for a live game, as :meth:`version`; a game moved to the
        record store (or archived in its hash) answers from its archive's final fields."""
        version, seq, arch = await self.r.hmget(self.keys.game(gid), ("version", "seq", "arch"))
        return await self.last_seq_from(gid, version, seq, arch)

    async def last_seq_from(self, gid: str, version, seq, arch) -> int | None:
        """:meth:`last_seq` from the game hash's ``version``, ``seq`` and ``arch``."""
        if arch is None:
            if version is not None:           # live
                return int(seq) if seq else 0
            archived = await self.archive_of(gid)      # no hash: the record store's row, if any
        else:
            archived = await self.archive_of(gid, _str(arch))
        return int(archived.fields.get("seq") or 0) if archived is not None else None

    async def version(self, gid: str) -> int | None:
        v = await self.r.hget(self.keys.game(gid), "version")
        if v is None:
            arch = await self.archive_of(gid)
            return arch.version if arch is not None else None
        return int(v)

    async def ping(self) -> bool:
        return bool(await self.r.ping())


def make_async_clients(settings) -> tuple[Any, Any]:
    """(state client, blocking-reader client) for the API process, via
    :mod:`server.store.clients` (standalone on a ``BlockingConnectionPool`` or Cluster), both
    health-checked and retried on a broken connection (``redis_health_check_s``,
    ``redis_retries``)."""
    main = state_client(settings.redis_url, max_connections=settings.redis_pool_size,
                        cluster=settings.redis_cluster, **resilience(settings))
    # Blocking readers (XREAD BLOCK up to the long-poll / SSE keep-alive wait): redis-py 8's
    # asyncio default socket_timeout of 5 s would cut every longer wait with TimeoutError.
    streams = state_client(settings.redis_url, max_connections=settings.stream_pool_size,
                           cluster=settings.redis_cluster, **resilience(settings), client_name=f"battle1821-streams-{os.getpid()}",
                           socket_timeout=max(settings.long_poll_max_s, settings.sse_keepalive_s) + 10)
    return main, streams
