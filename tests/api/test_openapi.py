"""The committed ``openapi/openapi.json`` is what the app generates (``make openapi``),
and the spec documents every error as ``application/problem+json``."""

from __future__ import annotations

import json
from pathlib import Path

from gamekinds import registry
from helpers import spec_document

from server.api.kindspec import camel

ROOT = Path(__file__).resolve().parents[2]


def first_kind(schema: dict, role: str, schemas: dict) -> dict:
    """1821's branch of a body that carries a kind's type: the schema itself with 1821
    alone registered, else the first of an ``anyOf`` whose other branches are each other
    kind's ``<Kind><role>`` union, itself discriminated on ``type``."""
    others = [camel(n) for n in registry.names() if n != registry.DEFAULT]
    if not others:
        return schema
    first, *rest = schema["anyOf"]
    assert rest == [{"$ref": f"#/components/schemas/{p}{role}"} for p in others], rest
    for p in others:
        assert schemas[f"{p}{role}"]["discriminator"]["propertyName"] == "type", p
    return first


def test_committed_openapi_matches_the_app():
    committed = json.loads((ROOT / "openapi" / "openapi.json").read_text("utf-8"))
    assert committed == spec_document(), \
        "openapi/openapi.json is stale: run `make openapi` and commit it"


def test_every_error_response_is_problem_json_and_every_write_documents_412_428():
    doc = spec_document()
    for path, ops in doc["paths"].items():
        for method, op in ops.items():
            for status, resp in op["responses"].items():
                if int(status) >= 400:
                    assert list(resp["content"]) == ["application/problem+json"], (method, path, status)
            # creating writes no existing version: a game, a rematch (idempotent, of a finished game that
            # no longer changes); the check writes nothing; a message, a webhook, an account or a challenge (its
            # game created at once, its accept a join that takes any version) or a seek (quick play: its game made
            # whole when matched) is no game write
            if method in ("post", "delete") and path not in ("/games", "/games/{game_id}/actions/check",
                                                             "/games/{game_id}/rematch", "/games/{game_id}/messages") \
                    and not path.startswith(("/games/{game_id}/webhooks", "/account", "/challenges", "/seeks")):
                assert {"412", "428"} <= set(op["responses"]), (method, path)
    body = doc["paths"]["/games/{game_id}/actions"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert first_kind(body, "Action", doc["components"]["schemas"])["discriminator"]["propertyName"] == "type"
    assert doc["components"]["schemas"]["CreateGame"]["additionalProperties"] is False


def test_every_schema_property_and_operation_is_described_and_tagged():
    doc = spec_document()
    missing = [f"{n}.{p}" for n, s in doc["components"]["schemas"].items()
               for p, v in (s.get("properties") or {}).items() if not v.get("description")]
    assert missing == []
    tags = [t["name"] for t in doc["tags"]]
    assert tags == ["lobby", "play", "watch", "talk", "notify", "accounts", "rules", "health"]
    for path, ops in doc["paths"].items():
        for method, op in ops.items():
            assert op.get("description") and len(op["tags"]) == 1 and op["tags"][0] in tags, (method, path)
            assert "security" in op, (method, path)
    assert doc["info"]["license"]["identifier"] == "MIT" and doc["info"]["contact"]


def test_events_are_one_discriminated_union_used_by_pages_actions_battles_and_the_stream():
    from gamekinds.battle1821.log import LogEvent
    from server.store.stream_events import MessageEvent, StreamEvent

    doc = spec_document()
    schemas = doc["components"]["schemas"]
    union = schemas["GameEvent"]
    tags = [c.__struct_config__.tag for c in (*LogEvent.__args__, *StreamEvent.__args__, MessageEvent)]
    assert sorted(union["discriminator"]["mapping"]) == sorted(tags)
    assert {"ottoman_phase", "ottoman_step", "decision_timeout", "game_cancelled", "message"} <= set(tags)
    for tag, ref in union["discriminator"]["mapping"].items():
        one = schemas[ref.rsplit("/", 1)[1]]
        assert one["properties"]["type"]["const"] == tag
        # every event of the log has its envelope; a table-talk message is not in the log
        assert {"seq", "version", "type"} <= set(one["required"]) or set(one["required"]) == {"type", "message"}
    assert len(union["oneOf"]) == len(tags)
    ref = {"$ref": "#/components/schemas/GameEvent"}
    assert first_kind(schemas["EventPage"]["properties"]["events"]["items"], "GameEvent", schemas) == ref
    assert schemas["BattleOut"]["properties"]["events"]["items"] == ref      # battles are 1821's
    # an action's events are the log's: the same union without the table talk's `message`
    # (issue 34: a typed client reads `e.seq` without narrowing)
    log = schemas["LogEvent"]
    assert first_kind(schemas["ActionAccepted"]["properties"]["events"]["items"], "GameEvent", schemas) == \
        {"$ref": "#/components/schemas/LogEvent"}
    assert log["discriminator"]["mapping"] == {t: r for t, r in union["discriminator"]["mapping"].items()
                                               if t != "message"}
    assert len(log["oneOf"]) == len(tags) - 1
    frame = doc["paths"]["/games/{game_id}/events/stream"]["get"]["responses"]["200"]["content"]["text/event-stream"]
    assert first_kind(frame["schema"]["properties"]["data"]["contentSchema"], "GameEvent", schemas) == ref
    assert "204" in doc["paths"]["/games/{game_id}/events/stream"]["get"]["responses"]


def test_writes_require_if_match_in_the_spec():
    doc = spec_document()
    for path, method in (("/games/{game_id}", "delete"), ("/games/{game_id}/players", "post"),
                         ("/games/{game_id}/actions", "post")):
        params = {p["name"]: p for p in doc["paths"][path][method]["parameters"]}
        assert params["If-Match"]["required"] is True, (method, path)
