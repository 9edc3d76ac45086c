"""A worker freezes what is alive when it starts its work out of the cyclic GC's passes
(``server.worker.freeze_heap``), once, and only when nobody froze the process's heap before
(an in-process app of a test: the first freezer owns the permanent generation); a worker
run in a test's process thaws what it froze when it ends (``thaw_heap``).

Why: a full collection of a worker walked its ~50,000 start objects, 27-37 ms of CPU in
one piece on cores it shares with the API (bench/RESULTS.md, Session 25)."""

from __future__ import annotations

import gc

from server.worker import freeze_heap, thaw_heap


def test_freeze_heap_freezes_once_and_thaws_only_what_it_froze():
    owner = gc.get_freeze_count()
    if owner:       # this process's heap is frozen by its owner: left as it is
        assert freeze_heap() is False
        thaw_heap(False)
        assert gc.get_freeze_count() == owner
        return
    kept = [[i] for i in range(1000)]       # alive at the freeze: frozen, never walked again
    try:
        assert freeze_heap() is True
        frozen = gc.get_freeze_count()
        assert frozen >= len(kept)
        assert not any(x is kept[0] for x in gc.get_objects())       # the generations' objects: not it
        assert freeze_heap() is False and gc.get_freeze_count() == frozen     # once: the first freezer owns it
        young = [[i] for i in range(10)]     # made after the freeze: collected as usual
        assert any(x is young[0] for x in gc.get_objects(0))
    finally:
        thaw_heap(True)
    assert gc.get_freeze_count() == 0
    assert any(x is kept[0] for x in gc.get_objects())
