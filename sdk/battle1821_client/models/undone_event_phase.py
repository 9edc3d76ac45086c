from enum import StrEnum

class UndoneEventPhase(StrEnum):
    END = "end"
    GREEK = "greek"
    LOBBY = "lobby"
    OTTOMAN = "ottoman"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
