from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansExchangeOption")



@_attrs_define
class OttomansExchangeOption:
    """ 27.2 Medicis/Vizier, the second step (O228): once the seat has played it
    (`PlayStratagem(stratagem="medicis_vizier")`, offered as a `play_stratagem` option that names nothing of the pool),
    the pending `exchange` decision asks it `PlayStratagem(stratagem="medicis_vizier", take=x)` for any `x` of
    `stratagems` (the pool's stratagems by design id, sorted, the copy just played left out), shown to that seat alone;
    the decision timeout takes the first.

        Attributes:
            stratagems (list[str]): Stratagems, by design id, one entry per copy (19.0, 27.2).
            type_ (Literal['exchange']): The discriminator: which kind of object this is. Default: 'exchange'.
     """

    stratagems: list[str]
    type_: Literal['exchange'] = 'exchange'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        stratagems = self.stratagems



        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "stratagems": stratagems,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stratagems = cast(list[str], d.pop("stratagems"))


        type_ = cast(Literal['exchange'] , d.pop("type"))
        if type_ != 'exchange':
            raise ValueError(f"type must match const 'exchange', got '{type_}'")

        ottomans_exchange_option = cls(
            stratagems=stratagems,
            type_=type_,
        )


        ottomans_exchange_option.additional_properties = d
        return ottomans_exchange_option

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
