from enum import StrEnum

class ActionRecordBotType3Type1(StrEnum):
    GREEDY = "greedy"
    RANDOM = "random"
    SEARCH = "search"

    def __str__(self) -> str:
        return str(self.value)
