"""Screenshots of the Ottomans' board picture (``board_svg``) for ``docs/screenshots/``.

    python -m tools.ottomans_board_png [--out DIR] [--renderer chromium|rsvg]

Draws the spectator's view of an opening (Scenario 1, four seats, the first player turn)
and of a mid-game position (Scenario 3, three seats, a random game by the kind's random
policy stopped at turn 4), each inline in a page as a browser shows it (``chromium``:
the machine's Chromium, Debian ``chromium``, driven by Playwright) or converted by
``rsvg-convert`` (Debian ``librsvg2-bin``; fonts: Helvetica's metric twins, Debian
``fonts-liberation2``):

- ``ottomans-board-opening.png``, ``ottomans-board-midgame.png``: a 1280x800 screen;
- ``ottomans-board-phone.png``: the mid-game on a phone's 390x844 CSS px screen, 3 device
  pixels each (the picture fills the width and is not zoomed; the shot is the picture's
  390x244 px);
- ``ottomans-board-phone-zoomed.png``: the same phone zoomed 2.5x on the Balkans and
  Anatolia (the picture's ``viewBox`` narrowed, as a zooming client shows it).
"""

from __future__ import annotations

import argparse
import random
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import gamekinds.ottomans as K
from gamekinds.ottomans.state import Options

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
CHROMIUM = "/usr/bin/chromium"
ZOOMED = "440 250 512 320"      # the Balkans and Anatolia: 2.5x of the 1280-wide picture


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


def shots() -> dict[str, tuple[str, tuple[int, int], int]]:
    """name -> (SVG text, viewport CSS px, device scale)."""
    opening = play(4, 1, "opening", lambda s: s.flow == "movement")
    mid = play(3, 3, "midgame-7", lambda s: s.turn >= 4 and s.flow == "movement")
    mid_svg = K.board_svg(K.view(mid))
    return {"opening": (K.board_svg(K.view(opening)), (1280, 800), 1),
            "midgame": (mid_svg, (1280, 800), 1),
            "phone": (mid_svg, (390, 844), 3),
            "phone-zoomed": (re.sub(r'viewBox="[^"]*"', f'viewBox="{ZOOMED}"', mid_svg, count=1), (390, 844), 3)}


def with_chromium(todo: dict, out: Path) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            for name, (svg, (w, h), scale) in todo.items():
                page = browser.new_page(viewport={"width": w, "height": h}, device_scale_factor=scale)
                page.set_content(f"<!doctype html><html><head><style>svg{{display:block}}</style></head><body style='margin:0'>"
                                 f"<div style='width:{w}px;aspect-ratio:1280/800'>{svg}</div></body></html>")
                page.locator("div").screenshot(path=str(out / f"ottomans-board-{name}.png"))
                page.close()
        finally:
            browser.close()


def with_rsvg(todo: dict, out: Path) -> None:
    for name, (svg, (w, _h), scale) in todo.items():
        with tempfile.NamedTemporaryFile("w", suffix=".svg", encoding="utf-8") as f:
            f.write(svg)
            f.flush()
            subprocess.run(["rsvg-convert", "-w", str(w * scale), "-o", str(out / f"ottomans-board-{name}.png"),
                            f.name], check=True)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--renderer", choices=("chromium", "rsvg"),
                    default="chromium" if shutil.which(CHROMIUM) else "rsvg")
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    todo = shots()
    (with_chromium if args.renderer == "chromium" else with_rsvg)(todo, args.out)
    for name in todo:
        print(f"wrote {args.out / f'ottomans-board-{name}.png'} ({args.renderer})")


if __name__ == "__main__":
    main()
