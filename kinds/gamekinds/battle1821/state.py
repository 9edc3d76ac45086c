"""The game state: one msgspec Struct tree per game, encoded as msgpack in Redis.

Shapes (region arrays are indexed by board order, ``0..27``; seats are ``0..seats-1``;
``-1`` means "none"):

- ``GameState.owner[r]``: seat controlling region ``r`` or -1 (R28);
  ``infantry[r]`` / ``cannons[r]``: that seat's pieces there; ``ottomans[r]``: Ottoman
  infantry there. A region never holds Greek and Ottoman pieces at once outside a battle.
- ``spent_infantry[r]`` / ``spent_cannons[r]``: pieces that took over the region this
  attack step and may not attack again (R16).
- Pieces inside a running battle live in ``GameState.battle`` (R1 counts them there).

Every int is bounded with ``msgspec.Meta`` so that msgpack never meets a >64-bit int.
The state is never mutated by the engine's public functions: they return a new one.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta, Struct

from gamekinds.copying import check_copier
from gamekinds.text import PLAYER_NAME_PATTERN

Count = Annotated[int, Meta(ge=0, le=255)]
BigCount = Annotated[int, Meta(ge=0, le=1_000_000)]
Seat = Annotated[int, Meta(ge=-1, le=3)]
RegionIx = Annotated[int, Meta(ge=-1, le=27)]
CardIx = Annotated[int, Meta(ge=0, le=31)]
I64 = Annotated[int, Meta(ge=-(1 << 63), le=(1 << 63) - 1)]  # u64 RNG words stored two's-complement
# A player's name as clients give it (create, join, position): at most 40 characters and
# none of the code points engine.text refuses in any shown text (names are drawn in
# board.svg, which must stay well-formed XML, and shown to other players).
PlayerName = Annotated[str, Meta(max_length=40, pattern=PLAYER_NAME_PATTERN,
                                 description="At most 40 characters; no control, bidi-override or "
                                             "noncharacter code points. The API also refuses invisible "
                                             "characters and mixed-script look-alikes (400 invalid_name)")]

INFANTRY_PER_PLAYER = 35
CANNONS_PER_PLAYER = 10
OTTOMAN_INFANTRY = 45
CANNON_STRENGTH = 3

Status = Literal["lobby", "setup", "active", "finished"]
Phase = Literal["lobby", "setup", "greek", "ottoman", "end"]
# setup steps: first_player, place_start; greek: reinforcement, attack, movement;
# ottoman: event, reinforcement, movement, attack; end: none
Flow = Literal[
    "lobby", "first_player", "place_start", "reinforcement", "attack", "movement",
    "ottoman", "round_end", "finished",
]
Step = Literal[
    "none", "first_player", "place_start",
    "reinforcement", "attack", "movement",
    "event",
]
CallAllyOrder = Literal["ask", "always", "never"]
AnswerAllyOrder = Literal["ask", "accept", "decline"]


SeatBot = Literal["random", "greedy", "search"]
"""The computer-seat policies, by name (:data:`gamekinds.battle1821.POLICIES`, run by the
server's worker). The rules never call them: a bot seat's actions reach them like any seat's."""


class Clock(Struct, forbid_unknown_fields=True):
    """Per-seat time budgets (Rally the Troops style): every seat starts with
    ``initial_s`` seconds; a seat's time runs only while the game waits on it (its turn,
    an Ally question) and a human plays it; each time the game stops waiting on it, it
    gains ``increment_s`` seconds. When a seat's time runs out, a server bot takes the
    seat over (the game's ``takeover_bot``) until the human takes it back."""

    initial_s: Annotated[int, Meta(ge=5, le=604_800, description="Seconds every seat starts with (5 s to "
                                                                  "7 days).")]
    increment_s: Annotated[int, Meta(ge=0, le=86_400, description="Seconds a seat gains each time the game stops "
                                                                  "waiting on it (0 to 1 day).")] = 0


class Options(Struct, forbid_unknown_fields=True, omit_defaults=True):
    """Game options. ``max_rounds``: house rule end after that many rounds (R26);
    ``decision_timeout_s``: seconds before R19's default answer is applied; ``clock``:
    per-seat time budgets (a seat out of time is taken over by ``takeover_bot``);
    ``takeover_on_resign``: a resigning human seat is taken over by ``takeover_bot``
    (it may take the seat back) instead of leaving the game (R19); ``takeover_bot``
    (None: the server's default, ``greedy``: ``server.service.seats.TAKEOVER_BOT``); ``spectator_talk``: spectators (no token) may read the
    table's public messages (``GET /games/{id}/messages``); no rule reads it."""

    max_rounds: Annotated[int, Meta(ge=1, le=1000)] | None = None
    decision_timeout_s: Annotated[int, Meta(ge=1, le=86_400)] | None = None
    spectator_talk: Annotated[bool | None, Meta(description="True: spectators (no token) may read the table's "
                                                            "public messages; null or false (the default): only "
                                                            "the players and the host. No rule reads it.")] = None
    clock: Clock | None = None
    takeover_on_resign: bool | None = None
    takeover_bot: SeatBot | None = None


class Player(Struct, forbid_unknown_fields=True):
    """One Greek player (seat). Reserve and Greek losses count pieces (R1, R4)."""

    name: str = ""
    reserve_infantry: Count = INFANTRY_PER_PLAYER
    reserve_cannons: Count = CANNONS_PER_PLAYER
    losses_infantry: Count = 0          # pieces in the Greek losses area (R4, R21)
    losses_cannons: Count = 0
    defeated: BigCount = 0              # D of R10: Ottoman strength defeated since last reinforcement
    bonus_infantry: Count = 0           # from Events (greek_bonus), placed at next reinforcement
    bonus_cannons: Count = 0
    apostles: list[CardIx] = []         # awarded Apostle card indices, in award order (R25)
    blessings_spent: list[CardIx] = []  # `once` Blessings already used
    wins_attacker: BigCount = 0         # battles won, for Apostle conditions (battles_won)
    wins_attacker_vs4: BigCount = 0     # ... as attacker against >= 4 Ottoman infantry
    wins_defender: BigCount = 0
    wins_ally: BigCount = 0
    call_ally: CallAllyOrder = "ask"    # standing orders (R19)
    answer_ally: AnswerAllyOrder = "ask"
    resigned: bool = False


class Battle(Struct, forbid_unknown_fields=True):
    """A battle in progress (R12-R14, R18). ``kind``: ``greek_attack`` (a Greek player
    attacks Ottoman ``region`` from ``origin``) or ``ottoman_attack`` (Ottomans attack the
    Greek ``region``; ``origin`` -1 when they come from the supply, R21/Events).

    Pieces of the attacking side are held here (``greek_infantry``/``greek_cannons`` or
    ``ottomans``); defenders stay in the region arrays. ``ally_*``: the current Ally's
    unit (one at a time)."""

    number: Annotated[int, Meta(ge=1, le=1_000_000)]
    kind: Literal["greek_attack", "ottoman_attack"]
    region: RegionIx
    origin: RegionIx
    seat: Seat                          # the Greek player fighting (attacker or defender)
    greek_infantry: Count = 0
    greek_cannons: Count = 0
    ottomans: Count = 0
    ottomans_at_start: Count = 0
    ally_seat: Seat = -1
    ally_origin: RegionIx = -1
    ally_infantry: Count = 0
    attack_dice_bonus: Count = 0        # attack_die Blessing named for this battle
    rolls: BigCount = 0
    recall: bool = False                # the Ally's unit was lost: may call again before the next roll (R18)
    credits: list[Count] = []           # seat -> Ottoman infantry its dice defeated in this battle (R10, R18)
    allies: list[Seat] = []             # seats whose Ally unit took part in a roll, in order (R25, A11)


class Pending(Struct, forbid_unknown_fields=True):
    """A decision the game waits for (R19). ``call_ally``: may ``seat`` ask for an Ally
    in battle ``battle``? ``answer_ally``: does ``seat`` send one? ``candidates``: the
    seats still to be asked after this one, in order (R18)."""

    kind: Literal["call_ally", "answer_ally"]
    seat: Seat
    battle: Annotated[int, Meta(ge=1, le=1_000_000)]
    candidates: list[Seat] = []


class OttomanAttack(Struct, array_like=True):
    """One planned Ottoman attack (R23): from ``origin`` into ``target``."""

    origin: RegionIx
    target: RegionIx


class OttomanPhase(Struct, forbid_unknown_fields=True):
    """Progress of the automatic Ottoman phase (R20-R24) so that it can pause for a
    decision and resume exactly where it stopped."""

    event: Annotated[int, Meta(ge=-1, le=31)] = -1
    skip_reinforcement: bool = False
    skip_movement: bool = False
    movement_passes: Count = 1
    cursor: Count = 0                    # next item of the current step (region, pass, attack)
    attacks: list[OttomanAttack] = []    # planned attacks, in R23 order
    attacked_from: list[RegionIx] = []   # regions that attacked this round (R23)
    won: list[RegionIx] = []             # regions won by Ottomans this attack step
    started: bool = False                # the current step's opening work is done
    done: bool = False                   # every step of this Ottoman phase has run
    per_region: Count = 0                # n of R21 for this round
    return_infantry: list[Count] = []    # per seat: Greek losses counted for R21, returned after
    return_cannons: list[Count] = []
    battle_open: bool = False            # the last step opened a battle (settle on resume)
    last_target: RegionIx = -1           # target of the last Ottoman attack launched (R23)


UndoBarrier = Literal["turn_start", "dice", "card", "other_seat"]
"""Why nothing before it can be undone (Rally the Troops' undo barriers, :mod:`.undo`):
``turn_start`` the seat's turn, or the phase or round, began there; ``dice`` the game's
random generator drew (a battle roll R12, the first-player roll R6); ``card`` an Apostle
(R25) or Event (R20) card was revealed, awarded or drawn; ``other_seat`` another seat's
action was accepted (standing orders, a resignation)."""


class UndoLog(Struct, array_like=True, forbid_unknown_fields=True):
    """The undo stack of the seat acting now (:mod:`.undo`): ``seat`` whose actions may be
    taken back (-1: none), ``barrier`` the kind of the last barrier, ``patches`` one
    reverse patch per undoable action since it, oldest first (msgpack bytes: the action
    type and the old value of every changed field; the first also the log's previous
    ``seat``/``barrier``/``layout``), ``layout`` the hash of the struct layout the
    patches' paths refer to (``undo.LAYOUT``)."""

    seat: Seat = -1
    barrier: UndoBarrier = "turn_start"
    patches: Annotated[list[bytes], Meta(max_length=255)] = []
    layout: Annotated[int, Meta(ge=0, le=0xFFFF)] = 0


class GameState(Struct, forbid_unknown_fields=True):
    """Everything about one game. Hidden parts (``event_deck`` order, ``apostle_deck``
    order, ``rng_*``, ``seed`` before the end) never leave the engine except through
    :func:`gamekinds.battle1821.view`, which removes them."""

    seats: Annotated[int, Meta(ge=2, le=4)]
    seed: str
    seed_sha256: str
    rng_state: I64                       # PCG32 state/increment, see rng.Rng.load / store
    rng_inc: I64
    options: Options = msgspec.field(default_factory=Options)
    seed_chosen: bool = False
    from_position: bool = False
    status: Status = "lobby"
    flow: Flow = "lobby"                 # row of gamekinds.battle1821.flow.STATES (a pending decision or running battle comes first)
    round: Annotated[int, Meta(ge=0, le=1000)] = 0
    phase: Phase = "lobby"
    step: Step = "none"
    turn_order: list[Seat] = []
    turn_index: Count = 0                # index into turn_order of the active player
    players: list[Player] = []
    owner: list[Seat] = []
    infantry: list[Count] = []
    cannons: list[Count] = []
    ottomans: list[Count] = []
    spent_infantry: list[Count] = []
    spent_cannons: list[Count] = []
    supply: Count = OTTOMAN_INFANTRY
    event_deck: list[CardIx] = []
    event_discard: list[CardIx] = []
    apostle_deck: list[CardIx] = []
    apostles_revealed: list[CardIx] = []
    to_place_infantry: Count = 0         # reinforcement still owed this step (R10)
    to_place_cannons: Count = 0
    moves_left: Count = 0                # movement step (R17 + extra_movement)
    battles_fought: BigCount = 0
    battle: Battle | None = None
    pending: Pending | None = None
    ottoman: OttomanPhase | None = None
    winners: list[Seat] = []
    end_reason: str | None = None
    undo: UndoLog = msgspec.field(default_factory=UndoLog)


_ENC = msgspec.msgpack.Encoder()
_DEC = msgspec.msgpack.Decoder(GameState)


def encode_state(state: GameState) -> bytes:
    """msgpack bytes of a state (what the store keeps)."""
    return _ENC.encode(state)


def decode_state(data: bytes) -> GameState:
    """Inverse of :func:`encode_state`; validates every bound."""
    return _DEC.decode(data)


def region_strength(s: GameState, r: int) -> int:
    """R2 strength of the Greek pieces in region ``r``: infantry + 3 x cannons."""
    return s.infantry[r] + CANNON_STRENGTH * s.cannons[r]


def greek_held(s: GameState, r: int) -> bool:
    """Region ``r`` holds Greek forces (R28: owned and not empty)."""
    return s.owner[r] >= 0 and s.infantry[r] + s.cannons[r] > 0


def _copy_battle(b: Battle) -> Battle:
    c = b.__copy__()
    c.credits = list(b.credits)
    c.allies = list(b.allies)
    return c


def _copy_pending(p: Pending) -> Pending:
    c = p.__copy__()
    c.candidates = list(p.candidates)
    return c


def _copy_ottoman(o: OttomanPhase) -> OttomanPhase:
    c = o.__copy__()
    c.attacks = [a.__copy__() for a in o.attacks]
    c.attacked_from = list(o.attacked_from)
    c.won = list(o.won)
    c.return_infantry = list(o.return_infantry)
    c.return_cannons = list(o.return_cannons)
    return c


def _copy_undo(u: UndoLog) -> UndoLog:
    c = u.__copy__()
    c.patches = list(u.patches)
    return c


_COPIED = {   # the fields the copiers above give new containers: every non-atomic field
    GameState: {"options", "turn_order", "players", "owner", "infantry", "cannons", "ottomans",
                "spent_infantry", "spent_cannons", "event_deck", "event_discard", "apostle_deck",
                "apostles_revealed", "winners", "battle", "pending", "ottoman", "undo"},
    Player: {"apostles", "blessings_spent"}, Options: {"clock"}, Clock: set(),
    Battle: {"credits", "allies"}, Pending: {"candidates"}, UndoLog: {"patches"},
    OttomanPhase: {"attacks", "attacked_from", "won", "return_infantry", "return_cannons"},
    OttomanAttack: set(),
}


check_copier(_COPIED)   # a new list or struct field must be added above


def copy_state(state: GameState) -> GameState:
    """A deep, independent copy (engine functions copy before they change anything):
    equal to ``decode_state(encode_state(state))`` for every valid state; every list and
    struct is new, ints, strings and bytes are shared (immutable)."""
    c = copy_for_step(state)
    c.undo = _copy_undo(state.undo)
    return c


def copy_for_step(state: GameState) -> GameState:
    """:func:`copy_state` except the undo log, which stays shared: the working copy of
    :mod:`.flow`'s public functions, which replace the log (:mod:`.undo`), never change it."""
    s = state
    c = s.__copy__()
    o = s.options
    c.options = co = o.__copy__()
    if o.clock is not None:
        co.clock = o.clock.__copy__()
    c.turn_order = list(s.turn_order)
    players = []
    for p in s.players:
        cp = p.__copy__()
        cp.apostles = list(p.apostles)
        cp.blessings_spent = list(p.blessings_spent)
        players.append(cp)
    c.players = players
    c.owner = list(s.owner)
    c.infantry = list(s.infantry)
    c.cannons = list(s.cannons)
    c.ottomans = list(s.ottomans)
    c.spent_infantry = list(s.spent_infantry)
    c.spent_cannons = list(s.spent_cannons)
    c.event_deck = list(s.event_deck)
    c.event_discard = list(s.event_discard)
    c.apostle_deck = list(s.apostle_deck)
    c.apostles_revealed = list(s.apostles_revealed)
    c.winners = list(s.winners)
    if s.battle is not None:
        c.battle = _copy_battle(s.battle)
    if s.pending is not None:
        c.pending = _copy_pending(s.pending)
    if s.ottoman is not None:
        c.ottoman = _copy_ottoman(s.ottoman)
    return c
