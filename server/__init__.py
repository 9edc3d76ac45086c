"""The battle1821 game server. Importing it keeps two libraries' unused optional extras
out of every process (issue 37: server/vendor/optional_deps.py)."""

from server.vendor import optional_deps as _optional_deps

_optional_deps.install()
