from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.attack_target import AttackTarget





T = TypeVar("T", bound="AttackOption")



@_attrs_define
class AttackOption:
    """ 
        Attributes:
            from_ (str): The region the pieces come from (board id).
            targets (list[AttackTarget]): The regions that may be attacked, each with its force rows.
            infantry (int): Infantry pieces (each strength 1, R2).
            cannons (int): Cannon pieces (each strength 3, R2).
            can_call_ally (bool): True when an Ally may be called for this attack (R18).
            blessings (list[str]): The Blessings (Apostle card ids, R25) that may be used here.
            type_ (Literal['attack']): The discriminator: which kind of object this is. Default: 'attack'.
     """

    from_: str
    targets: list[AttackTarget]
    infantry: int
    cannons: int
    can_call_ally: bool
    blessings: list[str]
    type_: Literal['attack'] = 'attack'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.attack_target import AttackTarget # noqa: PLC0415
        from_ = self.from_

        targets = []
        for targets_item_data in self.targets:
            targets_item = targets_item_data.to_dict()
            targets.append(targets_item)



        infantry = self.infantry

        cannons = self.cannons

        can_call_ally = self.can_call_ally

        blessings = self.blessings



        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "from": from_,
            "targets": targets,
            "infantry": infantry,
            "cannons": cannons,
            "can_call_ally": can_call_ally,
            "blessings": blessings,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.attack_target import AttackTarget # noqa: PLC0415
        d = dict(src_dict)
        from_ = d.pop("from")

        targets = []
        _targets = d.pop("targets")
        for targets_item_data in (_targets):
            targets_item = AttackTarget.from_dict(targets_item_data)



            targets.append(targets_item)


        infantry = d.pop("infantry")

        cannons = d.pop("cannons")

        can_call_ally = d.pop("can_call_ally")

        blessings = cast(list[str], d.pop("blessings"))


        type_ = cast(Literal['attack'] , d.pop("type"))
        if type_ != 'attack':
            raise ValueError(f"type must match const 'attack', got '{type_}'")

        attack_option = cls(
            from_=from_,
            targets=targets,
            infantry=infantry,
            cannons=cannons,
            can_call_ally=can_call_ally,
            blessings=blessings,
            type_=type_,
        )


        attack_option.additional_properties = d
        return attack_option

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
