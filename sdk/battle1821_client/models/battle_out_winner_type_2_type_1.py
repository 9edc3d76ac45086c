from enum import StrEnum

class BattleOutWinnerType2Type1(StrEnum):
    GREEK = "greek"
    OTTOMAN = "ottoman"

    def __str__(self) -> str:
        return str(self.value)
