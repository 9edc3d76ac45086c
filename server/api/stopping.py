"""A process's stop, as its HTTP server begins it: what must end at once so that the
server's graceful wait (uvicorn's ``timeout_graceful_shutdown``, 5 s) does not end it.

uvicorn stops accepting on SIGTERM, then waits for the requests in flight, then cancels
them, and only then tells the application (the lifespan's shutdown). An open SSE stream
or a waiting long-poll never finishes by itself, so each was cut at the end of the wait:
the stream without the end of its chunked body, the long-poll with uvicorn's plain-text
``500 Internal Server Error`` (an operator's run, session 24). The connection protocol
(:class:`server.httpserver.BoundedHttpToolsProtocol`) calls :func:`begin` when the server
asks each connection to stop, and the application registers (:func:`on_stop`) what ends
its watchers then: the event fan-out closes them, so a long-poll answers its page as after
a timeout and a stream ends cleanly; the client goes on on another process, from its
cursor (``after``, ``Last-Event-ID``), missing nothing."""

from __future__ import annotations

import logging
from collections.abc import Callable

log = logging.getLogger("battle1821.stopping")

_hooks: list[Callable[[], None]] = []


def on_stop(hook: Callable[[], None]) -> Callable[[], None]:
    """Run ``hook`` (no await) when this process's HTTP server begins to stop; returns
    what unregisters it (an application's shutdown calls it: tests start many in one
    process)."""
    _hooks.append(hook)

    def remove() -> None:
        if hook in _hooks:
            _hooks.remove(hook)
    return remove


def begin() -> None:
    """The server begins to stop: run every registered hook once (later calls: nothing)."""
    while _hooks:
        hook = _hooks.pop(0)
        try:
            hook()
        except Exception:  # noqa: BLE001 — one hook's failure must not keep the others
            log.exception("a stop hook failed")
