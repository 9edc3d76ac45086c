from enum import StrEnum

class BattleEndedEventWinner(StrEnum):
    GREEK = "greek"
    OTTOMAN = "ottoman"

    def __str__(self) -> str:
        return str(self.value)
