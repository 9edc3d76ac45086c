from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansPlayStratagemOption")



@_attrs_define
class OttomansPlayStratagemOption:
    """ Any one of `stratagems` with no `target`; `trade_agreement` (when listed) with one of `targets`.

        Attributes:
            stratagems (list[str]): Stratagems, by design id, one entry per copy (19.0, 27.2).
            type_ (Literal['play_stratagem']): The discriminator: which kind of object this is. Default: 'play_stratagem'.
            targets (list[int] | Unset): The seats targeted (27.2).
     """

    stratagems: list[str]
    type_: Literal['play_stratagem'] = 'play_stratagem'
    targets: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        stratagems = self.stratagems



        type_ = self.type_

        targets: list[int] | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = self.targets




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "stratagems": stratagems,
            "type": type_,
        })
        if targets is not UNSET:
            field_dict["targets"] = targets

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stratagems = cast(list[str], d.pop("stratagems"))


        type_ = cast(Literal['play_stratagem'] , d.pop("type"))
        if type_ != 'play_stratagem':
            raise ValueError(f"type must match const 'play_stratagem', got '{type_}'")

        targets = cast(list[int], d.pop("targets", UNSET))


        ottomans_play_stratagem_option = cls(
            stratagems=stratagems,
            type_=type_,
            targets=targets,
        )


        ottomans_play_stratagem_option.additional_properties = d
        return ottomans_play_stratagem_option

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
