"""A ``KindBot`` whose every choice is refused stops with ``BotError`` instead of sending
its refused actions again for good.

Session 27's newcomer wrote an Ottomans bot with a bug (an ``exchange`` row answered with
an action the server refuses): ``KindBot`` chose again ``max_rejections`` times, gave the
turn up, re-read the same version a few seconds later and started over: 584 refused
actions in 12 minutes on one game, the bot never returning and never saying why. Now
``play_async`` raises ``BotError`` (status 409, the refusal's ``code``) once every choice
of ``max_refused_turns`` turns in a row at one version was refused.

Real parts: the live API server and worker, a 2-seat Scenario 1 game against a server bot;
the bot answers the first decision (``choose_core``) with ``end_phase`` (``409
wrong_step``)."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from battle1821_bots import Bot, BotError, KindBot


class AlwaysEndPhase(KindBot):
    kinds = ("ottomans",)
    max_refused_turns = 2

    def choose(self, view, options):
        return {"type": "end_phase"}


@pytest.mark.timeout(300)
def test_a_kindbot_refused_throughout_stops_with_the_refusal(live):
    async def main():
        async with httpx.AsyncClient(base_url=live["base"]) as http:
            r = await http.post("/games", json={
                "kind": "ottomans", "seats": 2, "options": {"scenario": 1},
                "players": [{"name": "Stubborn"}, {"name": "Computer", "bot": "greedy"}]})
            assert r.status_code == 201, r.text
            game = r.json()
        bot = AlwaysEndPhase(live["base"], game["id"], game["players"][0]["token"])
        with pytest.raises(BotError) as err:
            await asyncio.wait_for(bot.play_async(), 240)
        return bot, err.value

    bot, err = asyncio.run(main())
    assert err.status == 409 and err.code == "wrong_step", err
    assert bot.stats.actions == 0
    assert bot.stats.rejected == (1 + bot.max_rejections) * bot.max_refused_turns, bot.stats


class AlwaysEndStep(Bot):
    """A 1821 ``Bot`` whose every choice (``choose`` and its random fallbacks) is an
    ``end_step`` the start placement does not allow."""
    max_refused_turns = 2

    def choose(self, view, legal_actions):
        return {"type": "end_step"}

    def random_action(self, legal_actions):
        return {"type": "end_step"}


@pytest.mark.timeout(300)
def test_a_1821_bot_refused_throughout_stops_with_the_refusal(live):
    """The same rule (``RefusedTurns``) for the 1821 ``Bot``: before, it gave the turn up,
    re-read the same version and sent its refused choices again for good."""
    async def main():
        async with httpx.AsyncClient(base_url=live["base"]) as http:
            r = await http.post("/games", json={
                "seats": 2, "players": [{"name": "Stubborn"}, {"name": "Computer", "bot": "greedy"}]})
            assert r.status_code == 201, r.text
            game = r.json()
        bot = AlwaysEndStep(live["base"], game["id"], game["players"][0]["token"])
        with pytest.raises(BotError) as err:
            await asyncio.wait_for(bot.play_async(), 240)
        return bot, err.value

    bot, err = asyncio.run(main())
    assert err.status == 409 and err.code == "wrong_step", err
    assert bot.stats.actions == 0
    # per turn: choose, then random actions up to max_rejections tries (no end_step to fall back on)
    assert bot.stats.rejected == bot.max_rejections * bot.max_refused_turns, bot.stats
