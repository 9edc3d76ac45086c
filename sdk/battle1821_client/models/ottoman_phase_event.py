from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ottoman_phase_event_status import OttomanPhaseEventStatus
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomanPhaseEvent")



@_attrs_define
class OttomanPhaseEvent:
    """ 
        Attributes:
            round_ (int): The round (1, 2, ...).
            phase (int): The phase record's number (`GET /games/{game_id}/phases/{number}`).
            status (OttomanPhaseEventStatus): The phase record's new status.
            job_id (None | str): The RQ job running the phase (null before one is known).
            step (None | str): The Ottoman step in progress or next (`event`, `reinforcement`, `movement`, `attack`, ...).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['ottoman_phase']): The discriminator: which kind of object this is. Default: 'ottoman_phase'.
     """

    round_: int
    phase: int
    status: OttomanPhaseEventStatus
    job_id: None | str
    step: None | str
    seq: int
    version: int
    type_: Literal['ottoman_phase'] = 'ottoman_phase'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        phase = self.phase

        status = self.status.value

        job_id: None | str
        job_id = self.job_id

        step: None | str
        step = self.step

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "round": round_,
            "phase": phase,
            "status": status,
            "job_id": job_id,
            "step": step,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        phase = d.pop("phase")

        status = OttomanPhaseEventStatus(d.pop("status"))




        def _parse_job_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        job_id = _parse_job_id(d.pop("job_id"))


        def _parse_step(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        step = _parse_step(d.pop("step"))


        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['ottoman_phase'] , d.pop("type"))
        if type_ != 'ottoman_phase':
            raise ValueError(f"type must match const 'ottoman_phase', got '{type_}'")

        ottoman_phase_event = cls(
            round_=round_,
            phase=phase,
            status=status,
            job_id=job_id,
            step=step,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottoman_phase_event.additional_properties = d
        return ottoman_phase_event

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
