from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.game_record_out_options import GameRecordOutOptions
  from ..models.message import Message
  from ..models.ottomans_position import OttomansPosition
  from ..models.ottomans_record_action_out import OttomansRecordActionOut
  from ..models.position import Position
  from ..models.record_action_out import RecordActionOut
  from ..models.record_end import RecordEnd
  from ..models.record_join import RecordJoin





T = TypeVar("T", bound="GameRecordOut")



@_attrs_define
class GameRecordOut:
    """ 
        Attributes:
            format_ (str): `battle1821-record/1`.
            kind (str): The game kind (`GET /kinds`) whose rules replay the record. Default: 'battle1821'.
            rules (str): The rules version the game was played under (the kind's `rules_version` when it was created).
            game_id (str): The game id.
            created_at (str): Creation time (RFC 3339 UTC).
            seats (int): Seats (2-4).
            options (GameRecordOutOptions): The game's options.
            seed_sha256 (str): sha256 (hex) of the seed, published at creation (R27).
            seed_chosen (bool): The creator chose the seed.
            seed (None | str): The seed (R27), only once the game is over.
            names (list[str]): Each seat's player name at version 1 (`""`: nobody yet).
            position (None | OttomansPosition | Position): The starting position, for a game created from one.
            joins (list[RecordJoin]): Seats taken after creation, in order.
            actions (list[OttomansRecordActionOut | RecordActionOut]): Every accepted action in order (= `GET
                /games/{game_id}/actions`).
            talk (list[Message]): The table talk's public messages in order (`Message` objects; never replayed: talk changes
                no game), once the game is over, or while it is in play when its `spectator_talk` option is on; private messages
                are never in the record (issue 21).
            end (None | RecordEnd): The end of the game; null while it is in play.
     """

    format_: str
    rules: str
    game_id: str
    created_at: str
    seats: int
    options: GameRecordOutOptions
    seed_sha256: str
    seed_chosen: bool
    seed: None | str
    names: list[str]
    position: None | OttomansPosition | Position
    joins: list[RecordJoin]
    actions: list[OttomansRecordActionOut | RecordActionOut]
    talk: list[Message]
    end: None | RecordEnd
    kind: str = 'battle1821'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.game_record_out_options import GameRecordOutOptions # noqa: PLC0415
        from battle1821_client.models.message import Message # noqa: PLC0415
        from battle1821_client.models.ottomans_position import OttomansPosition # noqa: PLC0415
        from battle1821_client.models.ottomans_record_action_out import OttomansRecordActionOut # noqa: PLC0415
        from battle1821_client.models.position import Position # noqa: PLC0415
        from battle1821_client.models.record_action_out import RecordActionOut # noqa: PLC0415
        from battle1821_client.models.record_end import RecordEnd # noqa: PLC0415
        from battle1821_client.models.record_join import RecordJoin # noqa: PLC0415
        format_ = self.format_

        kind = self.kind

        rules = self.rules

        game_id = self.game_id

        created_at = self.created_at

        seats = self.seats

        options = self.options.to_dict()

        seed_sha256 = self.seed_sha256

        seed_chosen = self.seed_chosen

        seed: None | str
        seed = self.seed

        names = self.names



        position: dict[str, Any] | None
        if isinstance(self.position, Position):
            position = self.position.to_dict()
        elif isinstance(self.position, OttomansPosition):
            position = self.position.to_dict()
        else:
            position = self.position

        joins = []
        for joins_item_data in self.joins:
            joins_item = joins_item_data.to_dict()
            joins.append(joins_item)



        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, RecordActionOut):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)



        talk = []
        for talk_item_data in self.talk:
            talk_item = talk_item_data.to_dict()
            talk.append(talk_item)



        end: dict[str, Any] | None
        if isinstance(self.end, RecordEnd):
            end = self.end.to_dict()
        else:
            end = self.end


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "format": format_,
            "kind": kind,
            "rules": rules,
            "game_id": game_id,
            "created_at": created_at,
            "seats": seats,
            "options": options,
            "seed_sha256": seed_sha256,
            "seed_chosen": seed_chosen,
            "seed": seed,
            "names": names,
            "position": position,
            "joins": joins,
            "actions": actions,
            "talk": talk,
            "end": end,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.game_record_out_options import GameRecordOutOptions # noqa: PLC0415
        from battle1821_client.models.message import Message # noqa: PLC0415
        from battle1821_client.models.ottomans_position import OttomansPosition # noqa: PLC0415
        from battle1821_client.models.ottomans_record_action_out import OttomansRecordActionOut # noqa: PLC0415
        from battle1821_client.models.position import Position # noqa: PLC0415
        from battle1821_client.models.record_action_out import RecordActionOut # noqa: PLC0415
        from battle1821_client.models.record_end import RecordEnd # noqa: PLC0415
        from battle1821_client.models.record_join import RecordJoin # noqa: PLC0415
        d = dict(src_dict)
        format_ = d.pop("format")

        kind = d.pop("kind")

        rules = d.pop("rules")

        game_id = d.pop("game_id")

        created_at = d.pop("created_at")

        seats = d.pop("seats")

        options = GameRecordOutOptions.from_dict(d.pop("options"))




        seed_sha256 = d.pop("seed_sha256")

        seed_chosen = d.pop("seed_chosen")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        names = cast(list[str], d.pop("names"))


        def _parse_position(data: object) -> None | OttomansPosition | Position:
            if data is None:
                return data
            if isinstance(data, dict):
                candidates: list[Position | OttomansPosition] = []
                if set(data) <= {"seats", "regions", "players", "round", "phase", "step", "active_seat", "first_player", "supply", "apostles_revealed"}:
                    try:
                        position_type_0 = Position.from_dict(data)



                        candidates.append(position_type_0)
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                if set(data) <= {"scenario", "cores", "face_up", "hands", "pieces", "clear_map", "turn", "step", "order", "phasing", "aboard"}:
                    try:
                        position_type_2 = OttomansPosition.from_dict(data)



                        candidates.append(position_type_2)
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                exact = [candidate for candidate in candidates if candidate.to_dict() == data]
                if exact or len(candidates) == 1:
                    return (exact or candidates)[0]
                raise ValueError(
                    "position: "
                    f"{sorted(data)!r} {'is ambiguous: several' if candidates else 'fits none'} of"
                    " Position, OttomansPosition"
                    f"{' read it, each changing it' if candidates else ' (a key it does not know, or a field missing or of the wrong type)'}"
                )
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                position_type_0 = Position.from_dict(data)



                return position_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                position_type_2 = OttomansPosition.from_dict(data)



                return position_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OttomansPosition | Position, data)

        position = _parse_position(d.pop("position"))


        joins = []
        _joins = d.pop("joins")
        for joins_item_data in (_joins):
            joins_item = RecordJoin.from_dict(joins_item_data)



            joins.append(joins_item)


        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> OttomansRecordActionOut | RecordActionOut:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0 = RecordActionOut.from_dict(data)



                    return actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                actions_item_type_1 = OttomansRecordActionOut.from_dict(data)



                return actions_item_type_1

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        talk = []
        _talk = d.pop("talk")
        for talk_item_data in (_talk):
            talk_item = Message.from_dict(talk_item_data)



            talk.append(talk_item)


        def _parse_end(data: object) -> None | RecordEnd:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                end_type_0 = RecordEnd.from_dict(data)



                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordEnd, data)

        end = _parse_end(d.pop("end"))


        game_record_out = cls(
            format_=format_,
            kind=kind,
            rules=rules,
            game_id=game_id,
            created_at=created_at,
            seats=seats,
            options=options,
            seed_sha256=seed_sha256,
            seed_chosen=seed_chosen,
            seed=seed,
            names=names,
            position=position,
            joins=joins,
            actions=actions,
            talk=talk,
            end=end,
        )


        game_record_out.additional_properties = d
        return game_record_out

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
