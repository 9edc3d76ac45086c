"""A tiny bot class of one's own for ``battle1821 bots --bot account_custom_bot:FirstOptionBot``
(tests/sdk/test_account_bot_live.py): always the first concrete action of the first option
that gives one (``Bot.sample`` of it), else the end of the step."""

from __future__ import annotations

from battle1821_bots import Bot, Choice
from battle1821_client.models import GameOut
from battle1821_client.unions import LegalAction


class FirstOptionBot(Bot):
    name = "first-option"

    def choose(self, view: GameOut, legal_actions: list[LegalAction]) -> Choice:
        for option in legal_actions:
            action = self.sample(option)
            if action is not None:
                return action
        return None


NOT_A_BOT = 42
