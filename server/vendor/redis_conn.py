"""redis-py internals: asyncio connections that pack commands in C and skip the
per-command timeout task for a write that cannot wait (server/store/clients.py's standalone
state clients; issue 39: about a sixth of a command's client CPU).

Internals used (re-read them when :data:`WRITTEN_FOR` changes): the asyncio
``Connection``'s ``_writer`` (its ``asyncio.StreamWriter``), ``socket_timeout`` read and set
around ``send_packed_command``, ``is_connected``, ``check_health``, ``encoder`` (its
``encoding``/``encoding_errors``) and ``redis.connection.HiredisRespSerializer`` (the sync
side's hiredis packer). ``tests/contract/test_vendor.py`` checks the bytes packed against
redis-py's own asyncio packer and a round trip on a real Redis.
"""

from __future__ import annotations

import redis.connection
import redis.utils

WRITTEN_FOR = {"redis": "8.1.0"}


class DirectWrite:
    """An asyncio redis-py connection that packs commands in C and whose writes that
    cannot wait skip the timeout task.

    Packing: redis-py's sync connections pack with hiredis (``HiredisRespSerializer``)
    when it is installed, its asyncio ones in Python (~0.5 µs per argument); these use
    the sync side's serializer, the same bytes on the wire (UTF-8 strings, as the
    encoder's default; any other encoding packs as redis-py does).

    Writes: with a ``socket_timeout`` redis-py sends every command under
    ``asyncio.wait_for``, a task of its own per command on Python 3.11 (about a sixth of a
    command's CPU), yet a write whose bytes fit under the transport's high-water mark is
    buffered at once and its drain returns without waiting. Such a write is sent by
    redis-py's own code without the timeout; any other (a large one, a backed-up socket,
    a connection to open) exactly as redis-py sends it, under ``socket_timeout``. The
    health check runs first, under its own timeouts, as redis-py's does."""

    def pack_command(self, *args):
        enc = self.encoder
        if _SERIALIZER is None or enc.encoding.lower().replace("-", "") != "utf8" or enc.encoding_errors != "strict":
            return super().pack_command(*args)
        return _SERIALIZER.pack(*args)

    async def send_packed_command(self, command, check_health: bool = True) -> None:
        timeout = self.socket_timeout
        if not timeout or isinstance(command, (str, bytes)) or not self.is_connected:
            return await super().send_packed_command(command, check_health)
        if check_health:
            await self.check_health()
        writer = self._writer if self.is_connected else None
        transport = writer.transport if writer is not None else None
        if transport is None or transport.is_closing() or \
                transport.get_write_buffer_size() + sum(map(len, command)) >= transport.get_write_buffer_limits()[1]:
            return await super().send_packed_command(command, False)
        self.socket_timeout = None        # nothing in this write can wait (above)
        try:
            return await super().send_packed_command(command, False)
        finally:
            self.socket_timeout = timeout


_SERIALIZER = redis.connection.HiredisRespSerializer() if redis.utils.HIREDIS_AVAILABLE else None
_direct: dict[type, type] = {}


def direct_writes(pool) -> None:
    """The pool's connections as :class:`DirectWrite` ones (its URL's connection class)."""
    cls = pool.connection_class
    if cls not in _direct:
        _direct[cls] = type(f"DirectWrite{cls.__name__}", (DirectWrite, cls), {})
    pool.connection_class = _direct[cls]
