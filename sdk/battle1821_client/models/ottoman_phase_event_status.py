from enum import StrEnum

class OttomanPhaseEventStatus(StrEnum):
    ACTIVE = "active"
    AWAITING_DECISION = "awaiting_decision"
    DONE = "done"
    FAILED = "failed"
    QUEUED = "queued"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
