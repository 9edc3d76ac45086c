"""RQ jobs of the webhooks, thin adapters over the async use cases of
:mod:`server.service.deliveries` (on the worker thread's loop, :mod:`server.worker.runtime`):
deliver one notification (:func:`deliver`: the attempt's number and whether a retry
follows come from RQ's job) and tell a seat its clock runs low (:func:`clock_low`).
Never on the request path: a slow endpoint delays only its own job.
"""

from __future__ import annotations

from rq import get_current_job

from server.service.deliveries import REFUSED, Deliveries, DeliveryFailed, failure  # noqa: F401  (re-exported)

from .runtime import run


def deliver(gid: str, sub_id: str, webhook_id: str, body: bytes) -> str:
    """RQ job: deliver ``body`` to subscription ``sub_id`` of game ``gid`` as ``webhook_id``
    (:meth:`Deliveries.deliver`): ``delivered``, ``skipped``, ``refused`` or ``failed``;
    raises :class:`DeliveryFailed` for an attempt RQ will retry."""
    job = get_current_job()
    attempt = 1 + ((job.meta or {}).get("attempts", 0) if job is not None else 0)
    if job is not None:
        job.meta["attempts"] = attempt
        job.save_meta()
    last = job is None or not job.retries_left
    return run(lambda rt: Deliveries(rt.context()).deliver(gid, sub_id, webhook_id, body, attempt=attempt,
                                                           last=last, timeout_s=rt.settings.webhook_timeout_s))


def clock_low(gid: str, seat: int, span: int) -> str:
    """RQ job (scheduled at the low mark of a running clock): :meth:`Deliveries.clock_low`."""
    return run(lambda rt: Deliveries(rt.context()).clock_low(gid, seat, span))
