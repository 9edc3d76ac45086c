"""The project's copy of the design data must equal ../shared/spec (brief, issue #2)."""

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# ../shared/spec beside the clone (CI, /work/main), or two levels up from a worktree (/work/wt/<name>)
SPEC = next((d for d in (ROOT.parent / "shared" / "spec", ROOT.parents[1] / "shared" / "spec") if d.exists()),
            ROOT.parent / "shared" / "spec")
FILES = ["board.json", "events.json", "apostles.json"]


@pytest.mark.parametrize("name", FILES)
def test_data_copy_equals_shared_spec(name):
    if not SPEC.exists():
        pytest.skip(f"no shared spec folder at {SPEC}")
    ours = json.loads((ROOT / "kinds" / "gamekinds" / "battle1821" / "files" / name).read_text("utf-8"))
    theirs = json.loads((SPEC / name).read_text("utf-8"))
    assert ours == theirs, f"kinds/gamekinds/battle1821/files/{name} differs from {SPEC / name}"


def test_board_counts():
    from gamekinds.battle1821.board import APOSTLES, BOARD, EVENTS

    assert BOARD.size == 28
    assert len(BOARD.border_pairs) == 47
    assert len(BOARD.starting) == 4 and len(BOARD.reinforcement) == 4
    assert len(EVENTS) == 20 and len(APOSTLES) == 15
    for a, b in BOARD.border_pairs:  # each region lists its borders symmetrically
        assert b in BOARD.borders[a] and a in BOARD.borders[b]
