"""One trace from an API request into the RQ job it enqueued (server/tracing.py): the
request's server span (Litestar's OpenTelemetry plugin), its Redis calls, and the
Ottoman phase's job span, a child of that request, run by a real RQ worker on the same
Redis. Spans go to OpenTelemetry's in-memory exporter (API and worker share this test's
process, so one exporter sees both)."""

from __future__ import annotations

import random
import uuid

import msgspec
import pytest
import redis
from litestar.testing import TestClient
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind

from support import delete_test_keys, server_env, signal_handlers_restored, test_redis_url

from gamekinds import battle1821 as engine
from server import tracing
from server.config import Settings
from gamekinds.battle1821.randomplay import choose_action
from gamekinds.battle1821.state import decode_state
from blocking_store import BlockingStore

EXPORTER = InMemorySpanExporter()


@pytest.fixture()
def traced():
    assert tracing.provider() is None
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(EXPORTER))
    tracing.install(provider)
    yield EXPORTER
    tracing.uninstall()         # the rest of the test session runs untraced
    EXPORTER.clear()


def test_an_ottoman_phase_is_one_trace_from_the_end_step_that_started_it(traced, monkeypatch):
    from server.app import create_app
    from server.worker import run_worker, runtime

    url = test_redis_url()
    tag = uuid.uuid4().hex[:8]
    settings = Settings(redis_url=url, queue_redis_url=url, redis_cluster=False, key_prefix=f"ttr{tag}",
                        queue_name=f"ttr-{tag}")
    for name, val in server_env(settings).items():     # what the job's clients read (server.worker.runtime)
        monkeypatch.setenv(name, val)
    runtime.reset()
    r = redis.Redis.from_url(url)
    store = BlockingStore(r, prefix=settings.key_prefix)
    rng = random.Random(7)
    try:
        with TestClient(create_app(settings)) as c:
            g = c.post("/games", json={"seats": 2, "seed": "trace-1", "options": {"max_rounds": 2},
                                       "players": [{"name": "Ana"}, {"name": "Bo"}]}).json()
            tokens = [p["token"] for p in g["players"]]
            last = None
            for _ in range(500):          # random legal play until the Ottoman phase is handed off
                loaded = store.load(g["id"])
                s = decode_state(loaded.state)
                if s.phase == "ottoman":
                    break
                seat = engine.waiting_for(s)[0]
                action = choose_action(engine.legal_actions(s, seat), rng)
                traced.clear()
                last = c.post(f"/games/{g['id']}/actions", content=msgspec.json.encode(action),
                              headers={"Authorization": f"Bearer {tokens[seat]}",
                                       "If-Match": f'"{loaded.version}"', "Content-Type": "application/json"})
                assert last.status_code == 201, last.text
            assert s.phase == "ottoman" and last.json()["ottoman_job"]
            request_spans = traced.get_finished_spans()
        with signal_handlers_restored():      # RQ's handlers must not outlive its run
            run_worker(settings, burst=True, watchdog=False, with_scheduler=False, logging_level="WARNING")
        spans = traced.get_finished_spans()
    finally:
        delete_test_keys(r, f"{settings.key_prefix}:", settings.queue_name)
        r.close()

    server = [sp for sp in request_spans if sp.kind is SpanKind.SERVER and sp.parent is None]
    assert len(server) == 1, [sp.name for sp in request_spans]
    root = server[0]
    assert "/games/{game_id}/actions" in root.name
    trace_id = root.context.trace_id
    # the request's own Redis calls (the load, the Lua commit) are in its trace
    redis_in_request = [sp for sp in request_spans if sp.kind is SpanKind.CLIENT
                        and sp.attributes.get("db.system") == "redis" and sp.context.trace_id == trace_id]
    assert len(redis_in_request) >= 2, [sp.name for sp in request_spans]

    jobs = [sp for sp in spans if sp.name == "ottoman_phase"]
    assert len(jobs) == 1, [sp.name for sp in spans]
    job = jobs[0]
    assert job.kind is SpanKind.CONSUMER and job.context.trace_id == trace_id
    ids = {sp.context.span_id for sp in request_spans}
    assert job.parent is not None and job.parent.span_id in ids        # a child of the request
    assert job.attributes["battle1821.game_id"] == g["id"] and job.attributes["battle1821.round"] == 1
    assert job.attributes["messaging.message.id"] == last.json()["ottoman_job"]
    assert job.end_time > job.start_time
    # the phase's commits are the job's children: every Ottoman step is one EVALSHA in it
    in_job = [sp for sp in spans if sp.parent is not None and sp.parent.span_id == job.context.span_id]
    assert sum(1 for sp in in_job if sp.attributes.get("db.system") == "redis") >= 3
    assert all(sp.context.trace_id == trace_id for sp in in_job)


def test_no_provider_no_trace_context_in_jobs():
    """Tracing off (no provider in a fresh process): jobs carry no trace meta."""
    import subprocess
    import sys

    code = ("from server import tracing; assert tracing.provider() is None and not tracing.configured(); "
            "print(tracing.job_meta())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                         env={"PATH": "/usr/bin:/bin"} | {"PYTHONPATH": "."})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "{}"
