"""Undo within a seat's turn, back to the last barrier (kinds/gamekinds/battle1821/undo.py): offered
exactly when accepted, exact restoration, and refused past dice, cards, another seat's
action and the turn's start with ``undo_barrier`` naming the barrier."""

from __future__ import annotations

import random

import pytest

from gamekinds.battle1821 import apply, legal_actions, violation, waiting_for
from gamekinds.battle1821.actions import (
    Attack, ConvertCannon, EndStep, Move, Placement, Reinforce, SetStandingOrders, Undo,
)
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821.errors import RuleViolation
from gamekinds.battle1821.log import Undone
from gamekinds.battle1821.options import UndoOption
from gamekinds.battle1821.state import encode_state

IX = BOARD.index
HARD_CARD = 14  # A15: control 7 regions, never met in these positions


def quiet(s):
    """No Apostle can be awarded by the tests' actions (no 'card' barrier by accident)."""
    s.apostles_revealed = [HARD_CARD]
    s.apostle_deck = [c for c in s.apostle_deck if c != HARD_CARD]
    return s


def undo_option(s, seat):
    opts = [o for o in legal_actions(s, seat) if isinstance(o, UndoOption)]
    assert len(opts) <= 1
    return opts[0] if opts else None


def refused(s, seat, action=None):
    rv = violation(s, seat, action or Undo())
    assert rv is not None
    with pytest.raises(RuleViolation):
        apply(s, seat, action or Undo())
    return rv


def test_undo_a_move_restores_the_state_exactly_and_says_which_regions(make):
    s0 = quiet(make(greek={"achaia": (0, 5, 0), "crete": (0, 1, 0)}, step="movement"))
    assert undo_option(s0, 0) is None
    s1, _ = apply(s0, 0, Move(from_="achaia", to="crete", infantry=4))
    opt = undo_option(s1, 0)
    assert opt is not None and opt.undoable == ["move"] and opt.barrier == "turn_start"
    assert undo_option(s1, 1) is None and violation(s1, 1, Undo()).code == "not_your_turn"
    s2, ev = apply(s1, 0, Undo())
    assert encode_state(s2) == encode_state(s0)
    assert s2.infantry[IX["achaia"]] == 5 and s2.moves_left == 1
    [e] = ev
    assert isinstance(e, Undone) and (e.seat, e.count, e.actions, e.step) == (0, 1, ["move"], "movement")
    assert {r.region: (r.owner, r.infantry) for r in e.regions} == {"achaia": (0, 5), "crete": (0, 1)}
    # nothing left to undo: the turn's start is the barrier
    assert undo_option(s2, 0) is None
    rv = refused(s2, 0)
    assert (rv.code, rv.barrier) == ("undo_barrier", "turn_start")


def test_undo_several_actions_across_steps_of_one_turn(make):
    s0 = quiet(make(greek={"achaia": (0, 3, 0), "crete": (0, 1, 0)}, step="reinforcement"))
    s0.to_place_infantry = 3
    seq = [s0]
    for a in (Reinforce(placements=[Placement(region="achaia", infantry=2)]),
              Reinforce(placements=[Placement(region="crete", infantry=1)]),
              EndStep(),                                          # into the attack step
              Attack(from_="achaia", to="messinia", infantry=2)):  # an occupation: no dice
        s, _ = apply(seq[-1], 0, a)
        seq.append(s)
    assert seq[-1].step == "attack"
    opt = undo_option(seq[-1], 0)
    assert opt.undoable == ["attack", "end_step", "reinforce", "reinforce"]
    assert refused(seq[-1], 0, Undo(count=5)).code == "undo_barrier"
    back, ev = apply(seq[-1], 0, Undo(count=3))
    assert encode_state(back) == encode_state(seq[1])
    assert back.step == "reinforcement" and ev[0].actions == ["attack", "end_step", "reinforce"]
    assert undo_option(back, 0).undoable == ["reinforce"]
    # undo, then play on: a fresh patch on top of the rest
    again, _ = apply(back, 0, Reinforce(placements=[Placement(region="achaia", infantry=1)]))
    assert undo_option(again, 0).undoable == ["reinforce", "reinforce"]


def test_undo_stops_at_dice_a_battle_is_a_barrier(make, dice):
    s = quiet(make(greek={"corinthia": (0, 6, 0)}, ottomans={"boeotia": 1}))
    s, _ = apply(s, 0, Attack(from_="corinthia", to="attica", infantry=4))   # occupation, undoable
    assert undo_option(s, 0).undoable == ["attack"]
    dice.push([6, 6, 6], [1])
    s, _ = apply(s, 0, Attack(from_="attica", to="boeotia", infantry=3))     # a battle: dice
    assert s.owner[IX["boeotia"]] == 0 and s.flow == "attack"
    assert undo_option(s, 0) is None
    rv = refused(s, 0)
    assert (rv.code, rv.barrier) == ("undo_barrier", "dice") and "dice" in rv.detail
    s, _ = apply(s, 0, EndStep())
    assert undo_option(s, 0).undoable == ["end_step"]                         # after the barrier: again
    assert refused(s, 0, Undo(count=2)).barrier == "dice"


def test_undo_stops_at_a_card_an_apostle_awarded(make):
    s = make(greek={"achaia": (0, 6, 2), "crete": (0, 1, 0)}, step="attack")
    s.apostles_revealed = [7]                         # A08: 3 cannons on the board
    s.apostle_deck = [c for c in s.apostle_deck if c != 7]
    s, ev = apply(s, 0, ConvertCannon(region="achaia"))
    assert 7 in s.players[0].apostles
    rv = refused(s, 0)
    assert (rv.code, rv.barrier) == ("undo_barrier", "card")


def test_another_seats_action_is_a_barrier_own_standing_orders_are_not(make):
    s = quiet(make(greek={"achaia": (0, 5, 0), "crete": (0, 1, 0), "messinia": (1, 2, 0)}, step="movement"))
    s1, _ = apply(s, 0, Move(from_="achaia", to="crete", infantry=1))
    own, _ = apply(s1, 0, SetStandingOrders(call_ally="never"))
    assert undo_option(own, 0).undoable == ["move"]
    back, _ = apply(own, 0, Undo())
    assert back.infantry[IX["achaia"]] == 5 and back.players[0].call_ally == "never"   # orders stay
    other, _ = apply(s1, 1, SetStandingOrders(answer_ally="decline"))
    assert undo_option(other, 0) is None
    assert refused(other, 0).barrier == "other_seat"


def test_the_next_turn_starts_behind_a_barrier(make):
    s = quiet(make(greek={"achaia": (0, 5, 0), "crete": (0, 1, 0), "messinia": (1, 2, 0)}, step="movement"))
    s, _ = apply(s, 0, EndStep())                      # seat 0's turn ends
    assert waiting_for(s) == [1]
    assert violation(s, 0, Undo()).code == "not_your_turn"
    assert undo_option(s, 1) is None and refused(s, 1).barrier == "turn_start"


def test_undo_is_refused_outside_a_step_of_ones_own(make):
    s = quiet(make(greek={"achaia": (0, 5, 0)}, step="movement"))
    s.status, s.phase, s.step, s.flow = "active", "ottoman", "event", "ottoman"
    assert violation(s, 0, Undo()).code == "ottoman_phase"


def test_random_play_offers_undo_exactly_when_it_is_accepted_and_restores_exactly():
    """Along random games that sometimes undo: the offer and the predicate agree (count
    1..len accepted, len+1 refused with ``undo_barrier``), every undo of ``n`` actions
    gives back the state ``n`` undoable actions earlier (standing orders aside), and the
    barrier kinds met include dice and the turn's start."""
    from gamekinds.battle1821 import advance, new_game, start
    from gamekinds.battle1821.randomplay import choose_action
    kinds: dict[str, int] = {}
    undos = 0
    for i in range(12):
        rng = random.Random(i)
        s, _ = start(new_game(2 + i % 3, f"undo-{i}"))
        history: list = []        # the states before each undoable action of the current stack
        for _ in range(600):
            if s.status == "finished":
                break
            w = waiting_for(s)
            if not w:
                s, _ = advance(s, max_steps=1)
                history = []
                continue
            seat = w[0]
            opt = [o for o in legal_actions(s, seat) if isinstance(o, UndoOption)]
            if opt:
                n = len(opt[0].undoable)
                assert n == len(s.undo.patches) == len(history)
                assert violation(s, seat, Undo(count=n)) is None
                assert violation(s, seat, Undo(count=n + 1)).code == "undo_barrier"
            else:
                rv = violation(s, seat, Undo())
                assert rv is not None
                if rv.code == "undo_barrier":
                    kinds[rv.barrier] = kinds.get(rv.barrier, 0) + 1
            a = choose_action(legal_actions(s, seat), rng)
            before = s
            s, _ = apply(s, seat, a)
            if isinstance(a, Undo):
                undos += 1
                want = history[-a.count]
                del history[-a.count:]
                for p, q in zip(want.players, s.players):
                    p.call_ally, p.answer_ally = q.call_ally, q.answer_ally
                assert encode_state(s) == encode_state(want)
            elif len(s.undo.patches) == len(before.undo.patches) + 1 and s.undo.seat == seat:
                history.append(before)
            elif not (isinstance(a, SetStandingOrders) and s.undo == before.undo):
                assert s.undo.patches == [], a
                history = []
    assert undos >= 10, undos
    assert kinds.get("dice", 0) > 0 and kinds.get("turn_start", 0) > 0, kinds
