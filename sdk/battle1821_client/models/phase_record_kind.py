from enum import StrEnum

class PhaseRecordKind(StrEnum):
    GREEK_TURN = "greek_turn"
    OTTOMAN = "ottoman"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
