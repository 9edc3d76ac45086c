"""The Ottomans over every channel a seat reads (issue 32 items 3, 4 and 6): one real API
process, a game worker that serves no webhooks and a delivery worker (the shape of
``tests/worker/test_webhooks.py``), the kind admitted with ``BATTLE1821_KINDS``.

- webhooks and table talk: each seat's endpoint is told ``your_turn`` (with the kind's
  ``decision``) and ``game_ended`` once, the other seat's ``message`` and never its own,
  every body signed and naming no token and no seed; a public message is read by the other
  seat, a private one by its addressee only;
- hidden information, the whole 2-seat game long, the seats choosing agent operations
  (20.1) and returns (19.4) whenever offered so that the secrets exist: no seat's view shows
  another's hand or another's secret commitment (the view, ``?at=`` a past version); no
  event names a counter drawn, returned or examined, or the agents committed (the event
  pages, the long-poll, the public and per-seat SSE streams); the accepted-action log, the
  record and the action pages read while the game goes on show ``commit_agents`` as 0,
  ``agent_operation`` as 1 agent, returns as ``?``; the record has no seed before the end;
  once over, the action log is served as stored (the secrets then shown) and the archive
  replays;
- the timeout takeover: a seat whose clock runs out is played by the game's
  ``takeover_bot`` (the kind's policy) through every kind of question until the game ends:
  reaction windows (``react``, ``commit_agents``) and decisions (losses, picks,
  reinforcements, ...), to the end of the game."""

from __future__ import annotations

import json
import random
import threading
import time
import types
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import msgspec
import pytest
import redis
from rq import Queue
from rq.intermediate_queue import IntermediateQueue
from standardwebhooks.webhooks import Webhook

from forks import ForkStack
from support import delete_test_keys, free_port, server_env, test_redis_url

from gamekinds import ottomans
from gamekinds.ottomans.randomplay import random_policy, sample_action
from gamekinds.ottomans.state import AgentOption, CommitAgents, CommitOption, DiscardOption
from server.config import Settings
from server.service.webhooks import delivery_queue

pytestmark = pytest.mark.timeout(900)
HANG_S = 240.0          # a wait this long only catches a hang
_options = msgspec.json.Decoder(list[ottomans.LegalAction])
_enc = msgspec.json.Encoder()
SECRET_EVENTS = ("drew", "returned", "examined")
AGENT_EVENTS = ("agent_declared", "agents_committed")


class Receiver:
    """A loopback endpoint that verifies every signature (``standardwebhooks``)."""

    def __init__(self) -> None:
        self.secret: str | None = None
        self.delivered: dict[str, dict] = {}
        self.bodies: list[bytes] = []
        self.bad_signatures = 0
        self.lock = threading.Lock()
        me = self

        class H(BaseHTTPRequestHandler):
            def log_message(self, *a):
                pass

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("content-length", 0)))
                with me.lock:
                    me.bodies.append(body)
                    try:
                        Webhook(me.secret).verify(body, dict(self.headers))
                    except Exception:  # noqa: BLE001
                        me.bad_signatures += 1
                    me.delivered.setdefault(self.headers.get("webhook-id", ""), json.loads(body))
                self.send_response(204)
                self.end_headers()

        self.server = ThreadingHTTPServer(("127.0.0.1", free_port()), H)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def of(self, kind: str) -> list[dict]:
        with self.lock:
            return [p for p in self.delivered.values() if p["type"] == kind]

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    """Processes of this module's own, not the shared live stack: webhooks to loopback
    receivers (``BATTLE1821_WEBHOOK_ALLOW_LOOPBACK``) with fast retries, takeovers at no
    pace, and the deliveries on a worker of their own queue beside a game worker that serves
    none, which the shared stack's single worker is not."""
    url = test_redis_url()
    tag = uuid.uuid4().hex[:8]
    settings = Settings(redis_url=url, queue_redis_url=url, redis_cluster=False, key_prefix=f"otc{tag}",
                        queue_name=f"otc-{tag}", sse_keepalive_s=1.0, log_level="WARNING")
    env = server_env(settings, BATTLE1821_KINDS="ottomans=gamekinds.ottomans", BATTLE1821_WEBHOOK_ALLOW_LOOPBACK="1",
                     BATTLE1821_WEBHOOK_RETRY_S="1,1", BATTLE1821_WEBHOOK_TIMEOUT_S="5",
                     BATTLE1821_TAKEOVER_PACE_S="0")
    r = redis.Redis.from_url(url)
    try:
        with ForkStack(tmp_path_factory.mktemp("ottchan")) as st:
            game_worker = st.worker({**env, "BATTLE1821_WORKER_WEBHOOKS": "0"}, name="game-worker")
            st.worker(env, "--queue", delivery_queue(settings.queue_name), name="hook-worker")
            base = st.api(env)
            st.wait_http(base, "/ready", timeout=60)
            with httpx.Client(base_url=base, timeout=60) as c:
                yield {"c": c, "base": base, "worker": game_worker,
                       "deliveries": Queue(delivery_queue(settings.queue_name), connection=r)}
    finally:
        delete_test_keys(r, f"{settings.key_prefix}:", settings.queue_name)
        delete_test_keys(r, f"{settings.key_prefix}:", delivery_queue(settings.queue_name))
        r.close()


def _deliveries_settled(q: Queue) -> bool:
    """No delivery of ``q`` waits, runs or waits for a retry: no notification can arrive
    any more (until a commit enqueues another)."""
    return (q.count == 0 and q.connection.llen(IntermediateQueue.get_intermediate_queue_key(q.key)) == 0
            and q.started_job_registry.count == 0 and q.scheduled_job_registry.count == 0)


def _auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def _wait(cond, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while True:
        got = cond()
        if got:
            return got
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def _sse(base: str, gid: str, out: list, headers: dict | None = None) -> threading.Thread:
    def run():
        with httpx.Client(base_url=base, timeout=httpx.Timeout(60, read=300)) as c:
            with c.stream("GET", f"/games/{gid}/events/stream", headers=headers or {}) as s:
                for line in s.iter_lines():
                    if line.startswith("data:"):
                        out.append(json.loads(line[5:]))
    t = threading.Thread(target=run, daemon=True)
    t.start()
    return t


def _pages(c: httpx.Client, path: str, key: str, headers: dict | None = None) -> list[dict]:
    out: list[dict] = []
    if key == "events":
        after = 0
        while True:
            page = c.get(path, params={"after": after, "limit": 1000}, headers=headers or {}).json()["events"]
            if not page:
                return out
            out += page
            after = page[-1]["seq"]
    while True:
        page = c.get(path, params={"offset": len(out), "limit": 200}, headers=headers or {})
        assert page.status_code == 200, page.text
        got = page.json()[key]
        if not got:
            return out
        out += got


def _no_secret_events(events: list[dict], where: str) -> None:
    """No event names the counters drawn, returned or examined (19.3, 20.0) or the agents
    committed in secret (20.1): the log every reader gets is the public one."""
    leaks = [e for e in events if (e["type"] in SECRET_EVENTS and e.get("counters"))
             or (e["type"] in AGENT_EVENTS and e.get("agents") is not None)]
    assert not leaks, (where, leaks[:3])


def _secret_actions_hidden(actions: list[dict], where: str) -> None:
    for a in actions:
        act = a["action"]
        t = act.get("type")
        if t == "commit_agents":
            assert act["agents"] == 0, (where, a)
        elif t == "agent_operation":
            assert act["agents"] == 1, (where, a)
        elif t == "discard":
            assert set(act["stratagems"]) == {"?"}, (where, a)
        elif t == "play_stratagem" and act.get("take") is not None:
            assert act["take"] == "?", (where, a)


def _views_hide(c: httpx.Client, gid: str, tokens: dict[int, str], params: dict | None = None) -> dict:
    """Each seat's view shows its own hand only and another seat's agents never; the
    public view shows no hand and no commitment. Returns the public view."""
    public = c.get(f"/games/{gid}", params=params or {}).json()
    assert all(p.get("hand") is None for p in public["players"]), public["players"]
    op = public.get("agent_operation")
    assert op is None or (op.get("agents") is None and op.get("defence") is None), op
    for seat, token in tokens.items():
        mine = c.get(f"/games/{gid}", params=params or {}, headers=_auth(token)).json()
        for p in mine["players"]:
            assert (p.get("hand") is not None) == (p["seat"] == seat), (seat, p)
        op = mine.get("agent_operation")
        if op is not None:
            assert op.get("agents") is None or op["seat"] == seat, (seat, op)
            assert op.get("defence") is None or op["target"] == seat, (seat, op)
    return public


def _choose(opts: list, rng: random.Random):
    """The random policy's choice, except that an agent operation, a commitment of every
    agent and a return (19.4) are taken whenever offered, so that the game holds secrets."""
    playable = [o for o in opts if "Resign" not in type(o).__name__]
    for o in playable:
        if isinstance(o, CommitOption):
            return CommitAgents(agents=o.most)
    agents = [o for o in playable if isinstance(o, AgentOption)]
    if agents and rng.random() < 0.7:
        return sample_action(rng.choice(agents), rng)
    discards = [o for o in playable if isinstance(o, DiscardOption)]
    if discards and len(discards) < len(playable) and rng.random() < 0.3:
        return sample_action(discards[0], rng)
    # the random policy reads the flow only to tell the discard row (19.4) from a return, and
    # the colonized regions for the pieces' colours now (24.2, O225: none without the option)
    flow = "discard" if playable and all(isinstance(o, DiscardOption) for o in playable) else "movement"
    return random_policy(types.SimpleNamespace(flow=flow, colonized={}), 0, playable, rng)


def _one_move(c: httpx.Client, gid: str, tokens: dict[int, str], rng: random.Random, choose=_choose,
              body: dict | None = None) -> int | None:
    """One move of a seat of ``tokens`` the game waits on; ``body``: the game's view just
    read by the caller (not read a second time)."""
    if body is None:
        body = c.get(f"/games/{gid}").json()
    seat = next((s for s in body.get("waiting_for") or [] if s in tokens), None)
    if seat is None or body["status"] == "finished":
        return None
    la = c.get(f"/games/{gid}/legal-actions", headers=_auth(tokens[seat]))
    if la.status_code != 200:
        return None
    opts = _options.decode(_enc.encode(la.json()["actions"]))
    act = choose(opts, rng)
    if act is None:
        return None
    p = c.post(f"/games/{gid}/actions", content=_enc.encode(act),
               headers={**_auth(tokens[seat]), "Content-Type": "application/json",
                        "If-Match": f'"{la.json()["version"]}"'})
    assert p.status_code in (201, 409, 412), p.text
    return p.status_code


def _play_out(c, gid, tokens, rng, timeout, each=None, choose=_choose) -> tuple[dict, int]:
    deadline = time.monotonic() + timeout
    n = 0
    while time.monotonic() < deadline:
        view = c.get(f"/games/{gid}").json()
        if view["status"] == "finished":
            return view, n
        got = _one_move(c, gid, tokens, rng, choose, body=view)
        if got is None:
            time.sleep(0.05)
        n += got == 201
        if each is not None and got == 201:
            each(n)
    raise AssertionError(f"not finished after {n} actions: {c.get(f'/games/{gid}').text[:1500]}")


def test_webhooks_talk_and_hidden_information_over_a_whole_game(live):
    c, base = live["c"], live["base"]
    g = c.post("/games", json={"kind": "ottomans", "seats": 2, "options": {"scenario": 1},
                               "players": [{"name": "Mehmed"}, {"name": "Hunyadi"}]})
    assert g.status_code == 201, g.text
    g = g.json()
    gid, tokens = g["id"], {p["seat"]: p["token"] for p in g["players"]}
    recs = {0: Receiver(), 1: Receiver()}
    try:
        for seat, rec in recs.items():
            r = c.post(f"/games/{gid}/webhooks", json={"url": rec.url}, headers=_auth(tokens[seat]))
            assert r.status_code == 201, r.text
            rec.secret = r.json()["secret"]
        streams: dict[str, list] = {"public": [], "seat0": [], "seat1": []}
        readers = [_sse(base, gid, streams["public"]), _sse(base, gid, streams["seat0"], _auth(tokens[0])),
                   _sse(base, gid, streams["seat1"], _auth(tokens[1]))]

        # table talk: a public message is read by the other seat, a private one by its addressee
        assert c.post(f"/games/{gid}/messages", json={"text": "The City will fall"},
                      headers=_auth(tokens[0])).status_code == 201
        assert c.post(f"/games/{gid}/messages", json={"text": "not this year", "to_seat": 0},
                      headers=_auth(tokens[1])).status_code == 201
        read = {s: [m["text"] for m in c.get(f"/games/{gid}/messages", headers=_auth(t)).json()["messages"]]
                for s, t in tokens.items()}
        assert read == {0: ["The City will fall", "not this year"], 1: ["The City will fall", "not this year"]}, read

        # the long-poll: returns with the next event, which names no secret
        last = _pages(c, f"/games/{gid}/events", "events")[-1]["seq"]
        polled: dict = {}
        poller = threading.Thread(target=lambda: polled.update(c.get(
            f"/games/{gid}/events", params={"after": last, "wait": 30}, headers=_auth(tokens[1])).json()), daemon=True)
        poller.start()
        time.sleep(0.3)
        rng = random.Random(1453)
        while poller.is_alive():
            _one_move(c, gid, tokens, rng)
            poller.join(0.2)
        assert polled["events"] and polled["events"][0]["seq"] == last + 1, polled

        seen: dict = {"ops": 0, "mid_actions": [], "mid_record": None}

        def each(n: int) -> None:
            pub = _views_hide(c, gid, tokens)
            if pub.get("agent_operation"):
                seen["ops"] += 1
            if n % 20 == 0:
                acts = _pages(c, f"/games/{gid}/actions", "actions", _auth(tokens[0]))
                # not finished once the pages are read, so it was not while they were: a game
                # over serves its log as stored (the worker may end it between two reads)
                if c.get(f"/games/{gid}").json()["status"] != "finished":
                    _secret_actions_hidden(acts, f"action log at {n}")
                    seen["mid_actions"] = acts
                rec = c.get(f"/games/{gid}/record").json()
                if rec.get("end") is None:
                    assert not rec.get("seed"), "the seed before the end"
                    _secret_actions_hidden(rec["actions"], f"record at {n}")
                    seen["mid_record"] = rec

        final, actions = _play_out(c, gid, tokens, rng, 600, each)
        assert final["status"] == "finished"
        for t in readers:
            t.join(120)
        events = _pages(c, f"/games/{gid}/events", "events")
        seqs = [e["seq"] for e in events]
        assert seqs == list(range(1, len(seqs) + 1))
        _no_secret_events(events, "event pages")
        for seat, token in tokens.items():
            _no_secret_events(_pages(c, f"/games/{gid}/events", "events", _auth(token)), f"events of seat {seat}")
        _no_secret_events(polled["events"], "long-poll")
        for name, got in streams.items():
            assert [e["seq"] for e in got if "seq" in e][:len(seqs)] == seqs, name
            _no_secret_events(got, f"SSE {name}")
        assert {"agent_declared", "drew"} <= {e["type"] for e in events}, "no secret was made: a vacuous check"
        assert seen["mid_actions"] and seen["mid_record"], seen.keys()
        # a past version is redacted per seat as the present one
        for at in (5, final["version"] // 2):
            _views_hide(c, gid, tokens, {"at": at})
        # once over, the log is served as stored: the secrets of the game were there to hide
        stored = _pages(c, f"/games/{gid}/actions", "actions")
        secret = [a for a in stored if (a["action"].get("type") == "commit_agents" and a["action"]["agents"] > 0)
                  or (a["action"].get("type") == "agent_operation" and a["action"]["agents"] > 1)
                  or a["action"].get("type") == "discard"]
        assert secret, "no secret action in the game: the redaction checks were vacuous"
        ended = c.get(f"/games/{gid}/record").json()
        assert ended["end"] and ended.get("seed")

        # webhooks: each seat told its own turns with the kind's decision, the end once, the other's talk
        for seat, rec in recs.items():
            _wait(lambda: rec.of("game_ended"), HANG_S, f"game_ended to seat {seat}")
        _wait(lambda: _deliveries_settled(live["deliveries"]), HANG_S, "every delivery done")
    finally:
        for rec in recs.values():
            rec.close()
    for seat, rec in recs.items():
        assert rec.bad_signatures == 0
        turns = rec.of("your_turn")
        assert len(turns) >= 5 and all(p["seat"] == seat and p["game_id"] == gid for p in turns), turns[:3]
        assert len(rec.of("game_ended")) == 1
        assert {"round", "phase", "decision"} <= set(turns[0]["data"]), turns[0]
        assert any(p["data"]["decision"] is not None for p in turns) or seat == 0, \
            "no reaction window or decision told (the kind's ``decision``)"
        for body in rec.bodies:
            assert not any(t.encode() in body for t in tokens.values()) and b'"hand"' not in body
    assert [p["data"]["text"] for p in recs[1].of("message")] == ["The City will fall"]
    assert [p["data"]["text"] for p in recs[0].of("message")] == ["not this year"]
    print(f"\nOttomans channels: {actions} actions, {len(seqs)} events, {len(secret)} secret actions, "
          f"{seen['ops']} views with an agent operation, {sum(len(r.of('your_turn')) for r in recs.values())} "
          "your_turn notices")


def test_a_seat_out_of_time_is_played_by_the_takeover_bot_through_windows_and_decisions(live):
    c = live["c"]
    bot = "search" if "search" in ottomans.POLICIES else "greedy"
    # a fixed seed: the game's dice and draws, so whether the bot meets a loss, a withdrawal
    # or an answer is this game's, not a random one's (a random game may offer it none)
    g = c.post("/games", json={"kind": "ottomans", "seats": 2, "seed": "takeover-windows-decisions", "options": {
        "scenario": 1, "clock": {"initial_s": 5, "increment_s": 60}, "takeover_bot": bot},
        "players": [{"name": "Ann"}, {"name": "Ben"}]})
    assert g.status_code == 201, g.text
    g = g.json()
    gid, tokens = g["id"], {p["seat"]: p["token"] for p in g["players"]}
    # seat 1's human never answers: its clock runs out at its first question and the bot plays it
    final, _ = _play_out(c, gid, {0: tokens[0]}, random.Random(7), 600)
    assert final["status"] == "finished"
    me = c.get(f"/games/{gid}/players/1").json()
    assert me["taken_over"] and me["bot"] == bot, me
    acts = _pages(c, f"/games/{gid}/actions", "actions")
    took = [a for a in acts if a["seat"] == 1 and a["action"].get("type") == "take_over"]
    assert took and took[0]["action"]["reason"] == "clock", took
    by_bot = [a["action"]["type"] for a in acts if a["seat"] == 1 and a.get("applied_by") == "bot"]
    human = [a for a in acts if a["seat"] == 1 and a.get("applied_by") not in ("bot", "clock")
             and a["action"].get("type") not in ("take_over", "take_back")]
    assert not human, human[:3]
    windows = {"react", "commit_agents"} & set(by_bot)
    decisions = {"take_losses", "withdraw", "advance", "pick", "reinforce", "answer"} & set(by_bot)
    assert windows and decisions, sorted(set(by_bot))
    assert {"move", "end_phase"} & set(by_bot), sorted(set(by_bot))
    print(f"\nseat 1 taken over by {bot}: {len(by_bot)} actions, {sorted(set(by_bot))}")
