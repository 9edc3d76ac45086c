"""QA M2: SDK bots stop cleanly (return the final view, no error) when the host cancels
the game while they play."""

from __future__ import annotations

import asyncio
import time

import httpx
import pytest

from battle1821_bots import GreedyBot, RandomBot

pytestmark = pytest.mark.timeout(120)


def test_bots_stop_cleanly_when_the_game_is_cancelled_mid_game(live):
    base = live["base"]

    async def main():
        async with httpx.AsyncClient(base_url=base) as http:
            r = await http.post("/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}],
                                                "options": {"max_rounds": 30}})
            g = r.json()
            bots = [GreedyBot(base, g["id"], g["players"][0]["token"], seat=0, seed=1),
                    RandomBot(base, g["id"], g["players"][1]["token"], seat=1, seed=2)]
            tasks = [asyncio.create_task(b.play_async()) for b in bots]
            try:
                for _ in range(200):   # let them play a few actions
                    await asyncio.sleep(0.05)
                    if sum(b.stats.actions for b in bots) >= 6:
                        break
                # cancel; a bot's action may move the version between our read and the
                # DELETE (412): retry at the version the 412 names until the cancel lands
                v = (await http.get(f"/games/{g['id']}")).json()["version"]
                deadline = time.monotonic() + 60
                while True:
                    r = await http.delete(f"/games/{g['id']}", headers={
                        "Authorization": f"Bearer {g['host_token']}", "If-Match": f'"{v}"'})
                    if r.status_code != 412 or time.monotonic() > deadline:
                        break
                    v = r.json()["current_version"]
                assert r.status_code == 200, r.text
                views = await asyncio.wait_for(asyncio.gather(*tasks), 30)
                return bots, views
            finally:
                for t in tasks:
                    t.cancel()

    bots, views = asyncio.run(main())
    for b, v in zip(bots, views):
        assert v.status == "cancelled" and v.cancelled
        assert v.waiting_for == []
        assert all(status == 409 and code == "game_cancelled" for status, code in b.stats.errors), b.stats.errors
