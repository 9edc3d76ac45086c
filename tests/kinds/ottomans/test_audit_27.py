"""Session 27's independent audit of The Ottomans' rules (rules27): claims read from the
rulebook (5, 6, 7, 9, 10, 11, 16, 21; the rulings that override it are named), each built as a
described position through the kind's public contract (``from_position``, ``legal_actions``,
``apply``, ``advance``) with a seeded RNG. Every test names its section and what it checks;
``offered_accepted`` checks that every action the engine offers in the position is accepted
and that the refused ones are not offered (offered == accepted)."""

from __future__ import annotations

import pytest

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans.state import (
    Attack, AttackOption, CombatResolved, Drew, EndPhase, ForcedMarch, ForcedMarchOption, GameEnded, Move, MoveOption,
    Options, ProfessionalMarch, ProfessionalMarchOption, Transport, TransportOption,
)
from ottomans_helpers import advance_passing, apply_passing, piece, position


def pos(pieces, cores=("ottomans", "hungary"), **kw):
    kw.setdefault("step", "combat")
    return position(cores=list(cores), pieces=pieces, clear_map=True, **kw)


def refused(s, seat, a) -> str:
    """The code of the rule ``a`` breaks (the engine refuses it without a new state)."""
    with pytest.raises(K.RuleViolation) as e:
        K.apply(s, seat, a)
    return e.value.code


def attacks(s, seat=0) -> list[AttackOption]:
    return [o for o in K.legal_actions(s, seat) if isinstance(o, AttackOption)]


def moves(s, seat=0) -> list[MoveOption]:
    return [o for o in K.legal_actions(s, seat) if isinstance(o, MoveOption)]


def reach(s, pieces, seat=0) -> set[str]:
    """Where the offered move rows take exactly ``pieces`` (no stratagem spent)."""
    out: set[str] = set()
    for o in moves(s, seat):
        if set(pieces) <= set(o.pieces) and not o.military_advance and not o.truce:
            out |= set(o.to)
    return out


def fight(pieces, attack: Attack, die: int, **kw):
    """The position with the first seed whose CRT die is ``die``: (state after, the combat
    event)."""
    for i in range(400):
        s = pos(pieces, seed=f"audit27-{i}", **kw)
        s2, ev = apply_passing(s, 0, attack)
        done = [e for e in ev if isinstance(e, CombatResolved)]
        assert done, ev
        if done[0].die == die:
            return s2, done[0]
    raise AssertionError(f"no seed rolls {die}")


def offered_accepted(s, seat=0):
    """Every attack and move row the engine offers in ``s`` is accepted as a whole."""
    for o in K.legal_actions(s, seat):
        if isinstance(o, AttackOption):
            a = Attack(area=o.area, city=o.city, pieces=o.pieces, colours=o.colours, alliance=o.alliance)
            if o.alliance:
                continue
        elif isinstance(o, MoveOption) and not o.military_advance and not o.truce:
            for to in o.to:
                K.apply(s, seat, Move(pieces=o.pieces, to=to))
            continue
        else:
            continue
        K.apply(s, seat, a)


# ============================================================ 9.0 combat, 10.0 sieges

def test_9_42_multipliers_never_exceed_six_attacking_a_city():
    """9.42: a "3" leader (x3) with a siege train (x2) against a city is x6; a Military
    Advance on top still gives x6, not x12 (the rulebook's own example with a "2" leader
    gives x4, then x6 with the stratagem)."""
    red = ["mehmed_ii", "ottoman_siege_train", "ottoman_spahis"]                        # 1+1+3 = 5
    _, e = fight({**{p: "serbia" for p in red}, "serbian_militia": "belgrade"},
                 Attack(area="serbia", city="belgrade", pieces=red, colours=["green"], military_advance=True), 6,
                 hands=[["military_advance"], []])
    assert e.attack == 30
    red2 = ["beyazid", "ottoman_siege_train", "ottoman_spahis"]                         # a "1" leader: x2 only
    _, e = fight({**{p: "serbia" for p in red2}, "serbian_militia": "belgrade"},
                 Attack(area="serbia", city="belgrade", pieces=red2, colours=["green"]), 6)
    assert e.attack == 10


def test_9_4_10_31_defence_in_a_city_tripled_and_capped_at_six():
    """9.4(2), 10.31: defenders in a city are tripled; with a "2" leader x6; with a "3"
    leader still x6 (9.42). The offered row's ``defence`` says so."""
    s = pos({"hungarian_feudal_array": "serbia", "serbian_militia": "belgrade"}, cores=("hungary", "ottomans"))
    assert [o.defence for o in attacks(s) if o.city == "belgrade"] == [3]
    s = pos({"hungarian_feudal_array": "serbia", "serbian_militia": "belgrade", "skanderbeg": "belgrade"},
            cores=("hungary", "ottomans"))
    assert [o.defence for o in attacks(s) if o.city == "belgrade"] == [(1 + 1) * 6]
    s = pos({"hungarian_feudal_array": "rumelia", "hungarian_gendarmes": "rumelia",
             "rumelian_irregulars": "adrianople", "mehmed_ii": "adrianople"},
            cores=("hungary", "ottomans"), face_up=[[], ["control_rumelia"]])
    assert [o.defence for o in attacks(s) if o.city == "adrianople"] == [(2 + 1) * 6]


def test_9_2_9_23_no_attack_on_units_of_ones_own_colour_under_another_player():
    """9.2, 9.23: colour alone decides: red units of the other player (the Seljuks under seat 1)
    are friendly to the Ottomans: no row, and the attack is refused."""
    s = pos({"ottoman_spahis": "seljuks", "seljuk_feudal_array": "seljuks"}, face_up=[[], ["control_seljuks"]])
    assert attacks(s) == []
    assert refused(s, 0, Attack(area="seljuks", pieces=["ottoman_spahis"], colours=["red"])) == "not_inimical"


def test_9_combat_rows_offered_are_accepted():
    """Offered == accepted over a crowded region (land, city, two colours)."""
    s = pos({"ottoman_feudal_array": "serbia", "ottoman_spahis": "serbia", "mehmed_ii": "serbia",
             "ottoman_siege_train": "serbia", "hungarian_feudal_array": "serbia", "serbian_feudal_array": "serbia",
             "serbian_militia": "belgrade", "hunyadi": "serbia"})
    assert len(attacks(s)) == 4
    offered_accepted(s)


# ============================================================ 7.0 movement

def test_7_movement_rows_offered_are_accepted():
    """Offered == accepted for every move row and destination in a crowded position."""
    s = pos({"ottoman_spahis": "rumelia", "ottoman_feudal_array": "rumelia", "mehmed_ii": "rumelia",
             "serbian_militia": "serbia", "walachian_irregulars": "walachia", "byzantine_militia": "constantinople"},
            step="movement")
    offered_accepted(s)


# ============================================================ 11.0 forced march

def test_11_8_2_a_forced_march_takes_no_unit_from_a_city_of_the_leaders_region():
    """11.11 with 8.2: the accompanying force is of the leader's colour where he starts;
    units inside a city of his region are not with him outside it."""
    s = pos({"mehmed_ii": "ottomans", "ottoman_spahis": "bursa", "ottoman_feudal_array": "ottomans",
             "serbian_militia": "ottomans"}, step="forced_march")
    rows = [o for o in K.legal_actions(s, 0) if isinstance(o, ForcedMarchOption)]
    assert {p for o in rows for p in o.pieces} == {"ottoman_feudal_array"}
    refused(s, 0, ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis"], to="ottomans"))


# ============================================================ 16.0 naval operations

def test_16_8_a_fleet_in_port_moves_only_out_to_sea():
    """16.8: a fleet in port leaves only to sea (then on by sea)."""
    s = pos({"ottoman_fleet_1": "smyrna"}, step="movement")
    to = reach(s, ["ottoman_fleet_1"])
    assert "aegean" in to and "emirates" not in to and "ottomans" not in to


# ============================================================ 5.0 sequence of play

def test_5_1_2a_draws_are_a_leader_value_plus_cities_plus_the_extra():
    """5.1(2a), O35, O54, O57: the phasing player draws the command value of one leader he
    controls (the best) + the critical cities he occupies undisputedly + 3 (two players);
    Constantinople held by Ottoman and Seljuk units together (one player, one colour) counts,
    as do Adrianople and Bursa; Beyazid's "1" is not added to Mehmed's "3"."""
    s = pos({"mehmed_ii": "rumelia", "ottoman_spahis": "adrianople", "ottoman_feudal_array": "bursa",
             "beyazid": "ottomans", "ottoman_irregulars": "constantinople", "seljuk_feudal_array": "constantinople",
             "serbian_militia": "serbia"},
            cores=("hungary", "ottomans"), face_up=[[], ["control_seljuks"]], step="forced_march", turn=1,
            order=[0, 1], phasing=0, seed="audit27-draws")
    s, ev = apply_passing(s, 0, EndPhase())
    while not any(isinstance(e, Drew) and e.seat == 1 for e in ev):
        s, more = advance_passing(s)
        assert more, s.flow
        ev += more
    drew = next(e for e in ev if isinstance(e, Drew) and e.seat == 1)
    assert "5.1(2a)" in drew.why and drew.count == 3 + 3 + 3


# ============================================================ 21.0 victory (at the end of the last turn)

def _last_turn(pieces, **kw):
    """Seat 0's forced march ended on the scenario's last turn (no random events, no
    reinforcement, 5.1(2e)/(6b)): the forage phase and the victory follow."""
    s = pos(pieces, step="forced_march", turn=B.scenario(1).last_turn, order=[1, 0], phasing=1, **kw)
    s, ev = apply_passing(s, 0, EndPhase())
    s, more = advance_passing(s)
    return s, ev + more


# ============================================================ 21.2 survival victory

def test_21_12_s_a_unit_of_another_colour_one_controls_spoils_the_region():
    """21.2, 21.12-S (3) "... or are of nationalities other than the color of your core
    nationality ... even if you control them": seat 0 (Ottomans) holds the six red regions
    alone with red units (15 points, his colour's total: not more, no win, 21.13-S); a green
    Serbian unit of his own beside his red one in the Seljuks takes that region's 2 away."""
    red = {"ottoman_spahis": "ottomans", "seljuk_feudal_array": "seljuks", "emirate_irregulars": "emirates",
           "rumelian_gendarmes": "rumelia", "krim_irregulars_1": "krim", "azerbaijan_irregulars": "azerbaijan",
           "hungarian_militia": "hungary"}
    up = ["control_seljuks", "control_emirates", "control_rumelia", "control_krim", "control_azerbaijan"]
    _, ev = _last_turn(red, face_up=[up, []])
    end = next(e for e in ev if isinstance(e, GameEnded))
    assert end.victory == "survival" and end.points[0] == 15 and 0 not in end.winners
    _, ev = _last_turn({**red, "serbian_militia": "seljuks"}, face_up=[up + ["control_serbia"], []])
    end = next(e for e in ev if isinstance(e, GameEnded))
    assert end.points[0] == 15 - 2


# ============================================================ offered == accepted in the restricted areas (finding)

def _offered(s, pieces, to, seat=0) -> bool:
    return any(set(pieces) <= set(o.pieces) and to in o.to and not o.military_advance and not o.truce
               for o in moves(s, seat))


@pytest.mark.parametrize("pieces,stack,to,face_up,scenario", [
    # 18.1: the Papal militia beside a Venetian militia in Venice may enter the Papal States
    (["papal_militia"], {"papal_militia": "venice", "venetian_militia_1": "venice"}, "papal_states",
     ["control_papal_states", "control_venice"], 1),
    # 18.3, O53: Vasily (home Moscovy) beside Walachian irregulars (mobility 3 too) may enter Moscovy alone
    (["vasily"], {"vasily": "russian_principalities", "walachian_irregulars": "russian_principalities"}, "moscovy",
     ["control_moscovy", "control_walachia"], 2),
    # 18.1, 18.5: the Papal fleet beside a Venetian fleet in the Ionian may sail into the Tyrrhenian
    (["papal_fleet"], {"papal_fleet": "ionian", "venetian_fleet_1": "ionian"}, "tyrrhenian",
     ["control_papal_states", "control_venice"], 1),
])
def test_18_restricted_areas_a_legal_move_of_part_of_a_stack_is_offered(pieces, stack, to, face_up, scenario):
    """3.14, 18.1, 18.3, 18.5 with offered == accepted: the units of the nationality an area
    admits, stacked with other units of their colour that it does not admit, may move there
    alone: the engine accepts the move, and so must offer it (a row holding them with the
    area among its destinations). Found by this audit: the move rows were one per stack
    and mobility, and a stack with one unit the area refuses never listed it."""
    s = pos(stack, cores=("ottomans", "hungary"), face_up=[face_up, []], step="movement", scenario=scenario)
    s2, _ = apply_passing(s, 0, Move(pieces=pieces, to=to))
    assert piece(s2, pieces[0])[0] == to
    assert _offered(s, pieces, to)
    for o in moves(s):                                   # and every row offered is accepted
        if not o.military_advance and not o.truce:
            for t in o.to:
                K.apply(s, 0, Move(pieces=o.pieces, to=t))


def test_18_3_11_11_a_leader_may_march_alone_where_his_companions_may_not():
    """18.3, 11.11 (the accompanying force is "any or all" of the units), offered ==
    accepted: Vasily, beside Walachian irregulars, may make his forced march alone into
    Moscovy; the engine accepts it, and offers it."""
    s = pos({"vasily": "russian_principalities", "walachian_irregulars": "russian_principalities"},
            face_up=[["control_moscovy", "control_walachia"], []], step="forced_march", scenario=2)
    rows = [o for o in K.legal_actions(s, 0) if isinstance(o, ForcedMarchOption)]
    assert any(o.leader == "vasily" and "moscovy" in o.to for o in rows)
    for o in rows:                                          # every row offered is accepted
        for t in o.to:
            K.apply(s, 0, ForcedMarch(leader=o.leader, pieces=o.pieces, to=t))
    s2, _ = apply_passing(s, 0, ForcedMarch(leader="vasily", pieces=[], to="moscovy"))
    assert piece(s2, "vasily")[0] == "moscovy"


def test_18_1_16_31_a_fleet_lands_the_papal_units_it_carries_in_the_papal_states():
    """18.1, 16.31(3): only Papal units enter the Papal States; a Venetian fleet (blue, the
    same player, 8.1(3)) carrying the Papal militia stays at sea in the Adriatic and lands it
    on the Papal coast: the militia enters, the fleet does not. It was refused (the transport
    was checked against the rows of the whole stack, the Venetian militia included), and not
    offered; the Papal port of Ancona stays closed to the Venetian fleet."""
    s = pos({"venetian_fleet_1": "adriatic", "papal_militia": "venice", "venetian_militia_1": "venice"},
            face_up=[["control_papal_states", "control_venice"], []], step="movement")
    rows = [o for o in K.legal_actions(s, 0) if isinstance(o, TransportOption)]
    assert any("papal_militia" in o.pieces and "papal_states" in o.to for o in rows)
    assert not any("ancona" in o.to for o in rows)
    refused(s, 0, Transport(fleets=["venetian_fleet_1"], pieces=["papal_militia"], to="ancona"))
    refused(s, 0, Transport(fleets=["venetian_fleet_1"], pieces=["venetian_militia_1"], to="papal_states"))
    s2, _ = apply_passing(s, 0, Transport(fleets=["venetian_fleet_1"], pieces=["papal_militia"], to="papal_states"))
    assert piece(s2, "papal_militia")[:2] == ("papal_states", None)
    assert piece(s2, "venetian_fleet_1")[0] == "adriatic"


def test_18_5_the_papal_fleet_of_a_mixed_stack_carries_papal_units_into_the_tyrrhenian():
    """18.5: only Spanish and Papal units enter the Tyrrhenian: the Papal fleet, stacked with
    a Venetian fleet in the Ionian, takes the Papal militia from the Albanian coast into the
    Tyrrhenian; offered and accepted (it was neither)."""
    s = pos({"papal_fleet": "ionian", "venetian_fleet_1": "ionian", "papal_militia": "albania",
             "venetian_militia_1": "albania"}, face_up=[["control_papal_states", "control_venice"], []],
            step="movement")
    rows = [o for o in K.legal_actions(s, 0) if isinstance(o, TransportOption)]
    assert any(o.fleets == ["papal_fleet"] and "tyrrhenian" in o.to and "papal_militia" in o.pieces for o in rows)
    for o in rows:                                          # every row offered is accepted
        units = [p for p in o.pieces if p in ("papal_militia", "venetian_militia_1")]
        for t in o.to:
            K.apply(s, 0, Transport(fleets=o.fleets, pieces=units[:sum(o.free)], to=t))
    s2, _ = apply_passing(s, 0, Transport(fleets=["papal_fleet"], pieces=["papal_militia"], to="tyrrhenian"))
    assert piece(s2, "papal_fleet")[0] == "tyrrhenian" and piece(s2, "papal_militia")[0] == "tyrrhenian"


def test_18_3_22_21_professionals_of_the_admitted_nationality_march_alone():
    """22.21 (optional Special Tactics: "any, some or all professional units" of a colour at
    one place) with 18.3: the Muscovite professional infantry, beside the Achaean gendarmes
    (green professionals too), may march into Moscovy alone: offered and accepted."""
    s = K.from_position(K.Position(
        scenario=2, cores=["ottomans", "hungary"], clear_map=True, step="forced_march",
        face_up=[["control_moscovy", "control_achaea"], []], hands=[["military_advance"], []],
        pieces={"muscovite_professional_infantry": "russian_principalities",
                "achaean_gendarmes": "russian_principalities"}), "audit27", Options(scenario=2, special_tactics=True))
    rows = [o for o in K.legal_actions(s, 0) if isinstance(o, ProfessionalMarchOption)]
    assert any(o.pieces == ["muscovite_professional_infantry"] and "moscovy" in o.to for o in rows)
    for o in rows:                                          # every row offered is accepted
        for t in o.to:
            K.apply(s, 0, ProfessionalMarch(pieces=o.pieces, to=t))
    s2, _ = apply_passing(s, 0, ProfessionalMarch(pieces=["muscovite_professional_infantry"], to="moscovy"))
    assert piece(s2, "muscovite_professional_infantry")[0] == "moscovy"
