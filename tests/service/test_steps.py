"""server/service/steps.py: ``commit_step`` plans every change of a game (API writes, the
worker's Ottoman steps and decision timeouts) with one accepted-action record format, one
summary rule and one numbering of events; ``phase_record_commit`` changes a phase record
alone, compare-and-set at the same version."""

from __future__ import annotations

import msgspec

from gamekinds import battle1821 as engine
from gamekinds.battle1821.actions import SetStandingOrders
from gamekinds.battle1821.state import Options
from server.service.phases import now_iso
from server.service.steps import DECISION_TIMEOUT, commit_step, phase_record_commit, settle
from server.store import UNSET, GameMeta

META = GameMeta(created_at="2026-01-01T00:00:00Z", host="h" * 64, seat_tokens=["a" * 64, "b" * 64])


def _started(gid: str):
    s = engine.new_game(2, "steps-seed", Options(), ["A", "B"])
    s, ev = engine.start(s)
    return settle(s, ev), ev


def test_a_new_game_is_version_1_with_its_summary(ns):
    s, ev = _started("0" * 16)
    step = commit_step(None, "0123456789abcdef", s, ev, at=now_iso(), meta=META)
    c = step.commit
    assert (c.expected_version, c.new_version, c.first_seq, step.version, step.action) == (None, 1, 1, 1, None)
    assert c.summary.status == s.status and c.meta == META and c.action is None
    assert [msgspec.json.decode(e)["seq"] for e in step.events] == list(range(1, len(ev) + 1))
    assert ns.store.commit(c).ok


def test_accepted_actions_share_one_record_format(ns):
    gid = "0123456789abcdef"
    s, ev = _started(gid)
    assert ns.store.commit(commit_step(None, gid, s, ev, at=now_iso(), meta=META).commit).ok
    loaded = ns.store.load(gid)
    seat = engine.waiting_for(s)[0]
    action = SetStandingOrders(call_ally="never")
    s2, ev2 = engine.apply(s, seat, action)
    step = commit_step(loaded, gid, s2, list(ev2), at="2026-01-01T00:00:01.000Z", seat=seat,
                       action_json=msgspec.json.encode(action), applied_by=DECISION_TIMEOUT)
    assert (step.version, step.action, step.commit.first_seq) == (loaded.version + 1, 1, loaded.seq + 1)
    assert step.commit.action == (b'{"n":1,"seat":%d,"version":%d,"at":"2026-01-01T00:00:01.000Z",'
                                  b'"action":{"type":"set_standing_orders","call_ally":"never","answer_ally":null},'
                                  b'"applied_by":"decision_timeout"}' % (seat, step.version))
    assert step.current_phase is UNSET and step.commit.summary is None   # same phase: listing unchanged
    assert ns.store.commit(step.commit).ok
    assert not ns.store.commit(step.commit).ok                            # the version moved on


def test_phase_record_commits_are_a_compare_and_set_at_the_same_version(ns):
    gid = "0123456789abcdef"
    s, ev = _started(gid)
    assert ns.store.commit(commit_step(None, gid, s, ev, at=now_iso(), meta=META).commit).ok
    loaded = ns.store.load(gid)
    failed = msgspec.structs.replace(loaded.phase, status="failed", error="x")
    c = phase_record_commit(loaded, failed, [{"type": "ottoman_phase", "status": "failed"}])
    assert (c.expected_version, c.new_version) == (loaded.version, loaded.version)
    assert ns.store.commit(c).ok
    again = ns.store.load(gid)
    assert again.phase == failed and again.version == loaded.version and again.seq == loaded.seq + 1
    seat = engine.waiting_for(s)[0]
    s2, ev2 = engine.apply(s, seat, SetStandingOrders(call_ally="never"))
    assert ns.store.commit(commit_step(again, gid, s2, list(ev2), at=now_iso()).commit).ok
    assert not ns.store.commit(phase_record_commit(loaded, failed)).ok     # written over another version
