"""Server-sent event frames as the stream sends them (``GET /games/{game_id}/events/stream``),
encoded once per event by the fan-out and handed as the same bytes to every watcher.

A frame is ``id: <id>\\r\\ndata: <event JSON>\\r\\n\\r\\n`` (no ``event:`` name: a browser's
``EventSource.onmessage`` gets it), byte for byte what Litestar's ``ServerSentEventMessage``
encodes; a keep-alive is the comment ``: keep-alive\\r\\n\\r\\n``. Stored events are compact
JSON (one line); one that holds a line break would become one ``data:`` line per line, as
the SSE format asks."""

from __future__ import annotations

import re

from server.store.stream_events import TERMINAL_TYPES

KEEPALIVE = b": keep-alive\r\n\r\n"
_LINE_BREAK = re.compile(rb"\r\n|\r|\n")
_TERMINAL = re.compile(rb'\{"seq":[0-9]+,"version":[0-9]+,"type":"(?:%s)"' % "|".join(TERMINAL_TYPES).encode())


def frame(event_id: int | str, data: bytes) -> bytes:
    """The frame of one event: ``event_id`` (the seq, or ``<seq>:<message seq>``), ``data``
    the event's JSON."""
    if b"\n" in data or b"\r" in data:
        lines = b"".join(b"data: %s\r\n" % line for line in _LINE_BREAK.split(data))
        return b"id: %s\r\n%s\r\n" % (str(event_id).encode(), lines)
    return b"id: %s\r\ndata: %s\r\n\r\n" % (str(event_id).encode(), data)


def is_terminal(envelope: bytes) -> bool:
    """Whether a stored event envelope ends the game (``game_ended``, ``game_cancelled``)."""
    return _TERMINAL.match(envelope) is not None
