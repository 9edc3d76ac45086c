"""``tests/schemathesis_internals.py`` uses schemathesis' internals: it was written for the
installed version, and what it memoizes answers as schemathesis does (issue 37)."""

from __future__ import annotations

import importlib.metadata

import pytest
import schemathesis
import schemathesis_internals

SPEC = {   # /a has an [[operations]] layer in the repository's schemathesis.toml (createGame), /b none
    "openapi": "3.1.0", "info": {"title": "t", "version": "1"},
    "paths": {"/a": {"get": {"operationId": "createGame", "responses": {"200": {"description": "ok"}}}},
              "/b": {"get": {"operationId": "getB", "responses": {"200": {"description": "ok"}}}}},
}


@pytest.mark.parametrize("dist", sorted(schemathesis_internals.WRITTEN_FOR))
def test_written_for_the_installed_version(dist):
    assert importlib.metadata.version(dist) == schemathesis_internals.WRITTEN_FOR[dist], (
        f"tests/schemathesis_internals.py uses {dist}'s internals and was written for "
        f"{schemathesis_internals.WRITTEN_FOR[dist]}: re-read them, then update WRITTEN_FOR")


def test_the_internals_it_patches_exist():
    import schemathesis.pytest._test_builder as builder
    from schemathesis.config._projects import ProjectConfig

    assert callable(builder.build_operation_test)
    for name in ("checks_config_for", "phases_for", "update"):
        assert callable(getattr(ProjectConfig, name)), name


def _answers(config, a, b):
    def statuses(check):
        return getattr(check, "expected_statuses", None)

    return [(n, op and op.label, ph, config.checks_config_for(operation=op, phase=ph).get_by_name(name=n).enabled,
             statuses(config.checks_config_for(operation=op, phase=ph).get_by_name(name=n)),
             config.phases_for(operation=op).get_by_name(name=ph).enabled)
            for n in ("not_a_server_error", "positive_data_acceptance", "negative_data_rejection")
            for op in (a, b, None) for ph in ("examples", "coverage", "fuzzing")]


def test_a_memoized_config_answers_as_before_and_forgets_on_update():
    """The same answers, per operation and phase, with and without the memo; the memo
    answers with the same object again, and ``update()`` makes it answer anew."""
    plain, memo = (schemathesis.openapi.from_dict(SPEC) for _ in range(2))
    schemathesis_internals.memoize_config(memo.config)
    a, b = (memo["/a"]["GET"], memo["/b"]["GET"])
    assert _answers(memo.config, a, b) == _answers(plain.config, plain["/a"]["GET"], plain["/b"]["GET"])
    first = memo.config.checks_config_for(operation=a, phase="coverage")
    assert memo.config.checks_config_for(operation=a, phase="coverage") is first
    assert plain.config.checks_config_for(operation=plain["/a"]["GET"], phase="coverage") is not \
        plain.config.checks_config_for(operation=plain["/a"]["GET"], phase="coverage")
    assert ["2xx", "400", "401", "403"] in [x[4] for x in _answers(memo.config, a, b)]   # createGame's layer
    memo.config.update(base_url="http://127.0.0.1:1")
    assert memo.config.checks_config_for(operation=a, phase="coverage") is not first
