"""Balance figures computed from the pack's tables (for ``docs/ottomans/DESIGN.md``).

    python -m gamekinds.ottomans.balance [PATH]

Prints, from the data only (exact fractions of one die or two dice, no simulation):

- the CRT per odds column: P(AE), P(AW), P(BB), P(DD), P(DE), the chance the defender is
  cleared from the field (DE or DD) and from a city (DE, or BB/DD-as-BB won by the larger
  side, 10.32), and the attacker's expected stratagem gain (19.1-19.2);
- what a 1:1 attack wins on average (printed strength lost by each side for equal forces);
- sieges (10.0): odds, chance of taking the city per attack, expected attacks and game turns
  (two attacks a turn: the combat phase and a forced march, 11.0) for sample forces;
- stratagems handed out per game turn (5.1(2a) plus random events and combat);
- the Random Events and Region Determination Tables: chance of each event per roll, and of
  a given nationality going OUT;
- the Agent Operations Table: chance of each outcome for a agents against d defenders;
- counter totals per category and region values per colour.
"""

from __future__ import annotations

import sys
from collections import Counter
from fractions import Fraction as F
from itertools import product
from typing import Any

from .components import Design, counters, load_pack
from .setup import resolve_setup

SIXTH = F(1, 6)


def column_for(design: Design, attack: float, defence: float):
    """The CRT column for these (multiplied) strengths (9.1(3): round the ratio down to a
    column), or None below the lowest column (refused, AMB-08)."""
    ratio = F(attack).limit_denominator(1000) / F(defence).limit_denominator(1000)
    best = None
    for c in design.crt.columns:
        if ratio >= F(c.numerator, c.denominator):
            best = c
    return best


def crt_rows(design: Design) -> list[dict]:
    """Per column: probabilities of each result, of clearing the field/city, stratagem gain."""
    res = {r.code: r for r in design.crt.results}
    out = []
    for c in design.crt.columns:
        p = Counter(c.results)
        row: dict[str, Any] = {"column": c.label, **{k: F(p[k], 6) for k in ("AE", "AW", "BB", "DD", "DE")}}
        row["field_cleared"] = row["DE"] + row["DD"]
        # in a city DD is BB; BB clears the defender when he is the smaller (or equal) side
        row["city_cleared_if_attacker_larger"] = row["DE"] + row["DD"] + row["BB"]
        row["attacker_strats"] = sum(F(p[k], 6) * (res[k].attacker_draws - res[k].attacker_loses) for k in p)
        row["defender_strats"] = sum(F(p[k], 6) * (res[k].defender_draws - res[k].defender_loses) for k in p)
        out.append(row)
    return out


def one_to_one(design: Design, strength: int = 4) -> dict:
    """Expected printed strength lost by attacker and defender in a 1:1 field attack of two
    equal forces of ``strength`` (BB: the defender, as the not-larger side, loses all, the
    attacker at least as much; AE/DE: all; AW/DD: none)."""
    col = column_for(design, strength, strength)
    lost_a = lost_d = F(0)
    for r in col.results:
        if r == "AE":
            lost_a += SIXTH * strength
        elif r == "DE":
            lost_d += SIXTH * strength
        elif r == "BB":
            lost_a += SIXTH * strength
            lost_d += SIXTH * strength
    t = crt_rows(design)[[c.label for c in design.crt.columns].index(col.label)]
    return {"column": col.label, "attacker_loses": lost_a, "defender_loses": lost_d,
            "P(defender eliminated)": t["DE"], "P(defender gone from the region)": t["field_cleared"],
            "P(attacker eliminated)": t["AE"], "P(nothing decided: AW)": t["AW"],
            "attacker's stratagems": t["attacker_strats"], "defender's stratagems": t["defender_strats"]}


SIEGES = [
    # name, attacker printed strength, leader value, siege train?, defender printed strength, defender leader
    ("Constantinople 1453: Mehmed II, feudal array, spahis, 2 Janissaries, siege train vs Byzantine feudal array and Constantine", 15, 3, True, 3, 1),
    ("A pasha's army (6 strength, '2' leader, siege train) vs a 3-strength garrison", 7, 2, True, 3, 1),
    ("6 strength with a siege train vs a 2-strength garrison, no leaders", 6, 1, True, 2, 1),
    ("6 strength, no siege train, vs a 2-strength garrison", 6, 1, False, 2, 1),
    ("Vienna 1529: Suleiman (3), 3 Janissaries, spahis, feudal array, siege train vs Austrian feudal array, militia, Landsknecht and Ferdinand (2)", 19, 3, True, 8, 2),
    ("Malta 1565: Turgut's fleet-borne 3 Janissaries + siege train (admiral 2) vs Spanish 2-1 and St. John", 10, 2, True, 3, 1),
    ("Rhodes 1522: 2 Janissaries, feudal array, siege train, Ibrahim (2) vs St. John 1", 11, 2, True, 1, 1),
]


def siege(design: Design, a: int, lead_a: int, train: bool, d: int, lead_d: int) -> dict:
    """Odds and the chance a city falls per attack (9.4: leader x, siege train x2, city x3 for
    the defender, at most x6 per side, 9.42); expected attacks to take it when AE ends the
    siege (a geometric series over the attacks that decide nothing)."""
    ma = min(6, lead_a * (2 if train else 1))
    md = min(6, lead_d * 3)
    col = column_for(design, a * ma, d * md)
    if col is None:
        return {"odds": f"{a * ma}:{d * md}", "column": "refused", "P(fall)": F(0)}
    fall = fail = F(0)
    for r in col.results:
        if r == "DE" or (r in ("BB", "DD") and a > d):
            fall += SIXTH
        elif r == "AE" or (r in ("BB", "DD") and a <= d):
            fail += SIXTH
    cont = 1 - fall - fail
    p_taken = fall / (fall + fail) if fall + fail else F(0)
    expected = 1 / (fall + fail) if fall + fail else None   # attacks until decided
    within_turn = fall + cont * fall                         # combat phase, then forced march
    return {"odds": f"{a * ma}:{d * md}", "column": col.label, "P(fall) per attack": fall,
            "P(attacker destroyed) per attack": fail, "P(taken before the attacker is destroyed)": p_taken,
            "expected attacks until decided": expected, "P(taken within one game turn)": within_turn,
            "expected game turns (2 attacks a turn) if the siege goes on": (expected / 2) if expected else None}


def stratagem_flow(design: Design) -> dict:
    """Stratagems handed out per game turn (5.1(2a) etc.) with n players, each holding an
    equal share of the critical cities and one leader of average command value; plus random
    events (each player's phase rolls once; twice with two players) and combat."""
    crit = sum(c.critical for c in design.cities)
    cmd = F(sum(ld.command for ld in design.leaders), len(design.leaders))
    events = {e.code: e for e in design.random_events.events}
    cells = [c for row in design.random_events.cells for c in row]
    per_roll_phasing = sum(F(c.count or 0, 36) for c in cells if c.event == "BOUNTY") \
        - sum(F(c.count or 0, 36) for c in cells if c.event == "INTRIGUE")
    embassy = F(sum(c.event == "EMBASSY" for c in cells), 36)
    mutiny = F(sum(c.event == "MUTINY" for c in cells), 36)
    out: dict[str, Any] = {"average command value": cmd, "critical cities": crit}
    for players, extra in sorted(design.extra_draws.items()):
        n = int(players)
        rolls = 2 if n == 2 else 1
        base = n * (cmd + F(crit, n) * F(1, 2) + extra)       # half the critical cities held undisputed
        ev = n * rolls * (per_roll_phasing + embassy * n + mutiny * (n - 1) - mutiny)
        out[f"{n} players: stratagem phases per game turn"] = base
        out[f"{n} players: net from random events per game turn"] = ev
    out["events per roll"] = {k: F(sum(c.event == k for c in cells), 36) for k in events}
    return out


def region_out(design: Design) -> dict:
    """Chance per random-events roll that a given nationality goes OUT (Region OUT), is struck
    by plague, or revolts."""
    cells = [c for row in design.random_events.cells for c in row]
    p_out = F(sum(c.event == "REGION_OUT" for c in cells), 36)
    p_plague = F(sum(c.event == "PLAGUE" for c in cells), 36)
    rdt = Counter(c for row in design.region_determination.cells for c in row)
    revolt = Counter(c.nationality for c in cells if c.event == "REVOLT")
    return {k: {"OUT": p_out * F(v, 36), "plague": p_plague * F(v, 36), "revolt": F(revolt[k], 36)}
            for k, v in sorted(rdt.items(), key=lambda kv: str(kv[0])) if k is not None}


def agents(design: Design, max_agents: int = 4) -> dict:
    """P(outcome code) of each operation for a attacking and d defending agents (20.1)."""
    rows = design.agent_operations.rows
    out = {}
    for a, d in product(range(1, max_agents + 1), range(3)):
        dist: dict[str, Counter] = {op: Counter() for op in design.agent_operations.operations}
        for die in range(1, 7):
            m = die + a - d
            row = next(r for r in rows if (r.low is None or m >= r.low) and (r.high is None or m <= r.high))
            for op, c in dist.items():
                c[getattr(row, op).code] += 1
        out[(a, d)] = {op: {k: F(v, 6) for k, v in c.items()} for op, c in dist.items()}
    return out


def colour_values(design: Design) -> dict:
    """Sum of region values and critical cities per faction colour (21.11, 21.13)."""
    out: dict[str, dict] = {}
    for r in design.regions:
        e = out.setdefault(r.colour, {"regions": 0, "value": 0, "critical": 0})
        e["regions"] += 1
        e["value"] += r.value
        e["critical"] += sum(c.critical for c in design.cities if c.region == r.id)
    return out


def forces(design: Design) -> list[dict]:
    """Per nationality: its units (name front), printed strength total, leaders, region value."""
    out = []
    for r in design.regions:
        us = [u for u in design.units if u.nationality == r.id]
        ls = [ld for ld in design.leaders if ld.home == r.id]
        out.append({"nationality": r.name, "colour": r.colour, "value": r.value,
                    "units": ", ".join(f"{u.type.replace('_', ' ')} {u.front}"
                                       + (f" (turn {u.reverse.turn})" if u.reverse.kind == "date" else "")
                                       + (" (Grenzer)" if u.reverse.kind == "special" else "") for u in us),
                    "strength": sum(u.strength for u in us),
                    "leaders": ", ".join(f"{ld.name} {ld.command} [{ld.reverse}]{' (admiral)' if ld.admiral else ''}"
                                         for ld in ls)})
    return out


def _f(x) -> str:
    if isinstance(x, F):
        return f"{float(x):.3f}" if x.denominator != 1 else str(x.numerator)
    return str(x)


def report(design: Design) -> str:
    lines = ["## CRT (27.1): probability per odds column (one die)", "",
             "| column | AE | AW | BB | DD | DE | field cleared | city cleared (attacker larger) | attacker's net stratagems | defender's net stratagems |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in crt_rows(design):
        lines.append("| " + " | ".join(_f(r[k]) for k in ("column", "AE", "AW", "BB", "DD", "DE", "field_cleared",
                                                           "city_cleared_if_attacker_larger", "attacker_strats",
                                                           "defender_strats")) + " |")
    lines += ["", "## A 1:1 attack, two forces of printed strength 4", ""]
    for k, v in one_to_one(design).items():
        lines.append(f"- {k}: {_f(v)}")
    lines += ["", "## Sieges (10.0): two attacks a game turn (combat phase + forced march)", ""]
    for name, a, la, tr, d, ld in SIEGES:
        s = siege(design, a, la, tr, d, ld)
        lines.append(f"- {name}: " + "; ".join(f"{k} {_f(v)}" for k, v in s.items()))
    lines += ["", "## Stratagems handed out", ""]
    flow = stratagem_flow(design)
    for k, v in flow.items():
        if k == "events per roll":
            lines.append("- random events per roll: " + ", ".join(f"{e} {_f(p)}" for e, p in v.items()))
        else:
            lines.append(f"- {k}: {_f(v)}")
    for sc in design.scenarios:
        setup = resolve_setup(design, sc)
        pool = sum(loc.copies for loc in setup.values() if loc.where == "pool")
        lines.append(f"- scenario {sc.number}: {pool} counters in the pool at the start")
    lines += ["", "## Random events: chance per roll that a nationality is hit", ""]
    ro = region_out(design)
    worst = sorted(ro.items(), key=lambda kv: -(kv[1]["OUT"] + kv[1]["revolt"]))[:6]
    for k, v in worst:
        lines.append(f"- {k}: OUT {_f(v['OUT'])}, plague {_f(v['plague'])}, revolt {_f(v['revolt'])}")
    lines += ["", "## Agent operations (20.1): chance of the main outcome", "",
              "| agents vs defenders | Retaliation | assassination kills/checks | coup succeeds | diplomacy gains control |",
              "|---|---|---|---|---|"]
    for (a, d), ops in agents(design).items():
        if d > 1:
            continue
        ret = ops["coup"].get("RETALIATION", F(0))
        ass = ops["assassination"].get("KILLED", F(0)) + ops["assassination"].get("SURVIVAL_CHECK", F(0))
        lines.append(f"| {a} vs {d} | {_f(ret)} | {_f(ass)} | {_f(ops['coup'].get('COUP', F(0)))} | "
                     f"{_f(ops['diplomacy'].get('CONTROL', F(0)))} |")
    lines += ["", "## Forces per nationality (printed strength; leaders: command [reverse])", "",
              "| nationality | colour | value | units | strength | leaders |", "|---|---|---|---|---|---|"]
    for f in forces(design):
        lines.append(f"| {f['nationality']} | {f['colour']} | {f['value']} | {f['units']} | {f['strength']} | {f['leaders']} |")
    merc = [u for u in design.units if u.mercenary]
    lines.append("")
    lines.append("Mercenaries: " + ", ".join(f"{u.name} {u.front} ({u.colour})" for u in merc)
                 + "; Andrea Doria (admiral, Holy League).")
    lines += ["", "## Counters (3.4)", ""]
    for k, v in counters(design).items():
        lines.append(f"- {k}: {v}")
    lines += ["", "## Region values and critical cities per colour", ""]
    for k, v in colour_values(design).items():
        lines.append(f"- {k}: {v['regions']} regions, value {v['value']}, critical cities {v['critical']}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    print(report(load_pack(argv[0] if argv else None).design), end="")


if __name__ == "__main__":
    main()
