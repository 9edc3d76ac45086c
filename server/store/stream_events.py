"""The events of a game's log as the API sends them (``GET /games/{id}/events``, the
action response, the SSE stream): every engine log event (:data:`gamekinds.battle1821.log.LogEvent`)
plus the ones the service and the workers add (Ottoman phase, decision timeouts, seat
takeovers), each wrapped in its envelope ``{"seq", "version", "type", ...the event's own
fields}``; and ``message`` (:class:`MessageEvent`), a table-talk message, which is not in
the log and has no envelope: it comes only to the readers that ask for the table talk
(``messages=true``) and may read that message (:mod:`server.service.talk`).

:data:`GameEvent` is the union the spec documents as one discriminated ``oneOf`` on
``type`` (component ``GameEvent``); the stored bytes are sent as they are, these types only
describe them. They are the event stream's schema, so they sit in the store layer: the
store's compact form of the stream (:mod:`server.store.compact`) is built from them, and
the service and the worker write them."""

from __future__ import annotations

from typing import Annotated, Literal, Union

import msgspec
from msgspec import Meta, Struct

from gamekinds.battle1821.log import LogEvent

from .records import Message, PhaseStatus


class _StreamEvent(Struct, tag_field="type", kw_only=True, omit_defaults=False):
    pass


class OttomanPhase(_StreamEvent, tag="ottoman_phase"):
    """The Ottoman phase (R20-R24) of ``round`` changed status: ``running`` (a worker
    plays it), ``awaiting_decision`` (a Greek seat must answer, R19), ``done``. Told by
    the API when it hands the phase to a worker and by the worker."""
    round: Annotated[int, Meta(ge=1, description="The round (1, 2, ...).")]
    phase: Annotated[int, Meta(ge=1, description="The phase record's number (`GET /games/{game_id}/phases/{number}`).")]
    status: Annotated[PhaseStatus, Meta(description="The phase record's new status.")]
    job_id: Annotated[str | None, Meta(description="The RQ job running the phase (null before one is known).")]
    step: Annotated[str | None, Meta(description="The Ottoman step in progress or next (`event`, `reinforcement`, `movement`, `attack`, ...).")]


class OttomanStep(_StreamEvent, tag="ottoman_step"):
    """One committed step of the Ottoman phase (R20-R24): every version the worker
    writes starts with one, so a watcher sees each step land."""
    round: Annotated[int, Meta(ge=1, description="The round (1, 2, ...).")]
    step: Annotated[str, Meta(description="The step just played.")]
    progress: Annotated[str, Meta(description="Free-form progress of the worker (step and position in it).")]


class DecisionTimeout(_StreamEvent, tag="decision_timeout"):
    """R19: ``seat`` did not answer a pending decision within the game's
    ``decision_timeout_s``; the default answer (``applied``, an action type) was applied
    for it (the accepted action says ``applied_by: decision_timeout``)."""
    seat: Annotated[int, Meta(ge=0, le=3, description="The seat that was waited for.")]
    kind: Annotated[Literal["call_ally", "answer_ally"], Meta(description="The decision pending (R18).")]
    battle: Annotated[int, Meta(ge=1, description="The battle the decision belongs to.")]
    applied: Annotated[str, Meta(description="The action type applied by default (`call_ally`, `answer_ally`).")]


class SeatTakenOver(_StreamEvent, tag="seat_taken_over"):
    """A server bot (``bot``) plays ``seat`` from now on instead of its human: the seat's
    clock ran out (``reason`` ``clock``; the game option ``clock``) or it resigned in a
    game with ``takeover_on_resign`` (``resign``). The action log has the matching
    ``take_over`` record. The human takes the seat back with its token
    (``POST /games/{game_id}/players/{seat}/take-back``)."""
    seat: Annotated[int, Meta(ge=0, le=3, description="The seat taken over.")]
    bot: Annotated[str, Meta(description="The server bot that plays it now (`random`, `greedy`, `search`).")]
    reason: Annotated[Literal["clock", "resign"], Meta(description="Why: `clock` (its time ran out) or "
                                                                   "`resign` (it resigned, `takeover_on_resign`).")]


class SeatTakenBack(_StreamEvent, tag="seat_taken_back"):
    """The human of ``seat`` took it back from the server bot ``bot`` (with its seat
    token); it plays from the seat's next turn. The action log has the matching
    ``take_back`` record; with a clock, the seat's time starts afresh (``initial_s``)."""
    seat: Annotated[int, Meta(ge=0, le=3, description="The seat taken back.")]
    bot: Annotated[str, Meta(description="The server bot that played it until now.")]


StreamEvent = Union[OttomanPhase, OttomanStep, DecisionTimeout, SeatTakenOver, SeatTakenBack]

SEQ = Annotated[int, Meta(ge=1, description="The event's number in the game's log: 1, 2, ... without gaps "
                                             "(the SSE `id`; `after`/`Last-Event-ID` resume after it).")]
VERSION = Annotated[int, Meta(ge=0, description="The game version this event belongs to (every event of one "
                                                "write carries the version that write produced).")]


def _envelope(cls: type) -> type:
    """``cls`` with the envelope's ``seq`` and ``version``, named ``<cls>Event``."""
    tag = cls.__struct_config__.tag
    env = msgspec.defstruct(f"{cls.__name__}Event", [("seq", SEQ), ("version", VERSION)], bases=(cls,),
                            tag=tag, tag_field="type", kw_only=True, module=__name__)
    env.__doc__ = (cls.__doc__ or f"The `{tag}` event.").strip() + \
        "\n\nIn its envelope: `seq` and `version` first, then `type` and the event's own fields."
    return env


EVENT_CLASSES: tuple[type, ...] = (*LogEvent.__args__, *StreamEvent.__args__)
ENVELOPES: tuple[type, ...] = tuple(_envelope(c) for c in EVENT_CLASSES)
globals().update({e.__name__: e for e in ENVELOPES})


class MessageEvent(_StreamEvent, tag="message"):
    """A table-talk message was posted (``POST /games/{game_id}/messages``). Not part of
    the game's log, so it has no ``seq`` or ``version`` envelope: it comes on the event
    stream and the long-poll only with ``messages=true``, to readers who may read it
    (seats: the public ones and their own private ones; the host: the public ones and
    those it sent; spectators: the public ones when the game's ``spectator_talk`` option
    is on)."""
    message: Annotated[Message, Meta(description="The message.")]


GameEvent = Union[(*ENVELOPES, MessageEvent)]  # type: ignore[valid-type]
"""Every event a client reads, tagged on ``type``."""

EVENT_TYPES: dict[str, str] = {e.__struct_config__.tag: e.__name__ for e in (*ENVELOPES, MessageEvent)}
"""``type`` -> the component name of its schema (the discriminator's mapping)."""

TERMINAL_TYPES = ("game_ended", "game_cancelled")
"""After one of these nothing more happens in the game: the SSE stream closes."""
