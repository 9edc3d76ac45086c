from enum import StrEnum

class OttomansMarkerPlacedEventMarker(StrEnum):
    CIVILIZATION = "civilization"
    COLONIZATION = "colonization"
    PILLAGE = "pillage"

    def __str__(self) -> str:
        return str(self.value)
