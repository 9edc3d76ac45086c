"""The TypeScript SDK's ``followEvents`` waits out a 503 with ``Retry-After`` (sdk/ts/src/index.ts).

Session 24's operator run: while a Redis primary failed over, the requests on its games
answered 503 ``service_unavailable`` with ``Retry-After``. ``followEvents`` resumed a dropped
stream but threw any non-2xx answer (``BattleApiError``), so a client following a game
through a failover lost its stream. A read is always safe to send again: it now waits
``Retry-After`` and asks again.

Real parts: one Redis with a data dir (``server.stack``) and one ``battle1821 serve``; a
started 2-seat game; the Redis SIGKILLed; ``node`` follows the game with the SDK as
``tsc`` built it (tests/sdk_tsc.py) while the API answers 503; the Redis started again on
its port and data dir; the follower gets every event of the game."""

from __future__ import annotations

import shutil
import signal
import subprocess
import time

import httpx
import pytest

import sdk_tsc
from forks import ForkStack
from support import free_port, node_env, wait_until

pytestmark = pytest.mark.timeout(600)

FOLLOW = """\
import { followEvents, createBattleClient, retryAfterMs } from "%(sdk)s";
const client = createBattleClient(process.env.BASE);
const target = Number(process.env.TARGET_SEQ);
const probe = await fetch(`${process.env.BASE}/games/${process.env.GAME}/events/stream?after=0`);
console.log(`first ${probe.status} ${retryAfterMs(probe)}`);
await probe.body?.cancel();
for await (const event of followEvents(client, process.env.GAME)) {
  console.log(`seq ${event.seq}`);
  if (event.seq >= target) break;
}
console.log("done");
"""


@pytest.fixture(scope="module")
def tsc(tmp_path_factory) -> sdk_tsc.TscRun:
    run = sdk_tsc.shared_run(tmp_path_factory)
    assert run.checked("sdk") and not run.errors_in(sdk_tsc.ROOT / "sdk" / "ts" / "src"), run.output[-3000:]
    return run


def test_follow_events_waits_out_a_503_with_retry_after(tsc, tmp_path):
    node = shutil.which("node")
    assert node, "node is required (see package.json; .ci/run installs it)"
    port = free_port()
    with ForkStack(tmp_path / "logs") as st:
        url = st.redis(tmp_path / "redis", port=port)
        env = dict(REDIS_URL=url, QUEUE_REDIS_URL=url, REDIS_CLUSTER="0", BATTLE1821_KEY_PREFIX="ra",
                   BATTLE1821_QUEUE="raq", LOG_LEVEL="WARNING")
        base = st.api(env)
        with httpx.Client(base_url=base, timeout=10) as c:
            r = c.post("/games", json={"seats": 2, "players": [{"name": "Ada"}, {"name": "Bo"}]})
            assert r.status_code == 201, r.text
            gid = r.json()["id"]
            last = c.get(f"/games/{gid}/events").json()["last_seq"]
            assert last >= 1
            rc = next(ch for ch in st.children if ch.name == "redis")
            rc.proc.send_signal(signal.SIGKILL)
            rc.proc.wait(10)
            st.children.remove(rc)
            r = c.get(f"/games/{gid}/events/stream", params={"after": 0})
            assert r.status_code == 503 and r.headers.get("retry-after"), (r.status_code, r.text)

            script = tmp_path / "follow.mjs"
            script.write_text(FOLLOW % {"sdk": (tsc.build / "src" / "index.js").as_uri()})
            out = tmp_path / "follow.out"
            with out.open("w") as sink:
                follower = subprocess.Popen([node, str(script)], stdout=sink, stderr=subprocess.STDOUT, cwd=tmp_path,
                                            env=node_env(dict(BASE=base, GAME=gid, TARGET_SEQ=str(last),
                                                              PATH=__import__("os").environ["PATH"])))
            try:
                wait_until(lambda: "first 503" in out.read_text(), 60,
                           "the follower's first request was not answered 503")
                time.sleep(1.5)          # followEvents meets the 503 too (and, before, threw it)
                assert follower.poll() is None, "the follower ended while the API answered 503:\n" + out.read_text()
                st.redis(tmp_path / "redis", port=port)       # same port, same data dir
                follower.wait(60)
            finally:
                if follower.poll() is None:
                    follower.kill()
                    follower.wait(10)
            text = out.read_text()
            assert follower.returncode == 0, text
            assert [int(line.split()[1]) for line in text.splitlines() if line.startswith("seq ")] \
                == list(range(1, last + 1)), text
            assert text.rstrip().endswith("done"), text


ABORT = """\
import { followEvents, createBattleClient } from "%(sdk)s";
const base = process.env.BASE, game = process.env.GAME;
const client = createBattleClient(base);
let r;
for (let i = 0; i < 50; i++) {      // spend this client's budget: the stream's read gets 429
  r = await fetch(`${base}/games/${game}`);
  await r.body?.cancel();
  if (r.status === 429) break;
}
console.log(`spent ${r.status} ${r.headers.get("retry-after")}`);
const ac = new AbortController();
const t0 = performance.now();
setTimeout(() => ac.abort(), 500);
for await (const event of followEvents(client, game, { signal: ac.signal })) console.log(`seq ${event.seq}`);
console.log(`ended ${Math.round(performance.now() - t0)}`);
"""


def test_an_abort_ends_the_retry_after_wait_at_once(tsc, tmp_path):
    """``followEvents`` waited out a 429's ``Retry-After`` (up to 60 s) deaf to its
    ``signal``: an abort ended the stream only once the wait was over. Real parts: a
    ``battle1821 serve`` with a small per-client budget, spent by the follower itself; the
    abort 0.5 s into the wait must end the stream within a few seconds, not ~60."""
    node = shutil.which("node")
    assert node, "node is required (see package.json; .ci/run installs it)"
    with ForkStack(tmp_path / "logs") as st:
        url = st.redis(tmp_path / "redis")
        env = dict(REDIS_URL=url, QUEUE_REDIS_URL=url, REDIS_CLUSTER="0", BATTLE1821_KEY_PREFIX="ab",
                   BATTLE1821_QUEUE="abq", LOG_LEVEL="WARNING", BATTLE1821_RATE_LIMIT_CLIENT="8/minute")
        base = st.api(env)
        with httpx.Client(base_url=base, timeout=10) as c:
            r = c.post("/games", json={"seats": 2, "players": [{"name": "Ada"}, {"name": "Bo"}]})
            assert r.status_code == 201, r.text
            gid = r.json()["id"]
        script = tmp_path / "abort.mjs"
        script.write_text(ABORT % {"sdk": (tsc.build / "src" / "index.js").as_uri()})
        out = tmp_path / "abort.out"
        with out.open("w") as sink:
            follower = subprocess.Popen([node, str(script)], stdout=sink, stderr=subprocess.STDOUT, cwd=tmp_path,
                                        env=node_env(dict(BASE=base, GAME=gid,
                                                          PATH=__import__("os").environ["PATH"])))
        try:
            follower.wait(30)
        except subprocess.TimeoutExpired:
            pass
        finally:
            if follower.poll() is None:
                follower.kill()
                follower.wait(10)
        text = out.read_text()
        spent = next((line.split() for line in text.splitlines() if line.startswith("spent ")), None)
        assert spent is not None and spent[1] == "429" and int(spent[2]) >= 10, text
        ended = [int(line.split()[1]) for line in text.splitlines() if line.startswith("ended ")]
        assert follower.returncode == 0 and ended and ended[0] < 5000, \
            f"the abort did not end the Retry-After wait (the follower was stopped after 30 s):\n{text}"
