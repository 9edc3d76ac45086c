"""The Ottomans' engine throughput (issues 31, 32 item 5), beside 1821's in ``make bench``.

    .venv/bin/python -m bench.ottomans_engine [--games 24] [--seed bench-ott] [--check]

Random play: ``--games`` whole games by the kind's random policy (game k: scenario
1 + k mod 4, 2 + (k div 4) mod 3 seats, seed ``{seed}-{k}``), choosing from
``legal_actions`` (``games_per_s``, ``play_steps_per_s``: everything a computer seat and the
worker do). Each game's actions and automatic steps are logged, then timed apart as
:mod:`bench.engine` does for 1821: the state before every entry is kept encoded (msgpack, as
the store keeps it) and decoded untimed; one loop calls ``apply(state, seat, action)``
(``actions_per_s``), another ``advance(state, 1)`` for each automatic step
(``automatic_steps_per_s``, and per automatic phase of 5.0: initiative, the stratagem pool,
random events, the phases between player turns; with the slowest step of each).
``realistic_mix`` is the share of each action type over the games.

The floor, measured in the same run: ``copy_state`` (a msgpack round trip), which every
``apply`` and ``advance`` step pays once (``floor_copies_per_s``); ``apply_vs_floor`` is the
applied actions' rate as a share of it. Rates are per CPU second of the bench's thread
(``time.thread_time``), so a loaded machine does not lower them.

Targets: no step over 250 ms (issue 31: Rally the Troops' fuzzer limit), every game
finished, the state <= 16 KB (280 counters; 1821's is 8 KB), encode+decode <= 200 us.
``--check``: exit status 1 below a target.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

import gamekinds.ottomans as K
from gamekinds.ottomans.flow import STATES

MAX_STEP_MS = 250.0
MAX_STATE_BYTES = 16_384
MAX_CODEC_US = 200.0


def _tag(action) -> str:
    return type(action).__struct_config__.tag or type(action).__name__


def play(seats: int, scenario: int, seed: str) -> tuple[list, K.GameState, float, int]:
    """One random game: ``(log, final state, worst step in CPU seconds, steps)``; ``log``
    holds ``(seat, action)`` for a seat's action and ``(None, None)`` for an automatic step."""
    s, _ = K.start(K.new_game(seats, seed, K.Options(scenario=scenario)))
    s, _ = K.settle(s)
    rng = random.Random(seed)
    pol = K.POLICIES["random"]
    log: list = []
    worst = 0.0
    while s.status != "finished":
        t = time.thread_time()
        w = K.waiting_for(s)
        if w:
            a = pol(s, w[0], K.legal_actions(s, w[0]), rng)
            s, _ = K.apply(s, w[0], a)
            s, _ = K.settle(s)
            log.append((w[0], a))
        else:
            s, _ = K.advance(s, 1)
            log.append((None, None))
        worst = max(worst, time.thread_time() - t)
        if len(log) > 20_000:
            raise RuntimeError(f"{seed}: over 20,000 steps")
    return log, s, worst, len(log)


def prepare(seats: int, scenario: int, seed: str, log: list) -> tuple[list, list]:
    """Replay ``log`` untimed: ``(applies, advances)``, ``applies`` the ``(encoded state
    before, seat, action)`` of every action, ``advances`` ``(encoded state before, phase)``
    of every automatic step."""
    s, _ = K.start(K.new_game(seats, seed, K.Options(scenario=scenario)))
    s, _ = K.settle(s)
    applies, advances = [], []
    for seat, a in log:
        if seat is None:
            advances.append((K.encode_state(s), STATES[s.flow].phase))
            s, _ = K.advance(s, 1)
        else:
            applies.append((K.encode_state(s), seat, a))
            s, _ = K.apply(s, seat, a)
            s, _ = K.settle(s)
    assert s.status == "finished", f"{seed}: the log ends before the game"
    return applies, advances


def measure(games: int = 24, seed: str = "bench-ott") -> dict:
    t0, c0 = time.perf_counter(), time.thread_time()
    plays = []
    worst = 0.0
    for k in range(games):
        scenario, seats = 1 + k % 4, 2 + (k // 4) % 3
        log, s, w, n = play(seats, scenario, f"{seed}-{k}")
        plays.append((seats, scenario, f"{seed}-{k}", log, s))
        worst = max(worst, w)
    wall, cpu = time.perf_counter() - t0, time.thread_time() - c0
    steps = sum(len(p[3]) for p in plays)

    prepared = [prepare(seats, sc, sd, log) for seats, sc, sd, log, _ in plays]
    calls = [(K.decode_state(b), seat, a) for applies, _ in prepared for b, seat, a in applies]
    c = time.thread_time()
    for st, seat, a in calls:
        K.apply(st, seat, a)
    apply_cpu = time.thread_time() - c

    by_phase: dict[str, list[float]] = {}
    for _, advances in prepared:
        for b, phase in advances:
            st = K.decode_state(b)
            c = time.thread_time()
            K.advance(st, 1)
            by_phase.setdefault(phase, []).append(time.thread_time() - c)
    adv = [t for ts in by_phase.values() for t in ts]

    states = [K.decode_state(b) for applies, _ in prepared for b, _, _ in applies[::25]]
    c = time.thread_time()
    for st in states:
        K.copy_state(st)
    floor = len(states) / (time.thread_time() - c)
    sizes = [len(K.encode_state(st)) for st in states]
    big = max(states, key=lambda st: len(K.encode_state(st)))
    n = 5_000
    data = K.encode_state(big)
    c = time.thread_time()
    for _ in range(n):
        K.encode_state(big)
    enc = (time.thread_time() - c) / n
    c = time.thread_time()
    for _ in range(n):
        K.decode_state(data)
    dec = (time.thread_time() - c) / n

    mix: dict[str, int] = {}
    for _, _, _, log, _ in plays:
        for seat, a in log:
            if seat is not None:
                mix[_tag(a)] = mix.get(_tag(a), 0) + 1
    total = sum(mix.values())
    actions_per_s = len(calls) / apply_cpu
    return {
        "games": games,
        "finished": sum(1 for p in plays if p[4].status == "finished"),
        "games_per_s": games / cpu,
        "games_wall_s": wall,
        "play_steps_per_s": steps / cpu,
        "steps": steps,
        "worst_step_ms": worst * 1e3,
        "actions_applied": len(calls),
        "actions_per_s": actions_per_s,
        "automatic_steps": len(adv),
        "automatic_steps_per_s": len(adv) / sum(adv),
        "automatic_by_phase": {ph: {"steps": len(ts), "per_s": len(ts) / sum(ts), "max_ms": max(ts) * 1e3,
                                    "median_us": statistics.median(ts) * 1e6}
                               for ph, ts in sorted(by_phase.items())},
        "floor_copies_per_s": floor,
        "apply_vs_floor": actions_per_s / floor,
        "state_bytes_max": max(sizes),
        "state_bytes_mean": sum(sizes) / len(sizes),
        "encode_us": enc * 1e6,
        "decode_us": dec * 1e6,
        "codec_state_bytes": len(data),
        "realistic_mix": {k: v / total for k, v in sorted(mix.items(), key=lambda kv: -kv[1])},
        "seed": seed,
    }


def passed(m: dict) -> dict[str, bool]:
    return {"step": m["worst_step_ms"] <= MAX_STEP_MS, "finished": m["finished"] == m["games"],
            "size": m["state_bytes_max"] <= MAX_STATE_BYTES, "codec": m["encode_us"] + m["decode_us"] <= MAX_CODEC_US}


def rows(m: dict) -> list[str]:
    """Table lines for ``make bench`` (bench/all.py), beside 1821's section 1."""
    ok = {k: "yes" if v else "**no**" for k, v in passed(m).items()}
    mix = ", ".join(f"{k} {v:.0%}" for k, v in m["realistic_mix"].items())
    phases = ", ".join(f"{ph} {r['per_s']:,.0f}/s (median {r['median_us']:.0f} us, max {r['max_ms']:.1f} ms, "
                       f"{r['steps']:,} steps)" for ph, r in m["automatic_by_phase"].items())
    return [
        f"| 1 Ottomans engine: applied actions/s (one core; random play of {m['games']} games, scenarios 1-4, "
        f"2-4 seats, seeds {m['seed']}-0..{m['games'] - 1}; {mix}) | {m['actions_per_s']:,.0f} | | |",
        f"| 1 Ottomans engine: the floor in the same run, state copies/s (copy_state, msgpack; every step pays one) "
        f"| {m['floor_copies_per_s']:,.0f} (actions at {m['apply_vs_floor']:.0%} of it) | | |",
        f"| 1 Ottomans engine: random-play steps/s, legal_actions and the policy included ({m['steps']:,} steps; "
        f"{m['games_per_s']:.2f} games/s) | {m['play_steps_per_s']:,.0f} | | |",
        f"| 1 Ottomans engine: automatic steps/s ({m['automatic_steps']:,} steps; by phase: {phases}) "
        f"| {m['automatic_steps_per_s']:,.0f} | | |",
        f"| 1 Ottomans engine: slowest step of random play, CPU | {m['worst_step_ms']:.1f} ms "
        f"| <= {MAX_STEP_MS:.0f} ms (issue 31) | {ok['step']} |",
        f"| 1 Ottomans engine: games finished | {m['finished']}/{m['games']} | all | {ok['finished']} |",
        f"| 1 Ottomans engine: state size, msgpack (max / mean over play) | {m['state_bytes_max']:,} B / "
        f"{m['state_bytes_mean']:,.0f} B | <= 16 KB | {ok['size']} |",
        f"| 1 Ottomans engine: encode / decode of a {m['codec_state_bytes']:,} B state | {m['encode_us']:.1f} us / "
        f"{m['decode_us']:.1f} us | <= {MAX_CODEC_US:.0f} us together | {ok['codec']} |",
    ]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=24)
    ap.add_argument("--seed", default="bench-ott")
    ap.add_argument("--check", action="store_true", help="exit status 1 below a target")
    a = ap.parse_args(argv)
    m = measure(a.games, a.seed)
    print("\n".join(rows(m)))
    print("BENCH_JSON " + json.dumps(m))
    return 0 if not a.check or all(passed(m).values()) else 1


if __name__ == "__main__":
    sys.exit(main())
