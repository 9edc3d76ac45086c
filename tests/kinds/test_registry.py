"""The game-kind registry and contract (kinds/gamekinds): kinds are found by name, each
satisfies the contract, a state names its kind, and a broken or unknown kind is refused
with what is wrong."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import types
import uuid
from pathlib import Path

import pytest

from gamekinds import battle1821, registry
from gamekinds.contract import CONTRACT, GameKind, PhaseKey


@pytest.fixture()
def with_tiny(monkeypatch):
    monkeypatch.setenv(registry.ENV, "tiny=tinykind")
    monkeypatch.syspath_prepend(str(__import__("pathlib").Path(__file__).parent))
    yield registry.get("tiny")


def test_battle1821_is_the_default_and_satisfies_the_contract():
    assert registry.DEFAULT == "battle1821" and registry.names()[0] == "battle1821"
    kind = registry.get()
    assert kind is battle1821 and isinstance(kind, GameKind)
    assert kind.NAME == "battle1821" and kind.SEATS == (2, 4) and kind.PHASES == ("setup", "greek_turn", "ottoman")
    assert all(hasattr(kind, name) for name in CONTRACT)


def test_an_unknown_kind_is_refused_by_name():
    with pytest.raises(registry.UnknownKind) as e:
        registry.get("chess")
    assert e.value.name == "chess"


def test_a_module_that_lacks_part_of_the_contract_is_refused_naming_what_it_lacks():
    broken = types.ModuleType("broken")
    broken.NAME = "broken"
    with pytest.raises(registry.BrokenKind) as e:
        registry.check(broken, "broken")
    assert "new_game" in str(e.value) and "automatic_phase" in str(e.value)
    with pytest.raises(registry.BrokenKind, match="names itself"):
        registry.check(battle1821, "other")


def test_every_kind_declares_its_seats_in_kind_json_as_its_SEATS(with_tiny):
    """The contract's ``kind.json``: each registered kind (1821, the Ottomans, the tests'
    tiny kind) declares the ``SEATS`` its module has, read without importing it."""
    for name in registry.names():
        assert registry.seats(name) == tuple(registry.get(name).SEATS), name
    with pytest.raises(registry.UnknownKind):
        registry.seats("chess")


def test_the_listings_seat_counts_import_no_kinds_engine():
    """A worker's watchdog and an API's listings read every hosted kind's seat counts
    (the listing index's cells) from ``kind.json``: a fresh process that asks for them has
    not imported the Ottomans' engine (nor loaded any kind but the default, whose types the
    platform's stores name, through the registry)."""
    code = ("import sys, server.worker; from server.store import listing; from gamekinds import registry; "
            "print(listing.hosted()); print(sorted(m for m in sys.modules if m.startswith('gamekinds.ottomans'))); "
            "print(sorted(set(registry._loaded) - {registry.DEFAULT}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}).stdout.splitlines()
    assert out == ["{'battle1821': (2, 3, 4), 'ottomans': (2, 3, 4)}", "[]", "[]"]


def _kind_package(tmp_path: Path, monkeypatch, meta: dict | None) -> str:
    """A copy of the tiny kind under a name of its own (``NAME`` too), with ``meta`` as its
    ``kind.json`` (None: none), registered through ``BATTLE1821_KINDS``; returns the name."""
    name = f"k{uuid.uuid4().hex[:8]}"
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text(f"from tinykind import *  # noqa: F403\nNAME = {name!r}\n")
    if meta is not None:
        (pkg / "kind.json").write_text(json.dumps(meta))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv(registry.ENV, f"{name}={name}")
    return name


def test_a_kind_whose_kind_json_differs_from_its_SEATS_is_refused(with_tiny, tmp_path, monkeypatch):
    name = _kind_package(tmp_path, monkeypatch, {"seats": [2, 3]})
    assert registry.seats(name) == (2, 3)
    with pytest.raises(registry.BrokenKind, match=r"SEATS \(2, 4\) but its kind.json declares \[2, 3\]"):
        registry.get(name)


@pytest.mark.parametrize("meta", [None, {}, {"seats": [3, 2]}, {"seats": [0, 2]}, {"seats": "2-4"}])
def test_a_kind_without_a_valid_kind_json_is_refused_naming_it(with_tiny, tmp_path, monkeypatch, meta):
    name = _kind_package(tmp_path, monkeypatch, meta)
    with pytest.raises(registry.BrokenKind, match="kind.json"):
        registry.seats(name)
    with pytest.raises(registry.BrokenKind, match="kind.json"):
        registry.get(name)


def test_a_state_names_its_kind(with_tiny):
    s1821 = battle1821.new_game(2, "seed")
    tiny = with_tiny.new_game(2, "seed")
    assert registry.of_state(s1821) is battle1821 and registry.of_state(tiny) is with_tiny
    with pytest.raises(registry.UnknownKind):
        registry.of_state(object())


def test_phase_names_are_every_kinds(with_tiny):
    """Each registered kind's PHASES, in the registry's order, each name once: 1821's
    first, then the other kinds' (the Ottomans' among them) and the tiny kind's."""
    names = registry.phase_names()
    assert names[:3] == ("setup", "greek_turn", "ottoman") and names[-3:] == ("turn", "storm", "gust")
    want = [p for k in registry.all_kinds() for p in k.PHASES]
    assert list(names) == list(dict.fromkeys(want))


def test_1821s_automatic_phase_is_the_ottoman_phase_once_per_round():
    """R20-R24: the kind reports the Ottoman phase (with nobody to ask) as its automatic
    phase; the platform knows it only as (name, round)."""
    rng = random.Random(7)
    s, _ = battle1821.start(battle1821.new_game(2, "auto-phase"))
    seen = []
    for _ in range(5000):
        if s.status == "finished":
            break
        due = battle1821.automatic_phase(s)
        key = battle1821.phase_of(s)
        if due is not None:
            assert key == PhaseKey("ottoman", s.round, None, True) and due == ("ottoman", s.round)
            seen.append(due)
            s, _ = battle1821.advance(s, max_steps=1)
            continue
        w = battle1821.waiting_for(s)
        if not w:
            s, _ = battle1821.advance(s, max_steps=1)
            continue
        s, _ = battle1821.apply(s, w[0], battle1821.POLICIES["random"](s, w[0], battle1821.legal_actions(s, w[0]), rng))
        s, _ = battle1821.settle(s)
    assert seen and {r for _, r in seen} == set(range(1, max(r for _, r in seen) + 1))


def test_the_tiny_kind_plays_to_the_end_by_its_policies(with_tiny):
    k = with_tiny
    s, _ = k.start(k.new_game(3, "tiny-local", k.Options(max_rounds=4)))
    rng = random.Random(3)
    for _ in range(200):
        if s.status == "finished":
            break
        w = k.waiting_for(s)
        if w:
            s, _ = k.apply(s, w[0], k.POLICIES["random"](s, w[0], k.legal_actions(s, w[0]), rng))
        else:
            assert k.automatic_phase(s) == ("storm", s.round)
            s, _ = k.advance(s, max_steps=1)
    assert s.status == "finished" and len(s.winners) == 1
    assert k.decode_state(k.encode_state(s)) == s


def test_the_tiny_kind_with_gusts_runs_two_automatic_phases_a_round(with_tiny):
    """The storm, then the gust, in each round: two automatic phases keyed (name, round)."""
    k = with_tiny
    s, _ = k.start(k.new_game(2, "tiny-gusts", k.Options(max_rounds=3, gusts=True)))
    seen = []
    for _ in range(200):
        if s.status == "finished":
            break
        w = k.waiting_for(s)
        if w:
            s, _ = k.apply(s, w[0], k.Advance(by=1))
            continue
        due = k.automatic_phase(s)
        assert k.phase_of(s) == PhaseKey(due[0], due[1], None, True)
        if not seen or seen[-1] != due:
            seen.append(due)
        s, _ = k.advance(s, max_steps=1)
    assert seen == [("storm", 1), ("gust", 1), ("storm", 2), ("gust", 2), ("storm", 3), ("gust", 3)]


def test_each_kinds_view_asks_are_nullable_members_of_its_view(with_tiny):
    """``VIEW_ASKS`` (the contract's optional name): the members a cancelled game's view sets
    to None (server/service/watch.py) are members of the kind's ``View`` that take None, so
    the replace neither raises nor builds a view its own type refuses."""
    import msgspec

    for name in registry.names():
        kind = registry.get(name)
        asks = getattr(kind, "VIEW_ASKS", ())
        fields = {f.name: f for f in msgspec.structs.fields(kind.View)}
        for member in asks:
            assert member in fields, (name, member)
            t = fields[member].type
            assert type(None) in getattr(t, "__args__", ()), (name, member, t)
    assert registry.get("battle1821").VIEW_ASKS == ("active_seat", "pending")
    assert set(registry.get("ottomans").VIEW_ASKS) == {"decision", "reaction", "reaction_window"}
