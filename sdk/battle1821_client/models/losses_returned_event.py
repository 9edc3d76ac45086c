from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.losses_returned_event_per_seat import LossesReturnedEventPerSeat





T = TypeVar("T", bound="LossesReturnedEvent")



@_attrs_define
class LossesReturnedEvent:
    """ 
        Attributes:
            per_seat (LossesReturnedEventPerSeat): Seat (as a string) -> pieces back to reserve (R21).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['losses_returned']): The discriminator: which kind of object this is. Default: 'losses_returned'.
     """

    per_seat: LossesReturnedEventPerSeat
    seq: int
    version: int
    type_: Literal['losses_returned'] = 'losses_returned'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.losses_returned_event_per_seat import LossesReturnedEventPerSeat # noqa: PLC0415
        per_seat = self.per_seat.to_dict()

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "per_seat": per_seat,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.losses_returned_event_per_seat import LossesReturnedEventPerSeat # noqa: PLC0415
        d = dict(src_dict)
        per_seat = LossesReturnedEventPerSeat.from_dict(d.pop("per_seat"))




        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['losses_returned'] , d.pop("type"))
        if type_ != 'losses_returned':
            raise ValueError(f"type must match const 'losses_returned', got '{type_}'")

        losses_returned_event = cls(
            per_seat=per_seat,
            seq=seq,
            version=version,
            type_=type_,
        )


        losses_returned_event.additional_properties = d
        return losses_returned_event

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
