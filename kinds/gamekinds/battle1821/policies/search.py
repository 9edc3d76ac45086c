"""The search bot: rollout search over the local engine with the exact battle odds.

Each decision (:meth:`SearchPlayer.choose`):

1. **Candidates** (:func:`candidates`): the default policy's own choice
   (:func:`~.greedy.greedy_action`), ``end_step`` and a handful of concrete
   actions per option: every attack target with the force the default policy would
   commit, the largest force and the smallest one with good exact odds (R12-R13), with
   and without an Ally or a Blessing; occupations with 1-3 pieces or all; takeovers
   (R16) with just enough strength or all; reinforcement (R10) in each region; moves
   (R17) of spare strength to the most threatened regions.
2. **Determinized samples**: sample ``k`` is the state with the dice reseeded and both
   decks (Events, Apostles) shuffled from the bot's own seed (what a view hides, R27),
   the same ``k`` for every candidate (common random numbers).
3. **Rollout**: apply the candidate on sample ``k``, then play every seat with the
   default policy to the end of the round, the Ottoman phase included (R20-R24), and
   score the state (:func:`evaluate`). A plain attack on Ottomans is a chance node: its
   value is ``p x mean(won) + (1 - p) x mean(lost)`` with ``p`` the exact odds, once
   both outcomes were drawn.
4. **Sequential halving**: every candidate gets 2 samples, then the better half twice as
   many, and so on, until one is left or the work budget ``work`` (engine calls and log
   events, :func:`_rollout`: deterministic, about 25 us of CPU each) is spent; the CPU
   time ``budget_s`` starts no further halving round and the hard limit ``limit_s``
   starts no further rollout (checked before every one; a rollout takes 1-20 ms).
   With more than ``screen`` candidates a one-action look (no rollout) first keeps the
   ``screen`` best (the default policy's choice and ``end_step`` always stay).

The effort is the work budget: the same choices on any machine unless a CPU limit cuts
in; time is the thread's CPU time (``time.thread_time``), so a loaded machine does not
make the bot weaker, only slower. The leaf value (:func:`evaluate`) is the seat's standing
minus its best opponent's: Fame (R26) weighted most, each region discounted by the
Ottoman threat next door, strength on the board and in the reserve, Ottomans defeated
(D of R10) and progress towards the revealed Apostles (R25); a finished game is
+-1000 plus Fame.

:class:`SearchPlayer` plays local games; the same search behind the SDK's client
``Bot`` interface (``battle1821_bots.search.SearchBot``) and the computer seats'
``search`` policy decide from a seat's view (:func:`view_action`: the view becomes a
state with :func:`~.lookahead.state_from_view`).
"""

from __future__ import annotations

import math
import random
import time
from typing import Any, Callable

import msgspec

from .. import apostles as _apostles
from .. import data
from .. import options as O
from ..actions import Action, AnswerAlly, Attack, CallAlly, ConvertCannon, EndStep, Move, PlaceStart, Placement, Reinforce
from ..board import APOSTLES, BOARD
from ..errors import RuleViolation
from ..flow import advance, apply, legal_actions, waiting_for
from ..scoring import fame
from ..state import GameState, copy_state
from ..view import View
from .greedy import CANNON, fill_odds, greedy_action, largest, p_win, strength, threat, wanted
from .lookahead import META_OPTIONS, LocalBot, state_from_view

FAME_W = 10.0
THREAT_W = 0.8     # share of a region's Fame point at risk when far outmatched next door
_IX = BOARD.index
_IDS = BOARD.ids
_BORDERS = BOARD.borders


# ---------------------------------------------------------------------- evaluation
def _standing(s: GameState, seat: int) -> float:
    p = s.players[seat]
    v = FAME_W * fame(s, seat)
    owner, inf, can = s.owner, s.infantry, s.cannons
    for r in range(BOARD.size):
        if owner[r] != seat:
            continue
        st = inf[r] + CANNON * can[r]
        t = threat(s, r)
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
        need = [_IX[r] for r in cond.regions]
        owned = sum(1 for r in need if s.owner[r] == seat)
        near = sum(1 for r in need if s.owner[r] != seat
                   and any(s.owner[n] == seat for n in _BORDERS[r]))
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
    """Fill the exact-odds table once per process (:func:`.greedy.fill_odds`, ~1 ms) so
    that no decision pays for it."""
    global _warm
    if not _warm:
        fill_odds()
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


# ---------------------------------------------------------------------- rollouts
def _options(s: GameState, seat: int) -> list:
    return [o for o in legal_actions(s, seat) if not isinstance(o, META_OPTIONS)]


def rollout(s: GameState, round_: int, limit: int = 400) -> GameState:
    """Play on with `greedy_action` for every seat until
    round ``round_`` is over (the Ottoman phase included) or the game ends."""
    return _rollout(s, round_, limit)[0]


def _rollout(s: GameState, round_: int, limit: int = 400) -> tuple[GameState, int]:
    """:func:`rollout` and its work: 2 per engine call (an action applied, an automatic
    run) plus 1 per log event it produced (battle rolls, Ottoman moves, ...), the
    search's deterministic measure of effort (about 25 us of CPU each)."""
    n = work = 0
    while n < limit:
        if s.status == "finished" or s.round > round_:
            break
        n += 1
        w = waiting_for(s)
        if not w:
            s, ev = advance(s)
        else:
            seat = w[0]
            try:
                s, ev = apply(s, seat, greedy_action(s, seat, _options(s, seat)))
            except RuleViolation:   # never expected: the policy builds from the options
                s, ev = apply(s, seat, EndStep())
        work += 2 + len(ev)
    return s, work


# ---------------------------------------------------------------------- candidates
def _force_for(rows: list, want: int) -> tuple[int, int] | None:
    """A force of strength ``want`` from ``rows`` (the fewest cannons), else None."""
    for row in rows:
        i = want - CANNON * row.cannons
        if row.min_infantry <= i <= row.max_infantry and i + row.cannons > 0:
            return i, row.cannons
    return None


def _attack_candidates(s: GameState, seat: int, o: O.AttackOption) -> list[Action]:
    out: list[Action] = []
    r = _IX[o.from_]
    for t in o.targets:
        ti = _IX[t.region]
        top = largest(o.infantry, o.cannons, t.forces, 1)
        if top is None:
            continue
        top_st = top[0] + CANNON * top[1]
        keep = max(1, math.ceil(threat(s, r, exclude=ti) * 0.75))
        held = largest(o.infantry, o.cannons, t.forces, keep)
        forces = [top] + ([held] if held else [])

        def add(st: int) -> None:
            f = _force_for(t.forces, st)
            if f is not None:
                forces.append(f)
        if t.kind == "battle":
            if p_win(top_st, t.ottomans) < 0.3:
                continue
            for goal in (0.75, 0.9):
                st = next((x for x in range(1, top_st + 1) if p_win(x, t.ottomans) >= goal), None)
                if st is not None:
                    add(st)
        elif t.kind == "occupation":
            for st in (1, 2, 3):
                add(st)
        else:
            for st in (t.defender_strength + 1, t.defender_strength + 3):
                add(st)
        for i, c in dict.fromkeys(forces):
            out.append(Attack(from_=o.from_, to=t.region, infantry=i, cannons=c))
        if t.kind == "battle":
            p = p_win(top_st, t.ottomans)
            if o.can_call_ally and p < 0.97:
                out.append(Attack(from_=o.from_, to=t.region, infantry=top[0], cannons=top[1], call_ally=True))
            if o.blessings and p < 0.95:
                out.append(Attack(from_=o.from_, to=t.region, infantry=top[0], cannons=top[1],
                                  blessing=o.blessings[0]))
    return out


def _move_candidates(s: GameState, seat: int, options: list) -> list[Action]:
    mine = [r for r in range(BOARD.size) if s.owner[r] == seat]
    want = wanted(s)
    need = sorted(mine, key=lambda r: -(threat(s, r) - strength(s, r) + (2 if r in want else 0)))[:3]
    spare = []
    for o in options:
        r = _IX[o.from_]
        keep = max(1, math.ceil(threat(s, r) * 0.75))
        f = largest(o.infantry, o.cannons, o.forces, keep)
        if f is not None:
            spare.append((f[0] + CANNON * f[1], o, f))
    spare.sort(key=lambda x: -x[0])
    out: list[Action] = []
    for _, o, f in spare[:3]:
        for to in need:
            if to == _IX[o.from_]:
                continue
            out.append(Move(from_=o.from_, to=_IDS[to], infantry=f[0], cannons=f[1]))
            half = _force_for(o.forces, (f[0] + CANNON * f[1]) // 2)
            if half is not None and half != f:
                out.append(Move(from_=o.from_, to=_IDS[to], infantry=half[0], cannons=half[1]))
    return out


def candidates(s: GameState, seat: int, options: list) -> list[Action]:
    """The concrete actions the search compares (module doc), the default policy's
    choice first, without duplicates; every one built inside an offered option."""
    out: list[Action] = [greedy_action(s, seat, options)]
    for o in options:
        t = type(o)
        if t is O.EndStepOption:
            out.append(EndStep())
        elif t is O.CallAllyOption:
            out += [CallAlly(call=True), CallAlly(call=False)]
        elif t is O.AnswerAllyOption:
            out.append(AnswerAlly(accept=False))
        elif t is O.PlaceStartOption:
            out += [PlaceStart(region=r) for r in o.regions]
        elif t is O.ReinforceOption:
            want = wanted(s)
            regs = sorted(o.regions, key=lambda rid: -(threat(s, _IX[rid]) - strength(s, _IX[rid])
                                                       + (2 if _IX[rid] in want else 0)))
            out += [Reinforce(placements=[Placement(region=r, infantry=o.infantry, cannons=o.cannons)])
                    for r in regs[:8]]
            if o.split and len(regs) >= 2 and o.infantry >= 2:
                h = o.infantry // 2
                out.append(Reinforce(placements=[Placement(region=regs[0], infantry=o.infantry - h, cannons=o.cannons),
                                                 Placement(region=regs[1], infantry=h)]))
        elif t is O.ConvertCannonOption:
            out += [ConvertCannon(region=r) for r in o.regions[:3]]
        elif t is O.AttackOption:
            out += _attack_candidates(s, seat, o)
    moves = [o for o in options if type(o) is O.MoveOption]
    if moves:
        out += _move_candidates(s, seat, moves)
    seen: dict[bytes, Action] = {}
    for a in out:
        seen.setdefault(msgspec.msgpack.encode(a), a)
    return list(seen.values())


# ---------------------------------------------------------------------- the player
class SearchPlayer(LocalBot):
    """The search bot on the local engine (module doc). ``work``: the work budget per
    decision; ``budget_s``: CPU seconds per decision after which no new halving round
    starts; ``limit_s``: CPU seconds after
    which no further rollout starts (the best so far is played); ``screen``: candidates
    kept for rollouts; ``clock``: the time source (default the thread's CPU time)."""

    name = "search"

    def __init__(self, seed: Any = None, *, work: int = 3000, budget_s: float = 0.11, limit_s: float = 0.13,
                 screen: int = 10, clock: Callable[[], float] = time.thread_time) -> None:
        super().__init__(seed)
        warm_odds()
        self.work, self.budget_s, self.limit_s, self.screen, self.clock = work, budget_s, limit_s, screen, clock
        self.last_work = 0         # engine calls of the last decision
        self.rollouts = 0          # rollouts of the last decision (for tests and benches)

    def choose(self, state: GameState, seat: int, options: list) -> Action:
        t0 = self.clock()
        options = [o for o in options if not isinstance(o, META_OPTIONS)]
        cands = candidates(state, seat, options)
        self.rollouts = 0
        if len(cands) == 1:
            return cands[0]
        return self._search(state, seat, cands, t0)

    # ------------------------------------------------------------------ samples
    def _roots(self, state: GameState) -> Callable[[int], GameState]:
        """Sample ``k`` of this decision: the state with reseeded dice and shuffled decks."""
        roots: list[GameState] = []
        rng = self.rng

        def root(k: int) -> GameState:
            while len(roots) <= k:
                s = copy_state(state)
                s.rng_state = rng.getrandbits(62)
                r = random.Random(rng.getrandbits(64))
                # sorted first: the shuffle must not depend on the hidden order
                s.event_deck, s.apostle_deck = sorted(s.event_deck), sorted(s.apostle_deck)
                r.shuffle(s.event_deck)
                r.shuffle(s.apostle_deck)
                roots.append(s)
            return roots[k]
        return root

    def _search(self, state: GameState, seat: int, cands: list[Action], t0: float) -> Action:
        clock = self.clock
        deadline, hard = t0 + self.budget_s, t0 + self.limit_s
        root = self._roots(state)
        horizon = max(state.round, 1)
        # plain attacks on Ottomans: (target, exact odds) for the chance-node weighting
        chance: list[tuple[int, float] | None] = []
        for a in cands:
            if type(a) is Attack and not a.call_ally and a.blessing is None and state.ottomans[_IX[a.to]] > 0:
                t = _IX[a.to]
                chance.append((t, p_win(a.infantry + CANNON * a.cannons, state.ottomans[t])))
            else:
                chance.append(None)
        vals: list[list[tuple[bool, float]]] = [[] for _ in cands]
        bad: set[int] = set()
        work = [0]

        def sample(i: int, deep: bool) -> None:
            k = len(vals[i])
            try:
                s, _ = apply(root(k), seat, cands[i])
            except RuleViolation:   # a state rebuilt from a view may differ from the server's
                bad.add(i)
                return
            ch = chance[i]
            held = ch is not None and s.owner[ch[0]] == seat
            work[0] += 1
            if deep:
                s, n = _rollout(s, horizon)
                work[0] += n
                self.rollouts += 1
            vals[i].append((held, evaluate(s, seat)))

        def value(i: int) -> float:
            v = vals[i]
            if not v:
                return float("-inf")
            ch = chance[i]
            if ch is not None:
                won = [x for h, x in v if h]
                lost = [x for h, x in v if not h]
                if won and lost:
                    return ch[1] * sum(won) / len(won) + (1 - ch[1]) * sum(lost) / len(lost)
            return sum(x for _, x in v) / len(v)

        alive = list(range(len(cands)))
        if len(alive) > self.screen:
            for i in alive:
                if clock() > hard:
                    break
                sample(i, deep=False)
                if chance[i] is not None:
                    sample(i, deep=False)
            keep = sorted((i for i in alive if i not in bad), key=lambda i: -value(i))[:self.screen - 2]
            ends = {i for i, a in enumerate(cands) if type(a) is EndStep}
            alive = sorted((set(keep) | {0} | ends) - bad)
            for i in alive:
                vals[i].clear()
        target = 2
        while True:
            for i in alive:
                while len(vals[i]) < target and i not in bad:
                    if clock() > hard:
                        break
                    sample(i, deep=True)
            alive = [i for i in alive if i not in bad and vals[i]]
            if len(alive) <= 1 or work[0] >= self.work or clock() > deadline:
                break
            alive.sort(key=lambda i: -value(i))
            alive = alive[:max(1, (len(alive) + 1) // 2)]
            target *= 2
        self.last_work = work[0]
        if not alive:
            return cands[0]
        return cands[max(alive, key=value)]


def view_action(player: SearchPlayer, v: View, seat: int, options: list, rng: random.Random) -> Action:
    """The search's action for ``seat`` from what the seat sees: ``v`` (its view) and its
    ``options``, never the hidden state. The view becomes a state
    (:func:`~.lookahead.state_from_view`, hidden decks and dice drawn from ``rng``). A pending
    Ally question (a battle is running, which a view does not rebuild) is answered like
    the default policy, from the view; the set-up placement (R7) picks the starting region
    with the fewest Ottomans next door. Used by the computer seats' ``search`` policy and
    by the SDK's ``SearchBot`` (through the API)."""
    options = [o for o in options if not isinstance(o, META_OPTIONS)]
    kinds = {type(o) for o in options}
    if kinds & {O.CallAllyOption, O.AnswerAllyOption}:
        if O.CallAllyOption in kinds:
            return CallAlly(call=True)
        o = next(o for o in options if isinstance(o, O.AnswerAllyOption))
        near = {r.id: r for r in v.regions}
        best, spare = None, 0
        for rid in o.regions:
            r = near[rid]
            t = sum(max(0, near[_IDS[n]].ottomans - 1) for n in _BORDERS[_IX[rid]])
            left = r.infantry + CANNON * r.cannons - t - 1
            if left > spare:
                best, spare = rid, left
        return AnswerAlly(accept=best is not None, region=best)
    if v.status != "active":
        o = next(o for o in options if isinstance(o, O.PlaceStartOption))
        ott = {r.id: r.ottomans for r in v.regions}
        return PlaceStart(region=min(o.regions, key=lambda rid: (
            sum(ott[_IDS[n]] for n in _BORDERS[_IX[rid]]), rid)))
    return player.choose(state_from_view(v, f"search-{rng.random()}"), seat, options)
