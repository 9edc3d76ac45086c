from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.undone_event_phase import UndoneEventPhase
from ..models.undone_event_step import UndoneEventStep
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.region_pieces import RegionPieces





T = TypeVar("T", bound="UndoneEvent")



@_attrs_define
class UndoneEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            count (int): How many actions were taken back.
            actions (list[str]): The types of the actions taken back, newest first.
            regions (list[RegionPieces]): Every region whose pieces or owner changed back, with what it holds now.
            round_ (int): The round (1, 2, ...; 0 during setup).
            phase (UndoneEventPhase): The phase: `lobby`, `setup` (R5-R8), `greek` (a Greek player's turn, R9), `ottoman`
                (R20-R24), `end`.
            step (UndoneEventStep): The step within the phase (R9, R20-R24): `first_player`, `place_start`, `reinforcement`,
                `attack`, `movement`, `event`, `none`.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['undone']): The discriminator: which kind of object this is. Default: 'undone'.
     """

    seat: int
    count: int
    actions: list[str]
    regions: list[RegionPieces]
    round_: int
    phase: UndoneEventPhase
    step: UndoneEventStep
    seq: int
    version: int
    type_: Literal['undone'] = 'undone'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.region_pieces import RegionPieces # noqa: PLC0415
        seat = self.seat

        count = self.count

        actions = self.actions



        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.to_dict()
            regions.append(regions_item)



        round_ = self.round_

        phase = self.phase.value

        step = self.step.value

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "count": count,
            "actions": actions,
            "regions": regions,
            "round": round_,
            "phase": phase,
            "step": step,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.region_pieces import RegionPieces # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        count = d.pop("count")

        actions = cast(list[str], d.pop("actions"))


        regions = []
        _regions = d.pop("regions")
        for regions_item_data in (_regions):
            regions_item = RegionPieces.from_dict(regions_item_data)



            regions.append(regions_item)


        round_ = d.pop("round")

        phase = UndoneEventPhase(d.pop("phase"))




        step = UndoneEventStep(d.pop("step"))




        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['undone'] , d.pop("type"))
        if type_ != 'undone':
            raise ValueError(f"type must match const 'undone', got '{type_}'")

        undone_event = cls(
            seat=seat,
            count=count,
            actions=actions,
            regions=regions,
            round_=round_,
            phase=phase,
            step=step,
            seq=seq,
            version=version,
            type_=type_,
        )


        undone_event.additional_properties = d
        return undone_event

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
