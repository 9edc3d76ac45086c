"""The rematch use cases (``POST``/``GET /games/{id}/rematch``): the host's rematch of a
finished game (a new game with the same seats and options, a fresh seed, every human seat
reserved for its old player and held by the same account, if any, every computer seat
played by the same server bot, rated when the first game was) and each old seat's token in
it."""

from __future__ import annotations

import secrets

import msgspec

from server.logging import get_logger
from server.store import UNSET, GameMeta, Loaded
from server.store.accounts import AccountStore
from server.store.records import GameOrigin, SeatJoin

from . import account_events, seats, tokens
from .context import Context
from .errors import Conflict, GameCancelled, NotFound, StaleVersion
from .lobby import after_join, new_game_id
from .models import Rematch
from .phases import now_iso
from .steps import commit_step, settle

log = get_logger("battle1821.service")
_enc = msgspec.json.Encoder()


def rematch_host_token(old_host_token: str, new_id: str) -> str:
    return tokens.rematch_token(old_host_token, new_id, None)[0]


def _rematch_out(gid: str, new: Loaded, *, host_token: str | None = None, seat: int | None = None,
                 token: str | None = None) -> Rematch:
    s = new.decoded()
    m = new.meta
    status = "cancelled" if m.cancelled else s.status
    return Rematch(id=new.game_id, rematch_of=gid, version=new.version, status=status, seats=s.seats,
                   reserved=[i for i in m.reserved if m.seat_tokens[i] is None], host_token=host_token, seat=seat,
                   token=token)


class Rematches:
    """Rematches over the context's store."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    async def rematch(self, gid: str, token: str | None) -> tuple[Rematch, bool]:
        """``POST /games/{gid}/rematch``; returns ``(rematch, created)``.

        With the host token: the rematch of the finished game ``gid``, created on the
        first call (``created``), the same one on every later call: a new game with the
        same seats (names) and the whole options struct, a fresh seed, in the lobby with
        every seat reserved for its old player; both games link to each other (meta
        ``rematch``/``rematch_of``). The link is written first (a CAS on ``gid``), so
        two hosts' calls at once make one rematch, and a call after a crash between the
        two writes completes it. With a seat token of ``gid``: that seat's token in the
        rematch (deriving it from the old token, so asking again gives the same); the
        first such call takes the reserved seat, and when every seat is taken setup runs
        (R5-R8).

        Conflicts (409): ``game_not_over`` before the end (a rule of this platform, not of a kind), ``game_cancelled``,
        ``no_rematch`` (a seat asks before the host made one), ``rematch_seat_gone``
        (the rematch was cancelled or the seat is no longer held); 401/403 for tokens."""
        loaded = await self.ctx.load(gid)
        who = tokens.identify(gid, loaded.meta, token)
        if loaded.meta.cancelled:
            raise GameCancelled("This game was cancelled; only a finished game has a rematch.")
        if loaded.decoded().status != "finished":
            raise Conflict("The game is not over: a rematch comes after its end.", code="game_not_over")
        if who == tokens.HOST:
            return await self._rematch_for_host(gid, loaded, token)
        return await self._rematch_for_seat(gid, loaded, token, who), False

    async def rematch_of(self, gid: str) -> Rematch:
        """``GET /games/{gid}/rematch``: the rematch of ``gid`` without tokens
        (:class:`NotFound` ``rematch_not_found`` when there is none)."""
        loaded = await self.ctx.load(gid)
        new = await self.ctx.store.load(loaded.meta.rematch) if loaded.meta.rematch else None
        if new is None:
            raise NotFound("rematch")
        return _rematch_out(gid, new)

    async def _rematch_for_host(self, gid: str, loaded: Loaded, host_token: str) -> tuple[Rematch, bool]:
        for _ in range(8):
            new_id = loaded.meta.rematch
            if new_id is not None:
                new = await self.ctx.store.load(new_id) or await self._create_rematch(gid, loaded, new_id, host_token)
                return _rematch_out(gid, new, host_token=rematch_host_token(host_token, new_id)), False
            new_id = new_game_id()
            link = commit_step(loaded, gid, loaded.decoded(), [], at=now_iso(), phases=([], UNSET),
                               meta=msgspec.structs.replace(loaded.meta, rematch=new_id))
            res = await self.ctx.store.commit(link.commit)
            if res.ok:
                new = await self._create_rematch(gid, loaded, new_id, host_token)
                log.info("rematch_created", game_id=gid, rematch=new_id)
                return _rematch_out(gid, new, host_token=rematch_host_token(host_token, new_id)), True
            loaded = await self.ctx.load(gid)   # another write won: it may be another host's rematch
        raise StaleVersion(loaded.version)

    async def _create_rematch(self, gid: str, old_loaded: Loaded, new_id: str, host_token: str) -> Loaded:
        """Create the rematch game ``new_id`` of ``gid`` (or find it, when another call
        created it first): a computer seat of ``gid`` is a computer seat of the same bot
        again (nobody holds its token), a human seat is reserved for its old player (a seat
        a server bot had taken over included), the clocks start afresh from the options;
        a rematch of computer seats only starts at once."""
        old = old_loaded.decoded()
        old_meta = old_loaded.meta
        kind = old_loaded.kind
        options = msgspec.convert(msgspec.to_builtins(old.options), kind.Options)   # the whole struct, copied
        s = kind.new_game(old.seats, secrets.token_hex(16), options, [p.name for p in old.players])
        bots = [old_meta.bots[i] if i < len(old_meta.bots) else None for i in range(old.seats)]
        seat_tokens = [tokens.new_token(new_id, i)[1] if bot is not None else None for i, bot in enumerate(bots)]
        at = now_iso()
        # each seat's account is the same (its old player takes it back with the old seat's
        # token), and the rematch is rated exactly when the first game was
        meta = GameMeta(created_at=at, host=tokens.rematch_token(host_token, new_id, None)[1],
                        seat_tokens=seat_tokens, rematch_of=gid, kind=kind.NAME,
                        bots=bots if any(bots) else [], clock=seats.new_clock(s),
                        reserved=[i for i, h in enumerate(old_meta.seat_tokens) if h is not None and bots[i] is None],
                        accounts=list(old_meta.accounts), rated=old_meta.rated,
                        same_account=old_meta.same_account)
        ev: list = []
        if all(seat_tokens):
            s, ev = kind.start(s)
            s = settle(s, ev)
        step = commit_step(None, new_id, s, ev, at=at, meta=meta)
        # the record's origin, as a created game's: its rules and the names at version 1 (each
        # reserved seat's take is a join, so a replay starts the game where it started)
        step.commit.origin = _enc.encode(GameOrigin(rules=kind.RULES_VERSION, names=[p.name for p in s.players]))
        await self.ctx.handoff.note_bot_turn(new_id, step)
        res = await self.ctx.store.commit(step.commit)
        new = await self.ctx.store.load(new_id)
        if new is None:  # pragma: no cover - a commit that neither wrote nor found the game
            raise Conflict("The rematch could not be created; retry.", code="rematch_failed")
        if res.ok:
            await self.ctx.handoff.after_commit(new_id, s, step.version, step)
            log.info("game_created", game_id=new_id, seats=old.seats, rematch_of=gid)
        if any(meta.accounts):      # also after a crash between the commit and these (a later call)
            if res.ok:
                await account_events.tell(self.ctx.store, new_id, step.version, meta, None, s, ev)
            astore = AccountStore(self.ctx.store.r, self.ctx.store.keys)
            for aid in dict.fromkeys(a for a in meta.accounts if a):
                await astore.add_game(aid, new_id, seats.ms_of(new.meta.created_at), nx=True)
        return new

    async def _rematch_for_seat(self, gid: str, loaded: Loaded, old_token: str, seat: int) -> Rematch:
        new_id = loaded.meta.rematch
        if new_id is None:
            raise Conflict("The host has not asked for a rematch of this game yet.", code="no_rematch")
        tok, h = tokens.rematch_token(old_token, new_id, seat)
        for _ in range(8):
            new = await self.ctx.store.load(new_id)
            if new is None:
                raise Conflict("The rematch is not there yet; the host's call creates it.", code="no_rematch")
            m = new.meta
            if seat < len(m.seat_tokens) and m.seat_tokens[seat] == h:
                return _rematch_out(gid, new, seat=seat, token=tok)
            if m.cancelled or seat not in m.reserved or m.seat_tokens[seat] is not None:
                raise Conflict("Your seat in the rematch is no longer held for you.", code="rematch_seat_gone")
            s = new.decoded()
            seat_tokens = list(m.seat_tokens)
            seat_tokens[seat] = h
            ev: list = []
            if s.status == "lobby" and all(seat_tokens):
                s, ev = new.kind.start(s)
                s = settle(s, ev)
            joins = [*m.joins, SeatJoin(seat, new.version + 1, s.players[seat].name if seat < len(s.players) else "")]
            step = commit_step(new, new_id, s, ev, at=now_iso(),
                               meta=msgspec.structs.replace(m, seat_tokens=seat_tokens, joins=joins))
            await self.ctx.handoff.note_bot_turn(new_id, step)     # a computer seat may act first
            res = await self.ctx.store.commit(step.commit)
            if res.ok:   # the next round reads the seat back and answers
                await after_join(self.ctx, new_id, step, new, s, ev)   # as a join does: webhooks too
                log.info("seat_joined", game_id=new_id, seat=seat, version=step.version, rematch_of=gid)
        raise StaleVersion(new.version)

