"""Bots for a seat of a game of any kind (1821, The Ottomans, ...), by the game's JSON.

:class:`~battle1821_bots.Bot` plays 1821 with the generated client's 1821 models. A game
of another kind is played by a :class:`KindBot`: the same requests (the seat token as
``Authorization: Bearer``, ``If-Match`` with the version chosen on, one
``Idempotency-Key`` per chosen action kept over its retries, backoff on 429/5xx/network
errors, 412 ``stale_version`` answered by re-reading), the same wait on the game's event
stream (:class:`~battle1821_bots.events.GameWatcher`), and one method to write:

    class MyKindBot(KindBot):
        kinds = ("ottomans",)
        def choose(self, view, options):        # the game view and the seat's options, as JSON
            ...                                 # an action as JSON (a row filled in), or None

An option is a row to fill in, not an action: an Ottomans ``choose_core`` row offers
``nationalities`` and the action names one ``nationality`` (sent as it is, the row is a
400). docs/bots.md's "A bot for The Ottomans" is a whole bot, run as printed by a test.

``view`` is ``GET /games/{id}`` as the seat sees it (a dict: ``status``, ``version``,
``waiting_for``, ``your_seat``, the kind's own fields) and ``options`` the seat's
legal-action options (``GET /games/{id}/legal-actions``'s ``actions``); the options
named in :attr:`KindBot.meta_actions` (``resign``, ``undo``) are left out unless
``offer_meta_actions`` is set.

:class:`PolicyBot` plays by one of the kind's own computer-seat policies
(``kind.POLICIES[name]``: ``policy(view, seat, options, rng) -> Action``, from the
``gamekinds`` package the server runs): the JSON view and options are decoded into the
kind's ``View`` and ``LegalAction`` types, the action it returns is sent as its JSON.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import random
import uuid
from collections.abc import Awaitable, Callable
from typing import Any, ClassVar

import httpx
import msgspec

from battle1821_client import AuthenticatedClient, Client

from .base import BotError, BotStats, RefusedTurns, call_with_retry, ssl_context, use_fast_transport
from .events import GameWatcher, Transport

log: logging.Logger = logging.getLogger("battle1821_bots")

JSONDict = dict[str, Any]
KindChoice = JSONDict | None
"""What :meth:`KindBot.choose` returns: an action as its JSON object, or None (nothing to
do now: the bot waits for the game to move)."""

TERMINAL_STATUSES = ("finished", "cancelled")

REREAD_FIRST_S = 0.25
REREAD_MAX_S = 5.0


def reread_after(still: int) -> float:
    """Seconds a bot waits for an event before it reads the game again, after ``still``
    reads in a row found the same version: 0.25 s doubling up to 5 s. A kind's step may log
    no event (The Ottomans: a declined reaction, the end of a phase), so the other seats
    learn of it only by a read: a bot answering at once is seen within a fraction of a
    second (a fixed 5 s cost a whole Ottomans game minutes), while a seat that thinks long
    costs a read every 5 s, as before. An event wakes the wait at once either way."""
    return min(REREAD_MAX_S, REREAD_FIRST_S * 2 ** still)


class KindBot:
    """One seat of one game of any kind, played by :meth:`choose` (module doc).

    ``server``: base URL or a generated ``Client``; ``token``: the seat token; ``seat``:
    the seat (read from the view's ``your_seat`` when None); ``seed``: the bot's own
    randomness (``self.rng``). ``kinds``: the game kinds the class plays (empty: any).
    """

    name: ClassVar[str] = "kindbot"
    kinds: ClassVar[tuple[str, ...]] = ()
    """The kinds this bot plays (``GET /kinds``); empty: any kind."""
    meta_actions: ClassVar[tuple[str, ...]] = ("resign", "undo", "set_standing_orders")
    offer_meta_actions: ClassVar[bool] = False
    max_rejections: ClassVar[int] = 3
    max_refused_turns: ClassVar[int] = 5
    """Turns in a row at one version whose every choice (``1 + max_rejections``) was refused
    before :meth:`play_async` raises :class:`~battle1821_bots.BotError` with the last
    refusal: the bot's choices cannot be played there (a bug in :meth:`choose`), and the game
    waits on this seat. Without it such a bot re-read and sent its refused choices again every
    few seconds for good."""

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
        self.view: JSONDict | None = None
        self._refused: JSONDict | None = None
        self._watcher = watcher
        self._own_watcher = watcher is None

    # ------------------------------------------------------------------ to override
    def choose(self, view: JSONDict, options: list[JSONDict]) -> KindChoice | Awaitable[KindChoice]:
        """One action (its JSON object, with ``type``) for ``options``, or None; may be
        ``async def``."""
        raise NotImplementedError

    def choose_again(self, view: JSONDict, options: list[JSONDict], refused: JSONDict,
                     problem: JSONDict) -> KindChoice | Awaitable[KindChoice]:
        """After the server refused (409) ``refused`` with ``problem``: another choice
        (default: :meth:`choose` again)."""
        return self.choose(view, options)

    # ------------------------------------------------------------------ the loop
    async def play_async(self) -> JSONDict:
        """Play until the game ends; returns the final view (``status`` ``finished`` or
        ``cancelled``). Raises :class:`~battle1821_bots.BotError` for an answer it cannot
        handle (401/403/404), and with the last refusal (409) when every choice of
        :attr:`max_refused_turns` turns in a row at one version was refused."""
        watcher = self._watcher
        if watcher is None:
            watcher = self._watcher = GameWatcher(self.client, self.game_id, transport=self.transport).start()
        seen, still = -1, 0       # the version last read, and how many reads in a row found it
        self._refused = None
        refused = RefusedTurns(self.max_refused_turns)
        try:
            while True:
                view = self.view = await self._get_json(f"/games/{self.game_id}")
                if view.get("status") in TERMINAL_STATUSES or view.get("cancelled"):
                    return view
                if self.seat is None and isinstance(view.get("your_seat"), int):
                    self.seat = view["your_seat"]
                version = int(view["version"])
                seen, still = version, (still + 1 if version == seen else 0)
                if self.seat in (view.get("waiting_for") or []):
                    self._refused = None
                    moved = await self._turn(view, version)
                    if moved:
                        continue
                    if self._refused is not None:
                        refused.refused(version, self._problem(self._refused), self.stats)
                if not await watcher.wait_past(version, timeout=reread_after(still)):
                    self.stats.wait_timeouts += 1
        finally:
            if self._own_watcher:
                await watcher.stop()
                self._watcher = None
            await self.client.get_async_httpx_client().aclose()

    async def _turn(self, view: JSONDict, version: int) -> bool:
        """Choose and send one action at ``version``; True when the game moved (ours
        accepted, or another version found), so the caller re-reads at once."""
        legal = await self._get_json(f"/games/{self.game_id}/legal-actions")
        if int(legal.get("version", version)) != version:
            return True
        options = [o for o in legal.get("actions") or []
                   if self.offer_meta_actions or o.get("type") not in self.meta_actions]
        if not options:
            return False
        chosen = self.choose(view, options)
        for rejections in range(self.max_rejections + 1):
            if inspect.isawaitable(chosen):
                chosen = await chosen
            if chosen is None:
                return False
            if not isinstance(chosen, dict) or "type" not in chosen:
                raise TypeError(f"{type(self).__name__}.choose returned {chosen!r}, not an action's JSON object")
            status, body = await self._submit(chosen, version)
            if status in (200, 201):
                self.stats.actions += 1
                return True
            if status == 412:
                self.stats.stale += 1
                return True
            self.stats.rejected += 1
            self.stats.errors.append((409, str(body.get("code", ""))))
            log.warning("%s seat %s: action %s refused: %s %s", self.name, self.seat, chosen.get("type"),
                        body.get("code"), body.get("detail"))
            if str(body.get("code", "")).endswith("_phase") or body.get("code") in ("game_cancelled", "not_your_turn"):
                return False
            if rejections < self.max_rejections:
                chosen = self.choose_again(view, options, chosen, body)
        self._refused = body            # every choice of this turn refused (play_async counts such turns)
        return False

    # ------------------------------------------------------------------ requests
    async def _get_json(self, path: str) -> JSONDict:
        http = self.client.get_async_httpx_client()
        r = await call_with_retry(lambda: http.get(path), self.stats, self.rng)
        if r.status_code != 200:
            self._error(r)
        out: JSONDict = r.json()
        return out

    async def _submit(self, action: JSONDict, version: int) -> tuple[int, JSONDict]:
        """POST the action with ``If-Match`` and one ``Idempotency-Key`` for all its
        retries: ``(status, body)`` for 200/201/409/412, raises otherwise."""
        http = self.client.get_async_httpx_client()
        headers = {"If-Match": f'"{version}"', "Idempotency-Key": uuid.uuid4().hex}
        r = await call_with_retry(lambda: http.post(f"/games/{self.game_id}/actions", json=action, headers=headers),
                                  self.stats, self.rng)
        if r.status_code in (200, 201, 409, 412):
            try:
                body: JSONDict = r.json()
            except ValueError:
                body = {}
            return r.status_code, body
        self._error(r)

    @staticmethod
    def _problem(body: JSONDict) -> Any:
        from battle1821_client.models import Problem

        try:
            return Problem.from_dict(body)
        except Exception:  # noqa: BLE001 - not a problem document: the status says enough
            return None

    def _error(self, r: httpx.Response) -> Any:
        from battle1821_client.models import Problem

        try:
            problem: Problem | None = Problem.from_dict(r.json())
        except Exception:  # noqa: BLE001 - not a problem document: the status says enough
            problem = None
        self.stats.errors.append((r.status_code, problem.code if problem else ""))
        raise BotError(r.status_code, problem, r.content)


class PolicyBot(KindBot):
    """A seat played by the kind's computer-seat policy ``policy`` (module doc); after a
    refusal it chooses with the kind's ``random`` policy, when the kind has one. Use
    :func:`policy_bot` for a class bound to a kind and a policy."""

    name: ClassVar[str] = "policy"
    kind_name: ClassVar[str] = ""
    policy_name: ClassVar[str] = "random"

    def __init__(self, server: str | Client | AuthenticatedClient, game_id: str, token: str, **kw: Any) -> None:
        super().__init__(server, game_id, token, **kw)
        from .kindplay import resolve_kind

        self.kind: Any = resolve_kind(self.kind_name)
        self.policy: Callable[..., Any] = self.kind.POLICIES[self.policy_name]
        self._options_type: Any = list[self.kind.LegalAction]   # type: ignore[name-defined]

    def _decoded(self, view: JSONDict, options: list[JSONDict]) -> tuple[Any, list[Any]]:
        v = msgspec.convert(view, self.kind.View, strict=False)
        opts = msgspec.convert(options, self._options_type, strict=False)
        return v, opts

    def _encoded(self, action: Any) -> KindChoice:
        if action is None:
            return None
        out: JSONDict = msgspec.to_builtins(action)
        return out

    def choose(self, view: JSONDict, options: list[JSONDict]) -> KindChoice:
        v, opts = self._decoded(view, options)
        seat = self.seat if self.seat is not None else int(view["your_seat"])
        return self._encoded(self.policy(v, seat, opts, self.rng))

    def choose_again(self, view: JSONDict, options: list[JSONDict], refused: JSONDict,
                     problem: JSONDict) -> KindChoice:
        fallback = self.kind.POLICIES.get("random", self.policy)
        v, opts = self._decoded(view, options)
        seat = self.seat if self.seat is not None else int(view["your_seat"])
        return self._encoded(fallback(v, seat, opts, self.rng))


def policy_bot(kind: str, policy: str) -> type[PolicyBot]:
    """A :class:`PolicyBot` class playing ``kind`` (a registered kind or a ``gamekinds``
    package, :func:`~battle1821_bots.kindplay.resolve_kind`) by its policy ``policy``;
    ``KeyError`` naming the kind's policies when it has no such one."""
    from .kindplay import resolve_kind

    k = resolve_kind(kind)
    if policy not in k.POLICIES:
        raise KeyError(f"{k.NAME} has no policy {policy!r} (policies: {', '.join(sorted(k.POLICIES))})")
    return type(f"{k.NAME.capitalize()}{policy.capitalize()}Bot", (PolicyBot,),
                {"name": policy, "kinds": (k.NAME,), "kind_name": k.NAME, "policy_name": policy,
                 "__doc__": f"{k.NAME}'s {policy!r} policy (:class:`PolicyBot`)."})
