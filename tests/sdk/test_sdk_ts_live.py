"""The TypeScript SDK (sdk/ts) against the live API server and worker: compile the SDK and
its Node test under ``strict`` (``tsc``), then ``node --test`` plays a 2-seat game to the
end through it, following the events over SSE, and asserts that no action was refused;
the TypeScript example of docs/bots.md type-checks against the SDK.

The compiling is the session's one ``tsc -b`` (tests/sdk_tsc.py, shared with the web
client's and the options' type checks): the SDK as ``make sdk`` builds it
(``tsconfig.json``: no Node types, declarations) into ``sdk/ts/build-test/src``, and the
Node test with that example (``tsconfig.test.json``'s options: strict,
``noUncheckedIndexedAccess``, Node types) against it; each test reads its own files'
diagnostics."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

import sdk_tsc
from support import node_env

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "sdk" / "ts"


@pytest.fixture(scope="module")
def tsc(tmp_path_factory) -> sdk_tsc.TscRun:
    run = sdk_tsc.shared_run(tmp_path_factory)
    assert not run.unattributed(), run.output[-4000:]
    return run


@pytest.mark.timeout(600)
def test_ts_sdk_builds_to_esm_with_declarations(tsc):
    assert tsc.checked("sdk"), tsc.output[-3000:]
    found = tsc.errors_in(TS / "src")
    assert not found, "tsc (sdk/ts/tsconfig.json, strict):\n" + "\n".join(found)
    out = tsc.build / "src"
    for name in ("index", "sse", "schema"):
        assert (out / f"{name}.js").is_file() and (out / f"{name}.d.ts").is_file(), name
    assert "export function createBattleClient" in (out / "index.js").read_text()
    pkg = json.loads((TS / "package.json").read_text())
    assert pkg["type"] == "module" and pkg["exports"]["."] == {"types": "./dist/index.d.ts",
                                                               "import": "./dist/index.js"}
    root = json.loads((ROOT / "package.json").read_text())["devDependencies"]
    assert pkg["dependencies"]["openapi-fetch"] == root["openapi-fetch"], "one pinned openapi-fetch"


@pytest.mark.timeout(600)
def test_ts_client_plays_a_whole_game_with_no_refused_action(live, tsc, tmp_path):
    node = shutil.which("node")
    assert node, "node is required (see package.json; .ci/run installs it)"
    assert tsc.checked("checks"), tsc.output[-3000:]
    found = tsc.errors_in(TS / "test")
    assert not found, "tsc (sdk/ts/tsconfig.test.json's options, strict):\n" + "\n".join(found)
    stats = tmp_path / "stats.json"
    env = node_env(dict(os.environ, BATTLE1821_URL=live["base"], BATTLE1821_STATS=str(stats)))
    p = subprocess.run([node, "--test", "--test-reporter=spec", str(tsc.build / "test" / "game.test.js")],
                       capture_output=True, text=True, cwd=ROOT, env=env, timeout=230)
    assert p.returncode == 0, p.stdout[-4000:] + p.stderr[-2000:]
    result = json.loads(stats.read_text())
    print("TypeScript game:", json.dumps(result))
    assert result["refused"] == 0 and result["actions"] > 0 and result["events"] > 0


@pytest.mark.timeout(600)
def test_readme_typescript_example_type_checks(tsc):
    assert tsc.checked("checks"), tsc.output[-3000:]
    found = tsc.errors_in(tsc.build / sdk_tsc.README_EXAMPLE)
    assert not found, "\n".join(found)
    assert (tsc.build / sdk_tsc.README_EXAMPLE).read_text() == sdk_tsc.readme_example()
    # it was part of the program (an example left out would check nothing)
    assert (tsc.build / "build-test" / "readme_example.js").is_file()


@pytest.mark.timeout(600)
def test_readme_typescript_example_runs_as_printed_and_ends(live, tsc, tmp_path):
    """docs/bots.md's TypeScript example, run against a live server (session 27's newcomer:
    as printed before, it joined one seat of two, so the game never started: it printed
    nothing and followed the empty stream for good). The compiled example with only its
    base URL replaced: it ends by itself, having printed the log's events live."""
    node = shutil.which("node")
    assert node, "node is required (see package.json; .ci/run installs it)"
    assert tsc.checked("checks"), tsc.output[-3000:]
    compiled = tsc.build / "build-test" / "readme_example.js"
    text = compiled.read_text()
    assert text.count('"http://127.0.0.1:8000"') == 1, "the example names its base URL once"
    runnable = compiled.with_name("readme_example_live.js")    # beside it: its import of ../src resolves
    runnable.write_text(text.replace('"http://127.0.0.1:8000"', json.dumps(live["base"])))
    try:
        p = subprocess.run([node, str(runnable)], capture_output=True, text=True, cwd=ROOT,
                           env=node_env(dict(os.environ)), timeout=300)
    finally:
        runnable.unlink(missing_ok=True)
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
    assert "seat 0 may:" in p.stdout, p.stdout
    live_lines = [line for line in p.stdout.splitlines() if line.startswith("live ")]
    assert live_lines and "game_started" in p.stdout, p.stdout
