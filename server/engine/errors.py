"""Typed errors raised by the engine. The API maps them to RFC 9457 problems."""

from __future__ import annotations


class RuleViolation(Exception):
    """An action that the rules do not allow now.

    ``code`` is stable and machine-readable (``not_your_turn``, ``illegal_action``,
    ``wrong_step``, ``not_adjacent``, ``must_leave_one``, ``insufficient_forces``,
    ``not_your_region``, ``no_decision_pending``, ``game_over``, ``unknown_region``,
    ``undo_barrier``, ...);
    ``detail`` is a human sentence naming the rule; ``ruling`` is the R-number
    (``"R11"``) or rulebook section it comes from. The API answers 409 with these.
    ``barrier``: with ``undo_barrier``, the kind of undo barrier in the way
    (:data:`server.engine.state.UndoBarrier`).
    """

    def __init__(self, code: str, detail: str, ruling: str | None = None, *, barrier: str | None = None) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.ruling = ruling
        self.barrier = barrier

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"RuleViolation({self.code!r}, {self.detail!r}, {self.ruling!r})"


class PositionError(ValueError):
    """A described position that cannot exist (R1 conservation, R28 control, ...).

    ``code`` is ``invalid_position``; ``detail`` names the inconsistency; ``ruling`` the
    rule it breaks. The API answers 400 with these.
    """

    def __init__(self, detail: str, ruling: str | None = None, code: str = "invalid_position") -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.ruling = ruling
