"""The queue Redis's own cost of one RQ job of the live worker class (issue 39): redis-server
instructions (callgrind), commands and round trips a job, load-free.

    .venv/bin/python -m bench.rq_redis [--jobs 10 50] [--rounds 1]

For each count in ``jobs``: a fresh embedded server (``server.stack.embedded_redis``, no
persistence) under ``valgrind --tool=callgrind``, that many trivial jobs (``time.time``)
queued, one :func:`server.worker.liveness.live_worker_class` ``SimpleWorker`` in this process
draining them in burst mode (its liveness beats per hour: per-second work, not per job), the
server shut down and its whole instruction count read. The difference of the two counts over
the difference of the jobs is one job's RQ bookkeeping on the server (its dequeue, job hash,
registries, worker hash, the suspension check), the server's start and the worker's birth
and death left out; beside it the commands and reads (``INFO stats``) the same way. An
Ottoman phase job adds the game's own commands (its load, its commits) to these."""

from __future__ import annotations

import argparse
import subprocess
import tempfile
import time
from pathlib import Path

import redis
from rq import Queue, SimpleWorker

from server.stack import embedded_redis, free_port
from server.worker.liveness import live_worker_class


def one(jobs: int, out: Path) -> dict:
    port = free_port()
    p = subprocess.Popen(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", str(embedded_redis().path),
                          "--port", str(port), "--save", "", "--appendonly", "no"],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    r = redis.Redis(port=port)
    for _ in range(600):
        try:
            r.ping()
            break
        except redis.ConnectionError:
            time.sleep(0.1)
    q = Queue("rqredis", connection=r)
    for _ in range(jobs):
        q.enqueue(time.time, result_ttl=60)
    w = live_worker_class(SimpleWorker)(["rqredis"], connection=r, name="rqredis-worker", worker_ttl=60)
    w.live_s = 3600.0
    st0 = r.info("stats")
    w.work(burst=True, with_scheduler=False)
    st1 = r.info("stats")
    try:
        r.shutdown(nosave=True)
    except redis.ConnectionError:
        pass
    p.wait(120)
    total = next(int(ln.split()[1]) for ln in out.read_text().splitlines() if ln.startswith(("summary:", "totals:")))
    return {"instructions": total,
            "commands": int(st1["total_commands_processed"]) - int(st0["total_commands_processed"]),
            "reads": int(st1["total_reads_processed"]) - int(st0["total_reads_processed"])}


def main(argv: list[str] | None = None) -> list[dict]:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, nargs=2, default=[10, 50])
    ap.add_argument("--rounds", type=int, default=1)
    a = ap.parse_args(argv)
    td = Path(tempfile.mkdtemp(prefix="rqredis"))
    out = []
    for i in range(a.rounds):
        lo, hi = (one(n, td / f"cg{i}-{n}") for n in a.jobs)
        d = a.jobs[1] - a.jobs[0]
        res = {k: (hi[k] - lo[k]) / d for k in hi}
        out.append(res)
        print(f"a job on the server: {res['instructions'] / 1e3:.1f} k instructions, {res['commands']:.2f} commands, "
              f"{res['reads']:.2f} round trips ({a.jobs[1]} jobs less {a.jobs[0]})", flush=True)
    return out


if __name__ == "__main__":
    main()
