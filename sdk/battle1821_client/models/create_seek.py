from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.options import Options
  from ..models.ottomans_options import OttomansOptions
  from ..models.rating_range import RatingRange





T = TypeVar("T", bound="CreateSeek")



@_attrs_define
class CreateSeek:
    """ The game sought: kind, seats, options, clock, rated, the partners' rating range

        Attributes:
            seats (int): The game's seats (players), within the kind's range.
            kind (None | str | Unset): The game kind (`GET /kinds`); default `battle1821`. 400 `unknown_kind` for a kind
                this server does not host.
            options (None | Options | OttomansOptions | Unset): The game's options.
            clock (Clock | None | Unset): The seats' clocks (the game option `clock`, given here and not in `options`);
                null: no clock.
            rated (bool | Unset): The finished game moves the accounts' ratings. Default: False.
            rating_range (None | RatingRange | Unset): Only partners whose rating is inside it (and inside whose ranges this
                account's is); null: anyone.
     """

    seats: int
    kind: None | str | Unset = UNSET
    options: None | Options | OttomansOptions | Unset = UNSET
    clock: Clock | None | Unset = UNSET
    rated: bool | Unset = False
    rating_range: None | RatingRange | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.clock import Clock # noqa: PLC0415
        from battle1821_client.models.options import Options # noqa: PLC0415
        from battle1821_client.models.ottomans_options import OttomansOptions # noqa: PLC0415
        from battle1821_client.models.rating_range import RatingRange # noqa: PLC0415
        seats = self.seats

        kind: None | str | Unset
        if isinstance(self.kind, Unset):
            kind = UNSET
        else:
            kind = self.kind

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, Options):
            options = self.options.to_dict()
        elif isinstance(self.options, OttomansOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        rated = self.rated

        rating_range: dict[str, Any] | None | Unset
        if isinstance(self.rating_range, Unset):
            rating_range = UNSET
        elif isinstance(self.rating_range, RatingRange):
            rating_range = self.rating_range.to_dict()
        else:
            rating_range = self.rating_range


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seats": seats,
        })
        if kind is not UNSET:
            field_dict["kind"] = kind
        if options is not UNSET:
            field_dict["options"] = options
        if clock is not UNSET:
            field_dict["clock"] = clock
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rating_range is not UNSET:
            field_dict["rating_range"] = rating_range

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.clock import Clock # noqa: PLC0415
        from battle1821_client.models.options import Options # noqa: PLC0415
        from battle1821_client.models.ottomans_options import OttomansOptions # noqa: PLC0415
        from battle1821_client.models.rating_range import RatingRange # noqa: PLC0415
        d = dict(src_dict)
        seats = d.pop("seats")

        def _parse_kind(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        kind = _parse_kind(d.pop("kind", UNSET))


        def _parse_options(data: object) -> None | Options | OttomansOptions | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            if isinstance(data, dict):
                candidates: list[Options | OttomansOptions] = []
                if set(data) <= {"max_rounds", "decision_timeout_s", "spectator_talk", "clock", "takeover_on_resign", "takeover_bot"}:
                    try:
                        options_type_0_type_0 = Options.from_dict(data)



                        candidates.append(options_type_0_type_0)
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                if set(data) <= {"scenario", "special_tactics", "pillage", "colonization", "civilization", "max_rounds", "decision_timeout_s", "spectator_talk", "clock", "takeover_on_resign", "takeover_bot"}:
                    try:
                        options_type_1_type_0 = OttomansOptions.from_dict(data)



                        candidates.append(options_type_1_type_0)
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                exact = [candidate for candidate in candidates if candidate.to_dict() == data]
                if exact or len(candidates) == 1:
                    return (exact or candidates)[0]
                raise ValueError(
                    "options: "
                    f"{sorted(data)!r} {'is ambiguous: several' if candidates else 'fits none'} of"
                    " Options, OttomansOptions"
                    f"{' read it, each changing it' if candidates else ' (a key it does not know, or a field missing or of the wrong type)'}"
                )
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0_type_0 = Options.from_dict(data)



                return options_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_1_type_0 = OttomansOptions.from_dict(data)



                return options_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Options | OttomansOptions | Unset, data)

        options = _parse_options(d.pop("options", UNSET))


        def _parse_clock(data: object) -> Clock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))


        rated = d.pop("rated", UNSET)

        def _parse_rating_range(data: object) -> None | RatingRange | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_range_type_0 = RatingRange.from_dict(data)



                return rating_range_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RatingRange | Unset, data)

        rating_range = _parse_rating_range(d.pop("rating_range", UNSET))


        create_seek = cls(
            seats=seats,
            kind=kind,
            options=options,
            clock=clock,
            rated=rated,
            rating_range=rating_range,
        )

        return create_seek

