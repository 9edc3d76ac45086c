from enum import StrEnum

class SeatTakenOverEventReason(StrEnum):
    CLOCK = "clock"
    RESIGN = "resign"

    def __str__(self) -> str:
        return str(self.value)
