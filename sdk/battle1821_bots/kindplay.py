"""Whole games of any game kind on the local engine, played by the kind's own computer-seat
policies (``battle1821-bots --kind NAME``; no server).

Only the rules-module contract (:mod:`gamekinds.contract`) is used, so this knows no
game: ``new_game``, ``start``, ``settle``, ``waiting_for``, ``legal_actions``, ``apply``,
``advance`` and ``POLICIES`` (``policy(state, seat, options, rng) -> Action``).

- :func:`resolve_kind` ``(name) -> GameKind``: a registered kind
  (:func:`gamekinds.registry.get`: entry points and ``BATTLE1821_KINDS``), else a kind
  package that is not registered yet, named by module (``gamekinds.ottomans``) or by its
  name under ``gamekinds`` (``ottomans``), checked against the contract. Raises
  :class:`~gamekinds.registry.UnknownKind` when there is no such package and
  :class:`~gamekinds.registry.BrokenKind` when it lacks names of the contract.
- :func:`kind_options` ``(kind, scenario, max_rounds)``: the kind's ``Options`` with those
  of the two it has (``msgspec.ValidationError`` for a value out of its bounds).
- :func:`play_kind_game`: one game; game ``k`` of :func:`play_kind_games` is seeded
  ``{seed}-{k}`` and its policies' ``random.Random`` with the same string, so a run is
  reproducible. A game that raises, meets a dead end (nobody to ask, nothing to run) or
  exceeds ``max_steps`` is reported with its ``error``, not raised.
"""

from __future__ import annotations

import importlib
import random
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import msgspec

from gamekinds import registry
from gamekinds.contract import GameKind

MAX_STEPS = 100_000
"""Steps (a seat's action or one automatic step) after which a game is called dead."""


def resolve_kind(name: str) -> GameKind:
    """The kind ``name`` (module docstring)."""
    try:
        return registry.get(name)
    except registry.UnknownKind:
        pass
    module = name if "." in name else f"gamekinds.{name}"
    try:
        mod = importlib.import_module(module)
    except ModuleNotFoundError as e:
        if e.name is not None and module.startswith(e.name):
            raise registry.UnknownKind(name) from None
        raise
    return registry.check(mod, None if "." in name else name)


def kind_options(kind: GameKind, scenario: str | None = None, max_rounds: int | None = None) -> Any:
    """``kind.Options`` with ``scenario`` (one of ``kind.SCENARIOS``; ValueError otherwise)
    and ``max_rounds`` where the kind's options have those fields."""
    fields = set(getattr(kind.Options, "__struct_fields__", ()))
    raw: dict[str, Any] = {}
    if scenario is not None:
        if scenario not in kind.SCENARIOS:
            raise ValueError(f"{kind.NAME} has scenarios {', '.join(kind.SCENARIOS)}, not {scenario!r}")
        if "scenario" in fields:
            raw["scenario"] = scenario
    if max_rounds is not None and "max_rounds" in fields:
        raw["max_rounds"] = max_rounds
    return msgspec.convert(raw, kind.Options, strict=False)


@dataclass
class KindGameResult:
    """One game: ``status`` (``finished`` unless ``error``), ``winners`` (seats), the
    state's ``round`` at the end, ``steps`` (seat actions + automatic steps), ``actions``
    (seat actions alone), wall ``seconds``."""
    number: int
    seed: str
    policies: tuple[str, ...]
    status: str = "unfinished"
    winners: list[int] = field(default_factory=list)
    round: int = 0
    steps: int = 0
    actions: int = 0
    seconds: float = 0.0
    end_reason: str | None = None
    error: str | None = None


def play_kind_game(kind: GameKind, policies: tuple[str, ...], seed: str, options: Any = None, number: int = 1,
                   max_steps: int = MAX_STEPS) -> KindGameResult:
    """Play one game of ``len(policies)`` seats, seat ``i`` by ``kind.POLICIES[policies[i]]``."""
    res = KindGameResult(number, seed, policies)
    t0 = time.perf_counter()
    try:
        pols: list[Callable[..., Any]] = [kind.POLICIES[p] for p in policies]
        s = kind.new_game(len(policies), seed, options, [f"{p} {i + 1}" for i, p in enumerate(policies)])
        s, _ = kind.start(s)
        s, _ = kind.settle(s)
        rng = random.Random(seed)
        while s.status != "finished":
            if res.steps >= max_steps:
                raise RuntimeError(f"over {max_steps} steps (at {s.phase}/{s.step})")
            res.steps += 1
            waiting = kind.waiting_for(s)
            if waiting:
                seat = waiting[0]
                action = pols[seat](s, seat, kind.legal_actions(s, seat), rng)
                if action is None:
                    raise RuntimeError(f"dead end: policy {policies[seat]} of seat {seat} chose nothing at "
                                       f"{s.phase}/{s.step}")
                s, _ = kind.apply(s, seat, action)
                s, _ = kind.settle(s)
                res.actions += 1
            else:
                before = kind.encode_state(s)
                s, _ = kind.advance(s, 1)
                if kind.encode_state(s) == before:
                    raise RuntimeError(f"dead end at {s.phase}/{s.step}: nobody to ask, nothing runs")
        res.status, res.winners, res.end_reason = "finished", list(s.winners), s.end_reason
        res.round = int(s.round)
    except Exception as e:  # reported per game (module docstring)
        res.status, res.error = "error", f"{type(e).__name__}: {e}"
    res.seconds = time.perf_counter() - t0
    return res


def _play_job(args: tuple) -> KindGameResult:
    name, policies, seed, options, number, max_steps = args
    return play_kind_game(resolve_kind(name), policies, seed, options, number, max_steps)


def play_kind_games(name: str, games: int, policies: tuple[str, ...], seed: str = "local",
                    scenario: str | None = None, max_rounds: int | None = None, jobs: int = 1,
                    max_steps: int = MAX_STEPS,
                    on_done: Callable[[KindGameResult], None] | None = None) -> list[KindGameResult]:
    """``games`` games of the kind ``name`` (:func:`resolve_kind`), in game order; in
    ``jobs`` worker processes when more than one. Raises ``KeyError`` for a policy the kind
    does not have, ``ValueError`` for a seat count outside ``kind.SEATS`` or an unknown
    scenario."""
    kind = resolve_kind(name)
    unknown = [p for p in policies if p not in kind.POLICIES]
    if unknown:
        raise KeyError(f"{kind.NAME} has policies {', '.join(sorted(kind.POLICIES))}, not {', '.join(unknown)}")
    lo, hi = kind.SEATS
    if not lo <= len(policies) <= hi:
        raise ValueError(f"{kind.NAME} is played by {lo} to {hi} seats, not {len(policies)}")
    options = kind_options(kind, scenario, max_rounds)
    todo = [(name, policies, f"{seed}-{k}", options, k, max_steps) for k in range(1, games + 1)]
    out: list[KindGameResult] = []
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            for r in pool.map(_play_job, todo):
                out.append(r)
                if on_done:
                    on_done(r)
    else:
        for job in todo:
            r = play_kind_game(kind, *job[1:])
            out.append(r)
            if on_done:
                on_done(r)
    return out


def kind_table(results: list[KindGameResult]) -> str:
    """One line per game (number, status, winners with their policies, round, steps,
    actions, seconds, end, seed, error) and a summary: wins per policy (a shared win
    counts 1/number of winners), steps and actions per second of the whole run."""
    head = ["game", "status", "winners", "round", "steps", "actions", "seconds", "end", "seed"]
    rows = []
    for r in results:
        won = ",".join(f"{w} ({r.policies[w]})" for w in r.winners) or "-"
        rows.append([str(r.number), r.status, won, str(r.round), str(r.steps), str(r.actions), f"{r.seconds:.2f}",
                     r.end_reason or (r.error or "")[:80], r.seed])
    widths = [max(len(h), *(len(row[i]) for row in rows)) if rows else len(h) for i, h in enumerate(head)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(head, widths)), "  ".join("-" * w for w in widths)]
    lines += ["  ".join(c.ljust(w) for c, w in zip(row, widths)) for row in rows]
    done = [r for r in results if r.status == "finished"]
    wins: dict[str, float] = {}
    for r in done:
        for w in r.winners:
            wins[r.policies[w]] = wins.get(r.policies[w], 0) + 1 / len(r.winners)
    secs = sum(r.seconds for r in results) or 1e-9
    policies = list(dict.fromkeys(p for r in results for p in r.policies))
    lines.append("")
    lines.append(f"{len(done)}/{len(results)} games finished; wins: "
                 + (", ".join(f"{p} {wins.get(p, 0):g}" for p in policies) or "-")
                 + f"; {sum(r.steps for r in results) / secs:,.0f} steps/s, "
                 f"{sum(r.actions for r in results) / secs:,.0f} actions/s")
    return "\n".join(lines)
