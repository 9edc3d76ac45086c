"""Issue 34, "done means": the SDK's README (sdk/README.md) is what an integrator writes
from. Its Python examples (each marked ``<!-- file: NAME -->``) are extracted as files and

- pass ``mypy --strict`` and ``pyright --strict`` with 0 errors and no ``type: ignore``
  (the SDK read as an installed, typed library: its own internals are not the user's);
- run: the client (create a game as host, read it as a spectator, join as humans without
  a token, play with ``If-Match`` from the version, read the SSE events as models) and the
  first bot against the live API server and worker, the offline example on the local
  engine, and the bot in the command line as ``--bot mybot:CautiousBot``;

and every package of the SDK (and the game kinds' engine it depends on) is >= 95 %
type-complete under ``pyright --verifytypes``."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from support import node_env

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "sdk" / "README.md"
PYRIGHT = ROOT / "node_modules" / ".bin" / "pyright"
SDK_PATHS = [str(ROOT / "sdk"), str(ROOT / "kinds")]
MIN_COMPLETENESS = 95.0


def examples() -> dict[str, str]:
    blocks = dict(re.findall(r"<!-- file: (\S+) -->\n```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S))
    assert {"client.py", "mybot.py", "offline.py"} <= set(blocks), sorted(blocks)
    return blocks


@pytest.fixture(scope="module")
def scripts(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("readme")
    for name, code in examples().items():
        (d / name).write_text(code, encoding="utf-8")
    return d


@pytest.fixture(scope="module")
def env_python(tmp_path_factory) -> Path:
    """A venv whose site-packages hold this checkout's SDK and kinds and the test venv's
    packages (a ``.pth``): pyright reads an environment as an installed one."""
    d = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(d)], check=True)
    site = next(d.glob("lib/python3*/site-packages"))
    here = [p for p in sys.path if p.endswith("site-packages")]
    (site / "battle1821_sdk_paths.pth").write_text("\n".join(SDK_PATHS + here) + "\n", encoding="utf-8")
    return d


def _pyright(args: list[str], cwd: Path, venv: Path) -> subprocess.CompletedProcess[str]:
    assert PYRIGHT.exists(), "node_modules/.bin/pyright missing (pinned in package.json): run `npm ci`"
    env = node_env(dict(os.environ, VIRTUAL_ENV=str(venv), PATH=f"{venv / 'bin'}{os.pathsep}{os.environ['PATH']}"))
    env.pop("PYTHONPATH", None)
    return subprocess.run([str(PYRIGHT), *args], capture_output=True, text=True, cwd=cwd, env=env, timeout=600)


def test_no_type_ignore_in_the_examples():
    for name, code in examples().items():
        assert "type: ignore" not in code and "pyright: ignore" not in code and "cast(" not in code, name


@pytest.mark.timeout(600)
def test_examples_pass_mypy_strict(sdk_mypy):
    """``mypy --strict``'s flags on the three examples, in the session's one mypy run
    (tests/sdk_mypy.py: the SDK installed by pip, as a user's)."""
    names = sorted(examples())
    assert set(names) <= set(sdk_mypy.files), (names, sdk_mypy.files)
    assert sdk_mypy.checked_all(), sdk_mypy.output[-4000:]
    assert not sdk_mypy.diagnostics(names), sdk_mypy.output[-4000:]


@pytest.mark.timeout(600)
def test_examples_pass_pyright_strict(scripts, env_python):
    (scripts / "pyrightconfig.json").write_text(json.dumps({
        "typeCheckingMode": "strict", "pythonVersion": "3.11", "include": sorted(examples())}))
    p = _pyright(["--outputjson"], scripts, env_python)
    report = json.loads(p.stdout)
    found = [f"{d['file']}:{d['range']['start']['line'] + 1} {d['message']}" for d in report["generalDiagnostics"]]
    assert report["summary"]["errorCount"] == 0 and report["summary"]["filesAnalyzed"] == 3, found


@pytest.mark.timeout(600)
@pytest.mark.parametrize("package", ["battle1821_client", "battle1821_bots", "gamekinds"])
def test_sdk_packages_are_type_complete(package, tmp_path, env_python):
    p = _pyright(["--verifytypes", package, "--ignoreexternal", "--outputjson"], tmp_path, env_python)
    report = json.loads(p.stdout)["typeCompleteness"]
    assert report["packageRootDirectory"].startswith((str(ROOT / "sdk"), str(ROOT / "kinds"))), \
        report["packageRootDirectory"]
    assert report["pyTypedPath"], "no py.typed"
    score = 100.0 * report["completenessScore"]
    assert score >= MIN_COMPLETENESS, f"{package}: {score:.1f} % type-complete"


def _run(args: list[str], cwd: Path, live: dict[str, Any]) -> str:
    env = dict(live["env"], BATTLE1821_URL=str(live["base"]))
    p = subprocess.run([sys.executable, *args], capture_output=True, text=True, timeout=280, env=env, cwd=cwd)
    assert p.returncode == 0, p.stdout[-2000:] + p.stderr[-3000:]
    return p.stdout


@pytest.mark.timeout(300)
def test_the_client_example_runs(scripts, live):
    out = _run(["client.py"], scripts, live).splitlines()
    assert out[0].startswith("game ") and "open seats [0, 1]" in out[0], out
    played = [line for line in out if line.startswith("seat ")]
    assert played and all("-> version" in line for line in played), out
    events = [line for line in out if line.startswith("event ")]
    assert any(": game_started" in e or "round" in e for e in events), out


@pytest.mark.timeout(300)
def test_the_first_bot_runs(scripts, live):
    out = _run(["mybot.py"], scripts, live)
    assert out.startswith("winners: "), out


@pytest.mark.timeout(300)
def test_the_offline_example_runs(scripts, live):
    out = _run(["offline.py"], scripts, live).splitlines()
    assert len(out) == 5 and all(line.startswith(f"game {i}: winners ") for i, line in enumerate(out)), out


@pytest.mark.timeout(300)
def test_your_bot_in_the_command_line(scripts, live):
    out = _run(["-m", "battle1821_bots.cli", "--server", str(live["base"]), "--games", "1", "--seats", "2",
                "--max-rounds", "2", "--quiet", "--bot", "mybot:CautiousBot", "--bot", "random"], scripts, live)
    assert "mybot:CautiousBot" in out and "finished" in out, out
