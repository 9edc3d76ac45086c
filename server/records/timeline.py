"""Every past version of a game, by replaying its record (``GET /games/{id}?at=``,
``board.svg?at=``), with a small per-process cache.

A game's history only grows (an accepted action, a join, an Ottoman step or the cancel
adds a version; none changes an older one), so a replay made for a game with ``n``
accepted actions and ``j`` joins stays right for every version it reached, and is made
again only when the game has more of them."""

from __future__ import annotations

from server.store.records import meta_dec

from .archive import replay_versions
from .record import Version

CACHE_GAMES = 16


class Timeline:
    """Replayed versions of the last :data:`CACHE_GAMES` games asked for."""

    def __init__(self, size: int = CACHE_GAMES) -> None:
        self.size = size
        self._items: dict[str, tuple[tuple, list[Version]]] = {}

    def versions(self, gid: str, fields: dict[str, bytes], actions: list[bytes]) -> list[Version]:
        """Versions 1, 2, ... of the game (index = version - 1); raises
        :class:`~server.records.record.ReplayError` when its record does not replay here."""
        meta = meta_dec.decode(fields["meta"])
        key = (len(actions), len(meta.joins), meta.cancelled, int(fields["version"]))
        hit = self._items.pop(gid, None)
        if hit is not None and hit[0][:3] == key[:3] and len(hit[1]) >= key[3]:
            self._items[gid] = hit
            return hit[1]
        vs = replay_versions(gid, fields, actions)
        self._items[gid] = (key, vs)
        while len(self._items) > self.size:
            self._items.pop(next(iter(self._items)))
        return vs


def at_version(versions: list[Version], at: int) -> Version | None:
    """The replayed version ``at`` (None: the replay does not reach it)."""
    if 1 <= at <= len(versions) and versions[at - 1].version == at:
        return versions[at - 1]
    return None
