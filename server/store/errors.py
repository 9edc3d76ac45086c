"""The store's own errors. The store knows no use case: it raises these, and the service
layer translates them, in one table (:func:`server.service.errors.from_store`), into the
domain errors the API answers with (:mod:`server.api.problems`).

- :class:`StoreError`: the base of the errors a read or write of a game may raise.
- :class:`EventsNotReplayable`: an archived game's event log needs a replay of its record
  that these rules do not make (it was archived under another rules version).
- :class:`ArchiveError`: a game whose archive would not give its keys back (it stays
  live), or a blob that is not an archive this server reads.
- :class:`NoArchiveCodec`: a process that reads or makes archives without the codec
  (a programming error: import :mod:`server.records.archive`)."""

from __future__ import annotations


class StoreError(Exception):
    """Base of the store's errors; ``detail`` says what happened in a player's words."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


class EventsNotReplayable(StoreError):
    """An archived game's events need a replay of its record, which these rules do not
    make. Its view (the stored final state), seats, actions, phases and record still answer."""


class ArchiveError(ValueError):
    """The game cannot be archived as it is (its blob would not give back its keys), or a
    blob that is not an archive this server reads."""


class NoArchiveCodec(RuntimeError):
    """An archived game read (or a game archived) by a store of a process that has no
    archive codec: :mod:`server.records.archive` registers itself when imported
    (:func:`server.store.redis_store.set_archive_codec`)."""
