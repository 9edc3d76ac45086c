from enum import StrEnum

class DecisionTimeoutEventKind(StrEnum):
    ANSWER_ALLY = "answer_ally"
    CALL_ALLY = "call_ally"

    def __str__(self) -> str:
        return str(self.value)
