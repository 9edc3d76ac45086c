"""Stratagems played between the automatic steps [27.2]: at the end of the phasing player's
stratagem phase (flow row ``stratagem_phase``: Kaisar-i-Rum (1), Medicis/Vizier) and in the
reinforcement phase before the units are placed (row ``reinforcement_plays``, each seat in
turn order after 17.1's mercenaries: Uprising, White Sheep Confederation, Kaisar-i-Rum (2)).
A row asks every seat that could hold something playable there as far as the others know
(not resigned, a hand not empty, O227), so that who is asked tells nothing of a hand; a
seat with nothing playable is offered only ``EndPhase``, which passes (the default answer
for decision timeouts).

- Kaisar-i-Rum (needs a leader the player controls in Constantinople): (1) a die, that many
  extra draws; (2) after every other reinforcement, that leader's command value more units of
  his faction (colour) from nationalities the player controls, placed in the Byzantium region
  beyond its value (13.5(2) waived; 13.2 and 13.5(5) still apply), strongest first (O210);
- Medicis/Vizier: exchanged for any stratagem in the pool (leaders are not stratagems, O211),
  in two steps (O228): the play, public as any played stratagem, offered with no word of the
  pool; then a pending ``exchange`` decision (:func:`exchange_choices`) asks its player which
  stratagem of the pool he takes (the pool's contents shown to him alone, the copy taken
  named only in his own log; the default answer: the first in design-id order);
- Uprising: one nationality the player controls is reinforced this phase even where inimical
  units stand in its region (13.2 waived; pillage when 23.0 is on);
- Military Advance (3) Supply Train (row ``forage_plays``, each seat in turn order before the
  forage losses): one area where the seat's units would forage is supplied this phase (O213);
- White Sheep Confederation: one eliminated irregular of a red (Turkish) nationality the
  player controls is placed at once in any red or orange region it may enter (3.14, 18.x),
  not one eliminated this turn (13.5(5), O212).
"""

from __future__ import annotations

from collections import Counter

from . import board as B
from .colours import colour_of, region_colour_of
from .control import ask_reroll, controllers, counter_name, draw, may_hold, nat_controllers, roll, strength
from .errors import RuleViolation
from .movement import may_enter_area
from .optional import admin_civ_regions, civ_regions
from .phases import forage_short
from .state import (
    DEADPILE,
    MAP,
    NO_REPLACE,
    AdministrationOption,
    ExchangeOption,
    GameState,
    Drew,
    LogEvent,
    Pending,
    PlayStratagem,
    PlayStratagemOption,
    Reinforced,
    StratagemPlayed,
    SupplyTrainOption,
    UprisingOption,
    WhiteSheepOption,
)
from .stratagems import copy_held, held

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


def exchange_choices(s: GameState) -> list[str]:
    """O228 (27.2 Medicis/Vizier): the stratagems (design ids, sorted, each once) the player of
    a Medicis/Vizier just played may take from the pool: those in the pool, the copy he just
    played (which went into the pool at the play) left out, so another copy may be taken."""
    n = Counter(B.STRAT_ID[c - B.N_PIECES] for c in s.pool if c >= B.N_PIECES)
    n["medicis_vizier"] -= 1
    return sorted(x for x, k in n.items() if k > 0)


# ----------------------------------------------------------------- the stratagem phase's end

def phase_row(s: GameState, seat: int) -> bool:
    """O227 (19.0): the end of ``seat``'s stratagem phase is a row of his own (``stratagem_phase``)
    when, as far as the others know, he may hold something to play there: his hand is not
    empty (:func:`.control.may_hold`) and he controls a leader in Constantinople (Kaisar-i-Rum
    (1)) or the pool holds a stratagem (Medicis/Vizier); what he holds is not asked."""
    return may_hold(s, seat) and (kaisar_leader(s, seat) >= 0 or any(c >= B.N_PIECES for c in s.pool))


def phase_options(s: GameState, seat: int) -> list:
    out: list = []
    if held(s, seat, "kaisar_i_rum") is not None and kaisar_leader(s, seat) >= 0:
        out.append(PlayStratagemOption(stratagems=["kaisar_i_rum"]))
    if held(s, seat, "medicis_vizier") is not None and any(c >= B.N_PIECES for c in s.pool):
        out.append(PlayStratagemOption(stratagems=["medicis_vizier"]))     # no word of the pool (O228)
    return out


def check_phase(s: GameState, seat: int, a) -> None:
    if a.target is not None or a.nationality is not None or a.piece is not None or a.region is not None:
        raise RuleViolation("no_target", f"{a.stratagem} takes no target here", "27.2")
    if a.take is not None:
        raise RuleViolation("no_target", f"{a.stratagem} names no stratagem of the pool when played: "
                            "Medicis/Vizier's player picks one once it is played (O228)", "O228")
    if a.stratagem == "kaisar_i_rum":
        if held(s, seat, a.stratagem) is None:
            raise RuleViolation("not_in_hand", "you hold no Kaisar-i-Rum face down", "19.3")
        if kaisar_leader(s, seat) < 0:
            raise RuleViolation("no_kaisar", "you control no leader in Constantinople", "27.2")
    elif a.stratagem == "medicis_vizier":
        if held(s, seat, a.stratagem) is None:
            raise RuleViolation("not_in_hand", "you hold no Medicis/Vizier face down", "19.3")
        if not any(c >= B.N_PIECES for c in s.pool):
            raise RuleViolation("not_in_pool", "the pool holds no stratagem", "27.2")
    else:
        raise RuleViolation("wrong_step", f"{a.stratagem} is not played at the end of the stratagem phase", "27.2")


def do_phase(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    hand = s.players[seat].hand
    c = copy_held(s, seat, a.stratagem)
    hand.remove(c)
    s.pool.append(c)
    if a.stratagem == "kaisar_i_rum":
        d = roll(s)
        ev.append(StratagemPlayed(seat=seat, stratagem=a.stratagem, die=d))
        if not ask_reroll(s, "kaisar", [d], seat):           # Jesuits/Sufis (O222)
            kaisar_draw(s, ev, seat, d)
    else:                                                   # Medicis/Vizier: the pick waits (O228)
        ev.append(StratagemPlayed(seat=seat, stratagem=a.stratagem))
        s.pending.append(Pending(kind="exchange", seat=seat, pieces=[], area=-1))
        s.decision_resume, s.flow, s.step = s.flow, "decision", "decision"


def exchange_options(s: GameState) -> list:
    """O228: the pending ``exchange`` decision's one option, the pool's stratagems (its
    player's alone to see: the options are the deciding seat's)."""
    return [ExchangeOption(stratagems=exchange_choices(s))]


def check_exchange(s: GameState, seat: int, a) -> None:
    if s.pending[0].kind != "exchange":
        raise RuleViolation("wrong_step", f"a {s.pending[0].kind} decision is asked, not a stratagem", "27.2")
    if a.stratagem != "medicis_vizier" or (a.target, a.nationality, a.piece, a.region) != (None,) * 4:
        raise RuleViolation("wrong_step", "name the stratagem Medicis/Vizier takes from the pool, and nothing else", "O228")
    if a.take not in exchange_choices(s):
        raise RuleViolation("not_in_pool", f"no {a.take} in the pool", "27.2")


def do_exchange(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    """The pick (O228): the stratagem goes face down into the hand; the event names it only in
    the picker's log (:class:`.state.Drew`, redacted for the others)."""
    mine = [x for x in s.pool if x >= B.N_PIECES and B.STRAT_ID[x - B.N_PIECES] == a.take]
    got = mine[0]                       # not the copy just played, appended last (another Medicis/Vizier)
    s.pool.remove(got)
    s.players[seat].hand.append(got)
    ev.append(Drew(seat=seat, count=1, why="Medicis/Vizier (27.2, O228)", counters=[counter_name(got)]))


def default_exchange(s: GameState):
    """The decision timeout's answer: the first stratagem of :func:`exchange_choices`."""
    return PlayStratagem(stratagem="medicis_vizier", take=exchange_choices(s)[0])


def kaisar_draw(s: GameState, ev: list[LogEvent], seat: int, d: int) -> None:
    draw(s, ev, seat, d, "Kaisar-i-Rum (27.2)")


# ----------------------------------------------------------------- the reinforcement phase

def _eligible(s: GameState, p: int) -> bool:
    return s.where[p] == DEADPILE and B.MERC_COPY[p] < 0 and not s.flags[p] & NO_REPLACE


def uprising_nats(s: GameState, seat: int) -> list[str]:
    nats = nat_controllers(s)
    have = {B.NATIONALITY[p] for p in range(B.N_UNITS) if _eligible(s, p)}
    return [B.AREA_IDS[n] for n in B.NATIONALITIES if nats[n] == seat and n in have and n not in s.uprising]


def white_sheep(s: GameState, seat: int) -> tuple[list[str], list[str]]:
    nats = nat_controllers(s)
    ps = [p for p in range(B.N_UNITS) if _eligible(s, p) and B.IS_IRREGULAR[p] and colour_of(s)[p] == RED
          and B.NATIONALITY[p] >= 0 and nats[B.NATIONALITY[p]] == seat]
    regions = [a for a in range(B.N_REGIONS) if region_colour_of(s)[a] in (RED, ORANGE)]
    out_r = sorted({B.AREA_IDS[a] for p in ps for a in regions if may_enter_area(s, [p], a) is None})
    return [B.PIECE_IDS[p] for p in ps], out_r


def reinf_row(s: GameState, seat: int) -> bool:
    """O227 (19.0): ``seat`` is asked in the reinforcement plays (row ``reinforcement_plays``)
    when, as far as the others know, he may hold something to play there: his hand is not
    empty and the board allows Uprising, White Sheep, Kaisar-i-Rum (2) or Administration (3)."""
    if not may_hold(s, seat):
        return False
    ps, rs = white_sheep(s, seat)
    return bool(uprising_nats(s, seat) or (ps and rs) or civ_regions(s, seat)
                or (kaisar_leader(s, seat) >= 0 and seat not in s.kaisar))


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
    c = copy_held(s, seat, a.stratagem)
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


def _forage_areas(s: GameState, seat: int) -> list[int]:
    return [a for a in forage_short(s, seat) if [seat, a] not in s.supplied]


def forage_row(s: GameState, seat: int) -> bool:
    """O227 (19.0): ``seat`` is asked before the forage losses (row ``forage_plays``) when his
    units would forage and he may hold a Military Advance as far as the others know."""
    return may_hold(s, seat) and bool(_forage_areas(s, seat))


def forage_options(s: GameState, seat: int) -> list:
    """27.2 Military Advance (3) Supply Train, in the forage phase before the losses."""
    if held(s, seat, "military_advance") is None:
        return []
    areas = _forage_areas(s, seat)
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
    c = copy_held(s, seat, a.stratagem)
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
        col = colour_of(s)[ld]
        if any(s.where[q] == MAP and s.area[q] == BYZANTIUM and colour_of(s)[q] != col for q in range(B.N_PIECES)):
            continue                                                       # 13.2
        cand = sorted((p for p in range(B.N_UNITS) if _eligible(s, p) and colour_of(s)[p] == col
                       and not B.IS_FLEET[p] and B.NATIONALITY[p] >= 0 and nats[B.NATIONALITY[p]] == seat
                       and may_enter_area(s, [p], BYZANTIUM) is None),
                      key=lambda p: (-strength(s, p), p))[:B.COMMAND[ld]]
        for p in cand:
            s.where[p], s.area[p], s.city[p], s.flags[p] = MAP, BYZANTIUM, -1, 0
        if cand:
            ev.append(Reinforced(nationality="byzantium", pieces=[B.PIECE_IDS[p] for p in cand]))
    s.kaisar = []
    s.uprising = []
