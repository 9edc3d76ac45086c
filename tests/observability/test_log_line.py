"""The request log's one processor (``server.logging._line``) writes what the chain it
replaced wrote, byte for byte: the bound context merged after the call's own keys (a key
given to the call wins), ``level``, ``timestamp``, an exception's text, as JSON."""

from __future__ import annotations

import io
import re

import structlog

from server import logging as slog


def _chain_line(name: str, event_dict: dict) -> str:
    """The chain before: five processors and the JSON renderer on ``_dumps``."""
    for proc in (slog._merge_context, structlog.processors.add_log_level, slog._timestamp,
                 structlog.processors.format_exc_info, structlog.processors.JSONRenderer(serializer=slog._dumps)):
        event_dict = proc(None, name, event_dict)
    return event_dict


def _same(name: str, **kw) -> None:
    def untimed(line: str) -> str:     # the two lines are written a few microseconds apart
        return re.sub(r'"timestamp":"[^"]*"', '"timestamp":""', line)

    one = slog._line(None, name, {**kw})
    assert untimed(one) == untimed(_chain_line(name, {**kw})) and '"timestamp":"20' in one


def test_a_request_line_is_the_chains():
    slog.clear()
    _same("info", event="request", method="POST", path="/games/x/actions", status=201, ms=1.25)
    slog.bind(request_id="r1", game_id="0123456789abcdef")
    slog.bind(seat=2, action="attack", status=999)
    _same("info", event="request", method="POST", path="/games/x/actions", status=201, ms=1.25)
    _same("exception", event="boom", exc_info=False)
    try:
        1 / 0
    except ZeroDivisionError:
        _same("exception", event="boom", exc_info=True)
    slog.clear()


def test_a_configured_logger_writes_it():
    out = io.StringIO()
    slog.configure("INFO", stream=out)
    try:
        slog.clear()
        slog.bind(request_id="r2")
        slog.get_logger("battle1821.http").info("request", status=201)
        line = out.getvalue()
        assert line.startswith('{"status":201,"event":"request","request_id":"r2","level":"info","timestamp":"')
        assert line.endswith('Z"}\n')
    finally:
        slog.clear()
        slog.configure("INFO")
