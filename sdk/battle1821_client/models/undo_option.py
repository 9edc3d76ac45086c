from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.undo_option_barrier import UndoOptionBarrier
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="UndoOption")



@_attrs_define
class UndoOption:
    """ 
        Attributes:
            undoable (list[str]): The types of the actions `undo` can take back, newest first; `count` goes up to its
                length.
            barrier (UndoOptionBarrier): The undo barrier (no ruling: a server feature): `turn_start` (the turn, phase or
                round began there), `dice` (dice were rolled, e.g. a battle, R12), `card` (an Apostle or Event card was drawn,
                revealed or awarded, R20/R25), `other_seat` (another seat acted).
            type_ (Literal['undo']): The discriminator: which kind of object this is. Default: 'undo'.
     """

    undoable: list[str]
    barrier: UndoOptionBarrier
    type_: Literal['undo'] = 'undo'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        undoable = self.undoable



        barrier = self.barrier.value

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "undoable": undoable,
            "barrier": barrier,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        undoable = cast(list[str], d.pop("undoable"))


        barrier = UndoOptionBarrier(d.pop("barrier"))




        type_ = cast(Literal['undo'] , d.pop("type"))
        if type_ != 'undo':
            raise ValueError(f"type must match const 'undo', got '{type_}'")

        undo_option = cls(
            undoable=undoable,
            barrier=barrier,
            type_=type_,
        )


        undo_option.additional_properties = d
        return undo_option

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
