"""``battle1821_bots.runner.new_game`` against the live server with the answer to its
first ``POST /games`` lost after the server wrote the game (a transport that forwards the
request, then raises a read error): its retry, with the same ``Idempotency-Key``, gets the
same game, and no second game is made."""

from __future__ import annotations

import asyncio

import httpx
from battle1821_bots.runner import new_game
from battle1821_client import Client

from server.service.lobby import CreateKey

from lost_answer import LoseFirstAnswer


def test_a_lost_create_answer_is_retried_into_the_same_game(live):
    transport = LoseFirstAnswer("/games")

    async def run():
        async with Client(base_url=live["base"], httpx_args={"transport": transport}) as client:
            return await new_game(client, 2, max_rounds=1)

    gid, tokens = asyncio.run(run())
    assert len(transport.keys) == 2 and transport.keys[0] == transport.keys[1] is not None
    # the lost answer's game (the key's id) is the one returned and joined: no second game
    assert gid == CreateKey("", transport.keys[0]).game_id and len(tokens) == 2
    seats = httpx.get(f"{live['base']}/games/{gid}/players").json()
    assert [p["name"] for p in seats] == ["Bot 0", "Bot 1"]
