"""Which game version a write acts on: the API turns ``If-Match`` into an
:class:`Expected` (``server.api.http.expected_version``); the use cases check it against
the stored version with :func:`require`."""

from __future__ import annotations

from dataclasses import dataclass

from .errors import StaleVersion, VersionRequired


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
