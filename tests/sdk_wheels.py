"""The session's one build of the SDK's and the game kinds' wheels (issue 37: three tests built
the SDK's wheel each, ~3.4 CPU s a build, most of it pip's isolated build environment;
one ``pip wheel --no-deps ./sdk ./kinds`` costs ~6 CPU s for both):

- tests/sdk/test_sdk_packaging.py reads the SDK's wheel and whether the build wrote into
  ``sdk/`` (the build runs between the two snapshots of ``sdk/``);
- tests/sdk/test_local_engine.py reads both wheels and installs them;
- tests/sdk_mypy.py installs the SDK's wheel with ``pip install --no-deps --target`` (what
  ``pip install ./sdk`` installs: pip builds this same wheel, then installs it).

Under pytest-xdist the build is made once per session: the first worker to ask builds under
a file lock in the session's shared temporary folder, the others read its result."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from support import once_per_session

ROOT = Path(__file__).resolve().parents[1]
SDK = ROOT / "sdk"
KINDS = ROOT / "kinds"
# written by other tests of the session, maybe meanwhile (tests/sdk_tsc.py: git-ignored)
NOT_SNAPSHOTTED = (SDK / "ts" / "build-test",)


def sdk_files() -> set[str]:
    """The files under ``sdk/`` (no ``__pycache__``, nor the tests' own build folder)."""
    return {str(p.relative_to(SDK)) for p in SDK.rglob("*")
            if "__pycache__" not in p.parts and not any(d == p or d in p.parents for d in NOT_SNAPSHOTTED)}


@dataclass(frozen=True)
class Wheels:
    sdk: Path | None        # battle1821_sdk-*.whl
    kinds: Path | None      # battle1821_kinds-*.whl
    returncode: int
    stderr: str
    wrote_into_sdk: tuple[str, ...]   # files the build added under sdk/


def _build(out: Path) -> Wheels:
    out.mkdir(parents=True, exist_ok=True)
    before = sdk_files()
    p = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", str(SDK), str(KINDS), "-w", str(out)],
                       capture_output=True, text=True, timeout=280)
    wrote = tuple(sorted(sdk_files() - before))
    sdk, kinds = sorted(out.glob("battle1821_sdk-*.whl")), sorted(out.glob("battle1821_kinds-*.whl"))
    return Wheels(sdk[0] if len(sdk) == 1 else None, kinds[0] if len(kinds) == 1 else None, p.returncode,
                  p.stderr[-3000:], wrote)


def shared_wheels(tmp_path_factory) -> Wheels:
    """The session's build (one per pytest-xdist session, one per plain pytest session)."""
    return once_per_session(tmp_path_factory, "sdk-wheels", _build, Wheels)
