from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.decision_timeout_event_kind import DecisionTimeoutEventKind
from typing import Literal, cast






T = TypeVar("T", bound="DecisionTimeoutEvent")



@_attrs_define
class DecisionTimeoutEvent:
    """ 
        Attributes:
            seat (int): The seat that was waited for.
            kind (DecisionTimeoutEventKind): The decision pending (R18).
            battle (int): The battle the decision belongs to.
            applied (str): The action type applied by default (`call_ally`, `answer_ally`).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['decision_timeout']): The discriminator: which kind of object this is. Default:
                'decision_timeout'.
     """

    seat: int
    kind: DecisionTimeoutEventKind
    battle: int
    applied: str
    seq: int
    version: int
    type_: Literal['decision_timeout'] = 'decision_timeout'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind.value

        battle = self.battle

        applied = self.applied

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "kind": kind,
            "battle": battle,
            "applied": applied,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = DecisionTimeoutEventKind(d.pop("kind"))




        battle = d.pop("battle")

        applied = d.pop("applied")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['decision_timeout'] , d.pop("type"))
        if type_ != 'decision_timeout':
            raise ValueError(f"type must match const 'decision_timeout', got '{type_}'")

        decision_timeout_event = cls(
            seat=seat,
            kind=kind,
            battle=battle,
            applied=applied,
            seq=seq,
            version=version,
            type_=type_,
        )


        decision_timeout_event.additional_properties = d
        return decision_timeout_event

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
