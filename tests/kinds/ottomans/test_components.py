"""The Ottomans' components pack: it decodes into typed structs, holds every fact of the
rulebook the validator checks, a copy breaking any one fact is refused with that fact, and
the committed map is what ``tools/make_ottomans_map.py`` makes from the committed design.

Run: ``PYTHONPATH=$PWD:$PWD/kinds:$PWD/tests python -m pytest -q -p no:valkey tests/kinds/ottomans``
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import msgspec
import pytest
from gamekinds.ottomans import components
from gamekinds.ottomans.components import Design, MapData, Pack, counters, load_pack
from gamekinds.ottomans.setup import resolve_setup

# gamekinds.ottomans.validate (with shapely) is imported by the tests that use it, not at
# collection: every pytest-xdist process collects this module, one runs it (~0.09 CPU s)

ROOT = Path(__file__).resolve().parents[3]
DATA = components.DATA


@pytest.fixture(scope="module")
def raw() -> tuple[dict, dict]:
    return (json.loads((DATA / "pack.json").read_text("utf-8")),
            json.loads((DATA / "map.json").read_text("utf-8")))


def test_pack_decodes_into_typed_structs():
    pack = load_pack()
    assert isinstance(pack, Pack) and isinstance(pack.design, Design) and isinstance(pack.map, MapData)
    assert pack.design.provenance.design == "battle1821-variant"
    col3 = next(c for c in pack.design.crt.columns if c.label == "3:1")
    assert col3.results[1] == "BB"                       # 9.12
    with pytest.raises(AttributeError):                  # frozen
        pack.design.hand_limit = 16                      # type: ignore[misc]


def test_unknown_fields_and_out_of_bounds_ints_are_refused(raw):
    design, _ = raw
    bad = copy.deepcopy(design)
    bad["regions"][0]["colour_of_border"] = "red"
    with pytest.raises(msgspec.ValidationError):
        components.decode_design(json.dumps(bad).encode())
    bad = copy.deepcopy(design)
    bad["units"][0]["strength"] = 12
    with pytest.raises(msgspec.ValidationError):
        components.decode_design(json.dumps(bad).encode())


def test_the_pack_holds_every_fact():
    from gamekinds.ottomans.validate import validate

    assert validate(load_pack()) == []


def test_280_counters():
    c = counters(load_pack().design)
    assert c["total"] == 280, c


def test_every_scenario_places_every_counter():
    d = load_pack().design
    ids = {x.id for x in (*d.units, *d.leaders, *d.stratagems)}
    for sc in d.scenarios:
        setup = resolve_setup(d, sc)
        assert set(setup) == ids
        on_map = [x for x, loc in setup.items() if loc.where == "map"]
        assert on_map, sc.id


# --- one mutation per fact: each must be refused with that fact ---------------------------

Mut = Callable[[dict, dict], None]


def _find(items: list[dict], **kw) -> dict:
    return next(x for x in items if all(x.get(k) == v for k, v in kw.items()))


def _region(d, name):
    return _find(d["regions"], name=name)


def _set(path_items, key, value):
    def f(d, m):
        path_items(d, m)[key] = value
    return f


def _drop_neighbour(m, a, b):
    rb = _find(m["region_borders"], id=a)
    rb["neighbours"] = [x for x in rb["neighbours"] if x != b]


def _isolate(d, m, rid):
    for rb in m["region_borders"]:
        rb["neighbours"] = [x for x in rb["neighbours"] if x != rid]
    _find(m["region_borders"], id=rid)["neighbours"] = []


def _uncrit(d, m):
    for c in [c for c in d["cities"] if c.get("critical") and c["name"] not in ("Constantinople", "Rome")][:3]:
        c["critical"] = False


def _no_plague(d, m):
    for row in d["random_events"]["cells"]:
        for i, c in enumerate(row):
            if c["event"] == "PLAGUE":
                row[i] = {"event": "NONE"}


def _no_retaliation(d, m):
    for row in d["agent_operations"]["rows"]:
        for op in d["agent_operations"]["operations"]:
            if row[op]["code"] == "RETALIATION":
                row[op] = {"code": "NO_EFFECT"}


def _drop_weather(d, m):
    d["stratagem_kinds"] = [k for k in d["stratagem_kinds"] if k["id"] != "weather"]
    d["stratagems"] = [s for s in d["stratagems"] if s["kind"] != "weather"]


def _drop_coast(d, m):
    rb = _find(m["region_borders"], id="papal_states")
    rb["seas"] = [s for s in rb["seas"] if s != "tyrrhenian"]
    sb = _find(m["sea_borders"], id="tyrrhenian")
    sb["coasts"] = [r for r in sb["coasts"] if r != "papal_states"]


def _rdt_without_georgia(d, m):
    d["region_determination"]["cells"] = [[None if c == "georgia" else c for c in row]
                                          for row in d["region_determination"]["cells"]]


def _venetian_weaker(d, m):
    u = _find(d["units"], id="venetian_militia_2")
    u["strength"], u["front"] = 1, "1-1"


MUTATIONS: dict[str, Mut] = {
    "nationalities": lambda d, m: _region(d, "Kurdistan").update(name="Kurdland"),
    "luristan": lambda d, m: _region(d, "Luristan").update(name="Zuristan"),
    "krim_red": lambda d, m: _region(d, "Krim").update(colour="green"),
    "colours": lambda d, m: _find(d["factions"], id="turks").update(colour="orange"),
    "values": lambda d, m: _region(d, "Serbia").update(value=0),
    "restricted_regions": lambda d, m: _region(d, "Moscovy").pop("entry"),
    "malta_closed": lambda d, m: _region(d, "Malta").pop("entry"),
    "no_entry": lambda d, m: _find(d["offmap"], id="no_entry_italy").update(no_entry=False),
    "seas": lambda d, m: _find(d["seas"], id="aegean").update(name="Archipelago"),
    "tyrrhenian": lambda d, m: _find(d["seas"], id="tyrrhenian")["entry"].update(no_combat=False),
    "hellespont": lambda d, m: d["straits"][0].update(blocking_sea="aegean"),
    "coasts": _drop_coast,
    "islands": lambda d, m: _region(d, "Crete").update(control="venice"),
    "cities": lambda d, m: _find(d["cities"], name="Thessalonica").update(region="rumelia"),
    "ports": lambda d, m: _find(d["cities"], id="malta_city").update(port=False, seas=[]),
    "fortresses": lambda d, m: _find(d["cities"], id="zagreb").update(fortress=False),
    "critical_cities": _uncrit,
    "unit_types": lambda d, m: _find(d["units"], id="bohemian_wagenburg").update(type="feudal_array"),
    "named_units": _venetian_weaker,
    "mercenaries": lambda d, m: _find(d["units"], id="black_band").update(name="Condottieri"),
    "leaders": lambda d, m: _find(d["leaders"], id="skanderbeg").update(name="Kastrioti"),
    "dated_units": lambda d, m: _find(d["units"], id="austrian_gendarmes")["reverse"].update(turn=9),
    "stratagem_kinds": _drop_weather,
    "control_stratagems": lambda d, m: d.update(stratagems=[s for s in d["stratagems"] if s["id"] != "control_croatia"]),
    "stratagem_references": lambda d, m: d.update(stratagems=[s for s in d["stratagems"] if s["id"] != "control_bohemia"]),
    "draws": lambda d, m: d["opening_draws"].update({"2": 7}),
    "counters": lambda d, m: _find(d["markers"], id="pillage").update(count=11),
    "crt": lambda d, m: _find(d["crt"]["columns"], label="3:1")["results"].__setitem__(1, "AW"),
    "random_events": _no_plague,
    "region_determination": _rdt_without_georgia,
    "agent_operations": _no_retaliation,
    "turns": lambda d, m: d["turns"][1].update(label="Tur 60-69"),
    "scenarios": lambda d, m: _find(d["scenarios"], number=2).update(last_turn=13),
    "setup": lambda d, m: _find(_find(d["scenarios"], number=1)["placements"], counter="st_john_1").update(region="cyprus", city=None),
    "special_reinforcements": lambda d, m: _find(d["special_reinforcements"]["entries"], turn=10).update(deadpile_add=[]),
    "references": lambda d, m: d["straits"][0].update(a="thrace"),
    "map_complete": lambda d, m: m.update(seas=[s for s in m["seas"] if s["id"] != "baltic"]),
    "adjacency_symmetric": lambda d, m: _drop_neighbour(m, "hungary", "serbia"),
    "contiguous": lambda d, m: _find(m["regions"], id="byzantium").update(
        d=_find(m["regions"], id="byzantium")["d"] + _find(m["regions"], id="poland")["d"]),
    "connected": lambda d, m: _isolate(d, m, "georgia"),
    "schema": lambda d, m: d["provenance"].update(design="official"),
}


def test_every_fact_has_a_mutation():
    from gamekinds.ottomans.validate import FACTS

    assert {fid for fid, *_ in FACTS} | {"schema"} == set(MUTATIONS)


def _write(tmp: Path, design: dict, map_: dict) -> Path:
    (tmp / "pack.json").write_text(json.dumps(design), "utf-8")
    (tmp / "map.json").write_text(json.dumps(map_), "utf-8")
    return tmp


@pytest.mark.parametrize("fact_id", sorted(MUTATIONS))
def test_a_pack_breaking_a_fact_is_refused_with_that_fact(fact_id, raw, tmp_path):
    from gamekinds.ottomans.validate import FACTS, validate_path

    design, map_ = copy.deepcopy(raw[0]), copy.deepcopy(raw[1])
    MUTATIONS[fact_id](design, map_)
    violations = validate_path(_write(tmp_path, design, map_))
    assert fact_id in {v.fact for v in violations}, [str(v) for v in violations]
    section = next(s for f, s, *_ in FACTS if f == fact_id) if fact_id != "schema" else "pack"
    assert all(str(v).startswith(f"{v.section}: ") for v in violations)
    assert any(v.section == section for v in violations if v.fact == fact_id)


def test_the_message_names_the_count():
    from gamekinds.ottomans.validate import validate

    d = json.loads((DATA / "pack.json").read_text("utf-8"))
    m = json.loads((DATA / "map.json").read_text("utf-8"))
    _uncrit(d, m)
    pack = Pack(design=msgspec.json.decode(json.dumps(d), type=Design),
                map=msgspec.json.decode(json.dumps(m), type=MapData))
    msgs = [str(v) for v in validate(pack) if v.fact == "critical_cities"]
    assert msgs == ["21.1: 14 or 15 critical cities, found 12"]


def test_cli_exits_1_with_the_broken_facts(raw, tmp_path):
    design, map_ = copy.deepcopy(raw[0]), copy.deepcopy(raw[1])
    MUTATIONS["krim_red"](design, map_)
    env = {"PYTHONPATH": f"{ROOT}:{ROOT / 'kinds'}"}
    bad = subprocess.run([sys.executable, "-m", "gamekinds.ottomans.validate", str(_write(tmp_path, design, map_))],
                         capture_output=True, text=True, env=env, cwd=ROOT, check=False)
    assert bad.returncode == 1
    assert "3.14 errata: Krim must be Turkish red, found green" in bad.stdout
    # The committed pack through the same command in this process (click's runner: its exit
    # status and output without a second interpreter, ~0.4 CPU s; the process above proved
    # the module's entry point and its exit status).
    from click.testing import CliRunner
    from gamekinds.ottomans.validate import main
    good = CliRunner().invoke(main, [], catch_exceptions=False)
    assert good.exit_code == 0, good.output
    assert good.output.startswith("ok: "), good.output


def test_the_map_is_current():
    """The committed map.json is what the tool makes from the committed pack.json."""
    tool = pytest.importorskip("tools.make_ottomans_map")
    world = tool._world()
    if not world.exists():
        pytest.fail(f"Natural Earth (npm world-atlas) missing at {world}: run npm ci")
    text = tool.dumps(tool.make_map(DATA / "pack.json", world))
    assert text == (DATA / "map.json").read_text("utf-8"), "map.json is stale: python -m tools.make_ottomans_map"


def test_design_note_carries_the_current_figures():
    """DESIGN.md ends with what ``python -m gamekinds.ottomans.balance`` prints now."""
    from gamekinds.ottomans.balance import report
    text = (ROOT / "docs" / "ottomans" / "DESIGN.md").read_text("utf-8")
    assert text.endswith(report(load_pack().design)), "re-paste the output of gamekinds.ottomans.balance"


def test_balance_figures_follow_the_table():
    """A 1:1 attack on the pack's CRT: the 1:1 column has one AE, two AW, one each of BB, DD, DE."""
    from fractions import Fraction

    from gamekinds.ottomans.balance import one_to_one, siege
    d = load_pack().design
    r = one_to_one(d, 4)
    assert r["column"] == "1:1"
    assert r["P(defender eliminated)"] == Fraction(1, 6)
    assert r["attacker_loses"] == r["defender_loses"] == Fraction(4, 3)   # (AE + BB) * 4 / 6
    s = siege(d, 6, 1, True, 2, 1)                                          # 12 : 6 -> 2:1
    assert s["column"] == "2:1" and s["P(fall) per attack"] == Fraction(1, 2)


def test_the_map_picture_is_current():
    """docs/ottomans/map.svg is what the tool draws from the committed pack and map (the PNG
    is converted from it by rsvg-convert)."""
    tool = pytest.importorskip("tools.make_ottomans_map")
    design = json.loads((DATA / "pack.json").read_text("utf-8"))
    map_ = json.loads((DATA / "map.json").read_text("utf-8"))
    assert tool.svg(design, map_) == (ROOT / "docs" / "ottomans" / "map.svg").read_text("utf-8")
    assert (ROOT / "docs" / "ottomans" / "map.png").stat().st_size > 100_000
