"""The listing index: which games have which status, seat count and open seat, in
creation order, so that ``GET /games`` costs the same with a hundred games or a million.

Shape (key names in :mod:`server.store.keys`, all in one Cluster slot of their own,
hash tag ``{P:index}``): ``all`` holds every game; each *cell* holds the games of one
game kind x status x seat count (the kind's ``SEATS``, 2-4 for 1821) x open seat / full,
30 cells per kind like 1821, so every filter of the listing (``kind`` included) is a union
of whole cells and its ``total`` a sum of ``ZCARD``/``ZLEXCOUNT`` (exact, O(log
n) each). Members are ``<created ms, 13 digits>:<game id>`` with score 0, so a sorted
set's lexicographic order is creation order, a page is one ``ZRANGE ... BYLEX REV LIMIT``
per cell (O(log n + page)) and a cursor is a member (keyset pagination: games created
meanwhile sort before it and never shift a later page).

The game's listing summary (``summary`` in its hash) is the truth; the index is derived
from it (:func:`rank_of`, :func:`member_of`). A commit that changes a game's cell
(create, a join, the start, the end, cancel: API and worker alike, see
``Commit.reindex``) is three calls, because the game's slot and the index's slot differ:

1. ``ZADD journal <now ms> <game id>:<nonce>`` (the intent);
2. ``commit.lua`` on the game's keys (the compare-and-set);
3. ``listing.lua apply``: move the game to its new cell and clear the journal entry.

A crash between 2 and 3 leaves the game in its old cell (or none, for a new game) and its
journal entry behind. :func:`repair` (``repair_index`` of both stores) takes journal entries
older than :data:`JOURNAL_GRACE_S`, reads each game's summary and applies it (or, the
game gone, removes the journal's member); listings run it whenever such an entry exists (checked in the listing's own round trip), the
worker's watchdog every sweep. The apply is monotonic (a game only moves up the order
lobby < setup < active < finished < cancelled, full after open), so a repair or a late
writer can never move a game back to a cell it left. Besides, a listing that reads a
summary saying another cell than the one it was found in, or finds the game gone, fixes
that entry at once and reads the page again (lazy repair on read).

Retention: the apply that moves a game to ``finished``/``cancelled`` with a retention TTL
notes when that TTL runs out (``expiring``, Redis clock); every listing first drops the
games whose time is up (``listing.lua prune``), so totals do not count expired games.
"""

from __future__ import annotations

import base64
import hashlib
import re
import secrets
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from importlib import resources

import msgspec

from gamekinds import registry

from .keys import Keys
from .records import GameSummary

LISTING_LUA = resources.files("server.store").joinpath("listing.lua").read_text("utf-8")
STATUSES = ("lobby", "setup", "active", "finished", "cancelled")
SEATS = (2, 3, 4)
"""The seat counts of the default kind (1821)."""
FINAL_RANK = 6
JOURNAL_GRACE_S = 30.0
"""A journal entry this old belongs to a writer that died between its commit and its
index update (a live writer takes milliseconds between the two)."""
PRUNE_BATCH = 500
_MEMBER = re.compile(r"^\d{13}:[0-9a-f]{16}$")


def created_ms(created_at: str) -> int:
    """RFC 3339 ``created_at`` of a summary -> ms since the epoch (UTC)."""
    dt = datetime.fromisoformat(created_at.replace("Z", "+00:00"))
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return int(dt.timestamp() * 1000)


def member_of(s: GameSummary) -> str:
    return f"{created_ms(s.created_at):013d}:{s.id}"


def game_of(member: str | bytes) -> str:
    if isinstance(member, bytes):
        member = member.decode()
    return member.rsplit(":", 1)[1]


def rank_of(status: str, open_seat: bool) -> int:
    """The position of a cell in the one order a game moves along (listing.lua)."""
    return STATUSES.index(status) * 2 + (0 if open_seat else 1)


def cell_of(s: GameSummary) -> tuple[str, int, bool, str]:
    """(status, seats, open seat, kind): :meth:`Keys.cell`'s arguments for ``s``."""
    return s.status, s.seats, s.open_seats > 0, s.kind


_hosted_cache: dict[str, dict[str, tuple[int, ...]]] = {}


def hosted() -> dict[str, tuple[int, ...]]:
    """Every hosted kind (registry order, the default first) -> its seat counts (made once
    per set of hosted kinds, from each kind's declared seats: no kind's engine is imported,
    :func:`gamekinds.registry.seats`)."""
    env = ",".join(registry.names())
    got = _hosted_cache.get(env)
    if got is None:
        got = {}
        for k in registry.names():
            lo, hi = registry.seats(k)
            got[k] = tuple(range(lo, hi + 1))
        _hosted_cache[env] = got
    return got


def kind_seats(kind: str) -> tuple[int, ...]:
    """The seat counts of ``kind``'s games (its ``SEATS`` range; :data:`SEATS` for a kind
    this process does not host)."""
    return hosted().get(kind, SEATS)


def all_seats() -> tuple[int, ...]:
    """Every seat count a hosted kind's game may have."""
    return tuple(sorted({n for seats in hosted().values() for n in seats}))


def seat_cells(keys: Keys, seats: int, kind: str = registry.DEFAULT) -> list[str]:
    """The 10 cells of one kind and seat count in rank order (listing.lua's KEYS[4..13])."""
    return [keys.cell(st, seats, o, kind) for st in STATUSES for o in (True, False)]


def every_cell(keys: Keys) -> list[str]:
    """Every cell of every hosted kind (the default kind's first)."""
    return [c for k, seats in hosted().items() for n in seats for c in seat_cells(keys, n, k)]


def apply_call(keys: Keys, s: GameSummary | None, member: str, journal: str = "",
               ttl_s: int = 0) -> tuple[list[str], list]:
    """(KEYS, ARGV) of ``listing.lua apply`` for the game's summary ``s`` (None: the game
    is gone; ``member`` names it). ``ttl_s`` counts only for a finished/cancelled game."""
    target = rank_of(s.status, s.open_seats > 0) if s is not None else -1
    ks = [keys.index, keys.journal, keys.expiring,
          *(seat_cells(keys, s.seats, s.kind) if s is not None else every_cell(keys))]
    return ks, ["apply", member, target, journal, ttl_s if target >= FINAL_RANK else 0]


def page_call(keys: Keys, sets: list[str], lex_min: str, lex_max: str, start: int, count: int, window: int,
              grace_s: float = JOURNAL_GRACE_S, batch: int = PRUNE_BATCH) -> tuple[list[str], list]:
    """(KEYS, ARGV) of ``listing.lua page``: prune expired games, then ``count`` members
    from each of ``sets`` (from rank ``start``, newest first, within the lex bounds),
    merged, from position ``window``. Returns {games dropped, journal entries older than
    ``grace_s`` (writers that died mid-update), total of the sets, the members}."""
    ks = [keys.index, keys.journal, keys.expiring, *every_cell(keys)]
    return ks, ["page", batch, int((time.time() - grace_s) * 1000), lex_min, lex_max, start, count, window,
                *(ks.index(x) + 1 for x in sets)]


def journal_entry(member: str) -> tuple[str, int]:
    """(journal entry, score ms) of one writer's index update of the game ``member``
    names: ``<member>:<nonce>`` (one entry per writer: two writers of one game never clear
    each other's), so a repair knows the member even when the game is gone."""
    return f"{member}:{secrets.token_hex(4)}", int(time.time() * 1000)


def journal_member(entry: str | bytes) -> str:
    """The index member a journal entry is about."""
    if isinstance(entry, bytes):
        entry = entry.decode()
    return entry.rsplit(":", 1)[0]


# ---------------------------------------------------------------------------- queries
@dataclass(frozen=True, slots=True)
class Filter:
    """What a listing asks for: ``status`` (None: any), ``seats`` (2-4, None: any),
    ``open_seat`` (True: at least one open seat, False: none, None: any),
    ``created_after_ms`` (strictly after, None: any), ``kind`` (a hosted kind's name,
    None: any)."""

    status: str | None = None
    seats: int | None = None
    open_seat: bool | None = None
    created_after_ms: int | None = None
    kind: str | None = None

    def cells(self, keys: Keys) -> list[str]:
        """The index sets whose union is this filter's games (``all`` when unfiltered)."""
        if self.status is None and self.seats is None and self.open_seat is None and self.kind is None:
            return [keys.index]
        return [keys.cell(st, n, o, k) for k in (hosted() if self.kind is None else (self.kind,))
                for st in (STATUSES if self.status is None else (self.status,))
                for n in kind_seats(k) if self.seats is None or n == self.seats
                for o in ((True, False) if self.open_seat is None else (self.open_seat,))]

    def lex_min(self) -> str:
        """ZRANGE BYLEX lower bound: members created after ``created_after_ms``."""
        return "-" if self.created_after_ms is None else f"[{self.created_after_ms + 1:013d}"

    def fingerprint(self) -> str:
        """The filters a cursor was issued for (without ``kind`` as before game kinds, so
        the cursors issued then stay valid)."""
        return f"{self.status or ''}|{self.seats or ''}|{'' if self.open_seat is None else int(self.open_seat)}|" \
               f"{'' if self.created_after_ms is None else self.created_after_ms}" + \
               ("" if self.kind is None else f"|{self.kind}")

    def admits(self, s: GameSummary) -> bool:
        """Whether ``s`` belongs to the cells of this filter (lazy repair on read)."""
        return (self.status is None or s.status == self.status) and (self.seats is None or s.seats == self.seats) \
            and (self.open_seat is None or (s.open_seats > 0) == self.open_seat) \
            and (self.kind is None or s.kind == self.kind)


# ---------------------------------------------------------------------------- cursors
CURSOR_VERSION = 1
CURSOR_MAX_AGE_S = 86_400
_CURSOR_CHECK = b"battle1821 listing cursor v1"


class CursorError(ValueError):
    """``code``: ``invalid_cursor`` (not a cursor of this server), ``stale_cursor`` (another
    format version, or older than :data:`CURSOR_MAX_AGE_S`), ``cursor_filter_mismatch``
    (issued for other filters)."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


class _Cursor(msgspec.Struct, array_like=True):
    v: int
    after: str       # the last member of the previous page
    filter: str      # Filter.fingerprint()
    issued_s: int


def _check(payload: bytes) -> bytes:
    return hashlib.blake2b(payload, key=_CURSOR_CHECK, digest_size=8).digest()


def encode_cursor(after_member: str, flt: Filter, now_s: int | None = None) -> str:
    """Opaque ``next_cursor``: base64url of ``[version, last member, filter, issued s]``
    and a keyed checksum. It grants nothing (it names a position in a listing anyone may
    read), so the checksum only makes a damaged or hand-made cursor a clean 400."""
    payload = msgspec.json.encode(_Cursor(CURSOR_VERSION, after_member, flt.fingerprint(),
                                          int(time.time()) if now_s is None else now_s))
    return base64.urlsafe_b64encode(payload + _check(payload)).rstrip(b"=").decode()


def decode_cursor(text: str, flt: Filter, now_s: float | None = None) -> str:
    """The member after which the page starts; :class:`CursorError` otherwise."""
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (ValueError, TypeError):
        raise CursorError("invalid_cursor", "'cursor' is not a cursor this server issued.") from None
    payload, check = raw[:-8], raw[-8:]
    if len(raw) <= 8 or _check(payload) != check:
        raise CursorError("invalid_cursor", "'cursor' is not a cursor this server issued.")
    try:
        cur = msgspec.json.decode(payload, type=_Cursor)
    except msgspec.DecodeError:
        cur = None
    if cur is None or cur.v != CURSOR_VERSION:
        raise CursorError("stale_cursor", "'cursor' comes from another version of the listing: start again "
                                          "without it.")
    if not _MEMBER.match(cur.after):
        raise CursorError("invalid_cursor", "'cursor' is not a cursor this server issued.")
    now = time.time() if now_s is None else now_s
    if now - cur.issued_s > CURSOR_MAX_AGE_S:
        raise CursorError("stale_cursor", f"'cursor' is older than {CURSOR_MAX_AGE_S} s: start again without it.")
    if cur.filter != flt.fingerprint():
        raise CursorError("cursor_filter_mismatch", "'cursor' belongs to a listing with other filters "
                                                    "(status, seats, open, created_after, kind): send the same filters "
                                                    "as the request that returned it.")
    return cur.after
