"""Issue 5: the "Write your own bot" example of the documentation (docs/bots.md) runs as
printed against the live API server and worker (the code block is extracted from it)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def readme_bot_example() -> str:
    from sdk_mypy import bots_md_example   # one extraction, also type-checked (tests/sdk_mypy.py)

    return bots_md_example()


@pytest.mark.timeout(180)
def test_readme_bot_example_runs_as_printed(live, tmp_path):
    script = tmp_path / "my_bot.py"
    script.write_text(readme_bot_example(), encoding="utf-8")
    env = dict(live["env"], BATTLE1821_URL=live["base"])
    p = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=170, env=env,
                       cwd=tmp_path)
    assert p.returncode == 0, p.stderr[-3000:]
    out = p.stdout.splitlines()
    assert out[0].startswith("seat 0: Fame ") and out[1].startswith("seat 1: Fame ")
    assert out[-1].startswith("winners: ")
