"""Issue 29, item 5: the layers hold by contract. ``lint-imports`` (import-linter, pinned in
the ``test`` extra; contracts in pyproject.toml ``[tool.importlinter]``) keeps every
contract on this tree, and breaks them on a copy of the tree with an upward import, a
kind that imports the platform, a server module that imports the SDK, a worker module that
reaches into the store's internals, a use case that imports another, an import cycle
hidden in a function and an undeclared kind that imports another kind. A function-local
import of the project's own modules is allowed only where this file says why."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONTRACTS = {
    "The server's layers": "layers",
    "Game kinds are independent of each other": "kinds",
    "Game kinds import nothing of the platform nor of the SDK": "kinds-pure",
    "The server never imports the SDK": "server-no-sdk",
    "The worker reaches games through the use cases": "worker-through-use-cases",
    "The use-case modules are independent of each other": "use-cases",
    "No import cycles between sibling modules": "acyclic",
}


def lint_imports(root: Path) -> subprocess.CompletedProcess:
    """``lint-imports`` on the tree at ``root`` (its pyproject.toml; its server and kinds
    packages first on the path, before any installed copy)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join((str(root), str(root / "kinds")))}
    code = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    return subprocess.run([sys.executable, "-c", code, "--no-cache", "--no-logo"], cwd=root, env=env,
                          capture_output=True, text=True, timeout=240)


def _verdicts(out: str) -> dict[str, str]:
    """Contract name prefix -> ``KEPT`` / ``BROKEN`` from lint-imports' summary (names wrap)."""
    flat = " ".join(out.split())
    found = {}
    for name in CONTRACTS:
        i = flat.find(name)
        assert i >= 0, f"contract {name!r} not in the output:\n{out}"
        rest = flat[i:]
        kept, broken = rest.find(" KEPT"), rest.find(" BROKEN")
        found[name] = "BROKEN" if broken >= 0 and (kept < 0 or broken < kept) else "KEPT"
    return found


@pytest.mark.timeout(300)
def test_the_tree_keeps_every_import_contract():
    p = lint_imports(ROOT)
    assert p.returncode == 0, p.stdout[-5000:] + p.stderr[-3000:]
    assert set(_verdicts(p.stdout).values()) == {"KEPT"}
    assert f"Contracts: {len(CONTRACTS)} kept, 0 broken." in p.stdout


def _inject(path: Path, line: str, *, at_end: bool = False) -> None:
    text = path.read_text()
    if at_end:
        path.write_text(text + "\n" + line + "\n")
        return
    head, sep, rest = text.partition("from __future__ import annotations\n")
    assert sep, path
    path.write_text(head + sep + line + "\n" + rest)


@pytest.mark.timeout(300)
def test_the_contracts_break_on_a_copy_with_forbidden_imports(tmp_path):
    skip = shutil.ignore_patterns("__pycache__", "static", "files", "*.lua", "*.json")
    shutil.copytree(ROOT / "server", tmp_path / "server", ignore=skip)
    shutil.copytree(ROOT / "kinds" / "gamekinds", tmp_path / "kinds" / "gamekinds", ignore=skip)
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    p = lint_imports(tmp_path)
    assert p.returncode == 0, p.stdout[-3000:]            # the copy is the tree: all kept
    # an upward import: the store imports the use cases' errors (one of the four of issue 29)
    _inject(tmp_path / "server" / "store" / "keys.py", "from server.service import errors as _up  # noqa")
    # a kind imports the platform
    _inject(tmp_path / "kinds" / "gamekinds" / "battle1821" / "odds.py", "import server.config  # noqa")
    # the server imports the SDK
    _inject(tmp_path / "server" / "worker" / "bots.py", "import battle1821_bots  # noqa")
    # the worker reaches into the store's internals
    _inject(tmp_path / "server" / "worker" / "seats.py", "from server.store import redis_store as _inner  # noqa")
    # one use case imports another
    _inject(tmp_path / "server" / "service" / "lobby.py", "from server.service import play as _other  # noqa")
    # a cycle dodged by a function-local import (flow imports undo at its top)
    _inject(tmp_path / "kinds" / "gamekinds" / "battle1821" / "undo.py",
            "def _dodge():\n    from . import flow  # noqa\n    return flow", at_end=True)
    # a second kind, not declared in the kinds contract, that imports the first
    other = tmp_path / "kinds" / "gamekinds" / "otherkind"
    other.mkdir()
    (other / "__init__.py").write_text("from gamekinds.battle1821 import odds  # noqa\n")
    p = lint_imports(tmp_path)
    out = " ".join(p.stdout.split())
    assert p.returncode != 0, p.stdout[-3000:]
    assert set(_verdicts(p.stdout).values()) == {"BROKEN"}, p.stdout[-5000:]
    assert "server.store is not allowed to import server.service" in out, p.stdout[-5000:]
    assert "server.store.keys -> server.service.errors" in out
    assert "gamekinds.battle1821.odds -> server.config" in out
    assert "server.worker.bots -> battle1821_bots" in out
    assert "server.worker.seats -> server.store.redis_store" in out
    assert "server.service.lobby -> server.service.play" in out
    assert "No cycles are allowed in gamekinds.battle1821" in out
    assert "otherkind" in out


# A function-local import of the project's own modules only where the import at the top
# would be wrong for a reason other than a cycle (the acyclic contract above sees
# function-local imports too, so none of these hides one): (file, imported module) -> why.
LOCAL_IMPORTS = {
    ("server/cli.py", "server"): "`serve` must not import the app or prometheus-client before "
                                 "PROMETHEUS_MULTIPROC_DIR is set (metrics_env only; uvicorn imports the app)",
    ("server/cli.py", "server.worker"): "each command imports only what it runs",
    ("server/cli.py", "server.app"): "each command imports only what it runs",
    ("server/cli.py", "server.stack"): "each command imports only what it runs",
    ("server/cli.py", "server.api.sitedir"): "each command imports only what it runs",
    ("server/cli.py", "server.records.record"): "each command imports only what it runs",
    ("server/cli.py", "server.records.archive"): "each command imports only what it runs",
    ("server/cli.py", "server.store"): "each command imports only what it runs",
    ("server/cli.py", "server.store.clients"): "each command imports only what it runs",
    ("server/cli.py", "server.store.recordstore.move"): "each command imports only what it runs",
    ("server/cli.py", "server.store.recordstore.transfer"): "each command imports only what it runs",
    ("server/store/recordstore/__init__.py", ".postgres"): "psycopg loads only where a PostgreSQL record store "
                                                          "is configured",
    ("server/httpserver.py", "server.api.problems"): "to move to the top with the HTTP server's own work (another branch)",
    ("server/store/clients.py", "server.metrics"): "to move to the top with the clients' own work (another branch)",
    ("kinds/gamekinds/ottomans/kind.py", ".picture"): "svgwrite and the layout load with the first board picture, as 1821's",
    ("kinds/gamekinds/battle1821/kind.py", ".picture"): "svgwrite (about 40 ms to import) loads with the first board "
                                                        "picture, not with every import of the engine",
}


def _local_imports() -> set[tuple[str, str]]:
    found = set()
    for base in ("server", "kinds/gamekinds"):
        for f in sorted((ROOT / base).rglob("*.py")):
            tree = ast.parse(f.read_text())
            for fn in ast.walk(tree):
                if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    continue
                for node in ast.walk(fn):
                    if isinstance(node, ast.Import):
                        mods = [a.name for a in node.names]
                    elif isinstance(node, ast.ImportFrom):
                        mods = ["." * node.level + (node.module or "")]
                    else:
                        continue
                    for m in mods:
                        if m.startswith((".", "server", "gamekinds")):
                            found.add((f.relative_to(ROOT).as_posix(), m))
    return found


def test_function_local_imports_of_the_project_are_only_the_listed_ones():
    extra = _local_imports() - set(LOCAL_IMPORTS)
    assert not extra, f"function-local imports of the project's modules: import them at the top ({sorted(extra)})"
