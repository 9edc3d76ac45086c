"""The search bot: legal choices within its CPU time limit, locally and through client
models; it does not read what a view hides; it finds what the default policy misses."""

from __future__ import annotations

import itertools

import msgspec

from gamekinds.battle1821 import Action, Position, from_position
from gamekinds.battle1821.actions import Attack
from gamekinds.battle1821.position import PlayerPosition, RegionPosition
from battle1821_bots.bots import BOTS
from battle1821_bots.local import (
    META_OPTIONS, is_legal, legal_actions, new_local_game, play_local, step, view, waiting_for,
)
from battle1821_bots.players import LOCAL_BOTS, LocalRandom
from battle1821_bots.policy import greedy_action
from battle1821_bots.search import SearchPlayer, evaluate


def _options(s, seat):
    return [o for o in legal_actions(s, seat) if not isinstance(o, META_OPTIONS)]


def test_search_plays_whole_games_within_its_cpu_time_limit():
    bot = SearchPlayer(1)
    cpu, rollouts = [], 0
    for k in range(2):
        players = [LocalRandom(2), bot] if k else [bot, LocalRandom(2)]
        r = play_local(players, f"search-test-{k}", max_rounds=3)
        assert r.error is None and r.state.status == "finished"
        cpu += r.decision_cpu_s[k]
    assert len(cpu) > 10
    # issue 15: <= 200 ms of one core per decision (limit_s stops new rollouts at 130 ms)
    assert max(cpu) <= 0.2, max(cpu)


def test_search_stops_at_its_hard_limit_with_a_legal_action():
    ticks = itertools.count()
    bot = SearchPlayer(5, clock=lambda: 0.01 * next(ticks))     # 10 ms per look at the clock
    s = new_local_game(2, "hard-limit", max_rounds=3)
    for _ in range(12):
        seat = waiting_for(s)[0]
        a = bot.choose(s, seat, _options(s, seat))
        assert is_legal(s, seat, a)
        assert bot.rollouts <= 16      # 130 ms at 10 ms a look: a handful of rollouts, then stop
        s = step(s, seat, a)


def test_search_does_not_read_the_hidden_dice_or_decks():
    s = new_local_game(2, "hidden", max_rounds=4)
    while waiting_for(s) and s.step != "attack":
        seat = waiting_for(s)[0]
        s = step(s, seat, greedy_action(s, seat, _options(s, seat)))
    seat = waiting_for(s)[0]
    other = msgspec.structs.replace(s, rng_state=s.rng_state ^ 0x5A5A5A5A, event_deck=s.event_deck[::-1],
                                    apostle_deck=s.apostle_deck[::-1])
    still = lambda: 0.0       # noqa: E731  (the work budget, not the clock, ends the search)
    a = SearchPlayer(9, clock=still).choose(s, seat, _options(s, seat))
    b = SearchPlayer(9, clock=still).choose(other, seat, _options(other, seat))
    assert a == b


def _takeover_position():
    """Seat 0 attacks from Corinthia (6 infantry); seat 1 holds Attica with 1 infantry
    and A02 (control Attica, 3 Fame) is revealed; Hydra holds 1 Ottoman."""
    pos = Position(
        seats=2, round=3, phase="greek", step="attack", active_seat=0, first_player=0,
        regions={"corinthia": RegionPosition(owner=0, infantry=6), "attica": RegionPosition(owner=1, infantry=1),
                 "phthiotis": RegionPosition(owner=1, infantry=4), "hydra": RegionPosition(ottomans=1),
                 "boeotia": RegionPosition(ottomans=1), "arta": RegionPosition(ottomans=2)},
        players=[PlayerPosition(), PlayerPosition()],
        apostles_revealed=["A02", "A06", "A12", "A15"])
    return from_position(pos, "takeover")


def test_search_takes_over_what_the_default_policy_leaves():
    s = _takeover_position()
    opts = _options(s, 0)
    assert greedy_action(s, 0, opts) != Attack(from_="corinthia", to="attica", infantry=2)
    a = SearchPlayer(3).choose(s, 0, opts)
    assert isinstance(a, Attack) and a.to == "attica", a        # R16: 3 Fame and a region from seat 1
    assert is_legal(s, 0, a)


def test_evaluation_is_zero_sum_for_two_seats_and_prefers_a_won_game():
    s = new_local_game(2, "eval")
    assert evaluate(s, 0) == -evaluate(s, 1)
    done = msgspec.structs.replace(s, status="finished", winners=[0])
    assert evaluate(done, 0) > 900 > -900 > evaluate(done, 1)


def test_search_bot_behind_the_client_interface_returns_a_legal_model():
    from battle1821_client.models import GameOut, LegalActions

    bot = BOTS["search"]("http://unused.invalid", "g", "t", seat=None, seed=3)
    s = new_local_game(2, "client-search", max_rounds=3)
    checked = 0
    while s.status != "finished" and checked < 25:
        seat = waiting_for(s)[0]
        bot.seat = seat
        v = msgspec.to_builtins(view(s, seat))
        v.update(id="g", kind="battle1821", version=0, created_at="", cancelled=False, your_seat=seat, open_seats=[],
                 seats=[{"seat": i, "name": "", "taken": True, "reserved": False, "kind": "human", "bot": None,
                        "taken_over": False, "account": None} for i in range(2)])
        opts = _options(s, seat)
        legal = LegalActions.from_dict({"version": 0, "seat": seat, "actions": msgspec.to_builtins(opts)}).actions
        model = bot.choose(GameOut.from_dict(v), legal)
        a = msgspec.convert(model.to_dict(), Action)
        assert is_legal(s, seat, a), a
        s = step(s, seat, a)
        checked += 1
    assert checked == 25 or s.status == "finished"


def test_every_sdk_bot_has_a_local_player():
    assert set(BOTS) <= set(LOCAL_BOTS)
