"""The spec's tags, in the order a new client author learns the API: join a game, play
it, watch it, read the rules, check the server."""

from __future__ import annotations

from litestar.openapi.spec import Tag

LOBBY = ["lobby"]
PLAY = ["play"]
WATCH = ["watch"]
TALK = ["talk"]
RULES = ["rules"]
HEALTH = ["health"]
NOTIFY = ["notify"]
ACCOUNTS = ["accounts"]

TAGS = [
    Tag(name="lobby", description=(
        "Start here. `POST /games` creates a game and returns the host token and the tokens of the seats "
        "named at creation; `POST /games/{game_id}/players` takes an open seat and returns its token. Every "
        "token is shown once: send it as `Authorization: Bearer <token>`. When every seat is taken the game "
        "leaves the `lobby` for `setup` (R5-R8). The host may cancel a game that is not finished.")),
    Tag(name="play", description=(
        "A seat's turn: `GET /games/{game_id}/legal-actions` lists every action the seat may take now with "
        "the values each accepts (regions, force rows, blessings); any value inside an option's bounds is "
        "accepted. `POST /games/{game_id}/actions` applies one, with `If-Match: \"<version>\"` (the `ETag` "
        "of the last read); `POST /games/{game_id}/actions/check` answers whether an action would be "
        "accepted, without applying it. Refusals are `application/problem+json` with a stable `code` and "
        "the ruling (R-number).")),
    Tag(name="watch", description=(
        "Anyone may watch: the game view (`GET /games/{game_id}`, redacted for the caller), the accepted "
        "actions, the phases, the battles, the board as SVG and the event log as pages (long-poll) or as "
        "Server-Sent Events. Events are one discriminated union on `type` (`GameEvent`).")),
    Tag(name="talk", description=(
        "Table talk: `POST /games/{game_id}/messages` says something to everyone at the table or privately "
        "to one other seat (a seat token, or the host token as the host); `GET /games/{game_id}/messages` "
        "pages what the caller may read, and `messages=true` on the event stream and long-poll brings new "
        "messages live as `message` events. Messages are talk, not play: they need no `If-Match`, never "
        "change the game or its version, and are kept with the game. Spectators read the public messages "
        "only when the game's `spectator_talk` option is on; private messages only their two seats.")),
    Tag(name="notify", description=(
        "Turn notifications for players who do not keep a stream open: a seat registers signed webhooks "
        "(`your_turn`, `ally_requested`, `game_ended`, `clock_low`, `message`), delivered by the workers per "
        "the Standard Webhooks specification, retried with backoff, each attempt readable by the seat.")),
    Tag(name="accounts", description=(
        "Players who come back (optional: playing without an account works as before). `POST /accounts` "
        "creates an account with a unique name, a human's or a bot's, and its first API key (a personal access "
        "token, shown once, stored as a keyed hash). Keys have scopes (`play`, `bot`, `read`), are listed "
        "without their secret and revoked at once (`/account/keys`). Finished rated games move each account's "
        "OpenSkill rating of the game kind: `GET /leaderboards/{kind}`, an account's profile, rating history "
        "and games.")),
    Tag(name="rules", description=(
        "The board graph, the Event and Apostle cards, the JSON Schemas of actions, options and events (for "
        "tools that read them at runtime) and exact battle odds (R12-R13).")),
    Tag(name="health", description="Liveness and readiness (Redis answers, an RQ worker listens)."),
]
