"""``make openapi`` writes the same bytes every run: two export processes with different
``PYTHONHASHSEED`` (set and frozenset order follows string hashing) write byte-identical
files, equal to the committed ``openapi/openapi.json``.

Two fixed seeds, not three (issue 37: each export is ~3.3 CPU s of the app's start): a third
seed's export is made in every run by tests/contract/test_kind_spec.py, under a new
random seed (``PYTHONHASHSEED=random``), and must give the committed spec in the
same order (keys and lists, :func:`test_kind_spec.test_without_the_tiny_branches_the_spec_is_the_committed_one`)
once the tiny kind's branches are taken out; so an order that follows string hashing meets
seeds 1 and 2 here, the committed spec's seed, and a new seed each run there."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.timeout(300)
def test_export_is_byte_identical_across_hash_seeds(tmp_path):
    """The two exports run side by side (each ~3.3 CPU s): one after the other they met
    the 120 s bound of a loaded run (2026-12-05, load 25); the bound only catches a hang."""
    runs = []
    for seed in ("1", "2"):
        out = tmp_path / f"openapi-{seed}.json"
        env = dict(os.environ, PYTHONHASHSEED=seed)
        runs.append((out, subprocess.Popen([sys.executable, "-m", "server.cli", "openapi", "--output", str(out)],
                                           cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                           text=True)))
    outputs = []
    for out, p in runs:
        try:
            _, err = p.communicate(timeout=280)
        finally:
            if p.poll() is None:
                p.kill()
                p.wait()
        assert p.returncode == 0, err[-2000:]
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1], "the export depends on PYTHONHASHSEED"
    assert outputs[0] == (ROOT / "openapi" / "openapi.json").read_bytes(), \
        "openapi/openapi.json is stale: run `make openapi` and commit it"
