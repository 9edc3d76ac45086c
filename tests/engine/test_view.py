"""What a seat sees (view.py, R27): every field of the view against the state it shows."""

from __future__ import annotations

import msgspec

from gamekinds.battle1821 import allies, battle, view
from gamekinds.battle1821.board import APOSTLES, BOARD, EVENTS
from gamekinds.battle1821.state import Pending

IX = BOARD.index


def test_r27_view_of_a_battle_with_an_ally_shows_every_field(make):
    s = make(3, greek={"achaia": (0, 5, 0), "crete": (1, 3, 1), "hydra": (2, 4, 0)},
             ottomans={"aetolia": 5}, step="attack", active=0)
    s.players[0].apostles = [0]
    s.players[0].blessings_spent = [0]
    s.players[1].losses_infantry, s.players[1].reserve_infantry = 2, s.players[1].reserve_infantry - 2
    s.players[2].losses_cannons, s.players[2].reserve_cannons = 1, s.players[2].reserve_cannons - 1
    s.players[1].defeated, s.players[2].bonus_infantry, s.players[2].bonus_cannons = 4, 2, 1
    s.players[2].resigned = True
    s.to_place_infantry, s.to_place_cannons, s.moves_left = 3, 1, 2
    s.supply -= 3
    battle.begin_battle(s, [], kind="ottoman_attack", region=IX["crete"], origin=-1, seat=1,
                        ottomans=3, call_ally=False)
    allies.send_ally(s, [], 0, IX["achaia"])
    s.pending = Pending(kind="call_ally", seat=1, battle=s.battle.number)
    v = msgspec.to_builtins(view(s, None))
    assert (v["status"], v["round"], v["phase"], v["step"]) == ("active", 2, "greek", "attack")
    assert (v["active_seat"], v["turn_order"], v["waiting_for"]) == (0, [0, 1, 2], [1])
    assert v["pending"] == {"kind": "call_ally", "seat": 1, "battle": 1}
    assert v["battle"] == {"number": 1, "kind": "ottoman_attack", "region": "crete", "origin": None,
                           "seat": 1, "greek_infantry": 3, "greek_cannons": 1, "ottomans": 3,
                           "ally_seat": 0, "ally_infantry": 1, "rolls": 0}
    regions = {r["id"]: r for r in v["regions"]}
    assert len(v["regions"]) == BOARD.size
    assert regions["achaia"] == {"id": "achaia", "name": BOARD.names[IX["achaia"]], "group": "peloponnese",
                                 "kind": "starting", "owner": 0, "infantry": 4, "cannons": 0,
                                 "ottomans": 0, "spent_infantry": 0, "spent_cannons": 0}
    assert regions["aetolia"]["owner"] is None and regions["aetolia"]["ottomans"] == 5
    p0, p1, p2 = v["players"]
    a = APOSTLES[0]
    assert p0 == {"seat": 0, "name": "", "reserve_infantry": 30, "reserve_cannons": 10,
                  "losses_infantry": 0, "losses_cannons": 0, "fame": 1 + a["fame"], "regions": 1,
                  "strength": 4, "defeated": 0, "bonus_infantry": 0, "bonus_cannons": 0,
                  "apostles": [a["id"]],
                  "blessings": [{"card": a["id"], "op": a["blessing"]["op"],
                                 "duration": a["blessing"]["duration"], "spent": True}],
                  "call_ally": "ask", "answer_ally": "ask", "resigned": False, "active": True}
    assert (p1["losses_infantry"], p1["reserve_infantry"], p1["strength"], p1["defeated"]) == (2, 30, 6, 4)
    assert (p2["losses_cannons"], p2["reserve_cannons"], p2["bonus_infantry"], p2["bonus_cannons"]) == (1, 9, 2, 1)
    assert (p2["resigned"], p2["active"], p2["regions"], p2["fame"]) == (True, False, 1, 1)
    assert [c["id"] for c in v["apostles_revealed"]] == [APOSTLES[c]["id"] for c in s.apostles_revealed]
    c0 = APOSTLES[s.apostles_revealed[0]]
    assert v["apostles_revealed"][0] == {"id": c0["id"], "title": c0["title"], "fame": c0["fame"],
                                         "text": c0["text"], "blessing_text": c0["blessing_text"]}
    assert (v["apostle_deck_size"], v["event_deck_size"]) == (len(s.apostle_deck), len(s.event_deck))
    assert (v["event_discard"], v["current_event"], v["greek_losses"], v["supply"]) == ([], None, 3, s.supply)
    assert (v["to_place_infantry"], v["to_place_cannons"], v["moves_left"]) == (3, 1, 2)
    assert (v["seed_sha256"], v["seed"], v["seed_chosen"], v["from_position"]) == (s.seed_sha256, None, False, False)
    assert (v["winners"], v["end_reason"], v["options"]) == ([], None, {})


def test_r20_r27_view_in_the_ottoman_phase_and_at_the_end(make):
    s = make(greek={"achaia": (0, 5, 0)}, step="attack")
    s.phase, s.step = "ottoman", "event"
    from gamekinds.battle1821.state import OttomanPhase
    s.ottoman = OttomanPhase(event=3)
    s.event_discard = [3]
    v = view(s, 0)
    assert v.current_event == EVENTS[3]["id"] and v.event_discard == [EVENTS[3]["id"]]
    assert v.active_seat is None and v.waiting_for == []
    s.ottoman = OttomanPhase(event=-1)
    assert view(s, 0).current_event is None
    s.phase, s.ottoman = "greek", OttomanPhase(event=3)
    assert view(s, 0).current_event is None
    s.status, s.winners, s.end_reason = "finished", [0], "no_ottomans"
    v = view(s, None)
    assert (v.seed, v.winners, v.end_reason) == (s.seed, [0], "no_ottomans")
