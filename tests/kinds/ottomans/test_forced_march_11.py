"""Forced march [11.0, 11.1, 11.11, 11.2, 11.4, 9.33's exception]."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import combat as C
from gamekinds.ottomans.state import Attack, AttackOption, EndPhase, ForcedMarch, ForcedMarchOption
from ottomans_helpers import piece, position


def pos(pieces, cores=("ottomans", "serbia"), **kw):
    return position(cores=list(cores), pieces=pieces, clear_map=True, step="forced_march", **kw)


def test_11_1_leader_and_force_move_again_then_fight(monkeypatch):
    s = pos({"mehmed_ii": "rumelia", "ottoman_spahis": "rumelia", "serbian_militia": "serbia"})
    for p in ("mehmed_ii", "ottoman_spahis"):
        s.flags[B.PIECE[p]] |= 1 | 2                         # moved and attacked already
    (opt,) = [o for o in K.legal_actions(s, 0) if isinstance(o, ForcedMarchOption)]
    assert opt.leader == "mehmed_ii" and opt.pieces == ["ottoman_spahis"] and "serbia" in opt.to
    s, _ = K.apply(s, 0, ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis"], to="serbia"))
    assert s.flow == "march_combat" and piece(s, "ottoman_spahis")[0] == "serbia"
    opts = [o for o in K.legal_actions(s, 0) if isinstance(o, AttackOption)]
    assert opts and set(opts[0].pieces) == {"mehmed_ii", "ottoman_spahis"}
    monkeypatch.setattr(C, "roll", lambda s: 6)
    s, _ = K.apply(s, 0, Attack(area="serbia", pieces=["ottoman_spahis", "mehmed_ii"], colours=["green"]))
    assert not [o for o in K.legal_actions(s, 0) if isinstance(o, AttackOption)]   # one fight
    s, _ = K.apply(s, 0, EndPhase())
    assert s.flow == "forced_march"


def test_11_4_one_forced_march_per_leader_and_per_unit():
    s = pos({"mehmed_ii": "rumelia", "selim_i": "rumelia", "ottoman_spahis": "rumelia"})
    s, _ = K.apply(s, 0, ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis", "selim_i"], to="serbia"))
    s, _ = K.apply(s, 0, EndPhase())
    v = K.violation(s, 0, ForcedMarch(leader="mehmed_ii", pieces=[], to="rumelia"))
    assert v.code == "already_marched" and v.ruling == "11.4"
    v = K.violation(s, 0, ForcedMarch(leader="selim_i", pieces=[], to="rumelia"))   # 11.11: he accompanied
    assert v.code == "already_marched"
    assert not [o for o in K.legal_actions(s, 0) if isinstance(o, ForcedMarchOption)]


def test_11_11_only_the_leaders_colour_from_his_place():
    s = pos({"mehmed_ii": "rumelia", "ottoman_spahis": "byzantium", "serbian_militia": "rumelia"},
            face_up=[["control_walachia"], []])
    v = K.violation(s, 0, ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis"], to="serbia"))
    assert v.code == "not_accompanying" and v.ruling == "11.11"
    v = K.violation(s, 0, ForcedMarch(leader="ottoman_spahis", pieces=[], to="serbia"))
    assert v.code == "not_a_leader"


def test_11_2_only_the_marching_force_fights():
    s = pos({"mehmed_ii": "serbia", "ottoman_feudal_array": "serbia", "serbian_militia": "serbia"})
    s, _ = K.apply(s, 0, ForcedMarch(leader="mehmed_ii", pieces=[], to="serbia"))
    v = K.violation(s, 0, Attack(area="serbia", pieces=["ottoman_feudal_array"], colours=["green"]))
    assert v.code == "not_marching" and v.ruling == "11.2"
    assert K.violation(s, 0, Attack(area="serbia", pieces=["mehmed_ii"], colours=["green"])).code == "illegal_action"


def test_11_0_the_phase_ends_with_end_phase():
    s = pos({"mehmed_ii": "serbia"})
    s, _ = K.apply(s, 0, EndPhase())
    assert s.flow == "random_events"
