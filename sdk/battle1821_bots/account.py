"""A bot that plays on an account: :class:`AccountBot`.

Given the server's base URL and an account's API key (a bot account's key holds the
scopes ``bot`` and ``read``), it

- follows the account's event stream (``GET /account/events/stream``, SSE; resumed with
  ``Last-Event-ID`` after a drop; long-poll ``GET /account/events?after=&wait=`` where
  SSE does not pass: :func:`account_events`);
- answers challenges (``challenge`` events) when ``accept_challenges``: it accepts those
  :meth:`AccountBot.accept_challenge` approves (default: the game kinds it can play, while
  it has room for one more game) with ``POST /challenges/{id}/accept``, which answers the
  seat token, and declines the others;
- keeps quick-play seeks open when given :class:`SeekSpec` s (``POST /seeks``), and takes
  the seat token of a matched one from ``GET /seeks/{id}`` (on its ``seek_matched`` event);
- plays every game it is given that way, concurrently (at most ``concurrency`` at a time),
  with the per-game bots of ``battle1821 bots``: for 1821 a :class:`~battle1821_bots.Bot`
  subclass (``random``, ``greedy``, ``search`` or one's own), for another kind a
  :class:`~battle1821_bots.kindbot.KindBot` (the kind's own policy of the same name, or
  one's own class);
- stops when :meth:`AccountBot.stop` is called, after ``max_games`` games, or when the key
  is refused (401 revoked/unknown, 403 a scope missing: :class:`AccountKeyRefused`, which
  :meth:`AccountBot.run` raises). Its key is checked every ``key_check_s`` seconds
  (``GET /account``), so a key revoked while the stream is quiet stops it too.

Nobody hands it a seat token: it gets each one from the answer that seats it. 429, 5xx and
network errors are retried with the bots' backoff (``Retry-After`` honoured); 412/409 in
play are the per-game bot's (re-read, choose again).

    bot = AccountBot("http://127.0.0.1:8000", "b1821a_...", bot="greedy",
                     seeks=[SeekSpec(kind="battle1821", seats=2)], max_games=10)
    games = asyncio.run(bot.run())

Subclass it to change whom it plays: override :meth:`AccountBot.accept_challenge`.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import time
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Literal

import httpx
from httpx_sse import aconnect_sse

from battle1821_client import AuthenticatedClient
from battle1821_client.api.accounts import accept_challenge as accept_api, decline_challenge as decline_api
from battle1821_client.api.accounts import get_my_account
from battle1821_client.models import AccountOut, Joined, Problem

from .base import Bot, BotError, BotStats, call_with_retry, ssl_context
from .bots import BOTS
from .events import Transport
from .kindbot import KindBot, policy_bot

log: logging.Logger = logging.getLogger("battle1821_bots.account")

BotClass = type[Bot] | type[KindBot]
"""A per-game bot class: a :class:`~battle1821_bots.Bot` subclass (1821) or a
:class:`~battle1821_bots.kindbot.KindBot` subclass (any kind it names)."""

STREAM_READ_TIMEOUT_S = 60.0
LONG_POLL_WAIT_S = 20.0


class AccountKeyRefused(BotError):
    """The server refused the account's API key: 401 (unknown, malformed or revoked) or
    403 ``insufficient_scope`` (the key lacks ``read``, or ``bot``/``play``). Fatal: the
    bot stops. ``str()`` says which and what to do."""

    def __str__(self) -> str:
        what = "revoked or unknown" if self.status == 401 else "missing a scope"
        return (f"the account's API key was refused ({what}): {super().__str__()}; "
                "make a new key (POST /account/keys) with the scopes `read` and `bot` (a human's: `play`)")


class SeekRefused(BotError):
    """The server refused a :class:`SeekSpec` itself (400 ``unknown_kind``,
    ``invalid_options``, ``invalid_request``: seats outside the kind's range, ...). Fatal:
    the same seek would be refused again."""

    def __str__(self) -> str:
        return f"the server refused the seek: {super().__str__()}"


@dataclass(frozen=True)
class Challenge:
    """A ``challenge`` event: ``challenger`` (account id) invites this account to
    ``game_id`` (kind ``kind``, ``rated`` or not), seat ``seat`` held for it."""

    id: str
    game_id: str
    seat: int
    kind: str
    rated: bool
    challenger: str
    challenger_name: str
    at: str

    @classmethod
    def from_event(cls, ev: Mapping[str, Any]) -> "Challenge":
        data = ev.get("data") or {}
        return cls(id=str(data.get("challenge_id", "")), game_id=str(ev.get("game_id", data.get("game_id", ""))),
                   seat=int(ev.get("seat", data.get("seat", 0))), kind=str(data.get("kind") or "battle1821"),
                   rated=bool(data.get("rated", False)), challenger=str(data.get("challenger", "")),
                   challenger_name=str(data.get("challenger_name", "")), at=str(ev.get("at", "")))

    def age_s(self, now: float | None = None) -> float:
        """Seconds since the challenge was made (0 when its time does not parse)."""
        try:
            t = datetime.strptime(self.at, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc).timestamp()
        except ValueError:
            return 0.0
        return max(0.0, (time.time() if now is None else now) - t)


SEEK_KEYS = ("kind", "seats", "rated", "count", "min_rating", "max_rating")


@dataclass(frozen=True)
class SeekSpec:
    """A quick-play seek to keep open: ``count`` seeks of game ``kind`` with ``seats``
    seats, ``rated`` or not, and the kind's game ``options`` (JSON object), ``clock``
    (the seats' clocks, JSON) and ``rating_range`` (``(min, max)`` rating ``mu`` of the
    partners, None for no bound) when given. :meth:`parse` reads the command line's
    ``kind=ottomans,seats=2,rated=true,min_rating=20,max_rounds=5`` (a key other than
    ``kind``, ``seats``, ``rated``, ``count``, ``min_rating``, ``max_rating`` is a game option)."""

    kind: str = "battle1821"
    seats: int = 2
    rated: bool = False
    options: Mapping[str, Any] | None = None
    clock: Mapping[str, Any] | None = None
    rating_range: tuple[float | None, float | None] | None = None
    count: int = 1

    @classmethod
    def parse(cls, text: str) -> "SeekSpec":
        """``key=value`` pairs split by commas; values are JSON where they parse
        (``5``, ``true``), else strings. ValueError naming the bad part."""
        values: dict[str, Any] = {}
        options: dict[str, Any] = {}
        for part in filter(None, (p.strip() for p in text.split(","))):
            key, eq, raw = part.partition("=")
            key = key.strip()
            if not eq or not key:
                raise ValueError(f"{part!r} is not key=value (e.g. kind=battle1821,seats=2,rated=false)")
            try:
                value: Any = json.loads(raw)
            except ValueError:
                value = raw.strip()
            (values if key in SEEK_KEYS else options)[key] = value
        kind = values.get("kind", "battle1821")
        seats, count = values.get("seats", 2), values.get("count", 1)
        if not isinstance(kind, str) or not kind:
            raise ValueError(f"kind={kind!r}: a game kind's name")
        if not isinstance(seats, int) or isinstance(seats, bool) or not 2 <= seats <= 8:
            raise ValueError(f"seats={seats!r}: a number of seats")
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 16:
            raise ValueError(f"count={count!r}: 1 to 16 seeks")
        rated = values.get("rated", False)
        if not isinstance(rated, bool):
            raise ValueError(f"rated={rated!r}: true or false")
        bounds = (values.get("min_rating"), values.get("max_rating"))
        for b in bounds:
            if b is not None and (not isinstance(b, (int, float)) or isinstance(b, bool)):
                raise ValueError(f"min_rating/max_rating={b!r}: a number")
        return cls(kind=kind, seats=seats, rated=rated, options=options or None, count=count,
                   rating_range=None if bounds == (None, None) else bounds)

    def body(self) -> dict[str, Any]:
        """The ``POST /seeks`` body."""
        out: dict[str, Any] = {"kind": self.kind, "seats": self.seats, "rated": self.rated}
        if self.options:
            out["options"] = dict(self.options)
        if self.clock:
            out["clock"] = dict(self.clock)
        if self.rating_range is not None:
            out["rating_range"] = {"min": self.rating_range[0], "max": self.rating_range[1]}
        return out


@dataclass
class AccountGame:
    """One game the account bot played: how it got the seat (``via`` ``challenge`` or
    ``seek``), the per-game bot, the end (``status`` ``playing``, ``finished``,
    ``cancelled`` or ``error``, ``winners``, ``end_reason``), and its request counts."""

    game_id: str
    kind: str
    seat: int
    via: Literal["challenge", "seek"]
    bot: str
    status: str = "playing"
    winners: list[int] = field(default_factory=list)
    end_reason: str | None = None
    error: str | None = None
    stats: BotStats = field(default_factory=BotStats)

    @property
    def won(self) -> bool:
        return self.seat in self.winners


def _resolve_bots(bot: str | BotClass, policies: Mapping[str, str]) -> Callable[[str], BotClass | None]:
    """``player_class(kind)`` for ``bot`` (module doc of :class:`AccountBot`)."""
    cache: dict[str, BotClass | None] = {}

    def player_class(kind: str) -> BotClass | None:
        if kind in cache:
            return cache[kind]
        found: BotClass | None = None
        name = policies.get(kind)
        if name is None and isinstance(bot, type):
            kinds = getattr(bot, "kinds", ())
            found = bot if (not kinds or kind in kinds) else None
        else:
            name = name or (bot if isinstance(bot, str) else "random")
            if kind == "battle1821" and name in BOTS:
                found = BOTS[name]
            else:
                try:
                    found = policy_bot(kind, name)
                except Exception:  # noqa: BLE001 - no such kind or policy: this bot does not play it
                    found = None
        cache[kind] = found
        return found

    return player_class


def _problem(r: Any) -> Problem | None:
    return r.parsed if isinstance(getattr(r, "parsed", None), Problem) else None


class AccountBot:
    """Plays on an account (module doc). ``server``: base URL; ``key``: the account's API
    key. ``bot``: the per-game bot, a name (``random``, ``greedy``, ``search`` for 1821;
    for another kind the kind's policy of that name) or a class (:data:`BotClass`);
    ``policies``: a policy name per kind, over ``bot`` (``{"ottomans": "greedy"}``).
    ``accept_challenges``: answer ``challenge`` events (else they are left to a human);
    ``seeks``: seeks to keep open; ``max_games``: stop after this many games (None: until
    :meth:`stop`); ``concurrency``: games at once. ``challenge_max_age_s``: a challenge
    older than this (from the stream's backlog) is left alone. ``on_game(game)`` is called
    when a game starts and when it ends."""

    def __init__(self, server: str, key: str, *, bot: str | BotClass = "random",
                 policies: Mapping[str, str] | None = None, accept_challenges: bool = True,
                 seeks: Sequence[SeekSpec] = (), max_games: int | None = None, concurrency: int = 4,
                 transport: Transport = "sse", seed: int | None = None, key_check_s: float = 30.0,
                 seek_check_s: float = 15.0, challenge_max_age_s: float = 600.0,
                 on_game: Callable[[AccountGame], None] | None = None, timeout: float = 30.0) -> None:
        self.server: str = server.rstrip("/")
        self.client: AuthenticatedClient = AuthenticatedClient(
            base_url=self.server, token=key, timeout=httpx.Timeout(timeout), raise_on_unexpected_status=False,
            verify_ssl=ssl_context())
        self.bot: str | BotClass = bot
        self.player_class: Callable[[str], BotClass | None] = _resolve_bots(bot, policies or {})
        self.accept_challenges: bool = accept_challenges
        self.seeks: list[SeekSpec] = list(seeks)
        self.max_games: int | None = max_games
        self.concurrency: int = max(1, concurrency)
        self.transport: Transport = transport
        self.key_check_s: float = key_check_s
        self.seek_check_s: float = seek_check_s
        self.challenge_max_age_s: float = challenge_max_age_s
        self.on_game: Callable[[AccountGame], None] | None = on_game
        self.rng: random.Random = random.Random(seed)
        self.stats: BotStats = BotStats()
        self.account: AccountOut | None = None
        self.games: dict[str, AccountGame] = {}
        self.last_seq: int = 0
        self.open_seeks: dict[str, SeekSpec] = {}
        self._matched_early: dict[str, None] = {}     # seek_matched of an id its POST had not answered yet
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._stop: asyncio.Event | None = None
        self._fatal: BaseException | None = None
        self._seek_wake: asyncio.Event | None = None

    # ------------------------------------------------------------------ policy hooks
    def kinds(self) -> list[str]:
        """The registered game kinds this bot can play (``gamekinds.registry``)."""
        from gamekinds import registry

        return [k for k in registry.names() if self.player_class(k) is not None]

    def accept_challenge(self, challenge: Challenge) -> bool:
        """Whether to accept ``challenge`` (called only while there is room for one more
        game besides the open seeks' and ``max_games`` is not reached; else it is declined):
        default, when its kind is one this bot plays. Override to choose opponents, kinds,
        rated or not (``challenge.challenger``, ``challenge.kind``, ``challenge.rated``)."""
        return self.player_class(challenge.kind) is not None

    # ------------------------------------------------------------------ bookkeeping
    @property
    def playing(self) -> int:
        """Games being played now."""
        return sum(1 for g in self.games.values() if g.status == "playing")

    @property
    def finished(self) -> int:
        """Games over (finished, cancelled or failed)."""
        return sum(1 for g in self.games.values() if g.status != "playing")

    def _room(self, extra: int = 0) -> bool:
        """Room for one more game (besides ``extra`` promised to open seeks)."""
        if self._stop is not None and self._stop.is_set():
            return False
        if self.max_games is not None and len(self.games) + extra >= self.max_games:
            return False
        return self.playing + extra < self.concurrency

    def stop(self) -> None:
        """Stop: no more challenges or seeks; :meth:`run` cancels the open seeks and the
        games still being played, and returns."""
        if self._stop is not None:
            self._stop.set()

    # ------------------------------------------------------------------ the loop
    async def run(self) -> list[AccountGame]:
        """Run until stopped (:meth:`stop`, ``max_games`` games over, a fatal
        :class:`AccountKeyRefused`, which it raises); returns the games, in start order."""
        self._stop = asyncio.Event()
        self._seek_wake = asyncio.Event()
        self._fatal = None
        try:
            self.account = await self._me()
        except BaseException:
            await self.client.get_async_httpx_client().aclose()
            raise
        log.info("playing as %s (%s)%s", self.account.name, self.account.id, " [bot]" if self.account.bot else "")
        helpers = [asyncio.create_task(self._follow(), name="account-events"),
                   asyncio.create_task(self._check_key(), name="account-key")]
        if self.seeks:
            helpers.append(asyncio.create_task(self._keep_seeks(), name="account-seeks"))
        try:
            await self._stop.wait()
        finally:
            for t in helpers:
                t.cancel()
            await asyncio.gather(*helpers, return_exceptions=True)
            await self._cancel_seeks()
            running = [t for t in self._tasks.values() if not t.done()]
            for t in running:
                t.cancel()
            await asyncio.gather(*running, return_exceptions=True)
            await self.client.get_async_httpx_client().aclose()
        if self._fatal is not None:
            raise self._fatal
        return list(self.games.values())

    def _die(self, exc: BaseException) -> None:
        if self._fatal is None:
            self._fatal = exc
        self.stop()

    async def _call(self, make: Callable[[], Any]) -> Any:
        r = await call_with_retry(make, self.stats, self.rng)
        if int(r.status_code) in (401, 403):
            raise AccountKeyRefused(int(r.status_code), _problem(r), r.content)
        return r

    async def _me(self) -> AccountOut:
        r = await self._call(lambda: get_my_account.asyncio_detailed(client=self.client))
        if not isinstance(r.parsed, AccountOut):
            raise BotError(int(r.status_code), _problem(r), r.content)
        return r.parsed

    async def _check_key(self) -> None:
        """``GET /account`` every ``key_check_s``: a revoked key stops the bot even while
        nothing happens on the stream (whose connection outlives the key)."""
        try:
            while True:
                await asyncio.sleep(self.key_check_s)
                try:
                    await self._me()
                except (BotError, httpx.TransportError) as exc:
                    if isinstance(exc, AccountKeyRefused):
                        raise
                    log.warning("account check failed: %s", exc)
        except AccountKeyRefused as exc:
            self._die(exc)

    async def _follow(self) -> None:
        try:
            async for ev in account_events(self.client, self.last_seq, transport=self.transport, stats=self.stats):
                self.last_seq = max(self.last_seq, int(ev.get("seq", 0)))
                try:
                    await self.on_event(ev)
                except AccountKeyRefused:
                    raise
                except Exception:  # noqa: BLE001 - one event's trouble never stops the bot
                    log.exception("account event %s failed", ev.get("type"))
        except AccountKeyRefused as exc:
            self._die(exc)
        except Exception as exc:  # noqa: BLE001 - reported by run()
            self._die(exc)

    async def on_event(self, ev: Mapping[str, Any]) -> None:
        """One account event (a dict: ``seq``, ``type``, ``game_id``, ``seat``, ``data``).
        ``challenge``: answered; ``seek_matched``: the seek's seat taken; the others
        (``game_started``, ``your_turn``, ``game_ended``, ...) concern games the per-game
        bots follow on the game's own stream, or games this process holds no seat token
        of (another process took the seat): logged."""
        kind = ev.get("type")
        if kind == "challenge":
            await self._challenge(Challenge.from_event(ev))
        elif kind == "seek_matched":
            data = ev.get("data") or {}
            sid = str(data.get("seek_id", ""))
            if sid not in self.open_seeks:
                # the match was made by the seek's own POST (or just after it): its event can
                # come before the POST's answer; kept, the seek is read once the posts are
                # answered (else it waited for the next check, ``seek_check_s``)
                self._matched_early[sid] = None
                while len(self._matched_early) > 64:
                    del self._matched_early[next(iter(self._matched_early))]
            await self._matched(sid)
        elif kind in ("game_started", "your_turn") and ev.get("game_id") not in self.games:
            log.debug("%s for game %s, whose seat token this process does not hold", kind, ev.get("game_id"))

    # ------------------------------------------------------------------ challenges
    async def _challenge(self, ch: Challenge) -> None:
        if not self.accept_challenges or ch.game_id in self.games:
            return
        if self.challenge_max_age_s and ch.age_s() > self.challenge_max_age_s:
            log.info("challenge %s is %.0f s old: left alone", ch.id, ch.age_s())
            return
        if self._room(extra=len(self.open_seeks)) and self.accept_challenge(ch):
            r = await self._call(lambda: accept_api.asyncio_detailed(ch.id, client=self.client))
            if isinstance(r.parsed, Joined):
                log.info("accepted challenge %s from %s: game %s (%s), seat %s", ch.id, ch.challenger_name,
                         ch.game_id, ch.kind, r.parsed.seat)
                self._start(ch.game_id, ch.kind, r.parsed.seat, r.parsed.token, "challenge")
            else:
                p = _problem(r)
                log.info("challenge %s not taken: %s %s", ch.id, int(r.status_code), p.code if p else "")
            return
        r = await self._call(lambda: decline_api.asyncio_detailed(ch.id, client=self.client))
        p = _problem(r)
        log.info("declined challenge %s from %s (%s): %s %s", ch.id, ch.challenger_name, ch.kind,
                 int(r.status_code), p.code if p else "")

    # ------------------------------------------------------------------ seeks
    async def _keep_seeks(self) -> None:
        """Keep each :class:`SeekSpec`'s ``count`` seeks open while there is room; check
        the open ones every ``seek_check_s`` (a ``seek_matched`` missed, one expired)."""
        assert self._seek_wake is not None and self._stop is not None
        try:
            # the loop ends on the stop flag too: Python 3.11's wait_for can swallow the
            # cancellation that arrives as the wake-up it waits for is set (gh-86296)
            while not self._stop.is_set():
                await self._post_seeks()
                self._seek_wake.clear()
                for sid in [sid for sid in self.open_seeks if sid in self._matched_early]:
                    del self._matched_early[sid]      # its seek_matched came before its POST's answer
                    await self._matched(sid)          # (sets the wake-up: room for the next seek)
                try:
                    async with asyncio.timeout(self.seek_check_s):
                        await self._seek_wake.wait()
                except TimeoutError:
                    for sid in list(self.open_seeks):
                        await self._matched(sid)
        except AccountKeyRefused as exc:
            self._die(exc)
        except BotError as exc:           # the server refuses the seek itself (400/404/422)
            self._die(SeekRefused(exc.status, exc.problem, exc.content))

    async def _post_seeks(self) -> None:
        from .seeks import post_seek

        for spec in self.seeks:
            while sum(1 for s in self.open_seeks.values() if s == spec) < spec.count and \
                    self._room(extra=len(self.open_seeks)):
                sid = await post_seek(self, spec)
                if sid is None:
                    return
                self.open_seeks[sid] = spec

    async def _matched(self, seek_id: str) -> None:
        """Read the seek ``seek_id`` (one of ours); matched: play its game with the seat
        token it answers; expired or cancelled: forget it (it is posted again)."""
        from .seeks import read_seek

        spec = self.open_seeks.get(seek_id)
        if spec is None:
            return
        got = await read_seek(self, seek_id)
        if got is None:
            return
        status, game_id, seat, token = got
        if status == "waiting":
            return
        self.open_seeks.pop(seek_id, None)
        if status == "matched" and game_id and token is not None and seat is not None:
            self._start(game_id, spec.kind, seat, token, "seek")
        if self._seek_wake is not None:
            self._seek_wake.set()

    async def _cancel_seeks(self) -> None:
        from .seeks import cancel_seek

        for sid in list(self.open_seeks):
            try:
                await cancel_seek(self, sid)
            except Exception as exc:  # noqa: BLE001 - best effort on the way out
                log.info("seek %s not cancelled: %s", sid, exc)
            self.open_seeks.pop(sid, None)

    # ------------------------------------------------------------------ games
    def _start(self, game_id: str, kind: str, seat: int, token: str, via: Literal["challenge", "seek"]) -> None:
        if game_id in self.games:
            return
        cls = self.player_class(kind)
        game = AccountGame(game_id=game_id, kind=kind, seat=seat, via=via,
                           bot=getattr(cls, "name", "?") if cls is not None else "-")
        self.games[game_id] = game
        if self.on_game is not None:
            self.on_game(game)
        self._tasks[game_id] = asyncio.create_task(self._play(game, cls, token), name=f"play-{game_id}")

    async def _play(self, game: AccountGame, cls: BotClass | None, token: str) -> None:
        try:
            if cls is None:
                raise BotError(0, None, f"no bot for the kind {game.kind!r}".encode())
            player = cls(self.server, game.game_id, token, seat=game.seat, transport=self.transport,
                         seed=self.rng.randrange(1 << 30))
            game.stats = player.stats
            final = await player.play_async()
            if isinstance(final, dict):
                status, winners, reason = final.get("status"), final.get("winners"), final.get("end_reason")
            else:
                status, winners, reason = final.status, final.winners, final.end_reason
            game.status = "cancelled" if status != "finished" else "finished"
            game.winners, game.end_reason = list(winners or []), reason if isinstance(reason, str) else None
        except asyncio.CancelledError:
            game.status, game.error = "error", "stopped"
            raise
        except Exception as exc:  # noqa: BLE001 - one game's failure is reported, the others go on
            game.status, game.error = "error", f"{type(exc).__name__}: {exc}"
            log.warning("game %s failed: %s", game.game_id, game.error)
        finally:
            if self.on_game is not None and game.status != "playing":
                self.on_game(game)
            if self._seek_wake is not None:
                self._seek_wake.set()
            if self.max_games is not None and self.finished >= self.max_games:
                self.stop()


async def account_events(client: AuthenticatedClient, after: int = 0, *, transport: Transport = "sse",
                         stats: BotStats | None = None) -> AsyncIterator[dict[str, Any]]:
    """The account's events with ``seq > after``, endlessly, as dicts (``seq``,
    ``type``, ``game_id``, ``seat``, ``version``, ``at``, ``data``; a type this SDK does
    not know yet comes through as well). SSE (``GET /account/events/stream``), reopened
    with ``Last-Event-ID`` after a drop (no gap, no duplicate; keep-alive comments
    skipped), or long-poll (``GET /account/events?after=&wait=``) with ``transport="poll"``
    or when the stream is refused with another status than 401/403. 401/403 raise
    :class:`AccountKeyRefused`; 429, 5xx and network errors are retried with backoff."""
    http = client.get_async_httpx_client()
    stats = stats or BotStats()
    last = after
    failures = 0
    rng = random.Random()

    async def pause() -> None:
        await asyncio.sleep(min(5.0, 0.1 * 2 ** failures) * (0.5 + rng.random()))

    while transport == "sse":
        headers = {"Accept": "text/event-stream", "Last-Event-ID": str(last)}
        try:
            async with aconnect_sse(http, "GET", "/account/events/stream", headers=headers,
                                    timeout=httpx.Timeout(10.0, read=STREAM_READ_TIMEOUT_S)) as source:
                status = source.response.status_code
                if status != 200:
                    body = await source.response.aread()
                    if status in (401, 403):
                        raise AccountKeyRefused(status, _parse_problem(body), body)
                    if status == 429 or status >= 500:
                        failures += 1
                        stats.retries += 1
                        await pause()
                        continue
                    log.info("account SSE stream answered %s: long-poll instead", status)
                    transport = "poll"
                    break
                failures = 0
                async for sse in source.aiter_sse():
                    if not sse.data:      # keep-alive comment
                        continue
                    ev = json.loads(sse.data)
                    seq = int(sse.id) if sse.id else int(ev.get("seq", last + 1))
                    if seq <= last:
                        continue
                    last = seq
                    yield ev
        except (httpx.TransportError, httpx.StreamError) as exc:
            failures += 1
            stats.retries += 1
            log.debug("account stream reconnect after %r", exc)
            await pause()
    while True:
        try:
            r = await call_with_retry(lambda: http.get("/account/events", params={
                "after": last, "wait": LONG_POLL_WAIT_S, "limit": 100},
                timeout=httpx.Timeout(10.0, read=LONG_POLL_WAIT_S + 30.0)), stats, rng)
        except httpx.TransportError:
            failures += 1
            await pause()
            continue
        if r.status_code in (401, 403):
            raise AccountKeyRefused(r.status_code, _parse_problem(r.content), r.content)
        if r.status_code != 200:
            failures += 1
            await pause()
            continue
        failures = 0
        page = r.json()
        for ev in page.get("events") or []:
            if int(ev.get("seq", 0)) > last:
                last = int(ev["seq"])
                yield ev
        last = max(last, int(page.get("last_seq", last)))


def _parse_problem(body: bytes) -> Problem | None:
    try:
        return Problem.from_dict(json.loads(body))
    except Exception:  # noqa: BLE001 - not a problem document
        return None


def account_table(games: Sequence[AccountGame]) -> str:
    """One line per game (in start order: id, kind, how it came, seat, bot, status, won,
    end, actions, 412s, errors) and a summary (finished, won)."""
    head = ["game", "kind", "via", "seat", "bot", "status", "won", "end", "actions", "412s", "errors"]
    rows = [[g.game_id, g.kind, g.via, str(g.seat), g.bot, g.status,
             ("yes" if g.won else "no") if g.status == "finished" else "-",
             (g.end_reason or g.error or "")[:60], str(g.stats.actions), str(g.stats.stale), str(len(g.stats.errors))]
            for g in games]
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(head)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(head, widths)), "  ".join("-" * w for w in widths)]
    lines += ["  ".join(c.ljust(w) for c, w in zip(r, widths)) for r in rows]
    done = [g for g in games if g.status == "finished"]
    lines.append("")
    lines.append(f"{len(games)} game(s): {len(done)} finished, {sum(g.won for g in done)} won")
    return "\n".join(lines)
