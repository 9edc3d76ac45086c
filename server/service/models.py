"""Request bodies and the results of the use cases (msgspec Structs), shared by the
services and the API, which documents them in the OpenAPI spec.

Events and accepted actions are stored as JSON: the results that carry them hold the
stored bytes as ``msgspec.Raw`` (the ``*Stored`` subclasses below), encoded as they are;
their documented parents give the shape of each item."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from gamekinds.battle1821 import Options, Position, View
from gamekinds.battle1821.options import LegalAction
from gamekinds.battle1821.state import Phase, PlayerName, SeatBot, Step, UndoBarrier
from msgspec import Meta, Raw, Struct

from server.store import GameSummary, PhaseRecord
from server.store.records import Message
from server.store.stream_events import GameEvent

Name = Annotated[PlayerName, Meta(min_length=1)]   # one name type for create, join and position
GameStatus = Literal["lobby", "setup", "active", "finished", "cancelled"]


BotField = Annotated[SeatBot | None, Meta(description="Fill the seat with this server bot (a computer seat: "
                                                       "`random`, `greedy` or `search`, the SDK's reference bots, "
                                                       "playing in the server's workers); null: a human's seat.")]


class PlayerIn(Struct, forbid_unknown_fields=True):
    """A named player taking a seat at creation (seats are given in order); with ``bot``
    a computer seat played by that server bot."""
    name: Name
    bot: BotField = None


class CreateGame(Struct, forbid_unknown_fields=True, kw_only=True):
    """``seats`` 2-4 (or taken from ``position``); ``players`` named now get seat tokens,
    other seats stay open for ``POST /games/{id}/players``. ``seed``: choose the dice
    (then the view says ``seed_chosen: true``). ``position``: start from a situation
    (validated by the kind's rules, its ``POSITION_CHECKS``). ``kind``: the game kind (``GET /kinds``;
    default ``battle1821``)."""
    kind: Annotated[str, Meta(pattern="^[a-z][a-z0-9_]*$", max_length=40, examples=["battle1821"],
                              description="The game kind (`GET /kinds`); default `battle1821`. "
                                          "400 `unknown_kind` for a kind this server does not host.")] | None = None
    seats: Annotated[int, Meta(ge=2, le=4)] | None = None
    players: Annotated[list[PlayerIn], Meta(max_length=4)] = []
    options: Options | None = None
    seed: Annotated[str, Meta(min_length=1, max_length=128)] | None = None
    position: Position | None = None
    account_seat: Annotated[int, Meta(ge=0, le=3, description=(
        "With an account's API key as bearer (scope `play`, a bot account's `bot`): the seat the account takes, "
        "one of `players` that is not a server bot's; it bears the account's name. Null: the account takes "
        "no seat."))] | None = None
    rated: Annotated[bool, Meta(description=(
        "The finished game moves the rating of its kind of every account holding a seat (`GET "
        "/leaderboards/{kind}`; at least two accounts, none holding two seats)."))] = False
    same_account: Annotated[bool, Meta(description=(
        "One account may hold several seats of this game (else 409 `account_seated`); a game where one "
        "account holds several seats is never rated."))] = False


class CreateGameIn(CreateGame, forbid_unknown_fields=True, kw_only=True):
    """:class:`CreateGame` as the API decodes it before the kind is known: ``options``
    and ``position`` as their raw JSON, decoded by the kind's types in
    :meth:`~server.service.lobby.Lobby.create_game` (JSON ``null`` as absent)."""
    options: msgspec.Raw = msgspec.Raw(b"null")
    position: msgspec.Raw = msgspec.Raw(b"null")


class SeatToken(Struct, kw_only=True):
    seat: int
    name: str
    token: str
    account: Annotated[str | None, Meta(description="The account holding the seat (`GET /accounts/{account_id}`); "
                                                    "null for a seat taken without one.")] = None


class ComputerSeat(Struct, kw_only=True):
    """A seat a server bot plays (nobody holds its token)."""
    seat: int
    name: str
    bot: Annotated[SeatBot, Meta(description="The server bot playing the seat.")]


class GameCreated(Struct, kw_only=True):
    """Tokens are shown once: keep them. ``host_token`` may cancel the game (and fill
    seats with server bots). ``players``: the human seats named at creation, with their
    tokens; ``computer_seats``: the seats given to server bots."""
    id: str
    kind: Annotated[str, Meta(description="The game kind (`GET /kinds/{kind}`).")]
    version: int
    status: GameStatus
    seats: int
    seed_sha256: str
    host_token: str
    players: list[SeatToken]
    computer_seats: list[ComputerSeat] = []
    open_seats: list[int]


class JoinGame(Struct, forbid_unknown_fields=True, kw_only=True):
    """``seat``: a particular open seat (default: the lowest open one). ``bot``: fill the
    seat with a server bot (needs the host token as bearer)."""
    name: Name
    seat: Annotated[int, Meta(ge=0, le=3)] | None = None
    bot: BotField = None


class Joined(Struct, kw_only=True):
    """The seat token is shown once (empty for a computer seat: nobody holds it)."""
    seat: int
    name: str
    token: str
    version: int
    status: GameStatus
    bot: Annotated[SeatBot | None, Meta(description="The server bot of a computer seat; null for a human.")] = None
    account: Annotated[str | None, Meta(description="The account holding the seat (`GET /accounts/{account_id}`); "
                                                    "null for a seat taken without one.")] = None


class SeatInfo(Struct, kw_only=True):
    """One seat: its player's name, whether it is taken, whether a human or a server bot
    holds it (``kind``), and the server bot playing it now (``bot``: a computer seat's
    own, or the one that took a human's seat over, ``taken_over``)."""
    seat: int
    name: str
    taken: bool
    reserved: bool = False
    kind: Annotated[Literal["human", "bot"], Meta(description="`human`: a token holder's seat; `bot`: a "
                                                              "computer seat, played by a server bot.")] = "human"
    bot: Annotated[SeatBot | None, Meta(description="The server bot playing the seat now (null when its human "
                                                    "plays).")] = None
    taken_over: Annotated[bool, Meta(description="True while a server bot plays this human's seat (its clock ran "
                                                 "out, or it resigned with `takeover_on_resign`); the human takes "
                                                 "it back with `POST /games/{game_id}/players/{seat}/take-back`.")] \
        = False
    account: Annotated[str | None, Meta(description="The account holding the seat (`GET /accounts/{account_id}`); "
                                                    "null for a seat taken without one.")] = None


class SeatClock(Struct, kw_only=True):
    """One seat's clock (the game option ``clock``). ``deadline`` stays true for the
    game's version (the ETag), ``remaining_ms`` is as of the response (a 304 keeps the
    deadline right, not the remaining time)."""
    seat: int
    remaining_ms: Annotated[int, Meta(ge=0, description="Milliseconds the seat has left, as of this response.")]
    running: Annotated[bool, Meta(description="True while the game waits on this seat and its human plays it "
                                              "(the only time its clock runs).")]
    deadline: Annotated[str | None, Meta(description="RFC 3339 UTC time at which a running clock runs out (a "
                                                     "server bot then takes the seat over); null when not "
                                                     "running.")] = None


class TakenBack(Struct, kw_only=True):
    """The seat is its human's again from ``version`` (the ``take_back`` accepted action
    number ``action``)."""
    seat: int
    version: int
    action: int


class Rematch(Struct, kw_only=True):
    """A game's rematch (``POST``/``GET /games/{game_id}/rematch``): the new game ``id``
    (also the ``Location``), ``rematch_of`` the finished game, the new game's
    ``version`` and ``status`` (``lobby`` until every reserved seat is taken, then
    setup runs, R5-R8), ``reserved`` the seats still waiting for their player. The
    host's answer carries the new ``host_token``, a seat's answer its ``seat`` and new
    ``token``: both derived from the caller's old token, so asking again returns the same
    token (and nobody without the old token can get it)."""
    id: str
    rematch_of: str
    version: int
    status: GameStatus
    seats: int
    reserved: list[int]
    host_token: str | None = None
    seat: int | None = None
    token: str | None = None


class GameFacts(Struct, kw_only=True, omit_defaults=True):
    """What the store adds to the engine view of a game: ``id``, ``version``,
    ``created_at``, whether it was ``cancelled``, the seats and ``your_seat`` (from the
    bearer token, if any), and its ``kind``."""
    id: str
    kind: Annotated[str, Meta(description="The game kind (`GET /kinds/{kind}`): its rules, types and schemas.")]
    version: int
    created_at: str
    cancelled: bool
    seats: Annotated[list[SeatInfo], Meta(description="Every seat of the game, by seat number: its player, whether "
                                                       "it is taken, who holds it and plays it.")]
    open_seats: Annotated[list[int], Meta(description=(
        "The seats a player may still join (`POST /games/{game_id}/players`), lowest first: neither taken nor "
        "reserved for a rematch's player (a seat a challenge invites an account to is open to that account "
        "only); `[]` once every seat is held, and in a cancelled game."))]
    your_seat: int | None
    webhooks_disabled: list[str] | None = None
    rematch: str | None = None
    rematch_of: str | None = None
    clocks: Annotated[list[SeatClock] | None, Meta(description="The seats' clocks (with the `clock` option), "
                                                               "by seat; null without one.")] = None


GameOut = msgspec.defstruct(
    "GameOut", [("status", GameStatus), *((f.name, f.type) if f.default is msgspec.NODEFAULT else
                                          (f.name, f.type, f.default)
                                          for f in msgspec.structs.fields(GameFacts))],
    bases=(View,), kw_only=True, module=__name__)
GameOut.__doc__ = """The game as the caller may see it (engine view) plus ``id``, ``version``,
    ``created_at``, the seats and ``your_seat`` (from the bearer token, if any).
    ``status``: ``lobby`` (seats open), ``setup`` (R5-R8), ``active``, ``finished``
    (R26) or ``cancelled`` (the host cancelled it: ``cancelled`` is true, ``waiting_for``
    empty, no legal actions, every write 409 ``game_cancelled``)."""


class GameList(Struct, kw_only=True):
    """One page of ``GET /games``, newest first. ``total``: every game the filters admit
    (exact, not this page's count). ``next_cursor``: send it as ``cursor`` (with the same
    filters) for the next page, ``null`` on the last; ``next_offset`` the same for
    ``offset`` paging (``null`` when paging by cursor or on the last page)."""

    games: list[GameSummary]
    offset: int
    limit: int
    total: int
    next_offset: int | None
    next_cursor: str | None = None


class EventPage(Struct, kw_only=True, omit_defaults=True):
    """Events with ``seq > after`` in order; with ``messages=true`` also the table-talk
    messages the caller may read (``message`` events, after the page's log events) and
    ``last_message``."""
    events: list[GameEvent]
    last_seq: int
    last_message: Annotated[int | None, Meta(description=(
        "With `messages=true`: the seq of the last message read (or `messages_after` when none): the next "
        "`messages_after`. Absent otherwise."))] = None


class PostMessage(Struct, forbid_unknown_fields=True, kw_only=True):
    """A table-talk message: ``text`` to everyone at the table, or to one other seat
    (``to_seat``: a private message). Talk only: nothing it says changes the game."""
    text: Annotated[str, Meta(min_length=1, max_length=500, description=(
        "1-500 characters, not only spaces, none of the code points a player name may not hold (control, "
        "bidi-override, noncharacter)."))]
    to_seat: Annotated[Annotated[int, Meta(ge=0, le=3)] | None, Meta(description=(
        "A seat of this game other than the sender's: only that seat (and the sender) may read it; null or "
        "absent: everyone at the table."))] = None


class MessagePage(Struct, kw_only=True):
    """One page of the table talk the caller may read, oldest first. ``next_after``: send
    it as ``after`` for the next page; null when there is nothing more now."""
    messages: Annotated[list[Message], Meta(description="The messages, by `seq`.")]
    next_after: Annotated[int | None, Meta(description=(
        "The `after` of the next page (null: no more messages now; poll again with the last `seq`)."))]


class MessagePageStored(MessagePage, kw_only=True):
    """:class:`MessagePage` with the stored message JSON."""
    messages: list[Raw]


class ActionRecord(Struct, kw_only=True):
    """An accepted action: number (1, 2, ...), seat, version it produced, time, action
    (an engine ``Action``, or a seat-control record ``{"type": "take_over", "bot",
    "reason"}`` / ``{"type": "take_back", "bot"}``, which change who plays the seat and
    nothing on the board: a replay skips them)."""
    n: int
    seat: int
    version: int
    at: str
    action: dict
    applied_by: Annotated[Literal["decision_timeout", "bot", "clock"] | None, Meta(
        description="Who applied it when the seat's human did not send it: `decision_timeout` (R19 default "
                    "answer), `bot` (a server bot playing the seat, named in `bot`), `clock` (the takeover when "
                    "the seat's time ran out); absent when the seat sent it.")] = None
    bot: Annotated[SeatBot | None, Meta(description="The server bot that chose the action (with `applied_by: "
                                                    "bot`).")] = None


class ActionPage(Struct, kw_only=True):
    actions: list[ActionRecord]
    offset: int
    limit: int
    total: int
    next_offset: int | None


class ActionAccepted(Struct, kw_only=True):
    """The new ``version`` (also the ``ETag``), the action's number, the events it
    caused and where the game now stands. ``ottoman_job``: the RQ job id when this
    action handed the Ottoman phase to a worker. ``legal_actions``: when the game still
    waits on the caller's seat (it is in ``waiting_for``), what ``GET
    /games/{id}/legal-actions`` would return for it at ``version`` (so a seat in the
    middle of its turn needs one request per action); null otherwise."""
    version: int
    action: int
    status: GameStatus
    round: int
    phase: Phase
    step: Step
    waiting_for: list[int]
    ottoman_job: str | None
    legal_actions: list[LegalAction] | None = None
    events: list[GameEvent]


class ActionCheck(Struct, kw_only=True):
    """The verdict of a dry run (``POST /games/{game_id}/actions/check``): whether the
    action would be accepted by ``seat`` at ``version``, and if not the refusal the
    submit would answer (409 with the same ``code``, ``detail`` and ``ruling``). Nothing
    was applied: no dice rolled, no version, no event."""
    accepted: Annotated[bool, Meta(description="True when `POST /games/{game_id}/actions` would accept the action "
                                               "now (at `version`).")]
    version: Annotated[int, Meta(ge=0, description="The game version the action was judged at (send it as "
                                                   "`If-Match` when submitting).")]
    seat: Annotated[int, Meta(ge=0, le=3, description="The caller's seat (from the bearer token).")]
    code: Annotated[str | None, Meta(description="Why not: the stable problem `code` a submit would answer "
                                                 "(`must_leave_one`, `not_adjacent`, `wrong_step`, `not_your_turn`, `undo_barrier`, "
                                                 "`ottoman_phase`, `game_cancelled`, ...); null when accepted.")] = None
    detail: Annotated[str | None, Meta(description="Why not, in words; null when accepted.")] = None
    ruling: Annotated[str | None, Meta(description="The ruling (R1-R28 of RULES.md) the refusal comes from; null "
                                                   "when accepted or not a ruling.")] = None
    barrier: Annotated[UndoBarrier | None, Meta(description="With `undo_barrier`: the undo barrier in the way "
                                                            "(`turn_start`, `dice`, `card`, `other_seat`); null "
                                                            "otherwise.")] = None


class LegalActions(Struct, kw_only=True):
    """Every action ``seat`` may take now, with the allowed values (empty when it is not
    this seat's move)."""
    version: int
    seat: int
    actions: list[LegalAction]


class PhaseList(Struct, kw_only=True):
    phases: list[PhaseRecord]


class BattleRollOut(Struct, kw_only=True):
    roll: int
    greek_dice: list[int]
    ally_die: int | None
    ottoman_dice: list[int]
    greek_losses: int
    ally_losses: int
    ottoman_losses: int


class BattleOut(Struct, kw_only=True):
    """One battle assembled from its events: sides, committed forces, Allies, every roll
    and the outcome (``winner`` None while it runs)."""
    number: int
    kind: str
    region: str
    origin: str | None
    seat: int
    greek_infantry: int
    greek_cannons: int
    ottomans: int
    attack_dice_bonus: int
    allies: list[dict]
    rolls: list[BattleRollOut]
    cannons_lost: int
    winner: Literal["greek", "ottoman"] | None
    owner_after: int | None
    ottomans_defeated: dict[str, int]
    events: list[GameEvent]


class ActionAcceptedStored(ActionAccepted, kw_only=True):
    """:class:`ActionAccepted` with the stored event envelopes."""
    events: list[Raw]


class EventPageStored(EventPage, kw_only=True):
    """:class:`EventPage` with the stored event envelopes."""
    events: list[Raw]


class ActionPageStored(ActionPage, kw_only=True):
    """:class:`ActionPage` with the stored accepted-action records."""
    actions: list[Raw]


class Cancelled(Struct, kw_only=True):
    """The game ``id`` is cancelled at ``version``."""
    id: str
    version: int
    cancelled: bool = True


class GameView(Struct, kw_only=True):
    """A game as one caller may see it: the engine ``view`` (redacted for
    ``facts.your_seat``) and the store's ``facts`` (``GameOut`` is its wire shape)."""
    facts: GameFacts
    view: View


class Readiness(Struct, kw_only=True):
    """Whether the store answers and how many RQ workers listen on ``queue``."""
    redis: bool
    workers: int
    queue: str


class Health(Struct):
    status: str


class Ready(Struct, kw_only=True):
    status: str
    redis: bool
    workers: int
    queue: str


class CreateWebhook(Struct, kw_only=True, forbid_unknown_fields=True):
    """A seat's webhook: where to POST its notifications and which kinds (all when
    omitted): ``your_turn``, ``ally_requested``, ``game_ended``, ``clock_low``, ``message``."""
    url: Annotated[str, Meta(min_length=8, max_length=2000)]
    kinds: Annotated[list[Literal["your_turn", "ally_requested", "game_ended", "clock_low", "message"]],
                     Meta(min_length=1, max_length=5)] | None = None


class WebhookOut(Struct, kw_only=True):
    """A subscription as its seat sees it (never its secret after registration):
    ``status`` ``active`` or ``disabled`` (after ``failures`` notifications in a row that
    were never delivered; ``disabled_reason`` says why)."""
    id: str
    seat: int
    url: str
    kinds: list[str]
    status: str
    failures: int
    created_at: str
    disabled_reason: str | None = None


class WebhookCreated(WebhookOut, kw_only=True):
    """The new subscription and its signing ``secret`` (``whsec_`` + base64), shown this
    once: verify each delivery's ``webhook-signature`` with it (Standard Webhooks)."""
    secret: str


class WebhookList(Struct, kw_only=True):
    webhooks: list[WebhookOut]


class DeliveryAttempt(Struct, kw_only=True):
    """One delivery attempt: the notification's ``webhook_id`` (the ``webhook-id``
    header, the same on every retry) and ``kind``, the try number, when (RFC 3339), the
    endpoint's HTTP ``status`` (absent when it did not answer), ``error``, duration in ms."""
    webhook_id: str
    kind: str
    attempt: int
    at: str
    ok: bool
    status: int | None = None
    error: str | None = None
    ms: float = 0.0


class DeliveryList(Struct, kw_only=True):
    """The last 20 attempts, newest first."""
    deliveries: list[DeliveryAttempt]
