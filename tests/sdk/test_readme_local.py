"""The local-engine example of docs/bots.md runs as printed (no server: it chooses on a local game)."""

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_readme_lookahead_example_runs(tmp_path):
    section = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8").split("## Bots on your own machine", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    script = tmp_path / "lookahead.py"
    script.write_text(code, encoding="utf-8")
    p = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    assert "type_='reinforce'" in p.stdout, p.stdout   # round 1 begins with the reinforcement step
