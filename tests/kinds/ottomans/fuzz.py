"""Random games of the Ottomans engine with the fuzzer's limits (issue 31: no crash, no dead
end, none over 10,000 steps, no step over 250 ms), invariants after every step.

Run: ``PYTHONPATH=$PWD:$PWD/kinds:$PWD/tests python tests/kinds/ottomans/fuzz.py GAMES_PER_CELL``
(a cell is a seat count and a scenario: 12 cells; every other game plays with the optional
rules 22.0-25.0 on). Prints one line per cell and a total.
"""

from __future__ import annotations

import sys
import time

sys.path.insert(0, __import__("os").path.dirname(__file__))

from ottomans_helpers import play


def main(per_cell: int) -> None:
    total = steps_all = 0
    worst_all = 0.0
    t0 = time.perf_counter()
    for scenario in (1, 2, 3, 4):
        for seats in (2, 3, 4):
            steps, worst = [], 0.0
            for g in range(per_cell):
                policy = "greedy" if g % 4 == 3 else "random"
                s, n, w = play(seats, scenario, f"fuzz-{seats}-{scenario}-{g}", max_steps=10_000, policy=policy,
                               optional=g % 2 == 1)          # every other game with the optional rules 22-25
                assert s.status == "finished"
                steps.append(n)
                worst = max(worst, w)
            total += len(steps)
            steps_all += sum(steps)
            worst_all = max(worst_all, worst)
            print(f"scenario {scenario} seats {seats}: {len(steps)} games, steps min {min(steps)} "
                  f"mean {sum(steps) / len(steps):.0f} max {max(steps)}, worst step {worst * 1000:.1f} ms", flush=True)
    print(f"total: {total} games, {steps_all} steps, worst step {worst_all * 1000:.1f} ms, "
          f"{time.perf_counter() - t0:.0f} s", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
