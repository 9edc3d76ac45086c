"""Which game version a write acts on: the API turns ``If-Match`` into an
:class:`Expected` (``server.api.http.expected_version``); the use cases check it against
the stored version with :func:`require` and commit through :func:`write`.

Every commit is a compare-and-set on the version the write was planned on
(``server/store/commit.lua``): a plan is the game after the change, computed from the
state as loaded, so it may only replace that state. ``If-Match: *`` (RFC 9110 13.1.1:
any current version) therefore cannot skip the check: a write planned on version 6 and
stored over version 7 would drop version 7's change and reuse its number. Instead,
when the commit of a ``*`` write loses to another writer, :func:`write` plans it again
on the game as it now is (its rules checked again: the answer is the current game's,
a 201 or an honest 409 such as ``game_full``), and commits that; it never answers 412."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Awaitable, Callable, TypeVar

from .errors import StaleVersion, Unavailable, VersionRequired

T = TypeVar("T")

REPLANS = 64
"""Plans of one ``If-Match: *`` write at most. Each lost commit means another write of
the same game committed in between, so this is reached only when 64 writes of one game
land within one request's round trips; then ``503 write_contention`` (``Retry-After``)."""


@dataclass(frozen=True, slots=True)
class Expected:
    """The versions a write may apply to: any current version (``any``) or one of
    ``versions`` (empty: none matches)."""

    any: bool = False
    versions: frozenset[int] = frozenset()

    def matches(self, current: int) -> bool:
        return self.any or current in self.versions


def require(expected: Expected | None, current: int) -> None:
    """:class:`VersionRequired` without an expectation, :class:`StaleVersion` when it
    does not match ``current`` (both carry ``current_version``)."""
    if expected is None:
        raise VersionRequired(current)
    if not expected.matches(current):
        raise StaleVersion(current)


async def write(expected: Expected | None, attempt: Callable[[], Awaitable[T]]) -> T:
    """Run ``attempt`` (load, :func:`require`, plan, commit; :class:`StaleVersion` when
    its commit lost the compare-and-set) once; for ``If-Match: *`` again on each lost
    commit, up to :data:`REPLANS` times (then :class:`Unavailable` ``write_contention``).
    Under ``*`` :func:`require` never fails, so every :class:`StaleVersion` there is a
    lost commit."""
    if expected is None or not expected.any:
        return await attempt()
    for _ in range(REPLANS - 1):
        try:
            return await attempt()
        except StaleVersion:
            continue
    try:
        return await attempt()
    except StaleVersion:
        raise Unavailable(f"{REPLANS} other writes of this game committed while this one was planned; retry.",
                          code="write_contention", title="Write contention", retry_after=1) from None
