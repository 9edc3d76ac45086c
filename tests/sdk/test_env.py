"""The PettingZoo environment passes PettingZoo's own API and seed tests."""

from __future__ import annotations

import pytest

# NumPy, PettingZoo and Gymnasium (battle1821_bots.env) are imported by the tests, not at
# collection: every pytest-xdist process collects this module, one runs it (~0.12 CPU s).
# They are test dependencies (pyproject's [test] extra): one missing fails a test, never skips.


# api_test warns for every Dict observation (the action-mask convention); nothing to fix
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably:UserWarning")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
@pytest.mark.parametrize("seats", [2, 4])
def test_pettingzoo_api_test(seats):
    from pettingzoo.test import api_test  # only what is called: no test_* names

    from battle1821_bots.env import Battle1821Env

    api_test(Battle1821Env(seats=seats, max_rounds=3), num_cycles=300, verbose_progress=False)


def test_pettingzoo_seed_test():
    from pettingzoo.test import seed_test

    from battle1821_bots.env import Battle1821Env

    seed_test(lambda: Battle1821Env(seats=2, max_rounds=3), num_cycles=200)
    # not vacuous: the seed reaches the game (another seed, another game's dice and decks)
    a, b, c = (Battle1821Env(seats=2, max_rounds=3) for _ in range(3))
    a.reset(seed=1)
    b.reset(seed=1)
    c.reset(seed=2)
    assert a.state_.seed == b.state_.seed != c.state_.seed
    assert a.state_.event_deck == b.state_.event_deck != c.state_.event_deck


def test_masked_actions_are_legal_and_games_end():
    import numpy as np

    from battle1821_bots.env import N_ACTIONS, Battle1821Env
    from battle1821_bots.local import is_legal

    env = Battle1821Env(seats=3, max_rounds=3)
    env.reset(seed=7)
    steps = 0
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        mask = obs["action_mask"]
        assert mask.dtype == np.int8 and mask.shape == (N_ACTIONS,) and mask.sum() >= 1
        seat = env.possible_agents.index(agent)
        for i, a in action_table_now(env).items():
            assert mask[i] == 1 and is_legal(env.state_, seat, a)
        env.step(int(env.np_random.choice(np.flatnonzero(mask))))
        steps += 1
    assert env.state_.status == "finished" and steps > 20
    assert sorted(env._cumulative_rewards.values()) != [0.0, 0.0, 0.0]


def action_table_now(env):
    from battle1821_bots.env import action_table
    from battle1821_bots.local import META_OPTIONS, legal_actions
    seat = env.possible_agents.index(env.agent_selection)
    return action_table([o for o in legal_actions(env.state_, seat) if not isinstance(o, META_OPTIONS)])


def test_example_evaluates_a_few_thousand_steps():
    import runpy
    from pathlib import Path
    ex = runpy.run_path(str(Path(__file__).resolve().parents[2] / "sdk" / "examples" / "pettingzoo_eval.py"))
    res = ex["evaluate"](steps=3000, seed=1)
    assert res["steps"] >= 3000 and res["episodes"] >= 3
    assert res["seat0_wins"] > res["episodes"] // 2    # the heuristic beats random play
