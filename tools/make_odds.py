"""Write 1821's table of exact attack odds (``kinds/gamekinds/battle1821/files/odds.json``).

    python -m tools.make_odds [--output kinds/gamekinds/battle1821/files/odds.json]

The file is a JSON list of 60 rows (attackers 1..60) of 45 numbers (defenders 1..45): row
``a - 1``, column ``d - 1`` is ``gamekinds.battle1821.odds.attacker_wins(a, d)``, the float
the bots' :func:`gamekinds.battle1821.policies.greedy.p_win` answers. A worker reads it at
start (``fill_odds``, ~1 ms) instead of computing the 2700 exact odds (~0.04 CPU s).
Written only by this script, committed; ``tests/engine/test_odds.py`` checks it is current
(rerun this after a change to the battle rules, R12-R13).
"""

from __future__ import annotations

import argparse
from pathlib import Path

import msgspec

from gamekinds.battle1821.odds import MAX_ATTACKERS, MAX_DEFENDERS, attacker_wins

OUTPUT = Path(__file__).resolve().parent.parent / "kinds/gamekinds/battle1821/files/odds.json"


def table() -> list[list[float]]:
    """Every pair's ``attacker_wins``, by attackers then defenders (module doc)."""
    return [[attacker_wins(a, d) for d in range(1, MAX_DEFENDERS + 1)] for a in range(1, MAX_ATTACKERS + 1)]


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--output", type=Path, default=OUTPUT)
    args = ap.parse_args(argv)
    rows = b",\n".join(msgspec.json.encode(row) for row in table())
    args.output.write_bytes(b"[\n" + rows + b"\n]\n")
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
