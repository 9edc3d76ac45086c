"""limits internals: the sliding-window counters of ``limits.aio.storage.RedisStorage``
(redis-py implementation), so that ``server.api.ratelimit`` counts every window of a
request in ONE EVALSHA with the library's own scripts (the public strategy
``SlidingWindowCounterRateLimiter`` makes a round trip per window and per call).

Internals used (re-read them when :data:`WRITTEN_FOR` changes): ``RedisStorage.bridge``
(its redis-py bridge), the bridge's ``prefixed_key``, ``get_connection`` and the
registered scripts ``lua_acquire_sliding_window`` / ``lua_sliding_window`` (``.script``:
the Lua text), ``storage`` (the redis-py client), and the storage's
``_previous_window_key`` / ``_current_window_key`` (a window's two counter keys).
``tests/contract/test_vendor.py`` checks on a real Redis that the keys named here are the
ones the public ``hit`` writes.
"""

from __future__ import annotations

import contextlib
from typing import Any

WRITTEN_FOR = {"limits": "5.8.0"}


def window_keys(storage: Any, key: str) -> tuple[str, str]:
    """The Redis keys (prefixed) of the previous and current counters of the sliding
    window ``key`` (``RateLimitItem.key_for(...)``) in ``storage``."""
    br = storage.bridge
    return (br.prefixed_key(storage._previous_window_key(key)),
            br.prefixed_key(storage._current_window_key(key)))


def window_scripts(storage: Any) -> tuple[bytes, bytes]:
    """The Lua text (bytes) of the storage's acquire and window-read scripts (the strategy's
    ``hit`` and ``get_window_stats`` run)."""
    br = storage.bridge
    return br.lua_acquire_sliding_window.script, br.lua_sliding_window.script


def connection(storage: Any) -> Any:
    """The storage's asyncio redis-py client (EVALSHA, SCRIPT LOAD, pipelines)."""
    return storage.bridge.get_connection()


async def aclose(storage: Any) -> None:
    """Close the storage's redis-py client, when it has one (errors ignored: closing)."""
    client = getattr(getattr(storage, "bridge", None), "storage", None)
    if client is not None and hasattr(client, "aclose"):
        with contextlib.suppress(Exception):      # closing a client being dropped: nothing to do
            await client.aclose()
