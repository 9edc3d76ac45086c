"""Stratagems played between the automatic steps [27.2]: at the end of the phasing player's
stratagem phase (flow row ``stratagem_phase``: Kaisar-i-Rum (1), Medicis/Vizier) and in the
reinforcement phase before the units are placed (row ``reinforcement_plays``, each seat in
turn order after 17.1's mercenaries: Uprising, White Sheep Confederation, Kaisar-i-Rum (2)).
A row is entered only for a seat holding something playable there; ``EndPhase`` passes
(the default answer for decision timeouts).

- Kaisar-i-Rum (needs a leader the player controls in Constantinople): (1) a die, that many
  extra draws; (2) after every other reinforcement, that leader's command value more units of
  his faction (colour) from nationalities the player controls, placed in the Byzantium region
  beyond its value (13.5(2) waived; 13.2 and 13.5(5) still apply), strongest first (O210);
- Medicis/Vizier: exchanged for any stratagem in the pool (leaders are not stratagems, O211);
- Uprising: one nationality the player controls is reinforced this phase even where inimical
  units stand in its region (13.2 waived; pillage when 23.0 is on);
- Military Advance (3) Supply Train (row ``forage_plays``, each seat in turn order before the
  forage losses): one area where the seat's units would forage is supplied this phase (O213);
- White Sheep Confederation: one eliminated irregular of a red (Turkish) nationality the
  player controls is placed at once in any red or orange region it may enter (3.14, 18.x),
  not one eliminated this turn (13.5(5), O212).
"""

from __future__ import annotations

from . import board as B
from .control import controllers, draw, nat_controllers, roll, strength
from .errors import RuleViolation
from .movement import may_enter_area
from .optional import admin_civ_regions
from .phases import forage_short
from .state import (
    DEADPILE,
    MAP,
    NO_REPLACE,
    AdministrationOption,
    ExchangeOption,
    GameState,
    LogEvent,
    PlayStratagemOption,
    Reinforced,
    StratagemPlayed,
    SupplyTrainOption,
    UprisingOption,
    WhiteSheepOption,
)
from .stratagems import held

BYZANTIUM = B.AREA["byzantium"]
RED, ORANGE = B.COLOURS.index("red"), B.COLOURS.index("orange")


def kaisar_leader(s: GameState, seat: int) -> int:
    """The best leader ``seat`` controls in Constantinople (-1: none)."""
    ctl = controllers(s)
    best = -1
    for p in range(B.N_UNITS, B.N_PIECES):
        if s.where[p] == MAP and s.city[p] == B.CONSTANTINOPLE and ctl[p] == seat \
                and (best < 0 or B.COMMAND[p] > B.COMMAND[best]):
            best = p
    return best


def _pool_stratagems(s: GameState) -> list[str]:
    return sorted({B.STRAT_ID[c - B.N_PIECES] for c in s.pool if c >= B.N_PIECES})


# ----------------------------------------------------------------- the stratagem phase's end

def phase_options(s: GameState, seat: int) -> list:
    out: list = []
    if held(s, seat, "kaisar_i_rum") is not None and kaisar_leader(s, seat) >= 0:
        out.append(PlayStratagemOption(stratagems=["kaisar_i_rum"]))
    if held(s, seat, "medicis_vizier") is not None and _pool_stratagems(s):
        out.append(ExchangeOption(stratagems=_pool_stratagems(s)))
    return out


def check_phase(s: GameState, seat: int, a) -> None:
    if a.target is not None or a.nationality is not None or a.piece is not None or a.region is not None:
        raise RuleViolation("no_target", f"{a.stratagem} takes no target here", "27.2")
    if a.stratagem == "kaisar_i_rum":
        if a.take is not None:
            raise RuleViolation("no_target", "Kaisar-i-Rum takes nothing from the pool by name", "27.2")
        if held(s, seat, a.stratagem) is None:
            raise RuleViolation("not_in_hand", "you hold no Kaisar-i-Rum face down", "19.3")
        if kaisar_leader(s, seat) < 0:
            raise RuleViolation("no_kaisar", "you control no leader in Constantinople", "27.2")
    elif a.stratagem == "medicis_vizier":
        if held(s, seat, a.stratagem) is None:
            raise RuleViolation("not_in_hand", "you hold no Medicis/Vizier face down", "19.3")
        if a.take not in _pool_stratagems(s):
            raise RuleViolation("not_in_pool", f"no {a.take} in the pool", "27.2")
    else:
        raise RuleViolation("wrong_step", f"{a.stratagem} is not played at the end of the stratagem phase", "27.2")


def do_phase(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    hand = s.players[seat].hand
    c = held(s, seat, a.stratagem)
    hand.remove(c)
    s.pool.append(c)
    if a.stratagem == "kaisar_i_rum":
        d = roll(s)
        ev.append(StratagemPlayed(seat=seat, stratagem=a.stratagem, die=d))
        draw(s, ev, seat, d, "Kaisar-i-Rum (27.2)")
    else:
        got = next(x for x in s.pool if x >= B.N_PIECES and B.STRAT_ID[x - B.N_PIECES] == a.take)
        s.pool.remove(got)
        hand.append(got)
        ev.append(StratagemPlayed(seat=seat, stratagem=a.stratagem))


# ----------------------------------------------------------------- the reinforcement phase

def _eligible(s: GameState, p: int) -> bool:
    return s.where[p] == DEADPILE and B.MERC_COPY[p] < 0 and not s.flags[p] & NO_REPLACE


def uprising_nats(s: GameState, seat: int) -> list[str]:
    nats = nat_controllers(s)
    have = {B.NATIONALITY[p] for p in range(B.N_UNITS) if _eligible(s, p)}
    return [B.AREA_IDS[n] for n in B.NATIONALITIES if nats[n] == seat and n in have and n not in s.uprising]


def white_sheep(s: GameState, seat: int) -> tuple[list[str], list[str]]:
    nats = nat_controllers(s)
    ps = [p for p in range(B.N_UNITS) if _eligible(s, p) and B.IS_IRREGULAR[p] and B.COLOUR[p] == RED
          and B.NATIONALITY[p] >= 0 and nats[B.NATIONALITY[p]] == seat]
    regions = [a for a in range(B.N_REGIONS) if B.REGION_COLOUR[a] in (RED, ORANGE)]
    out_r = sorted({B.AREA_IDS[a] for p in ps for a in regions if may_enter_area(s, [p], a) is None})
    return [B.PIECE_IDS[p] for p in ps], out_r


def reinf_options(s: GameState, seat: int) -> list:
    out: list = []
    if held(s, seat, "uprising") is not None:
        n = uprising_nats(s, seat)
        if n:
            out.append(UprisingOption(nationalities=n))
    if held(s, seat, "white_sheep_confederation") is not None:
        ps, rs = white_sheep(s, seat)
        if ps and rs:
            out.append(WhiteSheepOption(pieces=ps, regions=rs))
    if held(s, seat, "kaisar_i_rum") is not None and kaisar_leader(s, seat) >= 0 and seat not in s.kaisar:
        out.append(PlayStratagemOption(stratagems=["kaisar_i_rum"]))
    civ = admin_civ_regions(s, seat)
    if civ:
        out.append(AdministrationOption(use="civilization", regions=civ))          # 27.2 Administration (3)
    return out


def check_reinf(s: GameState, seat: int, a) -> None:
    if a.target is not None or a.take is not None:
        raise RuleViolation("no_target", f"{a.stratagem} takes no player or pool pick", "27.2")
    if held(s, seat, a.stratagem) is None:
        raise RuleViolation("not_in_hand", f"you hold no {a.stratagem} face down", "19.3")
    if a.stratagem == "uprising":
        if a.piece is not None or a.region is not None or a.nationality not in uprising_nats(s, seat):
            raise RuleViolation("no_target", "name one nationality you control with units to receive", "27.2")
    elif a.stratagem == "white_sheep_confederation":
        ps, rs = white_sheep(s, seat)
        if a.nationality is not None or a.piece not in ps:
            raise RuleViolation("no_target", "name an eliminated irregular of a Turkish nationality you control",
                                "27.2")
        if a.region not in rs or may_enter_area(s, [B.PIECE[a.piece]], B.AREA[a.region]) is not None:
            raise RuleViolation("no_target", "place it in a Turkish or Caliphate region it may enter", "27.2")
    elif a.stratagem == "kaisar_i_rum":
        if a.nationality is not None or a.piece is not None or a.region is not None:
            raise RuleViolation("no_target", "Kaisar-i-Rum takes no target", "27.2")
        if kaisar_leader(s, seat) < 0 or seat in s.kaisar:
            raise RuleViolation("no_kaisar", "you control no leader in Constantinople", "27.2")
    else:
        raise RuleViolation("wrong_step", f"{a.stratagem} is not played in the reinforcement phase", "27.2")


def do_reinf(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    c = held(s, seat, a.stratagem)
    s.players[seat].hand.remove(c)
    s.pool.append(c)
    ev.append(StratagemPlayed(seat=seat, stratagem=a.stratagem))
    if a.stratagem == "uprising":
        s.uprising.append(B.AREA[a.nationality])
    elif a.stratagem == "kaisar_i_rum":
        s.kaisar.append(seat)
    else:
        p = B.PIECE[a.piece]
        s.where[p], s.area[p], s.city[p], s.flags[p] = MAP, B.AREA[a.region], -1, 0
        ev.append(Reinforced(nationality=B.AREA_IDS[B.NATIONALITY[p]], pieces=[a.piece]))


def forage_options(s: GameState, seat: int) -> list:
    """27.2 Military Advance (3) Supply Train, in the forage phase before the losses."""
    if held(s, seat, "military_advance") is None:
        return []
    areas = [a for a in forage_short(s, seat) if [seat, a] not in s.supplied]
    return [SupplyTrainOption(regions=[B.AREA_IDS[a] for a in areas])] if areas else []


def check_forage(s: GameState, seat: int, a) -> None:
    if a.stratagem != "military_advance" or (a.target, a.nationality, a.piece, a.take) != (None,) * 4:
        raise RuleViolation("wrong_step", "only a Military Advance (Supply Train) naming a region is played now",
                            "27.2")
    if held(s, seat, a.stratagem) is None:
        raise RuleViolation("not_in_hand", "you hold no Military Advance face down", "19.3")
    if a.region not in B.AREA or B.AREA[a.region] not in forage_short(s, seat) or [seat, B.AREA[a.region]] in s.supplied:
        raise RuleViolation("no_target", "name a place where your units would forage", "27.2")


def do_forage(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    c = held(s, seat, a.stratagem)
    s.players[seat].hand.remove(c)
    s.pool.append(c)
    s.supplied.append([seat, B.AREA[a.region]])
    ev.append(StratagemPlayed(seat=seat, stratagem=a.stratagem))


def kaisar_reinforcements(s: GameState, ev: list[LogEvent]) -> None:
    """Kaisar-i-Rum (2), after every other reinforcement (O210)."""
    for seat in s.kaisar:
        ld = kaisar_leader(s, seat)
        if ld < 0:
            continue
        nats = nat_controllers(s)
        col = B.COLOUR[ld]
        if any(s.where[q] == MAP and s.area[q] == BYZANTIUM and B.COLOUR[q] != col for q in range(B.N_PIECES)):
            continue                                                       # 13.2
        cand = sorted((p for p in range(B.N_UNITS) if _eligible(s, p) and B.COLOUR[p] == col
                       and not B.IS_FLEET[p] and B.NATIONALITY[p] >= 0 and nats[B.NATIONALITY[p]] == seat
                       and may_enter_area(s, [p], BYZANTIUM) is None),
                      key=lambda p: (-strength(s, p), p))[:B.COMMAND[ld]]
        for p in cand:
            s.where[p], s.area[p], s.city[p], s.flags[p] = MAP, BYZANTIUM, -1, 0
        if cand:
            ev.append(Reinforced(nationality="byzantium", pieces=[B.PIECE_IDS[p] for p in cand]))
    s.kaisar = []
    s.uprising = []
