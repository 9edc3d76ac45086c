from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="Attack")



@_attrs_define
class Attack:
    """ 
        Attributes:
            from_ (str): The region the attacking pieces come from (board id).
            to (str): The region attacked (board id): one of the option's `targets[].region`.
            type_ (Literal['attack']): The discriminator: which kind of object this is. Default: 'attack'.
            infantry (int | Unset): Infantry pieces (each strength 1, R2). Default: 0.
            cannons (int | Unset): Cannon pieces (each strength 3, R2). Default: 0.
            call_ally (bool | Unset): True to ask for an Ally when the battle starts (R18; offered when the option's
                `can_call_ally`); false (the default) fights alone. Not a standing order. Default: False.
            blessing (None | str | Unset): The Blessing to use with it (an Apostle card id, R25), or null.
     """

    from_: str
    to: str
    type_: Literal['attack'] = 'attack'
    infantry: int | Unset = 0
    cannons: int | Unset = 0
    call_ally: bool | Unset = False
    blessing: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        type_ = self.type_

        infantry = self.infantry

        cannons = self.cannons

        call_ally = self.call_ally

        blessing: None | str | Unset
        if isinstance(self.blessing, Unset):
            blessing = UNSET
        else:
            blessing = self.blessing


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "to": to,
            "type": type_,
        })
        if infantry is not UNSET:
            field_dict["infantry"] = infantry
        if cannons is not UNSET:
            field_dict["cannons"] = cannons
        if call_ally is not UNSET:
            field_dict["call_ally"] = call_ally
        if blessing is not UNSET:
            field_dict["blessing"] = blessing

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        type_ = cast(Literal['attack'] , d.pop("type"))
        if type_ != 'attack':
            raise ValueError(f"type must match const 'attack', got '{type_}'")

        infantry = d.pop("infantry", UNSET)

        cannons = d.pop("cannons", UNSET)

        call_ally = d.pop("call_ally", UNSET)

        def _parse_blessing(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        blessing = _parse_blessing(d.pop("blessing", UNSET))


        attack = cls(
            from_=from_,
            to=to,
            type_=type_,
            infantry=infantry,
            cannons=cannons,
            call_ally=call_ally,
            blessing=blessing,
        )

        return attack

