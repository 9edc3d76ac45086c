"""docs/bots.md's "A bot for The Ottomans" runs as printed against the live API server and
worker (the code block is extracted from it): a `KindBot` plays a 2-seat Scenario 1 game
against a server bot to its end, every action it sends accepted. Before session 24 the
documentation had no Ottomans bot: a newcomer found `KindBot` only in the account bots'
paragraph and its module's docstring."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def ottomans_bot_example() -> str:
    text = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8")
    assert "## A bot for The Ottomans" in text, "docs/bots.md has no 'A bot for The Ottomans' section"
    section = text.split("## A bot for The Ottomans", 1)[1].split("\n## ", 1)[0]
    m = re.search(r"```python\n(.*?)```", section, re.S)
    assert m, "no python code block in docs/bots.md's 'A bot for The Ottomans' section"
    return m.group(1)


@pytest.mark.timeout(300)
def test_the_ottomans_bot_example_runs_as_printed(live, tmp_path):
    script = tmp_path / "ottomans_bot.py"
    script.write_text(ottomans_bot_example(), encoding="utf-8")
    env = dict(live["env"], BATTLE1821_URL=live["base"])
    p = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=290, env=env, cwd=tmp_path)
    assert p.returncode == 0, p.stderr[-3000:]
    out = p.stdout.splitlines()
    assert out[0].startswith("status: finished turn: 1 points: "), out
    assert out[1].startswith("winners: ") and out[1].endswith(" refused: 0"), out
    assert int(out[1].split("actions: ")[1].split()[0]) > 0, out
