"""Every refusal the Ottomans engine makes in these tests keeps the contract's shape
(``gamekinds.contract``): the API answers it as problem+json, so a ``RuleViolation`` has a
stable machine-readable ``code`` (snake_case: ``not_inimical``), a ``detail`` that is a
sentence, and a ``ruling`` that names the rulebook section or the ruling it comes from
("9.23", "6.22(3)", "O84" of docs/ottomans/RULINGS.md); a ``PositionError`` the same
(code ``invalid_position``). Checked when the engine builds one, in every test of this
folder, so a refusal reached by any test (a property test's illegal action included) is
checked, not only those a test names."""

from __future__ import annotations

import re

import pytest

from gamekinds import contract

CODE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")
RULING = re.compile(r"(?:\d+(?:\.\d+)*(?:\(\d+[a-z]?\))*|O\d+|SR|DEF-\d+|AMB-\d+)")


_CHECKED: set = set()
"""The (code, detail, ruling) triples already found well-shaped: the property tests build
over 100,000 refusals, most of them the same few sentences (2.7 % of their CPU was the
regular expressions)."""


def check_refusal(code: object, detail: object, ruling: object) -> None:
    """The contract's shape of a refusal; an AssertionError names what is wrong."""
    key = (code, detail, ruling)
    if all(isinstance(x, str) or x is None for x in key) and key in _CHECKED:
        return
    _check_refusal(code, detail, ruling)
    if all(isinstance(x, str) or x is None for x in key):
        _CHECKED.add(key)


def _check_refusal(code: object, detail: object, ruling: object) -> None:
    assert isinstance(code, str) and CODE.fullmatch(code), f"code {code!r} is not a stable snake_case code"
    assert isinstance(detail, str) and len(detail.split()) >= 2, f"detail {detail!r} is not a sentence"
    assert isinstance(ruling, str) and RULING.fullmatch(ruling), f"ruling {ruling!r} names no section or ruling"


@pytest.fixture(autouse=True)
def _refusals_keep_the_contract(monkeypatch):
    rv_init, pe_init = contract.RuleViolation.__init__, contract.PositionError.__init__

    def rule_violation(self, code, detail, ruling=None, *, barrier=None):
        check_refusal(code, detail, ruling)
        rv_init(self, code, detail, ruling, barrier=barrier)

    def position_error(self, detail, ruling=None, code="invalid_position"):
        check_refusal(code, detail, ruling)
        pe_init(self, detail, ruling, code)

    monkeypatch.setattr(contract.RuleViolation, "__init__", rule_violation)
    monkeypatch.setattr(contract.PositionError, "__init__", position_error)
