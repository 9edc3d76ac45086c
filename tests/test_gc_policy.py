"""The test processes' GC policy (``tests/conftest.py``'s ``pytest_collection`` and
``pytest_collection_finish``) and an
app's (``server.app._tune_gc``) compose: an app started in a test process leaves the frozen
heap and the threshold as they are, and an app alone in its process still freezes its heap
at startup and thaws it at shutdown."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from server.app import GC_GEN0_THRESHOLD, _tune_gc, _untune_gc


def test_the_heap_is_frozen_after_collection_and_an_app_leaves_it_so():
    frozen, policy = gc.get_freeze_count(), gc.get_threshold()
    assert frozen > 0
    assert _tune_gc() is None
    _untune_gc(None)
    # not thawed (a thaw empties the permanent generation); a frozen object freed by its
    # reference count meanwhile leaves it, so the count may fall by a few (787,375 after 787,377)
    assert gc.get_freeze_count() > frozen * 0.9, (gc.get_freeze_count(), frozen)
    assert gc.get_threshold() == policy


def test_an_app_alone_freezes_at_startup_and_thaws_and_restores_at_shutdown():
    policy = gc.get_threshold()
    gc.unfreeze()
    try:
        old = _tune_gc()
        assert old == policy
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold()[0] == GC_GEN0_THRESHOLD
        _untune_gc(old)
        assert gc.get_freeze_count() == 0
        assert gc.get_threshold() == policy
    finally:
        gc.freeze()
        gc.set_threshold(*policy)


def test_no_cyclic_gc_while_collecting_and_on_again_for_the_tests(pytestconfig):
    """``tests/conftest.py``'s ``pytest_collection`` wrapper: the collector is off while the
    suite is collected (no full collection of the growing heap) and on again once collection
    returns, however it ends; this test runs with it on."""
    assert gc.isenabled()
    here = str(Path(__file__).resolve().parent / "conftest.py")
    conftest = next(m for m in pytestconfig.pluginmanager.get_plugins() if getattr(m, "__file__", None) == here)
    for end in ("returns", "raises"):
        wrapper = conftest.pytest_collection(None)
        next(wrapper)
        try:
            assert not gc.isenabled()
        finally:
            with pytest.raises(StopIteration if end == "returns" else KeyboardInterrupt):
                if end == "returns":
                    wrapper.send(None)
                else:
                    wrapper.throw(KeyboardInterrupt())
        assert gc.isenabled(), end
