"""Who plays each seat, and the seats' clocks (no I/O: the callers commit and hand off).

A seat is a *human* seat (a token holder plays it) or a *computer* seat (``GameMeta.bots``:
a server bot plays it, in the RQ workers, :mod:`server.worker.seats`). A human seat is
*taken over* (``GameMeta.takeover``) when its clock runs out, or when it resigns in a game
with ``takeover_on_resign``: a server bot (the game's ``takeover_bot``) plays it until the
human takes it back with its token (``POST /games/{id}/players/{seat}/take-back``), which
is allowed whenever the game does not wait on that seat, so the human plays from the start
of the seat's next turn.

Clocks (the game option ``clock``, :class:`~gamekinds.battle1821.state.Clock`): a seat's time runs
only while the game waits on it and a human plays it. :func:`next_clock` is applied by
:func:`server.service.steps.commit_step` to every commit, so every writer (API, Ottoman
worker, bot jobs, timeouts) keeps the clocks the same way; the running seat's deadline is
``since_ms + remaining_ms[seat]`` and does not move while it waits, so one job scheduled at
it per wait (``clock-<game>-<span>``) enforces it (:mod:`server.worker.seats`)."""

from __future__ import annotations

from datetime import datetime, timezone

import msgspec

from gamekinds import registry
from server.config import Settings
from server.records.record import GameState
from server.store import ClockMeta, GameMeta

HUMAN = "human"
BOT = "bot"
TAKE_OVER = "take_over"
TAKE_BACK = "take_back"
"""``action.type`` of the two seat-control records in the action log (not engine actions:
a replay of the log skips them; they change who plays a seat, never the board)."""
CLOCK = "clock"
"""``applied_by`` of a takeover the clock caused (the worker applied it, not the seat)."""
TAKEOVER_BOT = "greedy"
"""The server bot that takes a seat over when the game names none (``takeover_bot``)."""
TAKEOVER_PACE_S = 3.0
"""While any human seat of a game is taken over, each server bot action of that game waits
this long after the previous one (:func:`server.worker.seats.run_bot_turn` schedules it).
Why: a take-back is accepted only while the game does not wait on the taken seat, so its
human needs windows measured in seconds, not the ~10 ms a bot takes: reloading a page and
clicking "Take back my seat" takes 2-5 s. Three seconds per action is also about what a
1-minute clock with a 5 s increment gives a human per action, so the game goes on at a
human's pace (a 20-action round lasts about a minute) instead of ending in 0.3 s. Computer
seats are paced too while a seat is taken over: their turns are the windows of a game
against computers. The Ottoman phase is not paced (it runs in its own job). The environment
variable ``BATTLE1821_TAKEOVER_PACE_S`` of the workers overrides it (``0``: no pace; tests
that are not about the pace use it to finish quickly): :func:`takeover_pace_s`."""


def takeover_pace_s() -> float:
    """:data:`TAKEOVER_PACE_S`, or the workers' ``BATTLE1821_TAKEOVER_PACE_S`` when set."""
    pace = Settings.from_env().takeover_pace_s
    return TAKEOVER_PACE_S if pace is None else max(0.0, pace)
APPLIED_BY_BOT = "bot"
"""``applied_by`` of an action a server bot chose for the seat (a computer seat or one
taken over); the record's ``bot`` names the bot."""


class TakeOver(msgspec.Struct, tag_field="type", tag=TAKE_OVER, kw_only=True):
    """The action-log record of a takeover: ``bot`` plays the seat from now on, because
    its clock ran out (``reason`` ``clock``) or it resigned (``resign``)."""
    bot: str
    reason: str


class TakeBack(msgspec.Struct, tag_field="type", tag=TAKE_BACK, kw_only=True):
    """The action-log record of a human taking its seat back from the bot."""
    bot: str


def ms_of(at: str) -> int:
    """Milliseconds since the epoch of an RFC 3339 time (``now_iso``'s format)."""
    return int(datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp() * 1000)


def iso_of(ms: int) -> str:
    """RFC 3339 UTC with milliseconds of ``ms`` since the epoch."""
    return datetime.fromtimestamp(ms / 1000, timezone.utc).isoformat(timespec="milliseconds") \
        .replace("+00:00", "Z")


def open_seats(meta: GameMeta) -> list[int]:
    """The seats a join may take, lowest first: neither taken (no token hash) nor reserved
    for a rematch's player; an invitation (``meta.invited``) is the join's own check."""
    return [i for i, t in enumerate(meta.seat_tokens) if t is None and i not in meta.reserved]


def at_seat(xs: list, seat: int):
    """``xs[seat]``, None past its end (the meta lists are empty when nothing is set)."""
    return xs[seat] if seat < len(xs) else None


def seat_bot(meta: GameMeta, seat: int) -> str | None:
    """The bot of a computer seat (None: a human's seat)."""
    return at_seat(meta.bots, seat)


def controller(meta: GameMeta, seat: int) -> str | None:
    """The server bot playing ``seat`` now (its own bot, or the one that took it over);
    None when its human plays it."""
    return at_seat(meta.bots, seat) or at_seat(meta.takeover, seat)


def paced(meta: GameMeta) -> bool:
    """Whether the bots of this game play at :func:`takeover_pace_s` (a seat is taken over)."""
    return any(meta.takeover) and takeover_pace_s() > 0


def bot_turn(s: GameState, meta: GameMeta) -> tuple[int, str] | None:
    """``(seat, bot)`` when the game waits on a seat a server bot plays; else None."""
    if meta.cancelled or s.status not in ("setup", "active") or not (meta.bots or meta.takeover):
        return None
    w = registry.of_state(s).waiting_for(s)
    if not w:
        return None
    bot = controller(meta, w[0])
    return (w[0], bot) if bot else None


def with_seat(xs: list, seats: int, seat: int, value) -> list:
    out = list(xs) + [None] * (seats - len(xs))
    out[seat] = value
    return out if any(out) else []


def new_clock(s: GameState) -> ClockMeta | None:
    c = s.options.clock
    return ClockMeta(remaining_ms=[c.initial_s * 1000] * s.seats) if c is not None else None


def running_seat(meta: GameMeta, s: GameState) -> int | None:
    """The seat whose time runs in ``s``: the one waited on, when a human plays it."""
    if meta.cancelled or s.status not in ("setup", "active"):
        return None
    w = registry.of_state(s).waiting_for(s)
    return w[0] if w and controller(meta, w[0]) is None else None


def next_clock(meta: GameMeta, after: GameState, version: int, now_ms: int) -> ClockMeta | None:
    """The clocks after a commit of ``after`` at ``version`` (``now_ms``), or None when they
    did not change: the running seat is charged the time since ``since_ms`` and gains the
    ``increment_s`` when the game stops waiting on it; the seat waited on next starts."""
    c = meta.clock
    opt = after.options.clock
    if c is None or opt is None:
        return None
    run = running_seat(meta, after)
    if run == c.seat:
        return None
    rem = list(c.remaining_ms)
    if c.seat is not None:
        rem[c.seat] = max(0, rem[c.seat] - max(0, now_ms - c.since_ms)) + opt.increment_s * 1000
    return ClockMeta(remaining_ms=rem, seat=run, since_ms=now_ms, span=version)


def deadline_ms(c: ClockMeta) -> int | None:
    return None if c.seat is None else c.since_ms + c.remaining_ms[c.seat]


def remaining_now(c: ClockMeta, seat: int, now_ms: int) -> int:
    if seat == c.seat:
        return max(0, c.remaining_ms[seat] - max(0, now_ms - c.since_ms))
    return c.remaining_ms[seat]
