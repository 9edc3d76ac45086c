from enum import StrEnum

class OttomansPositionStep(StrEnum):
    COMBAT = "combat"
    FORCED_MARCH = "forced_march"
    MOVEMENT = "movement"

    def __str__(self) -> str:
        return str(self.value)
