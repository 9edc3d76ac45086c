"""Fame, the end of the game and the winner (R26), and the seed reveal (R27)."""

from __future__ import annotations

from posbuild import G, O, at_step, build, events_of, force_battles, run_until
from gamekinds.battle1821 import flow, scoring
from gamekinds.battle1821.board import APOSTLES, BOARD
from gamekinds.battle1821.log import GameEnded
from gamekinds.battle1821.position import PlayerPosition
from gamekinds.rng import seed_sha256
from gamekinds.battle1821.state import Options

FAR = {"chalkidiki": O(1)}


def test_r26_fame_is_regions_plus_apostle_fame():
    s = build({**FAR, "achaia": G(0, 1), "corinthia": G(0, 1), "laconia": G(1, 1)},
              players=[PlayerPosition(apostles=["A15", "A02"]), PlayerPosition()])
    assert scoring.fame(s, 0) == 2 + 5 + 3 and scoring.fame(s, 1) == 1


def test_r26_no_fame_for_regions_without_control():
    s = build({**FAR, "achaia": G(0, 1)}, players=[PlayerPosition(), PlayerPosition(apostles=["A01"])])
    assert scoring.fame(s, 1) == 2 and scoring.regions_controlled(s, 1) == 0


def test_r26_r27_game_ends_when_no_ottomans_on_board_and_reveals_the_seed():
    s = build({"achaia": G(0, 3), "laconia": G(1, 1)}, seed="secret-seed", phase="greek", step="attack")
    ev: list = []
    assert scoring.check_end(s, ev)
    end = events_of(ev, GameEnded)[0]
    assert end.reason == "no_ottomans" and end.winners == [0] and end.seed == "secret-seed"
    assert seed_sha256(end.seed) == s.seed_sha256
    assert (s.status, s.phase, s.step, s.winners, s.end_reason) == ("finished", "end", "none", [0], "no_ottomans")
    assert end.fame == [1, 1]
    # idempotent: no second GameEnded
    assert scoring.check_end(s, ev) and len(events_of(ev, GameEnded)) == 1


def test_r26_game_does_not_end_while_ottomans_remain_or_mid_battle():
    s = build({**FAR, "achaia": G(0, 3), "laconia": G(1, 1)}, phase="greek", step="attack")
    ev: list = []
    assert not scoring.check_end(s, ev) and s.status == "active"
    assert not scoring.check_end(s, ev, after_ottoman_phase=True, end_of_round=True)


def test_r26_an_end_condition_waits_for_the_running_battle_to_end(monkeypatch):
    from gamekinds.battle1821 import battle
    force_battles(monkeypatch, "greek")
    ids = [f"A{i:02d}" for i in range(1, 16)]       # all 15 awarded: all_apostles holds
    s = build({**FAR, "achaia": G(0, 3), "laconia": G(1, 1)}, phase="greek", step="attack",
              players=[PlayerPosition(apostles=ids[:8]), PlayerPosition(apostles=ids[8:])],
              apostles_revealed=[])
    s.supply -= 2
    ev: list = []
    battle.begin_battle(s, ev, kind="ottoman_attack", region=BOARD.index["achaia"], origin=-1,
                        seat=0, ottomans=2, call_ally=False)
    assert s.battle is not None
    for kw in ({}, {"after_ottoman_phase": True, "end_of_round": True}):
        assert not scoring.check_end(s, ev, **kw)
    assert s.status == "active" and events_of(ev, GameEnded) == []
    assert battle.run_battle(s, ev) and s.battle is None
    assert scoring.check_end(s, ev) and s.end_reason == "all_apostles"


def test_r26_all_15_apostles_awarded_ends_the_game():
    ids = [f"A{i:02d}" for i in range(1, 16)]
    s = build({**FAR, "achaia": G(0, 3), "laconia": G(1, 1)},
              players=[PlayerPosition(apostles=ids[:8]), PlayerPosition(apostles=ids[8:])],
              apostles_revealed=[])
    ev: list = []
    assert scoring.check_end(s, ev)
    fame0 = 1 + sum(a["fame"] for a in APOSTLES[:8])
    end = events_of(ev, GameEnded)[0]
    assert end.reason == "all_apostles" and end.fame[0] == fame0


def test_r26_ottoman_victory_after_an_ottoman_phase_with_no_greek_region(monkeypatch):
    force_battles(monkeypatch, "ottoman")
    s = at_step(build({"achaia": G(0, 1), "laconia": G(1, 1), "aetolia": O(3), "crete": O(3)}), "attack")
    s, ev = flow.advance(s)           # the round ends in the flow (R26 after the phase)
    end = events_of(ev, GameEnded)
    assert len(end) == 1 and end[0].reason == "ottoman_victory" and end[0].winners == []
    assert s.status == "finished" and s.winners == [] and s.end_reason == "ottoman_victory"


def test_r26_no_region_mid_phase_is_not_yet_an_ottoman_victory():
    s = build({**FAR}, phase="greek", step="attack")
    ev: list = []
    assert not scoring.check_end(s, ev)
    assert scoring.check_end(s, ev, after_ottoman_phase=True)


def test_r26_max_rounds_house_rule_ends_at_end_of_round_only():
    s = build({**FAR, "achaia": G(0, 3), "laconia": G(1, 1)}, round=3)
    s.options = Options(max_rounds=3)
    ev: list = []
    assert not scoring.check_end(s, ev)
    assert scoring.check_end(s, ev, end_of_round=True) and s.end_reason == "max_rounds"
    s = build({**FAR, "achaia": G(0, 3), "laconia": G(1, 1)}, round=2)
    s.options = Options(max_rounds=3)
    assert not scoring.check_end(s, ev, end_of_round=True)


def test_r26_max_rounds_through_the_ottoman_phase_and_game_flow():
    s = build({**FAR, "achaia": G(0, 3), "laconia": G(1, 1)}, round=2)
    s.options = Options(max_rounds=2)
    s, ev = flow.advance(s)
    assert s.status == "finished" and s.end_reason == "max_rounds"
    assert events_of(ev, GameEnded)[0].winners == [0]   # Fame tie 1-1, 3 vs 1 strength


def _winners(regions, players=None, seats=2):
    s = build({**FAR, **regions}, players=players, seats=seats)
    return scoring.winners(s)


def test_r26_winner_most_fame():
    assert _winners({"achaia": G(0, 1), "corinthia": G(0, 1), "laconia": G(1, 9)}) == [0]
    assert _winners({"achaia": G(0, 1), "laconia": G(1, 9)},
                    players=[PlayerPosition(), PlayerPosition(apostles=["A01"])]) == [1]


def test_r26_fame_tie_most_regions_wins():
    # seat 0: 1 region + A01 (2) = 3; seat 1: 3 regions = 3 -> seat 1 has more regions
    assert _winners({"achaia": G(0, 9), "laconia": G(1, 1), "crete": G(1, 1), "hydra": G(1, 1)},
                    players=[PlayerPosition(apostles=["A01"]), PlayerPosition()]) == [1]


def test_r26_fame_and_regions_tie_most_strength_on_board_wins():
    assert _winners({"achaia": G(0, 2, 1), "laconia": G(1, 4)}) == [0]      # 5 vs 4
    assert _winners({"achaia": G(0, 2), "laconia": G(1, 4)}) == [1]


def test_r26_still_tied_is_a_shared_win():
    assert _winners({"achaia": G(0, 1, 1), "laconia": G(1, 4), "crete": G(2, 2)},
                    players=[PlayerPosition(), PlayerPosition(), PlayerPosition(apostles=[])], seats=3) == [0, 1]


def test_r26_after_the_end_every_action_of_every_seat_is_refused_as_game_over():
    import pytest

    from gamekinds.battle1821.actions import EndStep, Resign, SetStandingOrders
    from gamekinds.battle1821.errors import RuleViolation

    s = build({"achaia": G(0, 3), "laconia": G(1, 1)}, phase="greek", step="attack")
    assert scoring.check_end(s, []) and s.status == "finished"
    s.players[1].resigned = True      # game over comes first, even for a resigned seat
    for seat in (0, 1):
        for a in (EndStep(), Resign(), SetStandingOrders(call_ally="never", answer_ally="decline")):
            v = flow.violation(s, seat, a)
            assert v is not None and (v.code, v.ruling) == ("game_over", "R26"), (seat, a, v)
            with pytest.raises(RuleViolation) as e:
                flow.apply(s, seat, a)
            assert e.value.code == "game_over"
    assert flow.legal_actions(s, 0) == [] and flow.waiting_for(s) == []


def test_r19_a_resigned_seat_is_refused_as_resigned():
    from gamekinds.battle1821.actions import EndStep, Resign

    s = build({"achaia": G(0, 3), "laconia": G(1, 1), "attica": O(2)}, phase="greek", step="attack")
    s.players[1].resigned = True
    for a in (EndStep(), Resign()):
        v = flow.violation(s, 1, a)
        assert v is not None and (v.code, v.detail) == ("resigned", "you resigned from this game"), v
