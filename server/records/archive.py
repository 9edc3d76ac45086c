"""The archive of a game that is over: one compressed blob that replaces the game's live
keys (state hash, event stream, action list, phase hash) and answers every read of them.

What the blob holds (msgpack, then raw LZMA2; :func:`encode`): the record's parts
(origin, seats, options, seed, joins), the accepted actions in a compact form (times as
millisecond steps, numbers implied), the seat metadata (token digests as bytes), the
final state (so a game of another rules version still shows its end), the phase records
(times as millisecond steps) and, of the event stream, only what a replay of the record
does not produce itself: the service's own events (``ottoman_phase``, ``ottoman_step``,
``decision_timeout``...) with their place in the stream. :func:`decode` gives back an
:class:`Archive` whose event stream, action list and phase records are byte for byte the
live ones: :func:`encode` checks that on the blob it made (else :class:`ArchiveError`,
and the game stays live). The store reads and makes archives through this module (its
:class:`~server.store.redis_store.ArchiveCodec`, registered when this module is imported).
"""

from __future__ import annotations

import hashlib
import lzma
import re
import sys
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

import msgspec

from gamekinds import registry
from server.store.compact import _Action, _action_dec  # the stored action record
from server.store.compact import compact_action as _compact_action  # one action codec
from server.store.compact import expand_action as _expand_action
from server.store.records import GameMeta, GameSummary, PhaseRecord, meta_dec, meta_enc, summary_dec
from server.store.errors import ArchiveError
from server.store.redis_store import blob_tag, encode_events, set_archive_codec  # noqa: F401  (blob_tag: re-exported)

from .record import RECORD_FORMAT, GameRecord, RecordAction, RecordEnd, RecordJoin, ReplayError, Version
from .record import end_of, replay

ARCHIVE_FORMAT = 1
_FILTERS = [{"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME, "pb": 0, "lc": 1}]
_DICT_MAX = 64 << 20     # preset 9's dictionary


def _filters_for(n: int) -> list[dict]:
    """The encoder's filters for a body of ``n`` bytes: ``_FILTERS`` with a dictionary no
    larger than the body needs (a power of two >= ``n``, >= 4 KiB, <= preset 9's 64 MiB).
    A dictionary covers every match distance in the body either way, so the stream is the
    same LZMA2 and ``_FILTERS`` (the larger dictionary) decodes it; what goes is preset 9's
    fixed cost of setting up 64 MiB of match finder, ~45 ms of CPU per archive whatever
    its size (a 20 KB body: 52.6 -> 1.5 ms, the same bytes out)."""
    size = 4096
    while size < n and size < _DICT_MAX:
        size <<= 1
    return [{**_FILTERS[0], "dict_size": size}]
_pack = msgspec.msgpack.Encoder()
_unpack = msgspec.msgpack.Decoder()
_ENVELOPE = re.compile(rb'^\{"seq":(\d+),"version":(\d+),')
_json = msgspec.json.Encoder()


def _ms(text: str) -> int | None:
    """RFC 3339 ``...T12:48:30.490Z`` -> ms since the epoch, when it formats back the same."""
    try:
        dt = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    ms = int(dt.timestamp() * 1000)
    return ms if _iso(ms) == text else None


def _iso(ms: int) -> str:
    dt = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return dt.isoformat(timespec="milliseconds").replace("+00:00", "Z")


class _Clock:
    """Times as steps from the previous one (ms); a time that does not round-trip is kept
    as its text."""

    def __init__(self, base: int) -> None:
        self.last = base

    def enc(self, text: str | None) -> Any:
        if text is None:
            return None
        ms = _ms(text)
        if ms is None:
            return text
        d, self.last = ms - self.last, ms
        return d

    def dec(self, v: Any) -> str | None:
        if v is None or isinstance(v, str):
            return v
        self.last += v
        return _iso(self.last)


_KINDS = ("setup", "greek_turn", "ottoman")
"""Phase kinds stored as indexes (a codec's dictionary; any other name is stored as it is)."""


def _phase_default_job(kind: str, gid: str, rnd: int) -> str:
    return f"{kind}-{gid}-{rnd}"


def _enc_phase(p: PhaseRecord, clock: _Clock, gid: str) -> list:
    job = p.job_id
    job = 0 if job is not None and job == _phase_default_job(p.kind, gid, p.round) else job
    return [p.round, _KINDS.index(p.kind) if p.kind in _KINDS else p.kind, p.seat, p.step, p.status, p.start_version,
            None if p.end_version is None else p.end_version - p.start_version, job, p.progress, p.error,
            clock.enc(p.started_at), clock.enc(p.updated_at), clock.enc(p.ended_at)]


def _dec_phase(n: int, a: list, clock: _Clock, gid: str) -> PhaseRecord:
    rnd, kind, seat, step, status, start, dend, job, progress, error, st, up, en = a
    kind = _KINDS[kind] if isinstance(kind, int) else kind
    return PhaseRecord(number=n, round=rnd, kind=kind, seat=seat, step=step, status=status,
                       start_version=start, end_version=None if dend is None else start + dend,
                       job_id=_phase_default_job(kind, gid, rnd) if job == 0 else job, progress=progress, error=error,
                       started_at=clock.dec(st), updated_at=clock.dec(up), ended_at=clock.dec(en))


@dataclass(slots=True)
class Archive:
    """A decoded archive. ``fields``: the game hash's fields as they were (``state``,
    ``meta``, ``summary``, ``version``, ``seq``, ``nact``, ``phase``, ``origin``);
    ``events`` ``(seq, envelope)`` in order (None: they need a replay this engine cannot
make, another rules version), ``actions`` the action records (JSON),
    ``phases`` the phase records; ``record`` the game record (None when the record could
    not be rebuilt: a game from before records); ``versions`` the replayed versions
    (None when the record does not replay with this engine: another rules version)."""

    game_id: str
    fields: dict[str, bytes]
    events: list[tuple[int, bytes]] | None
    actions: list[bytes]
    phases: list[PhaseRecord]
    record: GameRecord | None
    versions: list[Version] | None = None
    replay_error: str | None = None
    raw_size: int = 0
    extra: dict = field(default_factory=dict)

    @property
    def version(self) -> int:
        return int(self.fields["version"])

    @property
    def meta(self) -> GameMeta:
        return meta_dec.decode(self.fields["meta"])

    @property
    def summary(self) -> GameSummary | None:
        raw = self.fields.get("summary")
        return summary_dec.decode(raw) if raw else None


# ------------------------------------------------------------------------- records
class _OriginIn(msgspec.Struct):
    """:class:`GameOrigin` as read back: msgspec 0.23 decodes no ``Raw | None``, so the
    position is a ``Raw`` that holds ``null`` for a game not made from one."""

    rules: str
    names: list[str]
    position: msgspec.Raw = msgspec.Raw(b"null")


_origin_dec = msgspec.json.Decoder(_OriginIn)


def record_of(gid: str, fields: dict[str, bytes], actions: list[bytes], *, reveal_seed: bool | None = None,
              versions: list[Version] | None = None) -> GameRecord:
    """The :class:`GameRecord` of a game from its hash ``fields`` (``state``, ``meta``,
    ``origin``...) and its action records. The seed is in it when the game is over
    (``reveal_seed`` None) or when ``reveal_seed``; ``end`` when ``versions`` (its replay)
    is given and the game is over. A game created before records has no ``origin``: its
    record names the rules ``unrecorded`` and its current names."""
    meta = meta_dec.decode(fields["meta"])
    kind = registry.get(meta.kind)
    s = kind.decode_state(fields["state"])
    raw_origin = fields.get("origin")
    if raw_origin:
        origin = _origin_dec.decode(raw_origin)
        names, rules = list(origin.names), origin.rules
        position = msgspec.json.decode(bytes(origin.position), type=kind.Position | None)
    else:
        names, rules, position = [p.name for p in s.players], "unrecorded", None
    over = s.status == "finished" or meta.cancelled
    show = over if reveal_seed is None else reveal_seed
    end = None
    if over and versions is not None:
        rec0 = _bare(gid, meta, s, names, rules, position, [], None)
        end = end_of(rec0, versions)
    return _bare(gid, meta, s, names, rules, position, [msgspec.json.decode(a, type=RecordAction) for a in actions],
                 s.seed if show else None, end)


def _bare(gid, meta: GameMeta, s, names, rules, position, actions, seed, end=None) -> GameRecord:
    return GameRecord(format=RECORD_FORMAT, kind=meta.kind, rules=rules, game_id=gid, created_at=meta.created_at, seats=s.seats,
                      options=s.options, seed_sha256=s.seed_sha256, seed_chosen=s.seed_chosen, seed=seed,
                      names=names, position=position,
                      joins=[RecordJoin(seat=j.seat, version=j.version, name=j.name) for j in meta.joins],
                      actions=actions, end=end)


def replay_versions(gid: str, fields: dict[str, bytes], actions: list[bytes]) -> list[Version]:
    """Every version of the game (its record replayed with the state's seed); raises
    :class:`ReplayError` when this engine does not reproduce it."""
    meta = meta_dec.decode(fields["meta"])
    engine = registry.get(meta.kind)
    s = engine.decode_state(fields["state"])
    rec = record_of(gid, fields, actions, reveal_seed=True)
    if meta.cancelled:   # the cancel is the last version
        rec.end = RecordEnd(version=int(fields["version"]), status="cancelled", round=s.round, winners=[],
                            end_reason=None, state_sha256="", checks="")
    if rec.rules != engine.RULES_VERSION:
        raise ReplayError(f"recorded under rules {rec.rules!r}, this engine is {engine.RULES_VERSION!r}")
    joined_later = {j.seat for j in meta.joins}
    at_creation = [i for i, t in enumerate(meta.seat_tokens) if t is not None and i not in joined_later]
    return list(replay(rec, s.seed, joined_at_creation=at_creation))


def predicted_events(gid: str, versions: list[Version]) -> list[tuple[int, Any]]:
    """(version, engine event) of every version, in order: the part of the stream a replay makes."""
    return [(x.version, e) for x in versions for e in x.events]


# ------------------------------------------------------------------------- encode
def encode(gid: str, fields: dict[str, bytes], events: list[tuple[int, bytes]], actions: list[bytes],
           phases: list[PhaseRecord]) -> tuple[bytes, Archive]:
    """The archive blob of a game (its hash ``fields``, stream ``events`` as ``(seq,
    envelope)``, action records, phase records by number) and the :class:`Archive` it
    decodes to. Raises :class:`ArchiveError` when the decoded archive would not give back
    exactly these keys."""
    created = _ms(meta_dec.decode(fields["meta"]).created_at) or 0
    try:
        versions = replay_versions(gid, fields, actions)
        replay_error = None
    except ReplayError as exc:
        versions, replay_error = None, exc.detail
    literal: list[list] = []
    if versions is not None:
        pred = predicted_events(gid, versions)
        i = 0
        for seq, raw in events:
            if i < len(pred) and encode_events([pred[i][1]], seq, pred[i][0])[0] == raw:
                i += 1
                continue
            literal.append(_enc_event(seq, raw))
        if i != len(pred):   # the replay made events the stream does not have: keep the stream as it is
            literal = [_enc_event(seq, raw) for seq, raw in events]
    else:
        literal = [_enc_event(seq, raw) for seq, raw in events]
    clock = _Clock(created)
    acts: list[list] = []
    for n, raw in enumerate(actions, 1):
        a = _action_dec.decode(raw)
        if a.n != n or _json.encode(a) != raw:   # kept as it is (a bot's record names its bot)
            acts.append([raw])
            continue
        compact = _compact_action(bytes(a.action))
        # the clock steps only for an item that stores its time as a step
        item = [a.seat, a.version, clock.enc(a.at), bytes(a.action) if compact is None else compact]
        if a.applied_by is not None:
            item.append(a.applied_by)
        acts.append(item)
    pclock = _Clock(created)
    meta = meta_dec.decode(fields["meta"])
    hfields = {k: v for k, v in fields.items() if k not in ("state", "meta", "summary", "arch", "archive")}
    checks = b""
    if versions is not None:
        checks = bytes.fromhex(end_of(record_of(gid, fields, []), versions).checks + "0" * (len(actions) % 2))
    body = {
        "f": ARCHIVE_FORMAT,
        "h": hfields,
        "m": _enc_meta(meta),
        "s": fields["state"],
        "a": acts,
        "e": literal,
        "ne": len(events),
        "p": [_enc_phase(p, pclock, gid) for p in phases],
        "r": int(versions is not None),
        "x": checks,
    }
    raw_body = _pack.encode(body)
    blob = lzma.compress(raw_body, format=lzma.FORMAT_RAW, filters=_filters_for(len(raw_body)))
    arch = decode(gid, blob, versions, summary=fields.get("summary"))
    want_meta = meta_dec.decode(fields["meta"])
    if arch.events is None or arch.events != [(s, bytes(e)) for s, e in events] or arch.actions != [bytes(a) for a in actions] \
            or arch.phases != list(phases) or arch.meta != want_meta or arch.fields.get("state") != fields["state"]:
        raise ArchiveError(f"the archive of {gid} would not give back its keys")
    if versions is None:
        arch.replay_error = replay_error
    arch.raw_size = len(raw_body)
    return blob, arch


_META_CORE = ("created_at", "host", "seat_tokens", "cancelled", "joins")


def _enc_meta(meta: GameMeta) -> list:
    """``[created_at, host hash, seat token hashes, cancelled, joins]`` (hashes as bytes),
    then, only when the game has any, a map of the other :class:`GameMeta` fields that are
    not at their defaults (rematch links, reserved seats, computer seats, takeovers,
    clocks), so that every game's meta comes back whole."""
    core = [meta.created_at, bytes.fromhex(meta.host), [bytes.fromhex(t) if t else None for t in meta.seat_tokens],
            meta.cancelled, [[j.seat, j.version, j.name] for j in meta.joins]]
    rest = {k: v for k, v in msgspec.to_builtins(meta).items() if k not in _META_CORE}
    return core + [rest] if rest else core


def _dec_meta(m: list) -> GameMeta:
    created_at, host, seat_tokens, cancelled, joins = m[:5]
    core = {"created_at": created_at, "host": host.hex(), "seat_tokens": [t.hex() if t else None for t in seat_tokens],
            "cancelled": cancelled, "joins": joins}
    return msgspec.convert({**(m[5] if len(m) > 5 else {}), **core}, GameMeta)


def _enc_event(seq: int, raw: bytes) -> list:
    m = _ENVELOPE.match(raw)
    if m is not None and int(m.group(1)) == seq:
        return [seq, int(m.group(2)), raw[m.end():]]
    return [seq, -1, raw]


# ------------------------------------------------------------------------- decode
def decode(gid: str, blob: bytes, versions: list[Version] | None = None, summary: bytes | None = None) -> Archive:
    """The :class:`Archive` of a blob. Replays the record (unless ``versions`` is given)
    to rebuild the engine's events; a record this engine does not replay (another rules
    version) keeps ``versions`` None and only its stored parts."""
    body = _unpack.decode(lzma.decompress(blob, format=lzma.FORMAT_RAW, filters=_FILTERS))
    if body.get("f") != ARCHIVE_FORMAT:
        raise ArchiveError(f"archive format {body.get('f')!r}, this server reads {ARCHIVE_FORMAT}")
    meta = _dec_meta(body["m"])
    created_at = meta.created_at
    fields = dict(body["h"])
    if summary is not None:
        fields["summary"] = summary
    fields["meta"] = meta_enc.encode(meta)
    fields["state"] = body["s"]
    created = _ms(created_at) or 0
    clock = _Clock(created)
    actions: list[bytes] = []
    for n, item in enumerate(body["a"], 1):
        if len(item) == 1:
            actions.append(item[0])
            continue
        seat, version, at, action = item[:4]
        if isinstance(action, list):
            action = _expand_action(action)
        a = _Action(n=n, seat=seat, version=version, at=clock.dec(at), action=msgspec.Raw(action),
                    applied_by=item[4] if len(item) > 4 else None)
        actions.append(_json.encode(a))
    pclock = _Clock(created)
    phases = [_dec_phase(n, a, pclock, gid) for n, a in enumerate(body["p"], 1)]
    err = None
    if versions is None and body["r"]:
        try:
            versions = replay_versions(gid, fields, actions)
        except ReplayError as exc:
            err = exc.detail
    literal = {seq: (v, rest) for seq, v, rest in body["e"]}
    events: list[tuple[int, bytes]] = []
    pred = predicted_events(gid, versions) if versions is not None and body["r"] else []
    i = 0
    for seq in range(1, body["ne"] + 1):
        if seq in literal:
            v, rest = literal[seq]
            events.append((seq, rest if v < 0 else b'{"seq":%d,"version":%d,' % (seq, v) + rest))
        elif i < len(pred):
            events.append((seq, encode_events([pred[i][1]], seq, pred[i][0])[0]))
            i += 1
        else:   # the stored literal events are not all of the stream and nothing replays the rest
            err = err or "the events of this game need a replay with its rules version"
            events = None
            break
    try:
        record = record_of(gid, fields, actions)
        record.end = stored_end(fields, body.get("x") or b"", len(actions), ended_at=_last_version(events))
    except (msgspec.DecodeError, msgspec.ValidationError, KeyError):
        record = None
    return Archive(game_id=gid, fields=fields, events=events, actions=actions, phases=phases, record=record,
                   versions=versions, replay_error=err)


def _last_version(events: list[tuple[int, bytes]] | None) -> int | None:
    """The version of the stream's last event: the commit that ended the game (its
    ``game_over`` or ``game_cancelled``); None without events."""
    if not events:
        return None
    m = _ENVELOPE.match(events[-1][1])
    return int(m.group(2)) if m else None


def stored_end(fields: dict[str, bytes], checks: bytes, n_actions: int, *, ended_at: int | None = None) -> RecordEnd:
    """The record's end as stored at archive time (the final state, the per-action checks),
    never recomputed: what ``battle1821 verify`` compares a replay with. ``ended_at``: the
    version of the commit that ended the game (the last event's); a later commit that
    changes only the seats' metadata (a rematch's link, ``POST /games/{id}/rematch`` on a
    game not yet archived) moves the game's version but is no part of its record.
    Default: the game's version."""
    meta = meta_dec.decode(fields["meta"])
    s = registry.get(meta.kind).decode_state(fields["state"])
    cancelled = meta.cancelled
    return RecordEnd(version=ended_at or int(fields["version"]), status="cancelled" if cancelled else "finished",
                     round=s.round, winners=[] if cancelled else list(s.winners), end_reason=None if cancelled else s.end_reason,
                     state_sha256=hashlib.sha256(fields["state"]).hexdigest(), checks=checks.hex()[:n_actions])


def final_state_blob(arch: Archive) -> bytes:
    """The final state, msgpack (as the live ``state`` field held it)."""
    return arch.fields["state"]


def check_state(arch: Archive) -> bool:
    """The replay ends in the stored final state."""
    if arch.versions is None:
        return False
    last = arch.versions[-1].state
    return registry.of_state(last).encode_state(last) == arch.fields["state"]


set_archive_codec(sys.modules[__name__])   # every store of this process reads and makes archives with this module
