from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.kind_bot import KindBot
  from ..models.kind_links import KindLinks
  from ..models.kind_option import KindOption
  from ..models.kind_schemas import KindSchemas
  from ..models.kind_words import KindWords





T = TypeVar("T", bound="KindOut")



@_attrs_define
class KindOut:
    """ 
        Attributes:
            name (str): The kind's id (`kind` in `POST /games`, the views and the listings).
            title (str): Its human title.
            rules_version (str): The rules version its games and records pin.
            seats_min (int): The fewest seats (players) of a game.
            seats_max (int): The most seats (players) of a game.
            scenarios (list[str]): Its scenarios; the first is the default.
            phases (list[str]): The names of its phases (`kind` of the phase records, `GET /games/{game_id}/phases`).
            bots (list[KindBot]): The server bots a seat may be, each with its words, in the order the kind offers them
                (every name `players[].bot` and `takeover_bot` accept for this kind, and no other).
            words (KindWords): The kind's words for the table options (`max_rounds`, `decision_timeout_s`), for labels.
            options (list[KindOption]): The kind's own options a player picks when creating a game (`POST /games`
                `options`), beyond the table options, in the order to offer them (The Ottomans: `scenario` and the optional
                rules; 1821: none).
            links (KindLinks): Where to read more of the kind.
            action_types (list[str]): The `type` of each action.
            event_types (list[str]): The `type` of each log event.
            schemas (KindSchemas): The JSON Schemas of its types.
     """

    name: str
    title: str
    rules_version: str
    seats_min: int
    seats_max: int
    scenarios: list[str]
    phases: list[str]
    bots: list[KindBot]
    words: KindWords
    options: list[KindOption]
    links: KindLinks
    action_types: list[str]
    event_types: list[str]
    schemas: KindSchemas
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.kind_bot import KindBot # noqa: PLC0415
        from battle1821_client.models.kind_links import KindLinks # noqa: PLC0415
        from battle1821_client.models.kind_option import KindOption # noqa: PLC0415
        from battle1821_client.models.kind_schemas import KindSchemas # noqa: PLC0415
        from battle1821_client.models.kind_words import KindWords # noqa: PLC0415
        name = self.name

        title = self.title

        rules_version = self.rules_version

        seats_min = self.seats_min

        seats_max = self.seats_max

        scenarios = self.scenarios



        phases = self.phases



        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.to_dict()
            bots.append(bots_item)



        words = self.words.to_dict()

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        links = self.links.to_dict()

        action_types = self.action_types



        event_types = self.event_types



        schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "title": title,
            "rules_version": rules_version,
            "seats_min": seats_min,
            "seats_max": seats_max,
            "scenarios": scenarios,
            "phases": phases,
            "bots": bots,
            "words": words,
            "options": options,
            "links": links,
            "action_types": action_types,
            "event_types": event_types,
            "schemas": schemas,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.kind_bot import KindBot # noqa: PLC0415
        from battle1821_client.models.kind_links import KindLinks # noqa: PLC0415
        from battle1821_client.models.kind_option import KindOption # noqa: PLC0415
        from battle1821_client.models.kind_schemas import KindSchemas # noqa: PLC0415
        from battle1821_client.models.kind_words import KindWords # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        title = d.pop("title")

        rules_version = d.pop("rules_version")

        seats_min = d.pop("seats_min")

        seats_max = d.pop("seats_max")

        scenarios = cast(list[str], d.pop("scenarios"))


        phases = cast(list[str], d.pop("phases"))


        bots = []
        _bots = d.pop("bots")
        for bots_item_data in (_bots):
            bots_item = KindBot.from_dict(bots_item_data)



            bots.append(bots_item)


        words = KindWords.from_dict(d.pop("words"))




        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = KindOption.from_dict(options_item_data)



            options.append(options_item)


        links = KindLinks.from_dict(d.pop("links"))




        action_types = cast(list[str], d.pop("action_types"))


        event_types = cast(list[str], d.pop("event_types"))


        schemas = KindSchemas.from_dict(d.pop("schemas"))




        kind_out = cls(
            name=name,
            title=title,
            rules_version=rules_version,
            seats_min=seats_min,
            seats_max=seats_max,
            scenarios=scenarios,
            phases=phases,
            bots=bots,
            words=words,
            options=options,
            links=links,
            action_types=action_types,
            event_types=event_types,
            schemas=schemas,
        )


        kind_out.additional_properties = d
        return kind_out

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
