"""What every use case works over: ONE async store (:class:`~server.store.GameStore`), the
hand-off to the workers (:class:`~server.service.handoff.HandOff`), the webhooks'
notifications (:class:`~server.service.webhooks.Webhooks`) and the replay cache
(:class:`~server.records.timeline.Timeline`). One per process (API or worker), shared by
the use-case modules: :mod:`.lobby`, :mod:`.play`, :mod:`.watch`, :mod:`.seating`,
:mod:`.replays`, :mod:`.automation`, :mod:`.bots`."""

from __future__ import annotations

from dataclasses import dataclass, field

from server.records import timeline
from server.store import GameStore, Loaded

from .errors import NotFound
from .handoff import HandOff
from .webhooks import Webhooks


@dataclass(slots=True)
class Context:
    store: GameStore
    handoff: HandOff = field(default_factory=HandOff)
    webhooks: Webhooks | None = None
    timeline: timeline.Timeline = field(default_factory=timeline.Timeline)

    def __post_init__(self) -> None:
        if self.webhooks is None:
            self.webhooks = Webhooks(self.store, self.handoff.queue)

    async def load(self, gid: str, idem_key: str | None = None) -> Loaded:
        """The game as stored (:class:`NotFound` when there is none)."""
        loaded = await self.store.load(gid, idem_key)
        if loaded is None:
            raise NotFound()
        return loaded

    async def require_game(self, gid: str) -> None:
        """:class:`NotFound` unless the game exists (one HGET)."""
        if await self.store.version(gid) is None:
            raise NotFound()
