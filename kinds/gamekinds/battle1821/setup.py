"""Setup (R5-R8): a new game in the lobby, the start (Ottomans on the board, decks
shuffled, Apostles revealed), the first-player roll and the starting placement."""

from __future__ import annotations

from .actions import PlaceStart
from .board import APOSTLES, BOARD, EVENTS
from .errors import RuleViolation
from .greek.turn import begin_greek_round
from .log import ApostleRevealed, FirstPlayerRoll, GameStarted, Placed, StepStarted, TurnOrder
from .options import PlaceStartOption, region_index
from gamekinds.rng import Rng, seed_sha256
from .state import GameState, Options, Player, copy_state

N_REGIONS = BOARD.size
_IDS = BOARD.ids
_STARTING = BOARD.starting
_STARTING_SET = frozenset(BOARD.starting)
_NO_OTTOMAN_AT_START = frozenset(BOARD.starting) | frozenset(BOARD.reinforcement)
START_INFANTRY = 5
REVEALED_APOSTLES = 4


def new_game(seats: int, seed: str, options: Options | None = None,
             names: list[str] | None = None, seed_chosen: bool = False) -> GameState:
    """A game in the lobby: ``seats`` (2-4) players with full reserves (R1), the
    Ottoman infantry all in the supply, the RNG seeded from ``seed`` (R27,
    ``seed_sha256`` published). Raises ``ValueError`` for a bad seat count."""
    if not 2 <= seats <= 4:
        raise ValueError("seats must be 2..4")
    names = list(names or [])
    rng = Rng.from_seed(seed, "battle1821")
    s = GameState(
        seats=seats, seed=seed, seed_sha256=seed_sha256(seed), rng_state=0, rng_inc=0,
        options=options or Options(), seed_chosen=seed_chosen,
        players=[Player(name=names[i] if i < len(names) else "") for i in range(seats)],
        owner=[-1] * N_REGIONS, infantry=[0] * N_REGIONS, cannons=[0] * N_REGIONS,
        ottomans=[0] * N_REGIONS, spent_infantry=[0] * N_REGIONS,
        spent_cannons=[0] * N_REGIONS,
    )
    rng.store(s)
    return s


def start(state: GameState):
    """All seats are filled: run setup. R5 (1 Ottoman infantry in every region but the
    starting and reinforcement regions), R8 (shuffle Events and Apostles, reveal 4),
    then the ``first_player`` state, which the flow runs at once (R6). Returns
    ``(state, events)``. Raises ``RuleViolation("wrong_step")`` unless in the lobby."""
    if state.status != "lobby":
        raise RuleViolation("wrong_step", "the game has already started", "R5")
    s = copy_state(state)
    ev: list = []
    s.status, s.phase, s.step, s.flow = "setup", "setup", "first_player", "first_player"
    ev.append(GameStarted(seats=s.seats, seed_sha256=s.seed_sha256))
    for r in range(N_REGIONS):                      # R5
        if r not in _NO_OTTOMAN_AT_START and s.supply > 0:
            s.ottomans[r] = 1
            s.supply -= 1
    rng = Rng.load(s)                               # R8
    s.event_deck = list(range(len(EVENTS)))
    rng.shuffle(s.event_deck)
    s.apostle_deck = list(range(len(APOSTLES)))
    rng.shuffle(s.apostle_deck)
    rng.store(s)
    for _ in range(REVEALED_APOSTLES):
        c = s.apostle_deck.pop(0)
        s.apostles_revealed.append(c)
        ev.append(ApostleRevealed(card=APOSTLES[c]["id"], title=APOSTLES[c]["title"]))
    first_player(s, ev)
    return s, ev


def first_player(s: GameState, ev: list) -> None:
    """R6: every seat rolls; ties re-roll among the tied seats only; turn order is
    ascending seat from the winner, wrapping. Then the ``place_start`` step (R7)."""
    rng = Rng.load(s)
    tied = list(range(s.seats))
    while True:
        rolls = {seat: rng.die() for seat in tied}
        ev.append(FirstPlayerRoll(rolls={str(k): v for k, v in rolls.items()}))
        top = max(rolls.values())
        tied = [k for k, v in rolls.items() if v == top]
        if len(tied) == 1:
            break
    rng.store(s)
    first = tied[0]
    s.turn_order = [(first + k) % s.seats for k in range(s.seats)]
    ev.append(TurnOrder(first_player=first, order=list(s.turn_order)))
    s.step = s.flow = "place_start"
    s.turn_index = 0
    ev.append(StepStarted(round=0, phase="setup", step="place_start"))
    next_placer(s, ev)


def next_placer(s: GameState, ev: list) -> None:
    """Skip resigned seats in the R7 placement; after the last, begin round 1."""
    while s.turn_index < len(s.turn_order) and s.players[s.turn_order[s.turn_index]].resigned:
        s.turn_index += 1
    if s.turn_index >= len(s.turn_order):
        s.status = "active"
        begin_greek_round(s, ev)


def _free_starting_regions(s: GameState) -> list[int]:
    return [r for r in _STARTING if s.owner[r] == -1 and s.ottomans[r] == 0]


def place_start_options(s: GameState, seat: int) -> list:
    """R7: the starting regions nobody holds."""
    return [PlaceStartOption(regions=[_IDS[r] for r in _free_starting_regions(s)])]


def check_place_start(s: GameState, seat: int, a: PlaceStart) -> None:
    """Codes: ``unknown_region``, ``illegal_action`` (not a starting region; held)."""
    r = region_index(a.region)
    if r not in _STARTING_SET:
        raise RuleViolation("illegal_action", f"{a.region} is not a starting region", "R7")
    if r not in _free_starting_regions(s):
        raise RuleViolation("illegal_action", f"{a.region} is already held", "R7")


def place_start(s: GameState, ev: list, seat: int, a: PlaceStart) -> None:
    """R7: 5 infantry from the reserve into the region; the next seat places."""
    r = BOARD.index[a.region]
    p = s.players[seat]
    n = min(START_INFANTRY, p.reserve_infantry)
    p.reserve_infantry -= n
    s.infantry[r] += n
    s.owner[r] = seat
    ev.append(Placed(seat=seat, region=a.region, infantry=n))
    s.turn_index += 1
    next_placer(s, ev)
