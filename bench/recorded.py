"""Recorded realistic games: the SDK's bots playing the local engine from fixed seeds.

    .venv/bin/python -m bench.recorded [--no-cache]     # record (or load) and print the mix

:func:`games` returns the recorded games of :data:`SPECS` (default), one
:class:`RecordedGame` each::

    RecordedGame(
        seats=4, seed="rec-4g-0", options=Options(max_rounds=20),
        bots=("greedy", "greedy", "greedy", "greedy"),
        log=[(None, None), ..., (2, PlaceStart(region="mani")), (None, None), ...],
        counts={"advance": 1234, "attack": 80, "reinforce": 60, ...},
        final_sha256="...",
    )

- ``log``: everything after ``start(new_game(seats, seed, options))``, in order: a
  player action as ``(seat, Action)`` (a ``gamekinds.battle1821.actions`` struct, to pass to
  ``apply``), or ``(None, None)`` for one automatic step (``advance(s, max_steps=1)``:
  setup rolls, a battle's rolls, one Ottoman unit, the round's end). The same shape as
  ``gamekinds.battle1821.randomplay.play_random_game``'s log, so
  ``randomplay.replay(seats, seed, options.max_rounds, log)`` re-plays it.
- ``counts``: log entries per action type tag (``"attack"``, ``"move"``, ...;
  ``"advance"`` for automatic steps). :func:`mix` sums them over games.
- ``final_sha256``: sha256 of ``encode_state`` of the final (finished) state.

Players (``bots``, seat order): ``greedy`` (the reference client bot), ``random`` (the
engine's random player) and ``search`` (the SDK's search bot with its CPU clock stopped,
so only its work budget bounds it: the same choices on any machine). Each bot is seeded
``"{seed}/{seat}"``; the game RNG is the game's seed (R27). Bots choose as in
``battle1821_bots.local.play_local`` (``legal_actions`` without the meta options, on a
copy of the state). Same seeds, same engine and bots -> the same games.

Recording takes ~10 s; the result is cached in ``.battle1821/bench/recorded-<key>.json``
where ``<key>`` hashes the sources of the engine, its data, the bots and this module, so
any change of them records afresh. Loading verifies nothing; :func:`verify` replays a
game through ``gamekinds.battle1821`` and checks its final state hash.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import msgspec

from gamekinds.battle1821 import Action, advance, apply, new_game, start
from gamekinds.battle1821.state import Options, encode_state

ROOT = Path(__file__).resolve().parents[1]
CACHE_DIR = ROOT / ".battle1821" / "bench"
MAX_ROUNDS = 20
MAX_ACTIONS = 20_000

G4 = ("greedy",) * 4
SPECS: tuple[tuple[tuple[str, ...], str], ...] = (
    *((G4, f"rec-4g-{k}") for k in range(8)),
    *((("greedy", "random", "greedy", "random"), f"rec-4gr-{k}") for k in range(2)),
    (("search", "greedy", "greedy", "greedy"), "rec-4sg-0"),
    *((("greedy",) * 3, f"rec-3g-{k}") for k in range(2)),
    *((("greedy",) * 2, f"rec-2g-{k}") for k in range(2)),
)
"""(bots in seat order, seed) of every recorded game; all with ``max_rounds`` 20."""


@dataclass(frozen=True)
class RecordedGame:
    """One recorded game (module doc)."""
    seats: int
    seed: str
    options: Options
    bots: tuple[str, ...]
    log: list
    counts: dict
    final_sha256: str


_ACTION = msgspec.json.Decoder(Action)


def _tag(a) -> str:
    return "advance" if a is None else a.__struct_config__.tag


def _counts(log: list) -> dict:
    return dict(Counter(_tag(a) for _, a in log))


def _frozen_clock() -> float:
    return 0.0


def _make_bot(name: str, seed: str):
    from battle1821_bots.players import LOCAL_BOTS
    if name == "search":
        from battle1821_bots.search import SearchPlayer
        return SearchPlayer(seed, clock=_frozen_clock)
    return LOCAL_BOTS[name](seed)


def record(bots: tuple[str, ...], seed: str, max_rounds: int = MAX_ROUNDS) -> RecordedGame:
    """Play one game between ``bots`` (seat order) from ``seed`` and return its record.
    Raises RuntimeError when a bot chooses an illegal action or the game does not end."""
    from gamekinds import battle1821 as E
    from battle1821_bots.local import META_OPTIONS

    players = [_make_bot(name, f"{seed}/{i}") for i, name in enumerate(bots)]
    s, _ = E.start(E.new_game(len(bots), seed, E.Options(max_rounds=max_rounds)))
    log: list = []
    while s.status != "finished":
        if len(log) >= MAX_ACTIONS:
            raise RuntimeError(f"{seed}: no end after {MAX_ACTIONS} log entries")
        w = E.waiting_for(s)
        if not w:
            s, _ = E.advance(s, max_steps=1)
            log.append((None, None))
            continue
        seat = w[0]
        opts = [o for o in E.legal_actions(s, seat) if not isinstance(o, META_OPTIONS)]
        a = players[seat].choose(E.copy_state(s), seat, opts)
        v = E.violation(s, seat, a)
        if v is not None:
            raise RuntimeError(f"{seed}: seat {seat} ({bots[seat]}) chose an illegal {a!r}: {v}")
        s, _ = E.apply(s, seat, a)
        # the SDK maps kinds/gamekinds/battle1821 as gamekinds.battle1821: its structs are other classes
        log.append((seat, _ACTION.decode(msgspec.json.encode(a))))
    return RecordedGame(seats=len(bots), seed=seed, options=Options(max_rounds=max_rounds), bots=bots,
                        log=log, counts=_counts(log),
                        final_sha256=hashlib.sha256(E.encode_state(s)).hexdigest())


def replay(g: RecordedGame):
    """The final state of ``g`` replayed through ``gamekinds.battle1821``."""
    s, _ = start(new_game(g.seats, g.seed, g.options))
    for seat, a in g.log:
        s, _ = advance(s, max_steps=1) if seat is None else apply(s, seat, a)
    return s


def verify(g: RecordedGame) -> None:
    """Raise AssertionError unless replaying ``g`` ends in its recorded final state."""
    s = replay(g)
    got = hashlib.sha256(encode_state(s)).hexdigest()
    assert s.status == "finished" and got == g.final_sha256, f"{g.seed}: replay diverged"


def cache_key() -> str:
    """Hash of the sources a recording depends on (module doc)."""
    h = hashlib.sha256()
    for folder, pattern in (("kinds/gamekinds/battle1821", "**/*.py"), ("kinds/gamekinds/battle1821/files", "**/*"),
                            ("sdk/battle1821_bots", "*.py"), ("sdk/battle1821_client", "**/*.py")):
        for p in sorted((ROOT / folder).glob(pattern)):
            if p.is_file() and "__pycache__" not in p.parts:
                h.update(str(p.relative_to(ROOT)).encode())
                h.update(p.read_bytes())
    h.update(Path(__file__).read_bytes())
    return h.hexdigest()[:16]


def _to_json(gs: list[RecordedGame]) -> bytes:
    return msgspec.json.encode([
        {"seats": g.seats, "seed": g.seed, "options": g.options, "bots": list(g.bots),
         "log": [[seat, a] for seat, a in g.log], "counts": g.counts, "final_sha256": g.final_sha256}
        for g in gs])


class _Game(msgspec.Struct):
    seats: int
    seed: str
    options: Options
    bots: list[str]
    log: list[tuple[int | None, Action | None]]
    counts: dict[str, int]
    final_sha256: str


def _from_json(data: bytes) -> list[RecordedGame]:
    return [RecordedGame(seats=g.seats, seed=g.seed, options=g.options, bots=tuple(g.bots),
                         log=[tuple(e) for e in g.log], counts=g.counts, final_sha256=g.final_sha256)
            for g in msgspec.json.decode(data, type=list[_Game])]


def games(specs=SPECS, *, cache: bool = True) -> list[RecordedGame]:
    """The recorded games of ``specs`` (``(bots, seed)`` pairs, default :data:`SPECS`),
    loaded from the cache file when it holds them (module doc), else recorded (and
    cached when ``cache``)."""
    specs = tuple((tuple(b), seed) for b, seed in specs)
    key = hashlib.sha256(repr(specs).encode()).hexdigest()[:8]
    path = CACHE_DIR / f"recorded-{cache_key()}-{key}.json"
    if cache and path.exists():
        return _from_json(path.read_bytes())
    out = [record(b, seed) for b, seed in specs]
    if cache:
        CACHE_DIR.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_bytes(_to_json(out))
        tmp.replace(path)
    return out


def mix(gs: list[RecordedGame]) -> dict[str, int]:
    """Log entries per action type over ``gs`` (``"advance"``: automatic steps), most first."""
    c: Counter = Counter()
    for g in gs:
        c.update(g.counts)
    return dict(c.most_common())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--no-cache", action="store_true", help="record afresh, write no cache")
    ap.add_argument("--verify", action="store_true", help="replay every game through gamekinds.battle1821")
    a = ap.parse_args(argv)
    gs = games(cache=not a.no_cache)
    for g in gs:
        if a.verify:
            verify(g)
        n = sum(v for k, v in g.counts.items() if k != "advance")
        print(f"{g.seed:12s} {g.seats} seats {'/'.join(g.bots):28s} {n:5d} actions {g.counts.get('advance', 0):5d} steps")
    m = mix(gs)
    total = sum(v for k, v in m.items() if k != "advance")
    print(json.dumps({k: f"{v} ({v / total:.1%})" if k != "advance" else v for k, v in m.items()}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
