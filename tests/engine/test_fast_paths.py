"""The engine's fast paths compute exactly what the plain definitions do, over every
state of seeded random games (2-4 seats, with battles, Ally decisions and the Ottoman
phase): ``copy_state`` (equal to an encode/decode round trip, sharing no list or
struct), the Apostle conditions read from control masks (R25, equal to ``meets``) and
the award pass's prefilter (never False while a card is met)."""

from __future__ import annotations

import random

import msgspec
import pytest

from gamekinds.battle1821 import apostles
from gamekinds.battle1821.randomplay import play_random_game
from gamekinds.battle1821.state import (
    Battle, Clock, GameState, OttomanAttack, OttomanPhase, Options, Pending, copy_state,
    decode_state, encode_state,
)


@pytest.fixture(scope="module")
def states() -> list[GameState]:
    """Every state of 6 seeded random games (made when a test of this module first runs, not
    when the module is collected: every pytest-xdist process collects it, one runs it)."""
    out: list[GameState] = []
    for k in range(6):
        play_random_game(2 + k % 3, f"fast-{k}", 6, rng=random.Random(k),
                         check=lambda s, a, ev: out.append(s))
    return out


def _containers(x, path="s"):
    """(path, object) of every list and struct inside ``x``."""
    if isinstance(x, msgspec.Struct):
        yield path, x
        for f in x.__struct_fields__:
            yield from _containers(getattr(x, f), f"{path}.{f}")
    elif isinstance(x, list):
        yield path, x
        for i, e in enumerate(x):
            yield from _containers(e, f"{path}[{i}]")


def _independent(a, b) -> None:
    ids = {id(o): p for p, o in _containers(a)}
    shared = [p for p, o in _containers(b) if id(o) in ids]
    assert not shared, f"the copy shares {shared[:5]}"


def test_copy_state_equals_the_round_trip_and_shares_nothing(states):
    kinds = {"battle": 0, "pending": 0, "ottoman": 0}
    for s in states:
        c = copy_state(s)
        assert c == s and encode_state(c) == encode_state(s) and c == decode_state(encode_state(s))
        _independent(s, c)
        for k in kinds:
            kinds[k] += getattr(s, k) is not None
    assert all(kinds.values()), kinds   # every optional part was copied somewhere


def test_copy_state_renews_every_optional_struct(states):
    s = states[len(states) // 2]
    s = msgspec.structs.replace(
        s, options=Options(max_rounds=5, clock=Clock(initial_s=60)),
        battle=Battle(number=1, kind="greek_attack", region=1, origin=2, seat=0, credits=[1, 0], allies=[1]),
        pending=Pending(kind="answer_ally", seat=1, battle=1, candidates=[0]),
        ottoman=OttomanPhase(attacks=[OttomanAttack(origin=1, target=2)], attacked_from=[1], won=[2],
                             return_infantry=[1, 2], return_cannons=[0, 1]))
    c = copy_state(s)
    assert encode_state(c) == encode_state(s)
    _independent(s, c)


def _first_met_plain(s, order):
    for seat in order:
        for slot, card in enumerate(s.apostles_revealed):
            if apostles.meets(s, seat, card):
                return seat, slot, card
    return None


def test_r25_award_search_equals_meets(states):
    """The award pass's search (masks, cannon tallies) finds the same first (seat, card)
    as trying ``meets`` seat by seat, card by card; and every card's condition agrees
    for every seat (revealed or not)."""
    met = [0] * len(apostles.APOSTLE_CARDS)
    hits = 0
    for s in states:
        masks, cannons = apostles.tallies(s)
        for seat in range(s.seats):
            for card in range(len(met)):
                want = apostles.meets(s, seat, card)
                met[card] += want
                one = msgspec.structs.replace(s, apostles_revealed=[card])
                assert (apostles._first_met(one, [seat], masks, cannons) is not None) == want, (card, seat)
        every = msgspec.structs.replace(s, apostles_revealed=list(range(len(met)))[::-1])
        for order in (list(range(s.seats)), list(range(s.seats))[::-1]):
            for x in (s, every):
                got = apostles._first_met(x, order, masks, cannons)
                assert got == _first_met_plain(x, order)
                hits += got is not None
    assert sum(1 for m in met if m) >= 10, met   # most conditions both met and not met
    assert hits, "no award was ever due: a weak check"


def test_r25_may_award_holds_whenever_a_card_is_met(states):
    """``may_award`` (the award pass's prefilter) is False only when no seat, resigned or
    not, meets a revealed card: card by card and with every card revealed; and it is not
    always True."""
    said_no = 0
    n = len(apostles.APOSTLE_CARDS)
    for s in states:
        for revealed in [[c] for c in range(n)] + [list(range(n)), list(s.apostles_revealed)]:
            x = msgspec.structs.replace(s, apostles_revealed=revealed)
            due = any(apostles.meets(x, seat, c) for seat in range(x.seats) for c in revealed)
            may = apostles.may_award(x)
            assert may or not due, (revealed, x.owner)
            said_no += not may
    assert said_no, "the prefilter never filtered"
