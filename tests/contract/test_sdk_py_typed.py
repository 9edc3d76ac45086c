"""Both Python SDK packages ship ``py.typed`` (PEP 561), so mypy type-checks code that
uses them: the "Write your own bot" example of docs/bots.md passes mypy (``--check-untyped-defs``,
so the bodies of its unannotated functions are checked too) against the SDK installed
from ``sdk/`` as a user would install it (not the editable checkout)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "sdk"))
from test_readme_bot import readme_bot_example  # noqa: E402


@pytest.fixture(scope="module")
def installed_sdk(tmp_path_factory) -> Path:
    """``pip install --no-deps --target DIR ./sdk``: the files a user's install gets."""
    site = tmp_path_factory.mktemp("sdk-site")
    p = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(site),
                        str(ROOT / "sdk")], capture_output=True, text=True, timeout=170)
    assert p.returncode == 0, p.stderr[-3000:]
    return site


@pytest.mark.timeout(180)
def test_both_packages_ship_py_typed(installed_sdk):
    for pkg in ("battle1821_client", "battle1821_bots"):
        assert (installed_sdk / pkg / "py.typed").is_file(), f"{pkg} is installed without py.typed"


@pytest.mark.timeout(180)
def test_mypy_passes_on_the_readme_bot_example(installed_sdk, tmp_path):
    script = tmp_path / "my_bot.py"
    script.write_text(readme_bot_example(), encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(installed_sdk))
    p = subprocess.run([sys.executable, "-m", "mypy", "--check-untyped-defs", "--no-incremental",
                        "--python-executable", sys.executable, str(script)],
                       capture_output=True, text=True, cwd=tmp_path, env=env, timeout=170)
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-1000:]
    assert "Success: no issues found" in p.stdout
