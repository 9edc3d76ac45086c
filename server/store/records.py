"""Records the store keeps beside the engine state (JSON, msgspec Structs).

- :class:`GameMeta`: who holds which seat (sha256 of tokens only, never a token).
- :class:`PhaseRecord`: one Greek player turn, the setup, or one Ottoman phase, as a
  resource (API ``/games/{id}/phases``). Written by the same commit as the state.
- :class:`Message`: one table-talk message (:mod:`server.store.talk`), never part of a
  commit.
"""

from __future__ import annotations

from typing import Annotated, Literal, NamedTuple

import msgspec
from msgspec import Meta, Struct

from gamekinds.registry import DEFAULT as DEFAULT_KIND

PhaseKind = Annotated[str, Meta(description=(
    "The game kind's name of the phase (`battle1821`: `setup`, `greek_turn`, `ottoman`); "
    "every registered kind's phase names (`GET /kinds/{kind}`)."))]
"""A name of the game's kind's ``PHASES``: written by the platform from the kind
(:mod:`server.service.phases`), so read back unchecked; the spec lists each kind's names
(:func:`server.api.kindspec.document_kinds`). A plain ``str`` here keeps the kinds out of
this module's import: a process loads a kind when it first meets one of its games."""
PhaseStatus = Literal["active", "queued", "running", "awaiting_decision", "done", "failed"]
Version = Annotated[int, Meta(ge=0, le=(1 << 53))]


class ClockMeta(Struct, forbid_unknown_fields=False, omit_defaults=False):
    """The seats' clocks (the game option ``clock``). ``remaining_ms[seat]``: the seat's
    time left at ``since_ms`` (ms since the Unix epoch); ``seat``: the seat whose time
    runs since ``since_ms`` (None: none runs: the game waits on nobody, or on a seat a
    bot plays); ``span``: the game version at which that seat's time started to run
    (names the expiry job). The running seat's deadline is ``since_ms + remaining_ms``."""

    remaining_ms: list[int]
    seat: int | None = None
    since_ms: int = 0
    span: int = 0
class SeatJoin(Struct, array_like=True):
    """A seat taken after creation: ``[seat, version of the join, name]`` (the game
    record's ``joins``, :mod:`server.records`)."""

    seat: int
    version: int
    name: str


class GameMeta(Struct, forbid_unknown_fields=False, omit_defaults=True):
    """Per game: creation time (RFC 3339), host token hash, per-seat token hash (None:
    seat open), and the game's summary for listings. Rematch links: ``rematch`` the id
    of this game's rematch, ``rematch_of`` the game this one is the rematch of;
    ``reserved`` the seats held for that game's players (taken only through their old
    seat tokens, ``POST /games/{old}/rematch``). ``bots[seat]``: the bot of a
    computer seat (None: a human's seat; ``[]``: every seat human); such a seat holds an
    unguessable token hash nobody has. ``takeover[seat]``: the bot playing a human seat
    now (its clock ran out, or it resigned with ``takeover_on_resign``), None when the
    human plays (``[]``: none). ``clock``: the clocks (None without the option).
    ``joins``: the seats taken after creation, in order (:class:`SeatJoin`). ``kind``: the
    game kind (:mod:`gamekinds.registry`) whose engine the state belongs to.
    ``accounts[seat]``: the account (``acc_...``) that holds the seat, None for a seat
    taken without one (``[]``: no seat bound to an account); ``rated``: the finished game
    moves its accounts' ratings (:mod:`server.service.ratings`); ``same_account``: the
    host lets one account hold several seats (a game where one does is never rated); ``invited[seat]``:
    the account a challenge holds the seat for (only it may take the seat; ``[]``: none)."""

    created_at: str
    host: str
    seat_tokens: list[str | None]
    cancelled: bool = False
    rematch: str | None = None
    rematch_of: str | None = None
    reserved: list[int] = []
    bots: list[str | None] = []
    takeover: list[str | None] = []
    clock: ClockMeta | None = None
    joins: list[SeatJoin] = []
    kind: str = DEFAULT_KIND
    accounts: list[str | None] = []
    rated: bool = False
    same_account: bool = False
    invited: list[str | None] = []


class GameOrigin(Struct, omit_defaults=True):
    """How the game began, written once at creation (the game hash's ``origin`` field):
    the rules version (``engine.RULES_VERSION``), the players' names at version 1 and the
    starting position's JSON when it was created from one (``POST /games`` ``position``).
    With the state's seed and options and the action log it is the game's record."""

    rules: str
    names: list[str]
    position: msgspec.Raw | None = None


class PhaseRecord(Struct, kw_only=True, omit_defaults=False):
    """One phase as a resource. ``number`` counts from 1 per game. ``seat`` is the Greek
    player of a ``greek_turn`` (``None`` otherwise). ``start_version``/``end_version`` are
    the game versions at which it began and ended. ``job_id``: the RQ job running an
    Ottoman phase. ``progress``: free-form worker progress (the step in progress...).
    Times are RFC 3339 UTC."""

    number: Annotated[int, Meta(ge=1)]
    round: Annotated[int, Meta(ge=0)]
    kind: PhaseKind
    seat: int | None
    step: str
    status: PhaseStatus
    start_version: Version
    end_version: Version | None = None
    job_id: str | None = None
    progress: str | None = None
    error: str | None = None
    started_at: str
    updated_at: str
    ended_at: str | None = None


class GameSummary(Struct, kw_only=True):
    """What ``GET /games`` lists (kept in the game hash, rewritten when it changes).
    ``kind``: the game kind (a summary stored before game kinds has none: ``battle1821``)."""

    id: str
    status: str
    seats: int
    open_seats: int
    round: int
    phase: str
    created_at: str
    from_position: bool = False
    kind: Annotated[str, Meta(description="The game kind (`GET /kinds`): `battle1821`, ...")] = DEFAULT_KIND


class Message(Struct, kw_only=True, omit_defaults=False):
    """One table-talk message (``GET /games/{game_id}/messages``). Messages are talk, not
    play: posting one changes neither the game nor its version, and no rule reads them."""
    seq: Annotated[int, Meta(ge=1, description="The message's number in the game's table talk: 1, 2, ... "
                                               "(its own count, not an event seq; `after` of the message "
                                               "reads resumes after it).")]
    at: Annotated[str, Meta(description="When it was posted (RFC 3339 UTC).")]
    seat: Annotated[Annotated[int, Meta(ge=0, le=3)] | None, Meta(
        description="The seat that posted it; null: the host (host token).")]
    name: Annotated[str, Meta(description="The sender's player name when posted (`host` for the host).")]
    to_seat: Annotated[Annotated[int, Meta(ge=0, le=3)] | None, Meta(
        description="The one seat it was sent to (a private message, read by that seat and the sender only); "
                    "null: everyone at the table.")]
    text: Annotated[str, Meta(min_length=1, max_length=500, description="What was said: 1-500 characters.")]


meta_enc = msgspec.json.Encoder()
meta_dec = msgspec.json.Decoder(GameMeta)
origin_dec = msgspec.json.Decoder(GameOrigin)
phase_dec = msgspec.json.Decoder(PhaseRecord)
summary_dec = msgspec.json.Decoder(GameSummary)


class IdempotentReply(NamedTuple):
    """The stored first reply to an ``Idempotency-Key``: the version and action number it
    produced, the hash of the request it answered and the reply body (JSON)."""

    status: int
    version: int
    request_hash: bytes
    n: int
    body: bytes


def encode_reply(r: IdempotentReply) -> bytes:
    """``<status>|<version>|<request hash>|<n>|<body>`` (what ``Commit.idem_record`` stores)."""
    return b"%d|%d|%s|%d|" % (r.status, r.version, r.request_hash, r.n) + r.body


def decode_reply(raw: bytes) -> IdempotentReply:
    status, version, h, n, body = raw.split(b"|", 4)
    return IdempotentReply(int(status), int(version), h, int(n), body)
