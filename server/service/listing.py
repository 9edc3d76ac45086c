"""The listing use case (``GET /games``): one page of the games, newest first, from the
listing index (:mod:`server.store.listing`), by filter and cursor or offset."""

from __future__ import annotations

from server.store import GameStore
from server.store.listing import (
    STATUSES,
    CursorError,
    Filter,
    all_seats,
    created_ms,
    decode_cursor,
    encode_cursor,
    hosted,
)

from .errors import InvalidRequest
from .models import GameList

MAX_FILTERED_OFFSET = 10_000
"""Deepest ``offset`` of a filtered listing (its cells are merged, so an offset costs its
depth); ``cursor`` pages any depth at the same cost."""


def check_kind(kind: str | None) -> None:
    """A listing's ``kind`` filter (``GET /games``, ``GET /seeks``): 400 ``unknown_kind``
    naming the hosted kinds for a kind this server does not host (not an empty page: a
    typo must not read as "nothing there")."""
    if kind is not None and kind not in hosted():
        raise InvalidRequest(f"This server hosts no game kind {kind!r}: one of {', '.join(hosted())} "
                             "(GET /kinds).", code="unknown_kind", field="kind")


def listing_filter(status: str | None, seats: int | None, open_seat: bool | None,
                   created_after: str | None, kind: str | None = None) -> Filter:
    """The listing's :class:`Filter`; :class:`InvalidRequest` naming the bad parameter."""
    if status is not None and status not in STATUSES:
        raise InvalidRequest(f"Unknown status {status!r}: one of {', '.join(STATUSES)}.", code="unknown_status",
                             field="status")
    check_kind(kind)
    if seats is not None and seats not in all_seats():
        raise InvalidRequest(f"'seats' is one of {', '.join(map(str, all_seats()))}, not {seats}.",
                             code="invalid_seats", field="seats")
    after_ms = None
    if created_after is not None:
        try:
            after_ms = created_ms(created_after)
        except (ValueError, TypeError, OverflowError):
            raise InvalidRequest("'created_after' must be an RFC 3339 time, e.g. 2026-12-01T10:00:00Z.",
                                 code="invalid_created_after", field="created_after") from None
        if not 0 <= after_ms < 10 ** 13:
            raise InvalidRequest("'created_after' is out of range.", code="invalid_created_after",
                                 field="created_after")
    return Filter(status=status, seats=seats, open_seat=open_seat, created_after_ms=after_ms, kind=kind)



class Listing:
    """Listings over ONE store (the listing index is the store's)."""

    def __init__(self, store: GameStore) -> None:
        self.store = store

    async def list_games(self, status: str | None = None, offset: int = 0, limit: int = 50, *,
                         seats: int | None = None, open_seat: bool | None = None,
                         created_after: str | None = None, cursor: str | None = None,
                         kind: str | None = None) -> GameList:
        """Newest first, from the listing index (:mod:`server.store.listing`): cost
        independent of the number of games, ``total`` exact. Filters: ``status``,
        ``seats`` (2-4), ``open_seat`` (has / has no open seat), ``created_after``
        (RFC 3339, strictly after), ``kind`` (a hosted kind). Pages by ``cursor`` (a
        ``next_cursor``) or ``offset`` (at most :data:`MAX_FILTERED_OFFSET` with a filter).
        :class:`InvalidRequest` (``field`` the parameter): ``unknown_status``,
        ``unknown_kind``, ``invalid_seats``, ``invalid_created_after``,
        ``invalid_cursor``, ``stale_cursor``, ``cursor_filter_mismatch``,
        ``offset_with_cursor``, ``offset_too_large``."""
        flt = listing_filter(status, seats, open_seat, created_after, kind)
        after = None
        if cursor is not None:
            if offset:
                raise InvalidRequest("Send either 'cursor' or 'offset', not both.", code="offset_with_cursor",
                                     field="offset")
            try:
                after = decode_cursor(cursor, flt)
            except CursorError as exc:
                raise InvalidRequest(exc.detail, code=exc.code, field="cursor") from None
        elif offset > MAX_FILTERED_OFFSET and flt != Filter():
            raise InvalidRequest(f"With a filter, 'offset' is at most {MAX_FILTERED_OFFSET}; page on with "
                                 "'cursor' (each page's 'next_cursor').", code="offset_too_large", field="offset")
        page = await self.store.list_games(flt, after, offset, limit)
        nxt = encode_cursor(page.last, flt) if page.last is not None else None
        next_offset = offset + limit if cursor is None and page.last is not None else None
        return GameList(games=page.games, offset=offset, limit=limit, total=page.total, next_offset=next_offset,
                        next_cursor=nxt)
