"""Bots for battle1821 that play through the generated client (``battle1821_client``).

- :class:`Bot`: subclass it and write ``choose(view, legal_actions) -> action``.
- :class:`RandomBot`, :class:`GreedyBot`: the reference bots.
- :func:`new_game`, :func:`play_game`, :func:`play_games`: create games, join every
  seat and play them to the end.
- :class:`GameWatcher`, :func:`sse_events`, :func:`poll_events`: the event helper.
- ``battle1821-bots`` (also ``battle1821 bots``): the command line.
"""

from .base import Bot, BotError, BotStats, to_action
from .bots import BOTS, GreedyBot, RandomBot
from .events import GameWatcher, poll_events, sse_events
from .runner import GameResult, new_game, play_game, play_games

__all__ = [
    "BOTS", "Bot", "BotError", "BotStats", "GameResult", "GameWatcher", "GreedyBot", "RandomBot",
    "new_game", "play_game", "play_games", "poll_events", "sse_events", "to_action",
]
