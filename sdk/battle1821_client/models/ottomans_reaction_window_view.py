from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ottomans_held_move_view import OttomansHeldMoveView





T = TypeVar("T", bound="OttomansReactionWindowView")



@_attrs_define
class OttomansReactionWindowView:
    """ 
        Attributes:
            window (str): The reaction window's kind: `weather`, `bids`, `reroll`, `commit`, `agents`, `administration` or
                `retreat`.
            what (str): What the window is about: `attack` (the view's `battle`), `move` (`move`), `agent` (the view's
                `agent_operation`), `phase` (an `agents` window at a phase's end), `control` (an Administration (1) answer),
                `event` (the Random Events Table's two dice, 14.0), or the die of `weather`, `crusade`, `trade`, `kaisar`,
                `pillage`, `colonize`, `region` (Region Determination) or `corsairs` held for a re-roll (O222, O230).
            stratagem (None | str): The stratagem that answers the window (`weather`, `military_advance`, `jesuits_sufis`,
                `administration`), or null (`retreat`, `commit`, `agents`).
            by (int | None | Unset): The seat whose act or roll is answered: the attacker, the mover, the agent operation's
                seat, the seat that rolled the die held (O222), the phasing seat at a phase's end, the seat that would lose the
                control stratagem; null: none.
            dice (list[int] | Unset): In a `reroll` window, the die (or the two dice of 14.0, or the Region Determination's)
                that a Jesuits/Sufis re-roll would replace, each 1-6 (27.2, O80); empty in any other window.
            move (None | OttomansHeldMoveView | Unset): The move, forced march or naval transport a Weather window may stop,
                as declared (27.2), or null.
            control (None | str | Unset): An `administration` window: the control stratagem (its design id) the asked seat
                would lose (27.2 Administration (1), O205), else null.
     """

    window: str
    what: str
    stratagem: None | str
    by: int | None | Unset = UNSET
    dice: list[int] | Unset = UNSET
    move: None | OttomansHeldMoveView | Unset = UNSET
    control: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.ottomans_held_move_view import OttomansHeldMoveView # noqa: PLC0415
        window = self.window

        what = self.what

        stratagem: None | str
        stratagem = self.stratagem

        by: int | None | Unset
        if isinstance(self.by, Unset):
            by = UNSET
        else:
            by = self.by

        dice: list[int] | Unset = UNSET
        if not isinstance(self.dice, Unset):
            dice = self.dice



        move: dict[str, Any] | None | Unset
        if isinstance(self.move, Unset):
            move = UNSET
        elif isinstance(self.move, OttomansHeldMoveView):
            move = self.move.to_dict()
        else:
            move = self.move

        control: None | str | Unset
        if isinstance(self.control, Unset):
            control = UNSET
        else:
            control = self.control


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "window": window,
            "what": what,
            "stratagem": stratagem,
        })
        if by is not UNSET:
            field_dict["by"] = by
        if dice is not UNSET:
            field_dict["dice"] = dice
        if move is not UNSET:
            field_dict["move"] = move
        if control is not UNSET:
            field_dict["control"] = control

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.ottomans_held_move_view import OttomansHeldMoveView # noqa: PLC0415
        d = dict(src_dict)
        window = d.pop("window")

        what = d.pop("what")

        def _parse_stratagem(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        stratagem = _parse_stratagem(d.pop("stratagem"))


        def _parse_by(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        by = _parse_by(d.pop("by", UNSET))


        dice = cast(list[int], d.pop("dice", UNSET))


        def _parse_move(data: object) -> None | OttomansHeldMoveView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_0 = OttomansHeldMoveView.from_dict(data)



                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OttomansHeldMoveView | Unset, data)

        move = _parse_move(d.pop("move", UNSET))


        def _parse_control(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        control = _parse_control(d.pop("control", UNSET))


        ottomans_reaction_window_view = cls(
            window=window,
            what=what,
            stratagem=stratagem,
            by=by,
            dice=dice,
            move=move,
            control=control,
        )


        ottomans_reaction_window_view.additional_properties = d
        return ottomans_reaction_window_view

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
