"""One battle (``GET /games/{id}/battles/{n}``) assembled from its log events: the
``battle_started`` event opens it, ``battle_ended`` closes it; every event in between
that carries ``"battle": n`` belongs to it (rolls, Ally requests and answers, lost
cannons)."""

from __future__ import annotations

import msgspec

from server.store import GameStore

from .errors import NotFound
from .models import BattleOut, BattleRollOut

READ_BATCH = 1000
"""Events read per round trip while looking for the battle."""


class _Tag(msgspec.Struct):
    """What every event is decoded to first: its battle number, if any (msgspec skips the
    rest of the envelope)."""
    battle: int | None = None


_tag_dec = msgspec.json.Decoder(_Tag)
_event_dec = msgspec.json.Decoder(dict)
_ROLL_FIELDS = tuple(f.name for f in msgspec.structs.fields(BattleRollOut))
_ALLY_EVENTS = ("ally_requested", "ally_answered", "ally_returned")


async def battle_events(store: GameStore, gid: str, n: int) -> list[dict]:
    """The events of battle ``n`` in order, up to its end (empty: no such battle yet)."""
    evs: list[dict] = []
    after = 0
    while True:
        items = await store.events(gid, after, READ_BATCH)
        if not items:
            return evs
        for seq, raw in items:
            after = seq
            if _tag_dec.decode(raw).battle != n:
                continue
            e = _event_dec.decode(raw)
            evs.append(e)
            if e["type"] == "battle_ended":
                return evs


async def battle(store: GameStore, gid: str, n: int) -> BattleOut:
    """Battle ``n`` of the game; :class:`NotFound` for the game or the battle."""
    evs = await battle_events(store, gid, n)
    if not evs or evs[0]["type"] != "battle_started":
        if await store.version(gid) is None:
            raise NotFound()
        raise NotFound("battle")
    return assemble(n, evs)


def assemble(n: int, evs: list[dict]) -> BattleOut:
    """:class:`BattleOut` from the battle's events (``evs[0]`` is ``battle_started``)."""
    st = evs[0]
    rolls, allies = [], []
    cannons_lost = 0
    winner = owner_after = None
    defeated: dict[str, int] = {}
    for e in evs[1:]:
        t = e["type"]
        if t == "battle_roll":
            rolls.append({k: e[k] for k in _ROLL_FIELDS})
        elif t in _ALLY_EVENTS:
            allies.append({k: v for k, v in e.items() if k not in ("seq", "version")})
        elif t == "cannon_lost":
            cannons_lost += 1
        elif t == "battle_ended":
            winner, owner_after, defeated = e["winner"], e["owner"], e.get("ottomans_defeated", {})
    return msgspec.convert({
        "number": n, "kind": st["kind"], "region": st["region"], "origin": st.get("origin"), "seat": st["seat"],
        "greek_infantry": st["greek_infantry"], "greek_cannons": st["greek_cannons"], "ottomans": st["ottomans"],
        "attack_dice_bonus": st.get("attack_dice_bonus", 0), "allies": allies, "rolls": rolls,
        "cannons_lost": cannons_lost, "winner": winner, "owner_after": owner_after,
        "ottomans_defeated": defeated, "events": evs}, BattleOut)
