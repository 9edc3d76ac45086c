"""Issue 34, packaging: the SDK is a library (dependency ranges; the application's
pyproject pins), ``pip install ./sdk`` writes nothing into the source tree, the wheel
carries both packages' ``py.typed`` and the SDK's README as its long description, and the
Node version the README and ``package.json`` state is the one the locked packages need."""

from __future__ import annotations

import json
import re
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SDK = ROOT / "sdk"


def test_library_dependencies_are_ranges():
    cfg = tomllib.loads((SDK / "pyproject.toml").read_text())
    deps = cfg["project"]["dependencies"] + [d for ds in cfg["project"]["optional-dependencies"].values() for d in ds]
    pinned = [d for d in deps if "==" in d or not re.search(r"[<>]", d)]
    assert not pinned, f"a library gives ranges (>=, <), not pins or open ends: {pinned}"
    assert cfg["project"]["readme"] == "README.md" and (SDK / "README.md").is_file()


@pytest.mark.timeout(300)
@pytest.mark.timeout(300)
def test_building_the_sdk_writes_nothing_into_its_source_tree(tmp_path_factory):
    """The session's one build of the SDK's wheel (tests/sdk_wheels.py: ``pip wheel
    --no-deps ./sdk ./kinds``, ``sdk/`` listed before and after it)."""
    import sdk_wheels

    wheels = sdk_wheels.shared_wheels(tmp_path_factory)
    assert wheels.returncode == 0 and wheels.sdk, wheels.stderr
    assert not wheels.wrote_into_sdk, f"the build wrote {list(wheels.wrote_into_sdk)} into sdk/"
    with zipfile.ZipFile(wheels.sdk) as z:
        names = set(z.namelist())
        meta = z.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    assert {"battle1821_client/py.typed", "battle1821_bots/py.typed", "battle1821_client/unions.py"} <= names
    assert "Description-Content-Type: text/markdown" in meta and "## A first bot" in meta


def _version(text: str) -> tuple[int, int, int]:
    parts = [int(x) for x in text.split(".")] + [0, 0]
    return parts[0], parts[1], parts[2]


def test_the_stated_node_version_is_what_the_locked_packages_need():
    engines = json.loads((ROOT / "package.json").read_text())["engines"]["node"]
    stated = _version(engines.removeprefix(">="))
    lock = json.loads((ROOT / "package-lock.json").read_text())
    need = max(_version(m.group(1)) for pkg in lock["packages"].values()
               if (m := re.fullmatch(r">=\s*([0-9.]+)", str((pkg.get("engines") or {}).get("node", "")).strip())))
    assert stated >= need, f"package.json says Node {engines}, a locked package needs >= {need}"
    words = f"Node {stated[0]}.{stated[1]}+"
    for doc in (ROOT / "README.md", ROOT / "docs" / "getting-started.md"):
        text = " ".join(doc.read_text(encoding="utf-8").split())
        assert words in text, f"{doc.name} does not say {words}"
        assert not re.search(r"Node (1[0-9]|2[01])\+", text), doc.name
