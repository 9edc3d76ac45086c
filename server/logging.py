"""structlog JSON logging that works on and off a terminal (STACK_NOTES "structlog").

The logger factory is set explicitly to a text writer on stderr, matching the
``JSONRenderer`` (which returns ``str``): the Litestar plugin's automatic bytes factory
off a TTY is exactly the trap that turns every logged request into a 500.

A log line that cannot be written (a full disk, a closed pipe) is dropped and counted
(:data:`DROPPED`), never raised: the request it describes is answered all the same.

Context (``request_id``, ``game_id``, ``seat``, ``version``, ``action``) is bound with
:func:`bind` into one context variable holding a dict (copied on each bind, so a task
started from a request sees the context of that moment and its own binds stay its own)
and merged into every line of that request. One variable, not structlog's one per key:
its ``clear``/merge walk every context variable of the context, a sixth of a request's
logging CPU. Tokens are never
bound or logged: the request middleware logs method, path, status and duration only.
"""

from __future__ import annotations

import logging
import sys
import time
from contextvars import ContextVar

import msgspec
import structlog

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
_context: ContextVar[dict | None] = ContextVar("battle1821_log_context", default=None)
"""The bound context of the running request or job (:func:`bind`; None: nothing bound);
never mutated in place: a bind sets a new dict."""
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
        processors=[_line],
        wrapper_class=structlog.make_filtering_bound_logger(lvl),
        # str renderer -> text writer; never the bytes factory (STACK_NOTES).
        logger_factory=structlog.WriteLoggerFactory(file=_Lossy(stream if stream is not None else sys.stderr)),
        cache_logger_on_first_use=False,
    )
    _configured = key
    _level = lvl
    _bound[0] = None        # the loggers bind anew under this configuration


_add_level = structlog.processors.add_log_level
_exc_text = structlog.processors.format_exc_info


def _line(logger, name: str, event_dict: dict) -> str:
    """The one structlog processor: the line's JSON text with the bound context merged in
    (:func:`_merge_context`), ``level`` (structlog's ``add_log_level``), ``timestamp``
    (:func:`_timestamp`) and, given ``exc_info``, its ``exception`` text (structlog's
    ``format_exc_info``), in that order: the chain of those five processors and the
    ``JSONRenderer`` on :func:`_dumps`, as one call (every request writes a line)."""
    event_dict = _timestamp(logger, name, _add_level(logger, name, _merge_context(logger, name, event_dict)))
    if "exc_info" in event_dict:
        event_dict = _exc_text(logger, name, event_dict)
    return _enc.encode(event_dict).decode()


def _timestamp(_logger, _name, event_dict: dict) -> dict:
    """structlog processor: ``timestamp``, UTC to the microsecond (``2026-12-05T23:45:43.211784Z``,
    as structlog's ISO ``TimeStamper`` but always six digits); the text of the second
    is kept from the line before."""
    global _second
    t = time.time()
    sec = int(t)
    if _second[0] != sec:
        _second = (sec, time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(sec)))
    event_dict["timestamp"] = f"{_second[1]}.{int((t - sec) * 1e6):06d}Z"
    return event_dict


_second: tuple[int, str] = (-1, "")


def enabled(level: int) -> bool:
    """Whether a line at ``level`` (``logging.DEBUG``...) is written: a caller can skip
    building one that would be dropped (every level before :func:`configure`)."""
    return level >= _level


class StderrHandler(logging.StreamHandler):
    """A stdlib handler writing each record to ``sys.stderr`` as it is when the record is
    emitted (as logging's own last-resort handler does), not the stream of the moment the
    handler was made: the API's handler of the stdlib loggers (``server.app``'s
    ``LOGGING``). Litestar's default handler was made by every ``create_app`` with the
    ``sys.stderr`` of that moment and a queue-listener thread of its own; in a test process
    that was a capture stream closed since, and each later record printed ``--- Logging
    error ---`` (issue 37)."""

    def __init__(self, level: int = logging.NOTSET) -> None:
        logging.Handler.__init__(self, level)

    @property
    def stream(self):  # type: ignore[override]
        return sys.stderr


def _merge_context(_logger, _name, event_dict: dict) -> dict:
    """structlog processor: the bound context (:func:`bind`) into the line; a key given
    to the log call itself wins."""
    for k, v in (_context.get() or {}).items():
        event_dict.setdefault(k, v)
    return event_dict


_bound: list = [None]
"""The structlog logger bound under the current configuration (None: bind it at the next
line). Every :class:`Logger` writes through it: the lines carry no logger name."""


def _logger():
    b = _bound[0]
    if b is None:
        b = _bound[0] = structlog.get_logger().bind()
    return b


class Logger:
    """What :func:`get_logger` returns: structlog's level methods on the logger bound under
    the current :func:`configure` (a reconfiguration reaches every ``Logger`` made before
    it). Not structlog's lazy proxy, which binds a new logger on every line (a third of a
    request line's CPU)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def debug(self, event: str, **kw):
        return _logger().debug(event, **kw)

    def info(self, event: str, **kw):
        return _logger().info(event, **kw)

    def warning(self, event: str, **kw):
        return _logger().warning(event, **kw)

    def error(self, event: str, **kw):
        return _logger().error(event, **kw)

    def exception(self, event: str, **kw):
        return _logger().exception(event, **kw)


def get_logger(name: str = "battle1821") -> Logger:
    return Logger(name)


def bind(**kw) -> None:
    """Bind request context (``game_id``, ``seat``, ``version``, ``action``...)."""
    _context.set({**(_context.get() or {}), **kw})


def clear() -> None:
    """Forget the bound context (the start and end of a request)."""
    _context.set(None)
