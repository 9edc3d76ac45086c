"""Host and seat tokens: ``<game_id>.<h|seat>.<secret>`` with a 256-bit secret
(``secrets.token_urlsafe(32)``). Only ``sha256`` hex digests are stored; presented tokens
are compared with :func:`hmac.compare_digest`. The game id inside a token lets the API
tell "a token of another game" (403) from "a bad token" (401) without a lookup."""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets

from server.store import GameMeta

from .errors import Forbidden, Unauthorized

HOST = -1
# <16 hex game id>.<h | seat 0-3>.<token_urlsafe(32): 43 url-safe base64 characters>
_TOKEN = re.compile(r"([0-9a-f]{16})\.(h|[0-3])\.[A-Za-z0-9_-]{43}")


def new_token(game_id: str, seat: int | None) -> tuple[str, str]:
    """(token, sha256 hex) for the host (``seat`` None) or a seat."""
    tok = f"{game_id}.{'h' if seat is None else seat}.{secrets.token_urlsafe(32)}"
    return tok, hash_token(tok)


def rematch_token(old_token: str, new_game_id: str, seat: int | None) -> tuple[str, str]:
    """(token, sha256 hex) of the host (``seat`` None) or a seat in the rematch
    ``new_game_id``, derived from the caller's token of the old game (HMAC-SHA256 keyed
    with it): the same old token always yields the same new one, and nothing the server
    stores yields it (only hashes are kept)."""
    who = "h" if seat is None else str(seat)
    mac = hmac.new(old_token.encode("utf-8"), f"rematch:{new_game_id}:{who}".encode(), hashlib.sha256).digest()
    tok = f"{new_game_id}.{who}.{base64.urlsafe_b64encode(mac).decode().rstrip('=')}"
    return tok, hash_token(tok)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def identify(game_id: str, meta: GameMeta, token: str | None) -> int:
    """The seat a token belongs to (:data:`HOST` for the host token).

    Raises :class:`Unauthorized` (missing, malformed or wrong token) or
    :class:`Forbidden` (a well-formed token of another game)."""
    if token is None:
        raise Unauthorized("A valid 'Authorization: Bearer <token>' header is required.")
    m = _TOKEN.fullmatch(token)
    if m is None:   # not a token this server issues (of any game): never Forbidden
        raise Unauthorized("Malformed token.")
    gid, who = m.group(1), m.group(2)
    if gid != game_id:
        raise Forbidden("This token belongs to another game.")
    digest = hash_token(token)
    if who == "h":
        if hmac.compare_digest(digest, meta.host):
            return HOST
        raise Unauthorized("Invalid token.")
    seat = int(who)   # the pattern allows only 0-3
    if seat < len(meta.seat_tokens):
        stored = meta.seat_tokens[seat]
        if stored is not None and hmac.compare_digest(digest, stored):
            return seat
    raise Unauthorized("Invalid token.")


def require_seat(game_id: str, meta: GameMeta, token: str | None) -> int:
    """The seat of a seat token (:func:`identify`); the host token is :class:`Forbidden`."""
    seat = identify(game_id, meta, token)
    if seat == HOST:
        raise Forbidden("The host token cannot act for a seat; use a seat token.")
    return seat
