"""Compact entries of a live game's keys: what the event stream, the accepted-action list
and the phase hash store (msgpack arrays, field names left out, region ids as board
indexes, times as ms), and the JSON every reader gets back, byte for byte the JSON that
was committed (:mod:`server.store.redis_store` converts at its boundary: ``commit``
compacts, every read expands; the archives of :mod:`server.records.archive` reuse it).

- Event: ``[version, type index, field values...]`` (:data:`EVENT_TYPES` order; the
  envelope ``{"seq", "version", ...}`` rebuilt with the stream entry's seq).
- Accepted action: ``[seat, version, at ms, [action type index, values...], applied_by?]``
  (``n`` is the list position).
- Phase record: ``[round, kind, seat, step, status, start, end, job_id, progress, error,
  started ms, updated ms, ended ms]``.

An entry that would not come back the same (an unknown event type such as the bench's
``bench_noop``, a time that is not ``...SS.mmmZ``) is stored as its JSON: a reader tells
the two by the first byte (``{`` is JSON; a msgpack array starts at 0x90 or above).

The dictionary of the compact form (the action and event classes, the words stored as
indexes) is the default game kind's (:data:`gamekinds.registry.DEFAULT`): a codec, not a
rule. Every entry is kept exactly (compact when it fits, JSON otherwise):

- an event or an action is stored compact only when its JSON is the canonical encoding of
  the struct it decodes to (one ``msgspec`` encode compared, the invariant checked per
  commit). The reader rebuilds that same struct from the compact values (strings of the
  closed set as indexes and back, every other value through msgpack unchanged) and encodes
  it again, so the entry comes back byte for byte; ``tests/store/test_compact.py``
  proves that round trip on every event and action of the golden games (issue 39: the
  per-commit unpack-and-compare it replaces cost ~11 µs of the ~44 µs of packing per
  action);
- a phase record (built in Python, no decode checks its types; its times go through
  float seconds) is unpacked again and compared before its compact form is stored.
"""

from __future__ import annotations

import re
import typing
from datetime import datetime, timezone
from typing import Any

import msgspec

from gamekinds import registry

from .records import PhaseRecord, meta_enc, phase_dec
from .stream_events import EVENT_CLASSES

_pack = msgspec.msgpack.Encoder()
_unpack = msgspec.msgpack.Decoder()
_json = msgspec.json.Encoder()
_ENVELOPE = re.compile(rb'^\{"seq":(\d+),"version":(\d+),("type":"([a-z_]+)")')
# The closed sets of event fields after the default kind's regions; append only (stored
# entries hold these indexes).
_WORDS = (
    "lobby", "setup", "greek", "ottoman", "end", "none", "first_player", "place_start", "reinforcement", "attack",
    "movement", "event", "active", "queued", "running", "awaiting_decision", "done", "failed", "greek_attack",
    "ottoman_attack", "target", "step", "attack_target", "no_ottomans", "all_apostles", "max_rounds",
    "ottoman_victory", "call_ally", "answer_ally", "finished", "cancelled",
)
# The default kind and its words, loaded by :func:`_dictionary` on the first pack or unpack,
# not at import: the registry reads ``BATTLE1821_KINDS`` when it loads a kind, and a process
# reads its settings when it starts, not when its modules are imported (a test's fork
# server imports these modules once for processes of many configurations).
_DEFAULT: Any = None
_REGIONS: list[str] = []
_REGION_IX: dict[str, int] = {}


def _dictionary() -> None:
    """Load the codec's dictionary (the default kind's regions and actions, the words)."""
    global _DEFAULT
    if _DEFAULT is not None:
        return
    kind = registry.get(registry.DEFAULT)
    regions = [r["id"] for r in kind.rules_data()["board"]["regions"]] + list(_WORDS)
    _REGION_IX.update({r: i for i, r in enumerate(regions)})
    _REGIONS[:] = regions
    _DEFAULT = kind


_classes: list | None = None
_by_tag: dict[bytes, int] = {}
_decoders: dict[int, Any] = {}
_fields: dict[int, tuple[tuple[str, bool], ...]] = {}


def _event_classes() -> list:
    global _classes
    if _classes is None:
        _dictionary()
        cls = list(EVENT_CLASSES)
        for i, c in enumerate(cls):
            _by_tag[c.__struct_config__.tag.encode()] = i
            _decoders[i] = msgspec.json.Decoder(c)
            _fields[i] = tuple((f.name, _is_str(f.type)) for f in msgspec.structs.fields(c))
        _classes = cls
    return _classes


def _is_str(typ: Any) -> bool:
    """A field that holds a string (or null): its known strings are stored as indexes."""
    if typ is str:
        return True
    origin = typing.get_origin(typ)
    if origin is typing.Literal:
        return all(isinstance(a, str) for a in typing.get_args(typ))
    if origin is typing.Annotated:
        return _is_str(typing.get_args(typ)[0])
    args = typing.get_args(typ)
    if any(_is_str(a) for a in args if a is not type(None)) and int not in args and origin is not list \
            and origin is not dict:
        return True
    return bool(args) and typing.get_origin(typ) is not list and typing.get_origin(typ) is not dict and \
        str in args and int not in args


def _pv(v: Any, is_str: bool) -> Any:
    if is_str and isinstance(v, str) and v in _REGION_IX:
        return _REGION_IX[v]
    return v


def _uv(v: Any, is_str: bool) -> Any:
    if is_str and isinstance(v, int) and not isinstance(v, bool):
        return _REGIONS[v]
    return v


# ------------------------------------------------------------------------- events
def pack_event(envelope: bytes) -> bytes:
    """The stream entry of an event envelope (JSON as ``encode_events`` makes it)."""
    m = _ENVELOPE.match(envelope)
    _event_classes()
    if m is None or m.group(4) not in _by_tag:
        return envelope
    ix = _by_tag[m.group(4)]
    body = b"{" + envelope[m.start(3):]
    try:
        ev = _decoders[ix].decode(body)
    except (msgspec.DecodeError, msgspec.ValidationError):
        return envelope
    version = int(m.group(2))
    # never store what would not come back the same (the module doc's invariant): the
    # envelope is the canonical JSON of its decoded event (unpack_event re-encodes that)
    if _json.encode(ev) != body or b"%d" % version != m.group(2) or b"%d" % int(m.group(1)) != m.group(1):
        return envelope
    return _pack.encode([version, ix, *[_pv(getattr(ev, name), s) for name, s in _fields[ix]]])


def unpack_event(seq: int, entry: bytes) -> bytes:
    """The JSON envelope of a stream entry (compact or JSON)."""
    if entry[:1] == b"{":
        return entry
    classes = _event_classes()
    version, ix, *vals = _unpack.decode(entry)
    cls = classes[ix]
    ev = cls(**{name: _uv(v, s) for (name, s), v in zip(_fields[ix], vals)})
    body = _json.encode(ev)
    return b'{"seq":%d,"version":%d,%s' % (seq, version, body[1:])


# ------------------------------------------------------------------------- actions
_ACTION_SPECS: dict[int, tuple] = {}
_ACTION_CLASSES: list = []
_ACTION_IX: dict[str, int] = {}


def _spec_of(typ: Any) -> Any:
    """How one field of an action is stored: ``"s"`` a string (its known values as indexes),
    ``("l", spec)`` a list of Structs (each as its values), ``None`` as it is."""
    import typing

    if _is_str(typ):
        return "s"
    origin = typing.get_origin(typ)
    if origin is typing.Annotated:
        return _spec_of(typing.get_args(typ)[0])
    if origin is list:
        (inner,) = typing.get_args(typ)
        if isinstance(inner, type) and issubclass(inner, msgspec.Struct):
            return ("l", inner, tuple((f.name, _spec_of(f.type)) for f in msgspec.structs.fields(inner)))
    return None


def _action_specs() -> None:
    if _ACTION_CLASSES:
        return
    _dictionary()
    for i, c in enumerate(_DEFAULT.Action.__args__):
        _ACTION_CLASSES.append(c)
        _ACTION_IX[c.__struct_config__.tag] = i
        _ACTION_SPECS[i] = tuple((f.name, _spec_of(f.type)) for f in msgspec.structs.fields(c))


def _pk(v: Any, spec: Any) -> Any:
    if spec == "s":
        return _REGION_IX.get(v, v) if isinstance(v, str) else v
    if spec is not None:
        return [[_pk(getattr(x, n), s) for n, s in spec[2]] for x in v]
    return v


def _upk(v: Any, spec: Any) -> Any:
    if spec == "s":
        return _REGIONS[v] if isinstance(v, int) and not isinstance(v, bool) else v
    if spec is not None:
        return [spec[1](**{n: _upk(x, s) for (n, s), x in zip(spec[2], item)}) for item in v]
    return v


def compact_action(action_json: bytes) -> list | None:
    """An action (its JSON) as ``[type index, field values...]``, when it comes back the
    same; else None (kept as its JSON)."""
    _action_specs()
    try:
        a = _engine_action_dec().decode(action_json)
    except (msgspec.DecodeError, msgspec.ValidationError):
        return None
    if _json.encode(a) != action_json:     # expand_action re-encodes the decoded action
        return None
    ix = _ACTION_IX[a.__struct_config__.tag]
    return [ix, *(_pk(getattr(a, n), s) for n, s in _ACTION_SPECS[ix])]


def expand_action(item: list) -> bytes:
    """The JSON of an action from :func:`compact_action`'s list."""
    _action_specs()
    ix = item[0]
    cls = _ACTION_CLASSES[ix]
    return _json.encode(cls(**{n: _upk(v, s) for (n, s), v in zip(_ACTION_SPECS[ix], item[1:])}))


_action_decoder: Any = None


def _engine_action_dec():
    global _action_decoder
    if _action_decoder is None:
        _dictionary()
        _action_decoder = msgspec.json.Decoder(_DEFAULT.Action)
    return _action_decoder

_TIME = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$")


_last_ms: tuple[str, int | None] = ("", None)
_last_iso: tuple[int | None, str] = (None, "")


def ms_of(text: str) -> int | None:
    """``2026-12-01T12:48:30.490Z`` -> ms since the epoch (None: another shape). The last
    answer is kept: one commit's records mostly share one time."""
    global _last_ms
    last = _last_ms          # one read: another thread may replace it
    if last[0] == text:
        return last[1]
    if not _TIME.match(text):
        ms = None
    else:
        ms = int(datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp() * 1000)
    _last_ms = (text, ms)
    return ms


def iso_of(ms: int) -> str:
    """ms since the epoch -> ``2026-12-01T12:48:30.490Z`` (the last answer kept, as :func:`ms_of`)."""
    global _last_iso
    last = _last_iso
    if last[0] == ms and type(ms) is int:
        return last[1]
    text = datetime.fromtimestamp(ms / 1000, tz=timezone.utc).isoformat(timespec="milliseconds") \
        .replace("+00:00", "Z")
    _last_iso = (ms, text)
    return text


class _Action(msgspec.Struct, omit_defaults=True):
    """An accepted-action record as stored (JSON ``AcceptedAction`` with its action kept raw)."""
    n: int
    seat: int
    version: int
    at: str
    action: msgspec.Raw
    applied_by: str | None = None


_action_dec = msgspec.json.Decoder(_Action)


def pack_action(record: bytes) -> bytes:
    """The list entry of an accepted-action record (JSON ``AcceptedAction``)."""
    try:
        a = _action_dec.decode(record)
    except (msgspec.DecodeError, msgspec.ValidationError):
        return record
    ms = ms_of(a.at)
    if ms is None or iso_of(ms) != a.at or a.n < 1 or _json.encode(a) != record:
        return record
    act = compact_action(bytes(a.action))   # checked: it expands to the same JSON
    if act is None:
        return record
    return _pack.encode([a.seat, a.version, ms, act] + ([a.applied_by] if a.applied_by is not None else []))


def unpack_action(n: int, entry: bytes) -> bytes:
    """The JSON record of the ``n``-th accepted action from its list entry."""
    if entry[:1] == b"{":
        return entry
    item = _unpack.decode(entry)
    seat, version, ms, act = item[:4]
    return _json.encode(_Action(n=n, seat=seat, version=version, at=iso_of(ms),
                                action=msgspec.Raw(expand_action(act)), applied_by=item[4] if len(item) > 4 else None))


# ------------------------------------------------------------------------- phases
_KINDS = ("setup", "greek_turn", "ottoman")
_STEPS = ("none", "first_player", "place_start", "reinforcement", "attack", "movement", "event")
_STATUSES = ("active", "queued", "running", "awaiting_decision", "done", "failed")


def _t(text: str | None) -> Any:
    if text is None:
        return None
    ms = ms_of(text)
    return text if ms is None else ms


def _ut(v: Any) -> str | None:
    return v if v is None or isinstance(v, str) else iso_of(v)


def _d(v: Any, base: Any) -> Any:
    return v - base if isinstance(v, int) and isinstance(base, int) else v


def _ud(v: Any, base: Any) -> Any:
    return v + base if isinstance(v, int) and isinstance(base, int) else v


def pack_phase(rec: PhaseRecord, game_id: str = "") -> bytes:
    """The phase-hash value of a phase record (under 64 bytes for most, so the hash of a
    game's phases stays a listpack): times after the start as ms steps, the usual job id
    ``<kind>-<game>-<round>`` of an automatic phase as 0."""
    st, up, en = _t(rec.started_at), _t(rec.updated_at), _t(rec.ended_at)
    job = 0 if game_id and rec.job_id == f"{rec.kind}-{game_id}-{rec.round}" else rec.job_id
    kind = _KINDS.index(rec.kind) if rec.kind in _KINDS else rec.kind
    step = _STEPS.index(rec.step) if rec.step in _STEPS else rec.step
    status = _STATUSES.index(rec.status) if rec.status in _STATUSES else rec.status
    out = _pack.encode([rec.number, rec.round, kind, rec.seat, step, status,
                        rec.start_version, _d(rec.end_version, rec.start_version), job, rec.progress, rec.error,
                        st, _d(up, st), _d(en, up)])
    return out if unpack_phase(out, game_id) == rec else meta_enc.encode(rec)


def unpack_phase(entry: bytes, game_id: str = "") -> PhaseRecord:
    """A phase record from its phase-hash value (compact or JSON) of game ``game_id``."""
    if entry[:1] == b"{":
        return phase_dec.decode(entry)
    n, rnd, kind, seat, step, status, start, dend, job, progress, error, st, dup, den = _unpack.decode(entry)
    up = _ud(dup, st)
    kind = _KINDS[kind] if isinstance(kind, int) else kind
    return PhaseRecord(number=n, round=rnd, kind=kind, seat=seat,
                       step=_STEPS[step] if isinstance(step, int) else step,
                       status=_STATUSES[status] if isinstance(status, int) else status,
                       start_version=start, end_version=_ud(dend, start),
                       job_id=f"{kind}-{game_id}-{rnd}" if job == 0 else job, progress=progress, error=error,
                       started_at=_ut(st), updated_at=_ut(up), ended_at=_ut(_ud(den, up)))
