"""CPU seconds of a process start (issue 37): ``battle1821 serve`` to its first 200 on
``/health`` and ``battle1821 worker`` to its first heartbeat (its liveness key), beside the
floor of the same run (a bare interpreter: ``python -c pass``).

    .venv/bin/python -m bench.startup [--starts 5] [--tree PATH ...]

Each start is a child of :class:`server.stack.Stack` (``python -m server.cli ...``, what the
tests start by the hundred); its user+system CPU is read from ``/proc/<pid>/stat`` at the
moment it answers (not its stop), and each figure is the median of ``--starts`` starts.
``--tree`` (repeatable) also runs the children from another checkout's code (its
``PYTHONPATH``: the root, ``kinds/``, ``sdk/``; ``PYTHONSAFEPATH`` keeps the working
directory's code out), the trees alternating start by start so
that the machine's load weighs on each alike: an A/B of a change (e.g. ``--tree
/path/to/main``). The import of ``server.app`` alone (``python -c "import server.app"``,
CPU of the whole process) is measured the same way. CPU seconds, not wall: the machine's
load moves wall time much more.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import redis

from server.stack import CHECKOUT_PATH, Stack, free_port
from server.store.workers import alive_key

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_s(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` so far (``/proc/<pid>/stat``)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def tree_path(tree: str | None) -> str:
    if tree is None:
        return CHECKOUT_PATH
    root = Path(tree).resolve()
    return os.pathsep.join(str(p) for p in (root, root / "kinds", root / "sdk"))


def _wait(ready, child, what: str, timeout: float = 60.0, poll: float = 0.01) -> None:
    deadline = time.monotonic() + timeout
    while not ready():
        if child.proc.poll() is not None:
            raise RuntimeError(f"{what} exited ({child.proc.returncode}):\n{child.tail()}")
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what} not ready after {timeout:.0f} s:\n{child.tail()}")
        time.sleep(poll)


def serve_start(st: Stack, env: dict) -> float:
    """CPU seconds of ``battle1821 serve`` from its start to its first 200 on ``/health``."""
    port = free_port()
    child = st.cli(f"api-{port}", "serve", "--host", "127.0.0.1", "--port", str(port), env=env)

    def up() -> bool:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2) as r:
                return r.status == 200
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            return False

    try:
        _wait(up, child, "serve")
        return cpu_s(child.pid)
    finally:
        child.stop(15)
        st.children.remove(child)


def worker_start(st: Stack, env: dict, r: redis.Redis) -> float:
    """CPU seconds of ``battle1821 worker`` from its start to its first heartbeat (the
    liveness key that ``/ready`` counts)."""
    name = f"{env['BATTLE1821_QUEUE']}-{uuid.uuid4().hex[:8]}"     # deleted with the queue's keys
    child = st.cli(name, "worker", "--name", name, env=env)
    try:
        _wait(lambda: r.exists(alive_key(name)), child, "worker")
        return cpu_s(child.pid)
    finally:
        child.stop(15)
        st.children.remove(child)


def command_cpu(argv: list[str], env: dict) -> float:
    """User + system CPU seconds of a whole short command (its rusage)."""
    before = os.times()
    subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL)
    after = os.times()
    return (after.children_user - before.children_user) + (after.children_system - before.children_system)


def section(redis_url: str, quick: bool = False) -> list[str]:
    """``make bench``'s rows (:mod:`bench.all`, section 16): this tree's starts only."""
    starts = 3 if quick else 5
    try:
        m = main(["--starts", str(starts), "--redis-url", redis_url])["this tree"]
    except Exception as exc:  # noqa: BLE001 - reported in the table
        return [f"| 16 process start | not measured: {repr(exc)[:200]} | | ? |"]
    floor = f"the floor, `python -c pass`, {m['python']:.2f} s; `import server.app` alone {m['import']:.2f} s"
    return [f"| 16 process start, CPU s (user+system, median of {starts}): `battle1821 serve` to its first 200 on "
            f"/health | {m['serve']:.2f} s ({floor}) | | |",
            f"| 16 process start, CPU s (user+system, median of {starts}): `battle1821 worker` to its first heartbeat "
            f"(liveness key; only the default kind loaded, a policy's tables filled at its first decision) | {m['worker']:.2f} s | | |"]


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--starts", type=int, default=5, help="starts per figure (the median is printed)")
    ap.add_argument("--tree", action="append", default=[],
                    help="another checkout to measure beside this one (alternating)")
    ap.add_argument("--redis-url", default=None, help="a Redis to run on (default: a throwaway one the bench starts)")
    args = ap.parse_args(argv)
    trees: list[str | None] = [None, *args.tree]
    names = ["this tree" if t is None else t for t in trees]
    out: dict = {name: {"serve": [], "worker": [], "import": [], "python": []} for name in names}
    with Stack() as st:
        url = st.redis_unless_given(args.redis_url)
        r = redis.Redis.from_url(url)
        queue = f"bench-startup-{uuid.uuid4().hex[:8]}"
        base = {"REDIS_URL": url, "QUEUE_REDIS_URL": url, "BATTLE1821_QUEUE": queue,
                "BATTLE1821_KEY_PREFIX": f"{queue}:",
                "PYTHONDONTWRITEBYTECODE": None,   # bytecode caches written and read, as under make test
                "PYTHONSAFEPATH": "1"}   # the code of PYTHONPATH's tree, not of the working directory's
        try:
            for _ in range(args.starts):
                for tree, name in zip(trees, names):
                    env = {**base, "PYTHONPATH": tree_path(tree)}
                    full = st.env(env)   # (a None value removes the variable)
                    out[name]["python"].append(command_cpu([sys.executable, "-c", "pass"], full))
                    out[name]["import"].append(command_cpu([sys.executable, "-c", "import server.app"], full))
                    out[name]["serve"].append(serve_start(st, env))
                    out[name]["worker"].append(worker_start(st, env, r))
        finally:
            for key in r.scan_iter(f"*{queue}*"):
                r.delete(key)
    print(f"CPU seconds per start (user + system), median of {args.starts}; load average {os.getloadavg()[0]:.1f}")
    print(f"{'':12} {'python -c pass':>15} {'import server.app':>18} {'serve -> /health':>17} {'worker -> beat':>15}")
    res = {}
    for name in names:
        m = {k: statistics.median(v) for k, v in out[name].items()}
        res[name] = m | {"all": out[name]}
        print(f"{name[-12:]:12} {m['python']:15.2f} {m['import']:18.2f} {m['serve']:17.2f} {m['worker']:15.2f}")
        print(f"{'  min-max':12} " + " ".join(f"{min(out[name][k]):>{w - 5}.2f}-{max(out[name][k]):.2f}"
                                          for k, w in (("python", 15), ("import", 18), ("serve", 17), ("worker", 15))))
    return res


if __name__ == "__main__":
    main()
