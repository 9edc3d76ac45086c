"""One mypy run for the SDK's two typing claims (issue 37: they were two runs of ~3.5 CPU s
each, most of it the same dependencies analysed twice; together ~4 CPU s):

- sdk/README.md's examples (``client.py``, ``mybot.py``, ``offline.py``) pass mypy
  ``--strict`` (tests/sdk/test_sdk_readme.py);
- docs/bots.md's "Write your own bot" example (``my_bot.py``) passes mypy
  ``--check-untyped-defs`` (tests/contract/test_sdk_py_typed.py);

both against the SDK as a user installs it (``pip install --no-deps --target DIR`` of the
SDK's wheel, the session's one build, tests/sdk_wheels.py, which is what ``pip install ./sdk``
builds and installs: the packages with their ``py.typed``, read as installed libraries) and this checkout's
game kinds. Each module gets its own test's flags from a config file: ``--strict``'s flags,
taken from mypy itself (what ``--strict`` changes against the defaults), per module for
the README's examples; mypy's global-only ones (``warn_redundant_casts``) and
``implicit_reexport = False`` (read on the exporting module: the SDK's names an example
imports must be explicit exports, as under ``--strict``) for the whole run, so the bots.md
example gets at least its own flag. Each test asserts no diagnostic in its own files and
that the run checked all four.

mypy runs in its own incremental mode (issue 37: ``--no-incremental`` analysed the SDK, the
game kinds, httpx, attrs and typeshed from nothing each run, ~4.5 of the ~5.5 CPU s of the
install and the run; with the cache, a repeat costs ~1.5): its cache lives in
``build/mypy-sdk-cache`` (git-ignored), where mypy reuses a module's analysis only when
the module's source hash, its dependencies' interfaces and the options are those it was
analysed with (the SDK installed at a new temporary path each session is recognised by its
sources' hashes; a changed SDK module is analysed again: measured with a broken override in
``battle1821_bots.base``, reported in ``mybot.py`` on the next run). A fresh clone (CI)
analyses everything once.

Under pytest-xdist the run is made once per session: the first worker to ask runs it
under a file lock in the session's shared temporary folder, the others read its result."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from support import once_per_session

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "sdk" / "README.md"
BOT_FILE = "my_bot.py"   # docs/bots.md's "Write your own bot"
CACHE = ROOT / "build" / "mypy-sdk-cache"   # git-ignored; mypy's own incremental cache


def readme_examples() -> dict[str, str]:
    blocks = dict(re.findall(r"<!-- file: (\S+) -->\n```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S))
    assert {"client.py", "mybot.py", "offline.py"} <= set(blocks), sorted(blocks)
    assert BOT_FILE not in blocks, "a README example named as docs/bots.md's"
    return blocks


def strict_files() -> tuple[str, ...]:
    """The files checked under ``--strict``'s flags: every example of sdk/README.md."""
    return tuple(sorted(readme_examples()))


def bots_md_example() -> str:
    text = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8")
    section = text.split("## Write your own bot", 1)[1]
    m = re.search(r"```python\n(.*?)```", section, re.S)
    assert m, "no python code block in docs/bots.md's 'Write your own bot' section"
    return m.group(1)


def strict_flags() -> dict[str, bool]:
    """What ``--strict`` changes in mypy's options (mypy's own definition, this version)."""
    from mypy.main import process_options

    _, plain = process_options(["x.py"])
    _, strict = process_options(["--strict", "x.py"])
    base = plain.snapshot()
    return {k: v for k, v in strict.snapshot().items() if base.get(k) != v}


def config(strict_names) -> str:
    from mypy.options import PER_MODULE_OPTIONS

    flags = strict_flags()
    assert flags.get("disallow_untyped_defs") is True and flags.get("implicit_reexport") is False, flags
    per_module = {k: v for k, v in flags.items() if k in PER_MODULE_OPTIONS}
    global_ = {k: v for k, v in flags.items() if k not in PER_MODULE_OPTIONS}
    global_["implicit_reexport"] = False

    def section(name: str, opts: dict[str, bool]) -> str:
        return f"[{name}]\n" + "".join(f"{k} = {v}\n" for k, v in sorted(opts.items()))

    return (section("mypy", global_) + "\n" + section("mypy-" + ",".join(f[:-3] for f in strict_names), per_module)
            + "\n" + section("mypy-" + BOT_FILE[:-3], {"check_untyped_defs": True}))


@dataclass(frozen=True)
class MypyRun:
    site: Path        # the SDK as installed by pip (--target)
    workdir: Path     # the checked files and the config
    files: tuple[str, ...]
    returncode: int
    output: str

    def diagnostics(self, names) -> list[str]:
        """mypy's lines about the given files (errors and notes)."""
        return [line for line in self.output.splitlines() if line.split(":", 1)[0] in names]

    def checked_all(self) -> bool:
        """The run ended with its summary over all its files (not a crash or a usage error)."""
        return self.returncode in (0, 1) and bool(
            re.search(rf"(no issues found in|checked) {len(self.files)} source files", self.output))


def _run(base: Path, tmp_path_factory) -> MypyRun:
    import sdk_wheels

    site = base / "sdk-site"
    work = base / "mypy"
    work.mkdir(parents=True)
    files = (*strict_files(), BOT_FILE)
    wheels = sdk_wheels.shared_wheels(tmp_path_factory)
    if wheels.sdk is None:
        return MypyRun(site, work, files, 100 + (wheels.returncode or 1), "pip wheel ./sdk failed:\n" + wheels.stderr)
    # --no-compile: the same files without their .pyc (mypy reads sources; ~0.9 of 1.5 CPU s)
    p = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-compile", "--target",
                        str(site), str(wheels.sdk)], capture_output=True, text=True, timeout=170)
    if p.returncode != 0:
        return MypyRun(site, work, files, 100 + p.returncode, "pip install the SDK's wheel failed:\n" + p.stderr[-3000:])
    for name, code in readme_examples().items():
        (work / name).write_text(code, encoding="utf-8")
    (work / BOT_FILE).write_text(bots_md_example(), encoding="utf-8")
    (work / "mypy.ini").write_text(config(strict_files()), encoding="utf-8")
    # PYTHONPATH entries are the interpreter's search path, which mypy reads as installed
    # packages (py.typed needed, their own errors not reported)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), str(ROOT / "kinds")]))
    env.pop("MYPYPATH", None)
    p = subprocess.run([sys.executable, "-m", "mypy", "--config-file", "mypy.ini", "--cache-dir", str(CACHE),
                        "--python-executable", sys.executable, *files],
                       capture_output=True, text=True, cwd=work, env=env, timeout=400)
    return MypyRun(site, work, files, p.returncode, p.stdout + p.stderr)


def shared_run(tmp_path_factory) -> MypyRun:
    """The session's run (one per pytest-xdist session, one per plain pytest session)."""
    return once_per_session(tmp_path_factory, "sdk-mypy", lambda base: _run(base, tmp_path_factory), MypyRun)
