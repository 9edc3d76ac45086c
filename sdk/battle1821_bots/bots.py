"""The two reference bots: :class:`RandomBot` and :class:`GreedyBot`.

Both build concrete actions from the legal-action templates of ``GET
/games/{id}/legal-actions`` (the allowed regions and counts), so they need no rules
knowledge beyond R2 (strength = infantry + 3 x cannons) and the "leave one strength
behind" limit that the templates describe.
"""

from __future__ import annotations

import math
from typing import Any

from battle1821_client.api.rules import get_rules
from battle1821_client.models import (
    AnswerAlly, Attack, CallAlly, ConvertCannon, EndStep, GameOut, Move, PlaceStart, Placement, Reinforce,
    RegionView, Rules,
)
from battle1821_client.unions import LegalAction

from .base import CANNON, Bot, BotError, Choice, forces, in_forces, opt



class RandomBot(Bot):
    """Uniform over the legal actions (:meth:`Bot.random_action`): one option picked
    uniformly, then uniform values within its limits. Never resigns."""

    name = "random"
    needs_view = False

    def choose(self, view: GameOut, legal_actions: list[LegalAction]) -> Choice:
        return self.random_action(legal_actions)


_RULES: dict[str, Rules] = {}
_BOARD: dict[str, tuple[dict[str, list[str]], dict[str, list[str]]]] = {}


class GreedyBot(Bot):
    """A simple, sensible player:

    - reinforces (and converts cannons in) its most threatened region, where the
      Ottoman strength next door is largest against its own;
    - attacks an Ottoman region when ``GET /rules/odds`` gives at least
      ``attack_threshold`` for the force it can commit while keeping ``keep`` strength at
      home against the other Ottoman neighbours; calls an Ally and spends an
      ``attack_die`` Blessing when the odds are below ``comfortable``; occupies empty
      regions next door with a small force; prefers regions an open Apostle asks for;
    - moves surplus from safe inner regions to the most threatened frontier (using the
      extra moves of a Blessing too);
    - always asks for an Ally when it fights, and answers Ally requests by accepting
      from its safest region with strength to spare, else declines.
    """

    name = "greedy"
    attack_threshold: float = 0.7
    comfortable: float = 0.9

    # ------------------------------------------------------------------ board knowledge
    async def rules(self) -> Rules:
        """``GET /rules`` (board graph, Apostles), read once per server and process."""
        base = self.client._base_url
        if base not in _RULES:
            r = await self._call(lambda: get_rules.asyncio_detailed(client=self.client))
            if not isinstance(r.parsed, Rules):
                raise BotError(int(r.status_code), r.parsed, r.content)
            _RULES[base] = r.parsed
        return _RULES[base]

    async def _board(self) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
        """(borders per region, regions named by each Apostle's condition), per server."""
        base = self.client._base_url
        if base not in _BOARD:
            _BOARD[base] = self._board_of(await self.rules())
        return _BOARD[base]

    @staticmethod
    def _board_of(rules: Rules) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
        board = rules.board.to_dict()
        adj = {r["id"]: list(r["borders"]) for r in board["regions"]}
        apostles = rules.apostles.to_dict()
        wanted: dict[str, list[str]] = {}
        for a in apostles.get("apostles", []):
            wanted[a["id"]] = list(a.get("condition", {}).get("regions", []) or [])
        return adj, wanted

    # ------------------------------------------------------------------ evaluation
    def _prepare(self, view: GameOut, adj: dict[str, list[str]]) -> None:
        self.regions: dict[str, RegionView] = {r.id: r for r in view.regions}
        self.adj: dict[str, list[str]] = adj

    def strength(self, rid: str) -> int:
        r = self.regions[rid]
        return r.infantry + CANNON * r.cannons

    def threat(self, rid: str, exclude: str | None = None) -> int:
        """Ottoman infantry on the borders of ``rid`` (they attack with all but one)."""
        return sum(max(0, self.regions[n].ottomans - 1) for n in self.adj.get(rid, ())
                   if n != exclude and self.regions[n].ottomans > 0)

    def mine(self) -> list[str]:
        return [rid for rid, r in self.regions.items() if r.owner == self.seat]

    async def choose(self, view: GameOut, legal_actions: list[LegalAction]) -> Choice:
        adj, wanted_by = await self._board()
        self._prepare(view, adj)
        revealed = {a.id for a in view.apostles_revealed}
        self.wanted: set[str] = {rid for aid in revealed for rid in wanted_by.get(aid, [])}
        by_type: dict[str, list] = {}
        for o in legal_actions:
            by_type.setdefault(o.type_, []).append(o)
        if "call_ally" in by_type:
            return CallAlly(type_="call_ally", call=True)
        if "answer_ally" in by_type:
            return self._answer(by_type["answer_ally"][0])
        if "place_start" in by_type:
            regions = by_type["place_start"][0].regions
            return PlaceStart(type_="place_start",
                              region=min(regions, key=lambda r: (self.threat(r), r)))
        if "reinforce" in by_type:
            return self._reinforce(by_type["reinforce"][0])
        if "convert_cannon" in by_type:
            for rid in by_type["convert_cannon"][0].regions:
                if self.regions[rid].infantry >= 7:
                    return ConvertCannon(type_="convert_cannon", region=rid)
        if "attack" in by_type:
            a = await self._attack(by_type["attack"])
            if a is not None:
                return a
        if "move" in by_type:
            a = self._move(by_type["move"])
            if a is not None:
                return a
        if "end_step" in by_type:
            return EndStep(type_="end_step")
        return None

    def _answer(self, o) -> AnswerAlly:
        best, spare = None, 0
        for rid in o.regions:
            s = self.strength(rid) - self.threat(rid) - 1
            if s > spare:
                best, spare = rid, s
        if best is not None:
            return AnswerAlly(type_="answer_ally", accept=True, region=best)
        return AnswerAlly(type_="answer_ally", accept=False)

    def _reinforce(self, o) -> Reinforce:
        def need(rid: str) -> tuple:
            return (self.threat(rid) - self.strength(rid) + (2 if rid in self.wanted else 0), rid)
        rid = max(o.regions, key=need)
        return Reinforce(type_="reinforce", placements=[Placement(region=rid, infantry=o.infantry,
                                                                  cannons=o.cannons)])

    def _keep(self, rid: str, target: str) -> int:
        """Strength to leave at home: enough to weather the other Ottoman neighbours."""
        return max(1, math.ceil(self.threat(rid, exclude=target) * 0.75))

    def _largest(self, o, rows: list, keep: int) -> tuple[int, int] | None:
        """The largest offered (infantry, cannons) of ``rows`` leaving ``keep`` strength home."""
        best = None
        for i, c in forces(rows):
            if (o.infantry - i) + CANNON * (o.cannons - c) >= keep:
                if best is None or i + CANNON * c > best[0] + CANNON * best[1]:
                    best = (i, c)
        return best

    async def _attack(self, options: list) -> Attack | None:
        best: tuple[float, Attack] | None = None
        for o in options:
            blessings = list(opt(o.blessings, []))
            for t in o.targets:
                kind = str(t.kind)
                bonus = 0.3 if t.region in self.wanted else 0.0
                if kind == "occupation":
                    if self.threat(t.region) > 4:
                        continue
                    force = self._largest(o, t.forces, self._keep(o.from_, t.region) + 2)
                    if force is None:
                        continue
                    i, c = (min(force[0], 2), 0) if force[0] >= 1 else (0, min(force[1], 1))
                    if not in_forces(t.forces, i, c):
                        continue
                    score = 0.8 + bonus
                    a = Attack(type_="attack", from_=o.from_, to=t.region, infantry=i, cannons=c)
                elif kind == "battle":
                    force = self._largest(o, t.forces, self._keep(o.from_, t.region))
                    if force is None:
                        continue
                    strength = force[0] + CANNON * force[1]
                    p = await self.odds(strength, max(1, opt(t.ottomans, 1)))
                    if p < self.attack_threshold:
                        continue
                    extra = p < self.comfortable
                    blessing = blessings[0] if extra and blessings else None
                    a = Attack(type_="attack", from_=o.from_, to=t.region, infantry=force[0], cannons=force[1],
                               call_ally=bool(extra and o.can_call_ally), blessing=blessing)
                    score = p + bonus + 0.1 * opt(t.ottomans, 1)
                else:                       # takeover of another player's region: not this bot's style
                    continue
                if best is None or score > best[0]:
                    best = (score, a)
        return best[1] if best else None

    def _move(self, options: list) -> Move | None:
        mine = self.mine()
        if len(mine) < 2:
            return None
        need = {rid: self.threat(rid) - self.strength(rid) for rid in mine}
        best: tuple[int, Move] | None = None
        for o in options:
            if self.threat(o.from_) > 0 or not o.to:
                continue            # only safe inner regions give
            to = max(o.to, key=lambda r: (need.get(r, -99), r))
            if need.get(to, -99) <= -2:
                continue
            force = self._largest(o, o.forces, 1)
            if force is None:
                continue
            gain = force[0] + CANNON * force[1]
            if best is None or gain > best[0]:
                best = (gain, Move(type_="move", from_=o.from_, to=to, infantry=force[0], cannons=force[1]))
        return best[1] if best else None


def _search_bot() -> type[Bot]:
    from .search import SearchBot
    return SearchBot


BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "search": _search_bot()}
"""The reference bots by name (``battle1821 bots --bot NAME``)."""
