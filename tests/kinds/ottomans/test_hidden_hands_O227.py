"""Hidden hands [19.0; ruling O227]: what a seat sees never depends on what it cannot know.

19.0 keeps every seat's face-down stratagems (and the pool's content and order) secret; O227
makes the reaction windows (27.2 Weather, Military Advance (2), Jesuits/Sufis,
Administration (1); 20.1 the commitment and the agents window), and the rows entered for a
seat with something to play (27.2 Kaisar-i-Rum, Medicis/Vizier, Supply Train, Uprising,
White Sheep, Administration (3); 17.1 mercenaries) ask every seat that could hold the
stratagem as far as the others know (still in the game, a hand that is not empty), whatever
it holds. The property: over positions reached by random play in the four scenarios with 2,
3 and 4 seats, deal anew what seat A cannot see (the stratagems of the other seats' hands and
of the pool, each hand keeping its size, the pool in a new order, consistently with what A
knows), take the same step in both games, and A's view, A's legal actions, A's events, the
spectator's view and the seats waited on are the same.

What the rules themselves make of a hidden counter, at random, is no window and is not
compared: a draw (A's own counters, a leader drawn), a look into a hand (espionage, coup,
treachery: 20.0, O208) and a control stratagem taken from the pool (6.6, 17.2, 20.3 O226);
the agents committed in secret stay with their owners (20.1), and so do the Military Advance
and the Truce declared with a move that waits for the Weather window (27.2)."""

from __future__ import annotations

import random

import gamekinds.ottomans as K
import msgspec
import pytest
from gamekinds.ottomans import board as B
from gamekinds.ottomans.state import AgentResolved, Drew, ExchangeOption, Examined, LeaderDrawn
from gamekinds.ottomans.view import redact_event
from ottomans_helpers import cells, started

AGENT = "agent"


def redeal(s: K.GameState, seat: int, rng: random.Random) -> K.GameState:
    """A copy of ``s`` with what ``seat`` cannot see dealt anew from ``rng`` (19.0): the
    stratagems of the pool and of the other seats' hands shuffled together, each hand keeping
    its size, the pool (its leaders too) in a new order; what is committed already stays in
    its owner's hand (module doc); the dice are not touched."""
    d = K.copy_state(s)
    keep: dict[int, list[int]] = {i: [] for i in range(d.seats)}

    def kept(who: int, sid: str, n: int) -> None:
        if who >= 0 and who != seat and n:
            rest = [c for c in d.players[who].hand if B.STRAT_ID[c - B.N_PIECES] == sid and c not in keep[who]]
            keep[who] += rest[:n]

    if d.agent_op is not None:
        kept(d.agent_op.seat, AGENT, d.agent_op.agents)
        kept(d.agent_op.target, AGENT, d.agent_op.defence)
    if d.held_move is not None:                   # declared with the move, spent when it is made
        kept(d.held_move.seat, "military_advance", int(d.held_move.military_advance))
        kept(d.held_move.seat, "truce", int(d.held_move.truce))
    unseen = [c for c in d.pool if c >= B.N_PIECES]
    for i, p in enumerate(d.players):
        if i != seat:
            rest = list(p.hand)
            for c in keep[i]:
                rest.remove(c)
            unseen += rest
    unseen.sort()
    rng.shuffle(unseen)
    for i, p in enumerate(d.players):
        if i != seat:
            n = len(p.hand) - len(keep[i])
            p.hand = keep[i] + unseen[:n]
            rng.shuffle(p.hand)
            unseen = unseen[n:]
    d.pool = [c for c in d.pool if c < B.N_PIECES] + unseen
    rng.shuffle(d.pool)
    return d


_LEGAL: dict = {}


def legal(s: K.GameState, seat: int) -> list:
    """``K.legal_actions(s, seat)``, kept for the state the game is at: the step's policy and
    the comparison before and after it ask for the same seat's (engine functions never change
    a state they are given). Not to be changed by the caller."""
    got = _LEGAL.get((id(s), seat))
    if got is None or got[0] is not s:
        if len(_LEGAL) > 16:
            _LEGAL.clear()
        got = _LEGAL[(id(s), seat)] = (s, K.legal_actions(s, seat))
    return got[1]


def _options(s: K.GameState, seat: int) -> list:
    # Medicis/Vizier, once played, lets its player search the pool (27.2, O228): the names the
    # pending ``exchange`` decision offers him are the pool's (the option to play it names none)
    return [msgspec.structs.replace(o, stratagems=[]) if isinstance(o, ExchangeOption) else o
            for o in legal(s, seat)]


def seen_by(s: K.GameState, seat: int, ev: list) -> bytes:
    """Everything seat ``seat`` and the table are shown, as bytes to compare."""
    return msgspec.json.encode([K.view(s, seat), _options(s, seat), K.view(s, None), K.waiting_for(s),
                                [redact_event(e, seat) for e in ev], [K.public_event(e) for e in ev]])


def by_chance(before: K.GameState, after: K.GameState, ev: list, seat: int) -> bool:
    """The step read a hidden counter at random, by rule (module doc): not compared."""
    for e in ev:
        if isinstance(e, Drew) and e.seat == seat or isinstance(e, (LeaderDrawn, Examined)):
            return True
        if isinstance(e, AgentResolved) and e.result in ("COUP", "CONTROL"):
            return True
    return any(c in before.pool and c not in after.pool for p in after.players for c in p.face_up)


def step(s: K.GameState, rng: random.Random):
    """One step of a random game: ``(seat, action)`` or ``(None, None)`` for an automatic one."""
    w = K.waiting_for(s)
    if not w:
        return None, None
    return w[0], K.POLICIES["random"](s, w[0], legal(s, w[0]), rng)


def take(s: K.GameState, seat, a):
    return K.advance(s, 1) if seat is None else K.apply(s, seat, a)


def compare(s: K.GameState, seat, a, me: int, rng: random.Random) -> tuple[str | None, K.GameState | None]:
    """The same step in ``s`` and in ``s`` dealt anew for seat ``me``: None when both show
    ``me`` and the table the same (or the step is not comparable), else what differs; and
    the step taken in ``s`` when it was (the game goes on from it: not taken twice)."""
    t = redeal(s, me, rng)
    if seen_by(s, me, []) != seen_by(t, me, []):
        return "the deal itself shows", None
    if seat is not None and seat != me and K.violation(t, seat, a) is not None:
        return None, None                             # the actor's own hand decided: not this seat's to see
    s2, ev = take(s, seat, a)
    t2, ev2 = take(t, seat, a)
    if by_chance(s, s2, ev, me) or by_chance(t, t2, ev2, me):
        return None, s2
    if seen_by(s2, me, ev) != seen_by(t2, me, ev2):
        return (f"after {a!r} by seat {seat} at {s.flow}: seat {me} sees waiting_for {K.waiting_for(s2)} "
                f"(reaction {K.view(s2).reaction}, step {s2.step}) or {K.waiting_for(t2)} "
                f"(reaction {K.view(t2).reaction}, step {t2.step})"), s2
    return None, s2


# every cell in ``make test``; in the edit loop (``make test-fast``) one a scenario, each seat
# count, with the optional rules (scenarios 1 and 3) and without: 5 of the 15 CPU s
CELLS = cells([(seats, scenario) for scenario in (1, 2, 3, 4) for seats in (2, 3, 4)],
              [(3, 1), (4, 2), (2, 3), (3, 4)])


@pytest.mark.parametrize("seats,scenario", CELLS)
def test_O227_19_0_what_a_seat_sees_does_not_depend_on_the_hands_it_cannot_see(seats, scenario):
    """O227, 19.0: deal anew what seat A cannot know; A's view, A's legal actions, A's events,
    the spectator's view and the seats waited on stay the same, step after step."""
    seed = f"o227-{seats}-{scenario}"
    rng = random.Random(seed)
    s = started(seats, scenario, seed, optional=scenario % 2 == 1)
    compared = steps = 0
    while s.status != "finished" and steps < 2500:
        steps += 1
        seat, a = step(s, rng)
        taken = None
        if rng.random() < 0.2:
            me = rng.randrange(seats)
            why, taken = compare(s, seat, a, me, rng)
            assert why is None, why
            compared += 1
        s = taken if taken is not None else take(s, seat, a)[0]      # (steps are deterministic)
    assert compared > 60


# ---------------------------------------------------------------- the windows one by one (O227)

def _fight(hands):
    from ottomans_helpers import position
    return position(cores=["ottomans", "serbia"], clear_map=True, step="combat", hands=hands,
                    pieces={"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia",
                            "serbian_feudal_array": "serbia"})


def test_O227_27_2_a_seat_holding_no_weather_is_asked_all_the_same_and_may_only_pass():
    from gamekinds.ottomans.state import Attack, React, ReactOption
    attack = Attack(area="serbia", pieces=["ottoman_spahis", "ottoman_feudal_array"], colours=["green"])
    with_it, without = (K.apply(_fight([[], [h]]), 0, attack)[0] for h in ("weather", "truce"))
    for s in (with_it, without):
        assert K.waiting_for(s) == [1] and s.windows[-1].kind == "weather" and K.timeout_action(s) == (1, React())
        assert K.view(s, 0) == K.view(s, 0) and K.legal_actions(s, 0) == K.legal_actions(with_it, 0)
    assert msgspec.json.encode(K.view(with_it, None)) == msgspec.json.encode(K.view(without, None))
    assert K.legal_actions(without, 1)[:-1] == [ReactOption(window="weather")]      # the pass only
    assert ReactOption(window="weather", stratagem="weather") in K.legal_actions(with_it, 1)
    v = K.violation(without, 1, React(stratagem="weather"))
    assert v is not None and v.code == "not_in_hand"
    s, _ = K.apply(_fight([[], []]), 0, attack)      # an empty hand (public, 19.3) is not asked
    assert s.flow != "reaction" or s.windows[-1].kind != "weather"


def test_O227_20_1_the_target_is_asked_to_commit_whatever_it_holds():
    from gamekinds.ottomans.state import AgentOperation, CommitAgents, CommitOption
    from ottomans_helpers import position
    s = position(cores=["ottomans", "hungary"], clear_map=True, hands=[["agent"], ["weather"]])
    s, _ = K.apply(s, 0, AgentOperation(operation="coup", agents=1, target=1))
    assert K.waiting_for(s) == [1] and s.windows[-1].kind == "commit"
    assert K.legal_actions(s, 1)[0] == CommitOption(most=0, by=0, operation="coup")
    assert K.timeout_action(s) == (1, CommitAgents(agents=0))


def test_O227_27_2_the_stratagem_phase_row_is_entered_whatever_the_seat_holds():
    from gamekinds.ottomans import plays
    from ottomans_helpers import position
    for hands, entered in (([["weather"], []], True), ([["kaisar_i_rum"], []], True), ([[], []], False)):
        s = position(cores=["ottomans", "hungary"], clear_map=True, hands=hands, pieces={"mehmed_ii": "constantinople"})
        assert plays.phase_row(s, 0) is entered
        assert bool(plays.phase_options(s, 0)) is (hands[0] == ["kaisar_i_rum"])      # what it may play
