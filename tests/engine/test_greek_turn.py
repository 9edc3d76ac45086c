"""R9: the steps of a turn in order, turns passing, rounds, and the max_rounds house rule (greek/turn.py, flow.py)."""

from __future__ import annotations

from posbuild import code, ok

from gamekinds.battle1821.actions import EndStep, Placement, Reinforce
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821 import advance, apply, waiting_for
from gamekinds.battle1821.state import encode_state

IX = BOARD.index


def test_r9_steps_in_order_explicit_end_and_turn_passes(make):
    s = make(3, greek={"achaia": (0, 5, 0), "crete": (1, 3, 0), "hydra": (2, 4, 0)},
             step="reinforcement", active=0)
    s.to_place_infantry = 0
    assert code(s, 1, EndStep()) == "not_your_turn"
    s, _ = apply(s, 0, EndStep())
    assert s.step == "attack"
    s, _ = apply(s, 0, EndStep())
    assert s.step == "movement"
    s, _ = apply(s, 0, EndStep())
    assert waiting_for(s) == [1] and s.step == "reinforcement"
    for seat in (1, 2):
        s, _ = apply(s, seat, Reinforce(placements=[Placement(
            region="crete" if seat == 1 else "hydra", infantry=s.to_place_infantry)]))
        for _ in range(3):
            s, _ = apply(s, seat, EndStep())
    # the Greek phase is over: the Ottoman phase runs automatically
    assert s.phase == "ottoman" and waiting_for(s) == []
    assert code(s, 0, EndStep()) == "ottoman_phase"
    ok(s)


def test_r9_ottoman_phase_step_by_step_then_next_round(make):
    from gamekinds.battle1821.log import StepStarted
    s = make(greek={"achaia": (0, 5, 0), "crete": (1, 3, 0)}, step="movement", active=1,
             fill_ottomans=True)
    for p in s.players:                 # no Ally question may pause the Ottoman phase (R19)
        p.call_ally, p.answer_ally = "never", "decline"
    s, _ = apply(s, 1, EndStep())
    rnd = s.round
    assert (s.phase, s.step, waiting_for(s)) == ("ottoman", "event", [])
    steps = []
    for _ in range(200):
        if s.phase != "ottoman":
            break
        assert waiting_for(s) == []
        s, ev = advance(s, max_steps=1)
        steps += [(e.phase, e.step, e.round) for e in ev if isinstance(e, StepStarted)]
        ok(s)
    assert steps[:4] == [("ottoman", st, rnd) for st in ("event", "reinforcement", "movement", "attack")]
    assert steps[4:] == [("greek", "reinforcement", rnd + 1)]
    assert (s.status, s.phase, s.round, s.step) == ("active", "greek", rnd + 1, "reinforcement")
    assert waiting_for(s) == [next(seat for seat in s.turn_order if seat in s.owner)]


def test_max_rounds_option_ends_the_game():
    from gamekinds.battle1821.randomplay import play_random_game
    s, _ = play_random_game(2, "mr", 2)
    assert s.status == "finished" and s.round <= 2


def test_r9_greek_step_started_events_field_by_field(make):
    import msgspec
    from gamekinds.battle1821.log import ReinforcementDue, StepStarted

    def told(ev):
        return [msgspec.to_builtins(e) for e in ev if isinstance(e, (StepStarted, ReinforcementDue))]

    s = make(greek={"achaia": (0, 5, 0), "crete": (1, 3, 0)}, step="reinforcement", active=0)
    s.to_place_infantry = 0
    s, ev = apply(s, 0, EndStep())
    assert told(ev) == [{"type": "step_started", "round": 2, "phase": "greek", "step": "attack", "seat": 0}]
    s, ev = apply(s, 0, EndStep())
    assert told(ev) == [{"type": "step_started", "round": 2, "phase": "greek", "step": "movement", "seat": 0}]
    s, ev = apply(s, 0, EndStep())
    assert told(ev) == [
        {"type": "step_started", "round": 2, "phase": "greek", "step": "reinforcement", "seat": 1},
        {"type": "reinforcement_due", "seat": 1, "infantry": 3, "cannons": 0, "defeated": 0,
         "bonus_infantry": 0, "bonus_cannons": 0},
    ]


def test_r9_an_object_that_is_no_action_is_refused_as_illegal(make):
    """The one legality predicate refuses what is not an action of the rules at all."""
    from gamekinds.battle1821 import violation

    class NotAnAction:
        pass

    s = make(greek={"achaia": (0, 5, 0), "crete": (1, 3, 0)})
    v = violation(s, 0, NotAnAction())
    assert v is not None and (v.code, v.detail, v.ruling) == ("illegal_action", "unknown action", None)


def test_r9_advance_runs_at_most_max_steps_automatic_steps(make):
    """``advance(s, max_steps=n)`` stops after n automatic steps (the Ottoman phase step by
    step), and the steps compose: one then one is two, and many reach the next round."""
    s = make(greek={"achaia": (0, 5, 0), "crete": (1, 3, 0)}, step="movement", active=1,
             fill_ottomans=True)
    for p in s.players:
        p.call_ally, p.answer_ally = "never", "decline"
    s, _ = apply(s, 1, EndStep())
    one, _ = advance(s, max_steps=1)
    two, _ = advance(s, max_steps=2)
    assert encode_state(advance(one, max_steps=1)[0]) == encode_state(two)
    assert encode_state(one) != encode_state(two) and one.phase == "ottoman"
    done, _ = advance(s)
    assert done.phase == "greek" and done.round == s.round + 1 and encode_state(done) != encode_state(two)


def test_r9_past_the_last_turn_of_the_round_no_seat_is_active(make):
    from gamekinds.battle1821.greek.turn import active_seat

    s = make(greek={"achaia": (0, 5, 0), "crete": (1, 3, 0)}, step="movement", active=1)
    assert active_seat(s) == 1
    s.turn_index = len(s.turn_order)     # every seat has had its turn
    assert active_seat(s) is None
