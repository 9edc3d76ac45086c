"""Engine benchmark (issues 2, 17): applied actions per second and complete random-play
games per second on one core, the encoded state size, encode+decode time, and the
realistic mix: the actions of recorded bot games replayed.

    .venv/bin/python -m bench.engine [--games 200] [--passes 3] [--check]
    .venv/bin/python -m bench.engine --realistic-only      # the mix alone (for callgrind)

Random play: ``--games`` random-play games (2-4 seats, ``--max-rounds``), played with
``legal_actions`` (``games_per_s``). Realistic mix: the games of :mod:`bench.recorded`
(greedy, greedy+random, search+greedy bots; 2-4 seats, 20 rounds), ``--passes`` times;
``realistic_mix`` is the share of each action type.

How a log is timed (:func:`timed_replay`): it is replayed once untimed and the state
before every entry kept encoded (msgpack, as the store keeps it); those states are
decoded (untimed, as the API does before the engine runs), then one tight loop calls
``apply(state, seat, action)`` on each (``*actions_per_s``) and another
``advance(state, max_steps=1)`` for each automatic step (``*automatic_steps_per_s``).
Rates are per CPU second of the bench's thread (``time.thread_time``: what one core
spends, however loaded the machine is); ``*_wall_per_s`` are per wall second, equal on a
quiet machine. For comparisons on a busy machine use callgrind's instruction counts of
``--realistic-only``.

Targets: >= 20,000 random-play actions/s, >= 60,000 realistic actions/s (issue 17),
<= 8 KB per state, encode+decode <= 100 us. ``--check``: exit status 1 below a target.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from gamekinds.battle1821 import advance, apply, new_game, start
from gamekinds.battle1821.randomplay import play_random_game
from gamekinds.battle1821.state import Options, decode_state, encode_state

MIN_ACTIONS_PER_S = 20_000
MIN_REALISTIC_PER_S = 60_000


def prepare(seats: int, seed: str, options: Options, log: list):
    """Replay ``log`` untimed: ``(applies, advances, final state)`` with ``applies`` the
    ``(encoded state before, seat, action)`` of every action and ``advances`` the encoded
    state before every automatic step."""
    s, _ = start(new_game(seats, seed, options))
    applies, advances = [], []
    for seat, a in log:
        if seat is None:
            advances.append(encode_state(s))
            s, _ = advance(s, max_steps=1)
        else:
            applies.append((encode_state(s), seat, a))
            s, _ = apply(s, seat, a)
    assert s.status == "finished", f"{seed}: the log ends before the game"
    return applies, advances, s


def _timed(fn, calls: list) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of ``fn(*c)`` for every ``c`` in ``calls``."""
    w, c = time.perf_counter(), time.thread_time()
    for args in calls:
        fn(*args)
    return time.thread_time() - c, time.perf_counter() - w


def _advance1(s):
    return advance(s, max_steps=1)


def timed_replay(prepared: list, passes: int = 1) -> dict:
    """Time ``apply`` and ``advance`` over ``prepared`` (a list of :func:`prepare`
    results), ``passes`` times, each pass on freshly decoded states (module doc)."""
    n_apply = n_adv = 0
    cpu_apply = wall_apply = cpu_adv = wall_adv = 0.0
    for _ in range(passes):
        for applies, advances, _ in prepared:
            calls = [(decode_state(b), seat, a) for b, seat, a in applies]
            c, w = _timed(apply, calls)
            cpu_apply, wall_apply, n_apply = cpu_apply + c, wall_apply + w, n_apply + len(calls)
            steps = [(decode_state(b),) for b in advances]
            c, w = _timed(_advance1, steps)
            cpu_adv, wall_adv, n_adv = cpu_adv + c, wall_adv + w, n_adv + len(steps)
    return {"applied": n_apply, "per_s": n_apply / cpu_apply, "wall_per_s": n_apply / wall_apply,
            "steps": n_adv, "steps_per_s": n_adv / cpu_adv if cpu_adv else 0.0}


PARTS = (   # (label, module file, function): the disjoint parts of flow.apply
    ("the action checked (flow._verb)", "flow.py", "_verb"),
    ("the state copied (state.copy_for_step)", "state.py", "copy_for_step"),
    ("R25 Apostles and R26 end check (flow._after)", "flow.py", "_after"),
    ("undo bookkeeping (undo.after_action)", "undo.py", "after_action"),
)


def apply_profile(prepared: list) -> dict[str, float]:
    """Where ``apply``'s time goes on the realistic mix: cProfile (deterministic, so the
    shares hold on a loaded machine) over one pass of ``prepared``; the share of apply's
    cumulative time in each of :data:`PARTS`, the rest being the action's own work (its
    verb, battles) and apply itself."""
    import cProfile
    import pstats

    calls = [(decode_state(b), seat, a) for applies, _, _ in prepared for b, seat, a in applies]
    prof = cProfile.Profile()
    prof.enable()
    for st, seat, a in calls:
        apply(st, seat, a)
    prof.disable()
    stats = pstats.Stats(prof).stats     # {(file, line, name): (cc, nc, tt, ct, callers)}

    def cum(file: str, name: str) -> float:
        return sum(v[3] for (fn, _, n), v in stats.items() if n == name and fn.endswith("engine/" + file))
    total = cum("flow.py", "apply") or 1e-9
    out = {label: cum(file, name) / total for label, file, name in PARTS}
    out["the action's own work (its verb, battles) and the rest"] = max(0.0, 1 - sum(out.values()))
    return out


def realistic(passes: int = 3) -> dict:
    """The realistic mix (module doc): the recorded games replayed ``passes`` times."""
    from bench import recorded
    games = recorded.games()
    prepared = [prepare(g.seats, g.seed, g.options, g.log) for g in games]
    r = timed_replay(prepared, passes)
    mix = recorded.mix(games)
    total = sum(v for k, v in mix.items() if k != "advance")
    return {
        "realistic_games": len(games),
        "realistic_actions_applied": r["applied"],
        "realistic_actions_per_s": r["per_s"],
        "realistic_actions_wall_per_s": r["wall_per_s"],
        "realistic_automatic_steps_per_s": r["steps_per_s"],
        "realistic_mix": {k: v / total for k, v in mix.items() if k != "advance"},
        "realistic_steps_per_action": mix.get("advance", 0) / total,
        "realistic_profile": apply_profile(prepared),
    }


def _print(out: dict) -> None:
    for k, v in out.items():
        if k in ("realistic_mix", "realistic_profile"):
            print(f"{k:32s} " + ", ".join(f"{t} {share:.1%}" for t, share in v.items()))
        else:
            print(f"{k:32s} {v:,.1f}" if isinstance(v, float) else f"{k:32s} {v:,}")


def passed(out: dict) -> bool:
    """Every target of the module doc met (each only when measured)."""
    return (out.get("actions_per_s", MIN_ACTIONS_PER_S) >= MIN_ACTIONS_PER_S
            and out.get("realistic_actions_per_s", MIN_REALISTIC_PER_S) >= MIN_REALISTIC_PER_S
            and out.get("state_bytes_max", 0) <= 8192 and out.get("encode_decode_us", 0) <= 100)


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--max-rounds", type=int, default=8)
    ap.add_argument("--passes", type=int, default=3, help="timed replays of the recorded games")
    ap.add_argument("--realistic-only", action="store_true")
    ap.add_argument("--check", action="store_true", help="exit status 1 below a target")
    args = ap.parse_args(argv)
    out: dict = {}
    if not args.realistic_only:
        # 1. complete random-play games (choosing actions from legal_actions included)
        t0 = time.perf_counter()
        logs = []
        for i in range(args.games):
            seats = 2 + i % 3
            s, log = play_random_game(seats, f"bench-{i}", args.max_rounds, rng=random.Random(i))
            logs.append((seats, f"bench-{i}", log))
        t_games = time.perf_counter() - t0

        # 2. applied actions only: the logged actions replayed (advance steps timed apart)
        prepared = [prepare(seats, seed, Options(max_rounds=args.max_rounds), log) for seats, seed, log in logs]
        r = timed_replay(prepared)
        sizes = [len(b) for applies, _, _ in prepared for b, _, _ in applies[::50]]

        # 3. encode + decode of a final state
        s = prepared[-1][2]
        n = 20000
        t = time.perf_counter()
        for _ in range(n):
            decode_state(encode_state(s))
        t_codec = (time.perf_counter() - t) / n
        out = {
            "games": args.games,
            "games_per_s": args.games / t_games,
            "actions_applied": r["applied"],
            "actions_per_s": r["per_s"],
            "actions_wall_per_s": r["wall_per_s"],
            "automatic_steps_per_s": r["steps_per_s"],
            "state_bytes_max": max(sizes),
            "state_bytes_mean": sum(sizes) / len(sizes),
            "encode_decode_us": t_codec * 1e6,
        }
    out.update(realistic(args.passes))
    _print(out)
    if args.check:
        ok = passed(out)
        print("targets met" if ok else "BELOW TARGET")
        if not ok:
            sys.exit(1)
    return out


if __name__ == "__main__":
    main()
