"""Moving a game that is over from Redis to the record store, exactly once and crash-safe.

:func:`move_game` (the worker's archive step):

1. reads the game's live keys (hash, event stream, action list, phase hash, table talk,
   the hash's TTL) in one pipeline, and makes its archive blob (the records layer's codec,
   :mod:`server.records.archive`, which checks the blob gives every key back);
2. writes the record to the store and waits for its commit (an upsert keyed by the game id
   that never goes back to an older version: repeating it changes nothing);
3. runs ``move.lua``, one atomic call in the game's slot: if the game is still exactly
   what was read (version, last event, number of messages), its keys are deleted and the
   hash keeps a pointer (``version``, ``arch``, ``summary``, ``talk``); otherwise nothing
   is written and the move starts again from 1.

A SIGKILL before 2's commit leaves the game fully live (the store has nothing, or a row
that a later move overwrites); between 2 and 3, live in Redis *and* in the store, and every
read answers from Redis (a game whose hash holds ``state`` is live); after 3, only in the
store, read through the pointer. No moment leaves it in neither: 3 is one Lua call and
runs only after 2 committed. The watchdog's sweep (``unarchived``: games over whose hash
has no ``arch``) repeats the move for a game whose worker died.

A reader (:meth:`~server.store.GameStore.archive_of`) that finds the pointer reads the
store; one that finds no hash at all asks the store too (a game whose pointer was lost),
unless the record's retention ran out.

Fault points (``fault(name)``, the worker passes :func:`server.faults.fire`):
``archive.before_store`` (blob made, nothing written), ``archive.before_lua`` (stored,
still live), ``archive.after_lua`` (moved).
"""

from __future__ import annotations

import hashlib
from importlib import resources
from typing import Callable

import msgspec

from ..redis_store import (
    _actions, _archive_codec, _phase_list, _str, _stream_items, blob_tag, live_fields,
)
from ..records import summary_dec
from ..errors import ArchiveError
from . import RecordStore, StoredRecord, now_ms_

MOVE_LUA = resources.files("server.store.recordstore").joinpath("move.lua").read_text("utf-8")
ATTEMPTS = 3
"""Moves tried in a row while the game keeps changing (a rematch link, a late message)."""


def _messages(entries) -> list[bytes]:
    out = []
    for _eid, fields in entries:
        out.append(fields[b"m"] if b"m" in fields else fields["m"])
    return out


def talk_json(raws: list[bytes]) -> bytes:
    """The stored talk: a JSON array of the messages, in order."""
    return b"[" + b",".join(raws) + b"]"


_raw_list = msgspec.json.Decoder(list[msgspec.Raw])


def talk_items(talk: bytes) -> list[bytes]:
    """The messages (JSON each) of a stored talk array."""
    return [bytes(x) for x in _raw_list.decode(talk or b"[]")]


def stored_record(gid: str, fields: dict[str, bytes], blob: bytes, arch, talk: bytes, ttl_ms: int) -> StoredRecord:
    """The store's row of a game: the blob and the columns a listing or a check reads."""
    summary = summary_dec.decode(fields["summary"])
    rec = arch.record
    now = now_ms_()
    return StoredRecord(game_id=gid, kind=summary.kind, status=summary.status, seats=summary.seats,
                        created_at=summary.created_at, version=int(fields["version"]),
                        seed=rec.seed if rec is not None else None,
                        state_sha256=hashlib.sha256(fields["state"]).hexdigest(),
                        summary=msgspec.Raw(fields["summary"]), talk=msgspec.Raw(talk), archive=blob,
                        tag=blob_tag(blob), stored_at=now, expires_at=now + ttl_ms if ttl_ms > 0 else None)


async def _read(store, gid: str):
    k = store.keys
    pipe = store.r.pipeline(transaction=False)
    pipe.hgetall(k.game(gid))
    pipe.xrange(k.events(gid), "-", "+")
    pipe.lrange(k.actions(gid), 0, -1)
    pipe.hgetall(k.phases(gid))
    pipe.xrange(k.messages(gid), "-", "+")
    pipe.pttl(k.game(gid))
    return await pipe.execute()


async def move_once(store, records: RecordStore, gid: str, fault: Callable[[str], None] | None = None) -> str:
    """One attempt (module docstring). Returns ``archived`` (moved now), ``already``
    (moved before), ``live`` (still in play), ``missing``, ``unarchivable`` (its blob
    would not give its keys back: left live) or ``changed`` (it moved on meanwhile)."""
    fire = fault or (lambda _point: None)
    raw, entries, actions, phases, messages, pttl = await _read(store, gid)
    if not raw:
        return "missing"
    raw = {_str(a): b for a, b in raw.items()}
    talk_raws = _messages(messages)
    if "archive" in raw:     # an archive an older server kept in Redis: its blob moves as it is
        if "state" in raw:
            return "already"
        blob = raw["archive"]
        arch = await _decode(gid, blob, raw.get("summary"))
        fields = {**arch.fields, "version": raw["version"], "summary": raw.get("summary") or arch.fields["summary"]}
        mode, seq = "blob", b"0"
    else:
        if "arch" in raw:
            return "already"
        fields = live_fields(raw)
        summary = summary_dec.decode(fields["summary"]) if fields.get("summary") else None
        if summary is None or summary.status not in ("finished", "cancelled"):
            return "live"
        try:
            blob, arch = await _encode(gid, fields, _stream_items(entries), _actions(actions, 1), _phase_list(phases, gid))
        except ArchiveError:
            return "unarchivable"
        mode, seq = "live", fields.get("seq", b"0")
    rec = stored_record(gid, fields, blob, arch, talk_json(talk_raws), int(pttl) if pttl and int(pttl) > 0 else 0)
    fire("archive.before_store")
    await records.put(rec)
    fire("archive.before_lua")
    k = store.keys
    res = await store.r.eval(MOVE_LUA, 5, *k.all_for(gid), k.messages(gid),
                             fields["version"], seq, rec.tag, str(len(talk_raws)), mode)
    what = {1: "archived", 0: "changed", 2: "already"}[int(res[0])]
    if what == "archived":
        fire("archive.after_lua")
    return what


async def move_game(store, records: RecordStore, gid: str, fault: Callable[[str], None] | None = None) -> str:
    """:func:`move_once` until the game stops changing (at most :data:`ATTEMPTS` tries)."""
    what = "changed"
    for _ in range(ATTEMPTS):
        what = await move_once(store, records, gid, fault)
        if what != "changed":
            break
    return what


async def _encode(gid, fields, events, actions, phases):
    import asyncio

    return await asyncio.to_thread(_archive_codec().encode, gid, fields, events, actions, phases)


async def _decode(gid, blob, summary):
    import asyncio

    return await asyncio.to_thread(_archive_codec().decode, gid, blob, summary=summary)
