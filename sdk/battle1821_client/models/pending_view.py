from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pending_view_kind import PendingViewKind






T = TypeVar("T", bound="PendingView")



@_attrs_define
class PendingView:
    """ 
        Attributes:
            kind (PendingViewKind): The decision asked: `call_ally` (does the fighting seat ask for an Ally?) or
                `answer_ally` (does the asked seat send one?), R18-R19.
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            battle (int): The battle's number in the game (1, 2, ...; `GET .../battles/{n}`).
     """

    kind: PendingViewKind
    seat: int
    battle: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat = self.seat

        battle = self.battle


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "seat": seat,
            "battle": battle,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = PendingViewKind(d.pop("kind"))




        seat = d.pop("seat")

        battle = d.pop("battle")

        pending_view = cls(
            kind=kind,
            seat=seat,
            battle=battle,
        )


        pending_view.additional_properties = d
        return pending_view

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
