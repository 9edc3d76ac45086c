from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.record_end_status import RecordEndStatus
from typing import cast






T = TypeVar("T", bound="RecordEnd")



@_attrs_define
class RecordEnd:
    """ 
        Attributes:
            version (int): The game's last version.
            status (RecordEndStatus): `finished` (R26) or `cancelled`.
            round_ (int): The round the game ended in.
            winners (list[int]): Winning seats (R26; empty: Ottoman victory or cancelled).
            end_reason (None | str): R26's reason (null when cancelled).
            state_sha256 (str): sha256 (hex) of the final state, msgpack (`engine.encode_state`).
            checks (str): Per accepted action, one hex digit: the first of the sha256 (hex) of the state after it (and its
                automatic steps), in order.
     """

    version: int
    status: RecordEndStatus
    round_: int
    winners: list[int]
    end_reason: None | str
    state_sha256: str
    checks: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        version = self.version

        status = self.status.value

        round_ = self.round_

        winners = self.winners



        end_reason: None | str
        end_reason = self.end_reason

        state_sha256 = self.state_sha256

        checks = self.checks


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "version": version,
            "status": status,
            "round": round_,
            "winners": winners,
            "end_reason": end_reason,
            "state_sha256": state_sha256,
            "checks": checks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        version = d.pop("version")

        status = RecordEndStatus(d.pop("status"))




        round_ = d.pop("round")

        winners = cast(list[int], d.pop("winners"))


        def _parse_end_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        state_sha256 = d.pop("state_sha256")

        checks = d.pop("checks")

        record_end = cls(
            version=version,
            status=status,
            round_=round_,
            winners=winners,
            end_reason=end_reason,
            state_sha256=state_sha256,
            checks=checks,
        )


        record_end.additional_properties = d
        return record_end

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
