from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.player_in_bot_type_1 import PlayerInBotType1
from ..models.player_in_bot_type_2_type_1 import PlayerInBotType2Type1
from ..models.player_in_bot_type_3_type_1 import PlayerInBotType3Type1
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PlayerIn")



@_attrs_define
class PlayerIn:
    """ 
        Attributes:
            name (str): At most 40 characters; no control, bidi-override or noncharacter code points. The API also refuses
                invisible characters and mixed-script look-alikes (400 invalid_name)
            bot (None | PlayerInBotType1 | PlayerInBotType2Type1 | PlayerInBotType3Type1 | Unset): Fill the seat with this
                server bot (a computer seat: `random`, `greedy` or `search`, the SDK's reference bots, playing in the server's
                workers); null: a human's seat.
     """

    name: str
    bot: None | PlayerInBotType1 | PlayerInBotType2Type1 | PlayerInBotType3Type1 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        elif isinstance(self.bot, PlayerInBotType1):
            bot = self.bot.value
        elif isinstance(self.bot, PlayerInBotType2Type1):
            bot = self.bot.value
        elif isinstance(self.bot, PlayerInBotType3Type1):
            bot = self.bot.value
        else:
            bot = self.bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_bot(data: object) -> None | PlayerInBotType1 | PlayerInBotType2Type1 | PlayerInBotType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_1 = PlayerInBotType1(data)



                return bot_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_2_type_1 = PlayerInBotType2Type1(data)



                return bot_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_3_type_1 = PlayerInBotType3Type1(data)



                return bot_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlayerInBotType1 | PlayerInBotType2Type1 | PlayerInBotType3Type1 | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))


        player_in = cls(
            name=name,
            bot=bot,
        )

        return player_in

