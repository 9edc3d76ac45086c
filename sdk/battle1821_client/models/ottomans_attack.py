from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ottomans_attack_colours_item import OttomansAttackColoursItem
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansAttack")



@_attrs_define
class OttomansAttack:
    """ 9.0/10.0: `pieces` attack every unit of `colours` at `area` (outside cities) or in `city` (a siege, from the
    surrounding region).

        Attributes:
            area (str): An area (a region or a sea), by its name.
            pieces (list[str]): Pieces (units and leaders), by their names.
            colours (list[OttomansAttackColoursItem]): The colours (factions) fighting on one side (3.3, 9.0).
            type_ (Literal['attack']): The discriminator: which kind of object this is. Default: 'attack'.
            city (None | str | Unset): A city, by its name (null: none).
            military_advance (bool | Unset): Play Military Advance with the attack (27.2). Default: False.
            urbans_gun (bool | Unset): Play Urban's Gun with the siege (27.2). Default: False.
            alliance (bool | Unset): Play Alliance with the attack (27.2). Default: False.
            honors_of_war (bool | Unset): Play Honors of War with the attack (27.2). Default: False.
     """

    area: str
    pieces: list[str]
    colours: list[OttomansAttackColoursItem]
    type_: Literal['attack'] = 'attack'
    city: None | str | Unset = UNSET
    military_advance: bool | Unset = False
    urbans_gun: bool | Unset = False
    alliance: bool | Unset = False
    honors_of_war: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        area = self.area

        pieces = self.pieces



        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)



        type_ = self.type_

        city: None | str | Unset
        if isinstance(self.city, Unset):
            city = UNSET
        else:
            city = self.city

        military_advance = self.military_advance

        urbans_gun = self.urbans_gun

        alliance = self.alliance

        honors_of_war = self.honors_of_war


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area": area,
            "pieces": pieces,
            "colours": colours,
            "type": type_,
        })
        if city is not UNSET:
            field_dict["city"] = city
        if military_advance is not UNSET:
            field_dict["military_advance"] = military_advance
        if urbans_gun is not UNSET:
            field_dict["urbans_gun"] = urbans_gun
        if alliance is not UNSET:
            field_dict["alliance"] = alliance
        if honors_of_war is not UNSET:
            field_dict["honors_of_war"] = honors_of_war

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        pieces = cast(list[str], d.pop("pieces"))


        colours = []
        _colours = d.pop("colours")
        for colours_item_data in (_colours):
            colours_item = OttomansAttackColoursItem(colours_item_data)



            colours.append(colours_item)


        type_ = cast(Literal['attack'] , d.pop("type"))
        if type_ != 'attack':
            raise ValueError(f"type must match const 'attack', got '{type_}'")

        def _parse_city(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        city = _parse_city(d.pop("city", UNSET))


        military_advance = d.pop("military_advance", UNSET)

        urbans_gun = d.pop("urbans_gun", UNSET)

        alliance = d.pop("alliance", UNSET)

        honors_of_war = d.pop("honors_of_war", UNSET)

        ottomans_attack = cls(
            area=area,
            pieces=pieces,
            colours=colours,
            type_=type_,
            city=city,
            military_advance=military_advance,
            urbans_gun=urbans_gun,
            alliance=alliance,
            honors_of_war=honors_of_war,
        )

        return ottomans_attack

