"""Random and greedy legal play, for property tests, fuzzing and computer seats.

:func:`sample_action` turns one legal-action option into a concrete action from inside its
bounds, with a caller-supplied ``random.Random`` (never the game's RNG)."""

from __future__ import annotations

import random

from . import board as B
from .colours import colour_seen, region_colour_of
from .state import (
    Answer, AnswerOption, MercenaryOption, PlayMercenary, PlayStratagem, PlayStratagemOption, ForcedMarch, ForcedMarchOption, Advance, AdvanceOption, LossesOption, TakeLosses, Withdraw, WithdrawOption,
    Attack, AttackOption, ChooseCore, ChooseCoreOption, Discard, DiscardOption, EndPhase,
    EndPhaseOption, Move, MoveOption, PlayControl, PlayControlOption, Resign, ResignOption, Transport, TransportOption,
    Pick, PickOption, Reinforce, ReinforceOption,
)
from .state import (
    AgentOperation, AgentOption, CommitAgents, CommitOption, ExchangeOption, React, ReactOption, UprisingOption,
    WhiteSheepOption, SupplyTrainOption, AdministrationOption, Pillage, PillageOption, ProfessionalMarch,
    Colonize, ColonizeOption,
    ProfessionalMarchOption,
)


def sample_action(option, rng: random.Random, state=None):
    t = type(option)
    if t is ChooseCoreOption:
        return ChooseCore(nationality=rng.choice(option.nationalities)) if option.nationalities else None
    if t is DiscardOption:
        return Discard(stratagems=rng.sample(option.stratagems, option.count))
    if t is PlayControlOption:
        return PlayControl(stratagem=rng.choice(option.stratagems))
    if t is MoveOption:
        k = rng.randint(1, len(option.pieces))
        return Move(pieces=rng.sample(option.pieces, k), to=rng.choice(option.to),
                    military_advance=option.military_advance, truce=option.truce)
    if t is AttackOption:
        return Attack(area=option.area, city=option.city, pieces=list(option.pieces), colours=list(option.colours),
                      military_advance=option.military_advance, urbans_gun=option.urbans_gun,
                      alliance=option.alliance, honors_of_war=option.honors_of_war and rng.random() < 0.5)
    if t is MercenaryOption:
        return PlayMercenary(stratagem=option.stratagem, region=rng.choice(option.regions) if option.regions else None)
    if t is PlayStratagemOption:
        sid = rng.choice(option.stratagems)
        return PlayStratagem(stratagem=sid, target=rng.choice(option.targets) if sid == "trade_agreement" else None)
    if t is AnswerOption:
        return Answer(accept=rng.random() < 0.5)
    if t is ForcedMarchOption:
        return ForcedMarch(leader=option.leader, pieces=rng.sample(option.pieces, rng.randint(0, len(option.pieces))),
                           to=rng.choice(option.to), truce=option.truce)
    if t is TransportOption:
        idx = rng.sample(range(len(option.fleets)), rng.randint(1, len(option.fleets)))
        cap = sum(option.free[i] for i in idx)
        if option.pieces and not cap and all(not B.IS_LEADER[B.PIECE[x]] for x in option.pieces):
            idx = list(range(len(option.fleets)))
            cap = sum(option.free)
        pieces: list[str] = []
        for x in rng.sample(option.pieces, len(option.pieces)):
            if not B.IS_LEADER[B.PIECE[x]]:
                if cap <= 0:
                    continue
                cap -= 1
            pieces.append(x)
            if rng.random() < 0.3:
                break
        return Transport(fleets=[option.fleets[i] for i in sorted(idx)], pieces=pieces, to=rng.choice(option.to),
                         leader=option.leader)
    if t is EndPhaseOption:
        return EndPhase()
    if t is WithdrawOption:
        return Withdraw(to=rng.choice(option.to))
    if t is AdvanceOption:
        cols = colour_seen(state) if state is not None else B.COLOUR      # 24.2(3): colours now (O225), state or View
        colour = cols[B.PIECE[rng.choice(option.pieces)]]
        same = [x for x in option.pieces if cols[B.PIECE[x]] == colour]
        return Advance(pieces=rng.sample(same, rng.randint(0, len(same))))
    if t is LossesOption:
        order = list(range(len(option.pieces)))
        rng.shuffle(order)
        units = [i for i in order if option.pieces[i] not in option.leaders]
        leaders = [i for i in order if option.pieces[i] in option.leaders]
        out, pts = [], 0
        for i in units + leaders:
            if pts >= option.points and rng.random() < 0.7:
                break
            out.append(option.pieces[i])
            pts += option.strengths[i]
        return TakeLosses(pieces=out)
    if t is PickOption:
        return Pick(pieces=rng.sample(option.pieces, option.count))
    if t is ReinforceOption:
        named = rng.sample(sorted(option.places), option.count)
        return Reinforce(places={x: rng.choice(option.places[x]) for x in named})
    if t is ResignOption:
        return Resign()
    if t is ReactOption:
        return React(stratagem=option.stratagem)
    if t is CommitOption:
        return CommitAgents(agents=rng.randint(0, option.most))
    if t is AgentOption:
        return AgentOperation(operation=option.operation, agents=rng.randint(1, option.most),
                              target=rng.choice(option.targets) if option.targets else None,
                              leader=rng.choice(option.leaders) if option.leaders else None,
                              nationality=rng.choice(option.nationalities) if option.nationalities else None)
    if t is ExchangeOption:                 # the pick after Medicis/Vizier is played (O228)
        return PlayStratagem(stratagem="medicis_vizier", take=rng.choice(option.stratagems))
    if t is UprisingOption:
        return PlayStratagem(stratagem="uprising", nationality=rng.choice(option.nationalities))
    if t is ProfessionalMarchOption:
        return ProfessionalMarch(pieces=rng.sample(option.pieces, rng.randint(1, len(option.pieces))),
                                 to=rng.choice(option.to))
    if t is PillageOption:
        return Pillage(area=option.area, military_advances=rng.randint(0, option.military_advances))
    if t is ColonizeOption:
        return Colonize(area=option.area, administrations=rng.randint(0, option.administrations))
    if t is AdministrationOption:
        return PlayStratagem(stratagem="administration", region=rng.choice(option.regions))
    if t is SupplyTrainOption:
        return PlayStratagem(stratagem="military_advance", region=rng.choice(option.regions))
    if t is WhiteSheepOption:
        return PlayStratagem(stratagem="white_sheep_confederation", piece=rng.choice(option.pieces),
                             region=rng.choice(option.regions))
    raise TypeError(t)


def declines_only(options: list) -> bool:
    """O227: the seat is asked in a reaction window or a play row it holds nothing for: every
    option offered (but resigning) is the declining answer (a pass, no agent to commit, the
    end of the row). The policies send it at once; so does a client passing automatically."""
    opts = [o for o in options if not isinstance(o, ResignOption)]
    return bool(opts) and all((isinstance(o, ReactOption) and o.stratagem is None)
                              or (isinstance(o, CommitOption) and o.most == 0) for o in opts)


def decline(options: list):
    """The declining answer of :func:`declines_only` options."""
    o = next(o for o in options if not isinstance(o, ResignOption))
    return CommitAgents(agents=0) if isinstance(o, CommitOption) else React()


def forced_discard(state, options: list) -> bool:
    """Whether the discard asked now is 19.4's return of the cards over the hand limit
    (not a discard by choice): the state's ``flow`` says so; a seat's ``View`` (a bot
    playing through the API decides on that) does not show the flow, and there the
    return is asked when discarding is all the seat is offered."""
    flow = getattr(state, "flow", None)
    if flow is not None:
        return flow == "discard"
    return all(isinstance(o, (DiscardOption, ResignOption)) for o in options)


def random_policy(state, seat: int, options: list, rng: random.Random):
    """Any offered action but resigning; moves and attacks more often than ending.
    ``state``: the game state, or the seat's ``View`` (:func:`forced_discard`)."""
    if declines_only(options):                        # O227: a window on a stratagem it does not hold
        return decline(options)
    forced = forced_discard(state, options)
    opts = [o for o in options if not isinstance(o, ResignOption)]
    if not opts:
        return None
    if len(opts) > 1 and rng.random() < 0.8:          # optional plays (agents, reactions) now and then
        rare = [o for o in opts if isinstance(o, AgentOption) or (isinstance(o, ReactOption) and o.stratagem)
                or (isinstance(o, DiscardOption) and not forced)]
        opts = [o for o in opts if o not in rare] or opts
    busy = [o for o in opts if isinstance(o, (MoveOption, AttackOption, PlayControlOption, ForcedMarchOption,
                                              MercenaryOption, TransportOption))]
    pick = rng.choice(busy) if busy and rng.random() < 0.7 else rng.choice(opts)
    return sample_action(pick, rng, state)


def greedy_policy(state, seat: int, options: list, rng: random.Random):
    """Play every control stratagem, make the attack with the best odds, otherwise move a
    random force, otherwise end the phase. ``state``: the game state, or the seat's
    ``View`` (:func:`forced_discard`)."""
    if declines_only(options):                        # O227: a window on a stratagem it does not hold
        return decline(options)
    forced = forced_discard(state, options)
    opts = [o for o in options if not isinstance(o, ResignOption)
            and not (isinstance(o, DiscardOption) and not forced)]     # 19.4's return: never by choice
    for o in opts:
        if isinstance(o, (PlayControlOption, ChooseCoreOption, DiscardOption, WithdrawOption, AdvanceOption,
                          LossesOption, MercenaryOption, AnswerOption, ReactOption, CommitOption, PickOption, ReinforceOption,
                          ExchangeOption)):                       # a decision with no pass (O228)
            return sample_action(o, rng, state)
    attacks = [o for o in opts if isinstance(o, AttackOption)]
    if attacks:
        best = min(attacks, key=lambda o: o.defence)
        return sample_action(best, rng, state)
    moves = [o for o in opts if isinstance(o, MoveOption)]
    if moves and rng.random() < 0.5:
        return sample_action(rng.choice(moves), rng, state)
    return EndPhase()


__all__ = ["declines_only", "decline", "forced_discard", "sample_action", "random_policy", "greedy_policy", "B"]
