"""A PettingZoo environment (AEC API) over the local engine: ``pip install './sdk[rl]'``.

    from battle1821_bots.env import Battle1821Env
    env = Battle1821Env(seats=2, max_rounds=8)
    env.reset(seed=1)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else env.action_space(agent).sample(obs["action_mask"])
        env.step(action)

Agents are ``seat_0`` .. ``seat_{n-1}``; the agent selected is the seat the game waits
on (automatic steps — setup rolls, battles, the Ottoman phase — run inside ``step``).

**Observation** (``Dict``): ``observation`` a ``float32`` vector of :data:`OBS_SIZE`
(for the observing seat; seats are listed from the observer on, so "me" is always
first), and ``action_mask`` ``int8`` of :data:`N_ACTIONS` (1 = legal now; all zero for
an agent that is not selected). The vector, in order:

- per region (28, board order): owner one-hot ``[me, next seat, ..., nobody]``
  (``seats + 1``), infantry / 10, cannons / 5, Ottoman infantry / 10, spent infantry / 10,
  spent cannons / 5;
- per seat (from me on): reserve infantry / 35, reserve cannons / 10, Greek losses
  (infantry + cannons) / 35, Fame / 50 (R26), Ottomans defeated / 20 (R10), then the
  Apostles it holds as 15 zeros/ones (card order of ``apostles.json``);
- the revealed Apostles, 15 zeros/ones (R25);
- phase one-hot ``[setup, greek reinforcement, greek attack, greek movement, ottoman,
  Ally call pending, Ally answer pending]``; round / 20; pieces still to place
  (infantry / 10, cannons / 5); moves left / 5; Ottoman supply / 45.

**Actions** (``Discrete(N_ACTIONS)``), each index a concrete action decoded against the
current options (:func:`decode`); the mask lists the indices that decode now:

- ``0`` end the step (R9);
- ``1 + r``: region ``r`` — the starting placement (R7), or everything owed placed
  there (R10);
- ``29 + r``: convert a cannon in region ``r`` (R3);
- ``57 + 3 e + k``: attack along directed border ``e`` (:data:`EDGES`, board order)
  with the smallest (``k = 0``), middle (1) or largest (2) legal force by strength
  (R11-R16; no Ally call, no Blessing);
- ``57 + 3 |EDGES| + 3 (28 a + b) + k``: move from region ``a`` to ``b`` with the
  smallest / middle / largest force (R17);
- then ``call_ally`` yes, no (R18), answer ``decline``, then accept from region ``r``.

**Rewards**: 0 until the game ends; then +1 for each winner, -1 for the others (all -1
on an Ottoman victory, R26). Episodes end by the rules (``max_rounds``: the house-rule
end, R26), so ``truncations`` stay False.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from gamekinds.battle1821 import Action, GameState, LegalAction, legal_actions, view, waiting_for
from gamekinds.battle1821 import options as O
from gamekinds.battle1821.actions import (
    AnswerAlly, Attack, CallAlly, ConvertCannon, EndStep, Move, PlaceStart, Placement, Reinforce,
)
from gamekinds.battle1821.board import APOSTLES, BOARD
from gamekinds.battle1821.scoring import fame

from .local import new_local_game, settle, step

R = BOARD.size
N_APOSTLES = len(APOSTLES)
EDGES: tuple[tuple[int, int], ...] = tuple(
    e for a, b in BOARD.border_pairs for e in ((a, b), (b, a)))
_EDGE_INDEX = {e: i for i, e in enumerate(EDGES)}
A_END = 0
A_REGION = 1
A_CONVERT = A_REGION + R
A_ATTACK = A_CONVERT + R
A_MOVE = A_ATTACK + 3 * len(EDGES)
A_CALL = A_MOVE + 3 * R * R
A_ANSWER = A_CALL + 2
N_ACTIONS = A_ANSWER + 1 + R
PHASES = ("setup", "reinforcement", "attack", "movement", "ottoman", "call_ally", "answer_ally")


def obs_size(seats: int) -> int:
    return R * (seats + 1 + 5) + seats * (5 + N_APOSTLES) + N_APOSTLES + len(PHASES) + 5


OBS_SIZE = {n: obs_size(n) for n in (2, 3, 4)}


def _sized(rows: list) -> list[tuple[int, int]]:
    """The smallest, middle and largest force of ``forces`` rows, by strength (R2)."""
    forces = sorted(((i + 3 * r.cannons, i, r.cannons) for r in rows
                     for i in range(r.min_infantry, r.max_infantry + 1)))
    if not forces:
        return []
    pick = [forces[0], forces[len(forces) // 2], forces[-1]]
    return [(i, c) for _, i, c in pick]


def action_table(options: Sequence[LegalAction]) -> dict[int, Action]:
    """Index -> concrete engine action for the given options (module doc)."""
    out: dict[int, Action] = {}
    for o in options:
        t = type(o)
        if t is O.EndStepOption:
            out[A_END] = EndStep()
        elif t is O.PlaceStartOption:
            for rid in o.regions:
                out[A_REGION + BOARD.index[rid]] = PlaceStart(region=rid)
        elif t is O.ReinforceOption:
            for rid in o.regions:
                out[A_REGION + BOARD.index[rid]] = Reinforce(
                    placements=[Placement(region=rid, infantry=o.infantry, cannons=o.cannons)])
        elif t is O.ConvertCannonOption:
            for rid in o.regions:
                out[A_CONVERT + BOARD.index[rid]] = ConvertCannon(region=rid)
        elif t is O.AttackOption:
            a = BOARD.index[o.from_]
            for tg in o.targets:
                e = _EDGE_INDEX.get((a, BOARD.index[tg.region]))
                if e is None:
                    continue
                for k, (i, c) in enumerate(_sized(tg.forces)):
                    out[A_ATTACK + 3 * e + k] = Attack(from_=o.from_, to=tg.region, infantry=i, cannons=c)
        elif t is O.MoveOption:
            a = BOARD.index[o.from_]
            sized = _sized(o.forces)
            for rid in o.to:
                b = BOARD.index[rid]
                for k, (i, c) in enumerate(sized):
                    out[A_MOVE + 3 * (R * a + b) + k] = Move(from_=o.from_, to=rid, infantry=i, cannons=c)
        elif t is O.CallAllyOption:
            out[A_CALL], out[A_CALL + 1] = CallAlly(call=True), CallAlly(call=False)
        elif t is O.AnswerAllyOption:
            out[A_ANSWER] = AnswerAlly(accept=False)
            for rid in o.regions:
                out[A_ANSWER + 1 + BOARD.index[rid]] = AnswerAlly(accept=True, region=rid)
    return out


def observe_state(s: GameState, seat: int) -> np.ndarray:
    """The observation vector of ``seat`` (module doc)."""
    n = s.seats
    order = [(seat + k) % n for k in range(n)]
    rel = {p: k for k, p in enumerate(order)}
    v = view(s, seat)
    x: list[float] = []
    for r, rv in enumerate(v.regions):
        one = [0.0] * (n + 1)
        one[rel[rv.owner] if rv.owner is not None else n] = 1.0
        x += one + [rv.infantry / 10, rv.cannons / 5, rv.ottomans / 10, rv.spent_infantry / 10,
                    rv.spent_cannons / 5]
    for p in order:
        pl = s.players[p]
        held = [0.0] * N_APOSTLES
        for c in pl.apostles:
            held[c] = 1.0
        x += [pl.reserve_infantry / 35, pl.reserve_cannons / 10, (pl.losses_infantry + pl.losses_cannons) / 35,
              fame(s, p) / 50 if s.status != "lobby" else 0.0, min(pl.defeated, 200) / 20] + held
    revealed = [0.0] * N_APOSTLES
    for c in s.apostles_revealed:
        revealed[c] = 1.0
    x += revealed
    phase = [0.0] * len(PHASES)
    if s.pending is not None:
        phase[PHASES.index(s.pending.kind if s.pending.kind in PHASES else "call_ally")] = 1.0
    elif s.phase == "greek" and s.step in PHASES:
        phase[PHASES.index(s.step)] = 1.0
    elif s.phase == "ottoman":
        phase[PHASES.index("ottoman")] = 1.0
    else:
        phase[0] = 1.0
    x += phase + [s.round / 20, s.to_place_infantry / 10, s.to_place_cannons / 5, s.moves_left / 5,
                  s.supply / 45]
    return np.asarray(x, dtype=np.float32)


class Battle1821Env(AECEnv):
    """*1821, The Battle* for ``seats`` (2-4) agents (module doc). ``max_rounds``: the
    house-rule end after that many rounds (R26)."""

    metadata: dict[str, Any] = {"name": "battle1821_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, seats: int = 2, max_rounds: int | None = 8, render_mode: str | None = None) -> None:
        super().__init__()
        if not 2 <= seats <= 4:
            raise ValueError("seats must be 2..4")
        self.seats: int = seats
        self.max_rounds: int | None = max_rounds
        self.render_mode: str | None = render_mode
        self.possible_agents: list[str] = [f"seat_{i}" for i in range(seats)]
        self.state_: GameState | None = None
        self._table: dict[int, Action] = {}

    @functools.lru_cache(maxsize=None)
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return spaces.Dict({
            "observation": spaces.Box(low=-np.inf, high=np.inf, shape=(OBS_SIZE[self.seats],), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(N_ACTIONS,), dtype=np.int8),
        })

    @functools.lru_cache(maxsize=None)
    def action_space(self, agent: str) -> spaces.Space[Any]:
        return spaces.Discrete(N_ACTIONS)

    # ------------------------------------------------------------------ AEC
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None or not hasattr(self, "np_random"):
            from gymnasium.utils import seeding
            self.np_random: np.random.Generator
            self.np_random, _ = seeding.np_random(seed)
        game_seed = f"pettingzoo-{int(self.np_random.integers(2**62))}"
        self.state_ = new_local_game(self.seats, game_seed, self.max_rounds)
        self.agents: list[str] = list(self.possible_agents)
        self.rewards: dict[str, float] = {a: 0.0 for a in self.agents}
        self._cumulative_rewards: dict[str, float] = {a: 0.0 for a in self.agents}
        self.terminations: dict[str, bool] = {a: False for a in self.agents}
        self.truncations: dict[str, bool] = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        s = self.state_
        w = waiting_for(s) if s.status != "finished" else []
        seat = w[0] if w else 0
        self.agent_selection: str = self.possible_agents[seat]
        self._table = action_table([o for o in legal_actions(s, seat)
                                    if not isinstance(o, (O.SetStandingOrdersOption, O.ResignOption, O.UndoOption))]) if w else {}

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self.possible_agents.index(agent)
        mask = np.zeros(N_ACTIONS, dtype=np.int8)
        if agent == self.agent_selection and self.state_.status != "finished":
            mask[list(self._table)] = 1
        return {"observation": observe_state(self.state_, seat), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        a = self._table.get(int(action))
        if a is None:
            raise ValueError(f"action {action} is not legal now (see the action_mask)")
        seat = self.possible_agents.index(agent)
        self._cumulative_rewards[agent] = 0.0
        self.state_ = settle(step(self.state_, seat, a))
        self.rewards = {x: 0.0 for x in self.agents}
        if self.state_.status == "finished":
            for i, x in enumerate(self.possible_agents):
                self.rewards[x] = 1.0 if i in self.state_.winners else -1.0
                self.terminations[x] = True
        self._accumulate_rewards()
        self._select()

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.state_ is None:
            return None
        s = self.state_
        cells = [f"{BOARD.ids[r]}:{'-' if s.owner[r] < 0 else s.owner[r]}/{s.infantry[r]}i{s.cannons[r]}c/{s.ottomans[r]}o"
                 for r in range(R) if s.owner[r] >= 0 or s.ottomans[r]]
        return f"round {s.round} {s.phase} {s.step} fame {[fame(s, i) for i in range(s.seats)]}\n" + " ".join(cells)

    def close(self) -> None:
        pass
