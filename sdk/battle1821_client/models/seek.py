from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seek_status import SeekStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.clock import Clock
  from ..models.rating_range import RatingRange
  from ..models.seek_options import SeekOptions





T = TypeVar("T", bound="Seek")



@_attrs_define
class Seek:
    """ 
        Attributes:
            id (str): The seek's id: `sk_` + 16 hex digits.
            account (str): The account's id: `acc_` + 16 hex digits.
            kind (str): The game kind.
            seats (int): The game's seats.
            options (SeekOptions): The kind's options as the kind reads them (defaults left out), without the clock.
            clock (Clock | None): The seats' clocks; null: none.
            rated (bool): Whether the game is rated.
            rating_range (None | RatingRange): The partners' rating bounds; null: anyone.
            status (SeekStatus): `waiting`, `matched`, `cancelled` or `expired`.
            created_at (str): RFC 3339 UTC time.
            expires_at (str): RFC 3339 UTC time at which the seek expires unmatched.
            game_id (None | str): The matched game (`GET /games/{game_id}`); null until matched.
            seat (int | None): The account's seat in it; null until matched.
            token (None | str): The seat token of that seat (`Authorization: Bearer <token>` for the game's seat routes),
                shown to the seek's account only, once matched; the same on every read.
     """

    id: str
    account: str
    kind: str
    seats: int
    options: SeekOptions
    clock: Clock | None
    rated: bool
    rating_range: None | RatingRange
    status: SeekStatus
    created_at: str
    expires_at: str
    game_id: None | str
    seat: int | None
    token: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.clock import Clock # noqa: PLC0415
        from battle1821_client.models.rating_range import RatingRange # noqa: PLC0415
        from battle1821_client.models.seek_options import SeekOptions # noqa: PLC0415
        id = self.id

        account = self.account

        kind = self.kind

        seats = self.seats

        options = self.options.to_dict()

        clock: dict[str, Any] | None
        if isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        rated = self.rated

        rating_range: dict[str, Any] | None
        if isinstance(self.rating_range, RatingRange):
            rating_range = self.rating_range.to_dict()
        else:
            rating_range = self.rating_range

        status = self.status.value

        created_at = self.created_at

        expires_at = self.expires_at

        game_id: None | str
        game_id = self.game_id

        seat: int | None
        seat = self.seat

        token: None | str
        token = self.token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "account": account,
            "kind": kind,
            "seats": seats,
            "options": options,
            "clock": clock,
            "rated": rated,
            "rating_range": rating_range,
            "status": status,
            "created_at": created_at,
            "expires_at": expires_at,
            "game_id": game_id,
            "seat": seat,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.clock import Clock # noqa: PLC0415
        from battle1821_client.models.rating_range import RatingRange # noqa: PLC0415
        from battle1821_client.models.seek_options import SeekOptions # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        account = d.pop("account")

        kind = d.pop("kind")

        seats = d.pop("seats")

        options = SeekOptions.from_dict(d.pop("options"))




        def _parse_clock(data: object) -> Clock | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None, data)

        clock = _parse_clock(d.pop("clock"))


        rated = d.pop("rated")

        def _parse_rating_range(data: object) -> None | RatingRange:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_range_type_0 = RatingRange.from_dict(data)



                return rating_range_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RatingRange, data)

        rating_range = _parse_rating_range(d.pop("rating_range"))


        status = SeekStatus(d.pop("status"))




        created_at = d.pop("created_at")

        expires_at = d.pop("expires_at")

        def _parse_game_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_id = _parse_game_id(d.pop("game_id"))


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))


        seek = cls(
            id=id,
            account=account,
            kind=kind,
            seats=seats,
            options=options,
            clock=clock,
            rated=rated,
            rating_range=rating_range,
            status=status,
            created_at=created_at,
            expires_at=expires_at,
            game_id=game_id,
            seat=seat,
            token=token,
        )


        seek.additional_properties = d
        return seek

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
