from enum import StrEnum

class ActionRecordAppliedByType3Type1(StrEnum):
    BOT = "bot"
    CLOCK = "clock"
    DECISION_TIMEOUT = "decision_timeout"

    def __str__(self) -> str:
        return str(self.value)
