"""The action response carries the caller's next legal actions (a seat in the middle
of its turn needs one request per action, not a POST plus a legal-actions read)."""

from __future__ import annotations

from helpers import act, create_full, game, legal


def _pick(options: list[dict]) -> dict:
    """A concrete action from the first option this simple player understands."""
    by_type = {o["type"]: o for o in options}
    if "place_start" in by_type:
        return {"type": "place_start", "region": by_type["place_start"]["regions"][0]}
    if "reinforce" in by_type:
        o = by_type["reinforce"]
        return {"type": "reinforce", "placements": [{"region": o["regions"][0], "infantry": o["infantry"],
                                                     "cannons": o["cannons"]}]}
    if "call_ally" in by_type:
        return {"type": "call_ally", "call": False}
    if "answer_ally" in by_type:
        return {"type": "answer_ally", "accept": False}
    if "end_step" in by_type:
        return {"type": "end_step"}
    raise AssertionError(f"nothing to play in {sorted(by_type)}")


def test_r19_action_response_has_the_callers_next_legal_actions_or_null(client):
    g = create_full(client, seats=2, options={"max_rounds": 2})
    mid_turn = handed_over = 0
    for _ in range(80):
        view = game(client, g["id"])
        if not view["waiting_for"]:     # the Ottoman phase (no worker here) or the end
            break
        seat = view["waiting_for"][0]
        r = act(client, g, seat, _pick(legal(client, g, seat)), view["version"])
        assert r.status_code == 201, r.text
        body = r.json()
        if seat in body["waiting_for"]:
            # what GET /legal-actions says at the new version, from the state the action produced
            assert body["legal_actions"] == legal(client, g, seat)
            assert body["legal_actions"] and r.headers["etag"] == f'"{body["version"]}"'
            mid_turn += 1
        else:
            assert body["legal_actions"] is None
            handed_over += 1
    assert mid_turn and handed_over
