"""R3, R7, R10, R11, R15-R18, R28: the options ``legal_actions`` offers and the predicate
``apply`` uses (``violation``/``is_legal``) agree, in both directions, on thousands of
states reached by random legal play:

- every action built from values inside an offered option is legal and applies;
- for attack and move every force is tried around the offered rows: legal exactly when
  it matches a row;
- actions pushed outside an option are refused with the code of the rule they break.
"""

from __future__ import annotations

import functools
import random
import re

import pytest

from gamekinds.battle1821 import apply, is_legal, legal_actions, violation, waiting_for
from gamekinds.battle1821.actions import (
    AnswerAlly, Attack, ConvertCannon, Move, PlaceStart, Placement, Reinforce, Undo,
)
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821.options import (
    AnswerAllyOption, AttackOption, ConvertCannonOption, MoveOption, PlaceStartOption,
    ReinforceOption, UndoOption,
)
from gamekinds.battle1821.randomplay import play_random_game, sample_action
from gamekinds.battle1821.state import CANNON_STRENGTH, region_strength

IX = BOARD.index
SEEDS = range(36)


@functools.cache
def states() -> list:
    """Every state where a seat is waited on, from 36 random games (2-4 seats); played
    once per process, when a test first asks (not at import: every pytest-xdist process
    collects this module and only one runs it)."""
    out = []
    for i in SEEDS:
        seen = []

        def keep(s, action, ev):
            if waiting_for(s):
                seen.append(s)
        play_random_game(2 + i % 3, f"legal-{i}", 4, rng=random.Random(i), check=keep)
        out.extend(seen)
    return out


def code(s, seat, a):
    e = violation(s, seat, a)
    return None if e is None else e.code


def in_rows(rows, i, c):
    return any(r.cannons == c and r.min_infantry <= i <= r.max_infantry for r in rows)


def expected_force_code(s, r, i, c, needed):
    """The rule a force (i, c) from region r breaks, stated independently (R16, R28)."""
    if i + c == 0:
        return "illegal_action"
    if i > s.infantry[r] - s.spent_infantry[r] or c > s.cannons[r] - s.spent_cannons[r]:
        return "insufficient_forces"
    if region_strength(s, r) - (i + CANNON_STRENGTH * c) < 1:
        return "must_leave_one"
    if i + CANNON_STRENGTH * c < needed:
        return "insufficient_forces"
    return None


def test_enough_states():
    assert len(states()) >= 2000


def test_every_action_sampled_inside_an_option_is_accepted():
    rng = random.Random(7)
    n = 0
    for s in states():
        seat = waiting_for(s)[0]
        for opt in legal_actions(s, seat):
            for _ in range(3):
                a = sample_action(opt, rng)
                if a is None:
                    continue
                assert violation(s, seat, a) is None, (opt, a, violation(s, seat, a))
                apply(s, seat, a)
                n += 1
    assert n > 10_000


def _force_grid(s, seat, opt, rows, make, needed):
    r = IX[opt.from_]
    for c in range(0, s.cannons[r] + 2):
        for i in range(0, s.infantry[r] + 2):
            a = make(i, c)
            got = code(s, seat, a)
            if in_rows(rows, i, c):
                assert got is None, (opt, a, got)
            else:
                assert got is not None and got == expected_force_code(s, r, i, c, needed), (opt, a, got)


def test_r11_r16_r17_r28_a_force_is_legal_exactly_when_it_matches_an_offered_row():
    checked = 0
    for s in states()[::3]:
        seat = waiting_for(s)[0]
        for opt in legal_actions(s, seat):
            if isinstance(opt, AttackOption):
                for tgt in opt.targets:
                    needed = tgt.defender_strength + 1 if tgt.kind == "takeover" else 1
                    _force_grid(s, seat, opt, tgt.forces,
                                lambda i, c: Attack(from_=opt.from_, to=tgt.region, infantry=i, cannons=c),
                                needed)
                    checked += 1
            elif isinstance(opt, MoveOption):
                _force_grid(s, seat, opt, opt.forces,
                            lambda i, c: Move(from_=opt.from_, to=opt.to[0], infantry=i, cannons=c), 1)
                checked += 1
    assert checked > 300


def test_the_offered_maxima_together_are_accepted():
    # the largest infantry of each row with that row's cannons: never must_leave_one
    for s in states()[::2]:
        seat = waiting_for(s)[0]
        for opt in legal_actions(s, seat):
            if isinstance(opt, AttackOption):
                for tgt in opt.targets:
                    for row in tgt.forces:
                        assert is_legal(s, seat, Attack(from_=opt.from_, to=tgt.region,
                                                        infantry=row.max_infantry, cannons=row.cannons))


def _outside(s, seat, opt, rng):
    """(action, expected code) pairs just outside ``opt``."""
    own = [r for r in range(BOARD.size) if s.owner[r] == seat]
    other = [r for r in range(BOARD.size) if s.owner[r] != seat]
    ids = BOARD.ids
    out = []
    if isinstance(opt, AttackOption):
        o = IX[opt.from_]
        tgt = rng.choice(opt.targets)
        row = rng.choice(tgt.forces)
        out.append((Attack(from_=opt.from_, to="atlantis", infantry=1), "unknown_region"))
        far = [r for r in other if r not in BOARD.borders[o]]
        if far:
            out.append((Attack(from_=opt.from_, to=ids[rng.choice(far)], infantry=row.max_infantry,
                               cannons=row.cannons), "not_adjacent"))
        foreign = [r for r in other if any(n in other for n in BOARD.borders[r])]
        if foreign:
            f = rng.choice(foreign)
            out.append((Attack(from_=ids[f], to=ids[next(n for n in BOARD.borders[f] if n in other)],
                               infantry=1), "not_your_region"))
        if tgt.kind != "battle":
            out.append((Attack(from_=opt.from_, to=tgt.region, infantry=row.max_infantry,
                               cannons=row.cannons, blessing="A12"), "illegal_action"))
    elif isinstance(opt, MoveOption):
        row = rng.choice(opt.forces)
        out.append((Move(from_=opt.from_, to=opt.from_, infantry=row.max_infantry,
                         cannons=row.cannons), "illegal_action"))
        if other:
            out.append((Move(from_=opt.from_, to=ids[rng.choice(other)], infantry=row.max_infantry,
                             cannons=row.cannons), "not_your_region"))
    elif isinstance(opt, ReinforceOption):
        out.append((Reinforce(placements=[Placement(region=opt.regions[0], infantry=opt.infantry + 1)]),
                    "insufficient_forces"))
        out.append((Reinforce(placements=[Placement(region=opt.regions[0])]), "illegal_action"))
        if other:   # one piece of a kind still owed, so only the region is wrong
            one = (1, 0) if opt.infantry else (0, 1)
            out.append((Reinforce(placements=[Placement(region=ids[rng.choice(other)], infantry=one[0],
                                                        cannons=one[1])]), "not_your_region"))
    elif isinstance(opt, ConvertCannonOption):
        rest = [r for r in own if ids[r] not in opt.regions]
        if rest:
            out.append((ConvertCannon(region=ids[rng.choice(rest)]), "insufficient_forces"))
        if other:
            out.append((ConvertCannon(region=ids[rng.choice(other)]), "not_your_region"))
    elif isinstance(opt, PlaceStartOption):
        out.append((PlaceStart(region="attica"), "illegal_action"))
        out.append((PlaceStart(region="atlantis"), "unknown_region"))
    elif isinstance(opt, AnswerAllyOption):
        rest = [r for r in own if ids[r] not in opt.regions]
        if rest:
            out.append((AnswerAlly(accept=True, region=ids[rng.choice(rest)]), "must_leave_one"))
        if other:
            out.append((AnswerAlly(accept=True, region=ids[rng.choice(other)]), "not_your_region"))
    elif isinstance(opt, UndoOption):
        out.append((Undo(count=len(opt.undoable) + 1), "undo_barrier"))
    return out


def test_actions_outside_the_options_are_refused_with_the_rule_they_break():
    rng = random.Random(11)
    seen: dict[str, int] = {}
    for s in states():
        seat = waiting_for(s)[0]
        for opt in legal_actions(s, seat):
            for a, want in _outside(s, seat, opt, rng):
                assert code(s, seat, a) == want, (opt, a, violation(s, seat, a))
                with pytest.raises(Exception) as e:
                    apply(s, seat, a)
                assert getattr(e.value, "code", None) == want
                # every refusal names its rule (the API's problem ``ruling``): R1..R28; undo is a
                # server feature, no rule of the game: its refusal names the barrier instead
                if want == "undo_barrier":
                    assert e.value.ruling is None and e.value.barrier, (a, e.value.barrier)
                else:
                    assert re.fullmatch(r"R([1-9]|1[0-9]|2[0-8])", e.value.ruling or ""), (a, e.value.ruling)
                assert violation(s, seat, a).ruling == e.value.ruling
                seen[want] = seen.get(want, 0) + 1
            if s.pending is None and s.seats > 1:
                a = sample_action(opt, rng)
                nobody = (seat + 1) % s.seats
                if a is not None and type(a).__name__ not in ("SetStandingOrders", "Resign") \
                        and not s.players[nobody].resigned:
                    assert code(s, nobody, a) == "not_your_turn"
                    seen["not_your_turn"] = seen.get("not_your_turn", 0) + 1
    for want in ("unknown_region", "not_adjacent", "not_your_region", "illegal_action",
                 "insufficient_forces", "must_leave_one", "not_your_turn"):
        assert seen.get(want, 0) > 20, seen


def test_r9_the_flow_state_is_stored_by_name_and_matches_phase_and_step():
    # GameState.flow names the STATES row; phase/step (the API's view) agree with it
    for s in states()[::10]:
        if s.phase == "greek":
            assert s.flow == s.step
        elif s.phase == "setup":
            assert s.flow == "place_start"
        elif s.phase == "ottoman":
            assert s.flow in ("ottoman", "round_end")


def test_unknown_reference_names_the_json_path_of_the_first_unknown_region():
    from gamekinds.battle1821 import unknown_reference
    from gamekinds.battle1821.actions import (
        Attack,
        Move,
        Placement,
        PlaceStart,
        Reinforce,
    )

    assert unknown_reference(Attack(from_="atlantis", to="thule", infantry=1))[:2] == ("unknown_region", "from")
    assert unknown_reference(Move(from_="attica", to="thule", infantry=1))[:2] == ("unknown_region", "to")
    assert unknown_reference(PlaceStart(region="atlantis"))[:2] == ("unknown_region", "region")
    got = unknown_reference(Reinforce(placements=[Placement(region="attica", infantry=1),
                                                  Placement(region="atlantis", infantry=1)]))
    assert got[:2] == ("unknown_region", "placements[1].region") and "'atlantis'" in got[2]
    assert unknown_reference(Move(from_="attica", to="boeotia", infantry=1)) is None
