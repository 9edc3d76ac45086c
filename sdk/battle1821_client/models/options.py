from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.options_takeover_bot_type_1 import OptionsTakeoverBotType1
from ..models.options_takeover_bot_type_2_type_1 import OptionsTakeoverBotType2Type1
from ..models.options_takeover_bot_type_3_type_1 import OptionsTakeoverBotType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.clock import Clock





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
            clock (Clock | None | Unset): Per-seat time budgets (`initial_s`, `increment_s`); a seat whose time runs out is
                taken over by `takeover_bot`. Null: no clocks.
            takeover_on_resign (bool | None | Unset): True: a human seat that resigns is taken over by `takeover_bot` (and
                may be taken back) instead of leaving the game (R19); null/false: a resigning seat leaves.
            takeover_bot (None | OptionsTakeoverBotType1 | OptionsTakeoverBotType2Type1 | OptionsTakeoverBotType3Type1 |
                Unset): The server bot that takes a seat over (`random`, `greedy`, `search`); null: `greedy`.
     """

    max_rounds: int | None | Unset = UNSET
    decision_timeout_s: int | None | Unset = UNSET
    spectator_talk: bool | None | Unset = UNSET
    clock: Clock | None | Unset = UNSET
    takeover_on_resign: bool | None | Unset = UNSET
    takeover_bot: None | OptionsTakeoverBotType1 | OptionsTakeoverBotType2Type1 | OptionsTakeoverBotType3Type1 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.clock import Clock # noqa: PLC0415
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

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        takeover_on_resign: bool | None | Unset
        if isinstance(self.takeover_on_resign, Unset):
            takeover_on_resign = UNSET
        else:
            takeover_on_resign = self.takeover_on_resign

        takeover_bot: None | str | Unset
        if isinstance(self.takeover_bot, Unset):
            takeover_bot = UNSET
        elif isinstance(self.takeover_bot, OptionsTakeoverBotType1):
            takeover_bot = self.takeover_bot.value
        elif isinstance(self.takeover_bot, OptionsTakeoverBotType2Type1):
            takeover_bot = self.takeover_bot.value
        elif isinstance(self.takeover_bot, OptionsTakeoverBotType3Type1):
            takeover_bot = self.takeover_bot.value
        else:
            takeover_bot = self.takeover_bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if max_rounds is not UNSET:
            field_dict["max_rounds"] = max_rounds
        if decision_timeout_s is not UNSET:
            field_dict["decision_timeout_s"] = decision_timeout_s
        if spectator_talk is not UNSET:
            field_dict["spectator_talk"] = spectator_talk
        if clock is not UNSET:
            field_dict["clock"] = clock
        if takeover_on_resign is not UNSET:
            field_dict["takeover_on_resign"] = takeover_on_resign
        if takeover_bot is not UNSET:
            field_dict["takeover_bot"] = takeover_bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.clock import Clock # noqa: PLC0415
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


        def _parse_clock(data: object) -> Clock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))


        def _parse_takeover_on_resign(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        takeover_on_resign = _parse_takeover_on_resign(d.pop("takeover_on_resign", UNSET))


        def _parse_takeover_bot(data: object) -> None | OptionsTakeoverBotType1 | OptionsTakeoverBotType2Type1 | OptionsTakeoverBotType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                takeover_bot_type_1 = OptionsTakeoverBotType1(data)



                return takeover_bot_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                takeover_bot_type_2_type_1 = OptionsTakeoverBotType2Type1(data)



                return takeover_bot_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                takeover_bot_type_3_type_1 = OptionsTakeoverBotType3Type1(data)



                return takeover_bot_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OptionsTakeoverBotType1 | OptionsTakeoverBotType2Type1 | OptionsTakeoverBotType3Type1 | Unset, data)

        takeover_bot = _parse_takeover_bot(d.pop("takeover_bot", UNSET))


        options = cls(
            max_rounds=max_rounds,
            decision_timeout_s=decision_timeout_s,
            spectator_talk=spectator_talk,
            clock=clock,
            takeover_on_resign=takeover_on_resign,
            takeover_bot=takeover_bot,
        )

        return options

