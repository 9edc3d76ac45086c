from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="KindWords")



@_attrs_define
class KindWords:
    """ The kind's words for the table options (`max_rounds`, `decision_timeout_s`), for labels.

        Attributes:
            round_ (str): What `max_rounds` counts, in the singular: `round` (1821), `turn` (The Ottomans); `round` when the
                kind gives none.
            decision (str): What `decision_timeout_s` times out, with its article, as in "Seconds to answer an Ally
                question": `an Ally question` (1821), `a decision` (The Ottomans, and a kind that gives none).
     """

    round_: str
    decision: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        decision = self.decision


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "round": round_,
            "decision": decision,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        decision = d.pop("decision")

        kind_words = cls(
            round_=round_,
            decision=decision,
        )


        kind_words.additional_properties = d
        return kind_words

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
