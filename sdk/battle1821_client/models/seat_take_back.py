from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="SeatTakeBack")



@_attrs_define
class SeatTakeBack:
    """ The action-log record of a human taking its seat back from the bot.

        Attributes:
            type_ (Literal['take_back']): The discriminator: which kind of object this is. Default: 'take_back'.
            bot (str): The server bot: `random`, `greedy` or `search`.
     """

    bot: str
    type_: Literal['take_back'] = 'take_back'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        bot = self.bot


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "bot": bot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['take_back'] , d.pop("type"))
        if type_ != 'take_back':
            raise ValueError(f"type must match const 'take_back', got '{type_}'")

        bot = d.pop("bot")

        seat_take_back = cls(
            type_=type_,
            bot=bot,
        )


        seat_take_back.additional_properties = d
        return seat_take_back

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
