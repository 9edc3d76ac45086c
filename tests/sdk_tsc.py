"""One ``tsc -b`` run for the suite's TypeScript type checks (issue 37: they were four ``tsc``
processes, ~34 CPU s together, each paying Node's start, the libraries' parsing and the
SDK's sources checked again; one build of the three projects below costs ~21 CPU s):

- ``sdk``: the TypeScript SDK (``sdk/ts/src``) under ``sdk/ts/tsconfig.json``, as ``make sdk``
  builds it (no Node types; ESM with declarations), plus ``composite`` (what a referenced
  project needs; it only adds the build info),
  emitted into ``sdk/ts/build-test/src`` (tests/sdk/test_sdk_ts_live.py);
- ``checks``: ``sdk/ts/tsconfig.test.json``'s options (strict, ``noUncheckedIndexedAccess``,
  Node types) over the Node test of the SDK (``sdk/ts/test``), the TypeScript example of
  docs/bots.md (``readme_example.ts``) and the options/unions check of
  tests/sdk/test_sdk_unions.py (``unions_check.ts``, with its ``@ts-expect-error`` lines),
  emitted into ``sdk/ts/build-test`` (ESM there resolves openapi-fetch from node_modules);
- ``web``: ``web/tsconfig.json`` (``make web``'s ``tsc -p web``: strict, no emit) over
  ``web/src``, plus a probe file with one deliberate strict-mode error (the negative
  control: the web project was checked strictly, its diagnostics are reported in this run,
  and they are read) (tests/web/test_web_build.py).

``checks`` and ``web`` reference ``sdk``: they read the SDK through its emitted declarations
instead of checking its sources again under their own options (the SDK's sources are
checked once, under the SDK's own config, which is what ships). Every ``.ts`` file of the
three projects is checked: the SDK's sources with the generated ``schema.ts`` in ``sdk``,
the Node test, the two checks and ``web/src`` with the probe in theirs. What is not
checked is declaration files that are not ours (issue 37, session 20: they were about half
of the build's types, ~139 k -> ~65 k, by ``--extendedDiagnostics``):

- TypeScript's default libraries (``lib``: ES2022, DOM, DOM.Iterable), nowhere
  (``skipDefaultLibCheck`` in ``sdk``, within ``skipLibCheck`` in the others): they are
  TypeScript's own files, released checked (the session-19 build checked them once, in
  ``sdk``: ~15 k of its ~41 k types);
- in ``checks`` and ``web`` no declaration file at all (``skipLibCheck``): there they are
  the SDK's own emitted declarations, tsc's output of the sources ``sdk`` has just checked
  with no error (``schema.d.ts``' types again, ~20 k types in each project), openapi-fetch's
  (checked in ``sdk``, whose sources import it, ``skipLibCheck: false`` as in
  sdk/ts/tsconfig.json) and, in ``checks``, ``@types/node`` (the pinned types, ~19 k types:
  their agreement with the DOM library is no claim of the tests; the Node test's own uses
  of them are checked). The SDK's declarations import what its sources import, from the
  same node_modules (an import that does not resolve is reported in ``sdk``), and the
  unions check reads ``schema.d.ts``' types in ``checks`` (its ``@ts-expect-error`` lines
  fail unused if they go loose); the web probe's one error must be reported.

Each test reads the diagnostics of its own files; a diagnostic tied to no file (a bad
config, a crash) fails them all.

The build is tsc's own incremental build (issue 37: ``--force`` rebuilt the three projects
from nothing each run, ~20 CPU s; a run over unchanged sources now costs ~2): each project
keeps its build info (``<project>.tsbuildinfo``: every input's hash, the options, each file's
diagnostics) beside its outputs in ``sdk/ts/build-test`` (git-ignored), and ``tsc -b`` checks
again what changed and what depends on it (a changed SDK declaration rechecks the files of
``checks`` and ``web`` that read it). A project is skipped only when tsc finds it up to date:
same inputs and options as its last build, which reported no error; a project with errors
is never up to date (the web project, whose probe has one, is built in every run and reports
its diagnostics, the unchanged files' from its build info). The inputs written here are
rewritten only when their text changes, and an output whose source is gone is deleted
(tsc never deletes one). A fresh clone (CI) builds all three (~20 CPU s). Deleting
``sdk/ts/build-test`` starts from nothing.

Under pytest-xdist the build is made once per session: the first worker to ask runs it
under a file lock in the session's shared temporary folder, the others read its result."""

from __future__ import annotations

import json
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

from support import node_env, once_per_session

ROOT = Path(__file__).resolve().parents[1]
TS = ROOT / "sdk" / "ts"
BUILD = TS / "build-test"          # git-ignored
TSC = ROOT / "node_modules" / ".bin" / "tsc"
README_EXAMPLE = "readme_example.ts"
UNIONS_CHECK = "unions_check.ts"
WEB_PROBE = "web_probe.ts"
# the probe's one error, under strictNullChecks only
WEB_PROBE_TEXT = "export const probe: HTMLElement = null;\n"
WEB_PROBE_ERROR = "error TS2322: Type 'null' is not assignable to type 'HTMLElement'."
PROJECTS = ("sdk", "checks", "web")
TSC_WAIT_S = 500   # ~21 CPU s; far longer on a loaded machine
_DIAG = re.compile(r"^(?P<file>[^\s(][^(]*)\((?P<line>\d+),(?P<col>\d+)\): (?P<msg>error TS\d+: .*)$")


def readme_example() -> str:
    section = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8").split("## A TypeScript client", 1)[1]
    m = re.search(r"```ts\n(.*?)```", section, re.S)
    assert m, "no ts code block in docs/bots.md's 'A TypeScript client' section"
    return m.group(1).replace('from "@battle1821/client"', 'from "../src/index.js"')


# tests/sdk/test_sdk_unions.py's check of the options' types (each ``@ts-expect-error`` must
# meet its error, or tsc reports it unused)
UNIONS_TS = """\
import type { components } from "../src/schema.js";
type CreateGame = components["schemas"]["CreateGame"];
type CreateSeek = components["schemas"]["CreateSeek"];
type OttomansOptions = components["schemas"]["OttomansOptions"];
export const ottomans: CreateGame = { kind: "ottomans", seats: 2, options: { scenario: 2, pillage: true } };
export const seek: CreateSeek = { kind: "ottomans", seats: 2, options: { scenario: 2 } };
export const battle1821: CreateGame = { kind: "battle1821", seats: 2, options: { max_rounds: 5, takeover_bot: "search" } };
export const only: OttomansOptions = { scenario: 3 };
// @ts-expect-error a key neither kind's options have
export const bad: CreateGame = { seats: 2, options: { scenario: 2, bogus: 1 } };
// @ts-expect-error the scenario is a number
export const bad2: CreateSeek = { seats: 2, options: { scenario: "2" } };
type EventPage = components["schemas"]["EventPage"];
export const logSeqs = (page: EventPage): number[] =>
  // @ts-expect-error table talk's `message` has no `seq`: narrow on `type` first (docs/bots.md)
  page.events.map((e) => e.seq);
export const narrowed = (page: EventPage): number[] =>
  page.events.flatMap((e) => (e.type === "message" ? [] : [e.seq]));
import { isOttomansView, type BattleClient } from "../src/index.js";
export const points = async (c: BattleClient, id: string): Promise<number[] | number | undefined> => {
  const { data } = await c.GET("/games/{game_id}", { params: { path: { game_id: id } } });
  if (!data) return undefined;
  // @ts-expect-error `kind` is a string in both views: the answer is not narrowed without the guard
  if (data.kind === "ottomans") return data.points;
  return isOttomansView(data) ? data.turn : data.round;    // narrowed both ways (session 27)
};
"""


@dataclass(frozen=True)
class TscRun:
    build: Path       # sdk/ts/build-test: the emitted SDK (src/) and checks
    returncode: int
    output: str

    def diagnostics(self) -> list[tuple[Path, str]]:
        """(absolute file, line) of every diagnostic tied to a file."""
        return [(ROOT / m.group("file"), line) for line in self.output.splitlines()
                if (m := _DIAG.match(line))]

    def unattributed(self) -> list[str]:
        """Error lines tied to no file (a config error, a crash): they fail every test."""
        lines = [line for line in self.output.splitlines()
                 if re.search(r"error TS\d+", line) and not line[:1].isspace() and not _DIAG.match(line)]
        if self.returncode not in (0, 1, 2):   # 1-2: diagnostics (the web probe's at least)
            lines.append(f"tsc -b exited {self.returncode}")
        return lines

    def checked(self, project: str) -> bool:
        """The project was built in this run, or ``tsc -b`` found it up to date: its inputs
        (sources, configs, the declarations it reads) are those of its last build, which
        reported no error (a project whose last build had errors is never up to date: tsc
        builds it again and reports them)."""
        config = BUILD / f"tsconfig.{project}.json"
        return (f"Building project '{config}'" in self.output
                or f"Project '{config.relative_to(ROOT).as_posix()}' is up to date" in self.output)

    def errors_in(self, *paths: Path) -> list[str]:
        """Diagnostics of files under any of ``paths`` (files or folders)."""
        return [line for f, line in self.diagnostics()
                if any(f == p or p in f.parents for p in paths)]


def _write(path: Path, text: str) -> None:
    """Write ``text`` unless ``path`` holds it already (an unchanged input keeps its mtime, so
    ``tsc -b`` can find its project up to date)."""
    if not path.is_file() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def _drop_orphans() -> None:
    """Delete what an earlier build emitted for a source that is gone (``tsc -b`` never
    deletes an output: a removed test would otherwise still run from its old .js)."""
    sources = {BUILD / "src": TS / "src", BUILD / "test": TS / "test", BUILD / "build-test": BUILD}
    for out, src in sources.items():
        for f in out.rglob("*") if out.is_dir() else ():
            if not f.is_file():
                continue
            rel = f.relative_to(out).as_posix()
            stem = re.sub(r"(\.d\.ts|\.js|\.d\.ts\.map|\.js\.map)$", "", rel)
            if stem == rel or not (src / f"{stem}.ts").is_file():
                f.unlink()


def _write_configs() -> None:
    BUILD.mkdir(exist_ok=True)
    _drop_orphans()
    _write(BUILD / README_EXAMPLE, readme_example())
    _write(BUILD / UNIONS_CHECK, UNIONS_TS)
    _write(BUILD / WEB_PROBE, WEB_PROBE_TEXT)
    info = {p: f"./{p}.tsbuildinfo" for p in PROJECTS}
    configs = {
        "sdk": {"extends": "../tsconfig.json",
                "compilerOptions": {"composite": True, "rootDir": "../src", "outDir": "./src",
                                    "tsBuildInfoFile": info["sdk"], "skipDefaultLibCheck": True},
                "include": ["../src/**/*.ts"]},
        "checks": {"extends": "../tsconfig.test.json",
                   "compilerOptions": {"rootDir": "..", "outDir": ".", "tsBuildInfoFile": info["checks"],
                                       "incremental": True, "skipLibCheck": True},
                   "include": ["../test/**/*.ts"], "files": [README_EXAMPLE, UNIONS_CHECK],
                   "references": [{"path": "./tsconfig.sdk.json"}]},
        # web/tsconfig.json's include (web/src) and options, the probe added
        "web": {"extends": "../../../web/tsconfig.json",
                "compilerOptions": {"tsBuildInfoFile": info["web"], "incremental": True,
                                    "skipLibCheck": True},
                "include": ["../../../web/src/**/*.ts", WEB_PROBE],
                "references": [{"path": "./tsconfig.sdk.json"}]},
        "all": {"files": [], "references": [{"path": f"./tsconfig.{p}.json"} for p in PROJECTS]},
    }
    web = json.loads((ROOT / "web" / "tsconfig.json").read_text())
    assert web["include"] == ["src/**/*.ts"], f"web/tsconfig.json's include changed: update {__file__}"
    # ``sdk`` (extending it) checks the declaration files the SDK's sources import (openapi-fetch's)
    sdk_options = json.loads((TS / "tsconfig.json").read_text())["compilerOptions"]
    assert sdk_options.get("skipLibCheck") is False, f"sdk/ts/tsconfig.json skips its libraries: see {__file__}"
    for name, cfg in configs.items():
        _write(BUILD / f"tsconfig.{name}.json", json.dumps(cfg, indent=1))


def _run(base: Path) -> TscRun:
    base.mkdir(parents=True, exist_ok=True)
    assert TSC.exists(), "node_modules/.bin/tsc missing (pinned in package.json): run `npm ci`"
    _write_configs()
    p = subprocess.run([str(TSC), "-b", str(BUILD / "tsconfig.all.json"), "--verbose", "--pretty", "false"],
                       capture_output=True, text=True, cwd=ROOT, env=node_env(), timeout=TSC_WAIT_S)
    return TscRun(BUILD, p.returncode, p.stdout + p.stderr)


def shared_run(tmp_path_factory) -> TscRun:
    """The session's build (one per pytest-xdist session, one per plain pytest session)."""
    return once_per_session(tmp_path_factory, "sdk-tsc", _run, TscRun)
