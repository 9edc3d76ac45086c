from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Options")



@_attrs_define
class Options:
    """ 
        Attributes:
            max_rounds (int | None | Unset): The game ends after this round (R26).
            decision_timeout_s (int | None | Unset): Seconds a pending decision waits before its default applies (R19);
                null: forever.
            spectator_talk (bool | None | Unset): True: spectators (no token) may read the table's public messages; null or
                false (the default): only the players and the host. No rule reads it.
     """

    max_rounds: int | None | Unset = UNSET
    decision_timeout_s: int | None | Unset = UNSET
    spectator_talk: bool | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        max_rounds: int | None | Unset
        if isinstance(self.max_rounds, Unset):
            max_rounds = UNSET
        else:
            max_rounds = self.max_rounds

        decision_timeout_s: int | None | Unset
        if isinstance(self.decision_timeout_s, Unset):
            decision_timeout_s = UNSET
        else:
            decision_timeout_s = self.decision_timeout_s

        spectator_talk: bool | None | Unset
        if isinstance(self.spectator_talk, Unset):
            spectator_talk = UNSET
        else:
            spectator_talk = self.spectator_talk


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if max_rounds is not UNSET:
            field_dict["max_rounds"] = max_rounds
        if decision_timeout_s is not UNSET:
            field_dict["decision_timeout_s"] = decision_timeout_s
        if spectator_talk is not UNSET:
            field_dict["spectator_talk"] = spectator_talk

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_max_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_rounds = _parse_max_rounds(d.pop("max_rounds", UNSET))


        def _parse_decision_timeout_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        decision_timeout_s = _parse_decision_timeout_s(d.pop("decision_timeout_s", UNSET))


        def _parse_spectator_talk(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        spectator_talk = _parse_spectator_talk(d.pop("spectator_talk", UNSET))


        options = cls(
            max_rounds=max_rounds,
            decision_timeout_s=decision_timeout_s,
            spectator_talk=spectator_talk,
        )

        return options

