"""The Redis commands a :class:`server.store.GameStore` sends, counted on both of its
ways: its client's ``execute_command`` and its kept connections (``store.kept``,
:class:`server.store.clients.KeptConnections`: the action's HMGET and EVALSHA)."""

from __future__ import annotations


def counting(store, calls: list):
    """Append each command's name to ``calls`` from now on; returns the function that
    stops counting."""
    r, kept = store.r, store.kept

    async def counted(*args, **kw):
        calls.append(args[0])
        return await plain(*args, **kw)

    async def counted_kept(*args):
        calls.append(args[0])
        return await plain_kept(*args)

    plain = r.execute_command
    r.execute_command = counted
    if kept is not None:
        plain_kept = kept.execute
        kept.execute = counted_kept

    def stop() -> None:
        del r.execute_command
        if kept is not None:
            del kept.execute
    return stop
