"""Prometheus metrics after a played game, scraped from a real API process and a real RQ
worker process (server/metrics.py): every series docs/operations/observability.md lists, with values that
follow from what the test did (a whole 2-seat game of random bots, one 412, one 428, one
409, one open SSE stream and one waiting long-poll)."""

from __future__ import annotations

import asyncio
import threading
import time
import uuid

import httpx
import pytest
import redis
from prometheus_client.parser import text_string_to_metric_families

from forks import ForkStack
from support import delete_test_keys, free_port, server_env, test_redis_url

from server.config import Settings


def scrape(url: str) -> dict[str, list]:
    """``{sample name: [(labels, value), ...]}`` of one exposition."""
    r = httpx.get(url, timeout=10)
    assert r.status_code == 200, r.text
    assert r.headers["content-type"].startswith("text/plain")
    out: dict[str, list] = {}
    for fam in text_string_to_metric_families(r.text):
        for s in fam.samples:
            out.setdefault(s.name, []).append((s.labels, s.value))
    return out


def value(samples: dict, name: str, **labels) -> float:
    """The sum of ``name``'s samples whose labels include ``labels``."""
    rows = [v for lab, v in samples.get(name, []) if all(lab.get(k) == str(x) for k, x in labels.items())]
    assert rows, f"no sample {name}{labels}; have {sorted(samples)}"
    return sum(rows)


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    """An API and a worker of this module's own, not the shared live stack: the series'
    values must follow from what this module did alone (no other test's requests and jobs
    counted), and the worker serves its metrics on a port of its own."""
    tag = uuid.uuid4().hex[:8]
    url = test_redis_url()
    settings = Settings(redis_url=url, queue_redis_url=url, redis_cluster=False, key_prefix=f"tmet{tag}",
                        queue_name=f"tmet-{tag}", sse_keepalive_s=1.0)
    wport = free_port()
    with ForkStack(tmp_path_factory.mktemp("metrics")) as st:
        env = server_env(settings, BATTLE1821_WORKER_METRICS_PORT=str(wport))
        st.worker(env)
        base = st.api(env)
        st.wait_http(base, "/ready")
        yield {"base": base, "worker": f"http://127.0.0.1:{wport}/metrics"}
    r = redis.Redis.from_url(url)
    delete_test_keys(r, f"{settings.key_prefix}:", settings.queue_name)
    r.close()


def test_api_and_worker_series_after_a_played_game(live):
    base = live["base"]
    from battle1821_bots.runner import play_game

    res = asyncio.run(play_game(base, ["random", "random"], max_rounds=2, seed="metrics-1", bot_seed=1))
    assert res.status == "finished" and not res.errors, res
    gid = res.game_id

    # one of each refusal the operator counts by code
    with httpx.Client(base_url=base, timeout=10) as c:
        g = c.post("/games", json={"seats": 2, "players": [{"name": "Ana"}, {"name": "Bo"}]}).json()
        seat = c.get(f"/games/{g['id']}").json()["waiting_for"][0]      # who places first (R6)
        tok = {"Authorization": f"Bearer {g['players'][seat]['token']}"}
        act = {"type": "set_standing_orders", "call_ally": "never", "answer_ally": "decline"}
        assert c.post(f"/games/{g['id']}/actions", json=act, headers=tok).status_code == 428
        assert c.post(f"/games/{g['id']}/actions", json=act,
                      headers={**tok, "If-Match": '"999"'}).status_code == 412
        wrong = {"type": "end_step"}          # R9: setup placement is no step of a turn
        r = c.post(f"/games/{g['id']}/actions", json=wrong, headers={**tok, "If-Match": f'"{g["version"]}"'})
        assert r.status_code == 409 and r.json()["code"] == "wrong_step", r.text

        # a watcher of each kind, open while we scrape (from the log's end: they wait)
        end = str(c.get(f"/games/{g['id']}/events").json()["last_seq"])
        held = threading.Event()
        done = threading.Event()

        def sse() -> None:
            with httpx.stream("GET", f"{base}/games/{g['id']}/events/stream",
                              headers={"Last-Event-ID": end}, timeout=30) as resp:
                held.set()
                for _ in resp.iter_lines():
                    if done.is_set():
                        return

        def poll() -> None:
            c2 = httpx.Client(timeout=30)
            c2.get(f"{base}/games/{g['id']}/events", params={"after": end, "wait": 3})
            c2.close()

        t1, t2 = threading.Thread(target=sse), threading.Thread(target=poll)
        t1.start(), t2.start()
        assert held.wait(10)
        deadline = time.monotonic() + 5
        while True:
            m = scrape(base + "/metrics")
            if value(m, "battle1821_watchers", kind="long_poll") == 1 or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        assert value(m, "battle1821_watchers", kind="sse") == 1
        assert value(m, "battle1821_watchers", kind="long_poll") == 1
        done.set()
        t2.join(10)
    t1.join(10)

    m = scrape(base + "/metrics")
    # HTTP by route template (never a game id), method and status
    assert value(m, "battle1821_http_requests_total", path="/games/{game_id}/actions", method="POST",
                 status_code=201) >= 10
    assert value(m, "battle1821_http_requests_total", path="/games", method="POST", status_code=201) == 2
    assert not [lab for lab, _ in m["battle1821_http_requests_total"] if gid in lab["path"]]
    count = value(m, "battle1821_http_request_duration_seconds_count", path="/games/{game_id}/actions")
    total_s = value(m, "battle1821_http_request_duration_seconds_sum", path="/games/{game_id}/actions")
    assert count >= 10 and 0 < total_s / count < 5
    # accepted actions by type: a game starts with setup placements and ends its steps
    assert value(m, "battle1821_actions_accepted_total", type="place_start") >= 2
    assert value(m, "battle1821_actions_accepted_total", type="end_step") >= 2
    # refusals by code
    assert value(m, "battle1821_problems_total", status=428, code="precondition_required") == 1
    assert value(m, "battle1821_problems_total", status=412, code="stale_version") == 1
    assert value(m, "battle1821_problems_total", status=409, code="wrong_step") == 1
    assert value(m, "battle1821_watchers", kind="sse") == 0
    assert value(m, "battle1821_watchers", kind="long_poll") == 0
    assert value(m, "battle1821_redis_errors_total") == 0
    assert value(m, "battle1821_redis_retries_total") == 0

    # two rounds: two Ottoman phases, each a job that ran to 'done'. A job is counted when it
    # returns, after its last commit (the game's end) and the archive that follows it: the
    # client may see the game finished before the worker has counted the job.
    deadline = time.monotonic() + 30
    while True:
        w = scrape(live["worker"])
        outcomes = {lab["outcome"]: v for lab, v in w.get("battle1821_jobs_total", [])
                    if lab["job"] == "ottoman_phase"}
        if outcomes.get("done", 0) >= 2 or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert outcomes.get("done", 0) >= 2, outcomes
    n = value(w, "battle1821_job_duration_seconds_count", job="ottoman_phase")
    assert n >= 2 and 0 < value(w, "battle1821_job_duration_seconds_sum", job="ottoman_phase") / n < 30
    assert value(w, "battle1821_watchdog_recoveries_total", action="requeued") == 0
    assert value(w, "battle1821_queue_depth", state="queued") == 0
    assert value(w, "battle1821_queue_oldest_job_age_seconds") == 0
    assert value(w, "process_resident_memory_bytes") > 0


def test_queue_depth_and_oldest_age_follow_the_queue(live):
    """Jobs waiting with no worker to take them: depth and age read at scrape time."""
    from rq import Queue

    from server.metrics import QueueCollector

    r = redis.Redis.from_url(test_redis_url())
    name = f"tmet-idle-{uuid.uuid4().hex[:8]}"
    q = Queue(name, connection=r)
    try:
        q.enqueue("builtins.print", "never run")
        time.sleep(0.3)
        q.enqueue("builtins.print", "never run either")
        fams = {f.name: f for f in QueueCollector(r, name).collect()}
        depth = {s.labels["state"]: s.value for s in fams["battle1821_queue_depth"].samples}
        assert depth["queued"] == 2 and depth["started"] == 0
        age = fams["battle1821_queue_oldest_job_age_seconds"].samples[0].value
        assert 0.25 <= age < 30
    finally:
        delete_test_keys(r, "tmet-none:", name)
        r.close()


def test_metrics_off(tmp_path):
    """``BATTLE1821_METRICS=0``: no /metrics route (404), the API still serves."""
    url = test_redis_url()
    settings = Settings(redis_url=url, queue_redis_url=url, key_prefix=f"tmoff{uuid.uuid4().hex[:6]}",
                        queue_name="tmoff")
    with ForkStack(tmp_path) as st:
        base = st.api(server_env(settings, BATTLE1821_METRICS="0"))
        assert httpx.get(base + "/metrics").status_code == 404
        assert httpx.get(base + "/health").status_code == 200
