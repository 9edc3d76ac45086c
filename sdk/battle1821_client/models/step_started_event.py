from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.step_started_event_phase import StepStartedEventPhase
from ..models.step_started_event_step import StepStartedEventStep
from typing import Literal, cast






T = TypeVar("T", bound="StepStartedEvent")



@_attrs_define
class StepStartedEvent:
    """ 
        Attributes:
            round_ (int): The round (1, 2, ...; 0 during setup).
            phase (StepStartedEventPhase): The phase: `lobby`, `setup` (R5-R8), `greek` (a Greek player's turn, R9),
                `ottoman` (R20-R24), `end`.
            step (StepStartedEventStep): The step within the phase (R9, R20-R24): `first_player`, `place_start`,
                `reinforcement`, `attack`, `movement`, `event`, `none`.
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed). Default: -1.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['step_started']): The discriminator: which kind of object this is. Default: 'step_started'.
     """

    round_: int
    phase: StepStartedEventPhase
    step: StepStartedEventStep
    seq: int
    version: int
    seat: int = -1
    type_: Literal['step_started'] = 'step_started'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        phase = self.phase.value

        step = self.step.value

        seat = self.seat

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "round": round_,
            "phase": phase,
            "step": step,
            "seat": seat,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        phase = StepStartedEventPhase(d.pop("phase"))




        step = StepStartedEventStep(d.pop("step"))




        seat = d.pop("seat")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['step_started'] , d.pop("type"))
        if type_ != 'step_started':
            raise ValueError(f"type must match const 'step_started', got '{type_}'")

        step_started_event = cls(
            round_=round_,
            phase=phase,
            step=step,
            seat=seat,
            seq=seq,
            version=version,
            type_=type_,
        )


        step_started_event.additional_properties = d
        return step_started_event

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
