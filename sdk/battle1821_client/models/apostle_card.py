from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.apostle_card_blessing import ApostleCardBlessing
  from ..models.apostle_card_condition import ApostleCardCondition





T = TypeVar("T", bound="ApostleCard")



@_attrs_define
class ApostleCard:
    """ 
        Attributes:
            id (str): The card id (`A01`...).
            title (str): The card's title.
            fame (int): Fame points it awards (R25-R26).
            text (str): Its condition, for people.
            condition (ApostleCardCondition): Its condition as data: `{op, ...}` (the ops: `conditions`).
            blessing (ApostleCardBlessing): Its Blessing as data: `{op, ..., duration}` (the ops: `blessings`).
            blessing_text (str): The Blessing, for people.
     """

    id: str
    title: str
    fame: int
    text: str
    condition: ApostleCardCondition
    blessing: ApostleCardBlessing
    blessing_text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.apostle_card_blessing import ApostleCardBlessing # noqa: PLC0415
        from battle1821_client.models.apostle_card_condition import ApostleCardCondition # noqa: PLC0415
        id = self.id

        title = self.title

        fame = self.fame

        text = self.text

        condition = self.condition.to_dict()

        blessing = self.blessing.to_dict()

        blessing_text = self.blessing_text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "title": title,
            "fame": fame,
            "text": text,
            "condition": condition,
            "blessing": blessing,
            "blessing_text": blessing_text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.apostle_card_blessing import ApostleCardBlessing # noqa: PLC0415
        from battle1821_client.models.apostle_card_condition import ApostleCardCondition # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        fame = d.pop("fame")

        text = d.pop("text")

        condition = ApostleCardCondition.from_dict(d.pop("condition"))




        blessing = ApostleCardBlessing.from_dict(d.pop("blessing"))




        blessing_text = d.pop("blessing_text")

        apostle_card = cls(
            id=id,
            title=title,
            fame=fame,
            text=text,
            condition=condition,
            blessing=blessing,
            blessing_text=blessing_text,
        )


        apostle_card.additional_properties = d
        return apostle_card

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
