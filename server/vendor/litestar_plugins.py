"""Litestar internals: an app without Litestar's pydantic plugins (issue 37).

Litestar adds its pydantic plugins to every app when pydantic can be imported, and so
imports pydantic (v1 and v2: ~0.13 CPU s, a tenth of an API process's start) in every
``create_app``, though the server has no pydantic model: its bodies are msgspec Structs.
pydantic is installed beside the server by the dev tools (the SDK generator, the spec
validators), not for it. :class:`WithoutPydantic` adds the other default plugins
Litestar adds (its msgspec dependency-injection plugin, and its attrs schema plugin when
attrs is installed), nothing else.

Internal used (re-read it when :data:`WRITTEN_FOR` changes): the static method
``Litestar._get_default_plugins(plugins)``, which ``Litestar.__init__`` calls on the
instance to complete the plugins given. ``tests/contract/test_vendor.py`` checks that an
app of this class has Litestar's default plugins but the pydantic ones, and that making
the server's app imports no pydantic.
"""

from __future__ import annotations

from contextlib import suppress

from litestar import Litestar
from litestar.exceptions import MissingDependencyException
from litestar.plugins import PluginProtocol

WRITTEN_FOR = {"litestar": "2.25.0"}


class WithoutPydantic(Litestar):
    """A ``Litestar`` whose default plugins leave out the pydantic ones."""

    @staticmethod
    def _get_default_plugins(plugins: list[PluginProtocol]) -> list[PluginProtocol]:
        from litestar.plugins.core import MsgspecDIPlugin

        plugins.append(MsgspecDIPlugin())
        with suppress(MissingDependencyException):
            from litestar.plugins.attrs import AttrsSchemaPlugin

            if not any(isinstance(plugin, AttrsSchemaPlugin) for plugin in plugins):
                plugins.append(AttrsSchemaPlugin())
        return plugins
