"""The use cases of one API process, each in its own module over one :class:`Context`
(one async store, one hand-off, one webhooks' notifier): :class:`UseCases` only holds
them; the API's handlers call the module they need (``lobby``, ``play``, ...)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from server.store import GameStore

from .context import Context
from .enqueue import enqueue_automatic_phase
from .handoff import HandOff
from .health import Health
from .listing import Listing
from .lobby import Lobby
from .play import Play
from .rematch import Rematches
from .replays import Replays
from .seating import Seating
from .watch import Watch
from .webhooks import Webhooks


@dataclass(frozen=True, slots=True)
class UseCases:
    ctx: Context
    lobby: Lobby
    listing: Listing
    rematch: Rematches
    play: Play
    watch: Watch
    seating: Seating
    replays: Replays
    health: Health

    @property
    def store(self) -> GameStore:
        return self.ctx.store

    @property
    def webhooks(self) -> Webhooks:
        return self.ctx.webhooks


def use_cases(store: GameStore, queue=None, *, queue_name: str | None = None,
              enqueue: Callable[..., str | None] = enqueue_automatic_phase, aqueue=None) -> UseCases:
    """Every use case over ``store`` and the RQ ``queue`` (None: nothing is handed to the
    workers; an automatic phase stays ``queued`` for a watchdog). ``aqueue``: an asyncio
    client on the queue's Redis for the automatic phase's one-round-trip hand-off."""
    ctx = Context(store, HandOff(queue, aqueue=aqueue, queue_name=queue_name, enqueue=enqueue))
    replays = Replays(ctx)
    return UseCases(ctx=ctx, lobby=Lobby(ctx), listing=Listing(store), rematch=Rematches(ctx),
                    play=Play(ctx, replays), watch=Watch(ctx, replays), seating=Seating(ctx), replays=replays,
                    health=Health(ctx))
