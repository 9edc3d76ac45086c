"""The sequence of play [5.0] as one table of states (1821's ``flow.py``, the Rally the
Troops ``game.state`` style).

The row is stored by name in ``GameState.flow`` and set where the rules move on. Each row of
:data:`STATES` names who acts (``actor``), what it is offered (``options``), the verbs it
accepts (action type -> ``(check, do)``) and, for automatic rows, ``run`` (one automatic
step). :func:`legal_actions` lists a row's options; :func:`violation` is the one legality
predicate (a verb's ``check`` states the bounds its options offer); :func:`apply` checks,
then runs the verb; :func:`advance` runs automatic rows until a seat must decide.

Rows: ``lobby``; ``choose_core`` (4.1(2)); ``setup_draws`` (automatic: conditional
placements, 4.1(3)); ``discard`` (19.4, O63: a pending decision of any seat, then back to
``resume``); ``initiative`` (automatic: SR entries, 5.1(1)); ``stratagem_pool``
(automatic, 5.1(2a)); ``movement`` / ``combat`` / ``forced_march`` (the phasing player,
5.1(2b)-(2d)); ``decision`` (what a combat result leaves to a player: a withdrawal's region,
O9, or an advance into a cleared city, 10.33; any seat, then back to ``decision_resume``);
``reaction`` (the top of ``GameState.windows``: Weather, the Tactical Advantage bids,
Jesuits/Sufis, Administration (1), 22.1's retreat, the agents' commitment and the other seats'
agent operations at a phase's end; :mod:`.reactions`); ``stratagem_phase`` (Kaisar-i-Rum (1),
Medicis/Vizier at the end of 5.1(2a)), ``forage_plays`` (Supply Train) and
``reinforcement_plays`` (Uprising, White Sheep, Kaisar-i-Rum (2), Administration (3)):
:mod:`.plays`, entered for a seat that may have something to play as far as the others know
(O227: the board allows the play and his hand is not empty, whatever it holds); ``random_events`` (automatic,
5.1(2e)); ``forage`` / ``reinforcement`` / ``reinforcement_end`` (Kaisar-i-Rum (2) and 25.0's
markers once the seats placed their reinforcements, O210) / ``turn_end`` (automatic inter-phases,
5.1(6a)-(6c), victory at the end, 4.4, 21.0); ``finished``.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, NamedTuple

from . import board as B
from .colours import colour_of, region_colour_of
from . import choices, combat, control, march, mercenaries, movement, naval, optional, phases, plays, reactions, setup_game, stratagems
from .control import hand_excess, separate_cities
from .errors import RuleViolation
from .state import (
    Answer, AnswerOption, PlayMercenary, PlayStratagem, PlayStratagemOption, ForcedMarch, Advance, AdvanceOption, AdvancedAfterCombat, LossesOption, TakeLosses, Withdraw, WithdrawOption, Withdrew,
    LossesTaken, MAP, MOVED, ATTACKED, MARCHED, TRUCE, NO_REPLACE, Attack, ChooseCore, ChooseCoreOption, ControlPlayed,
    Discard, DiscardOption, EndPhase, EndPhaseOption, GameEnded, GameState, Move, PhaseBegan,
    PlayControl, PlayControlOption, PlayerResigned, Resign, ResignOption, Returned, TurnAdvanced,
    copy_state, Transport, Pick, Reinforce, LogEvent,
)
from .state import Action, AgentOperation, Colonize, CommitAgents, LegalAction, Pillage, ProfessionalMarch, React
from .stratagems import held as held_id

SPAIN = B.AREA["spain"]
SPAIN_FIRST_TURN = 6            # 18.21: 1500-09
PLAYER_STEPS = ("movement", "combat", "forced_march")


class Verb(NamedTuple):
    check: Callable
    do: Callable


class FlowState(NamedTuple):
    actor: Callable[[GameState], int | None] | None = None
    options: Callable[[GameState, int], list] | None = None
    verbs: dict = {}
    run: Callable[[GameState, list], None] | None = None
    phase: str = "lobby"


def phasing_seat(s: GameState) -> int | None:
    return s.order[s.phasing] if s.order and s.phasing < len(s.order) else None


def _phasing_now(s: GameState) -> int:
    """The phasing seat in a row that has one (a player turn's rows)."""
    seat = phasing_seat(s)
    assert seat is not None
    return seat


def _chooser(s: GameState) -> int | None:
    return s.order[s.phasing] if s.phasing < len(s.order) else None


def _discarder(s: GameState) -> int | None:
    return s.pending_discard if s.pending_discard >= 0 else None


# ----------------------------------------------------------------- set-up

def _core_options(s: GameState, seat: int) -> list:
    return [ChooseCoreOption(nationalities=[B.AREA_IDS[n] for n in setup_game.core_choices(s)])]


def _check_core(s: GameState, seat: int, a: ChooseCore) -> None:
    n = B.AREA.get(a.nationality, -1)
    if n not in setup_game.core_choices(s):
        raise RuleViolation("core_not_available", f"{a.nationality} may not be chosen as a core now", "4.1")


def _do_core(s: GameState, ev: list[LogEvent], seat: int, a: ChooseCore) -> None:
    setup_game.choose_core(s, ev, seat, B.AREA[a.nationality])
    s.phasing += 1
    if s.phasing >= len(s.order):
        _goto(s, ev, "setup_draws")


def _run_setup_draws(s: GameState, ev: list[LogEvent]) -> None:
    setup_game.resolve_conditions(s, ev)
    setup_game.opening_draws(s, ev)
    s.status = "active"
    _goto(s, ev, "initiative")


# ----------------------------------------------------------------- 19.4 hand limit

def _discard_options(s: GameState, seat: int) -> list:
    return [DiscardOption(count=hand_excess(s, seat),
                          stratagems=sorted(B.STRAT_ID[c - B.N_PIECES] for c in s.players[seat].hand))]


def _check_discard(s: GameState, seat: int, a: Discard) -> None:
    need = hand_excess(s, seat)
    if len(a.stratagems) != need:
        raise RuleViolation("wrong_count", f"return exactly {need} stratagems", "19.4")
    have = Counter(B.STRAT_ID[c - B.N_PIECES] for c in s.players[seat].hand)
    for k, v in Counter(a.stratagems).items():
        if have[k] < v:
            raise RuleViolation("not_in_hand", f"you hold no (more) {k} face down", "19.4")


def _do_discard(s: GameState, ev: list[LogEvent], seat: int, a: Discard) -> None:
    hand = s.players[seat].hand
    for x in a.stratagems:
        c = next(c for c in hand if B.STRAT_ID[c - B.N_PIECES] == x)
        hand.remove(c)
        s.pool.append(c)
    ev.append(Returned(seat=seat, count=len(a.stratagems), why="hand limit (19.4)", counters=list(a.stratagems)))
    s.pending_discard = -1
    s.flow = s.resume
    s.resume = "none"
    if s.flow == "reaction":        # the discard may have given back what a window was to ask for (27.2)
        reactions.proceed(s, ev)


def default_discard(s: GameState, seat: int) -> Discard:
    hand = s.players[seat].hand
    return Discard(stratagems=[B.STRAT_ID[c - B.N_PIECES] for c in hand[:hand_excess(s, seat)]])


# ----------------------------------------------------------------- the player turn

def _run_initiative(s: GameState, ev: list[LogEvent]) -> None:
    phases.special_reinforcements(s, ev)
    phases.initiative(s, ev)
    s.phasing = 0
    _goto(s, ev, "stratagem_pool")


def _run_pool(s: GameState, ev: list[LogEvent]) -> None:
    seat = _phasing_now(s)
    for p in range(B.N_PIECES):
        s.flags[p] &= ~(MOVED | ATTACKED | MARCHED | TRUCE)
    s.agent_done = 0
    s.march_leader, s.march_count, s.march_units = -1, 0, []                      # 22.3
    s.spent = []                                    # 16.33: movement points per player turn
    s.led = []                                      # 15.7: once per phase
    if s.players[seat].resigned:
        _goto(s, ev, "random_events")
        return
    phases.stratagem_pool(s, ev, seat)
    _goto(s, ev, "stratagem_phase" if plays.phase_row(s, seat) else "movement")   # 27.2 Kaisar (1), Medicis; O227


def _playable_controls(s: GameState, seat: int) -> list[str]:
    """O34, 6.11, 18.21: face-down Control (Region) stratagems, Spain from 1500-09."""
    out = []
    for c in s.players[seat].hand:
        k = c - B.N_PIECES
        if B.STRAT_KIND[k] == "control_region" and not (B.CONTROL_NAT[k] == SPAIN and s.turn < SPAIN_FIRST_TURN):
            out.append(B.STRAT_ID[k])
    return sorted(set(out))


def _step_options(s: GameState, seat: int) -> list:
    out: list = []
    if s.flow == "movement":
        out += movement.options(s, seat)
        out += naval.options(s, seat)
    elif s.flow == "combat":
        out += combat.options(s, seat)
    elif s.flow == "forced_march":
        out += march.options(s, seat)
        out += naval.options(s, seat)
    elif s.flow == "march_combat":
        return [*combat.options(s, seat), EndPhaseOption()]
    ctl = _playable_controls(s, seat)
    if ctl:
        out.append(PlayControlOption(stratagems=ctl))
    st = stratagems.playable(s, seat)
    if st:
        out.append(PlayStratagemOption(stratagems=st, targets=stratagems.trade_targets(s, seat)
                                       if "trade_agreement" in st else []))
    out += reactions.agent_options(s, seat)                                      # 20.1
    out += optional.step_options(s, seat)                                        # 23.0, 27.2 Administration (2)
    if s.flow == "forced_march":
        out += optional.professional_options(s, seat)                            # 22.21
    if s.players[seat].hand and s.flow != "march_combat":                        # 19.4, O209
        out.append(DiscardOption(count=1, stratagems=sorted({B.STRAT_ID[c - B.N_PIECES] for c in s.players[seat].hand})))
    out.append(EndPhaseOption())
    return out


def _check_control(s: GameState, seat: int, a: PlayControl) -> None:
    ks = [c for c in s.players[seat].hand if B.STRAT_ID[c - B.N_PIECES] == a.stratagem]
    if not ks:
        raise RuleViolation("not_in_hand", f"you hold no {a.stratagem} face down", "6.11")
    k = ks[0] - B.N_PIECES
    if B.STRAT_KIND[k] != "control_region":
        raise RuleViolation("not_control", f"{a.stratagem} is not a Control (Region) stratagem", "6.1")
    if B.CONTROL_NAT[k] == SPAIN and s.turn < SPAIN_FIRST_TURN:
        raise RuleViolation("spain_too_early", "Spain's control may not be played before 1500-09", "18.21")


def _do_control(s: GameState, ev: list[LogEvent], seat: int, a: PlayControl) -> None:
    c = next(c for c in s.players[seat].hand if B.STRAT_ID[c - B.N_PIECES] == a.stratagem)
    k = c - B.N_PIECES
    s.players[seat].hand.remove(c)
    s.players[seat].face_up.append(c)
    n = B.CONTROL_NAT[k]
    separate_cities(s, {p for p in range(B.N_PIECES) if B.NATIONALITY[p] == n})      # 6.22(1), (3)
    ev.append(ControlPlayed(seat=seat, stratagem=a.stratagem))
    if n == SPAIN:                                                                    # 18.41, O229
        control.spain_enters(s)


def _check_stratagem(s: GameState, seat: int, a: PlayStratagem) -> None:
    if a.stratagem == "administration" and a.region is not None:                 # (2): a pillage marker
        optional.check_admin(s, seat, a, "pillage")
        return
    if (a.nationality, a.piece, a.region, a.take) != (None,) * 4:
        raise RuleViolation("no_target", f"{a.stratagem} takes no nationality, piece, region or pick now", "27.2")
    v = stratagems.why_not(s, seat, a.stratagem, a.target)
    if v is not None:
        raise v


def _do_stratagem(s: GameState, ev: list[LogEvent], seat: int, a: PlayStratagem) -> None:
    if a.stratagem == "administration" and a.region is not None:
        optional.do_admin(s, ev, seat, a, "pillage")
        return
    stratagems.play(s, ev, seat, a.stratagem, a.target)


_STRAT = Verb(_check_stratagem, _do_stratagem)


def _do_march(s: GameState, ev: list[LogEvent], seat: int, a: ForcedMarch) -> None:
    if reactions.move_declared(s, ev, seat, a):      # 27.2 Weather may stop it first (O200)
        return
    march.do(s, ev, seat, a)
    _goto(s, ev, "march_combat")


def _do_professional(s: GameState, ev: list[LogEvent], seat: int, a: ProfessionalMarch) -> None:
    optional.do_professional(s, ev, seat, a)
    _goto(s, ev, "march_combat")


def _do_transport(s: GameState, ev: list[LogEvent], seat: int, a: Transport) -> None:
    if reactions.move_declared(s, ev, seat, a):      # 27.2 Weather may stop it first (O200)
        return
    naval.do(s, ev, seat, a)
    if s.flow == "forced_march":          # 11.3: the admiral's naval forced march may fight
        _goto(s, ev, "march_combat")


def _end_march(s: GameState, ev: list[LogEvent], seat: int, a: EndPhase) -> None:
    march.end(s)
    _goto(s, ev, "forced_march")


def _end_step(s: GameState, ev: list[LogEvent], seat: int, a: EndPhase) -> None:
    nxt = {"movement": "combat", "combat": "forced_march", "forced_march": "random_events"}[s.flow]
    s.led = []                                       # 15.7: a leader's bonuses once per phase
    reactions.phase_end(s, ev, nxt)                  # 20.1, O204: the other seats' agents first


def _do_move(s: GameState, ev: list[LogEvent], seat: int, a: Move) -> None:
    if not reactions.move_declared(s, ev, seat, a):  # 27.2 Weather may stop it first
        movement.do(s, ev, seat, a)


def _check_agent(s: GameState, seat: int, a: AgentOperation) -> None:
    if s.flow == "reaction" and s.windows[-1].kind != "agents":
        raise RuleViolation("wrong_step", "no agent operation may be declared in this window", "20.1")
    reactions.check_agent(s, seat, a)


def _do_agent(s: GameState, ev: list[LogEvent], seat: int, a: AgentOperation) -> None:
    if s.flow == "reaction":
        s.windows[-1].seats.pop(0)
    reactions.declare_agent(s, ev, seat, a)


def _check_commit(s: GameState, seat: int, a: CommitAgents) -> None:
    if s.windows[-1].kind != "commit":
        raise RuleViolation("wrong_step", "no agent operation asks for your agents now", "20.1")
    reactions.check_commit(s, seat, a)


_AGENT = Verb(_check_agent, _do_agent)


def _do_attack(s: GameState, ev: list[LogEvent], seat: int, a: Attack) -> None:
    combat.do(s, ev, seat, a)                        # the declaration (9.0, 6.5)
    reactions.attack_declared(s, ev)                 # 22.1, Weather, the bids, the die, Jesuits/Sufis


_ATTACK = Verb(combat.check, _do_attack)


def _check_return(s: GameState, seat: int, a: Discard) -> None:
    """19.4 "at any time" (O209): one face-down stratagem at a time in one's own steps."""
    if len(a.stratagems) != 1:
        raise RuleViolation("wrong_count", "return one stratagem at a time", "19.4")
    if held_id(s, seat, a.stratagems[0]) is None:
        raise RuleViolation("not_in_hand", f"you hold no {a.stratagems[0]} face down", "19.4")


def _do_return(s: GameState, ev: list[LogEvent], seat: int, a: Discard) -> None:
    c = stratagems.copy_held(s, seat, a.stratagems[0])
    s.players[seat].hand.remove(c)
    s.pool.append(c)
    ev.append(Returned(seat=seat, count=1, why="returned unplayed (19.4)", counters=list(a.stratagems)))


_RETURN = Verb(_check_return, _do_return)


def _decider(s: GameState) -> int | None:
    return s.pending[0].seat if s.pending else None


def _decision_options(s: GameState, seat: int) -> list:
    d = s.pending[0]
    ids = [B.PIECE_IDS[p] for p in d.pieces]
    if d.kind == "withdraw":
        return [WithdrawOption(pieces=ids, to=[B.AREA_IDS[a] for a in d.choices])]
    if d.kind == "trade":
        return [AnswerOption(proposal="trade_agreement", by=d.by)]
    if d.kind == "exchange":
        return plays.exchange_options(s)
    if d.kind in choices.RULING:
        return choices.options(s, d)
    if d.kind == "losses":
        return [LossesOption(pieces=ids, strengths=[control.strength(s, p) for p in d.pieces],
                             leaders=[B.PIECE_IDS[p] for p in d.pieces if B.IS_LEADER[p]], points=d.points)]
    return [AdvanceOption(city=B.CITY_IDS[d.city], pieces=ids)]


def _check_answer(s: GameState, seat: int, a: Answer) -> None:
    if s.pending[0].kind != "trade":
        raise RuleViolation("wrong_step", f"a {s.pending[0].kind} decision is asked, not an answer", "27.2")


def _do_answer(s: GameState, ev: list[LogEvent], seat: int, a: Answer) -> None:
    d = s.pending[0]
    _decided(s)
    stratagems.answer_trade(s, ev, d.by, seat, a.accept)


def _check_losses(s: GameState, seat: int, a: TakeLosses) -> None:
    d = s.pending[0]
    if d.kind != "losses":
        raise RuleViolation("wrong_step", f"a {d.kind} decision is asked, not BB losses", "O84")
    combat.check_losses(s, d, a.pieces)


def _do_losses(s: GameState, ev: list[LogEvent], seat: int, a: TakeLosses) -> None:
    d = s.pending[0]
    for x in a.pieces:
        control.eliminate(s, ev, B.PIECE[x], combat=False)
    ev.append(LossesTaken(seat=seat, pieces=list(a.pieces), points=d.points))
    attackers, area, city = d.attackers, d.area, d.city
    _decided(s)
    if attackers:                          # the defender's losses: has the city been cleared?
        ph = _phasing_now(s)
        before = len(s.pending)
        combat.offer_advance(s, ph, attackers, area, city)
        if len(s.pending) > before and s.flow != "decision":
            s.decision_resume, s.flow, s.step = s.flow, "decision", "decision"
    else:                                  # the attacker's losses: the advance keeps the living
        for e in s.pending:
            if e.kind == "advance":
                e.pieces = [p for p in e.pieces if s.where[p] == MAP]
        s.pending = [e for e in s.pending if e.kind != "advance" or e.pieces]
        if not s.pending and s.flow == "decision":
            s.flow = s.step = s.decision_resume
            s.decision_resume = "none"


def _do_exchange(s: GameState, ev: list[LogEvent], seat: int, a: PlayStratagem) -> None:
    plays.do_exchange(s, ev, seat, a)
    _decided(s)
    if s.flow == "stratagem_phase" and not plays.phase_row(s, seat):          # O227, O228
        _goto(s, ev, "movement")


def _check_pick(s: GameState, seat: int, a: Pick) -> None:
    choices.check_pick(s, s.pending[0], a)


def _do_pick(s: GameState, ev: list[LogEvent], seat: int, a: Pick) -> None:
    d = s.pending[0]
    _decided(s)
    choices.do_pick(s, ev, seat, d, a)


def _check_reinforce(s: GameState, seat: int, a: Reinforce) -> None:
    choices.check_reinforce(s, s.pending[0], a)


def _do_reinforce(s: GameState, ev: list[LogEvent], seat: int, a: Reinforce) -> None:
    d = s.pending[0]
    _decided(s)
    choices.do_reinforce(s, ev, seat, d, a)


def _check_withdraw(s: GameState, seat: int, a: Withdraw) -> None:
    d = s.pending[0]
    if d.kind != "withdraw":
        raise RuleViolation("wrong_step", f"a {d.kind} decision is asked, not a withdrawal", "O9")
    if B.AREA.get(a.to, -1) not in d.choices:
        raise RuleViolation("not_a_withdrawal", f"the force cannot withdraw into {a.to}", "O9")


def _check_advance(s: GameState, seat: int, a: Advance) -> None:
    d = s.pending[0]
    if d.kind != "advance":
        raise RuleViolation("wrong_step", f"a {d.kind} decision is asked, not an advance", "10.33")
    ids = {B.PIECE_IDS[p] for p in d.pieces}
    if len(set(a.pieces)) != len(a.pieces) or not set(a.pieces) <= ids:
        raise RuleViolation("not_advancing", "only attacking pieces that cleared the city may advance", "10.33")
    if len({colour_of(s)[B.PIECE[x]] for x in a.pieces}) > 1:
        raise RuleViolation("mixed_colours", "a player never has units of two colours in a city", "8.1")


def _decided(s: GameState) -> None:
    s.pending.pop(0)
    if not s.pending:
        s.flow = s.step = s.decision_resume
        s.decision_resume = "none"


def _do_withdraw(s: GameState, ev: list[LogEvent], seat: int, a: Withdraw) -> None:
    d = s.pending[0]
    for p in d.pieces:
        if s.where[p] == MAP and s.area[p] == d.area:      # not those put ashore meanwhile (O98)
            s.area[p], s.city[p] = B.AREA[a.to], -1
    ev.append(Withdrew(seat=seat, pieces=[B.PIECE_IDS[p] for p in d.pieces], to=a.to))
    _decided(s)


def _do_advance(s: GameState, ev: list[LogEvent], seat: int, a: Advance) -> None:
    d = s.pending[0]
    for x in a.pieces:
        p = B.PIECE[x]
        if s.where[p] == MAP and s.area[p] == d.area:
            s.area[p], s.city[p] = B.CITY_REGION[d.city], d.city      # 16.8: from the sea into the port
            control.set_carrier(s, p, -1)                               # 16.71: they land
    ev.append(AdvancedAfterCombat(seat=seat, pieces=list(a.pieces), city=B.CITY_IDS[d.city]))
    _decided(s)


def default_decision(s: GameState):
    """The timeout answer: the first region; no advance; the weakest units first (O84); Trade
    Agreement declined; Medicis/Vizier takes the first of the pool's stratagems by id (O228)."""
    d = s.pending[0]
    if d.kind in choices.RULING:
        return choices.default(s, d)
    if d.kind == "withdraw":
        return Withdraw(to=B.AREA_IDS[d.choices[0]])
    if d.kind == "advance":
        return Advance(pieces=[])
    if d.kind == "trade":
        return Answer(accept=False)
    if d.kind == "exchange":
        return plays.default_exchange(s)
    order = sorted(d.pieces, key=lambda p: (B.IS_LEADER[p], control.strength(s, p), p))
    out, pts = [], 0
    for p in order:
        if pts >= d.points:
            break
        out.append(B.PIECE_IDS[p])
        pts += control.strength(s, p)
    return TakeLosses(pieces=out)




def _run_events(s: GameState, ev: list[LogEvent]) -> None:
    if s.events_left > 0:
        dice = [control.roll(s), control.roll(s)]
        if reactions.event_rolled(s, ev, dice):      # 27.2 Jesuits/Sufis may re-roll them (O219)
            return
        s.events_left -= 1
        phases.random_event(s, ev, _phasing_now(s), dice)
        if s.events_left > 0 or s.flow != "random_events":
            return
    if s.phasing + 1 < len(s.order):
        s.phasing += 1
        _goto(s, ev, "stratagem_pool")
    else:
        _goto(s, ev, "forage")


# ----------------------------------------------------------------- inter-phases

def _next_forage_seat(s: GameState, ev: list[LogEvent]) -> None:
    """27.2 Military Advance (3): each seat in turn order that may hold a Supply Train to play
    (O227: as far as the others know) decides (row ``forage_plays``) before the forage losses."""
    i = s.phasing + 1
    while i < len(s.order):
        seat = s.order[i]
        if plays.forage_row(s, seat):                # O227: whatever he holds
            s.phasing = i
            _goto(s, ev, "forage_plays")
            return
        i += 1
    s.phasing = len(s.order)
    s.flow = s.step = "forage"                       # no second PhaseBegan


def _do_forage_play(s: GameState, ev: list[LogEvent], seat: int, a: PlayStratagem) -> None:
    plays.do_forage(s, ev, seat, a)
    if not plays.forage_row(s, seat):
        _next_forage_seat(s, ev)


def _run_forage(s: GameState, ev: list[LogEvent]) -> None:
    if s.phasing < len(s.order):                     # 27.2 Supply Train first
        s.phasing = -1
        _next_forage_seat(s, ev)
        return
    phases.forage(s, ev)
    if s.turn >= s.last_turn:
        _goto(s, ev, "turn_end")
    else:
        s.phasing = -1
        _next_mercenary_seat(s, ev)


def _next_mercenary_seat(s: GameState, ev: list[LogEvent]) -> None:
    """17.1: the next player in turn order that may hold a playable Control (Mercenary)
    stratagem (O227: as far as the others know) decides (row ``mercenaries``); after the
    last, the reinforcements are placed."""
    i = s.phasing + 1
    while i < len(s.order):
        seat = s.order[i]
        if mercenaries.merc_row(s, seat):            # O227: whatever he holds
            s.phasing = i
            _goto(s, ev, "mercenaries")
            return
        i += 1
    s.phasing = -1
    _next_reinf_seat(s, ev)


def _next_reinf_seat(s: GameState, ev: list[LogEvent]) -> None:
    """27.2: the next player in turn order that may hold Uprising, White Sheep Confederation,
    Kaisar-i-Rum (2) or Administration (3) playable (O227: as far as the others know) decides
    (row ``reinforcement_plays``); then the placements."""
    i = s.phasing + 1
    while i < len(s.order):
        seat = s.order[i]
        if plays.reinf_row(s, seat):                 # O227: whatever he holds
            s.phasing = i
            _goto(s, ev, "reinforcement_plays")
            return
        i += 1
    s.phasing = 0
    _goto(s, ev, "reinforcement")


def _check_reinf_play(s: GameState, seat: int, a: PlayStratagem) -> None:
    if a.stratagem == "administration":                                          # (3), 25.0
        optional.check_admin(s, seat, a, "civilization")
    else:
        plays.check_reinf(s, seat, a)


def _do_reinf_play(s: GameState, ev: list[LogEvent], seat: int, a: PlayStratagem) -> None:
    if a.stratagem == "administration":
        optional.do_admin(s, ev, seat, a, "civilization")
    else:
        plays.do_reinf(s, ev, seat, a)
    if not plays.reinf_row(s, seat):
        _next_reinf_seat(s, ev)


def _do_phase_play(s: GameState, ev: list[LogEvent], seat: int, a: PlayStratagem) -> None:
    plays.do_phase(s, ev, seat, a)
    if s.flow == "stratagem_phase" and not plays.phase_row(s, seat):          # not while a die waits (O222); O227
        _goto(s, ev, "movement")


def _merc_options(s: GameState, seat: int) -> list:
    return [*mercenaries.playable(s, seat), EndPhaseOption()]


def _do_merc(s: GameState, ev: list[LogEvent], seat: int, a: PlayMercenary) -> None:
    mercenaries.do(s, ev, seat, a)
    if not mercenaries.merc_row(s, seat):
        _next_mercenary_seat(s, ev)


def _end_merc(s: GameState, ev: list[LogEvent], seat: int, a: EndPhase) -> None:
    _next_mercenary_seat(s, ev)


def _run_reinforcement(s: GameState, ev: list[LogEvent]) -> None:
    phases.reinforcement(s, ev)
    if s.pending and (s.kaisar or s.civilize):       # the seats place theirs first (O62, O210)
        _goto(s, ev, "reinforcement_end")
        return
    _run_reinforcement_end(s, ev)


def _run_reinforcement_end(s: GameState, ev: list[LogEvent]) -> None:
    plays.kaisar_reinforcements(s, ev)               # 27.2 Kaisar-i-Rum (2): after all others
    optional.place_civilization(s, ev)               # 25.0: at the end of the reinforcement phase
    _goto(s, ev, "turn_end")


def _run_turn_end(s: GameState, ev: list[LogEvent]) -> None:
    for p in range(B.N_PIECES):
        s.flags[p] &= ~NO_REPLACE
    sc = B.scenario(s.options.scenario)
    played = s.turn - sc.first_turn + 1
    if s.turn >= s.last_turn or (s.options.max_rounds is not None and played >= s.options.max_rounds):
        kind, winners, pts = phases.victory(s)
        _finish(s, ev, "last_turn" if s.turn >= s.last_turn else "max_rounds", kind, winners, pts)
        return
    s.turn += 1
    s.round = s.turn
    ev.append(TurnAdvanced(turn=s.turn))
    _goto(s, ev, "initiative")


def _finish(s: GameState, ev: list[LogEvent], reason: str, kind: str | None, winners: list[int], pts: list[float]) -> None:
    s.status, s.flow, s.phase, s.step = "finished", "finished", "end", "none"
    s.winners, s.end_reason, s.victory, s.points = winners, reason, kind, pts
    ev.append(GameEnded(winners=winners, reason=reason, victory=kind, points=pts))


STATES: dict[str, FlowState] = {
    "lobby": FlowState(),
    "choose_core": FlowState(_chooser, _core_options, {ChooseCore: Verb(_check_core, _do_core)}, phase="setup"),
    "setup_draws": FlowState(run=_run_setup_draws, phase="setup"),
    "discard": FlowState(_discarder, _discard_options, {Discard: Verb(_check_discard, _do_discard)}),
    "initiative": FlowState(run=_run_initiative, phase="initiative"),
    "stratagem_pool": FlowState(run=_run_pool, phase="stratagem_pool"),
    "movement": FlowState(phasing_seat, _step_options, { PlayStratagem: _STRAT,
        Move: Verb(movement.check, _do_move), Transport: Verb(naval.check, _do_transport), AgentOperation: _AGENT, Discard: _RETURN,
        PlayControl: Verb(_check_control, _do_control),
        EndPhase: Verb(lambda s, seat, a: None, _end_step)}, phase="player_turn"),
    "combat": FlowState(phasing_seat, _step_options, { PlayStratagem: _STRAT,
        Attack: _ATTACK, PlayControl: Verb(_check_control, _do_control), AgentOperation: _AGENT,
        Discard: _RETURN, Pillage: Verb(optional.check_pillage, optional.do_pillage),
        Colonize: Verb(optional.check_colonize, optional.do_colonize),
        EndPhase: Verb(lambda s, seat, a: None, _end_step)}, phase="player_turn"),
    "forced_march": FlowState(phasing_seat, _step_options, { PlayStratagem: _STRAT,
        ForcedMarch: Verb(march.check, _do_march), Transport: Verb(naval.check, _do_transport), PlayControl: Verb(_check_control, _do_control),
        AgentOperation: _AGENT, Discard: _RETURN, ProfessionalMarch: Verb(optional.check_professional, _do_professional),
        EndPhase: Verb(lambda s, seat, a: None, _end_step)}, phase="player_turn"),
    "march_combat": FlowState(phasing_seat, _step_options, {
        Attack: _ATTACK, EndPhase: Verb(lambda s, seat, a: None, _end_march)},
        phase="player_turn"),
    "decision": FlowState(_decider, _decision_options, {
        Withdraw: Verb(_check_withdraw, _do_withdraw), Advance: Verb(_check_advance, _do_advance),
        TakeLosses: Verb(_check_losses, _do_losses), Answer: Verb(_check_answer, _do_answer),
        Pick: Verb(_check_pick, _do_pick), Reinforce: Verb(_check_reinforce, _do_reinforce),
        PlayStratagem: Verb(plays.check_exchange, _do_exchange)},
        phase="player_turn"),
    "reaction": FlowState(reactions.actor, reactions.options, {
        React: Verb(reactions.check_react, reactions.do_react), AgentOperation: _AGENT,
        Withdraw: Verb(reactions.check_retreat, reactions.do_retreat),
        CommitAgents: Verb(_check_commit, reactions.do_commit)}, phase="player_turn"),
    "random_events": FlowState(run=_run_events, phase="random_events"),
    "forage": FlowState(run=_run_forage, phase="inter_phases"),
    "mercenaries": FlowState(phasing_seat, _merc_options, {
        PlayMercenary: Verb(mercenaries.check, _do_merc), EndPhase: Verb(lambda s, seat, a: None, _end_merc)},
        phase="inter_phases"),
    "reinforcement_plays": FlowState(phasing_seat, lambda s, seat: [*plays.reinf_options(s, seat), EndPhaseOption()], {
        PlayStratagem: Verb(_check_reinf_play, _do_reinf_play),
        EndPhase: Verb(lambda s, seat, a: None, lambda s, ev, seat, a: _next_reinf_seat(s, ev))}, phase="inter_phases"),
    "stratagem_phase": FlowState(phasing_seat, lambda s, seat: [*plays.phase_options(s, seat), EndPhaseOption()], {
        PlayStratagem: Verb(plays.check_phase, _do_phase_play),
        EndPhase: Verb(lambda s, seat, a: None, lambda s, ev, seat, a: _goto(s, ev, "movement"))},
        phase="player_turn"),
    "forage_plays": FlowState(phasing_seat, lambda s, seat: [*plays.forage_options(s, seat), EndPhaseOption()], {
        PlayStratagem: Verb(plays.check_forage, _do_forage_play),
        EndPhase: Verb(lambda s, seat, a: None, lambda s, ev, seat, a: _next_forage_seat(s, ev))},
        phase="inter_phases"),
    "reinforcement": FlowState(run=_run_reinforcement, phase="inter_phases"),
    "reinforcement_end": FlowState(run=_run_reinforcement_end, phase="inter_phases"),
    "turn_end": FlowState(run=_run_turn_end, phase="inter_phases"),
    "finished": FlowState(phase="end"),
}
_ALL_VERBS = frozenset(t for st in STATES.values() for t in st.verbs)
RULING = {"forage_plays": "27.2", "reaction": "27.2", "reinforcement_plays": "27.2", "stratagem_phase": "27.2", "mercenaries": "17.1", "choose_core": "4.1", "discard": "19.4", "decision": "9.1", "march_combat": "11.2", "movement": "5.1", "combat": "5.1", "forced_march": "5.1"}


def _goto(s: GameState, ev: list[LogEvent], flow: str) -> None:
    s.flow = flow
    s.step = flow
    s.phase = STATES[flow].phase
    if flow == "random_events":
        s.events_left = 0 if s.turn >= s.last_turn else (2 if s.seats == 2 else 1)      # 5.1(2e)
    if flow in ("stratagem_pool", "forage"):
        seat = phasing_seat(s) if flow == "stratagem_pool" else None
        ev.append(PhaseBegan(turn=s.turn, seat=seat, phase=flow))


goto = _goto
reactions.configure(_goto)


def _actor(s: GameState) -> int | None:
    st = STATES[s.flow]
    return None if st.actor is None else st.actor(s)


# =========================================================================== public

def waiting_for(state: GameState) -> list[int]:
    """The seat the game waits on (a core choice, a discard, the phasing player's step)."""
    if state.status in ("lobby", "finished"):
        return []
    a = _actor(state)
    return [] if a is None else [a]


def timeout_action(state: GameState) -> tuple[int, Action] | None:
    """The default answer to a pending decision (``decision_timeout_s``): the first core
    offered; the first face-down stratagems for a discard; ending the phase otherwise."""
    a = _actor(state)
    if a is None or state.status == "finished":
        return None
    if state.flow == "choose_core":
        return a, ChooseCore(nationality=B.AREA_IDS[setup_game.core_choices(state)[0]])
    if state.flow == "discard":
        return a, default_discard(state, a)
    if state.flow == "decision":
        return a, default_decision(state)
    if state.flow == "reaction":
        return a, reactions.default(state)
    return a, EndPhase()


def legal_actions(state: GameState, seat: int) -> list[LegalAction]:
    """Typed options for ``seat`` now (:mod:`.state`); ``resign`` always for a seated,
    non-resigned player of a started, unfinished game."""
    if not 0 <= seat < state.seats or state.status in ("lobby", "finished") or state.players[seat].resigned:
        return []
    st = STATES[state.flow]
    out: list = []
    if st.options is not None and _actor(state) == seat:
        out = st.options(state, seat)
    out.append(ResignOption())
    return out


def _verb(state: GameState, seat: int, action) -> Verb | None:
    if not 0 <= seat < state.seats:
        raise RuleViolation("not_seated", f"there is no seat {seat}", None)
    if state.status == "finished":
        raise RuleViolation("game_over", "the game is over", "4.4")
    if state.status == "lobby":
        raise RuleViolation("wrong_step", "the game has not started", "4.0")
    if state.players[seat].resigned:
        raise RuleViolation("resigned", "you resigned from this game", None)
    t = type(action)
    if t is Resign:
        return None
    st = STATES[state.flow]
    if _actor(state) != seat:
        if st.run is not None:
            raise RuleViolation("automatic_phase", f"the {state.flow} phase is running", "5.1")
        ruling = RULING.get(state.flow, "5.1")
        if state.flow == "decision" and state.pending:
            ruling = choices.RULING.get(state.pending[0].kind, ruling)
        raise RuleViolation("not_your_turn", "it is not your turn", ruling)
    verb = st.verbs.get(t)
    if verb is None:
        if t in _ALL_VERBS:
            raise RuleViolation("wrong_step", f"{t.__name__} is not possible in step {state.flow}",
                                RULING.get(state.flow, "5.1"))
        raise RuleViolation("illegal_action", "unknown action", None)
    verb.check(state, seat, action)
    return verb


def violation(state: GameState, seat: int, action: Action) -> RuleViolation | None:
    """The one legality predicate: the error :func:`apply` would raise, or None."""
    try:
        _verb(state, seat, action)
    except RuleViolation as e:
        return e
    return None


def apply(state: GameState, seat: int, action: Action) -> tuple[GameState, list[LogEvent]]:
    """Check ``action`` (:func:`violation`) and apply it: ``(new_state, events)``."""
    verb = _verb(state, seat, action)
    s = copy_state(state)
    ev: list[LogEvent] = []
    if verb is None:
        s.players[seat].resigned = True
        ev.append(PlayerResigned(seat=seat))
    else:
        verb.do(s, ev, seat, action)
    _after(s, ev)
    return s, ev


def _after(s: GameState, ev: list[LogEvent]) -> None:
    """After every action and automatic step: the hand limit (19.4, O63) and resigned
    seats' decisions (their player turns pass; defaults answer for them); pieces aboard
    fleets follow them (16.31)."""
    control.sync_cargo(s)
    for _ in range(64):
        if s.status == "finished":
            return
        if s.pending and s.flow not in ("decision", "discard"):    # a choice asked by a rule (choices.py)
            s.decision_resume, s.flow, s.step = s.flow, "decision", "decision"
        if s.flow != "discard":
            for seat in range(s.seats):
                if hand_excess(s, seat) > 0 and s.flow not in ("lobby", "choose_core", "setup_draws"):
                    s.resume, s.pending_discard, s.flow, s.step = s.flow, seat, "discard", "discard"
                    break
        a = _actor(s)
        if a is None or not s.players[a].resigned:
            return
        if s.flow == "choose_core":
            _do_core(s, ev, a, ChooseCore(nationality=B.AREA_IDS[setup_game.core_choices(s)[0]]))
        elif s.flow == "discard":
            _do_discard(s, ev, a, default_discard(s, a))
        elif s.flow == "decision":
            d = default_decision(s)
            answer: dict[type, Callable] = {Withdraw: _do_withdraw, Advance: _do_advance, TakeLosses: _do_losses,
                                            Answer: _do_answer, Pick: _do_pick, Reinforce: _do_reinforce,
                                            PlayStratagem: _do_exchange}
            answer[type(d)](s, ev, a, d)
        elif s.flow == "mercenaries":
            _next_mercenary_seat(s, ev)
        elif s.flow == "reinforcement_plays":
            _next_reinf_seat(s, ev)
        elif s.flow == "forage_plays":
            _next_forage_seat(s, ev)
        elif s.flow == "stratagem_phase":
            _goto(s, ev, "movement")
        elif s.flow == "reaction":
            d = reactions.default(s)
            (reactions.do_commit if isinstance(d, CommitAgents) else reactions.do_react)(s, ev, a, d)
        else:
            march.end(s)
            s.led = []
            _goto(s, ev, "random_events")


def advance(state: GameState, max_steps: int | None = None) -> tuple[GameState, list[LogEvent]]:
    """Run automatic rows until a seat must decide (or ``max_steps`` steps)."""
    ev: list[LogEvent] = []
    s = None
    steps = 0
    while max_steps is None or steps < max_steps:
        cur = state if s is None else s
        if cur.status == "finished":
            break
        run = STATES[cur.flow].run
        if run is None:
            break
        if s is None:
            s = copy_state(state)
        steps += 1
        run(s, ev)
        _after(s, ev)
    return (state if s is None else s), ev
