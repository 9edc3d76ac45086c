"""Undo within a seat's own turn, back to the last barrier (Rally the Troops' undo: its
``push_undo`` before every undoable action, ``clear_undo`` when dice are rolled, hidden
information is revealed or another player acts, ``pop_undo`` for the ``undo`` action).
A house feature of this server, not a ruling: no R-number.

Where RTT copies the whole game per action, the state here keeps one *reverse patch*
per undoable action (``GameState.undo``, :class:`~.state.UndoLog`): the old value of
every field, array element or player field the action changed, as msgpack bytes (a
typical move or placement: 30-80 bytes). Undoing one action sets those values back, so
``undo(apply(s, a)) == s`` exactly. The patches are cleared at every barrier
(:data:`~.state.UndoBarrier`), which :func:`after_action` and :func:`after_advance`
detect by comparing the state before and after:

- ``dice``: the random generator's state moved (every die and shuffle goes through it,
  R27) or a battle began (its rolls, R12);
- ``card``: the Apostle or Event decks, the Apostles revealed or any player's Apostles
  changed (R20, R25);
- ``other_seat``: the action came from a seat that was not the one acting (standing
  orders, a resignation);
- ``turn_start``: the seat acting changed, or the phase or round did (the next turn
  starts there; so does the game's first turn after setup).

Otherwise the action pushes its patch, except ``set_standing_orders`` by the acting
seat, which is neither undone nor a barrier (it changes only that seat's orders, which
no patch touches). Undo is offered (:func:`option`) and accepted (:func:`check`) by the
one count :func:`undoable`: in a Greek step or setup placement (the flow rows that list
:class:`Undo` among their verbs), to the seat acting, when it has patches.
"""

from __future__ import annotations

import zlib
from itertools import compress as _compress, count as _count
from operator import ne as _ne

import msgspec

from .actions import SetStandingOrders, Undo
from .errors import RuleViolation
from .board import BOARD
from .log import RegionPieces, Undone
from .options import UndoOption
from .state import Battle, GameState, Options, OttomanPhase, Pending, Player, UndoLog

MAX_PATCHES = 255
"""Deepest undo stack (msgspec bound of ``UndoLog.patches``); older patches are dropped."""

BARRIER_TEXT = {
    "turn_start": "your turn (or this phase) began there",
    "dice": "dice were rolled",
    "card": "a card was drawn or revealed",
    "other_seat": "another seat acted",
}

_astuple = msgspec.structs.astuple
_map = map
_enc = msgspec.msgpack.Encoder()
_dec = msgspec.msgpack.Decoder()
_CARD_FIELDS = ("apostle_deck", "apostles_revealed", "event_deck", "event_discard")


def _array_like(x) -> bool:
    return x.__struct_config__.array_like


_LEAVES = frozenset({int, str, bool, bytes, float, type(None)})
"""Types :func:`_diff` records whole at once (no fields, no items)."""


def _diff(old, new, path: list, out: list) -> None:
    """Append ``[path, old value]`` for every leaf where ``old`` and ``new`` (known to
    differ) differ: structs by field (array-like ones whole), equal-length lists by
    index. A path is ints: a struct's field number (its place in ``__struct_fields__``)
    or a list index."""
    if isinstance(old, list):   # (a list is never a Struct: lists are tried first)
        if isinstance(new, list) and len(old) == len(new):
            _diff_items(old, new, path, out)
        else:
            out.append([path, old])
    elif isinstance(old, msgspec.Struct) and type(old) is type(new) and not _array_like(old):
        _diff_items(_astuple(old), _astuple(new), path, out)
    else:
        out.append([path, old])


def _diff_items(old, new, path: list, out: list) -> None:
    """:func:`_diff` of each pair of items (fields or list elements) that differ, in
    order (the unequal pairs are found in C)."""
    for i in _compress(_count(), _map(_ne, old, new)):
        a = old[i]
        if type(a) in _LEAVES:
            out.append([path + [i], a])
        else:
            _diff(a, new[i], path + [i], out)


_UNDO_FIELD = GameState.__struct_fields__.index("undo")


def _changes(before: GameState, after: GameState) -> list:
    """The reverse patch of ``before`` -> ``after`` (:func:`_diff`), the undo log left
    out (it is never part of a patch)."""
    out: list = []
    a, b = _astuple(before), _astuple(after)
    for i in _compress(_count(), _map(_ne, a, b)):
        if i != _UNDO_FIELD:
            x = a[i]
            if type(x) in _LEAVES:
                out.append([[i], x])
            else:
                _diff(x, b[i], [i], out)
    return out


def _layout() -> int:
    """A 16-bit hash of the field order of every struct a patch path may name: patches
    written under another layout (another server version) are never applied."""
    names = [(c.__name__, c.__struct_fields__) for c in (GameState, Player, Battle, Pending, OttomanPhase, Options)]
    return zlib.crc32(repr(names).encode()) & 0xFFFF


LAYOUT = _layout()


def fingerprint(s: GameState) -> tuple:
    """What a barrier changes: the random generator and battle count (``dice``), then
    the decks and Apostles (``card``); compared before and after a step."""
    return ((s.rng_state, s.rng_inc, s.battles_fought),
            (len(s.apostle_deck), tuple(s.apostles_revealed), len(s.event_deck), len(s.event_discard),
             tuple([len(p.apostles) for p in s.players])))


def random_kind(before: tuple, after: GameState) -> str | None:
    """``dice`` or ``card`` when :func:`fingerprint` ``before`` and ``after`` differ so."""
    now = fingerprint(after)
    if now[0] != before[0]:
        return "dice"
    if now[1] != before[1]:
        return "card"
    return None


def _barrier(before: GameState, after: GameState, seat: int, actor: int | None,
             waiting: list[int], verbs: dict) -> str | None:
    """The barrier between ``before`` and ``after`` (an action by ``seat``, the seat
    acting before it ``actor``; ``waiting``: ``waiting_for(after)``, ``verbs``: the verbs
    of ``after``'s flow row), or None when the action is undoable."""
    if before.rng_state != after.rng_state or before.rng_inc != after.rng_inc \
            or before.battles_fought != after.battles_fought:
        return "dice"   # random_kind(fingerprint(before), after), without the tuples
    if len(before.apostle_deck) != len(after.apostle_deck) or before.apostles_revealed != after.apostles_revealed \
            or len(before.event_deck) != len(after.event_deck) \
            or len(before.event_discard) != len(after.event_discard) \
            or [len(p.apostles) for p in before.players] != [len(p.apostles) for p in after.players]:
        return "card"
    if seat != actor:
        return "other_seat"
    if after.status != "active" or waiting != [seat] or before.phase != after.phase \
            or before.round != after.round or Undo not in verbs:
        return "turn_start"
    return None


def _clear(after: GameState, barrier: str, waiting: list[int]) -> None:
    """A new, empty undo log for the seat ``after`` waits on (``waiting``:
    ``waiting_for(after)``)."""
    w = waiting
    after.undo = UndoLog(seat=w[0] if len(w) == 1 else -1, barrier=barrier)


def after_action(before: GameState, after: GameState, seat: int, actor: int | None, action, st) -> None:
    """Update ``after.undo`` for ``action`` by ``seat`` (``actor``: the seat acting in
    ``before``, None for none): push its patch, or clear at a barrier (module doc). ``st``:
    the flow's row of ``after`` (:data:`.flow.STATES`: its ``actor`` and ``verbs``), given
    by the flow, which imports this module (not the other way round)."""
    if type(action) is SetStandingOrders and seat == actor:
        after.undo = before.undo
        return
    a = None if st.actor is None else st.actor(after)
    waiting = [] if a is None else [a]
    kind = _barrier(before, after, seat, actor, waiting, st.verbs)
    if kind is not None:
        _clear(after, kind, waiting)
        return
    prev = before.undo
    changes = _changes(before, after)
    tag = action.__struct_config__.tag
    if prev.seat == seat and prev.layout == LAYOUT:
        patch = _enc.encode([tag, changes])
        patches = prev.patches[-(MAX_PATCHES - 1):]
    else:   # a new stack: its first patch keeps what the undo log said before it
        patch = _enc.encode([tag, changes, prev.seat, prev.barrier, prev.layout])
        patches = []
    after.undo = UndoLog(seat=seat, barrier=prev.barrier, patches=[*patches, patch], layout=LAYOUT)


def after_advance(after: GameState, kind: str, waiting: list[int]) -> None:
    """Automatic steps ran (always a barrier); ``kind``: :func:`random_kind` of the last
    step that ran, None for ``turn_start``; ``waiting``: ``waiting_for(after)``. Only the
    last step counts, so the result does not depend on how the steps were split between
    ``advance`` calls."""
    _clear(after, kind or "turn_start", waiting)


def undoable(state: GameState, seat: int) -> list[str]:
    """The action types ``seat`` may take back now, newest first (empty: none)."""
    u = state.undo
    if u.seat != seat or u.layout != LAYOUT:
        return []
    return [_dec.decode(p)[0] for p in reversed(u.patches)]


def _refusal(state: GameState, seat: int, count: int) -> RuleViolation | None:
    kinds = undoable(state, seat)
    barrier = state.undo.barrier
    if not kinds:
        return RuleViolation("undo_barrier", f"Nothing to undo: {BARRIER_TEXT[barrier]}.", None,
                             barrier=barrier)
    if count > len(kinds):
        return RuleViolation("undo_barrier", f"Only {len(kinds)} action(s) can be undone: before them "
                             f"{BARRIER_TEXT[barrier]}.", None, barrier=barrier)
    return None


def check(s: GameState, seat: int, a: Undo) -> None:
    """Raise ``undo_barrier`` (with ``barrier``) when ``a.count`` actions of ``seat``
    cannot be taken back (the flow row already checked the step and the seat)."""
    rv = _refusal(s, seat, a.count)
    if rv is not None:
        raise rv


def option(state: GameState, seat: int) -> UndoOption | None:
    """The ``undo`` option of ``seat`` (whose flow row accepts :class:`Undo`), or None."""
    kinds = undoable(state, seat)
    return UndoOption(undoable=kinds, barrier=state.undo.barrier) if kinds else None


def _set(root: dict, typed, path: list, value) -> None:
    """Set ``value`` at ``path`` (:func:`_diff`) in the builtins ``root`` of the typed
    state ``typed`` (which names each struct field number)."""
    obj, cur = root, typed
    for depth, k in enumerate(path):
        if isinstance(cur, msgspec.Struct):
            k = cur.__struct_fields__[k]
            nxt = getattr(cur, k)
        else:
            nxt = cur[k]
        if depth == len(path) - 1:
            obj[k] = value
        else:
            obj, cur = obj[k], nxt


def undo(state: GameState, seat: int, count: int) -> tuple[GameState, list]:
    """Take back the last ``count`` patches of ``seat`` (checked): the state as before
    those actions, and one :class:`~.log.Undone` event naming the regions it changed."""
    u = state.undo
    patches = list(u.patches)
    kinds = []
    prev = [u.seat, u.barrier, patches, u.layout]
    s = state
    for _ in range(count):
        kind, changes, *first = _dec.decode(patches.pop())
        kinds.append(kind)
        b = msgspec.to_builtins(s, builtin_types=(bytes,))
        for path, old in changes:
            _set(b, s, path, old)
        if first:
            prev = [first[0], first[1], patches, first[2]]
        b["undo"] = prev
        s = msgspec.convert(b, GameState)
    ids = BOARD.ids
    regions = [RegionPieces(region=ids[r], owner=s.owner[r], infantry=s.infantry[r], cannons=s.cannons[r],
                            ottomans=s.ottomans[r])
               for r in range(len(s.owner))
               if (s.owner[r], s.infantry[r], s.cannons[r], s.ottomans[r])
               != (state.owner[r], state.infantry[r], state.cannons[r], state.ottomans[r])]
    return s, [Undone(seat=seat, count=count, actions=kinds, regions=regions, round=s.round, phase=s.phase,
                      step=s.step)]
