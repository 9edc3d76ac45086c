from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.problem_barrier_type_1 import ProblemBarrierType1
from ..models.problem_barrier_type_2_type_1 import ProblemBarrierType2Type1
from ..models.problem_barrier_type_3_type_1 import ProblemBarrierType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.problem_errors_type_0_item import ProblemErrorsType0Item





T = TypeVar("T", bound="Problem")



@_attrs_define
class Problem:
    """ 
        Attributes:
            type_ (str): The problem type: the address of its page in the docs (`/docs/api/problems/<code>/`, RFC 9457).
            title (str): A short, human summary of the problem type (`Stale version`).
            status (int): The HTTP status code of the answer (RFC 9457).
            detail (str): What went wrong, for people.
            code (str): A stable machine-readable code.
            instance (None | str | Unset): The request path the problem occurred on.
            ruling (None | str | Unset): The ruling (R1-R28).
            current_version (int | None | Unset): The game's version now.
            field (None | str | Unset): The input at fault.
            errors (list[ProblemErrorsType0Item] | None | Unset): Each invalid input.
            open_seats (list[int] | None | Unset): Seats not yet taken.
            barrier (None | ProblemBarrierType1 | ProblemBarrierType2Type1 | ProblemBarrierType3Type1 | Unset): The undo
                barrier (no ruling: a server feature): `turn_start` (the turn, phase or round began there), `dice` (dice were
                rolled, e.g. a battle, R12), `card` (an Apostle or Event card was drawn, revealed or awarded, R20/R25),
                `other_seat` (another seat acted).
            last_seq (int | None | Unset): With `cursor_past_end`: the last seq of the log the cursor named in `field` reads
                (the game's events, its table talk for `messages_after`, the account's events) when the request came; resume at
                or below it.
     """

    type_: str
    title: str
    status: int
    detail: str
    code: str
    instance: None | str | Unset = UNSET
    ruling: None | str | Unset = UNSET
    current_version: int | None | Unset = UNSET
    field: None | str | Unset = UNSET
    errors: list[ProblemErrorsType0Item] | None | Unset = UNSET
    open_seats: list[int] | None | Unset = UNSET
    barrier: None | ProblemBarrierType1 | ProblemBarrierType2Type1 | ProblemBarrierType3Type1 | Unset = UNSET
    last_seq: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.problem_errors_type_0_item import ProblemErrorsType0Item # noqa: PLC0415
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        code = self.code

        instance: None | str | Unset
        if isinstance(self.instance, Unset):
            instance = UNSET
        else:
            instance = self.instance

        ruling: None | str | Unset
        if isinstance(self.ruling, Unset):
            ruling = UNSET
        else:
            ruling = self.ruling

        current_version: int | None | Unset
        if isinstance(self.current_version, Unset):
            current_version = UNSET
        else:
            current_version = self.current_version

        field: None | str | Unset
        if isinstance(self.field, Unset):
            field = UNSET
        else:
            field = self.field

        errors: list[dict[str, Any]] | None | Unset
        if isinstance(self.errors, Unset):
            errors = UNSET
        elif isinstance(self.errors, list):
            errors = []
            for errors_type_0_item_data in self.errors:
                errors_type_0_item = errors_type_0_item_data.to_dict()
                errors.append(errors_type_0_item)


        else:
            errors = self.errors

        open_seats: list[int] | None | Unset
        if isinstance(self.open_seats, Unset):
            open_seats = UNSET
        elif isinstance(self.open_seats, list):
            open_seats = self.open_seats


        else:
            open_seats = self.open_seats

        barrier: None | str | Unset
        if isinstance(self.barrier, Unset):
            barrier = UNSET
        elif isinstance(self.barrier, ProblemBarrierType1):
            barrier = self.barrier.value
        elif isinstance(self.barrier, ProblemBarrierType2Type1):
            barrier = self.barrier.value
        elif isinstance(self.barrier, ProblemBarrierType3Type1):
            barrier = self.barrier.value
        else:
            barrier = self.barrier

        last_seq: int | None | Unset
        if isinstance(self.last_seq, Unset):
            last_seq = UNSET
        else:
            last_seq = self.last_seq


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "title": title,
            "status": status,
            "detail": detail,
            "code": code,
        })
        if instance is not UNSET:
            field_dict["instance"] = instance
        if ruling is not UNSET:
            field_dict["ruling"] = ruling
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if field is not UNSET:
            field_dict["field"] = field
        if errors is not UNSET:
            field_dict["errors"] = errors
        if open_seats is not UNSET:
            field_dict["open_seats"] = open_seats
        if barrier is not UNSET:
            field_dict["barrier"] = barrier
        if last_seq is not UNSET:
            field_dict["last_seq"] = last_seq

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.problem_errors_type_0_item import ProblemErrorsType0Item # noqa: PLC0415
        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        code = d.pop("code")

        def _parse_instance(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        instance = _parse_instance(d.pop("instance", UNSET))


        def _parse_ruling(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ruling = _parse_ruling(d.pop("ruling", UNSET))


        def _parse_current_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        current_version = _parse_current_version(d.pop("current_version", UNSET))


        def _parse_field(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        field = _parse_field(d.pop("field", UNSET))


        def _parse_errors(data: object) -> list[ProblemErrorsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                errors_type_0 = []
                _errors_type_0 = data
                for errors_type_0_item_data in (_errors_type_0):
                    errors_type_0_item = ProblemErrorsType0Item.from_dict(errors_type_0_item_data)



                    errors_type_0.append(errors_type_0_item)

                return errors_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ProblemErrorsType0Item] | None | Unset, data)

        errors = _parse_errors(d.pop("errors", UNSET))


        def _parse_open_seats(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                open_seats_type_0 = cast(list[int], data)

                return open_seats_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        open_seats = _parse_open_seats(d.pop("open_seats", UNSET))


        def _parse_barrier(data: object) -> None | ProblemBarrierType1 | ProblemBarrierType2Type1 | ProblemBarrierType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                barrier_type_1 = ProblemBarrierType1(data)



                return barrier_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                barrier_type_2_type_1 = ProblemBarrierType2Type1(data)



                return barrier_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                barrier_type_3_type_1 = ProblemBarrierType3Type1(data)



                return barrier_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ProblemBarrierType1 | ProblemBarrierType2Type1 | ProblemBarrierType3Type1 | Unset, data)

        barrier = _parse_barrier(d.pop("barrier", UNSET))


        def _parse_last_seq(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_seq = _parse_last_seq(d.pop("last_seq", UNSET))


        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            instance=instance,
            ruling=ruling,
            current_version=current_version,
            field=field,
            errors=errors,
            open_seats=open_seats,
            barrier=barrier,
            last_seq=last_seq,
        )


        problem.additional_properties = d
        return problem

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
