from enum import StrEnum

class OttomansPhaseKind(StrEnum):
    INITIATIVE = "initiative"
    INTER_PHASES = "inter_phases"
    PLAYER_TURN = "player_turn"
    RANDOM_EVENTS = "random_events"
    SETUP = "setup"
    STRATAGEM_POOL = "stratagem_pool"

    def __str__(self) -> str:
        return str(self.value)
