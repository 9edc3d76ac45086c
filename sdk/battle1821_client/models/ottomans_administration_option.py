from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ottomans_administration_option_use import OttomansAdministrationOptionUse
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansAdministrationOption")



@_attrs_define
class OttomansAdministrationOption:
    """ 27.2 Administration, sent as a `play_stratagem` action: `{"type": "play_stratagem", "stratagem": "administration",
    "region": r}` for any `r` of `regions`: `use` `pillage` removes its pillage marker (2), `civilization` places a
    civilization marker there at the end of the reinforcement phase (3, 25.0).

        Attributes:
            use (OttomansAdministrationOptionUse): What the Administration stratagem is played for (27.2): `pillage` removes
                a pillage marker, `civilization` places a civilization marker.
            regions (list[str]): Regions (names).
            type_ (Literal['administration']): The discriminator: which kind of object this is. Default: 'administration'.
     """

    use: OttomansAdministrationOptionUse
    regions: list[str]
    type_: Literal['administration'] = 'administration'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        use = self.use.value

        regions = self.regions



        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "use": use,
            "regions": regions,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        use = OttomansAdministrationOptionUse(d.pop("use"))




        regions = cast(list[str], d.pop("regions"))


        type_ = cast(Literal['administration'] , d.pop("type"))
        if type_ != 'administration':
            raise ValueError(f"type must match const 'administration', got '{type_}'")

        ottomans_administration_option = cls(
            use=use,
            regions=regions,
            type_=type_,
        )


        ottomans_administration_option.additional_properties = d
        return ottomans_administration_option

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
