"""The TypeScript SDK (sdk/ts) against the live API server and worker: compile the SDK and
its Node test under ``strict`` (``tsc``), then ``node --test`` plays a 2-seat game to the
end through it, following the events over SSE, and asserts that no action was refused."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "sdk" / "ts"
TSC = ROOT / "node_modules" / ".bin" / "tsc"


def _tsc(project: str, out: Path) -> None:
    p = subprocess.run([str(TSC), "-p", str(TS / project), "--outDir", str(out)], capture_output=True, text=True,
                       cwd=ROOT, timeout=300)   # tsc takes ~20 s of CPU; far longer on a loaded machine
    assert p.returncode == 0, f"tsc -p sdk/ts/{project} (strict):\n{p.stdout}\n{p.stderr}"


@pytest.mark.timeout(320)
def test_ts_sdk_builds_to_esm_with_declarations(tmp_path):
    _tsc("tsconfig.json", tmp_path)
    for name in ("index", "sse", "schema"):
        assert (tmp_path / f"{name}.js").is_file() and (tmp_path / f"{name}.d.ts").is_file(), name
    assert "export function createBattleClient" in (tmp_path / "index.js").read_text()
    pkg = json.loads((TS / "package.json").read_text())
    assert pkg["type"] == "module" and pkg["exports"]["."] == {"types": "./dist/index.d.ts",
                                                               "import": "./dist/index.js"}
    root = json.loads((ROOT / "package.json").read_text())["devDependencies"]
    assert pkg["dependencies"]["openapi-fetch"] == root["openapi-fetch"], "one pinned openapi-fetch"


@pytest.mark.timeout(560)
def test_ts_client_plays_a_whole_game_with_no_refused_action(live, tmp_path):
    node = shutil.which("node")
    assert node, "node is required (see package.json; .ci/run installs it)"
    build = TS / "build-test"   # inside the repo (git-ignored): ESM resolves openapi-fetch from node_modules
    _tsc("tsconfig.test.json", build)
    stats = tmp_path / "stats.json"
    env = dict(os.environ, BATTLE1821_URL=live["base"], BATTLE1821_STATS=str(stats))
    p = subprocess.run([node, "--test", "--test-reporter=spec", str(build / "test" / "game.test.js")],
                       capture_output=True, text=True, cwd=ROOT, env=env, timeout=230)
    assert p.returncode == 0, p.stdout[-4000:] + p.stderr[-2000:]
    result = json.loads(stats.read_text())
    print("TypeScript game:", json.dumps(result))
    assert result["refused"] == 0 and result["actions"] > 0 and result["events"] > 0


@pytest.mark.timeout(120)
def test_readme_typescript_example_type_checks():
    import re

    section = (ROOT / "README.md").read_text(encoding="utf-8").split("## A TypeScript client", 1)[1]
    m = re.search(r"```ts\n(.*?)```", section, re.S)
    assert m, "no ts code block in the README's 'A TypeScript client' section"
    out = TS / "build-test" / "readme_example.ts"   # git-ignored; resolves the SDK from its sources
    out.parent.mkdir(exist_ok=True)
    out.write_text(m.group(1).replace('from "@battle1821/client"', 'from "../src/index.js"'), encoding="utf-8")
    p = subprocess.run([str(TSC), "--noEmit", "--strict", "--noUncheckedIndexedAccess", "--target", "ES2022",
                        "--module", "NodeNext", "--moduleResolution", "NodeNext", "--lib", "ES2022,DOM,DOM.Iterable",
                        "--types", "node", str(out)], capture_output=True, text=True, cwd=ROOT, timeout=110)
    assert p.returncode == 0, p.stdout + p.stderr
