"""R27: the seeded replay corpus reproduces its recorded engine logs byte for byte.

A change that alters any game's log (a rules fix) must regenerate the corpus and name
the games it changed and the ruling in its commit (see ``replay_corpus``)."""

from __future__ import annotations

import pytest

from replay_corpus import corpus, replay

GAMES = corpus()


@pytest.mark.parametrize("entry", GAMES, ids=[g["seed"] for g in GAMES])
def test_r27_recorded_game_replays_to_the_same_log(entry):
    assert replay(entry) == entry["log_sha256"]
