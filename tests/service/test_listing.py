"""Listing.list_games: filters (status, seats, open seat, created after) over the
listing index, exact totals, cursor pages that stay put while games are created, offset
pages, and the bad-input errors naming their parameter."""

from __future__ import annotations

import pytest
from support import newest_first

from server.service import errors
from server.service.models import CreateGame, JoinGame, PlayerIn
from server.service.versions import Expected


def at(version: int) -> Expected:
    return Expected(versions=frozenset({version}))


async def _lobby(svc, seats: int = 2, players: int = 0):
    return await svc.lobby.create_game(CreateGame(seats=seats, players=[PlayerIn(name=f"P{i}") for i in range(players)]))


def test_filters_and_exact_totals_follow_joins_starts_and_cancels(run):
    async def play(svc):
        lobbies = [await _lobby(svc, seats=n) for n in (2, 3, 3, 4)]
        full = [await _lobby(svc, 2, players=2) for _ in range(3)]     # start at once: setup
        half = await _lobby(svc, 2, players=1)
        j = await svc.lobby.join(half.id, JoinGame(name="B"), at(half.version))   # the join starts it
        c = await svc.lobby.cancel(lobbies[1].id, lobbies[1].host_token, at(lobbies[1].version))
        lobby_order = await newest_first(svc, [lobbies[0], lobbies[2], lobbies[3]])
        q = svc.listing.list_games
        return dict(
            all=await q(), lobby=await q("lobby"), setup=await q("setup"), cancelled=await q("cancelled"),
            open=await q(open_seat=True), full=await q(open_seat=False), three=await q(seats=3),
            lobby3open=await q("lobby", seats=3, open_seat=True), two=await q("setup", seats=2, limit=2),
        ), lobbies, full, half, j, c, lobby_order

    pages, lobbies, full, half, j, c, lobby_order = run(play)
    assert j.status == "setup"
    assert pages["all"].total == 8 and len(pages["all"].games) == 8
    assert [g.id for g in pages["lobby"].games] == lobby_order   # newest first
    assert pages["lobby"].total == 3
    assert {g.id for g in pages["setup"].games} == {half.id, *(g.id for g in full)} and pages["setup"].total == 4
    assert [g.id for g in pages["cancelled"].games] == [lobbies[1].id]
    assert pages["open"].total == 4 and pages["full"].total == 4      # the cancelled lobby game has open seats
    assert {g.id for g in pages["three"].games} == {lobbies[1].id, lobbies[2].id}
    assert [g.id for g in pages["lobby3open"].games] == [lobbies[2].id]
    two = pages["two"]
    assert len(two.games) == 2 and two.total == 4 and two.next_offset == 2 and two.next_cursor


def test_cursor_pages_are_stable_while_games_are_created(run):
    async def play(svc):
        made = await newest_first(svc, [await _lobby(svc, 2) for _ in range(7)])
        p1 = await svc.listing.list_games("lobby", limit=3)
        for _ in range(4):                              # created meanwhile: newer than every cursor
            await _lobby(svc, 2)
        p2 = await svc.listing.list_games("lobby", limit=3, cursor=p1.next_cursor)
        p3 = await svc.listing.list_games("lobby", limit=3, cursor=p2.next_cursor)
        by_offset = await svc.listing.list_games("lobby", offset=3, limit=3)
        return made, p1, p2, p3, by_offset

    order, p1, p2, p3, by_offset = run(play)
    assert [g.id for g in p1.games + p2.games + p3.games] == order
    assert p3.next_cursor is None and p2.next_offset is None
    assert p2.total == 11
    assert [g.id for g in by_offset.games] != [g.id for g in p2.games], "offset pages shift, cursors do not"


def test_created_after(run):
    async def play(svc):
        a = await _lobby(svc)
        view = await svc.watch.game_view(a.id, None)
        b = await _lobby(svc)
        return a, b, view.facts.created_at, await svc.listing.list_games(created_after=view.facts.created_at)

    a, b, t, page = run(play)
    assert all(g.created_at > t for g in page.games) and a.id not in {g.id for g in page.games}
    assert page.total == len(page.games)


@pytest.mark.parametrize("kw,code,field", [
    ({"status": "bogus"}, "unknown_status", "status"),
    ({"cursor": "not-a-cursor"}, "invalid_cursor", "cursor"),
    ({"created_after": "yesterday"}, "invalid_created_after", "created_after"),
    ({"status": "lobby", "offset": 10_001}, "offset_too_large", "offset"),
])
def test_bad_listing_input_names_the_parameter(run, kw, code, field):
    async def play(svc):
        with pytest.raises(errors.InvalidRequest) as e:
            await svc.listing.list_games(**kw)
        return e.value

    err = run(play)
    assert (err.code, err.extra["field"]) == (code, field)


def test_a_cursor_of_another_filter_or_with_an_offset_is_refused(run):
    async def play(svc):
        for _ in range(3):
            await _lobby(svc)
        cur = (await svc.listing.list_games("lobby", limit=1)).next_cursor
        out = []
        for kw in ({"status": "setup"}, {"status": "lobby", "seats": 2}, {"status": "lobby", "offset": 1}):
            with pytest.raises(errors.InvalidRequest) as e:
                await svc.listing.list_games(cursor=cur, **kw)
            out.append((e.value.code, e.value.extra["field"]))
        return out

    assert run(play) == [("cursor_filter_mismatch", "cursor"), ("cursor_filter_mismatch", "cursor"),
                         ("offset_with_cursor", "offset")]
