from enum import StrEnum

class BoardRegionKind(StrEnum):
    NORMAL = "normal"
    REINFORCEMENT = "reinforcement"
    STARTING = "starting"

    def __str__(self) -> str:
        return str(self.value)
