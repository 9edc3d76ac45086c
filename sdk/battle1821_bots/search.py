"""The search bot: rollout search over the local engine with the exact battle odds.

The search itself (:class:`SearchPlayer`, :func:`candidates`, :func:`evaluate`,
:func:`rollout`) lives in the kind's package, ``gamekinds.battle1821.policies.search``
(module doc there): one implementation, which the server's computer seats (``search``)
play too. This module re-exports it for bot authors and adds :class:`SearchBot`, the same
search behind the client :class:`~battle1821_bots.base.Bot` interface (server games: the
client's view and options become the engine's, the chosen engine action a client model).
"""

from __future__ import annotations

from typing import Any

from gamekinds.battle1821.policies.lookahead import as_view
from gamekinds.battle1821.policies.search import (
    FAME_W, THREAT_W, SearchPlayer, candidates, evaluate, rollout, view_action, warm_odds,
)

from battle1821_client.models import GameOut
from battle1821_client.unions import LegalAction

from .base import Bot, Choice
from .local import from_client_option, to_client_action

__all__ = ["FAME_W", "THREAT_W", "SearchBot", "SearchPlayer", "candidates", "evaluate", "rollout", "warm_odds"]


class SearchBot(Bot):
    """:class:`SearchPlayer` behind the client :class:`Bot` interface: the view becomes a
    state (``state_from_view``, hidden decks and dice from the bot's seed), the server's
    options become engine options, the chosen engine action a client model
    (:func:`gamekinds.battle1821.policies.search.view_action`)."""

    name = "search"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.player: SearchPlayer = SearchPlayer(self.rng.random())

    def choose(self, view: GameOut, legal_actions_: list[LegalAction]) -> Choice:
        opts = [from_client_option(o) for o in legal_actions_]
        v = as_view(view)
        seat = self.seat if self.seat is not None else view.your_seat
        return to_client_action(view_action(self.player, v, seat, opts, self.rng))
