from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.join_game_bot_type_1 import JoinGameBotType1
from ..models.join_game_bot_type_2_type_1 import JoinGameBotType2Type1
from ..models.join_game_bot_type_3_type_1 import JoinGameBotType3Type1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="JoinGame")



@_attrs_define
class JoinGame:
    """ 
        Attributes:
            name (str): At most 40 characters; no control, bidi-override or noncharacter code points. The API also refuses
                invisible characters and mixed-script look-alikes (400 invalid_name)
            seat (int | None | Unset): A seat number (0-3; -1 for none / the Ottomans where allowed).
            bot (JoinGameBotType1 | JoinGameBotType2Type1 | JoinGameBotType3Type1 | None | Unset): Fill the seat with this
                server bot (a computer seat: `random`, `greedy` or `search`, the SDK's reference bots, playing in the server's
                workers); null: a human's seat.
     """

    name: str
    seat: int | None | Unset = UNSET
    bot: JoinGameBotType1 | JoinGameBotType2Type1 | JoinGameBotType3Type1 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        elif isinstance(self.bot, JoinGameBotType1):
            bot = self.bot.value
        elif isinstance(self.bot, JoinGameBotType2Type1):
            bot = self.bot.value
        elif isinstance(self.bot, JoinGameBotType3Type1):
            bot = self.bot.value
        else:
            bot = self.bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        def _parse_bot(data: object) -> JoinGameBotType1 | JoinGameBotType2Type1 | JoinGameBotType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_1 = JoinGameBotType1(data)



                return bot_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_2_type_1 = JoinGameBotType2Type1(data)



                return bot_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_3_type_1 = JoinGameBotType3Type1(data)



                return bot_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JoinGameBotType1 | JoinGameBotType2Type1 | JoinGameBotType3Type1 | None | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))


        join_game = cls(
            name=name,
            seat=seat,
            bot=bot,
        )

        return join_game

