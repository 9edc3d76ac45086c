"""Game flow: the table of states, legal actions and action handlers (placeholder)."""

from __future__ import annotations

from .state import GameState, Options


def new_game(seats: int, seed: str, options: Options | None = None,
             names: list[str] | None = None, seed_chosen: bool = False) -> GameState:
    raise NotImplementedError


def start(state: GameState):
    raise NotImplementedError


def legal_actions(state: GameState, seat: int):
    raise NotImplementedError


def apply(state: GameState, seat: int, action):
    raise NotImplementedError


def advance(state: GameState, max_steps: int | None = None):
    raise NotImplementedError


def waiting_for(state: GameState) -> list[int]:
    raise NotImplementedError
