from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_info_bot_type_1 import SeatInfoBotType1
from ..models.seat_info_bot_type_2_type_1 import SeatInfoBotType2Type1
from ..models.seat_info_bot_type_3_type_1 import SeatInfoBotType3Type1
from ..models.seat_info_kind import SeatInfoKind
from typing import cast






T = TypeVar("T", bound="SeatInfo")



@_attrs_define
class SeatInfo:
    """ 
        Attributes:
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            name (str): The player's name.
            taken (bool): True when a player holds the seat.
            reserved (bool): True while the seat is held for the player of the game this one is the rematch of: only that
                player's old seat token takes it (`POST /games/{old}/rematch`). Default: False.
            kind (SeatInfoKind): `human`: a token holder's seat; `bot`: a computer seat, played by a server bot. Default:
                SeatInfoKind.HUMAN.
            bot (None | SeatInfoBotType1 | SeatInfoBotType2Type1 | SeatInfoBotType3Type1): The server bot playing the seat
                now (null when its human plays).
            taken_over (bool): True while a server bot plays this human's seat (its clock ran out, or it resigned with
                `takeover_on_resign`); the human takes it back with `POST /games/{game_id}/players/{seat}/take-back`. Default:
                False.
     """

    seat: int
    name: str
    taken: bool
    bot: None | SeatInfoBotType1 | SeatInfoBotType2Type1 | SeatInfoBotType3Type1
    reserved: bool = False
    kind: SeatInfoKind = SeatInfoKind.HUMAN
    taken_over: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        taken = self.taken

        reserved = self.reserved

        kind = self.kind.value

        bot: None | str
        if isinstance(self.bot, SeatInfoBotType1):
            bot = self.bot.value
        elif isinstance(self.bot, SeatInfoBotType2Type1):
            bot = self.bot.value
        elif isinstance(self.bot, SeatInfoBotType3Type1):
            bot = self.bot.value
        else:
            bot = self.bot

        taken_over = self.taken_over


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "name": name,
            "taken": taken,
            "reserved": reserved,
            "kind": kind,
            "bot": bot,
            "taken_over": taken_over,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        taken = d.pop("taken")

        reserved = d.pop("reserved")

        kind = SeatInfoKind(d.pop("kind"))




        def _parse_bot(data: object) -> None | SeatInfoBotType1 | SeatInfoBotType2Type1 | SeatInfoBotType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_1 = SeatInfoBotType1(data)



                return bot_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_2_type_1 = SeatInfoBotType2Type1(data)



                return bot_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_3_type_1 = SeatInfoBotType3Type1(data)



                return bot_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatInfoBotType1 | SeatInfoBotType2Type1 | SeatInfoBotType3Type1, data)

        bot = _parse_bot(d.pop("bot"))


        taken_over = d.pop("taken_over")

        seat_info = cls(
            seat=seat,
            name=name,
            taken=taken,
            reserved=reserved,
            kind=kind,
            bot=bot,
            taken_over=taken_over,
        )


        seat_info.additional_properties = d
        return seat_info

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
