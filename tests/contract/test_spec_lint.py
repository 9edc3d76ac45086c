"""The committed spec under the pinned linters: Redocly CLI (recommended rules,
``redocly.yaml``), Spectral (``spectral:oas``, ``.spectral.yaml``) and
openapi-spec-validator (OpenAPI 3.1).

Both linters must report 0 errors and 0 warnings (every operation described and
tagged, ``security`` declared on each, info license and contact).

Spectral runs through ``spectral_memo.cjs``: the pinned CLI with ajv's ``compile`` memoized
by the schema's content (issue 37: it compiled 1,397 validators for 184 distinct schemas,
the examples' checks; the same report byte for byte, with 55 findings over a broken copy of
the spec or none over the committed one; 7.3 -> 4.8 CPU s, 2026-12-06). The same run lints a
probe document too (the negative control, :data:`PROBE`): two operations whose examples
break their schemas of the same content, so the second is checked by a validator the memo
hands back; both must be flagged."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from support import node_env

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "openapi" / "openapi.json"
BIN = ROOT / "node_modules" / ".bin"
QUIET = node_env(dict(os.environ, REDOCLY_TELEMETRY="off", REDOCLY_SUPPRESS_UPDATE_NOTICE="true", NO_COLOR="1"))


def redocly_findings() -> list[str]:
    """``rule severity pointer`` of every Redocly error and warning."""
    p = subprocess.run([str(BIN / "redocly"), "lint", str(SPEC), "--config", str(ROOT / "redocly.yaml"),
                        "--format=json"],
                       capture_output=True, text=True, cwd=ROOT, env=QUIET, timeout=120)
    report = json.loads(p.stdout)
    assert report["version"] == json.loads((ROOT / "package.json").read_text())["devDependencies"]["@redocly/cli"]
    return sorted(f"{f['ruleId']} {f['severity']} {f['location'][0]['pointer']}" for f in report["problems"]
                  if f["severity"] in ("error", "warn"))


SPECTRAL_MEMO = Path(__file__).with_name("spectral_memo.cjs")   # runs Spectral's CLI, ajv's compile memoized


def _probe_operation(operation_id: str) -> dict:
    """An operation whose one example breaks its schema (``n`` is no integer); each call
    builds a new schema object of the same content."""
    schema = {"type": "object", "properties": {"n": {"type": "integer", "minimum": 1}}, "required": ["n"],
              "additionalProperties": False}
    return {"get": {"tags": ["probe"], "summary": "Probe", "description": "A probe of the linter.",
                    "operationId": operation_id, "security": [],
                    "responses": {"200": {"description": "OK", "content": {"application/json": {
                        "schema": schema, "examples": {"broken": {"summary": "A broken example",
                                                                  "value": {"n": "one"}}}}}}}}}


# the negative control: valid for spectral:oas but for its two broken examples
PROBE = {"openapi": "3.1.0",
         "info": {"title": "probe", "version": "1.0.0", "description": "Negative control of the lint.",
                  "contact": {"name": "battle1821", "url": "https://example.org"},
                  "license": {"name": "MIT", "identifier": "MIT"}},
         "servers": [{"url": "/"}], "tags": [{"name": "probe", "description": "Probe."}],
         "paths": {"/a": _probe_operation("probeA"), "/b": _probe_operation("probeB")}}
PROBE_FLAGGED = [f"oas3-valid-media-example error /paths/{p}/get/responses/200/content/application/json/examples/"
                 "broken/value/n" for p in ("/a", "/b")]


def spectral_findings(probe: Path) -> dict[str, list[str]]:
    """``rule severity path`` of every Spectral error (0) and warning (1), by linted file
    (the committed spec and ``probe``, in one run)."""
    node = shutil.which("node")
    assert node, "node is not on PATH"
    p = subprocess.run([node, str(SPECTRAL_MEMO), "lint", str(SPEC), str(probe), "--ruleset",
                        str(ROOT / ".spectral.yaml"), "--format", "json", "--quiet"], capture_output=True, text=True,
                       cwd=ROOT, env=QUIET, timeout=120)
    assert p.returncode in (0, 1), p.stderr[-2000:]
    names = {0: "error", 1: "warn"}
    found: dict[str, list[str]] = {str(SPEC): [], str(probe): []}
    for f in json.loads(p.stdout or "[]"):
        if f["severity"] in names:
            found.setdefault(f["source"], []).append(f"{f['code']} {names[f['severity']]} /{'/'.join(map(str, f['path']))}")
    return {k: sorted(v) for k, v in found.items()}


@pytest.fixture(scope="module")
def spectral_run(tmp_path_factory) -> tuple[dict[str, list[str]], Path]:
    probe = tmp_path_factory.mktemp("spectral") / "probe.json"
    probe.write_text(json.dumps(PROBE, indent=1), encoding="utf-8")
    return spectral_findings(probe), probe


@pytest.mark.timeout(150)
def test_redocly_recommended_finds_nothing():
    found = redocly_findings()
    assert found == [], "Redocly (recommended):\n" + "\n".join(found)


@pytest.mark.timeout(150)
def test_spectral_oas_finds_nothing(spectral_run):
    found, probe = spectral_run
    assert set(found) == {str(SPEC), str(probe)}, sorted(found)   # no finding in another file
    assert found[str(SPEC)] == [], "Spectral (spectral:oas):\n" + "\n".join(found[str(SPEC)])


@pytest.mark.timeout(150)
def test_spectral_flags_the_probes_broken_examples(spectral_run):
    """Negative control, in the same run: both broken examples of the probe are flagged,
    and nothing else of it (the second by a validator compiled for the first's schema)."""
    found, probe = spectral_run
    assert found[str(probe)] == PROBE_FLAGGED, found[str(probe)]


def test_spec_validates_as_openapi_3_1():
    from openapi_spec_validator import OpenAPIV31SpecValidator, validate

    doc = json.loads(SPEC.read_text())
    assert doc["openapi"].startswith("3.1.")
    validate(doc, cls=OpenAPIV31SpecValidator)


def test_linter_configs_are_the_documented_ones():
    import yaml

    assert yaml.safe_load((ROOT / ".spectral.yaml").read_text()) == {"extends": ["spectral:oas"]}
    red = yaml.safe_load((ROOT / "redocly.yaml").read_text())
    assert red["extends"] == ["recommended"] and "rules" not in red, "no rule switched off"
