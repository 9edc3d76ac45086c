"""Issue 5: the committed client (sdk/battle1821_client) is exactly what ``make sdk``
generates from the committed openapi/openapi.json (openapi-python-client with
--fail-on-warning): regenerate into a temp dir and compare every file."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SDK = ROOT / "sdk"
GENERATED = SDK / "battle1821_client"


def _tree(d: Path) -> dict[str, bytes]:
    return {str(p.relative_to(d)): p.read_bytes() for p in sorted(d.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts}


def _assert_same_tree(new: dict[str, bytes], committed: dict[str, bytes]) -> None:
    assert sorted(new) == sorted(committed), (
        f"files differ: only new {sorted(set(new) - set(committed))}, "
        f"only committed {sorted(set(committed) - set(new))}; run `make sdk`")
    changed = [f for f in new if new[f] != committed[f]]
    assert not changed, f"regeneration changes {changed}; run `make sdk` and commit"


@pytest.mark.timeout(180)
def test_committed_client_is_what_make_sdk_generates(tmp_path):
    from tools.sdkgen import generate_python

    out = generate_python(tmp_path)  # RuntimeError on any generator warning (--fail-on-warning)
    _assert_same_tree(_tree(out), _tree(GENERATED))
    assert (GENERATED / "py.typed").is_file()


@pytest.mark.timeout(180)
def test_committed_ts_types_are_what_make_sdk_generates(tmp_path, monkeypatch):
    from support import node_env

    from tools.sdkgen import TS_SCHEMA, generate_ts

    monkeypatch.setenv("NODE_OPTIONS", node_env()["NODE_OPTIONS"])   # support.NODE_CPU_OPTIONS

    new = generate_ts(tmp_path).read_bytes()
    assert new == (SDK / TS_SCHEMA).read_bytes(), "sdk/ts/src/schema.d.ts is stale: run `make sdk` and commit"


def test_make_sdk_uses_the_committed_spec_and_config():
    import tools.sdkgen as gen

    make = (ROOT / "Makefile").read_text()
    recipe = make.split("\nsdk:", 1)[1].split("\n\n", 1)[0]
    assert "python -m tools.sdkgen --out sdk" in recipe and "tsc -p sdk/ts" in recipe, recipe
    source = Path(gen.__file__).read_text()
    for part in ('"openapi-python-client"', '"generate"', '"--meta", "none"', '"--overwrite"',
                 '"--fail-on-warning"', '"--config"', '"openapi-typescript"'):
        assert part in source, part
    assert gen.SPEC == ROOT / "openapi" / "openapi.json" and gen.PY_CONFIG == SDK / "openapi-python-client.yaml"


def test_sdk_pyproject_installs_client_and_bots():
    import tomllib

    cfg = tomllib.loads((SDK / "pyproject.toml").read_text())
    # the SDK's own two packages; the engine comes from the battle1821-kinds distribution
    # (the wheels' contents: tests/sdk/test_local_engine.py)
    assert cfg["tool"]["hatch"]["build"]["targets"]["wheel"]["packages"] == ["battle1821_client", "battle1821_bots"]
    assert any(d.startswith("battle1821-kinds") for d in cfg["project"]["dependencies"])
    assert not (SDK / "setup.py").exists()
    assert cfg["project"]["scripts"]["battle1821-bots"] == "battle1821_bots.cli:main"


def test_bots_package_imports_only_the_generated_client():
    """ARCHITECTURE: the bots use only the generated client, the SDK's engine
    (``battle1821``: kinds/gamekinds/battle1821 mapped in, msgspec) and their declared dependencies
    (httpx/httpx-sse/httpx-aiohttp/click; openskill/rich for tournaments; the ``rl`` extra for the env);
    nothing in server/ imports the SDK (the CLI's ``bots`` entry runs the SDK's program; the
    worker's computer seats play the kind's own policies, ``gamekinds.battle1821.policies``)."""
    import ast

    allowed = {"battle1821_client", "battle1821_bots", "gamekinds", "msgspec", "httpx", "httpx_sse", "httpx_aiohttp", "click",
               "openskill", "rich", "numpy", "gymnasium", "pettingzoo", "__future__"}
    stdlib = set(sys.stdlib_module_names)
    for f in (SDK / "battle1821_bots").glob("*.py"):
        for node in ast.walk(ast.parse(f.read_text())):
            mods = ([a.name for a in node.names] if isinstance(node, ast.Import)
                    else [node.module or ""] if isinstance(node, ast.ImportFrom) and node.level == 0 else [])
            for m in mods:
                top = m.split(".")[0]
                assert top in allowed or top in stdlib, f"{f.name} imports {m}"
    for f in (ROOT / "server").rglob("*.py"):
        text = f.read_text()
        if "battle1821_bots" in text or "battle1821_client" in text:
            # only the CLI's ``bots`` entry names the SDK, to run its program (never an import:
            # the import contract in pyproject.toml forbids server -> SDK)
            assert f.relative_to(ROOT).as_posix() == "server/cli.py", f
            imports = [n for n in ast.walk(ast.parse(text)) if isinstance(n, (ast.Import, ast.ImportFrom))]
            assert not [n for n in imports if "battle1821_" in ast.unparse(n)], f
