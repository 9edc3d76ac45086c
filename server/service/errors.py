"""Domain errors of the use cases. Each has a stable ``code`` (the problem ``code`` the
API answers with), a human ``detail`` and a ``title``; keyword ``extra`` members
(``ruling``, ``current_version``, ``field``, ``open_seats``, ``retry_after``) travel with
it. The services never name an HTTP status: :mod:`server.api.problems` maps each class
to one, in one table. The store raises its own errors (:mod:`server.store.errors`);
:func:`from_store` is the one place that translates them into domain errors."""

from __future__ import annotations

from server.store.errors import EventsNotReplayable, StoreError


class DomainError(Exception):
    """Base of every domain error; ``code``/``title`` default per class."""

    code = "error"
    title = "Error"

    def __init__(self, detail: str, *, code: str | None = None, title: str | None = None, **extra) -> None:
        super().__init__(detail)
        self.detail = detail
        if code is not None:
            self.code = code
        if title is not None:
            self.title = title
        self.extra = extra


class Conflict(DomainError):
    """The game is in no state for this change (full, over, not started, automatic phase)."""
    code, title = "conflict", "Conflict"


class NotReplayable(Conflict):
    """A read that needs a replay of the game's record (its events, a past version) while
    this engine does not replay it: the game was archived under another rules version.
    Its view (the stored final state), seats, actions, phases and record still answer."""
    code, title = "not_replayable", "Not replayable with these rules"


class InvalidRequest(DomainError):
    """The request is malformed beyond its schema (``field`` names the culprit)."""
    code, title = "invalid_request", "Invalid request"


class CursorPastEnd(InvalidRequest):
    """A log cursor (``after``, ``messages_after``, ``Last-Event-ID``: ``field`` names it)
    beyond the last seq of its log when the request came (``last_seq``): no such entry was
    ever sent, so the cursor is not one this server gave, or belongs to another log. Refused
    before any wait or stream starts (else it would wait for entries it already has, or
    skip the game's end). Seqs only grow, so a cursor the server gave stays valid; resume
    from ``last_seq`` or less (0: the whole log). Answered by ``GET /games/{id}/events``
    and ``.../events/stream`` (the log, and with ``messages=true`` the table talk),
    ``GET /games/{id}/messages`` (``after``) and ``GET /account/events`` and ``.../stream``."""
    code, title = "cursor_past_end", "Cursor past the end of the log"

    def __init__(self, cursor: int, last: int, field: str, log: str = "event") -> None:
        super().__init__(f"'{field}' is {cursor}, past the last {log} seq of this log: {last}. Send a seq the "
                         f"server sent (0 to {last}; 0: from the start).", field=field, last_seq=last)


def check_cursor(cursor: int, last: int, field: str, log: str = "event") -> None:
    """The one check of a log cursor (every event read that may wait or stream: the game's
    log, its table talk, an account's events): :class:`CursorPastEnd` when ``cursor`` is
    beyond ``last``, the log's last seq read at or after the request came."""
    if cursor > last:
        raise CursorPastEnd(cursor, last, field, log)


class InvalidPosition(InvalidRequest):
    """A described starting position (``POST /games`` ``position``) that cannot exist under
    its kind's rules: the kind's own check refused it (``detail`` names the inconsistency,
    ``ruling`` the rule of that kind it breaks; each kind's checks are its
    ``POSITION_CHECKS``), or it does not decode as the kind's ``Position``."""
    code, title = "invalid_position", "Invalid position"


class Unauthorized(DomainError):
    """No token, a malformed one, or one that is not this game's host or seat token."""
    code, title = "unauthorized", "Unauthorized"


class Forbidden(DomainError):
    """A token of another game, or the wrong kind of token for this use case."""
    code, title = "forbidden", "Forbidden"


class NotFound(DomainError):
    """No such game, seat, action, phase or battle (``code`` ``<what>_not_found``)."""
    code, title = "not_found", "Not found"

    def __init__(self, what: str = "game") -> None:
        super().__init__(f"No such {what}.", code=f"{what}_not_found")


class GameCancelled(Conflict):
    """Every write to a cancelled game (checked before the version: none can succeed)."""
    code, title = "game_cancelled", "Game cancelled"

    def __init__(self, detail: str = "This game was cancelled; nothing more can happen in it.") -> None:
        super().__init__(detail)


class RuleBroken(Conflict):
    """The engine refused the action: ``code`` and ``ruling`` are the rule's; with
    ``undo_barrier``, ``barrier`` names the undo barrier in the way."""
    title = "Rule violation"


class VersionRequired(DomainError):
    """A write without the version it acts on (``current_version``)."""
    code, title = "precondition_required", "Precondition required"

    def __init__(self, current: int) -> None:
        super().__init__('This write needs an If-Match header carrying the game version (ETag), e.g. '
                         'If-Match: "7".', current_version=current)


class StaleVersion(DomainError):
    """The caller acted on another version than the current one (``current_version``)."""
    code, title = "stale_version", "Stale version"

    def __init__(self, current: int) -> None:
        super().__init__(f'The game is at version {current}; reload it and retry with If-Match: "{current}".',
                         current_version=current)


class IdempotencyKeyReused(DomainError):
    """An ``Idempotency-Key`` already answered another request body."""
    code, title = "idempotency_key_reused", "Idempotency key reused"

    def __init__(self) -> None:
        super().__init__("This Idempotency-Key was used with a different request body.")


class IdempotencyKeyExpired(Conflict):
    """``POST /games`` with an ``Idempotency-Key`` whose game was made, but whose answer is
    no longer kept (``BATTLE1821_IDEMPOTENCY_TTL_S``, default one day): the game is not
    made again, even once it is gone itself (a key never makes its game twice), and
    nothing is written. Send a new key (a new UUIDv4) to create another game."""
    code, title = "idempotency_key_expired", "Idempotency key expired"

    def __init__(self) -> None:
        super().__init__("This Idempotency-Key made a game whose answer is no longer kept; use a new key.")


class Unavailable(DomainError):
    """A resource is missing or exhausted for now; ``retry_after`` seconds, if known."""
    code, title = "service_unavailable", "Service unavailable"


class TooManyRequests(DomainError):
    """The caller went over a rate (``retry_after`` seconds until it may again)."""
    code, title = "too_many_requests", "Too many requests"


STORE_ERRORS: dict[type[StoreError], type[DomainError]] = {
    EventsNotReplayable: NotReplayable,
}
"""The store's errors a caller may see, each as the domain error it means."""


def from_store(exc: StoreError) -> DomainError:
    """The domain error a store error means (:data:`STORE_ERRORS`, by the nearest class;
    any other: 503 ``service_unavailable``), with the store's detail."""
    for cls in type(exc).__mro__:
        if cls in STORE_ERRORS:
            return STORE_ERRORS[cls](exc.detail)
    return Unavailable(f"The game store could not answer: {exc.detail}")


class NameTaken(Conflict):
    """An account name that is another account's, up to case and look-alike letters
    (``field`` ``name``; server/service/accounts.py)."""
    code, title = "name_taken", "Name taken"


class InvalidScope(InvalidRequest):
    """An API key scope the account may not hold: ``bot`` on a human's account, ``play``
    on a bot's (``field`` ``scopes``)."""
    code, title = "invalid_scope", "Invalid scope"


class InsufficientScope(Forbidden):
    """The API key lacks the scope this use case needs, or a new key would get a scope
    the calling key lacks (``field`` names the culprit)."""
    code, title = "insufficient_scope", "Insufficient scope"


class TooManyKeys(Conflict):
    """The account holds the most API keys it may (20): revoke one first."""
    code, title = "too_many_keys", "Too many API keys"


class AccountSeated(Conflict):
    """The account already holds a seat of this game and the host did not allow one
    account several seats (``same_account``)."""
    code, title = "account_seated", "Account already seated"
