"""The Ottomans hosted by the platform (issue 31 "registered as a game kind", issue 32 item 1
"over HTTP"): one real API process and one real RQ worker (one stack for the module) host
the kind ``ottomans`` beside 1821 (admitted here with ``BATTLE1821_KINDS``, as the
``battle1821.kinds`` entry point does once ``battle1821-kinds`` is installed).

- creation with a scenario and options, and its refusals as problem+json;
- a 2-seat Scenario 1 game played to its end, the first turn (the table's turn limit,
  ``max_rounds`` 1): random legal actions over HTTP (``GET legal-actions``,
  the dry-run ``actions/check``, ``POST`` with ``If-Match`` and ``Idempotency-Key``)
  while the worker runs every automatic phase (initiative, the stratagem pool, random
  events, the inter-phases); the log gap-free in pages, long-poll and SSE; no seat ever
  sees another's stratagem hand (views, events, SSE); the phases list, ``?at=``,
  ``board.svg`` (the kind's picture), the record, ``battle1821 verify`` and the rematch.
  One turn is enough (issue 37: turns 2 and 3 were over half of the test's CPU): the first
  turn already runs every automatic phase as the worker's jobs (asserted), deals the
  hands to hide and runs each seat's phases; turns 2 and 3 repeated them. A whole
  three-turn game to the scenario's own end over HTTP is the next test's;
- computer seats (the kind's ``POLICIES`` as server bots): one human and three computer
  seats finish a whole game (Scenario 1's three turns);
- a seat out of time is taken over by the kind's policy and taken back;
- 3 and 4 seats in scenarios 2-4, all computer seats, played a few turns to their end
  (``max_rounds``)."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
import threading
import time
import types
import uuid

import httpx
import msgspec
import pytest
import redis

from forks import ForkStack
from support import ROOT, cli_here, delete_test_keys, server_env, test_redis_url

from gamekinds import ottomans
from gamekinds.ottomans.randomplay import random_policy, sample_action
from server.config import Settings
from server.store import Keys

pytestmark = pytest.mark.timeout(900)
_options = msgspec.json.Decoder(list[ottomans.LegalAction])
_enc = msgspec.json.Encoder()
PROBLEM = "application/problem+json"


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    """An API and a worker of this module's own, not the shared live stack: a game it
    leaves with its clocks running (the takeover test) would go on being played by the
    takeover bots in the shared worker for the rest of the process; these stop with the
    module. Watchdog sweeps every second; a taken-over seat's bot is paced at 0.5 s
    (``BATTLE1821_TAKEOVER_PACE_S``; 3 s by default, which the takeover test waited before
    the bot's move; the pace is tests/worker/test_seats.py's)."""
    url = test_redis_url()
    tag = uuid.uuid4().hex[:8]
    settings = Settings(redis_url=url, queue_redis_url=url, redis_cluster=False, key_prefix=f"otl{tag}",
                        queue_name=f"otl-{tag}", sse_keepalive_s=1.0, log_level="WARNING")
    env = server_env(settings, BATTLE1821_KINDS="ottomans=gamekinds.ottomans", BATTLE1821_WATCHDOG_SWEEP_S="1",
                     BATTLE1821_TAKEOVER_PACE_S="0.5")
    r = redis.Redis.from_url(url)
    try:
        with ForkStack(tmp_path_factory.mktemp("ottomans")) as st:
            st.worker(env)
            base = st.api(env)
            st.wait_http(base, "/ready", timeout=40)
            with httpx.Client(base_url=base, timeout=30) as c:
                yield {"c": c, "base": base, "env": env}
    finally:
        delete_test_keys(r, f"{settings.key_prefix}:", settings.queue_name)
        r.close()


def _auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def _wait(cond, timeout: float, what: str):
    """Poll ``cond()`` until truthy (its value), the step growing from 0.05 to 0.25 s: each
    poll is a request (a whole Ottoman view for a game's end) and what is waited for lasts
    (the game stays over, the seat taken over, the archive made), so a coarser step only
    lengthens the wait; 20 polls a second spent the API's CPU on bot games of many seconds."""
    deadline = time.monotonic() + timeout
    step = 0.05
    while True:
        got = cond()
        if got:
            return got
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(step)
        step = min(step * 1.5, 0.25)


def _sse(base: str, gid: str, out: list, headers: dict | None = None) -> threading.Thread:
    """Read the game's SSE stream into ``out`` until the server ends it (the game's end)."""
    def run():
        with httpx.Client(base_url=base, timeout=httpx.Timeout(60, read=120)) as c:
            with c.stream("GET", f"/games/{gid}/events/stream", headers=headers or {}) as s:
                for line in s.iter_lines():
                    if line.startswith("data:"):
                        out.append(json.loads(line[5:]))
    t = threading.Thread(target=run, daemon=True)
    t.start()
    return t


def _no_counters_named(events: list[dict]) -> None:
    """No event of a log anyone may read names the stratagems drawn or returned (19.3)."""
    private = [e for e in events if e["type"] in ("drew", "returned") and e.get("counters")]
    assert not private, private[:3]


def _hands_hidden(c: httpx.Client, gid: str, tokens: dict[int, str]) -> None:
    """Each seat's view shows its own hand and no other's; the public view shows none."""
    public = c.get(f"/games/{gid}").json()
    assert all(p.get("hand") is None for p in public["players"]), public["players"]
    for seat, token in tokens.items():
        mine = c.get(f"/games/{gid}", headers=_auth(token)).json()
        for p in mine["players"]:
            if p["seat"] == seat:
                assert p["hand"] is not None and len(p["hand"]) == p["hand_size"], p
            else:
                assert p.get("hand") is None, (seat, p)


def _random_policy_choice(opts: list, rng: random.Random):
    """The kind's random policy's choice among ``opts`` (what a computer seat ``random``
    would play); the policy reads the state only to tell the discard row (19.4) from a
    return at any time, which the options tell too, and for the colonized regions that
    recolour pieces (24.2, O225: none without the option)."""
    playable = [o for o in opts if "Resign" not in type(o).__name__]
    flow = "discard" if playable and all(type(o).__name__ == "DiscardOption" for o in playable) else "movement"
    return random_policy(types.SimpleNamespace(flow=flow, colonized=()), 0, playable, rng)


def _one_move(c: httpx.Client, gid: str, tokens: dict[int, str], rng: random.Random,
              checks: dict | None = None, choose=None, body: dict | None = None) -> int | None:
    """One random legal action by a human seat the game waits on (not ``resign``); returns
    the status of the submit, None when no human seat is asked now (a bot's or the
    worker's turn). With ``checks``, the dry run, ``If-Match`` and ``Idempotency-Key`` are
    checked on the way and counted in it. ``body``: the game's view just read (the caller's),
    not read a second time."""
    if body is None:
        body = c.get(f"/games/{gid}").json()
    seat = next((s for s in body.get("waiting_for") or [] if s in tokens), None)
    if seat is None or body["status"] == "finished":
        return None
    auth = _auth(tokens[seat])
    la = c.get(f"/games/{gid}/legal-actions", headers=auth)
    if la.status_code != 200:
        return None
    opts = _options.decode(_enc.encode(la.json()["actions"]))
    playable = [o for o in opts if "Resign" not in type(o).__name__]
    if not playable:
        return None
    act = _enc.encode(choose(playable, rng) if choose else sample_action(rng.choice(playable), rng))
    version = la.json()["version"]
    write = {**auth, "Content-Type": "application/json"}
    if checks is not None:
        chk = c.post(f"/games/{gid}/actions/check", content=act, headers=write)
        assert chk.status_code == 200, chk.text
        if chk.json()["version"] == version:
            assert chk.json()["accepted"] is True, (chk.json(), act)
            checks["check"] = checks.get("check", 0) + 1
        other = next((t for s, t in tokens.items() if s not in body["waiting_for"]), None)
        if other is not None:
            no = c.post(f"/games/{gid}/actions/check", content=act, headers={**_auth(other), "Content-Type": "application/json"})
            assert no.status_code == 200 and no.json()["accepted"] is False and no.json()["code"], no.text
            checks["refused"] = checks.get("refused", 0) + 1
        if not checks.get("if_match"):
            miss = c.post(f"/games/{gid}/actions", content=act, headers=write)
            assert miss.status_code == 428 and miss.headers["content-type"].startswith(PROBLEM), miss.text
            stale = c.post(f"/games/{gid}/actions", content=act, headers={**write, "If-Match": f'"{version - 1}"'})
            assert stale.status_code == 412 and stale.headers["content-type"].startswith(PROBLEM), stale.text
            checks["if_match"] = 1
    key = uuid.uuid4().hex
    p = c.post(f"/games/{gid}/actions", content=act,
               headers={**write, "If-Match": f'"{version}"', "Idempotency-Key": key})
    assert p.status_code in (201, 409, 412), p.text
    if p.status_code == 409:
        assert p.json()["code"].endswith("_phase") or p.json()["code"] == "not_your_turn", p.text
    if p.status_code == 201 and checks is not None and not checks.get("idempotent"):
        again = c.post(f"/games/{gid}/actions", content=act,
                       headers={**write, "If-Match": f'"{version}"', "Idempotency-Key": key})
        assert again.status_code == 201 and again.json() == p.json(), again.text
        checks["idempotent"] = 1
    return p.status_code


def _play_out(c: httpx.Client, gid: str, tokens: dict[int, str], rng: random.Random, timeout: float,
              checks: dict | None = None, each=None, choose=None) -> tuple[dict, int]:
    """Play the human seats of ``tokens`` randomly until the game is finished (the worker
    plays the automatic phases and the computer seats); returns (final view, actions)."""
    deadline = time.monotonic() + timeout
    n = 0
    while time.monotonic() < deadline:
        view = c.get(f"/games/{gid}").json()
        if view["status"] == "finished":
            return view, n
        got = _one_move(c, gid, tokens, rng, checks, choose, body=view)
        if got is None:
            time.sleep(0.05)
        n += got == 201
        if each is not None and got == 201 and n % 25 == 1:
            each(n)
    raise AssertionError(f"not finished after {n} actions: {c.get(f'/games/{gid}').text[:1500]}")


def _all_events(c: httpx.Client, gid: str) -> list[dict]:
    out: list[dict] = []
    after = 0
    while True:
        page = c.get(f"/games/{gid}/events", params={"after": after, "limit": 1000}).json()["events"]
        if not page:
            return out
        out += page
        after = page[-1]["seq"]


def _all_actions(c: httpx.Client, gid: str) -> list[dict]:
    out: list[dict] = []
    while True:
        page = c.get(f"/games/{gid}/actions", params={"offset": len(out), "limit": 200})
        assert page.status_code == 200, page.text
        got = page.json()["actions"]
        if not got:
            return out
        out += got


def test_the_kind_is_listed_beside_1821(live):
    c = live["c"]
    names = {k["name"] for k in c.get("/kinds").json()["kinds"]}
    assert {"battle1821", "ottomans"} <= names
    kind = c.get("/kinds/ottomans").json()
    assert kind["rules_version"] == ottomans.RULES_VERSION
    assert c.get("/kinds/ottomans/rules").status_code == 200


def test_creation_takes_a_scenario_and_options_and_refuses_bad_ones_as_problems(live):
    c = live["c"]
    r = c.post("/games", json={"kind": "ottomans", "seats": 3, "options": {"scenario": 2, "pillage": True},
                               "players": [{"name": "Selim"}]})
    assert r.status_code == 201, r.text
    g = r.json()
    assert g["kind"] == "ottomans" and g["open_seats"] == [1, 2]
    view = c.get(f"/games/{g['id']}").json()
    assert view["scenario"] == 2 and view["options"]["pillage"] is True and view["kind"] == "ottomans"
    for bad, field in (({"scenario": 5}, "scenario"), ({"scenario": 1, "colonisation": True}, "colonisation"),
                       ({"takeover_bot": "minimax"}, "takeover_bot")):
        r = c.post("/games", json={"kind": "ottomans", "seats": 2, "options": bad})
        assert r.status_code == 400 and r.headers["content-type"].startswith(PROBLEM), r.text
        assert r.json()["code"] and field in r.text, r.text
    r = c.post("/games", json={"kind": "ottomans", "seats": 5})
    assert r.status_code == 400 and r.headers["content-type"].startswith(PROBLEM), r.text
    r = c.post("/games", json={"kind": "ottomans", "seats": 2, "players": [{"name": "A", "bot": "alphazero"}]})
    assert r.status_code == 400 and r.headers["content-type"].startswith(PROBLEM), r.text
    # 1821's action is no Ottomans action: refused by the kind's decoder, not a 500
    g = c.post("/games", json={"kind": "ottomans", "seats": 2, "players": [{"name": "A"}, {"name": "B"}]}).json()
    v = c.get(f"/games/{g['id']}").json()["version"]
    r = c.post(f"/games/{g['id']}/actions", json={"type": "end_step"},
               headers={**_auth(g["players"][0]["token"]), "If-Match": f'"{v}"'})
    assert r.status_code in (400, 422) and r.headers["content-type"].startswith(PROBLEM), r.text


def test_a_two_seat_scenario_1_game_plays_to_its_end_over_http(live):
    c, base = live["c"], live["base"]
    r = c.post("/games", json={"kind": "ottomans", "seats": 2,
                               "players": [{"name": "Mehmed"}, {"name": "Skanderbeg"}],
                               "options": {"scenario": 1, "max_rounds": 1}})
    assert r.status_code == 201, r.text
    g = r.json()
    gid, tokens = g["id"], {p["seat"]: p["token"] for p in g["players"]}
    streams: dict[str, list] = {"public": [], "seat0": []}
    readers = [_sse(base, gid, streams["public"]), _sse(base, gid, streams["seat0"], _auth(tokens[0]))]

    # a long-poll returns as soon as the next event lands
    last = _all_events(c, gid)[-1]["seq"]
    polled: dict = {}
    poller = threading.Thread(target=lambda: polled.update(c.get(
        f"/games/{gid}/events", params={"after": last, "wait": 20}).json()), daemon=True)
    poller.start()
    time.sleep(0.3)
    checks: dict = {}
    t0 = time.monotonic()
    while poller.is_alive() and time.monotonic() - t0 < 30:
        _one_move(c, gid, tokens, random.Random(0), checks)
        poller.join(0.2)
    assert polled["events"] and polled["events"][0]["seq"] == last + 1, polled

    final, actions = _play_out(c, gid, tokens, random.Random(1453), 480, checks,
                               each=lambda n: _hands_hidden(c, gid, tokens))
    assert {"check", "refused", "if_match", "idempotent"} <= set(checks), checks
    assert final["winners"] or final["end_reason"], final

    events = _all_events(c, gid)
    seqs = [e["seq"] for e in events]
    assert seqs == list(range(1, len(seqs) + 1))
    assert {"drew", "order_rolled", "game_ended"} <= {e["type"] for e in events}
    _no_counters_named(events)
    for t in readers:
        t.join(60)
    for name, got in streams.items():
        assert [e["seq"] for e in got] == seqs, name      # the stream is the log, gap-free, to the end
        _no_counters_named(got)

    phases = c.get(f"/games/{gid}/phases").json()["phases"]
    # each automatic phase ran as the worker's jobs, keyed by the kind's (name, turn)
    # (server.service.job_ids.phase_job_id): a phase resumed after a decision while the
    # paused job was still being deleted runs as ``-v<version>``, one the watchdog took over
    # as ``-w<version>_<hex>`` (both seen under load); a record of an automatic phase
    # without a job is a seat's decision within it (forage...)
    assert all(p["status"] == "done" for p in phases), [(p["number"], p["kind"], p["status"]) for p in phases]
    jobs = [p for p in phases if p["job_id"]]
    for p in jobs:
        assert re.fullmatch(rf"{p['kind']}(_[0-3])?-{gid}-{p['round']}(-v\d+|-w\d+_[0-9a-f]{{8}})?", p["job_id"]), p
    assert {p["kind"] for p in jobs} == set(ottomans.AUTOMATIC_PHASES), {p["kind"] for p in jobs}
    assert all(p["seat"] is not None for p in phases if p["kind"] in ottomans.AUTOMATIC_PHASES and not p["job_id"])
    assert {p["kind"] for p in phases} <= set(ottomans.PHASES)

    past = c.get(f"/games/{gid}", params={"at": 3})
    assert past.status_code == 200 and past.json()["version"] == 3 and past.headers["etag"] == '"3"'
    assert c.get(f"/games/{gid}", params={"at": final["version"] + 1}).json()["code"] == "invalid_at"
    svg = c.get(f"/games/{gid}/board.svg")
    assert svg.status_code == 200 and svg.headers["content-type"].startswith("image/svg+xml")
    assert svg.text.lstrip().startswith(("<svg", "<?xml")) and "Constantinople" in svg.text
    old = c.get(f"/games/{gid}/board.svg", params={"at": 3})
    assert old.status_code == 200 and old.headers["etag"] == '"3"' and old.text != svg.text

    record = c.get(f"/games/{gid}/record").json()
    assert record["kind"] == "ottomans" and record["rules"] == ottomans.RULES_VERSION
    assert len(record["actions"]) >= actions and record["end"]["status"] == "finished"
    assert "counters" not in json.dumps([e for e in record.get("events", []) if e.get("type") == "drew"]) or \
        all(not e.get("counters") for e in record.get("events", []) if e.get("type") in ("drew", "returned"))

    # once the worker archived the finished game (its pointer's "arch" field), its record
    # replays: `battle1821 verify` once, in this process (support.cli_here; tests/records*
    # run it as a process), not a verify process every poll until then (~0.35 CPU s each)
    r = redis.Redis.from_url(live["env"]["REDIS_URL"])
    try:
        _wait(lambda: r.hexists(Keys(live["env"]["BATTLE1821_KEY_PREFIX"]).game(gid), "arch"), 90,
              "the worker to archive the finished game")
    finally:
        r.close()
    out = cli_here(live["env"], "verify", "--json", gid, text=True)
    verdict = json.loads(out.stdout.splitlines()[-1])
    assert verdict["ok"] and out.returncode == 0, out.stdout + out.stderr

    rem = c.post(f"/games/{gid}/rematch", headers=_auth(g["host_token"]))
    assert rem.status_code == 201, rem.text
    new = rem.json()["id"]
    for seat, token in tokens.items():
        mine = c.post(f"/games/{gid}/rematch", headers=_auth(token))
        assert mine.status_code == 200 and mine.json()["seat"] == seat, mine.text
    view = _wait(lambda: (v := c.get(f"/games/{new}").json())["status"] not in ("lobby",) and v, 30, "the rematch to start")
    assert view["kind"] == "ottomans" and view["scenario"] == 1 and view["rematch_of"] == gid
    print(f"\nOttomans S1, 2 seats over HTTP: {actions} actions, {len(seqs)} events, "
          f"end {final.get('end_reason')} round {final.get('round')} winners {final.get('winners')}")


def test_one_human_and_three_computer_seats_finish(live):
    """Issue 32 item 2: a whole 4-seat Scenario 1 game (its 3 turns, no ``max_rounds``), the
    human seat played over HTTP with the random policy's choice, each of the kind's policies
    at a computer seat, until ``finished``."""
    c = live["c"]
    bots = sorted(ottomans.POLICIES)
    bots = (bots * 3)[:3]
    r = c.post("/games", json={"kind": "ottomans", "seats": 4, "options": {"scenario": 1},
                               "players": [{"name": "Bayezid"}, {"name": "Hunyadi", "bot": bots[0]},
                                           {"name": "Uzun Hasan", "bot": bots[1]}, {"name": "Ivan", "bot": bots[2]}]})
    assert r.status_code == 201, r.text
    g = r.json()
    assert [s["seat"] for s in g["computer_seats"]] == [1, 2, 3]
    final, n = _play_out(c, g["id"], {0: g["players"][0]["token"]}, random.Random(4), 600,
                         choose=_random_policy_choice)
    assert final["status"] == "finished" and final["end_reason"], final
    acts = _all_actions(c, g["id"])
    assert {a["seat"] for a in acts if a.get("applied_by") == "bot"} == {1, 2, 3}
    assert {a["bot"] for a in acts if a.get("applied_by") == "bot"} == set(bots)
    assert n > 0 and all(a.get("applied_by") is None for a in acts if a["seat"] == 0)
    print(f"\n4 seats, 1 human (random policy over HTTP, {n} actions) and {bots}: {len(acts)} actions, "
          f"end {final['end_reason']}, winners {final['winners']}")


def test_a_seat_out_of_time_is_taken_over_by_the_kinds_policy_and_taken_back(live):
    c = live["c"]
    g = c.post("/games", json={"kind": "ottomans", "seats": 2, "players": [{"name": "Ann"}, {"name": "Ben"}],
                               "options": {"clock": {"initial_s": 5}, "takeover_bot": "greedy"}}).json()
    gid, (t0, t1) = g["id"], [p["token"] for p in g["players"]]
    # nobody moves: a seat the game waits on runs out of time and the takeover bot plays it
    def taken():
        seats = [c.get(f"/games/{gid}/players/{s}").json() for s in (0, 1)]
        return [s for s in seats if s["taken_over"]]
    seat = _wait(taken, 60, "the takeover")[0]
    assert seat["bot"] == "greedy"

    def bot_moved():
        acts = _all_actions(c, gid)
        return [a for a in acts if a["seat"] == seat["seat"] and a.get("applied_by") == "bot"]
    _wait(bot_moved, 60, "the bot's move for the seat out of time")

    token = (t0, t1)[seat["seat"]]

    def back():
        v = c.get(f"/games/{gid}").json()["version"]
        res = c.post(f"/games/{gid}/players/{seat['seat']}/take-back", headers={**_auth(token), "If-Match": f'"{v}"'})
        assert res.status_code in (200, 409, 412), res.text
        return res.status_code == 200 or None
    _wait(back, 30, "taking the seat back")
    assert not c.get(f"/games/{gid}/players/{seat['seat']}").json()["taken_over"]


@pytest.mark.parametrize("seats,scenario", [(3, 2), (4, 3), (3, 4), (4, 2)])
def test_three_and_four_computer_seats_play_scenarios_2_to_4_a_few_turns(live, seats, scenario):
    c = live["c"]
    bots = ["greedy", "random"] * 2
    r = c.post("/games", json={"kind": "ottomans", "seats": seats, "options": {"scenario": scenario, "max_rounds": 2},
                               "players": [{"name": f"P{i}", "bot": bots[i]} for i in range(seats)]})
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    final = _wait(lambda: (v := c.get(f"/games/{gid}").json())["status"] == "finished" and v, 300,
                  f"the {seats}-seat scenario {scenario} game to end")
    assert final["scenario"] == scenario and final["turn"] >= 2, (final["turn"], final["end_reason"])
    events = _all_events(c, gid)
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    _no_counters_named(events)
    assert c.get(f"/games/{gid}/board.svg").status_code == 200


def test_the_docs_curl_walkthrough_runs_as_printed(live, tmp_path):
    """docs/games/ottomans.md "Play it over HTTP": its walkthrough, run by bash as printed.
    Its ``python3`` (JSON picked apart with the standard library) is this interpreter's
    directory's first on ``PATH``: a version manager's shim found first (pyenv's: a chain of
    bash scripts before the interpreter) was ~0.1 CPU s for each of its ~20 calls."""
    import shutil

    assert shutil.which("curl") and shutil.which("bash"), "the walkthrough needs curl and bash"
    text = (ROOT / "docs" / "games" / "ottomans.md").read_text("utf-8")
    block = re.search(r"<!-- walkthrough -->\s*```sh\n(.*?)```", text, re.S).group(1)
    path = os.pathsep.join([os.path.dirname(sys.executable), os.environ.get("PATH", "/usr/bin:/bin")])
    p = subprocess.run(["bash", "-euo", "pipefail", "-c", block], cwd=tmp_path, capture_output=True, text=True,
                       timeout=120, env={"API": live["base"], "PATH": path})
    assert p.returncode == 0, p.stdout + p.stderr
    print(p.stdout)
    out = p.stdout.splitlines()
    assert "(400, 'invalid_options')" in out or any(line.startswith("(400, ") for line in out), p.stdout
    assert "choose_core" in out and "(True, " in p.stdout and "201" in out and "(412, 'stale_version')" in out, p.stdout
    assert (tmp_path / "board.svg").read_text().lstrip().startswith(("<svg", "<?xml"))
    assert "[(1, 'greedy'), (2, 'random'), (3, 'greedy')]" in out, p.stdout
