from enum import StrEnum

class GameCancelledEventPreviousStatus(StrEnum):
    ACTIVE = "active"
    LOBBY = "lobby"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
