"""Litestar internals: the app's OpenAPI document built on first use and completed then by
the server's own steps (``server.app``: the request bodies closed, links, headers, the
kinds' types, examples...), instead of built and completed in ``create_app`` (issue 37:
0.55 of the 0.83 CPU s of ``create_app``, paid by every API process and in-process app
though few ever serve ``/schema``; the tests make hundreds of them).

Litestar builds the document lazily itself (its ``OpenAPIPlugin.provide_openapi``, behind
the public ``Litestar.openapi_schema`` and the ``/schema`` routes) but has no public hook to
run code once it is built. Internals used (re-read them when :data:`WRITTEN_FOR` changes):
``litestar._openapi.plugin.OpenAPIPlugin`` (the plugin ``app.plugins.get`` returns), its
``provide_openapi()`` (the one path to the document: ``Litestar.openapi_schema``,
``provide_openapi_schema()`` of the ``/schema`` routes), ``_build_openapi()`` (builds it from
the routes), ``_openapi`` (the cached document, reset to None by ``receive_route`` when a
route is added, so a later build is completed again) and its ``__slots__`` layout (the
instance's class is swapped for a subclass adding none). ``tests/contract/test_vendor.py``
checks that the document is not built by ``create_app``, is completed once, and is the
same object on every path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from litestar._openapi.plugin import OpenAPIPlugin

WRITTEN_FOR = {"litestar": "2.25.0"}


def complete_when_built(app: Any, complete: Callable[[Any], None]) -> None:
    """Make ``app`` (a ``Litestar``) run ``complete(app)`` on its OpenAPI document right
    after Litestar builds it (on the first ``app.openapi_schema`` or ``/schema`` read, and
    again after a route is added). Inside ``complete``, ``app.openapi_schema`` is the new
    document. When ``complete`` raises, the document is dropped (the next read builds and
    completes it again) and the error propagates."""
    plugin = app.plugins.get(OpenAPIPlugin)

    class CompletedOpenAPIPlugin(type(plugin)):  # type: ignore[misc]
        __slots__ = ()

        def provide_openapi(self) -> Any:
            if not self._openapi:
                self._openapi = self._build_openapi()
                try:
                    complete(self.app)
                except BaseException:
                    self._openapi = None
                    raise
            return self._openapi

    plugin.__class__ = CompletedOpenAPIPlugin


def is_built(app: Any) -> bool:
    """Whether ``app``'s OpenAPI document has been built (for the contract test)."""
    return app.plugins.get(OpenAPIPlugin)._openapi is not None
