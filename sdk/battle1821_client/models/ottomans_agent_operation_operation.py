from enum import StrEnum

class OttomansAgentOperationOperation(StrEnum):
    ASSASSINATION = "assassination"
    COUP = "coup"
    DIPLOMACY = "diplomacy"
    ESPIONAGE = "espionage"
    TREACHERY = "treachery"

    def __str__(self) -> str:
        return str(self.value)
