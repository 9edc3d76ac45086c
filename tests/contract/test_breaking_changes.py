"""Every client written against a released spec keeps working (issue #29: "every client
written against today's spec keeps working unchanged").

``openapi/released/openapi-<version>.json`` holds each released spec as it was released
(``0.1.0``: the spec of commit ae44be6, before game kinds). Optic's breaking-change checks
(npm ``@useoptic/optic``, pinned in package.json and the lockfile, so ``make install``
installs it; no network, telemetry off) compare the latest released spec of the current
major number with the committed spec and must find nothing: a removed operation,
parameter, response property or enum value, a new required request field, a narrowed
type... Additions (operations, optional request fields, response properties, the ``kind``
query parameter) are not breaking. When the check fails, fix the spec (the API), not the
check; a deliberate break is a new major version with its own released spec. A negative
control makes sure the tool does flag a real break.

The earlier released specs of the major number are covered through the chain of releases
(issue 37: one Optic run of ~20 CPU s instead of one per release): a spec is released by
copying the committed spec, which this check had just found clean against the latest
release before it, so each release keeps its predecessor's clients working
(0.1.0 -> 0.2.0: Optic 1.0.9, 19/19 checks passed, 2026-12-06), and what keeps the latest
release's clients working keeps theirs (Optic's rules compare operation by operation,
parameter by parameter and property by property: a removal or narrowing against an older
release is one against every later release that still has the thing, and a later release
without it would have failed its own check). A released file is never edited: its
sha256 is pinned below, so the chain stays what was checked.

One Optic run serves both the check and its negative control (issue 37: a run costs ~2.4
CPU s of Node start-up before any comparing, measured 2026-12-06; the comparison itself is
Optic's rules over the response bodies' properties, no npx and no network). Optic runs
through ``optic_memo.cjs``: the pinned CLI with two pure string functions of its JSON-pointer
helpers memoized, which it called millions of times over the same pointers, and each
operation's and response's view built once instead of once per rule (the same rules, the
same report byte for byte, passing or failing; 26.5 -> 8.3 CPU s, 2026-12-06):
both sides get a probe operation of their own (:data:`PROBE_PATH`, whose response schema
is the committed ``GameCreated``, inlined), which the head breaks by removing
``seed_sha256``. The check reads the failures under every other operation (none allowed);
the control reads the probe's (the removal must be flagged, in this very run)."""

from __future__ import annotations

import copy
import hashlib
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from support import node_env

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "openapi" / "openapi.json"
OPTIC = ROOT / "node_modules" / ".bin" / "optic"
OPTIC_MEMO = Path(__file__).with_name("optic_memo.cjs")   # runs OPTIC's CLI, pointer helpers memoized
def _semver(text: str) -> tuple[int, int, int]:
    major, minor, patch = (int(x) for x in text.split("."))
    return major, minor, patch


ALL_RELEASED = sorted((ROOT / "openapi" / "released").glob("openapi-*.json"),
                      key=lambda p: _semver(p.stem.removeprefix("openapi-")))
CURRENT = _semver(json.loads(SPEC.read_text())["info"]["version"])
# a client of a released version keeps working with every later version of the same major
# number; a new major number may break (its own released spec is the next baseline)
RELEASED = [p for p in ALL_RELEASED if _semver(p.stem.removeprefix("openapi-"))[0] == CURRENT[0]]
# the sha256 of each released spec as it was released (and checked against its predecessor):
# releasing a version adds its line here
RELEASED_SHA256 = {
    "openapi-0.1.0.json": "d24e08210ee634522238ab6b042c6697d38c124c83d9a6dbc2448ab95ad53e79",
    "openapi-0.2.0.json": "0c0028abba8aafa0059f0c01e6eca1783e002cb25b8678ea2f644e7b8bab84e6",
}
PROBE_PATH = "/__negative_control__/games"   # in neither spec (asserted)
ENV = node_env(dict(os.environ, OPTIC_TELEMETRY_LEVEL="off", NO_COLOR="1", FORCE_COLOR="0"))


def optic_diff(base: Path, head: Path) -> tuple[int, str]:
    """(exit code, output) of ``optic diff base head --check`` (1: a check failed), run by
    ``optic_memo.cjs`` (module doc). ~8 CPU s; at a load of 25 (2026-12-05) a run of the
    unmemoized CLI passed 240 s, so the bound (a hang's only) is 540 s."""
    assert OPTIC.exists(), "the pinned @useoptic/optic is not installed: run `make install` (npm ci)"
    node = shutil.which("node")
    assert node, "node is not on PATH"
    p = subprocess.run([node, str(OPTIC_MEMO), "diff", str(base), str(head), "--check"], capture_output=True,
                       text=True, cwd=ROOT, env=ENV, timeout=540)
    return p.returncode, p.stdout + p.stderr


def _inlined(schema, doc: dict, seen: tuple[str, ...] = ()):
    """``schema`` with every ``$ref`` replaced by its target in ``doc`` (no cycle expected)."""
    if isinstance(schema, dict):
        ref = schema.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/components/schemas/"):
            name = ref.rsplit("/", 1)[1]
            assert name not in seen, f"a cycle through {name}"
            return _inlined(doc["components"]["schemas"][name], doc, (*seen, name))
        return {k: _inlined(v, doc, seen) for k, v in schema.items()}
    if isinstance(schema, list):
        return [_inlined(v, doc, seen) for v in schema]
    return schema


def with_probe(doc: dict, committed: dict, *, broken: bool) -> dict:
    """``doc`` plus the probe operation: ``POST PROBE_PATH`` answering 201 with the
    committed spec's ``GameCreated`` (self-contained), without ``seed_sha256`` if ``broken``."""
    doc = copy.deepcopy(doc)
    schema = _inlined(committed["components"]["schemas"]["GameCreated"], committed)
    assert "seed_sha256" in schema["properties"] and "seed_sha256" in schema["required"], schema
    if broken:
        del schema["properties"]["seed_sha256"]
        schema["required"].remove("seed_sha256")
    assert PROBE_PATH not in doc["paths"]
    doc["paths"][PROBE_PATH] = {"post": {
        "operationId": "negativeControlCreateGame", "summary": "Negative control of the breaking-change check",
        "responses": {"201": {"description": "GameCreated", "content": {"application/json": {"schema": schema}}}}}}
    return doc


@pytest.fixture(scope="module")
def optic_run(tmp_path_factory) -> dict:
    """The one Optic run: the latest released spec of the major number and the committed
    spec, each with the probe (broken on the head's side). ``{"released": name, "code":
    exit code, "out": report, "failures": {operation: [failed checks]}, "counted": the
    report's failed-check count}``."""
    assert RELEASED, "no released spec of this major number (a new major version starts its own baseline)"
    released = RELEASED[-1]
    committed = json.loads(SPEC.read_text())
    d = tmp_path_factory.mktemp("optic")
    base, head = d / released.name, d / SPEC.name
    base.write_text(json.dumps(with_probe(json.loads(released.read_text()), committed, broken=False)))
    head.write_text(json.dumps(with_probe(committed, committed, broken=True)))
    code, out = optic_diff(base, head)
    failures: dict[str, list[str]] = {}
    operation = ""
    lines = out.splitlines()
    for i, line in enumerate(lines):
        m = re.match(r"^(?:x|✔) (GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) (\S+):", line)
        if m:
            operation = f"{m.group(1)} {m.group(2)}"
        elif line.strip().startswith("x ["):
            failures.setdefault(operation, []).append(f"{lines[i - 1].strip()} -> {line.strip()}")
    checks = re.search(r"Checks: (\d+)/(\d+) passed", out)
    counted = int(checks.group(2)) - int(checks.group(1)) if checks else None
    return {"released": released.name, "code": code, "out": out, "failures": failures, "counted": counted}


def test_the_tool_is_pinned_exactly():
    pinned = json.loads((ROOT / "package.json").read_text())["devDependencies"]["@useoptic/optic"]
    assert pinned[0].isdigit(), f"pin @useoptic/optic to one version (npm install --save-exact), not {pinned!r}"
    installed = json.loads((ROOT / "node_modules" / "@useoptic" / "optic" / "package.json").read_text())["version"]
    assert installed == pinned, f"node_modules has @useoptic/optic {installed}, package.json pins {pinned}: npm ci"


@pytest.mark.timeout(600)
def test_no_breaking_change_against_the_latest_released_spec(optic_run):
    """The committed spec against the latest released spec of its major number (the
    earlier ones through the chain of releases: module doc)."""
    probe = f"POST {PROBE_PATH}"
    found = [f for op, fs in optic_run["failures"].items() if op != probe for f in fs]
    assert not found, (f"breaking changes against {optic_run['released']} (exit {optic_run['code']}):\n"
                       + "\n".join(found) + "\n\n" + optic_run["out"][-6000:])
    # the report ran to its end (exit 1: the probe's failure, read by the negative control),
    # and every failed check it counts is one read here
    assert optic_run["code"] == 1 and "Checks:" in optic_run["out"], optic_run["out"][-3000:]
    assert optic_run["counted"] == sum(map(len, optic_run["failures"].values())), optic_run["out"][-3000:]


def test_released_specs_are_the_checked_chain():
    """Every released spec is pinned (its sha256 as released and checked against the one
    before it): an edited or unlisted release would break the chain the check relies on."""
    got = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in ALL_RELEASED}
    assert got == RELEASED_SHA256, ("a released spec was edited, or released without its sha256 pinned in "
                                    f"RELEASED_SHA256 (release only a spec this check passed): {got}")


def test_there_is_a_released_baseline():
    assert [p.name for p in ALL_RELEASED][:1] == ["openapi-0.1.0.json"]
    assert json.loads(ALL_RELEASED[0].read_text())["info"]["version"] == "0.1.0"
    for p in ALL_RELEASED:
        assert json.loads(p.read_text())["info"]["version"] == p.stem.removeprefix("openapi-"), p.name


def test_the_version_moves_with_the_spec():
    """``info.version`` is semver, never below a released one, and a spec that differs from
    the last released one has a later version (the changelog tells what changed); a new
    major number is the only way past the check above."""
    last = ALL_RELEASED[-1]
    released = _semver(last.stem.removeprefix("openapi-"))
    assert CURRENT >= released, (CURRENT, last.name)
    if json.loads(last.read_text()) != json.loads(SPEC.read_text()):
        assert CURRENT > released, f"the spec changed since {last.name}: raise info.version (and the changelog)"
    assert RELEASED or CURRENT[0] > max(_semver(p.stem.removeprefix("openapi-"))[0] for p in ALL_RELEASED)
    changelog = (ROOT / "docs" / "api" / "changelog.md").read_text(encoding="utf-8")
    assert f"## {'.'.join(map(str, CURRENT))}" in changelog, "docs/api/changelog.md has no entry for this version"


@pytest.mark.timeout(600)
def test_the_check_flags_a_real_break(optic_run):
    """Negative control: in the same run, the probe's response without ``seed_sha256`` (a
    response property clients read; ``GameCreated`` as committed) fails the check, naming it."""
    flagged = optic_run["failures"].get(f"POST {PROBE_PATH}", [])
    assert any("seed_sha256" in f and "prevent removing response property" in f for f in flagged), \
        optic_run["out"][-3000:]
