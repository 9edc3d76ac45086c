from enum import StrEnum

class SetStandingOrdersCallAllyType1(StrEnum):
    ALWAYS = "always"
    ASK = "ask"
    NEVER = "never"

    def __str__(self) -> str:
        return str(self.value)
