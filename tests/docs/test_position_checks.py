"""``invalid_position`` says every kind's reasons, in the kind's words (session 27, item 1).

A described position (``POST /games`` ``position``) is checked by its kind's
``from_position``, which refuses with a ``PositionError`` naming its rule in ``ruling``
(1821: R1, R28...; The Ottomans: 2.0 ... 8.1, its city-colour rule). The problem page and
the spec's ``POST /games`` 400 answer named only 1821's rules (R1/R28, from a docstring in
``server/``). Now each kind says what it checks (``POSITION_CHECKS``, the contract) and both
quote it; this file checks that every ruling a kind's package raises is in its text, and
that the page and the spec carry each kind's text."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from gamekinds import registry

from tools import problem_docs

ROOT = Path(__file__).resolve().parents[2]


def _raised_rulings(kind) -> set[str]:
    """The ``ruling`` of every ``PositionError(detail, ruling)`` (or a helper ``_err(detail,
    ruling)`` making one) written in the kind's package."""
    pkg = Path(kind.__file__).parent
    out: set[str] = set()
    for path in pkg.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and problem_docs._name(node.func) in ("PositionError", "_err")):
                continue
            ruling = node.args[1] if len(node.args) > 1 else next(
                (k.value for k in node.keywords if k.arg == "ruling"), None)
            if isinstance(ruling, ast.Constant) and isinstance(ruling.value, str):
                out.add(ruling.value)
    return out


@pytest.mark.parametrize("name", registry.names())
def test_each_kind_names_every_rule_its_positions_are_refused_by(name):
    kind = registry.get(name)
    text = getattr(kind, "POSITION_CHECKS", None)
    assert text, f"{name} does not say what its positions must satisfy (POSITION_CHECKS)"
    raised = _raised_rulings(kind)
    assert raised, f"no ruling found in {name}'s PositionError calls"
    missing = sorted(r for r in raised if r not in text)
    assert not missing, f"{name} refuses positions under {missing}, which its POSITION_CHECKS does not name"


def test_the_invalid_position_page_gives_every_kinds_checks():
    page = problem_docs.render()["invalid_position.md"]
    for name, text in registry.position_checks():
        assert f"`{name}`: {text}" in page, name
    assert "8.1" in page and "R28" in page
    assert "R1 conservation or R28 control" not in page     # not 1821's words for every kind


def test_the_spec_gives_every_kinds_checks_for_post_games():
    spec = json.loads((ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))
    op = spec["paths"]["/games"]["post"]
    answer = op["responses"]["400"]["description"]
    for name, text in registry.position_checks():
        assert f"`{name}`: {text.rstrip('.')}" in answer, name
    assert "R1/R28" not in op["description"]
