"""The playing use cases: what a seat may do now (legal actions), a dry run of an action
(check), and an action submitted (load -> engine -> one compare-and-set commit), with its
``Idempotency-Key`` replay."""

from __future__ import annotations

import hashlib
import logging
import time

import msgspec

from gamekinds import registry
from gamekinds.contract import RuleViolation
from server.logging import bind, enabled, get_logger
from server.metrics import action_accepted
from server.store import IdempotentReply, Loaded, decode_reply, encode_reply

from . import account_events, tokens
from .context import Context
from .errors import Conflict, DomainError, GameCancelled, IdempotencyKeyReused, InvalidRequest, NotReplayable, RuleBroken, StaleVersion
from .job_ids import phase_job_id
from .models import ActionAcceptedStored, ActionCheck, LegalActions
from .phases import now_iso
from .refusals import automatic_without, require_human_plays, require_playable
from .replays import Replays
from .steps import action_step, automatic_phase_due, takeover_step
from .versions import Expected, require, write

log = get_logger("battle1821.service")
_enc = msgspec.json.Encoder()
_accepted_dec = msgspec.json.Decoder(ActionAcceptedStored)


def _decoded(action, loaded: Loaded):
    """An action given decoded, or as ``decode(kind) -> action`` (the API decodes the body
    by the kind of the game once it is loaded)."""
    return action(loaded.kind) if callable(action) else action


def _job_of(gid: str, s) -> str | None:
    """The job id of the automatic phase due in ``s`` (None: none is due)."""
    due = automatic_phase_due(s)
    return phase_job_id(gid, due) if due is not None else None


def _expired(raw: bytes) -> bool:
    """An idempotency record past its time (its hash lives on while the game is written)."""
    body = decode_reply(raw).body
    if not body.startswith(b"@"):
        return False
    parts = body[1:].split(b",")
    return len(parts) > 2 and int(parts[2]) * 60 < time.time()   # the expiry is in minutes since the epoch


REPLANS = 3
"""Plans of one action on the game as stored at most, when each commit loses to a commit
that kept the version (:class:`_Rewritten`); the last one's loss is a 412."""


class _Rewritten(StaleVersion):
    """The commit lost to a commit that kept the version (an automatic phase's record):
    the action is planned again on the game as it now is."""


class Play:
    """Legal actions, checks and submits over the context's store."""

    def __init__(self, ctx: Context, replays: Replays) -> None:
        self.ctx = ctx
        self.replays = replays

    async def legal_actions(self, gid: str, token: str | None) -> LegalActions:
        """What the token's seat may do now (empty when it is not this seat's move)."""
        loaded = await self.ctx.load(gid)
        seat = tokens.require_seat(gid, loaded.meta, token)
        s = loaded.decoded()
        kind = loaded.kind
        if loaded.meta.cancelled or s.status in ("lobby", "finished") or automatic_without(kind, s, seat):
            acts: list = []
        else:
            acts = kind.legal_actions(s, seat)
        return LegalActions(version=loaded.version, seat=seat, actions=acts)

    async def check_action(self, gid: str, token: str | None, action) -> ActionCheck:
        """Whether ``action`` by the token's seat would be accepted now (a dry run): the
        same checks as :meth:`submit_action` before it applies (cancelled, lobby, Ottoman
        phase) and the engine's legality predicate (``engine.violation``), without
        applying anything (no dice rolled, no version, no event). Tokens and games are
        checked as for a submit (401, 403, 404)."""
        loaded = await self.ctx.load(gid)
        action = _decoded(action, loaded)
        seat = tokens.require_seat(gid, loaded.meta, token)
        bind(seat=seat, action=action.__struct_config__.tag)
        s = loaded.decoded()
        try:
            if loaded.meta.cancelled:
                raise GameCancelled()
            require_playable(s, seat)
            require_human_plays(gid, loaded.meta, seat)
        except Conflict as c:
            return ActionCheck(accepted=False, version=loaded.version, seat=seat, code=c.code, detail=c.detail,
                               ruling=c.extra.get("ruling"))
        rv = registry.of_state(s).violation(s, seat, action)
        if rv is not None:
            return ActionCheck(accepted=False, version=loaded.version, seat=seat, code=rv.code, detail=rv.detail,
                               ruling=rv.ruling, barrier=rv.barrier)
        return ActionCheck(accepted=True, version=loaded.version, seat=seat)

    async def submit_action(self, gid: str, token: str | None, expected: Expected | None,
                            idem_key: str | None, action) -> ActionAcceptedStored:
        """Apply one action: load (1 round trip, none on a current copy: below) -> engine
        -> commit (1 round trip).
        An ``Idempotency-Key`` replays the first result for the same action: the
        decoded action is compared (its canonical msgspec encoding), so the same JSON with
        other key order or whitespace replays, another action is
        :class:`IdempotencyKeyReused`. Under ``If-Match: *`` a lost commit is planned
        again on the new version (:func:`versions.write`).

        Without an ``Idempotency-Key``, the action is planned first on this process's
        latest copy of the game (:meth:`GameStore.latest`, no round trip) when ``expected``
        matches its version: its commit is then the one round trip, and its
        compare-and-set on the version and the hash's write count is the check that the
        copy was current. Whatever that plan answers short of an applied commit (a lost
        compare-and-set, a refusal: 401, 403, 409, 412) is decided again on the game as
        stored (load, plan, commit), so a stale copy costs one more round trip, never
        another answer."""
        return await write(expected, lambda: self._submit_action(gid, token, expected, idem_key, action))

    async def _submit_action(self, gid: str, token: str | None, expected: Expected | None,
                             idem_key: str | None, action) -> ActionAcceptedStored:
        ctx = self.ctx
        idem = None
        if idem_key is not None:
            if not (1 <= len(idem_key) <= 200):
                raise InvalidRequest("Idempotency-Key must have 1-200 characters.", code="invalid_idempotency_key",
                                     field="Idempotency-Key")
            idem = hashlib.sha256(f"{token or ''}|{idem_key}".encode()).hexdigest()[:32]
        elif expected is not None:
            copy = ctx.store.latest(gid)
            if copy is not None and expected.matches(copy.version):
                try:
                    return await self._plan_and_commit(gid, token, expected, None, action, copy)
                except DomainError:
                    pass        # decided on the game as stored, below
        for _ in range(REPLANS - 1):
            try:
                return await self._plan_and_commit(gid, token, expected, idem, action, await ctx.load(gid, idem))
            except _Rewritten:
                continue
        return await self._plan_and_commit(gid, token, expected, idem, action, await ctx.load(gid, idem))

    async def _plan_and_commit(self, gid: str, token: str | None, expected: Expected | None, idem: str | None,
                               action, loaded: Loaded) -> ActionAcceptedStored:
        ctx = self.ctx
        action = _decoded(action, loaded)
        action_json = _enc.encode(action)   # the action record and the idempotency hash
        req_hash = hashlib.sha256(action_json).hexdigest()[:8].encode() if idem is not None else b""
        seat = tokens.require_seat(gid, loaded.meta, token)
        if loaded.idem is not None and not _expired(loaded.idem):
            bind(seat=seat)
            return await self._replay(gid, seat, loaded.idem, req_hash)
        bind(seat=seat, action=action.__struct_config__.tag)
        if loaded.meta.cancelled:
            raise GameCancelled()
        require(expected, loaded.version)
        s = loaded.decoded()
        require_playable(s, seat)
        require_human_plays(gid, loaded.meta, seat)
        before = s
        at = now_iso()
        if action.__struct_config__.tag == "resign" and s.options.takeover_on_resign and not s.players[seat].resigned \
                and s.status != "finished":
            step, job_id = takeover_step(loaded, gid, s, seat, "resign", at, applied_by=None), None
        else:
            try:
                step, job_id = action_step(loaded, gid, s, seat, action, at=at, action_json=action_json)
            except RuleViolation as rv:
                raise RuleBroken(rv.detail, code=rv.code, ruling=rv.ruling, barrier=rv.barrier) from None
        s, version = step.state, step.version
        waiting = registry.of_state(s).waiting_for(s)
        accepted = ActionAcceptedStored(
            version=version, action=step.action, status=s.status, round=s.round, phase=s.phase, step=s.step,
            waiting_for=waiting, ottoman_job=job_id,
            # the caller's next options from the state in hand: no legal-actions read mid-turn
            legal_actions=registry.of_state(s).legal_actions(s, seat) if seat in waiting else None,
            events=[msgspec.Raw(e) for e in step.events])
        if idem is not None:
            # what a retry needs to answer the same (:meth:`_replay`), not the answer itself
            step.commit.idem_key = idem
            step.commit.idem_record = encode_reply(IdempotentReply(
                201, version, req_hash, step.action,
                b"@%d,%d,%d" % (step.commit.first_seq, len(step.events),
                                (int(time.time()) + ctx.store.idem_ttl) // 60 + 1)))
        await ctx.handoff.note_bot_turn(gid, step)
        notes = ctx.webhooks.notes_of(before, s, [], version)
        step.commit.hooks = bool(notes)     # the subscriptions come back with the commit
        step.commit.base = loaded
        res = await ctx.store.commit(step.commit)
        if not res.ok:
            if res.replay is not None:
                return await self._replay(gid, seat, res.replay, req_hash)
            raise (_Rewritten if res.version == loaded.version else StaleVersion)(res.version)
        bind(version=version)
        action_accepted(action.__struct_config__.tag).inc()
        await ctx.handoff.after_commit(gid, s, version, step)
        await ctx.webhooks.tell_committed(gid, version, notes, res.hooks)
        await account_events.tell(ctx.store, gid, version, step.meta, before, s, [])
        if enabled(logging.DEBUG):
            log.debug("action_accepted", game_id=gid, seat=seat, version=version, events=len(step.events))
        return accepted

    async def _replay(self, gid: str, seat: int, raw: bytes, req_hash: bytes) -> ActionAcceptedStored:
        """The first answer to an ``Idempotency-Key``, rebuilt from its record (the version,
        the action's number, the seq and count of its events): the events from the log,
        the rest from the state at that version (the record replayed), as
        :meth:`submit_action` built it. A record holding a whole answer (older) is that answer."""
        reply = decode_reply(raw)
        if req_hash and reply.request_hash and reply.request_hash != req_hash:
            raise IdempotencyKeyReused()
        if not reply.body.startswith(b"@"):
            return _accepted_dec.decode(reply.body)
        first, count = (int(x) for x in reply.body[1:].split(b",")[:2])
        items = await self.ctx.store.events(gid, first - 1, count) if count else []
        loaded = await self.ctx.load(gid)
        if reply.version == loaded.version:
            s = loaded.decoded()
        else:
            s = await self.replays.state_at(gid, reply.version)
            if s is None:
                raise NotReplayable("This game's record does not replay the first answer.")
        waiting = registry.of_state(s).waiting_for(s)
        return ActionAcceptedStored(
            version=reply.version, action=reply.n, status=s.status, round=s.round, phase=s.phase, step=s.step,
            waiting_for=waiting, ottoman_job=_job_of(gid, s),
            legal_actions=registry.of_state(s).legal_actions(s, seat) if seat in waiting else None,
            events=[msgspec.Raw(e) for _, e in items])
