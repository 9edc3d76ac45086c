"""Quick-play seeks of an :class:`~battle1821_bots.account.AccountBot`: post, read,
cancel (``POST /seeks``, ``GET /seeks/{id}``, ``DELETE /seeks/{id}``, the account's key).

A seek is ``waiting`` until the server matches it with others into a game (``matched``:
``game_id``, ``seat`` and, for its owner alone, the seat ``token``), or it is
``cancelled`` / ``expired``. The body of ``POST /seeks`` is sent as the
:class:`~battle1821_bots.account.SeekSpec`'s JSON through the generated client's HTTP
client: the generated ``CreateSeek`` model decodes ``options`` as 1821's ``Options``
first and so drops another kind's own options (The Ottomans' ``scenario``); the answers
are read as the generated ``Seek``."""

from __future__ import annotations

import logging
import uuid
from typing import TYPE_CHECKING

from battle1821_client.api.accounts import cancel_seek as cancel_api, get_seek as get_api
from battle1821_client.models import Seek

from .base import BotError

if TYPE_CHECKING:
    from .account import AccountBot, SeekSpec

log: logging.Logger = logging.getLogger("battle1821_bots.account")


async def post_seek(bot: "AccountBot", spec: "SeekSpec") -> str | None:
    """Open one seek for ``spec``; its id, or None when the server refused it for now
    (409 ``too_many_seeks``, 429 after the retries, 5xx: logged). The post carries one
    ``Idempotency-Key`` on all its retries (429, 5xx, network errors), so a retry after a
    lost answer gets the seek the first try posted, never a second waiting seek. A 400/404/422 (a kind
    the server does not host, bad options or seats) raises :class:`~battle1821_bots.BotError`:
    the spec itself is wrong; 401/403 raise :class:`~battle1821_bots.account.AccountKeyRefused`."""
    from .account import _parse_problem

    http = bot.client.get_async_httpx_client()
    once = {"Idempotency-Key": str(uuid.uuid4())}     # every retry of this post: one seek
    r = await bot._call(lambda: http.post("/seeks", json=spec.body(), headers=once))
    if r.status_code == 201:
        seek = Seek.from_dict(r.json())
        log.info("seek %s open: %s", seek.id, spec.body())
        return seek.id
    p = _parse_problem(r.content)
    if r.status_code in (400, 404, 422):
        raise BotError(r.status_code, p, r.content)
    log.warning("seek %s refused: %s %s", spec.body(), r.status_code, p.code if p else r.content[:200])
    return None


async def read_seek(bot: "AccountBot", seek_id: str) -> tuple[str, str | None, int | None, str | None] | None:
    """``(status, game_id, seat, token)`` of the seek, or None when it could not be read
    now; ``("gone", None, None, None)`` for a seek the server no longer knows (404)."""
    r = await bot._call(lambda: get_api.asyncio_detailed(seek_id, client=bot.client))
    if r.status_code == 404:
        return "gone", None, None, None
    if not isinstance(r.parsed, Seek):
        log.warning("seek %s not read: %s", seek_id, int(r.status_code))
        return None
    s = r.parsed
    return str(s.status), s.game_id, s.seat, s.token


async def cancel_seek(bot: "AccountBot", seek_id: str) -> None:
    """Withdraw the seek (409 ``seek_matched``: it was matched meanwhile; its game is
    then played by the caller, when it reads it; 404: gone)."""
    await bot._call(lambda: cancel_api.asyncio_detailed(seek_id, client=bot.client))
