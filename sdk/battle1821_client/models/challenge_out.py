from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.challenge_out_status import ChallengeOutStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.challenge_invite import ChallengeInvite





T = TypeVar("T", bound="ChallengeOut")



@_attrs_define
class ChallengeOut:
    """ 
        Attributes:
            id (str): The challenge's id: `ch_` + 16 hex digits.
            game_id (str): The challenge's game (`GET /games/{game_id}`).
            challenger (str): The account's id: `acc_` + 16 hex digits.
            kind (str): The game kind.
            rated (bool): Whether the game is rated.
            created_at (str): RFC 3339 UTC time.
            status (ChallengeOutStatus): The challenge's state.
            invites (list[ChallengeInvite]): The invited accounts, by seat.
     """

    id: str
    game_id: str
    challenger: str
    kind: str
    rated: bool
    created_at: str
    status: ChallengeOutStatus
    invites: list[ChallengeInvite]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.challenge_invite import ChallengeInvite # noqa: PLC0415
        id = self.id

        game_id = self.game_id

        challenger = self.challenger

        kind = self.kind

        rated = self.rated

        created_at = self.created_at

        status = self.status.value

        invites = []
        for invites_item_data in self.invites:
            invites_item = invites_item_data.to_dict()
            invites.append(invites_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "game_id": game_id,
            "challenger": challenger,
            "kind": kind,
            "rated": rated,
            "created_at": created_at,
            "status": status,
            "invites": invites,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.challenge_invite import ChallengeInvite # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        game_id = d.pop("game_id")

        challenger = d.pop("challenger")

        kind = d.pop("kind")

        rated = d.pop("rated")

        created_at = d.pop("created_at")

        status = ChallengeOutStatus(d.pop("status"))




        invites = []
        _invites = d.pop("invites")
        for invites_item_data in (_invites):
            invites_item = ChallengeInvite.from_dict(invites_item_data)



            invites.append(invites_item)


        challenge_out = cls(
            id=id,
            game_id=game_id,
            challenger=challenger,
            kind=kind,
            rated=rated,
            created_at=created_at,
            status=status,
            invites=invites,
        )


        challenge_out.additional_properties = d
        return challenge_out

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
