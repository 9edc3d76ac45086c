from enum import StrEnum

class OttomansReactStratagemType2Type1(StrEnum):
    ADMINISTRATION = "administration"
    JESUITS_SUFIS = "jesuits_sufis"
    MILITARY_ADVANCE = "military_advance"
    WEATHER = "weather"

    def __str__(self) -> str:
        return str(self.value)
