"""server/store/pending.py: the watchdog's list of games whose Ottoman phase is not over,
on the queue Redis."""

from __future__ import annotations

from server.store import pending


def test_note_list_forget(ns):
    assert pending.listed(ns.r, ns.queue_name) == []
    pending.note(ns.r, ns.queue_name, "a" * 16)
    pending.note(ns.r, ns.queue_name, "b" * 16)
    pending.note(ns.r, ns.queue_name, "a" * 16)          # noted twice: listed once
    assert sorted(pending.listed(ns.r, ns.queue_name)) == ["a" * 16, "b" * 16]
    assert pending.listed(ns.r, ns.queue_name + "-other") == []
    pending.forget(ns.r, ns.queue_name, "a" * 16)
    assert pending.listed(ns.r, ns.queue_name) == ["b" * 16]
