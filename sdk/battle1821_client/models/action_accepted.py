from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.event_out import EventOut





T = TypeVar("T", bound="ActionAccepted")



@_attrs_define
class ActionAccepted:
    """ 
        Attributes:
            version (int):
            action (int):
            status (str):
            round_ (int):
            phase (str):
            step (str):
            waiting_for (list[int]):
            ottoman_job (None | str):
            events (list[EventOut]):
     """

    version: int
    action: int
    status: str
    round_: int
    phase: str
    step: str
    waiting_for: list[int]
    ottoman_job: None | str
    events: list[EventOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.event_out import EventOut # noqa: PLC0415
        version = self.version

        action = self.action

        status = self.status

        round_ = self.round_

        phase = self.phase

        step = self.step

        waiting_for = self.waiting_for



        ottoman_job: None | str
        ottoman_job = self.ottoman_job

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "version": version,
            "action": action,
            "status": status,
            "round": round_,
            "phase": phase,
            "step": step,
            "waiting_for": waiting_for,
            "ottoman_job": ottoman_job,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_out import EventOut # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        action = d.pop("action")

        status = d.pop("status")

        round_ = d.pop("round")

        phase = d.pop("phase")

        step = d.pop("step")

        waiting_for = cast(list[int], d.pop("waiting_for"))


        def _parse_ottoman_job(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ottoman_job = _parse_ottoman_job(d.pop("ottoman_job"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = EventOut.from_dict(events_item_data)



            events.append(events_item)


        action_accepted = cls(
            version=version,
            action=action,
            status=status,
            round_=round_,
            phase=phase,
            step=step,
            waiting_for=waiting_for,
            ottoman_job=ottoman_job,
            events=events,
        )


        action_accepted.additional_properties = d
        return action_accepted

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
