"""Request bodies and results of the account use cases (:mod:`server.service.accounts`,
``/accounts``, ``/account``, ``/leaderboards``), documented in the OpenAPI spec."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from msgspec import Meta, Raw, Struct

from gamekinds.battle1821 import Options
from gamekinds.battle1821.state import Clock, PlayerName
from server.store.accounts import Rating

AccountName = Annotated[PlayerName, Meta(min_length=1, description=(
    "The account's name, unique: 1-40 characters, no invisible character, no mixed-script look-alike "
    "(400 `invalid_name`), and no other account's name up to case and look-alike letters (409 `name_taken`)."))]
Scope = Literal["play", "bot", "read"]
Scopes = Annotated[list[Scope], Meta(min_length=1, max_length=3, description=(
    "What the key may do: `play` takes and plays seats for a human account, `bot` for a bot account, `read` "
    "reads the account's own data (its keys, its event stream). A human account's keys may not hold `bot`, a "
    "bot account's not `play` (400 `invalid_scope`)."))]
Label = Annotated[str, Meta(min_length=1, max_length=60, pattern=r"^[^\x00-\x1f\x7f]*$",
                            description="A label to tell the key from the account's others (1-60 characters).")]
AccountId = Annotated[str, Meta(pattern=r"^acc_[0-9a-f]{16}$", description="The account's id: `acc_` + 16 hex digits.")]
KeyId = Annotated[str, Meta(pattern=r"^key_[0-9a-f]{16}$", description="The key's id: `key_` + 16 hex digits.")]
Time = Annotated[str, Meta(description="RFC 3339 UTC time.")]


class CreateAccount(Struct, forbid_unknown_fields=True, kw_only=True):
    """A new account: its ``name``, ``bot`` for a bot account (played by a program; marked
    as one wherever it appears), and the ``label`` and ``scopes`` of its first API key
    (default scopes: ``play`` and ``read``, a bot account's ``bot`` and ``read``)."""

    name: AccountName
    bot: Annotated[bool, Meta(description="A bot account (a program plays it).")] = False
    key_label: Label = "first key"
    scopes: Scopes | None = None


class CreateKey(Struct, forbid_unknown_fields=True, kw_only=True):
    """A new API key of the caller's account: ``label`` and ``scopes`` (each one the
    calling key holds: a key never makes a mightier one, 403 ``insufficient_scope``)."""

    label: Label
    scopes: Scopes


class ApiKeyOut(Struct, kw_only=True):
    """One API key as listed: never its secret (shown once, at creation)."""

    id: KeyId
    label: Annotated[str, Meta(description="The key's label.")]
    scopes: Annotated[list[Scope], Meta(description="What the key may do (`play`, `bot`, `read`).")]
    created_at: Time


class ApiKeyCreated(ApiKeyOut, kw_only=True):
    """A new API key with its secret ``key``, shown this once (the server keeps only a
    keyed hash of it): send it as ``Authorization: Bearer <key>``."""

    key: Annotated[str, Meta(pattern=r"^b1821a_[A-Za-z0-9_-]{43}$", description=(
        "The API key, shown once: `Authorization: Bearer <key>`. Keep it secret; revoke it with "
        "`DELETE /account/keys/{key_id}`."))]


class ApiKeyList(Struct, kw_only=True):
    """The account's API keys, oldest first, without their secrets."""

    keys: Annotated[list[ApiKeyOut], Meta(description="The keys, oldest first.")]


class RatingOut(Struct, kw_only=True):
    """An account's rating in one game kind (OpenSkill, Plackett-Luce)."""

    kind: Annotated[str, Meta(description="The game kind (`GET /kinds`).")]
    mu: Annotated[float, Meta(description="The skill estimate's mean (25 for a new account).")]
    sigma: Annotated[float, Meta(description="The skill estimate's uncertainty (25/3 for a new account).")]
    ordinal: Annotated[float, Meta(description="`mu - 3 sigma`: the leaderboard's order (0 for a new account).")]
    games: Annotated[int, Meta(ge=0, description="Rated games of this kind counted.")]


class AccountOut(Struct, kw_only=True):
    """An account as anyone sees it: ``id``, ``name``, ``bot``, ``created_at`` and its
    ratings, one per game kind it played rated games of."""

    id: AccountId
    name: Annotated[str, Meta(description="The account's name.")]
    bot: Annotated[bool, Meta(description="A bot account (a program plays it).")]
    created_at: Time
    ratings: Annotated[list[RatingOut], Meta(description="Its ratings, one per game kind, by kind's name.")]


class AccountCreated(Struct, kw_only=True):
    """The new account and its first API key (the key shown this once)."""

    account: AccountOut
    key: ApiKeyCreated


class RatingChangeOut(Struct, kw_only=True):
    """One rated game's effect on an account's rating."""

    game_id: Annotated[str, Meta(description="The game (`GET /games/{game_id}`).")]
    kind: Annotated[str, Meta(description="The game kind.")]
    at: Time
    rank: Annotated[int, Meta(ge=1, description=(
        "The account's place in the game's result (1: first; tied seats share a place; in 1821 an Ottoman "
        "victory puts every Greek seat in one place, all lost together)."))]
    seats: Annotated[int, Meta(ge=2, description="The rated seats of the game.")]
    before: Rating
    after: Rating


class RatingHistory(Struct, kw_only=True):
    """A page of an account's rating changes, newest first."""

    changes: Annotated[list[RatingChangeOut], Meta(description="The changes, newest first.")]
    offset: int
    limit: int
    total: int
    next_offset: int | None


class AccountGames(Struct, kw_only=True):
    """A page of an account's games (each one it held a seat of), newest first."""

    games: Annotated[list[str], Meta(description="Game ids, newest first (`GET /games/{game_id}`).")]
    offset: int
    limit: int
    total: int
    next_offset: int | None


class LeaderboardRow(Struct, kw_only=True):
    """One account on a leaderboard."""

    rank: Annotated[int, Meta(ge=1, description="Its place (1: best).")]
    account: AccountId
    name: Annotated[str, Meta(description="The account's name.")]
    bot: Annotated[bool, Meta(description="A bot account.")]
    rating: RatingOut


class Leaderboard(Struct, kw_only=True):
    """A page of one game kind's leaderboard, best ``ordinal`` first."""

    kind: Annotated[str, Meta(description="The game kind.")]
    rows: Annotated[list[LeaderboardRow], Meta(description="The accounts, best first.")]
    offset: int
    limit: int
    total: int
    next_offset: int | None


class AccountEvent(Struct, kw_only=True):
    """One event of an account's stream (across all its games)."""

    seq: Annotated[int, Meta(ge=1, description="The event's number in the account's stream (1, 2, ...): resume "
                                               "after it (`after`, `Last-Event-ID`).")]
    type: Annotated[Literal["game_started", "your_turn", "ally_requested", "game_ended", "challenge",
                            "challenge_declined", "seek_matched"], Meta(description=(
        "`game_started`: every seat of the game is taken; `your_turn`: the game waits on the account's seat; "
        "`ally_requested`: an Ally is asked of the seat (1821, R18); `game_ended`: finished or cancelled; "
        "`challenge`: another account invites this one (`data`: `challenge_id`, `challenger`, `challenger_name`, "
        "`kind`, `rated`; `seat`: the seat held for it; `version` 0); `challenge_declined`: an invitee of this "
        "account's challenge declined (`data`: `challenge_id`, `account`); `seek_matched`: one of the account's seeks "
        "found its partners and its game was created (`data`: `seek_id`, `game_id`, `seat`, `kind`, `rated`; the seat "
        "token: `GET /seeks/{seek_id}`)."))]
    game_id: Annotated[str, Meta(description="The game (`GET /games/{game_id}`).")]
    seat: Annotated[int, Meta(ge=0, le=3, description="The account's seat in that game (`challenge_declined`: the "
                                                       "decliner's).")]
    version: Annotated[int, Meta(ge=0, description="The game's version after the write that told it.")]
    at: Time
    data: Annotated[dict[str, Any], Meta(description=(
        "As the webhook of the same type: `your_turn` `round`, `phase`, `step`, `decision`; `game_ended` "
        "`status`, `winners`, `end_reason`, `round`; `game_started` `seats`."))]


class AccountEventPage(Struct, kw_only=True):
    """The account's events with ``seq > after``, in order."""

    events: Annotated[list[AccountEvent], Meta(description="The events, in order.")]
    last_seq: Annotated[int, Meta(ge=0, description="The seq of the last event returned (or `after` when none): the "
                                                    "next `after`.")]


class AccountEventPageStored(AccountEventPage, kw_only=True):
    """:class:`AccountEventPage` with the stored events."""

    events: list[Raw]


class CreateChallenge(Struct, forbid_unknown_fields=True, kw_only=True):
    """A challenge: a new game with the challenger's account in seat 0 and one seat held
    for each invited account, in order (seats 1, 2, ...); the game starts when every
    seat is taken, i.e. when every invitee accepted (and any seat beyond them was joined)."""

    accounts: Annotated[list[AccountId], Meta(min_length=1, max_length=3, description=(
        "The invited accounts (ids, `GET /accounts?name=`), each once; seat 1, 2, ... is held for each in order."))]
    kind: Annotated[str, Meta(pattern="^[a-z][a-z0-9_]*$", max_length=40, description=(
        "The game kind (`GET /kinds`); default `battle1821`."))] | None = None
    seats: Annotated[int, Meta(ge=2, le=4, description="The game's seats; default one per account (challenger "
                                                       "included).")] | None = None
    options: Options | None = None
    rated: Annotated[bool, Meta(description="The finished game moves the accounts' ratings.")] = False


class CreateChallengeIn(CreateChallenge, forbid_unknown_fields=True, kw_only=True):
    """:class:`CreateChallenge` as the API decodes it before the kind is known: ``options``
    as raw JSON, decoded by the kind's ``Options`` when the game is created."""

    options: Raw = Raw(b"null")


class ChallengeInvite(Struct, kw_only=True):
    """One invited account's seat and answer."""

    account: AccountId
    seat: Annotated[int, Meta(ge=1, le=3, description="The seat held for it.")]
    status: Annotated[Literal["pending", "accepted", "declined"], Meta(description="Its answer so far.")]


class ChallengeOut(Struct, kw_only=True):
    """A challenge and each invitee's answer. ``status``: ``pending`` while an invitee has
    not answered, ``accepted`` once all accepted, ``declined`` once one declined."""

    id: Annotated[str, Meta(pattern=r"^ch_[0-9a-f]{16}$", description="The challenge's id: `ch_` + 16 hex digits.")]
    game_id: Annotated[str, Meta(description="The challenge's game (`GET /games/{game_id}`).")]
    challenger: AccountId
    kind: Annotated[str, Meta(description="The game kind.")]
    rated: Annotated[bool, Meta(description="Whether the game is rated.")]
    created_at: Time
    status: Annotated[Literal["pending", "accepted", "declined"], Meta(description="The challenge's state.")]
    invites: Annotated[list[ChallengeInvite], Meta(description="The invited accounts, by seat.")]


class ChallengeCreated(ChallengeOut, kw_only=True):
    """The new challenge with the challenger's seat token and the game's host token (each
    shown once): the host token cancels the game (after a decline, say)."""

    token: Annotated[str, Meta(description="The challenger's seat token (seat 0), shown once.")]
    host_token: Annotated[str, Meta(description="The game's host token, shown once: it may cancel the game.")]


SeekId = Annotated[str, Meta(pattern=r"^sk_[0-9a-f]{16}$", description="The seek's id: `sk_` + 16 hex digits.")]
SeekStatus = Literal["waiting", "matched", "cancelled", "expired"]


class RatingRange(Struct, forbid_unknown_fields=True, kw_only=True):
    """Bounds on the partners' rating: each partner's ``mu`` of the seek's kind (`GET
    /accounts/{id}`; a new account: 25) when it sought, inclusive; a bound left out (or
    null) does not bound. Absolute bounds, not a delta around one's own rating: the
    client computes ``mu ± delta`` when that is what it wants."""

    min: Annotated[float, Meta(ge=-1000, le=1000, description="The lowest partner rating (`mu`) accepted.")] | None = None
    max: Annotated[float, Meta(ge=-1000, le=1000, description="The highest partner rating (`mu`) accepted.")] | None = None


class CreateSeek(Struct, forbid_unknown_fields=True, kw_only=True):
    """A seek: "a game like this, with anyone who wants the same". Seeks of the same
    ``kind``, ``seats``, ``options``, ``clock`` and ``rated`` whose accounts are each inside
    the others' ``rating_range`` are matched, one account per seat, and their game is
    created at once with each seat held by its account."""

    kind: Annotated[str, Meta(pattern="^[a-z][a-z0-9_]*$", max_length=40, description=(
        "The game kind (`GET /kinds`); default `battle1821`. 400 `unknown_kind` for a kind this server does "
        "not host."))] | None = None
    seats: Annotated[int, Meta(ge=2, le=4, description="The game's seats (players), within the kind's range.")]
    options: Options | None = None
    clock: Annotated[Clock | None, Meta(description=(
        "The seats' clocks (the game option `clock`, given here and not in `options`); null: no clock."))] = None
    rated: Annotated[bool, Meta(description="The finished game moves the accounts' ratings.")] = False
    rating_range: Annotated[RatingRange | None, Meta(description=(
        "Only partners whose rating is inside it (and inside whose ranges this account's is); null: anyone."))] = None


class CreateSeekIn(CreateSeek, forbid_unknown_fields=True, kw_only=True):
    """:class:`CreateSeek` as the API decodes it before the kind is known: ``options`` as
    raw JSON, decoded by the kind's ``Options``."""

    options: Raw = Raw(b"null")


class OpenSeek(Struct, kw_only=True):
    """A waiting seek as anyone sees it (`GET /seeks`): no token, nothing secret."""

    id: SeekId
    account: AccountId
    name: Annotated[str, Meta(description="The seeking account's name.")]
    bot: Annotated[bool, Meta(description="A bot account seeks.")]
    kind: Annotated[str, Meta(description="The game kind.")]
    seats: Annotated[int, Meta(ge=2, le=4, description="The game's seats.")]
    options: Annotated[Options, Meta(description="The kind's options as the kind reads them (defaults left out), "
                                                 "without the clock.")]
    clock: Annotated[Clock | None, Meta(description="The seats' clocks; null: none.")]
    rated: Annotated[bool, Meta(description="Whether the game will be rated.")]
    rating_range: Annotated[RatingRange | None, Meta(description="The partners' rating bounds; null: anyone.")]
    rating: Annotated[float, Meta(description="The seeking account's rating `mu` of the kind when it sought "
                                              "(a new account: 25).")]
    created_at: Time
    expires_at: Annotated[str, Meta(description="RFC 3339 UTC time at which the seek expires unmatched.")]


class Seek(Struct, kw_only=True):
    """A seek as its account sees it. ``status``: ``waiting`` (for partners, or while
    its matched game is being created), ``matched`` (``game_id``, ``seat`` and ``token``
    set), ``cancelled`` (by its account, or by the server when its game could not be
    created), ``expired`` (unmatched after its time). Kept an hour after it stopped
    waiting, then 404."""

    id: SeekId
    account: AccountId
    kind: Annotated[str, Meta(description="The game kind.")]
    seats: Annotated[int, Meta(ge=2, le=4, description="The game's seats.")]
    options: Annotated[Options, Meta(description="The kind's options as the kind reads them (defaults left out), "
                                                 "without the clock.")]
    clock: Annotated[Clock | None, Meta(description="The seats' clocks; null: none.")]
    rated: Annotated[bool, Meta(description="Whether the game is rated.")]
    rating_range: Annotated[RatingRange | None, Meta(description="The partners' rating bounds; null: anyone.")]
    status: Annotated[SeekStatus, Meta(description="`waiting`, `matched`, `cancelled` or `expired`.")]
    created_at: Time
    expires_at: Annotated[str, Meta(description="RFC 3339 UTC time at which the seek expires unmatched.")]
    game_id: Annotated[str | None, Meta(description="The matched game (`GET /games/{game_id}`); null until matched.")] = None
    seat: Annotated[int, Meta(ge=0, le=3, description="The account's seat in it; null until matched.")] | None = None
    token: Annotated[str | None, Meta(description=(
        "The seat token of that seat (`Authorization: Bearer <token>` for the game's seat routes), shown to the "
        "seek's account only, once matched; the same on every read."))] = None


class SeekStored(Seek, kw_only=True):
    """:class:`Seek` with the stored options and clock."""

    options: Raw
    clock: Raw


class OpenSeekStored(OpenSeek, kw_only=True):
    """:class:`OpenSeek` with the stored options and clock."""

    options: Raw
    clock: Raw


class SeekList(Struct, kw_only=True):
    """A page of the waiting seeks, oldest first (by kind, then age)."""

    seeks: Annotated[list[OpenSeek], Meta(description="The waiting seeks, oldest first.")]
    offset: int
    limit: int
    total: int
    next_offset: int | None


class SeekListStored(SeekList, kw_only=True):
    seeks: list[OpenSeekStored]   # type: ignore[assignment]
