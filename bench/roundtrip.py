"""Client instructions of one Redis round trip, by client path (issue 39, session 20): what
the API process spends around one ``commit.lua``-sized ``EVALSHA`` besides Redis itself.
Instruction counts (callgrind), so the figure does not depend on the machine's load.

    .venv/bin/python -m bench.roundtrip [-n 2000] [--modes kept,kept_pool,conn,conn_notimeout,streams,raw,redispy]

A throwaway Redis of ``server.stack``; per mode one child process (uvloop, as the API runs)
under ``valgrind --tool=callgrind --instr-atstart=no`` sends ``n`` times the same command
(an ``EVALSHA`` of a script that only returns, with the KEYS and ARGV of an action's
commit: 8 keys, ~2.7 KB of arguments) one at a time, counted from its 201st; prints
thousands of instructions per call. Modes:

- ``kept``: :class:`server.store.clients.KeptConnections` on :func:`server.store.clients.state_client`
  (what the game store's commit and load go through);
- ``kept_pool``: the same with :attr:`~server.store.clients.KeptConnections.keep` 0: each
  command takes its connection from the pool and gives it back, as a command beyond
  ``keep`` in flight at once does (issue 39, session 23);
- ``conn``: that client's pooled connection, ``send_command`` + ``read_response`` (redis-py's
  public connection API, without the retry wrapper);
- ``conn_notimeout``: the same with ``socket_timeout`` None (no ``asyncio.timeout`` around
  each read: redis-py 8's asyncio default is 5 s);
- ``streams``: ``asyncio.open_connection`` and hiredis (``pack_command``, ``Reader``), no
  timeout;
- ``raw``: an ``asyncio.Protocol`` and hiredis, no timeout: the floor of a Python client;
- ``redispy``: ``Redis.execute_command`` (every other command of the API, the rate limiter's).
"""

from __future__ import annotations

import argparse
import asyncio
import glob
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path
from typing import Any

MODES = ("kept", "kept_pool", "conn", "conn_notimeout", "streams", "raw", "redispy")
WARM = 200


def _args(sha: str) -> list:
    keys = [f"P:{{0123456789abcdef}}:k{i}" for i in range(8)]
    argv = ["41", "42", "", "86400", "a" * 200, "3", "1", "101", "0", "300", "17", "state", "s" * 1850,
            "meta", "m" * 200, "summary", "y" * 180, "12", "p" * 120, "e" * 150, "e" * 150]
    return ["EVALSHA", sha, len(keys), *keys, *argv]


async def _child(url: str, n: int, mode: str) -> None:
    import hiredis

    from server.store.clients import KeptConnections, state_client

    c = state_client(url)
    args = _args(await c.script_load("return {1, ARGV[2]}"))
    call: Callable[[], Awaitable[Any]]
    if mode in ("kept", "kept_pool"):
        kc = KeptConnections(c)
        if mode == "kept_pool":
            kc.keep = 0
        call = partial(kc.execute, *args)
    elif mode in ("conn", "conn_notimeout"):
        conn = await c.connection_pool.get_connection()
        if mode == "conn_notimeout":
            conn.socket_timeout = None

        async def conn_call():
            await conn.send_command(*args)
            return await conn.read_response()
        call = conn_call
    elif mode in ("streams", "raw"):
        host, port = url.split("//", 1)[1].split("/", 1)[0].rsplit(":", 1)
        packed = tuple(args)
        if mode == "streams":
            rd, wr = await asyncio.open_connection(host, int(port))
            reader = hiredis.Reader()

            async def streams_call():
                wr.write(hiredis.pack_command(packed))
                await wr.drain()
                while (r := reader.gets()) is False:
                    reader.feed(await rd.read(65536))
                return r
            call = streams_call
        else:
            class Raw(asyncio.Protocol):
                def __init__(self) -> None:
                    self.reader, self.waiter, self.transport = hiredis.Reader(), None, None

                def connection_made(self, transport) -> None:
                    self.transport = transport

                def data_received(self, data: bytes) -> None:
                    self.reader.feed(data)
                    r = self.reader.gets()
                    if r is not False and self.waiter is not None:
                        w, self.waiter = self.waiter, None
                        w.set_result(r)

            _, proto = await asyncio.get_running_loop().create_connection(Raw, host, int(port))

            def raw_call():
                proto.waiter = asyncio.get_running_loop().create_future()
                proto.transport.write(hiredis.pack_command(packed))
                return proto.waiter
            call = raw_call
    else:
        call = partial(c.execute_command, *args)
    for _ in range(WARM):
        await call()
    os.write(1, b"go\n")
    await asyncio.sleep(0.3)        # the parent turns the count on
    for _ in range(n):
        await call()
    os.write(1, b"done\n")
    await asyncio.sleep(0.3)


def _count(url: str, n: int, mode: str) -> float:
    out = tempfile.mkdtemp(prefix="bench-rt-")
    p = subprocess.Popen(["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}/cg.%p",
                          sys.executable, "-m", "bench.roundtrip", "--child", url, "-n", str(n), "--modes", mode],
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert p.stdout is not None
    try:
        for flag in ("on", "off"):
            if not p.stdout.readline():
                raise RuntimeError(f"mode {mode}: the child ended early")
            subprocess.run(["callgrind_control", "-i", flag, str(p.pid)], capture_output=True, check=False)
        p.wait(timeout=120)
    finally:
        if p.poll() is None:
            p.kill()
    total = sum(int(line.split()[1]) for f in glob.glob(f"{out}/cg.*") for line in Path(f).read_text().splitlines()
                if line.startswith(("summary:", "totals:")))
    return total / n


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=2000)
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--child", default=None, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.child:
        import uvloop

        uvloop.run(_child(a.child, a.n, a.modes))
        return 0
    from server.stack import Stack

    with Stack() as st:
        url = st.redis()
        for mode in a.modes.split(","):
            t0 = time.time()
            print(f"{mode:15s} {_count(url, a.n, mode) / 1e3:7.1f} k instructions per call ({time.time() - t0:.0f} s)",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
