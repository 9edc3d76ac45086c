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


def _stubborn(base: str, game_body: dict, bot_cls):
    """A game of ``game_body`` with a greedy server bot at seat 1, seat 0 played by
    ``bot_cls`` until ``play_async`` raises: (the bot, its BotError)."""
    async def main():
        async with httpx.AsyncClient(base_url=base) as http:
            r = await http.post("/games", json={
                **game_body, "seats": 2, "players": [{"name": "Stubborn"}, {"name": "Computer", "bot": "greedy"}]})
            assert r.status_code == 201, r.text
            game = r.json()
        bot = bot_cls(base, game["id"], game["players"][0]["token"])
        with pytest.raises(BotError) as err:
            await asyncio.wait_for(bot.play_async(), 240)
        return bot, err.value

    return asyncio.run(main())


@pytest.mark.timeout(300)
def test_a_kindbot_refused_throughout_stops_with_the_refusal(live):
    bot, err = _stubborn(live["base"], {"kind": "ottomans", "options": {"scenario": 1}}, AlwaysEndPhase)
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
    bot, err = _stubborn(live["base"], {}, AlwaysEndStep)
    assert err.status == 409 and err.code == "wrong_step", err
    assert bot.stats.actions == 0
    # per turn: choose, then random actions up to max_rejections tries (no end_step to fall back on)
    assert bot.stats.rejected == bot.max_rejections * bot.max_refused_turns, bot.stats
