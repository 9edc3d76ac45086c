"""``battle1821_bots.seeks.post_seek`` against the live server with the answer to its first
``POST /seeks`` lost after the server posted the seek (a transport that forwards the
request, then raises a read error): its retry, with the same ``Idempotency-Key``, gets
the same seek, and no second seek waits (two would make the account two games)."""

from __future__ import annotations

import asyncio
import uuid

import httpx
from battle1821_bots.account import AccountBot, SeekSpec
from battle1821_bots.seeks import post_seek
from battle1821_client import AuthenticatedClient

from lost_answer import LoseFirstAnswer


def test_a_lost_seek_answer_is_retried_into_the_same_seek(live):
    base = live["base"]
    acc = httpx.post(f"{base}/accounts", json={"name": f"sr{uuid.uuid4().hex[:12]}", "bot": True}).json()
    key = acc["key"]["key"]
    n = uuid.uuid4().int     # a pool of this test's own: nobody matches the seek
    options = {"max_rounds": 100 + n % 800, "decision_timeout_s": 1000 + (n >> 16) % 80_000}
    transport = LoseFirstAnswer("/seeks")

    async def run():
        bot = AccountBot(base, key)
        bot.client = AuthenticatedClient(base_url=base, token=key, raise_on_unexpected_status=False,
                                         httpx_args={"transport": transport})
        async with bot.client:
            return await post_seek(bot, SeekSpec(kind="battle1821", seats=2, options=options))

    sid = asyncio.run(run())
    waiting = [s for s in httpx.get(f"{base}/seeks", params={"limit": 200}).json()["seeks"]
               if s["options"] == options]
    assert [s["id"] for s in waiting] == [sid], waiting
    assert len(transport.keys) == 2 and transport.keys[0] == transport.keys[1] is not None
