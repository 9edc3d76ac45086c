"""Battles (R12-R14, R4) and Allies (R18-R19) as a resumable machine (placeholder).

Internal convention for all engine modules: functions take a *working copy* ``s`` of the
state (already copied by the public function) and mutate it, appending events to
``ev: list[Event]``.
"""

from __future__ import annotations

from .state import GameState


def begin_battle(s: GameState, ev: list, *, kind: str, region: int, origin: int, seat: int,
                 greek_infantry: int = 0, greek_cannons: int = 0, ottomans: int = 0,
                 attack_dice_bonus: int = 0, call_ally: bool | None = None) -> None:
    """Open a battle in ``s.battle`` (pieces of the attacking side already taken out of
    their origin / the supply by the caller) and emit ``BattleStarted``. ``call_ally``:
    the fighting player's answer if already known (attack action), ``None`` to use its
    standing order or ask it (sets ``s.pending``)."""
    raise NotImplementedError


def run_battle(s: GameState, ev: list) -> bool:
    """Roll until the battle ends (returns True; ``s.battle`` is None again and the
    region, losses, credits and wins_* counters are settled) or a decision is pending
    (returns False; ``s.pending`` set)."""
    raise NotImplementedError
