from enum import StrEnum

class OttomanTieBreakEventChoice(StrEnum):
    ATTACK_TARGET = "attack_target"
    STEP = "step"
    TARGET = "target"

    def __str__(self) -> str:
        return str(self.value)
