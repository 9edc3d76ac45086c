"""``make mutation``: mutation testing of the rules engines (the game kinds under kinds/gamekinds) with mutmut 3.

``MUTATION_KIND`` chooses the kind: ``battle1821`` (1821's engine, killed by ``tests/engine``),
``ottomans`` (the Ottomans engine, killed by ``tests/kinds/ottomans`` without its live HTTP
test), or ``all`` (the default: both, one after the other; the exit status is 1 when either
is below its minimum). Each kind's mutmut config is ``[tool.mutation.<kind>]`` in
pyproject.toml, mutmut's keys with the repository's paths. mutmut reads one
``[tool.mutmut]`` and names a mutant by its file's path (``kinds/gamekinds/...`` would give
``kinds.gamekinds...``, a module nothing imports), so each kind runs in a work folder of its
own, ``.mutation/<kind>/`` (git-ignored): ``src`` and ``tests`` link to ``kinds/`` and
``tests/``, and its pyproject.toml holds the kind's table as ``[tool.mutmut]`` (the paths under
``src/``) beside the repository's ``[tool.pytest.ini_options]``; mutmut's ``src`` convention
then puts ``mutants/src`` first on the path, and the mutants import as ``gamekinds.<kind>``.

mutmut copies the engine into ``.mutation/<kind>/mutants/``, makes every mutant it knows,
and runs each one against the selected tests that call the mutated function (fastest
first, stopping at the first failure); its results stay there and are thrown away only
for functions whose code changed; this script keeps cached kills and runs every other
sampled mutant again (tests may have changed). ``cd .mutation/<kind> && mutmut show NAME``
prints a mutant's diff.

A full run takes hours on two cores, so this runs a seeded sample per kind:

- ``MUTATION_SAMPLE`` (default 300): how many mutants; ``0`` means all of them.
- ``MUTATION_SEED`` (default ``1821``): the sample is ``random.Random(seed).sample`` of
  the sorted mutant names, so the same seed and code give the same mutants.
- ``MUTATION_FILES``: comma-separated engine files (``kinds/gamekinds/battle1821/battle.py``) to
  sample from (a kind samples from its own); ``changed`` means the engine files changed
  against ``MUTATION_BASE`` (default ``main``) — the run to do before a change lands.
- ``MUTATION_MIN``: the exit status is 1 when fewer than this percentage of the sampled
  non-equivalent mutants are killed; by default each kind's own (``KINDS``: 95 for 1821, 90
  for the Ottomans, issue 31).
- ``MUTATION_BUDGET_S`` (default 0: none): start no more mutants of a kind after this many
  seconds. Mutants that ran before and survived run first, always (the check of new tests), then
  those never run; the score counts the sampled mutants that have a result and the line
  says how many of the sample have none yet (a later run with the same seed goes on).

Mutants already judged equivalent (no test can tell them from the real code) are listed
with their reason in each kind's equivalents file (``tests/engine/mutation_equivalents.toml``,
``tests/kinds/ottomans/mutation_equivalents.toml``); they are left out of the score. Killed
counts timeouts (a mutant that hangs the suite is caught by it). Prints ``killed / sampled /
equivalent / survived`` per kind and the survivors' names.
"""

from __future__ import annotations

import fnmatch
import glob
import json
import os
import random
import re
import subprocess
import sys
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MUTMUT = [sys.executable, "-m", "mutmut"]
KILLED = {1, 3, 24, -24, 36, 152, 255}   # mutmut's exit codes for killed and timed out


@dataclass(frozen=True)
class Kind:
    """A game kind's mutation run: its engine's package, equivalents file, default minimum
    score (percent) and a quick mutant (``mutmut run`` needs a name to make the mutants)."""

    name: str
    equivalents: Path
    minimum: float
    probe: str

    @property
    def work(self) -> Path:
        """The kind's mutmut work folder (``src`` and ``tests`` linked, its own mutants/)."""
        return ROOT / ".mutation" / self.name


KINDS = {
    "battle1821": Kind("battle1821", ROOT / "tests/engine/mutation_equivalents.toml", 95,
                       "gamekinds.battle1821.state.x_region_strength__mutmut_1"),
    "ottomans": Kind("ottomans", ROOT / "tests/kinds/ottomans/mutation_equivalents.toml", 90,
                     "gamekinds.ottomans.control.x_below__mutmut_1"),
}


def _src(path: str) -> str:
    """A repository path as the work folder sees it (kinds/... -> src/...); options unchanged."""
    return "src/" + path.removeprefix("kinds/") if path.startswith("kinds/") else path


def _prepare(kind: Kind) -> None:
    """Make the kind's work folder: the links and its pyproject.toml (rewritten when the
    repository's changed, so a change of config or pytest options reaches mutmut)."""
    kind.work.mkdir(parents=True, exist_ok=True)
    for link, target in (("src", ROOT / "kinds"), ("tests", ROOT / "tests")):
        lp = kind.work / link
        if not lp.is_symlink():
            lp.symlink_to(target, target_is_directory=True)
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    conf = tomllib.loads(text)["tool"]["mutation"][kind.name]
    lines = ["# Made by tests/engine/mutation.py from the repository's pyproject.toml: do not edit.",
             "[tool.mutmut]"]
    for key, value in conf.items():
        if key in ("source_paths", "do_not_mutate", "also_copy"):
            value = [_src(v) for v in value]
        lines.append(f"{key} = {json.dumps(value)}")
    # the repository's pytest options, verbatim (mutmut runs pytest in mutants/ with that file)
    m = re.search(r"^\[tool\.pytest\.ini_options\]\n.*?(?=^\[)", text, re.S | re.M)
    assert m, "pyproject.toml has no [tool.pytest.ini_options]"
    made = "\n".join(lines) + "\n\n" + m.group(0)
    pp = kind.work / "pyproject.toml"
    if not pp.exists() or pp.read_text("utf-8") != made:
        pp.write_text(made, "utf-8")


def _env() -> dict[str, str]:
    """mutmut's environment: the repository on the path (server, tests.faults), never kinds/
    (mutmut puts mutants/src first; the real engine must not come before it)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT)
    env.setdefault("BATTLE1821_PROPERTY_GAMES", "10")
    return env


def _metas(kind: Kind) -> dict[str, int | None]:
    """Every mutant mutmut generated -> its last exit code (None: not run yet); a file listed
    in do_not_mutate since its mutants were made keeps its old results file: left out."""
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["mutation"][kind.name]
    skip = set(conf.get("do_not_mutate", []))
    out: dict[str, int | None] = {}
    for f in glob.glob(str(kind.work / f"mutants/src/gamekinds/{kind.name}/**/*.py.meta"), recursive=True):
        source = "kinds/" + str(Path(f).relative_to(kind.work / "mutants/src")).removesuffix(".meta")
        if any(fnmatch.fnmatch(source, pat) for pat in skip):
            continue
        out.update(json.loads(Path(f).read_text())["exit_code_by_key"])
    return out


def _module_pattern(path: str) -> str:
    return path.removeprefix("kinds/").removesuffix(".py").replace("/", ".") + ".*"


def _files(kind: Kind) -> list[str] | None:
    spec = os.environ.get("MUTATION_FILES", "").strip()
    if not spec:
        return None
    engine = f"kinds/gamekinds/{kind.name}"
    if spec == "changed":
        base = os.environ.get("MUTATION_BASE", "main")
        diff = subprocess.run(["git", "diff", "--name-only", base, "--", engine],
                              cwd=ROOT, capture_output=True, text=True, check=True).stdout
        return [p for p in diff.split() if p.endswith(".py")]
    return [p.strip() for p in spec.split(",") if p.strip().startswith(engine + "/")]


def _equivalents(kind: Kind) -> dict[str, str]:
    data = tomllib.loads(kind.equivalents.read_text()) if kind.equivalents.exists() else {}
    return {name: entry["reason"] for name, entry in data.get("mutant", {}).items()}


def _mutmut(kind: Kind, names: list[str]) -> None:
    subprocess.run(MUTMUT + ["run", *names], cwd=kind.work, env=_env(), check=False, stdout=subprocess.DEVNULL)


def run_kind(kind: Kind) -> bool:
    """One kind's sampled run; prints its line and survivors; True when at its minimum."""
    n = int(os.environ.get("MUTATION_SAMPLE", "300"))
    seed = os.environ.get("MUTATION_SEED", "1821")
    minimum = float(os.environ.get("MUTATION_MIN", kind.minimum))
    t0 = time.monotonic()
    _prepare(kind)
    # generate the mutants and the test-to-function map (runs one probe mutant)
    probe = subprocess.run(MUTMUT + ["run", kind.probe], cwd=kind.work, env=_env(), capture_output=True, text=True)
    if probe.returncode != 0:   # mutmut's own words (its spinner lines left out), then stop
        lines = [ln for ln in (probe.stdout + probe.stderr).replace("\r", "\n").splitlines()
                 if ln.strip() and not ln.lstrip().startswith(("\u280b", "\u2819", "\u2839", "\u2838", "\u283c",
                                                               "\u2834", "\u2826", "\u2827", "\u2807", "\u280f"))]
        print("\n".join(lines[-60:]))
        raise SystemExit(f"mutation {kind.name}: mutmut could not make the mutants or run the tests (above)")
    names = sorted(_metas(kind))
    files = _files(kind)
    if files is not None:
        pats = [_module_pattern(f) for f in files]
        names = [m for m in names if any(fnmatch.fnmatch(m, p) for p in pats)]
    if not names:
        print(f"mutation {kind.name}: no mutant to run")
        return True
    sample = names if n <= 0 or n >= len(names) else sorted(random.Random(seed).sample(names, n))
    budget = float(os.environ.get("MUTATION_BUDGET_S", "0"))
    cached = _metas(kind)
    eq = _equivalents(kind)
    # cached kills stand; so do survivals of mutants judged equivalent (a code change
    # resets a function's results, and its mutants run again)
    todo = [m for m in sample if cached.get(m) not in KILLED and not (m in eq and cached.get(m) is not None)]
    again = [m for m in todo if cached.get(m) is not None]      # past survivors: run first
    fresh = [m for m in todo if cached.get(m) is None]
    step = 6 if budget else 200   # a bounded command line; small steps under a budget
    chunks = ([again] if again else []) + [fresh[i:i + step] for i in range(0, len(fresh), step)]
    for i, part in enumerate(chunks):
        if budget and time.monotonic() - t0 > budget and not (i == 0 and again):
            break   # the re-check of past survivors always runs
        _mutmut(kind, part)
    codes = _metas(kind)
    ran = [m for m in sample if codes.get(m) is not None]
    killed = [m for m in ran if codes.get(m) in KILLED]
    equivalent = [m for m in ran if m in eq and m not in killed]
    survived = [m for m in ran if m not in killed and m not in equivalent]
    scored = len(ran) - len(equivalent)
    score = 100.0 * len(killed) / scored if scored else 100.0
    stale = sorted(set(eq) - set(codes))
    pending = f" ({len(sample) - len(ran)} of the sample not run yet)" if len(ran) < len(sample) else ""
    print(f"mutation {kind.name}: {len(killed)} killed / {len(ran)} run of {len(sample)} sampled of {len(names)}{pending} "
          f"(seed {seed}) / {len(equivalent)} equivalent / {len(survived)} survived: "
          f"{score:.1f} % of non-equivalent mutants killed (minimum {minimum:g} %) in {time.monotonic() - t0:.0f} s")
    for m in survived:
        print(f"  survived ({codes.get(m)}): {m}   (cd {kind.work.relative_to(ROOT)} && mutmut show {m})")
    for m in stale:
        print(f"  listed as equivalent but no longer generated: {m}")
    return score >= minimum


def main() -> int:
    which = os.environ.get("MUTATION_KIND", "all").strip() or "all"
    if which != "all" and which not in KINDS:
        print(f"mutation: MUTATION_KIND={which!r}: one of {', '.join(KINDS)} or all")
        return 2
    kinds = list(KINDS.values()) if which == "all" else [KINDS[which]]
    ok = [run_kind(k) for k in kinds]
    return 0 if all(ok) else 1


if __name__ == "__main__":
    sys.exit(main())
