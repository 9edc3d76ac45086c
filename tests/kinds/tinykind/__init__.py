"""*Tiny race*: a game kind that exists only in the tests, to prove the platform's
boundary (issue "game kinds", item 6). Nothing in ``server/`` names it: it is registered
by ``BATTLE1821_KINDS=tiny=tinykind`` with ``tests/kinds`` on the path.

The rules (2-4 seats, a track of :data:`GOAL` squares):

- Set-up: each seat draws a secret bonus 0-2 from the game's RNG (hidden: only its seat
  sees it, until the end).
- A round: each seat in turn order plays ``{"type": "advance", "by": 1..3}`` (or resigns).
- Then the automatic **storm** phase, one step per seat, run by the worker: the seat's die
  (d6 from the game's RNG) on a 1 pushes it back one square.
- With the ``gusts`` option, a second automatic phase follows in the same round, the
  **gust**, one step per seat: a 6 on the seat's die blows it forward one square (two
  automatic phases in one round, each its own worker job and phase record, as *The
  Ottomans* runs several).
- A seat at or past :data:`GOAL` after a storm wins (the highest position + secret bonus
  breaks ties, then the lowest seat); ``max_rounds`` (option) ends the game after that
  many rounds the same way.
"""

from __future__ import annotations

import copy
import hashlib
import random
from typing import Annotated, Literal

import msgspec
from msgspec import Meta, Struct

from gamekinds.contract import PhaseKey, PositionError, RuleViolation, places, turn_notices
from gamekinds.contract import action_as_is as redact_action   # its actions hide nothing
from gamekinds.contract import public_as_is as public_event   # its secrets are in views only

GLOSSARY = {"by": "How far to advance (1-3).", "max": "The furthest one may advance now."}

NAME = "tiny"
TITLE = "Tiny race (test kind)"
RULES_VERSION = "tiny-rules/1"
SEATS = (2, 4)
SCENARIOS = ("standard",)
PHASES = ("turn", "storm", "gust")
AUTOMATIC_PHASES = ("storm", "gust")
GOAL = 10


class Clock(Struct, forbid_unknown_fields=True):
    initial_s: Annotated[int, Meta(ge=5, le=604_800)]
    increment_s: Annotated[int, Meta(ge=0, le=86_400)] = 0


class Options(Struct, forbid_unknown_fields=True, omit_defaults=True):
    """The table options every kind carries, and ``max_rounds``."""
    max_rounds: Annotated[int, Meta(ge=1, le=100)] | None = None
    gusts: bool | None = None
    decision_timeout_s: Annotated[int, Meta(ge=1, le=86_400)] | None = None
    spectator_talk: bool | None = None
    clock: Clock | None = None
    takeover_on_resign: bool | None = None
    takeover_bot: Literal["random", "greedy"] | None = None


class Player(Struct):
    name: str = ""
    position: int = 0
    secret: int = 0
    resigned: bool = False


class GameState(Struct):
    seats: int
    seed: str
    seed_sha256: str
    seed_chosen: bool = False
    options: Options = msgspec.field(default_factory=Options)
    players: list[Player] = []
    status: Literal["lobby", "setup", "active", "finished"] = "lobby"
    phase: Literal["lobby", "turns", "storm", "gust", "end"] = "lobby"
    step: str = "none"
    round: int = 0
    turn: int = 0                 # the seat to move (turns) or to roll for (storm)
    draws: int = 0                # RNG draws so far (the RNG is the seed and this count)
    winners: list[int] = []
    end_reason: str | None = None
    from_position: bool = False


class Advance(Struct, tag="advance", tag_field="type", forbid_unknown_fields=True):
    by: Annotated[int, Meta(ge=1, le=3)]


class Resign(Struct, tag="resign", tag_field="type", forbid_unknown_fields=True):
    pass


Action = Advance | Resign


class AdvanceOption(Struct, tag="advance", tag_field="type"):
    max: int = 3


class ResignOption(Struct, tag="resign", tag_field="type"):
    pass


LegalAction = AdvanceOption | ResignOption


class Advanced(Struct, tag="advanced", tag_field="type"):
    seat: int
    by: int
    position: int


class Stormed(Struct, tag="stormed", tag_field="type"):
    seat: int
    die: int
    position: int


class Gusted(Struct, tag="gusted", tag_field="type"):
    seat: int
    die: int
    position: int


class Resigned(Struct, tag="resigned", tag_field="type"):
    seat: int


class GameEnded(Struct, tag="game_ended", tag_field="type"):
    winners: list[int]
    reason: str


class GameCancelled(Struct, tag="game_cancelled", tag_field="type"):
    previous_status: str
    round: int


LogEvent = Advanced | Stormed | Gusted | Resigned | GameEnded | GameCancelled


class PlayerView(Struct):
    name: str
    position: int
    resigned: bool
    secret: int | None = None     # only the seat's own (and everyone's once the game is over)


class View(Struct):
    status: str
    phase: str
    round: int
    turn: int
    players: list[PlayerView]
    winners: list[int]


class Position(Struct, forbid_unknown_fields=True):
    seats: Annotated[int, Meta(ge=2, le=4)]
    positions: list[Annotated[int, Meta(ge=0, le=GOAL - 1)]]


_enc = msgspec.msgpack.Encoder()
_dec = msgspec.msgpack.Decoder(GameState)


def encode_state(state: GameState) -> bytes:
    return _enc.encode(state)


def decode_state(blob: bytes) -> GameState:
    return _dec.decode(blob)


def copy_state(state: GameState) -> GameState:
    return copy.deepcopy(state)


def _roll(s: GameState, sides: int) -> int:
    """The next die of the game's RNG (the seed and the draw count: replays are exact)."""
    s.draws += 1
    return random.Random(f"{s.seed}:{s.draws}").randint(1, sides)


def new_game(seats: int, seed: str, options: Options | None = None, names: list[str] | None = None, *,
             seed_chosen: bool = False) -> GameState:
    names = list(names or []) + [""] * seats
    return GameState(seats=seats, seed=seed, seed_sha256=hashlib.sha256(seed.encode()).hexdigest(),
                     seed_chosen=seed_chosen, options=options or Options(),
                     players=[Player(name=names[i]) for i in range(seats)])


def from_position(position: Position, seed: str, options: Options | None = None, *,
                  seed_chosen: bool = False) -> GameState:
    if len(position.positions) != position.seats:
        raise PositionError("one position per seat", ruling="tiny-1")
    s = new_game(len(position.positions), seed, options, seed_chosen=seed_chosen)
    for p, at in zip(s.players, position.positions):
        p.position = at
    s.from_position = True
    return s


def start(state: GameState) -> tuple[GameState, list]:
    s = copy_state(state)
    for p in s.players:
        p.secret = _roll(s, 3) - 1
    s.status, s.phase, s.round, s.turn, s.step = "active", "turns", 1, 0, "move"
    return s, []


def _active(s: GameState) -> list[int]:
    return [i for i, p in enumerate(s.players) if not p.resigned]


def waiting_for(state: GameState) -> list[int]:
    return [state.turn] if state.status == "active" and state.phase == "turns" else []


def legal_actions(state: GameState, seat: int) -> list:
    return [AdvanceOption(), ResignOption()] if seat in waiting_for(state) else []


def violation(state: GameState, seat: int, action) -> RuleViolation | None:
    if state.status == "finished":
        return RuleViolation("game_over", "The game is over.", "tiny-3")
    if seat not in waiting_for(state):
        return RuleViolation("not_your_turn", f"It is seat {state.turn}'s move.", "tiny-2")
    return None


def _next_turn(s: GameState, ev: list) -> None:
    later = [i for i in _active(s) if i > s.turn]
    if later:
        s.turn = later[0]
    else:
        s.phase, s.step, s.turn = "storm", "roll", _active(s)[0]


def _end(s: GameState, ev: list, reason: str) -> None:
    alive = _active(s)
    best = max((s.players[i].position + s.players[i].secret, -i) for i in alive)
    s.winners = [-best[1]]
    s.status, s.phase, s.step, s.end_reason = "finished", "end", "none", reason
    ev.append(GameEnded(winners=s.winners, reason=reason))


def ranking(state: GameState) -> list[int] | None:
    """The contract's optional ``ranking``: the winner first, then by position + secret
    bonus (greater first, lower seat first on a tie, as :func:`_end` picks the winner), a
    seat that resigned last; None before the end."""
    if state.status != "finished":
        return None
    keys = [(not p.resigned, p.position + p.secret, -i) for i, p in enumerate(state.players)]
    keys = [(2, 0, 0) if i in state.winners else k for i, k in enumerate(keys)]
    return places(keys)


def apply(state: GameState, seat: int, action) -> tuple[GameState, list]:
    rv = violation(state, seat, action)
    if rv is not None:
        raise rv
    s, ev = copy_state(state), []
    if isinstance(action, Resign):
        s.players[seat].resigned = True
        ev.append(Resigned(seat=seat))
        if len(_active(s)) < 2:
            _end(s, ev, "resignations")
            return s, ev
    else:
        p = s.players[seat]
        p.position += action.by
        ev.append(Advanced(seat=seat, by=action.by, position=p.position))
    _next_turn(s, ev)
    return s, ev


def advance(state: GameState, max_steps: int | None = None) -> tuple[GameState, list]:
    """The storm, then (``gusts``) the gust, one seat's die per step (the worker commits each)."""
    s, ev = state, []
    for _ in range(max_steps or 1_000):
        if s.status != "active" or s.phase not in ("storm", "gust"):
            break
        s = copy_state(s) if s is state else s
        p = s.players[s.turn]
        die = _roll(s, 6)
        if s.phase == "storm":
            if die == 1 and p.position > 0:
                p.position -= 1
            ev.append(Stormed(seat=s.turn, die=die, position=p.position))
        else:
            if die == 6:
                p.position += 1
            ev.append(Gusted(seat=s.turn, die=die, position=p.position))
        later = [i for i in _active(s) if i > s.turn]
        if later:
            s.turn = later[0]
            continue
        if s.phase == "storm" and s.options.gusts:
            s.phase, s.step, s.turn = "gust", "blow", _active(s)[0]
            continue
        if any(s.players[i].position >= GOAL for i in _active(s)):
            _end(s, ev, "goal")
        elif s.options.max_rounds is not None and s.round >= s.options.max_rounds:
            _end(s, ev, "max_rounds")
        else:
            s.round, s.phase, s.step, s.turn = s.round + 1, "turns", "move", _active(s)[0]
    return s, ev


def settle(state: GameState) -> tuple[GameState, list]:
    return state, []


def phase_of(state: GameState) -> PhaseKey | None:
    if state.status != "active":
        return None
    if state.phase in ("storm", "gust"):
        return PhaseKey(state.phase, state.round, None, automatic=True)
    return PhaseKey("turn", state.round, state.turn)


def automatic_phase(state: GameState) -> tuple[str, int] | None:
    """``(storm|gust, round)`` while that automatic phase runs."""
    if state.status == "active" and state.phase in ("storm", "gust"):
        return state.phase, state.round
    return None


def progress(state: GameState) -> str:
    return f"{state.phase}: seat {state.turn} rolls"


def timeout_action(state: GameState):
    return None


def view(state: GameState, seat: int | None = None) -> View:
    over = state.status == "finished"
    return View(status=state.status, phase=state.phase, round=state.round, turn=state.turn,
                winners=list(state.winners),
                players=[PlayerView(name=p.name, position=p.position, resigned=p.resigned,
                                    secret=p.secret if (over or i == seat) else None)
                         for i, p in enumerate(state.players)])


def rules_data() -> dict:
    return {"goal": GOAL, "advance": [1, 3], "storm": "a 1 on a d6 pushes a seat back one square"}


def board_svg(v: View) -> str:
    rows = "".join(f'<text x="10" y="{20 + 20 * i}">{p.name or "seat " + str(i)}: {p.position}</text>'
                   for i, p in enumerate(v.players))
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">{rows}</svg>'


def _random(state: GameState, seat: int, options: list, rng: random.Random):
    return Advance(by=rng.randint(1, 3)) if any(isinstance(o, AdvanceOption) for o in options) else None


def _greedy(state: GameState, seat: int, options: list, rng: random.Random):
    return Advance(by=3) if any(isinstance(o, AdvanceOption) for o in options) else None


POLICIES = {"random": _random, "greedy": _greedy}


def notices(before: GameState | None, after: GameState) -> list[tuple[int, str, dict]]:
    """``your_turn`` to each seat the game newly waits on (the contract's default)."""
    return turn_notices(waiting_for, before, after)
