from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.joined_bot_type_1 import JoinedBotType1
from ..models.joined_bot_type_2_type_1 import JoinedBotType2Type1
from ..models.joined_bot_type_3_type_1 import JoinedBotType3Type1
from ..models.joined_status import JoinedStatus
from typing import cast






T = TypeVar("T", bound="Joined")



@_attrs_define
class Joined:
    """ 
        Attributes:
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            name (str): The player's name.
            token (str): The seat token, shown once: `Authorization: Bearer <token>`.
            version (int): The game version (ETag without quotes).
            status (JoinedStatus): The lifecycle status (see the enum).
            bot (JoinedBotType1 | JoinedBotType2Type1 | JoinedBotType3Type1 | None): The server bot of a computer seat; null
                for a human.
     """

    seat: int
    name: str
    token: str
    version: int
    status: JoinedStatus
    bot: JoinedBotType1 | JoinedBotType2Type1 | JoinedBotType3Type1 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        token = self.token

        version = self.version

        status = self.status.value

        bot: None | str
        if isinstance(self.bot, JoinedBotType1):
            bot = self.bot.value
        elif isinstance(self.bot, JoinedBotType2Type1):
            bot = self.bot.value
        elif isinstance(self.bot, JoinedBotType3Type1):
            bot = self.bot.value
        else:
            bot = self.bot


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "name": name,
            "token": token,
            "version": version,
            "status": status,
            "bot": bot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        token = d.pop("token")

        version = d.pop("version")

        status = JoinedStatus(d.pop("status"))




        def _parse_bot(data: object) -> JoinedBotType1 | JoinedBotType2Type1 | JoinedBotType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_1 = JoinedBotType1(data)



                return bot_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_2_type_1 = JoinedBotType2Type1(data)



                return bot_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_3_type_1 = JoinedBotType3Type1(data)



                return bot_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JoinedBotType1 | JoinedBotType2Type1 | JoinedBotType3Type1 | None, data)

        bot = _parse_bot(d.pop("bot"))


        joined = cls(
            seat=seat,
            name=name,
            token=token,
            version=version,
            status=status,
            bot=bot,
        )


        joined.additional_properties = d
        return joined

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
