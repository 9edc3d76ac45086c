"""The accepted-action log as the table reads it (server/service/actionlog.py; issue 31 item
2, hidden information): while a game goes on, an Ottomans seat's agents committed in
secret (20.1) and the stratagems it returned unplayed (19.4) are not in the log others
read; 1821's log is served byte for byte; records that are no action of the kind (the
seat-control records) keep their bytes."""

from __future__ import annotations

import msgspec

from gamekinds import battle1821, ottomans
from gamekinds.ottomans.state import CommitAgents, Discard
from server.service.actionlog import any_kind_redacts, public_records
from server.service.steps import AcceptedAction

_enc = msgspec.json.Encoder()


def _rec(seat: int, action, n: int = 1) -> bytes:
    return _enc.encode(AcceptedAction(n=n, seat=seat, version=n + 1, at="2026-12-05T16:00:00Z",
                                      action=msgspec.Raw(_enc.encode(action))))


def test_secret_commitments_are_hidden_from_the_table_while_the_game_goes_on():
    raws = [_rec(1, CommitAgents(agents=3), 1), _rec(0, Discard(stratagems=["jesuits", "weather"]), 2),
            _enc.encode(AcceptedAction(n=3, seat=0, version=4, at="2026-12-05T16:00:01Z",
                                       action=msgspec.Raw(b'{"type":"take_over","bot":"greedy","reason":"clock"}')))]
    shown = [msgspec.json.decode(r) for r in public_records(ottomans, raws)]
    assert shown[0]["action"] == {"type": "commit_agents", "agents": 0}
    assert shown[1]["action"]["stratagems"] == ["?", "?"] and b"jesuits" not in b"".join(public_records(ottomans, raws))
    assert public_records(ottomans, raws)[2] == raws[2]
    assert [r["seat"] for r in shown] == [1, 0, 0]


def test_1821s_log_is_served_as_stored():
    raw = _rec(0, {"type": "end_step"})
    assert public_records(battle1821, [raw]) == [raw]
    assert any_kind_redacts()          # the Ottomans are registered and redact
