"""The rules-module contract: what every game kind provides, and the errors it raises.

A **game kind** is one package under :mod:`gamekinds` (one import name, e.g.
``gamekinds.battle1821``) holding a pure engine, its data and its pure computer-seat
policies: ``state + action -> new state + events``, deterministic from the game's seeded
RNG saved in the state, no I/O. The package's module object itself satisfies
:class:`GameKind` (a typing Protocol; Rally the Troops' ``setup / view / action / query``,
OpenSpiel's registered games), so the platform holds ``kind = registry.get(name)`` and calls
``kind.apply(state, seat, action)`` without knowing the game.

A kind imports this module and nothing of another kind or of the server.
"""

from __future__ import annotations

from typing import (
    Any,
    Callable,
    Mapping,
    NamedTuple,
    Protocol,
    Sequence,
    runtime_checkable,
)


class RuleViolation(Exception):
    """An action that the rules do not allow now (every kind raises this one type).

    ``code`` is stable and machine-readable (``not_your_turn``, ``illegal_action``,
    ``wrong_step``, ...; each kind documents its own); ``detail`` is a human sentence
    naming the rule; ``ruling`` the ruling or rulebook section it comes from (``"R11"``,
    ``"9.13"``). The API answers 409 problem+json with these. ``barrier``: with
    ``undo_barrier``, the kind of undo barrier in the way (a kind's own vocabulary).
    """

    def __init__(self, code: str, detail: str, ruling: str | None = None, *, barrier: str | None = None) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.ruling = ruling
        self.barrier = barrier

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"RuleViolation({self.code!r}, {self.detail!r}, {self.ruling!r})"


class PositionError(ValueError):
    """A described position that cannot exist (a kind's conservation or control rules).

    ``code`` is ``invalid_position`` unless the kind says otherwise; ``detail`` names the
    inconsistency; ``ruling`` the rule it breaks. The API answers 400 with these.
    """

    def __init__(self, detail: str, ruling: str | None = None, code: str = "invalid_position") -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.ruling = ruling


class PhaseKey(NamedTuple):
    """The phase a state is in, as the platform's phase records name it (``/phases``):
    ``kind`` the kind's phase name (1821: ``setup``, ``greek_turn``, ``ottoman``), ``round``
    its round (or turn), ``seat`` the seat whose phase it is (None: no one's), and
    ``automatic`` True for a phase no player decides, which the worker runs step by step
    (1821's Ottoman phase)."""

    kind: str
    round: int
    seat: int | None
    automatic: bool = False


@runtime_checkable
class GameKind(Protocol):
    """The surface the platform calls, provided by a kind's package (its ``__init__``).

    Identity and metadata:

    - ``NAME``: the kind's id in the API (``battle1821``), ``[a-z][a-z0-9_]*``;
      ``TITLE``: its human title; ``RULES_VERSION``: the rules version games and records
      pin (a change that can replay a log differently changes it).
    - ``SEATS``: ``(min, max)`` players, declared again in the package's ``kind.json``
      (``{"seats": [min, max]}``), which the platform reads without importing the engine
      (:func:`gamekinds.registry.seats`); ``SCENARIOS``: scenario ids (first is the default);
      ``PHASES``: the names :func:`phase_of` gives phases (the phase records' ``kind``);
      ``AUTOMATIC_PHASES``: those of them the worker runs (a seat's action meanwhile is
      refused with the API's 409 ``<name>_phase``).

    Types (msgspec): ``GameState`` (the whole state, msgpack-encodable, with ``status``
    ``lobby | playing | finished | cancelled``, ``version``-free), ``Action`` (the tagged
    union a seat sends), ``LegalAction`` (the options union), ``View``, ``LogEvent`` (the
    events union), ``Options`` (the options of a new game), ``Position`` (a described
    position for tests and analysis, with its ``seats`` and, when it names players,
    ``players`` each with a ``name``), ``GameCancelled`` (the log event of a cancel, with
    ``previous_status`` and ``round``).

    Every ``GameState`` has the attributes the platform reads for listings, records and
    clocks: ``status`` (``lobby | setup | active | finished``), ``round``, ``phase`` and
    ``step`` (words naming where the game is), ``seats``,
    ``players`` (each with ``name`` and ``resigned``), ``winners``, ``end_reason``, ``seed``,
    ``seed_sha256``, ``seed_chosen`` and ``options``; every ``Options`` has the table
    options (``decision_timeout_s``, ``clock``, ``takeover_on_resign``, ``takeover_bot``,
    ``spectator_talk``, ``max_rounds``).

    Functions (pure; shapes in each kind's docstrings):

    - ``new_game(seats, seed, options, names) -> GameState`` and ``start(state) -> (state, events)``;
    - ``legal_actions(state, seat) -> list[LegalAction]``; ``violation(state, seat, action)
      -> RuleViolation | None``; ``apply(state, seat, action) -> (state, events)`` raising
      :class:`RuleViolation`; ``advance(state, max_steps) -> (state, events)`` (automatic
      steps up to a decision); ``waiting_for(state) -> list[int]``;
      ``timeout_action(state) -> (seat, action) | None``; ``view(state, seat | None) -> View``;
      ``from_position(position, seed) -> GameState`` raising :class:`PositionError`;
      ``encode_state(state) -> bytes``, ``decode_state(bytes) -> GameState`` and
      ``copy_state(state) -> GameState``.
    - ``settle(state) -> (state, events)``: the automatic steps that need no worker (set-up
      rolls, step changes) until a seat must decide, an automatic phase begins or the game
      ends; run after every write and by the replay of records.
    - ``phase_of(state) -> PhaseKey | None``: the phase the state is in (None in the lobby
      and at the end).
    - ``automatic_phase(state) -> (name, round) | None``: the automatic phase that is due
      now with nobody to ask (the worker runs it, one ``advance(state, max_steps=1)`` per
      commit, one job per ``(name, round)``), or None; ``progress(state) -> str``: the
      automatic step in progress, in words (the phase record's ``progress``).
    - ``rules_data() -> dict``: the board, tables and cards as data for clients.
    - ``board_svg(view) -> str``: the board picture of a ``View`` (SVG text, public parts).
    - ``notices(before, after) -> list[(seat, type, data)]``: what the commit ``before ->
      after`` (``before`` None: the game's first state) tells each seat while the game goes
      on, for its webhooks (the platform adds ``game_ended`` itself): at least
      ``your_turn`` to each seat the game newly waits on (:func:`turn_notices` is that
      default), and the kind's own (1821: ``ally_requested``, R18). ``data`` is plain JSON.
    - ``redact_action(action, actor, seat) -> action``: an accepted action of seat ``actor``
      as ``seat`` (None: a spectator) may read it in the action log while the game goes on
      (secrets committed with it hidden); :func:`action_as_is` is the default. Once the game
      is over the log is read as it is.
    - ``public_event(event) -> event``: the log event as the table reads it. The platform
      keeps one log per game and serves it to everyone (pages, long-poll, SSE, records,
      archives), so it stores each event as this gives it: a kind whose events name a
      seat's secret (The Ottomans' stratagems drawn, 19.3) returns it without the secret,
      and the seat reads its secret in its own ``view``. :func:`public_as_is` is the
      default for a kind whose events are all public (1821).
    - ``GLOSSARY``: the kind's words for the members of its types, by member name (the
      spec describes with them each member its type does not describe itself; 1821's
      glossary is the server's, ``server/api/glossary.py``, and its ``GLOSSARY`` is empty).
    - ``POLICIES``: computer-seat policies by name, each ``policy(state, seat, options,
      rng) -> Action`` (pure: the seat's options, its view and the rng only); a policy with
      a ``warm()`` attribute has tables to fill, once per process before its first decision.

    Optional (the platform calls them when the kind has them; :data:`OPTIONAL` names them):

    - ``unknown_reference(action) -> (code, field, detail) | None``: an action naming
      something the game does not have (1821: a region id not on the board) before any
      rule is checked; the API answers 422 with that ``code`` and ``field`` (the JSON path
      in the action) instead of a rule violation.
    - ``POLICY_WORDS``: each policy of ``POLICIES`` in words for a player choosing a
      computer seat (``{"greedy": "greedy (the default)", ...}``), in the order a client
      offers them; a policy it does not name is offered by its name (``GET /kinds`` ``bots``).
    - ``TABLE_WORDS``: the kind's words for the table options a client labels: ``round``
      (what ``max_rounds`` counts: ``round``, ``turn``) and ``decision`` (what
      ``decision_timeout_s`` times out, after "Seconds to answer": ``an Ally question``,
      ``a decision``); a word it does not give is the platform's (``round``, ``a decision``).
    - ``CREATE_OPTIONS``: the members of the kind's ``Options`` a player picks when creating
      a game, beyond the table options every kind has, in the order a client offers them:
      each ``{"name", "title", "default"}`` (``name`` a member of ``Options``, ``title`` it in
      the kind's words, ``default`` its default there), a choice with ``"choices"``: ``[(value,
      words), ...]``, else a flag (``default`` a bool). ``GET /kinds`` ``options`` describes
      them, so a client builds the kind's create form without knowing its rules; without it
      the kind has none to offer.
    - ``VIEW_ASKS``: the members of the kind's ``View`` that say what is asked of whom
      (1821: ``active_seat``, ``pending``; The Ottomans: ``decision``, ``reaction``,
      ``reaction_window``), each ``X | None``: the platform sets them to None in a cancelled
      game's view, where nothing is asked of anyone any more (``waiting_for`` is empty);
      without it only ``waiting_for`` is emptied.
    - ``POSITION_CHECKS``: what ``from_position`` checks, in the kind's words, with the rule
      each check's :class:`PositionError` names in ``ruling`` (every ruling it raises). The
      platform knows no game's rules: the ``invalid_position`` problem page and the spec's
      ``POST /games`` 400 answer quote this text, kind by kind.
    - ``ranking(state) -> list[int] | None``: how a finished game ranks its seats, for
      ratings: each seat's place (1 first; seats that tie share a place, the next place
      skips as in a sports table), None while the game is not finished. Without it the
      platform ranks the ``winners`` first and every other seat second.
    """

    NAME: str
    TITLE: str
    RULES_VERSION: str
    SEATS: tuple[int, int]
    SCENARIOS: Sequence[str]
    PHASES: Sequence[str]
    AUTOMATIC_PHASES: Sequence[str]
    POLICIES: Mapping[str, Callable[..., Any]]
    GLOSSARY: Mapping[str, str]

    GameState: type
    Action: Any
    LegalAction: Any
    View: type
    LogEvent: Any
    Options: type
    Position: type
    GameCancelled: type

    new_game: Callable[..., Any]
    start: Callable[..., Any]
    legal_actions: Callable[..., Any]
    violation: Callable[..., Any]
    apply: Callable[..., Any]
    advance: Callable[..., Any]
    waiting_for: Callable[..., Any]
    timeout_action: Callable[..., Any]
    view: Callable[..., Any]
    from_position: Callable[..., Any]
    encode_state: Callable[..., Any]
    decode_state: Callable[..., Any]
    copy_state: Callable[..., Any]
    settle: Callable[..., Any]
    phase_of: Callable[..., Any]
    automatic_phase: Callable[..., Any]
    progress: Callable[..., Any]
    rules_data: Callable[..., Any]
    board_svg: Callable[..., Any]
    notices: Callable[..., Any]
    public_event: Callable[..., Any]
    redact_action: Callable[..., Any]


def public_as_is(event: Any) -> Any:
    """The default of ``public_event``: every event of the kind is public as it is."""
    return event


def action_as_is(action: Any, actor: int, seat: int | None) -> Any:
    """The default of ``redact_action``: every accepted action is public as it is."""
    return action


def turn_notices(waiting_for: Callable[[Any], list[int]], before: Any, after: Any,
                 decision: Callable[[Any, int], str | None] | None = None) -> list[tuple[int, str, dict]]:
    """The default of ``notices`` (``waiting_for``: the kind's): ``your_turn`` to each seat
    ``waiting_for(after)`` names and ``waiting_for(before)`` did not, with ``{"round",
    "phase", "step", "decision"}`` (the state's words; ``decision``: what ``decision(after,
    seat)`` names, None without one)."""
    was = set(waiting_for(before)) if before is not None else set()
    return [(seat, "your_turn", {"round": after.round, "phase": after.phase, "step": after.step,
                                  "decision": decision(after, seat) if decision else None})
            for seat in waiting_for(after) if seat not in was]


CONTRACT = tuple(n for n in GameKind.__annotations__)
"""The names a kind's package must define (checked by :func:`gamekinds.registry.check`)."""

OPTIONAL = ("unknown_reference", "ranking", "POLICY_WORDS", "TABLE_WORDS", "CREATE_OPTIONS", "VIEW_ASKS",
            "POSITION_CHECKS")
"""The names a kind's package may define beyond :data:`CONTRACT` (see :class:`GameKind`)."""


def places(keys: Sequence[Any]) -> list[int]:
    """Places from per-seat sort keys, greater first: ``places([3, 5, 5, 1]) == [3, 1, 1, 4]``
    (ties share a place; the next place skips as many as tied). A helper for ``ranking``."""
    return [1 + sum(1 for other in keys if other > k) for k in keys]
