"""Helpers for hand-built positions (via ``from_position``) and for running the Ottoman
phase through the real battle code. Imported by the Ottoman/Event/Apostle/scoring tests."""

from __future__ import annotations

import pytest

from gamekinds.battle1821 import apply, battle
from gamekinds.battle1821.ottoman.phase import ottoman_step, phase_done
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821.apostles import APOSTLE_INDEX
from gamekinds.battle1821.event_cards import EVENT_INDEX
from gamekinds.battle1821.errors import RuleViolation
from gamekinds.battle1821.invariants import check_control, check_conservation
from gamekinds.battle1821.position import PlayerPosition, Position, RegionPosition, from_position
from gamekinds.battle1821.state import GameState, OttomanPhase

IX = BOARD.index


def G(owner: int, infantry: int = 0, cannons: int = 0) -> RegionPosition:
    """A Greek-held region."""
    return RegionPosition(owner=owner, infantry=infantry, cannons=cannons)


def O(n: int) -> RegionPosition:
    """An Ottoman region."""
    return RegionPosition(ottomans=n)


def build(regions: dict, *, seats: int = 2, players: list[PlayerPosition] | None = None,
          phase: str = "ottoman", step: str = "event", seed: str = "test", never_ally: bool = True,
          **kw) -> GameState:
    """A state from a position; every seat's standing orders default to never call /
    decline so battles never pause (unless ``never_ally`` is False)."""
    players = players if players is not None else [PlayerPosition() for _ in range(seats)]
    s = from_position(Position(seats=seats, regions=regions, players=players, phase=phase,
                               step=step, **kw), seed)
    if never_ally:
        for p in s.players:
            p.call_ally = "never"
            p.answer_ally = "decline"
    return s


def at_step(s: GameState, step: str) -> GameState:
    """Put ``s`` at the start of Ottoman step ``step`` (fresh OttomanPhase)."""
    s.phase = s.flow = "ottoman"
    s.step = step
    s.ottoman = OttomanPhase()
    return s


def run_unit(s: GameState, ev: list) -> None:
    """One Ottoman unit and the battle it opened, run to its end (no pending allowed)."""
    ottoman_step(s, ev)
    if s.battle is not None:
        assert battle.run_battle(s, ev), "battle paused for a decision"


def run_until(s: GameState, ev: list, step: str | None = None, limit: int = 100) -> None:
    """Run units until the phase is done (or the current step differs from ``step``)."""
    for _ in range(limit):
        if phase_done(s) or (step is not None and s.step != step):
            return
        run_unit(s, ev)
        assert check_conservation(s) == [] and check_control(s) == []
    raise AssertionError("Ottoman phase did not finish")


def events_of(ev: list, cls) -> list:
    return [e for e in ev if isinstance(e, cls)]


def event_card(eid: str) -> int:
    return EVENT_INDEX[eid]


def apostle_card(aid: str) -> int:
    return APOSTLE_INDEX[aid]


class ScriptedDice:
    """Replaces ``ottoman.ties.Rng`` so that tie-breaking dice come from a script."""

    def __init__(self, dice: list[int]):
        self.dice = list(dice)
        self.used: list[int] = []

    def load(self, _s):
        return self

    def store(self, _s):
        pass

    def die(self) -> int:
        d = self.dice.pop(0)
        self.used.append(d)
        return d

    def below(self, k: int) -> int:
        return (self.die() - 1) % k


def force_battles(monkeypatch, winner: str) -> None:
    """Force every battle roll (no Ally in play): ``winner`` "greek" → the Greek dice all
    show 6 and the Ottoman dice 1; "ottoman" → the reverse. battle.roll_dice is the seam
    (battle.py); without an Ally its calls alternate Greek dice, Ottoman dice."""
    calls = [0]

    def roll_dice(rng, n):
        greek_call = calls[0] % 2 == 0
        calls[0] += 1
        if winner == "greek":
            return [6] * n if greek_call else [1] * n
        return [1] * n if greek_call else [6] * n

    monkeypatch.setattr(battle, "roll_dice", roll_dice)


def ok(s: GameState) -> None:
    """R1 conservation and R28 control hold in ``s``."""
    assert check_conservation(s) == [] and check_control(s) == []


def code(s: GameState, seat: int, action) -> str:
    """The RuleViolation code ``apply`` refuses ``action`` with (it must refuse)."""
    with pytest.raises(RuleViolation) as e:
        apply(s, seat, action)
    return e.value.code
