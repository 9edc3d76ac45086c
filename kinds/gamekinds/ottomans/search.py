"""A lookahead policy for Ottomans seats (issue 32 item 1), measured against ``greedy``.

:func:`search_policy` ``(state, seat, options, rng) -> Action`` decides from what ``seat``
may see (:func:`determinize`) and answers every question but its own player turn's (and the
core choice) as :func:`.randomplay.greedy_policy` does. In its movement, combat and forced
march phases it compares concrete candidate actions (:func:`candidates`: the greedy choice,
ending the phase, each control stratagem, one unit or the whole stack of each place to each
destination, the whole force on each attack, a leader's forced march to each place) by
applying each to determinized copies of the state, letting every seat answer with the greedy
policy until the table is quiet again (the battle resolved, the reaction windows closed:
:func:`quiet`), and scoring the result with :func:`evaluate`: the 21.0 survival measure (the
seat's survival points minus its target, the total value of its core colour's regions, as
:func:`.phases.victory` counts them), half of the best other seat's margin against it, and a
little for the strength each side controls on the map. Attacks take ``samples`` dice
samples (the common ones for every candidate); a candidate is played only when it beats
ending the phase. The core nationality (4.1(2)) is the one with the best margin right after
the choice.

Hidden information: :func:`determinize` deals the stratagems the seat cannot see (the pool's
and the other seats' hands, each hand keeping its size) anew from the policy's ``rng`` and
reseeds the dice; with an agent operation under way (whose commitments are secret, 20.1) the
policy plays greedy. Cost: about ``budget`` candidate evaluations a decision (about 0.5 ms of
CPU each); see ``docs/ottomans/SEARCH.md`` for its figures against greedy.
"""

from __future__ import annotations

import random
from typing import Any

import msgspec

from . import board as B
from .control import controllers
from .errors import RuleViolation
from .flow import apply, advance, legal_actions, waiting_for
from .phases import SURVIVAL_TARGET, _forage_groups, value
from .randomplay import greedy_policy, sample_action
from ..rng import Rng
from .state import (
    MAP, Advance, AdvanceOption, LossesOption, Pick, PickOption, PlayMercenary, MercenaryOption, Reinforce,
    ReinforceOption, TakeLosses, Withdraw, WithdrawOption, Attack, AttackOption, ChooseCore, ChooseCoreOption, DiscardOption, EndPhase, EndPhaseOption, ForcedMarch,
    ForcedMarchOption, GameState, Move, MoveOption, PlayControl, PlayControlOption, ResignOption, copy_state,
)

OWN_TURN = ("movement", "combat", "forced_march", "march_combat", "decision", "mercenaries")
"""The flow rows the policy searches: the seat's own player turn (5.1(2b)-(2d)), the
decisions left to it (losses, withdrawals, advances, forage and plague picks, where its
reinforcements go) and its mercenaries (17.1)."""
SAMPLED = 6         # random samples among the candidates of a pick, losses or reinforcement
OPP_W = 0.5         # weight of the best other seat's survival margin
MAT_W = 0.05        # weight of controlled strength on the map (own minus the others' best)
CONTEST_W = 0.5    # weight of the value contested (:func:`_contested`)
FORAGE_F = 4.0     # a unit the next forage would take counts this many times its strength against its side
WIN = 100.0         # a finished game: +WIN for a win, -WIN for a loss
_TARGET = SURVIVAL_TARGET   # 21.13-S, the islands blue (O89)
_enc = msgspec.msgpack.Encoder()


# ---------------------------------------------------------------------- evaluation
def survival(s: GameState, ctl: list[int] | None = None) -> list[float]:
    """Each seat's survival points (21.12-21.13, as :func:`.phases.victory` counts them when
    no faction holds an Imperial Victory), in one pass over the pieces."""
    ctl = controllers(s) if ctl is None else ctl
    # per area / city: the one (seat, colour) occupying it alone, -2 when mixed, absent when empty
    area_occ: dict[int, int] = {}
    city_occ: dict[int, int] = {}
    where, area, city, colour = s.where, s.area, s.city, B.COLOUR
    for p in range(B.N_PIECES):
        if where[p] != MAP:
            continue
        key = ctl[p] * 4 + colour[p] if ctl[p] >= 0 else -2
        a = area[p]
        if a < B.N_REGIONS:
            old = area_occ.get(a)
            area_occ[a] = key if old is None or old == key else -2
        c = city[p]
        if c >= 0:
            old = city_occ.get(c)
            city_occ[c] = key if old is None or old == key else -2
    pts = [0.0] * s.seats
    for seat in range(s.seats):
        core = s.players[seat].core
        if core < 0:
            continue
        col = B.REGION_COLOUR[core]
        want = seat * 4 + col
        for k in B.CRITICAL:
            if city_occ.get(k) == want:
                pts[seat] += 1 if B.CITY_REGION[k] in s.pillaged else 2 if k == B.CONSTANTINOPLE else 1
        for a, key in area_occ.items():
            if key == want:
                pts[seat] += value(s, a) if B.REGION_COLOUR[a] == col else value(s, a) / 2
    return pts


def margins(s: GameState, ctl: list[int] | None = None) -> list[float]:
    """Each seat's survival points minus its target (21.13-S: it wins when above 0)."""
    pts = survival(s, ctl)
    out = []
    for i, p in enumerate(s.players):
        out.append(pts[i] - _TARGET[B.REGION_COLOUR[p.core]] if p.core >= 0 else -99.0)
    return out


def _contested(s: GameState, ctl: list[int], seat: int) -> float:
    """The value within reach in regions ``seat`` shares with units of others: each region
    where its core colour's units stand beside others counts its survival value times its
    share of the strength there (a battle it would likely win)."""
    core = s.players[seat].core
    if core < 0:
        return 0.0
    col = B.REGION_COLOUR[core]
    mine: dict[int, int] = {}
    theirs: dict[int, int] = {}
    for p in range(B.N_PIECES):
        if s.where[p] != MAP or s.area[p] >= B.N_REGIONS:
            continue
        a = s.area[p]
        if ctl[p] == seat and B.COLOUR[p] == col:
            mine[a] = mine.get(a, 0) + B.STRENGTH[p]
        else:
            theirs[a] = theirs.get(a, 0) + B.STRENGTH[p]
    v = 0.0
    for a, st in mine.items():
        other = theirs.get(a)
        if other:
            full = value(s, a) if B.REGION_COLOUR[a] == col else value(s, a) / 2
            v += full * st / (st + other)
    return v


def evaluate(s: GameState, seat: int) -> float:
    """The leaf value of ``s`` for ``seat`` (module doc): its survival margin, minus
    :data:`OPP_W` times the best other seat's, plus :data:`MAT_W` times its controlled
    strength on the map minus the strongest other seat's, plus :data:`CONTEST_W` times the
    value it contests (:func:`_contested`); a finished game: +-:data:`WIN` plus the margin."""
    ctl = controllers(s)
    m = margins(s, ctl)
    if s.status == "finished":
        return (WIN if seat in s.winners else -WIN if s.winners else 0.0) + m[seat]
    strength = [0] * s.seats
    for p in range(B.N_PIECES):
        if s.where[p] == MAP and ctl[p] >= 0 and not B.IS_LEADER[p]:
            strength[ctl[p]] += B.STRENGTH[p]
    for _a, _c, who, units, excess in _forage_groups(s):   # 12.x: what the next forage would take
        if who >= 0:
            strength[who] -= sum(sorted(B.STRENGTH[p] for p in units)[:excess]) * FORAGE_F
    others = [i for i in range(s.seats) if i != seat and not s.players[i].resigned]
    v = m[seat] + MAT_W * strength[seat] + CONTEST_W * _contested(s, ctl, seat)
    if others:
        v -= OPP_W * max(m[i] for i in others) + MAT_W * max(strength[i] for i in others)
    return v


# ---------------------------------------------------------------------- hidden information
def determinize(s: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of ``s`` with what ``seat`` cannot see drawn from ``rng``: the stratagems of
    the pool and of the other seats' hands dealt anew (each hand keeps its size; leaders in
    the pool stay there) and the dice reseeded (19.3, 20.0)."""
    d = copy_state(s)
    unseen = sorted(c for c in d.pool if c >= B.N_PIECES)
    for i, p in enumerate(d.players):
        if i != seat:
            unseen += [c for c in p.hand if c >= B.N_PIECES]
    unseen.sort()
    rng.shuffle(unseen)
    for i, p in enumerate(d.players):
        if i != seat:
            n = sum(1 for c in p.hand if c >= B.N_PIECES)
            p.hand = [c for c in p.hand if c < B.N_PIECES] + unseen[:n]
            unseen = unseen[n:]
    d.pool = sorted([c for c in d.pool if c < B.N_PIECES] + unseen)
    Rng.seeded(rng.getrandbits(64), rng.getrandbits(64)).store(d)
    return d


# ---------------------------------------------------------------------- settling
def quiet(s: GameState) -> bool:
    """Nothing under way: no battle, reaction window, held move, agent operation or
    pending decision."""
    return (s.battle is None and not s.windows and s.held_move is None and s.agent_op is None
            and not s.pending and s.flow not in ("decision", "reaction", "discard"))


def settle_quiet(s: GameState, rng: random.Random, limit: int = 60) -> GameState:
    """Play on with the greedy policy for every seat (automatic steps included) until the
    table is :func:`quiet` or the game is over."""
    for _ in range(limit):
        if s.status == "finished" or quiet(s):
            return s
        w = waiting_for(s)
        if not w:
            s, _ = advance(s, 1)
            continue
        opts = legal_actions(s, w[0])
        s, _ = apply(s, w[0], greedy_policy(s, w[0], opts, rng))
    return s


# ---------------------------------------------------------------------- candidates
def _weakest(pieces: list[str]) -> str:
    units = [x for x in pieces if not B.IS_LEADER[B.PIECE[x]]] or pieces
    return min(units, key=lambda x: (B.STRENGTH[B.PIECE[x]], x))


def candidates(s: GameState, seat: int, options: list, rng: random.Random) -> list[Any]:
    """The concrete actions compared (module doc), the greedy choice first, without
    duplicates; each built inside an offered option."""
    out: list[Any] = [greedy_policy(s, seat, options, random.Random(rng.random()))]
    for o in options:
        t = type(o)
        if t is EndPhaseOption:
            out.append(EndPhase())
        elif t is PlayControlOption:
            out += [PlayControl(stratagem=x) for x in o.stratagems]
        elif t is MoveOption and not o.military_advance and not o.truce:
            for to in o.to:
                out.append(Move(pieces=[_weakest(o.pieces)], to=to))
                if len(o.pieces) > 1:
                    out.append(Move(pieces=list(o.pieces), to=to))
        elif t is AttackOption and not o.alliance and not o.military_advance:
            out.append(Attack(area=o.area, city=o.city, pieces=list(o.pieces), colours=list(o.colours),
                              urbans_gun=o.urbans_gun))
        elif t is ForcedMarchOption and not o.truce:
            for to in o.to:
                out.append(ForcedMarch(leader=o.leader, pieces=list(o.pieces), to=to))
        elif t is WithdrawOption:
            out += [Withdraw(to=to) for to in o.to]
        elif t is AdvanceOption:
            out.append(Advance(pieces=[]))
            colours = {B.COLOUR[B.PIECE[x]] for x in o.pieces}
            out += [Advance(pieces=[x for x in o.pieces if B.COLOUR[B.PIECE[x]] == c]) for c in sorted(colours)]
        elif t is MercenaryOption:
            out += [PlayMercenary(stratagem=o.stratagem, region=r) for r in o.regions] if o.regions \
                else [PlayMercenary(stratagem=o.stratagem)]
        elif t is LossesOption:
            order = sorted(range(len(o.pieces)), key=lambda i: (o.pieces[i] in o.leaders, o.strengths[i], o.pieces[i]))
            got, pts = [], 0
            for i in order:
                if pts >= o.points:
                    break
                got.append(o.pieces[i])
                pts += o.strengths[i]
            out.append(TakeLosses(pieces=got))
            out += [sample_action(o, rng) for _ in range(SAMPLED)]
        elif t is PickOption:
            by = sorted(o.pieces, key=lambda x: (B.STRENGTH[B.PIECE[x]], x))
            out += [Pick(pieces=by[:o.count]), Pick(pieces=by[-o.count:])]
            out += [sample_action(o, rng) for _ in range(SAMPLED)]
        elif t is ReinforceOption:
            out += [sample_action(o, rng) for _ in range(2 * SAMPLED)]
    seen: dict[bytes, Any] = {}
    for a in out:
        if a is not None:
            seen.setdefault(_enc.encode(a), a)
    return list(seen.values())


# ---------------------------------------------------------------------- the policy
def choose_core(s: GameState, seat: int, option: ChooseCoreOption, rng: random.Random) -> ChooseCore:
    """4.1(2): the nationality with the best survival margin right after the choice."""
    best, best_v = None, float("-inf")
    for n in option.nationalities:
        a = ChooseCore(nationality=n)
        try:
            d, _ = apply(s, seat, a)
        except RuleViolation:
            continue
        v = margins(d)[seat]
        if v > best_v:
            best, best_v = a, v
    return best or ChooseCore(nationality=rng.choice(option.nationalities))


def search_policy(state: GameState, seat: int, options: list, rng: random.Random, *, samples: int = 3,
                  budget: int = 400):
    """The lookahead's action (module doc); ``samples``: dice samples per attack,
    ``budget``: candidate evaluations at most (the greedy choice and ending the phase are
    always evaluated)."""
    opts = [o for o in options if not isinstance(o, ResignOption)
            and not (isinstance(o, DiscardOption) and state.flow != "discard")]
    core = next((o for o in opts if isinstance(o, ChooseCoreOption)), None)
    if core is not None:
        return choose_core(state, seat, core, rng)
    if state.flow not in OWN_TURN or state.agent_op is not None or state.windows \
            or (state.flow != "decision" and not quiet(state)):
        return greedy_policy(state, seat, options, rng)
    cands = candidates(state, seat, opts, rng)
    if len(cands) <= 1:
        return cands[0] if cands else greedy_policy(state, seat, options, rng)
    roots = [determinize(state, seat, rng) for _ in range(samples)]
    play_rng = rng.random()
    best, best_v = cands[0], float("-inf")
    spent = 0
    end = next((a for a in cands if type(a) is EndPhase), None)
    order = [a for a in cands if a is end] + [a for a in cands if a is not end]
    for a in order:
        if spent >= budget and a is not cands[0]:
            continue
        n = samples if type(a) in (Attack, ForcedMarch) else 1
        total = 0.0
        ok = True
        for k in range(n):
            try:
                d, _ = apply(roots[k], seat, a)
            except RuleViolation:
                ok = False
                break
            d = settle_quiet(d, random.Random(f"{play_rng}:{k}"))
            total += evaluate(d, seat)
            spent += 1
        if not ok:
            continue
        v = total / n
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best


__all__ = ["OWN_TURN", "candidates", "choose_core", "determinize", "evaluate", "margins", "quiet", "search_policy",
           "settle_quiet", "survival"]
