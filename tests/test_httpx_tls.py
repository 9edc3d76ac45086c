"""``tests/httpx_tls.py`` replaces a name inside httpx's transports: it was written for the
installed httpx, and two clients made after it share one TLS context (issue 37)."""

from __future__ import annotations

import importlib.metadata

import httpx
import httpx_tls


def test_written_for_the_installed_version():
    assert importlib.metadata.version("httpx") == httpx_tls.WRITTEN_FOR["httpx"], (
        f"tests/httpx_tls.py uses httpx's internals and was written for "
        f"{httpx_tls.WRITTEN_FOR['httpx']}: re-read them, then update WRITTEN_FOR")


def test_clients_share_one_default_context_and_other_verifies_get_their_own():
    httpx_tls.install()                      # conftest did already: idempotent
    before = dict(httpx_tls.made)
    with httpx.Client(), httpx.Client(), httpx.Client(verify=False):
        pass
    assert len(httpx_tls.made) == max(1, len(before))   # the two default clients: one context
    shared = next(iter(httpx_tls.made.values()))
    with httpx.Client():
        pass
    assert next(iter(httpx_tls.made.values())) is shared
