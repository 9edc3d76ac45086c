from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="AnswerAllyOption")



@_attrs_define
class AnswerAllyOption:
    """ 
        Attributes:
            battle (int): The battle's number in the game (1, 2, ...; `GET .../battles/{n}`).
            asking_seat (int): The seat asking for an Ally.
            regions (list[str]): Regions (board ids) this applies to or may be chosen.
            type_ (Literal['answer_ally']): The discriminator: which kind of object this is. Default: 'answer_ally'.
     """

    battle: int
    asking_seat: int
    regions: list[str]
    type_: Literal['answer_ally'] = 'answer_ally'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        battle = self.battle

        asking_seat = self.asking_seat

        regions = self.regions



        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "battle": battle,
            "asking_seat": asking_seat,
            "regions": regions,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        battle = d.pop("battle")

        asking_seat = d.pop("asking_seat")

        regions = cast(list[str], d.pop("regions"))


        type_ = cast(Literal['answer_ally'] , d.pop("type"))
        if type_ != 'answer_ally':
            raise ValueError(f"type must match const 'answer_ally', got '{type_}'")

        answer_ally_option = cls(
            battle=battle,
            asking_seat=asking_seat,
            regions=regions,
            type_=type_,
        )


        answer_ally_option.additional_properties = d
        return answer_ally_option

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
