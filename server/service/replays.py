"""The records use cases: a game's record (``GET /games/{id}/record``), its versions
replayed from the record (live or archived) and the game as it was at a past version
(``?at=``, and an idempotent replay's first answer)."""

from __future__ import annotations

import asyncio

import msgspec

from gamekinds import registry
from server.records import timeline
from server.records.archive import record_of
from server.records.record import GameRecord, GameState, ReplayError
from server.store import GameMeta, Loaded
from server.store.talk import TalkStore

from .actionlog import public_records
from .context import Context
from .errors import InvalidRequest, NotFound, NotReplayable


class Replays:
    """Records and replays over the context's store and its replay cache."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    async def versions(self, gid: str):
        """The replayed versions of the game (live or archived); :class:`Conflict`
        ``not_replayable`` when this engine does not replay its record."""
        store = self.ctx.store
        arch = await store.archive_of(gid)
        if arch is not None:
            if arch.versions is None:
                raise NotReplayable(f"This game's record does not replay with these rules ({arch.replay_error}).")
            return arch.versions
        fields = await store.fields(gid)
        if fields is None:
            raise NotFound()
        actions = await store.all_actions(gid)
        try:
            return await asyncio.to_thread(self.ctx.timeline.versions, gid, fields, actions)
        except ReplayError as exc:
            raise NotReplayable(f"This game's record does not replay with these rules ({exc.detail}).") from None

    async def at(self, gid: str, loaded: Loaded, at: int) -> tuple[GameState, GameMeta, int]:
        """(state, seat metadata, version) of the game at version ``at`` (its record
        replayed); :class:`InvalidRequest` ``invalid_at`` outside 1 .. the current one."""
        if not 1 <= at <= loaded.version:
            raise InvalidRequest(f"'at' is a version of this game: 1 to {loaded.version}, not {at}.",
                                 code="invalid_at", field="at")
        if at == loaded.version:
            return loaded.decoded(), loaded.meta, at
        x = timeline.at_version(await self.versions(gid), at)
        if x is None:
            raise NotReplayable(f"Version {at} of this game cannot be rebuilt from its record.")
        meta = loaded.meta
        later = {j.seat for j in meta.joins if j.version > at}
        past = msgspec.structs.replace(meta, cancelled=False, joins=[j for j in meta.joins if j.version <= at],
                                       seat_tokens=[None if i in later else t for i, t in enumerate(meta.seat_tokens)])
        return x.state, past, at

    async def state_at(self, gid: str, version: int) -> GameState | None:
        """The state at ``version`` from the replayed record (None: the record does not rebuild it)."""
        x = timeline.at_version(await self.versions(gid), version)
        return None if x is None else x.state

    async def record(self, gid: str) -> GameRecord:
        """The game's record (:mod:`server.records.record`): its start, joins and accepted
        actions; the seed and ``end`` once it is over (R27); the public table talk once it
        is over (or with ``spectator_talk``), never a private message. While the game is in
        play, a starting position passes through its kind's optional ``public_position``
        (the Ottomans: the seats' face-down stratagems read ``?``)."""
        store = self.ctx.store
        arch = await store.archive_of(gid)
        if arch is not None and arch.record is not None:
            rec = arch.record
        else:
            fields = await store.fields(gid)
            if fields is None:
                raise NotFound()
            actions = await store.all_actions(gid)
            meta = msgspec.json.decode(fields["meta"], type=GameMeta)
            over = meta.cancelled or registry.get(meta.kind).decode_state(fields["state"]).status == "finished"
            if not over:        # a game in play: its actions as the table reads them
                actions = public_records(registry.get(meta.kind), actions)
            versions = await self.versions(gid) if over else None
            rec = await asyncio.to_thread(record_of, gid, fields, actions, versions=versions)
            if not over and rec.position is not None:
                rec = _public_position(registry.get(meta.kind), rec)
        # the table talk, kept beside the archive (its own stream): public messages only
        if rec.end is not None or rec.options.spectator_talk:
            msgs = await TalkStore(store).record_messages(gid, public_only=True)
            rec = msgspec.structs.replace(rec, talk=[msgspec.to_builtins(m) for m in msgs])
        return rec


def _public_position(kind, rec):
    """``rec`` with its starting position as the table reads it while the game goes on
    (the kind's optional ``public_position(position) -> position``; unchanged without one)."""
    hide = getattr(kind, "public_position", None)
    if hide is None:
        return rec
    pos = rec.position if isinstance(rec.position, kind.Position) else msgspec.convert(rec.position, kind.Position)
    return msgspec.structs.replace(rec, position=hide(pos))
