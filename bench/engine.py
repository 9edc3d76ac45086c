"""Engine benchmark (issue 2): applied actions per second and complete random-play games
per second on one core, the encoded state size, and encode+decode time.

    .venv/bin/python -m bench.engine [--games 200] [--seats 3]

Targets: >= 20,000 actions/s, <= 8 KB per state, encode+decode <= 100 us.
"""

from __future__ import annotations

import argparse
import random
import time

from server.engine import advance, apply, new_game, start
from server.engine.randomplay import play_random_game
from server.engine.state import Options, decode_state, encode_state


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--max-rounds", type=int, default=8)
    args = ap.parse_args(argv)

    # 1. complete random-play games (choosing actions from legal_actions included)
    t0 = time.perf_counter()
    logs = []
    for i in range(args.games):
        seats = 2 + i % 3
        s, log = play_random_game(seats, f"bench-{i}", args.max_rounds, rng=random.Random(i))
        logs.append((seats, f"bench-{i}", log))
    t_games = time.perf_counter() - t0

    # 2. applied actions only: replay the logged actions (advance steps timed apart)
    n_apply = 0
    t_apply = 0.0
    t_adv = 0.0
    n_adv = 0
    sizes = []
    for seats, seed, log in logs:
        s, _ = start(new_game(seats, seed, Options(max_rounds=args.max_rounds)))
        for seat, a in log:
            if seat is None:
                t = time.perf_counter()
                s, _ = advance(s, max_steps=1)
                t_adv += time.perf_counter() - t
                n_adv += 1
            else:
                t = time.perf_counter()
                s, _ = apply(s, seat, a)
                t_apply += time.perf_counter() - t
                n_apply += 1
                if n_apply % 50 == 0:
                    sizes.append(len(encode_state(s)))

    # 3. encode + decode of a mid-game state
    s = decode_state(max(((len(encode_state(x)), encode_state(x)) for x in [s]))[1])
    n = 20000
    t = time.perf_counter()
    for _ in range(n):
        decode_state(encode_state(s))
    t_codec = (time.perf_counter() - t) / n

    out = {
        "games": args.games,
        "games_per_s": args.games / t_games,
        "actions_applied": n_apply,
        "actions_per_s": n_apply / t_apply,
        "automatic_steps_per_s": n_adv / t_adv if t_adv else 0.0,
        "state_bytes_max": max(sizes) if sizes else len(encode_state(s)),
        "state_bytes_mean": sum(sizes) / len(sizes) if sizes else len(encode_state(s)),
        "encode_decode_us": t_codec * 1e6,
    }
    for k, v in out.items():
        print(f"{k:24s} {v:,.1f}" if isinstance(v, float) else f"{k:24s} {v:,}")
    return out


if __name__ == "__main__":
    main()
