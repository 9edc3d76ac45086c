"""redis-py internals: asyncio connections that pack commands in C and skip the
per-command timeout task for a write that cannot wait (server/store/clients.py's standalone
state clients; issue 39: about a sixth of a command's client CPU), and one command sent and
its reply read on the connection's own socket and parser (:meth:`DirectWrite.call`: the
game store's kept connections, issue 39 session 20: 197 k -> 107 k client instructions
a commit-sized round trip, ``python -m bench.roundtrip``), or several commands in one
write and their replies read the same way (:meth:`DirectWrite.call_many`: the API's
Ottoman hand-off, a pipeline's three commands, issue 39 session 21).

Internals used (re-read them when :data:`WRITTEN_FOR` changes): the asyncio
``Connection``'s ``_writer`` (its ``asyncio.StreamWriter``), ``_parser`` (redis-py's hiredis
parser of that socket: its ``read_response``, which returns an error reply as redis-py's
exception and raises ``ConnectionError`` when the server closes), ``_host_error()`` (the
address in redis-py's messages), ``socket_timeout`` read and set around
``send_packed_command``, ``is_connected``, ``check_health``, ``next_health_check`` (when
the idle connection's health check is due: redis-py's ``read_response`` moves it on),
``encoder`` (its ``encoding``/``encoding_errors``/``decode_responses``),
``redis.connection.HiredisRespSerializer`` (the sync side's hiredis packer) and
``redis._parsers.hiredis._AsyncHiredisParser``. ``tests/contract/test_vendor.py`` checks the
bytes packed against redis-py's own asyncio packer, a round trip on a real Redis, and that
:meth:`DirectWrite.call` answers, raises, times out and is cancelled as the connection's
``send_command`` + ``read_response`` do, and that :meth:`DirectWrite.call_many` answers as a
pipeline without ``MULTI`` does with ``raise_on_error=False``.
"""

from __future__ import annotations

import asyncio
from typing import Any

import redis.connection
import redis.exceptions
import redis.utils
from redis._parsers.hiredis import _AsyncHiredisParser

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


    encoder: Any        # the redis-py connection's (this class is mixed into it: direct_writes)
    _parser: Any

    def can_call(self) -> bool:
        """Whether :meth:`call` serves this connection: hiredis parses its replies, as
        bytes (no ``decode_responses``)."""
        enc = self.encoder
        return isinstance(self._parser, _AsyncHiredisParser) and not enc.decode_responses and _SERIALIZER is not None \
            and enc.encoding.lower().replace("-", "") == "utf8" and enc.encoding_errors == "strict"

    async def call(self, *args):
        """The reply to the command ``args``, as ``send_command(*args)`` then
        ``read_response()`` answer it (the same bytes sent, the same reply, an error reply
        raised as redis-py's exception, the health check of an idle connection first, a
        closed or broken connection raised as ``ConnectionError`` and disconnected, no reply
        within ``socket_timeout`` raised as ``TimeoutError`` and disconnected, a cancel
        disconnects and propagates), without redis-py's per-command layers: the packed bytes
        go to the socket's writer and the reply comes from the connection's own parser, under
        one timer for the whole command instead of an ``asyncio.timeout`` per read (29 k
        instructions under uvloop, a ``call_later`` 5.7 k). Only when :meth:`can_call`."""
        if not self.is_connected:
            await self.connect()
        await self.check_health()
        loop = asyncio.get_running_loop()
        timeout = self.socket_timeout
        handle = expired = None
        if timeout:
            task = asyncio.current_task()
            expired = []

            def expire() -> None:
                expired.append(True)
                task.cancel()
            handle = loop.call_later(timeout, expire)
        try:
            writer = self._writer
            if isinstance(args[0], str) and " " not in args[0]:
                try:        # the bytes HiredisRespSerializer.pack sends, without its per-argument pass
                    writer.write(hiredis.pack_command(args))
                except TypeError:   # an argument hiredis does not take as it is (a memoryview...)
                    writer.writelines(self.pack_command(*args))
            else:
                writer.writelines(self.pack_command(*args))
            transport = writer.transport
            if transport.get_write_buffer_size() >= transport.get_write_buffer_limits()[1]:
                await writer.drain()
            reply = await self._parser.read_response()
        except asyncio.CancelledError:
            await self.disconnect(nowait=True)
            if expired:
                asyncio.current_task().uncancel()
                raise redis.exceptions.TimeoutError(f"Timeout reading from {self._host_error()}") from None
            raise
        except OSError as e:
            await self.disconnect(nowait=True)
            raise redis.exceptions.ConnectionError(f"Error while reading from {self._host_error()} : {e.args}") from e
        except BaseException:
            await self.disconnect(nowait=True)
            raise
        finally:
            if handle is not None:
                handle.cancel()
        if self.health_check_interval:
            self.next_health_check = loop.time() + self.health_check_interval
        if isinstance(reply, redis.exceptions.ResponseError):
            raise reply from None
        return reply

    async def call_many(self, commands) -> list:
        """The replies to ``commands`` (a sequence of argument tuples) sent together, in
        their order, as a redis-py pipeline without ``MULTI`` answers them with
        ``raise_on_error=False`` (``pipeline(transaction=False)``; the same bytes, each
        error reply returned in its place as redis-py's exception, the replies not passed
        through redis-py's response callbacks): one write, then the replies read from the
        connection's own parser, under one timer of ``socket_timeout`` for the whole; the
        health check, disconnects, ``ConnectionError``, ``TimeoutError`` and cancel as
        :meth:`call` (whose body this repeats: ``call`` as ``call_many`` of one command
        cost 5 k more instructions a commit, ``bench.roundtrip``). Only when :meth:`can_call`."""
        if not self.is_connected:
            await self.connect()
        await self.check_health()
        loop = asyncio.get_running_loop()
        timeout = self.socket_timeout
        handle = expired = None
        if timeout:
            task = asyncio.current_task()
            expired = []

            def expire() -> None:
                expired.append(True)
                task.cancel()
            handle = loop.call_later(timeout, expire)
        try:
            writer = self._writer
            for args in commands:
                if isinstance(args[0], str) and " " not in args[0]:
                    try:        # the bytes HiredisRespSerializer.pack sends, without its per-argument pass
                        writer.write(hiredis.pack_command(args))
                        continue
                    except TypeError:   # an argument hiredis does not take as it is (a memoryview...)
                        pass
                writer.writelines(self.pack_command(*args))
            transport = writer.transport
            if transport.get_write_buffer_size() >= transport.get_write_buffer_limits()[1]:
                await writer.drain()
            replies = [await self._parser.read_response() for _ in commands]
        except asyncio.CancelledError:
            await self.disconnect(nowait=True)
            if expired:
                asyncio.current_task().uncancel()
                raise redis.exceptions.TimeoutError(f"Timeout reading from {self._host_error()}") from None
            raise
        except OSError as e:
            await self.disconnect(nowait=True)
            raise redis.exceptions.ConnectionError(f"Error while reading from {self._host_error()} : {e.args}") from e
        except BaseException:
            await self.disconnect(nowait=True)
            raise
        finally:
            if handle is not None:
                handle.cancel()
        if self.health_check_interval:
            self.next_health_check = loop.time() + self.health_check_interval
        return replies


_SERIALIZER = redis.connection.HiredisRespSerializer() if redis.utils.HIREDIS_AVAILABLE else None
if _SERIALIZER is not None:
    import hiredis
_direct: dict[type, type] = {}


def direct_writes(pool) -> None:
    """The pool's connections as :class:`DirectWrite` ones (its URL's connection class)."""
    cls = pool.connection_class
    if cls not in _direct:
        _direct[cls] = type(f"DirectWrite{cls.__name__}", (DirectWrite, cls), {})
    pool.connection_class = _direct[cls]
