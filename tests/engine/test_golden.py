"""R27: seeded random and bot-played games (2-4 seats) reproduce, step by step, the
hashes of every state, event list, offer and view pinned in ``data/golden.json``
(:mod:`golden`). Optimisations of the engine must pass this unchanged."""

from __future__ import annotations

import pytest

from golden import MARK_EVERY, check_bots, check_random, fixture

FIX = fixture()


def _same(hs, entry) -> None:
    assert hs.n == entry["steps"], "the game took another number of steps"
    assert hs.marks == entry["marks"][:len(hs.marks)], (
        f"diverged before step {MARK_EVERY * next(i + 1 for i, (a, b) in enumerate(zip(hs.marks, entry['marks'])) if a != b)}")
    assert hs.h.hexdigest() == entry["sha256"]


@pytest.mark.parametrize("entry", FIX["random"], ids=[g["seed"] for g in FIX["random"]])
def test_r27_random_game_matches_its_golden_hashes(entry):
    _same(check_random(entry), entry)


@pytest.mark.parametrize("entry", FIX["bots"], ids=[g["seed"] for g in FIX["bots"]])
def test_r27_bot_game_matches_its_golden_hashes(entry):
    _same(check_bots(entry), entry)
