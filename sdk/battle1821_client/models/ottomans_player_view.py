from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OttomansPlayerView")



@_attrs_define
class OttomansPlayerView:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            name (str): The player's name.
            core (None | str): The seat's core nationality (4.1), null before it is chosen.
            hand_size (int): The number of stratagems in the seat's hand (public, 19.3).
            face_up (list[str]): The seat's face-up control stratagems (6.11, 19.3).
            resigned (bool): True when the seat resigned.
            hand (list[str] | None | Unset): The seat's own stratagem hand (names); null in anyone else's view (19.3).
     """

    seat: int
    name: str
    core: None | str
    hand_size: int
    face_up: list[str]
    resigned: bool
    hand: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        core: None | str
        core = self.core

        hand_size = self.hand_size

        face_up = self.face_up



        resigned = self.resigned

        hand: list[str] | None | Unset
        if isinstance(self.hand, Unset):
            hand = UNSET
        elif isinstance(self.hand, list):
            hand = self.hand


        else:
            hand = self.hand


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "name": name,
            "core": core,
            "hand_size": hand_size,
            "face_up": face_up,
            "resigned": resigned,
        })
        if hand is not UNSET:
            field_dict["hand"] = hand

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        def _parse_core(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        core = _parse_core(d.pop("core"))


        hand_size = d.pop("hand_size")

        face_up = cast(list[str], d.pop("face_up"))


        resigned = d.pop("resigned")

        def _parse_hand(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        hand = _parse_hand(d.pop("hand", UNSET))


        ottomans_player_view = cls(
            seat=seat,
            name=name,
            core=core,
            hand_size=hand_size,
            face_up=face_up,
            resigned=resigned,
            hand=hand,
        )


        ottomans_player_view.additional_properties = d
        return ottomans_player_view

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
