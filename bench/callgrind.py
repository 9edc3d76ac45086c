"""Instructions per request of the API process under callgrind (issue 17): one
sequential client, so the count does not depend on the machine's load.

    .venv/bin/python -m bench.callgrind [--modes read_cas,action,mix] [-n 150] [--warmup 20] [--env K=V ...]

Starts the bench stack (bench.http_load.Stack: the API, and an RQ worker for ``mix``)
with the API under ``valgrind --tool=callgrind --instr-atstart=no``; per mode, ``--warmup``
requests (20) of warm-up, then ``n`` counted ones (``callgrind_control -i on/off``), and prints
millions of instructions per request. Modes: ``health`` (``GET /health``: uvicorn,
Litestar, the middleware chain and the request log, no Redis), ``read_cas`` (the floor: one read and one
CAS, ``/_bench/read-cas``), ``action`` (``set_standing_orders``), ``stale`` (the same action
with an ``If-Match`` one version behind: the mix's 412 resync), ``view`` (``GET /games/{id}``
with a seat's token), ``view304`` (the same with ``If-None-Match`` naming its version: a
web client's poll answered 304), ``mix`` (recorded
4-bot games replayed from 40 start points with their If-Match chain, bench.mix; 412s
and Ottoman-phase 409s counted, the worker outside valgrind). ``--out DIR`` keeps the
callgrind files (for ``callgrind_annotate``); ``--env`` sets the API's environment
(``LOG_LEVEL=WARNING``: without the request log, ``BATTLE1821_METRICS=0``), so that the
difference of two runs is what one part costs. ``--encoding identity``: the client asks for no
compression, as bench.bgio's load client (node's ``http``, no ``Accept-Encoding``) does; by
default it asks what httpx asks (``gzip, deflate``), so answers of 1 KiB and more are gzipped.
Prints the mix/floor ratio (target 1.3)."""

from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

import server.stack as sstack
from bench import http_load, mix

TARGET = 1.3
SETTLE_WAIT_S = 5.5
"""Seconds counted after the last request: the rate limiter's settlement period and some."""


def _start(out: Path, env: dict[str, str]) -> http_load.Stack:
    wrapper = out / "vpy"
    wrapper.write_text(f"#!/bin/sh\nexec valgrind --tool=callgrind --instr-atstart=no "
                       f"--callgrind-out-file={out}/cg.out.%p {sys.executable} \"$@\"\n")
    wrapper.chmod(0o755)
    orig = sstack.Stack.api

    def api(self, env=None, port=None, **kw):        # only the API process under valgrind
        real, sys.executable = sys.executable, str(wrapper)
        try:
            kw["timeout"] = 400
            return orig(self, env, port, **kw)
        finally:
            sys.executable = real
    sstack.Stack.api = api
    try:
        env = dict(env)
        return http_load.Stack(None, worker=True, tag="bcg", log_level=env.pop("LOG_LEVEL", "INFO"),
                               env={"BATTLE1821_ARCHIVE": "0", **env})
    finally:
        sstack.Stack.api = orig


def _driver(st, c: httpx.Client, mode: str):
    if mode == "health":
        def health(i):
            r = c.get("/health")
            assert r.status_code == 200, r.text
        return health, None
    if mode in ("read_cas", "action", "view", "view304", "stale"):
        games = http_load.prepare_games(st, 10)
        vers = {g: v for g, _, v in games}

        def one(i):
            g, t, _ = games[i % len(games)]
            if mode == "read_cas":
                r = c.post(f"/_bench/read-cas/{g}")
            elif mode == "view":
                r = c.get(f"/games/{g}", headers={"Authorization": f"Bearer {t[0] if isinstance(t, list) else t}"})
            elif mode == "view304":
                r = c.get(f"/games/{g}", headers={"Authorization": f"Bearer {t[0] if isinstance(t, list) else t}",
                                                  "If-None-Match": f'"{vers[g]}"'})
                assert r.status_code == 304, r.text
                return
            elif mode == "stale":
                r = c.post(f"/games/{g}/actions", json=http_load.ACTION_BODY,
                           headers={"Authorization": f"Bearer {t[0] if isinstance(t, list) else t}",
                                    "If-Match": f'"{vers[g] - 1}"'})
                assert r.status_code == 412, r.text
                return
            else:
                r = c.post(f"/games/{g}/actions", json=http_load.ACTION_BODY,
                           headers={"Authorization": f"Bearer {t[0] if isinstance(t, list) else t}",
                                    "If-Match": f'"{vers[g]}"'})
                vers[g] = int(r.headers["etag"].strip('"'))
            assert r.status_code in (200, 201), r.text
        return one, None
    pts = mix.starts(mix.recorded_4(), 40)
    gl = mix.prepare(st, pts)
    vers = mix.reset(st, pts, gl)
    pos = {g: 0 for g, _, _ in gl}
    stat = {"ok": 0, "412": 0, "409": 0}

    def one(i):
        g, toks, k = gl[i % len(gl)]
        seat, a = pts[k][1][pos[g]]
        for _ in range(100):
            r = c.post(f"/games/{g}/actions", content=a, headers={
                "Authorization": f"Bearer {toks[seat]}", "If-Match": f'"{vers[g]}"',
                "Content-Type": "application/json"})
            if r.status_code == 201:
                vers[g] = int(r.headers["etag"].strip('"'))
                pos[g] += 1
                stat["ok"] += 1
                return
            if r.status_code == 412:
                vers[g] = int(r.headers["etag"].strip('"'))
                stat["412"] += 1
                continue
            if r.status_code == 409 and r.json().get("code") == "ottoman_phase":
                stat["409"] += 1
                time.sleep(0.05)
                continue
            raise AssertionError(r.text)
    return one, stat


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--modes", default="read_cas,action,mix")
    ap.add_argument("-n", type=int, default=150)
    ap.add_argument("--out", default=None)
    ap.add_argument("--env", action="append", default=[], metavar="K=V")
    ap.add_argument("--encoding", default=None, help="the client's Accept-Encoding (default: httpx's, gzip, deflate)")
    ap.add_argument("--warmup", type=int, default=20,
                    help="requests before counting (the mix: 40 visits each of its 40 games once)")
    args = ap.parse_args(argv)
    out = Path(args.out or tempfile.mkdtemp(prefix="bench-cg-"))
    out.mkdir(parents=True, exist_ok=True)
    env = dict(kv.split("=", 1) for kv in args.env)
    st = _start(out, env)
    pid = st.api.pid
    res = {}
    try:
        c = httpx.Client(base_url=st.base, timeout=120,
                         headers={"Accept-Encoding": args.encoding} if args.encoding else None)
        for mode in args.modes.split(","):
            one, stat = _driver(st, c, mode)
            for i in range(args.warmup):
                one(i)
            subprocess.run(["callgrind_control", "-z", str(pid)], capture_output=True)
            subprocess.run(["callgrind_control", "-i", "on", str(pid)], capture_output=True)
            t0 = time.time()
            for i in range(args.warmup, args.warmup + args.n):
                one(i)
            time.sleep(SETTLE_WAIT_S)   # what the requests left to the background (rate-limit settlements) counts too
            subprocess.run(["callgrind_control", "-i", "off", str(pid)], capture_output=True)
            subprocess.run(["callgrind_control", "-d", mode, str(pid)], capture_output=True)
            time.sleep(1)
            files = sorted(glob.glob(f"{out}/cg.out.{pid}*"), key=os.path.getmtime)
            tot = 0
            for line in open(files[-1]):
                if line.startswith(("summary:", "totals:")):
                    tot = int(line.split()[1])
            subprocess.run(["callgrind_control", "-z", str(pid)], capture_output=True)
            res[mode] = tot / args.n
            extra = f" {stat}" if stat else ""
            print(f"{mode}: {tot / args.n / 1e6:.2f} M instructions/request over {args.n} "
                  f"({time.time() - t0:.0f} s){extra}", flush=True)
    finally:
        st.close()
    if "mix" in res and "read_cas" in res:
        ratio = res["mix"] / res["read_cas"]
        print(f"mix / floor: {ratio:.2f}x (target {TARGET}x)")
    print(f"callgrind files: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
