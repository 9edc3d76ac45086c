"""Realtime at scale (issue 19): event watchers one API process holds, the Redis
connections they cost, memory per watcher, and the delay from a write to its delivery to
the last of 1,000 watchers of one game — the fan-out (server/service/fanout.py) beside
the per-watcher ``XREAD BLOCK`` design (``BATTLE1821_EVENT_FANOUT=0``) in the same run.

    .venv/bin/python -m bench.watchers [--hold 5000] [--fanout-watchers 1000] [--writes 30]
                                       [--profile prof.json] [--check]

Everything on 127.0.0.1. Holding: one asyncio socket per watcher in this process (no HTTP
library). The delay: a load client process of its own (``--client``) reads the watchers'
raw sockets on one epoll and parses only the ``id:`` lines; this process sends the writes
(``set_standing_orders``, one after another, 0.1 s apart) and times each from sending the
POST, so the delay includes the POST's own request, engine and commit (reported apart as
``post``), to its event reaching the last watcher. Beside each delay: the CPU time the API
process and the load client spent per write (/proc), which a busy machine does not inflate
much: on a quiet one the delay to the last watcher is about the POST plus the API's CPU per
write. ``--profile`` records the fan-out API process with py-spy during the delay measure.
Targets: ≥ 5,000 watchers held with ≤ 4 Redis connections for streams; delivery to the
last of 1,000 watchers p99 ≤ 100 ms (``--check``: exit 1 when one is missed).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import statistics
import time
import uuid
from pathlib import Path

import httpx
import redis

from bench import section_rows
from server.stack import Stack

TARGET_HELD = 5000
TARGET_CONNS = 4
TARGET_P99_MS = 100.0


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _redis_conns(r: redis.Redis, pid: int) -> int:
    """Connections the API process ``pid`` holds for event streams (the fan-out's pub/sub
    and read pool, or the stream pool of blocking readers), named by the process."""
    names = (f"battle1821-fanout-{pid}", f"battle1821-streams-{pid}")
    return sum(1 for c in r.client_list() if c.get("name") in names)


class Watcher:
    """One SSE connection: status of the answer and when each event id arrived."""

    __slots__ = ("status", "arrived", "reader", "writer", "task")

    def __init__(self) -> None:
        self.status = 0
        self.arrived: dict[int, float] = {}

    async def open(self, host: str, port: int, gid: str, after: int) -> None:
        self.reader, self.writer = await asyncio.open_connection(host, port)
        self.writer.write((f"GET /games/{gid}/events/stream?after={after} HTTP/1.1\r\nHost: {host}\r\n"
                           "Accept: text/event-stream\r\n\r\n").encode())
        line = await self.reader.readline()
        self.status = int(line.split()[1]) if line.startswith(b"HTTP/") else -1
        if self.status == 200:
            self.task = asyncio.create_task(self._read())
        else:
            self.writer.close()

    async def _read(self) -> None:
        buf = b""
        try:
            while True:
                chunk = await self.reader.read(65536)
                if not chunk:
                    return
                now = time.perf_counter()
                buf += chunk
                while b"\nid: " in buf:
                    i = buf.index(b"\nid: ") + 5
                    j = buf.index(b"\n", i) if b"\n" in buf[i:] else -1
                    if j < 0:
                        break
                    self.arrived.setdefault(int(buf[i:j].strip() or 0), now)
                    buf = buf[j:]
                buf = buf[-64:]
        except (ConnectionError, asyncio.CancelledError, ValueError):
            return

    def close(self) -> None:
        if getattr(self, "task", None) is not None:
            self.task.cancel()
        if getattr(self, "writer", None) is not None:
            self.writer.close()


async def _open_many(host: str, port: int, games: list[str], n: int, batch: int = 250) -> list[Watcher]:
    ws = [Watcher() for _ in range(n)]
    for i in range(0, n, batch):
        chunk = ws[i:i + batch]
        await asyncio.gather(*(w.open(host, port, games[(i + k) % len(games)], 1 << 30)
                               for k, w in enumerate(chunk)), return_exceptions=True)
    return ws


def _new_game(base: str) -> tuple[str, str, int]:
    g = httpx.post(f"{base}/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]}, timeout=30).json()
    return g["id"], g["players"][0]["token"], g["version"]


async def _hold(base: str, r: redis.Redis, pid: int, n: int) -> dict:
    host, port = base.split("//")[1].split(":")
    games = [_new_game(base)[0] for _ in range(50)]
    rss0 = _rss_kib(pid)
    t0 = time.perf_counter()
    ws = await _open_many(host, int(port), games, n)
    opened_s = time.perf_counter() - t0
    await asyncio.sleep(1.0)
    held = sum(1 for w in ws if w.status == 200)
    refused = sum(1 for w in ws if w.status == 503)
    rss1 = _rss_kib(pid)
    conns = _redis_conns(r, pid)
    for w in ws:
        w.close()
    await asyncio.sleep(1.0)
    return {"asked": n, "held": held, "refused_503": refused, "other": n - held - refused,
            "open_s": opened_s, "redis_conns": conns,
            "kib_per_watcher": (rss1 - rss0) / max(1, held)}


def _client(host: str, port: int, gid: str, after: int, n: int) -> None:
    """The load client of the delay measure, in a process of its own (``--client``): ``n``
    raw sockets on one epoll, parsing only the ``id:`` lines. Prints ``ready <held>``,
    then ``seq <seq> <t>`` once every held watcher got ``seq`` (``t`` = the last arrival,
    ``time.perf_counter``: CLOCK_MONOTONIC, comparable across processes); on ``stop`` on
    stdin it prints one JSON line: every arrival per seq and its own CPU seconds."""
    import json
    import select
    import socket
    import sys

    req = (f"GET /games/{gid}/events/stream?after={after} HTTP/1.1\r\nHost: {host}\r\n"
           "Accept: text/event-stream\r\n\r\n").encode()
    socks = []
    for _ in range(n):
        s = socket.create_connection((host, port))
        s.sendall(req)
        socks.append(s)
    held = []
    for s in socks:
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = s.recv(4096)
            if not chunk:
                break
            head += chunk
        if head.startswith(b"HTTP/1.1 200"):
            s.setblocking(False)
            held.append((s, head[head.index(b"\r\n\r\n"):]))
        else:
            s.close()
    ep = select.epoll()
    tails: dict[int, bytes] = {}
    for s, rest in held:
        ep.register(s.fileno(), select.EPOLLIN)
        tails[s.fileno()] = rest[-8:]
    ep.register(sys.stdin.fileno(), select.EPOLLIN)
    arrived: dict[int, list[float]] = {}
    seen: dict[int, int] = {}
    out = sys.stdout
    out.write(f"ready {len(held)}\n")
    out.flush()
    cpu0 = time.process_time()
    fd_sock = {s.fileno(): s for s, _ in held}
    stdin_fd = sys.stdin.fileno()
    perf = time.perf_counter
    want = len(held)
    while True:
        for fd, _ in ep.poll():
            if fd == stdin_fd:
                sys.stdin.readline()
                cpu = time.process_time() - cpu0
                out.write(json.dumps({"arrived": arrived, "cpu_s": cpu}) + "\n")
                out.flush()
                return
            try:
                data = fd_sock[fd].recv(65536)
            except BlockingIOError:
                continue
            now = perf()
            if not data:
                ep.unregister(fd)
                continue
            buf = tails[fd] + data
            pos = 0
            while (i := buf.find(b"\nid: ", pos)) >= 0:
                j = buf.find(b"\r\n", i + 5)
                if j < 0:
                    break
                seq = int(buf[i + 5:j])
                pos = j
                if seq > seen.get(fd, 0):
                    seen[fd] = seq
                    lst = arrived.setdefault(seq, [])
                    lst.append(now)
                    if len(lst) == want:
                        out.write(f"seq {seq} {now!r}\n")
                        out.flush()
            tails[fd] = buf[i:] if i >= 0 else buf[-8:]


def _cpu_s(pid: int, part: str = "all") -> float:
    """CPU seconds of process ``pid`` (/proc): user + system, or ``sys`` alone."""
    f = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(f[12]) if part == "sys" else int(f[11]) + int(f[12])) / os.sysconf("SC_CLK_TCK")


def _delay(base: str, pid: int, n: int, writes: int, profile: str | None = None) -> dict:
    """``n`` watchers of one game, held by a client process of their own (:func:`_client`);
    ``writes`` actions one after another; per write the time from sending the POST (so
    the delay includes the POST's own request, engine and commit, reported apart as
    ``post_*``) to its event reaching the last watcher, and to each watcher. Beside it
    the CPU time the API process and the client spent per write."""
    import json
    import subprocess
    import sys

    host, port = base.split("//")[1].split(":")
    gid, tok, version = _new_game(base)
    c = httpx.Client(base_url=base, timeout=30)
    last = c.get(f"/games/{gid}/events").json()["last_seq"]
    cl = subprocess.Popen([sys.executable, "-m", "bench.watchers", "--client", host, port, gid, str(last), str(n)],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    spy = None
    try:
        ready = cl.stdout.readline().split()
        held = int(ready[1])
        time.sleep(1.0)
        if profile:
            spy = subprocess.Popen([str(Path(sys.executable).with_name("py-spy")), "record", "-p", str(pid),
                                    "-o", profile, "-f", "speedscope" if profile.endswith(".json") else "flamegraph",
                                    "-r", "200", "--nonblocking"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            time.sleep(1.0)
        to_last, post, t0s = [], [], {}
        api0, sys0, cl0 = _cpu_s(pid), _cpu_s(pid, "sys"), _cpu_s(cl.pid)
        for k in range(writes):
            body = {"type": "set_standing_orders", "call_ally": "never",
                    "answer_ally": "decline" if k % 2 else "accept"}
            seq = last + 1
            t0 = time.perf_counter()
            resp = c.post(f"/games/{gid}/actions", json=body,
                          headers={"Authorization": f"Bearer {tok}", "If-Match": f'"{version}"'})
            post.append((time.perf_counter() - t0) * 1000)
            resp.raise_for_status()
            version = resp.json()["version"]
            t0s[seq] = t0
            line = cl.stdout.readline().split()
            if not line or line[0] != "seq" or int(line[1]) != seq:
                raise RuntimeError(f"write {k}: the client said {line!r}, not that all {held} got seq {seq}")
            to_last.append((float(line[2]) - t0) * 1000)
            last = seq
            time.sleep(0.1)
        api_cpu, api_sys, cl_cpu = _cpu_s(pid) - api0, _cpu_s(pid, "sys") - sys0, _cpu_s(cl.pid) - cl0
        cl.stdin.write("stop\n")
        cl.stdin.flush()
        arrived = json.loads(cl.stdout.readline())["arrived"]
    finally:
        if spy is not None:
            spy.send_signal(2)
            spy.wait(30)
        cl.kill()
        cl.wait()
        c.close()
    each = sorted((t - t0s[int(s)]) * 1000 for s, ts in arrived.items() if int(s) in t0s for t in ts)
    to_last.sort()
    post.sort()
    q = lambda xs, p: xs[min(len(xs) - 1, int(p * len(xs)))]  # noqa: E731
    return {"watchers": held, "writes": writes, "last_p50_ms": statistics.median(to_last),
            "last_p99_ms": q(to_last, 0.99), "each_p50_ms": q(each, 0.5), "each_p99_ms": q(each, 0.99),
            "post_p50_ms": statistics.median(post), "post_p99_ms": q(post, 0.99),
            "api_cpu_ms_per_write": api_cpu * 1000 / writes, "api_sys_share": api_sys / max(api_cpu, 1e-9),
            "client_cpu_ms_per_write": cl_cpu * 1000 / writes}


def measure(redis_url: str | None = None, *, hold: int = 5000, fanout_watchers: int = 1000,
            writes: int = 30, profile: str | None = None, only: str | None = None) -> dict:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 2 * hold + 2000)), hard))
    out: dict = {}
    with Stack() as st:
        url = st.redis_unless_given(redis_url)
        r = redis.Redis.from_url(url)
        tag = uuid.uuid4().hex[:8]
        base_env = dict(REDIS_URL=url, QUEUE_REDIS_URL=url, REDIS_CLUSTER="0", BATTLE1821_KEY_PREFIX=f"bw{tag}",
                        BATTLE1821_QUEUE=f"bw-{tag}", LOG_LEVEL="WARNING", BATTLE1821_SSE_KEEPALIVE_S="15")
        try:
            for mode, extra in (("fanout", {"BATTLE1821_WATCH_MEMORY_KB": str(1 << 20)}),
                                ("direct", {"BATTLE1821_EVENT_FANOUT": "0"})):
                if only and mode != only:
                    continue
                base = st.api({**base_env, **extra}, name=f"api-{mode}", ready_path="/health")
                pid = st.children[-1].proc.pid
                res = asyncio.run(_hold(base, r, pid, hold))
                held = res["held"]
                res.update(_delay(base, pid, min(fanout_watchers, max(1, held - 10)), writes,
                                  profile if mode == "fanout" else None))
                out[mode] = res
                st.children[-1].stop()
                st.children.pop()
        finally:
            keys = list(r.scan_iter(match=f"bw{tag}*", count=1000))
            for i in range(0, len(keys), 500):
                r.delete(*keys[i:i + 500])
            r.close()
    return out


def met(res: dict) -> tuple[bool, bool]:
    """(held target met, delay target met) of the fan-out."""
    f = res["fanout"]
    return f["held"] >= TARGET_HELD and f["redis_conns"] <= TARGET_CONNS, f["last_p99_ms"] <= TARGET_P99_MS


def rows(res: dict) -> list[str]:
    f, d = res["fanout"], res["direct"]
    ok_held, ok_delay = met(res)

    def cpu(x: dict) -> str:
        return (f"POST alone p50 {x['post_p50_ms']:.1f} ms; API CPU {x['api_cpu_ms_per_write']:.1f} ms per write "
                f"({x['api_sys_share']:.0%} system), load client {x['client_cpu_ms_per_write']:.1f} ms")
    return [
        f"| 8 watchers held by one API process (of {f['asked']:,} asked) | fan-out {f['held']:,} on "
        f"{f['redis_conns']} Redis connections ({f['kib_per_watcher']:.1f} KiB each); per-watcher XREAD "
        f"{d['held']:,} on {d['redis_conns']} ({d['refused_503']:,} refused 503) | ≥ 5,000 on ≤ 4 | "
        f"{'yes' if ok_held else 'no'} |",
        f"| 8 POST sent → its event at the last of {f['watchers']:,} watchers of one game ({f['writes']} writes) "
        f"| fan-out p50 {f['last_p50_ms']:.1f} ms, p99 {f['last_p99_ms']:.1f} ms (each watcher p99 "
        f"{f['each_p99_ms']:.1f} ms; {cpu(f)}); per-watcher XREAD, {d['watchers']:,} watchers: p50 "
        f"{d['last_p50_ms']:.1f} ms, p99 {d['last_p99_ms']:.1f} ms ({cpu(d)}) | p99 ≤ 100 ms | "
        f"{'yes' if ok_delay else 'no'} |",
    ]


def section(url: str, quick: bool = False) -> list[str]:
    """What bench/all.py adds to its table (never fails the whole bench)."""
    return section_rows("8 watchers", lambda: rows(measure(
        url, hold=1000 if quick else 5000, fanout_watchers=300 if quick else 1000, writes=10 if quick else 30)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hold", type=int, default=5000)
    ap.add_argument("--fanout-watchers", type=int, default=1000)
    ap.add_argument("--writes", type=int, default=30)
    ap.add_argument("--redis-url", default=os.environ.get("REDIS_URL"))
    ap.add_argument("--profile", default=None, help="py-spy record the fan-out API process during the delay "
                                                    "measure into this file (.json: speedscope, else SVG)")
    ap.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    ap.add_argument("--only", choices=("fanout", "direct"), default=None, help=argparse.SUPPRESS)
    ap.add_argument("--client", nargs=5, default=None, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.client:
        h, port, gid, after, n = a.client
        _client(h, int(port), gid, int(after), int(n))
        return 0
    res = measure(a.redis_url, hold=a.hold, fanout_watchers=a.fanout_watchers, writes=a.writes,
                  profile=a.profile, only=a.only)
    for mode, r in res.items():
        print(mode, {k: round(v, 2) if isinstance(v, float) else v for k, v in r.items()})
    if a.only:
        return 0
    print("| measure | value | target | met |\n| --- | --- | --- | --- |")
    print("\n".join(rows(res)))
    held_ok, delay_ok = met(res)
    return 1 if a.check and not (held_ok and delay_ok) else 0


if __name__ == "__main__":
    raise SystemExit(main())
