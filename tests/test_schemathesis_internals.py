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
    assert ["2xx", "400", "401", "403", "422"] in [x[4] for x in _answers(memo.config, a, b)]   # createGame's layer
    memo.config.update(base_url="http://127.0.0.1:1")
    assert memo.config.checks_config_for(operation=a, phase="coverage") is not first


async def _toy_app(scope, receive, send):
    """An ASGI app with a lifespan: its startup puts the loop in ``state``; a request is
    answered with its method, path, body, whether it runs on that loop, and, at ``/stream``,
    an event stream that never ends (schemathesis cuts it at ``max_stream_events``)."""
    import asyncio
    import json

    if scope["type"] == "lifespan":
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                scope["state"]["loop"] = id(asyncio.get_running_loop())
                await send({"type": "lifespan.startup.complete"})
            else:
                await send({"type": "lifespan.shutdown.complete"})
                return
    body = b""
    while True:
        message = await receive()
        body += message.get("body", b"")
        if not message.get("more_body"):
            break
    if scope["path"] == "/stream":
        await send({"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"text/event-stream")]})
        n = 0
        while True:
            n += 1
            await send({"type": "http.response.body", "body": f"data: {n}\n\n".encode(), "more_body": True})
            await asyncio.sleep(0)
    same_loop = scope["state"].get("loop") == id(asyncio.get_running_loop())
    payload = {"method": scope["method"], "path": scope["path"], "body": body.decode(), "same_loop": same_loop}
    await send({"type": "http.response.start", "status": 201, "headers": [(b"content-type", b"application/json")]})
    await send({"type": "http.response.body", "body": json.dumps(payload).encode()})


def _exchange(app):
    from schemathesis.python import asgi

    with asgi.get_client(app, max_stream_events=3) as client:
        posted = client.post("/x?q=1", data=b"abc")
        streamed = client.get("/stream")
        return (posted.status_code, posted.json(), streamed.status_code, streamed.text)


def test_an_inline_portal_answers_as_the_portal_thread_and_puts_it_back():
    """The same answers (a body, the app's lifespan state, an endless event stream cut at
    its event limit) through the inline portal as through schemathesis' portal thread; the
    app runs in the calling thread; at the block's end its lifespan was shut down and the
    previous portal is back."""
    import threading

    from schemathesis.python import asgi

    async def threaded(scope, receive, send):
        return await _toy_app(scope, receive, send)

    async def inline(scope, receive, send):
        if scope["type"] == "http":
            assert threading.current_thread() is threading.main_thread()
        return await _toy_app(scope, receive, send)

    expected = _exchange(threaded)
    assert expected[:2] == (201, {"method": "POST", "path": "/x", "body": "abc", "same_loop": True})
    assert expected[2:] == (200, "data: 1\n\ndata: 2\n\ndata: 3\n\n")
    before = asgi._PORTAL
    with schemathesis_internals.inline_portal() as portal:
        assert asgi._get_portal() is portal
        assert _exchange(inline) == expected
        assert asgi._LIFESPANS[id(inline)].portal is portal
    assert id(inline) not in asgi._LIFESPANS
    assert asgi._PORTAL is before
    assert portal.loop.is_closed()


BODY = {"type": "object", "required": ["a"], "properties": {
    "a": {"type": "integer"}, "b": {"type": "string"},
    "c": {"type": "object", "properties": {"d": {"type": "boolean"}, "e": {"type": "array", "items": {"type": "number"}}}},
    "f": {"type": "object", "minProperties": 2, "properties": {"g": {"type": "null"}}}}}
OBJECTS = {"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "paths": {"/o": {"post": {
    "requestBody": {"required": True, "content": {"application/json": {"schema": BODY}}},
    "responses": {"200": {"description": "ok"}}}}}}


def _bodies(module_st) -> list:
    """The bodies of 25 cases (positive and negative) drawn with one seed, with ``module_st``
    as the strategy module's ``st``."""
    import schemathesis.generation.jsonschema.strategy as module
    from hypothesis import HealthCheck, given, seed, settings
    from schemathesis import GenerationMode

    operation = schemathesis.openapi.from_dict(OBJECTS)["/o"]["POST"]
    strategy = operation.as_strategy(generation_mode=GenerationMode.POSITIVE) | \
        operation.as_strategy(generation_mode=GenerationMode.NEGATIVE)
    out: list = []

    @seed(1821)
    @settings(max_examples=25, database=None, deadline=None, suppress_health_check=list(HealthCheck))
    @given(strategy)
    def draw(case):
        out.append(repr(case.body))

    before, module.st = module.st, module_st
    try:
        draw()
    finally:
        module.st = before
    return out


def test_memoized_object_draws_draw_the_same_values_from_one_strategy_each():
    import schemathesis.generation.jsonschema.strategy as module

    plain = getattr(module.st, "_st", module.st)
    memo = schemathesis_internals._StrategiesWithObjectMemo(plain)
    bodies = _bodies(plain)
    assert _bodies(memo) == bodies
    assert len(set(bodies)) > 12 and any("'c': {" in b for b in bodies)
    assert memo._memo, "no object drawn through the memo"
    mapping = {"x": plain.integers()}
    assert memo.fixed_dictionaries(mapping) is memo.fixed_dictionaries(dict(mapping))
    assert memo.fixed_dictionaries({"y": mapping["x"]}) is not memo.fixed_dictionaries(mapping)
    schemathesis_internals.memoize_object_draws()
    assert isinstance(module.st, schemathesis_internals._StrategiesWithObjectMemo)
