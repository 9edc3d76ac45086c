from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.message import Message





T = TypeVar("T", bound="MessageEvent")



@_attrs_define
class MessageEvent:
    """ 
        Attributes:
            message (Message): The message.
            type_ (Literal['message']): The discriminator: which kind of object this is. Default: 'message'.
     """

    message: Message
    type_: Literal['message'] = 'message'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.message import Message # noqa: PLC0415
        message = self.message.to_dict()

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "message": message,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.message import Message # noqa: PLC0415
        d = dict(src_dict)
        message = Message.from_dict(d.pop("message"))




        type_ = cast(Literal['message'] , d.pop("type"))
        if type_ != 'message':
            raise ValueError(f"type must match const 'message', got '{type_}'")

        message_event = cls(
            message=message,
            type_=type_,
        )


        message_event.additional_properties = d
        return message_event

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
