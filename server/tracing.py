"""OpenTelemetry traces: a request's span (Litestar's OpenTelemetry plugin), its Redis
calls (``opentelemetry-instrumentation-redis``) and the RQ job it enqueues, so one Ottoman
phase shows as one trace from the ``end_step`` that started it to the phase's end.

Off unless an OTLP endpoint is configured (the standard ``OTEL_EXPORTER_OTLP_ENDPOINT`` or
``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT``; ``OTEL_SDK_DISABLED=true`` wins): then spans go
to it over OTLP/HTTP in batches, with ``service.name`` ``battle1821-api`` or
``battle1821-worker`` (``OTEL_SERVICE_NAME`` overrides). Tests install their own provider
(an in-memory exporter) with :func:`install`.

The trace context crosses the queue in the job's ``meta["trace"]`` (W3C ``traceparent``
/ ``tracestate``, the global propagator): :func:`job_meta` at enqueue, :func:`job_span` in
the worker, whose span is a child of the enqueueing request's.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from opentelemetry import propagate, trace
from opentelemetry.trace import SpanKind

from server.config import Settings

_provider = None       # the TracerProvider in use (None: tracing off, every call a no-op)


def configured() -> bool:
    """True when an OTLP endpoint is configured and the SDK is not disabled."""
    s = Settings.from_env()
    if s.otel_sdk_disabled:
        return False
    return bool(s.otel_exporter_otlp_traces_endpoint or s.otel_exporter_otlp_endpoint)


def install(provider) -> None:
    """Trace with ``provider`` in this process from now on and instrument redis-py with it
    (tests: an in-memory exporter; :func:`uninstall` undoes it)."""
    global _provider
    first = _provider is None
    _provider = provider
    if first:
        from opentelemetry.instrumentation.redis import RedisInstrumentor

        RedisInstrumentor().instrument(tracer_provider=provider)


def uninstall() -> None:
    """Stop tracing in this process (tests: later apps and jobs are not traced)."""
    global _provider
    if _provider is not None:
        from opentelemetry.instrumentation.redis import RedisInstrumentor

        RedisInstrumentor().uninstrument()
        _provider = None


def setup(service_name: str):
    """The process's provider: the installed one, else (endpoint configured) a new OTLP
    exporting one, else None (tracing off)."""
    if _provider is not None:
        return _provider
    if not configured():
        return None
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor
    from opentelemetry.sdk.trace.sampling import ParentBased
    name = Settings.from_env().otel_service_name or service_name
    # the worker's own Redis traffic (dequeue, heartbeats) is no trace of its own: there a
    # root span is kept only when it is a job's
    sampler = ParentBased(root=_job_roots_class()()) if service_name.endswith("worker") else None
    provider = TracerProvider(resource=Resource.create({"service.name": name}), sampler=sampler)
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    install(provider)
    return provider


def provider():
    return _provider


JOB_SPANS = frozenset({"ottoman_phase", "decision_timeout"})
"""Names of the job spans (:func:`job_span`)."""


def _job_roots_class():
    """The SDK's sampler classes are imported only when tracing is set up."""
    from opentelemetry.sdk.trace.sampling import Decision, Sampler, SamplingResult

    class JobRoots(Sampler):
        """Samples a root span only when it is a job's (:data:`JOB_SPANS`)."""

        def should_sample(self, parent_context, trace_id, name, kind=None, attributes=None, links=None,
                          trace_state=None):
            decision = Decision.RECORD_AND_SAMPLE if name in JOB_SPANS else Decision.DROP
            return SamplingResult(decision, attributes if decision is Decision.RECORD_AND_SAMPLE else None)

        def get_description(self) -> str:
            return "JobRoots"

    return JobRoots


def tracer():
    return (_provider or trace.NoOpTracerProvider()).get_tracer("battle1821")


def job_meta() -> dict:
    """RQ ``meta`` carrying the current trace context (``{}`` when tracing is off or no span
    is current)."""
    if _provider is None:
        return {}
    carrier: dict[str, str] = {}
    propagate.inject(carrier)
    return {"trace": carrier} if carrier else {}


@contextmanager
def job_span(name: str, **attributes) -> Iterator[None]:
    """The span of one RQ job, a child of the span that enqueued it (the current job's
    ``meta["trace"]``), with ``attributes`` (e.g. ``game_id``, ``round``)."""
    if _provider is None:
        yield
        return
    from rq import get_current_job

    job = get_current_job()
    carrier = (job.meta or {}).get("trace") if job is not None else None
    ctx = propagate.extract(carrier) if carrier else None
    attrs = {f"battle1821.{k}": v for k, v in attributes.items() if v is not None}
    if job is not None:
        attrs["messaging.message.id"] = job.id
        attrs["messaging.destination.name"] = job.origin
    with tracer().start_as_current_span(name, context=ctx, kind=SpanKind.CONSUMER, attributes=attrs):
        yield
