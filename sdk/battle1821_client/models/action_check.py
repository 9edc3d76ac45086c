from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.action_check_barrier_type_1 import ActionCheckBarrierType1
from ..models.action_check_barrier_type_2_type_1 import ActionCheckBarrierType2Type1
from ..models.action_check_barrier_type_3_type_1 import ActionCheckBarrierType3Type1
from typing import cast






T = TypeVar("T", bound="ActionCheck")



@_attrs_define
class ActionCheck:
    """ 
        Attributes:
            accepted (bool): True when `POST /games/{game_id}/actions` would accept the action now (at `version`).
            version (int): The game version the action was judged at (send it as `If-Match` when submitting).
            seat (int): The caller's seat (from the bearer token).
            code (None | str): Why not: the stable problem `code` a submit would answer (`must_leave_one`, `not_adjacent`,
                `wrong_step`, `not_your_turn`, `undo_barrier`, `ottoman_phase`, `game_cancelled`, ...); null when accepted.
            detail (None | str): Why not, in words; null when accepted.
            ruling (None | str): The ruling (R1-R28 of RULES.md) the refusal comes from; null when accepted or not a ruling.
            barrier (ActionCheckBarrierType1 | ActionCheckBarrierType2Type1 | ActionCheckBarrierType3Type1 | None): With
                `undo_barrier`: the undo barrier in the way (`turn_start`, `dice`, `card`, `other_seat`); null otherwise.
     """

    accepted: bool
    version: int
    seat: int
    code: None | str
    detail: None | str
    ruling: None | str
    barrier: ActionCheckBarrierType1 | ActionCheckBarrierType2Type1 | ActionCheckBarrierType3Type1 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        accepted = self.accepted

        version = self.version

        seat = self.seat

        code: None | str
        code = self.code

        detail: None | str
        detail = self.detail

        ruling: None | str
        ruling = self.ruling

        barrier: None | str
        if isinstance(self.barrier, ActionCheckBarrierType1):
            barrier = self.barrier.value
        elif isinstance(self.barrier, ActionCheckBarrierType2Type1):
            barrier = self.barrier.value
        elif isinstance(self.barrier, ActionCheckBarrierType3Type1):
            barrier = self.barrier.value
        else:
            barrier = self.barrier


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "accepted": accepted,
            "version": version,
            "seat": seat,
            "code": code,
            "detail": detail,
            "ruling": ruling,
            "barrier": barrier,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accepted = d.pop("accepted")

        version = d.pop("version")

        seat = d.pop("seat")

        def _parse_code(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        code = _parse_code(d.pop("code"))


        def _parse_detail(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        detail = _parse_detail(d.pop("detail"))


        def _parse_ruling(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ruling = _parse_ruling(d.pop("ruling"))


        def _parse_barrier(data: object) -> ActionCheckBarrierType1 | ActionCheckBarrierType2Type1 | ActionCheckBarrierType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                barrier_type_1 = ActionCheckBarrierType1(data)



                return barrier_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                barrier_type_2_type_1 = ActionCheckBarrierType2Type1(data)



                return barrier_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                barrier_type_3_type_1 = ActionCheckBarrierType3Type1(data)



                return barrier_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ActionCheckBarrierType1 | ActionCheckBarrierType2Type1 | ActionCheckBarrierType3Type1 | None, data)

        barrier = _parse_barrier(d.pop("barrier"))


        action_check = cls(
            accepted=accepted,
            version=version,
            seat=seat,
            code=code,
            detail=detail,
            ruling=ruling,
            barrier=barrier,
        )


        action_check.additional_properties = d
        return action_check

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
