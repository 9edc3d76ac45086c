from enum import StrEnum

class AccountEventType(StrEnum):
    ALLY_REQUESTED = "ally_requested"
    CHALLENGE = "challenge"
    CHALLENGE_DECLINED = "challenge_declined"
    GAME_ENDED = "game_ended"
    GAME_STARTED = "game_started"
    SEEK_MATCHED = "seek_matched"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
