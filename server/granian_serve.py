"""``battle1821 serve --server granian`` (prototype, issue 39): the same Litestar app served by
Granian's embedded server (a Rust HTTP/1.1 layer, hyper) on this process's uvloop loop, one
process, for measuring the CPU an action costs without uvicorn's Python protocol.

What uvicorn gives ``serve`` and this replaces: the ASGI lifespan (Granian's ``asgi``
interface runs it), the proxy headers (``granian.utils.proxies``, uvicorn's semantics:
``FORWARDED_ALLOW_IPS``), SIGINT/SIGTERM (a loop signal handler stops the server),
no access log (the app's request log as under uvicorn). Not replaced (see bench/RESULTS.md):
server/httpserver.py's bounds (header bytes and count as 431 problem+json, a body
deadline as 408, the parser's 400 as problem+json, ``ANSWERED``), ``--workers N``, the
graceful-shutdown bound."""

from __future__ import annotations

import asyncio
import signal

from server.config import Settings


def serve_granian(s: Settings, host: str, port: int) -> None:
    import uvloop
    from granian.constants import HTTPModes, Interfaces
    from granian.http import HTTP1Settings
    from granian.log import LogLevels
    from granian.server.embed import Server
    from granian.utils.proxies import wrap_asgi_with_proxy_headers

    from server.app import create_app

    app = wrap_asgi_with_proxy_headers(create_app(), s.forwarded_allow_ips)
    server = Server(app, address=host, port=port, interface=Interfaces.ASGI, http=HTTPModes.http1,
                    websockets=False, log_access=False, log_level=LogLevels(s.log_level.lower()),
                    http1_settings=HTTP1Settings(header_read_timeout=int(min(60.0, max(0.001, s.header_timeout_s)) * 1000)))

    async def main() -> None:
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, server.stop)
        await server.serve()

    uvloop.run(main())
