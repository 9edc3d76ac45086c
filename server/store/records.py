"""Records the store keeps beside the engine state (JSON, msgspec Structs).

- :class:`GameMeta`: who holds which seat (sha256 of tokens only, never a token).
- :class:`PhaseRecord`: one Greek player turn, the setup, or one Ottoman phase, as a
  resource (API ``/games/{id}/phases``). Written by the same commit as the state.
"""

from __future__ import annotations

from typing import Annotated, Literal, NamedTuple

import msgspec
from msgspec import Meta, Struct

PhaseKind = Literal["setup", "greek_turn", "ottoman"]
PhaseStatus = Literal["active", "queued", "running", "awaiting_decision", "done", "failed"]
Version = Annotated[int, Meta(ge=0, le=(1 << 53))]


class SeatJoin(Struct, array_like=True):
    """A seat taken after creation: ``[seat, version of the join, name]`` (the game
    record's ``joins``, :mod:`server.records`)."""

    seat: int
    version: int
    name: str


class GameMeta(Struct, forbid_unknown_fields=False, omit_defaults=True):
    """Per game: creation time (RFC 3339), host token hash, per-seat token hash (None:
    seat open), whether it was cancelled, and the seats taken after creation in order
    (:class:`SeatJoin`)."""

    created_at: str
    host: str
    seat_tokens: list[str | None]
    cancelled: bool = False
    joins: list[SeatJoin] = []


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
    """What ``GET /games`` lists (kept in the game hash, rewritten when it changes)."""

    id: str
    status: str
    seats: int
    open_seats: int
    round: int
    phase: str
    created_at: str
    from_position: bool = False


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
