"""Issue 34: every operation of the committed spec has a request example (where it takes
a body) and an example of every response with a body, each a real answer of the server
(``openapi/examples.json``, written by ``python -m tools.spec_examples`` from a played
game; ``tests/sdk/test_spec_examples.py`` replays that game against the live server), and
every example fits its schema, so an example cannot go stale unnoticed."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

ROOT = Path(__file__).resolve().parents[2]
SPEC = json.loads((ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))
EXAMPLES = json.loads((ROOT / "openapi" / "examples.json").read_text(encoding="utf-8"))


def operations() -> list[tuple[str, dict[str, Any]]]:
    return [(op["operationId"], op) for item in SPEC["paths"].values() for op in item.values()
            if isinstance(op, dict) and "operationId" in op]


def validator(schema: dict[str, Any]) -> Draft202012Validator:
    """A validator of ``schema`` (its refs rewritten by :func:`_json_schema`) whose
    ``urn:spec#/components/...`` refs resolve in the spec."""
    registry = Registry().with_resource("urn:spec", Resource.opaque(SPEC))
    return Draft202012Validator(schema, registry=registry)


def _json_schema(media: dict[str, Any]) -> dict[str, Any] | None:
    schema = media.get("schema")
    return json.loads(json.dumps(schema).replace('"#/components/', '"urn:spec#/components/')) if schema else None


def test_every_operation_has_its_examples():
    missing = []
    for op_id, op in operations():
        for ctype, media in (op.get("requestBody", {}).get("content") or {}).items():
            if not media.get("examples"):
                missing.append(f"{op_id} request {ctype}")
        for status, resp in op["responses"].items():
            for ctype, media in (resp.get("content") or {}).items():
                if not media.get("examples"):
                    missing.append(f"{op_id} {status} {ctype}")
    assert not missing, f"no example: {missing}; run `python -m tools.spec_examples` then `make openapi`"


def example_value(example: dict[str, Any]) -> Any:
    """An example's value: inline, or the docs file its ``externalValue`` names (an answer
    that carries JSON Schemas, whose ``$ref`` members spec tools would resolve)."""
    if "externalValue" in example:
        url = example["externalValue"]
        assert url.startswith("/docs/api/examples/"), url
        return json.loads((ROOT / "docs" / url.removeprefix("/docs/")).read_text(encoding="utf-8"))
    return example["value"]


def test_the_spec_carries_the_recorded_examples():
    for op_id, op in operations():
        ex = EXAMPLES[op_id]
        for status, resp in op["responses"].items():
            for media in (resp.get("content") or {}).values():
                assert example_value(media["examples"]["recorded"]) == ex["responses"][status]["value"], \
                    (op_id, status)


@pytest.mark.parametrize("op_id", [o for o, _ in operations()])
def test_examples_fit_their_schemas(op_id):
    op = dict(operations())[op_id]
    checked = 0
    for where, content in [("request", (op.get("requestBody") or {}).get("content") or {}),
                           *((s, r.get("content") or {}) for s, r in op["responses"].items())]:
        for ctype, media in content.items():
            schema = _json_schema(media)
            if schema is None or ctype == "image/svg+xml":
                continue
            value = example_value(media["examples"]["recorded"])
            errors = sorted(validator(schema).iter_errors(value), key=lambda e: list(e.path))
            assert not errors, f"{op_id} {where}: {[f'{list(e.path)}: {e.message[:200]}' for e in errors[:5]]}"
            checked += 1
    assert checked or op_id == "boardSvg", op_id


def test_problem_examples_are_problems():
    for op_id, op in operations():
        for status, resp in op["responses"].items():
            media = (resp.get("content") or {}).get("application/problem+json")
            if media:
                value = example_value(media["examples"]["recorded"])
                assert value["status"] == int(status) and value["type"].startswith("/docs/api/problems/"), (op_id, value)
