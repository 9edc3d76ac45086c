"""Game records replayed by the engine alone (no Redis): a game played as the service
plays it (creation, joins, each accepted action then ``settle``, one version per Ottoman
step) replays to the same state at every version; ``verify`` accepts its record, names
the action a tampered record diverges at, and refuses another rules version; an action
type the engine does not know replays through ``REPLAY_HANDLERS`` with the history."""

from __future__ import annotations

import hashlib
import random

import msgspec
import pytest

from gamekinds import battle1821 as engine
from gamekinds.battle1821 import Options, encode_state
from gamekinds.battle1821.randomplay import choose_action
from server.records import record as rc


def _play(seed: str, seats: int = 3, max_rounds: int = 3, extra: dict | None = None):
    """(record, the state at each version) of a game played the service's way."""
    rng = random.Random(seed)
    s = engine.new_game(seats, seed, Options(max_rounds=max_rounds), [""] * seats, seed_chosen=True)
    states = {1: s}
    v = 1
    joins, actions = [], []
    for seat in range(seats):
        v += 1
        s = engine.copy_state(s)
        s.players[seat].name = f"P{seat}"
        joins.append(rc.RecordJoin(seat=seat, version=v, name=f"P{seat}"))
        if seat == seats - 1:
            s, ev = engine.start(s)
            s = rc.settle(s, list(ev))
        states[v] = s
    while s.status != "finished" and v < 2000:
        v += 1
        if rc.auto_step_due(s):
            s, _ = engine.advance(s, max_steps=1)
        else:
            seat = engine.waiting_for(s)[0]
            if extra is not None and len(actions) == 5:
                action = msgspec.json.encode({"type": extra["type"]})
                s = rc.settle(extra["apply"](s), [])
            else:
                a = choose_action(engine.legal_actions(s, seat), rng)
                action = msgspec.json.encode(a)
                s, ev = engine.apply(s, seat, a)
                s = rc.settle(s, list(ev))
            actions.append(rc.RecordAction(n=len(actions) + 1, seat=seat, version=v, at="2026-12-01T10:00:00.000Z",
                                           action=msgspec.Raw(action)))
        states[v] = s
    rec = rc.GameRecord(format=rc.RECORD_FORMAT, rules=engine.RULES_VERSION, game_id="0" * 16,
                        created_at="2026-12-01T10:00:00.000Z", seats=seats, options=s.options,
                        seed_sha256=hashlib.sha256(seed.encode()).hexdigest(), seed_chosen=True, seed=seed,
                        names=[""] * seats, position=None, joins=joins, actions=actions)
    return rec, states


@pytest.mark.parametrize("seed", ["rec-a", "rec-b", "rec-c"])
def test_a_record_replays_every_version_and_verifies(seed):
    rec, states = _play(seed)
    versions = list(rc.replay(rec))
    assert [x.version for x in versions] == sorted(states)
    for x in versions:
        assert encode_state(x.state) == encode_state(states[x.version]), x.version
    rec.end = rc.end_of(rec, versions)
    assert rec.end.status == "finished" and len(rec.end.checks) == len(rec.actions)
    assert rc.verify(rec).ok
    again = rc.record_dec.decode(rc.record_enc.encode(rec))     # the JSON format round-trips
    assert rc.verify(again).ok


def test_verify_names_the_action_a_tampered_record_diverges_at():
    rec, _ = _play("rec-tamper")
    rec.end = rc.end_of(rec, list(rc.replay(rec)))
    n = next(a.n for a in rec.actions if msgspec.json.decode(bytes(a.action))["type"] == "reinforce")
    raw = msgspec.json.decode(bytes(rec.actions[n - 1].action))
    raw["placements"] = list(reversed(raw["placements"])) if len(raw["placements"]) > 1 else raw["placements"]
    raw["placements"][0]["infantry"] = max(0, raw["placements"][0]["infantry"] - 1)
    rec.actions[n - 1] = msgspec.structs.replace(rec.actions[n - 1], action=msgspec.Raw(msgspec.json.encode(raw)))
    v = rc.verify(rec)
    assert not v.ok and v.problem == "diverged" and v.action is not None and v.action >= n, v
    rec.rules = "1821-rules/2020.01-1"
    assert rc.verify(rec).problem == "other_rules"


def test_an_action_the_engine_does_not_know_replays_through_its_handler(monkeypatch):
    def takeover(s):     # e.g. a seat takeover: the state changes outside the engine's actions
        s = engine.copy_state(s)
        s.players[0].call_ally = "never"
        return s

    rec, states = _play("rec-handler", extra={"type": "seat_takeover", "apply": takeover})
    with pytest.raises(rc.ReplayError):
        list(rc.replay(rec))          # unknown to the engine: refused without a handler
    seen = []

    def handler(s, seat, action, history):
        seen.append((action["type"], len(history)))
        return takeover(s), []

    monkeypatch.setitem(rc.REPLAY_HANDLERS, "seat_takeover", handler)
    versions = list(rc.replay(rec))
    assert seen and seen[0][0] == "seat_takeover" and seen[0][1] >= 5
    assert all(encode_state(x.state) == encode_state(states[x.version]) for x in versions)


def test_an_archive_gives_back_a_human_then_a_bot_then_a_human_action_with_their_times():
    """A server bot's action record names its bot, so the archive keeps it as it is; the
    times of the actions after it must still come back to the millisecond (they did not:
    a game with a human and a computer seat was left live as unarchivable)."""
    from server.records.archive import encode
    from server.store.records import GameMeta, GameSummary

    s, _ = engine.start(engine.new_game(2, "archive-times", Options(), ["Ann", "Bot"]))
    meta = GameMeta(created_at="2026-12-05T12:00:00.000Z", host="00" * 32, seat_tokens=["11" * 32, "22" * 32],
                    bots=[None, "greedy"])
    fields = {"version": b"4", "state": encode_state(s), "meta": msgspec.json.encode(meta), "seq": b"0", "nact": b"3",
              "summary": msgspec.json.encode(GameSummary(id="g", status="finished", seats=2, open_seats=0, round=1,
                                                        phase="end", created_at=meta.created_at))}
    actions = [
        b'{"n":1,"seat":0,"version":2,"at":"2026-12-05T12:00:01.100Z","action":{"type":"end_step"}}',
        b'{"n":2,"seat":1,"version":3,"at":"2026-12-05T12:00:02.200Z","action":{"type":"end_step"},'
        b'"applied_by":"bot","bot":"greedy"}',
        b'{"n":3,"seat":0,"version":4,"at":"2026-12-05T12:00:03.300Z","action":{"type":"end_step"}}',
    ]
    _blob, arch = encode("g", fields, [], actions, [])
    assert arch.actions == actions
