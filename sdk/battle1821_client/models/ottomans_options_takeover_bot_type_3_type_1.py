from enum import StrEnum

class OttomansOptionsTakeoverBotType3Type1(StrEnum):
    GREEDY = "greedy"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
