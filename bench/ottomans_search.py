"""The Ottomans' lookahead policy against greedy (issue 32 item 1).

    .venv/bin/python -m bench.ottomans_search [--games 100] [--jobs 2] [--seed ott-search]

Game ``k``: 2 seats, Scenario 1 (3 turns), seed ``{seed}-{k}``; the lookahead
(:func:`gamekinds.ottomans.search.search_policy`) plays seat ``k mod 2`` (sides alternate),
the greedy policy the other; both draw from generators seeded by the game's seed. A game is
a **win** when only the lookahead's seat is among the winners (21.0: Imperial Victory, or a
Survival score above its target), a **loss** when only greedy's is, a **draw** otherwise
(nobody above target, or both). Time per decision is the CPU time of the deciding thread
(``time.thread_time``), over the lookahead's decisions (all of them, greedy answers
included). Also: the mean survival margin (points minus target) of each side.
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor


def play(k: int, seed: str) -> dict:
    import gamekinds.ottomans as K
    from gamekinds.ottomans import search
    from gamekinds.ottomans.randomplay import greedy_policy

    me = k % 2
    s, _ = K.start(K.new_game(2, f"{seed}-{k}", K.Options(scenario=1)))
    s, _ = K.settle(s)
    rng_g, rng_s = random.Random(f"{seed}-{k}-greedy"), random.Random(f"{seed}-{k}-search")
    cpu, decisions, searched = 0.0, 0, 0
    while s.status != "finished":
        w = K.waiting_for(s)
        if not w:
            s, _ = K.advance(s, 1)
            continue
        opts = K.legal_actions(s, w[0])
        if w[0] == me:
            t0 = time.thread_time()
            a = search.search_policy(s, w[0], opts, rng_s)
            cpu += time.thread_time() - t0
            decisions += 1
            searched += s.flow in search.OWN_TURN
        else:
            a = greedy_policy(s, w[0], opts, rng_g)
        s, _ = K.apply(s, w[0], a)
        s, _ = K.settle(s)
    m = search.margins(s)
    mine, theirs = me in s.winners, (1 - me) in s.winners
    return {"game": k, "seat": me, "result": "win" if mine and not theirs else "loss" if theirs and not mine else "draw",
            "margin": m[me], "greedy_margin": m[1 - me], "cpu_s": cpu, "decisions": decisions, "searched": searched,
            "core": s.players[me].core, "greedy_core": s.players[1 - me].core}


def _job(args: tuple[int, str]) -> dict:
    return play(*args)


def measure(games: int = 100, jobs: int = 2, seed: str = "ott-search") -> dict:
    todo = [(k, seed) for k in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            out = list(pool.map(_job, todo))
    else:
        out = [play(*t) for t in todo]
    c = collections.Counter(r["result"] for r in out)
    dec = sum(r["decisions"] for r in out)
    return {"games": games, "wins": c["win"], "draws": c["draw"], "losses": c["loss"],
            "win_share": c["win"] / games, "ms_per_decision": 1000 * sum(r["cpu_s"] for r in out) / max(dec, 1),
            "decisions_per_game": dec / games, "cpu_s_per_game": sum(r["cpu_s"] for r in out) / games,
            "mean_margin": statistics.mean(r["margin"] for r in out),
            "greedy_mean_margin": statistics.mean(r["greedy_margin"] for r in out),
            "by_seat": {s: collections.Counter(r["result"] for r in out if r["seat"] == s) for s in (0, 1)},
            "per_game": out}


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", default="ott-search")
    ap.add_argument("--json", help="write every game's figures to this file")
    a = ap.parse_args(argv)
    t0 = time.perf_counter()
    m = measure(a.games, a.jobs, a.seed)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(m, f, indent=1, default=dict)
    print(f"lookahead vs greedy, {m['games']} two-seat Scenario 1 games (sides alternate): "
          f"{m['wins']} wins, {m['draws']} draws, {m['losses']} losses ({m['win_share']:.0%} won); "
          f"{m['ms_per_decision']:.0f} ms CPU per decision ({m['decisions_per_game']:.0f} decisions a game); "
          f"mean survival margin {m['mean_margin']:+.2f} (greedy {m['greedy_mean_margin']:+.2f}); "
          f"by seat {dict((k, dict(v)) for k, v in m['by_seat'].items())}; {time.perf_counter() - t0:.0f} s wall")
    return m


if __name__ == "__main__":
    main()
