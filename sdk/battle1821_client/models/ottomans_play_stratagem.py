from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansPlayStratagem")



@_attrs_define
class OttomansPlayStratagem:
    """ 
        Attributes:
            stratagem (str): A stratagem (its name) (19.0, 27.2).
            type_ (Literal['play_stratagem']): The discriminator: which kind of object this is. Default: 'play_stratagem'.
            target (int | None | Unset): The seat targeted (27.2), or null.
     """

    stratagem: str
    type_: Literal['play_stratagem'] = 'play_stratagem'
    target: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        stratagem = self.stratagem

        type_ = self.type_

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "stratagem": stratagem,
            "type": type_,
        })
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stratagem = d.pop("stratagem")

        type_ = cast(Literal['play_stratagem'] , d.pop("type"))
        if type_ != 'play_stratagem':
            raise ValueError(f"type must match const 'play_stratagem', got '{type_}'")

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))


        ottomans_play_stratagem = cls(
            stratagem=stratagem,
            type_=type_,
            target=target,
        )

        return ottomans_play_stratagem

