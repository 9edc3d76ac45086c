"""Screenshots of the Ottomans' board picture (``board_svg``) for ``docs/screenshots/``.

    python -m tools.ottomans_board_png [--out DIR]

Draws the spectator's view of an opening (Scenario 1, four seats, the first player turn)
and of a mid-game position (Scenario 3, three seats, a random game by the kind's random
policy stopped at turn 4), and renders each with ``rsvg-convert`` (Debian ``librsvg2-bin``;
the fonts are Helvetica's metric twins, Debian ``fonts-liberation2``):

- ``ottomans-board-opening.png``, ``ottomans-board-midgame.png``: 1280 px wide (a 1280x800
  screen);
- ``ottomans-board-phone.png``: the mid-game at a phone's 390 CSS px, 3 device pixels each;
- ``ottomans-board-phone-zoomed.png``: the same phone zoomed 2.5x on the Balkans and
  Anatolia (the picture's ``viewBox`` narrowed, as a zooming client shows it).
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import tempfile
from pathlib import Path

import gamekinds.ottomans as K
from gamekinds.ottomans.state import Options

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"


def play(seats: int, scenario: int, seed: str, until) -> K.GameState:
    """A random game (the kind's random policy, ``random.Random(seed)``) up to the first
    state for which ``until(state)`` holds, at a seat's decision."""
    s, _ = K.start(K.new_game(seats, seed, Options(scenario=scenario), [f"Player {i + 1}" for i in range(seats)]))
    s, _ = K.settle(s)
    rng = random.Random(seed)
    while s.status != "finished":
        w = K.waiting_for(s)
        if w and until(s):
            return s
        if w:
            s, _ = K.apply(s, w[0], K.POLICIES["random"](s, w[0], K.legal_actions(s, w[0]), rng))
        else:
            s, _ = K.advance(s, 1)
    return s


def rsvg(svg: str, png: Path, width: int) -> None:
    with tempfile.NamedTemporaryFile("w", suffix=".svg", encoding="utf-8") as f:
        f.write(svg)
        f.flush()
        subprocess.run(["rsvg-convert", "-w", str(width), "-o", str(png), f.name], check=True)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    opening = play(4, 1, "opening", lambda s: s.flow == "movement")
    mid = play(3, 3, "midgame-7", lambda s: s.turn >= 4 and s.flow == "movement")
    shots = {"opening": (K.board_svg(K.view(opening)), 1280), "midgame": (K.board_svg(K.view(mid)), 1280),
             "phone": (K.board_svg(K.view(mid)), 390 * 3)}
    zoom = re.sub(r'viewBox="[^"]*"', 'viewBox="440 250 512 320"', shots["midgame"][0], count=1)
    shots["phone-zoomed"] = (zoom, 390 * 3)
    for name, (svg, width) in shots.items():
        png = args.out / f"ottomans-board-{name}.png"
        rsvg(svg, png, width)
        print(f"wrote {png}")


if __name__ == "__main__":
    main()
