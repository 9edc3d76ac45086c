"""Issue 38, items 2 and 4, as its "Done means" asks: Redis SIGKILLed and started again
``SOAK_CYCLES`` times (default 50) under real play, and then

- 0 acknowledged actions lost: every action answered 201 is in the game's action log at
  the version its ETag named, with the body that was sent (no version names two states);
- the worker lives through every restart (it runs the Ottoman phases of the games in
  play, so most kills land mid-job) and the phases still finish: every game reaches
  its end.

Real parts: the embedded Redis on a data dir (``appendfsync always``), one ``battle1821
worker`` and one ``battle1821 serve``; four games of two seats, each seat a thread
playing random legal actions over HTTP (``GET legal-actions``, ``POST`` with ``If-Match``;
a 503 while Redis is away is retried after a pause, a 412 reloads). Marked ``slow``
(``make test-long``: about 3 minutes on 2 cores); its figures are in the closing note of
issue 38.
"""

from __future__ import annotations

import os
import random
import signal
import threading
import time

import httpx
import msgspec
import pytest

from forks import ForkStack
from support import free_port, redis_answers

from gamekinds.battle1821.options import LegalAction
from gamekinds.battle1821.randomplay import choose_action

pytestmark = [pytest.mark.slow, pytest.mark.timeout(1200)]

CYCLES = int(os.environ.get("SOAK_CYCLES", "50"))
GAMES = 4
_options = msgspec.json.Decoder(list[LegalAction])
_enc = msgspec.json.Encoder()


def _env(url: str) -> dict:
    return dict(REDIS_URL=url, QUEUE_REDIS_URL=url, REDIS_CLUSTER="0", BATTLE1821_KEY_PREFIX="soak",
                BATTLE1821_QUEUE="soakq", LOG_LEVEL="WARNING", BATTLE1821_STEP_DELAY_MS=None)


def test_redis_sigkilled_under_play_loses_no_acknowledged_action_and_the_worker_lives(tmp_path):
    with ForkStack(tmp_path / "logs") as st:
        port = free_port()
        data = tmp_path / "redis"
        url = st.redis(data, port=port)
        worker = st.worker(_env(url))
        base = st.api(_env(url))
        acked: list[tuple[str, int, bytes]] = []      # (game, version, action sent)
        answers: dict[int, int] = {}
        lock = threading.Lock()
        stop = threading.Event()
        finished: set[str] = set()
        games = []
        with httpx.Client(base_url=base, timeout=30) as c:
            for g in range(GAMES):
                r = c.post("/games", json={"seats": 2, "players": [{"name": f"p{g}a"}, {"name": f"p{g}b"}],
                                           "options": {"max_rounds": 50}})
                assert r.status_code == 201, r.text
                games.append((r.json()["id"], [p["token"] for p in r.json()["players"]]))

        def player(gid: str, seat: int, token: str, seed: int) -> None:
            rng = random.Random(seed)
            auth = {"Authorization": f"Bearer {token}"}
            with httpx.Client(base_url=base, timeout=30) as c:
                while not stop.is_set() and gid not in finished:
                    try:
                        r = c.get(f"/games/{gid}/legal-actions", headers=auth)
                        if r.status_code != 200:
                            time.sleep(0.2)
                            continue
                        body = r.json()
                        options = _options.decode(_enc.encode(body["actions"]))
                        if not options:
                            g = c.get(f"/games/{gid}")
                            if g.status_code == 200 and g.json()["status"] == "finished":
                                with lock:
                                    finished.add(gid)
                            time.sleep(0.05)
                            continue
                        sent = _enc.encode(choose_action(options, rng))
                        r = c.post(f"/games/{gid}/actions", content=sent,
                                   headers={**auth, "If-Match": f'"{body["version"]}"',
                                            "Content-Type": "application/json"})
                    except httpx.HTTPError:
                        time.sleep(0.2)
                        continue
                    with lock:
                        answers[r.status_code] = answers.get(r.status_code, 0) + 1
                        if r.status_code == 201:
                            acked.append((gid, int(r.headers["etag"].strip('"')), sent))
                    if r.status_code == 503:
                        time.sleep(0.2)

        threads = [threading.Thread(target=player, args=(gid, seat, tok, 97 * i + seat), daemon=True)
                   for i, (gid, toks) in enumerate(games) for seat, tok in enumerate(toks)]
        for t in threads:
            t.start()
        rng = random.Random(1821)
        kills = 0
        acked_at_kill = []
        try:
            while kills < CYCLES:
                time.sleep(rng.uniform(1.0, 2.5))
                child = next(ch for ch in st.children if ch.name == "redis")
                child.proc.send_signal(signal.SIGKILL)
                child.proc.wait(timeout=10)
                st.children.remove(child)
                kills += 1
                with lock:
                    acked_at_kill.append(len(acked))
                time.sleep(rng.uniform(0.0, 0.5))
                st.redis(data, port=port, name="redis")
                assert worker.proc.poll() is None, "the worker exited:\n" + worker.tail(3000)
            deadline = time.monotonic() + 300
            while len(finished) < GAMES and time.monotonic() < deadline:
                time.sleep(0.5)
        finally:
            stop.set()
            for t in threads:
                t.join(timeout=30)
        assert redis_answers(url)
        lost = []
        with httpx.Client(base_url=base, timeout=30) as c:
            logs = {}
            for gid, _ in games:
                items, offset = [], 0
                while offset is not None:
                    page = c.get(f"/games/{gid}/actions", params={"offset": offset, "limit": 200})
                    assert page.status_code == 200, page.text
                    items += page.json()["actions"]
                    offset = page.json()["next_offset"]
                logs[gid] = {a["version"]: a["action"] for a in items}
            for gid, version, sent in acked:
                if logs[gid].get(version) != msgspec.json.decode(sent):
                    lost.append((gid, version, msgspec.json.decode(sent), logs[gid].get(version)))
        print(f"\nsoak: {kills} SIGKILLs of Redis under play; {len(acked)} actions acknowledged "
              f"(201), {len(lost)} lost; answers {dict(sorted(answers.items()))}; "
              f"{len(finished)} of {GAMES} games finished; worker pid {worker.proc.pid} alive")
        assert not lost, lost[:5]
        assert worker.proc.poll() is None, "the worker exited:\n" + worker.tail(3000)
        assert len(finished) == GAMES, f"games stuck after the kills: {len(finished)} of {GAMES} finished"
        assert len(acked) > 10 * CYCLES and acked_at_kill[-1] > acked_at_kill[0], "too little play to prove anything"
