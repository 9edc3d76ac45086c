"""One TLS context per test process for httpx's clients (issue 37).

httpx builds a TLS context, loading certifi's CA bundle (~30 CPU ms), for every
``httpx.Client``/``AsyncClient`` and so for every ``httpx.get(...)``, though the suite only
speaks plain HTTP to its own servers: a wait loop polling ``httpx.get`` every 0.1 s spent a
third of a core on it. :func:`install` makes the default context (``verify=True``, no client
certificate; the environment's CA overrides in the key) once per process and shares it, as
the SDK's bots already do (``battle1821_bots.base.ssl_context``); any other ``verify`` gets
its own, as before.

The one place of the suite that uses what httpx does not document: the name
``create_ssl_context`` as bound in ``httpx._transports.default`` (the function itself is
public: ``httpx.create_ssl_context``), which its transports call for every client. Written
for :data:`WRITTEN_FOR`: ``tests/test_httpx_tls.py`` fails on another version until this
module is re-read, and checks that two clients share one context through it."""

from __future__ import annotations

import os
import ssl
from collections.abc import Callable

WRITTEN_FOR = {"httpx": "0.28.1"}
"""The distribution whose internals this module uses, and the version it was written for."""

made: dict[tuple, ssl.SSLContext] = {}
"""The shared default contexts, by (trust_env, SSL_CERT_FILE, SSL_CERT_DIR)."""


def _shared(create: Callable[..., ssl.SSLContext]) -> Callable[..., ssl.SSLContext]:
    def create_ssl_context(verify=True, cert=None, trust_env=True) -> ssl.SSLContext:
        if verify is not True or cert is not None:
            return create(verify=verify, cert=cert, trust_env=trust_env)
        key = (trust_env, os.environ.get("SSL_CERT_FILE"), os.environ.get("SSL_CERT_DIR")) if trust_env else (False,)
        if key not in made:
            made[key] = create(verify=verify, cert=cert, trust_env=trust_env)
        return made[key]
    create_ssl_context.shared = True  # type: ignore[attr-defined]
    return create_ssl_context


def install() -> None:
    """Share the default TLS context in this process (idempotent)."""
    import httpx._transports.default as transports

    if not getattr(transports.create_ssl_context, "shared", False):
        transports.create_ssl_context = _shared(transports.create_ssl_context)
