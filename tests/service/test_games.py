"""The use cases (server/service/lobby.py, play.py, watch.py, ...) called directly against the real Redis: they
return domain results (no HTTP status, no response bytes) and raise the domain errors of
server/service/errors.py; an accepted action costs two Redis round trips."""

from __future__ import annotations

import msgspec
import pytest

from gamekinds.battle1821.actions import EndStep, PlaceStart, SetStandingOrders
from server.service import errors
from server.service.models import CreateGame, JoinGame, PlayerIn
from server.service.steps import AcceptedAction
from server.service.versions import Expected
from store_calls import counting

ORDERS = SetStandingOrders(call_ally="never", answer_ally="decline")


def at(version: int) -> Expected:
    return Expected(versions=frozenset({version}))


async def _full_game(svc, seats: int = 2):
    g = await svc.lobby.create_game(CreateGame(seats=seats, players=[PlayerIn(name=f"P{i}") for i in range(seats)]))
    return g, [p.token for p in g.players]


def test_create_join_and_submit_return_domain_results(run, ns):
    async def play(svc):
        g = await svc.lobby.create_game(CreateGame(seats=2, players=[PlayerIn(name="Kolokotronis")]))
        assert (g.version, g.status, g.open_seats) == (1, "lobby", [1])
        j = await svc.lobby.join(g.id, JoinGame(name="Bouboulina"), at(1))
        assert (j.seat, j.version, j.status) == (1, 2, "setup")
        a = await svc.play.submit_action(g.id, g.players[0].token, at(2), None, ORDERS)
        return g, a

    g, a = run(play)
    assert (a.version, a.action) == (3, 1)
    events = [msgspec.json.decode(e) for e in a.events]      # the stored envelopes, as they are
    assert events and all(e["version"] == 3 for e in events)
    from server.store.compact import unpack_action   # the list stores a compact entry; readers get the JSON

    record = msgspec.json.decode(unpack_action(1, ns.store.r.lindex(ns.store.keys.actions(g.id), 0)),
                                 type=AcceptedAction)
    assert (record.n, record.seat, record.version, record.applied_by) == (1, 0, 3, None)
    assert msgspec.json.decode(record.action) == {"type": "set_standing_orders", "call_ally": "never",
                                                  "answer_ally": "decline"}


def test_writes_need_the_current_version(run):
    async def play(svc):
        g, toks = await _full_game(svc)
        v = (await svc.watch.game_view(g.id, None)).facts.version
        with pytest.raises(errors.VersionRequired) as required:
            await svc.play.submit_action(g.id, toks[0], None, None, ORDERS)
        with pytest.raises(errors.StaleVersion) as stale:
            await svc.play.submit_action(g.id, toks[0], at(v + 5), None, ORDERS)
        ok = await svc.play.submit_action(g.id, toks[0], Expected(any=True), None, ORDERS)
        return v, required.value, stale.value, ok

    v, required, stale, ok = run(play)
    assert required.code == "precondition_required" and required.extra["current_version"] == v
    assert stale.code == "stale_version" and stale.extra["current_version"] == v
    assert ok.version == v + 1


def test_domain_errors_name_what_went_wrong(run):
    async def play(svc):
        g, toks = await _full_game(svc)
        first = (await svc.watch.game_view(g.id, None)).view.waiting_for[0]   # the seat whose turn it is (R6)
        seen = {}
        for name, call in {
            "not_found": lambda: svc.play.submit_action("0" * 16, toks[0], at(1), None, ORDERS),
            "host": lambda: svc.play.submit_action(g.id, g.host_token, at(1), None, ORDERS),
            "no_token": lambda: svc.play.legal_actions(g.id, None),
            "other_game": lambda: svc.play.legal_actions(g.id, "f" * 16 + toks[0][16:]),
            "rule": lambda: svc.play.submit_action(g.id, toks[first], Expected(any=True), None,
                                              PlaceStart(region="no_such_region")),
            "seat": lambda: svc.seating.seat(g.id, 3),
            "full": lambda: svc.lobby.join(g.id, JoinGame(name="X"), at(1)),
        }.items():
            with pytest.raises(errors.DomainError) as e:
                await call()
            seen[name] = e.value
        return seen

    seen = run(play)
    assert isinstance(seen["not_found"], errors.NotFound) and seen["not_found"].code == "game_not_found"
    assert isinstance(seen["host"], errors.Forbidden)
    assert isinstance(seen["no_token"], errors.Unauthorized)
    assert isinstance(seen["other_game"], errors.Forbidden)
    assert isinstance(seen["rule"], errors.RuleBroken)
    assert (seen["rule"].code, seen["rule"].extra["ruling"]) == ("unknown_region", "R11")
    assert seen["seat"].code == "seat_not_found"
    assert isinstance(seen["full"], errors.Conflict) and seen["full"].code == "game_full"


def test_a_cancelled_game_refuses_every_write(run):
    async def play(svc):
        g, toks = await _full_game(svc)
        v = (await svc.watch.game_view(g.id, None)).facts.version
        with pytest.raises(errors.Forbidden):
            await svc.lobby.cancel(g.id, toks[0], at(v))
        c = await svc.lobby.cancel(g.id, g.host_token, at(v))
        with pytest.raises(errors.GameCancelled):
            await svc.play.submit_action(g.id, toks[0], at(c.version), None, ORDERS)
        with pytest.raises(errors.GameCancelled):
            await svc.lobby.cancel(g.id, g.host_token, at(c.version))
        view = await svc.watch.game_view(g.id, None)
        listed = await svc.listing.list_games("cancelled", 0, 50)
        return g, c, view, listed

    g, c, view, listed = run(play)
    assert (c.id, c.version, c.cancelled) == (g.id, g.version + 1, True)
    assert view.facts.cancelled and view.view.status == "cancelled" and view.view.waiting_for == []
    assert [s.id for s in listed.games] == [g.id]


def test_an_idempotency_key_replays_the_first_result(run):
    async def play(svc):
        g, toks = await _full_game(svc)
        v = (await svc.watch.game_view(g.id, None)).facts.version
        first = await svc.play.submit_action(g.id, toks[0], at(v), "k1", ORDERS)
        again = await svc.play.submit_action(g.id, toks[0], at(v), "k1", ORDERS)
        with pytest.raises(errors.IdempotencyKeyReused):
            await svc.play.submit_action(g.id, toks[0], at(v), "k1", SetStandingOrders(call_ally="always"))
        page = await svc.watch.actions(g.id, 0, 10)
        return first, again, page

    first, again, page = run(play)
    assert msgspec.json.encode(again) == msgspec.json.encode(first)
    assert page.total == 1


def test_an_accepted_action_is_two_redis_round_trips(run):
    async def play(svc):
        g, toks = await _full_game(svc)
        v = (await svc.watch.game_view(g.id, None)).facts.version
        v = (await svc.play.submit_action(g.id, toks[0], at(v), None, ORDERS)).version   # commit.lua is loaded
        calls: list = []
        stop = counting(svc.store, calls)
        try:
            await svc.play.submit_action(g.id, toks[0], at(v), None, ORDERS)
        finally:
            stop()
        return calls

    assert run(play) == ["HMGET", "EVALSHA"]


def test_reads_go_through_the_service(run):
    async def play(svc):
        g, toks = await _full_game(svc)
        seats = await svc.seating.seats(g.id)
        phases = await svc.watch.phases(g.id)
        current = await svc.watch.current_phase(g.id)
        legal = await svc.play.legal_actions(g.id, toks[0])
        svg, version = await svc.watch.board_svg(g.id)
        missing = {}
        for name, call in {"actions": lambda: svc.watch.actions("0" * 16, 0, 10), "phases": lambda: svc.watch.phases("0" * 16),
                           "action": lambda: svc.watch.action(g.id, 1), "phase": lambda: svc.watch.phase(g.id, 99),
                           "battle": lambda: svc.watch.battle(g.id, 1), "current": lambda: svc.watch.current_phase("0" * 16)}.items():
            with pytest.raises(errors.NotFound) as e:
                await call()
            missing[name] = e.value.code
        return seats, phases, current, legal, svg, version, missing

    seats, phases, current, legal, svg, version, missing = run(play)
    assert [s.name for s in seats] == ["P0", "P1"] and all(s.taken for s in seats)
    assert phases.phases and current == phases.phases[-1] and current.kind == "setup"
    assert legal.version == version and svg.startswith("<svg")
    assert missing == {"actions": "game_not_found", "phases": "game_not_found", "action": "action_not_found",
                       "phase": "phase_not_found", "battle": "battle_not_found", "current": "game_not_found"}


def test_end_step_out_of_turn_is_a_rule_violation(run):
    async def play(svc):
        g, toks = await _full_game(svc)
        view = await svc.watch.game_view(g.id, None)
        idle = next(s for s in range(2) if s not in view.view.waiting_for)
        with pytest.raises(errors.RuleBroken) as e:
            await svc.play.submit_action(g.id, toks[idle], at(view.facts.version), None, EndStep())
        return e.value

    e = run(play)
    assert e.code and e.title == "Rule violation"
