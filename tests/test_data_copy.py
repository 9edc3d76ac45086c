"""The project's copy of the design data must equal the brief's (``shared/spec``, issue #2).

The brief's folder is outside the repository: beside the clone (``/work/main`` ->
``/work/shared/spec``), two levels up from a worktree (``/work/wt/<name>``), or named by
``BATTLE1821_SPEC``. A fresh clone elsewhere has none, and these tests skipped there (3
skips). So the digest of each file of the brief, as the copy was taken from it, is
recorded here (:data:`BRIEF_SHA256`, of the JSON's canonical form): the copy is checked
against it wherever the clone is, and, where the brief's folder is found, the brief is
checked against it too (a changed brief fails, naming the file to copy again)."""

import hashlib
import json
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
COPY = ROOT / "kinds" / "gamekinds" / "battle1821" / "files"
# $BATTLE1821_SPEC, ../shared/spec beside the clone (CI, /work/main), or two levels up from a worktree
_CANDIDATES = [Path(os.environ["BATTLE1821_SPEC"])] if os.environ.get("BATTLE1821_SPEC") else []
SPEC = next((d for d in (*_CANDIDATES, ROOT.parent / "shared" / "spec", ROOT.parents[1] / "shared" / "spec")
             if d.exists()), None)
BRIEF_SHA256 = {
    "board.json": "d76da8ad041ef113fd4d6940d98cfc29b9aa8e5684084561c56dfc466ffd9be1",
    "events.json": "d2e5dbbdcf10fcac982e293a51d63d26daccf400887f3da16831ead79a22c034",
    "apostles.json": "befb9a570dffefbdecfa0cc08bf61e4149c808f397c79d9e966daec59ceeda41",
}
"""sha256 of each brief file's JSON in canonical form (sorted keys, no spaces, UTF-8)."""


def _digest(path: Path) -> str:
    data = json.loads(path.read_text("utf-8"))
    return hashlib.sha256(json.dumps(data, sort_keys=True, separators=(",", ":"),
                                     ensure_ascii=False).encode()).hexdigest()


@pytest.mark.parametrize("name", sorted(BRIEF_SHA256))
def test_data_copy_equals_shared_spec(name):
    assert _digest(COPY / name) == BRIEF_SHA256[name], f"kinds/gamekinds/battle1821/files/{name} differs from the brief's"
    if SPEC is not None:        # the brief itself, where this clone can see it
        assert _digest(SPEC / name) == BRIEF_SHA256[name], \
            f"{SPEC / name} changed since the copy was taken: copy it to {COPY / name} and record its digest"


def test_board_counts():
    from gamekinds.battle1821.board import APOSTLES, BOARD, EVENTS

    assert BOARD.size == 28
    assert len(BOARD.border_pairs) == 47
    assert len(BOARD.starting) == 4 and len(BOARD.reinforcement) == 4
    assert len(EVENTS) == 20 and len(APOSTLES) == 15
    for a, b in BOARD.border_pairs:  # each region lists its borders symmetrically
        assert b in BOARD.borders[a] and a in BOARD.borders[b]
