"""Issue 14, part 5: an ``Idempotency-Key`` record holds what a retry needs (the version,
the action's number, where its events are: tens of bytes), not a copy of the answer; a
retry long after, with the game moved on, still gets the first answer byte for byte."""

from __future__ import annotations

import random

from helpers import act, create_full, legal, waiting_seat


def _choose(options: list[dict], rng: random.Random) -> dict:
    o = rng.choice([x for x in options if x["type"] in ("place_start", "end_step", "reinforce")] or options)
    if o["type"] == "place_start":
        return {"type": "place_start", "region": rng.choice(o["regions"])}
    if o["type"] == "reinforce":
        return {"type": "reinforce", "placements": [{"region": rng.choice(o["regions"]), "infantry": 1}]}
    return {"type": o["type"]} if o["type"] == "end_step" else {"type": "end_step"}


def test_a_late_retry_replays_the_first_answer_from_a_small_record(client, sync_store):
    g = create_full(client, 2)
    rng = random.Random(14)
    first: list[tuple[int, dict, int, str, bytes, str]] = []
    for i in range(12):
        seat, v = waiting_seat(client, g)
        if v["phase"] not in ("setup", "greek"):
            break
        action = _choose(legal(client, g, seat), rng)
        r = act(client, g, seat, action, v["version"], **{"Idempotency-Key": f"late-{i}"})
        if r.status_code != 201:
            continue
        first.append((seat, action, v["version"], f"late-{i}", r.content, r.headers["etag"]))
    assert len(first) >= 5
    k = sync_store.keys
    buckets = [b for b in sync_store.r.scan_iter(match=k.of_game(g["id"]).replace("*", "idem:*"))]
    sizes = [len(v) for b in buckets for v in sync_store.r.hgetall(b).values()]
    assert len(sizes) == len(first) and max(sizes) < 80, sizes       # not the answer (hundreds of bytes)
    for seat, action, version, key, body, tag in first:                # the game has moved on since
        again = act(client, g, seat, action, version, **{"Idempotency-Key": key})
        assert again.status_code == 201 and again.headers["etag"] == tag
        assert again.content == body, key
