"""The rematch use case against the real Redis: hosts asking at the same time make one
rematch, and a rematch whose creation was cut off after the link is completed by the
next call."""

from __future__ import annotations

import asyncio

import msgspec

from gamekinds.battle1821 import Position
from gamekinds.battle1821.actions import Attack
from server.service.models import CreateGame, PlayerIn
from server.service.versions import Expected

ENDS_AT_ONCE = {
    "seats": 2,
    "regions": {"achaia": {"owner": 0, "infantry": 10}, "laconia": {"owner": 1, "infantry": 3},
                "corinthia": {"ottomans": 1}},
    "players": [{"name": "K"}, {"name": "B"}],
    "round": 3, "phase": "greek", "step": "attack", "active_seat": 0,
}


async def _finished(svc):
    g = await svc.lobby.create_game(CreateGame(position=msgspec.convert(ENDS_AT_ONCE, Position),
                                         players=[PlayerIn(name="K"), PlayerIn(name="B")]))
    a = await svc.play.submit_action(g.id, g.players[0].token, Expected(versions=frozenset({g.version})), None,
                                Attack(from_="achaia", to="corinthia", infantry=9))
    assert a.status == "finished"
    return g


def test_two_hosts_calls_at_once_make_one_rematch(run):
    async def play(svc):
        g = await _finished(svc)
        results = await asyncio.gather(*(svc.rematch.rematch(g.id, g.host_token) for _ in range(4)))
        return g, results

    g, results = run(play)
    assert len({r.id for r, _ in results}) == 1
    assert sum(created for _, created in results) == 1
    assert len({r.host_token for r, _ in results}) == 1


def test_a_link_without_its_game_is_completed_by_the_next_call(run, ns):
    async def play(svc):
        g = await _finished(svc)
        # the link written, the creation cut off (as by a crash between the two writes)
        created = svc.rematch._create_rematch

        async def crash(*args):
            raise RuntimeError("killed between the writes")
        svc.rematch._create_rematch = crash
        try:
            await svc.rematch.rematch(g.id, g.host_token)
        except RuntimeError:
            pass
        svc.rematch._create_rematch = created
        link = (await svc.ctx.load(g.id)).meta.rematch
        assert link is not None and await svc.store.load(link) is None
        r, was_created = await svc.rematch.rematch(g.id, g.host_token)
        return link, r, was_created, await svc.store.load(link)

    link, r, was_created, new = run(play)
    assert r.id == link and new is not None and new.meta.rematch_of is not None
    assert was_created is False and r.status == "lobby" and r.reserved == [0, 1]
