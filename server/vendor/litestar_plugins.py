"""Litestar internals: an app without the parts Litestar adds for libraries the server
does not use (issue 37).

Litestar completes every app's plugins with its pydantic plugins when pydantic can be
imported, and with its attrs schema plugin when attrs can be (importing pydantic v1 and
v2, ~0.13 CPU s, and attrs, ~0.01 CPU s, in every ``create_app``), and imports its
OpenTelemetry plugin (with ``opentelemetry-instrumentation-asgi`` and asgiref, ~0.013 CPU
s) in every app only to look for an OpenTelemetry middleware given as a middleware. The
server has no pydantic model and no attrs class (its bodies are msgspec Structs; both
libraries are installed beside it for the dev tools and the SDK, not for it), and adds
OpenTelemetry only as the plugin (``server/app.py``, tracing on), never as a middleware.
:class:`LeanLitestar` adds Litestar's msgspec dependency-injection plugin, nothing else,
and leaves the middleware as given.

Internals used (re-read them when :data:`WRITTEN_FOR` changes): the static methods
``Litestar._get_default_plugins(plugins)``, which ``Litestar.__init__`` calls on the
instance to complete the plugins given, and ``Litestar._patch_opentelemetry_middleware(config)``,
which it calls on the instance after the plugins' ``on_app_init`` to move an OpenTelemetry
middleware into a plugin. ``tests/contract/test_vendor.py`` checks that Litestar's default
plugins are the msgspec one and those of pydantic and attrs only, that ``__init__`` calls
both methods, that making the server's app imports neither pydantic, attrs nor Litestar's
OpenTelemetry plugin, and ``tests/observability/test_tracing.py`` that a traced app's
requests are spans (the plugin's middleware in place).
"""

from __future__ import annotations

from litestar import Litestar
from litestar.config.app import AppConfig
from litestar.plugins import PluginProtocol

WRITTEN_FOR = {"litestar": "2.25.0"}


class LeanLitestar(Litestar):
    """A ``Litestar`` whose default plugins are the msgspec one only, and which leaves
    its middleware as given."""

    @staticmethod
    def _get_default_plugins(plugins: list[PluginProtocol]) -> list[PluginProtocol]:
        from litestar.plugins.core import MsgspecDIPlugin

        plugins.append(MsgspecDIPlugin())
        return plugins

    @staticmethod
    def _patch_opentelemetry_middleware(config: AppConfig) -> AppConfig:
        return config
