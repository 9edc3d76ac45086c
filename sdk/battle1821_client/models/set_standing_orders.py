from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.set_standing_orders_answer_ally_type_1 import SetStandingOrdersAnswerAllyType1
from ..models.set_standing_orders_answer_ally_type_2_type_1 import SetStandingOrdersAnswerAllyType2Type1
from ..models.set_standing_orders_answer_ally_type_3_type_1 import SetStandingOrdersAnswerAllyType3Type1
from ..models.set_standing_orders_call_ally_type_1 import SetStandingOrdersCallAllyType1
from ..models.set_standing_orders_call_ally_type_2_type_1 import SetStandingOrdersCallAllyType2Type1
from ..models.set_standing_orders_call_ally_type_3_type_1 import SetStandingOrdersCallAllyType3Type1
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="SetStandingOrders")



@_attrs_define
class SetStandingOrders:
    """ 
        Attributes:
            type_ (Literal['set_standing_orders']): The discriminator: which kind of object this is. Default:
                'set_standing_orders'.
            call_ally (None | SetStandingOrdersCallAllyType1 | SetStandingOrdersCallAllyType2Type1 |
                SetStandingOrdersCallAllyType3Type1 | Unset): Standing order for calling an Ally (R19): `ask`, `always`,
                `never`.
            answer_ally (None | SetStandingOrdersAnswerAllyType1 | SetStandingOrdersAnswerAllyType2Type1 |
                SetStandingOrdersAnswerAllyType3Type1 | Unset): Standing order for answering an Ally request (R19): `ask`,
                `accept`, `decline`.
     """

    type_: Literal['set_standing_orders'] = 'set_standing_orders'
    call_ally: None | SetStandingOrdersCallAllyType1 | SetStandingOrdersCallAllyType2Type1 | SetStandingOrdersCallAllyType3Type1 | Unset = UNSET
    answer_ally: None | SetStandingOrdersAnswerAllyType1 | SetStandingOrdersAnswerAllyType2Type1 | SetStandingOrdersAnswerAllyType3Type1 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        call_ally: None | str | Unset
        if isinstance(self.call_ally, Unset):
            call_ally = UNSET
        elif isinstance(self.call_ally, SetStandingOrdersCallAllyType1):
            call_ally = self.call_ally.value
        elif isinstance(self.call_ally, SetStandingOrdersCallAllyType2Type1):
            call_ally = self.call_ally.value
        elif isinstance(self.call_ally, SetStandingOrdersCallAllyType3Type1):
            call_ally = self.call_ally.value
        else:
            call_ally = self.call_ally

        answer_ally: None | str | Unset
        if isinstance(self.answer_ally, Unset):
            answer_ally = UNSET
        elif isinstance(self.answer_ally, SetStandingOrdersAnswerAllyType1):
            answer_ally = self.answer_ally.value
        elif isinstance(self.answer_ally, SetStandingOrdersAnswerAllyType2Type1):
            answer_ally = self.answer_ally.value
        elif isinstance(self.answer_ally, SetStandingOrdersAnswerAllyType3Type1):
            answer_ally = self.answer_ally.value
        else:
            answer_ally = self.answer_ally


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if call_ally is not UNSET:
            field_dict["call_ally"] = call_ally
        if answer_ally is not UNSET:
            field_dict["answer_ally"] = answer_ally

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['set_standing_orders'] , d.pop("type"))
        if type_ != 'set_standing_orders':
            raise ValueError(f"type must match const 'set_standing_orders', got '{type_}'")

        def _parse_call_ally(data: object) -> None | SetStandingOrdersCallAllyType1 | SetStandingOrdersCallAllyType2Type1 | SetStandingOrdersCallAllyType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                call_ally_type_1 = SetStandingOrdersCallAllyType1(data)



                return call_ally_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                call_ally_type_2_type_1 = SetStandingOrdersCallAllyType2Type1(data)



                return call_ally_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                call_ally_type_3_type_1 = SetStandingOrdersCallAllyType3Type1(data)



                return call_ally_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SetStandingOrdersCallAllyType1 | SetStandingOrdersCallAllyType2Type1 | SetStandingOrdersCallAllyType3Type1 | Unset, data)

        call_ally = _parse_call_ally(d.pop("call_ally", UNSET))


        def _parse_answer_ally(data: object) -> None | SetStandingOrdersAnswerAllyType1 | SetStandingOrdersAnswerAllyType2Type1 | SetStandingOrdersAnswerAllyType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                answer_ally_type_1 = SetStandingOrdersAnswerAllyType1(data)



                return answer_ally_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                answer_ally_type_2_type_1 = SetStandingOrdersAnswerAllyType2Type1(data)



                return answer_ally_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                answer_ally_type_3_type_1 = SetStandingOrdersAnswerAllyType3Type1(data)



                return answer_ally_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SetStandingOrdersAnswerAllyType1 | SetStandingOrdersAnswerAllyType2Type1 | SetStandingOrdersAnswerAllyType3Type1 | Unset, data)

        answer_ally = _parse_answer_ally(d.pop("answer_ally", UNSET))


        set_standing_orders = cls(
            type_=type_,
            call_ally=call_ally,
            answer_ally=answer_ally,
        )

        return set_standing_orders

