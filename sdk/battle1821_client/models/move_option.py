from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.force import Force





T = TypeVar("T", bound="MoveOption")



@_attrs_define
class MoveOption:
    """ 
        Attributes:
            from_ (str): The region the pieces come from (board id).
            to (list[str]): The regions the pieces may move to (board ids).
            infantry (int): Infantry pieces (each strength 1, R2).
            cannons (int): Cannon pieces (each strength 3, R2).
            forces (list[Force]): The forces that may be committed, as rows: `cannons` cannons with any infantry from
                `min_infantry` to `max_infantry` (R15-R17, R28); every force matching a row is accepted.
            type_ (Literal['move']): The discriminator: which kind of object this is. Default: 'move'.
     """

    from_: str
    to: list[str]
    infantry: int
    cannons: int
    forces: list[Force]
    type_: Literal['move'] = 'move'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.force import Force # noqa: PLC0415
        from_ = self.from_

        to = self.to



        infantry = self.infantry

        cannons = self.cannons

        forces = []
        for forces_item_data in self.forces:
            forces_item = forces_item_data.to_dict()
            forces.append(forces_item)



        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "from": from_,
            "to": to,
            "infantry": infantry,
            "cannons": cannons,
            "forces": forces,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.force import Force # noqa: PLC0415
        d = dict(src_dict)
        from_ = d.pop("from")

        to = cast(list[str], d.pop("to"))


        infantry = d.pop("infantry")

        cannons = d.pop("cannons")

        forces = []
        _forces = d.pop("forces")
        for forces_item_data in (_forces):
            forces_item = Force.from_dict(forces_item_data)



            forces.append(forces_item)


        type_ = cast(Literal['move'] , d.pop("type"))
        if type_ != 'move':
            raise ValueError(f"type must match const 'move', got '{type_}'")

        move_option = cls(
            from_=from_,
            to=to,
            infantry=infantry,
            cannons=cannons,
            forces=forces,
            type_=type_,
        )


        move_option.additional_properties = d
        return move_option

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
