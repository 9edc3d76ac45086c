"""27.2 Medicis/Vizier in two steps [ruling O228; 19.0 hidden information].

Before O228 the legal option ``ExchangeOption.stratagems`` listed the pool's stratagems to a
seat holding Medicis/Vizier at the end of its stratagem phase, before it played anything: the
seat read the pool (hidden from everyone, 19.0) for free and could still decline. Now the
option to play it names nothing of the pool; the play is public (``StratagemPlayed``), and a
pending ``exchange`` decision then shows the pool's stratagems to that seat alone, which must
take one (the timeout answer: the first by design id). The property test below deals anew
what the holder cannot see (the pool and the other hands, :func:`redeal` of the O227 test)
and asks for the same options and view."""

from __future__ import annotations

import random

import gamekinds.ottomans as K
import msgspec
from gamekinds.ottomans import board as B
from gamekinds.ottomans.state import (
    Drew, EndPhase, ExchangeOption, PlayStratagem, PlayStratagemOption, Resign, ResignOption, StratagemPlayed, copy_state,
)
from gamekinds.ottomans.view import redact_event
from ottomans_helpers import position
from test_hidden_hands_O227 import redeal

MEDICIS = "medicis_vizier"


def _ids(cs):
    return sorted(B.STRAT_ID[c - B.N_PIECES] for c in cs if c >= B.N_PIECES)


def _phase(keep_in_pool: int = 3, hand0=(MEDICIS, "weather")) -> K.GameState:
    """Seat 0 (Ottomans) at the end of its stratagem phase holding ``hand0``; the pool keeps
    its leaders and only ``keep_in_pool`` stratagems, the next 15 (the hand limit, 19.4) in
    seat 1's hand, the rest set aside (not in play here), so that a new deal changes what the
    pool holds."""
    s = position(cores=["ottomans", "hungary"], clear_map=True, hands=[list(hand0), []])
    s = copy_state(s)
    s.flow = s.step = "stratagem_phase"
    strats = [c for c in s.pool if c >= B.N_PIECES]
    s.pool = [c for c in s.pool if c < B.N_PIECES] + strats[:keep_in_pool]
    s.players[1].hand = strats[keep_in_pool:keep_in_pool + B.HAND_LIMIT]
    assert K.waiting_for(s) == [0]
    return s


def _seen(s: K.GameState, seat: int) -> bytes:
    return msgspec.json.encode([K.view(s, seat), K.legal_actions(s, seat), K.view(s, None), K.waiting_for(s)])


def test_O228_19_0_the_holder_of_medicis_reads_nothing_of_the_pool_before_playing_it():
    """Fails before O228: the option listed the pool's stratagems, so a new deal of the pool
    changed what the holder was offered."""
    s = _phase()
    rng = random.Random("o228")
    pools = set()
    for _ in range(8):
        t = redeal(s, 0, rng)
        pools.add(tuple(_ids(t.pool)))
        assert _seen(t, 0) == _seen(s, 0)
    assert len(pools) > 1                                 # the deals did change the pool
    assert PlayStratagemOption(stratagems=[MEDICIS]) in K.legal_actions(s, 0)


def test_O228_27_2_the_play_is_public_then_the_holder_alone_picks_from_the_pool():
    s = _phase()
    v = K.violation(s, 0, PlayStratagem(stratagem=MEDICIS, take=_ids(s.pool)[0]))
    assert v is not None and v.code == "no_target" and v.ruling == "O228"
    played, ev = K.apply(s, 0, PlayStratagem(stratagem=MEDICIS))
    assert [e for e in ev if isinstance(e, StratagemPlayed)] == [StratagemPlayed(seat=0, stratagem=MEDICIS)]
    assert [K.public_event(e) for e in ev] == ev                              # nothing hidden in the play
    assert played.flow == "decision" and played.pending[0].kind == "exchange" and K.waiting_for(played) == [0]
    assert K.view(played, None).decision == "exchange"
    opts = K.legal_actions(played, 0)
    assert opts == [ExchangeOption(stratagems=_ids(s.pool)), ResignOption()]   # the pool before the play
    assert K.legal_actions(played, 1) == [ResignOption()]
    assert K.violation(played, 0, EndPhase()).code == "wrong_step"             # the pick must be made
    assert K.violation(played, 1, PlayStratagem(stratagem=MEDICIS, take=_ids(s.pool)[0])).code == "not_your_turn"
    assert K.violation(played, 0, PlayStratagem(stratagem="weather", take=_ids(s.pool)[0])).code == "wrong_step"
    assert K.violation(played, 0, PlayStratagem(stratagem=MEDICIS, take="no_such")).code == "not_in_pool"
    assert K.violation(played, 0, PlayStratagem(stratagem=MEDICIS)).code == "not_in_pool"
    # the other seat's view and options do not depend on the pool's contents (only the picker sees them)
    rng = random.Random("o228-b")
    for _ in range(5):
        assert _seen(redeal(played, 1, rng), 1) == _seen(played, 1)
    seat, default = K.timeout_action(played)
    assert (seat, default) == (0, PlayStratagem(stratagem=MEDICIS, take=_ids(s.pool)[0]))
    take = _ids(s.pool)[-1]
    done, ev = K.apply(played, 0, PlayStratagem(stratagem=MEDICIS, take=take))
    assert take in _ids(done.players[0].hand) and MEDICIS not in _ids(done.players[0].hand)
    assert len(done.players[0].hand) == len(s.players[0].hand) and len(done.pool) == len(s.pool)
    assert MEDICIS in _ids(done.pool) and take not in _ids(done.pool) or _ids(s.pool).count(take) > 1
    drew = next(e for e in ev if isinstance(e, Drew))
    assert drew.counters == [take] and redact_event(drew, 1).counters is None and K.public_event(drew).counters is None
    # back to the row (O227: the hand is not empty and the pool holds a stratagem), the pass only
    assert done.flow == "stratagem_phase" and K.waiting_for(done) == [0]
    assert [type(o).__name__ for o in K.legal_actions(done, 0)] == ["EndPhaseOption", "ResignOption"]


def test_O228_the_copy_just_played_is_not_offered_back_but_another_copy_is():
    s = _phase(keep_in_pool=1, hand0=(MEDICIS, "weather"))
    only = _ids(s.pool)
    played, _ = K.apply(s, 0, PlayStratagem(stratagem=MEDICIS))
    assert K.legal_actions(played, 0)[0] == ExchangeOption(stratagems=only)
    assert MEDICIS not in only
    other = next(B.N_PIECES + i for i, x in enumerate(B.STRAT_ID) if x == MEDICIS
                 and B.N_PIECES + i not in s.players[0].hand)
    played = copy_state(played)                       # the other copy in the pool: it may be taken
    if other in played.players[1].hand:
        played.players[1].hand.remove(other)
    played.pool.insert(0, other)
    assert K.legal_actions(played, 0)[0] == ExchangeOption(stratagems=sorted([*only, MEDICIS]))
    done, _ = K.apply(played, 0, PlayStratagem(stratagem=MEDICIS, take=MEDICIS))
    assert _ids(done.players[0].hand).count(MEDICIS) == 1 and _ids(done.pool).count(MEDICIS) == 1


def test_O228_a_resigned_picker_takes_the_default():
    s = _phase()
    played, _ = K.apply(s, 0, PlayStratagem(stratagem=MEDICIS))
    first = _ids(s.pool)[0]
    done, _ = K.apply(played, 0, Resign())
    assert not done.pending and first in _ids(done.players[0].hand)


def test_O228_the_policies_answer_the_pick():
    s = _phase()
    played, _ = K.apply(s, 0, PlayStratagem(stratagem=MEDICIS))
    opts = K.legal_actions(played, 0)
    for name in ("random", "greedy"):
        a = K.POLICIES[name](played, 0, opts, random.Random(name))
        assert isinstance(a, PlayStratagem) and a.stratagem == MEDICIS and K.violation(played, 0, a) is None
