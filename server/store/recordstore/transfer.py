"""An operator's export and import of the record store, as JSON lines (one
:class:`~server.store.recordstore.StoredRecord` per line: ``battle1821 records export`` /
``import``), and the pointers that list imported games.

An import checks each line before it writes anything of it: the line decodes as a record
of this format, its ``tag`` is the digest of its ``archive`` blob, and the blob decodes (the
records layer's codec) to a game of that id, version and final-state digest. Lines are
written in batches of :data:`BATCH`, each one transaction, with the store's idempotent
upsert: importing a file twice, or after an interrupted import, changes nothing more.
With ``index``, each imported game also gets its pointer hash in Redis (only where the game
has no hash at all: a live game is never touched) and its listing-index entry, so it is
listed as it was where it was exported."""

from __future__ import annotations

import asyncio
import hashlib
from dataclasses import dataclass, field
from typing import IO, AsyncIterator, Iterable, Iterator

import msgspec

from ..redis_store import _archive_codec, blob_tag
from ..records import summary_dec
from . import RecordStore, StoredRecord, now_ms_
from .move import talk_items

BATCH = 500

POINTER_LUA = """
-- KEYS[1] game hash; ARGV version, tag, summary, talk count, ttl ms ('0': none)
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'version', ARGV[1], 'arch', ARGV[2], 'summary', ARGV[3])
if tonumber(ARGV[4]) > 0 then redis.call('HSET', KEYS[1], 'talk', ARGV[4]) end
if tonumber(ARGV[5]) > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[5]) end
return 1
"""


async def export_lines(records: RecordStore, after: str = "", batch: int = BATCH) -> AsyncIterator[bytes]:
    """Every record with ``game_id > after``, by id, one JSON line each (with its newline)."""
    while True:
        recs = await records.scan(after, batch)
        for r in recs:
            yield r.to_line() + b"\n"
        if len(recs) < batch:
            return
        after = recs[-1].game_id


class BadLine(ValueError):
    """A line of an import that is not a record this server can keep (``line``: its number)."""

    def __init__(self, line: int, why: str) -> None:
        super().__init__(f"line {line}: {why}")
        self.line = line


def check(rec: StoredRecord) -> None:
    """Raise ValueError when ``rec`` does not hold what it says (module docstring)."""
    if blob_tag(rec.archive) != rec.tag:
        raise ValueError(f"{rec.game_id}: 'tag' is not the digest of 'archive'")
    try:
        arch = _archive_codec().decode(rec.game_id, rec.archive, summary=bytes(rec.summary))
    except Exception as exc:  # noqa: BLE001 — any failure to decode is this line's problem
        raise ValueError(f"{rec.game_id}: the archive does not decode ({type(exc).__name__}: {exc})") from None
    if arch.version != rec.version:
        raise ValueError(f"{rec.game_id}: 'version' {rec.version}, the archive's is {arch.version}")
    if hashlib.sha256(arch.fields["state"]).hexdigest() != rec.state_sha256:
        raise ValueError(f"{rec.game_id}: 'state_sha256' is not the archive's final state")
    s = summary_dec.decode(bytes(rec.summary))
    if s.id != rec.game_id:
        raise ValueError(f"{rec.game_id}: its summary names game {s.id}")
    talk_items(bytes(rec.talk))


def parse(lines: Iterable[bytes]) -> Iterator[StoredRecord]:
    """The checked records of export lines (blank lines skipped); :class:`BadLine` at the
    first that is not one."""
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            rec = StoredRecord.from_line(line)
            check(rec)
        except (msgspec.DecodeError, msgspec.ValidationError, ValueError) as exc:
            raise BadLine(n, str(exc)) from None
        yield rec


@dataclass
class Imported:
    records: int = 0
    indexed: int = 0
    skipped_live: list[str] = field(default_factory=list)


async def import_lines(records: RecordStore, lines: IO[bytes] | Iterable[bytes], store=None) -> Imported:
    """Check and write every record of ``lines`` (module docstring); with ``store`` (a
    :class:`~server.store.GameStore`), also its pointer and listing entry."""
    out = Imported()
    batch: list[StoredRecord] = []

    async def flush() -> None:
        await records.put_many(batch)
        out.records += len(batch)
        if store is not None:
            for rec in batch:
                if await index(store, rec):
                    out.indexed += 1
                else:
                    out.skipped_live.append(rec.game_id)
        batch.clear()

    for rec in await asyncio.to_thread(lambda: list(parse(lines))):
        batch.append(rec)
        if len(batch) >= BATCH:
            await flush()
    if batch:
        await flush()
    return out


async def index(store, rec: StoredRecord) -> bool:
    """Give ``rec``'s game its pointer hash and its listing entry; False (nothing written)
    when the game is live in Redis or its retention ran out. A game that already has its
    pointer is indexed again (idempotent)."""
    ttl = max(0, rec.expires_at - now_ms_()) if rec.expires_at else 0
    if rec.expires_at and ttl == 0:
        return False
    n = len(talk_items(bytes(rec.talk)))
    made = await store.r.eval(POINTER_LUA, 1, store.keys.game(rec.game_id), rec.version, rec.tag,
                              bytes(rec.summary), n, ttl)
    if not int(made):
        existing = await store.r.hget(store.keys.game(rec.game_id), "arch")
        if existing is None:
            return False
    await store.index_game(summary_dec.decode(bytes(rec.summary)), ttl_s=(ttl + 999) // 1000)
    return True

