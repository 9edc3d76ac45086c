from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.options import Options
  from ..models.ottomans_options import OttomansOptions





T = TypeVar("T", bound="CreateChallenge")



@_attrs_define
class CreateChallenge:
    """ Whom to invite, and the game

        Attributes:
            accounts (list[str]): The invited accounts (ids, `GET /accounts?name=`), each once; seat 1, 2, ... is held for
                each in order.
            kind (None | str | Unset): The game kind (`GET /kinds`); default `battle1821`.
            seats (int | None | Unset): The game's seats; default one per account (challenger included).
            options (None | Options | OttomansOptions | Unset): The game's options.
            rated (bool | Unset): The finished game moves the accounts' ratings. Default: False.
     """

    accounts: list[str]
    kind: None | str | Unset = UNSET
    seats: int | None | Unset = UNSET
    options: None | Options | OttomansOptions | Unset = UNSET
    rated: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.options import Options # noqa: PLC0415
        from battle1821_client.models.ottomans_options import OttomansOptions # noqa: PLC0415
        accounts = self.accounts



        kind: None | str | Unset
        if isinstance(self.kind, Unset):
            kind = UNSET
        else:
            kind = self.kind

        seats: int | None | Unset
        if isinstance(self.seats, Unset):
            seats = UNSET
        else:
            seats = self.seats

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, Options):
            options = self.options.to_dict()
        elif isinstance(self.options, OttomansOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        rated = self.rated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "accounts": accounts,
        })
        if kind is not UNSET:
            field_dict["kind"] = kind
        if seats is not UNSET:
            field_dict["seats"] = seats
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.options import Options # noqa: PLC0415
        from battle1821_client.models.ottomans_options import OttomansOptions # noqa: PLC0415
        d = dict(src_dict)
        accounts = cast(list[str], d.pop("accounts"))


        def _parse_kind(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        kind = _parse_kind(d.pop("kind", UNSET))


        def _parse_seats(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seats = _parse_seats(d.pop("seats", UNSET))


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


        rated = d.pop("rated", UNSET)

        create_challenge = cls(
            accounts=accounts,
            kind=kind,
            seats=seats,
            options=options,
            rated=rated,
        )

        return create_challenge

