"""The watching use cases: the game's view (now, or ``?at=`` a past version), its board
picture, the accepted actions, the phase records and one battle. Reads only."""

from __future__ import annotations

from typing import Callable

import msgspec

from gamekinds import registry
from server.store import PhaseRecord

from . import battles, seats, tokens
from .actionlog import any_kind_redacts, public_records
from .context import Context
from .errors import NotFound
from .models import ActionPageStored, BattleOut, GameFacts, GameView, PhaseList
from .replays import Replays
from .seating import clocks_of, seats_of


def _page_next(offset: int, limit: int, total: int) -> int | None:
    return offset + limit if offset + limit < total else None


BOARD_CACHE = 32
"""Live board pictures kept (:meth:`Watch.board_svg`): the newest few games' latest versions."""


class Watch:
    """Views and logs over the context's store (past versions by :class:`Replays`)."""

    def __init__(self, ctx: Context, replays: Replays) -> None:
        self.ctx = ctx
        self.replays = replays
        self._boards: dict[tuple[str, int], str] = {}

    async def game_view(self, gid: str, token: str | None, at: int | None = None,
                        unchanged: Callable[[int], bool] | None = None) -> GameView | int:
        """The game as the token's holder may see it (public without a token); with
        ``at``, as it was at that version (1 .. the current one, else
        :class:`InvalidRequest` ``invalid_at``), rebuilt by replaying its record.
        ``unchanged``: called with the version the view would have (after the token's
        checks and ``at``'s, whose errors come first); when it answers True, that version
        (an ``int``) is returned and no view is built (an ``If-None-Match`` that names it:
        the route's 304)."""
        loaded = await self.ctx.load(gid)
        seat = None
        if token is not None:
            who = tokens.identify(gid, loaded.meta, token)
            seat = None if who == tokens.HOST else who
        if at is None and unchanged is not None and unchanged(loaded.version):
            return loaded.version
        s, meta, version = loaded.decoded(), loaded.meta, loaded.version
        if at is not None:
            s, meta, version = await self.replays.at(gid, loaded, at)
            if unchanged is not None and unchanged(version):
                return version
        kind = registry.of_state(s)
        v = kind.view(s, seat)
        if meta.cancelled:  # nothing more happens in a cancelled game: nothing is asked of anyone
            v = msgspec.structs.replace(v, status="cancelled", waiting_for=[],
                                        **{f: None for f in getattr(kind, "VIEW_ASKS", ())})
        disabled = await self.ctx.webhooks.disabled_of(gid, seat) if seat is not None else None
        seat_infos = seats_of(s, meta)
        return GameView(facts=GameFacts(id=gid, kind=meta.kind, version=version, created_at=meta.created_at,
                                        cancelled=meta.cancelled, seats=seat_infos,
                                        open_seats=[] if meta.cancelled else seats.open_seats(meta),
                                        your_seat=seat, clocks=clocks_of(meta), webhooks_disabled=disabled,
                                        rematch=meta.rematch, rematch_of=meta.rematch_of), view=v)

    async def board_svg(self, gid: str, at: int | None = None) -> tuple[str, int]:
        """(SVG text of the public board, the game version); ``at``: at that version
        (as :meth:`game_view`)."""
        loaded = await self.ctx.load(gid)
        if at is None:
            # the picture is a function of the state of one version (a version's state never
            # changes), the same for every reader: every page watching a game reads each new
            # version's picture, which took ~90 ms of CPU to draw for The Ottomans (issue 37:
            # three pages of a web test drew each version three times)
            key = (gid, loaded.version)
            svg = self._boards.get(key)
            if svg is None:
                s = loaded.decoded()
                kind = registry.of_state(s)
                svg = self._boards[key] = kind.board_svg(kind.view(s, None))
                while len(self._boards) > BOARD_CACHE:
                    self._boards.pop(next(iter(self._boards)))
            return svg, loaded.version
        s, _meta, version = await self.replays.at(gid, loaded, at)
        kind = registry.of_state(s)
        return kind.board_svg(kind.view(s, None)), version

    async def actions(self, gid: str, offset: int, limit: int) -> ActionPageStored:
        """The accepted actions in order, as stored (:class:`AcceptedAction` records)."""
        items, total = await self.ctx.store.actions(gid, offset, limit)
        if total == 0:
            await self.ctx.require_game(gid)
        items = await self._public(gid, items)
        return ActionPageStored(actions=[msgspec.Raw(i) for i in items], offset=offset, limit=limit, total=total,
                                next_offset=_page_next(offset, limit, total))

    async def action(self, gid: str, n: int) -> msgspec.Raw:
        raw = await self.ctx.store.action(gid, n)
        if raw is None:
            raise NotFound("action")
        return msgspec.Raw((await self._public(gid, [raw]))[0])

    async def _public(self, gid: str, items: list[bytes]) -> list[bytes]:
        """``items`` as the table reads them (:mod:`.actionlog`): one more read of the game,
        only where a registered kind hides something in its actions."""
        if not items or not any_kind_redacts():
            return items
        loaded = await self.ctx.store.load(gid)
        if loaded is None:
            return items
        s = loaded.decoded()
        return items if s.status == "finished" else public_records(registry.of_state(s), items)

    async def phases(self, gid: str) -> PhaseList:
        recs = await self.ctx.store.phases(gid)
        if not recs:
            await self.ctx.require_game(gid)
        return PhaseList(phases=recs)

    async def current_phase(self, gid: str) -> PhaseRecord | None:
        exists, rec = await self.ctx.store.current_phase(gid)
        if not exists:
            raise NotFound()
        return rec

    async def phase(self, gid: str, number: int) -> PhaseRecord:
        rec = await self.ctx.store.phase(gid, number)
        if rec is None:
            raise NotFound("phase")
        return rec

    async def battle(self, gid: str, n: int) -> BattleOut:
        return await battles.battle(self.ctx.store, gid, n)
