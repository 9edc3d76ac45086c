"""Evaluate a policy against random play in the PettingZoo environment.

    python sdk/examples/pettingzoo_eval.py [--steps 3000] [--seed 0]

Seat 0 plays a one-line heuristic over the action encoding (prefer the largest attack,
else end the step; :mod:`battle1821_bots.env` documents the indices), every other seat
picks uniformly among the masked actions. Prints episodes played, seat 0's wins and the
random seats' wins: the loop an agent being trained sits in (replace ``policy``).
"""

from __future__ import annotations

import argparse

import numpy as np

from battle1821_bots.env import A_ATTACK, A_MOVE, Battle1821Env


def policy(obs: dict, rng: np.random.Generator) -> int:
    legal = np.flatnonzero(obs["action_mask"])
    attacks = [int(i) for i in legal if A_ATTACK <= i < A_MOVE and (i - A_ATTACK) % 3 == 2]
    if attacks:
        return int(rng.choice(attacks))
    non_moves = [int(i) for i in legal if not A_MOVE <= i]
    return int(rng.choice(non_moves or list(legal)))


def evaluate(steps: int = 3000, seed: int = 0, seats: int = 2, max_rounds: int = 6) -> dict:
    env = Battle1821Env(seats=seats, max_rounds=max_rounds)
    rng = np.random.default_rng(seed)
    episodes, wins, other_wins, n = 0, 0, 0, 0
    env.reset(seed=seed)
    while n < steps:
        for agent in env.agent_iter():
            obs, reward, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            if agent == "seat_0":
                action = policy(obs, rng)
            else:
                action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            env.step(action)
            n += 1
        episodes += 1
        winners = env.state_.winners
        wins += 0 in winners
        other_wins += any(w != 0 for w in winners)
        env.reset()
    return {"steps": n, "episodes": episodes, "seat0_wins": wins, "random_wins": other_wins}


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    print(evaluate(a.steps, a.seed))
