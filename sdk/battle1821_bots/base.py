"""The :class:`Bot` base class: an author writes one method, ``choose``.

    class MyBot(Bot):
        def choose(self, view, legal_actions):
            return ...   # an action model (battle1821_client.models.Move(...)) or a dict

Everything else is the base's job, through the generated client only:

- the seat token (``Authorization: Bearer``), read the game (``getGame``) and the seat's
  legal actions (``legalActions``) when the game waits on this seat; in the middle of a
  turn the next legal actions come with the action's response (``legal_actions``), so
  each further action is one request;
- ``If-Match`` with the version the choice was made on; on 412 ``stale_version`` it
  re-reads and chooses again (counted in ``stats.stale``);
- one ``Idempotency-Key`` per chosen action, kept over retries, so a retried request is
  applied at most once;
- backoff with jitter on 429, 5xx and network errors (``Retry-After`` honoured);
- waiting for its turn and for the Ottoman phase (which runs in a server worker) on the
  game's event stream (SSE, long-poll fallback; :class:`~battle1821_bots.events.GameWatcher`),
  never by busy polling.

``choose`` receives the game view (:class:`~battle1821_client.models.GameOut`) and the
legal-action options of the seat (``PlaceStartOption``, ``ReinforceOption``,
``AttackOption``, ... from ``battle1821_client.models``); ``set_standing_orders``,
``resign`` (always offered) and ``undo`` are left out unless ``offer_meta_actions`` is set.
It may be ``async def`` (to call the API, e.g. :meth:`Bot.odds`). Returning ``None``
ends the current step when that is allowed.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import random
import ssl
import uuid
from dataclasses import dataclass, field
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, ClassVar, TypeVar

import httpx

from battle1821_client import AuthenticatedClient, Client
from battle1821_client.api.play import legal_actions as legal_actions_api, submit_action
from battle1821_client.api.watch import get_game
from battle1821_client.api.rules import get_odds
from battle1821_client.types import Unset
from battle1821_client.models import (
    ActionAccepted, AnswerAlly, Attack, CallAlly, ConvertCannon, EndStep, Force, GameOut, LegalActions, Move,
    Odds, PlaceStart, Placement, Problem, Reinforce, Resign, SetStandingOrders, Undo,
)

from battle1821_client.unions import Action, LegalAction, parse_action

from .events import GameWatcher, Transport

Choice = Action | dict[str, Any] | None
"""What :meth:`Bot.choose` returns: an action model (``PlaceStart(region="morea")``), the
action's JSON as a dict (``{"type": "end_step"}``), or None (end the step when allowed)."""

log: logging.Logger = logging.getLogger("battle1821_bots")
R = TypeVar("R")

ACTION_MODELS: dict[str, type[Action]] = {
    "place_start": PlaceStart, "reinforce": Reinforce, "convert_cannon": ConvertCannon, "attack": Attack,
    "call_ally": CallAlly, "answer_ally": AnswerAlly, "move": Move, "end_step": EndStep,
    "set_standing_orders": SetStandingOrders, "resign": Resign, "undo": Undo,
}
META_ACTIONS = ("set_standing_orders", "resign", "undo")
CANNON = 3  # R2: a cannon counts 3 strength


def opt(x: Any, default: Any) -> Any:
    """``x`` unless it is unset (``battle1821_client.types.UNSET``) or None."""
    return default if isinstance(x, Unset) or x is None else x


def forces(rows: Sequence[Force]) -> list[tuple[int, int]]:
    """Every ``(infantry, cannons)`` an option's ``forces`` rows allow (one row per cannon
    count with an infantry range); the server accepts each of them (R11, R16, R17, R28)."""
    return [(i, r.cannons) for r in rows for i in range(r.min_infantry, r.max_infantry + 1)]


def in_forces(rows: Sequence[Force], i: int, c: int) -> bool:
    """``(i, c)`` matches one of the offered ``forces`` rows."""
    return any(r.cannons == c and r.min_infantry <= i <= r.max_infantry for r in rows)
RETRY_STATUSES = {429, 500, 502, 503, 504}
_ODDS: dict[str, dict[tuple[int, int], float]] = {}   # per server: the odds never change
_SSL: ssl.SSLContext | None = None


def ssl_context() -> ssl.SSLContext:
    """One verifying TLS context per process for every client the bots make (httpx
    would otherwise build one, loading the CA bundle, for each client: ~10-30 ms)."""
    global _SSL
    if _SSL is None:
        _SSL = httpx.create_ssl_context()
    return _SSL


def use_fast_transport(client: Client | AuthenticatedClient, timeout: httpx.Timeout) -> Client | AuthenticatedClient:
    """Give the generated ``client`` an ``httpx.AsyncClient`` on the aiohttp transport
    (``httpx_aiohttp.AiohttpTransport``: same requests, responses and ``httpx`` errors, about
    a third less client CPU per request than httpcore) with the client's base URL, bearer
    token and ``timeout``; left as it is when ``httpx-aiohttp`` is not installed."""
    try:
        from httpx_aiohttp import AiohttpTransport
    except ImportError:
        return client
    headers = {}
    if isinstance(client, AuthenticatedClient) and client.token:
        headers[client.auth_header_name] = f"{client.prefix} {client.token}" if client.prefix else client.token
    client.set_async_httpx_client(httpx.AsyncClient(
        base_url=client._base_url, headers=headers, timeout=timeout,
        transport=AiohttpTransport(verify=ssl_context())))
    return client


def to_action(action: Any) -> Action:
    """An action model from a model or a plain dict (``{"type": "move", "from": ...}``)."""
    if isinstance(action, dict):
        return parse_action(action)        # ValueError for an unknown type, naming the known ones
    if isinstance(action, tuple(ACTION_MODELS.values())):
        return action
    raise TypeError(f"not an action: {action!r}")


@dataclass
class BotStats:
    """What happened to one bot's requests. ``errors``: every error response other than
    a handled 412 (status, code), which a well-behaved bot keeps empty."""
    actions: int = 0
    requests: int = 0
    stale: int = 0                    # 412 stale_version, handled by re-reading
    retries: int = 0                  # 429/5xx/network, retried with backoff
    rejected: int = 0                 # 409 rule violations of chosen actions
    wait_timeouts: int = 0            # waits that ended without a new event
    errors: list[tuple[int, str]] = field(default_factory=list)


class BotError(RuntimeError):
    """An error response the base cannot handle (e.g. 401/403/404)."""

    def __init__(self, status: int, problem: Problem | None, content: bytes = b"") -> None:
        code = problem.code if isinstance(problem, Problem) else ""
        detail = problem.detail if isinstance(problem, Problem) else content[:300].decode(errors="replace")
        super().__init__(f"{status} {code}: {detail}")
        self.status: int = status
        self.code: str = code
        self.problem: Problem | None = problem if isinstance(problem, Problem) else None
        self.content: bytes = content


@dataclass
class RefusedTurns:
    """The rule shared by :class:`Bot` and :class:`~battle1821_bots.KindBot` for a bot
    whose choices cannot be played: ``limit`` turns in a row at one version with every
    choice refused (409) raise :class:`BotError` with the last refusal, since the game waits
    on this seat and the bot would send the same refused choices again every few seconds
    for good (session 27: 584 refused actions in 12 minutes)."""
    limit: int
    version: int = -1
    count: int = 0

    def refused(self, version: int, problem: Problem | None, stats: BotStats) -> None:
        """One more turn at ``version`` with every choice refused (``problem`` the last)."""
        self.count = self.count + 1 if self.version == version else 1
        self.version = version
        if self.count >= self.limit:
            stats.errors.append((409, problem.code if isinstance(problem, Problem) else ""))
            raise BotError(409, problem, b"every choice refused in %d turns at one version" % self.limit)


class Bot:
    """One seat of one game, played by :meth:`choose`. See the module docstring.

    ``server``: base URL (``http://127.0.0.1:8000``) or a generated ``Client``;
    ``token``: the seat token from create/join; ``seed``: this bot's own randomness
    (``self.rng``), never the game's. ``transport``: ``"sse"`` (default) or ``"poll"``.
    """

    name = "bot"
    kinds: ClassVar[tuple[str, ...]] = ("battle1821",)
    """The game kinds this bot plays (an :class:`~battle1821_bots.AccountBot` accepts
    challenges of these): the 1821 client models are 1821's alone."""
    offer_meta_actions = False
    needs_view = True
    """False: after its own action, when it is still its move, the bot chooses with the
    view it already has (one request fewer per action; for bots that ignore the board)."""
    max_rejections = 3
    max_refused_turns: ClassVar[int] = 5
    """Turns in a row at one version whose every choice (``choose``, then random legal
    actions, then ``end_step``) was refused before :meth:`play_async` raises
    :class:`BotError` with the last refusal (:class:`RefusedTurns`)."""

    def __init__(self, server: str | Client | AuthenticatedClient, game_id: str, token: str, *,
                 seat: int | None = None, seed: int | str | None = None, transport: Transport = "sse",
                 watcher: GameWatcher | None = None, timeout: float = 30.0) -> None:
        base_url = server if isinstance(server, str) else server._base_url
        self.client: Client | AuthenticatedClient = use_fast_transport(AuthenticatedClient(
            base_url=base_url, token=token, timeout=httpx.Timeout(timeout), raise_on_unexpected_status=False,
            verify_ssl=ssl_context()), httpx.Timeout(timeout))
        self.game_id: str = game_id
        self.seat: int | None = seat
        self.rng: random.Random = random.Random(seed)
        self.transport: Transport = transport
        self.stats: BotStats = BotStats()
        self._watcher = watcher
        self._own_watcher = watcher is None
        self.view: GameOut | None = None
        self._refresh_to: int | None = None
        self._next_legal: LegalActions | None = None   # from our last action's response
        self._direct_at: int | None = None
        self._refused: Problem | None = None   # the last refusal of a turn refused throughout

    # ------------------------------------------------------------------ to override
    def choose(self, view: GameOut, legal_actions: list[LegalAction]) -> Choice | Awaitable[Choice]:
        """Return one action for ``legal_actions`` (an :data:`~battle1821_client.unions.Action`
        model, or its JSON as a dict), or None to end the step; may be ``async def``. See
        the module doc."""
        raise NotImplementedError

    def on_rejected(self, action: Any, problem: Problem) -> None:
        """Called when the server refused a chosen action (409); the bot chooses again."""
        log.warning("%s seat %s: action %s refused: %s %s", self.name, self.seat,
                    getattr(action, "type_", action), problem.code, problem.detail)

    # ------------------------------------------------------------------ helpers for choose
    async def odds(self, attackers: int, defenders: int) -> float:
        """P(attacker wins) from ``GET /rules/odds`` (exact, R12-R13), cached per server and pair."""
        key = (max(1, min(60, attackers)), max(1, min(45, defenders)))
        cache = _ODDS.setdefault(self.client._base_url, {})
        if key not in cache:
            r = await self._call(lambda: get_odds.asyncio_detailed(client=self.client, attackers=key[0],
                                                                   defenders=key[1]))
            if not isinstance(r.parsed, Odds):
                raise BotError(int(r.status_code), r.parsed, r.content)
            cache[key] = float(r.parsed.attacker_wins)
        return cache[key]

    # ------------------------------------------------------------------ the loop
    def play(self) -> GameOut:
        """Play until the game ends (blocking); returns the final view."""
        return asyncio.run(self.play_async())

    async def play_async(self) -> GameOut:
        """Play until the game ends; returns the final view (``status`` ``finished``, or
        ``cancelled`` when the host cancelled the game). Raises :class:`BotError` for an
        answer it cannot handle, and with the last refusal (409) when every choice of
        :attr:`max_refused_turns` turns in a row at one version was refused."""
        watcher = self._watcher
        if watcher is None:
            watcher = self._watcher = GameWatcher(self.client, self.game_id, transport=self.transport).start()
        min_version, force = 0, False
        known: int | None = None       # we know (from our last action) the game waits on us at this version
        refused = RefusedTurns(self.max_refused_turns)
        try:
            while True:
                nxt, self._next_legal = self._next_legal, None
                direct = None if known is not None or self.needs_view or self.view is None \
                    else watcher.waiting_on(self.seat)
                if known is not None and not self.needs_view:
                    view, version = self.view, known
                    legal = nxt if nxt is not None and nxt.version == known else await self._get_legal()
                elif known is not None and nxt is not None and nxt.version == known:
                    view, legal = await watcher.view(self._get_view, known), nxt
                    version = view.version
                elif known is not None:   # read both at once: the state after our own action
                    view, legal = await asyncio.gather(watcher.view(self._get_view, known), self._get_legal())
                    version = view.version
                elif direct is not None and direct != self._direct_at:
                    # another bot's action response said the game now waits on us: a bot
                    # that ignores the board reads only its legal actions (once per version)
                    self._direct_at = direct
                    view, legal = self.view, await self._get_legal()
                    version = legal.version
                else:
                    view = await watcher.view(self._get_view, min_version, force)
                    version, legal = view.version, None
                self.view = view
                known = None
                if view.status in ("finished", "cancelled") or view.cancelled:
                    return view
                if self.seat is None and isinstance(view.your_seat, int):
                    self.seat = view.your_seat
                if legal is not None or self.seat in view.waiting_for:
                    self._refresh_to = self._refused = None
                    acted = await self._turn(view, version, legal)
                    if acted is None and self._refused is not None:
                        refused.refused(version, self._refused, self.stats)
                    if acted is not None:
                        version = acted.version
                        if acted.status == "finished":
                            min_version, force = version, False
                            continue
                        if self.seat in acted.waiting_for:
                            known = version
                            continue
                    elif self._refresh_to is not None:   # the game moved on (412): re-read now
                        min_version, force = self._refresh_to, self._refresh_to <= version
                        continue
                while True:
                    woke = await watcher.wait_past(version, timeout=5.0)
                    if not woke:
                        self.stats.wait_timeouts += 1
                        break
                    if watcher.ottoman_busy and not watcher.finished:
                        # the worker plays the Ottoman phase: no seat can act until it ends
                        # or asks one for a decision (its ``ottoman_phase`` events say so)
                        woke = await watcher.wait_change(watcher.changes, timeout=5.0)
                        if not woke:
                            self.stats.wait_timeouts += 1
                            break
                        version = min(version, watcher.latest_version - 1)
                        continue
                    known_not_me = watcher.not_waiting_on(self.seat)
                    if known_not_me is None:
                        # the mover's response (sent by a bot of this game) says whom the game waits on
                        await watcher.settled()
                        known_not_me = watcher.not_waiting_on(self.seat)
                    if known_not_me is None or known_not_me <= version:
                        break
                    version = known_not_me     # another bot's move: keep waiting
                min_version, force = version + 1, not woke
        finally:
            if self._own_watcher:
                await watcher.stop()
                self._watcher = None
            await self.client.get_async_httpx_client().aclose()

    async def _turn(self, view: GameOut, version: int, legal: LegalActions | None = None) -> ActionAccepted | None:
        """Choose and submit one action at ``version``; None when there is nothing to do
        or the game moved on meanwhile (then ``_refresh_to`` says to which version)."""
        if legal is None:
            legal = await self._get_legal()
        if legal.version != version:
            self._refresh_to = legal.version
            return None
        options = [o for o in legal.actions if self.offer_meta_actions or o.type_ not in META_ACTIONS]
        if not options:
            return None
        rejections, result = 0, None
        while True:
            if rejections == 0:
                chosen = self.choose(view, options)
                if inspect.isawaitable(chosen):
                    chosen = await chosen
            elif rejections < self.max_rejections:   # refused: fall back to a random legal action
                chosen = self.random_action(options)
            else:
                chosen = None
            if chosen is None:
                if not any(o.type_ == "end_step" for o in options):
                    self._refused = result if isinstance(result, Problem) else None   # refused throughout?
                    return None
                chosen = EndStep(type_="end_step")
            action = to_action(chosen)
            if self._watcher is not None:
                self._watcher.begin()
            try:
                result = await self._submit(action, legal.version)
                if isinstance(result, ActionAccepted) and self._watcher is not None and result.status != "finished":
                    self._watcher.note(result.version, result.waiting_for)
            finally:
                if self._watcher is not None:
                    self._watcher.end()
            if isinstance(result, ActionAccepted):
                self.stats.actions += 1
                nxt = getattr(result, "legal_actions", None)   # absent from older servers
                if isinstance(nxt, list) and self.seat in result.waiting_for:
                    self._next_legal = LegalActions(version=result.version, seat=self.seat, actions=nxt)
                return result
            if result is None:          # 412: stale, re-read
                return None
            rejections += 1
            self.on_rejected(action, result)
            if result.code == "game_cancelled":   # the host cancelled it: re-read, then stop
                self._refresh_to = legal.version + 1
                return None
            if result.code == "ottoman_phase" or rejections > self.max_rejections:
                self._refresh_to = legal.version + 1
                if result.code != "ottoman_phase":
                    self._refused = result      # every choice of this turn refused (play_async counts such turns)
                return None

    # ------------------------------------------------------------------ building actions
    def _force(self, rows: Sequence[Force]) -> tuple[int, int] | None:
        pairs = forces(rows)
        return self.rng.choice(pairs) if pairs else None

    def random_action(self, legal_actions: Sequence[LegalAction]) -> Action | None:
        """A uniformly random legal action: one option picked uniformly, then uniform
        values within its limits (regions, counts). None when no option gives one."""
        options = list(legal_actions)
        self.rng.shuffle(options)
        for o in options:
            a = self.sample(o)
            if a is not None:
                return a
        return None

    def sample(self, o: LegalAction) -> Action | None:
        """A concrete action allowed by the legal-action option ``o`` (uniform values
        within its limits; None if it offers nothing). Never resigns."""
        rng = self.rng
        t = o.type_
        if t == "end_step":
            return EndStep(type_="end_step")
        if t == "place_start":
            return PlaceStart(type_="place_start", region=rng.choice(o.regions))
        if t == "reinforce":
            i = rng.randint(0, o.infantry)
            c = rng.randint(0, o.cannons)
            if i + c == 0:
                i, c = o.infantry, o.cannons
            return Reinforce(type_="reinforce", placements=[
                Placement(region=rng.choice(o.regions), infantry=i, cannons=c)])
        if t == "convert_cannon":
            return ConvertCannon(type_="convert_cannon", region=rng.choice(o.regions))
        if t == "attack":
            target = rng.choice(o.targets)
            kind = str(target.kind)
            force = self._force(target.forces)
            if force is None:
                return None
            blessings = opt(o.blessings, [])
            blessing = rng.choice(blessings) if kind == "battle" and blessings and rng.random() < 0.5 else None
            return Attack(type_="attack", from_=o.from_, to=target.region, infantry=force[0], cannons=force[1],
                          call_ally=bool(o.can_call_ally and rng.random() < 0.5), blessing=blessing)
        if t == "move":
            force = self._force(o.forces)
            if force is None or not o.to:
                return None
            return Move(type_="move", from_=o.from_, to=rng.choice(o.to), infantry=force[0], cannons=force[1])
        if t == "call_ally":
            return CallAlly(type_="call_ally", call=rng.random() < 0.5)
        if t == "answer_ally":
            if o.regions and rng.random() < 0.5:
                return AnswerAlly(type_="answer_ally", accept=True, region=rng.choice(o.regions))
            return AnswerAlly(type_="answer_ally", accept=False)
        return None

    async def _get_view(self) -> GameOut:
        r = await self._call(lambda: get_game.asyncio_detailed(self.game_id, client=self.client))
        if not isinstance(r.parsed, GameOut):
            self._error(r)
        return r.parsed

    async def _get_legal(self) -> LegalActions:
        r = await self._call(lambda: legal_actions_api.asyncio_detailed(self.game_id, client=self.client))
        if not isinstance(r.parsed, LegalActions):
            self._error(r)
        return r.parsed

    async def _submit(self, action, version: int) -> ActionAccepted | Problem | None:
        """POST the action with If-Match and one Idempotency-Key for all its retries.
        Returns the acceptance, None on 412, or the 409 problem."""
        key = uuid.uuid4().hex
        r = await self._call(lambda: submit_action.asyncio_detailed(
            self.game_id, client=self.client, body=action, if_match=f'"{version}"', idempotency_key=key))
        if r.status_code in (200, 201) and isinstance(r.parsed, ActionAccepted):
            return r.parsed
        if r.status_code == 412:
            self.stats.stale += 1
            cur = r.parsed.current_version if isinstance(r.parsed, Problem) else None
            self._refresh_to = cur if isinstance(cur, int) else version + 1
            return None
        if r.status_code == 409 and isinstance(r.parsed, Problem):
            self.stats.rejected += 1
            self.stats.errors.append((409, r.parsed.code))
            return r.parsed
        self._error(r)

    def _error(self, r) -> None:
        problem = r.parsed if isinstance(r.parsed, Problem) else None
        self.stats.errors.append((int(r.status_code), problem.code if problem else ""))
        raise BotError(int(r.status_code), problem, r.content)

    async def _call(self, make, attempts: int = 8):
        """Run one request (``make()`` returns the coroutine), retrying 429/5xx and
        network errors with exponential backoff and jitter (``Retry-After`` honoured)."""
        return await call_with_retry(make, self.stats, self.rng, attempts)


async def call_with_retry(make: Callable[[], Awaitable[R]], stats: BotStats, rng: random.Random,
                          attempts: int = 8) -> R:
    """``await make()`` (one request: a generated ``asyncio_detailed`` call or an
    ``httpx`` one, anything with ``status_code`` and ``headers``), retried on 429/5xx and
    network errors (``httpx.TransportError``) with exponential backoff and jitter from
    50 ms to 5 s, ``Retry-After`` honoured; at most ``attempts`` tries, then the last
    answer is returned (or the network error raised). Counts ``stats.requests`` and
    ``stats.retries``."""
    delay = 0.05
    for attempt in range(attempts):
        stats.requests += 1
        try:
            r = await make()
        except httpx.TransportError as exc:
            if attempt == attempts - 1:
                raise
            stats.retries += 1
            log.debug("network error %r, retrying", exc)
        else:
            status = int(getattr(r, "status_code"))
            if status not in RETRY_STATUSES or attempt == attempts - 1:
                return r
            stats.retries += 1
            ra = getattr(r, "headers").get("retry-after")
            if ra:
                try:
                    delay = max(delay, float(ra))
                except ValueError:
                    pass
        await asyncio.sleep(delay * (0.5 + rng.random()))
        delay = min(delay * 2, 5.0)
    raise AssertionError("unreachable")
