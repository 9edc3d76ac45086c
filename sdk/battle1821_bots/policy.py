"""The search bot's default policy on the engine's state (:func:`greedy_action`), from
the kind's package: ``gamekinds.battle1821.policies.greedy`` is the one implementation,
which the server's computer seats (``greedy``) play too. Re-exported here for bot
authors (module doc there)."""

from gamekinds.battle1821.policies.greedy import (
    ATTACK_THRESHOLD, CANNON, COMFORTABLE, answer, attack, greedy_action, in_rows, largest, move, p_win,
    reinforce, strength, threat, wanted,
)

__all__ = [
    "ATTACK_THRESHOLD", "CANNON", "COMFORTABLE", "answer", "attack", "greedy_action", "in_rows", "largest",
    "move", "p_win", "reinforce", "strength", "threat", "wanted",
]
