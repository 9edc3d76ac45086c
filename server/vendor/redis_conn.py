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
pipeline without ``MULTI`` does with ``raise_on_error=False``. One difference on purpose: a
reply that came while this process stalled past ``socket_timeout`` is answered, where
redis-py's read raises ``TimeoutError`` (:func:`_expire`; checked on both event loops).
"""

from __future__ import annotations

import asyncio
import select
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
        within ``socket_timeout`` raised as ``TimeoutError`` and disconnected (no reply from
        Redis: a stall of this process past the deadline with the reply already come is not
        one, :func:`_expire`), a cancel
        disconnects and propagates), without redis-py's per-command layers: the packed bytes
        go to the socket's writer and the reply comes from the connection's own parser, under
        one timer for the whole command instead of an ``asyncio.timeout`` per read (29 k
        instructions under uvloop, a ``call_later`` 5.7 k). Only when :meth:`can_call`."""
        if not self.is_connected:
            await self.connect()
        await self.check_health()
        loop = asyncio.get_running_loop()
        timeout = self.socket_timeout
        handle = timer = None
        if timeout:     # the command's timer (_expire): [its task, then any later handle or _GAVE_UP]
            timer = [asyncio.current_task()]
            handle = loop.call_later(timeout, _expire, self, loop, timeout, timer)
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
            if timer is not None and timer[-1] is _GAVE_UP:
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
                if len(timer) > 1 and timer[-1] is not _GAVE_UP:
                    timer[-1].cancel()
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
        handle = timer = None
        if timeout:     # the command's timer (_expire): [its task, then any later handle or _GAVE_UP]
            timer = [asyncio.current_task()]
            handle = loop.call_later(timeout, _expire, self, loop, timeout, timer)
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
            if timer is not None and timer[-1] is _GAVE_UP:
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
                if len(timer) > 1 and timer[-1] is not _GAVE_UP:
                    timer[-1].cancel()
        if self.health_check_interval:
            self.next_health_check = loop.time() + self.health_check_interval
        return replies


def _bytes_waiting(conn) -> bool:
    """Whether bytes from Redis wait in ``conn``'s socket, not yet read by the event loop
    (a zero-timeout ``poll`` of the transport's socket; a connection Redis closed counts
    too: the read then raises at once)."""
    writer = conn._writer
    sock = writer.transport.get_extra_info("socket") if writer is not None else None
    fd = sock.fileno() if sock is not None else -1
    if fd < 0:          # no socket, or closed: the read raises ConnectionError by itself
        return False
    poller = select.poll()
    poller.register(fd, select.POLLIN)
    return bool(poller.poll(0))


_GAVE_UP = object()
"""The last entry of a command's ``timer`` once :func:`_expire` has given the reply up."""


def _expire(conn, loop, timeout: float, timer: list) -> None:
    """The timer of one command on ``conn`` (:meth:`DirectWrite.call`, :meth:`~DirectWrite.call_many`),
    due ``timeout`` seconds after the command was sent: unless Redis's reply has come, the
    command's task (``timer[0]``) is cancelled and ``timer`` ends with :data:`_GAVE_UP` (the
    caller raises ``TimeoutError``); a timer set again is appended to ``timer`` (the caller
    cancels it when the command ends).

    Why not just a ``call_later`` that cancels (redis-py's own reads, under
    ``asyncio.timeout``, do that): the timer then measures this process's stalls as well as
    Redis's silence. When the process does not run for longer than ``timeout`` after the
    command is sent (a full garbage collection, a starved CPU: at a load of ~30 on 2 cores
    a pytest process's full collections took 1.3-2.3 s each, session 24), the reply is
    already in the socket when the loop runs again, yet the timer and the reply are due in
    the same loop turn and the timer wins: the default loop runs the socket's read before
    the timers but the task that waits for the reply only in the next turn; uvloop runs
    the timers before it polls the socket. Either way a reply that came in time was
    answered ``TimeoutError`` (reproduced on both loops for redis-py's path and this one; a
    test failed so under load, ``tests/store/test_kept_connections.py``), and in the API a
    503 or a commit's outcome asked again. So on expiry: bytes waiting in the socket mean
    Redis has answered (uvloop): the timer is set again for ``timeout``, the loop then reads
    them; otherwise one more loop turn (the default loop has read them already and the
    task's wake-up is queued before that turn), then bytes waiting still re-arm and none
    give up. A Redis that does not answer is given up after ``timeout`` and one loop turn,
    as before; one that keeps sending keeps the command alive, each ``timeout`` proven by
    new bytes. No cost per command: the checks run only on expiry, and the timer is a module
    function with its arguments, no closure (``python -m bench.roundtrip --modes kept``: 108.3 k
    instructions a call with the former closure, 107.2 k now)."""
    if _bytes_waiting(conn):
        timer.append(loop.call_later(timeout, _expire, conn, loop, timeout, timer))
    else:
        timer.append(loop.call_soon(_last_look, conn, loop, timeout, timer))


def _last_look(conn, loop, timeout: float, timer: list) -> None:
    """:func:`_expire`'s one more loop turn: bytes waiting set the timer again, none give up."""
    if _bytes_waiting(conn):
        timer.append(loop.call_later(timeout, _expire, conn, loop, timeout, timer))
    else:
        timer.append(_GAVE_UP)
        timer[0].cancel()


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
