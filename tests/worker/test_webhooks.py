"""Turn notifications end to end (server/service/webhooks.py, server/worker/webhooks.py):
a real API process, a game worker that serves no webhooks and a delivery worker, and
loopback receivers in this process that verify every signature with the
``standardwebhooks`` library. One 2-seat game played to the end over HTTP: the first
seat's receiver answers at once, the second's fails the first two attempts of every
notification (retried, then delivered once), and a third endpoint never answers (its
subscription is disabled and the seat's view says so). Then a delivery worker SIGKILLed
in the middle of a delivery: the notification keeps its webhook-id, so it is never
received as two. Plus: refused URLs, limits and another seat's subscriptions."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import msgspec
import pytest
import redis
from standardwebhooks.webhooks import Webhook

from forks import ForkStack
from support import delete_test_keys, free_port, server_env, test_redis_url

from gamekinds import battle1821 as engine
from server.config import Settings
from gamekinds.battle1821.randomplay import choose_action
from gamekinds.battle1821.state import decode_state
from server.service.webhooks import delivery_queue
from blocking_store import BlockingStore


HANG_S = 120.0      # a wait this long only catches a hang


class Receiver:
    """A loopback HTTP endpoint: ``fail_first`` attempts of each webhook-id answer 500,
    ``hang`` holds every request ``hang`` seconds before answering."""

    def __init__(self, fail_first: int = 0, hang: float = 0.0) -> None:
        self.fail_first, self.hang = fail_first, hang
        self.secret: str | None = None
        self.attempts: dict[str, int] = {}
        self.delivered: dict[str, dict] = {}      # webhook-id -> payload, answered 2xx
        self.received: list[str] = []             # every webhook-id that arrived
        self.bad_signatures = 0
        self.bodies: list[bytes] = []
        self.lock = threading.Lock()
        me = self

        class H(BaseHTTPRequestHandler):
            def log_message(self, *a):
                pass

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("content-length", 0)))
                wid = self.headers.get("webhook-id", "")
                with me.lock:
                    me.received.append(wid)
                    me.bodies.append(body)
                    try:
                        Webhook(me.secret).verify(body, dict(self.headers))
                    except Exception:  # noqa: BLE001
                        me.bad_signatures += 1
                    n = me.attempts[wid] = me.attempts.get(wid, 0) + 1
                if me.hang:
                    time.sleep(me.hang)
                if n <= me.fail_first:
                    self.send_response(500)
                    self.end_headers()
                    return
                with me.lock:
                    me.delivered.setdefault(wid, json.loads(body))
                self.send_response(204)
                self.end_headers()

        self.server = ThreadingHTTPServer(("127.0.0.1", free_port()), H)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@contextlib.contextmanager
def _hooks_stack(log_dir):
    """An API, a game worker that serves no webhooks and a delivery worker, on a key prefix
    and queue of their own (loopback receivers allowed, retries after 1 s and 1 s, a 1 s
    delivery timeout: the endpoint that never answers costs the one delivery worker 1 s an
    attempt, 3 attempts of each of 3 notifications before it is disabled, where the default
    5 s would be 45 s; the receivers in this process answer in milliseconds)."""
    url = test_redis_url()
    tag = uuid.uuid4().hex[:8]
    settings = Settings(redis_url=url, queue_redis_url=url, redis_cluster=False, key_prefix=f"twh{tag}",
                        queue_name=f"twh-{tag}", sse_keepalive_s=1.0)
    env = server_env(settings, BATTLE1821_WEBHOOK_ALLOW_LOOPBACK="1", BATTLE1821_WEBHOOK_RETRY_S="1,1",
                     BATTLE1821_WEBHOOK_TIMEOUT_S="1")
    r = redis.Redis.from_url(url)
    with ForkStack(log_dir) as st:
        st.worker({**env, "BATTLE1821_WORKER_WEBHOOKS": "0"}, name="game-worker")
        delivery = st.worker(env, "--queue", delivery_queue(settings.queue_name), name="hook-worker")
        base = st.api(env)
        st.wait_http(base, "/ready")
        yield {"base": base, "store": BlockingStore(r, prefix=settings.key_prefix), "stack": st, "env": env,
               "settings": settings, "delivery": delivery}
    delete_test_keys(r, f"{settings.key_prefix}:", settings.queue_name)
    delete_test_keys(r, f"{settings.key_prefix}:", delivery_queue(settings.queue_name))
    r.close()


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    """The module's stack, shared by its tests: each plays games and listens on receivers of
    its own; the last one SIGKILLs the delivery worker (and starts another)."""
    with _hooks_stack(tmp_path_factory.mktemp("hooks")) as got:
        yield got


def _subscribe(c: httpx.Client, gid: str, token: str, rec: Receiver, kinds=None) -> dict:
    body = {"url": rec.url, **({"kinds": kinds} if kinds else {})}
    r = c.post(f"/games/{gid}/webhooks", json=body, headers={"Authorization": f"Bearer {token}"})
    assert r.status_code == 201, r.text
    out = r.json()
    assert out["secret"].startswith("whsec_") and r.headers["location"].endswith(out["id"])
    rec.secret = out["secret"]
    return out


def _play(c: httpx.Client, store: BlockingStore, gid: str, tokens: list[str], seed: int, deadline_s: float = 120):
    rng = random.Random(seed)
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        loaded = store.load(gid)
        s = decode_state(loaded.state)
        if s.status == "finished":
            return s
        w = engine.waiting_for(s)
        if not w:
            time.sleep(0.02)            # the worker runs the Ottoman phase
            continue
        action = choose_action(engine.legal_actions(s, w[0]), rng)
        r = c.post(f"/games/{gid}/actions", content=msgspec.json.encode(action),
                   headers={"Authorization": f"Bearer {tokens[w[0]]}", "If-Match": f'"{loaded.version}"',
                            "Content-Type": "application/json"})
        assert r.status_code in (201, 412), r.text
    raise AssertionError("the game did not finish")


def _wait(cond, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < deadline, what
        time.sleep(0.05)


@pytest.mark.timeout(240)
def test_a_whole_game_notified_retried_and_disabled(live):
    base, store = live["base"], live["store"]
    ok, flaky, dead = Receiver(), Receiver(fail_first=2), Receiver(hang=4.0)
    try:
        with httpx.Client(base_url=base, timeout=30) as c:
            g = c.post("/games", json={"seats": 2, "seed": "hooks-1", "options": {"max_rounds": 2},
                                       "players": [{"name": "Ana"}, {"name": "Bo"}]}).json()
            gid, tokens = g["id"], [p["token"] for p in g["players"]]
            _subscribe(c, gid, tokens[0], ok)
            _subscribe(c, gid, tokens[1], flaky)
            gone = _subscribe(c, gid, tokens[1], dead)
            mine = c.get(f"/games/{gid}/webhooks", headers={"Authorization": f"Bearer {tokens[1]}"}).json()
            assert [w["url"] for w in mine["webhooks"]] == [flaky.url, dead.url]
            assert all("secret" not in w for w in mine["webhooks"])
            final = _play(c, store, gid, tokens, seed=3)

            _wait(lambda: any(p["type"] == "game_ended" for p in ok.delivered.values())
                  and any(p["type"] == "game_ended" for p in flaky.delivered.values()), HANG_S, "game_ended not told")
            _wait(lambda: c.get(f"/games/{gid}", headers={"Authorization": f"Bearer {tokens[1]}"}).json()
                  .get("webhooks_disabled") == [gone["id"]], HANG_S, "the dead endpoint was not disabled")
            view0 = c.get(f"/games/{gid}", headers={"Authorization": f"Bearer {tokens[0]}"}).json()
            deliveries = c.get(f"/games/{gid}/webhooks/{mine['webhooks'][0]['id']}/deliveries",
                               headers={"Authorization": f"Bearer {tokens[1]}"}).json()["deliveries"]
            status = c.get(f"/games/{gid}/webhooks", headers={"Authorization": f"Bearer {tokens[1]}"}).json()
    finally:
        for rec in (ok, flaky, dead):
            rec.close()

    for rec in (ok, flaky):
        assert rec.bad_signatures == 0
        kinds = [p["type"] for p in rec.delivered.values()]
        assert kinds.count("game_ended") == 1 and kinds.count("your_turn") >= 2, kinds
        assert all(p["game_id"] == gid and p["seat"] in (0, 1) for p in rec.delivered.values())
        assert len(set(rec.received)) == len(rec.delivered)       # every notification got through
    assert {p["seat"] for p in ok.delivered.values()} == {0} and {p["seat"] for p in flaky.delivered.values()} == {1}
    # the flaky endpoint saw each notification three times (two 500s, then 204), never a fourth
    assert set(flaky.attempts.values()) == {3}
    assert [d["attempt"] for d in deliveries if d["webhook_id"] == deliveries[0]["webhook_id"]] == [3, 2, 1]
    # never a token or the seed in a notification
    secrets_ = [*tokens, final.seed]
    assert not any(t.encode() in b for rec in (ok, flaky, dead) for b in rec.bodies for t in secrets_)
    # a seat is told its own notifications only: the second seat's turns never reach the first's endpoint
    assert "webhooks_disabled" not in view0
    dead_sub = next(w for w in status["webhooks"] if w["id"] == gone["id"])
    assert dead_sub["status"] == "disabled" and dead_sub["failures"] == 3 and dead_sub["disabled_reason"]


def test_refused_urls_limits_and_other_seats(live):
    base = live["base"]
    with httpx.Client(base_url=base, timeout=30) as c:
        g = c.post("/games", json={"seats": 2, "players": [{"name": "Ana"}, {"name": "Bo"}]}).json()
        gid, tokens, host = g["id"], [p["token"] for p in g["players"]], g["host_token"]
        h0 = {"Authorization": f"Bearer {tokens[0]}"}
        for url, why in (("http://10.0.0.8/x", "private"), ("https://169.254.169.254/latest", "link-local"),
                         ("ftp://example.org/x", "https"), ("https://user:pw@example.org/x", "credentials"),
                         ("http://192.168.1.1/", "private")):
            r = c.post(f"/games/{gid}/webhooks", json={"url": url}, headers=h0)
            assert r.status_code == 400 and r.json()["code"] == "webhook_url_refused", (url, r.text)
            assert r.json()["field"] == "url" and why in r.json()["detail"]
        r = c.post(f"/games/{gid}/webhooks", json={"url": "http://127.0.0.1:9/x", "kinds": ["nope"]}, headers=h0)
        assert r.status_code == 400
        assert c.post(f"/games/{gid}/webhooks", json={"url": "http://127.0.0.1:9/x"},
                      headers={"Authorization": f"Bearer {host}"}).status_code == 403
        assert c.post(f"/games/{gid}/webhooks", json={"url": "http://127.0.0.1:9/x"}).status_code == 401
        ids = [c.post(f"/games/{gid}/webhooks", json={"url": f"http://127.0.0.1:9/{k}"}, headers=h0).json()["id"]
               for k in range(3)]
        r = c.post(f"/games/{gid}/webhooks", json={"url": "http://127.0.0.1:9/4"}, headers=h0)
        assert r.status_code == 409 and r.json()["code"] == "too_many_webhooks"
        h1 = {"Authorization": f"Bearer {tokens[1]}"}
        assert c.get(f"/games/{gid}/webhooks", headers=h1).json() == {"webhooks": []}
        r = c.delete(f"/games/{gid}/webhooks/{ids[0]}", headers=h1)
        assert r.status_code == 404 and r.json()["code"] == "webhook_not_found"
        assert c.delete(f"/games/{gid}/webhooks/{ids[0]}", headers=h0).status_code == 204
        assert len(c.get(f"/games/{gid}/webhooks", headers=h0).json()["webhooks"]) == 2


def test_table_talk_and_a_clock_running_low_are_told_to_the_seats_that_may_see_them(live):
    """``message``: a public message reaches every other seat, a private one only its
    addressee, never the sender. ``clock_low``: a fifth of a 5 s clock before its
    deadline (then the clock runs out and a bot takes the seat over)."""
    base, store = live["base"], live["store"]
    recs = [Receiver(), Receiver()]
    try:
        with httpx.Client(base_url=base, timeout=30) as c:
            g = c.post("/games", json={"seats": 2, "options": {"clock": {"initial_s": 5, "increment_s": 0}},
                                       "players": [{"name": "Ana"}, {"name": "Bo"}]}).json()
            gid, tokens = g["id"], [p["token"] for p in g["players"]]
            for seat, rec in enumerate(recs):
                _subscribe(c, gid, tokens[seat], rec, kinds=["message", "clock_low"])
            waiting = engine.waiting_for(decode_state(store.load(gid).state))[0]
            h = lambda s: {"Authorization": f"Bearer {tokens[s]}"}  # noqa: E731
            assert c.post(f"/games/{gid}/messages", json={"text": "gl hf"}, headers=h(0)).status_code == 201
            assert c.post(f"/games/{gid}/messages", json={"text": "psst", "to_seat": 0},
                          headers=h(1)).status_code == 201
            _wait(lambda: any(p["type"] == "clock_low" for p in recs[waiting].delivered.values()), HANG_S,
                  "clock_low was not told")
            _wait(lambda: len([p for r in recs for p in r.delivered.values() if p["type"] == "message"]) >= 2, HANG_S,
                  "messages were not told")
            time.sleep(1.0)
    finally:
        for rec in recs:
            rec.close()
    got = [[(p["type"], p["data"].get("text")) for p in r.delivered.values() if p["type"] == "message"]
           for r in recs]
    assert got == [[("message", "psst")], [("message", "gl hf")]]      # never the sender's own
    low = [p for p in recs[waiting].delivered.values() if p["type"] == "clock_low"]
    # the low mark is 1 s before the deadline; RQ's scheduler scores whole seconds (truncated),
    # so the notice may come up to a second before the mark, never after the deadline
    assert len(low) == 1 and 0 <= low[0]["data"]["remaining_ms"] <= 2000 and low[0]["data"]["deadline"]
    assert not [p for p in recs[1 - waiting].delivered.values() if p["type"] == "clock_low"]
    assert all(r.bad_signatures == 0 for r in recs)


def test_a_failed_delivery_is_logged_in_general_terms(live):
    """Issue 38, item 8: the delivery log (``GET .../deliveries``) says ``connection
    failed``, never the connection's error text (``[Errno 111] Connection refused`` told
    a seat which ports of the network behind its URL are open)."""
    base = live["base"]
    closed = free_port()
    with httpx.Client(base_url=base, timeout=30) as c:
        g = c.post("/games", json={"seats": 2, "players": [{"name": "Ana"}, {"name": "Bo"}]}).json()
        gid, tokens = g["id"], [p["token"] for p in g["players"]]
        subs = [c.post(f"/games/{gid}/webhooks", json={"url": f"http://127.0.0.1:{closed}/x"},
                       headers={"Authorization": f"Bearer {t}"}).json()["id"] for t in tokens]
        for _ in range(6):                          # a few actions: somebody's turn is told
            v = c.get(f"/games/{gid}").json()
            seat = v["waiting_for"][0]
            h = {"Authorization": f"Bearer {tokens[seat]}", "If-Match": f'"{v["version"]}"'}
            opts = c.get(f"/games/{gid}/legal-actions", headers=h).json()["actions"]
            o = next((x for x in opts if x["type"] in ("place_start", "end_step")), None)
            if o is None:
                break
            action = {"type": "place_start", "region": o["regions"][0]} if o["type"] == "place_start" \
                else {"type": "end_step"}
            assert c.post(f"/games/{gid}/actions", json=action, headers=h).status_code == 201

        def logged():
            out = []
            for seat, sid in enumerate(subs):
                out += c.get(f"/games/{gid}/webhooks/{sid}/deliveries",
                             headers={"Authorization": f"Bearer {tokens[seat]}"}).json()["deliveries"]
            return out
        _wait(lambda: len(logged()) >= 1, HANG_S, "no delivery attempt logged")
        errors = {d["error"] for d in logged()}
    assert errors == {"connection failed"}, errors


def test_a_delivery_goes_to_the_address_checked_never_resolved_again(monkeypatch):
    """Issue 38, item 8 (DNS rebinding): the host is resolved once per attempt, checked,
    and the request connects to that very address with the host in ``Host`` (and, over
    https, as the TLS server name); a resolver that answers a private address the second
    time is never asked again."""
    from server.service import webhooks as wh

    monkeypatch.setenv("BATTLE1821_WEBHOOK_ALLOW_LOOPBACK", "1")
    rec = Receiver()
    port = rec.server.server_address[1]
    asked = []

    def rebinding(host, port_, **kw):
        asked.append(host)
        ip = "127.0.0.1" if len(asked) == 1 else "10.0.0.8"
        return [(2, 1, 6, "", (ip, port_))]
    try:
        target = wh.pin(f"http://hooks.example:{port}/hook", resolve=rebinding)
        assert target.url == f"http://127.0.0.1:{port}/hook" and target.headers == {"host": f"hooks.example:{port}"}
        with httpx.Client() as client:
            r = client.post(target.url, content=b"{}", headers={**target.headers, "webhook-id": "w1"},
                            extensions=target.extensions)
        assert r.status_code in (204, 200) and rec.received == ["w1"]
        assert asked == ["hooks.example"]
        https = wh.pin("https://hooks.example/x", resolve=lambda h, p, **kw: [(2, 1, 6, "", ("93.184.216.34", p))])
        assert https.url == "https://93.184.216.34/x" and https.extensions == {"sni_hostname": "hooks.example"}
        assert https.headers == {"host": "hooks.example"}
    finally:
        rec.close()


def _resend_abandoned(queue_name: str) -> None:
    """What RQ does, later, with the delivery of a worker SIGKILLed mid-attempt, done now:
    its clean-up of the started jobs (``StartedJobRegistry.cleanup``, run by a worker's
    maintenance once the job's heartbeat ran out, about 90 s after the kill) retries the
    abandoned job, which its scheduler enqueues when due (the dead worker's scheduler lock
    keeps the queue's scheduler away for up to 61 s more). The job itself is untouched: its
    arguments, the webhook-id among them, are the ones RQ would run again."""
    from rq import Queue
    from rq.job import Job

    conn = redis.Redis.from_url(test_redis_url())
    try:
        q = Queue(queue_name, connection=conn)
        q.started_job_registry.cleanup(time.time() + 3600)     # the kill's attempt: abandoned, retry scheduled
        due = q.scheduled_job_registry.get_job_ids()
        assert due, "the abandoned delivery was not scheduled for a retry"
        for job_id in due:
            job = Job.fetch(job_id, connection=conn)
            q.scheduled_job_registry.remove(job)
            q.enqueue_job(job)
    finally:
        conn.close()


def test_a_delivery_worker_killed_mid_delivery_never_tells_a_commit_twice(live):
    """The module's last test on its stack (pytest runs a module's tests in file order): it
    SIGKILLs the stack's delivery worker and starts another in its place, which no other
    test of the module then meets (an API and two workers of its own were ~2 CPU s). The
    killed attempt is then sent again (:func:`_resend_abandoned`) and arrives with the same
    webhook-id."""
    base, store, st = live["base"], live["store"], live["stack"]
    slow = Receiver(hang=4.0)
    try:
        with httpx.Client(base_url=base, timeout=30) as c:
            g = c.post("/games", json={"seats": 2, "players": [{"name": "Ana"}, {"name": "Bo"}]}).json()
            gid, tokens, version = g["id"], [p["token"] for p in g["players"]], g["version"]
            s = decode_state(store.load(gid).state)
            seat = engine.waiting_for(s)[0]      # it places; then it is the other seat's turn
            _subscribe(c, gid, tokens[1 - seat], slow, kinds=["your_turn"])
            action = choose_action(engine.legal_actions(s, seat), random.Random(1))
            r = c.post(f"/games/{gid}/actions", content=msgspec.json.encode(action),
                       headers={"Authorization": f"Bearer {tokens[seat]}", "If-Match": f'"{version}"',
                                "Content-Type": "application/json"})
            assert r.status_code == 201
            _wait(lambda: slow.received, HANG_S, "no delivery started")
            os.killpg(live["delivery"].proc.pid, signal.SIGKILL)   # the worker and its work horse, mid-delivery
            live["delivery"].proc.wait()
            st.children.remove(live["delivery"])
            live["delivery"] = st.worker(live["env"], "--queue", delivery_queue(live["settings"].queue_name),
                                         name="hook-worker-2")
            _resend_abandoned(delivery_queue(live["settings"].queue_name))
            _wait(lambda: len(slow.received) >= 2, HANG_S, "the abandoned delivery was not sent again")
    finally:
        slow.close()
    assert slow.bad_signatures == 0
    assert len(set(slow.received)) == 1, slow.received       # one notification, one webhook-id, however often sent


@pytest.mark.timeout(600)
def test_a_rematch_seat_taken_notifies_like_a_join(live):
    """A player taking a rematch's seat is a join (docs/api/webhooks.md): when it starts the
    game, the seat the game waits on is told ``your_turn``. Before (session 27, odds27) the
    rematch's seat path handed off to the workers but told no webhook. The first rematch
    seat taken subscribes; the rematch's start decides whom it waits on (its own seed), so
    games are played until one waits on that seat first (each does with probability 1/2)."""
    rec = Receiver()
    try:
        with httpx.Client(base_url=live["base"], timeout=30) as c:
            for k in range(10):
                g = c.post("/games", json={"seats": 2, "seed": f"hooks-rematch-{k}", "options": {"max_rounds": 1},
                                           "players": [{"name": "Ana"}, {"name": "Bo"}]}).json()
                gid, tokens = g["id"], [p["token"] for p in g["players"]]
                _play(c, live["store"], gid, tokens, seed=5)
                rem = c.post(f"/games/{gid}/rematch", headers={"Authorization": f"Bearer {g['host_token']}"})
                assert rem.status_code == 201, rem.text
                new = rem.json()["id"]
                mine = c.post(f"/games/{gid}/rematch", headers={"Authorization": f"Bearer {tokens[0]}"})
                _subscribe(c, new, mine.json()["token"], rec, kinds=["your_turn"])
                last = c.post(f"/games/{gid}/rematch", headers={"Authorization": f"Bearer {tokens[1]}"})
                assert last.status_code == 200, last.text
                view = c.get(f"/games/{new}").json()
                assert view["status"] not in ("lobby", "finished"), view
                if view["waiting_for"] == [0]:
                    break
            else:
                raise AssertionError("no rematch waited on its first seat taken in 10 games")
            _wait(lambda: any(p["type"] == "your_turn" and p["game_id"] == new for p in rec.delivered.values()),
                  HANG_S, "your_turn not told after the rematch's last seat was taken")
    finally:
        rec.close()
    assert rec.bad_signatures == 0


def test_concurrent_registrations_never_pass_the_per_seat_limit(live):
    """Thirty registrations at once on one seat: at most three are created, the rest 409
    ``too_many_webhooks`` (the count and the write are one WATCHed transaction)."""
    import asyncio

    base = live["base"]
    g = httpx.post(f"{base}/games", json={"seats": 2, "players": [{"name": "Ana"}, {"name": "Bo"}]},
                   timeout=30).json()
    gid, h0 = g["id"], {"Authorization": f"Bearer {g['players'][0]['token']}"}

    async def burst():
        async with httpx.AsyncClient(base_url=base, timeout=30) as c:
            return await asyncio.gather(*(c.post(f"/games/{gid}/webhooks", headers=h0,
                                                 json={"url": f"http://127.0.0.1:9/{k}"}) for k in range(30)))

    answers = asyncio.run(burst())
    codes = sorted(r.status_code for r in answers)
    assert codes == [201] * 3 + [409] * 27, [r.text for r in answers]
    assert all(r.json()["code"] == "too_many_webhooks" for r in answers if r.status_code == 409)
    assert len(httpx.get(f"{base}/games/{gid}/webhooks", headers=h0, timeout=30).json()["webhooks"]) == 3
