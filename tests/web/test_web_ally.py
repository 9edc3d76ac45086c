"""Issue 35, point 2: an Ally question tells the battle: where, who fights with what
against how many, the exact odds of a Greek attack without an Ally, and the battle card
beside it shows that battle (it showed the previous one while the map caught up)."""

from __future__ import annotations

import json

import httpx
import shots
from page_wait import until
from support import ROOT
from test_web_keyboard import _axe
from test_web_seats_history import PHONE, _create, _place_starts, _view, auth

MAP = json.loads((ROOT / "kinds" / "gamekinds" / "battle1821" / "files" / "map.json").read_text())


def _act(base, gid, token, action):
    v = _view(base, gid)
    r = httpx.post(f"{base}/games/{gid}/actions", json=action, headers={**auth(token), "If-Match": f'"{v["version"]}"'})
    assert r.status_code == 201, r.text
    return r.json()


def _legal(base, gid, token):
    return httpx.get(f"{base}/games/{gid}/legal-actions", headers=auth(token)).json()["actions"]


def test_an_ally_question_names_the_battle_its_forces_and_odds(watched, web_live):
    base = web_live["base"]
    g = _create(base, [{"name": "Kolokotronis"}, {"name": "Bouboulina"}], max_rounds=3)
    gid = g["id"]
    tokens = {p["seat"]: p["token"] for p in g["players"]}
    seat = _place_starts(base, gid, tokens)["waiting_for"][0]
    other = 1 - seat
    reinforce = next(o for o in _legal(base, gid, tokens[seat]) if o["type"] == "reinforce")
    _act(base, gid, tokens[seat], {"type": "reinforce", "placements": [
        {"region": reinforce["regions"][0], "infantry": reinforce["infantry"], "cannons": reinforce["cannons"]}]})
    _act(base, gid, tokens[seat], {"type": "end_step"})
    attack = next(o for o in _legal(base, gid, tokens[seat]) if o["type"] == "attack" and o["can_call_ally"]
                  and any(t["kind"] == "battle" for t in o["targets"]))
    target = next(t for t in attack["targets"] if t["kind"] == "battle")
    best = max(target["forces"], key=lambda r: r["max_infantry"] + 3 * r["cannons"])
    _act(base, gid, tokens[seat], {"type": "attack", "from": attack["from"], "to": target["region"],
                                   "infantry": best["max_infantry"], "cannons": best["cannons"], "call_ally": True})
    asked = next(o for o in _legal(base, gid, tokens[other]) if o["type"] == "answer_ally")
    regions = {r["id"]: " ".join(r["label_lines"]).replace("- ", "-") for r in MAP["regions"]}    # map.ts regionName
    odds = httpx.get(f"{base}/rules/odds", params={"attackers": best["max_infantry"] + 3 * best["cannons"],
                                                   "defenders": target["ottomans"]}).json()
    for kw, shot in (({}, "ally-question.png"), (PHONE, "ally-question-phone.png")):
        w = watched(**kw)
        p = w.page
        p.goto(f"{base}/play/#/seat/{tokens[other]}")
        decision = p.locator(".decision[data-decision=answer_ally]")
        decision.wait_for()
        facts = decision.locator(".battle-facts")
        facts.wait_for()
        text = decision.inner_text()
        assert f"in battle {asked['battle']} in {regions[target['region']]}" in text, text
        assert f"from {regions[attack['from']]}" in text and f"against {target['ottomans']} Ottoman infantry" in text, text
        assert f"{best['max_infantry']} infantry" in text, text
        until(p, "() => document.querySelector('.battle-facts .odds').textContent.includes('%')")
        won = odds["attacker_wins"]
        pct = "over 99" if 0.995 <= won < 1 else "under 1" if 0 < won < 0.005 else str(round(won * 100))
        assert f"Chance to win without an Ally: {pct} %" in facts.inner_text(), facts.inner_text()
        # the battle card beside it is this battle
        assert f"battle {asked['battle']}:" in p.locator(".battle-slot").inner_text().lower()
        shots.shot(p, shot)
        assert not _axe(p), _axe(p)             # no serious or critical axe violation on the question
        assert not w.errors and not w.foreign, (w.errors, w.foreign)
