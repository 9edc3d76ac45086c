"""Fixtures for engine tests: hand-built positions and forced dice."""

from __future__ import annotations

import pytest

from gamekinds.battle1821 import battle
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821 import new_game, start
from gamekinds.battle1821.state import GameState, Options


def build(seats: int = 2, *, greek: dict | None = None, ottomans: dict | None = None,
          step: str = "attack", active: int = 0, round: int = 2, fill_ottomans: bool = False,
          seed: str = "test", options: Options | None = None,
          keep_alive: bool = True) -> GameState:
    """A Greek-phase position: ``greek`` maps region id -> (seat, infantry, cannons),
    ``ottomans`` maps region id -> count (all others empty unless ``fill_ottomans``).
    Pieces come from the reserves / supply so R1 holds. Turn order is 0, 1, ...
    ``keep_alive`` puts 1 Ottoman in Chalkidiki so the game does not end at once (R26)."""
    s = new_game(seats, seed, options or Options())
    s, _ = start(s)  # decks shuffled and revealed, RNG advanced
    s.owner = [-1] * 28
    s.infantry = [0] * 28
    s.cannons = [0] * 28
    s.ottomans = [0] * 28
    s.supply = 45
    for p in s.players:
        p.reserve_infantry, p.reserve_cannons = 35, 10
    if fill_ottomans:
        for r in range(28):
            if r not in BOARD.starting and r not in BOARD.reinforcement:
                s.ottomans[r] = 1
                s.supply -= 1
    for rid, (seat, inf, can) in (greek or {}).items():
        r = BOARD.index[rid]
        s.owner[r] = seat
        s.infantry[r] = inf
        s.cannons[r] = can
        s.players[seat].reserve_infantry -= inf
        s.players[seat].reserve_cannons -= can
        s.supply += s.ottomans[r]
        s.ottomans[r] = 0
    ottomans = dict(ottomans or {})
    if keep_alive and not fill_ottomans:
        ottomans.setdefault("chalkidiki", 1)
    for rid, n in ottomans.items():
        r = BOARD.index[rid]
        s.supply += s.ottomans[r] - n
        s.ottomans[r] = n
    s.status, s.phase, s.step, s.flow, s.round = "active", "greek", step, step, round
    s.turn_order = list(range(seats))
    s.turn_index = s.turn_order.index(active)
    s.moves_left = 1 if step == "movement" else 0
    return s


@pytest.fixture
def make():
    return build


class DiceScript:
    """Replaces battle.roll_dice: each call returns the next scripted list (sorted high
    to low); records the number of dice asked for."""

    def __init__(self) -> None:
        self.script: list[list[int]] = []
        self.asked: list[int] = []

    def __call__(self, rng, n):
        self.asked.append(n)
        if not self.script:
            return rng.dice(n)
        d = self.script.pop(0)
        assert len(d) == n, f"asked for {n} dice, script has {d}"
        return sorted(d, reverse=True)

    def push(self, *rolls: list[int]) -> None:
        self.script.extend(rolls)


@pytest.fixture
def dice(monkeypatch):
    d = DiceScript()
    monkeypatch.setattr(battle, "roll_dice", d)
    return d
