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


class LoseFirstCreateAnswer(httpx.AsyncBaseTransport):
    """Forwards every request; the first ``POST /games``'s answer is dropped after the
    server answered (as a cut connection would)."""

    def __init__(self) -> None:
        self.inner = httpx.AsyncHTTPTransport()
        self.creates: list[str | None] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        r = await self.inner.handle_async_request(request)
        if request.method == "POST" and request.url.path == "/games":
            self.creates.append(request.headers.get("idempotency-key"))
            if len(self.creates) == 1:
                await r.aread()
                await r.aclose()
                raise httpx.ReadError("answer lost", request=request)
        return r

    async def aclose(self) -> None:
        await self.inner.aclose()


def test_a_lost_create_answer_is_retried_into_the_same_game(live):
    transport = LoseFirstCreateAnswer()

    async def run():
        async with Client(base_url=live["base"], httpx_args={"transport": transport}) as client:
            return await new_game(client, 2, max_rounds=1)

    gid, tokens = asyncio.run(run())
    assert len(transport.creates) == 2 and transport.creates[0] == transport.creates[1] is not None
    # the lost answer's game (the key's id) is the one returned and joined: no second game
    assert gid == CreateKey("", transport.creates[0]).game_id and len(tokens) == 2
    seats = httpx.get(f"{live['base']}/games/{gid}/players").json()
    assert [p["name"] for p in seats] == ["Bot 0", "Bot 1"]
