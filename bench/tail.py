"""What the slowest requests of :mod:`bench.bgio`'s open loop wait on (issue 39's p99 at
50 % of saturation).

    .venv/bin/python -m bench.tail [--games 1000] [--seconds 8] [--runs 3] [--rate R | --fraction 0.5]

The battle1821 side of ``bench.bgio`` alone, on one stack (a throwaway Redis, one API, one
RQ worker, the same games and recorded actions): a 32-connection closed-loop run measures the
maximum (skipped with ``--rate``), then ``runs`` open-loop runs at ``fraction`` of it, each
after the games' reset and a read of every game (as ``bench.bgio``). Each open-loop request is
traced by the load client (``load.mjs --trace``: due, sent and answered times, status, the
answer's ``X-Request-Id``), joined with the API's request log line of that id (its ``ms``: the
app's handling time), the API's GC passes and the worker's Ottoman steps
(:mod:`bench.tailprobe`). For the slowest 1 % of each run it prints where the time went:

- ``lag``: due -> sent, the load client's own lag;
- ``before``: sent -> the request's handling begun (accept, parse, the API's event loop busy
  with other requests: queueing in the API);
- ``app``: the request log's ``ms`` (the handler, its Redis round trips);
- ``after``: the handler's end -> the client read the answer;
and how many of them overlapped a worker step or an API GC pass. Every run's files stay in
``--keep`` (``trace<i>.json``, ``api<i>.log``, ``sched<i>.json``: ``/proc/<pid>/schedstat`` of
the API, the worker, Redis and the load client every 2 ms, ``probe/<pid>.txt``).

On a shared machine ``--autogroup-nice -15`` (root) puts the stack's sessions ahead of the
others' (Linux shares the CPU between sessions first: ``nice`` alone does nothing there), the
worker's group kept at its own niceness above theirs (``BATTLE1821_WORKER_NICE``,
``--worker-nice``); this process's group is set back at the end. ``--rate`` fixes the open
loop's rate (an A/B at one rate) instead of ``--fraction`` of a closed-loop maximum measured first.
``--redis-latency MS`` turns Redis's latency monitor on at that threshold and adds each run's
``LATENCY LATEST`` (event, when, latest ms, max ms, ...: what held Redis's one thread that
long, a command, the keys' expiry cycle, an AOF write or fsync) to its result. ``--rt PRIO``
(root) runs the main threads of the API, Redis, the load client and the worker under
``SCHED_RR``: ahead of every other session, each running until it blocks, as the four do among
themselves on an otherwise idle machine (``--worker-cfs``: the worker below them).
"""

from __future__ import annotations

import argparse
import bisect
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

from bench import bgio, http_load, mix


def _pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * p))] if xs else 0.0


def _api_lines(log: Path, start: int, keep: Path | None = None) -> tuple[dict, int]:
    """Request id -> its request log line (decoded) from the API log's JSON lines after byte
    ``start`` (copied to ``keep``); and the log's end."""
    out = {}
    with open(log, "rb") as f:
        f.seek(start)
        data = f.read()
    if keep is not None:
        keep.write_bytes(data)
    for ln in data.splitlines():
        if not ln.startswith(b"{"):
            continue
        try:
            d = json.loads(ln)
        except ValueError:
            continue
        if d.get("event") == "request" and d.get("request_id"):
            out[d["request_id"]] = d
    return out, start + len(data)


def _s(x):
    return x.decode() if isinstance(x, bytes) else x


def _probe(d: Path, pid: int) -> list[list[str]]:
    p = d / f"{pid}.txt"
    return [ln.split() for ln in p.read_text().splitlines()] if p.exists() else []


class Sampler:
    """A thread reading ``/proc/<pid>/schedstat`` (ns on a CPU, ns runnable but waiting for
    one) of each named process every ``period`` s, and of the load client (``client``: this
    process's ``node`` child, found once it runs): ``samples[name] = [(wall s, run ns, wait ns)]``
    (the main thread's: the API's event loop, Redis's command thread, the worker's jobs)."""

    def __init__(self, pids: dict[str, int], period: float = 0.002, rt: int = 0, cgroup: str = "") -> None:
        import threading

        self.pids, self.period, self.rt, self.cgroup = pids, period, rt, cgroup
        self.samples: dict[str, list] = {k: [] for k in (*pids, "client")}
        self._stop = threading.Event()
        self._t = threading.Thread(target=self._run, daemon=True)
        self._t.start()

    @staticmethod
    def _node() -> int | None:
        me = os.getpid()
        for tid in os.listdir(f"/proc/{me}/task"):
            for c in Path(f"/proc/{me}/task/{tid}/children").read_text().split():
                if Path(f"/proc/{c}/comm").read_text().strip() == "node":
                    return int(c)
        return None

    def _run(self) -> None:
        files = {k: open(f"/proc/{p}/schedstat", "rb") for k, p in self.pids.items()}
        while not self._stop.wait(self.period):
            t = time.time()
            if "client" not in files:
                pid = self._node()
                if pid is not None:
                    files["client"] = open(f"/proc/{pid}/schedstat", "rb")
                    if self.rt:
                        realtime(pid, self.rt)
                    if self.cgroup:
                        into_cgroup(self.cgroup, pid)
            for k, f in files.items():
                f.seek(0)
                try:
                    a, b, _ = f.read().split()
                except (OSError, ValueError):
                    continue
                self.samples[k].append((t, int(a), int(b)))
        for f in files.values():
            f.close()

    def stop(self) -> dict:
        self._stop.set()
        self._t.join()
        return self.samples


CGROUP_CPU = Path("/sys/fs/cgroup/cpu")
"""cgroup v1's cpu controller (``--cgroup``)."""


def into_cgroup(name: str, pid: int) -> None:
    """Move process ``pid`` (all its threads) into the cpu cgroup ``name`` (``--cgroup``)."""
    (CGROUP_CPU / name / "cgroup.procs").write_text(str(pid))


def realtime(pid: int, prio: int) -> None:
    """Put the main thread of ``pid`` under ``SCHED_RR`` at ``prio`` (root; ``--rt``)."""
    os.sched_setscheduler(pid, os.SCHED_RR, os.sched_param(prio))


def _cum(samples: list, t: float) -> tuple[float, float]:
    """(ns on a CPU, ns runnable but waiting) of one process at wall time ``t``, interpolated
    between its :class:`Sampler` samples ``[(wall s, run ns, wait ns)]``."""
    i = bisect.bisect_left(samples, t, key=lambda x: x[0])
    if i <= 0:
        return samples[0][1], samples[0][2]
    if i >= len(samples):
        return samples[-1][1], samples[-1][2]
    (t0, r0, w0), (t1, r1, w1) = samples[i - 1], samples[i]
    f = (t - t0) / (t1 - t0) if t1 > t0 else 0.0
    return r0 + f * (r1 - r0), w0 + f * (w1 - w0)


def cpu_shares(samples: list, a: float, b: float) -> tuple[float, float]:
    """Share of the wall interval ``[a, b]`` (s) one process spent on a CPU, and runnable but
    waiting for one, from its :class:`Sampler` samples (each 0..1 for one thread)."""
    if not samples or b <= a:
        return 0.0, 0.0
    (r0, w0), (r1, w1) = _cum(samples, a), _cum(samples, b)
    return (r1 - r0) / ((b - a) * 1e9), (w1 - w0) / ((b - a) * 1e9)


def stalls(slow: list, gap_ms: float = 20.0) -> list[list]:
    """The slowest requests (trace rows) grouped by due time: a request due less than
    ``gap_ms`` after the previous one joins its group. One stall of the stack (a process
    descheduled, a GC pass, a burst) makes every request due in it slow, so a group is one
    cause; ``len`` of the result is how many causes the p99 counts."""
    out: list[list] = []
    for r in sorted(slow, key=lambda r: r[0]):
        if out and r[0] - out[-1][-1][0] < gap_ms:
            out[-1].append(r)
        else:
            out.append([r])
    return out


def sched_parts(trace: dict, samples: dict) -> dict:
    """For each sampled process (``api``, ``worker``, ``redis``, ``client``): the median share
    of the slowest 1 %'s time (due -> answered) it was on a CPU (``run``) and runnable but
    waiting for one (``wait``), beside the same shares over the whole window (``win_run``,
    ``win_wait``); and the slowest 1 % grouped into stalls (:func:`stalls`): how many, the
    largest one's requests, and per stall its span and each process's shares."""
    e0 = trace["epoch0"] / 1e3
    reqs = trace["requests"]
    if not reqs:
        return {}
    p99 = _pct([r[2] - r[0] for r in reqs], 0.99)
    slow = [r for r in reqs if r[2] - r[0] >= p99]
    a, b = e0 + min(r[0] for r in reqs) / 1e3, e0 + max(r[2] for r in reqs) / 1e3
    out: dict = {}
    for k, s in samples.items():
        if not s:
            continue
        wr, ww = cpu_shares(s, a, b)
        sh = [cpu_shares(s, e0 + r[0] / 1e3, e0 + r[2] / 1e3) for r in slow]
        out[k] = {"run": statistics.median(x[0] for x in sh), "wait": statistics.median(x[1] for x in sh),
                  "win_run": wr, "win_wait": ww}
    groups = stalls(slow)
    out["stalls"] = len(groups)
    out["largest_stall"] = max(len(g) for g in groups)
    out["stall_list"] = [
        dict(at_s=g[0][0] / 1e3, requests=len(g), span_ms=max(r[2] for r in g) - g[0][0],
             max_ms=max(r[2] - r[0] for r in g), lag_ms=max(r[1] - r[0] for r in g),
             **{k: cpu_shares(s, e0 + g[0][0] / 1e3, e0 + max(r[2] for r in g) / 1e3)
                for k, s in samples.items() if s})
        for g in groups]
    return out


def analyse(trace: dict, api: dict, api_probe, worker_probe) -> dict:
    e0 = trace["epoch0"] / 1e3
    reqs = trace["requests"]
    lat = [r[2] - r[0] for r in reqs]
    n = len(lat)
    p99 = _pct(lat, 0.99)
    slow = [r for r in reqs if r[2] - r[0] >= p99]
    t_end = max(r[2] for r in reqs)
    steps = sorted(t for t in ((float(x[1]) - e0) * 1e3 for x in worker_probe if x[0] == "step") if 0 <= t <= t_end)
    gcs = [g for g in (((float(x[1]) - e0) * 1e3 - float(x[3]), (float(x[1]) - e0) * 1e3, int(x[2]), float(x[3]))
                       for x in api_probe if x[0] == "gc") if 0 <= g[1] <= t_end]

    def parts(r):
        due, sent, done, status, typ, rid = r
        line = api.get(rid)
        app = line["ms"] if line else None
        # the log line's own time is when the handling ended (structlog's timestamp, ISO)
        end = None
        if line and "timestamp" in line:
            from datetime import datetime
            end = (datetime.fromisoformat(line["timestamp"].replace("Z", "+00:00")).timestamp() - e0) * 1e3
        before = (end - app - sent) if end is not None and app is not None else None
        after = (done - end) if end is not None else None
        wsteps = sum(1 for s in steps if sent - 10 <= s <= done)
        gc_hit = [g for g in gcs if g[0] <= done and g[1] >= sent]
        return dict(lat=done - due, lag=sent - due, before=before, app=app, after=after, status=status,
                    type=typ, steps=wsteps, gc=sum(g[3] for g in gc_hit))

    sp = [parts(r) for r in slow]
    allp = [parts(r) for r in reqs]
    phases, first = [], None       # a phase's wall time: its first step -> its last commit (ms)
    for x in worker_probe:
        t = (float(x[1]) - e0) * 1e3
        if x[0] == "step" and first is None:
            first = t
        elif x[0] == "done" and first is not None:
            if 0 <= first and t <= t_end:
                phases.append(t - first)
            first = None

    def med(rows, k):
        xs = [x[k] for x in rows if x[k] is not None]
        return (statistics.median(xs), min(xs), max(xs)) if xs else (None, None, None)
    return dict(
        requests=n, p50=_pct(lat, 0.5), p99=p99, p999=_pct(lat, 0.999), slow=len(sp),
        slow_parts={k: med(sp, k) for k in ("lat", "lag", "before", "app", "after")},
        all_parts={k: med(allp, k) for k in ("lat", "lag", "before", "app", "after")},
        slow_with_step=sum(1 for x in sp if x["steps"]), all_with_step=sum(1 for x in allp if x["steps"]),
        slow_with_gc=sum(1 for x in sp if x["gc"]), all_with_gc=sum(1 for x in allp if x["gc"]),
        gc_passes=len(gcs), gc_ms=sorted(g[3] for g in gcs)[-5:], worker_steps=len(steps),
        phase_ms=(statistics.median(phases), _pct(phases, 0.9), len(phases)) if phases else None,
        slow_status={s: sum(1 for x in sp if x["status"] == s) for s in {x["status"] for x in sp}},
        slow_types={s: sum(1 for x in sp if x["type"] == s) for s in {x["type"] for x in sp}},
    )


def summary(sp: dict, res: dict | None = None) -> str:
    """One line of :func:`sched_parts`: p50/p99/p99.9, each process's share of the slowest
    1 %'s time on a CPU / waiting for one (against the window's), and the stalls."""
    head = (f"p50 {res['p50']:.1f} p99 {res['p99']:.1f} p99.9 {res['p999']:.1f} ms; " if res else "")
    procs = " | ".join(f"{k} run {v['run']:.0%}/{v['win_run']:.0%} wait {v['wait']:.0%}/{v['win_wait']:.0%}"
                       for k, v in sp.items() if isinstance(v, dict))
    big = sorted(sp.get("stall_list", []), key=lambda g: -g["requests"])[:3]
    return (f"{head}slowest 1 % (window): {procs}; {sp.get('stalls', 0)} stalls, the largest "
            + ", ".join(f"{g['requests']} requests over {g['span_ms']:.0f} ms at {g['at_s']:.2f} s" for g in big))


def reanalyse(d: Path) -> list[dict]:
    """:func:`sched_parts` of every run kept in ``d`` (``--keep``): ``trace<i>.json`` and
    ``sched<i>.json``, each with its p50/p99/p99.9."""
    out = []
    i = 0
    while (d / f"trace{i}.json").exists() and (d / f"sched{i}.json").exists():
        tr = json.loads((d / f"trace{i}.json").read_text())
        lat = [r[2] - r[0] for r in tr["requests"]]
        res = {"run": i, "p50": _pct(lat, 0.5), "p99": _pct(lat, 0.99), "p999": _pct(lat, 0.999),
               "sched": sched_parts(tr, json.loads((d / f"sched{i}.json").read_text()))}
        out.append(res)
        i += 1
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seconds", type=float, default=8.0)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--rate", type=float, default=0.0)
    ap.add_argument("--fraction", type=float, default=0.5)
    ap.add_argument("--autogroup-nice", type=int, default=None,
                    help="write this to /proc/<pid>/autogroup of the stack's processes and this one (root; "
                         "a loaded shared machine: each session is its own scheduling group, so nice alone does nothing)")
    ap.add_argument("--worker-autogroup-nice", type=int, default=None,
                    help="the worker's /proc/<pid>/autogroup instead (it leads its own session: its own group)")
    ap.add_argument("--rt", type=int, default=0, metavar="PRIO",
                    help="root: the main threads of the API, Redis, the load client and (unless --worker-cfs) the "
                         "worker under SCHED_RR at PRIO, ahead of every other session's: on a loaded shared "
                         "machine the stack then shares the cores among its own processes as on a quiet one "
                         "(each runs until it blocks; RT throttling leaves the others 5 %%)")
    ap.add_argument("--cgroup", default="", metavar="NAME",
                    help="root, cgroup v1: the API, Redis, the worker and the load client in a cpu cgroup NAME "
                         "of the largest cpu.shares (made, removed at the end): the other sessions all but shut "
                         "out while the four share the cores by the kernel's usual policy among themselves "
                         "(no autogroup inside a cgroup: niceness and SCHED_BATCH apply between them)")
    ap.add_argument("--worker-batch", action="store_true", help="the worker's main thread under SCHED_BATCH")
    ap.add_argument("--worker-cfs", action="store_true", help="with --rt: the worker stays a normal task (below the others)")
    ap.add_argument("--worker-rt", type=int, default=None, metavar="PRIO",
                    help="with --rt: the worker's SCHED_RR priority instead (below --rt: the API, Redis and the "
                         "client preempt it at once, and it still goes before every other session)")
    ap.add_argument("--worker-nice", default=None, help="BATTLE1821_WORKER_NICE of the worker")
    ap.add_argument("--redis-latency", type=int, default=0, metavar="MS",
                    help="Redis's latency monitor at this threshold (ms): each run's LATENCY LATEST "
                         "(what blocked Redis's thread that long: a command, the expiry cycle, an fsync)")
    ap.add_argument("--keep", default="", help="directory to keep the traces and logs in")
    ap.add_argument("--analyse", nargs="+", metavar="DIR", default=None,
                    help="no run: print where the slowest 1 %% of each run kept in DIR (--keep) waited")
    a = ap.parse_args(argv)
    if a.analyse:
        for d in a.analyse:
            for res in reanalyse(Path(d)):
                print(f"{d} #{res['run']}: {summary(res['sched'], res)}")
        return 0
    from server.stack import Stack as ProcessStack

    td = Path(a.keep or tempfile.mkdtemp(prefix="bench-tail-"))
    td.mkdir(parents=True, exist_ok=True)
    probe_dir = td / "probe"
    probe_dir.mkdir(exist_ok=True)
    segs = mix.starts(mix.recorded_4(), a.games)
    own_group = Path("/proc/self/autogroup").read_text().split()[-1]     # restored at the end
    with ProcessStack() as procs:
        stack = http_load.Stack(procs.redis(), worker=True, tag="btail",
                                env={"BATTLE1821_ARCHIVE": "0", "BATTLE1821_FAULTS": "bench.faults,bench.tailprobe",
                                     "BENCH_TAIL_DIR": str(probe_dir),
                                     "BENCH_TAIL_GC_OBJECTS": os.environ.get("BENCH_TAIL_GC_OBJECTS", ""),
                                     **({"BATTLE1821_WORKER_NICE": a.worker_nice} if a.worker_nice is not None else {})})
        try:
            api_pid = stack.api.pid
            redis_pid = int(stack.r.info("server")["process_id"])
            worker_pid = next(c.proc.pid for c in stack.procs.children if c.name == "worker")
            if a.autogroup_nice is not None:
                # the worker's group keeps its own niceness (BATTLE1821_WORKER_NICE) above the others'
                wk = Path(f"/proc/{worker_pid}/autogroup")
                wk_nice = a.autogroup_nice + int(wk.read_text().split()[-1])
                for pid in (api_pid, redis_pid, os.getpid()):
                    Path(f"/proc/{pid}/autogroup").write_text(str(a.autogroup_nice))
                wk.write_text(str(wk_nice))
            if a.cgroup:
                (CGROUP_CPU / a.cgroup).mkdir(exist_ok=True)
                (CGROUP_CPU / a.cgroup / "cpu.shares").write_text("262144")
                for pid in (api_pid, redis_pid, worker_pid, *(c.proc.pid for c in stack.procs.children if c.name == "worker")):
                    into_cgroup(a.cgroup, pid)
                for c in Path(f"/proc/{worker_pid}/task/{worker_pid}/children").read_text().split():
                    into_cgroup(a.cgroup, int(c))       # RQ's scheduler process
            if a.worker_batch:
                os.sched_setscheduler(worker_pid, os.SCHED_BATCH, os.sched_param(0))
            if a.rt:
                for pid in (api_pid, redis_pid):
                    realtime(pid, a.rt)
                if not a.worker_cfs:
                    realtime(worker_pid, a.rt if a.worker_rt is None else a.worker_rt)
            if a.worker_autogroup_nice is not None:
                Path(f"/proc/{worker_pid}/autogroup").write_text(str(a.worker_autogroup_nice))
            api_log = next(c.log for c in stack.procs.children if c.name == "api")
            gl = mix.prepare(stack, segs)
            gpath, apath = td / "games.txt", td / "actions.txt"

            def fresh():
                versions = mix.reset(stack, segs, gl)
                mix.warm(stack, gl)
                mix.write_files(segs, gl, versions, gpath, apath)
            fresh()
            mix.run_mix(stack.base, gpath, apath, 2.0, 32)      # warm-up
            rate = a.rate
            if not rate:
                fresh()
                mx = mix.run_mix(stack.base, gpath, apath, a.seconds, 32)
                rate = a.fraction * mx["rps"]
                print(f"closed loop 32: {mx['rps']:.0f} req/s -> open loop at {rate:.1f}/s", flush=True)
                time.sleep(1.0)
            pos = 0
            if a.redis_latency:
                stack.r.config_set("latency-monitor-threshold", a.redis_latency)
            for i in range(a.runs):
                fresh()
                if a.redis_latency:
                    stack.r.execute_command("LATENCY", "RESET")
                _, pos = _api_lines(api_log, pos)
                tfile = td / f"trace{i}.json"
                w0, c0 = http_load.cpu_seconds(worker_pid), http_load.cpu_seconds(api_pid)
                sampler = Sampler({"api": api_pid, "worker": worker_pid, "redis": redis_pid}, rt=a.rt, cgroup=a.cgroup)
                r = bgio.node_json(["b1821", "--url", stack.base, "--games", str(gpath), "--actions", str(apath),
                                    "--rate", f"{rate:.1f}", "--seconds", str(a.seconds), "--warmup", "1",
                                    "--trace", str(tfile)], a.seconds + 240)
                samples = sampler.stop()
                (td / f"sched{i}.json").write_text(json.dumps(samples))
                time.sleep(0.5)
                lines, pos = _api_lines(api_log, pos, td / f"api{i}.log")
                res = analyse(json.loads(tfile.read_text()), lines, _probe(probe_dir, api_pid),
                              _probe(probe_dir, worker_pid))
                res.update(load=os.getloadavg()[0], api_us=(http_load.cpu_seconds(api_pid) - c0) / max(1, r["all_requests"]) * 1e6,
                           worker_us=(http_load.cpu_seconds(worker_pid) - w0) / max(1, r["all_requests"]) * 1e6,
                           lag_p99=r.get("lag_p99_ms"), resync=r["resync"], waits=r["waits"], rate=rate,
                           sched=sched_parts(json.loads(tfile.read_text()), samples),
                           redis_latency=[[_s(x) for x in ev] for ev in stack.r.execute_command("LATENCY", "LATEST")]
                           if a.redis_latency else None)
                print(json.dumps(res, default=lambda x: round(x, 2) if isinstance(x, float) else x), flush=True)
                print(summary(res["sched"], res), flush=True)
                (td / f"result{i}.json").write_text(json.dumps(res))
                time.sleep(1.0)
        finally:
            if a.cgroup:       # back to the root group first: an orphan that exits late keeps none busy
                for pid in (CGROUP_CPU / a.cgroup / "cgroup.procs").read_text().split():
                    try:
                        (CGROUP_CPU / "cgroup.procs").write_text(pid)
                    except OSError:
                        pass
            stack.close()
            if a.autogroup_nice is not None:
                Path("/proc/self/autogroup").write_text(own_group)
            if a.cgroup:       # removable once its last process has exited
                for left in range(40, -1, -1):
                    try:
                        (CGROUP_CPU / a.cgroup).rmdir()
                        break
                    except OSError as exc:
                        if not left:
                            print(f"cgroup {a.cgroup} left: {exc}")
                        time.sleep(0.25)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
