"""Issue 34: the spec's examples cannot go stale. ``tools/spec_examples.py`` plays its
game against the live API server and worker again; every answer it records must fit the
schema the committed spec documents for that operation and status, and it must record
an answer for every operation and status the committed examples hold (those the tests'
server cannot produce excepted: a loopback webhook, which the tests' server refuses, the
409 of a key's answer dropped, and the 429 and 503 that need a small token budget and a
stopped worker)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

ROOT = Path(__file__).resolve().parents[2]
SPEC = json.loads((ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))
COMMITTED = json.loads((ROOT / "openapi" / "examples.json").read_text(encoding="utf-8"))
NOT_HERE = {("createWebhook", "201"), ("listWebhookDeliveries", "200"), ("deleteWebhook", "204"),
            ("createGame", "409")}
"""Answers the tests' server cannot give: a loopback webhook (it refuses one), and 409
``idempotency_key_expired`` (a server of a short BATTLE1821_IDEMPOTENCY_TTL_S, which the
tool starts beside its own; tests/api/test_create_idempotent.py gets it from one)."""


def _schema(op_id: str, status: str) -> dict | None:
    for item in SPEC["paths"].values():
        for op in item.values():
            if isinstance(op, dict) and op.get("operationId") == op_id:
                content = op["responses"][status].get("content") or {}
                for ctype, media in content.items():
                    if ctype != "image/svg+xml" and media.get("schema"):
                        return json.loads(json.dumps(media["schema"]).replace('"#/components/',
                                                                                '"urn:spec#/components/'))
    return None


@pytest.mark.timeout(300)
def test_a_replayed_game_answers_as_the_examples_show(live):
    from tools.spec_examples import record

    fresh = record(live["base"], SPEC)
    registry = Registry().with_resource("urn:spec", Resource.opaque(SPEC))
    checked = 0
    for op_id, entry in fresh.items():
        for status, answer in entry["responses"].items():
            if "the server's answer to" in answer["summary"]:
                continue                       # another operation's answer, checked there
            schema = _schema(op_id, status)
            if schema is None:
                continue
            errors = list(Draft202012Validator(schema, registry=registry).iter_errors(answer["value"]))
            assert not errors, f"{op_id} {status}: {[e.message[:200] for e in errors[:3]]}"
            checked += 1
    assert checked > 120, checked
    own = {(o, s) for o, e in fresh.items() for s, a in e["responses"].items() if "answer to" not in a["summary"]}
    committed = {(o, s) for o, e in COMMITTED.items() for s, a in e["responses"].items()
                 if "answer to" not in a["summary"]}
    missing = committed - own - NOT_HERE - {(o, s) for o, s in committed if s in ("429", "503")}
    assert not missing, f"the replay no longer produces {sorted(missing)}: rerun `python -m tools.spec_examples`"
    assert {o for o, e in fresh.items() if "request" in e} >= {o for o, e in COMMITTED.items() if "request" in e} \
        - {"createWebhook"}
