"""``make mutation``: mutation testing of the rules engine (kinds/gamekinds/battle1821) with mutmut 3.

mutmut (configured in pyproject.toml ``[tool.mutmut]``) copies the engine into
``mutants/``, makes every mutant it knows (about 5 000), and runs each one against the
tests of ``tests/engine`` that call the mutated function; its results stay in
``mutants/`` and are thrown away only for functions whose code changed; this script
keeps cached kills and runs every other sampled mutant again (tests may have changed).

A full run takes hours on two cores, so this runs a seeded sample:

- ``MUTATION_SAMPLE`` (default 300): how many mutants; ``0`` means all of them.
- ``MUTATION_SEED`` (default ``1821``): the sample is ``random.Random(seed).sample`` of
  the sorted mutant names, so the same seed and code give the same mutants.
- ``MUTATION_FILES``: comma-separated engine files (``kinds/gamekinds/battle1821/battle.py``) to
  sample from; ``changed`` means the engine files changed against ``MUTATION_BASE``
  (default ``main``) — the run to do before a change lands.
- ``MUTATION_MIN`` (default 95): the exit status is 1 when fewer than this percentage
  of the sampled non-equivalent mutants are killed.
- ``MUTATION_BUDGET_S`` (default 0: none): start no more mutants after this many
  seconds. Mutants that ran before and survived run first, always (the check of new tests), then
  those never run; the score counts the sampled mutants that have a result and the line
  says how many of the sample have none yet (a later run with the same seed goes on).

Mutants already judged equivalent (no test can tell them from the real code) are listed
with their reason in ``tests/engine/mutation_equivalents.toml``; they are left out of
the score. Killed counts timeouts (a mutant that hangs the suite is caught by it).
Prints ``killed / sampled / equivalent / survived`` and the survivors' names
(``mutmut show NAME`` prints a mutant's diff).
"""

from __future__ import annotations

import fnmatch
import glob
import json
import os
import random
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MUTMUT = [sys.executable, "-m", "mutmut"]
EQUIVALENTS = Path(__file__).with_name("mutation_equivalents.toml")
KILLED = {1, 3, 24, -24, 36, 152, 255}   # mutmut's exit codes for killed and timed out
PROBE = "gamekinds.battle1821.state.x_region_strength__mutmut_1"   # one quick mutant: mutmut needs a name


def _metas() -> dict[str, int | None]:
    """Every mutant mutmut generated -> its last exit code (None: not run yet)."""
    out: dict[str, int | None] = {}
    for f in glob.glob(str(ROOT / "mutants/kinds/gamekinds/battle1821/**/*.py.meta"), recursive=True):
        out.update(json.loads(Path(f).read_text())["exit_code_by_key"])
    return out


def _module_pattern(path: str) -> str:
    return path.removesuffix(".py").replace("/", ".") + ".*"


def _files() -> list[str] | None:
    spec = os.environ.get("MUTATION_FILES", "").strip()
    if not spec:
        return None
    if spec == "changed":
        base = os.environ.get("MUTATION_BASE", "main")
        diff = subprocess.run(["git", "diff", "--name-only", base, "--", "kinds/gamekinds/battle1821"],
                              cwd=ROOT, capture_output=True, text=True, check=True).stdout
        return [p for p in diff.split() if p.endswith(".py")]
    return [p.strip() for p in spec.split(",") if p.strip()]


def _equivalents() -> dict[str, str]:
    data = tomllib.loads(EQUIVALENTS.read_text()) if EQUIVALENTS.exists() else {}
    return {name: entry["reason"] for name, entry in data.get("mutant", {}).items()}


def main() -> int:
    n = int(os.environ.get("MUTATION_SAMPLE", "300"))
    seed = os.environ.get("MUTATION_SEED", "1821")
    minimum = float(os.environ.get("MUTATION_MIN", "95"))
    t0 = time.monotonic()
    # generate the mutants and the test-to-function map (runs one probe mutant)
    subprocess.run(MUTMUT + ["run", PROBE], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    names = sorted(_metas())
    files = _files()
    if files is not None:
        pats = [_module_pattern(f) for f in files]
        names = [m for m in names if any(fnmatch.fnmatch(m, p) for p in pats)]
    if not names:
        print("mutation: no mutant to run")
        return 0
    sample = names if n <= 0 or n >= len(names) else sorted(random.Random(seed).sample(names, n))
    budget = float(os.environ.get("MUTATION_BUDGET_S", "0"))
    cached = _metas()
    eq = _equivalents()
    # cached kills stand; so do survivals of mutants judged equivalent (a code change
    # resets a function's results, and its mutants run again)
    todo = [m for m in sample if cached.get(m) not in KILLED and not (m in eq and cached.get(m) is not None)]
    again = [m for m in todo if cached.get(m) is not None]      # past survivors: run first
    fresh = [m for m in todo if cached.get(m) is None]
    step = 6 if budget else 200   # a bounded command line; small steps under a budget
    chunks = ([again] if again else []) + [fresh[i:i + step] for i in range(0, len(fresh), step)]
    for n, part in enumerate(chunks):
        if budget and time.monotonic() - t0 > budget and not (n == 0 and again):
            break   # the re-check of past survivors always runs
        subprocess.run(MUTMUT + ["run", *part], cwd=ROOT, check=False, stdout=subprocess.DEVNULL)
    codes = _metas()
    ran = [m for m in sample if codes.get(m) is not None]
    killed = [m for m in ran if codes.get(m) in KILLED]
    equivalent = [m for m in ran if m in eq and m not in killed]
    survived = [m for m in ran if m not in killed and m not in equivalent]
    scored = len(ran) - len(equivalent)
    score = 100.0 * len(killed) / scored if scored else 100.0
    stale = sorted(set(eq) - set(codes))
    pending = f" ({len(sample) - len(ran)} of the sample not run yet)" if len(ran) < len(sample) else ""
    print(f"mutation: {len(killed)} killed / {len(ran)} run of {len(sample)} sampled of {len(names)}{pending} "
          f"(seed {seed}) / {len(equivalent)} equivalent / {len(survived)} survived: "
          f"{score:.1f} % of non-equivalent mutants killed in {time.monotonic() - t0:.0f} s")
    for m in survived:
        print(f"  survived ({codes.get(m)}): {m}")
    for m in stale:
        print(f"  listed as equivalent but no longer generated: {m}")
    return 0 if score >= minimum else 1


if __name__ == "__main__":
    sys.exit(main())
