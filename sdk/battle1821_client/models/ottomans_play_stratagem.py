from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansPlayStratagem")



@_attrs_define
class OttomansPlayStratagem:
    """ 27.2, played in one's own player turn: `crusade_jihad`, `portuguese_in_the_east`, `french_alliance`,
    `holy_roman_empire`, `trade_agreement` (with `target`, the other player asked).

        Attributes:
            stratagem (str): A stratagem (its name) (19.0, 27.2).
            type_ (Literal['play_stratagem']): The discriminator: which kind of object this is. Default: 'play_stratagem'.
            target (int | None | Unset): The seat targeted (27.2), or null.
            nationality (None | str | Unset): A nationality (its core region's name) (3.1, 6.0).
            piece (None | str | Unset): 27.2 White Sheep Confederation: the eliminated irregular (its name), or null.
            region (None | str | Unset): A region (its name), or null.
            take (None | str | Unset): 27.2 Medicis/Vizier: the stratagem taken from the pool (its design id), named in the
                `exchange` decision that follows the play (O228); null when it is played.
     """

    stratagem: str
    type_: Literal['play_stratagem'] = 'play_stratagem'
    target: int | None | Unset = UNSET
    nationality: None | str | Unset = UNSET
    piece: None | str | Unset = UNSET
    region: None | str | Unset = UNSET
    take: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        stratagem = self.stratagem

        type_ = self.type_

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        nationality: None | str | Unset
        if isinstance(self.nationality, Unset):
            nationality = UNSET
        else:
            nationality = self.nationality

        piece: None | str | Unset
        if isinstance(self.piece, Unset):
            piece = UNSET
        else:
            piece = self.piece

        region: None | str | Unset
        if isinstance(self.region, Unset):
            region = UNSET
        else:
            region = self.region

        take: None | str | Unset
        if isinstance(self.take, Unset):
            take = UNSET
        else:
            take = self.take


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "stratagem": stratagem,
            "type": type_,
        })
        if target is not UNSET:
            field_dict["target"] = target
        if nationality is not UNSET:
            field_dict["nationality"] = nationality
        if piece is not UNSET:
            field_dict["piece"] = piece
        if region is not UNSET:
            field_dict["region"] = region
        if take is not UNSET:
            field_dict["take"] = take

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stratagem = d.pop("stratagem")

        type_ = cast(Literal['play_stratagem'] , d.pop("type"))
        if type_ != 'play_stratagem':
            raise ValueError(f"type must match const 'play_stratagem', got '{type_}'")

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))


        def _parse_nationality(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        nationality = _parse_nationality(d.pop("nationality", UNSET))


        def _parse_piece(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        piece = _parse_piece(d.pop("piece", UNSET))


        def _parse_region(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        region = _parse_region(d.pop("region", UNSET))


        def _parse_take(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        take = _parse_take(d.pop("take", UNSET))


        ottomans_play_stratagem = cls(
            stratagem=stratagem,
            type_=type_,
            target=target,
            nationality=nationality,
            piece=piece,
            region=region,
            take=take,
        )

        return ottomans_play_stratagem

