"""The accepted-action log as the table reads it (``GET /games/{id}/actions``, ``/actions/{n}``,
the record of a game in play): each record's action passed through its kind's
``redact_action(action, actor, None)`` while the game goes on (an Ottomans seat's agents
committed in secret, 20.1, or stratagems returned unplayed, 19.4, are not shown to the
others); once the game is over, or for a kind whose actions are all public (1821:
``gamekinds.contract.action_as_is``), the records are served as stored, byte for byte."""

from __future__ import annotations

import msgspec

from gamekinds import registry
from gamekinds.contract import action_as_is

from .steps import AcceptedAction

_dec = msgspec.json.Decoder(AcceptedAction)
_enc = msgspec.json.Encoder()


def any_kind_redacts() -> bool:
    """Whether some registered kind hides anything in its accepted actions."""
    return any(k.redact_action is not action_as_is for k in registry.all_kinds())


def public_records(kind, raws: list[bytes]) -> list[bytes]:
    """``raws`` (stored :class:`AcceptedAction` JSON) as a spectator reads them while the
    game goes on. A record whose action is no action of the kind (the seat-control records
    ``take_over``/``take_back``) or that the kind leaves as it is keeps its bytes."""
    if kind.redact_action is action_as_is:
        return raws
    dec = msgspec.json.Decoder(kind.Action)
    out = []
    for raw in raws:
        rec = _dec.decode(raw)
        try:
            action = dec.decode(rec.action)
        except msgspec.ValidationError:
            out.append(raw)
            continue
        shown = kind.redact_action(action, rec.seat, None)
        out.append(raw if shown is action else _enc.encode(msgspec.structs.replace(rec, action=msgspec.Raw(_enc.encode(shown)))))
    return out
