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
import weakref

from gamekinds import registry
from gamekinds.battle1821.state import SeatBot

log = logging.getLogger("battle1821.bots")
SEAT_BOTS: tuple[str, ...] = typing.get_args(SeatBot)


_warm: weakref.WeakSet = weakref.WeakSet()
"""The policies whose ``warm()`` ran in this process (:func:`policy`). Weak, not ids: a
collected policy's id may be reused by another function, which would then never warm."""


def policy(kind, name: str):
    """``kind.POLICIES[name]`` (``KeyError`` for a name the kind does not offer), its tables
    filled first: a policy's ``warm()`` (1821's search odds, ~1 ms from its file) runs once
    per process, before that policy's first decision. A worker loads and warms no kind at
    its start: most workers never meet most kinds (a kind's engine is ~0.05 CPU s to
    import), and a kind's first game in a worker pays its import either way."""
    fn = kind.POLICIES[name]
    if fn not in _warm:
        fill = getattr(fn, "warm", None)
        if fill is not None:
            try:
                fill()
            except Exception:  # noqa: BLE001 — a policy that cannot warm fills its tables as it plays
                log.exception("could not warm the %s policy %s", kind.NAME, name)
        _warm.add(fn)
    return fn


def decide(name: str, s, seat: int):
    """The action bot ``name`` (a policy of the game's kind) chooses for ``seat`` in ``s``
    (the caller judges it); raises ``KeyError`` for a name the kind does not offer."""
    kind = registry.of_state(s)
    fn = policy(kind, name)
    return fn(s, seat, kind.legal_actions(s, seat), policy_rng(kind, s, f"{name}:{seat}"))


def policy_rng(kind, s, salt: str) -> random.Random:
    """A generator for a policy's choice in ``s``: the same state and salt, the same draws."""
    return random.Random(f"{salt}:{hashlib.sha256(kind.encode_state(s)).hexdigest()}")
