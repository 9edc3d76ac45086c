"""The typed state of an Ottomans game, its options, actions, legal-action options and log
events (msgspec Structs; small bounded ints that index the pack, see :mod:`.board`).

Where a counter is (3.4, 280 in all): every unit and leader has ``where`` (MAP, DEADPILE,
POOL, ASIDE, OUT) and, on the map, ``area`` (a region or sea) and ``city`` (-1: outside any
city); every stratagem copy is in the ``pool``, a player's ``hand`` (face down, 19.3) or
``face_up`` (played control stratagems, 6.11), ``strat_aside`` (enters later) or
``strat_out``; the 34 status markers are a supply (``markers``) the engine does not move
yet. The pool and the hands hold counter numbers (:mod:`.board`): "-" leaders are in the
pool with the stratagems (3.22(1)).
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta, Struct, field

from gamekinds.copying import check_copier

from .board import N_AREAS, N_MARKERS, N_PIECES, N_STRAT

MAP, DEADPILE, POOL, ASIDE, OUT = 0, 1, 2, 3, 4
WHERE_NAMES = ("map", "deadpile", "pool", "aside", "out")
# piece flags, cleared at the start of every player turn (7.4, 9.33) or turn (13.5(5))
MOVED, ATTACKED, NO_REPLACE, MARCHED, TRUCE = 1, 2, 4, 8, 16

Where = Annotated[int, Meta(ge=0, le=4)]
AreaIx = Annotated[int, Meta(ge=-1, le=N_AREAS - 1)]
CityIx = Annotated[int, Meta(ge=-1, le=99)]
Flags = Annotated[int, Meta(ge=0, le=31)]
Counter = Annotated[int, Meta(ge=0, le=N_PIECES + N_STRAT - 1)]
Seat = Annotated[int, Meta(ge=-1, le=3)]
TurnNo = Annotated[int, Meta(ge=0, le=13)]


class Clock(Struct, forbid_unknown_fields=True):
    """Per-seat time budgets (as 1821's): ``initial_s`` seconds each, ``increment_s`` more
    each time the game stops waiting on the seat; out of time, ``takeover_bot`` plays it."""
    initial_s: Annotated[int, Meta(ge=5, le=604_800)]
    increment_s: Annotated[int, Meta(ge=0, le=86_400)] = 0


class Options(Struct, forbid_unknown_fields=True, omit_defaults=True):
    """Game options: ``scenario`` 1-4 (26.0); the optional rules 22.0-25.0, each off by
    default (special tactics, pillage, colonization, civilization); the table options every
    kind carries, with 1821's names and shapes (``max_rounds`` ends the game after that
    many game turns, a house rule; None: the scenario's length)."""
    scenario: Annotated[int, Meta(ge=1, le=4)] = 1
    special_tactics: bool = False       # 22.0
    pillage: bool = False               # 23.0
    colonization: bool = False          # 24.0
    civilization: bool = False          # 25.0
    max_rounds: Annotated[int, Meta(ge=1, le=1000)] | None = None
    decision_timeout_s: Annotated[int, Meta(ge=1, le=86_400)] | None = None
    spectator_talk: bool | None = None
    clock: Clock | None = None
    takeover_on_resign: bool | None = None
    takeover_bot: Literal["random", "greedy"] | None = None


class Player(Struct, forbid_unknown_fields=True):
    """A seat: its ``core`` nationality (area index, -1 before 4.1(2)), face-down ``hand``
    and face-up control stratagems (``face_up``, 6.11, 19.3)."""
    name: str = ""
    core: AreaIx = -1
    hand: list[Counter] = []
    face_up: list[Counter] = []
    resigned: bool = False


class Pending(Struct, forbid_unknown_fields=True, kw_only=True):
    """A decision a combat result leaves to a player (O9, 10.33, O84): ``withdraw``
    ``pieces`` from ``area`` into one of ``choices``; ``advance`` any of ``pieces`` into
    ``city``; ``losses``: eliminate ``pieces`` worth at least ``points`` printed strength
    (BB), ``attackers`` being the attacking pieces when the losses are the defender's;
    ``trade``: accept or decline seat ``by``'s Trade Agreement (27.2); ``exchange``: the
    stratagem of the pool a Medicis/Vizier just played takes (27.2, O228)."""
    kind: Literal["withdraw", "advance", "losses", "trade", "forage", "plague", "death", "join", "reinforce", "exchange"]
    seat: Annotated[int, Meta(ge=0, le=3)]
    pieces: list[Annotated[int, Meta(ge=0, le=N_PIECES - 1)]]
    area: AreaIx
    city: CityIx = -1
    choices: list[AreaIx] = []
    points: Annotated[int, Meta(ge=0, le=200)] = 0
    attackers: list[Annotated[int, Meta(ge=0, le=N_PIECES - 1)]] = []
    by: Annotated[int, Meta(ge=-1, le=3)] = -1          # ``trade``: the proposing seat
    # ``forage`` / ``plague`` / ``death`` / ``join`` / ``reinforce``: :mod:`.choices` (``points``
    # is then the count to name; ``leader`` the leader who joins a unit)
    leader: Annotated[int, Meta(ge=-1, le=N_PIECES - 1)] = -1


class Battle(Struct, forbid_unknown_fields=True, kw_only=True):
    """An attack declared and not yet resolved (9.0 with the 27.2 reaction windows):
    ``seat`` attacks ``defenders`` at ``area``/``city`` with ``pieces``; ``att_ma`` /
    ``def_ma`` Military Advances played for each side (Tactical Advantage, each x2, 9.42's
    cap); ``mercs`` the uncontrolled mercenaries among the defenders (17.2); ``dseat`` the
    defending player (O93, -1: none; set once the declaration's control shifts are done, O224);
    ``die`` once rolled (0 before); ``resume`` the flow row the attack was declared in; ``src`` the attackers' area when it is not ``area`` (the sea of
    an amphibious assault on a port, 16.7; -1: ``area``)."""
    seat: Annotated[int, Meta(ge=0, le=3)]
    area: AreaIx
    city: CityIx
    pieces: list[Annotated[int, Meta(ge=0, le=N_PIECES - 1)]]
    defenders: list[Annotated[int, Meta(ge=0, le=N_PIECES - 1)]]
    mercs: list[Annotated[int, Meta(ge=0, le=N_PIECES - 1)]] = []
    att_ma: Annotated[int, Meta(ge=0, le=20)] = 0
    def_ma: Annotated[int, Meta(ge=0, le=20)] = 0
    urbans_gun: bool = False
    honors: bool = False
    dseat: Seat = -1
    die: Annotated[int, Meta(ge=0, le=6)] = 0
    resume: str = "combat"
    src: AreaIx = -1
    # 6.5/6.6/17.2 at this declaration: the control stratagem copies that changed hands (their
    # pieces are separated once, after every shift and Administration (1) answered, O224)
    shifted: list[Annotated[int, Meta(ge=0, le=N_STRAT - 1)]] = []


class AgentOp(Struct, forbid_unknown_fields=True, kw_only=True):
    """An agent operation declared and not yet resolved (20.1): ``seat`` commits ``agents``
    (secret until revealed) against seat ``target`` (-1: a neutral nationality, 20.3;
    ``seat`` itself: backstabbing, 20.2), naming ``leader`` (assassination) or
    ``nationality`` (diplomacy); ``defence`` the target's secret commitment; ``die`` once
    rolled; ``resume`` the flow row it was declared in."""
    seat: Annotated[int, Meta(ge=0, le=3)]
    operation: Literal["assassination", "espionage", "coup", "treachery", "diplomacy"]
    target: Seat = -1
    leader: Annotated[int, Meta(ge=-1, le=N_PIECES - 1)] = -1
    nationality: AreaIx = -1
    agents: Annotated[int, Meta(ge=1, le=20)] = 1
    defence: Annotated[int, Meta(ge=0, le=20)] = 0
    die: Annotated[int, Meta(ge=0, le=6)] = 0
    resume: str = "movement"


class HeldMove(Struct, forbid_unknown_fields=True, kw_only=True):
    """A move declared and held while other seats may play Weather on it (27.2); with
    ``leader``, a forced march (11.1) of that leader and ``pieces``; with ``fleets``, a naval
    transport (16.3, :class:`Transport`: ``pieces`` embarked, ``leader`` the admiral of a
    naval forced march, 11.3)."""
    seat: Annotated[int, Meta(ge=0, le=3)]
    pieces: list[str]
    to: str
    military_advance: bool = False
    truce: bool = False
    leader: str | None = None
    fleets: list[str] = []


WindowWhat = Literal["attack", "move", "agent", "phase", "control", "event", "weather", "crusade", "trade",
                     "kaisar", "pillage", "colonize", "region", "corsairs"]


class Window(Struct, forbid_unknown_fields=True, kw_only=True):
    """A reaction window (issue 31 item 3): ``seats`` are asked in order (the first now) to
    play or pass. ``kind``: ``weather`` (27.2, on ``what`` = ``attack`` or ``move``),
    ``bids`` (Military Advance (2) answered by the other side, 29 Q&A 5), ``reroll``
    (Jesuits/Sufis on the ``attack`` or ``agent`` die, O80, the Random Events Table's ``event``
    roll, O219, or, with ``dice`` held, the ``weather``, ``crusade``, ``trade``, ``kaisar``,
    ``pillage``, ``colonize`` die or the ``region`` determination roll, O222, or a fleet's
    ``corsairs`` die, O230), ``commit`` (the target's
    secret agents, 20.1), ``agents`` (other seats may declare an agent operation at the end
    of a phase, 20.1; ``resume`` is then the next step), ``administration`` (27.2
    Administration (1) against the loss of control stratagem ``copy`` by ``seats[0]``,
    ``why``), ``retreat`` (22.1, optional: the defending player may retreat before combat)."""
    kind: Literal["weather", "bids", "reroll", "commit", "agents", "administration", "retreat"]
    seats: list[Annotated[int, Meta(ge=0, le=3)]]
    what: WindowWhat = "attack"
    resume: str = "none"
    copy: Annotated[int, Meta(ge=-1, le=N_STRAT - 1)] = -1
    to: Seat = -1
    frm: Seat = -1
    why: str = ""
    prevented: bool = False
    # a ``reroll`` of another die (O222): the dice held, and what their rule needs to go on
    dice: list[Annotated[int, Meta(ge=1, le=6)]] = []
    args: list[Annotated[int, Meta(ge=-1, le=999)]] = []


class GameState(Struct, forbid_unknown_fields=True):
    """The whole game (module doc). ``flow`` names the row of :data:`.flow.STATES`;
    ``order`` is the turn's player order (5.1(1): the first player, then clockwise);
    ``phasing`` the index into ``order`` of the player whose player turn it is;
    ``turn`` the game turn (1-13, the turn track)."""
    seats: Annotated[int, Meta(ge=2, le=4)]
    seed: str
    seed_sha256: str
    seed_chosen: bool = False
    options: Options = field(default_factory=Options)
    players: list[Player] = []
    status: Literal["lobby", "setup", "active", "finished"] = "lobby"
    flow: str = "lobby"
    phase: str = "lobby"
    step: str = "none"
    round: TurnNo = 0
    turn: TurnNo = 0
    last_turn: TurnNo = 0
    order: list[Seat] = []
    phasing: Annotated[int, Meta(ge=0, le=4)] = 0
    events_left: Annotated[int, Meta(ge=0, le=2)] = 0
    pending_discard: Seat = -1
    resume: str = "none"
    pending: list[Pending] = []
    march: list[Annotated[int, Meta(ge=0, le=N_PIECES - 1)]] = []
    decision_resume: str = "none"
    where: list[Where] = []
    area: list[AreaIx] = []
    city: list[CityIx] = []
    flags: list[Flags] = []
    pool: list[Counter] = []
    strat_aside: list[Counter] = []
    strat_out: list[Counter] = []
    markers: Annotated[int, Meta(ge=0, le=N_MARKERS)] = N_MARKERS
    siege_improved: bool = False
    spain_entered: bool = False
    grenzer_done: bool = False
    rng_state: int = 0
    rng_inc: int = 0
    winners: list[int] = []
    end_reason: str | None = None
    victory: str | None = None
    points: list[float] = []
    from_position: bool = False
    # 27.2 reaction windows, 20.0 agents and the reinforcement-phase stratagems (appended)
    windows: list[Window] = []
    battle: Battle | None = None
    agent_op: AgentOp | None = None
    held_move: HeldMove | None = None
    agent_done: Annotated[int, Meta(ge=0, le=15)] = 0       # seats (bits) that ran an agent operation this phase (20.11)
    uprising: list[AreaIx] = []                             # 27.2 Uprising: nationalities this reinforcement phase
    kaisar: list[Seat] = []                                 # 27.2 Kaisar-i-Rum (2): seats this reinforcement phase
    supplied: list[list[int]] = []                          # 27.2 Supply Train: [seat, area] pairs this forage phase
    pillaged: list[AreaIx] = []                             # 23.0 (optional): areas under a pillage marker
    civilized: list[AreaIx] = []                            # 25.0 (optional): regions under a civilization marker
    civilize: list[AreaIx] = []                             # 25.0: markers to place at the end of this reinforcement phase
    march_leader: Annotated[int, Meta(ge=-1, le=N_PIECES - 1)] = -1   # 22.3 (optional): the leader marching now
    march_count: Annotated[int, Meta(ge=0, le=6)] = 0                  # 22.3: his forced marches this phase
    march_units: list[Annotated[int, Meta(ge=0, le=N_PIECES - 1)]] = []  # 22.3: units that marched with him
    event_dice: list[Annotated[int, Meta(ge=1, le=6)]] = []            # 14.0 dice held for a Jesuits/Sufis re-roll
    # 16.3: piece -> the fleet carrying it (-1: none); empty until the first embarkation
    carrier: list[Annotated[int, Meta(ge=-1, le=N_PIECES - 1)]] = []
    # 16.33: movement points each fleet has spent on naval transport this player turn
    spent: list[Annotated[int, Meta(ge=0, le=20)]] = []
    # 15.7 (O83, O221): the leaders who gave their bonus (a combat multiplier, a pillage or
    # colonization strength) in this phase; emptied when the phasing player's phase ends
    led: list[Annotated[int, Meta(ge=0, le=N_PIECES - 1)]] = []
    # 24.0 (optional, O225): [region, colour] of every colonization marker on the map
    colonized: list[list[Annotated[int, Meta(ge=0, le=N_AREAS)]]] = []


_enc = msgspec.msgpack.Encoder()
_dec = msgspec.msgpack.Decoder(GameState)


_COPIED = {   # the fields :func:`copy_state` gives new containers: every non-atomic field
    GameState: {"options", "players", "order", "pending", "march", "where", "area", "city", "flags", "pool",
                "strat_aside", "strat_out", "winners", "points", "windows", "battle", "agent_op", "held_move",
                "uprising", "kaisar", "supplied", "pillaged", "civilized", "civilize", "march_units",
                "event_dice", "carrier", "spent", "led", "colonized"},
    Options: {"clock"}, Clock: set(), Player: {"hand", "face_up"},
    Pending: {"pieces", "choices", "attackers"}, Battle: {"pieces", "defenders", "mercs", "shifted"},
    AgentOp: set(), HeldMove: {"pieces", "fleets"}, Window: {"seats", "dice", "args"},
}


check_copier(_COPIED)   # a new list or struct field must be copied below


def copy_state(state: GameState) -> GameState:
    """A deep, independent copy (states are never shared between steps): equal to
    ``decode_state(encode_state(state))`` for every valid state; every list and struct is
    new, ints, floats and strings are shared (immutable). Bounds are checked where a state
    crosses a boundary (:func:`decode_state`), not here: a msgpack round trip was 4-5 times
    slower (issue 37)."""
    s = state
    c = s.__copy__()
    o = s.options
    c.options = co = o.__copy__()
    if o.clock is not None:
        co.clock = o.clock.__copy__()
    players = []
    for p in s.players:
        cp = p.__copy__()
        cp.hand = list(p.hand)
        cp.face_up = list(p.face_up)
        players.append(cp)
    c.players = players
    c.order = list(s.order)
    if s.pending:
        pending = []
        for d in s.pending:
            cd = d.__copy__()
            cd.pieces = list(d.pieces)
            cd.choices = list(d.choices)
            cd.attackers = list(d.attackers)
            pending.append(cd)
        c.pending = pending
    else:
        c.pending = []
    c.march = list(s.march)
    c.where = list(s.where)
    c.area = list(s.area)
    c.city = list(s.city)
    c.flags = list(s.flags)
    c.pool = list(s.pool)
    c.strat_aside = list(s.strat_aside)
    c.strat_out = list(s.strat_out)
    c.winners = list(s.winners)
    c.points = list(s.points)
    windows = []
    for w in s.windows:
        cw = w.__copy__()
        cw.seats = list(w.seats)
        cw.dice = list(w.dice)
        cw.args = list(w.args)
        windows.append(cw)
    c.windows = windows
    b = s.battle
    if b is not None:
        c.battle = cb = b.__copy__()
        cb.pieces = list(b.pieces)
        cb.defenders = list(b.defenders)
        cb.mercs = list(b.mercs)
        cb.shifted = list(b.shifted)
    if s.agent_op is not None:
        c.agent_op = s.agent_op.__copy__()
    h = s.held_move
    if h is not None:
        c.held_move = ch = h.__copy__()
        ch.pieces = list(h.pieces)
        ch.fleets = list(h.fleets)
    c.uprising = list(s.uprising)
    c.kaisar = list(s.kaisar)
    c.supplied = [list(x) for x in s.supplied]
    c.pillaged = list(s.pillaged)
    c.civilized = list(s.civilized)
    c.civilize = list(s.civilize)
    c.march_units = list(s.march_units)
    c.event_dice = list(s.event_dice)
    c.carrier = list(s.carrier)
    c.spent = list(s.spent)
    c.led = list(s.led)
    c.colonized = [list(x) for x in s.colonized]
    return c


def encode_state(state: GameState) -> bytes:
    """msgpack bytes of the state (bounds are checked again on decode)."""
    return _enc.encode(state)


def decode_state(blob: bytes) -> GameState:
    """The state of :func:`encode_state`'s bytes (msgspec.ValidationError if out of bounds)."""
    return _dec.decode(blob)


# ============================================================ actions (what a seat sends)

Ref = Annotated[str, Meta(max_length=40)]
"""A name in an action (an area, city, piece, nationality or stratagem id): the
components' ids are at most 40 characters (``components.Id``). Bounded so that a name of
megabytes is a 400 naming the field, not a 409 whose ``detail`` repeats it whole."""


class _Act(Struct, tag_field="type", forbid_unknown_fields=True, kw_only=True):
    pass


class ChooseCore(_Act, tag="choose_core", kw_only=True):
    """4.1(2): the seat's core nationality (a region id)."""
    nationality: Ref


class PlayControl(_Act, tag="play_control", kw_only=True):
    """6.11, O34: play a face-down Control (Region) stratagem face up, in one's own
    player turn. ``stratagem`` is its design id (``control_serbia``)."""
    stratagem: Ref


class Move(_Act, tag="move", kw_only=True):
    """7.0: ``pieces`` (ids), together at one place and unmoved, move to ``to`` (a region,
    sea or city id) along any legal route the engine finds (7.1-7.7, 10.1, O48)."""
    pieces: list[Ref]
    to: Ref
    military_advance: bool = False      # 27.2 Military Advance (1): +1 mobility, the stratagem spent
    truce: bool = False                 # 27.2 Truce: through inimical units, no combat this turn (O64)


class Attack(_Act, tag="attack", kw_only=True):
    """9.0/10.0: ``pieces`` attack every unit of ``colours`` at ``area`` (outside cities)
    or in ``city`` (a siege, from the surrounding region)."""
    area: Ref
    city: Ref | None = None
    pieces: list[Ref]
    colours: list[Literal["red", "orange", "green", "blue"]]
    military_advance: bool = False      # 27.2 Military Advance (2): x2 (9.4(4)), the stratagem spent
    urbans_gun: bool = False            # 27.2 Urban's Gun: a siege train triples instead of doubling
    alliance: bool = False              # 27.2 Alliance: the seat's units of several colours together
    honors_of_war: bool = False         # 27.2 Honors of War: against a city, BB and DD let the garrison out


class ForcedMarch(_Act, tag="forced_march", kw_only=True):
    """11.1: ``leader`` and the accompanying ``pieces`` (his colour, from his place) move to
    ``to`` (their own place: no move), then may fight once (``march_combat``)."""
    leader: Ref
    pieces: list[Ref] = []
    to: Ref
    truce: bool = False                 # 27.2 Truce in the forced march phase: through inimical units, no combat (O64)


class ProfessionalMarch(_Act, tag="professional_march", kw_only=True):
    """22.21 (optional Special Tactics), 27.2 Military Advance (4): expend a Military Advance;
    professional ``pieces`` (gendarmes, professional infantry, improved siege trains) of one
    colour at one place make a forced march without a leader to ``to`` (their own place: no
    move), then may fight once."""
    pieces: list[Ref]
    to: Ref


class PlayStratagem(_Act, tag="play_stratagem", kw_only=True):
    """27.2, played in one's own player turn: ``crusade_jihad``, ``portuguese_in_the_east``,
    ``french_alliance``, ``holy_roman_empire``, ``trade_agreement`` (with ``target``, the
    other player asked)."""
    stratagem: Ref
    target: Annotated[int, Meta(ge=0, le=3)] | None = None
    nationality: Ref | None = None      # 27.2 Uprising: the nationality reinforced
    piece: Ref | None = None            # 27.2 White Sheep Confederation: the eliminated irregular
    region: Ref | None = None           # 27.2 White Sheep Confederation: where it is placed
    take: Ref | None = None             # 27.2 Medicis/Vizier: the stratagem taken from the pool, named in the
                                        # ``exchange`` decision that follows the play (O228), never with the play


class Pillage(_Act, tag="pillage", kw_only=True):
    """23.0 (optional): pillage ``area`` (a region, or a sea with fleets), expending
    ``military_advances`` Military Advances (+1 each); every unit the seat controls there that
    has not attacked takes part (23.2)."""
    area: Ref
    military_advances: Annotated[int, Meta(ge=0, le=9)] = 0


class Colonize(_Act, tag="colonize", kw_only=True):
    """24.0 (optional, O225): colonize land region ``area``, expending ``administrations``
    Administrations (+1 each); every unit the seat controls there that has not attacked takes
    part (24.2)."""
    area: Ref
    administrations: Annotated[int, Meta(ge=0, le=9)] = 0


class React(_Act, tag="react", kw_only=True):
    """Answer a reaction window (:class:`ReactOption`): play ``stratagem`` (``weather``,
    ``military_advance``, ``jesuits_sufis``, ``administration``) or pass (null, or left out)."""
    stratagem: Literal["weather", "military_advance", "jesuits_sufis", "administration"] | None = None


class AgentOperation(_Act, tag="agent_operation", kw_only=True):
    """20.1: declare an agent operation committing ``agents`` (secret until revealed):
    ``assassination`` of ``leader`` (its controller is the target; one's own leader of
    another colour than one's core: backstabbing, 20.2), ``espionage`` / ``coup`` /
    ``treachery`` against seat ``target``, ``diplomacy`` on the neutral ``nationality``
    (20.3)."""
    operation: Literal["assassination", "espionage", "coup", "treachery", "diplomacy"]
    agents: Annotated[int, Meta(ge=1, le=20)]
    target: Annotated[int, Meta(ge=0, le=3)] | None = None
    leader: Ref | None = None
    nationality: Ref | None = None


class CommitAgents(_Act, tag="commit_agents", kw_only=True):
    """20.1: the target's secret commitment of defending agents (0 up to those held)."""
    agents: Annotated[int, Meta(ge=0, le=20)]


class Answer(_Act, tag="answer", kw_only=True):
    """Accept or decline what another player proposes (27.2 Trade Agreement)."""
    accept: bool


class PlayMercenary(_Act, tag="play_mercenary", kw_only=True):
    """17.1, 27.2 Control (Mercenary), in the reinforcement phase: play the marker face up;
    its unit is placed in ``region`` (a region holding a unit of its faction), or stays
    where it is if already on the map (O76)."""
    stratagem: Ref
    region: Ref | None = None


class EndPhase(_Act, tag="end_phase", kw_only=True):
    """End the seat's movement, combat or forced march phase (5.1(2b)-(2d))."""


class Discard(_Act, tag="discard", kw_only=True):
    """19.4, O63: return these face-down stratagems (design ids, one per copy) to the pool."""
    stratagems: list[Ref]


class Withdraw(_Act, tag="withdraw", kw_only=True):
    """O9, 27.1 AW/DD: the force asked of you withdraws into region (or sea) ``to``."""
    to: Ref


class Advance(_Act, tag="advance", kw_only=True):
    """10.33: these attacking pieces (any, all or none) advance into the cleared city."""
    pieces: list[Ref]


class TakeLosses(_Act, tag="take_losses", kw_only=True):
    """O84 (BB): the pieces you eliminate, worth at least the points asked; leaders only
    once every combat unit asked about is among them."""
    pieces: list[Ref]


class Transport(_Act, tag="transport", kw_only=True):
    """16.3 naval transport: ``fleets`` (together at one sea or port) embark ``pieces``
    (land units and leaders together at one port city or coastal region; none when the
    fleets carry land units already), sail, and land them at ``to`` (a port city: the
    fleets enter it; a coastal region: the fleets stay at sea) or keep them aboard at
    ``to`` (a sea, 16.4). ``leader``: in the forced march phase, the admiral whose naval
    forced march this is (11.3)."""
    fleets: list[Ref]
    pieces: list[Ref] = []
    to: Ref
    leader: Ref | None = None


class Pick(_Act, tag="pick", kw_only=True):
    """Answer a ``forage``, ``plague``, ``death`` or ``join`` decision (the ``pick`` option;
    the rules: :mod:`.choices`): the pieces chosen."""
    pieces: list[Ref]


class Reinforce(_Act, tag="reinforce", kw_only=True):
    """Answer a ``reinforce`` decision (13.0-13.5): piece id -> the region, city or sea
    it is placed in."""
    places: dict[Ref, Ref]


class Resign(_Act, tag="resign", kw_only=True):
    """Leave the game; the seat's player turns pass with nothing done."""


Action = (ChooseCore | PlayControl | Move | Attack | ForcedMarch | PlayStratagem | Answer | PlayMercenary | EndPhase | Discard | Withdraw | Advance | TakeLosses | Resign
          | React | AgentOperation | CommitAgents | Pillage | ProfessionalMarch | Transport | Pick | Reinforce | Colonize)


# ============================================================ legal-action options

class _Opt(Struct, tag_field="type", kw_only=True):
    pass


class ChooseCoreOption(_Opt, tag="choose_core", kw_only=True):
    """Any one of ``nationalities``."""
    nationalities: list[str]


class PlayControlOption(_Opt, tag="play_control", kw_only=True):
    """Any one of ``stratagems`` (face-down control stratagems playable now)."""
    stratagems: list[str]


class MoveOption(_Opt, tag="move", kw_only=True):
    """Any non-empty subset of ``pieces`` (all at one place, one colour, each with mobility
    >= ``mobility``) to any one of ``to``; ``military_advance``: the row is for a move
    spending a Military Advance (``mobility`` already counts its +1); ``truce``: for a move
    spending a Truce. Send the row's ``military_advance`` and ``truce`` with the move: its
    ``to`` holds places reached only with them (without, ``409 unreachable``), and a
    subset of ``pieces`` may reach fewer of them than the whole row. The part of a stack
    that an area only some nationalities enter admits (the Papal States, the Two Sicilies,
    Moscovy, the Tyrrhenian: 3.14, 18.x) has rows of its own listing that area (so do the
    forced march, professional march and transport rows)."""
    pieces: list[str]
    mobility: int
    to: list[str]
    military_advance: bool = False
    truce: bool = False


class AttackOption(_Opt, tag="attack", kw_only=True):
    """Any non-empty subset of ``pieces`` attacking the units of ``colours`` at ``area`` /
    ``city``, provided its multiplied strength (9.4, with the stratagems the action spends)
    is at least a quarter of ``defence`` (O49); ``defence`` is the defenders' multiplied
    strength (9.1(2)). ``military_advance`` / ``urbans_gun``: the seat may spend one (Urban's
    Gun only against a city, with a siege train among the pieces it names); ``alliance``: the
    row is for an attack spending an Alliance: the subset must then hold at least two
    colours; ``honors_of_war``: the seat may spend one (city rows)."""
    area: str
    city: str | None = None
    pieces: list[str]
    colours: list[str]
    defence: int
    military_advance: bool = False
    urbans_gun: bool = False
    alliance: bool = False
    honors_of_war: bool = False


class ForcedMarchOption(_Opt, tag="forced_march", kw_only=True):
    """``leader`` with any subset of ``pieces`` (each, and the leader, with mobility >=
    ``mobility``) to any one of ``to`` (``to`` includes their own place: fight without
    moving)."""
    leader: str
    pieces: list[str]
    mobility: int
    to: list[str]
    truce: bool = False                 # the row is for a march spending a Truce (27.2)


class PlayStratagemOption(_Opt, tag="play_stratagem", kw_only=True):
    """Any one of ``stratagems`` with no ``target``; ``trade_agreement`` (when listed) with
    one of ``targets``."""
    stratagems: list[str]
    targets: list[int] = []


class AnswerOption(_Opt, tag="answer", kw_only=True):
    """``accept`` true or false to ``proposal`` (a stratagem id) from seat ``by``."""
    proposal: str
    by: int


class MercenaryOption(_Opt, tag="play_mercenary", kw_only=True):
    """``stratagem`` with any one of ``regions`` (empty: its unit is on the map already and
    ``region`` must be left out); ``pieces`` the marker's unit(s) that the play brings under
    the seat's control (17.1), ``at`` where they stand when already on the map (O76)."""
    stratagem: str
    regions: list[str]
    pieces: list[str] = []
    at: Annotated[str | None, Meta(description=(
        "Where the mercenaries stand when already on the map (O76: they stay there), else null."))] = None


class EndPhaseOption(_Opt, tag="end_phase", kw_only=True):
    pass


class DiscardOption(_Opt, tag="discard", kw_only=True):
    """Exactly ``count`` of the face-down ``stratagems`` (copies by design id)."""
    count: int
    stratagems: list[str]


class WithdrawOption(_Opt, tag="withdraw", kw_only=True):
    """``pieces`` withdraw into any one of ``to``."""
    pieces: list[str]
    to: list[str]


class AdvanceOption(_Opt, tag="advance", kw_only=True):
    """Any subset (none included) of ``pieces`` of one colour (8.1(1): after an Alliance the
    attackers may be of several) advances into ``city``."""
    city: str
    pieces: list[str]


class LossesOption(_Opt, tag="take_losses", kw_only=True):
    """Any subset of ``pieces`` whose printed ``strengths`` (same order) total at least
    ``points``, naming a leader only when it names every non-leader of ``pieces``
    (``leaders``)."""
    pieces: list[str]
    strengths: list[int]
    leaders: list[str]
    points: int


class ResignOption(_Opt, tag="resign", kw_only=True):
    pass


class ReactOption(_Opt, tag="react", kw_only=True):
    """A reaction window (``window``: weather, bids, reroll, administration, agents): play
    ``stratagem`` (when not null) or pass (``{"type": "react"}``, no stratagem)."""
    window: str
    stratagem: str | None = None


class AgentOption(_Opt, tag="agent_operation", kw_only=True):
    """``operation`` with 1 to ``most`` agents against any one of ``targets`` (espionage,
    coup, treachery), ``leaders`` (assassination) or ``nationalities`` (diplomacy): sent as
    ``{"type": "agent_operation", "operation": ..., "agents": n}`` with ``target`` (a seat),
    ``leader`` or ``nationality``, one of the row's."""
    operation: str
    most: int
    targets: list[int] = []
    leaders: list[str] = []
    nationalities: list[str] = []


class CommitOption(_Opt, tag="commit_agents", kw_only=True):
    """0 to ``most`` defending agents against seat ``by``'s ``operation``."""
    most: int
    by: int
    operation: str


class ExchangeOption(_Opt, tag="exchange", kw_only=True):
    """27.2 Medicis/Vizier, the second step (O228): once the seat has played it
    (``PlayStratagem(stratagem="medicis_vizier")``, offered as a ``play_stratagem`` option
    that names nothing of the pool), the pending ``exchange`` decision asks it
    ``PlayStratagem(stratagem="medicis_vizier", take=x)`` for any ``x`` of ``stratagems``
    (the pool's stratagems by design id, sorted, the copy just played left out), shown to
    that seat alone; the decision timeout takes the first."""
    stratagems: list[str]


class SupplyTrainOption(_Opt, tag="supply_train", kw_only=True):
    """27.2 Military Advance (3), sent as a ``play_stratagem`` action:
    ``{"type": "play_stratagem", "stratagem": "military_advance", "region": r}`` for any ``r``
    of ``regions`` (areas where forage would cost the seat units)."""
    regions: list[str]


class ProfessionalMarchOption(_Opt, tag="professional_march", kw_only=True):
    """22.21: any non-empty subset of ``pieces`` (each with mobility >= ``mobility``) to any
    one of ``to`` (their own place included)."""
    pieces: list[str]
    mobility: int
    to: list[str]


class PillageOption(_Opt, tag="pillage", kw_only=True):
    """23.0: ``area`` with 0 to ``military_advances`` Military Advances; ``strength`` is the
    pillage strength without them, ``value`` the defence (23.2)."""
    area: str
    strength: int
    value: int
    military_advances: int


class ColonizeOption(_Opt, tag="colonize", kw_only=True):
    """24.0 (optional, O225): ``area`` with 0 to ``administrations`` Administrations; ``strength``
    is the colonization strength without them, ``value`` the defence, ``colour`` the colour the
    region would take (24.2). Offered only where the odds reach 0.25:1 without Administrations
    (O49)."""
    area: str
    strength: int
    value: int
    administrations: int
    colour: str


class AdministrationOption(_Opt, tag="administration", kw_only=True):
    """27.2 Administration, sent as a ``play_stratagem`` action:
    ``{"type": "play_stratagem", "stratagem": "administration", "region": r}`` for any ``r``
    of ``regions``: ``use`` ``pillage`` removes its pillage marker (2), ``civilization``
    places a civilization marker there at the end of the reinforcement phase (3, 25.0)."""
    use: Literal["pillage", "civilization"]
    regions: list[str]


class UprisingOption(_Opt, tag="uprising", kw_only=True):
    """27.2 Uprising, sent as a ``play_stratagem`` action:
    ``{"type": "play_stratagem", "stratagem": "uprising", "nationality": x}``, ``x`` in
    ``nationalities``."""
    nationalities: list[str]


class WhiteSheepOption(_Opt, tag="white_sheep", kw_only=True):
    """27.2 White Sheep Confederation, sent as a ``play_stratagem`` action:
    ``{"type": "play_stratagem", "stratagem": "white_sheep_confederation", "piece": p,
    "region": r}`` for any ``p`` of ``pieces`` and ``r`` of ``regions``."""
    pieces: list[str]
    regions: list[str]


class PickOption(_Opt, tag="pick", kw_only=True):
    """Sent as ``{"type": "pick", "pieces": [...]}``: exactly ``count`` distinct pieces of
    ``pieces``; ``kind`` says what for (forage, plague, death, join; ``leader``: who joins
    the unit picked)."""
    kind: str
    pieces: list[str]
    count: int
    leader: str | None = None


class ReinforceOption(_Opt, tag="reinforce", kw_only=True):
    """Sent as ``{"type": "reinforce", "places": {piece: place}}``: exactly ``count`` of the
    units keyed in ``places`` (no more, no fewer), each to one of its places."""
    nationality: str
    count: int
    places: dict[str, list[str]]


class TransportOption(_Opt, tag="transport", kw_only=True):
    """Any non-empty subset of ``fleets`` (each with at least ``mobility`` movement points
    left) with any subset of ``pieces`` (empty when ``pieces`` is; otherwise non-empty),
    naming at most as many land combat units as the named fleets have free places (one
    each, 16.34; ``free`` gives each fleet's, same order), to any one of ``to``;
    ``leader``: the admiral marching (11.3), to be named as such."""
    fleets: list[str]
    free: list[int]
    mobility: int
    pieces: list[str]
    to: list[str]
    leader: str | None = None


LegalAction = (ChooseCoreOption | PlayControlOption | MoveOption | AttackOption | ForcedMarchOption | PlayStratagemOption | AnswerOption | MercenaryOption | EndPhaseOption
               | DiscardOption | WithdrawOption | AdvanceOption | LossesOption | ResignOption
               | ReactOption | AgentOption | CommitOption | ExchangeOption | UprisingOption | WhiteSheepOption | SupplyTrainOption
               | PillageOption | AdministrationOption | ProfessionalMarchOption | TransportOption | PickOption | ReinforceOption
               | ColonizeOption)


# ============================================================ log events

class _Ev(Struct, tag_field="type", kw_only=True):
    pass


class CoreChosen(_Ev, tag="core_chosen", kw_only=True):
    seat: int
    nationality: str
    grants: list[str]


class OrderRolled(_Ev, tag="order_rolled", kw_only=True):
    """Who chooses first (4.1(2)) or holds the initiative (5.1(1)): the rolls and the order."""
    why: str
    rolls: list[list[int]]
    order: list[int]


class Drew(_Ev, tag="drew", kw_only=True):
    """A seat drew ``count`` counters from the pool; ``counters`` names them only in the
    drawing seat's own log (redacted for the others)."""
    seat: int
    count: int
    why: str
    counters: list[str] | None = None


class LeaderDrawn(_Ev, tag="leader_drawn", kw_only=True):
    seat: int
    leader: str
    placed: str | None
    controller: int | None


class Returned(_Ev, tag="returned", kw_only=True):
    """Stratagems went back to the pool (19.21, 19.4); names only for the owner."""
    seat: int
    count: int
    why: str
    counters: list[str] | None = None


class ControlPlayed(_Ev, tag="control_played", kw_only=True):
    seat: int
    stratagem: str
    # a Control (Mercenary) stratagem (17.1): its unit(s) and the area they are placed in (or
    # stand in, O76); empty and null for any other control stratagem
    pieces: list[str] = []
    placed: str | None = None


class StratagemPlayed(_Ev, tag="stratagem_played", kw_only=True):
    seat: int
    stratagem: str
    die: int | None = None


class TradeAnswered(_Ev, tag="trade_answered", kw_only=True):
    seat: int
    by: int
    accept: bool


class ControlLost(_Ev, tag="control_lost", kw_only=True):
    seat: int
    stratagem: str
    to: int | None
    why: str


class Moved(_Ev, tag="moved", kw_only=True):
    seat: int
    pieces: list[str]
    path: list[str]


class Transported(_Ev, tag="transported", kw_only=True):
    """16.3: ``fleets`` carried ``pieces`` along ``path`` (places entered) to ``to``;
    ``landed``: they went ashore there (a port or a coast), else they stay aboard."""
    seat: int
    fleets: list[str]
    pieces: list[str]
    path: list[str]
    to: str
    landed: bool


class CombatResolved(_Ev, tag="combat", kw_only=True):
    seat: int
    area: str
    city: str | None
    attackers: list[str]
    defenders: list[str]
    attack: int
    defence: int
    column: str
    die: int
    result: str
    eliminated: list[str]
    withdrew: list[str]


class Withdrew(_Ev, tag="withdrew", kw_only=True):
    seat: int | None
    pieces: list[str]
    to: str | None


class AdvancedAfterCombat(_Ev, tag="advanced", kw_only=True):
    seat: int
    pieces: list[str]
    city: str


class LossesTaken(_Ev, tag="losses_taken", kw_only=True):
    seat: int
    pieces: list[str]
    points: int


class LeaderSurvival(_Ev, tag="leader_survival", kw_only=True):
    leader: str
    die: int
    survived: bool
    placed: str | None


class PhaseBegan(_Ev, tag="phase_began", kw_only=True):
    turn: int
    seat: int | None
    phase: str


class RandomEvent(_Ev, tag="random_event", kw_only=True):
    seat: int
    dice: list[int]
    event: str
    nationality: str | None = None
    region_dice: list[int] | None = None
    region: str | None = None


class Foraged(_Ev, tag="foraged", kw_only=True):
    area: str
    city: str | None
    eliminated: list[str]


class Reinforced(_Ev, tag="reinforced", kw_only=True):
    nationality: str
    pieces: list[str]


class SpecialReinforcement(_Ev, tag="special_reinforcement", kw_only=True):
    turn: int
    text: str


class TurnAdvanced(_Ev, tag="turn_advanced", kw_only=True):
    turn: int


class PlayerResigned(_Ev, tag="player_resigned", kw_only=True):
    seat: int


class GameEnded(_Ev, tag="game_ended", kw_only=True):
    winners: list[int]
    reason: str
    victory: str | None
    points: list[float]


class AgentDeclared(_Ev, tag="agent_declared", kw_only=True):
    """20.1: an operation declared; ``agents`` (the secret commitment) only in the
    declaring seat's own log."""
    seat: int
    operation: str
    target: int | None
    leader: str | None = None
    nationality: str | None = None
    agents: int | None = None


class AgentsCommitted(_Ev, tag="agents_committed", kw_only=True):
    """20.1: the target has committed; ``agents`` only in its own log."""
    seat: int
    agents: int | None = None


class AgentResolved(_Ev, tag="agent_resolved", kw_only=True):
    """20.1: both commitments revealed, the die, the modified roll and the table's result."""
    seat: int
    target: int | None
    operation: str
    agents: int
    defence: int
    die: int
    total: int
    result: str


class Examined(_Ev, tag="examined", kw_only=True):
    """Espionage (20.0): ``seat`` looked at ``count`` of ``target``'s face-down stratagems,
    named only in ``seat``'s own log; ``taken`` of them moved to ``seat``'s hand."""
    seat: int
    target: int
    count: int
    taken: int = 0
    counters: list[str] | None = None


class WeatherRolled(_Ev, tag="weather", kw_only=True):
    """27.2 Weather: ``seat`` rolled ``die`` against the ``what`` (attack, move); 4-6 prevents it."""
    seat: int
    die: int
    what: str
    prevented: bool


class Rerolled(_Ev, tag="rerolled", kw_only=True):
    """27.2 Jesuits/Sufis: ``seat`` re-rolled the ``what`` die (O80: the second roll stands)."""
    seat: int
    what: str
    before: int | list[int]
    after: int | list[int]


class Pillaged(_Ev, tag="pillaged", kw_only=True):
    """23.2: ``seat`` pillaged ``area`` at ``strength`` against ``value``: ``die``, ``result``;
    ``success`` when DE (a pillage marker, stratagems drawn), otherwise a local revolt."""
    seat: int
    area: str
    strength: int
    value: int
    column: str
    die: int
    result: str
    success: bool


class MarkerPlaced(_Ev, tag="marker", kw_only=True):
    """A status marker placed on or removed from an area (23.0 pillage, 25.0 civilization,
    24.0 colonization: ``colour`` the marker's)."""
    marker: Literal["pillage", "civilization", "colonization"]
    area: str
    placed: bool
    colour: str | None = None


class Colonized(_Ev, tag="colonized", kw_only=True):
    """24.2: ``seat`` attempted to colonize ``area`` for ``colour`` at ``strength`` against
    ``value``: ``die``, ``result``; ``success`` when DE (the region and its nationality's units
    take the colour), AE a local discontent (every other player draws one)."""
    seat: int
    area: str
    colour: str
    strength: int
    value: int
    column: str
    die: int
    result: str
    success: bool


class GameCancelled(_Ev, tag="game_cancelled", kw_only=True):
    previous_status: str
    round: int


LogEvent = (CoreChosen | OrderRolled | Drew | LeaderDrawn | Returned | ControlPlayed | StratagemPlayed | TradeAnswered | ControlLost
            | Moved | CombatResolved | Withdrew | AdvancedAfterCombat | LossesTaken | LeaderSurvival | PhaseBegan | RandomEvent | Foraged
            | Reinforced | SpecialReinforcement | TurnAdvanced | PlayerResigned | GameEnded
            | GameCancelled | AgentDeclared | AgentsCommitted | AgentResolved | Examined | WeatherRolled | Rerolled
            | Pillaged | MarkerPlaced | Transported | Colonized)
