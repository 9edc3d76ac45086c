from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ottomans_options_takeover_bot_type_1 import OttomansOptionsTakeoverBotType1
from ..models.ottomans_options_takeover_bot_type_2_type_1 import OttomansOptionsTakeoverBotType2Type1
from ..models.ottomans_options_takeover_bot_type_3_type_1 import OttomansOptionsTakeoverBotType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ottomans_clock import OttomansClock





T = TypeVar("T", bound="OttomansOptions")



@_attrs_define
class OttomansOptions:
    """ 
        Attributes:
            scenario (int | Unset): The scenario (1-4, 26.0). Default: 1.
            special_tactics (bool | Unset): Optional rule 22.0 (special tactics) on. Default: False.
            pillage (bool | Unset): Optional rule 23.0 (pillage) on. Default: False.
            colonization (bool | Unset): Optional rule 24.0 (colonization) on. Default: False.
            civilization (bool | Unset): Optional rule 25.0 (civilization) on. Default: False.
            max_rounds (int | None | Unset): End the game after this many game turns (a house rule); null: the scenario's
                length (26.0).
            decision_timeout_s (int | None | Unset): Seconds a seat has for each decision before its default answer (the
                kind's `timeout_action`) or a takeover; null: no limit.
            spectator_talk (bool | None | Unset): Whether spectators may post table talk.
            clock (None | OttomansClock | Unset): A chess clock per seat, or null.
            takeover_on_resign (bool | None | Unset): Whether a server bot takes over a seat that resigns.
            takeover_bot (None | OttomansOptionsTakeoverBotType1 | OttomansOptionsTakeoverBotType2Type1 |
                OttomansOptionsTakeoverBotType3Type1 | Unset): The policy that takes over a seat out of time (`random`,
                `greedy`).
     """

    scenario: int | Unset = 1
    special_tactics: bool | Unset = False
    pillage: bool | Unset = False
    colonization: bool | Unset = False
    civilization: bool | Unset = False
    max_rounds: int | None | Unset = UNSET
    decision_timeout_s: int | None | Unset = UNSET
    spectator_talk: bool | None | Unset = UNSET
    clock: None | OttomansClock | Unset = UNSET
    takeover_on_resign: bool | None | Unset = UNSET
    takeover_bot: None | OttomansOptionsTakeoverBotType1 | OttomansOptionsTakeoverBotType2Type1 | OttomansOptionsTakeoverBotType3Type1 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.ottomans_clock import OttomansClock # noqa: PLC0415
        scenario = self.scenario

        special_tactics = self.special_tactics

        pillage = self.pillage

        colonization = self.colonization

        civilization = self.civilization

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
        elif isinstance(self.clock, OttomansClock):
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
        elif isinstance(self.takeover_bot, OttomansOptionsTakeoverBotType1):
            takeover_bot = self.takeover_bot.value
        elif isinstance(self.takeover_bot, OttomansOptionsTakeoverBotType2Type1):
            takeover_bot = self.takeover_bot.value
        elif isinstance(self.takeover_bot, OttomansOptionsTakeoverBotType3Type1):
            takeover_bot = self.takeover_bot.value
        else:
            takeover_bot = self.takeover_bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if scenario is not UNSET:
            field_dict["scenario"] = scenario
        if special_tactics is not UNSET:
            field_dict["special_tactics"] = special_tactics
        if pillage is not UNSET:
            field_dict["pillage"] = pillage
        if colonization is not UNSET:
            field_dict["colonization"] = colonization
        if civilization is not UNSET:
            field_dict["civilization"] = civilization
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
        from battle1821_client.models.ottomans_clock import OttomansClock # noqa: PLC0415
        d = dict(src_dict)
        scenario = d.pop("scenario", UNSET)

        special_tactics = d.pop("special_tactics", UNSET)

        pillage = d.pop("pillage", UNSET)

        colonization = d.pop("colonization", UNSET)

        civilization = d.pop("civilization", UNSET)

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


        def _parse_clock(data: object) -> None | OttomansClock | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = OttomansClock.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OttomansClock | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))


        def _parse_takeover_on_resign(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        takeover_on_resign = _parse_takeover_on_resign(d.pop("takeover_on_resign", UNSET))


        def _parse_takeover_bot(data: object) -> None | OttomansOptionsTakeoverBotType1 | OttomansOptionsTakeoverBotType2Type1 | OttomansOptionsTakeoverBotType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                takeover_bot_type_1 = OttomansOptionsTakeoverBotType1(data)



                return takeover_bot_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                takeover_bot_type_2_type_1 = OttomansOptionsTakeoverBotType2Type1(data)



                return takeover_bot_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                takeover_bot_type_3_type_1 = OttomansOptionsTakeoverBotType3Type1(data)



                return takeover_bot_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OttomansOptionsTakeoverBotType1 | OttomansOptionsTakeoverBotType2Type1 | OttomansOptionsTakeoverBotType3Type1 | Unset, data)

        takeover_bot = _parse_takeover_bot(d.pop("takeover_bot", UNSET))


        ottomans_options = cls(
            scenario=scenario,
            special_tactics=special_tactics,
            pillage=pillage,
            colonization=colonization,
            civilization=civilization,
            max_rounds=max_rounds,
            decision_timeout_s=decision_timeout_s,
            spectator_talk=spectator_talk,
            clock=clock,
            takeover_on_resign=takeover_on_resign,
            takeover_bot=takeover_bot,
        )

        return ottomans_options

