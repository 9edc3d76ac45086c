"""Jobs the RQ scheduler runs at a moment (R19 decision timeouts, clock deadlines) are
never due before it: RQ's scheduled-job registry scores whole seconds, truncating, so
:func:`server.service.enqueue.not_before` hands it the next whole second.

Real parts: the test Redis and an RQ queue of the test's namespace; the scores are read
from RQ's own ScheduledJobRegistry."""

from __future__ import annotations

import time

from rq import Queue
from rq.registry import ScheduledJobRegistry

from server.service import enqueue


def _due(queue: Queue, job_id: str) -> float:
    reg = ScheduledJobRegistry(queue=queue)
    score = reg.connection.zscore(reg.key, job_id)
    assert score is not None, f"{job_id} is not scheduled"
    return float(score)


def test_not_before_is_the_next_whole_second():
    assert enqueue.not_before(100.0).timestamp() == 100.0
    assert enqueue.not_before(100.001).timestamp() == 101.0
    assert enqueue.not_before(100.999).timestamp() == 101.0


def test_r19_decision_timeouts_and_clock_deadlines_are_never_due_early(ns):
    queue = Queue(ns.queue_name, connection=ns.r)
    for k in range(5):      # five moments at different fractions of a second
        time.sleep(0.13)
        asked = time.time()
        jid = enqueue.enqueue_decision_timeout(queue, f"{ns.queue_name}-g{k}", 7, 1.0)
        assert jid is not None
        assert _due(queue, jid) >= asked + 1.0, "the R19 timeout would run before decision_timeout_s"
        deadline_ms = int((time.time() + 2.0) * 1000)
        cid = enqueue.schedule_clock(queue, f"{ns.queue_name}-g{k}", 0, 3, deadline_ms)
        assert cid is not None
        assert _due(queue, cid) * 1000 >= deadline_ms, "the clock job would run before the deadline"
        assert _due(queue, cid) * 1000 < deadline_ms + 1000
