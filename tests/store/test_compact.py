"""The compact entries of :mod:`server.store.compact` come back byte for byte (issue 39).

``pack_event`` and ``pack_action`` no longer unpack each entry again on every commit to
compare: they check one cheap invariant (the JSON is the canonical encoding of the struct
it decodes to) and rely on the codec's round trip, which these tests prove over every
event and every action of the golden games (tests/engine/data/golden.json: the bots'
recorded games and the random games), at several times of day and under hypothesis's
versions, seqs and times. ``pack_phase`` keeps its per-record check (a record is built in
Python: nothing decoded checks its types); its round trip is tested under hypothesis's
records all the same."""

from __future__ import annotations

import msgspec
import pytest
from engine import golden
from gamekinds.battle1821 import advance, apply, new_game, start
from gamekinds.battle1821.state import Options
from hypothesis import given, settings
from hypothesis import strategies as st

from server.service.steps import AcceptedAction
from server.store import PhaseRecord
from server.store import compact as cx
from server.store.redis_store import encode_events

_enc = msgspec.json.Encoder()


def _games():
    fx = golden.fixture()
    for e in fx["bots"]:
        yield e["seed"], e["seats"], e["max_rounds"], [
            (seat, None if a is None else golden._ACTION.decode(msgspec.json.encode(a))) for seat, a in e["log"]]
    for e in fx["random"]:
        yield e["seed"], e["seats"], e["max_rounds"], golden.random_log(e["seats"], e["seed"], e["max_rounds"])


@pytest.fixture(scope="module")
def corpus() -> tuple[list[tuple[int, bytes]], list[bytes]]:
    """(seq, envelope) of every event and the JSON of every player action of the golden games."""
    events, actions = [], []
    for seed, seats, max_rounds, log in _games():
        s, ev = start(new_game(seats, seed, Options(max_rounds=max_rounds)))
        seq, version = 1, 1
        for step, (seat, a) in enumerate([(None, None), *log]):
            if a is not None:
                s, ev = apply(s, seat, a)
                actions.append(_enc.encode(a))
            elif step:
                s, ev = advance(s, max_steps=1)
            for i, env in enumerate(encode_events(ev, seq, version)):
                events.append((seq + i, env))
            seq += len(ev)
            version += 1
    return events, actions


def test_every_golden_event_is_compact_and_comes_back(corpus):
    events, _ = corpus
    assert len(events) > 9_000
    types = set()
    for seq, env in events:
        packed = cx.pack_event(env)
        assert packed[:1] != b"{", env               # stored compact
        assert cx.unpack_event(seq, packed) == env, env
        types.add(msgspec.json.decode(env)["type"])
    assert len(types) > 20


@pytest.mark.parametrize("at", ["2026-12-01T12:48:30.490Z", "2026-12-06T23:59:59.999Z", "2027-01-01T00:00:00.000Z",
                                "2026-03-29T01:00:00.001Z"])
def test_every_golden_action_record_comes_back(corpus, at):
    _, actions = corpus
    assert len(actions) > 1_000
    for n, action_json in enumerate(actions, 1):
        for applied_by in (None, "decision_timeout"):
            rec = _enc.encode(AcceptedAction(n=n, seat=n % 4, version=n + 1, at=at, action=msgspec.Raw(action_json),
                                             applied_by=applied_by))
            packed = cx.pack_action(rec)
            assert packed[:1] != b"{", rec
            assert cx.unpack_action(n, packed) == rec, rec


@settings(max_examples=300, deadline=None)
@given(seq=st.integers(0, 1 << 40), version=st.integers(1, 1 << 40), ix=st.integers(0, 10_000),
       ms=st.integers(0, 4_102_444_800_000), pad=st.sampled_from(["", "0"]))
def test_any_numbers_and_times_come_back_or_stay_json(corpus, seq, version, ix, ms, pad):
    """Whatever the seq, version and time (and a non-canonical one: a leading zero), an
    entry is stored so that it comes back the same: compact, or as its JSON."""
    events, actions = corpus
    _, env = events[ix % len(events)]
    body = env[env.index(b'"type"'):]
    env = b'{"seq":%s%d,"version":%d,%s' % (pad.encode(), seq, version, body)
    assert cx.unpack_event(seq, cx.pack_event(env)) == env
    at = cx.iso_of(ms)
    rec = _enc.encode(AcceptedAction(n=ix + 1, seat=1, version=version, at=at,
                                     action=msgspec.Raw(actions[ix % len(actions)])))
    assert cx.unpack_action(ix + 1, cx.pack_action(rec)) == rec


_TIMES = st.one_of(st.integers(0, 4_102_444_800_000).map(cx.iso_of),
                   st.sampled_from(["2026-12-01T12:48:30.490Z", "2026-12-01T12:48:30Z", "2026-12-01T12:48:30.4900Z",
                                    "not a time", ""]))
_WORDS = st.one_of(st.sampled_from(cx._KINDS + cx._STEPS + cx._STATUSES), st.text(max_size=12))
_INTS = st.integers(0, 1 << 53)


def _rec(number, rnd, kind, seat, step, status, start, end, job, progress, error, started, updated, ended, gid):
    if job == "usual":
        job = f"{kind}-{gid}-{rnd}"
    return PhaseRecord(number=number, round=rnd, kind=kind, seat=seat, step=step, status=status, start_version=start,
                       end_version=end, job_id=job, progress=progress, error=error, started_at=started,
                       updated_at=updated, ended_at=ended)


@settings(max_examples=1_000, deadline=None)
@given(rec=st.builds(_rec, st.integers(1, 1 << 20), st.integers(0, 1 << 20), st.sampled_from(cx._KINDS),
                     st.none() | st.integers(0, 3), _WORDS, st.sampled_from(cx._STATUSES), _INTS, st.none() | _INTS, st.none() | st.just("usual") | st.text(max_size=20),
                     st.none() | st.text(max_size=20), st.none() | st.text(max_size=20), _TIMES, _TIMES,
                     st.none() | _TIMES, st.sampled_from(["", "0123456789abcdef"])),
       gid=st.sampled_from(["", "0123456789abcdef"]))
def test_any_phase_record_comes_back(rec, gid):
    packed = cx.pack_phase(rec, gid)
    assert cx.unpack_phase(packed, gid) == rec

