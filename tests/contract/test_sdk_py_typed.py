"""Both Python SDK packages ship ``py.typed`` (PEP 561), so mypy type-checks code that
uses them: the "Write your own bot" example of docs/bots.md passes mypy (``--check-untyped-defs``,
so the bodies of its unannotated functions are checked too) against the SDK installed
from ``sdk/`` as a user would install it (not the editable checkout). The install and the
mypy run are the session's one (tests/sdk_mypy.py, shared with sdk/README.md's examples)."""

from __future__ import annotations

import pytest

from sdk_mypy import BOT_FILE, bots_md_example


@pytest.mark.timeout(600)
def test_both_packages_ship_py_typed(sdk_mypy):
    """``pip install --no-deps --target DIR`` of the SDK's wheel (tests/sdk_wheels.py, what
    ``pip install ./sdk`` builds and installs): the files a user's install gets."""
    assert sdk_mypy.returncode < 100, sdk_mypy.output
    for pkg in ("battle1821_client", "battle1821_bots"):
        assert (sdk_mypy.site / pkg / "py.typed").is_file(), f"{pkg} is installed without py.typed"


@pytest.mark.timeout(600)
def test_mypy_passes_on_the_readme_bot_example(sdk_mypy):
    assert BOT_FILE in sdk_mypy.files
    assert (sdk_mypy.workdir / BOT_FILE).read_text(encoding="utf-8") == bots_md_example()
    assert sdk_mypy.checked_all(), sdk_mypy.output[-4000:]
    assert not sdk_mypy.diagnostics([BOT_FILE]), sdk_mypy.output[-4000:]
