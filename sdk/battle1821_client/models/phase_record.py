from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ottomans_phase_kind import OttomansPhaseKind
from ..models.phase_record_kind import PhaseRecordKind
from ..models.phase_record_status import PhaseRecordStatus
from typing import cast






T = TypeVar("T", bound="PhaseRecord")



@_attrs_define
class PhaseRecord:
    """ 
        Attributes:
            number (int): Its number (1, 2, ...).
            round_ (int): The round (1, 2, ...; 0 during setup).
            kind (OttomansPhaseKind | PhaseRecordKind): The game kind's name of the phase (`battle1821`: `setup`,
                `greek_turn`, `ottoman`); every registered kind's phase names (`GET /kinds/{kind}`).
            seat (int | None): A seat number (0-3; -1 for none / the Ottomans where allowed).
            step (str): The step within the phase (R9, R20-R24): `first_player`, `place_start`, `reinforcement`, `attack`,
                `movement`, `event`, `none`.
            status (PhaseRecordStatus): Where the phase is: `active` (seats play it), `queued`, `running` or
                `awaiting_decision` (an automatic phase in the worker), `done` or `failed` (with `error`).
            start_version (int): The game version at which it began.
            end_version (int | None): The game version at which it ended, null while it runs.
            job_id (None | str): The RQ job id (null when none).
            progress (None | str): Free-form worker progress (null when none).
            error (None | str): Why it failed (null unless `failed`).
            started_at (str): RFC 3339 UTC time.
            updated_at (str): RFC 3339 UTC time.
            ended_at (None | str): RFC 3339 UTC time, null while it runs.
     """

    number: int
    round_: int
    kind: OttomansPhaseKind | PhaseRecordKind
    seat: int | None
    step: str
    status: PhaseRecordStatus
    start_version: int
    end_version: int | None
    job_id: None | str
    progress: None | str
    error: None | str
    started_at: str
    updated_at: str
    ended_at: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        number = self.number

        round_ = self.round_

        kind: str
        if isinstance(self.kind, PhaseRecordKind):
            kind = self.kind.value
        else:
            kind = self.kind.value


        seat: int | None
        seat = self.seat

        step = self.step

        status = self.status.value

        start_version = self.start_version

        end_version: int | None
        end_version = self.end_version

        job_id: None | str
        job_id = self.job_id

        progress: None | str
        progress = self.progress

        error: None | str
        error = self.error

        started_at = self.started_at

        updated_at = self.updated_at

        ended_at: None | str
        ended_at = self.ended_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "number": number,
            "round": round_,
            "kind": kind,
            "seat": seat,
            "step": step,
            "status": status,
            "start_version": start_version,
            "end_version": end_version,
            "job_id": job_id,
            "progress": progress,
            "error": error,
            "started_at": started_at,
            "updated_at": updated_at,
            "ended_at": ended_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        round_ = d.pop("round")

        def _parse_kind(data: object) -> OttomansPhaseKind | PhaseRecordKind:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = PhaseRecordKind(data)



                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_1 = OttomansPhaseKind(data)



            return kind_type_1

        kind = _parse_kind(d.pop("kind"))


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        step = d.pop("step")

        status = PhaseRecordStatus(d.pop("status"))




        start_version = d.pop("start_version")

        def _parse_end_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        end_version = _parse_end_version(d.pop("end_version"))


        def _parse_job_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        job_id = _parse_job_id(d.pop("job_id"))


        def _parse_progress(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        progress = _parse_progress(d.pop("progress"))


        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


        started_at = d.pop("started_at")

        updated_at = d.pop("updated_at")

        def _parse_ended_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ended_at = _parse_ended_at(d.pop("ended_at"))


        phase_record = cls(
            number=number,
            round_=round_,
            kind=kind,
            seat=seat,
            step=step,
            status=status,
            start_version=start_version,
            end_version=end_version,
            job_id=job_id,
            progress=progress,
            error=error,
            started_at=started_at,
            updated_at=updated_at,
            ended_at=ended_at,
        )


        phase_record.additional_properties = d
        return phase_record

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
