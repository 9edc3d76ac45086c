"""Accounts and their API keys (issue 33): players who come back.

An **account** has a unique name (the seat-name rules of :mod:`.names`: no invisible
character, no mixed-script look-alike; unique up to case and look-alike letters, its
:func:`~.names.skeleton`) and is a human's or a **bot**'s (``bot``: a program plays it,
marked as one wherever it appears). Playing without an account works as before: seat and
host tokens are untouched by this module.

An **API key** (a personal access token, ``b1821a_`` + 43 url-safe characters, 256 random
bits) is shown once, when made; the server keeps only its keyed hash (HMAC-SHA256 with
the deployment's hash key: ``BATTLE1821_ACCOUNT_KEY_SECRET``, else one generated once in
Redis), so neither a copy of the store nor a log holds a usable key. A key has
**scopes**: ``play`` (take and play seats for a human account), ``bot`` (the same for a
bot account), ``read`` (the account's own data: its keys, its event stream). Keys are
listed without their secret and revoked at once: each request looks its key up in Redis
(no process caches one), and revoking deletes the hash.

Errors: 400 ``invalid_name`` (:func:`~.names.check_name`), 400 ``invalid_scope`` (a scope
the account's kind may not hold), 401 ``unauthorized`` (no key, a malformed, unknown or
revoked one), 403 ``insufficient_scope`` (the key lacks the scope the use case needs),
404 ``account_not_found`` / ``key_not_found``, 409 ``name_taken`` (the name or a
look-alike of it is another account's; ``field`` ``name``), 409 ``too_many_keys``
(:data:`MAX_KEYS` per account)."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass

from server.logging import get_logger
from server.store.accounts import AccountRecord, AccountStore, KeyRecord, new_account_id, new_key_id

from .errors import AccountSeated, InsufficientScope, InvalidScope, NameTaken, NotFound, TooManyKeys, Unauthorized
from .names import check_name, skeleton
from .phases import now_iso

log = get_logger("battle1821.accounts")
SCOPES = ("play", "bot", "read")
KEY_PREFIX = "b1821a_"
_KEY = re.compile(r"b1821a_[A-Za-z0-9_-]{43}")
MAX_KEYS = 20


def is_account_key(token: str | None) -> bool:
    """Whether ``token`` has the shape of an API key (not a seat or host token)."""
    return token is not None and _KEY.fullmatch(token) is not None


@dataclass(frozen=True, slots=True)
class Principal:
    """Who a request's API key speaks for: the account and the key (its record, never
    the key)."""

    account: AccountRecord
    key: KeyRecord

    def has(self, scope: str) -> bool:
        return scope in self.key.scopes


def default_scopes(bot: bool) -> list[str]:
    return ["bot", "read"] if bot else ["play", "read"]


def _check_scopes(scopes: list[str], bot: bool) -> list[str]:
    out = [s for s in SCOPES if s in scopes]      # canonical order, each once
    if bot and "play" in out:
        raise InvalidScope("A bot account plays with the `bot` scope, not `play`.", field="scopes")
    if not bot and "bot" in out:
        raise InvalidScope("Only a bot account's keys may hold the `bot` scope.", field="scopes")
    return out


class AccountService:
    """The account use cases over an :class:`AccountStore`; ``secret`` the operator's hash
    key (empty: the one generated in Redis)."""

    def __init__(self, store: AccountStore, secret: str = "") -> None:
        self.store = store
        self._secret = secret.encode("utf-8") if secret else None

    async def _key(self) -> bytes:
        if self._secret is None:   # the hash key never changes once made: kept, unlike any API key
            self._secret = await self.store.pepper()
        return self._secret

    async def mac_function(self):
        """``mac(message) -> HMAC-SHA256 digest`` under the deployment's hash key (the
        secret of every derived value: quick play's seat tokens, :mod:`.seeks`)."""
        key = await self._key()
        return lambda message: hmac.new(key, message, hashlib.sha256).digest()

    async def digest(self, token: str) -> str:
        """The keyed hash (HMAC-SHA256 hex) under which an API key is stored."""
        return hmac.new(await self._key(), token.encode("utf-8"), hashlib.sha256).hexdigest()

    async def _new_key(self, label: str, scopes: list[str]) -> tuple[KeyRecord, str]:
        token = KEY_PREFIX + secrets.token_urlsafe(32)
        return KeyRecord(id=new_key_id(), label=label, scopes=scopes, created_at=now_iso(),
                         digest=await self.digest(token)), token

    async def create(self, name: str, bot: bool, label: str, scopes: list[str] | None
                     ) -> tuple[AccountRecord, KeyRecord, str]:
        """A new account and its first key: (account, key record, the key)."""
        check_name(name, "name")
        chosen = _check_scopes(scopes if scopes is not None else default_scopes(bot), bot)
        rec = AccountRecord(id=new_account_id(), name=name, bot=bot, created_at=now_iso(), ratings={})
        key, token = await self._new_key(label, chosen)
        holder = await self.store.create(skeleton(name), rec, key)
        if holder is not None:
            raise NameTaken("This name, or one that looks like it, is another account's.", field="name")
        log.info("account_created", account=rec.id, bot=bot)
        return rec, key, token

    async def authenticate(self, token: str | None, scope: str | None = None) -> Principal:
        """The account of an API key; :class:`Unauthorized` for no key, a malformed, unknown
        or revoked one; :class:`Forbidden` ``insufficient_scope`` when ``scope`` is
        given and the key lacks it."""
        if token is None:
            raise Unauthorized("An account's API key is required: 'Authorization: Bearer <key>'.")
        if not is_account_key(token):
            raise Unauthorized("Not an API key of this server.")
        found = await self.store.by_digest(await self.digest(token))
        if found is None:
            raise Unauthorized("Unknown or revoked API key.")
        who = Principal(*found)
        if scope is not None and not who.has(scope):
            raise InsufficientScope(f"This key lacks the `{scope}` scope.", field="Authorization")
        return who

    async def play_principal(self, token: str | None) -> Principal:
        """The account of a key that may take and play seats: ``bot`` for a bot
        account, ``play`` for a human's."""
        who = await self.authenticate(token)
        need = "bot" if who.account.bot else "play"
        if not who.has(need):
            raise InsufficientScope(f"This key lacks the `{need}` scope.", field="Authorization")
        return who

    async def create_key(self, token: str | None, label: str, scopes: list[str]) -> tuple[KeyRecord, str]:
        """Another key of the caller's account; each of its scopes one the calling key holds."""
        who = await self.authenticate(token)
        chosen = _check_scopes(scopes, who.account.bot)
        missing = [s for s in chosen if not who.has(s)]
        if missing:
            raise InsufficientScope(f"This key cannot make a key with scopes it lacks: {', '.join(missing)}.",
                                    field="scopes")
        key, new = await self._new_key(label, chosen)
        added = await self.store.add_key(who.account.id, key, MAX_KEYS)
        if added == 0:
            raise TooManyKeys(f"An account holds at most {MAX_KEYS} keys; revoke one first.")
        if added < 0:
            raise Unauthorized("Unknown or revoked API key.")
        log.info("account_key_created", account=who.account.id, key_id=key.id)
        return key, new

    async def list_keys(self, token: str | None) -> list[KeyRecord]:
        who = await self.authenticate(token)
        return await self.store.keys_of(who.account.id)

    async def revoke_key(self, token: str | None, key_id: str) -> None:
        """Revoke one of the caller's account's keys (the calling one too): refused from
        the next request on, by every API process."""
        who = await self.authenticate(token)
        if not await self.store.revoke(who.account.id, key_id):
            raise NotFound("key")
        log.info("account_key_revoked", account=who.account.id, key_id=key_id)

    async def get(self, account_id: str) -> AccountRecord:
        rec = await self.store.get(account_id)
        if rec is None:
            raise NotFound("account")
        return rec

    async def by_name(self, name: str) -> AccountRecord:
        """The account whose name is ``name`` up to case and look-alike letters."""
        aid = await self.store.id_of(skeleton(name))
        if aid is None:
            raise NotFound("account")
        return await self.get(aid)


def seat_accounts(accounts: list[str | None], seats: int, seat: int, account_id: str, same_account: bool
                  ) -> list[str | None]:
    """The game's seat accounts (``GameMeta.accounts``) with ``seat`` held by
    ``account_id``; :class:`AccountSeated` when the account holds another seat of the game
    and the host did not allow it (``same_account``)."""
    out = list(accounts) + [None] * (seats - len(accounts))
    if not same_account and account_id in out:
        raise AccountSeated(f"This account already holds seat {out.index(account_id)} of this game.")
    out[seat] = account_id
    return out
