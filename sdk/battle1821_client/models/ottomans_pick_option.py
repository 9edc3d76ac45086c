from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansPickOption")



@_attrs_define
class OttomansPickOption:
    """ Sent as `{"type": "pick", "pieces": [...]}`: exactly `count` distinct pieces of `pieces`; `kind` says what for
    (forage, plague, death, join; `leader`: who joins the unit picked).

        Attributes:
            kind (str): Which decision: `forage`, `plague`, `death` or `join` (12.0, 14.0, 15.0).
            pieces (list[str]): Pieces (units and leaders), by their names.
            count (int): How many counters.
            type_ (Literal['pick']): The discriminator: which kind of object this is. Default: 'pick'.
            leader (None | str | Unset): A leader, by its name (null: none) (15.0).
     """

    kind: str
    pieces: list[str]
    count: int
    type_: Literal['pick'] = 'pick'
    leader: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        pieces = self.pieces



        count = self.count

        type_ = self.type_

        leader: None | str | Unset
        if isinstance(self.leader, Unset):
            leader = UNSET
        else:
            leader = self.leader


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "pieces": pieces,
            "count": count,
            "type": type_,
        })
        if leader is not UNSET:
            field_dict["leader"] = leader

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        pieces = cast(list[str], d.pop("pieces"))


        count = d.pop("count")

        type_ = cast(Literal['pick'] , d.pop("type"))
        if type_ != 'pick':
            raise ValueError(f"type must match const 'pick', got '{type_}'")

        def _parse_leader(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        leader = _parse_leader(d.pop("leader", UNSET))


        ottomans_pick_option = cls(
            kind=kind,
            pieces=pieces,
            count=count,
            type_=type_,
            leader=leader,
        )


        ottomans_pick_option.additional_properties = d
        return ottomans_pick_option

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
