"""An httpx transport that loses the answer to a request after the server made it: the SDKs'
retries of a create (``POST /games``, ``POST /seeks``) with an ``Idempotency-Key`` are tested
against the live server through it."""

from __future__ import annotations

import httpx


class LoseFirstAnswer(httpx.AsyncBaseTransport):
    """Forwards every request; the answer to the first ``POST`` to ``path`` is read, then
    dropped (``httpx.ReadError``), as a connection cut after the server answered would.
    ``keys``: the ``Idempotency-Key`` of each ``POST`` to ``path`` (None when absent)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.inner = httpx.AsyncHTTPTransport()
        self.keys: list[str | None] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        r = await self.inner.handle_async_request(request)
        if request.method == "POST" and request.url.path == self.path:
            self.keys.append(request.headers.get("idempotency-key"))
            if len(self.keys) == 1:
                await r.aread()
                await r.aclose()
                raise httpx.ReadError("answer lost", request=request)
        return r

    async def aclose(self) -> None:
        await self.inner.aclose()
