"""The TypeScript SDK (sdk/ts) against the live API server and worker: compile the SDK and
its Node test under ``strict`` (``tsc``), then ``node --test`` plays a 2-seat game to the
end through it, following the events over SSE, and asserts that no action was refused;
the TypeScript example of docs/bots.md type-checks against the SDK's sources.

``tsc`` costs most of this module's time, so the module compiles two programs, once each
and side by side (two processes, started together): the SDK as ``make sdk`` builds it
(``tsconfig.json``: no Node types, declarations), and the Node test with that
example (``tsconfig.test.json``'s options: strict, ``noUncheckedIndexedAccess``, Node
types) in one program; each test reads its own files' diagnostics."""

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


README_EXAMPLE = "readme_example.ts"
TSC_WAIT_S = 300   # tsc takes ~7 s of CPU a program; far longer on a loaded machine


class _Tsc:
    """One ``tsc`` run in the background; :meth:`result` waits for it once."""

    def __init__(self, *args: str) -> None:
        self.args = [str(TSC), "--pretty", "false", *args]
        self.proc = subprocess.Popen(self.args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT)
        self._out: str | None = None

    def result(self) -> tuple[int, str]:
        if self._out is None:
            self._out, _ = self.proc.communicate(timeout=TSC_WAIT_S)
        return self.proc.returncode, self._out


def _readme_example() -> str:
    import re

    section = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8").split("## A TypeScript client", 1)[1]
    m = re.search(r"```ts\n(.*?)```", section, re.S)
    assert m, "no ts code block in docs/bots.md's 'A TypeScript client' section"
    return m.group(1).replace('from "@battle1821/client"', 'from "../src/index.js"')


@pytest.fixture(scope="module")
def tsc(tmp_path_factory):
    """``{"sdk": (_Tsc, outdir), "test": (_Tsc, outdir)}``, both started now. The test
    program's config (in build-test, git-ignored) extends tsconfig.test.json and adds the
    README example (it resolves the SDK from its sources)."""
    sdk_out = tmp_path_factory.mktemp("ts-sdk")
    build = TS / "build-test"   # inside the repo: ESM resolves openapi-fetch from node_modules
    build.mkdir(exist_ok=True)
    for old in (build / "build-test" / "readme_example.js", build / "test" / "game.test.js"):
        old.unlink(missing_ok=True)   # what this run's tsc emits, not a past run's
    (build / README_EXAMPLE).write_text(_readme_example(), encoding="utf-8")
    cfg = build / "tsconfig.checks.json"
    cfg.write_text(json.dumps({"extends": "../tsconfig.test.json",
                               "compilerOptions": {"rootDir": "..", "outDir": "."},
                               "include": ["../src/**/*.ts", "../test/**/*.ts"], "files": [README_EXAMPLE]}))
    runs = {"sdk": (_Tsc("-p", str(TS / "tsconfig.json"), "--outDir", str(sdk_out)), sdk_out),
            "test": (_Tsc("-p", str(cfg)), build)}
    yield runs
    for run, _ in runs.values():
        if run.proc.poll() is None:
            run.proc.kill()
            run.proc.wait()


def _errors(out: str, readme: bool) -> list[str]:
    """tsc's diagnostics of the README example (``readme``) or of every other file."""
    return [line for line in out.splitlines() if line.strip() and (README_EXAMPLE in line) == readme]


@pytest.mark.timeout(320)
def test_ts_sdk_builds_to_esm_with_declarations(tsc):
    run, tmp_path = tsc["sdk"]
    code, out = run.result()
    assert code == 0, f"tsc -p sdk/ts/tsconfig.json (strict):\n{out}"
    for name in ("index", "sse", "schema"):
        assert (tmp_path / f"{name}.js").is_file() and (tmp_path / f"{name}.d.ts").is_file(), name
    assert "export function createBattleClient" in (tmp_path / "index.js").read_text()
    pkg = json.loads((TS / "package.json").read_text())
    assert pkg["type"] == "module" and pkg["exports"]["."] == {"types": "./dist/index.d.ts",
                                                               "import": "./dist/index.js"}
    root = json.loads((ROOT / "package.json").read_text())["devDependencies"]
    assert pkg["dependencies"]["openapi-fetch"] == root["openapi-fetch"], "one pinned openapi-fetch"


@pytest.mark.timeout(560)
def test_ts_client_plays_a_whole_game_with_no_refused_action(live, tsc, tmp_path):
    node = shutil.which("node")
    assert node, "node is required (see package.json; .ci/run installs it)"
    run, build = tsc["test"]
    _, out = run.result()
    assert not _errors(out, readme=False), f"tsc -p sdk/ts/tsconfig.test.json (strict):\n{out}"
    stats = tmp_path / "stats.json"
    env = dict(os.environ, BATTLE1821_URL=live["base"], BATTLE1821_STATS=str(stats))
    p = subprocess.run([node, "--test", "--test-reporter=spec", str(build / "test" / "game.test.js")],
                       capture_output=True, text=True, cwd=ROOT, env=env, timeout=230)
    assert p.returncode == 0, p.stdout[-4000:] + p.stderr[-2000:]
    result = json.loads(stats.read_text())
    print("TypeScript game:", json.dumps(result))
    assert result["refused"] == 0 and result["actions"] > 0 and result["events"] > 0


@pytest.mark.timeout(320)
def test_readme_typescript_example_type_checks(tsc):
    run, build = tsc["test"]
    _, out = run.result()
    assert not _errors(out, readme=True), out
    # it was part of the program (an example left out would check nothing)
    assert (build / "build-test" / "readme_example.js").is_file()
