"""Battles: R2, R4, R12, R13, R14 and the rulebook's worked examples (dice forced)."""

from __future__ import annotations

from gamekinds.battle1821 import battle
from gamekinds.battle1821.actions import Attack
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821.log import BattleEnded, BattleRoll, BattleStarted, CannonLost
from gamekinds.battle1821 import apply, legal_actions
from gamekinds.battle1821.invariants import check_conservation, check_control
from gamekinds.battle1821.state import Battle

IX = BOARD.index


def rolls(ev):
    return [e for e in ev if isinstance(e, BattleRoll)]


def ok(s):
    assert check_conservation(s) == [] and check_control(s) == []


def test_r12_rulebook_example_1_two_vs_two(make, dice):
    # 2 attackers (from a region of 3) vs 2 defenders: 2 dice vs 1; 6-2 vs 4 -> 1 Ottoman loss
    s = make(greek={"achaia": (0, 3, 0)}, ottomans={"aetolia": 2})
    dice.push([6, 2], [4], [6, 5], [1])
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=2))
    r = rolls(ev)
    assert dice.asked[:2] == [2, 1]
    assert (r[0].greek_losses, r[0].ottoman_losses) == (0, 1)
    assert r[0].greek_dice == [6, 2] and r[0].ottoman_dice == [4]
    assert dice.asked[2:] == [2, 1]       # "the attack continues, 2 dice vs 1"
    assert s.owner[IX["aetolia"]] == 0 and s.infantry[IX["aetolia"]] == 2
    assert s.infantry[IX["achaia"]] == 1
    assert s.players[0].defeated == 2 and s.players[0].wins_attacker == 1
    ok(s)


def test_r12_rulebook_example_2_five_vs_five(make, dice):
    # 5 committed from a region of 6 vs 5: 5 dice vs 4; 6-4-4-2-2 vs 5-4-3-1 -> 1 vs 3 losses
    s = make(greek={"achaia": (0, 6, 0)}, ottomans={"aetolia": 5})
    dice.push([6, 4, 4, 2, 2], [5, 4, 3, 1], [6, 6, 6, 6], [1], [6, 6, 6, 6], [1])
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=5))
    r = rolls(ev)
    assert (r[0].greek_losses, r[0].ottoman_losses) == (1, 3)
    assert dice.asked[2:4] == [4, 1]      # "next roll is 4 vs 1"
    assert s.players[0].losses_infantry == 1 and s.supply == 44  # + 1 in Chalkidiki
    assert s.owner[IX["aetolia"]] == 0 and s.infantry[IX["aetolia"]] == 4
    assert s.players[0].wins_attacker_vs4 == 1
    ok(s)


def test_r12_ties_go_to_the_defender(make, dice):
    s = make(greek={"achaia": (0, 2, 0)}, ottomans={"aetolia": 1})
    dice.push([4], [4])
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=1))
    assert rolls(ev)[0].greek_losses == 1
    assert s.owner[IX["aetolia"]] == -1 and s.ottomans[IX["aetolia"]] == 1
    assert [e.winner for e in ev if isinstance(e, BattleEnded)] == ["ottoman"]
    ok(s)


def test_r12_dice_caps_attacker_five_defender_four(make, dice):
    s = make(greek={"achaia": (0, 12, 0)}, ottomans={"aetolia": 9})
    dice.push([1] * 5, [6, 6, 6, 6])
    apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=11))
    assert dice.asked[:2] == [5, 4]


def test_r2_strength_counts_cannons_as_three_for_dice(make, dice):
    s = make(greek={"achaia": (0, 2, 1)}, ottomans={"aetolia": 3})
    dice.push([6, 6, 6, 6], [1, 1])
    apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=1, cannons=1))
    assert dice.asked[0] == 4          # 1 infantry + 1 cannon = strength 4


def test_r4_cannon_loss_replaced_by_two_reserve_infantry(make, dice):
    s = make(greek={"achaia": (0, 1, 2)}, ottomans={"aetolia": 3})
    # committed: 1 cannon (strength 3 -> 3 dice) vs 3 Ottomans (2 dice)
    dice.push([1, 1, 1], [6, 6], [1], [6, 6])
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", cannons=1))
    lost = [e for e in ev if isinstance(e, CannonLost)]
    assert len(lost) == 1 and lost[0].replaced_by == 2
    p = s.players[0]
    # first roll: 2 losses: the cannon (-> 2 infantry) then one of those infantry
    r = rolls(ev)
    assert (r[0].greek_losses, r[0].greek_infantry, r[0].greek_cannons) == (2, 1, 0)
    assert dice.asked[2] == 1  # 1 infantry left: 1 die
    assert p.losses_cannons == 1 and p.losses_infantry == 2
    ok(s)


def test_r4_cannon_replacement_limited_by_reserve(make, dice):
    s = make(greek={"achaia": (0, 1, 2)}, ottomans={"aetolia": 2})
    s.players[0].reserve_infantry = 1
    s.players[0].losses_infantry = s.players[0].losses_infantry + 33
    dice.push([1, 1, 1], [6])
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", cannons=1))
    lost = [e for e in ev if isinstance(e, CannonLost)]
    assert lost[0].replaced_by == 1
    ok(s)


def test_r13_battle_repeats_until_one_side_is_out_and_losses_go_where_they_belong(make):
    s = make(greek={"achaia": (0, 10, 0)}, ottomans={"aetolia": 6})
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=9))
    ended = [e for e in ev if isinstance(e, BattleEnded)]
    assert len(ended) == 1 and s.battle is None
    a = IX["aetolia"]
    if ended[0].winner == "greek":
        assert s.ottomans[a] == 0 and s.owner[a] == 0 and s.supply == 44
        assert s.infantry[a] + s.players[0].losses_infantry == 9
    else:
        assert s.owner[a] == -1 and s.players[0].losses_infantry == 9
        assert s.supply == 44 - s.ottomans[a]
    ok(s)


def test_r13_ottoman_attack_greek_defender_wins_ties_and_region_lost(make, dice):
    s = make(greek={"achaia": (0, 2, 0)})
    s.supply -= 3
    battle.begin_battle(s, [], kind="ottoman_attack", region=IX["achaia"], origin=-1, seat=0,
                        ottomans=3, call_ally=False)
    ev = []
    # 3 Ottomans: 3 dice; defender 2 infantry: 1 die; tie -> defender
    dice.push([3], [3, 2, 1], [1], [6, 6], [1], [6, 6])
    assert battle.run_battle(s, ev) is True
    r = rolls(ev)
    assert r[0].ottoman_losses == 1 and r[0].greek_losses == 0
    assert s.owner[IX["achaia"]] == -1 and s.ottomans[IX["achaia"]] == 2
    assert s.players[0].losses_infantry == 2 and s.players[0].defeated == 1
    ok(s)


def test_r14_further_attack_from_conquered_region(make, dice):
    s = make(greek={"achaia": (0, 8, 0)}, ottomans={"aetolia": 1, "evrytania": 1})
    dice.push([6, 6, 6, 6, 6], [1])
    s, _ = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=6))
    opts = [o for o in legal_actions(s, 0) if o.__class__.__name__ == "AttackOption"]
    froms = {o.from_: [t.region for t in o.targets] for o in opts}
    assert "evrytania" in froms["aetolia"]
    dice.push([6, 6, 6, 6, 6], [1])
    s, _ = apply(s, 0, Attack(from_="aetolia", to="evrytania", infantry=5))
    assert s.owner[IX["evrytania"]] == 0 and s.infantry[IX["aetolia"]] == 1
    ok(s)


def test_r13_greek_attack_lost_region_stays_ottoman_and_attacker_pieces_in_losses(make, dice):
    s = make(greek={"achaia": (0, 3, 0)}, ottomans={"aetolia": 3})
    dice.push([1, 1], [6, 6])  # 2 Greeks vs 3 Ottomans: 2 dice vs 2, both pairs lost
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=2))
    assert s.players[0].losses_infantry == 2 and s.owner[IX["aetolia"]] == -1
    assert any(isinstance(e, BattleStarted) for e in ev)
    ok(s)


def test_r12_attack_die_blessing_adds_dice_capped_at_six(make, dice):
    s = make(greek={"achaia": (0, 8, 0)}, ottomans={"aetolia": 2})
    s.battle = None
    battle.begin_battle(s, [], kind="greek_attack", region=IX["aetolia"], origin=IX["achaia"],
                        seat=0, greek_infantry=6, attack_dice_bonus=2, call_ally=False)
    s.infantry[IX["achaia"]] -= 6
    dice.push([6] * 6, [1])
    battle.run_battle(s, [])
    assert dice.asked[0] == 6


def test_r12_defence_die_bonus_is_asked_from_cards(make, dice, monkeypatch):
    from gamekinds.battle1821 import apostles
    monkeypatch.setattr(apostles, "defence_dice_bonus", lambda s, seat: 1)
    s = make(greek={"achaia": (0, 3, 0)})
    s.supply -= 2
    battle.begin_battle(s, [], kind="ottoman_attack", region=IX["achaia"], origin=-1, seat=0,
                        ottomans=2, call_ally=False)
    dice.push([6, 6, 6], [1, 1])
    battle.run_battle(s, [])
    assert dice.asked[:2] == [3, 2]  # min(4, 3-1) + 1 vs 2


def test_r1_battle_holds_pieces_in_battle_struct(make):
    s = make(greek={"achaia": (0, 3, 0)}, ottomans={"aetolia": 3})
    s.infantry[IX["achaia"]] -= 2
    s.battle = Battle(number=1, kind="greek_attack", region=IX["aetolia"], origin=IX["achaia"],
                      seat=0, greek_infantry=2, credits=[0, 0])
    assert check_conservation(s) == []
    s.battle.greek_infantry = 1
    assert check_conservation(s) != []


def test_r4_defending_region_with_no_infantry_loses_its_cannon_to_two_reserve_infantry(make, dice):
    s = make(greek={"achaia": (0, 0, 1)})
    s.supply -= 3
    battle.begin_battle(s, [], kind="ottoman_attack", region=IX["achaia"], origin=-1, seat=0,
                        ottomans=3, call_ally=False)
    # defender strength 3: 2 dice; 3 Ottomans: 3 dice. Two losses: the cannon (replaced by
    # 2 reserve infantry in the region), then one of those infantry.
    dice.push([1, 1], [6, 6, 6], [6], [1, 1, 1], [6], [1, 1], [6], [1])
    ev: list = []
    assert battle.run_battle(s, ev) is True
    lost = [e for e in ev if isinstance(e, CannonLost)]
    assert [(e.battle, e.seat, e.replaced_by) for e in lost] == [(1, 0, 2)]
    r = rolls(ev)
    assert (r[0].greek_losses, r[0].greek_infantry, r[0].greek_cannons) == (2, 1, 0)
    assert dice.asked[2] == 1                      # one infantry left defends with one die
    a = IX["achaia"]
    assert (s.owner[a], s.infantry[a], s.cannons[a]) == (0, 1, 0)
    p = s.players[0]
    assert (p.losses_cannons, p.losses_infantry, p.reserve_infantry) == (1, 1, 33)
    ok(s)
