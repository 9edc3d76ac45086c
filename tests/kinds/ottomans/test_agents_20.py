"""Agents [20.0-20.3; issue 31 items 2-3]: declaration and the target's secret commitment
(views and events redacted per seat, 20.1), the Agent Operations Table (d6 + attackers -
defenders), every committed agent back to the pool (O74), one operation per phase (20.11),
backstabbing (20.2), diplomacy on a neutral (20.3, O206), the survival modifier (O207), the
blind coup (O208, O21), the other seats' window at the end of a phase (O204)."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import reactions as R
from gamekinds.ottomans.control import nat_controllers
from gamekinds.ottomans.state import (
    OUT,
    AgentDeclared,
    AgentOperation,
    AgentOption,
    AgentResolved,
    AgentsCommitted,
    CommitAgents,
    CommitOption,
    EndPhase,
    Examined,
    React,
    ReactOption,
)
from gamekinds.ottomans.view import redact_event, view
from ottomans_helpers import apply_passing, position as _position


def position(**kw):
    return _position(clear_map=True, **kw)


def hand(s, seat):
    return sorted(B.STRAT_ID[c - B.N_PIECES] for c in s.players[seat].hand)


def dice(monkeypatch, *values):
    it = iter(values)
    monkeypatch.setattr(R, "roll", lambda s: next(it))


def test_20_1_secret_commitments_are_seen_only_by_their_owner(monkeypatch):
    s = position(cores=["ottomans", "hungary"], hands=[["agent", "agent"], ["agent", "weather"]])
    dice(monkeypatch, 4)
    s, ev = apply_passing(s, 0, AgentOperation(operation="treachery", agents=2, target=1))
    d = next(e for e in ev if isinstance(e, AgentDeclared))
    assert d.agents == 2 and redact_event(d, 1).agents is None and redact_event(d, None).agents is None
    assert K.waiting_for(s) == [1] and K.legal_actions(s, 1)[0] == CommitOption(most=1, by=0, operation="treachery")
    assert view(s, 0).agent_operation.agents == 2 and view(s, 1).agent_operation.agents is None
    assert view(s, None).agent_operation.agents is None and view(s, None).players[0].hand_size == 2
    assert K.timeout_action(s) == (1, CommitAgents(agents=0))
    assert K.violation(s, 1, CommitAgents(agents=2)).code == "not_in_hand"
    s, ev = apply_passing(s, 1, CommitAgents(agents=1))
    c = next(e for e in ev if isinstance(e, AgentsCommitted))
    assert redact_event(c, 0).agents is None and c.agents == 1
    r = next(e for e in ev if isinstance(e, AgentResolved))
    assert (r.agents, r.defence, r.die, r.total, r.result) == (2, 1, 4, 5, "TREACHERY")
    assert "agent" not in hand(s, 0) + hand(s, 1)                    # O74: all back to the pool
    assert hand(s, 1) == [] and hand(s, 0) == []                     # 5: treachery n=1, take 0: to the pool
    assert s.flow == "movement" and s.agent_op is None


def test_20_11_one_operation_per_phase(monkeypatch):
    s = position(cores=["ottomans", "hungary"], hands=[["agent", "agent"], []])
    dice(monkeypatch, 3)
    s, _ = apply_passing(s, 0, AgentOperation(operation="espionage", agents=1, target=1))
    assert not [o for o in K.legal_actions(s, 0) if isinstance(o, AgentOption)]
    v = K.violation(s, 0, AgentOperation(operation="espionage", agents=1, target=1))
    assert v.code == "one_operation" and v.ruling == "20.11"


def test_20_0_assassination_8_or_more_kills_and_O207_survival_modifier(monkeypatch):
    s = position(cores=["ottomans", "hungary"], hands=[["agent"] * 3, []],
                 pieces={"hunyadi": "hungary"})
    dice(monkeypatch, 5)
    s, ev = apply_passing(s, 0, AgentOperation(operation="assassination", agents=3, leader="hunyadi"))
    assert next(e for e in ev if isinstance(e, AgentResolved)).result == "KILLED"
    assert s.where[B.PIECE["hunyadi"]] == OUT
    # 7: a survival check with the command value lowered by one (O207): Hunyadi (2) survives on 1
    s = position(cores=["ottomans", "hungary"], hands=[["agent"] * 2, []], pieces={"hunyadi": "hungary"})
    dice(monkeypatch, 5, 2)
    s, ev = apply_passing(s, 0, AgentOperation(operation="assassination", agents=2, leader="hunyadi"))
    assert next(e for e in ev if isinstance(e, AgentResolved)).total == 7
    assert s.where[B.PIECE["hunyadi"]] == OUT


def test_20_2_backstabbing_no_defence_retaliation_feeds_everyone(monkeypatch):
    s = position(cores=["ottomans", "hungary", "persia"], face_up=[["control_serbia"], [], []],
                 hands=[["agent", "weather"], ["agent"], []], pieces={"brankovic": "serbia"})
    opts = [o for o in K.legal_actions(s, 0) if isinstance(o, AgentOption) and o.operation == "assassination"]
    assert "brankovic" in opts[0].leaders                            # green, my core red: backstab allowed
    dice(monkeypatch, 1)
    s, ev = apply_passing(s, 0, AgentOperation(operation="assassination", agents=1, leader="brankovic"))
    r = next(e for e in ev if isinstance(e, AgentResolved))
    assert r.result == "RETALIATION" and r.defence == 0 and K.waiting_for(s) == [0]
    assert len(s.players[0].hand) == 0 and len(s.players[1].hand) == 2 and len(s.players[2].hand) == 1


def test_20_3_diplomacy_on_a_neutral_O206(monkeypatch):
    s = position(cores=["ottomans", "hungary"], hands=[["agent"] * 2, ["agent"]])
    o = next(o for o in K.legal_actions(s, 0) if isinstance(o, AgentOption) and o.operation == "diplomacy")
    assert "serbia" in o.nationalities and "ottomans" not in o.nationalities
    dice(monkeypatch, 4)
    s, ev = apply_passing(s, 0, AgentOperation(operation="diplomacy", agents=2, nationality="serbia"))
    assert K.waiting_for(s) == [0]                                   # no commitment: a neutral (Q&A 3)
    assert next(e for e in ev if isinstance(e, AgentResolved)).result == "CONTROL"
    assert nat_controllers(s)[B.AREA["serbia"]] == 0


def test_20_3_diplomacy_targets_do_not_tell_who_holds_a_control_stratagem_O226(monkeypatch):
    """Serbia's Control stratagem face down in the other seat's hand: Serbia is still offered
    (the same options as with it in the pool), and CONTROL then takes nothing."""
    held = position(cores=["ottomans", "hungary"], hands=[["agent"] * 2, ["control_serbia"]])
    pooled = position(cores=["ottomans", "hungary"], hands=[["agent"] * 2, ["weather"]])
    diplo = [next(o for o in K.legal_actions(st, 0) if isinstance(o, AgentOption) and o.operation == "diplomacy")
             for st in (held, pooled)]
    assert diplo[0] == diplo[1] and "serbia" in diplo[0].nationalities
    dice(monkeypatch, 4)
    s, ev = apply_passing(held, 0, AgentOperation(operation="diplomacy", agents=2, nationality="serbia"))
    assert next(e for e in ev if isinstance(e, AgentResolved)).result == "CONTROL"
    assert nat_controllers(s)[B.AREA["serbia"]] < 0 and hand(s, 1) == ["control_serbia"]


def test_20_0_espionage_names_the_counters_only_to_the_spy_and_O208_coup(monkeypatch):
    s = position(cores=["ottomans", "hungary"], hands=[["agent"] * 3, ["weather", "truce", "control_serbia"]])
    dice(monkeypatch, 6)
    s, ev = apply_passing(s, 0, AgentOperation(operation="espionage", agents=3, target=1))
    s, ev = apply_passing(s, 1, CommitAgents(agents=0)) if K.waiting_for(s) == [1] else (s, ev)
    x = next(e for e in ev if isinstance(e, Examined))
    assert sorted(x.counters) == ["control_serbia", "truce", "weather"] and x.taken == 1
    assert redact_event(x, 1).counters is None
    assert len(s.players[0].hand) == 1 and len(s.players[1].hand) == 2
    s = position(cores=["ottomans", "hungary"], hands=[["agent"] * 3, ["weather", "control_serbia"]])
    dice(monkeypatch, 6)
    s, ev = apply_passing(s, 0, AgentOperation(operation="coup", agents=3, target=1))
    assert hand(s, 0) == ["control_serbia"] and hand(s, 1) == ["weather"]   # 9: COUP with take


def test_O204_other_seats_may_declare_at_the_end_of_a_phase(monkeypatch):
    s = position(cores=["ottomans", "hungary"], hands=[[], ["agent"]])
    s, _ = apply_passing(s, 0, EndPhase())
    assert K.waiting_for(s) == [1] and s.windows[-1].kind == "agents"
    assert ReactOption(window="agents") in K.legal_actions(s, 1)
    assert K.timeout_action(s) == (1, React())
    dice(monkeypatch, 3)
    s, ev = apply_passing(s, 1, AgentOperation(operation="coup", agents=1, target=0))
    assert next(e for e in ev if isinstance(e, AgentResolved)).result == "NO_EFFECT"
    assert s.flow == "combat" and not s.windows
    s, _ = apply_passing(s, 0, EndPhase())
    assert s.flow == "forced_march"                                  # 20.11 counts per phase; no agent left


def test_20_1_the_action_log_hides_commitments_from_the_other_seats():
    from gamekinds.ottomans.state import Discard
    from gamekinds.ottomans.view import redact_action
    a = AgentOperation(operation="coup", agents=3, target=1)
    assert redact_action(a, 0, 0) == a and redact_action(a, 0, 1).agents == 1 and redact_action(a, 0, None).agents == 1
    assert redact_action(CommitAgents(agents=2), 1, 0).agents == 0
    assert redact_action(Discard(stratagems=["agent"]), 0, 1).stratagems == ["?"]
