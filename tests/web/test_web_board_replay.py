"""The web client rebuilds the board from the event log alone (``web/src/board.ts``: the
live page plays the Ottoman phase event by event, the replay steps through a finished
game). Checked against the engine: random games, after every step the board the client
computes from the events equals the engine's view (owners, pieces, the battle), undos
included."""

from __future__ import annotations

import json
import shutil
import subprocess

import msgspec
import pytest

from support import ROOT

from gamekinds import battle1821 as engine
from gamekinds.battle1821.randomplay import play_random_game

GAMES = 12


def _games() -> list[dict]:
    out = []
    for g in range(GAMES):
        steps: list[dict] = []
        counter = {"seq": 0, "version": 0}

        def check(state, action, events, steps=steps, counter=counter):
            counter["version"] += 1
            evs = []
            for e in events:
                counter["seq"] += 1
                evs.append({**msgspec.to_builtins(e), "seq": counter["seq"], "version": counter["version"]})
            v = msgspec.to_builtins(engine.view(state))
            steps.append({"events": evs, "regions": v["regions"], "battle": v["battle"]})

        play_random_game(2 + g % 3, f"web-board-{g}", max_rounds=6, check=check)
        out.append({"steps": steps})
    return out


def test_board_from_events_matches_the_engine(tmp_path):
    if shutil.which("node") is None or not (ROOT / "node_modules" / "esbuild").exists():
        pytest.fail("node and the pinned node_modules are needed (npm ci; .ci/run does it)")
    games = _games()
    assert sum(1 for g in games for s in g["steps"] for e in s["events"] if e["type"] == "battle_roll") > 50
    # random play sometimes undoes: the board sets the regions an `undone` event lists
    assert sum(1 for g in games for s in g["steps"] for e in s["events"] if e["type"] == "undone") > 5
    bundle = tmp_path / "board_check.mjs"
    subprocess.run(["node_modules/.bin/esbuild", "tests/web/board_check.ts", "--bundle", "--platform=node",
                    "--format=esm", "--log-level=warning", f"--outfile={bundle}"], cwd=ROOT, check=True, timeout=60)
    r = subprocess.run(["node", str(bundle)], input=json.dumps(games), capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout) == []
