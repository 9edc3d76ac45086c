"""Bots for battle1821 that play through the generated client (``battle1821_client``).

- :class:`Bot`: subclass it and write ``choose(view, legal_actions) -> action``;
  :data:`LegalAction` (an option), :data:`Action` (what it returns), :data:`LogEvent`
  (an event of the log) are the spec's unions of generated models.
- :class:`RandomBot`, :class:`GreedyBot`: the reference bots.
- :func:`new_game`, :func:`play_game`, :func:`play_games`: create games, join every
  seat and play them to the end.
- :class:`GameWatcher`, :func:`stream_events` (typed), :func:`sse_events`,
  :func:`poll_events`: the event helpers.
- :class:`AccountBot`: plays on an account (its API key): answers challenges, keeps
  quick-play seeks open (:class:`SeekSpec`), plays every game they give it.
- :class:`KindBot`, :class:`PolicyBot`: a seat of a game of any kind, by its JSON.
- ``battle1821-bots`` (also ``battle1821 bots``): the command line.
"""

from typing import TYPE_CHECKING, Any

from battle1821_client.unions import Action, LegalAction

if TYPE_CHECKING:
    from battle1821_client.unions import GameEvent, LogEvent

from .account import (
    AccountBot, AccountGame, AccountKeyRefused, Challenge, SeekRefused, SeekSpec, account_events,
)
from .base import Bot, BotError, BotStats, Choice, to_action
from .bots import BOTS, GreedyBot, RandomBot
from .events import GameWatcher, poll_events, sse_events, stream_events
from .kindbot import KindBot, PolicyBot, policy_bot
from .runner import GameResult, new_game, play_game, play_games

__all__ = [
    "AccountBot", "AccountGame", "AccountKeyRefused", "Challenge", "KindBot", "PolicyBot", "SeekRefused", "SeekSpec",
    "account_events", "policy_bot",
    "BOTS", "Action", "Bot", "BotError", "BotStats", "Choice", "GameEvent", "GameResult", "GameWatcher",
    "GreedyBot", "LegalAction", "LogEvent", "RandomBot",
    "new_game", "play_game", "play_games", "poll_events", "sse_events", "stream_events", "to_action",
]


if not TYPE_CHECKING:
    def __getattr__(name: str) -> Any:
        """``GameEvent`` and ``LogEvent`` (the unions of ~50 event models) are read from
        ``battle1821_client.unions`` on first use, not with the package."""
        if name in ("GameEvent", "LogEvent"):
            from battle1821_client import unions

            value = getattr(unions, name)
            globals()[name] = value
            return value
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

    def __dir__() -> list[str]:
        return sorted(set(globals()) | set(__all__))
