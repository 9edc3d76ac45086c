"""The remaining stratagems of 27.2: Kaisar-i-Rum (1) and (2) (O210), Medicis/Vizier (O211),
Uprising, White Sheep Confederation (O212), Truce in the forced march phase (O64), and 19.4's
return of stratagems "at any time" (O209)."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import plays
from gamekinds.ottomans.state import (
    DEADPILE,
    MAP,
    TRUCE,
    Attack,
    Discard,
    DiscardOption,
    Drew,
    EndPhase,
    EndPhaseOption,
    ExchangeOption,
    ForcedMarch,
    ForcedMarchOption,
    PlayStratagem,
    PlayStratagemOption,
    Reinforce,
    ResignOption,
    Returned,
    StratagemPlayed,
    UprisingOption,
    WhiteSheepOption,
    copy_state,
)
from ottomans_helpers import apply_passing, passing, position


def hand(s, seat):
    return sorted(B.STRAT_ID[c - B.N_PIECES] for c in s.players[seat].hand)


def at(s, flow):
    s = copy_state(s)
    s.flow = s.step = flow
    return s


def to_decision(s):
    while not K.waiting_for(s) and s.status != "finished":
        s, _ = K.advance(s, 1)
    return passing(s)[0]                                # O227: rows asked of a seat that holds nothing for them


def answer(s, kind, action=None):
    """Answer the pending ``kind`` decision (choices.py) with ``action`` or its default."""
    assert s.flow == "decision" and s.pending[0].kind == kind
    seat, default = K.timeout_action(s)
    s, _ = apply_passing(s, seat, action or default)
    return to_decision(s)


def test_27_2_kaisar_i_rum_1_with_no_window_draws_at_once_and_the_row_goes_on(monkeypatch):
    """Kaisar-i-Rum (1) when no other seat could hold a Jesuits/Sufis (their hands are empty,
    O227): the die is not offered for a re-roll, the draws are made at once and the row stays
    open while its player may still hold something to play (O227); his end of it begins the
    movement phase."""
    s = position(cores=["ottomans", "hungary"], clear_map=True, pieces={"mehmed_ii": "constantinople"},
                 hands=[["kaisar_i_rum"], []])
    s = copy_state(s)
    s.flow = s.step = "stratagem_phase"                              # its row, the pool's draws made
    monkeypatch.setattr(plays, "roll", lambda s: 3)
    s, ev = K.apply(s, 0, PlayStratagem(stratagem="kaisar_i_rum"))  # not apply_passing: no window to pass
    assert not s.windows and len(s.players[0].hand) == 3             # no re-roll window: 3 drawn at once
    assert s.flow == "stratagem_phase" and K.waiting_for(s) == [0]   # its hand may hold Medicis/Vizier now
    s, _ = apply_passing(s, 0, EndPhase())
    assert s.flow == "movement"


def test_27_2_kaisar_i_rum_1_and_medicis_vizier_at_the_end_of_the_stratagem_phase(monkeypatch):
    s = position(cores=["ottomans", "hungary"], clear_map=True, pieces={"mehmed_ii": "constantinople"},
                 hands=[["kaisar_i_rum", "medicis_vizier"], []])
    s = to_decision(at(s, "stratagem_pool"))
    assert s.flow == "stratagem_phase" and K.waiting_for(s) == [0]
    opts = K.legal_actions(s, 0)
    assert PlayStratagemOption(stratagems=["kaisar_i_rum"]) in opts
    assert PlayStratagemOption(stratagems=["medicis_vizier"]) in opts          # no word of the pool (O228)
    assert not any(isinstance(o, ExchangeOption) for o in opts)
    v = K.violation(s, 0, PlayStratagem(stratagem="medicis_vizier", take="holy_roman_empire"))
    assert v.code == "no_target" and v.ruling == "O228"                         # named only once played
    n = len(s.players[0].hand)
    monkeypatch.setattr(plays, "roll", lambda s: 3)
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="kaisar_i_rum"))
    if s.flow == "reaction":                          # a Jesuits/Sufis drawn may re-roll the die (O222): pass
        assert s.windows[-1].what == "kaisar"
        s, _ = apply_passing(s, *K.timeout_action(s))
    assert len(s.players[0].hand) == n - 1 + 3 and s.flow == "stratagem_phase"
    s, ev = apply_passing(s, 0, PlayStratagem(stratagem="medicis_vizier"))
    assert s.flow == "decision" and s.pending[0].kind == "exchange" and K.waiting_for(s) == [0]
    assert any(isinstance(e, StratagemPlayed) and e.stratagem == "medicis_vizier" for e in ev)      # public
    ex = K.legal_actions(s, 0)[0]
    assert isinstance(ex, ExchangeOption) and "holy_roman_empire" in ex.stratagems and "control_serbia" in ex.stratagems
    copies = sum(1 for c in s.pool if c >= B.N_PIECES and B.STRAT_ID[c - B.N_PIECES] == "medicis_vizier")
    assert ("medicis_vizier" in ex.stratagems) is (copies == 2) and ex.stratagems == sorted(ex.stratagems)  # not the copy played
    assert not any(isinstance(o, EndPhaseOption) for o in K.legal_actions(s, 0))               # the pick must be made
    assert K.timeout_action(s) == (0, PlayStratagem(stratagem="medicis_vizier", take=ex.stratagems[0]))
    v = K.violation(s, 0, PlayStratagem(stratagem="medicis_vizier", take="no_such"))
    assert v.code == "not_in_pool" and v.ruling == "27.2"
    assert K.violation(s, 0, EndPhase()).code == "wrong_step"
    assert K.legal_actions(s, 1) == [ResignOption()] and K.view(s, 1).decision == "exchange"
    s, ev = apply_passing(s, 0, PlayStratagem(stratagem="medicis_vizier", take="holy_roman_empire"))
    assert "holy_roman_empire" in hand(s, 0) and "medicis_vizier" not in hand(s, 0)
    drew = next(e for e in ev if isinstance(e, Drew))
    assert drew.seat == 0 and drew.counters == ["holy_roman_empire"] and K.public_event(drew).counters is None
    assert s.flow == "movement"                       # nothing more to play: the movement phase
    # without a leader in Constantinople Kaisar-i-Rum is not offered (27.2)
    s = position(cores=["ottomans", "hungary"], clear_map=True, pieces={"mehmed_ii": "ottomans"},
                 hands=[["kaisar_i_rum"], []])
    s = to_decision(at(s, "stratagem_pool"))
    assert PlayStratagemOption(stratagems=["kaisar_i_rum"]) not in K.legal_actions(s, 0)
    assert K.violation(at(s, "stratagem_phase"), 0, PlayStratagem(stratagem="kaisar_i_rum")).code == "no_kaisar"


def reinf(s):
    return to_decision(at(s, "forage"))


def test_27_2_uprising_reinforces_despite_inimical_units():
    base = {"cores": ["serbia", "ottomans"], "clear_map": True,
                "pieces": {"ottoman_spahis": "serbia", "serbian_feudal_array": "deadpile"}}
    s = reinf(position(**base))
    assert s.where[B.PIECE["serbian_feudal_array"]] == DEADPILE            # 13.2
    s = reinf(position(**base, hands=[["uprising"], []]))
    assert s.flow == "reinforcement_plays" and UprisingOption(nationalities=["serbia"]) in K.legal_actions(s, 0)
    assert K.violation(s, 0, PlayStratagem(stratagem="uprising", nationality="hungary")).code == "no_target"
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="uprising", nationality="serbia"))
    s = answer(to_decision(s), "reinforce", Reinforce(places={"serbian_feudal_array": "serbia"}))   # O62
    assert s.where[B.PIECE["serbian_feudal_array"]] == MAP and B.AREA_IDS[s.area[B.PIECE["serbian_feudal_array"]]] == "serbia"
    assert s.uprising == []


def test_27_2_white_sheep_places_an_eliminated_turkish_irregular_O212():
    s = reinf(position(cores=["ottomans", "hungary"], clear_map=True, face_up=[["control_krim"], []],
                       pieces={"krim_irregulars_1": "deadpile", "persian_irregulars": "deadpile"},
                       hands=[["white_sheep_confederation"], []]))
    o = next(o for o in K.legal_actions(s, 0) if isinstance(o, WhiteSheepOption))
    assert "krim_irregulars_1" in o.pieces and "persian_irregulars" not in o.pieces
    assert "egypt" in o.regions and "hungary" not in o.regions and "papal_states" not in o.regions
    assert K.violation(s, 0, PlayStratagem(stratagem="white_sheep_confederation", piece="krim_irregulars_1",
                                           region="hungary")).code == "no_target"
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="white_sheep_confederation", piece="krim_irregulars_1",
                                       region="egypt"))
    p = B.PIECE["krim_irregulars_1"]
    assert s.where[p] == MAP and B.AREA_IDS[s.area[p]] == "egypt"


def test_27_2_kaisar_i_rum_2_extra_units_in_byzantium_after_the_others_O210():
    s = reinf(position(cores=["ottomans", "hungary"], clear_map=True,
                       pieces={"mehmed_ii": "constantinople", "ottoman_spahis": "deadpile",
                               "ottoman_feudal_array": "deadpile", "ottoman_irregulars": "deadpile",
                               "ottoman_siege_train": "deadpile"},
                       hands=[["kaisar_i_rum"], []]))
    assert PlayStratagemOption(stratagems=["kaisar_i_rum"]) in K.legal_actions(s, 0)
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="kaisar_i_rum"))
    s = to_decision(s)
    assert s.flow == "decision" and s.kaisar == [0]              # the seat places its own first (O62, O210)
    s = answer(s, "reinforce")
    placed = [B.PIECE_IDS[p] for p in range(B.N_UNITS) if s.where[p] == MAP and B.AREA_IDS[s.area[p]] == "byzantium"]
    # Ottomans (value 4, no leader at home): 1 placed at home; Mehmed II (3): three more in Byzantium
    home = [B.PIECE_IDS[p] for p in range(B.N_UNITS) if s.where[p] == MAP and B.AREA_IDS[s.area[p]] == "ottomans"]
    assert len(home) == 1 and len(placed) == 3 and s.kaisar == []


def test_27_2_truce_in_the_forced_march_phase_O64():
    s = position(cores=["ottomans", "serbia"], clear_map=True, step="forced_march",
                 pieces={"mehmed_ii": "rumelia", "ottoman_spahis": "rumelia", "serbian_feudal_array": "serbia"},
                 hands=[["truce"], []])
    rows = [o for o in K.legal_actions(s, 0) if isinstance(o, ForcedMarchOption)]
    assert {o.truce for o in rows} == {False, True}
    assert all("rumelia" not in o.to for o in rows if o.truce)
    march = ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis"], to="serbia", truce=True)
    assert K.violation(s, 0, ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis"], to="rumelia",
                                         truce=True)).code == "truce_needless"
    s, _ = apply_passing(s, 0, march)
    assert s.flow == "march_combat" and s.flags[B.PIECE["ottoman_spahis"]] & TRUCE and hand(s, 0) == []
    v = K.violation(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"]))
    assert v.code == "truce" and v.ruling == "O64"


def test_19_4_a_stratagem_may_be_returned_at_any_time_O209():
    s = position(cores=["ottomans", "hungary"], clear_map=True, hands=[["weather", "truce"], []])
    assert DiscardOption(count=1, stratagems=["truce", "weather"]) in K.legal_actions(s, 0)
    assert K.violation(s, 0, Discard(stratagems=["truce", "weather"])).code == "wrong_count"
    assert K.violation(s, 0, Discard(stratagems=["agent"])).code == "not_in_hand"
    s, ev = apply_passing(s, 0, Discard(stratagems=["truce"]))
    assert hand(s, 0) == ["weather"] and s.flow == "movement"
    assert any(isinstance(e, Returned) and e.counters == ["truce"] for e in ev)


def test_27_2_military_advance_3_supply_train_O213():
    base = {"cores": ["ottomans", "hungary"], "clear_map": True,
                "pieces": {"ottoman_spahis": "albania", "ottoman_feudal_array": "albania", "ottoman_irregulars": "albania"}}
    s = answer(to_decision(at(position(**base), "forage")), "forage")      # O100: the seat chooses
    assert sum(1 for p in range(B.N_UNITS) if s.where[p] == MAP and s.area[p] == B.AREA['albania']) == 1  # feeds one
    s = to_decision(at(position(**base, hands=[["military_advance"], []]), "forage"))
    assert s.flow == "forage_plays"
    from gamekinds.ottomans.state import SupplyTrainOption
    assert SupplyTrainOption(regions=["albania"]) in K.legal_actions(s, 0)
    assert K.violation(s, 0, PlayStratagem(stratagem="military_advance", region="serbia")).code == "no_target"
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="military_advance", region="albania"))
    s = to_decision(s)
    assert sum(1 for p in range(B.N_UNITS) if s.where[p] == MAP and s.area[p] == B.AREA['albania']) == 3
    assert s.supplied == []
