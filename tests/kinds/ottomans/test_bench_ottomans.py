"""``make bench``'s Ottomans engine rows (bench/ottomans_engine.py): the figures are measured
on finished games, and the rows are lines of the bench table (measure | value | target | met)."""

from __future__ import annotations

from bench import ottomans_engine as OB


def test_measure_and_rows():
    m = OB.measure(games=2, seed="t-bench")
    assert m["finished"] == 2 and m["actions_applied"] > 0 and m["automatic_steps"] > 0
    assert m["steps"] == m["actions_applied"] + m["automatic_steps"]
    assert abs(sum(m["realistic_mix"].values()) - 1) < 1e-9 and "move" in m["realistic_mix"]
    assert {"initiative", "stratagem_pool", "random_events", "inter_phases"} <= set(m["automatic_by_phase"])
    assert 0 < m["apply_vs_floor"] < 1, "an apply copies the state at least once: slower than a copy alone"
    assert all(OB.passed(m).values()), OB.passed(m)
    rows = OB.rows(m)
    assert len(rows) == 8
    for r in rows:
        assert r.startswith("| 1 Ottomans engine") and r.endswith("|") and r.count("|") == 5, r
