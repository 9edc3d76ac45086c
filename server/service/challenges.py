"""Challenges (issue 33): an account invites named accounts to a game.

:meth:`Challenges.create` makes the game at once (:meth:`~.lobby.Lobby.create_game`): the
challenger's account in seat 0, seat 1, 2, ... held for each invited account in order
(``GameMeta.invited``: only that account may take it), any further seat open to anyone.
Each invitee's event stream gets a ``challenge`` event. An invitee **accepts**
(:meth:`accept`: it joins its held seat with its account and gets the seat token) or
**declines** (:meth:`decline`: the challenger's stream gets ``challenge_declined``; the
challenger may then cancel the game with the host token the challenge gave it). The game
starts, as every game, when its last seat is taken: when every invitee accepted.

Errors: 400 ``invalid_request`` (the challenger invites itself, or an account twice; more
seats invited than the game has), 403 ``forbidden`` (answering another account's
invitation), 404 ``challenge_not_found`` / ``account_not_found``, 409
``challenge_answered`` (the invitee answered already)."""

from __future__ import annotations

import secrets
import time

import msgspec

from server.logging import get_logger
from server.store.accounts import AccountStore

from .account_models import ChallengeCreated, ChallengeInvite, ChallengeOut, CreateChallenge
from .accounts import Principal
from .errors import Conflict, Forbidden, InvalidRequest, NotFound
from .models import CreateGame, JoinGame, Joined, PlayerIn
from .phases import now_iso
from .versions import Expected

log = get_logger("battle1821.challenges")
_enc = msgspec.json.Encoder()


class ChallengeRecord(msgspec.Struct):
    id: str
    game_id: str
    challenger: str
    kind: str
    rated: bool
    created_at: str
    invited: list[str]


_rec_dec = msgspec.json.Decoder(ChallengeRecord)


def _event_tail(kind: str, data: dict) -> bytes:
    body = _enc.encode({"type": kind, "game_id": data["game_id"], "seat": data["seat"], "version": 0,
                        "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "data": data})
    return b"," + body[1:]


class Challenges:
    """The challenge use cases over the accounts' store and the lobby."""

    def __init__(self, store: AccountStore, lobby) -> None:
        self.store = store
        self.lobby = lobby

    async def create(self, who: Principal, req: CreateChallenge, decode) -> ChallengeCreated:
        invited = list(req.accounts)
        if who.account.id in invited or len(set(invited)) != len(invited):
            raise InvalidRequest("Invite other accounts, each once.", field="accounts")
        seats = req.seats if req.seats is not None else len(invited) + 1
        if len(invited) + 1 > seats:
            raise InvalidRequest(f"{len(invited)} accounts invited to a game of {seats} seats.", field="accounts")
        names = []
        for aid in invited:
            acc = await self.store.get(aid)
            if acc is None:
                raise NotFound("account")
            names.append(acc.name)
        game = await self.lobby.create_game(
            CreateGame(kind=req.kind, seats=seats, players=[PlayerIn(name=who.account.name)], account_seat=0,
                       rated=req.rated, options=req.options),   # type: ignore[arg-type]
            decode, who.account, invited=[None, *invited])
        cid = f"ch_{secrets.token_hex(8)}"
        rec = ChallengeRecord(id=cid, game_id=game.id, challenger=who.account.id, kind=game.kind, rated=req.rated,
                              created_at=now_iso(), invited=invited)
        await self.store.put_challenge(cid, _enc.encode(rec), invited)
        for seat, (aid, _) in enumerate(zip(invited, names), start=1):
            await self.store.post_event(aid, _event_tail("challenge", {
                "challenge_id": cid, "game_id": game.id, "seat": seat, "challenger": who.account.id,
                "challenger_name": who.account.name, "kind": game.kind, "rated": req.rated}))
        log.info("challenge_created", challenge=cid, game_id=game.id, invited=len(invited))
        out = _out(rec, {a: "pending" for a in invited})
        return ChallengeCreated(**msgspec.structs.asdict(out), token=game.players[0].token,
                                host_token=game.host_token)

    async def get(self, cid: str) -> ChallengeOut:
        rec, answers = await self._load(cid)
        return _out(rec, answers)

    async def _load(self, cid: str) -> tuple[ChallengeRecord, dict[str, str]]:
        found = await self.store.challenge(cid)
        if found is None:
            raise NotFound("challenge")
        return _rec_dec.decode(found[0]), found[1]

    async def accept(self, who: Principal, cid: str) -> Joined:
        """The invitee takes its held seat (its account, under its name) and gets the seat token."""
        rec, _ = await self._load(cid)
        seat = self._seat_of(rec, who)
        if not await self.store.answer_challenge(cid, who.account.id, "accepted"):
            raise Conflict("This invitation was answered already.", code="challenge_answered")
        try:
            return await self.lobby.join(rec.game_id, JoinGame(name=who.account.name, seat=seat),
                                         Expected(any=True), None, who.account)
        except Exception:
            await self.store.r.hset(self.store.keys.challenge(cid), f"st:{who.account.id}", "pending")
            raise

    async def decline(self, who: Principal, cid: str) -> ChallengeOut:
        rec, _ = await self._load(cid)
        seat = self._seat_of(rec, who)
        if not await self.store.answer_challenge(cid, who.account.id, "declined"):
            raise Conflict("This invitation was answered already.", code="challenge_answered")
        await self.store.post_event(rec.challenger, _event_tail("challenge_declined", {
            "challenge_id": cid, "game_id": rec.game_id, "seat": seat, "account": who.account.id}))
        return await self.get(cid)

    @staticmethod
    def _seat_of(rec: ChallengeRecord, who: Principal) -> int:
        if who.account.id not in rec.invited:
            raise Forbidden("This challenge does not invite this account.")
        return rec.invited.index(who.account.id) + 1


def _out(rec: ChallengeRecord, answers: dict[str, str]) -> ChallengeOut:
    st = [answers.get(a, "pending") for a in rec.invited]
    status = "declined" if "declined" in st else "accepted" if all(x == "accepted" for x in st) else "pending"
    return ChallengeOut(id=rec.id, game_id=rec.game_id, challenger=rec.challenger, kind=rec.kind, rated=rec.rated,
                        created_at=rec.created_at, status=status,
                        invites=[ChallengeInvite(account=a, seat=i + 1, status=s)  # type: ignore[arg-type]
                                 for i, (a, s) in enumerate(zip(rec.invited, st))])
