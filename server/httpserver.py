"""The HTTP/1.1 connection bounds of ``battle1821 serve``: uvicorn's httptools protocol
with limits on what a client may hold open (``BATTLE1821_*`` settings, server/config.py).

uvicorn runs the httptools parser (its ``auto`` choice here), which bounds nothing: one
100 MB header was read whole into memory (+190 MB RSS), and a request whose headers or
body never finish held its connection forever (uvicorn's ``timeout_keep_alive`` runs only
between requests, and is cancelled by the first byte of the next). uvicorn's
``h11_max_incomplete_event_size`` applies only to its slower h11 parser, and neither
parser has a read deadline. :class:`BoundedHttpToolsProtocol` adds, per connection:

- ``max_header_bytes``: request line + headers at most (bytes): counted as the parser
  hands over the URL and each header (so a head that arrives in one read with its body is
  measured alone), and as bytes arrive while a head is incomplete (so a header that never
  ends is cut at the bound); ``max_headers`` header fields at most.
  Beyond: ``431`` ``request_header_fields_too_large``, connection closed.
- ``header_timeout_s``: from the connection's first moment (or, on a kept-alive
  connection, the next request's first byte) until its headers are complete (slow-loris);
  ``body_timeout_s``: from the headers until the body's last byte (a truncated body).
  Beyond either: ``408`` ``request_timeout`` if no response has started, connection closed.
- ``keep_alive_s``: uvicorn's ``timeout_keep_alive`` (an idle kept-alive connection).

The answers are problem+json written straight to the socket (the application never saw
the request, or is still waiting for its body: it then receives ``http.disconnect``), as
is the parser's own 400 (a malformed request or chunked body). When the application has
the request, the status the connection answered is put in its scope
(:data:`server.api.middleware.ANSWERED`), so the request log and the metrics count what
the client got, not the error the application met afterwards.
The body size itself is bounded by Litestar (``request_max_body_size``, 10 MB: 413)."""

from __future__ import annotations

import asyncio
import functools
import json

import httptools

from server.api import stopping
from server.api.middleware import ANSWERED
from server.config import Settings
from server.vendor.uvicorn_http import HttpToolsProtocol

_REASONS = {400: b"Bad Request", 408: b"Request Timeout", 431: b"Request Header Fields Too Large"}


@functools.lru_cache(maxsize=1)
def _settings() -> Settings:
    return Settings.from_env()


class _Refused(Exception):
    """Raised from a parser callback to stop parsing a request that broke a bound."""


def _problem(status: int, code: str, detail: str) -> bytes:
    from server.api.problems import problem_type

    body = json.dumps({"type": problem_type(code), "title": _REASONS[status].decode(),
                       "status": status, "detail": detail, "code": code}).encode()
    return b"".join([b"HTTP/1.1 %d %s\r\n" % (status, _REASONS[status]),
                     b"content-type: application/problem+json\r\n",
                     b"content-length: %d\r\n" % len(body), b"connection: close\r\n\r\n", body])


class BoundedHttpToolsProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol with header size/count bounds and header/body
    deadlines (module docstring). Select it with ``uvicorn.run(..., http=<this class>)``."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        s = _settings()
        self.max_header_bytes = s.max_header_bytes
        self.max_headers = s.max_headers
        self.header_timeout_s = s.header_timeout_s
        self.body_timeout_s = s.body_timeout_s
        self._in_head = True          # between requests or reading a request's head
        self._head_bytes = 0
        self._parsed_bytes = 0        # the URL and header fields the parser handed over
        self._head_fields = 0
        self._refusal: tuple[int, str, str] | None = None
        self._deadline: asyncio.TimerHandle | None = None

    # -- deadlines
    def _arm(self, seconds: float, what: str) -> None:
        self._disarm()
        if seconds > 0:
            self._deadline = self.loop.call_later(seconds, self._expired, what, seconds)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _answered(self, status: int) -> None:
        """The connection answers ``status`` itself: tell the application's request."""
        if self.cycle is not None and not self.cycle.response_started:
            self.cycle.scope[ANSWERED] = status

    def _expired(self, what: str, seconds: float) -> None:
        self._deadline = None
        if self.transport is None or self.transport.is_closing():
            return
        if self.cycle is None or not self.cycle.response_started:
            from server.api.problems import REQUEST_TIMEOUT

            self._answered(408)
            self.transport.write(_problem(408, REQUEST_TIMEOUT, f"The request's {what} did not arrive within "
                                                                f"{seconds:g} s."))
        self.transport.close()

    # -- refusals
    def _refuse(self) -> None:
        status, code, detail = self._refusal  # type: ignore[misc]
        self._disarm()
        self._answered(status)
        if not self.transport.is_closing():
            self.transport.write(_problem(status, code, detail))
            self.transport.close()

    def _too_large(self, detail: str) -> None:
        from server.api.problems import HEADERS_TOO_LARGE

        self._refusal = (431, HEADERS_TOO_LARGE, detail)

    # -- protocol
    def connection_made(self, transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm(self.header_timeout_s, "headers")

    def connection_lost(self, exc) -> None:
        self._disarm()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._refusal is not None:
            return
        if self._in_head:
            if self._head_bytes == 0 and self._deadline is None:
                self._arm(self.header_timeout_s, "headers")
            self._head_bytes += len(data)
        try:
            super().data_received(data)
        except _Refused:   # pragma: no cover - httptools wraps callback errors (below)
            pass
        if self._refusal is None and self._in_head and self._head_bytes > self.max_header_bytes:
            self._too_large(f"The request line and headers exceed {self.max_header_bytes} bytes.")
        if self._refusal is not None:
            self._refuse()

    def send_400_response(self, msg: str) -> None:
        if self._refusal is not None:   # a parser callback refused the request: answer that
            self._refuse()
            return
        self._disarm()
        if self.cycle is not None and self.cycle.response_started:
            self.transport.close()          # mid-answer: nothing more can be said
            return
        self._answered(400)
        self.transport.write(_problem(400, "invalid_request", f"The request could not be parsed: {msg}"))
        self.transport.close()

    def _count(self, n: int) -> None:
        self._parsed_bytes += n
        if self._parsed_bytes > self.max_header_bytes:
            self._too_large(f"The request line and headers exceed {self.max_header_bytes} bytes.")
            raise _Refused()

    def on_url(self, url: bytes) -> None:
        self._count(len(url))
        super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        self._head_fields += 1
        if self._head_fields > self.max_headers:
            self._too_large(f"The request has more than {self.max_headers} header fields.")
            raise _Refused()
        self._count(len(name) + len(value) + 4)      # "name: value\r\n"
        super().on_header(name, value)

    def on_headers_complete(self) -> None:
        if self._refusal is not None:
            raise _Refused()
        self._in_head = False
        self._head_bytes = 0
        self._parsed_bytes = 0
        self._head_fields = 0
        self._disarm()
        super().on_headers_complete()
        self._arm(self.body_timeout_s, "body")

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    def shutdown(self) -> None:
        """The server begins to stop (SIGTERM): uvicorn's own (an idle connection closed,
        one in flight answered then closed), and the application told at once
        (:mod:`server.api.stopping`: its open streams and waiting long-polls end now, not
        cut after the graceful wait)."""
        super().shutdown()
        stopping.begin()

    def on_response_complete(self) -> None:
        self._in_head = True
        self._head_bytes = 0
        self._parsed_bytes = 0
        self._head_fields = 0
        super().on_response_complete()


assert issubclass(httptools.HttpParserCallbackError, httptools.HttpParserError)
