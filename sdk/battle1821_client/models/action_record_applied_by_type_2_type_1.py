from enum import StrEnum

class ActionRecordAppliedByType2Type1(StrEnum):
    BOT = "bot"
    CLOCK = "clock"
    DECISION_TIMEOUT = "decision_timeout"

    def __str__(self) -> str:
        return str(self.value)
