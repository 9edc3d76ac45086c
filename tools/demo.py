"""``make demo``: start what ``battle1821 run`` starts (Redis, embedded unless REDIS_URL is
set; one RQ worker; the API) and play one 4-bot game (greedy, random, greedy, random)
through the SDK, printing the board after every round. Ctrl-C stops everything.

    python -m tools.demo [--max-rounds 20] [--port 8000] [--keep]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal

from server.config import Settings
from server.stack import Stack, StackError, check_port, embedded_redis, free_port

BOTS = ["greedy", "random", "greedy", "random"]
OWNER = "ABCD"


def start_services(stack: Stack, port: int) -> str:
    """Redis (embedded unless REDIS_URL is set, like ``battle1821 run``, in its own data
    dir ``<data dir>/demo``: never the AOF of a ``make run`` that may be up), one worker
    and the API on ``port`` in ``stack``; returns the base URL once ``/ready`` answers."""
    s = Settings.from_env()
    env = {"LOG_LEVEL": os.environ.get("LOG_LEVEL", "WARNING")}
    if not os.environ.get("REDIS_URL"):
        data_dir = s.data_dir / "demo"
        url = stack.redis(data_dir)
        env.update(REDIS_URL=url, QUEUE_REDIS_URL=os.environ.get("QUEUE_REDIS_URL") or url)
        print(f"Redis: {embedded_redis().label} on {url}, data in {data_dir.resolve()}")
    stack.worker(env)
    base = stack.api(env, port)
    stack.wait_http(base, "/ready")
    print(f"API on {base} (docs {base}/schema), one RQ worker, logs in {stack.log_dir.resolve()}")
    return base


def board_text(view) -> str:
    """The board as text: one cell per region (owner letter + strength, or Ottomans)."""
    cells = []
    for r in view.regions:
        if r.owner is not None:
            cell = f"{OWNER[r.owner]}{r.infantry + 3 * r.cannons}"
        elif r.ottomans:
            cell = f"o{r.ottomans}"
        else:
            cell = "."
        cells.append(f"{r.id[:9]:>9} {cell:<4}")
    rows = [" ".join(cells[i:i + 7]) for i in range(0, len(cells), 7)]
    players = "  ".join(f"{OWNER[p.seat]}={p.name}: Fame {p.fame}, {p.regions} regions, strength {p.strength}"
                        for p in view.players)
    ott = sum(r.ottomans for r in view.regions)
    return "\n".join(rows + [players, f"Ottomans on the board {ott}, supply {view.supply}, "
                                      f"Greek losses {view.greek_losses}, Apostles revealed "
                                      f"{', '.join(a.id for a in view.apostles_revealed)}"])


async def play(base: str, max_rounds: int) -> None:
    from battle1821_bots import play_game
    from battle1821_client import Client
    from battle1821_client.api.watch import get_game

    rounds: asyncio.Queue = asyncio.Queue()
    battles = {"greek": 0, "ottoman": 0}

    def on_event(gid: str, ev: dict) -> None:
        t = ev.get("type")
        if t == "step_started" and ev.get("phase") == "greek" and ev.get("step") == "reinforcement":
            rounds.put_nowait((gid, ev["round"]))
        elif t == "battle_ended":
            battles[ev["winner"]] += 1
        elif t == "event_drawn":
            print(f"  Event: {ev.get('title')}")
        elif t == "apostle_awarded":
            print(f"  Apostle {ev.get('card')} ({ev.get('title')}) awarded to seat {ev.get('seat')}")
        elif t == "game_ended":
            rounds.put_nowait((None, None))

    async def printer() -> None:
        seen = 0
        async with Client(base_url=base) as c:
            while True:
                gid, rnd = await rounds.get()
                if gid is None:
                    return
                if rnd <= seen:
                    continue
                seen = rnd
                v = (await get_game.asyncio_detailed(gid, client=c)).parsed
                print(f"\n== round {rnd} (battles won: Greeks {battles['greek']}, Ottomans {battles['ottoman']})")
                print(board_text(v))

    task = asyncio.create_task(printer())
    res = await play_game(base, BOTS, max_rounds=max_rounds, on_event=on_event)
    await asyncio.wait_for(task, 5)
    v = res.view
    print(f"\n== the end after round {res.rounds} ({res.end_reason}), {res.seconds:.2f}s")
    print(board_text(v))
    winners = ", ".join(f"{OWNER[w]} ({v.players[w].name})" for w in res.winners) or "the Ottomans"
    print(f"winner: {winners}; seed {res.seed} (sha256 published at the start); "
          f"game {base}/games/{res.game_id}, board {base}/games/{res.game_id}/board.svg")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max-rounds", type=int, default=20)
    ap.add_argument("--port", type=int, default=0, help="API port (default: a free one)")
    ap.add_argument("--keep", action="store_true", help="keep serving after the game (Ctrl-C stops)")
    a = ap.parse_args()
    signal.signal(signal.SIGTERM, signal.default_int_handler)   # SIGTERM stops it like Ctrl-C
    stack = Stack(Settings.from_env().data_dir / "demo" / "logs")
    try:
        if a.port:
            check_port("127.0.0.1", a.port)
        base = start_services(stack, a.port or free_port())
        asyncio.run(play(base, a.max_rounds))
        if a.keep:
            print("serving; Ctrl-C stops everything")
            stack.supervise(("worker", "api"))   # a dead worker or API is restarted, as in `battle1821 run`
    except KeyboardInterrupt:
        pass
    except StackError as exc:
        raise SystemExit(f"make demo: {exc}") from None
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        stack.stop()   # API, worker, then Redis


if __name__ == "__main__":
    main()
