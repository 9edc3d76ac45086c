"""The contract's errors, re-exported (every kind raises these types)."""

from gamekinds.contract import PositionError, RuleViolation

__all__ = ["PositionError", "RuleViolation"]
