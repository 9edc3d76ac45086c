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


def test_the_automatic_phase_bench_starts_from_a_seats_last_end_phase():
    """bench/ottomans_phase.py (issue 32 item 5): each state is one ``end_phase`` before an
    automatic phase of the worker's with nobody to ask; its rows sit in section 3 of the table."""
    import gamekinds.ottomans as K
    from gamekinds.ottomans.state import EndPhase

    from bench import all as bench_all
    from bench import ottomans_phase as OP

    states = OP.end_of_turn_states(3, seed="t-bench-phase")
    assert len(states) == 3
    for s, seat in states:
        assert K.waiting_for(s) == [seat] and s.flow == "forced_march"
        after, _ = K.apply(s, seat, EndPhase())
        assert K.waiting_for(after) == [] and K.automatic_phase(after)[0] == f"random_events_{seat}"
    rows = bench_all.ottomans_phase_rows({"phases": 200, "phase_names": ["random_events"], "worker_class": "simple",
                                          "median_ms": 20.0, "p95_ms": 40.0, "phases_per_s_per_worker": 60.0})
    assert [r[3] for r in rows] == ["yes", "yes"] and rows[0][0].startswith("3 Ottomans automatic phase latency")
    assert bench_all.ottomans_phase_rows({"missing": "x"})[0][1] == "not measured: x"
