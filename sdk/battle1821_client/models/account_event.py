from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.account_event_type import AccountEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.account_event_data import AccountEventData





T = TypeVar("T", bound="AccountEvent")



@_attrs_define
class AccountEvent:
    """ 
        Attributes:
            seq (int): The event's number in the account's stream (1, 2, ...): resume after it (`after`, `Last-Event-ID`).
            type_ (AccountEventType): `game_started`: every seat of the game is taken; `your_turn`: the game waits on the
                account's seat; `ally_requested`: an Ally is asked of the seat (1821, R18); `game_ended`: finished or cancelled;
                `challenge`: another account invites this one (`data`: `challenge_id`, `challenger`, `challenger_name`, `kind`,
                `rated`; `seat`: the seat held for it; `version` 0); `challenge_declined`: an invitee of this account's
                challenge declined (`data`: `challenge_id`, `account`); `seek_matched`: one of the account's seeks found its
                partners and its game was created (`data`: `seek_id`, `game_id`, `seat`, `kind`, `rated`; the seat token: `GET
                /seeks/{seek_id}`).
            game_id (str): The game (`GET /games/{game_id}`).
            seat (int): The account's seat in that game (`challenge_declined`: the decliner's).
            version (int): The game's version after the write that told it.
            at (str): RFC 3339 UTC time.
            data (AccountEventData): As the webhook of the same type: `your_turn` `round`, `phase`, `step`, `decision`;
                `game_ended` `status`, `winners`, `end_reason`, `round`; `game_started` `seats`.
     """

    seq: int
    type_: AccountEventType
    game_id: str
    seat: int
    version: int
    at: str
    data: AccountEventData
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.account_event_data import AccountEventData # noqa: PLC0415
        seq = self.seq

        type_ = self.type_.value

        game_id = self.game_id

        seat = self.seat

        version = self.version

        at = self.at

        data = self.data.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "type": type_,
            "game_id": game_id,
            "seat": seat,
            "version": version,
            "at": at,
            "data": data,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.account_event_data import AccountEventData # noqa: PLC0415
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = AccountEventType(d.pop("type"))




        game_id = d.pop("game_id")

        seat = d.pop("seat")

        version = d.pop("version")

        at = d.pop("at")

        data = AccountEventData.from_dict(d.pop("data"))




        account_event = cls(
            seq=seq,
            type_=type_,
            game_id=game_id,
            seat=seat,
            version=version,
            at=at,
            data=data,
        )


        account_event.additional_properties = d
        return account_event

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
