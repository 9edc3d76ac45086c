"""The README's curl walkthrough runs as printed against a live server."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# hang bounds, not latencies: the walkthrough (20 curl and 17 python processes) takes ~4 s
# quiet and went over a 60 s bound at a load of 15-20 (2026-12-06)


@pytest.mark.timeout(300)
def test_readme_curl_walkthrough_runs(server, tmp_path):
    assert shutil.which("curl") and shutil.which("bash"), "the walkthrough needs curl and bash (apt-get install curl)"
    text = (ROOT / "README.md").read_text("utf-8")
    block = re.search(r"<!-- walkthrough -->\s*```sh\n(.*?)```", text, re.S).group(1)
    p = subprocess.run(["bash", "-euo", "pipefail", "-c", block], cwd=tmp_path, capture_output=True, text=True,
                       timeout=240, env={"API": server["base"], "PATH": os.environ.get("PATH", "/usr/bin:/bin")})
    assert p.returncode == 0, p.stdout + p.stderr
    print(p.stdout)
    out = p.stdout
    assert "201" in out and "412" in out and "stale_version" in out and "place_start" not in p.stderr
    assert (tmp_path / "board.svg").read_text().startswith("<svg") or "<svg" in (tmp_path / "board.svg").read_text()
