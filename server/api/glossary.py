"""Descriptions of the spec's schema properties that the structs do not describe
themselves, by property name (``"Schema.property"`` for one schema's own meaning). Units
and rulings (R-numbers of RULES.md) are part of each text; :func:`describe` fills in
every property still without a description, so every property of the spec has one."""

from __future__ import annotations

SEAT = "A seat number (0-3; -1 for none / the Ottomans where allowed)."
REGION = "A region's board id (see `GET /rules` `board.regions`)."
INF = "Infantry pieces (each strength 1, R2)."
CAN = "Cannon pieces (each strength 3, R2)."

GLOSSARY: dict[str, str] = {
    "type": "The discriminator: which kind of object this is.",
    "seat": SEAT, "region": REGION, "origin": "The region the pieces come from (board id).",
    "from": "The region the pieces come from (board id).", "to": "The regions they may go to (board ids).",
    "target": "The target region (board id).", "regions": "Regions (board ids) this applies to or may be chosen.",
    "infantry": INF, "cannons": CAN, "battle": "The battle's number in the game (1, 2, ...; `GET .../battles/{n}`).",
    "round": "The round (1, 2, ...; 0 during setup).", "version": "The game version (ETag without quotes).",
    "phase": "The phase: `lobby`, `setup` (R5-R8), `greek` (a Greek player's turn, R9), `ottoman` (R20-R24), `end`.",
    "step": "The step within the phase (R9, R20-R24): `first_player`, `place_start`, `reinforcement`, `attack`, "
            "`movement`, `event`, `none`.",
    "status": "The lifecycle status (see the enum).", "kind": "Which variant (see the enum or the schema's text).",
    "reason": "Why, as a stable word (see the schema's text).",
    "count": "A number of Ottoman pieces (each strength 1).", "ottomans": "Ottoman pieces (each strength 1).",
    "card": "A card id (Event `e..` or Apostle `a..`, `GET /rules`).", "title": "The card's title.",
    "fame": "Fame points (R25-R26).", "seats": "The number of seats (2-4).",
    "id": "The identifier.", "name": "The player's name.", "token": "The seat token, shown once: "
    "`Authorization: Bearer <token>`.", "host_token": "The host token, shown once: it may cancel the game.",
    "seed": "The dice seed (revealed when the game is over, R27); null before.",
    "seed_sha256": "SHA-256 (hex) of the seed, fixed at creation (R27): check it against `seed` at the end.",
    "seed_chosen": "True when the creator chose the seed.", "from_position": "True when the game started from a "
    "`position` rather than setup.",
    "open_seats": "Seats not yet taken.", "players": "The players, by seat.", "winners": "The winning seats (R26); "
    "empty on an Ottoman victory or while the game runs.", "waiting_for": "The seats the game waits on now "
    "(empty during the Ottoman phase and at the end).", "active_seat": "The seat whose turn it is (null outside "
    "Greek turns).", "turn_order": "Seats in turn order (R6).", "first_player": "The seat that plays first (R6).",
    "order": "Seats in turn order (R6).", "pending": "The decision the game waits for (R18-R19), or null.",
    "options": "The game's options.", "events": "Events in `seq` order (`GameEvent`).",
    "actions": "The items, in order.", "offset": "Items skipped.", "limit": "The page size asked.",
    "total": "How many items exist.", "next_offset": "The `offset` of the next page, null on the last.",
    "next_cursor": "Opaque: send it as `cursor` (with the same filters) for the next page; null on the last.",
    "games": "The games of this page, newest first.", "last_seq": "The seq of the last event returned "
    "(or `after` when none): the next `after`.", "n": "The accepted action's number (1, 2, ...).",
    "at": "RFC 3339 UTC time.", "action": "The action as accepted (an `Action`).", "created_at": "RFC 3339 UTC time.",
    "started_at": "RFC 3339 UTC time.", "updated_at": "RFC 3339 UTC time.", "ended_at": "RFC 3339 UTC time, "
    "null while it runs.", "start_version": "The game version at which it began.", "end_version": "The game "
    "version at which it ended, null while it runs.", "number": "Its number (1, 2, ...).",
    "job_id": "The RQ job id (null when none).", "progress": "Free-form worker progress (null when none).",
    "error": "Why it failed (null unless `failed`).", "cancelled": "True when the host cancelled the game.",
    "your_seat": "The caller's seat (from the bearer token), null for the public.", "taken": "True when a player "
    "holds the seat.", "strength": "Strength: infantry + 3 x cannons (R2).",
    "defeated": "Ottoman strength defeated (R10 bonus).", "bonus_infantry": "Extra infantry (Events, Blessings).",
    "bonus_cannons": "Extra cannons (Events, Blessings).", "greek_infantry": INF, "greek_cannons": CAN,
    "greek_losses": "Pieces in the Greek losses area (R4, R21, R24).", "ally_infantry": "The Ally's infantry.",
    "ally_losses": "Ally pieces lost in the roll.", "ottoman_losses": "Ottoman pieces lost in the roll.",
    "greek_dice": "The fighting player's dice, high to low (R12).", "ottoman_dice": "The Ottoman dice, high to "
    "low (R12).", "ally_die": "The Ally's die (R18), null without an Ally.", "roll": "The roll's number in the "
    "battle (1, 2, ...).", "rolls": "The rolls (R12-R13).", "winner": "Who won: `greek` or `ottoman` (null while "
    "it runs).", "owner": "The seat holding the region (-1: Ottoman, null/-2: nobody).",
    "owner_after": "The seat holding the region after the battle (-1: Ottoman).",
    "ottomans_defeated": "Seat (as a string) -> Ottoman strength it defeated (R10).",
    "attack_dice_bonus": "Extra attack dice (Events, Blessings).", "allies": "The Ally requests and answers (R18).",
    "cannons_lost": "Cannons lost and replaced by infantry (R4).", "candidates": "Seats that may still be asked "
    "as Ally, in order (R18).", "accept": "True when the Ally came (R18).", "by_standing_order": "True when a "
    "standing order answered (R19).", "call": "True to ask for an Ally (R18).",
    "call_ally": "Standing order for calling an Ally (R19): `ask`, `always`, `never`.",
    "answer_ally": "Standing order for answering an Ally request (R19): `ask`, `accept`, `decline`.",
    "asking_seat": "The seat asking for an Ally.", "ally_seat": "The Ally's seat.", "can_call_ally": "True when an "
    "Ally may be called for this attack (R18).", "blessing": "The Blessing to use with it (an Apostle card id, "
    "R25), or null.", "blessings": "The Blessings (Apostle card ids, R25) that may be used here.",
    "split": "True when the pieces may be split over several regions (R10).", "placements": "Where the pieces "
    "go: one entry per region.", "forces": "The forces that may be committed, as rows: `cannons` cannons with any "
    "infantry from `min_infantry` to `max_infantry` (R15-R17, R28); every force matching a row is accepted.",
    "min_infantry": "Least infantry with this many cannons.", "max_infantry": "Most infantry with this many "
    "cannons.", "targets": "The regions that may be attacked, each with its force rows.",
    "defender_seat": "The Greek seat holding the target (takeover, R16), null otherwise.",
    "defender_strength": "The defender's strength (R16).", "returned_infantry": "Infantry back to reserve (R16).",
    "returned_cannons": "Cannons back to reserve (R16).", "from_seat": "The seat that lost the region (R16).",
    "replaced_by": "Infantry from reserve that replaced the cannon (R4).", "per_seat": "Seat (as a string) -> "
    "pieces back to reserve (R21).", "die": "The deciding die (1-6).", "choice": "What was decided.",
    "chosen": "The option the die chose.", "effect": "What the Blessing did.", "reshuffled": "True when the deck "
    "was reshuffled first (R20).", "previous_status": "The status before: `lobby`, `setup` or `active`.",
    "spent": "True once used (R25).", "duration": "How long the Blessing lasts.", "op": "The Blessing's effect "
    "(machine word).", "text": "The card's text.", "blessing_text": "The Blessing's text.",
    "apostles": "Apostle cards (R25).", "apostles_revealed": "Apostle cards face up (R25).",
    "apostle_deck_size": "Apostle cards left face down.", "event_deck_size": "Event cards left (R20).",
    "event_discard": "Event cards played (ids).", "current_event": "The Event in force this round (id), or null.",
    "supply": "Ottoman pieces in the supply.", "to_place_infantry": "Infantry still to place this step (R10).",
    "to_place_cannons": "Cannons still to place this step (R10).", "moves_left": "Moves left this step (R17).",
    "end_reason": "Why the game ended (R26): `no_ottomans`, `all_apostles`, `max_rounds`, `ottoman_victory`; null "
    "while it runs.", "reserve_infantry": "Infantry in reserve.", "reserve_cannons": "Cannons in reserve.",
    "losses_infantry": "Infantry in the Greek losses area (R4).", "losses_cannons": "Cannons in the Greek losses "
    "area (R4).", "spent_infantry": "Infantry out of play.", "spent_cannons": "Cannons out of play.",
    "resigned": "True once the player resigned.", "active": "True while the player plays.",
    "max_rounds": "The game ends after this round (R26).", "decision_timeout_s": "Seconds a pending decision "
    "waits before its default applies (R19); null: forever.", "position": "A situation to start from, "
    "in the kind's `Position` (checked by the kind's rules: 400 `invalid_position`).",
    "board": "The board graph: regions (lon/lat), borders.", "action_schema": "JSON Schema of `Action`.",
    "legal_action_schema": "JSON Schema of a legal-action option.", "event_schema": "JSON Schema of a log event.",
    "action_types": "Every action `type`.", "event_types": "Every log event `type`.",
    "attackers": "Attacking strength.", "defenders": "Defending Ottoman infantry.",
    "attacker_wins": "Probability the attacker wins (0-1).", "attacker_wins_exact": "The same as an exact fraction.",
    "expected_attacker_survivors": "Expected attacking strength left.", "expected_defender_survivors":
    "Expected defenders left.", "redis": "True when Redis answers.", "workers": "Live RQ workers on the queue (registered and holding their liveness key).",
    "queue": "The RQ queue's name.", "ottoman_job": "The RQ job id when this action handed the Ottoman phase to a "
    "worker, else null.", "legal_actions": "The caller's next options when the game still waits on it, else null.",
    "phases": "The phase records in order.", "group": "The group.", "code": "A stable machine-readable code.",
    "detail": "What went wrong, for people.", "instance": "The request path.", "field": "The input at fault.",
    "errors": "Each invalid input.", "current_version": "The game's version now.", "ruling": "The ruling (R1-R28).",
    "url": "The endpoint notifications are POSTed to: https, to a public address.",
    "kinds": "Which notifications: `your_turn`, `ally_requested`, `game_ended`, `clock_low`, `message` "
    "(all when omitted).",
    "failures": "Notifications in a row that were never delivered (3 disable the subscription).",
    "disabled_reason": "Why the subscription was disabled, for people; null while active.",
    "secret": "The signing secret (`whsec_` + base64), shown this once: verify `webhook-signature` with it.",
    "webhooks": "The seat's webhook subscriptions.", "deliveries": "Delivery attempts, newest first.",
    "webhook_id": "The notification's id (the `webhook-id` header), the same on every retry.",
    "attempt": "The try number (1 = the first).", "DeliveryAttempt.at": "When (RFC 3339, UTC).",
    "ok": "True when the endpoint answered 2xx in time.",
    "DeliveryAttempt.error": "What went wrong, for people; null when ok.",
    "ms": "How long the attempt took, milliseconds.",
    "webhooks_disabled": "Ids of the caller seat's webhook subscriptions that were disabled after failing "
    "(only in the seat's own view; absent when none). Not part of the version: re-read after a 304.",
    "WebhookOut.status": "`active`, or `disabled` after 3 notifications in a row were never delivered.",
    "WebhookCreated.status": "`active`.", "WebhookOut.seat": "The seat it notifies.",
    "DeliveryAttempt.status": "The endpoint's HTTP status; null when it did not answer in time.",
    "DeliveryAttempt.kind": "The notification's kind.",
    "barrier": "The undo barrier (no ruling: a server feature): `turn_start` (the turn, phase or round began "
               "there), `dice` (dice were rolled, e.g. a battle, R12), `card` (an Apostle or Event card was drawn, "
               "revealed or awarded, R20/R25), `other_seat` (another seat acted).",
    "undoable": "The types of the actions `undo` can take back, newest first; `count` goes up to its length.",
    "Undo.count": "How many of your last actions to take back: 1 up to the length of the `undo` option's "
                  "`undoable`.",
    "UndoneEvent.count": "How many actions were taken back.",
    "UndoneEvent.actions": "The types of the actions taken back, newest first.",
    "UndoneEvent.regions": "Every region whose pieces or owner changed back, with what it holds now.",
    "RegionPieces.owner": "The seat holding the region; -1 for nobody or the Ottomans.",
    "rematch": "The id of this game's rematch (`POST /games/{game_id}/rematch`); null while there is none.",
    "rematch_of": "The id of the finished game this game is the rematch of; null otherwise.",
    "SeatInfo.reserved": "True while the seat is held for the player of the game this one is the rematch of: only "
                         "that player's old seat token takes it (`POST /games/{old}/rematch`).",
    "Rematch.reserved": "Seats still held for the old game's players (not taken yet); setup starts when none is "
                        "left.",
    "Rematch.id": "The rematch's game id (also the `Location`).",
    "Rematch.rematch_of": "The id of the finished game this rematch follows.",
    "Rematch.seats": "The number of seats (2-4), as in the old game.",
    "Rematch.host_token": "The rematch's host token, in the answer to the host (the same on every call); null "
                          "otherwise.",
    "Rematch.seat": "The caller's seat in the rematch (a player's call); null otherwise.",
    "Rematch.token": "The caller's seat token in the rematch (a player's call; the same on every call): "
                     "`Authorization: Bearer <token>` in the new game. Null otherwise.",
    "Rematch.version": "The rematch game's version (also the `ETag`).",
    # computer seats, clocks and takeover (server.service.seats)
    "clock": "Per-seat time budgets (`initial_s`, `increment_s`); a seat whose time runs out is taken over by "
             "`takeover_bot`. Null: no clocks.",
    "initial_s": "Seconds every seat starts with (5 s to 7 days; 400 naming `options.clock.initial_s` outside).",
    "increment_s": "Seconds a seat gains each time the game stops waiting on it (0 to 1 day).",
    "takeover_on_resign": "True: a human seat that resigns is taken over by `takeover_bot` (and may be taken "
                          "back) instead of leaving the game (R19); null/false: a resigning seat leaves.",
    "takeover_bot": "The server bot that takes a seat over (`random`, `greedy`, `search`); null: `greedy`.",
    "computer_seats": "The seats given to server bots at creation (nobody holds their tokens).",
    "bot": "A server bot (`random`, `greedy`, `search`: the SDK's reference bots).",
    "clocks": "The seats' clocks, by seat (with the `clock` option); null without.",
    "SeatClock.seat": SEAT, "ComputerSeat.seat": SEAT, "TakenBack.seat": SEAT,
    "TakenBack.version": "The game version after the take-back (also the `ETag`).",
    "TakenBack.action": "The `take_back` accepted action's number (`GET /games/{game_id}/actions/{n}`).",
    # where a field's bare name means something else in this schema (issue 34)
    "Attack.call_ally": "True to ask for an Ally when the battle starts (R18; offered when the option's "
                        "`can_call_ally`); false (the default) fights alone. Not a standing order.",
    "Attack.to": "The region attacked (board id): one of the option's `targets[].region`.",
    "Move.to": "The region the pieces move to (board id).",
    "MoveOption.to": "The regions the pieces may move to (board ids).",
    "Attack.from": "The region the attacking pieces come from (board id).",
    "RegionView.name": "The region's name, for people (`Achaia and Elis`).",
    "RegionView.kind": "What the region is on the board: `starting` (a starting region, R7), `reinforcement` "
                       "(R10), `normal`.",
    "AttackTarget.kind": "`battle` (Ottomans there, R12), `occupation` (empty, R15) or `takeover` (another "
                         "player's region, R16).",
    "AttackTarget.region": "The region that may be attacked (board id).",
    "AttackTarget.ottomans": "The Ottoman pieces in the region (each strength 1; 0 unless `battle`).",
    "AttackTarget.defender_seat": "The seat holding the region (a `takeover`), else null.",
    "AttackTarget.defender_strength": "The holder's strength there (a `takeover`; infantry + 3 x cannons, R2), "
                                      "else 0.",
    "BattleView.kind": "`greek_attack` (a player attacks, R11-R16) or `ottoman_attack` (the Ottoman phase, R22).",
    "BattleOut.kind": "`greek_attack` (a player attacks, R11-R16) or `ottoman_attack` (the Ottoman phase, R22).",
    "BattleStartedEvent.kind": "`greek_attack` (a player attacks, R11-R16) or `ottoman_attack` (the Ottoman "
                               "phase, R22).",
    "PendingView.kind": "The decision asked: `call_ally` (does the fighting seat ask for an Ally?) or "
                        "`answer_ally` (does the asked seat send one?), R18-R19.",
    "Problem.type": "The problem type: the address of its page in the docs (`/docs/api/problems/<code>/`, "
                    "RFC 9457).",
    "Problem.title": "A short, human summary of the problem type (`Stale version`).",
    "Problem.status": "The HTTP status code of the answer (RFC 9457).",
    "Problem.instance": "The request path the problem occurred on.",
    "Problem.last_seq": "With `cursor_past_end`: the last seq of the log the cursor named in `field` reads "
                        "(the game's events, its table talk for `messages_after`, the account's events) when "
                        "the request came; resume at or below it.",
    "Health.status": "`ok` while the process serves.",
    "Ready.status": "`ready`: Redis answers and a worker serves the queue (else 503 problem `not_ready`).",
    "PhaseRecord.status": "Where the phase is: `active` (seats play it), `queued`, `running` or "
                          "`awaiting_decision` (an automatic phase in the worker), `done` or `failed` (with `error`).",
    "PlayerView.regions": "The number of regions the player holds.",
    # accounts (server.service.accounts, issue 33)
    "AccountCreated.account": "The new account.",
    "AccountCreated.key": "Its first API key, with the key shown this once.",
    "RatingChangeOut.before": "The account's rating of the kind before the game (a new account's: mu 25, "
                              "sigma 25/3, 0 games).",
    "RatingChangeOut.after": "Its rating of the kind after the game.",
    "LeaderboardRow.rating": "Its rating of the kind.",
}


def describe(schemas: dict) -> None:
    """Give every property of every component schema without a description its glossary
    text (``"Schema.prop"`` first, then ``"prop"``)."""
    for name, sch in schemas.items():
        for prop, sub in (getattr(sch, "properties", None) or {}).items():
            if getattr(sub, "description", None) or not hasattr(sub, "description"):
                continue
            text = GLOSSARY.get(f"{name}.{prop}") or GLOSSARY.get(prop)
            if text:
                sub.description = text
