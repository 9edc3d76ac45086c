"""Legal-action options: what a seat may do now, typed, with the allowed values.

``legal_actions(state, seat)`` returns a list of these. Every option states its bounds
*jointly*: any action built from values inside an option is accepted by ``apply``, and
any action outside every option is refused with the code of the rule it breaks
(:func:`gamekinds.battle1821.flow.violation`). Both directions are property-tested.

Committed forces (attack R11/R15/R16, movement R17) are offered as ``forces`` rows, one
per cannon count: ``{"cannons": c, "min_infantry": lo, "max_infantry": hi}`` means
"``c`` cannons with any infantry from ``lo`` to ``hi``". A force is legal exactly when
it matches a row. The rows are :func:`force_rows` of :class:`CommitBounds`, the one
statement of these limits:

- only unspent pieces may leave (R16: pieces that took over a region this step stay);
- at least one piece leaves;
- R28: at least one strength stays in the region (strength = infantry + 3 x cannons, R2);
- R16: a takeover needs strength >= defender strength + 1.
"""

from __future__ import annotations

import functools
from typing import Literal, Union

import msgspec
from msgspec import Struct, field

from .board import BOARD
from .errors import RuleViolation
from .state import CANNON_STRENGTH, GameState, region_strength


class Force(Struct, kw_only=True, frozen=True):
    """``cannons`` cannons with ``min_infantry``..``max_infantry`` infantry (inclusive)."""
    cannons: int
    min_infantry: int
    max_infantry: int


class CommitBounds(Struct, frozen=True):
    """What may leave region ``region`` (board id) now: ``free_infantry`` /
    ``free_cannons`` unspent pieces (R16), total strength at most ``max_strength`` so
    that one strength stays (R28)."""
    region: str
    free_infantry: int
    free_cannons: int
    max_strength: int

    def rows(self, min_strength: int = 1) -> list[Force]:
        """The legal forces of strength >= ``min_strength`` as rows (module doc)."""
        return list(force_rows(self.free_infantry, self.free_cannons, self.max_strength, min_strength))

    def check(self, infantry: int, cannons: int, ruling: str) -> None:
        """Raise the :class:`RuleViolation` for a force outside :meth:`rows` (ignoring
        the takeover threshold, see :meth:`check_threshold`): ``illegal_action`` (no
        piece), ``insufficient_forces`` (more than the free pieces), ``must_leave_one``
        (R28)."""
        if infantry < 0 or cannons < 0 or infantry + cannons == 0:
            raise RuleViolation("illegal_action", "commit at least one piece", ruling)
        if infantry > self.free_infantry or cannons > self.free_cannons:
            raise RuleViolation("insufficient_forces",
                                f"{self.region} has not that many pieces free to use", ruling)
        if infantry + CANNON_STRENGTH * cannons > self.max_strength:
            raise RuleViolation("must_leave_one",
                                f"leave at least one strength in {self.region}", "R28")


@functools.lru_cache(maxsize=4096)
def force_rows(free_infantry: int, free_cannons: int, max_strength: int, min_strength: int) -> tuple[Force, ...]:
    """The rows of :meth:`CommitBounds.rows`: a pure function of four small counts, so its
    answers are kept (the rows are frozen, shared by every option that offers them)."""
    out = []
    for c in range(free_cannons + 1):
        lo = max(1 if c == 0 else 0, min_strength - CANNON_STRENGTH * c)
        hi = min(free_infantry, max_strength - CANNON_STRENGTH * c)
        if lo <= hi:
            out.append(Force(cannons=c, min_infantry=lo, max_infantry=hi))
    return tuple(out)


def commit_bounds(s: GameState, r: int, region_id: str) -> CommitBounds:
    """:class:`CommitBounds` of region ``r`` in ``s`` (R16 spent pieces, R28)."""
    return CommitBounds(region=region_id,
                        free_infantry=s.infantry[r] - s.spent_infantry[r],
                        free_cannons=s.cannons[r] - s.spent_cannons[r],
                        max_strength=region_strength(s, r) - 1)


def takeover_strength(s: GameState, t: int) -> int:
    """R16: the smallest strength that takes Greek-held region ``t`` over."""
    return region_strength(s, t) + 1


def check_threshold(strength: int, needed: int, region_id: str) -> None:
    """R16: raise ``insufficient_forces`` when ``strength`` is below ``needed``."""
    if strength < needed:
        raise RuleViolation("insufficient_forces",
                            f"a takeover of {region_id} needs strength {needed}", "R16")


class _Option(Struct, tag_field="type", kw_only=True):
    pass


class PlaceStartOption(_Option, tag="place_start"):
    """R7: any one of ``regions`` (starting regions nobody holds)."""
    regions: list[str]


class ReinforceOption(_Option, tag="reinforce"):
    """R10: owed pieces still to place (``infantry``, ``cannons``) and where they may go.
    One action may place any part of them (at least one piece, totals at most the owed
    counts) as placements in ``regions``; ``split`` says whether one action may use
    several regions (false in round 1: one starting region takes everything, R10).
    ``end_step`` is offered once nothing is owed."""
    regions: list[str]
    infantry: int
    cannons: int
    split: bool = True


class ConvertCannonOption(_Option, tag="convert_cannon"):
    """R3: any one of ``regions`` (3 unspent infantry there, a cannon in the reserve
    that is not owed as a reinforcement)."""
    regions: list[str]


class AttackTarget(Struct, kw_only=True):
    """One region the attack may go to. ``kind``: ``battle`` (Ottomans there, R12),
    ``occupation`` (empty, R15), ``takeover`` (another player's, R16). ``forces``: the
    legal committed forces (module doc; a takeover's rows already require
    ``defender_strength + 1``)."""
    region: str
    kind: Literal["battle", "occupation", "takeover"]
    forces: list[Force]
    ottomans: int = 0
    defender_seat: int | None = None
    defender_strength: int = 0


class AttackOption(_Option, tag="attack"):
    """R11: attacks from region ``from``. ``infantry``/``cannons``: the pieces there.
    Any ``target`` with any of its ``forces`` rows is accepted. ``call_ally`` (R18) may
    be sent with any target; it asks nobody when ``can_call_ally`` is false and is
    ignored outside a battle. ``blessing``: one of ``blessings`` (unspent
    ``attack_die`` Apostles, R25), only with a ``battle`` target."""
    from_: str = field(name="from")
    targets: list[AttackTarget]
    infantry: int
    cannons: int
    can_call_ally: bool
    blessings: list[str] = []


class MoveOption(_Option, tag="move"):
    """R17: move from ``from`` to any region of ``to`` (all other regions you control)
    with any of the ``forces`` rows (module doc)."""
    from_: str = field(name="from")
    to: list[str]
    infantry: int
    cannons: int
    forces: list[Force]


class EndStepOption(_Option, tag="end_step"):
    """R9: end ``step``."""
    step: str


class CallAllyOption(_Option, tag="call_ally"):
    """R18-R19: ``call`` true or false for battle ``battle``."""
    battle: int


class AnswerAllyOption(_Option, tag="answer_ally"):
    """R18: decline, or accept sending 1 infantry from one of ``regions`` (they keep
    >= 1 strength, R28); accepting without a region takes R19's standing-order choice."""
    battle: int
    asking_seat: int
    regions: list[str]


class SetStandingOrdersOption(_Option, tag="set_standing_orders"):
    """R19: any of the listed orders (or none, keeping the current one)."""
    call_ally: list[str] = field(default_factory=lambda: ["ask", "always", "never"])
    answer_ally: list[str] = field(default_factory=lambda: ["ask", "accept", "decline"])


class ResignOption(_Option, tag="resign"):
    """Leave the game; always accepted while it runs."""


class UndoOption(_Option, tag="undo"):
    """Take back your last actions of this turn (``undo`` with ``count`` from 1 to
    ``len(undoable)``). ``undoable``: the types of the actions that can be undone, newest
    first; ``barrier``: what stops undo before the oldest of them (``turn_start``,
    ``dice``, ``card``, ``other_seat``; :mod:`gamekinds.battle1821.undo`). Offered only when at
    least one action can be undone."""
    undoable: list[str]
    barrier: Literal["turn_start", "dice", "card", "other_seat"]


LegalAction = Union[
    PlaceStartOption, ReinforceOption, ConvertCannonOption, AttackOption, MoveOption,
    EndStepOption, CallAllyOption, AnswerAllyOption, SetStandingOrdersOption, ResignOption,
    UndoOption,
]


@functools.cache
def _region_fields(cls: type) -> tuple[tuple[str, str], ...]:
    """``(name, JSON name)`` of the fields of action type ``cls`` that name regions
    (``msgspec.structs.fields`` resolves the type's annotations on every call: about
    60 µs per action, once per type here)."""
    return tuple((f.name, f.encode_name) for f in msgspec.structs.fields(cls)
                 if f.name in ("region", "from_", "to", "placements"))


def unknown_reference(action) -> tuple[str, str, str] | None:
    """``(code, field, detail)`` when ``action`` names a region the board does not have
    (``unknown_region``; ``field`` is the JSON path: ``region``, ``from``, ``to``,
    ``placements[0].region``), else None. Checked before the rules (the platform answers
    422 naming the field: a typo, not a move the rules refuse)."""
    named: list[tuple[str, object]] = []
    for name, encode_name in _region_fields(type(action)):
        value = getattr(action, name)
        if name == "placements":
            named.extend((f"placements[{i}].region", p.region) for i, p in enumerate(value))
        else:
            named.append((encode_name, value))
    for field, rid in named:
        if isinstance(rid, str) and rid not in BOARD.index:
            return ("unknown_region", field, f"{field}: no region called {rid!r}; the board's region ids are "
                    "listed in GET /rules (board.regions[].id)")
    return None


def region_index(rid: str) -> int:
    """Board index of region ``rid``; raises ``unknown_region`` for any other name."""
    r = BOARD.index.get(rid)
    if r is None:
        raise RuleViolation("unknown_region", f"no region called {rid!r}", "R11")
    return r
