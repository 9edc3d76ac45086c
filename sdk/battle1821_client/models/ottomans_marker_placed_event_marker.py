from enum import StrEnum

class OttomansMarkerPlacedEventMarker(StrEnum):
    CIVILIZATION = "civilization"
    PILLAGE = "pillage"

    def __str__(self) -> str:
        return str(self.value)
