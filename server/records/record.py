"""Game records: a game as its rules version, its start (options or position, names),
its seat joins and its accepted actions, and, once it is over, its seed and result. The
engine is deterministic from the seed (R27), so :func:`replay` rebuilds every version of
the game from its record: the state at each version and the log events that version
added. Pure: no I/O (the store builds records from a live game's keys or its archive).

The JSON format (``GET /games/{id}/record``; :class:`GameRecord`, format
:data:`RECORD_FORMAT`)::

    {"format": "battle1821-record/1", "rules": "1821-rules/2026.12-1",
     "game_id": "...", "created_at": "2026-12-01T12:48:30.015Z",
     "seats": 4, "options": {"max_rounds": 20}, "seed_sha256": "...", "seed_chosen": false,
     "seed": "..." | null,                 # only once the game is over (R27), as the view
     "names": ["", "", "", ""],            # the players' names at version 1 (creation)
     "position": null | {Position},        # the starting position (POST /games `position`)
     "joins": [{"seat": 0, "version": 2, "name": "Kolokotronis"}, ...],
     "actions": [{"n": 1, "seat": 3, "version": 6, "at": "...", "action": {...},
                  "applied_by": "decision_timeout"?}, ...],   # = GET /games/{id}/actions
     "talk": [],                           # reserved: table-talk messages (never replayed)
     "end": null | {"version": 638, "status": "finished" | "cancelled", "round": 19,
                    "winners": [2], "end_reason": "max_rounds", "state_sha256": "...",
                    "checks": "a3f1..."   # one hex digit per action}}

Replay (the one rule for every writer of the game): version 1 is ``engine.new_game``
(``seats``, the seed, ``options``, ``names``) or ``engine.from_position``; a join at
``version`` sets the seat's name and, when it takes the last open seat, runs
``engine.start`` (then the automatic steps, below); an accepted action at ``version``
is ``engine.apply(state, seat, action)`` then the automatic steps of the Greek phase
and setup (``settle``: ``engine.advance`` until a seat must decide, the Ottoman phase or
the end), whoever applied it (a seat, a decision timeout, or any other ``applied_by``:
a type the engine does not know is replayed through :data:`REPLAY_HANDLERS`); every
version between two of those is one automatic step of the Ottoman phase
(``engine.advance(state, max_steps=1)``, the worker's commits); a cancelled game's last
version is the cancel (state unchanged, a ``game_cancelled`` event). ``end.state_sha256``
is the sha256 of the final state (msgpack, ``engine.encode_state``) and ``end.checks``
holds one hex digit per accepted action: the first of the sha256 (hex) of the state after
it, so a replay that diverges names the (first) action it disagrees on.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Annotated, Any, Callable, Iterator, Literal

import msgspec
from msgspec import Meta, Struct

from gamekinds import battle1821 as default_kind
from gamekinds import registry
from gamekinds.contract import GameKind, RuleViolation

RECORD_FORMAT = "battle1821-record/1"


class RecordJoin(Struct, kw_only=True):
    """A seat taken after creation: at ``version`` (the join's commit), by ``name``."""

    seat: Annotated[int, Meta(ge=0, le=3, description="The seat taken.")]
    version: Annotated[int, Meta(ge=1, description="The version the join produced.")]
    name: Annotated[str, Meta(description="The player's name.")]


class RecordAction(Struct, kw_only=True, omit_defaults=True):
    """One accepted action, as ``GET /games/{id}/actions/{n}`` shows it."""

    n: Annotated[int, Meta(ge=1, description="The action's number (1, 2, ...).")]
    seat: Annotated[int, Meta(ge=0, le=3, description="The seat it was applied for.")]
    version: Annotated[int, Meta(ge=1, description="The game version it produced.")]
    at: Annotated[str, Meta(description="When it was accepted (RFC 3339 UTC).")]
    action: Annotated[msgspec.Raw, Meta(description="The action (an `Action`, by `type`).")]
    applied_by: Annotated[str | None, Meta(
        description="Who applied it when the seat did not send it itself (`decision_timeout`, R19); "
                    "absent for the seat's own actions.")] = None


class RecordEnd(Struct, kw_only=True):
    """How the game ended: the last version, ``finished`` (R26) or ``cancelled``, and the
    digests a replay must reproduce."""

    version: Annotated[int, Meta(ge=1, description="The game's last version.")]
    status: Annotated[Literal["finished", "cancelled"], Meta(description="`finished` (R26) or `cancelled`.")]
    round: Annotated[int, Meta(ge=0, description="The round the game ended in.")]
    winners: Annotated[list[int], Meta(description="Winning seats (R26; empty: Ottoman victory or cancelled).")]
    end_reason: Annotated[str | None, Meta(description="R26's reason (null when cancelled).")]
    state_sha256: Annotated[str, Meta(description="sha256 (hex) of the final state, msgpack "
                                                  "(`engine.encode_state`).")]
    checks: Annotated[str, Meta(description="Per accepted action, one hex digit: the first of the sha256 (hex) of "
                                            "the state after it (and its automatic steps), in order.")]


class GameRecord(Struct, kw_only=True):
    """A game's record: everything needed to replay it with the engine (module
    :mod:`server.records.record` gives the replay rule)."""

    format: Annotated[str, Meta(description=f"`{RECORD_FORMAT}`.")]
    kind: Annotated[str, Meta(description="The game kind (`GET /kinds`) whose rules replay the record.")] = \
        registry.DEFAULT
    rules: Annotated[str, Meta(description="The rules version the game was played under "
                                           "(the kind's `rules_version` when it was created).")]
    game_id: Annotated[str, Meta(description="The game id.")]
    created_at: Annotated[str, Meta(description="Creation time (RFC 3339 UTC).")]
    seats: Annotated[int, Meta(ge=2, le=4, description="Seats (2-4).")]
    options: Annotated[Any, Meta(description="The game's options (the kind's `Options`).")]
    seed_sha256: Annotated[str, Meta(description="sha256 (hex) of the seed, published at creation (R27).")]
    seed_chosen: Annotated[bool, Meta(description="The creator chose the seed.")]
    seed: Annotated[str | None, Meta(description="The seed (R27), only once the game is over.")]
    names: Annotated[list[str], Meta(description="Each seat's player name at version 1 (`\"\"`: nobody yet).")]
    position: Annotated[Any, Meta(description="The starting position (the kind's `Position`), for a game "
                                              "created from one.")]
    joins: Annotated[list[RecordJoin], Meta(description="Seats taken after creation, in order.")]
    actions: Annotated[list[RecordAction], Meta(description="Every accepted action in order "
                                                            "(= `GET /games/{game_id}/actions`).")]
    talk: Annotated[list[dict[str, Any]], Meta(description="The table talk's public messages in order (`Message` "
                                                           "objects; never replayed: talk changes no game), once "
                                                           "the game is over, or while it is in play when its "
                                                           "`spectator_talk` option is on; private messages are "
                                                           "never in the record (issue 21).")] = []
    end: Annotated[RecordEnd | None, Meta(description="The end of the game; null while it is in play.")] = None


record_enc = msgspec.json.Encoder()
record_dec = msgspec.json.Decoder(GameRecord)
_action_decs: dict[str, msgspec.json.Decoder] = {}
_dict_dec = msgspec.json.Decoder(dict)
GameState = Any
"""A game kind's state (:class:`gamekinds.contract.GameKind`'s ``GameState``)."""


def action_decoder(kind: GameKind) -> msgspec.json.Decoder:
    """The JSON decoder of ``kind``'s ``Action`` union (made once per kind)."""
    dec = _action_decs.get(kind.NAME)
    if dec is None:
        dec = _action_decs[kind.NAME] = msgspec.json.Decoder(kind.Action)
    return dec


ReplayHandler = Callable[[GameState, int, dict, list], tuple[GameState, list]]
REPLAY_HANDLERS: dict[str, ReplayHandler] = {}
"""Action ``type`` -> how to replay an accepted action the engine's ``Action`` union does
not know (an automatic action of the service: a seat takeover, an undo...):
``handler(state, seat, action as a dict, history) -> (state, events)``, ``history`` the
:class:`Version` s replayed so far (an undo finds an earlier state there). Every other
accepted action replays through the kind's ``apply``; both are followed by ``settle``."""


def _state_unchanged(s: GameState, seat: int, action: dict, history: list) -> tuple[GameState, list]:
    return s, []


# a seat taken over by a server bot, or taken back by its human (server/service/seats.py):
# who plays the seat changes, the game does not
REPLAY_HANDLERS.update(take_over=_state_unchanged, take_back=_state_unchanged)


class ReplayError(ValueError):
    """The record does not replay: ``action`` is the number of the first accepted action
    it disagrees on (None: before the first, or at the end), ``version`` where."""

    def __init__(self, detail: str, action: int | None = None, version: int | None = None) -> None:
        super().__init__(detail)
        self.detail = detail
        self.action = action
        self.version = version


@dataclass(slots=True)
class Version:
    """One version of a replayed game: its state, the engine log events that version
    added (the service's own stream events are not the engine's), and what produced it:
    ``kind`` ``create`` | ``join`` | ``action`` | ``auto`` | ``cancel``, ``action`` the
    accepted action's number for ``action``."""

    version: int
    state: GameState
    events: list
    kind: str
    action: int | None = None


def state_check(s: GameState) -> str:
    """The hex digit of ``end.checks`` for a state."""
    return hashlib.sha256(registry.of_state(s).encode_state(s)).hexdigest()[:1]


def state_sha256(s: GameState) -> str:
    return hashlib.sha256(registry.of_state(s).encode_state(s)).hexdigest()


def settle(s: GameState, ev: list) -> GameState:
    """The automatic steps after a write that need no worker (the kind's ``settle``: set-up
    rolls, step changes) until a seat must decide, an automatic phase or the end; events
    appended to ``ev``."""
    s, more = registry.of_state(s).settle(s)
    ev.extend(more)
    return s


def auto_step_due(s: GameState) -> bool:
    """An automatic phase goes on with nobody to ask: the worker commits one step per version."""
    return registry.of_state(s).automatic_phase(s) is not None


def kind_of(rec: GameRecord) -> GameKind:
    """The kind a record names; raises :class:`ReplayError` for a kind not registered here."""
    try:
        return registry.get(rec.kind)
    except registry.UnknownKind:
        raise ReplayError(f"The record is of the game kind {rec.kind!r}, which this server does not host.") from None


def initial_state(rec: GameRecord, seed: str) -> GameState:
    """The state at version 1 before its automatic start (names set)."""
    kind = kind_of(rec)
    options = rec.options if isinstance(rec.options, kind.Options) else msgspec.convert(rec.options, kind.Options)
    if rec.position is not None:
        position = rec.position if isinstance(rec.position, kind.Position) else \
            msgspec.convert(rec.position, kind.Position)
        s = kind.from_position(position, seed, options, seed_chosen=rec.seed_chosen)
        for i, n in enumerate(rec.names):
            if n:
                s.players[i].name = n
        return s
    return kind.new_game(rec.seats, seed, options, list(rec.names), seed_chosen=rec.seed_chosen)


def apply_recorded(s: GameState, a: RecordAction, history: list | None = None) -> tuple[GameState, list]:
    """One accepted action and the automatic steps after it (module docstring)."""
    raw = bytes(a.action)
    verb = _dict_dec.decode(raw).get("type")
    handler = REPLAY_HANDLERS.get(verb)
    if handler is not None:
        s, ev = handler(s, a.seat, _dict_dec.decode(raw), history if history is not None else [])
    else:
        kind = registry.of_state(s)
        s, ev = kind.apply(s, a.seat, action_decoder(kind).decode(raw))
    ev = list(ev)
    return settle(s, ev), ev


def replay(rec: GameRecord, seed: str | None = None, *, joined_at_creation: list[int] | None = None
           ) -> Iterator[Version]:
    """Every version of the game, in order (:class:`Version`), by the replay rule of the
    module docstring. ``seed``: the record's when None (a record in play has none: the
    caller who may know it passes it). Raises :class:`ReplayError` where the record and
    the engine disagree (an illegal action, an action at another version, automatic steps
    where none are due). ``joined_at_creation``: seats taken at creation (the start runs
    at version 1 when they are all the seats); default: the seats named at version 1 and
    not in ``joins``."""
    seed = seed if seed is not None else rec.seed
    if seed is None:
        raise ReplayError("The record has no seed (the game is in play): it cannot be replayed yet.")
    if hashlib.sha256(seed.encode()).hexdigest() != rec.seed_sha256:
        raise ReplayError("The seed does not match seed_sha256.")
    s = initial_state(rec, seed)
    engine = kind_of(rec)
    joined_later = {j.seat for j in rec.joins}
    taken = set(joined_at_creation) if joined_at_creation is not None else \
        {i for i, n in enumerate(rec.names) if n and i not in joined_later}
    ev: list = []
    if s.status == "lobby" and len(taken) == rec.seats:
        s, ev = engine.start(s)
        ev = list(ev)
        s = settle(s, ev)
    history: list[Version] = [Version(1, s, ev, "create")]
    yield history[-1]
    v = 1
    inputs: list[tuple[int, str, Any]] = [(j.version, "join", j) for j in rec.joins] + \
        [(a.version, "action", a) for a in rec.actions]
    inputs.sort(key=lambda t: t[0])
    end = rec.end
    cancel_at = end.version if end is not None and end.status == "cancelled" else None
    for at, kind, item in inputs:
        n = item.n if kind == "action" else None
        if at <= v:
            raise ReplayError(f"Two changes recorded at version {at}.", n, at)
        while v + 1 < at:
            if not auto_step_due(s):
                raise ReplayError(f"No automatic step is due at version {v + 1}, yet the next recorded change "
                                  f"is at version {at}.", n, v + 1)
            s, ev = engine.advance(s, max_steps=1)
            v += 1
            history.append(Version(v, s, list(ev), "auto"))
            yield history[-1]
        v = at
        if kind == "join":
            s = engine.copy_state(s)
            if item.seat < len(s.players):
                s.players[item.seat].name = item.name
            taken.add(item.seat)
            ev = []
            if s.status == "lobby" and len(taken) == rec.seats:
                s, ev = engine.start(s)
                ev = list(ev)
                s = settle(s, ev)
            history.append(Version(v, s, ev, "join"))
            yield history[-1]
            continue
        try:
            s, ev = apply_recorded(s, item, history)
        except RuleViolation as rv:
            raise ReplayError(f"Action {n} is refused by these rules: {rv.code} ({rv.ruling}): {rv.detail}",
                              n, at) from None
        except (msgspec.DecodeError, msgspec.ValidationError) as exc:
            raise ReplayError(f"Action {n} is not an action of these rules: {exc}", n, at) from None
        history.append(Version(v, s, ev, "action", n))
        yield history[-1]
    last = end.version if end is not None else None
    while auto_step_due(s) and (last is None or v + 1 < (cancel_at or last + 1)):
        s, ev = engine.advance(s, max_steps=1)
        v += 1
        history.append(Version(v, s, list(ev), "auto"))
        yield history[-1]
    if cancel_at is not None:
        if cancel_at != v + 1:
            raise ReplayError(f"The cancel is recorded at version {cancel_at}, the replay is at version {v}.",
                              None, cancel_at)
        v += 1
        prev = s.status if s.status in ("lobby", "setup", "active") else "active"
        yield Version(v, s, [engine.GameCancelled(previous_status=prev, round=s.round)], "cancel")


def end_of(rec: GameRecord, states: list[Version]) -> RecordEnd:
    """The :class:`RecordEnd` of a replayed game that is over (its versions in order)."""
    last = states[-1].state
    checks = "".join(state_check(x.state) for x in states if x.kind == "action")
    cancelled = states[-1].kind == "cancel"
    return RecordEnd(version=states[-1].version, status="cancelled" if cancelled else "finished",
                     round=last.round, winners=[] if cancelled else list(last.winners),
                     end_reason=None if cancelled else last.end_reason, state_sha256=state_sha256(last),
                     checks=checks)


class Verdict(Struct, kw_only=True, omit_defaults=True):
    """What :func:`verify` found: ``ok``; else ``problem`` (``other_rules``, ``no_seed``,
    ``diverged``, ``not_over``), ``action``/``version`` where, and ``detail``."""

    game_id: str
    ok: bool
    problem: str | None = None
    action: int | None = None
    version: int | None = None
    detail: str = ""


def hosted(kind: str) -> bool:
    """Whether this installation hosts game kind ``kind`` (its registry: the installed
    kinds and ``BATTLE1821_KINDS``), so that its records can be replayed here."""
    return kind in registry.names()


def verify(rec: GameRecord, rules: str | None = None) -> Verdict:
    """Replay ``rec`` with the engine of its kind and compare with its stored end: the
    version of every action, the per-action checks, the last version and the final
    state's digest. ``rules``: the rules version to expect (default: the kind's)."""
    gid = rec.game_id
    if rec.format != RECORD_FORMAT:
        return Verdict(game_id=gid, ok=False, problem="other_format", detail=f"format {rec.format!r}, this "
                       f"server reads {RECORD_FORMAT!r}")
    if rec.kind not in registry.names():
        return Verdict(game_id=gid, ok=False, problem="other_kind",
                       detail=f"the game kind {rec.kind!r} is not hosted here (kinds: {', '.join(registry.names())})")
    rules = rules or registry.get(rec.kind).RULES_VERSION
    if rec.rules != rules:
        return Verdict(game_id=gid, ok=False, problem="other_rules",
                       detail=f"recorded under rules {rec.rules!r}, this engine is {rules!r}")
    if rec.end is None:
        return Verdict(game_id=gid, ok=False, problem="not_over", detail="the game is in play (no end, no seed)")
    try:
        versions = list(replay(rec))
    except ReplayError as exc:
        return Verdict(game_id=gid, ok=False, problem="diverged", action=exc.action, version=exc.version,
                       detail=exc.detail)
    got = end_of(rec, versions)
    want = rec.end
    acts = [x for x in versions if x.kind == "action"]
    for i, x in enumerate(acts):
        if want.checks[i:i + 1] != state_check(x.state):
            return Verdict(game_id=gid, ok=False, problem="diverged", action=x.action, version=x.version,
                           detail=f"the state after action {x.action} differs from the recorded one")
    if len(want.checks) != len(acts):
        return Verdict(game_id=gid, ok=False, problem="diverged", detail="the record's checks do not match its "
                       "actions")
    if (got.version, got.status, got.state_sha256, got.winners, got.end_reason, got.round) != \
            (want.version, want.status, want.state_sha256, want.winners, want.end_reason, want.round):
        return Verdict(game_id=gid, ok=False, problem="diverged", version=got.version,
                       action=acts[-1].action if acts else None,
                       detail=f"the replay ends at version {got.version} ({got.status}, winners {got.winners}, "
                              f"state {got.state_sha256[:12]}), the record at version {want.version} ({want.status}, "
                              f"winners {want.winners}, state {want.state_sha256[:12]})")
    return Verdict(game_id=gid, ok=True, version=got.version)


class RecordActionOut(RecordAction, kw_only=True, omit_defaults=True):
    """One accepted action of a record (the spec's shape of :class:`RecordAction`)."""

    action: Annotated[default_kind.Action, Meta(description="The action (an `Action`, by `type`).")]


class GameRecordOut(GameRecord, kw_only=True):
    """The spec's shape of :class:`GameRecord` (``GET /games/{id}/record``): a game's
    record, replayable with the engine of its kind (format `battle1821-record/1`)."""

    options: Annotated[default_kind.Options, Meta(description="The game's options.")]
    position: Annotated[default_kind.Position | None, Meta(
        description="The starting position, for a game created from one.")]
    actions: Annotated[list[RecordActionOut], Meta(description="Every accepted action in order "
                                                               "(= `GET /games/{game_id}/actions`).")]
