from enum import StrEnum

class KindOptionInput(StrEnum):
    CHOICE = "choice"
    FLAG = "flag"

    def __str__(self) -> str:
        return str(self.value)
