from enum import StrEnum

class BattleOutWinnerType1(StrEnum):
    GREEK = "greek"
    OTTOMAN = "ottoman"

    def __str__(self) -> str:
        return str(self.value)
