"""The game store's methods called from synchronous test code: :class:`BlockingStore`
runs each coroutine of one :class:`server.store.GameStore` (the one store, asyncio's) to
completion on a private event loop thread, over an asyncio client to the same Redis as
the sync client ``r`` it is given (``r`` and ``keys`` stay at hand for direct reads and
writes). Not a second store: every call is the async store's own."""

from __future__ import annotations

import asyncio
import inspect
import threading

import redis.asyncio

from server.store import GameStore, Keys


def _async_client(r) -> redis.asyncio.Redis:
    """An asyncio client to the standalone Redis of the sync client ``r`` (a Cluster client:
    TypeError; read a Cluster through ``server.store.clients.state_client``)."""
    pool = getattr(r, "connection_pool", None)
    if pool is None:
        raise TypeError("BlockingStore takes a standalone Redis client")
    kw = pool.connection_kwargs
    if "path" in kw:
        return redis.asyncio.Redis(unix_socket_path=kw["path"], db=kw.get("db", 0), password=kw.get("password"))
    return redis.asyncio.Redis(host=kw.get("host", "localhost"), port=kw.get("port", 6379), db=kw.get("db", 0),
                               username=kw.get("username"), password=kw.get("password"))


class BlockingStore:
    """``BlockingStore(r, prefix=..., idem_ttl=..., finished_ttl=...)``: the
    :class:`GameStore` of that namespace, each coroutine method called synchronously."""

    def __init__(self, r, prefix: str = "b1821", idem_ttl: int = 86_400, finished_ttl: int = 0) -> None:
        self.r = r
        self.keys = Keys(prefix)
        self._loop = asyncio.new_event_loop()
        threading.Thread(target=self._loop.run_forever, name="blocking-store", daemon=True).start()

        async def make() -> GameStore:
            return GameStore(_async_client(r), prefix=prefix, idem_ttl=idem_ttl, finished_ttl=finished_ttl)
        self.store = self.run(make())

    def run(self, coro):
        """Run ``coro`` on the store's loop; its result (or its exception)."""
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result()

    def __getattr__(self, name: str):
        attr = getattr(self.store, name)
        if inspect.iscoroutinefunction(attr):
            return lambda *a, **kw: self.run(attr(*a, **kw))
        return attr
