"""R11, R15, R16, R28: attacks, occupation, takeover, and never emptying a region (greek/attack.py)."""

from __future__ import annotations

from posbuild import code, ok

from gamekinds.battle1821.actions import Attack, EndStep, Move
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821.log import TakenOver
from gamekinds.battle1821 import apply, legal_actions
from gamekinds.battle1821.invariants import check_control
from gamekinds.battle1821.options import AttackOption

IX = BOARD.index


def test_r11_attack_rules_adjacency_leave_one_and_own_region(make):
    s = make(greek={"achaia": (0, 3, 1), "corinthia": (0, 1, 0)}, ottomans={"aetolia": 2})
    assert code(s, 0, Attack(from_="achaia", to="phocis", infantry=1)) == "not_adjacent"
    assert code(s, 0, Attack(from_="achaia", to="aetolia", infantry=3, cannons=1)) == "must_leave_one"
    assert code(s, 0, Attack(from_="achaia", to="aetolia", infantry=4)) == "insufficient_forces"
    assert code(s, 0, Attack(from_="achaia", to="aetolia")) == "illegal_action"
    assert code(s, 0, Attack(from_="corinthia", to="achaia", infantry=1)) in ("illegal_action", "must_leave_one")
    assert code(s, 0, Attack(from_="aetolia", to="achaia", infantry=1)) == "not_your_region"
    assert code(s, 0, Move(from_="achaia", to="corinthia", infantry=1)) == "wrong_step"
    # cannon only, leaving infantry behind, is allowed
    s2, _ = apply(s, 0, Attack(from_="achaia", to="messinia", cannons=1))
    assert s2.owner[IX["messinia"]] == 0 and s2.cannons[IX["messinia"]] == 1
    opts = [o for o in legal_actions(s, 0) if isinstance(o, AttackOption)]
    assert {o.from_ for o in opts} == {"achaia"}        # corinthia has 1 strength only


def test_r15_occupation_then_attack_again_from_there(make, dice):
    s = make(greek={"corinthia": (0, 6, 0)}, ottomans={"boeotia": 1})
    s, ev = apply(s, 0, Attack(from_="corinthia", to="attica", infantry=4))
    assert s.owner[IX["attica"]] == 0 and s.infantry[IX["attica"]] == 4
    assert not any(e.__class__.__name__ == "BattleRoll" for e in ev)
    dice.push([6, 6, 6], [1])
    s, _ = apply(s, 0, Attack(from_="attica", to="boeotia", infantry=3))
    assert s.owner[IX["boeotia"]] == 0
    ok(s)


def test_r16_takeover_returns_defender_to_reserve_and_spends_attackers(make):
    s = make(greek={"achaia": (0, 8, 0), "corinthia": (1, 3, 1)}, ottomans={"attica": 1})
    opt = [o for o in legal_actions(s, 0) if isinstance(o, AttackOption)][0]
    t = [x for x in opt.targets if x.region == "corinthia"][0]
    assert t.kind == "takeover" and t.defender_strength == 6
    assert [(f.cannons, f.min_infantry, f.max_infantry) for f in t.forces] == [(0, 7, 7)]  # R16 + R28
    assert code(s, 0, Attack(from_="achaia", to="corinthia", infantry=6)) == "insufficient_forces"
    s, ev = apply(s, 0, Attack(from_="achaia", to="corinthia", infantry=7))
    c = IX["corinthia"]
    assert s.owner[c] == 0 and s.infantry[c] == 7 and s.spent_infantry[c] == 7
    assert (s.players[1].reserve_infantry, s.players[1].reserve_cannons) == (35, 10)
    assert s.players[1].losses_infantry == 0
    tk = [e for e in ev if isinstance(e, TakenOver)][0]
    assert (tk.from_seat, tk.returned_infantry, tk.returned_cannons) == (1, 3, 1)
    # spent pieces may not attack again this step
    assert code(s, 0, Attack(from_="corinthia", to="attica", infantry=1)) == "insufficient_forces"
    assert not any(o.from_ == "corinthia" for o in legal_actions(s, 0) if isinstance(o, AttackOption))
    ok(s)
    s, _ = apply(s, 0, EndStep())
    assert s.spent_infantry[c] == 0


def test_r28_never_emptied_by_own_action(make):
    s = make(greek={"achaia": (0, 1, 1)}, ottomans={"aetolia": 1})
    assert code(s, 0, Attack(from_="achaia", to="aetolia", infantry=1, cannons=1)) == "must_leave_one"
    s2, _ = apply(s, 0, Attack(from_="achaia", to="messinia", infantry=1))
    assert s2.owner[IX["achaia"]] == 0 and s2.cannons[IX["achaia"]] == 1
    ok(s2)
    s3 = make(greek={"achaia": (0, 1, 1)})
    bad = s3
    bad.infantry[IX["laconia"]] = 1
    assert check_control(bad)


def test_r11_a_neighbour_holding_exactly_1_ottoman_is_offered_as_a_battle(make):
    s = make(greek={"achaia": (0, 3, 0)}, ottomans={"aetolia": 1})
    opt = next(o for o in legal_actions(s, 0) if isinstance(o, AttackOption))
    kinds = {t.region: (t.kind, t.ottomans) for t in opt.targets}
    assert kinds == {"aetolia": ("battle", 1), "corinthia": ("occupation", 0),
                     "laconia": ("occupation", 0), "messinia": ("occupation", 0)}
