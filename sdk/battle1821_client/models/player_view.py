from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.blessing_view import BlessingView





T = TypeVar("T", bound="PlayerView")



@_attrs_define
class PlayerView:
    """ 
        Attributes:
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            name (str): The player's name.
            reserve_infantry (int): Infantry in reserve.
            reserve_cannons (int): Cannons in reserve.
            losses_infantry (int): Infantry in the Greek losses area (R4).
            losses_cannons (int): Cannons in the Greek losses area (R4).
            fame (int): Fame points (R25-R26).
            regions (int): The number of regions the player holds.
            strength (int): Strength: infantry + 3 x cannons (R2).
            defeated (int): Ottoman strength defeated (R10 bonus).
            bonus_infantry (int): Extra infantry (Events, Blessings).
            bonus_cannons (int): Extra cannons (Events, Blessings).
            apostles (list[str]): Apostle cards (R25).
            blessings (list[BlessingView]): The Blessings (Apostle card ids, R25) that may be used here.
            call_ally (str): Standing order for calling an Ally (R19): `ask`, `always`, `never`.
            answer_ally (str): Standing order for answering an Ally request (R19): `ask`, `accept`, `decline`.
            resigned (bool): True once the player resigned.
            active (bool): True while the player plays.
     """

    seat: int
    name: str
    reserve_infantry: int
    reserve_cannons: int
    losses_infantry: int
    losses_cannons: int
    fame: int
    regions: int
    strength: int
    defeated: int
    bonus_infantry: int
    bonus_cannons: int
    apostles: list[str]
    blessings: list[BlessingView]
    call_ally: str
    answer_ally: str
    resigned: bool
    active: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.blessing_view import BlessingView # noqa: PLC0415
        seat = self.seat

        name = self.name

        reserve_infantry = self.reserve_infantry

        reserve_cannons = self.reserve_cannons

        losses_infantry = self.losses_infantry

        losses_cannons = self.losses_cannons

        fame = self.fame

        regions = self.regions

        strength = self.strength

        defeated = self.defeated

        bonus_infantry = self.bonus_infantry

        bonus_cannons = self.bonus_cannons

        apostles = self.apostles



        blessings = []
        for blessings_item_data in self.blessings:
            blessings_item = blessings_item_data.to_dict()
            blessings.append(blessings_item)



        call_ally = self.call_ally

        answer_ally = self.answer_ally

        resigned = self.resigned

        active = self.active


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "name": name,
            "reserve_infantry": reserve_infantry,
            "reserve_cannons": reserve_cannons,
            "losses_infantry": losses_infantry,
            "losses_cannons": losses_cannons,
            "fame": fame,
            "regions": regions,
            "strength": strength,
            "defeated": defeated,
            "bonus_infantry": bonus_infantry,
            "bonus_cannons": bonus_cannons,
            "apostles": apostles,
            "blessings": blessings,
            "call_ally": call_ally,
            "answer_ally": answer_ally,
            "resigned": resigned,
            "active": active,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.blessing_view import BlessingView # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        reserve_infantry = d.pop("reserve_infantry")

        reserve_cannons = d.pop("reserve_cannons")

        losses_infantry = d.pop("losses_infantry")

        losses_cannons = d.pop("losses_cannons")

        fame = d.pop("fame")

        regions = d.pop("regions")

        strength = d.pop("strength")

        defeated = d.pop("defeated")

        bonus_infantry = d.pop("bonus_infantry")

        bonus_cannons = d.pop("bonus_cannons")

        apostles = cast(list[str], d.pop("apostles"))


        blessings = []
        _blessings = d.pop("blessings")
        for blessings_item_data in (_blessings):
            blessings_item = BlessingView.from_dict(blessings_item_data)



            blessings.append(blessings_item)


        call_ally = d.pop("call_ally")

        answer_ally = d.pop("answer_ally")

        resigned = d.pop("resigned")

        active = d.pop("active")

        player_view = cls(
            seat=seat,
            name=name,
            reserve_infantry=reserve_infantry,
            reserve_cannons=reserve_cannons,
            losses_infantry=losses_infantry,
            losses_cannons=losses_cannons,
            fame=fame,
            regions=regions,
            strength=strength,
            defeated=defeated,
            bonus_infantry=bonus_infantry,
            bonus_cannons=bonus_cannons,
            apostles=apostles,
            blessings=blessings,
            call_ally=call_ally,
            answer_ally=answer_ally,
            resigned=resigned,
            active=active,
        )


        player_view.additional_properties = d
        return player_view

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
