from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.attack_target_kind import AttackTargetKind
from typing import cast

if TYPE_CHECKING:
  from ..models.force import Force





T = TypeVar("T", bound="AttackTarget")



@_attrs_define
class AttackTarget:
    """ 
        Attributes:
            region (str): The region that may be attacked (board id).
            kind (AttackTargetKind): `battle` (Ottomans there, R12), `occupation` (empty, R15) or `takeover` (another
                player's region, R16).
            forces (list[Force]): The forces that may be committed, as rows: `cannons` cannons with any infantry from
                `min_infantry` to `max_infantry` (R15-R17, R28); every force matching a row is accepted.
            ottomans (int): The Ottoman pieces in the region (each strength 1; 0 unless `battle`). Default: 0.
            defender_seat (int | None): The seat holding the region (a `takeover`), else null.
            defender_strength (int): The holder's strength there (a `takeover`; infantry + 3 x cannons, R2), else 0.
                Default: 0.
     """

    region: str
    kind: AttackTargetKind
    forces: list[Force]
    defender_seat: int | None
    ottomans: int = 0
    defender_strength: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.force import Force # noqa: PLC0415
        region = self.region

        kind = self.kind.value

        forces = []
        for forces_item_data in self.forces:
            forces_item = forces_item_data.to_dict()
            forces.append(forces_item)



        ottomans = self.ottomans

        defender_seat: int | None
        defender_seat = self.defender_seat

        defender_strength = self.defender_strength


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "region": region,
            "kind": kind,
            "forces": forces,
            "ottomans": ottomans,
            "defender_seat": defender_seat,
            "defender_strength": defender_strength,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.force import Force # noqa: PLC0415
        d = dict(src_dict)
        region = d.pop("region")

        kind = AttackTargetKind(d.pop("kind"))




        forces = []
        _forces = d.pop("forces")
        for forces_item_data in (_forces):
            forces_item = Force.from_dict(forces_item_data)



            forces.append(forces_item)


        ottomans = d.pop("ottomans")

        def _parse_defender_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        defender_seat = _parse_defender_seat(d.pop("defender_seat"))


        defender_strength = d.pop("defender_strength")

        attack_target = cls(
            region=region,
            kind=kind,
            forces=forces,
            ottomans=ottomans,
            defender_seat=defender_seat,
            defender_strength=defender_strength,
        )


        attack_target.additional_properties = d
        return attack_target

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
