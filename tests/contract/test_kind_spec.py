"""Each kind's types are precisely typed in the spec and both SDKs (issue #29, item 3),
proved with the tests' tiny kind: the spec exported with ``BATTLE1821_KINDS=tiny=tinykind``
(``battle1821 openapi``, a subprocess) has the tiny kind's components, prefixed
(``TinyAdvance``, ``TinyOptions``, ``TinyGameOut``, ``TinyGameEvent`` ...), referenced where
the bodies carry a kind's type (an ``anyOf`` with one branch per kind); taking the tiny
branches out gives back the committed 1821 spec exactly (1821's names and shapes do not
move); it is valid OpenAPI 3.1; openapi-python-client (``--fail-on-warning``) and
openapi-typescript generate clients from it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "openapi" / "openapi.json"
TINY_ROLES = ("TinyAction", "TinyLegalAction", "TinyGameEvent", "TinyGameOut", "TinyOptions", "TinyPosition")


@pytest.fixture(scope="module")
def tiny_spec(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("tinyspec") / "openapi.json"
    exe = Path(sys.executable).with_name("battle1821")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "server.cli"]
    # the tiny kind beside the installed ones (and any the environment admits), as the
    # committed spec is the installed kinds'
    kinds = ",".join(filter(None, [os.environ.get("BATTLE1821_KINDS"), "tiny=tinykind"]))
    # a new hash seed each run: the order check of tests/contract/test_openapi_bytes.py
    env = dict(os.environ, BATTLE1821_KINDS=kinds, PYTHONHASHSEED="random",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT / "tests" / "kinds"), str(ROOT), str(ROOT / "kinds"),
                                                        os.environ.get("PYTHONPATH")])))
    p = subprocess.run([*cmd, "openapi", "--output", str(out)], capture_output=True, text=True, cwd=ROOT, env=env,
                       timeout=120)
    assert p.returncode == 0, p.stdout + p.stderr
    return out


def _is_tiny_ref(node) -> bool:
    return isinstance(node, dict) and node.get("$ref", "").startswith("#/components/schemas/Tiny")


def _is_tiny(node) -> bool:
    """A tiny branch of a kinds' ``anyOf``: a reference to a tiny component, the tiny
    kind's copy of a nullable union (``oneOf: [Tiny..., null]``)."""
    if _is_tiny_ref(node):
        return True
    if isinstance(node, dict) and set(node) == {"oneOf"}:
        refs = [b for b in node["oneOf"] if b != {"type": "null"}]
        return bool(refs) and all(_is_tiny_ref(b) or _is_tiny_ref(b.get("items")) for b in refs)
    return False


def _without_tiny(node):
    """The document with every tiny branch of a kinds' ``anyOf`` taken out (with one branch
    left, the ``anyOf`` is that branch again, its description back on it)."""
    if isinstance(node, dict):
        alts = node.get("anyOf")
        if set(node) <= {"anyOf", "description"} and alts and len(alts) >= 2 and any(_is_tiny(a) for a in alts[1:]):
            kept = [a for a in alts if not _is_tiny(a)]
            if len(kept) > 1:
                return _without_tiny({**node, "anyOf": kept})
            one = dict(kept[0])
            if "description" in node:
                one["description"] = node["description"]
            return _without_tiny(one)
        one = node.get("oneOf")
        if one and any(_is_tiny_ref(b) for b in one) and not all(_is_tiny_ref(b) for b in one):
            node = {**node, "oneOf": [b for b in one if not _is_tiny_ref(b)]}    # a kinds' exclusive union
        return {k: _without_tiny(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_without_tiny(v) for v in node]
    return node


def _branches(node) -> list:
    """The kinds' branches of a body (1821's alone when it is no ``anyOf``)."""
    return node["anyOf"] if set(node) <= {"anyOf", "description"} and "anyOf" in node else [node]


def test_the_tiny_kind_has_its_own_prefixed_components(tiny_spec):
    doc = json.loads(tiny_spec.read_text())
    schemas = doc["components"]["schemas"]
    for name in (*TINY_ROLES, "TinyAdvance", "TinyResign", "TinyAdvanceOption", "TinyAdvancedEvent",
                 "TinyGameEndedEvent"):
        assert name in schemas, name
    assert schemas["TinyAdvance"]["properties"]["by"] == {"type": "integer", "maximum": 3.0, "minimum": 1.0,
                                                          "description": "How far to advance (1-3)."}  # its GLOSSARY
    assert schemas["TinyAdvance"]["additionalProperties"] is False     # forbid_unknown_fields, as 1821's
    assert schemas["TinyAction"]["discriminator"]["mapping"] == {
        "advance": "#/components/schemas/TinyAdvance", "resign": "#/components/schemas/TinyResign"}
    events = schemas["TinyGameEvent"]["discriminator"]["mapping"]
    assert events["game_ended"] == "#/components/schemas/TinyGameEndedEvent"
    assert events["seat_taken_over"] == "#/components/schemas/SeatTakenOverEvent"   # the platform's, shared
    assert {"seq", "version"} <= set(schemas["TinyAdvancedEvent"]["required"])
    assert {"kind", "version", "your_seat", "players"} <= set(schemas["TinyGameOut"]["properties"])


def test_bodies_carrying_a_kinds_type_offer_each_kind(tiny_spec):
    doc = json.loads(tiny_spec.read_text())
    committed = json.loads(SPEC.read_text())
    paths = doc["paths"]
    for path in ("/games/{game_id}/actions", "/games/{game_id}/actions/check"):
        body = paths[path]["post"]["requestBody"]["content"]["application/json"]["schema"]
        old = committed["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"]
        assert body == {"anyOf": [*_branches(old), {"$ref": "#/components/schemas/TinyAction"}]}
    view = paths["/games/{game_id}"]["get"]["responses"]["200"]["content"]["application/json"]["schema"]
    assert view["anyOf"][0] == {"$ref": "#/components/schemas/GameOut"}
    assert view["anyOf"][-1] == {"$ref": "#/components/schemas/TinyGameOut"}
    create = doc["components"]["schemas"]["CreateGame"]["properties"]
    # a nullable member: 1821's union as it was, then each kind's own (its type or null)
    assert create["options"]["anyOf"][0] == {"oneOf": [{"$ref": "#/components/schemas/Options"}, {"type": "null"}]}
    assert {"oneOf": [{"$ref": "#/components/schemas/TinyOptions"}, {"type": "null"}]} in create["options"]["anyOf"]
    tiny_position = {"$ref": "#/components/schemas/TinyPosition"}
    assert tiny_position in create["position"].get("oneOf", []) or \
        {"oneOf": [tiny_position, {"type": "null"}]} in create["position"]["anyOf"]
    legal = doc["components"]["schemas"]["LegalActions"]["properties"]["actions"]["items"]
    assert legal["anyOf"][-1] == {"$ref": "#/components/schemas/TinyLegalAction"}
    page = doc["components"]["schemas"]["EventPage"]["properties"]["events"]["items"]
    assert page["anyOf"][0] == {"$ref": "#/components/schemas/GameEvent"}
    assert page["anyOf"][-1] == {"$ref": "#/components/schemas/TinyGameEvent"}


def test_without_the_tiny_branches_the_spec_is_the_committed_one(tiny_spec):
    """1821's component names and shapes, and every operation, stay exactly as they are,
    in the same order (keys and lists): this export runs under a new random
    ``PYTHONHASHSEED``, the order check of tests/contract/test_openapi_bytes.py (seeds 1 and
    2) with a new seed each run."""
    doc = _without_tiny(json.loads(tiny_spec.read_text()))
    doc["components"]["schemas"] = {k: v for k, v in doc["components"]["schemas"].items()
                                    if not k.startswith("Tiny")}
    committed = json.loads(SPEC.read_text())
    assert doc == committed, "the spec without the tiny kind moved"
    assert json.dumps(doc) == json.dumps(committed), "the spec's order moved (a set's order? PYTHONHASHSEED)"


def test_it_is_valid_openapi_3_1(tiny_spec):
    from openapi_spec_validator import OpenAPIV31SpecValidator, validate

    validate(json.loads(tiny_spec.read_text()), cls=OpenAPIV31SpecValidator)


@pytest.mark.timeout(300)
def test_both_sdks_generate_from_it(tiny_spec, tmp_path, monkeypatch):
    from support import node_env

    monkeypatch.setenv("NODE_OPTIONS", node_env()["NODE_OPTIONS"])   # openapi-typescript's (support.NODE_CPU_OPTIONS)
    sys.path.insert(0, str(ROOT))
    try:
        from tools.sdkgen import generate_python, generate_ts
    finally:
        sys.path.remove(str(ROOT))
    py = generate_python(tmp_path, tiny_spec)       # --fail-on-warning: RuntimeError on any warning
    assert (py / "models" / "tiny_advance.py").exists() and (py / "models" / "tiny_game_out.py").exists()
    submit = (py / "api" / "play" / "submit_action.py").read_text()
    assert "TinyAdvance" in submit and "Attack" in submit
    ts = generate_ts(tmp_path, tiny_spec).read_text()
    assert 'TinyAction: components["schemas"]["TinyAdvance"] | components["schemas"]["TinyResign"];' in ts
