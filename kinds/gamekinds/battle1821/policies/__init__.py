"""1821's computer-seat policies (:data:`POLICIES`), pure: ``policy(state, seat, options,
rng) -> Action``, deciding from what ``seat`` may see and the ``rng`` the platform seeds.

- ``random``: random legal play by option weight (:func:`..randomplay.choose_action`);
  never resigns, never changes standing orders (R19) and never undoes.
- ``greedy``: the default policy (:func:`.greedy.greedy_action`; it reads only the
  public parts of the state: the board, the revealed Apostles, the options).
- ``search``: rollout search with the exact battle odds from the seat's view
  (:func:`.search.view_action`: hidden decks and dice drawn from ``rng``; about 0.13 s of
  CPU per decision). Its ``warm()`` fills the odds table (from ``files/odds.json``) once per process.

The SDK's bots (``battle1821_bots.policy``, ``.search``, ``.local``) import these modules:
one implementation for the server's computer seats and for bot authors.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from ..randomplay import choose_action
from ..state import GameState
from ..view import view
from .greedy import greedy_action
from .lookahead import META_OPTIONS
from .search import SearchPlayer, view_action, warm_odds


def random_policy(state: GameState, seat: int, options: list, rng: random.Random):
    """Random legal play by option weight among the options that are moves of the game:
    never resigns, never changes standing orders (R19) and never undoes (the platform
    seeds ``rng`` from the state: an undo would come back to the same state and the same
    draw, and loop)."""
    return choose_action([o for o in options if not isinstance(o, META_OPTIONS)], rng)


def greedy_policy(state: GameState, seat: int, options: list, rng: random.Random):
    """The default policy (:func:`.greedy.greedy_action`) among the options that are moves
    of the game; deterministic (``rng`` unused)."""
    return greedy_action(state, seat, [o for o in options if not isinstance(o, META_OPTIONS)])


def search_policy(state: GameState, seat: int, options: list, rng: random.Random):
    """The search bot's action from ``seat``'s view (:func:`.search.view_action`), its
    samples drawn from ``rng``."""
    return view_action(SearchPlayer(rng.random()), view(state, seat), seat, options, rng)


search_policy.warm = warm_odds  # type: ignore[attr-defined]

POLICIES: dict[str, Callable[..., Any]] = {"random": random_policy, "greedy": greedy_policy, "search": search_policy}
"""Pure computer-seat policies by name (the API's ``SeatBot``), ``policy(state, seat,
options, rng) -> Action``; a policy with a ``warm()`` attribute has tables to fill once
per process (the server's worker calls it before the policy's first decision)."""
