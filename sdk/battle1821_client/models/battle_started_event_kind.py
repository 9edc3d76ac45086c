from enum import StrEnum

class BattleStartedEventKind(StrEnum):
    GREEK_ATTACK = "greek_attack"
    OTTOMAN_ATTACK = "ottoman_attack"

    def __str__(self) -> str:
        return str(self.value)
