"""Create a game, join every seat and play it to the end with bots (used by the CLI,
``make demo``, the tests and ``bench/bots.py``)."""

from __future__ import annotations

import asyncio
import random
import time
import uuid
from dataclasses import dataclass, field
from typing import Any, Callable

import httpx

from battle1821_client import Client
from battle1821_client.api.lobby import create_game, join_game
from battle1821_client.models import CreateGame, GameCreated, GameOut, JoinGame, Joined, Options, Problem

from .base import Bot, BotError, BotStats, call_with_retry, ssl_context, use_fast_transport
from .bots import BOTS
from .events import GameWatcher, Transport


@dataclass
class SeatResult:
    seat: int
    bot: str
    name: str
    fame: int
    regions: int
    strength: int
    actions: int
    stale: int
    retries: int
    errors: list[tuple[int, str]]


@dataclass
class GameResult:
    game_id: str
    status: str
    winners: list[int]
    end_reason: str | None
    rounds: int
    seconds: float
    seed: str | None
    seats: list[SeatResult] = field(default_factory=list)
    view: GameOut | None = None

    @property
    def errors(self) -> list[tuple[int, str]]:
        return [e for s in self.seats for e in s.errors]


def _raise(r) -> None:
    raise BotError(int(r.status_code), r.parsed if isinstance(r.parsed, Problem) else None, r.content)


async def new_game(client: Client, seats: int, *, max_rounds: int | None = None,
                   seed: str | None = None, names: list[str] | None = None) -> tuple[str, list[str]]:
    """Create a game with ``seats`` open seats and join every one of them (``POST
    /games/{id}/players`` with ``If-Match``); returns ``(game_id, seat tokens)``. The
    ``POST /games`` carries one ``Idempotency-Key`` (a UUIDv4) for all its tries and is
    retried like the bots' requests (429/5xx/network errors, backoff, ``Retry-After``):
    a retry after a lost answer gets the same game."""
    opts = Options(max_rounds=max_rounds) if max_rounds is not None else None
    body = CreateGame(seats=seats, players=[], options=opts) if opts is not None else CreateGame(seats=seats, players=[])
    if seed is not None:
        body.seed = seed
    key = str(uuid.uuid4())
    r = await call_with_retry(lambda: create_game.asyncio_detailed(client=client, body=body, idempotency_key=key),
                              BotStats(), random.Random())
    if not isinstance(r.parsed, GameCreated):
        _raise(r)
    gid, version = r.parsed.id, r.parsed.version
    tokens: list[str] = []
    for i in range(seats):
        name = names[i] if names and i < len(names) else f"Bot {i}"
        j = await join_game.asyncio_detailed(gid, client=client, body=JoinGame(name=name[:40], seat=i),
                                             if_match=f'"{version}"')
        if not isinstance(j.parsed, Joined):
            _raise(j)
        tokens.append(j.parsed.token)
        version = j.parsed.version
    return gid, tokens


async def play_game(server: str, bot_names: list[str], *, max_rounds: int | None = None,
                    seed: str | None = None, transport: Transport = "sse", bot_seed: int | None = None,
                    on_event: Callable[[str, dict], None] | None = None,
                    bots: dict[str, type[Bot]] | None = None) -> GameResult:
    """One game, one bot per seat (``bot_names``: ``random``/``greedy``/...), played to
    the end concurrently. ``on_event(game_id, event)`` sees every event once."""
    registry = bots or BOTS
    t0 = time.perf_counter()
    async with use_fast_transport(Client(base_url=server, timeout=httpx.Timeout(30.0), verify_ssl=ssl_context()),
                                  httpx.Timeout(30.0)) as client:
        names = [f"{n.capitalize()} {i}" for i, n in enumerate(bot_names)]
        gid, tokens = await new_game(client, len(bot_names), max_rounds=max_rounds, seed=seed, names=names)
        # one shared event follower per game: the bots of the game wait on it
        watcher = GameWatcher(client, gid, transport=transport,
                              on_event=(lambda ev: on_event(gid, ev)) if on_event else None).start()
        players = [registry[n](server, gid, tok, seat=i, transport=transport, watcher=watcher,
                               seed=None if bot_seed is None else bot_seed * 10 + i)
                   for i, (n, tok) in enumerate(zip(bot_names, tokens))]
        try:
            async with asyncio.TaskGroup() as tg:   # one bot failing stops the others
                tasks = [tg.create_task(p.play_async()) for p in players]
        except* Exception as group:
            raise group.exceptions[0] from None
        finally:
            await watcher.stop()
        views = [t.result() for t in tasks]
    final = max(views, key=lambda v: v.version)
    res = GameResult(game_id=gid, status=str(final.status), winners=list(final.winners),
                     end_reason=final.end_reason, rounds=final.round_, seconds=time.perf_counter() - t0,
                     seed=final.seed, view=final)
    for p, pl in zip(players, final.players):
        res.seats.append(SeatResult(seat=pl.seat, bot=p.name, name=pl.name, fame=pl.fame, regions=pl.regions,
                                    strength=pl.strength, actions=p.stats.actions, stale=p.stats.stale,
                                    retries=p.stats.retries, errors=list(p.stats.errors)))
    return res


async def play_games(server: str, games: int, bot_names: list[str], *, concurrency: int = 8,
                     seed_prefix: str | None = None, on_done: Callable[[object], None] | None = None,
                     **kw: Any) -> list[GameResult | BaseException]:
    """``games`` games, at most ``concurrency`` at a time; returns a GameResult (or the
    exception that game raised) per game, in order. ``seed_prefix``: game k gets the
    seed ``f"{seed_prefix}-{k}"``. ``on_done(result)`` after each game."""
    sem = asyncio.Semaphore(max(1, concurrency))

    async def one(k: int):
        async with sem:
            try:
                res = await play_game(server, bot_names, seed=None if seed_prefix is None else f"{seed_prefix}-{k}",
                                      bot_seed=None if seed_prefix is None else k, **kw)
            except Exception as exc:  # noqa: BLE001 - reported in the table, the other games go on
                res = exc
            if on_done is not None:
                on_done(res)
            return res

    return list(await asyncio.gather(*(one(k) for k in range(games))))
