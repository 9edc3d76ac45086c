from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ottomans_react_stratagem_type_1 import OttomansReactStratagemType1
from ..models.ottomans_react_stratagem_type_2_type_1 import OttomansReactStratagemType2Type1
from ..models.ottomans_react_stratagem_type_3_type_1 import OttomansReactStratagemType3Type1
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansReact")



@_attrs_define
class OttomansReact:
    """ Answer a reaction window (`ReactOption`): play `stratagem` (`weather`, `military_advance`, `jesuits_sufis`,
    `administration`) or pass (null, or left out).

        Attributes:
            type_ (Literal['react']): The discriminator: which kind of object this is. Default: 'react'.
            stratagem (None | OttomansReactStratagemType1 | OttomansReactStratagemType2Type1 |
                OttomansReactStratagemType3Type1 | Unset): A stratagem (its name) (19.0, 27.2).
     """

    type_: Literal['react'] = 'react'
    stratagem: None | OttomansReactStratagemType1 | OttomansReactStratagemType2Type1 | OttomansReactStratagemType3Type1 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        stratagem: None | str | Unset
        if isinstance(self.stratagem, Unset):
            stratagem = UNSET
        elif isinstance(self.stratagem, OttomansReactStratagemType1):
            stratagem = self.stratagem.value
        elif isinstance(self.stratagem, OttomansReactStratagemType2Type1):
            stratagem = self.stratagem.value
        elif isinstance(self.stratagem, OttomansReactStratagemType3Type1):
            stratagem = self.stratagem.value
        else:
            stratagem = self.stratagem


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if stratagem is not UNSET:
            field_dict["stratagem"] = stratagem

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['react'] , d.pop("type"))
        if type_ != 'react':
            raise ValueError(f"type must match const 'react', got '{type_}'")

        def _parse_stratagem(data: object) -> None | OttomansReactStratagemType1 | OttomansReactStratagemType2Type1 | OttomansReactStratagemType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stratagem_type_1 = OttomansReactStratagemType1(data)



                return stratagem_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stratagem_type_2_type_1 = OttomansReactStratagemType2Type1(data)



                return stratagem_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stratagem_type_3_type_1 = OttomansReactStratagemType3Type1(data)



                return stratagem_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OttomansReactStratagemType1 | OttomansReactStratagemType2Type1 | OttomansReactStratagemType3Type1 | Unset, data)

        stratagem = _parse_stratagem(d.pop("stratagem", UNSET))


        ottomans_react = cls(
            type_=type_,
            stratagem=stratagem,
        )

        return ottomans_react

