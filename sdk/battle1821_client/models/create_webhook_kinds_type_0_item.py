from enum import StrEnum

class CreateWebhookKindsType0Item(StrEnum):
    ALLY_REQUESTED = "ally_requested"
    CLOCK_LOW = "clock_low"
    GAME_ENDED = "game_ended"
    MESSAGE = "message"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
