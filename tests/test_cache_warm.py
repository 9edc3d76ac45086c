"""``tests/cache_warm.py`` uses pytest's and Hypothesis' internals: it was written for the
installed versions, and what it caches is what pytest reads back (issue 37)."""

from __future__ import annotations

import compileall
import importlib.metadata

import cache_warm
import pytest


@pytest.mark.parametrize("dist", sorted(cache_warm.WRITTEN_FOR))
def test_written_for_the_installed_version(dist):
    assert importlib.metadata.version(dist) == cache_warm.WRITTEN_FOR[dist], (
        f"tests/cache_warm.py uses {dist}'s internals and was written for "
        f"{cache_warm.WRITTEN_FOR[dist]}: re-read them, then update WRITTEN_FOR")


def test_a_rewritten_module_is_cached_where_pytest_reads_it(pytestconfig, tmp_path):
    fn = tmp_path / "test_planted.py"
    fn.write_text("def test_x():\n    assert 1 + 1 == 2\n")
    assert cache_warm.rewrite_cached(pytestconfig, fn)
    assert list((fn.parent / "__pycache__").glob("test_planted.*.pyc"))


def test_hypothesis_tables_build():
    from hypothesis.internal.charmap import charmap, intervals_from_codec

    assert charmap() and intervals_from_codec("utf-8")


def test_stale_bytecode_is_what_compileall_writes(tmp_path, monkeypatch):
    """``write_caches`` lists the modules ``compileall.compile_dir`` would compile, and hands
    them to its forked processes: a new module is listed, not once compiled; a skipped one
    never (a test module, a setuptools ``build/`` copy such as ``kinds/build/lib``)."""
    monkeypatch.setattr(cache_warm, "_DIRS", ("pkg",))
    pkg = tmp_path / "pkg"
    (pkg / "tests").mkdir(parents=True)
    (pkg / "build" / "lib").mkdir(parents=True)
    mod, skipped = pkg / "m.py", pkg / "tests" / "test_m.py"
    mod.write_text("x = 1\n")
    skipped.write_text("def test_x():\n    assert True\n")
    (pkg / "build" / "lib" / "m.py").write_text("x = 1\n")
    assert cache_warm._stale_bytecode(tmp_path) == [mod]
    assert compileall.compile_dir(pkg, quiet=2, rx=cache_warm._SKIP)
    assert cache_warm._stale_bytecode(tmp_path) == []
