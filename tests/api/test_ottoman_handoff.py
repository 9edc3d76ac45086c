"""The Greek phase's last ``end_step`` hands the Ottoman phase to RQ (R20): committed with
the phase ``queued``, one job with a deterministic id enqueued (duplicates refused), the
response returns at once; Greek actions during the phase get 409 ``ottoman_phase``; a
worker then runs the phase."""

from __future__ import annotations

import redis
from rq import Queue

from helpers import auth, etag
from support import signal_handlers_restored

LAST_MOVE = {
    "seats": 2,
    "regions": {"achaia": {"owner": 0, "infantry": 10}, "laconia": {"owner": 1, "infantry": 3},
                "corinthia": {"ottomans": 3}, "attica": {"ottomans": 4}},
    "players": [{"name": "K"}, {"name": "B"}],
    "round": 1, "phase": "greek", "step": "movement", "active_seat": 1, "first_player": 0,
}


def test_r20_last_end_step_queues_one_ottoman_job_and_blocks_greek_actions(client, settings, monkeypatch):
    r = client.post("/games", json={"position": LAST_MOVE, "players": [{"name": "K"}, {"name": "B"}]})
    assert r.status_code == 201, r.text
    g = r.json()
    gid, tokens = g["id"], [p["token"] for p in g["players"]]
    v = client.get(f"/games/{gid}").json()
    res = client.post(f"/games/{gid}/actions", json={"type": "end_step"},
                      headers={**auth(tokens[1]), "If-Match": etag(v["version"])})
    assert res.status_code == 201, res.text
    out = res.json()
    assert out["phase"] == "ottoman" and out["ottoman_job"]
    told = [e for e in out["events"] if e["type"] == "ottoman_phase"]
    assert told and told[-1]["status"] == "queued" and told[-1]["job_id"] == out["ottoman_job"]
    cur = client.get(f"/games/{gid}/phases/current").json()
    assert cur["kind"] == "ottoman" and cur["status"] == "queued" and cur["start_version"] == out["version"]
    turns = client.get(f"/games/{gid}/phases").json()["phases"]
    assert turns[0]["kind"] == "greek_turn" and turns[0]["status"] == "done"
    conn = redis.Redis.from_url(settings.queue_redis_url)
    q = Queue(settings.queue_name, connection=conn)
    assert out["ottoman_job"] in q.job_ids
    from server.service.enqueue import enqueue_automatic_phase
    assert enqueue_automatic_phase(q, gid, ("ottoman", out["round"])) is None      # duplicate refused
    assert q.job_ids.count(out["ottoman_job"]) == 1
    blocked = client.post(f"/games/{gid}/actions", json={"type": "end_step"},
                          headers={**auth(tokens[0]), "If-Match": etag(out["version"])})
    assert blocked.status_code == 409 and blocked.json()["code"] == "ottoman_phase"
    assert client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[0])).json()["actions"] == []

    from server import worker
    from server.worker import runtime
    for k, val in {"REDIS_URL": settings.redis_url, "QUEUE_REDIS_URL": settings.queue_redis_url,
                   "REDIS_CLUSTER": "0", "BATTLE1821_KEY_PREFIX": settings.key_prefix,
                   "BATTLE1821_QUEUE": settings.queue_name}.items():
        monkeypatch.setenv(k, val)
    runtime.reset()   # the job builds its clients from the environment
    with signal_handlers_restored():      # RQ's handlers must not outlive its run
        worker.run_worker(settings, burst=True, with_scheduler=False, watchdog=False)
    runtime.reset()
    after = client.get(f"/games/{gid}").json()
    assert after["phase"] != "ottoman" or after["pending"] is not None, after["phase"]
    phases = client.get(f"/games/{gid}/phases").json()["phases"]
    ott = [p for p in phases if p["kind"] == "ottoman"][0]
    assert ott["status"] in ("done", "awaiting_decision")
