"""The errors the store raises. The domain errors' base (:class:`DomainError`, reported by
the API in one table, :mod:`server.api.problems`) and the two the store itself raises
(:class:`Conflict`'s :class:`NotReplayable`) live here, in the store layer, so that the
store raises them without importing the use cases; :mod:`server.service.errors` defines
every other domain error on the same base. :class:`ArchiveError` is the store's own: a
game whose archive would not give its keys back stays live."""

from __future__ import annotations


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
    """The game is in no state for this change (full, over, not started, Ottoman phase)."""
    code, title = "conflict", "Conflict"


class NotReplayable(Conflict):
    """A read that needs a replay of the game's record (its events, a past version) while
    this engine does not replay it: the game was archived under another rules version.
    Its view (the stored final state), seats, actions, phases and record still answer."""
    code, title = "not_replayable", "Not replayable with these rules"


class ArchiveError(ValueError):
    """The game cannot be archived as it is (its blob would not give back its keys), or a
    blob that is not an archive this server reads."""


class NoArchiveCodec(RuntimeError):
    """An archived game read (or a game archived) by a store of a process that has no
    archive codec: :mod:`server.records.archive` registers itself when imported
    (:func:`server.store.redis_store.set_archive_codec`)."""
