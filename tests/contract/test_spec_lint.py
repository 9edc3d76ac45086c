"""The committed spec under the pinned linters: Redocly CLI (recommended rules,
``redocly.yaml``), Spectral (``spectral:oas``, ``.spectral.yaml``) and
openapi-spec-validator (OpenAPI 3.1).

Both linters must report 0 errors and 0 warnings (every operation described and
tagged, ``security`` declared on each, info license and contact)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "openapi" / "openapi.json"
BIN = ROOT / "node_modules" / ".bin"
QUIET = dict(os.environ, REDOCLY_TELEMETRY="off", REDOCLY_SUPPRESS_UPDATE_NOTICE="true", NO_COLOR="1")


def redocly_findings() -> list[str]:
    """``rule severity pointer`` of every Redocly error and warning."""
    p = subprocess.run([str(BIN / "redocly"), "lint", str(SPEC), "--config", str(ROOT / "redocly.yaml"),
                        "--format=json"],
                       capture_output=True, text=True, cwd=ROOT, env=QUIET, timeout=120)
    report = json.loads(p.stdout)
    assert report["version"] == json.loads((ROOT / "package.json").read_text())["devDependencies"]["@redocly/cli"]
    return sorted(f"{f['ruleId']} {f['severity']} {f['location'][0]['pointer']}" for f in report["problems"]
                  if f["severity"] in ("error", "warn"))


def spectral_findings() -> list[str]:
    """``rule severity path`` of every Spectral error (0) and warning (1)."""
    p = subprocess.run([str(BIN / "spectral"), "lint", str(SPEC), "--ruleset", str(ROOT / ".spectral.yaml"),
                        "--format", "json", "--quiet"], capture_output=True, text=True, cwd=ROOT, env=QUIET,
                       timeout=120)
    assert p.returncode in (0, 1), p.stderr[-2000:]
    names = {0: "error", 1: "warn"}
    return sorted(f"{f['code']} {names[f['severity']]} /{'/'.join(map(str, f['path']))}"
                  for f in json.loads(p.stdout or "[]") if f["severity"] in names)


@pytest.mark.timeout(150)
def test_redocly_recommended_finds_nothing():
    found = redocly_findings()
    assert found == [], "Redocly (recommended):\n" + "\n".join(found)


@pytest.mark.timeout(150)
def test_spectral_oas_finds_nothing():
    found = spectral_findings()
    assert found == [], "Spectral (spectral:oas):\n" + "\n".join(found)


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
