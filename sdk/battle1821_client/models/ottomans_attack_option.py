from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansAttackOption")



@_attrs_define
class OttomansAttackOption:
    """ Any non-empty subset of `pieces` attacking the units of `colours` at `area` / `city`, provided its multiplied
    strength (9.4, with the stratagems the action spends) is at least a quarter of `defence` (O49); `defence` is the
    defenders' multiplied strength (9.1(2)). `military_advance` / `urbans_gun`: the seat may spend one (Urban's Gun only
    against a city, with a siege train among the pieces it names); `alliance`: the row is for an attack spending an
    Alliance: the subset must then hold at least two colours; `honors_of_war`: the seat may spend one (city rows).

        Attributes:
            area (str): An area (a region or a sea), by its name.
            pieces (list[str]): Pieces (units and leaders), by their names.
            colours (list[str]): The colours (factions) fighting on one side (3.3, 9.0).
            defence (int): The defending strength (9.1).
            type_ (Literal['attack']): The discriminator: which kind of object this is. Default: 'attack'.
            city (None | str | Unset): A city, by its name (null: none).
            military_advance (bool | Unset): Play Military Advance with the attack (27.2). Default: False.
            urbans_gun (bool | Unset): Play Urban's Gun with the siege (27.2). Default: False.
            alliance (bool | Unset): Play Alliance with the attack (27.2). Default: False.
            honors_of_war (bool | Unset): Play Honors of War with the attack (27.2). Default: False.
     """

    area: str
    pieces: list[str]
    colours: list[str]
    defence: int
    type_: Literal['attack'] = 'attack'
    city: None | str | Unset = UNSET
    military_advance: bool | Unset = False
    urbans_gun: bool | Unset = False
    alliance: bool | Unset = False
    honors_of_war: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        area = self.area

        pieces = self.pieces



        colours = self.colours



        defence = self.defence

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
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area": area,
            "pieces": pieces,
            "colours": colours,
            "defence": defence,
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


        colours = cast(list[str], d.pop("colours"))


        defence = d.pop("defence")

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

        ottomans_attack_option = cls(
            area=area,
            pieces=pieces,
            colours=colours,
            defence=defence,
            type_=type_,
            city=city,
            military_advance=military_advance,
            urbans_gun=urbans_gun,
            alliance=alliance,
            honors_of_war=honors_of_war,
        )


        ottomans_attack_option.additional_properties = d
        return ottomans_attack_option

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
