"""The registry of game kinds (OpenSpiel's ``pyspiel.load_game`` by name).

A kind is found by name from the ``battle1821.kinds`` entry points of the installed
distributions (``battle1821-kinds`` registers ``battle1821``), and from
``BATTLE1821_KINDS`` — a comma-separated list of ``name=module`` pairs (``tiny=tinykind``)
— for a kind that is not packaged (the tests' tiny kind). :data:`DEFAULT` is the kind of a
request that names none.

A kind is a package, and its :data:`META` file (``kind.json``, beside its ``__init__``)
declares what the platform needs of every hosted kind before it meets one of its games:
``{"seats": [min, max]}``, the kind's ``SEATS`` (the listing index's cells). :func:`seats`
reads it without importing the kind's engine; :func:`get` refuses a kind whose ``SEATS``
differ from it.

Errors: :func:`get` and :func:`seats` raise :class:`UnknownKind` (a ``KeyError``) for a
name that is not registered, and :class:`BrokenKind` for a module that does not satisfy
the contract (a missing or malformed ``kind.json`` included).
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import json
import os
import threading
from importlib.metadata import entry_points
from pathlib import Path
from types import ModuleType
from typing import Any, cast, get_args

from .contract import CONTRACT, GameKind

GROUP = "battle1821.kinds"
ENV = "BATTLE1821_KINDS"
DEFAULT = "battle1821"
META = "kind.json"
"""A kind package's metadata file (module doc): ``{"seats": [min, max]}``, 1 <= min <= max."""

_loaded: dict[str, GameKind] = {}
_by_state: dict[type, GameKind] = {}
_by_event: dict[type, GameKind] = {}
_lock = threading.Lock()


class UnknownKind(KeyError):
    """No kind of that name is registered; ``.name`` is the name asked for."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


class BrokenKind(TypeError):
    """A registered module that lacks names of the contract (listed in the message)."""


def sources() -> dict[str, str]:
    """Every registered kind: name -> module path (entry points, then ``BATTLE1821_KINDS``).
    The installed entry points are read once per process (a scan costs ~10 ms)."""
    return dict(_sources(os.environ.get(ENV, "")))


@functools.lru_cache(maxsize=8)
def _entry_points() -> tuple[tuple[str, str], ...]:
    return tuple((ep.name, ep.value) for ep in entry_points(group=GROUP))


@functools.lru_cache(maxsize=8)
def _sources(extra: str) -> tuple[tuple[str, str], ...]:
    found = dict(_entry_points())
    for pair in filter(None, (p.strip() for p in extra.split(","))):
        name, _, module = pair.partition("=")
        found[name.strip()] = module.strip() or name.strip()
    return tuple(sorted(found.items()))


def names() -> list[str]:
    """The registered kinds' names, sorted (the default first)."""
    return sorted(sources(), key=lambda n: (n != DEFAULT, n))


def seats(name: str | None = None) -> tuple[int, int]:
    """The kind ``name``'s ``(min, max)`` seats (default :data:`DEFAULT`), from its package's
    :data:`META` file: the kind's engine is not imported (~0.05 CPU s for the Ottomans)."""
    name = name or DEFAULT
    module = sources().get(name)
    if module is None:
        raise UnknownKind(name)
    return _declared_seats(module)


@functools.lru_cache(maxsize=32)
def _declared_seats(module: str) -> tuple[int, int]:
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError) as exc:
        raise BrokenKind(f"kind module {module} cannot be found: {exc}") from None
    if spec is None:
        raise BrokenKind(f"kind module {module} cannot be found")
    where = list(spec.submodule_search_locations or ())
    if not where:
        raise BrokenKind(f"kind module {module} is not a package (its {META} has nowhere to be)")
    path = Path(where[0]) / META
    try:
        got = json.loads(path.read_bytes())["seats"]
        lo, hi = got
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise BrokenKind(f"kind package {module} has no {META} declaring its seats as [min, max]: "
                         f"{exc!r}") from None
    if not (type(lo) is int and type(hi) is int and 1 <= lo <= hi):
        raise BrokenKind(f"kind package {module}: {META} declares seats {got!r}, not [min, max] with 1 <= min <= max")
    return lo, hi


def check(module: ModuleType, name: str | None = None) -> GameKind:
    """``module`` as a :class:`GameKind`; raises :class:`BrokenKind` naming what it lacks."""
    missing = [n for n in CONTRACT if not hasattr(module, n)]
    if missing:
        raise BrokenKind(f"kind module {module.__name__} lacks {', '.join(missing)}")
    if name is not None and module.NAME != name:
        raise BrokenKind(f"kind module {module.__name__} is registered as {name!r} but names itself {module.NAME!r}")
    return cast(GameKind, module)


def get(name: str | None = None) -> GameKind:
    """The kind ``name`` (default :data:`DEFAULT`), imported once per process."""
    name = name or DEFAULT
    kind = _loaded.get(name)
    if kind is not None:
        return kind
    with _lock:
        if name not in _loaded:
            module = sources().get(name)
            if module is None:
                raise UnknownKind(name)
            kind = check(importlib.import_module(module), name)
            if tuple(kind.SEATS) != _declared_seats(module):
                raise BrokenKind(f"kind {name}: SEATS {tuple(kind.SEATS)} but its {META} declares "
                                 f"{list(_declared_seats(module))}")
            _by_state[kind.GameState] = kind
            for ev in get_args(kind.LogEvent) or (kind.LogEvent,):
                _by_event[ev] = kind
            _loaded[name] = kind
        return _loaded[name]


def of_state(state: object) -> GameKind:
    """The kind whose ``GameState`` ``state`` is (by its type; every kind has its own).
    Raises :class:`UnknownKind` for a state of no registered kind."""
    kind = _by_state.get(type(state))
    if kind is None:
        all_kinds()
        kind = _by_state.get(type(state))
        if kind is None:
            raise UnknownKind(type(state).__qualname__)
    return kind


def public_event(event: Any) -> Any:
    """``event`` as the table reads it: its kind's ``public_event`` for a log event of a
    loaded kind (the kind's state was decoded to make it), else ``event`` unchanged (the
    platform's own stream events are public)."""
    kind = _by_event.get(type(event))
    return event if kind is None else kind.public_event(event)


def phase_names() -> tuple[str, ...]:
    """Every registered kind's phase names (``PHASES``), in registry order, each once."""
    return tuple(dict.fromkeys(p for k in all_kinds() for p in k.PHASES))


def all_kinds() -> list[GameKind]:
    """Every registered kind, loaded (the default first)."""
    return [get(n) for n in names()]


def position_checks() -> list[tuple[str, str]]:
    """``(name, text)`` of every registered kind that says what its described positions
    must satisfy (its ``POSITION_CHECKS``), in registry order: the words of the
    ``invalid_position`` problem, from the kinds (the platform knows no game's rules)."""
    return [(k.NAME, k.POSITION_CHECKS) for k in all_kinds() if getattr(k, "POSITION_CHECKS", None)]
