"""Game flow in the *Rally the Troops* style: a table of flow states, each with the
options it offers a seat and one handler per action verb, so :func:`legal_actions` and
:func:`apply` come from the same place and cannot drift.

Flow states (see :func:`_flow`): ``lobby``, ``first_player`` (automatic, R6),
``place_start`` (R7), ``reinforcement`` / ``attack`` / ``movement`` (Greek phase,
R9-R17), ``call_ally`` / ``answer_ally`` (a pending decision, R18-R19), ``ottoman``
(automatic, R20-R24, run by :func:`advance`), ``finished``.

Public functions copy the state once (:func:`copy_state`) and return
``(new_state, events)``; internal helpers mutate the working copy ``s`` and append
typed events to ``ev``.
"""

from __future__ import annotations

from typing import Callable

from . import battle, cards, ottoman, scoring
from .actions import (
    AnswerAlly, Attack, CallAlly, ConvertCannon, EndStep, Move, PlaceStart, Reinforce,
    Resign, SetStandingOrders,
)
from .board import APOSTLES, BOARD, EVENTS
from .errors import RuleViolation
from .events import (
    ApostleRevealed, CannonConverted, FirstPlayerRoll, GameStarted, Moved, Occupied,
    Placed, PlayerResigned, ReinforcementDue, StandingOrdersSet, StepStarted, TakenOver,
    TurnOrder,
)
from .legal import (
    AnswerAllyOption, AttackOption, AttackTarget, CallAllyOption, ConvertCannonOption,
    EndStepOption, MoveOption, PlaceStartOption, ReinforceOption, ResignOption,
    SetStandingOrdersOption,
)
from .rng import Rng, seed_sha256
from .state import CANNON_STRENGTH, GameState, Options, Player, copy_state, region_strength

N_REGIONS = BOARD.size
_IDS = BOARD.ids
_INDEX = BOARD.index
_BORDERS = BOARD.borders
_STARTING = BOARD.starting
_STARTING_SET = frozenset(BOARD.starting)
_NO_OTTOMAN_AT_START = frozenset(BOARD.starting) | frozenset(BOARD.reinforcement)
START_INFANTRY = 5
MIN_REINFORCEMENT = 3


# =========================================================================== lobby/setup

def new_game(seats: int, seed: str, options: Options | None = None,
             names: list[str] | None = None, seed_chosen: bool = False) -> GameState:
    """A game in the lobby: ``seats`` (2-4) players with full reserves (R1), the
    Ottoman infantry all in the supply, the RNG seeded from ``seed`` (R27,
    ``seed_sha256`` published). Raises ``ValueError`` for a bad seat count."""
    if not 2 <= seats <= 4:
        raise ValueError("seats must be 2..4")
    names = list(names or [])
    rng = Rng.from_seed(seed)
    s = GameState(
        seats=seats, seed=seed, seed_sha256=seed_sha256(seed), rng_state=0, rng_inc=0,
        options=options or Options(), seed_chosen=seed_chosen,
        players=[Player(name=names[i] if i < len(names) else "") for i in range(seats)],
        owner=[-1] * N_REGIONS, infantry=[0] * N_REGIONS, cannons=[0] * N_REGIONS,
        ottomans=[0] * N_REGIONS, spent_infantry=[0] * N_REGIONS,
        spent_cannons=[0] * N_REGIONS,
    )
    rng.store(s)
    return s


def start(state: GameState):
    """All seats are filled: run setup. R5 (1 Ottoman infantry in every region but the
    starting and reinforcement regions), R8 (shuffle Events and Apostles, reveal 4),
    R6 (first-player rolls, re-rolls among tied seats; turn order ascending seat,
    wrapping), then the ``place_start`` step (R7). Returns ``(state, events)``.
    Raises ``RuleViolation("wrong_step")`` unless the game is in the lobby."""
    if state.status != "lobby":
        raise RuleViolation("wrong_step", "the game has already started", "R5")
    s = copy_state(state)
    ev: list = []
    s.status, s.phase, s.step = "setup", "setup", "first_player"
    ev.append(GameStarted(seats=s.seats, seed_sha256=s.seed_sha256))
    # R5
    for r in range(N_REGIONS):
        if r not in _NO_OTTOMAN_AT_START and s.supply > 0:
            s.ottomans[r] = 1
            s.supply -= 1
    # R8
    rng = Rng.load(s)
    s.event_deck = list(range(len(EVENTS)))
    rng.shuffle(s.event_deck)
    s.apostle_deck = list(range(len(APOSTLES)))
    rng.shuffle(s.apostle_deck)
    rng.store(s)
    for _ in range(4):
        c = s.apostle_deck.pop(0)
        s.apostles_revealed.append(c)
        ev.append(ApostleRevealed(card=APOSTLES[c]["id"], title=APOSTLES[c]["title"]))
    _first_player(s, ev)
    return s, ev


def _first_player(s: GameState, ev: list) -> None:
    """R6: every seat rolls; ties re-roll among the tied seats only."""
    rng = Rng.load(s)
    tied = list(range(s.seats))
    while True:
        rolls = {seat: rng.die() for seat in tied}
        ev.append(FirstPlayerRoll(rolls={str(k): v for k, v in rolls.items()}))
        top = max(rolls.values())
        tied = [k for k, v in rolls.items() if v == top]
        if len(tied) == 1:
            break
    rng.store(s)
    first = tied[0]
    s.turn_order = [(first + k) % s.seats for k in range(s.seats)]
    ev.append(TurnOrder(first_player=first, order=list(s.turn_order)))
    s.step = "place_start"
    s.turn_index = 0
    ev.append(StepStarted(round=0, phase="setup", step="place_start"))
    _next_placer(s, ev)


def _next_placer(s: GameState, ev: list) -> None:
    """Skip resigned seats in the R7 placement; after the last, begin round 1."""
    while s.turn_index < len(s.turn_order) and s.players[s.turn_order[s.turn_index]].resigned:
        s.turn_index += 1
    if s.turn_index >= len(s.turn_order):
        s.status = "active"
        _begin_greek_round(s, ev)


def _place_start_regions(s: GameState) -> list[int]:
    return [r for r in _STARTING if s.owner[r] == -1 and s.ottomans[r] == 0]


def _opt_place_start(s: GameState, seat: int) -> list:
    return [PlaceStartOption(regions=[_IDS[r] for r in _place_start_regions(s)])]


def _do_place_start(s: GameState, ev: list, seat: int, a: PlaceStart) -> None:
    r = _region(a.region)
    if r not in _STARTING_SET:
        raise RuleViolation("illegal_action", f"{a.region} is not a starting region", "R7")
    if r not in _place_start_regions(s):
        raise RuleViolation("illegal_action", f"{a.region} is already held", "R7")
    p = s.players[seat]
    n = min(START_INFANTRY, p.reserve_infantry)
    p.reserve_infantry -= n
    s.infantry[r] += n
    s.owner[r] = seat
    ev.append(Placed(seat=seat, region=a.region, infantry=n))
    s.turn_index += 1
    _next_placer(s, ev)


# =========================================================================== helpers

def _region(rid: str) -> int:
    r = _INDEX.get(rid)
    if r is None:
        raise RuleViolation("unknown_region", f"no region called {rid!r}", "R11")
    return r


def controls_any(s: GameState, seat: int) -> bool:
    """R10/R28: does ``seat`` control at least one region?"""
    return seat in s.owner


def active_seat(s: GameState) -> int | None:
    """The seat whose turn it is (setup placement or Greek phase), else None."""
    if s.status == "finished":
        return None
    if (s.phase == "greek" or (s.phase == "setup" and s.step == "place_start")) \
            and s.turn_index < len(s.turn_order):
        return s.turn_order[s.turn_index]
    return None


def _own_regions(s: GameState, seat: int) -> list[int]:
    return [r for r in range(N_REGIONS) if s.owner[r] == seat]


def _check_leave_one(s: GameState, r: int, inf: int, can: int, ruling: str) -> None:
    if inf < 0 or can < 0 or inf + can == 0:
        raise RuleViolation("illegal_action", "commit at least one piece", ruling)
    if inf > s.infantry[r] - s.spent_infantry[r] or can > s.cannons[r] - s.spent_cannons[r]:
        raise RuleViolation("insufficient_forces",
                            f"{_IDS[r]} has not that many pieces free to use", ruling)
    if (s.infantry[r] - inf) + CANNON_STRENGTH * (s.cannons[r] - can) < 1:
        raise RuleViolation("must_leave_one",
                            f"leave at least one strength in {_IDS[r]}", "R28")


def _max_commit_strength(s: GameState, r: int) -> int:
    """Largest strength that may leave region ``r`` now (spent pieces stay, >= 1 stays)."""
    ui = s.infantry[r] - s.spent_infantry[r]
    uc = s.cannons[r] - s.spent_cannons[r]
    total = ui + CANNON_STRENGTH * uc
    if s.spent_infantry[r] + CANNON_STRENGTH * s.spent_cannons[r] >= 1:
        return total
    if ui + uc <= 1:
        return 0
    return total - 1 if ui >= 1 else total - CANNON_STRENGTH


# =========================================================================== Greek phase

def _begin_greek_round(s: GameState, ev: list) -> None:
    s.round += 1
    s.phase = "greek"
    s.turn_index = 0
    s.ottoman = None
    _begin_turn(s, ev)


def _begin_turn(s: GameState, ev: list) -> None:
    """Start the reinforcement step of the next player that can act (R9, R10); when
    none is left, hand over to the Ottoman phase."""
    n = len(s.turn_order)
    while s.turn_index < n:
        seat = s.turn_order[s.turn_index]
        p = s.players[seat]
        if not p.resigned and controls_any(s, seat):
            _begin_reinforcement(s, ev, seat)
            return
        s.turn_index += 1  # R10: controls no region (or resigned): skips its turn
    s.step = "none"
    s.to_place_infantry = s.to_place_cannons = s.moves_left = 0
    ottoman.begin_ottoman_phase(s, ev)


def _begin_reinforcement(s: GameState, ev: list, seat: int) -> None:
    """R10: the reinforcement step begins with what :func:`owed_reinforcement` gives."""
    s.step = "reinforcement"
    ev.append(StepStarted(round=s.round, phase="greek", step="reinforcement", seat=seat))
    inf, can, d, extra_inf, extra_can = owed_reinforcement(s, seat)
    s.to_place_infantry, s.to_place_cannons = inf, can
    ev.append(ReinforcementDue(seat=seat, infantry=inf, cannons=can, defeated=d,
                               bonus_infantry=extra_inf, bonus_cannons=extra_can))


def owed_reinforcement(s: GameState, seat: int) -> tuple[int, int, int, int, int]:
    """R10: ``(infantry, cannons, D, bonus_infantry, bonus_cannons)`` owed to ``seat`` now:
    infantry ``max(3, D) + bonus``, cannons the bonus, each clipped by the reserve; the
    bonuses are the Blessings' and Events' extras (:func:`cards.reinforcement_extra`,
    which spends them). Resets ``D`` (``defeated``) to 0. Used by the flow and by
    :func:`position.from_position`."""
    p = s.players[seat]
    d = p.defeated
    extra_inf, extra_can = cards.reinforcement_extra(s, seat)
    inf = min(p.reserve_infantry, max(MIN_REINFORCEMENT, d) + extra_inf)
    can = min(p.reserve_cannons, extra_can)
    p.defeated = 0
    return inf, can, d, extra_inf, extra_can


def _reinforce_regions(s: GameState, seat: int) -> list[int]:
    own = _own_regions(s, seat)
    if s.round == 1:
        start_own = [r for r in own if r in _STARTING_SET]
        if start_own:
            return start_own
    return own


def _opt_reinforcement(s: GameState, seat: int) -> list:
    out: list = []
    if s.to_place_infantry or s.to_place_cannons:
        out.append(ReinforceOption(regions=[_IDS[r] for r in _reinforce_regions(s, seat)],
                                   infantry=s.to_place_infantry, cannons=s.to_place_cannons))
    else:
        out.append(EndStepOption(step="reinforcement"))
    out.extend(_opt_convert(s, seat))
    return out


def _do_reinforce(s: GameState, ev: list, seat: int, a: Reinforce) -> None:
    allowed = _reinforce_regions(s, seat)
    regs = [_region(pl.region) for pl in a.placements]
    tot_i = sum(pl.infantry for pl in a.placements)
    tot_c = sum(pl.cannons for pl in a.placements)
    if tot_i + tot_c == 0:
        raise RuleViolation("illegal_action", "place at least one piece", "R10")
    if tot_i > s.to_place_infantry or tot_c > s.to_place_cannons:
        raise RuleViolation("insufficient_forces",
                            f"you may place {s.to_place_infantry} infantry and "
                            f"{s.to_place_cannons} cannons", "R10")
    for r in regs:
        if s.owner[r] != seat:
            raise RuleViolation("not_your_region", f"you do not control {_IDS[r]}", "R10")
        if r not in allowed:
            raise RuleViolation("illegal_action",
                                "in round 1 reinforcements go to a starting region", "R10")
    if s.round == 1 and len(set(regs)) > 1:
        raise RuleViolation("illegal_action",
                            "in round 1 all reinforcements go to one region", "R10")
    p = s.players[seat]
    for r, pl in zip(regs, a.placements):
        if pl.infantry == 0 and pl.cannons == 0:
            continue
        p.reserve_infantry -= pl.infantry
        p.reserve_cannons -= pl.cannons
        s.infantry[r] += pl.infantry
        s.cannons[r] += pl.cannons
        ev.append(Placed(seat=seat, region=_IDS[r], infantry=pl.infantry, cannons=pl.cannons))
    s.to_place_infantry -= tot_i
    s.to_place_cannons -= tot_c


def _end_reinforcement(s: GameState, ev: list, seat: int, a: EndStep) -> None:
    if s.to_place_infantry or s.to_place_cannons:
        raise RuleViolation("illegal_action",
                            "place all owed reinforcements before ending the step", "R10")
    s.step = "attack"
    ev.append(StepStarted(round=s.round, phase="greek", step="attack", seat=seat))


# --- conversion (R3), any step of the own Greek phase

def _convert_regions(s: GameState, seat: int) -> list[int]:
    p = s.players[seat]
    if p.reserve_cannons < 1 or (s.step == "reinforcement" and p.reserve_cannons <= s.to_place_cannons):
        return []
    return [r for r in range(N_REGIONS)
            if s.owner[r] == seat and s.infantry[r] - s.spent_infantry[r] >= 3]


def _opt_convert(s: GameState, seat: int) -> list:
    regs = _convert_regions(s, seat)
    return [ConvertCannonOption(regions=[_IDS[r] for r in regs])] if regs else []


def _do_convert(s: GameState, ev: list, seat: int, a: ConvertCannon) -> None:
    r = _region(a.region)
    if s.owner[r] != seat:
        raise RuleViolation("not_your_region", f"you do not control {a.region}", "R3")
    if r not in _convert_regions(s, seat):
        raise RuleViolation("insufficient_forces",
                            "needs 3 free infantry in the region and a free cannon in reserve", "R3")
    p = s.players[seat]
    s.infantry[r] -= 3
    p.reserve_infantry += 3
    p.reserve_cannons -= 1
    s.cannons[r] += 1
    ev.append(CannonConverted(seat=seat, region=a.region))


# --- attack (R11-R16)

def _opt_attack(s: GameState, seat: int) -> list:
    out: list = []
    can_ally = bool(battle.ally_candidates(s, seat))
    blessings = None
    owner = s.owner
    for r in range(N_REGIONS):
        if owner[r] != seat:
            continue
        max_str = _max_commit_strength(s, r)
        if max_str <= 0:
            continue
        targets = []
        for t in _BORDERS[r]:
            o = owner[t]
            if o == seat:
                continue
            if s.ottomans[t] > 0:
                targets.append(AttackTarget(region=_IDS[t], kind="battle", ottomans=s.ottomans[t]))
            elif o == -1:
                targets.append(AttackTarget(region=_IDS[t], kind="occupation"))
            else:
                ds = region_strength(s, t)
                if max_str >= ds + 1:
                    targets.append(AttackTarget(region=_IDS[t], kind="takeover", defender_seat=o,
                                                defender_strength=ds, min_strength=ds + 1))
        if not targets:
            continue
        if blessings is None:
            blessings = [APOSTLES[c]["id"] for c in cards.attack_die_cards(s, seat)]
        out.append(AttackOption(
            from_=_IDS[r], targets=targets, infantry=s.infantry[r], cannons=s.cannons[r],
            max_infantry=s.infantry[r] - s.spent_infantry[r],
            max_cannons=s.cannons[r] - s.spent_cannons[r],
            can_call_ally=can_ally, blessings=list(blessings),
        ))
    out.extend(_opt_convert(s, seat))
    out.append(EndStepOption(step="attack"))
    return out


def _do_attack(s: GameState, ev: list, seat: int, a: Attack) -> None:
    o = _region(a.from_)
    t = _region(a.to)
    if s.owner[o] != seat:
        raise RuleViolation("not_your_region", f"you do not control {a.from_}", "R11")
    if t not in _BORDERS[o]:
        raise RuleViolation("not_adjacent", f"{a.from_} does not border {a.to}", "R11")
    if s.owner[t] == seat:
        raise RuleViolation("illegal_action", f"you already control {a.to}; use movement", "R11")
    _check_leave_one(s, o, a.infantry, a.cannons, "R11")
    committed = a.infantry + CANNON_STRENGTH * a.cannons
    if s.ottomans[t] > 0:
        bonus = 0
        if a.blessing is not None:
            card = next((c for c in cards.attack_die_cards(s, seat)
                         if APOSTLES[c]["id"] == a.blessing), None)
            if card is None:
                raise RuleViolation("illegal_action",
                                    f"you have no unspent attack_die Blessing {a.blessing}", "R25")
            bonus = cards.spend_attack_die(s, ev, seat, card)
        s.infantry[o] -= a.infantry
        s.cannons[o] -= a.cannons
        battle.begin_battle(s, ev, kind="greek_attack", region=t, origin=o, seat=seat,
                            greek_infantry=a.infantry, greek_cannons=a.cannons,
                            attack_dice_bonus=bonus, call_ally=a.call_ally)
        battle.run_battle(s, ev)
        return
    if a.blessing is not None:
        raise RuleViolation("illegal_action", "a Blessing die only helps in a battle", "R25")
    if s.owner[t] == -1:  # R15 occupation
        s.infantry[o] -= a.infantry
        s.cannons[o] -= a.cannons
        s.infantry[t] += a.infantry
        s.cannons[t] += a.cannons
        s.owner[t] = seat
        ev.append(Occupied(seat=seat, origin=a.from_, region=a.to,
                           infantry=a.infantry, cannons=a.cannons))
        return
    # R16 takeover
    d = s.owner[t]
    ds = region_strength(s, t)
    if committed < ds + 1:
        raise RuleViolation("insufficient_forces",
                            f"a takeover of {a.to} needs strength {ds + 1}", "R16")
    dp = s.players[d]
    ri, rc = s.infantry[t], s.cannons[t]
    dp.reserve_infantry += ri
    dp.reserve_cannons += rc
    s.infantry[o] -= a.infantry
    s.cannons[o] -= a.cannons
    s.infantry[t], s.cannons[t] = a.infantry, a.cannons
    s.spent_infantry[t], s.spent_cannons[t] = a.infantry, a.cannons
    s.owner[t] = seat
    ev.append(TakenOver(seat=seat, origin=a.from_, region=a.to, infantry=a.infantry,
                        cannons=a.cannons, from_seat=d, returned_infantry=ri,
                        returned_cannons=rc))


def _end_attack(s: GameState, ev: list, seat: int, a: EndStep) -> None:
    s.spent_infantry = [0] * N_REGIONS
    s.spent_cannons = [0] * N_REGIONS
    s.step = "movement"
    s.moves_left = 1 + cards.extra_moves(s, seat)
    ev.append(StepStarted(round=s.round, phase="greek", step="movement", seat=seat))


# --- movement (R17)

def _opt_movement(s: GameState, seat: int) -> list:
    out: list = []
    if s.moves_left > 0:
        own = _own_regions(s, seat)
        if len(own) >= 2:
            for r in own:
                if s.infantry[r] + s.cannons[r] < 2:
                    continue
                out.append(MoveOption(
                    from_=_IDS[r], to=[_IDS[t] for t in own if t != r],
                    infantry=s.infantry[r], cannons=s.cannons[r],
                    max_infantry=s.infantry[r], max_cannons=s.cannons[r]))
    out.extend(_opt_convert(s, seat))
    out.append(EndStepOption(step="movement"))
    return out


def _do_move(s: GameState, ev: list, seat: int, a: Move) -> None:
    if s.moves_left <= 0:
        raise RuleViolation("illegal_action", "no move left in this movement step", "R17")
    o = _region(a.from_)
    t = _region(a.to)
    if s.owner[o] != seat or s.owner[t] != seat:
        raise RuleViolation("not_your_region", "move between two regions you control", "R17")
    if o == t:
        raise RuleViolation("illegal_action", "move to another region", "R17")
    _check_leave_one(s, o, a.infantry, a.cannons, "R17")
    s.infantry[o] -= a.infantry
    s.cannons[o] -= a.cannons
    s.infantry[t] += a.infantry
    s.cannons[t] += a.cannons
    s.moves_left -= 1
    ev.append(Moved(seat=seat, origin=a.from_, region=a.to, infantry=a.infantry,
                    cannons=a.cannons))


def _end_movement(s: GameState, ev: list, seat: int, a: EndStep | None) -> None:
    s.moves_left = 0
    s.turn_index += 1
    _begin_turn(s, ev)


# =========================================================================== decisions

def _opt_call_ally(s: GameState, seat: int) -> list:
    return [CallAllyOption(battle=s.pending.battle)]


def _do_call_ally(s: GameState, ev: list, seat: int, a: CallAlly) -> None:
    battle.answer_call(s, ev, a.call)
    battle.run_battle(s, ev)


def _opt_answer_ally(s: GameState, seat: int) -> list:
    return [AnswerAllyOption(battle=s.pending.battle, asking_seat=s.battle.seat,
                             regions=[_IDS[r] for r in battle.ally_regions(s, seat)])]


def _do_answer_ally(s: GameState, ev: list, seat: int, a: AnswerAlly) -> None:
    region = None
    if a.accept and a.region is not None:
        region = _region(a.region)
        if s.owner[region] != seat:
            raise RuleViolation("not_your_region", f"you do not control {a.region}", "R18")
        if region not in battle.ally_regions(s, seat):
            raise RuleViolation("must_leave_one",
                                f"{a.region} must keep at least one strength", "R18")
    battle.answer_ally(s, ev, seat, a.accept, region)
    battle.run_battle(s, ev)


# =========================================================================== the table

Handler = Callable[[GameState, list, int, object], None]


class FlowState:
    """One state of the flow: the options it offers its actor and its handlers."""

    __slots__ = ("name", "options", "handlers")

    def __init__(self, name: str, options: Callable[[GameState, int], list] | None,
                 handlers: dict[type, Handler]) -> None:
        self.name = name
        self.options = options
        self.handlers = handlers


STATES: dict[str, FlowState] = {
    "lobby": FlowState("lobby", None, {}),
    "first_player": FlowState("first_player", None, {}),
    "place_start": FlowState("place_start", _opt_place_start, {PlaceStart: _do_place_start}),
    "reinforcement": FlowState("reinforcement", _opt_reinforcement, {
        Reinforce: _do_reinforce, ConvertCannon: _do_convert, EndStep: _end_reinforcement}),
    "attack": FlowState("attack", _opt_attack, {
        Attack: _do_attack, ConvertCannon: _do_convert, EndStep: _end_attack}),
    "movement": FlowState("movement", _opt_movement, {
        Move: _do_move, ConvertCannon: _do_convert, EndStep: _end_movement}),
    "call_ally": FlowState("call_ally", _opt_call_ally, {CallAlly: _do_call_ally}),
    "answer_ally": FlowState("answer_ally", _opt_answer_ally, {AnswerAlly: _do_answer_ally}),
    "ottoman": FlowState("ottoman", None, {}),
    "finished": FlowState("finished", None, {}),
}

_ALL_VERBS = frozenset(t for st in STATES.values() for t in st.handlers)


def _flow(s: GameState) -> str:
    if s.status == "finished":
        return "finished"
    if s.pending is not None:
        return s.pending.kind
    if s.status == "lobby":
        return "lobby"
    if s.phase == "setup":
        return s.step if s.step in ("first_player", "place_start") else "first_player"
    if s.phase == "greek":
        return s.step
    return "ottoman"


def _actor(s: GameState, flow: str) -> int | None:
    if flow in ("call_ally", "answer_ally"):
        return s.pending.seat
    if flow in ("place_start", "reinforcement", "attack", "movement"):
        return active_seat(s)
    return None


# =========================================================================== public

def waiting_for(state: GameState) -> list[int]:
    """Seats the game waits on now: the seat of a pending decision (R19), else the
    active player in setup placement / the Greek phase. Empty during automatic steps
    (setup rolls, the Ottoman phase) and once finished."""
    a = _actor(state, _flow(state))
    return [] if a is None else [a]


def timeout_action(state: GameState):
    """R19 ``decision_timeout_s``: the default answer to the pending decision, as
    ``(seat, action)`` to :func:`apply` when the seat did not answer in time
    (``CallAlly(call=False)`` / ``AnswerAlly(accept=False)``); ``None`` when nothing is
    pending."""
    p = state.pending
    if p is None or state.status == "finished":
        return None
    if p.kind == "call_ally":
        return p.seat, CallAlly(call=False)
    return p.seat, AnswerAlly(accept=False)


def legal_actions(state: GameState, seat: int) -> list:
    """Typed options (:mod:`server.engine.legal`) for ``seat`` now; empty when the seat
    has nothing to do. ``set_standing_orders`` and ``resign`` are always offered to a
    seated, non-resigned player while the game is not finished (R19)."""
    if not 0 <= seat < state.seats or state.status == "finished":
        return []
    if state.players[seat].resigned:
        return []
    flow = _flow(state)
    st = STATES[flow]
    out: list = []
    if st.options is not None and _actor(state, flow) == seat:
        out = st.options(state, seat)
    out.append(SetStandingOrdersOption())
    out.append(ResignOption())
    return out


def apply(state: GameState, seat: int, action):
    """Apply ``action`` (:mod:`server.engine.actions`) for ``seat``; returns
    ``(new_state, events)``. Battles started or resumed by the action run until they
    end or a decision is pending (R12-R19). Afterwards Apostles are awarded (R25) and
    the end conditions checked (R26).

    Raises :class:`RuleViolation` with code ``game_over``, ``not_your_turn``,
    ``ottoman_phase``, ``wrong_step``, ``illegal_action``, ``no_decision_pending``,
    ``not_adjacent``, ``must_leave_one``, ``insufficient_forces``,
    ``not_your_region``, ``unknown_region``, ``resigned``, ``not_seated``."""
    if not 0 <= seat < state.seats:
        raise RuleViolation("not_seated", f"there is no seat {seat}", None)
    if state.status == "finished":
        raise RuleViolation("game_over", "the game is over", "R26")
    if state.players[seat].resigned:
        raise RuleViolation("resigned", "you resigned from this game", None)
    t = type(action)
    if t is SetStandingOrders or t is Resign:
        s = copy_state(state)
        ev: list = []
        if t is SetStandingOrders:
            p = s.players[seat]
            if action.call_ally is not None:
                p.call_ally = action.call_ally
            if action.answer_ally is not None:
                p.answer_ally = action.answer_ally
            ev.append(StandingOrdersSet(seat=seat, call_ally=p.call_ally, answer_ally=p.answer_ally))
            return s, ev
        _resign(s, ev, seat)
        _after(s, ev, active_seat(s))
        return s, ev
    flow = _flow(state)
    st = STATES[flow]
    handler = st.handlers.get(t)
    actor = _actor(state, flow)
    if actor != seat:
        if t in (CallAlly, AnswerAlly) and (state.pending is None or state.pending.seat != seat):
            raise RuleViolation("no_decision_pending", "nothing is asked of you now", "R19")
        if state.phase == "ottoman":
            raise RuleViolation("ottoman_phase", "the Ottoman phase is running", "R9")
        if flow == "lobby":
            raise RuleViolation("wrong_step", "the game has not started", "R5")
        raise RuleViolation("not_your_turn", "it is not your turn", "R9")
    if handler is None:
        if t in (CallAlly, AnswerAlly):
            raise RuleViolation("no_decision_pending", "this question is not asked now", "R19")
        if t in _ALL_VERBS:
            raise RuleViolation("wrong_step", f"{t.__name__} is not possible in step {flow}", "R9")
        raise RuleViolation("illegal_action", "unknown action", None)
    s = copy_state(state)
    ev = []
    handler(s, ev, seat, action)
    _after(s, ev, active_seat(s))
    return s, ev


def _resign(s: GameState, ev: list, seat: int) -> None:
    """The seat leaves: pieces stay; any decision asked of it gets the default answer
    (R19); if it is the active player its turn ends (once its battle is over)."""
    s.players[seat].resigned = True
    ev.append(PlayerResigned(seat=seat))
    if s.pending is not None and s.pending.seat == seat:
        if s.pending.kind == "call_ally":
            battle.answer_call(s, ev, False)
        else:
            battle.answer_ally(s, ev, seat, False, None)
        if s.battle is not None:
            battle.run_battle(s, ev)
    _skip_resigned_active(s, ev)


def _skip_resigned_active(s: GameState, ev: list) -> None:
    """A resigned active player is never waited on: end its setup placement or turn."""
    while s.pending is None and s.battle is None and s.status in ("setup", "active"):
        a = active_seat(s)
        if a is None or not s.players[a].resigned:
            return
        if s.phase == "setup":
            s.turn_index += 1
            _next_placer(s, ev)
        elif s.phase == "greek":
            s.spent_infantry = [0] * N_REGIONS
            s.spent_cannons = [0] * N_REGIONS
            s.to_place_infantry = s.to_place_cannons = 0
            _end_movement(s, ev, a, None)
        else:
            return


def _after(s: GameState, ev: list, seat: int | None) -> None:
    """After every completed action or automatic step: R25 awards, R26 end check."""
    _skip_resigned_active(s, ev)
    if s.status != "active":
        return
    cards.award_apostles(s, ev, seat if s.phase == "greek" else None)
    scoring.check_end(s, ev)


def advance(state: GameState, max_steps: int | None = None):
    """Run automatic steps: setup rolls (R6), a battle in progress with no decision
    pending, Ottoman steps (R20-R24, via :func:`ottoman.ottoman_step`, each with the
    battle it opens). Stops at a pending decision, at the end of the Ottoman phase (the
    next round's Greek phase has then begun, or the game ended), when no automatic step
    is due, or after ``max_steps`` steps. Returns ``(state, events)``; the state is
    copied only when something ran."""
    ev: list = []
    s = None
    steps = 0
    cur = state
    while max_steps is None or steps < max_steps:
        if cur.status == "finished" or cur.pending is not None:
            break
        if cur.battle is not None:
            if s is None:
                s = cur = copy_state(state)
            battle.run_battle(s, ev)
            _after(s, ev, active_seat(s))
            steps += 1
            continue
        if cur.status == "setup" and cur.step == "first_player":
            if s is None:
                s = cur = copy_state(state)
            _first_player(s, ev)
            steps += 1
            continue
        if cur.phase == "ottoman" and cur.status == "active":
            if s is None:
                s = cur = copy_state(state)
            if ottoman.phase_done(s):
                _finish_ottoman_phase(s, ev)
                steps += 1
                break
            ottoman.ottoman_step(s, ev)
            if s.battle is not None:
                # a unit without a battle already ran R25/R26 (ottoman._unit_done)
                if s.pending is None:
                    battle.run_battle(s, ev)
                _after(s, ev, None)
            steps += 1
            if (s.status == "active" and s.battle is None and s.pending is None
                    and ottoman.phase_done(s)):
                _finish_ottoman_phase(s, ev)
                break
            continue
        break
    return (state if s is None else s), ev


def _finish_ottoman_phase(s: GameState, ev: list) -> None:
    """R26 end checks after the phase; otherwise the next round's Greek phase."""
    if scoring.check_end(s, ev, after_ottoman_phase=True, end_of_round=True):
        return
    if s.status == "finished":
        return
    _begin_greek_round(s, ev)
