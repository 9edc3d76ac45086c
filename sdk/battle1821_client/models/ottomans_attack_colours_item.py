from enum import StrEnum

class OttomansAttackColoursItem(StrEnum):
    BLUE = "blue"
    GREEN = "green"
    ORANGE = "orange"
    RED = "red"

    def __str__(self) -> str:
        return str(self.value)
