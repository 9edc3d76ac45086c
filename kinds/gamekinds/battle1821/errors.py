"""The engine's errors: the contract's two (every kind raises the same types, so the
platform maps them to RFC 9457 problems without knowing the kind). 1821's
``RuleViolation`` codes: ``not_your_turn``, ``illegal_action``, ``wrong_step``,
``not_adjacent``, ``must_leave_one``, ``insufficient_forces``, ``not_your_region``,
``no_decision_pending``, ``game_over``, ``unknown_region``, ``undo_barrier`` (with
``barrier``: :data:`gamekinds.battle1821.state.UndoBarrier`), ...; ``ruling`` is the
R-number (``"R11"``) or rulebook section."""

from gamekinds.contract import PositionError, RuleViolation

__all__ = ["PositionError", "RuleViolation"]
