from enum import StrEnum

class OttomansAdministrationOptionUse(StrEnum):
    CIVILIZATION = "civilization"
    PILLAGE = "pillage"

    def __str__(self) -> str:
        return str(self.value)
