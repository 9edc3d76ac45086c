from enum import StrEnum

class OttomansOptionsTakeoverBotType1(StrEnum):
    GREEDY = "greedy"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
