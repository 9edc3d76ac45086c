from enum import StrEnum

class SetStandingOrdersAnswerAllyType3Type1(StrEnum):
    ACCEPT = "accept"
    ASK = "ask"
    DECLINE = "decline"

    def __str__(self) -> str:
        return str(self.value)
