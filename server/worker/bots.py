"""The server bots: computer seats and takeovers, played in the worker.

A bot name is a policy of the game's kind (``kind.POLICIES``: ``policy(state, seat,
options, rng) -> Action``; 1821: ``random``, ``greedy`` and ``search``, from
``gamekinds.battle1821.policies``, the modules the SDK's bots import too). A policy
decides from what the seat may see and a generator seeded by the bot's name, the seat and
the state (the same state, the same choice); the chosen action is judged like any seat's
action. The server never imports the SDK. :data:`SEAT_BOTS` (the API's enum) must name
policies of the kind (a test checks it).
"""

from __future__ import annotations

import hashlib
import logging
import random
import typing

from gamekinds import registry
from gamekinds.battle1821.state import SeatBot

log = logging.getLogger("battle1821.bots")
SEAT_BOTS: tuple[str, ...] = typing.get_args(SeatBot)


def warm() -> None:
    """Fill every kind's policy tables now (a policy's ``warm()``, e.g. 1821's search odds,
    ~0.06 CPU s; a worker does it at start), so a bot's first turn is not slowed by them."""
    for kind_name in registry.names():
        try:
            kind = registry.get(kind_name)
        except Exception:  # noqa: BLE001 — a kind that does not load fails its own games, not the worker
            log.exception("could not load the game kind %s", kind_name)
            continue
        for name, policy in kind.POLICIES.items():
            fill = getattr(policy, "warm", None)
            if fill is None:
                continue
            try:
                fill()
            except Exception:  # noqa: BLE001 — a policy that cannot warm fails its turns, logged there
                log.exception("could not warm the %s policy %s", kind.NAME, name)


def decide(name: str, s, seat: int):
    """The action bot ``name`` (a policy of the game's kind) chooses for ``seat`` in ``s``
    (the caller judges it); raises ``KeyError`` for a name the kind does not offer."""
    kind = registry.of_state(s)
    policy = kind.POLICIES[name]
    return policy(s, seat, kind.legal_actions(s, seat), policy_rng(kind, s, f"{name}:{seat}"))


def policy_rng(kind, s, salt: str) -> random.Random:
    """A generator for a policy's choice in ``s``: the same state and salt, the same draws."""
    return random.Random(f"{salt}:{hashlib.sha256(kind.encode_state(s)).hexdigest()}")
