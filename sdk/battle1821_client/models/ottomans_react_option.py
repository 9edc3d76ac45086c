from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansReactOption")



@_attrs_define
class OttomansReactOption:
    """ A reaction window (`window`: weather, bids, reroll, administration, agents): play `stratagem` (when not null) or
    pass (`{"type": "react"}`, no stratagem).

        Attributes:
            window (str): The reaction window's kind: `weather`, `bids`, `reroll`, `commit`, `agents`, `administration` or
                `retreat`.
            type_ (Literal['react']): The discriminator: which kind of object this is. Default: 'react'.
            stratagem (None | str | Unset): A stratagem (its name) (19.0, 27.2).
     """

    window: str
    type_: Literal['react'] = 'react'
    stratagem: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        window = self.window

        type_ = self.type_

        stratagem: None | str | Unset
        if isinstance(self.stratagem, Unset):
            stratagem = UNSET
        else:
            stratagem = self.stratagem


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "window": window,
            "type": type_,
        })
        if stratagem is not UNSET:
            field_dict["stratagem"] = stratagem

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        window = d.pop("window")

        type_ = cast(Literal['react'] , d.pop("type"))
        if type_ != 'react':
            raise ValueError(f"type must match const 'react', got '{type_}'")

        def _parse_stratagem(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        stratagem = _parse_stratagem(d.pop("stratagem", UNSET))


        ottomans_react_option = cls(
            window=window,
            type_=type_,
            stratagem=stratagem,
        )


        ottomans_react_option.additional_properties = d
        return ottomans_react_option

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
