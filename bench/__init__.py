"""Benchmarks (scripts, not timed tests): ``make bench`` runs :mod:`bench.all`."""

from __future__ import annotations

import argparse
from typing import Callable


def section_rows(label: str, build: Callable[[], list[str]]) -> list[str]:
    """``build()``'s table rows for bench/all.py, or one row saying why ``label`` was not
    measured: one bench's failure never fails the whole bench."""
    try:
        return build()
    except Exception as exc:  # noqa: BLE001 - reported in the table
        return [f"| {label} | not measured: {repr(exc)[:200]} |  |  |"]


def run_args(ap: argparse.ArgumentParser, *, rounds: int, seconds: float, games: int) -> argparse.ArgumentParser:
    """The options of an alternating-runs bench: ``--rounds``, ``--seconds`` (per run),
    ``--games`` (games in play) and ``--redis-url`` (default: none, a throwaway Redis of
    the bench's own: ``Stack.redis_unless_given``)."""
    ap.add_argument("--rounds", type=int, default=rounds)
    ap.add_argument("--seconds", type=float, default=seconds)
    ap.add_argument("--games", type=int, default=games)
    ap.add_argument("--redis-url", default=None,
                    help="a Redis to run on (default: a throwaway one the bench starts)")
    return ap
