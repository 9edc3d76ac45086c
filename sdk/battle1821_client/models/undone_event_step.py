from enum import StrEnum

class UndoneEventStep(StrEnum):
    ATTACK = "attack"
    EVENT = "event"
    FIRST_PLAYER = "first_player"
    MOVEMENT = "movement"
    NONE = "none"
    PLACE_START = "place_start"
    REINFORCEMENT = "reinforcement"

    def __str__(self) -> str:
        return str(self.value)
