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

- a commit's events and action record are packed from the structs the use case made
  (:func:`pack_event_of`, :func:`pack_action_of`: ``Commit.event_structs`` and
  ``Commit.accepted``; session 22), never by decoding the JSON just encoded: the entry
  holds the struct's own values (strings of the closed set as indexes), so the reader,
  which rebuilds that struct and encodes it again, gets the JSON the API serves. A value
  that would not come back (an int in a word field, a class not the codec's exactly, a
  time of another shape) is found by a type check and the JSON path takes the entry;
- the JSON path (:func:`pack_event`, :func:`pack_action`: a writer with only the JSON)
  decodes by the codec's class and packs only when the JSON is the canonical encoding of
  what it decoded (one ``msgspec`` encode compared);
- a phase record is packed when its words and job id are strings (else its JSON); its
  times are exact integer ms (:func:`ms_of`, :func:`iso_of`).

No entry is unpacked again to compare: ``tests/store/test_compact.py`` proves the round
trips on every event and action of the golden games, the struct and JSON paths' equal
bytes, and phase records and times under hypothesis (issue 39, session 22: a commit's
arguments 168 -> 75 k instructions, ``bench.commit_args``).
"""

from __future__ import annotations

import re
import typing
from datetime import datetime, timedelta, timezone
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
_by_class: dict[type, int] = {}
_decoders: dict[int, Any] = {}
_fields: dict[int, tuple[tuple[str, bool], ...]] = {}


def _event_classes() -> list:
    global _classes
    if _classes is None:
        _dictionary()
        cls = list(EVENT_CLASSES)
        for i, c in enumerate(cls):
            _by_tag[c.__struct_config__.tag.encode()] = i
            _by_class[c] = i
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
    return pack_event_of(version, ev) or envelope   # a decoded word field holds a str: never None here


def pack_event_of(version: int, ev: Any) -> bytes | None:
    """The stream entry of event ``ev`` (a struct, as ``encode_events`` gets it from the
    kind's ``public_event``) enveloped at ``version``: packed from the struct, without
    decoding its JSON again. None when it is not one of the codec's classes exactly, or a
    word field holds an int (it would read back as a word): the caller then packs the
    envelope (:func:`pack_event`). Its entry unpacks to the envelope ``encode_events``
    made of ``ev`` (the same struct encoded): ``tests/store/test_compact.py`` proves it on
    every event of the golden games and under hypothesis's values."""
    if _classes is None:
        _event_classes()
    ix = _by_class.get(type(ev))
    if ix is None:
        return None
    out: list[Any] = [version, ix]
    for name, is_str in _fields[ix]:
        v = getattr(ev, name)
        if is_str:
            if isinstance(v, str):
                v = _REGION_IX.get(v, v)
            elif isinstance(v, int) and not isinstance(v, bool):
                return None
        out.append(v)
    return _pack.encode(out)


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
_ACTION_BY_CLASS: dict[type, int] = {}


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
        _ACTION_BY_CLASS[c] = i
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


def _pk_of(v: Any, spec: Any) -> Any:
    """:func:`_pk` of a value built in Python (not decoded): raises :class:`_NotCompact`
    where the value would not come back the same (an int where a word is read back, an
    item of a list of structs of another class)."""
    if spec == "s":
        if isinstance(v, str):
            return _REGION_IX.get(v, v)
        if isinstance(v, int) and not isinstance(v, bool):
            raise _NotCompact
        return v
    if spec is not None:
        cls = spec[1]
        if not isinstance(v, (list, tuple)) or any(type(x) is not cls for x in v):
            raise _NotCompact
        return [[_pk_of(getattr(x, n), s) for n, s in spec[2]] for x in v]
    return v


class _NotCompact(Exception):
    pass


def compact_action_of(a: Any) -> list | None:
    """:func:`compact_action` of the action struct ``a`` itself (its JSON is
    ``msgspec.json.encode(a)``), without decoding that JSON; None when ``a`` is not one of
    the default kind's action classes exactly or a value would not come back the same."""
    if not _ACTION_CLASSES:
        _action_specs()
    ix = _ACTION_BY_CLASS.get(type(a))
    if ix is None:
        return None
    try:
        return [ix, *[_pk_of(getattr(a, n), s) for n, s in _ACTION_SPECS[ix]]]
    except _NotCompact:
        return None


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

_TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")


_last_ms: tuple[str, int | None] = ("", None)
_last_iso: tuple[int | None, str] = (None, "")


_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_1MS = timedelta(milliseconds=1)


def ms_of(text: str) -> int | None:
    """``2026-12-01T12:48:30.490Z`` -> ms since the epoch (None: another shape, or no such
    date). Exact (integer arithmetic, no float seconds): for every text it accepts,
    :func:`iso_of` gives the text back. The last answer is kept: one commit's records mostly
    share one time."""
    global _last_ms
    last = _last_ms          # one read: another thread may replace it
    if last[0] == text:
        return last[1]
    ms = None
    if _TIME.fullmatch(text):
        try:
            ms = (datetime.fromisoformat(text[:-1] + "+00:00") - _EPOCH) // _1MS
        except ValueError:   # the shape of a time, not a date (month 13, hour 24...)
            ms = None
    _last_ms = (text, ms)
    return ms


def iso_of(ms: int) -> str:
    """ms since the epoch -> ``2026-12-01T12:48:30.490Z``, exactly (the inverse of
    :func:`ms_of`; the text the float conversion of earlier servers gave for the ms they
    stored, which ``tests/store/test_compact.py`` checks); the last answer kept, as
    :func:`ms_of`."""
    global _last_iso
    last = _last_iso
    if last[0] == ms and type(ms) is int:
        return last[1]
    text = (_EPOCH + timedelta(milliseconds=ms)).isoformat(timespec="milliseconds")[:-6] + "Z"
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
    if ms is None or a.n < 1 or _json.encode(a) != record:
        return record
    act = compact_action(bytes(a.action))   # checked: it expands to the same JSON
    if act is None:
        return record
    return _pack.encode([a.seat, a.version, ms, act] + ([a.applied_by] if a.applied_by is not None else []))


def pack_action_of(n: int, seat: Any, version: Any, at: str, action: Any, applied_by: str | None = None) -> bytes | None:
    """The list entry of the accepted-action record ``{"n", "seat", "version", "at",
    "action", "applied_by"?}`` whose action is the JSON of the struct ``action``
    (``msgspec.json.encode(action)``), packed from the values without encoding or
    decoding the record; None when it would not come back the same (a time of another
    shape, an action :func:`compact_action_of` does not take): the caller then packs the
    record's JSON (:func:`pack_action`)."""
    ms = ms_of(at)
    if ms is None or n < 1:
        return None
    act = compact_action_of(action)
    if act is None:
        return None
    return _pack.encode([seat, version, ms, act] if applied_by is None else [seat, version, ms, act, applied_by])


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
_KIND_IX = {w: i for i, w in enumerate(_KINDS)}
_STEP_IX = {w: i for i, w in enumerate(_STEPS)}
_STATUS_IX = {w: i for i, w in enumerate(_STATUSES)}


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
    ``<kind>-<game>-<round>`` of an automatic phase as 0. A record is built in Python
    (nothing decoded checks its types): one whose words or job id are not strings (an int
    would read back as a word or as the usual job id) is stored as its JSON; every other
    record comes back equal (:func:`unpack_phase`; the times are exact, :func:`ms_of`),
    which ``tests/store/test_compact.py`` proves under hypothesis's records."""
    kind, step, status, job = rec.kind, rec.step, rec.status, rec.job_id
    if not (isinstance(kind, str) and isinstance(step, str) and isinstance(status, str)
            and (job is None or isinstance(job, str))):
        return meta_enc.encode(rec)
    st, up, en = _t(rec.started_at), _t(rec.updated_at), _t(rec.ended_at)
    if game_id and job == f"{kind}-{game_id}-{rec.round}":
        job = 0
    kind = _KIND_IX.get(kind, kind)
    step = _STEP_IX.get(step, step)
    status = _STATUS_IX.get(status, status)
    return _pack.encode([rec.number, rec.round, kind, rec.seat, step, status,
                         rec.start_version, _d(rec.end_version, rec.start_version), job, rec.progress, rec.error,
                         st, _d(up, st), _d(en, up)])


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
