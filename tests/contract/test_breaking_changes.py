"""Every client written against a released spec keeps working (issue #29: "every client
written against today's spec keeps working unchanged").

``openapi/released/openapi-<version>.json`` holds each released spec as it was released
(``0.1.0``: the spec of commit ae44be6, before game kinds). Optic's breaking-change checks
(npm ``@useoptic/optic``, pinned in package.json and the lockfile, so ``make install``
installs it; no network, telemetry off) compare each with the committed spec and must find
nothing: a removed operation, parameter, response property or enum value, a new required
request field, a narrowed type... Additions (operations, optional request fields, response
properties, the ``kind`` query parameter) are not breaking. When the check fails, fix the
spec (the API), not the check; a deliberate break is a new major version with its own
released spec. A negative control makes sure the tool does flag a real break."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "openapi" / "openapi.json"
OPTIC = ROOT / "node_modules" / ".bin" / "optic"
def _semver(text: str) -> tuple[int, int, int]:
    major, minor, patch = (int(x) for x in text.split("."))
    return major, minor, patch


ALL_RELEASED = sorted((ROOT / "openapi" / "released").glob("openapi-*.json"),
                      key=lambda p: _semver(p.stem.removeprefix("openapi-")))
CURRENT = _semver(json.loads(SPEC.read_text())["info"]["version"])
# a client of a released version keeps working with every later version of the same major
# number; a new major number may break (its own released spec is the next baseline)
RELEASED = [p for p in ALL_RELEASED if _semver(p.stem.removeprefix("openapi-"))[0] == CURRENT[0]]
ENV = dict(os.environ, OPTIC_TELEMETRY_LEVEL="off", NO_COLOR="1", FORCE_COLOR="0")


def optic_diff(base: Path, head: Path) -> tuple[int, str]:
    """(exit code, output) of ``optic diff base head --check`` (1: a check failed)."""
    assert OPTIC.exists(), "the pinned @useoptic/optic is not installed: run `make install` (npm ci)"
    p = subprocess.run([str(OPTIC), "diff", str(base), str(head), "--check"], capture_output=True, text=True,
                       cwd=ROOT, env=ENV, timeout=240)
    return p.returncode, p.stdout + p.stderr


def breaking(out: str) -> list[str]:
    """The failed checks of an Optic report, each with the change it is about."""
    lines = out.splitlines()
    return [f"{lines[i - 1].strip()} -> {line.strip()}" for i, line in enumerate(lines)
            if line.strip().startswith("x [")]


def test_the_tool_is_pinned_exactly():
    pinned = json.loads((ROOT / "package.json").read_text())["devDependencies"]["@useoptic/optic"]
    assert pinned[0].isdigit(), f"pin @useoptic/optic to one version (npm install --save-exact), not {pinned!r}"
    installed = json.loads((ROOT / "node_modules" / "@useoptic" / "optic" / "package.json").read_text())["version"]
    assert installed == pinned, f"node_modules has @useoptic/optic {installed}, package.json pins {pinned}: npm ci"


@pytest.mark.timeout(300)
@pytest.mark.parametrize("released", RELEASED, ids=[p.stem for p in RELEASED])
def test_no_breaking_change_against_a_released_spec(released):
    code, out = optic_diff(released, SPEC)
    found = breaking(out)
    assert code == 0 and not found, (f"breaking changes against {released.name} (exit {code}):\n" + "\n".join(found)
                                     + "\n\n" + out[-6000:])
    # the report ran: its checks passed, or it found no operation changed at all (the same spec)
    assert ("Checks:" in out and "passed" in out) or "No operations changed" in out, out[-3000:]


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


@pytest.mark.timeout(300)
def test_the_check_flags_a_real_break(tmp_path):
    """Negative control: the committed spec without ``GameCreated.seed_sha256`` (a
    response property clients read) must fail the check, naming it."""
    doc = json.loads(SPEC.read_text())
    created = doc["components"]["schemas"]["GameCreated"]
    del created["properties"]["seed_sha256"]
    created["required"].remove("seed_sha256")
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(doc))
    code, out = optic_diff(ALL_RELEASED[0], broken)
    assert code != 0 and any("seed_sha256" in f for f in breaking(out)), out[-3000:]
