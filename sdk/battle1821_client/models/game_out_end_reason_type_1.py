from enum import StrEnum

class GameOutEndReasonType1(StrEnum):
    ALL_APOSTLES = "all_apostles"
    MAX_ROUNDS = "max_rounds"
    NO_OTTOMANS = "no_ottomans"
    OTTOMAN_VICTORY = "ottoman_victory"

    def __str__(self) -> str:
        return str(self.value)
