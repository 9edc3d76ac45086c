from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ottoman_tie_break_event_choice import OttomanTieBreakEventChoice
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomanTieBreakEvent")



@_attrs_define
class OttomanTieBreakEvent:
    """ 
        Attributes:
            region (str): A region's board id (see `GET /rules` `board.regions`).
            choice (OttomanTieBreakEventChoice): What was decided.
            options (list[str]): The game's options.
            die (int): The deciding die (1-6).
            chosen (str): The option the die chose.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['ottoman_tie_break']): The discriminator: which kind of object this is. Default:
                'ottoman_tie_break'.
     """

    region: str
    choice: OttomanTieBreakEventChoice
    options: list[str]
    die: int
    chosen: str
    seq: int
    version: int
    type_: Literal['ottoman_tie_break'] = 'ottoman_tie_break'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        region = self.region

        choice = self.choice.value

        options = self.options



        die = self.die

        chosen = self.chosen

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "region": region,
            "choice": choice,
            "options": options,
            "die": die,
            "chosen": chosen,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        choice = OttomanTieBreakEventChoice(d.pop("choice"))




        options = cast(list[str], d.pop("options"))


        die = d.pop("die")

        chosen = d.pop("chosen")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['ottoman_tie_break'] , d.pop("type"))
        if type_ != 'ottoman_tie_break':
            raise ValueError(f"type must match const 'ottoman_tie_break', got '{type_}'")

        ottoman_tie_break_event = cls(
            region=region,
            choice=choice,
            options=options,
            die=die,
            chosen=chosen,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottoman_tie_break_event.additional_properties = d
        return ottoman_tie_break_event

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
