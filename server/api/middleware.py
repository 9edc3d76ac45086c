"""Request logging (one JSON line per request) and the request id. Logs method, path,
status and duration only: never headers or bodies (tokens live there)."""

from __future__ import annotations

import re
import time
import uuid

from server.logging import bind, clear, get_logger

log = get_logger("battle1821.http")
_RID = re.compile(r"^[A-Za-z0-9._-]{1,64}$")


class RequestLogMiddleware:
    def __init__(self, app) -> None:
        self.app = app

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        clear()
        rid = None
        for k, v in scope.get("headers", ()):
            if k == b"x-request-id":
                s = v.decode("latin-1")
                rid = s if _RID.match(s) else None
                break
        rid = rid or uuid.uuid4().hex
        bind(request_id=rid)
        status = 0
        rid_b = rid.encode()

        async def send_wrapper(message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", ()), (b"x-request-id", rid_b)]
            await send(message)

        t0 = time.perf_counter()
        try:
            await self.app(scope, receive, send_wrapper)
        finally:
            log.info("request", method=scope.get("method"), path=scope.get("path"), status=status,
                     ms=round((time.perf_counter() - t0) * 1000, 2))
            clear()
