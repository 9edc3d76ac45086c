"""The compact entries of :mod:`server.store.compact` come back byte for byte (issue 39).

No entry is unpacked again on a commit to compare: the codec's round trip is proven here,
over every event and every action of the golden games (tests/engine/data/golden.json: the
bots' recorded games and the random games), at several times of day and under
hypothesis's versions, seqs, times and phase records. A commit's entries are packed from
the structs the use case made (``pack_event_of``, ``pack_action_of``: session 22), with
the JSON path (``pack_event``, ``pack_action``: a decode, one canonical-encoding check)
for a writer that has only the JSON; both give the same bytes, and the cheap checks that
keep a value that could not come back stored as JSON (an int where a word is read back,
a class not the codec's, a time of another shape) are tested one by one. The times are
exact (integer ms), and read old entries as earlier servers' float conversion did."""

from __future__ import annotations

import msgspec
import pytest
from engine import golden
from gamekinds.battle1821 import advance, apply, new_game, start
from gamekinds.battle1821.state import Options
from hypothesis import given, settings
from hypothesis import strategies as st

from server.service.steps import AcceptedAction
from gamekinds import registry
from server.store import PhaseRecord
from server.store import compact as cx
from server.store.redis_store import encode_events
from server.store.stream_events import OttomanPhase

# a hang bound (pyproject's is 120 s): the property tests are 1-3 CPU s each, and at a load of
# ~35 on 2 cores (make test-stress beside other runs) test_any_phase_record_comes_back's 3 CPU s
# took over 120 s of wall time
pytestmark = pytest.mark.timeout(600)

_enc = msgspec.json.Encoder()


def _games():
    fx = golden.fixture()
    for e in fx["bots"]:
        yield e["seed"], e["seats"], e["max_rounds"], [
            (seat, None if a is None else golden._ACTION.decode(msgspec.json.encode(a))) for seat, a in e["log"]]
    for e in fx["random"]:
        yield e["seed"], e["seats"], e["max_rounds"], golden.random_log(e["seats"], e["seed"], e["max_rounds"])


_STRUCTS: dict[str, list] = {"events": [], "actions": []}


@pytest.fixture(scope="module")
def corpus() -> tuple[list[tuple[int, bytes]], list[bytes]]:
    """(seq, envelope) of every event and the JSON of every player action of the golden
    games (their structs in ``_STRUCTS``: (version, public event), action)."""
    events, actions = [], []
    _STRUCTS["events"].clear()
    _STRUCTS["actions"].clear()
    for seed, seats, max_rounds, log in _games():
        s, ev = start(new_game(seats, seed, Options(max_rounds=max_rounds)))
        seq, version = 1, 1
        for step, (seat, a) in enumerate([(None, None), *log]):
            if a is not None:
                s, ev = apply(s, seat, a)
                actions.append(_enc.encode(a))
                _STRUCTS["actions"].append(a)
            elif step:
                s, ev = advance(s, max_steps=1)
            for i, env in enumerate(encode_events(ev, seq, version)):
                events.append((seq + i, env))
            _STRUCTS["events"] += [(version, registry.public_event(e)) for e in ev]
            seq += len(ev)
            version += 1
    return events, actions


def test_every_golden_event_packs_from_its_struct_as_from_its_json(corpus):
    """A commit packs its events from the structs: the same entry as from the envelope."""
    events, _ = corpus
    structs = _STRUCTS["events"]
    assert len(structs) == len(events)
    for (seq, env), (version, ev) in zip(events, structs):
        packed = cx.pack_event_of(version, ev)
        assert packed == cx.pack_event(env), env
        assert cx.unpack_event(seq, packed) == env, env


@pytest.mark.parametrize("at", ["2026-12-01T12:48:30.490Z", "2026-03-29T01:00:00.001Z"])
def test_every_golden_action_packs_from_its_struct_as_from_its_json(corpus, at):
    _, actions = corpus
    structs = _STRUCTS["actions"]
    assert len(structs) == len(actions)
    for n, (a, action_json) in enumerate(zip(structs, actions), 1):
        for applied_by in (None, "decision_timeout"):
            rec = _enc.encode(AcceptedAction(n=n, seat=n % 4, version=n + 1, at=at, action=msgspec.Raw(action_json),
                                             applied_by=applied_by))
            packed = cx.pack_action_of(n, n % 4, n + 1, at, a, applied_by)
            assert packed == cx.pack_action(rec), rec
            assert cx.unpack_action(n, packed) == rec, rec


def test_a_value_that_would_not_come_back_is_not_packed_from_structs(corpus):
    """The cheap checks of the struct path: an int in a word field (read back as a word), a
    class that is not the codec's, an item of a list of structs of another class, a time
    of another shape or no date. The store then packs the JSON, which keeps such a value."""
    assert cx.pack_event_of(3, OttomanPhase(round=1, phase=2, status="running", job_id=None, step="attack"))
    assert cx.pack_event_of(3, OttomanPhase(round=1, phase=2, status="running", job_id=None, step=5)) is None
    assert cx.pack_event_of(3, {"type": "ottoman_phase"}) is None

    class Other(OttomanPhase, tag="ottoman_phase"):
        pass
    assert cx.pack_event_of(3, Other(round=1, phase=2, status="running", job_id=None, step="attack")) is None
    with_list = next(a for a in _STRUCTS["actions"] if any(s is not None and s != "s" for _, s in
                                                             cx._ACTION_SPECS[cx._ACTION_BY_CLASS[type(a)]]))
    name = next(n for n, s in cx._ACTION_SPECS[cx._ACTION_BY_CLASS[type(with_list)]] if s not in (None, "s"))
    at = "2026-12-01T12:48:30.490Z"
    assert cx.pack_action_of(1, 0, 2, at, with_list) is not None
    broken = msgspec.structs.replace(with_list, **{name: [{"x": 1}]})
    assert cx.pack_action_of(1, 0, 2, at, broken) is None
    word = next((a, n) for a in _STRUCTS["actions"] for n, s in cx._ACTION_SPECS[cx._ACTION_BY_CLASS[type(a)]]
                if s == "s")
    assert cx.pack_action_of(1, 0, 2, at, msgspec.structs.replace(word[0], **{word[1]: 7})) is None
    assert cx.pack_action_of(1, 0, 2, at, {"type": "pass"}) is None
    for bad in ("2026-12-01T12:48:30Z", "2026-13-01T12:48:30.490Z", "2026-12-01T24:00:00.000Z",
                "2026-12-01T12:48:30.490Z\n", "2026-12-01T12:48:30.490+00:00"):
        assert cx.ms_of(bad) is None, bad
        assert cx.pack_action_of(1, 0, 2, bad, with_list) is None, bad
    assert cx.pack_action_of(0, 0, 2, at, with_list) is None


def _float_iso(ms: int) -> str:
    """The time of a stored ms as servers before session 22 read it (float seconds)."""
    from datetime import datetime, timezone
    return datetime.fromtimestamp(ms / 1000, tz=timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@settings(max_examples=2_000, deadline=None)
@given(ms=st.integers(0, 4_102_444_800_000))
def test_times_are_exact_and_read_old_entries_the_same(ms):
    """``iso_of`` reads a stored ms as the float conversion of earlier servers did (so
    their entries read the same), and ``ms_of`` is its exact inverse."""
    text = cx.iso_of(ms)
    assert text == _float_iso(ms)
    assert cx.ms_of(text) == ms
    assert cx.iso_of(cx.ms_of(text)) == text


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
    assert packed[:1] != b"{", rec          # no per-record check: every well-typed record is compact
    assert cx.unpack_phase(packed, gid) == rec


@pytest.mark.parametrize("field", ["kind", "step", "status", "job_id"])
def test_a_phase_record_with_an_int_word_is_stored_as_json(field):
    """A record is built in Python: an int where a word (or the usual job id, 0) would be
    read back is not packed; the record is stored as its JSON (as before session 22)."""
    rec = _rec(1, 2, "ottoman", None, "attack", "running", 10, None, "usual", None, None,
               "2026-12-01T12:48:30.490Z", "2026-12-01T12:48:31.000Z", None, "g1")
    assert cx.pack_phase(rec, "g1")[:1] != b"{"
    bad = msgspec.structs.replace(rec, **{field: 0})
    assert cx.pack_phase(bad, "g1") == msgspec.json.encode(bad)



def test_a_planned_commit_packs_the_same_from_structs_as_from_json():
    """``action_step``'s commits (the first recorded game of bench.recorded, every player
    action planned as the API plans it) give the store the same arguments with the structs
    as from their JSON alone: the stream entries and the action record of each."""
    import dataclasses

    from bench.commit_args import commits
    from server.store.keys import Keys
    from server.store.redis_store import _commit_args

    keys = Keys("t")
    cs = commits(1)
    assert len(cs) > 200
    assert all(c.accepted is not None and c.event_structs is not None for c in cs)
    for c in cs:
        json_only = dataclasses.replace(c, event_structs=None, accepted=None)
        assert _commit_args(keys, c, 60, 0, "k") == _commit_args(keys, json_only, 60, 0, "k")
