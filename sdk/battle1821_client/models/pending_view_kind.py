from enum import StrEnum

class PendingViewKind(StrEnum):
    ANSWER_ALLY = "answer_ally"
    CALL_ALLY = "call_ally"

    def __str__(self) -> str:
        return str(self.value)
