"""Stratagems of the Explanations Chart [27.2, 19.0] that the engine plays so far.

Spent with an action (returned to the pool, 27.2 "upon being played"):
- Military Advance (1) Enhanced Movement: +1 mobility for one force (``Move``);
  (2) Tactical Advantage: x2 for the attacker (``Attack``; 9.4(4), 9.41, the x6 cap 9.42);
- Urban's Gun: a siege with a siege train triples instead of doubling (``Attack``);
- Alliance: the seat's units of several colours attack together, each leader multiplying his
  own colour (``Attack``; any combat phase, forced march included, O82);
- Honors of War: against a city, BB and DD become the garrison leaving into the region
  (Malta, Rhodes: to a coastal region of its choice), no losses, no stratagems (O95), and the
  attacker may advance (``Attack``);
- Truce: a force moves through inimical units and may not fight this player turn (``Move``,
  movement phase; O64).

Played alone (:class:`.state.PlayStratagem`) in one's own player turn:
- Crusade/Jihad: only if another player controls at least 8 critical cities (O56: has units
  he controls inside them); a die, that many draws;
- Portuguese in the East: every player controlling Persia, Iraq or Egypt loses two
  face-down stratagems at random (at most two each);
- French Alliance: another player holding Spain's control returns it to the pool;
- Trade Agreement: the other player designated accepts or declines (a decision of that
  seat, declining by default); on acceptance both roll a die and draw that many;
- Holy Roman Empire: an Austrian core from 1500-09 takes the Spain, Bohemia, Tyrol and
  Croatia control stratagems wherever they are (cores exempt, O78); then out of play (O29).

Elsewhere: Agent (20.0), Weather, Jesuits/Sufis, Military Advance (2) answered by the
defender, Administration (1) (:mod:`.reactions`: reaction windows of other seats);
Kaisar-i-Rum, Medicis/Vizier, Uprising, White Sheep Confederation, Military Advance (3)
Supply Train (:mod:`.plays`); Administration (2)(3) and Military Advance (4) with the optional
rules (:mod:`.optional`).
"""

from __future__ import annotations

from . import board as B
from .control import admin_window, ask_reroll, controllers, copy_pieces, separate_cities, draw, give_control, lose_control, lose_random, nat_controllers, roll
from .errors import RuleViolation
from .state import MAP, GameState, LogEvent, Pending, StratagemPlayed, TradeAnswered

SIMPLE = ("crusade_jihad", "portuguese_in_the_east", "french_alliance", "holy_roman_empire", "trade_agreement")
HRE_GRANTS = ("spain", "bohemia", "tyrol", "croatia")


def held(s: GameState, seat: int, sid: str) -> int | None:
    """A face-down copy of ``sid`` in ``seat``'s hand (its counter), or None."""
    for c in s.players[seat].hand:
        if B.STRAT_ID[c - B.N_PIECES] == sid:
            return c
    return None


def copy_held(s: GameState, seat: int, sid: str) -> int:
    """The face-down copy of ``sid`` a step is about to spend (its check made sure it is held)."""
    c = held(s, seat, sid)
    if c is None:
        raise RuleViolation("not_in_hand", f"you hold no {sid} face down", "19.3")
    return c


def spend(s: GameState, ev: list[LogEvent], seat: int, sid: str, die: int | None = None) -> None:
    c = copy_held(s, seat, sid)
    s.players[seat].hand.remove(c)
    s.pool.append(c)
    ev.append(StratagemPlayed(seat=seat, stratagem=sid, die=die))


def critical_held(s: GameState) -> list[int]:
    """Seat -> the critical cities it holds (:func:`.control.city_holder` of each, O56)."""
    ctl = controllers(s)
    holder: dict[int, int] = {}                  # critical city -> its holder: the first piece's
    for p in range(B.N_PIECES):
        k = s.city[p]
        if k >= 0 and B.CITY_CRITICAL[k] and s.where[p] == MAP and ctl[p] >= 0 and s.area[p] == B.CITY_REGION[k]:
            holder.setdefault(k, ctl[p])
    out = [0] * s.seats
    for h in holder.values():
        out[h] += 1
    return out


def trade_targets(s: GameState, seat: int) -> list[int]:
    return [i for i in range(s.seats) if i != seat and not s.players[i].resigned]


def why_not(s: GameState, seat: int, sid: str, target: int | None = None) -> RuleViolation | None:
    """The rule that forbids playing ``sid`` (at ``target``) now (None: playable)."""
    if sid == "trade_agreement":
        if target not in trade_targets(s, seat):
            return RuleViolation("no_target", "designate one other player still in the game", "27.2")
    elif target is not None:
        return RuleViolation("no_target", f"{sid} designates no player", "27.2")
    if sid not in SIMPLE:
        return RuleViolation("not_playable", f"{sid} is not played this way (yet)", "27.2")
    if held(s, seat, sid) is None:
        return RuleViolation("not_in_hand", f"you hold no {sid} face down", "19.3")
    if sid == "crusade_jihad":
        held_n = critical_held(s)
        if not any(held_n[i] >= 8 for i in range(s.seats) if i != seat):
            return RuleViolation("no_crusade", "no other player controls eight critical cities", "27.2")
    if sid == "holy_roman_empire":
        if s.players[seat].core != B.AREA["austria"] or s.turn < 6:
            return RuleViolation("no_empire", "only an Austrian core, from 1500-09", "27.2")
    return None


def playable(s: GameState, seat: int) -> list[str]:
    targets = trade_targets(s, seat)
    tg = targets[0] if targets else None
    return [x for x in SIMPLE if why_not(s, seat, x, tg if x == "trade_agreement" else None) is None]


def answer_trade(s: GameState, ev: list[LogEvent], by: int, target: int, accept: bool) -> None:
    """27.2 Trade Agreement: if the other player agrees, both roll a die and draw that many."""
    ev.append(TradeAnswered(seat=target, by=by, accept=accept))
    if accept:
        _trade_roll(s, ev, by, target)


def _trade_roll(s: GameState, ev: list[LogEvent], seat: int, then: int) -> None:
    """``seat`` rolls his Trade Agreement die (Jesuits/Sufis may re-roll it, O222), draws, then
    ``then`` (-1: nobody) rolls his."""
    d = roll(s)
    if not ask_reroll(s, "trade", [d], seat, [then]):
        trade_draw(s, ev, seat, then, d)


def trade_draw(s: GameState, ev: list[LogEvent], seat: int, then: int, d: int) -> None:
    draw(s, ev, seat, d, "Trade Agreement (27.2)")
    if then >= 0:
        _trade_roll(s, ev, then, -1)


def crusade_draw(s: GameState, ev: list[LogEvent], seat: int, d: int) -> None:
    draw(s, ev, seat, d, "Crusade/Jihad (27.2)")


def play(s: GameState, ev: list[LogEvent], seat: int, sid: str, target: int | None = None) -> None:
    if sid == "trade_agreement":
        assert target is not None                               # why_not asked for one
        spend(s, ev, seat, sid)
        s.pending.append(Pending(kind="trade", seat=target, pieces=[], area=-1, by=seat))
        s.decision_resume, s.flow, s.step = s.flow, "decision", "decision"
    elif sid == "crusade_jihad":
        d = roll(s)
        spend(s, ev, seat, sid, d)
        if not ask_reroll(s, "crusade", [d], seat):          # Jesuits/Sufis (O222)
            crusade_draw(s, ev, seat, d)
    elif sid == "portuguese_in_the_east":
        spend(s, ev, seat, sid)
        nats = nat_controllers(s)
        hit = sorted({nats[B.AREA[x]] for x in ("persia", "iraq", "egypt")} - {-1})
        for i in hit:
            lose_random(s, ev, i, 2, "Portuguese in the East (27.2)")
    elif sid == "french_alliance":
        spend(s, ev, seat, sid)
        owner = nat_controllers(s)[B.AREA["spain"]]
        if owner >= 0 and owner != seat and s.players[owner].core != B.AREA["spain"]:
            lose_control(                                             # Administration (1) may negate it
                s, ev, B.CONTROL_COPY_OF_NAT[B.AREA["spain"]], -1, owner, "French Alliance (27.2)")
    elif sid == "holy_roman_empire":
        c = copy_held(s, seat, sid)
        s.players[seat].hand.remove(c)
        s.strat_out.append(c)
        ev.append(StratagemPlayed(seat=seat, stratagem=sid))
        granted: list[int] = []
        first = len(s.windows)
        for nat in HRE_GRANTS:
            n = B.AREA[nat]
            copy_ix = B.CONTROL_COPY_OF_NAT[n]
            counter = B.N_PIECES + copy_ix
            if any(p.core == n for p in s.players):
                continue                                         # O78
            for i, p in enumerate(s.players):
                if counter in p.hand:
                    p.hand.remove(counter)
                    s.pool.append(counter)
            owner = nat_controllers(s)[n]
            if owner == seat:
                continue
            if owner >= 0 and admin_window(s, copy_ix, seat, owner, "Holy Roman Empire (27.2)"):
                continue                                         # Administration (1) may negate it (O223)
            give_control(s, ev, copy_ix, seat, owner, "Holy Roman Empire (27.2)", separate=False)
            granted.append(copy_ix)
        s.windows[first:] = s.windows[first:][::-1]              # asked in the order of the grants
        for copy_ix in granted:                                  # once the grants made now are made (O224)
            separate_cities(s, copy_pieces(copy_ix))
        if s.windows and s.windows[-1].kind == "administration":
            s.flow = s.step = "reaction"
