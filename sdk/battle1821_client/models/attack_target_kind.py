from enum import StrEnum

class AttackTargetKind(StrEnum):
    BATTLE = "battle"
    OCCUPATION = "occupation"
    TAKEOVER = "takeover"

    def __str__(self) -> str:
        return str(self.value)
