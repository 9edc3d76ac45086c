"""24.0 Colonization (optional, off by default; O225, this server's design): declared in the
combat phase like a pillage (24.2: one leader + 1 per unit + 1 per Administration against the
region's value), prerequisites 24.1, DE colours the region and every unit of its nationality
(24.2(3), O70), AE has the other players draw (24.2(4)); S2 4.0(5)'s markers."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import combat as C
from gamekinds.ottomans import reactions as R
from gamekinds.ottomans.colours import colour_of, region_colour_of
from gamekinds.ottomans.position import Position
from gamekinds.ottomans.state import (
    Attack,
    Colonize,
    Colonized,
    ColonizeOption,
    MarkerPlaced,
    Options,
)
from ottomans_helpers import apply_passing, started

COL = Options(colonization=True)
RED, GREEN = 0, 2
ALBANIA = B.AREA["albania"]


def pos(options: Options | None = None, **kw):
    kw.setdefault("clear_map", True)
    return K.from_position(Position(**kw), "col", options or Options())


def dice(monkeypatch, *values):
    it = iter(values)
    f = lambda s: next(it)
    monkeypatch.setattr(C, "roll", f)
    monkeypatch.setattr(R, "roll", f)


KW = {"cores": ["ottomans", "hungary", "venice"], "step": "combat",
      "pieces": {"ottoman_spahis": "albania", "mehmed_ii": "albania", "ottoman_irregulars": "kruje",
                 "ottoman_siege_train": "valona", "albanian_irregulars": "serbia", "serbian_militia": "serbia"},
      "hands": [["administration"], [], []]}


def test_24_colonization_is_off_by_default():
    s = pos(**KW)
    assert not [o for o in K.legal_actions(s, 0) if isinstance(o, ColonizeOption)]
    v = K.violation(s, 0, Colonize(area="albania"))
    assert v.code == "option_off" and v.ruling == "24.0"


def test_24_2_DE_colours_the_region_and_its_nationality_O70(monkeypatch):
    s = pos(COL, **KW)
    o = next(o for o in K.legal_actions(s, 0) if isinstance(o, ColonizeOption))
    assert (o.area, o.strength, o.administrations, o.colour) == ("albania", 3 + 3, 1, "red")   # 24.2(1)
    dice(monkeypatch, 6)
    s, ev = K.apply(s, 0, Colonize(area="albania", administrations=1))
    c = next(e for e in ev if isinstance(e, Colonized))
    assert c.strength == 7 and c.success and c.result == "DE"
    assert region_colour_of(s)[ALBANIA] == RED and s.colonized == [[ALBANIA, RED]]
    assert colour_of(s)[B.PIECE["albanian_irregulars"]] == RED          # wherever it stands (O70)
    assert colour_of(s)[B.PIECE["serbian_militia"]] == GREEN
    assert any(isinstance(e, MarkerPlaced) and e.marker == "colonization" for e in ev)
    assert s.markers == B.N_MARKERS - 1 and s.players[0].hand == []
    assert s.flags[B.PIECE["ottoman_spahis"]] & 2                         # the units have attacked (9.33)
    assert B.PIECE["mehmed_ii"] in s.led                                  # his bonus is given (15.7)
    # the Albanian irregulars are red now: the Serbian militia may attack them (9.2), not green ones
    v = K.violation(s, 0, Colonize(area="albania"))
    assert v.code == "same_colour" and v.ruling == "24.0"


def test_24_2_4_AE_other_players_draw_and_nothing_else(monkeypatch):
    s = pos(COL, **KW)
    dice(monkeypatch, 1)
    kw = dict(KW, pieces={**KW["pieces"], "mehmed_ii": "out"})
    s = pos(COL, **kw)
    s, ev = apply_passing(s, 0, Colonize(area="albania"))
    c = next(e for e in ev if isinstance(e, Colonized))
    assert not c.success and region_colour_of(s)[ALBANIA] == GREEN and s.colonized == []
    if c.result == "AE":
        assert len(s.players[1].hand) == 1 and len(s.players[2].hand) == 1


def test_24_1_prerequisites():
    kw = dict(KW, pieces={**KW["pieces"], "hungarian_militia": "albania"})
    v = K.violation(pos(COL, **kw), 0, Colonize(area="albania"))
    assert v.code == "not_alone" and v.ruling == "24.1"                  # 24.1(2)
    kw = dict(KW, pieces={"ottoman_spahis": "albania"})
    assert K.violation(pos(COL, **kw), 0, Colonize(area="albania")).code == "cities_not_held"   # 24.1(3)
    kw = dict(KW, pieces={"ottoman_fleet_1": "aegean"})
    assert K.violation(pos(COL, **kw), 0, Colonize(area="aegean")).code == "sea"               # 24.1(4)
    kw = dict(KW, pieces={"ottoman_spahis": "ottomans", "ottoman_irregulars": "bursa"})
    v = K.violation(pos(COL, **kw), 0, Colonize(area="ottomans"))
    assert v.code in ("same_colour", "cities_not_held")
    v = K.violation(pos(COL, **dict(KW, step="movement")), 0, Colonize(area="albania"))
    assert v.code == "wrong_step"


def test_24_2_1_no_more_administrations_than_held():
    s = pos(COL, **KW)                                                   # one Administration in hand
    v = K.violation(s, 0, Colonize(area="albania", administrations=2))
    assert (v.code, v.ruling) == ("not_in_hand", "24.2") and "hold 1 Administration" in v.detail
    assert K.violation(s, 0, Colonize(area="albania", administrations=1)) is None


def test_24_units_of_a_colonized_nationality_change_sides_in_combat(monkeypatch):
    s = pos(COL, **KW)
    dice(monkeypatch, 6)
    s, _ = K.apply(s, 0, Colonize(area="albania"))
    # in Serbia the Albanian irregulars (red now) and the Serbian militia (green) are inimical (9.2)
    kw = {"cores": ["ottomans", "serbia"], "step": "combat", "clear_map": True, "phasing": 1,
          "pieces": {"serbian_militia": "serbia", "albanian_irregulars": "serbia"}}
    s2 = K.from_position(Position(**kw), "col", COL)
    s2.colonized = [[ALBANIA, RED]]
    rows = [o for o in K.legal_actions(s2, 1) if o.__class__.__name__ == "AttackOption"]
    assert any(o.colours == ["red"] for o in rows)
    assert K.violation(s2, 1, Attack(area="serbia", pieces=["serbian_militia"], colours=["red"])) is None


def test_S2_4_0_5_turkish_colonization_markers():
    s = started(3, 2, "s2col", optional=True)
    assert sorted(s.colonized) == sorted([[B.AREA["byzantium"], RED], [B.AREA["trebizond"], RED]])
    assert B.AREA["byzantium"] in s.civilized                             # S2 4.0(6)
    assert colour_of(s)[B.PIECE["byzantine_fleet"]] == RED
    assert started(3, 2, "s2col").colonized == []


def test_24_2_3_a_policy_deciding_on_a_seats_view_sees_the_colonized_colours(monkeypatch):
    """A bot playing through the API (the SDK's ``PolicyBot``) gives the kind's policies the
    seat's ``View`` decoded from its JSON, whose ``colonized`` maps region ids to colour
    names: an advance after a colonization was a ValueError there (the state's [area,
    colour] pairs were expected), and the colours seen must be the state's."""
    import json
    import random

    import msgspec

    from gamekinds.ottomans.colours import colour_seen
    from gamekinds.ottomans.randomplay import random_policy
    from gamekinds.ottomans.state import AdvanceOption
    from gamekinds.ottomans.view import View, view

    s = pos(COL, **KW)
    dice(monkeypatch, 6)
    s, _ = K.apply(s, 0, Colonize(area="albania", administrations=1))
    v = msgspec.convert(json.loads(msgspec.json.encode(view(s, 0))), View, strict=False)
    assert v.colonized == {"albania": "red"}
    assert colour_seen(v) == colour_of(s) and colour_seen(s) == colour_of(s)
    mixed = ["albanian_irregulars", "serbian_militia", "ottoman_spahis"]      # red (O70), green, red
    opt = AdvanceOption(city="kruje", pieces=mixed)
    for seed in range(40):
        a = random_policy(v, 0, [opt], random.Random(seed))
        assert "serbian_militia" not in a.pieces or a.pieces == ["serbian_militia"]
