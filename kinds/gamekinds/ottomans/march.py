"""Forced march [11.0-11.4, 15.4; O33]: in his forced march phase the phasing player may
have each leader he controls, with any units of the leader's colour from the leader's place
(11.11), move again and then fight once (11.1); each force completes its move and combat
before the next begins (11.0, 11.2); no leader and no unit takes part in two forced marches
in a player turn (11.4, 11.11). The force's move follows the normal rules (:mod:`.movement`)
whatever it did in the movement phase, and its attack may be made by units that attacked in
the combat phase (9.33's exception); only the marching pieces attack (11.2).

Truce (27.2) may be spent with a forced march that moves: the force moves through inimical
units and may not fight for the rest of the player turn (O64), so its march ends unfought.

Naval leaders (11.3, O96): an admiral marches only from a sea or a port, with the fleets
of his colour at his place (and what they carry, 16.33's extra transport, O16); he leads no
land march. His march may instead embark and land units (:class:`.state.Transport` naming
him, :mod:`.naval`).

Optional 22.3 (Special Tactics, O218): the leader marching now may march again, up to his
command value, with the units that marched with him (:func:`_again`); 22.21's professional
marches without a leader are :mod:`.optional`'s.
"""

from __future__ import annotations

from . import board as B
from .colours import colour_of, region_colour_of
from .control import cargo, carrier, controllers, mobility
from .errors import RuleViolation
from .movement import admitted_parts, occupancy, parse_place, place_id, reachable, reachable_places
from .state import ATTACKED, MAP, MARCHED, MOVED, TRUCE, ForcedMarchOption, GameState, LogEvent, Moved
from .stratagems import held, spend


def _again(s: GameState, ld: int) -> bool:
    """22.3 (optional): the leader marching now may march again, up to his command value."""
    return s.options.special_tactics and ld == s.march_leader and s.march_count < B.COMMAND[ld]


def at_sea_or_port(s: GameState, p: int) -> bool:
    """11.3: where a naval leader may begin a forced march."""
    return B.IS_SEA[s.area[p]] or (s.city[p] >= 0 and B.CITY_PORT[s.city[p]])


def _leaders(s: GameState, seat: int, ctl: list[int]) -> list[int]:
    return [p for p in range(B.N_UNITS, B.N_PIECES) if s.where[p] == MAP and ctl[p] == seat
            and (not s.flags[p] & MARCHED or _again(s, p)) and mobility(s, p) > 0 and carrier(s, p) < 0
            and (at_sea_or_port(s, p) if B.IS_ADMIRAL[p] else not B.IS_SEA[s.area[p]])]


def _companions(s: GameState, ld: int, ctl: list[int]) -> list[int]:
    """11.11: his colour, his place; an admiral's are fleets (11.3), whose cargo has not
    marched (11.4); a land leader's are land units and leaders; with 22.3 (optional) the
    units that marched with him may march with him again."""
    again = _again(s, ld)
    adm = B.IS_ADMIRAL[ld]

    def fresh(q: int) -> bool:
        return not s.flags[q] & MARCHED or (again and q in s.march_units)

    return [p for p in range(B.N_PIECES) if p != ld and s.where[p] == MAP and ctl[p] == ctl[ld]
            and (s.area[p], s.city[p]) == (s.area[ld], s.city[ld]) and colour_of(s)[p] == colour_of(s)[ld]
            and fresh(p) and B.IS_FLEET[p] == adm and mobility(s, p) > 0
            and carrier(s, p) < 0 and all(fresh(q) for q in cargo(s, p))]


def options(s: GameState, seat: int) -> list:
    ctl = controllers(s)
    occ = occupancy(s, ctl)
    out = []
    tr = held(s, seat, "truce") is not None                  # 27.2 Truce: movement or forced march phase
    for ld in _leaders(s, seat, ctl):
        comp = _companions(s, ld, ctl)
        here = place_id((s.area[ld], s.city[ld]))
        for m in sorted({mobility(s, p) for p in comp if mobility(s, p) <= mobility(s, ld)} | {mobility(s, ld)}):
            group = [p for p in comp if mobility(s, p) >= m]
            rows = _rows(s, seat, ld, group, m, here, tr, ctl, occ)
            out += rows
            # 3.14, 18.x: the part of the march an area only some nationalities enter admits
            # (the leader with it) may go there without the rest (offered == accepted)
            for part in admitted_parts([ld, *group]):
                if part and part[0] == ld:
                    for row in _rows(s, seat, ld, part[1:], m, here, tr, ctl, occ):
                        if not any(set(row.to) <= set(w.to) and w.truce == row.truce for w in rows):
                            out.append(row)
    return out


def _rows(s: GameState, seat: int, ld: int, group: list[int], m: int, here: str, tr: bool, ctl: list[int],
          occ) -> list[ForcedMarchOption]:
    """:func:`options`' rows of leader ``ld`` with ``group`` at mobility ``m`` (with a Truce too)."""
    out = []
    for truce in ((False, True) if tr else (False,)):
        dest = reachable_places(s, seat, [ld, *group], m, ctl, occ, truce, fleet=B.IS_ADMIRAL[ld])
        if truce and not dest:
            continue
        out.append(ForcedMarchOption(leader=B.PIECE_IDS[ld], pieces=[B.PIECE_IDS[p] for p in group], mobility=m,
                                     to=sorted({here, *(place_id(q) for q in dest)}) if not truce
                                     else sorted(place_id(q) for q in dest), truce=truce))
    return out


def _force(s: GameState, seat: int, a) -> list[int]:
    ld = B.PIECE.get(a.leader, -1)
    ctl = controllers(s)
    if ld < B.N_UNITS or s.where[ld] != MAP:
        raise RuleViolation("not_a_leader", f"{a.leader} is not a leader on the map", "11.1")
    if ctl[ld] != seat:
        raise RuleViolation("not_controlled", f"you do not control {a.leader}", "6.4")
    if s.flags[ld] & MARCHED and not _again(s, ld):
        raise RuleViolation("already_marched", f"{a.leader} has made his forced march", "11.4")
    if B.IS_ADMIRAL[ld] and not at_sea_or_port(s, ld):
        raise RuleViolation("naval_march", "a naval leader marches only from a sea or a port", "11.3")
    if carrier(s, ld) >= 0 or (B.IS_SEA[s.area[ld]] and not B.IS_ADMIRAL[ld]):
        raise RuleViolation("naval_march", f"{a.leader} is aboard a fleet: only admirals march at sea", "11.3")
    if len(set(a.pieces)) != len(a.pieces) or a.leader in a.pieces:
        raise RuleViolation("illegal_action", "a piece is named twice", "11.11")
    comp = set(_companions(s, ld, ctl))
    ps = []
    for x in a.pieces:
        p = B.PIECE.get(x, -1)
        if p < 0 or s.where[p] != MAP:
            raise RuleViolation("unknown_piece", f"{x} is not on the map", "11.11")
        if p not in comp:
            if s.flags[p] & MARCHED and ctl[p] == seat:
                raise RuleViolation("already_marched", f"{x} has taken part in a forced march", "11.4")
            raise RuleViolation("not_accompanying", f"{x} cannot accompany {a.leader} (his colour, his place)",
                                "11.11")
        ps.append(p)
    return [ld, *ps]


def check(s: GameState, seat: int, a) -> None:
    force = _force(s, seat, a)
    to = parse_place(a.to)
    if to is None:
        raise RuleViolation("unknown_place", f"no region, sea or city {a.to!r}", "7.1")
    ld = force[0]
    if a.truce and held(s, seat, "truce") is None:
        raise RuleViolation("not_in_hand", "you hold no Truce face down", "27.2")
    if to == (s.area[ld], s.city[ld]):
        if a.truce:
            raise RuleViolation("truce_needless", "a Truce is spent on a march that moves", "27.2")
        return
    m = min(mobility(s, p) for p in force)
    if to not in reachable_places(s, seat, force, m, truce=a.truce, fleet=B.IS_ADMIRAL[ld]):
        raise RuleViolation("unreachable", f"the force cannot reach {a.to} with {m} mobility points", "11.1")


def do(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    force = _force(s, seat, a)
    to = parse_place(a.to)
    assert to is not None                                 # checked by :func:`check`
    ld = force[0]
    if a.truce:
        spend(s, ev, seat, "truce")
    if to != (s.area[ld], s.city[ld]):
        m = min(mobility(s, p) for p in force)
        route = reachable(s, seat, force, m, truce=a.truce, fleet=B.IS_ADMIRAL[ld])[to]
        for p in force:
            s.area[p], s.city[p] = to
        ev.append(Moved(seat=seat, pieces=[B.PIECE_IDS[p] for p in force], path=[place_id(q) for q in route]))
    force = force + [q for f in force for q in cargo(s, f)]       # 16.33, O16: what the fleets carry
    for p in force:
        s.area[p], s.city[p] = s.area[ld], s.city[ld]
        s.flags[p] |= MARCHED | MOVED | (TRUCE if a.truce else 0)
        s.flags[p] &= ~ATTACKED          # 9.33: the march's one attack
    s.march = force
    if s.options.special_tactics:        # 22.3: count the leader's marches, remember his units
        if ld == s.march_leader:
            s.march_count += 1
        else:
            s.march_leader, s.march_count, s.march_units = ld, 1, []
        s.march_units = sorted(set(s.march_units) | set(force[1:]))


def end(s: GameState) -> None:
    """The march's force is done (11.2): its pieces may not attack again this turn."""
    for p in s.march:
        if s.where[p] == MAP:
            s.flags[p] |= ATTACKED
    s.march = []
