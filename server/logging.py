"""structlog JSON logging that works on and off a terminal (STACK_NOTES "structlog").

The logger factory is set explicitly to a text writer on stderr, matching the
``JSONRenderer`` (which returns ``str``): the Litestar plugin's automatic bytes factory
off a TTY is exactly the trap that turns every logged request into a 500.

A log line that cannot be written (a full disk, a closed pipe) is dropped and counted
(:data:`DROPPED`), never raised: the request it describes is answered all the same.

Context (``request_id``, ``game_id``, ``seat``, ``version``, ``action``) is bound with
contextvars (:func:`bind`) and merged into every line of that request. Tokens are never
bound or logged: the request middleware logs method, path, status and duration only.
"""

from __future__ import annotations

import logging
import sys

import msgspec
import structlog
from structlog.contextvars import bind_contextvars, clear_contextvars

_configured: tuple | None = None
DROPPED = 0
"""Log lines dropped in this process because their stream refused them (OSError)."""


class _Lossy:
    """A text stream whose ``write``/``flush`` drop what the stream refuses (:data:`DROPPED`)."""

    def __init__(self, stream) -> None:
        self.stream = stream

    def write(self, text: str) -> None:
        global DROPPED
        try:
            self.stream.write(text)
        except (OSError, ValueError):
            DROPPED += 1

    def flush(self) -> None:
        global DROPPED
        try:
            self.stream.flush()
        except (OSError, ValueError):
            DROPPED += 1

_level = logging.NOTSET
_enc = msgspec.json.Encoder(enc_hook=repr)


def _dumps(obj, **_kw) -> str:
    """JSON of one log line (msgspec: fast; anything unknown is logged as its repr)."""
    return _enc.encode(obj).decode()


def configure(level: str = "INFO", stream=None) -> None:
    """Configure structlog (idempotent for the same arguments)."""
    global _configured, _level
    key = (level, stream)
    if _configured == key:
        return
    lvl = logging.getLevelName(level.upper()) if isinstance(level, str) else level
    if not isinstance(lvl, int):
        lvl = logging.INFO
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            structlog.processors.JSONRenderer(serializer=_dumps),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(lvl),
        # str renderer -> text writer; never the bytes factory (STACK_NOTES).
        logger_factory=structlog.WriteLoggerFactory(file=_Lossy(stream if stream is not None else sys.stderr)),
        cache_logger_on_first_use=False,
    )
    _configured = key
    _level = lvl


def enabled(level: int) -> bool:
    """Whether a line at ``level`` (``logging.DEBUG``...) is written: a caller can skip
    building one that would be dropped (every level before :func:`configure`)."""
    return level >= _level


def get_logger(name: str = "battle1821"):
    return structlog.get_logger(name)


def bind(**kw) -> None:
    """Bind request context (``game_id``, ``seat``, ``version``, ``action``...)."""
    bind_contextvars(**kw)


def clear() -> None:
    clear_contextvars()
