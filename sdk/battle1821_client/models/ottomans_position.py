from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ottomans_position_step import OttomansPositionStep
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ottomans_position_aboard import OttomansPositionAboard
  from ..models.ottomans_position_pieces import OttomansPositionPieces





T = TypeVar("T", bound="OttomansPosition")



@_attrs_define
class OttomansPosition:
    """ 
        Attributes:
            cores (list[str]): The core nationalities to choose from (4.1).
            scenario (int | Unset): The scenario (1-4, 26.0). Default: 1.
            face_up (list[list[str]] | Unset): The seat's face-up control stratagems (6.11, 19.3).
            hands (list[list[str]] | Unset): Each seat's hand (a described position).
            pieces (OttomansPositionPieces | Unset): Pieces (units and leaders), by their names.
            clear_map (bool | Unset): Remove the pieces from the map (a described position). Default: False.
            turn (int | None | Unset): The game turn (1, 2, ...; the scenario's turn track, 26.0).
            step (OttomansPositionStep | Unset): The step within the phase (5.0). Default: OttomansPositionStep.MOVEMENT.
            order (list[int] | None | Unset): The seats in turn order this turn (5.1 initiative).
            phasing (int | Unset): The phasing seat (5.0), or null. Default: 0.
            aboard (OttomansPositionAboard | Unset): The fleet carrying the piece, or each carried piece's fleet (16.3).
     """

    cores: list[str]
    scenario: int | Unset = 1
    face_up: list[list[str]] | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET
    pieces: OttomansPositionPieces | Unset = UNSET
    clear_map: bool | Unset = False
    turn: int | None | Unset = UNSET
    step: OttomansPositionStep | Unset = OttomansPositionStep.MOVEMENT
    order: list[int] | None | Unset = UNSET
    phasing: int | Unset = 0
    aboard: OttomansPositionAboard | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.ottomans_position_aboard import OttomansPositionAboard # noqa: PLC0415
        from battle1821_client.models.ottomans_position_pieces import OttomansPositionPieces # noqa: PLC0415
        cores = self.cores



        scenario = self.scenario

        face_up: list[list[str]] | Unset = UNSET
        if not isinstance(self.face_up, Unset):
            face_up = []
            for face_up_item_data in self.face_up:
                face_up_item = face_up_item_data


                face_up.append(face_up_item)



        hands: list[list[str]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = hands_item_data


                hands.append(hands_item)



        pieces: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pieces, Unset):
            pieces = self.pieces.to_dict()

        clear_map = self.clear_map

        turn: int | None | Unset
        if isinstance(self.turn, Unset):
            turn = UNSET
        else:
            turn = self.turn

        step: str | Unset = UNSET
        if not isinstance(self.step, Unset):
            step = self.step.value


        order: list[int] | None | Unset
        if isinstance(self.order, Unset):
            order = UNSET
        elif isinstance(self.order, list):
            order = self.order


        else:
            order = self.order

        phasing = self.phasing

        aboard: dict[str, Any] | Unset = UNSET
        if not isinstance(self.aboard, Unset):
            aboard = self.aboard.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cores": cores,
        })
        if scenario is not UNSET:
            field_dict["scenario"] = scenario
        if face_up is not UNSET:
            field_dict["face_up"] = face_up
        if hands is not UNSET:
            field_dict["hands"] = hands
        if pieces is not UNSET:
            field_dict["pieces"] = pieces
        if clear_map is not UNSET:
            field_dict["clear_map"] = clear_map
        if turn is not UNSET:
            field_dict["turn"] = turn
        if step is not UNSET:
            field_dict["step"] = step
        if order is not UNSET:
            field_dict["order"] = order
        if phasing is not UNSET:
            field_dict["phasing"] = phasing
        if aboard is not UNSET:
            field_dict["aboard"] = aboard

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.ottomans_position_aboard import OttomansPositionAboard # noqa: PLC0415
        from battle1821_client.models.ottomans_position_pieces import OttomansPositionPieces # noqa: PLC0415
        d = dict(src_dict)
        cores = cast(list[str], d.pop("cores"))


        scenario = d.pop("scenario", UNSET)

        _face_up = d.pop("face_up", UNSET)
        face_up: list[list[str]] | Unset = UNSET
        if _face_up is not UNSET:
            face_up = []
            for face_up_item_data in _face_up:
                face_up_item = cast(list[str], face_up_item_data)

                face_up.append(face_up_item)


        _hands = d.pop("hands", UNSET)
        hands: list[list[str]] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = cast(list[str], hands_item_data)

                hands.append(hands_item)


        _pieces = d.pop("pieces", UNSET)
        pieces: OttomansPositionPieces | Unset
        if isinstance(_pieces,  Unset):
            pieces = UNSET
        else:
            pieces = OttomansPositionPieces.from_dict(_pieces)




        clear_map = d.pop("clear_map", UNSET)

        def _parse_turn(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn = _parse_turn(d.pop("turn", UNSET))


        _step = d.pop("step", UNSET)
        step: OttomansPositionStep | Unset
        if isinstance(_step,  Unset):
            step = UNSET
        else:
            step = OttomansPositionStep(_step)




        def _parse_order(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                order_type_0 = cast(list[int], data)

                return order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        order = _parse_order(d.pop("order", UNSET))


        phasing = d.pop("phasing", UNSET)

        _aboard = d.pop("aboard", UNSET)
        aboard: OttomansPositionAboard | Unset
        if isinstance(_aboard,  Unset):
            aboard = UNSET
        else:
            aboard = OttomansPositionAboard.from_dict(_aboard)




        ottomans_position = cls(
            cores=cores,
            scenario=scenario,
            face_up=face_up,
            hands=hands,
            pieces=pieces,
            clear_map=clear_map,
            turn=turn,
            step=step,
            order=order,
            phasing=phasing,
            aboard=aboard,
        )

        return ottomans_position

