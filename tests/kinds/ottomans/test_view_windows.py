"""The view names what an open reaction window is about (session 25, a newcomer's find): the
attack under way (`battle`: who attacks whom, where, with what, the Tactical Advantages bid so
far, the CRT die once rolled), the move Weather may stop (`reaction_window.move`) and the die
a Jesuits/Sufis re-roll would replace (`reaction_window.dice`). Every member is public: each
seat's view and the spectators' carry the same (19.3, O227)."""

from __future__ import annotations

import random

import gamekinds.ottomans as K
import msgspec
from gamekinds.ottomans import combat as C
from gamekinds.ottomans import reactions as R
from gamekinds.ottomans.state import Attack, Move, React
from ottomans_helpers import apply_passing, play, position


def dice(monkeypatch, *values):
    it = iter(values)
    f = lambda s: next(it)
    monkeypatch.setattr(C, "roll", f)
    monkeypatch.setattr(R, "roll", f)


def fight(hands):
    return position(cores=["ottomans", "serbia"], clear_map=True, step="combat", hands=hands,
                    pieces={"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia",
                            "serbian_feudal_array": "serbia"})


ATTACK = Attack(area="serbia", pieces=["ottoman_spahis", "ottoman_feudal_array"], colours=["green"])


def same_for_everyone(s):
    """The window's members in every seat's view and the public one: the same."""
    vs = [K.view(s, x) for x in (None, *range(s.seats))]
    for v in vs[1:]:
        assert v.battle == vs[0].battle and v.reaction_window == vs[0].reaction_window
    return vs[0]


def test_the_bids_window_names_the_attack_and_the_reroll_window_its_die(monkeypatch):
    s = fight([["military_advance"], ["military_advance", "jesuits_sufis"]])
    dice(monkeypatch, 2, 5)                                # the CRT die 2, re-rolled 5
    s, _ = apply_passing(s, 0, ATTACK)
    v = same_for_everyone(s)
    assert v.reaction == "bids" and v.waiting_for == [1]
    b = v.battle
    assert (b.seat, b.defender, b.area, b.city, b.source) == (0, 1, "serbia", None, None)
    assert b.attackers == ["ottoman_spahis", "ottoman_feudal_array"] and b.defenders == ["serbian_feudal_array"]
    assert (b.attacker_advantages, b.defender_advantages, b.die) == (0, 0, None)
    rw = v.reaction_window
    assert (rw.window, rw.what, rw.stratagem, rw.by, rw.dice, rw.move) == ("bids", "attack", "military_advance", 0, [], None)
    s, _ = apply_passing(s, 1, React(stratagem="military_advance"))       # the defender bids
    v = same_for_everyone(s)
    assert v.reaction == "bids" and v.waiting_for == [0] and v.battle.defender_advantages == 1
    s, _ = apply_passing(s, 0, React(stratagem="military_advance"))       # the attacker answers
    v = same_for_everyone(s)
    assert v.battle.attacker_advantages == 1
    assert v.reaction == "reroll" and v.battle.die == 2
    assert (v.reaction_window.stratagem, v.reaction_window.dice) == ("jesuits_sufis", [2])
    s, _ = apply_passing(s, 1, React(stratagem="jesuits_sufis"))
    v = same_for_everyone(s)
    assert v.battle is None and v.reaction_window is None               # resolved with the 5


def test_the_weather_window_on_a_move_names_the_move(monkeypatch):
    s = position(cores=["serbia", "ottomans"], clear_map=True, pieces={"serbian_militia": "serbia"},
                 hands=[["military_advance"], ["weather"]])
    s, _ = apply_passing(s, 0, Move(pieces=["serbian_militia"], to="buda", military_advance=True))
    v = same_for_everyone(s)
    assert v.reaction == "weather" and v.battle is None
    rw = v.reaction_window
    assert (rw.what, rw.stratagem, rw.by, rw.dice) == ("move", "weather", 0, [])
    assert (rw.move.seat, rw.move.pieces, rw.move.to, rw.move.military_advance, rw.move.truce) == \
        (0, ["serbian_militia"], "buda", True, False)
    s, _ = apply_passing(s, 1, React())
    assert same_for_everyone(s).reaction_window is None


def test_every_window_of_random_games_is_named_and_public():
    """Whole random games (optional rules on): whenever a window is open the view names it,
    a re-roll window carries its die (1-6), an attack's windows their battle, and the members
    are the same in every view; the schema encodes them."""
    seen: dict[str, int] = {}

    def check(prev, seat, opts, a, s, rng):
        if not s.windows:
            assert K.view(s).reaction_window is None
            return
        v = same_for_everyone(s)
        rw = v.reaction_window
        assert rw is not None and rw.window == v.reaction and rw.what == s.windows[-1].what
        if rw.window == "reroll":
            assert rw.dice and all(1 <= d <= 6 for d in rw.dice), rw
        else:
            assert rw.dice == []
        if rw.what == "attack":
            assert v.battle is not None and rw.by == v.battle.seat
        if rw.what == "move":
            assert rw.move is not None and rw.by == rw.move.seat
        msgspec.json.encode(v)
        seen[f"{rw.window}:{rw.what}"] = seen.get(f"{rw.window}:{rw.what}", 0) + 1

    for seed in ("w1", "w2"):
        play(3, 1, seed, on_step=check, optional=True)
    assert any(k.startswith("reroll:") for k in seen) and any(k.endswith(":attack") for k in seen), seen
