"""The search bot: one-ply expectimax over the local engine with the exact battle odds.

For each candidate (:func:`~battle1821_bots.local.concrete_actions`, at most ``cap``) the
bot applies the action on ``samples`` copies of the state, each with other dice (the
state's RNG reseeded; the same seeds for every candidate of one decision, so candidates
are compared on the same dice), and plays each copy on to the end of the round with a
default policy for every seat (:func:`rollout`: reinforce the most threatened region,
decline Ally questions, end the steps), the Ottoman phase included (R20-R24). Chance
nodes:

- an attack on Ottomans (a ``battle`` target, no Ally, no Blessing) has two outcomes,
  won or lost, weighted by the exact probability :func:`battle1821.engine.battle_odds`
  gives for the committed strength against the Ottomans there (R12-R13); each outcome's
  value is the mean over the copies that ended that way (up to ``3 x samples`` copies
  are drawn to see both; a missing outcome: the mean of the ones seen);
- every other candidate's value is the mean over its copies.

The leaf value (:func:`evaluate`) is the seat's standing minus its best opponent's:
Fame (R26) weighted most, each region's safety against the Ottoman strength next door,
strength on the board and in the reserve, Ottomans defeated (D of R10: more
reinforcement) and progress towards the revealed Apostles' conditions (R25).

Time: after ``budget_s`` each remaining candidate gets one copy; after ``limit_s`` no
further copy is drawn and the best candidate so far is played. The exact-odds tables are
filled once per process when the first bot is made (:func:`warm_odds`, about 1.5 s).
At the root the bot calls an Ally when the odds are below ``ally_below`` and accepts a
request from its region with the most strength to spare.

:class:`SearchPlayer` plays local games; :class:`SearchBot` is the same search behind
the client :class:`~battle1821_bots.base.Bot` interface (server games: the view is turned
into a state with :func:`~battle1821_bots.local.state_from_view`).
"""

from __future__ import annotations

import time
from typing import Any

from battle1821.engine import (
    Action, GameState, RuleViolation, advance, apply, battle_odds, copy_state, legal_actions,
    timeout_action, waiting_for,
)
from battle1821.engine import apostles as _apostles
from battle1821.engine import data
from battle1821.engine import options as O
from battle1821.engine.actions import AnswerAlly, Attack, CallAlly, EndStep, PlaceStart, Placement, Reinforce
from battle1821.engine.board import APOSTLES, BOARD
from battle1821.engine.scoring import fame

from .base import Bot
from .local import META_OPTIONS, LocalBot, concrete_actions, state_from_view, to_client_action

CANNON = 3
FAME_W = 10.0
THREAT_W = 0.8     # share of a region's Fame point at risk when far outmatched next door


def _threat(s: GameState, r: int) -> int:
    """Ottoman infantry next to region ``r`` (they attack with all but one)."""
    return sum(max(0, s.ottomans[n] - 1) for n in BOARD.borders[r] if s.ottomans[n] > 1)


def _standing(s: GameState, seat: int) -> float:
    p = s.players[seat]
    v = FAME_W * fame(s, seat)
    for r, o in enumerate(s.owner):
        if o != seat:
            continue
        st = s.infantry[r] + CANNON * s.cannons[r]
        t = _threat(s, r)
        # the region's Fame point, discounted by how outmatched it is next door
        v -= FAME_W * THREAT_W * t / (t + st + 1.0)
        v += 0.35 * st
    v += 0.15 * (p.reserve_infantry + CANNON * p.reserve_cannons)
    v += 0.25 * min(p.defeated, 12)
    for c in s.apostles_revealed:
        v += 0.2 * FAME_W * APOSTLES[c]["fame"] * _progress(s, seat, c)
    return v


def _progress(s: GameState, seat: int, card: int) -> float:
    """How close ``seat`` is to Apostle ``card``'s condition (R25), 0..1: for region
    conditions the share of the regions held, counting a missing region next to one of
    the seat's as half held; 1 when met (it is then awarded after the action)."""
    if _apostles.meets(s, seat, card):
        return 1.0
    cond = _CONDITIONS[card]
    if isinstance(cond, (data.Control, data.ControlAny)):
        need = [BOARD.index[r] for r in cond.regions]
        owned = sum(1 for r in need if s.owner[r] == seat)
        near = sum(1 for r in need if s.owner[r] != seat
                   and any(s.owner[n] == seat for n in BOARD.borders[r]))
        if isinstance(cond, data.ControlAny):
            return 0.5 if near else 0.0
        return (owned + 0.5 * near) / len(need)
    if isinstance(cond, data.ControlCount):
        regions = BOARD.group(cond.group)
        owned = sum(1 for r in regions if s.owner[r] == seat)
        return min(1.0, owned / cond.at_least) * 0.7
    return 0.0


_CONDITIONS = tuple(c.condition for c in data.APOSTLE_CARDS)
_warm = False


def warm_odds() -> None:
    """Fill the engine's exact-odds tables (about 1.5 s once per process) so that no
    decision pays for them."""
    global _warm
    if not _warm:
        for a in range(1, 61):
            for d in range(1, 46):
                battle_odds(a, d)
        _warm = True


def evaluate(s: GameState, seat: int) -> float:
    """Leaf value for ``seat`` (module doc); a finished game: +-1000 for a win or loss."""
    if s.status == "finished":
        if seat in s.winners:
            return 1000.0 + fame(s, seat)
        return -1000.0 + fame(s, seat)
    mine = _standing(s, seat)
    others = [_standing(s, i) for i in range(s.seats) if i != seat and not s.players[i].resigned]
    return mine - (max(others) if others else 0.0)


def _run_on(s: GameState, seat: int, limit: int = 400) -> GameState:
    """Run automatic steps and pending Ally decisions (R19 default) until a seat has a
    free decision or the game ends."""
    for _ in range(limit):
        if s.status == "finished":
            break
        if s.pending is not None:
            d = timeout_action(s)
            if d is None:
                break
            s, _ = apply(s, *d)
            continue
        if waiting_for(s):
            break
        s, _ = advance(s)
    return s


class SearchPlayer(LocalBot):
    """The search bot on the local engine (module doc). ``cap``: candidates per
    decision; ``samples``: copies per chance node; ``budget_s``: time per decision
    after which the remaining candidates get one copy each; ``limit_s``: time after
    which no further candidate is tried (the best so far is played)."""

    name = "search"

    def __init__(self, seed: Any = None, *, cap: int = 24, samples: int = 3, budget_s: float = 0.09,
                 limit_s: float = 0.15, ally_below: float = 0.8) -> None:
        super().__init__(seed)
        warm_odds()
        self.cap, self.samples, self.ally_below = cap, samples, ally_below
        self.budget_s, self.limit_s = budget_s, limit_s
        self._stop = float("inf")
        self._seeds: list[int] = []

    # ------------------------------------------------------------------ decisions
    def choose(self, state: GameState, seat: int, options: list) -> Action:
        options = [o for o in options if not isinstance(o, META_OPTIONS)]
        kinds = {type(o) for o in options}
        if O.CallAllyOption in kinds:
            return CallAlly(call=self._want_ally(state))
        if O.AnswerAllyOption in kinds:
            return self._answer(state, next(o for o in options if isinstance(o, O.AnswerAllyOption)))
        acts = concrete_actions(state, seat, cap=self.cap, rng=self.rng, options=options)
        if len(acts) == 1:
            return acts[0]
        t0 = time.perf_counter()
        deadline, stop = t0 + self.budget_s, t0 + self.limit_s
        self._stop, self._seeds = stop, []
        best, best_v = acts[0], float("-inf")
        for a in acts:
            if time.perf_counter() > stop:
                break
            try:
                v = self.value(state, seat, a, full=time.perf_counter() < deadline)
            except RuleViolation:   # a state rebuilt from a view may differ from the server's
                continue
            if v > best_v:
                best, best_v = a, v
        return best

    def _want_ally(self, s: GameState) -> bool:
        b = s.battle
        if b is None or b.kind != "greek_attack":
            return True
        st = b.greek_infantry + CANNON * b.greek_cannons
        ott = s.ottomans[b.region]
        return st < 1 or ott < 1 or battle_odds(min(60, st), min(45, ott)).attacker_wins < self.ally_below

    def _answer(self, s: GameState, o: O.AnswerAllyOption) -> AnswerAlly:
        best, spare = None, 1
        for rid in o.regions:
            r = BOARD.index[rid]
            left = s.infantry[r] + CANNON * s.cannons[r] - _threat(s, r) - 1
            if left > spare:
                best, spare = rid, left
        return AnswerAlly(accept=True, region=best) if best else AnswerAlly(accept=False)

    # ------------------------------------------------------------------ expectimax
    def _seed(self, k: int) -> int:
        """The ``k``-th dice seed of this decision, the same for every candidate (common
        random numbers: candidates are compared on the same dice)."""
        while len(self._seeds) <= k:
            self._seeds.append(self.rng.getrandbits(62))
        return self._seeds[k]

    def _outcome(self, state: GameState, seat: int, a: Action, target: int, k: int) -> tuple[bool, float]:
        """Draw ``k`` of the dice: apply ``a`` on a reseeded copy, note whether ``seat``
        holds ``target`` after the battle, play on to the end of the round (:func:`rollout`)
        and evaluate."""
        s = copy_state(state)
        s.rng_state = self._seed(k)
        s, _ = apply(s, seat, a)
        s = _run_on(s, seat)
        held = target >= 0 and s.owner[target] == seat
        return held, evaluate(rollout(s, state.round), seat)

    def value(self, state: GameState, seat: int, a: Action, full: bool = True) -> float:
        """Expected leaf value of ``a`` (module doc)."""
        n = self.samples if full else 1
        t = BOARD.index[a.to] if isinstance(a, Attack) else -1
        if t < 0 or state.ottomans[t] == 0 or a.call_ally or a.blessing:
            outs = []
            for k in range(n):
                outs.append(self._outcome(state, seat, a, t, k)[1])
                if time.perf_counter() > self._stop:
                    break
            return sum(outs) / len(outs)
        p = battle_odds(min(60, max(1, a.infantry + CANNON * a.cannons)), min(45, state.ottomans[t])).attacker_wins
        won: list[float] = []
        lost: list[float] = []
        for k in range(3 * n):
            held, v = self._outcome(state, seat, a, t, k)
            (won if held else lost).append(v)
            if (k + 1 >= n and won and lost) or time.perf_counter() > self._stop:
                break
        if not won or not lost:
            vals = won or lost
            return sum(vals) / len(vals)
        return p * sum(won) / len(won) + (1 - p) * sum(lost) / len(lost)


def _rollout_action(s: GameState, seat: int):
    """The look-ahead's default play: place reinforcements where the Ottoman threat most
    exceeds the strength (R10), answer Ally questions with R19's default, end steps."""
    for o in legal_actions(s, seat):
        if isinstance(o, O.ReinforceOption):
            best = max(o.regions, key=lambda rid: (_threat(s, BOARD.index[rid])
                                                   - s.infantry[BOARD.index[rid]] - CANNON * s.cannons[BOARD.index[rid]], rid))
            return Reinforce(placements=[Placement(region=best, infantry=o.infantry, cannons=o.cannons)])
        if isinstance(o, O.PlaceStartOption):
            return PlaceStart(region=o.regions[0])
        if isinstance(o, O.CallAllyOption):
            return CallAlly(call=False)
        if isinstance(o, O.AnswerAllyOption):
            return AnswerAlly(accept=False)
    return EndStep()


def rollout(s: GameState, round_: int, limit: int = 200) -> GameState:
    """Play on with :func:`_rollout_action` for every seat until round ``round_`` is over
    (the Ottoman phase included) or the game ends."""
    for _ in range(limit):
        if s.status == "finished" or s.round > round_:
            break
        w = waiting_for(s)
        if not w:
            s = _run_on(s, -1)
            continue
        s, _ = apply(s, w[0], _rollout_action(s, w[0]))
    return s


class SearchBot(Bot):
    """:class:`SearchPlayer` behind the client :class:`Bot` interface: the view becomes a
    state (:func:`state_from_view`, hidden decks and dice from the bot's seed), the
    server's options become engine options, the chosen engine action a client model."""

    name = "search"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.player = SearchPlayer(self.rng.random())

    def choose(self, view: Any, legal_actions_: list) -> Any:
        from .local import from_client_option
        opts = [from_client_option(o) for o in legal_actions_]
        kinds = {type(o) for o in opts}
        if kinds & {O.CallAllyOption, O.AnswerAllyOption}:
            # a pending decision: no state to rebuild (a battle is running), decide directly
            if O.CallAllyOption in kinds:
                return to_client_action(CallAlly(call=True))
            o = next(o for o in opts if isinstance(o, O.AnswerAllyOption))
            return to_client_action(AnswerAlly(accept=bool(o.regions), region=(o.regions or [None])[0]))
        if view.status != "active":
            # setup (R7): the starting region with the fewest Ottomans next door
            o = next(o for o in opts if isinstance(o, O.PlaceStartOption))
            near = {r.id: r.ottomans for r in view.regions}
            return to_client_action(PlaceStart(region=min(o.regions, key=lambda rid: (
                sum(near[BOARD.ids[n]] for n in BOARD.borders[BOARD.index[rid]]), rid))))
        state = state_from_view(view, f"search-{self.rng.random()}")
        seat = self.seat if self.seat is not None else view.your_seat
        return to_client_action(self.player.choose(state, seat, opts))
