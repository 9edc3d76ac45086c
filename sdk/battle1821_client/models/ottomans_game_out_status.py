from enum import StrEnum

class OttomansGameOutStatus(StrEnum):
    ACTIVE = "active"
    CANCELLED = "cancelled"
    FINISHED = "finished"
    LOBBY = "lobby"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
