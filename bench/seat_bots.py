"""Computer seats (issue 13): latency from a server bot's turn starting to its action being
committed, per bot.

    .venv/bin/python -m bench.seat_bots [--turns 100] [--bot greedy --bot random --bot search]

Starts one API process and one RQ worker (:class:`bench.http_load.Stack`, private key
prefix and queue). Per bot, 2-seat games: seat 0 is a human the bench drives through the
HTTP API (random legal actions), seat 1 the server bot. A bot turn starts when the
human's action response says the game now waits on seat 1 (its commit handed the turn
over: the bot job was enqueued before the response); it ends when the bot's commit is
seen: the first event of a later version on ``GET /games/{id}/events?after=&wait=``
(long-poll). So the figure holds the hand-off, the worker picking the job up, the bot's
decision, the commit and the long-poll's wake-up. Target: median <= 50 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

import httpx
import msgspec

from gamekinds.battle1821.options import LegalAction, ResignOption, SetStandingOrdersOption
from gamekinds.battle1821.randomplay import choose_action

from bench.http_load import Stack

TARGET_MEDIAN_MS = 50.0
_opts = msgspec.json.Decoder(list[LegalAction])


def _human(http: httpx.Client, gid: str, token: str, rng: random.Random) -> dict | None:
    h = {"Authorization": f"Bearer {token}"}
    la = http.get(f"/games/{gid}/legal-actions", headers=h).json()
    opts = [o for o in _opts.decode(msgspec.json.encode(la["actions"]))
            if not isinstance(o, (ResignOption, SetStandingOrdersOption))]
    if not opts:
        return None
    r = http.post(f"/games/{gid}/actions", content=msgspec.json.encode(choose_action(opts, rng)),
                  headers={**h, "If-Match": f'"{la["version"]}"', "Content-Type": "application/json"})
    return r.json() if r.status_code == 201 else None


def _wait_version(http: httpx.Client, gid: str, after_seq: int, version: int, timeout: float = 20) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        page = http.get(f"/games/{gid}/events", params={"after": after_seq, "wait": 10}).json()
        if any(e["version"] > version for e in page["events"]):
            return
        after_seq = page["last_seq"]
    raise RuntimeError(f"the bot of {gid} did not move within {timeout}s")


def measure_bot(http: httpx.Client, bot: str, turns: int, seed: int = 0) -> list[float]:
    """Latencies (ms) of ``turns`` bot turns (module doc)."""
    rng = random.Random(f"{bot}-{seed}")
    lat: list[float] = []
    g = 0
    while len(lat) < turns:
        g += 1
        r = http.post("/games", json={"seats": 2, "players": [{"name": "human"}, {"name": bot, "bot": bot}],
                                      "options": {"max_rounds": 12}})
        r.raise_for_status()
        gid, token = r.json()["id"], r.json()["players"][0]["token"]
        deadline = time.monotonic() + 120
        while len(lat) < turns and time.monotonic() < deadline:
            view = http.get(f"/games/{gid}").json()
            if view["status"] == "finished":
                break
            if view["waiting_for"] != [0]:     # the Ottoman phase, or the bot's move after setup
                time.sleep(0.005)
                continue
            a = _human(http, gid, token, rng)
            if a is None or a["waiting_for"] != [1]:
                continue
            t0 = time.perf_counter()
            seqs = [e["seq"] for e in a["events"]]
            _wait_version(http, gid, max(seqs) if seqs else 0, a["version"])
            lat.append((time.perf_counter() - t0) * 1000)
    return lat


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--turns", type=int, default=100, help="bot turns measured per bot")
    ap.add_argument("--bot", action="append", help="default: greedy, random, search")
    ap.add_argument("--redis-url", default=os.environ.get("REDIS_URL"))
    args = ap.parse_args(argv)
    bots = args.bot or ["greedy", "random", "search"]
    stack = Stack(args.redis_url, log_level="WARNING", tag="bench13")
    out: dict = {"bots": {}}
    try:
        with httpx.Client(base_url=stack.base, timeout=30) as http:
            measure_bot(http, bots[0], 5, seed=99)          # warm-up (imports, odds tables)
            for bot in bots:
                lat = sorted(measure_bot(http, bot, args.turns))
                res = {"turns": len(lat), "median_ms": statistics.median(lat),
                       "p95_ms": lat[int(0.95 * (len(lat) - 1))]}
                out["bots"][bot] = res
                ok = "yes" if res["median_ms"] <= TARGET_MEDIAN_MS else "NO"
                print(f"bot turn -> committed, {bot}: {res['turns']} turns, median {res['median_ms']:.1f} ms, "
                      f"p95 {res['p95_ms']:.1f} ms (target median <= {TARGET_MEDIAN_MS:.0f} ms: {ok})", flush=True)
    finally:
        stack.close()
    return out


def rows(out: dict) -> list[str]:
    """Table rows for ``bench/all.py``."""
    lines = []
    for bot, res in out.get("bots", {}).items():
        ok = "yes" if res["median_ms"] <= TARGET_MEDIAN_MS else "**no**"
        lines.append(f"| 9 computer seat ({bot}): bot's turn starts -> its action committed ({res['turns']} turns) "
                     f"| median {res['median_ms']:.1f} ms, p95 {res['p95_ms']:.1f} ms | median <= 50 ms | {ok} |")
    if "missing" in out:
        lines.append(f"| 9 computer seats | not measured: {out['missing']} | median <= 50 ms | ? |")
    return lines


def section(redis_url: str | None, quick: bool = False) -> list[str]:
    """``bench/all.py``'s section 7: :func:`main` with 30 (quick) or 100 turns per bot."""
    try:
        out = main(["--turns", "30" if quick else "100", *(["--redis-url", redis_url] if redis_url else [])])
    except Exception as exc:  # noqa: BLE001 — the table says what went wrong
        out = {"missing": repr(exc)[:200]}
    return rows(out)


if __name__ == "__main__":
    main()
