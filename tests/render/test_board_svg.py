"""board.svg is valid, scalable SVG for any state: states at random points of random games
are drawn and parsed; every region is there with its owner's fill and its pieces, and no
piece counter overlaps a label."""

from __future__ import annotations

import json
import math
import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gamekinds import battle1821 as engine
from gamekinds.battle1821.randomplay import play_random_game
from gamekinds.battle1821 import picture as B

ROOT = Path(__file__).resolve().parents[2]
BOARD_IDS = [r["id"] for r in json.loads((ROOT / "kinds" / "gamekinds" / "battle1821" / "files" / "board.json").read_text("utf-8"))["regions"]]
NS = "{http://www.w3.org/2000/svg}"
NUMBER = re.compile(r"-?\d+(\.\d+)?")


def _f(el, name: str) -> float:
    return float(el.get(name))


def label_boxes(g) -> list[B.Box]:
    """Boxes of a region group's label lines (centred text with a fixed textLength)."""
    out = []
    for t in g.iter(f"{NS}text"):
        if t.get("class") != "label":
            continue
        assert t.get("text-anchor") == "middle" and t.get("lengthAdjust") == "spacingAndGlyphs"
        x, y, size, length = _f(t, "x"), _f(t, "y"), _f(t, "font-size"), _f(t, "textLength")
        out.append(B.Box(x - length / 2, y - B.ASCENT * size, x + length / 2, y + B.DESCENT * size))
    return out


def counters(g) -> list[tuple[str, int, B.Box]]:
    """(kind, count, box) of a region group's piece counters; the count lies inside."""
    out = []
    for c in g.iter(f"{NS}g"):
        cls = (c.get("class") or "").split()
        if "counter" not in cls:
            continue
        rect = c.find(f"{NS}rect")
        box = B.Box(_f(rect, "x"), _f(rect, "y"), _f(rect, "x") + _f(rect, "width"),
                    _f(rect, "y") + _f(rect, "height"))
        (num,) = c.findall(f"{NS}text")
        x1, length = _f(num, "x"), _f(num, "textLength")
        assert box.x0 < x1 - length and x1 <= box.x1 and box.y0 < _f(num, "y") <= box.y1
        out.append((cls[1], int(num.text), box))
    return out


def check_svg(svg: str, v) -> None:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    assert root.get("viewBox") == f"0 0 {B.W} {B.H}"
    assert root.get("width") == "100%" and root.get("height") == "100%"
    for el in root.iter():
        for k, val in el.attrib.items():
            assert not re.search(r"\b(nan|inf|infinity)\b", val, re.I), (el.tag, k, val)
    ids = {el.get("id"): el for el in root.iter() if el.get("id")}
    by_id = {r.id: r for r in v.regions}
    assert sorted(by_id) == sorted(BOARD_IDS)
    all_labels, all_counters = [], []
    for rid in BOARD_IDS:
        reg = by_id[rid]
        g, land = ids.get(f"region-{rid}"), ids.get(f"land-{rid}")
        assert g is not None and land is not None, rid
        assert land.get("{http://www.w3.org/1999/xlink}href") == f"#shape-{rid}"
        assert ids[f"shape-{rid}"].get("d").startswith("M")
        assert land.get("fill") == B._fill(reg), rid
        labels, cs = label_boxes(g), counters(g)
        assert labels, rid
        for lb in labels:
            for _, _, cb in cs:
                assert not lb.overlaps(cb), (rid, lb, cb)
        drawn = {k: sum(n for kind, n, _ in cs if kind == k) for k in ("infantry", "cannon", "ottoman")}
        b = v.battle
        if b is not None and b.region == rid:
            want = {"infantry": b.greek_infantry + (b.ally_infantry if b.ally_seat is not None else 0),
                    "cannon": b.greek_cannons, "ottoman": b.ottomans}
        else:
            want = {"infantry": reg.infantry, "cannon": reg.cannons, "ottoman": reg.ottomans}
        assert drawn == want, (rid, drawn, want)
        all_labels += [(rid, lb) for lb in labels]
        all_counters += [(rid, cb) for _, _, cb in cs]
    for rid, lb in all_labels:              # no counter covers any label, of any region
        for other, cb in all_counters:
            assert not lb.overlaps(cb), (rid, other)
    text = "".join(root.itertext())
    assert f"Round {v.round}" in text and "Greek losses" in text and "Ottoman supply" in text
    assert str(v.greek_losses) in text and str(v.supply) in text


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_board_svg_is_valid_for_random_states(seats):
    rng = random.Random(f"svg-{seats}")
    drawn = {"n": 0, "battle": 0}

    def check(s, action, events):
        # every sampled state, plus the first few states with a battle on the board
        if rng.random() < 0.08 or (s.battle is not None and drawn["battle"] < 10):
            v = engine.view(s, None)
            check_svg(B.render(v), v)
            drawn["n"] += 1
            drawn["battle"] += v.battle is not None

    for g in range(5):
        play_random_game(seats, f"svg-{seats}-{g}", max_rounds=rng.choice([2, 4, 8]), check=check)
    assert drawn["n"] > 30 and drawn["battle"] > 0, drawn


def test_worst_case_layout_has_no_overlaps():
    """Labels, marks and two-digit counters of every region at once (Greek infantry and
    cannons, or Ottoman infantry) overlap nothing of another region and stay on the map."""
    m = B.board_map()
    greek = [B.Counter("infantry", 35, ""), B.Counter("cannon", 10, "")]
    ottoman = [B.Counter("ottoman", 45, "")]
    for pieces in (greek, ottoman):
        boxes = []
        for r in m["regions"]:
            boxes += [(r["id"], b) for b in [B.label_box(r), B.marker_box(r)] if b is not None]
            boxes += [(r["id"], b) for b in B.counter_boxes(r, pieces)]
        for i, (a, ba) in enumerate(boxes):
            assert 0 <= ba.x0 and ba.x1 <= B.MAP_W and 0 <= ba.y0 and ba.y1 <= B.H, a
            for b, bb in boxes[i + 1:]:
                assert a == b or not ba.overlaps(bb), (a, b)


def _a_state_in_battle():
    found = []

    def check(s, action, events):
        if not found and engine.view(s, None).battle is not None:
            found.append(s)

    for g in range(20):
        play_random_game(4, f"svg-battle-{g}", max_rounds=8, check=check)
        if found:
            return found[0]
    raise AssertionError("no random game had a battle waiting for a decision")


def test_battle_region_is_outlined_and_named():
    v = engine.view(_a_state_in_battle(), None)
    root = ET.fromstring(B.render(v))
    (outline,) = [el for el in root.iter(f"{NS}use") if el.get("class") == "battle"]
    assert outline.get("{http://www.w3.org/1999/xlink}href") == f"#shape-{v.battle.region}"
    assert f"Battle in {B.region_name(v.battle.region)}" in "".join(root.itertext())


def test_rulebook_marks_and_legend():
    v = engine.view(engine.new_game(2, "marks", engine.Options(), ["A", "B"]), None)
    root = ET.fromstring(B.render(v))
    ids = {el.get("id"): el for el in root.iter() if el.get("id")}
    m = B.board_map()
    for r in m["regions"]:
        marks = [el for el in ids[f"region-{r['id']}"].iter(f"{NS}g")
                 if (el.get("class") or "").startswith("mark")]
        if r["kind"] == "reinforcement":
            (mark,) = marks
            assert mark.get("class") == "mark reinforcement"
            assert "".join(mark.itertext()) == str(r["reinforcement_number"])
        elif r["kind"] == "starting":
            (mark,) = marks
            assert mark.get("class") == "mark starting"
        else:
            assert not marks, r["id"]
    legend = "".join(next(el for el in root.iter(f"{NS}g") if el.get("class") == "legend").itertext())
    for words in ("Starting Region", "Ottoman Reinforcement Region", "Greek infantry", "Greek cannons",
                  "Ottoman infantry", "Not on the board", "Held by the Ottomans"):
        assert words in legend


def test_owner_fill_and_panel_follow_the_view():
    s, _ = play_random_game(3, "svg-owner", max_rounds=3)
    v = engine.view(s, None)
    root = ET.fromstring(B.render(v))
    ids = {el.get("id"): el for el in root.iter() if el.get("id")}
    owned = [r for r in v.regions if r.owner is not None]
    assert owned
    for r in owned:
        assert ids[f"land-{r.id}"].get("fill") == B.SEAT_FILLS[r.owner]
    text = "".join(root.itertext())
    for p in v.players:
        assert p.name in text and f"Fame {p.fame}" in text


def test_text_width_is_finite_and_monotonic():
    for s in ["", "a", "Macedonia", "\u039c\u03c0\u03bf\u03c5\u03bc\u03c0\u03bf\u03c5\u03bb\u03af\u03bd\u03b1",
              "\ufffd" * 40, "\u4e2d\u6587"]:
        w = B.text_width(s, 12)
        assert math.isfinite(w) and w >= 0
        assert B.text_width(s + "x", 12) > w
