"""Setup: R5-R8, R27 (seeded RNG, commitment) and the lobby."""

from __future__ import annotations

import hashlib

import pytest

from gamekinds.battle1821 import view
from gamekinds.battle1821.actions import EndStep, PlaceStart
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821.errors import RuleViolation
from gamekinds.battle1821.log import ApostleRevealed, FirstPlayerRoll, TurnOrder
from gamekinds.battle1821 import apply, legal_actions, new_game, start, waiting_for
from gamekinds.battle1821.invariants import check_conservation, check_control
from gamekinds.battle1821.options import PlaceStartOption
from gamekinds.battle1821.state import encode_state


def test_r1_new_game_reserves_and_supply():
    s = new_game(4, "s")
    assert all((p.reserve_infantry, p.reserve_cannons) == (35, 10) for p in s.players)
    assert s.supply == 45 and len(s.owner) == 28 and len(s.ottomans) == 28
    assert check_conservation(s) == []


def test_r5_one_ottoman_everywhere_but_starting_and_reinforcement_regions():
    s, _ = start(new_game(2, "s"))
    for r in range(28):
        expect = 0 if (r in BOARD.starting or r in BOARD.reinforcement) else 1
        assert s.ottomans[r] == expect
    assert s.supply == 45 - 20
    assert check_conservation(s) == []


def test_r8_decks_shuffled_and_four_apostles_revealed():
    s, ev = start(new_game(2, "s"))
    assert len(s.apostles_revealed) == 4 and len(s.apostle_deck) == 11
    assert sorted(s.apostles_revealed + s.apostle_deck) == list(range(15))
    assert sorted(s.event_deck) == list(range(20))
    assert len([e for e in ev if isinstance(e, ApostleRevealed)]) == 4
    decks = {tuple(start(new_game(2, f"x{i}"))[0].event_deck) for i in range(5)}
    assert len(decks) > 1


def test_r6_first_player_rerolls_only_among_tied_seats():
    found = 0
    for i in range(300):
        _, ev = start(new_game(4, f"tie{i}"))
        rolls = [e for e in ev if isinstance(e, FirstPlayerRoll)]
        for a, b in zip(rolls, rolls[1:]):
            top = max(a.rolls.values())
            assert sorted(b.rolls) == sorted(k for k, v in a.rolls.items() if v == top)
            found += 1
        last = rolls[-1]
        top = max(last.rolls.values())
        winners = [int(k) for k, v in last.rolls.items() if v == top]
        assert len(winners) == 1
        order = [e for e in ev if isinstance(e, TurnOrder)][0]
        f = winners[0]
        assert order.first_player == f and order.order == [(f + k) % 4 for k in range(4)]
        if found > 3:
            break
    assert found > 0


def test_r7_each_player_places_five_in_a_free_starting_region():
    s, _ = start(new_game(3, "s"))
    placed = []
    for k in range(3):
        seat = waiting_for(s)[0]
        assert seat == s.turn_order[k]
        opt = [o for o in legal_actions(s, seat) if isinstance(o, PlaceStartOption)][0]
        assert len(opt.regions) == 4 - k and not set(opt.regions) & set(placed)
        other = s.turn_order[(k + 1) % 3]
        with pytest.raises(RuleViolation) as e:
            apply(s, other, PlaceStart(region=opt.regions[0]))
        assert e.value.code == "not_your_turn"
        if placed:
            with pytest.raises(RuleViolation):
                apply(s, seat, PlaceStart(region=placed[0]))
        with pytest.raises(RuleViolation) as e:
            apply(s, seat, PlaceStart(region="aetolia"))
        assert e.value.code == "illegal_action"
        with pytest.raises(RuleViolation) as e:
            apply(s, seat, PlaceStart(region="atlantis"))
        assert e.value.code == "unknown_region"
        s, _ = apply(s, seat, PlaceStart(region=opt.regions[0]))
        placed.append(opt.regions[0])
        r = BOARD.index[opt.regions[0]]
        assert s.owner[r] == seat and s.infantry[r] == 5
    # one starting region stays empty with 3 players; round 1 begins
    assert sum(1 for r in BOARD.starting if s.owner[r] == -1) == 1
    assert (s.status, s.phase, s.step, s.round) == ("active", "greek", "reinforcement", 1)
    assert check_conservation(s) == [] and check_control(s) == []


def test_r27_same_seed_same_game_and_seed_commitment():
    a, _ = start(new_game(3, "same"))
    b, _ = start(new_game(3, "same"))
    assert encode_state(a) == encode_state(b)
    assert a.seed_sha256 == hashlib.sha256(b"same").hexdigest()


def test_r27_view_hides_seed_rng_and_deck_order_until_finished():
    import msgspec
    s, _ = start(new_game(2, "very-secret-seed"))
    v = view(s, 0)
    assert v.seed is None
    blob = msgspec.json.encode(view(s, None))
    assert b"very-secret-seed" not in blob and b"rng" not in blob
    assert b"event_deck\"" not in blob and b"apostle_deck\"" not in blob
    s.status = "finished"
    assert view(s, None).seed == "very-secret-seed"


def test_lobby_refuses_actions_and_start_twice():
    s = new_game(2, "s")
    with pytest.raises(RuleViolation) as e:
        apply(s, 0, EndStep())
    assert e.value.code == "wrong_step"
    s, _ = start(s)
    with pytest.raises(RuleViolation):
        start(s)
    with pytest.raises(ValueError):
        new_game(5, "s")


def _free_start(s):
    return next(o for o in legal_actions(s, waiting_for(s)[0])
                if isinstance(o, PlaceStartOption)).regions[0]


def test_r7_r19_a_seat_resigning_before_its_placement_places_nothing_and_is_skipped():
    from gamekinds.battle1821.actions import Resign
    s, _ = start(new_game(3, "resign-in-setup"))
    first, second, third = s.turn_order
    s, _ = apply(s, second, Resign())
    assert waiting_for(s) == [first] and s.step == "place_start"
    s, _ = apply(s, first, PlaceStart(region=_free_start(s)))
    assert waiting_for(s) == [third] and s.step == "place_start"
    s, _ = apply(s, third, PlaceStart(region=_free_start(s)))
    assert (s.phase, s.round, s.step) == ("greek", 1, "reinforcement")
    assert waiting_for(s) == [first]
    assert second not in s.owner and s.players[second].reserve_infantry == 35
    assert check_conservation(s) == [] and check_control(s) == []


def test_r7_r19_the_placing_seat_resigning_passes_the_placement_on():
    from gamekinds.battle1821.actions import Resign
    s, _ = start(new_game(2, "resign-while-placing"))
    first, second = s.turn_order
    s, _ = apply(s, first, Resign())
    assert waiting_for(s) == [second] and s.step == "place_start"
    s, _ = apply(s, second, PlaceStart(region=_free_start(s)))
    # round 1 begins; the resigned seat controls nothing and is never waited on (R10, R19)
    assert (s.phase, s.round, s.step) == ("greek", 1, "reinforcement")
    assert waiting_for(s) == [second] and first not in s.owner


def test_r7_r19_the_last_placer_resigning_begins_round_1():
    from gamekinds.battle1821.actions import Resign
    s, _ = start(new_game(2, "last-placer-resigns"))
    first, second = s.turn_order
    s, _ = apply(s, first, PlaceStart(region=_free_start(s)))
    s, _ = apply(s, second, Resign())
    assert (s.phase, s.round, s.step) == ("greek", 1, "reinforcement")
    assert waiting_for(s) == [first] and second not in s.owner
