"""uvicorn internals: the httptools protocol class, which ``server.httpserver`` subclasses
to bound request heads and reads (uvicorn has no option for a header size or a read
deadline; ``uvicorn.run(..., http=<class>)`` is its documented way to pass a protocol
class, the class itself is not documented).

Internals used (re-read them when :data:`WRITTEN_FOR` changes): the parser callbacks and
asyncio protocol methods of :data:`HOOKS` (overridden, each calling uvicorn's own) and the
instance attributes of :data:`ATTRIBUTES`. ``tests/contract/test_vendor.py`` checks that
uvicorn's class has each of them and that the subclass overrides and reads nothing else of
uvicorn's; ``tests/api`` (the connection bounds' tests) check the behaviour over sockets.
"""

from __future__ import annotations

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

WRITTEN_FOR = {"uvicorn": "0.55.0"}

HOOKS = ("connection_made", "connection_lost", "data_received", "send_400_response", "on_url",
         "on_header", "on_headers_complete", "on_message_complete", "on_response_complete",
         "shutdown")
"""The methods of :class:`HttpToolsProtocol` a subclass overrides (calling uvicorn's)."""

ATTRIBUTES = ("loop", "transport")
"""uvicorn's instance attributes a subclass reads: the event loop, the connection's transport."""

__all__ = ["ATTRIBUTES", "HOOKS", "WRITTEN_FOR", "HttpToolsProtocol"]
