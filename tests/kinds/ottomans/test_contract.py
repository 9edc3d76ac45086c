"""The Ottomans engine satisfies the game-kind contract [issue 31] and is not registered
(issue 31's brief: no entry point until the rulebook is complete)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import gamekinds.ottomans as K
import msgspec
from gamekinds import registry
from gamekinds.contract import CONTRACT, PhaseKey

from ottomans_helpers import started

ROOT = Path(__file__).resolve().parents[3]


def test_registry_check_passes():
    kind = registry.check(K, "ottomans")
    assert kind.NAME == "ottomans"
    assert all(hasattr(K, n) for n in CONTRACT)


def test_registered_and_named_by_no_platform_module():
    """The kind is registered by its distribution's entry point (``kinds/pyproject.toml``,
    group ``battle1821.kinds``), and nothing under server/ names it: the platform hosts it
    as it hosts any kind. (The installed entry points follow ``pip install -e ./kinds``.)"""
    eps = tomllib.loads((ROOT / "kinds" / "pyproject.toml").read_text()).get("project", {}) \
        .get("entry-points", {}).get(registry.GROUP, {})
    assert eps.get("ottomans") == "gamekinds.ottomans"
    for f in (ROOT / "server").rglob("*.py"):
        assert "gamekinds.ottomans" not in f.read_text(), f      # (1821's own "Ottomans" are its faction)


def test_identity():
    assert K.SEATS == (2, 4)
    assert list(K.SCENARIOS) == ["1", "2", "3", "4"]
    assert "player_turn" in K.PHASES and "setup" in K.PHASES


def test_options_carry_the_table_options_and_optional_rules_off():
    o = K.Options()
    for f in ("decision_timeout_s", "clock", "takeover_on_resign", "takeover_bot", "spectator_talk", "max_rounds"):
        assert hasattr(o, f)
    assert (o.special_tactics, o.pillage, o.colonization, o.civilization) == (False, False, False, False)
    assert o.scenario == 1
    with __import__("pytest").raises(msgspec.ValidationError):
        msgspec.convert({"scenario": 5}, K.Options)


def test_encode_decode_copy_roundtrip():
    s = started(3, 2, "rt")
    blob = K.encode_state(s)
    assert K.decode_state(blob) == s
    c = K.copy_state(s)
    assert c == s and c is not s and c.pool is not s.pool


def _containers(x, out: list) -> list:
    """Every list and struct reachable from ``x`` (``x`` included)."""
    if isinstance(x, (list, msgspec.Struct)):
        out.append(x)
        for v in (x if isinstance(x, list) else (getattr(x, f) for f in x.__struct_fields__)):
            _containers(v, out)
    return out


def _mutate(x) -> None:
    """Change every list (one more item) and every struct field reachable from ``x``."""
    if isinstance(x, list):
        for v in x:
            if isinstance(v, (list, msgspec.Struct)):
                _mutate(v)
        x.append(x[-1] if x else 0)
        return
    for f in x.__struct_fields__:
        v = getattr(x, f)
        if isinstance(v, (list, msgspec.Struct)):
            _mutate(v)
        elif isinstance(v, bool):
            setattr(x, f, not v)
        elif isinstance(v, (int, float)):
            setattr(x, f, v + 1)
        elif isinstance(v, str):
            setattr(x, f, v + "!")


def test_copy_state_is_deep_and_independent():
    """``copy_state`` (a hand-written copier, issue 37) equals the msgpack round trip and
    shares no list or struct with the original: changing every list and field of the copy
    leaves the original's bytes as they were. Over the states of a random game and over a
    state with every optional part (battle, pending decisions, windows, held move, agent
    operation, clock, colonization markers...) set."""
    import random

    from gamekinds.ottomans.state import AgentOp, Battle, Clock, HeldMove, Options, Pending, Window, _COPIED

    s = started(3, 2, "copy", True)
    states, rng = [s], random.Random(5)
    for _ in range(150):
        w = K.waiting_for(s)
        s, _ = K.apply(s, w[0], K.POLICIES["random"](s, w[0], K.legal_actions(s, w[0]), rng)) if w \
            else K.advance(s, 1)
        states.append(s)
    full = msgspec.structs.replace(
        s, options=Options(scenario=2, pillage=True, clock=Clock(initial_s=60, increment_s=5)),
        pending=[Pending(kind="losses", seat=1, pieces=[3, 4], area=5, choices=[6], attackers=[7], points=2)],
        march=[1], winners=[0], points=[1.5, 2.0, 0.0], order=[0, 1, 2], strat_aside=[150], strat_out=[151],
        windows=[Window(kind="reroll", seats=[1, 2], dice=[3], args=[4])],
        battle=Battle(seat=0, area=1, city=-1, pieces=[1], defenders=[2], mercs=[3], shifted=[4]),
        agent_op=AgentOp(seat=0, operation="coup"), held_move=HeldMove(seat=0, pieces=["a"], to="b", fleets=["c"]),
        uprising=[1], kaisar=[0], supplied=[[0, 1]], pillaged=[2], civilized=[3], civilize=[4], march_units=[5],
        event_dice=[6], carrier=[-1] * len(s.where), spent=[1], led=[2], colonized=[[1, 0]])
    full = K.decode_state(K.encode_state(full))
    for cls, fields in _COPIED.items():        # every copied field is set somewhere in ``full``
        for f in fields:
            assert any(isinstance(x, cls) and getattr(x, f) not in (None, []) for x in _containers(full, [])), (cls, f)
    for s in [*states, full]:
        c = K.copy_state(s)
        assert c == s == K.decode_state(K.encode_state(s))
        assert not {id(x) for x in _containers(c, [])} & {id(x) for x in _containers(s, [])}
        blob = K.encode_state(s)
        _mutate(c)
        assert c != s and K.encode_state(s) == blob


def test_state_attributes_the_platform_reads():
    s = started(2, 1)
    for a in ("status", "round", "phase", "step", "seats", "players", "winners", "end_reason", "seed",
              "seed_sha256", "seed_chosen", "options"):
        assert hasattr(s, a)
    assert all(hasattr(p, "name") and hasattr(p, "resigned") for p in s.players)


def test_phase_of_and_automatic_phase():
    s = started(2, 1)
    assert K.phase_of(s) == PhaseKey("setup", 1, None)
    assert K.automatic_phase(s) is None
    for seat_core in ("ottomans", "byzantium"):
        seat = K.waiting_for(s)[0]
        s, _ = K.apply(s, seat, K.Action.__args__[0](nationality=seat_core))
    s, _ = K.settle(s)
    # 13.7 (O53): a leader drawn in the opening draws may leave his controller a choice of
    # units to join: the automatic phase waits on that seat, named as the phase it pauses
    while K.waiting_for(s) and s.flow == "decision":
        key = K.phase_of(s)
        assert key.kind == "initiative" and not key.automatic and key.seat == K.waiting_for(s)[0]
        assert K.automatic_phase(s) is None
        s, _ = K.apply(s, *K.timeout_action(s))
    assert K.automatic_phase(s) == ("initiative", 1)
    assert K.phase_of(s).automatic
    s, _ = K.advance(s, 1)
    while K.waiting_for(s) and s.flow == "decision":
        s, _ = K.apply(s, *K.timeout_action(s))
    name, turn = K.automatic_phase(s)
    assert name.startswith("stratagem_pool_") and turn == 1
    s, _ = K.advance(s)
    while K.waiting_for(s) and s.flow == "decision":
        s, _ = K.apply(s, *K.timeout_action(s))
    assert K.phase_of(s).kind == "player_turn" and not K.phase_of(s).automatic
    assert K.automatic_phase(s) is None
    assert isinstance(K.progress(s), str)


def test_rules_data_and_board_svg():
    d = K.rules_data()
    assert {"design", "map"} <= set(d)
    svg = K.board_svg(K.view(started(2, 1), None))
    assert svg.startswith("<svg") and "byzantium" in svg


def test_policies_exist():
    assert set(K.POLICIES) >= {"random", "greedy"}


def test_from_position_refuses_impossible_positions():
    import pytest
    from gamekinds.ottomans.position import Position
    bad = [
        Position(cores=["ottomans"]),                                           # one seat
        Position(cores=["ottomans", "atlantis"]),
        Position(cores=["ottomans", "ottomans"]),                               # the marker twice
        Position(cores=["ottomans", "hungary"], pieces={"ottoman_fleet_1": "serbia"}),    # 7.62
        Position(cores=["ottomans", "hungary"], pieces={"ottoman_spahis": "aegean"}),
        Position(cores=["ottomans", "hungary"], clear_map=True,
                 pieces={"ottoman_spahis": "buda", "hungarian_militia": "buda"}),        # 8.1
        Position(cores=["ottomans", "hungary"], hands=[["agent"] * 16, []]),     # 19.4
        Position(cores=["ottomans", "hungary"], pieces={"nobody": "serbia"}),
    ]
    for p in bad:
        with pytest.raises(K.PositionError):
            K.from_position(p, "x")
