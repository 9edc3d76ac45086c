"""Start from a described position: a complete valid state, or a PositionError naming the
inconsistency (R1 conservation, R28 control, ids, seats, phase/step)."""

from __future__ import annotations

import msgspec
import pytest

from gamekinds.battle1821 import from_position as public_from_position
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821.errors import PositionError
from gamekinds.battle1821.invariants import check_conservation, check_control
from gamekinds.battle1821.position import PlayerPosition, Position, RegionPosition, from_position
from gamekinds.rng import seed_sha256
from gamekinds.battle1821.state import Options, decode_state, encode_state

IX = BOARD.index


def P(**kw) -> Position:
    base = dict(seats=2, regions={"achaia": RegionPosition(owner=0, infantry=5),
                                  "laconia": RegionPosition(owner=1, infantry=3, cannons=1),
                                  "souli": RegionPosition(ottomans=4)},
                players=[PlayerPosition(), PlayerPosition()])
    base.update(kw)
    return Position(**base)


def bad(pos: Position, *words: str, ruling: str | None = None) -> PositionError:
    with pytest.raises(PositionError) as exc:
        from_position(pos, "seed")
    for w in words:
        assert w in exc.value.detail, exc.value.detail
    assert exc.value.code == "invalid_position"
    if ruling:
        assert exc.value.ruling == ruling
    return exc.value


def test_r1_r28_valid_position_builds_a_full_consistent_state():
    s = from_position(P(), "seed", Options(max_rounds=5), seed_chosen=True)
    assert s.status == "active" and s.from_position and s.seed_chosen
    assert s.seed_sha256 == seed_sha256("seed") and s.options.max_rounds == 5
    assert check_conservation(s) == [] and check_control(s) == []
    assert s.players[0].reserve_infantry == 30 and s.players[1].reserve_cannons == 9
    assert s.supply == 41 and s.ottomans[IX["souli"]] == 4
    assert len(s.owner) == len(s.infantry) == len(s.spent_infantry) == 28
    assert sorted(s.event_deck) == list(range(20))
    assert len(s.apostles_revealed) == 4 and len(s.apostle_deck) == 11
    assert decode_state(encode_state(s)) == s
    assert msgspec.json.decode(msgspec.json.encode(s), type=type(s)) == s
    assert public_from_position is from_position


def test_r8_r27_decks_are_shuffled_by_the_seed_without_awarded_or_revealed_apostles():
    pos = P(players=[PlayerPosition(apostles=["A01", "A07"]), PlayerPosition()], apostles_revealed=["A03"])
    a = from_position(pos, "one")
    b = from_position(pos, "one")
    c = from_position(pos, "two")
    assert encode_state(a) == encode_state(b)
    assert a.event_deck != c.event_deck or a.apostle_deck != c.apostle_deck
    assert a.apostles_revealed == [2] and sorted(a.apostle_deck) == [i for i in range(15) if i not in (0, 6, 2)]
    assert a.players[0].apostles == [0, 6]


def test_r9_turn_order_and_active_seat():
    s = from_position(P(seats=3, players=[PlayerPosition()] * 3, first_player=2, active_seat=0,
                        step="attack"), "seed")
    assert s.turn_order == [2, 0, 1] and s.turn_index == 1 and s.phase == "greek" and s.step == "attack"


def test_r10_reinforcement_step_position_owes_max_3_defeated():
    s = from_position(P(players=[PlayerPosition(defeated=5), PlayerPosition()]), "seed")
    assert s.to_place_infantry == 5 and s.players[0].defeated == 0
    s = from_position(P(step="movement"), "seed")
    assert s.moves_left == 1


def test_r20_ottoman_phase_position_starts_that_step_fresh():
    s = from_position(P(phase="ottoman", step="movement"), "seed")
    assert s.ottoman is not None and s.ottoman.started is False and s.step == "movement"


def test_r1_reserve_and_supply_given_must_conserve():
    bad(P(players=[PlayerPosition(reserve_infantry=31), PlayerPosition()]), "seat 0", "infantry", ruling="R1")
    bad(P(players=[PlayerPosition(), PlayerPosition(reserve_cannons=10)]), "seat 1", "cannons", ruling="R1")
    bad(P(supply=45), "Ottoman", ruling="R1")
    s = from_position(P(supply=41, players=[PlayerPosition(reserve_infantry=30), PlayerPosition()]), "seed")
    assert s.supply == 41


def test_r1_too_many_pieces_on_board_or_in_losses():
    bad(P(regions={"achaia": RegionPosition(owner=0, infantry=36)}), "seat 0", ruling="R1")
    bad(P(players=[PlayerPosition(losses_infantry=31), PlayerPosition()]), "seat 0", ruling="R1")
    bad(P(players=[PlayerPosition(losses_cannons=11), PlayerPosition()]), "cannons", ruling="R1")
    bad(P(regions={"souli": RegionPosition(ottomans=30), "arta": RegionPosition(ottomans=16)}),
        "Ottoman", ruling="R1")


def test_r28_control_inconsistencies_are_rejected():
    bad(P(regions={"achaia": RegionPosition(infantry=2)}), "achaia", "without an owner", ruling="R28")
    bad(P(regions={"achaia": RegionPosition(owner=0)}), "achaia", "none of its pieces", ruling="R28")
    bad(P(regions={"achaia": RegionPosition(owner=0, infantry=2, ottomans=1)}), "achaia",
        "Greek and Ottoman", ruling="R28")
    bad(P(regions={"achaia": RegionPosition(owner=2, infantry=2)}), "owner")
    bad(P(regions={"achaia": RegionPosition(owner=-1, infantry=2)}), "owner")


def test_position_rejects_unknown_ids_and_bad_counts():
    bad(P(regions={"atlantis": RegionPosition(ottomans=1)}), "unknown region id 'atlantis'")
    bad(P(players=[PlayerPosition(apostles=["A16"]), PlayerPosition()]), "unknown Apostle id 'A16'")
    bad(P(players=[PlayerPosition(apostles=["A01"]), PlayerPosition(apostles=["A01"])]), "A01", "twice")
    bad(P(apostles_revealed=["A99"]), "A99")
    bad(P(players=[PlayerPosition(apostles=["A02"]), PlayerPosition()], apostles_revealed=["A02"]), "A02")
    bad(P(apostles_revealed=["A01", "A02", "A03", "A04", "A05"]), "at most 4")
    bad(P(regions={"achaia": RegionPosition(owner=0, infantry=-1)}), "achaia", "infantry")
    bad(P(regions={"souli": RegionPosition(ottomans=300)}), "souli", "ottomans")
    bad(P(players=[PlayerPosition(defeated=-3), PlayerPosition()]), "defeated")


def test_position_rejects_bad_seats_and_phase_step_combinations():
    bad(P(seats=1, players=[PlayerPosition()]), "seats")
    bad(P(seats=5, players=[PlayerPosition()] * 5), "seats")
    bad(P(seats=3), "2 player entries for 3 seats")
    bad(P(active_seat=2), "active_seat")
    bad(P(first_player=-1), "first_player")
    bad(P(phase="greek", step="event"), "step 'event'", ruling="R9")
    bad(P(phase="ottoman", step="none"), "step 'none'", ruling="R9")
    bad(P(phase="lobby", step="none"), "phase", ruling="R9")
    bad(P(round=0), "round")


def test_r1_a_supply_that_is_not_a_count_is_refused_naming_the_supply():
    bad(P(supply=-1), "supply must be an integer 0..255, got -1")
    bad(P(supply="41"), "supply must be an integer")
