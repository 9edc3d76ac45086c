"""Computer seats, clocks and seat takeover over a real Redis, real RQ worker subprocesses
and the HTTP API (Litestar's TestClient on the app): bots play in the workers through the
same commit as any seat; a clock that runs out hands the seat to a bot, which hands it
back; a bot turn whose job crashed or whose worker was SIGKILLed completes exactly once."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import statistics
import time

import msgspec
import pytest
from litestar.testing import TestClient

from gamekinds import battle1821 as engine
from gamekinds.battle1821 import Action
from gamekinds.battle1821.options import LegalAction, ResignOption, SetStandingOrdersOption
from gamekinds.battle1821.randomplay import choose_action
from gamekinds.battle1821.state import decode_state, encode_state
from server.service import enqueue as enq

_opts = msgspec.json.Decoder(list[LegalAction])
HANG_S = 120.0      # a wait this long only catches a hang: no test here bounds a latency
QUICK_WATCHDOG = {"BATTLE1821_BOT_STALE_S": "0.5", "BATTLE1821_CLOCK_GRACE_S": "0.2"}
"""The watchdog settings of a worker whose watchdog a test waits for (production: 5 s and
2 s): a bot turn with no job is enqueued again after 0.5 s, a clock's expiry 0.2 s past its
deadline. Whether it happens is the same code whatever the period; a shorter one only lets
a second job for a turn start sooner, which can only lose its compare-and-set."""


@contextlib.contextmanager
def _api(harness):
    """The app (Litestar's TestClient) on ``harness``'s key prefix and queue."""
    from server.app import create_app
    from server.config import Settings
    from wk_helpers import REDIS_URL

    settings = Settings(redis_url=REDIS_URL, queue_redis_url=REDIS_URL, key_prefix=harness.prefix,
                        queue_name=harness.queue_name, log_level="WARNING")
    with TestClient(create_app(settings)) as client:
        yield client


@pytest.fixture
def api(harness):
    with _api(harness) as client:
        yield client


@pytest.fixture(scope="module")
def shared_api(shared_harness):
    """The app on ``shared_harness`` (conftest: ONE worker of the default configuration,
    shared by the module's tests that only need one)."""
    with _api(shared_harness) as client:
        yield client


def _create(api, harness, players, seats=None, **options):
    r = api.post("/games", json={"seats": seats or len(players), "players": players, "options": options})
    assert r.status_code == 201, r.text
    harness.games.append(r.json()["id"])
    return r.json()


def _wait(what, pred, timeout=HANG_S, harness=None, step=0.1):
    """Poll ``pred()`` every ``step`` s until truthy (its value). Each poll is a request to
    the in-process app or a read of the store, ~2 CPU ms with its Redis round trips: a
    0.02 s step spent ~10 % of a core on waits of many seconds (a game's end, a watchdog's
    pass); what is waited for lasts (the game stays over, the job stays started) so a
    coarser step only lengthens the wait."""
    deadline = time.monotonic() + timeout
    while True:
        v = pred()
        if v:
            return v
        assert time.monotonic() < deadline, f"{what} not seen in {timeout}s" + (
            f"; workers: {harness.stderr()}" if harness else "")
        time.sleep(step)


def _human_move(api, gid, token, rng):
    """One random legal action of the token's seat through the API (None when it is not
    the seat's move); returns the response."""
    h = {"Authorization": f"Bearer {token}"}
    la = api.get(f"/games/{gid}/legal-actions", headers=h).json()
    opts = [o for o in _opts.decode(msgspec.json.encode(la["actions"]))
            if not isinstance(o, (ResignOption, SetStandingOrdersOption))]
    if not opts:
        return None
    a = choose_action(opts, rng)
    return api.post(f"/games/{gid}/actions", content=msgspec.json.encode(a),
                    headers={**h, "If-Match": f'"{la["version"]}"', "Content-Type": "application/json"})


def _actions(api, gid):
    out, off = [], 0
    while True:
        page = api.get(f"/games/{gid}/actions?offset={off}&limit=200").json()
        out += page["actions"]
        if page["next_offset"] is None:
            return out
        off = page["next_offset"]


def _job_over(harness, job_id: str) -> bool:
    """RQ is done with the job ``job_id``: it finished, failed after its retries, or is gone
    (a finished job is kept ``enqueue.DONE_JOB_TTL_S``); not while it waits for a retry."""
    from rq.exceptions import NoSuchJobError
    from rq.job import Job, JobStatus

    try:
        return Job.fetch(job_id, connection=harness.r).get_status(refresh=True) in (JobStatus.FINISHED,
                                                                                     JobStatus.FAILED)
    except NoSuchJobError:
        return True


def _replays(harness, gid, acts):
    """The action log replays the game: from the seed, the engine actions in order
    (the seat-control records skipped) give the stored state, once the game waits on a
    seat again (no Ottoman phase half run) or is over."""
    def settled():
        s = decode_state(harness.store.load(gid).state)
        return s if s.status == "finished" or engine.waiting_for(s) else None

    final = _wait("a settled game", settled, HANG_S, harness)
    assert harness.store.load(gid).nact == len(acts), "an action was committed after the log was read"
    s = engine.new_game(final.seats, final.seed, final.options, [p.name for p in final.players])
    s, _ = engine.start(s)
    s, _ = engine.advance(s)
    for rec in acts:
        if rec["action"]["type"] in ("take_over", "take_back"):
            continue
        s, _ = engine.apply(s, rec["seat"], msgspec.convert(rec["action"], Action))
        s, _ = engine.advance(s)
    assert encode_state(s) == encode_state(final)


def test_one_human_and_three_computer_seats_play_to_the_end_and_bots_answer(shared_api, shared_harness):
    """The bots' answer times are printed (issue 13's 1 s target is bench/seat_bots.py's).
    The module's shared worker is listening: the times are the bots' answers, not its start-up."""
    api, harness = shared_api, shared_harness
    g = _create(api, harness, [{"name": "Kolokotronis"}, {"name": "R", "bot": "random"},
                               {"name": "G", "bot": "greedy"}, {"name": "S", "bot": "search"}], max_rounds=2)
    gid, token = g["id"], g["players"][0]["token"]
    assert [c["bot"] for c in g["computer_seats"]] == ["random", "greedy", "search"]
    assert len(g["players"]) == 1 and g["open_seats"] == []
    seats = api.get(f"/games/{gid}/players").json()
    assert [(s["kind"], s["bot"]) for s in seats] == [("human", None), ("bot", "random"), ("bot", "greedy"),
                                                     ("bot", "search")]
    rng = random.Random(7)
    waits = []
    deadline = time.monotonic() + 2 * HANG_S
    while True:
        view = api.get(f"/games/{gid}").json()
        if view["status"] == "finished":
            break
        assert time.monotonic() < deadline, harness.stderr()
        if view["waiting_for"] != [0]:
            time.sleep(0.02)
            continue
        r = _human_move(api, gid, token, rng)
        assert r is not None and r.status_code == 201, r.text if r else view
        a = r.json()
        if a["waiting_for"] and a["waiting_for"][0] != 0:      # the human's move made it a bot's turn
            t0 = time.monotonic()
            _wait("the bot's answer", lambda: api.get(f"/games/{gid}").json()["version"] > a["version"],
                  HANG_S, harness, step=0.005)
            waits.append(time.monotonic() - t0)
    acts = _actions(api, gid)
    assert waits, "no bot answered a human's move"
    by_seat = {}
    for rec in acts:
        by_seat.setdefault(rec["seat"], set()).add((rec.get("applied_by"), rec.get("bot")))
    assert by_seat[0] == {(None, None)}
    assert by_seat[1] == {("bot", "random")} and by_seat[2] == {("bot", "greedy")}
    assert by_seat[3] == {("bot", "search")}
    assert [r["version"] for r in acts] == sorted({r["version"] for r in acts})   # no version twice
    _replays(harness, gid, acts)
    print(f"bot answers after the human's move: median {statistics.median(waits) * 1000:.0f} ms, "
          f"max {max(waits) * 1000:.0f} ms over {len(waits)}")


def test_a_clock_runs_out_a_bot_takes_over_and_hands_the_seat_back(api, harness):
    """After the take-back, three more passes of the worker's watchdog (every 0.2 s here)
    with an empty queue and the game still at its version: no bot moves for seat 0."""
    worker = harness.start_worker(extra_env={"BATTLE1821_TAKEOVER_PACE_S": "0"},   # the pace has its own test
                                  watchdog_interval_s=0.2, watchdog_passes_logged=True)
    harness.wait_listening()     # the clocks below are seconds: not spent on the worker's start-up
    g = _create(api, harness, [{"name": "Slow"}, {"name": "Fast"}], max_rounds=30,
                clock={"initial_s": 5, "increment_s": 2})
    gid, tokens = g["id"], [p["token"] for p in g["players"]]
    rng = random.Random(3)
    # seat 1 plays whenever asked; seat 0 plays only its first move, then walks away
    moved0 = False
    t_walk = None
    while True:
        view = api.get(f"/games/{gid}").json()
        if any(s["taken_over"] for s in view["seats"]):
            break
        assert view["clocks"] is not None and len(view["clocks"]) == 2
        w = view["waiting_for"]
        if w == [1] or (w == [0] and not moved0):
            r = _human_move(api, gid, tokens[w[0]], rng)
            assert r is None or r.status_code in (201, 412), r.text
            if w == [0] and r is not None and r.status_code == 201:
                moved0 = True
        elif w == [0]:
            clock = view["clocks"][0]
            assert clock["running"] and clock["deadline"].endswith("Z") and 0 <= clock["remaining_ms"] <= 7000
            assert not view["clocks"][1]["running"] and view["clocks"][1]["deadline"] is None
            t_walk = t_walk or time.monotonic()
            assert time.monotonic() - t_walk < HANG_S, harness.stderr()
            time.sleep(0.05)
        else:
            time.sleep(0.02)
    assert view["seats"][0]["taken_over"] and view["seats"][0]["bot"] == "greedy"
    assert view["seats"][0]["kind"] == "human"
    assert view["clocks"][0]["remaining_ms"] == 0 and not view["clocks"][0]["running"]
    # the bot plays seat 0 now; the human's own actions are refused
    r = _human_move(api, gid, tokens[0], rng)
    assert r is None or (r.status_code in (409, 412) and r.json()["code"] in ("seat_taken_over", "stale_version"))
    # wrong tokens
    v = "*"   # the bot moves on meanwhile: these are refused whatever the version
    r = api.post(f"/games/{gid}/players/0/take-back", headers={"Authorization": f"Bearer {tokens[1]}",
                                                               "If-Match": v})
    assert r.status_code == 403 and r.json()["code"] == "forbidden"
    r = api.post(f"/games/{gid}/players/0/take-back", headers={"Authorization": f"Bearer {tokens[0][:-3]}abc",
                                                               "If-Match": v})
    assert r.status_code == 401
    r = api.post(f"/games/{gid}/players/1/take-back", headers={"Authorization": f"Bearer {tokens[1]}",
                                                               "If-Match": v})
    assert r.status_code == 409 and r.json()["code"] == "not_taken_over"
    # take it back. While the bot plays seat 0's turn or a worker runs the Ottoman phase,
    # a take-back may be refused (409 seat_in_turn, 412 when a worker commits first); once
    # the game waits on seat 1 (a seat this test plays and has not moved) nothing else
    # commits, so the take-back at that version is accepted: no race with the workers, and
    # the game cannot end first (seat 1 does not move until seat 0 is back).
    back = None
    deadline = time.monotonic() + HANG_S
    while back is None:
        assert time.monotonic() < deadline, harness.stderr()
        view = api.get(f"/games/{gid}").json()
        assert view["status"] != "finished", "the game ended before the seat was taken back"
        r = api.post(f"/games/{gid}/players/0/take-back",
                     headers={"Authorization": f"Bearer {tokens[0]}", "If-Match": f'"{view["version"]}"'})
        if r.status_code == 200:
            back = r.json()
        else:
            assert view["waiting_for"] != [1], r.text
            assert r.status_code in (409, 412), r.text
            assert r.json()["code"] in ("seat_in_turn", "stale_version"), r.text
            time.sleep(0.02)
    seat0 = api.get(f"/games/{gid}/players/0").json()
    assert seat0["bot"] is None and not seat0["taken_over"]
    # from its next turn the human plays: the game waits on seat 0 and no bot moves for it
    while True:
        view = api.get(f"/games/{gid}").json()
        assert view["status"] != "finished"
        if view["waiting_for"] == [0]:
            break
        if view["waiting_for"] == [1]:
            _human_move(api, gid, tokens[1], rng)
        else:
            time.sleep(0.02)
    seen = harness.watchdog_passes(worker)
    _wait("three more watchdog passes", lambda: harness.watchdog_passes(worker) >= seen + 3, HANG_S, harness)
    assert harness.queue.count == 0, harness.queue.job_ids     # no bot turn waits to be played
    again = api.get(f"/games/{gid}").json()
    assert again["version"] == view["version"] and again["waiting_for"] == [0]
    assert again["clocks"][0]["running"] and 0 < again["clocks"][0]["remaining_ms"] <= 5000   # ticking (how far: load)
    r = _human_move(api, gid, tokens[0], rng)
    assert r.status_code == 201, r.text
    acts = _actions(api, gid)
    control = [(a["seat"], a["action"]["type"], a.get("applied_by")) for a in acts
               if a["action"]["type"] in ("take_over", "take_back")]
    assert control == [(0, "take_over", "clock"), (0, "take_back", None)]
    assert acts[back["action"] - 1]["action"] == {"type": "take_back", "bot": "greedy"}
    bot_played = [a for a in acts if a["seat"] == 0 and a.get("applied_by") == "bot"]
    assert bot_played and all(a["bot"] == "greedy" for a in bot_played)
    evs, after = [], 0
    while True:            # every page: a game the bots moved on may hold more than one page of events
        page = api.get(f"/games/{gid}/events", params={"after": after, "limit": 1000}).json()
        evs += page["events"]
        if not page["events"]:
            break
        after = page["last_seq"]
    kinds = [(e["type"], e.get("reason")) for e in evs if e["type"].startswith("seat_taken")]
    assert kinds == [("seat_taken_over", "clock"), ("seat_taken_back", None)]
    _replays(harness, gid, acts)


def test_resign_with_takeover_on_resign_hands_the_seat_to_a_bot(api, harness):
    harness.start_worker(extra_env={"BATTLE1821_TAKEOVER_PACE_S": "0"})     # the pace has its own test
    g = _create(api, harness, [{"name": "A"}, {"name": "B", "bot": "random"}], max_rounds=1,
                takeover_on_resign=True, takeover_bot="random")
    gid, token = g["id"], g["players"][0]["token"]
    v = api.get(f"/games/{gid}").json()["version"]
    for _ in range(20):      # the bot may commit between our read and our write: 412, again
        r = api.post(f"/games/{gid}/actions", json={"type": "resign"},
                     headers={"Authorization": f"Bearer {token}", "If-Match": "*"})
        if r.status_code != 412:
            break
    assert r.status_code == 201, r.text
    assert [e["type"] for e in r.json()["events"]] == ["seat_taken_over"]
    final = _wait("the end", lambda: (lambda v: v if v["status"] == "finished" else None)(
        api.get(f"/games/{gid}").json()), HANG_S, harness)
    assert not final["players"][0]["resigned"] and final["seats"][0]["bot"] == "random"
    acts = _actions(api, gid)
    # the computer seat may have placed before the resign: the take-over is seat 0's first action
    mine = [a for a in acts if a["seat"] == 0]
    assert mine[0]["action"] == {"type": "take_over", "bot": "random", "reason": "resign"} and v < mine[0]["version"]
    assert [a for a in acts if a["action"]["type"] == "take_over"] == mine[:1]
    assert {a.get("applied_by") for a in mine[1:]} == {"bot"}


PACE_S = 0.25
"""The takeover pace of the pace test (``BATTLE1821_TAKEOVER_PACE_S``; the default,
``seats.TAKEOVER_PACE_S``, is 3 s). A paced action is an RQ scheduled job, run at the first
whole second at or after its moment (``enqueue.not_before``) by a scheduler that looks once a
second: at a pace of 1 s every gap was 2 s; at 0.25 s a gap is 1 s unless the scheduler's
tick falls in the last quarter of a second after the action (then 2 s)."""


def test_while_a_seat_is_taken_over_bots_play_at_the_takeover_pace_and_the_human_takes_it_back(
        api, harness, monkeypatch):
    """The takeover pace (here ``PACE_S``, 0.25 s, through ``BATTLE1821_TAKEOVER_PACE_S`` of
    the worker and of this process's API, which schedules the first paced action; the default
    is 3 s): a human against a computer seat resigns with ``takeover_on_resign``; from then on
    every bot action is at least the pace after the one before (the Ottoman phase excepted),
    so the take-back, tried as a player would (twice a pace), is accepted long before the game
    ends; unpaced, the bots finish it at once (~10 ms an action). The pace is one setting read
    by the same code whatever its value: 0.25 s proves the gaps (each at least the pace) as
    3 s did, in about half the wall time of 1 s (whose gaps the scheduler's whole seconds
    made 2 s: ``PACE_S``)."""
    monkeypatch.setenv("BATTLE1821_TAKEOVER_PACE_S", str(PACE_S))      # the in-process API's
    harness.start_worker(extra_env={"BATTLE1821_TAKEOVER_PACE_S": str(PACE_S)})
    harness.wait_listening()
    g = _create(api, harness, [{"name": "A"}, {"name": "B", "bot": "greedy"}], max_rounds=3,
                takeover_on_resign=True, takeover_bot="greedy")
    gid, token = g["id"], g["players"][0]["token"]
    auth = {"Authorization": f"Bearer {token}"}
    for _ in range(50):      # the computer seat may commit between our read and our write: 412, again
        r = api.post(f"/games/{gid}/actions", json={"type": "resign"}, headers={**auth, "If-Match": "*"})
        if r.status_code != 412:
            break
        time.sleep(0.05)
    assert r.status_code == 201, r.text
    over_at = time.monotonic()

    def bot_actions():
        view = api.get(f"/games/{gid}").json()
        assert view["status"] != "finished", "the game ended before its human could take the seat back"
        acts = _actions(api, gid)
        taken = [a for a in acts if a["action"]["type"] == "take_over"]
        return taken and len([a for a in acts if a["version"] > taken[0]["version"]
                              and a.get("applied_by") == "bot"]) >= 3

    _wait("three bot actions after the takeover", bot_actions, HANG_S, harness, step=0.2)
    back = None
    while back is None:
        assert time.monotonic() - over_at < 2 * HANG_S, harness.stderr()
        view = api.get(f"/games/{gid}").json()
        assert view["status"] != "finished", "the game ended before its human could take the seat back"
        r = api.post(f"/games/{gid}/players/0/take-back", headers={**auth, "If-Match": f'"{view["version"]}"'})
        if r.status_code == 200:
            back = r.json()
        else:
            assert r.status_code in (409, 412) and r.json()["code"] in ("seat_in_turn", "stale_version"), r.text
            time.sleep(PACE_S / 2)
    acts = _actions(api, gid)
    taken = next(a for a in acts if a["action"]["type"] == "take_over")
    paced = [a for a in acts if taken["version"] < a["version"] < back["version"] and a.get("applied_by") == "bot"]
    assert len(paced) >= 3, acts
    from datetime import datetime

    at = [datetime.fromisoformat(a["at"].replace("Z", "+00:00")).timestamp() for a in [taken, *paced]]
    gaps = [b - a for a, b in zip(at, at[1:])]
    assert min(gaps) >= PACE_S - 0.05, gaps       # never faster than the pace
    print(f"bot action gaps while taken over: {', '.join(f'{g:.2f}' for g in gaps)} s")   # slower: load, not a bug


def test_seat_options_out_of_range_are_400_naming_the_field(api, harness):
    for clock, field in (({"initial_s": 1}, "initial_s"), ({"initial_s": 60, "increment_s": -1}, "increment_s"),
                         ({"initial_s": 10 ** 9}, "initial_s")):
        r = api.post("/games", json={"seats": 2, "options": {"clock": clock}})
        assert r.status_code == 400, r.text
        assert r.json()["code"] == "invalid_request" and field in r.json()["field"], r.json()
    r = api.post("/games", json={"seats": 2, "players": [{"name": "x", "bot": "deep-blue"}]})
    assert r.status_code == 400 and "bot" in r.json()["field"]
    # a bot seat through POST /players needs the host token
    g = _create(api, harness, [], seats=2, max_rounds=1)
    r = api.post(f"/games/{g['id']}/players", json={"name": "B", "bot": "greedy"}, headers={"If-Match": "*"})
    assert r.status_code == 401
    r = api.post(f"/games/{g['id']}/players", json={"name": "B", "bot": "greedy"},
                 headers={"If-Match": "*", "Authorization": f"Bearer {g['host_token']}"})
    assert r.status_code == 201 and r.json()["bot"] == "greedy" and r.json()["token"] == ""
    assert api.get(f"/games/{g['id']}/players/0").json()["kind"] == "bot"


def _bot_game(api, harness):
    """Two computer seats, at their first decision (setup, R7), nothing played yet."""
    g = _create(api, harness, [{"name": "a", "bot": "greedy"}, {"name": "b", "bot": "greedy"}], max_rounds=1)
    return g["id"], g["version"]


def test_a_worker_sigkilled_mid_bot_turn_the_turn_completes_exactly_once(api, harness):
    w1 = harness.start_worker(extra_env={"BATTLE1821_BOT_DELAY_MS": "60000"}, watchdog=False)
    gid, v0 = _bot_game(api, harness)
    from rq.job import Job

    job = enq.bot_job_id(gid, v0)
    _wait("the bot job started", lambda: harness.r.exists(f"rq:job:{job}")
          and Job.fetch(job, connection=harness.r).get_status() == "started", HANG_S, harness)
    os.kill(w1.pid, signal.SIGKILL)
    w1.wait(timeout=5)
    assert harness.store.load(gid).version == v0          # killed before its commit
    killed_at = time.monotonic()
    harness.start_worker(extra_env=QUICK_WATCHDOG)       # its watchdog finds the silent turn
    final = _wait("the end", lambda: (lambda v: v if v["status"] == "finished" else None)(
        api.get(f"/games/{gid}").json()), HANG_S, harness)
    acts = _actions(api, gid)
    assert acts[0]["version"] == v0 + 1
    print(f"kill -> game over: {time.monotonic() - killed_at:.1f} s")
    assert [a["version"] for a in acts] == sorted({a["version"] for a in acts})
    assert final["version"] >= acts[-1]["version"]
    _replays(harness, gid, acts)


def test_a_bot_job_that_crashes_after_its_commit_is_not_applied_twice(api, harness):
    w1 = harness.start_worker(extra_env={"BATTLE1821_TEST_BOT_CRASH": "after_commit"}, watchdog=False)
    gid, v0 = _bot_game(api, harness)
    _wait("the first bot commit", lambda: harness.store.load(gid).version > v0, HANG_S, harness)
    job = enq.bot_job_id(gid, v0)

    _wait("the crashed bot job's retries over", lambda: _job_over(harness, job), HANG_S, harness)
    assert harness.store.load(gid).version == v0 + 1      # applied once, the hand-off lost with the crash
    w1.send_signal(signal.SIGKILL)
    w1.wait(timeout=5)
    w2 = harness.start_worker(extra_env=QUICK_WATCHDOG)   # the watchdog resumes the next turn
    _wait("the end", lambda: api.get(f"/games/{gid}").json()["status"] == "finished", HANG_S, harness)
    assert f"watchdog re-enqueued the bot turn of {gid} at version {v0 + 1}" in harness.log(w2)
    acts = _actions(api, gid)
    assert acts[0]["version"] == v0 + 1 and acts[1]["version"] == v0 + 2
    assert [a["version"] for a in acts] == sorted({a["version"] for a in acts})
    _replays(harness, gid, acts)


def test_every_seat_bot_is_a_policy_of_the_kind():
    from gamekinds import registry
    from server.worker.bots import SEAT_BOTS
    assert set(SEAT_BOTS) <= set(registry.get("battle1821").POLICIES) and {"random", "greedy", "search"} <= set(SEAT_BOTS)


def test_a_clock_deadline_is_enforced_once_by_the_watchdog_when_no_scheduler_runs(api, harness):
    """The watchdog (``QUICK_WATCHDOG``'s grace, passes every 0.2 s) enforces the deadline;
    three more of its passes after the takeover apply nothing again."""
    w = harness.start_worker(with_scheduler=False, extra_env=QUICK_WATCHDOG, watchdog_interval_s=0.2,
                             watchdog_passes_logged=True)
    # the clocks run on the wall clock (``time.time()``: deadlines are epoch milliseconds shared
    # by every process), so the span is measured on it too: a step of the host's clock would
    # otherwise make the takeover look early (seen: 3.9 s by time.monotonic() for a 5 s clock)
    t0 = time.time()           # before the game (and its clock) exists: a late look only lengthens the span
    g = _create(api, harness, [{"name": "A"}, {"name": "B"}], max_rounds=5, clock={"initial_s": 5})
    gid = g["id"]
    first = api.get(f"/games/{gid}").json()["waiting_for"][0]
    _wait("the takeover", lambda: api.get(f"/games/{gid}").json()["seats"][first]["taken_over"], HANG_S, harness)
    assert time.time() - t0 >= 5               # not before the clock ran out (the rest is the watchdog's pace)
    seen = harness.watchdog_passes(w)
    _wait("three more watchdog passes", lambda: harness.watchdog_passes(w) >= seen + 3, HANG_S, harness)
    acts = _actions(api, gid)
    overs = [a for a in acts if a["action"]["type"] == "take_over"]
    assert overs[0]["seat"] == first and overs[0]["applied_by"] == "clock"
    assert len({a["seat"] for a in overs}) == len(overs)      # at most one takeover per seat
    assert [a["version"] for a in acts] == sorted({a["version"] for a in acts})


def test_a_crash_between_the_ottoman_phase_end_and_its_hand_off_still_gets_the_bot_turn_played(api, harness):
    """The phase's last commit lands, the job dies before it hands the next round's first
    turn to the bot: the commit had put the game on the watchdog's bot list first."""
    w1 = harness.start_worker(extra_env={"BATTLE1821_TEST_BOT_CRASH": "after_phase_done"}, watchdog=False)
    g = _create(api, harness, [{"name": "a", "bot": "random"}, {"name": "b", "bot": "random"}], max_rounds=2)
    gid = g["id"]

    def stuck_in_round_2():
        s = decode_state(harness.store.load(gid).state)
        return s.round == 2 and s.phase == "greek" and engine.waiting_for(s)

    _wait("round 2's first turn", stuck_in_round_2, HANG_S, harness)
    v = harness.store.load(gid).version
    phase_job = harness.ottoman_record(gid, 1).job_id      # the job that committed the phase's end
    # RQ's retry of the crashed job ran: it found the phase done and handed nothing off
    _wait("the crashed phase job's retry over", lambda: _job_over(harness, phase_job), HANG_S, harness)
    assert not harness.r.exists(f"rq:job:{enq.bot_job_id(gid, v)}"), "the hand-off was not lost"
    assert harness.store.load(gid).version == v, "the turn was played without the watchdog"
    w1.send_signal(signal.SIGKILL)
    w1.wait(timeout=5)
    w2 = harness.start_worker(extra_env=QUICK_WATCHDOG)
    _wait("the end", lambda: api.get(f"/games/{gid}").json()["status"] == "finished", HANG_S, harness)
    assert f"watchdog re-enqueued the bot turn of {gid} at version {v}" in harness.log(w2)
    acts = _actions(api, gid)
    assert [a["version"] for a in acts] == sorted({a["version"] for a in acts})
    _replays(harness, gid, acts)
