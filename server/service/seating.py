"""The seats-and-clocks use cases: who holds each seat (``/games/{id}/players``), the
seats' clocks as the views show them, and a human taking back the seat a server bot took
over (``POST .../players/{seat}/take-back``). The takeover itself (a clock that ran out)
is the worker's: :mod:`server.service.bots`."""

from __future__ import annotations

import time

from gamekinds import registry
from server.logging import get_logger
from server.records.record import GameState
from server.store import GameMeta

from . import seats, tokens
from .context import Context
from .errors import Conflict, Forbidden, GameCancelled, NotFound, StaleVersion
from .models import SeatClock, SeatInfo, TakenBack
from .phases import now_iso
from .refusals import game_over
from .steps import take_back_step
from .versions import Expected, require

log = get_logger("battle1821.service")


def seats_of(s: GameState, meta: GameMeta) -> list[SeatInfo]:
    """Every seat of the game: its player's name (``""`` when none), whether it is taken
    (or reserved for a rematch's player), whether a human or a server bot holds it and
    which bot plays it now (its own, or the one that took it over)."""
    return [SeatInfo(seat=i, name=s.players[i].name if i < len(s.players) else "", taken=h is not None,
                     reserved=h is None and i in meta.reserved,
                     kind=seats.BOT if seats.seat_bot(meta, i) else seats.HUMAN, bot=seats.controller(meta, i),
                     taken_over=bool(seats.at_seat(meta.takeover, i)), account=seats.at_seat(meta.accounts, i))
            for i, h in enumerate(meta.seat_tokens)]


def clocks_of(meta: GameMeta, now_ms: int | None = None) -> list[SeatClock] | None:
    """The seats' clocks as the views show them (None without the ``clock`` option)."""
    c = meta.clock
    if c is None:
        return None
    now = int(time.time() * 1000) if now_ms is None else now_ms
    dl = seats.deadline_ms(c)
    return [SeatClock(seat=i, remaining_ms=seats.remaining_now(c, i, now), running=i == c.seat,
                      deadline=seats.iso_of(dl) if i == c.seat and dl is not None else None)
            for i in range(len(c.remaining_ms))]


class Seating:
    """Seats, clocks and take-back over the context's store."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    async def seats(self, gid: str) -> list[SeatInfo]:
        loaded = await self.ctx.load(gid)
        return seats_of(loaded.decoded(), loaded.meta)

    async def seat(self, gid: str, seat: int) -> SeatInfo:
        every = await self.seats(gid)
        if seat >= len(every):
            raise NotFound("seat")
        return every[seat]

    async def take_back(self, gid: str, seat: int, token: str | None, expected: Expected | None) -> TakenBack:
        """The human of ``seat`` takes it back from the server bot that took it over
        (its seat token: 401/403 for another). 409 ``not_taken_over`` when no bot plays
        it for its human, ``seat_in_turn`` while the game waits on the seat (the bot is
        in the middle of its turn or answer: retry in a moment; the human then plays
        from the seat's next turn), ``game_over``/``game_cancelled``."""
        ctx = self.ctx
        loaded = await ctx.load(gid)
        who = tokens.require_seat(gid, loaded.meta, token)
        if who != seat:
            raise Forbidden(f"This token holds seat {who}, not seat {seat}.")
        if loaded.meta.cancelled:
            raise GameCancelled()
        require(expected, loaded.version)
        s = loaded.decoded()
        if s.status == "finished":
            raise game_over()
        if not seats.at_seat(loaded.meta.takeover, seat):
            raise Conflict(f"No server bot plays seat {seat} for its human.", code="not_taken_over")
        if seat in registry.of_state(s).waiting_for(s):
            raise Conflict(f"The bot is playing seat {seat}'s turn; take it back once the game waits on another "
                           "seat (you then play from your next turn).", code="seat_in_turn", retry_after=1)
        step = take_back_step(loaded, gid, s, seat, now_iso())
        await ctx.handoff.note_bot_turn(gid, step)
        res = await ctx.store.commit(step.commit)
        if not res.ok:
            raise StaleVersion(res.version)
        await ctx.handoff.after_commit(gid, s, step.version, step)
        log.info("seat_taken_back", game_id=gid, seat=seat, version=step.version)
        return TakenBack(seat=seat, version=step.version, action=step.action)
