"""Rated tournaments on the local engine (``battle1821 bots --tournament``)."""

from __future__ import annotations

import json
import subprocess
import sys

from battle1821_bots import tournament as T
from battle1821_bots.local import LocalBot
from battle1821_bots.players import LOCAL_BOTS


def test_schedule_rotates_seats_over_every_pairing():
    games = T.schedule(["a", "b", "c"], 2, 2, "s")
    assert len(games) == 3 * 2 * 2
    pairs = [g.bots for g in games]
    for combo in (("a", "b"), ("a", "c"), ("b", "c")):
        assert pairs.count(combo) == 2 and pairs.count(combo[::-1]) == 2
    assert len({g.seed for g in games}) == len(games)
    assert [len(g.bots) for g in T.schedule(["a", "b", "c"], 3, 1, "s")] == [3, 3, 3]


def test_ranks_put_winners_first_then_fame():
    assert T._ranks([(5, 2, 9), (7, 3, 1), (5, 2, 9)], winners=[1]) == [1, 0, 1]
    assert T._ranks([(3, 1, 1), (3, 1, 1)], winners=[0, 1]) == [0, 0]


class Crasher(LocalBot):
    name = "crasher"

    def choose(self, state, seat, options):
        if state.round >= 2:
            raise RuntimeError("bot bug")
        return LOCAL_BOTS["random"](0).choose(state, seat, options)


def test_a_dying_game_is_reported_and_not_rated(monkeypatch):
    monkeypatch.setitem(LOCAL_BOTS, "crasher", Crasher)
    t = T.run_tournament(["random", "crasher"], seats=2, repeat=1, max_rounds=3, seed="die")
    assert len(t.failed) == 2 and not t.played
    assert all("bot bug" in p.error for p in t.failed)
    assert all(r.games == 0 and r.mu == 25.0 for r in t.rows)
    assert "failed game 0" in T.table(t)


def test_short_tournament_from_the_command_line(tmp_path):
    out = tmp_path / "ratings.json"
    r = subprocess.run([sys.executable, "-m", "server.cli", "bots", "--tournament", "--bot", "random",
                        "--bot", "greedy", "--bot", "search", "--games", "1", "--max-rounds", "3",
                        "--jobs", "2", "--json", str(out), "--seed", "t"],
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr + r.stdout
    assert "ordinal" in r.stdout and "6 games rated" in r.stdout
    assert "tournament" in r.stderr        # the progress bar
    data = json.loads(out.read_text())
    assert data["games"] == 6 and data["failed"] == []
    rows = {row["bot"]: row for row in data["ratings"]}
    assert set(rows) == {"random", "greedy", "search"}
    for row in rows.values():
        assert row["games"] == 4 and 0 < row["sigma"] < 25 / 3
        assert abs(row["ordinal"] - (row["mu"] - 3 * row["sigma"])) < 0.02
    ords = [row["ordinal"] for row in data["ratings"]]
    assert ords == sorted(ords, reverse=True)
