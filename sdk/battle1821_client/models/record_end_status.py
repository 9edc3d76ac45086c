from enum import StrEnum

class RecordEndStatus(StrEnum):
    CANCELLED = "cancelled"
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
