"""Every Redis key name of the project (``P`` = key prefix, ``g`` = game id).

Game keys carry the ``{game_id}`` hash tag, so one game lives in one Cluster slot:

- ``P:{g}:game`` hash, ``P:{g}:events`` stream, ``P:{g}:actions`` list,
  ``P:{g}:phases`` hash, ``P:{g}:idem:<h>`` string (see :mod:`server.store`);
- ``P:games`` sorted set (not game-tagged): every game id by creation time (ms).

On the queue Redis (beside RQ's own keys):

- ``rq:battle1821:ottoman-pending:<queue>`` sorted set: games whose Ottoman phase is not
  over yet, the watchdog's work list (per queue name: parallel test runs don't mix).
"""

from __future__ import annotations


class Keys:
    """Key names of one prefix; every key of one game carries the ``{game_id}`` hash tag."""

    __slots__ = ("prefix", "index")

    def __init__(self, prefix: str = "b1821") -> None:
        self.prefix = prefix
        self.index = f"{prefix}:games"

    def game(self, gid: str) -> str:
        return f"{self.prefix}:{{{gid}}}:game"

    def events(self, gid: str) -> str:
        return f"{self.prefix}:{{{gid}}}:events"

    def actions(self, gid: str) -> str:
        return f"{self.prefix}:{{{gid}}}:actions"

    def phases(self, gid: str) -> str:
        return f"{self.prefix}:{{{gid}}}:phases"

    def idem(self, gid: str, key: str | None) -> str:
        return f"{self.prefix}:{{{gid}}}:idem:{key or '-'}"

    def of_game(self, gid: str) -> str:
        """A SCAN MATCH pattern for every key of the game (idempotency records included)."""
        return f"{self.prefix}:{{{gid}}}:*"

    def all_for(self, gid: str) -> list[str]:
        """The game's hash, stream, action list and phase hash (commit.lua's KEYS[1..4])."""
        return [self.game(gid), self.events(gid), self.actions(gid), self.phases(gid)]


def ottoman_pending(queue_name: str) -> str:
    """The watchdog's work list on the queue Redis, per RQ queue name."""
    return f"rq:battle1821:ottoman-pending:{queue_name}"
