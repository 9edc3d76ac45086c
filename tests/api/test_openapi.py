"""The committed ``openapi/openapi.json`` is what the app generates (``make openapi``),
and the spec documents every error as ``application/problem+json``."""

from __future__ import annotations

import json
from pathlib import Path

from server.cli import openapi_document

ROOT = Path(__file__).resolve().parents[2]


def test_committed_openapi_matches_the_app():
    committed = json.loads((ROOT / "openapi" / "openapi.json").read_text("utf-8"))
    assert committed == json.loads(json.dumps(openapi_document())), \
        "openapi/openapi.json is stale: run `make openapi` and commit it"


def test_every_error_response_is_problem_json_and_every_write_documents_412_428():
    doc = openapi_document()
    for path, ops in doc["paths"].items():
        for method, op in ops.items():
            for status, resp in op["responses"].items():
                if int(status) >= 400:
                    assert list(resp["content"]) == ["application/problem+json"], (method, path, status)
            if method in ("post", "delete") and path != "/games":
                assert {"412", "428"} <= set(op["responses"]), (method, path)
    body = doc["paths"]["/games/{game_id}/actions"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert body["discriminator"]["propertyName"] == "type"
    assert doc["components"]["schemas"]["CreateGame"]["additionalProperties"] is False
