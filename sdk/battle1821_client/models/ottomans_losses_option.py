from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansLossesOption")



@_attrs_define
class OttomansLossesOption:
    """ Any subset of `pieces` whose printed `strengths` (same order) total at least `points`, naming a leader only when it
    names every non-leader of `pieces` (`leaders`).

        Attributes:
            pieces (list[str]): Pieces (units and leaders), by their names.
            strengths (list[int]): The printed strengths of `pieces`, same order (8.0, 9.3).
            leaders (list[str]): Leaders (names) (15.0).
            points (int): Victory points by seat (21.0), or a number of points.
            type_ (Literal['take_losses']): The discriminator: which kind of object this is. Default: 'take_losses'.
     """

    pieces: list[str]
    strengths: list[int]
    leaders: list[str]
    points: int
    type_: Literal['take_losses'] = 'take_losses'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        pieces = self.pieces



        strengths = self.strengths



        leaders = self.leaders



        points = self.points

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "pieces": pieces,
            "strengths": strengths,
            "leaders": leaders,
            "points": points,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pieces = cast(list[str], d.pop("pieces"))


        strengths = cast(list[int], d.pop("strengths"))


        leaders = cast(list[str], d.pop("leaders"))


        points = d.pop("points")

        type_ = cast(Literal['take_losses'] , d.pop("type"))
        if type_ != 'take_losses':
            raise ValueError(f"type must match const 'take_losses', got '{type_}'")

        ottomans_losses_option = cls(
            pieces=pieces,
            strengths=strengths,
            leaders=leaders,
            points=points,
            type_=type_,
        )


        ottomans_losses_option.additional_properties = d
        return ottomans_losses_option

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
