from enum import StrEnum

class ProblemBarrierType3Type1(StrEnum):
    CARD = "card"
    DICE = "dice"
    OTHER_SEAT = "other_seat"
    TURN_START = "turn_start"

    def __str__(self) -> str:
        return str(self.value)
