from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.apostle_card import ApostleCard
  from ..models.rules_apostles_blessings import RulesApostlesBlessings
  from ..models.rules_apostles_conditions import RulesApostlesConditions





T = TypeVar("T", bound="RulesApostles")



@_attrs_define
class RulesApostles:
    """ 
        Attributes:
            apostles (list[ApostleCard]): Apostle cards (R25).
            conditions (RulesApostlesConditions): Each condition `op`: what it requires.
            blessings (RulesApostlesBlessings): Each Blessing `op`: what it gives.
     """

    apostles: list[ApostleCard]
    conditions: RulesApostlesConditions
    blessings: RulesApostlesBlessings
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.apostle_card import ApostleCard # noqa: PLC0415
        from battle1821_client.models.rules_apostles_blessings import RulesApostlesBlessings # noqa: PLC0415
        from battle1821_client.models.rules_apostles_conditions import RulesApostlesConditions # noqa: PLC0415
        apostles = []
        for apostles_item_data in self.apostles:
            apostles_item = apostles_item_data.to_dict()
            apostles.append(apostles_item)



        conditions = self.conditions.to_dict()

        blessings = self.blessings.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "apostles": apostles,
            "conditions": conditions,
            "blessings": blessings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.apostle_card import ApostleCard # noqa: PLC0415
        from battle1821_client.models.rules_apostles_blessings import RulesApostlesBlessings # noqa: PLC0415
        from battle1821_client.models.rules_apostles_conditions import RulesApostlesConditions # noqa: PLC0415
        d = dict(src_dict)
        apostles = []
        _apostles = d.pop("apostles")
        for apostles_item_data in (_apostles):
            apostles_item = ApostleCard.from_dict(apostles_item_data)



            apostles.append(apostles_item)


        conditions = RulesApostlesConditions.from_dict(d.pop("conditions"))




        blessings = RulesApostlesBlessings.from_dict(d.pop("blessings"))




        rules_apostles = cls(
            apostles=apostles,
            conditions=conditions,
            blessings=blessings,
        )


        rules_apostles.additional_properties = d
        return rules_apostles

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
