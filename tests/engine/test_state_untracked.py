"""The 1821 state's structs are ``gc=False`` (``gamekinds.battle1821.state``): safe only
while no state can hold a reference cycle, which ``check_untracked_tree`` proves from the
field types at import. These tests make sure that check refuses what could form a cycle,
and that decoded, copied and played states really are untracked."""

from __future__ import annotations

import gc
from typing import Any

import msgspec
import pytest
from gamekinds.battle1821.randomplay import play_random_game
from gamekinds.battle1821.state import (
    Battle,
    GameState,
    OttomanAttack,
    OttomanPhase,
    Pending,
    Player,
    UndoLog,
    check_untracked_tree,
    copy_state,
    decode_state,
    encode_state,
)


class _Leaf(msgspec.Struct, gc=False):
    n: int = 0
    names: list[str] = []


class _Tracked(msgspec.Struct):
    n: int = 0


class _Node(msgspec.Struct, gc=False):
    children: list[_Node] = []


class _Anything(msgspec.Struct, gc=False):
    items: list[Any] = []


class _Mapping(msgspec.Struct, gc=False):
    by_name: dict[str, int] = {}


class _HoldsTracked(msgspec.Struct, gc=False):
    leaf: _Leaf | None = None
    tracked: _Tracked | None = None


def test_the_state_passes_the_check():
    check_untracked_tree(GameState)
    check_untracked_tree(_Leaf)


@pytest.mark.parametrize("cls, why", [
    (_Node, "can contain itself"),
    (_Anything, "could hold a reference cycle"),
    (_Mapping, "could hold a reference cycle"),
    (_HoldsTracked, "_Tracked is tracked by the GC"),
    (_Tracked, "_Tracked is tracked by the GC"),
])
def test_the_check_refuses_what_could_form_a_cycle_or_stay_tracked(cls, why):
    with pytest.raises(TypeError, match=why):
        check_untracked_tree(cls)


def _structs(s: GameState) -> list:
    out = [s, s.options, s.undo, *s.players]
    if s.options.clock is not None:
        out.append(s.options.clock)
    for x in (s.battle, s.pending, s.ottoman):
        if x is not None:
            out.append(x)
    if s.ottoman is not None:
        out.extend(s.ottoman.attacks)
    return out


def test_played_decoded_and_copied_states_are_untracked():
    """Over played games (every struct type of the state met: battles, decisions, the
    Ottoman phase), no struct of a state the engine returns, of its decoding or of its
    copy is tracked by the GC."""
    met: set[type] = set()

    def check(s, _action, _events) -> None:
        for t in (s, decode_state(encode_state(s)), copy_state(s)):
            for o in _structs(t):
                met.add(type(o))
                assert not gc.is_tracked(o), type(o).__name__

    for seats in (2, 4):
        play_random_game(seats, f"untracked-{seats}", 2, check=check)
    assert {GameState, Player, UndoLog, Battle, Pending, OttomanPhase, OttomanAttack} <= met
