"""``battle1821 run`` (server/cli.py over server/stack.py) and its embedded Redis, as
subprocesses:

- Ctrl-C (SIGINT), SIGHUP or SIGTERM to run's process group stop the API, the worker and
  Redis, and leave the data dir's lock free;
- a SIGKILLed run leaves no API, worker or Redis behind (PR_SET_PDEATHSIG, Linux);
- a SIGKILLed worker is restarted and the Ottoman phase it was running finishes exactly
  once (the watchdog); a SIGKILLed API comes back on its port and serves the same game;
- a Redis that dies stops the others, and run exits non-zero with its log tail;
- a game written before a stop is there after the next start (append-only persistence),
  and a game over is served from the data dir's SQLite record store after it;
- a second run on the same data dir fails with a clear message (redis.lock) and starts
  no second Redis; a second run whose port is taken fails before starting anything.

Each `run` costs ~3 CPU s to start (Redis, a worker, an API and run itself): proofs that
need a run but not a fresh one share it (they say so). Each signal's clean stop is proven
on a run another proof needed anyway: SIGTERM and SIGINT between and after the two runs of
``test_a_game_survives_a_stop_and_start_and_a_game_over_is_served_from_sqlite_after_it``,
SIGHUP on the run of :class:`TestRestartedChildren` after its children were restarted (a
test of two runs of their own, one per signal, proved the same: ~6 CPU s)."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from support import ROOT, free_port

pytestmark = [pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux")]


def _env(data_dir: Path, port: int, **extra: str) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "QUEUE_REDIS_URL", "REDIS_CLUSTER")}
    env.update(BATTLE1821_DATA_DIR=str(data_dir), BATTLE1821_PORT=str(port), LOG_LEVEL="WARNING",
               PYTHONPATH=str(ROOT))
    env.update(extra)
    return env


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:   # a zombie (not yet reaped by its parent) counts as dead
        return Path(f"/proc/{pid}/stat").read_text().split(")")[1].split()[0] != "Z"
    except OSError:
        return False


def _start_run(data_dir: Path, port: int, **env: str):
    out = data_dir.parent / f"run-{port}.out"
    f = open(out, "wb")
    proc = subprocess.Popen([sys.executable, "-m", "server.cli", "run"], env=_env(data_dir, port, **env), cwd=ROOT,
                            stdout=f, stderr=subprocess.STDOUT, start_new_session=True)
    deadline = time.monotonic() + 40
    while True:
        try:
            if "API (pid" in out.read_text() and httpx.get(f"http://127.0.0.1:{port}/ready", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        assert proc.poll() is None and time.monotonic() < deadline, out.read_text()
        time.sleep(0.1)
    text = out.read_text()
    redis_pid = int(re.search(r"Redis: [^(]+\(pid (\d+)\)", text).group(1))
    worker_pid = int(re.search(r"RQ worker \(pid (\d+)\)", text).group(1))
    api_pid = int(re.search(r"API \(pid (\d+)\)", text).group(1))
    return proc, redis_pid, worker_pid, api_pid, out


def _wait_gone(pids, timeout=25.0) -> list[int]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        left = [p for p in pids if _alive(p)]
        if not left:
            return []
        time.sleep(0.1)
    return [p for p in pids if _alive(p)]


def _cleanup(pids):
    for p in pids:
        if _alive(p):
            os.kill(p, signal.SIGKILL)


def _stop_cleanly(proc, pids, out: Path, data_dir: Path, sig: int = signal.SIGTERM) -> None:
    """``sig`` to run's process group: run exits 0, its API, worker and Redis are gone and
    the data dir's lock is free."""
    try:
        os.killpg(proc.pid, sig)
        assert proc.wait(120) == 0, out.read_text()          # a hang bound: the stop is proven by the exit status
        assert _wait_gone(pids, timeout=60) == [], out.read_text()
        assert _lock_free(data_dir)
    finally:
        _cleanup([proc.pid, *pids])


LAST_MOVE = {   # seat 1's last Greek step of round 1: its end_step hands the Ottoman phase to the worker
    "seats": 2,
    "regions": {"achaia": {"owner": 0, "infantry": 10}, "laconia": {"owner": 1, "infantry": 3},
                "corinthia": {"ottomans": 3}, "attica": {"ottomans": 4}},
    "players": [{"name": "K"}, {"name": "B"}],
    "round": 1, "phase": "greek", "step": "movement", "active_seat": 1, "first_player": 0,
}


def _restarted_pid(out: Path, name: str, timeout: float = 30.0) -> int:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        m = re.search(rf"{name} restarted \(pid (\d+)\)", out.read_text())
        if m:
            return int(m.group(1))
        time.sleep(0.1)
    raise AssertionError(out.read_text())


def _ottoman_phase(api: str, gid: str) -> dict:
    return [p for p in httpx.get(f"{api}/games/{gid}/phases").json()["phases"] if p["kind"] == "ottoman"][-1]


@pytest.fixture(scope="module")
def restarting_run(tmp_path_factory):
    """One ``run`` (LOG_LEVEL=INFO, 400 ms Ottoman steps) for :class:`TestRestartedChildren`
    (one work unit of tests/xdist_schedule.py: one run, whatever the process count): two
    tests SIGKILL one of its children and watch it restarted, the rest untouched (~3 CPU s
    a run to start), the last stops it with SIGHUP. ``pids`` holds its children's current
    pids (a test that gets a child restarted puts the new pid there). If the SIGHUP test did
    not run (deselected), stopped with SIGTERM here: exit 0."""
    data = tmp_path_factory.mktemp("restarts") / "data"
    port = free_port()
    proc, rpid, wpid, apid, out = _start_run(data, port, LOG_LEVEL="INFO", BATTLE1821_STEP_DELAY_MS="400")
    run = {"proc": proc, "api": f"http://127.0.0.1:{port}", "out": out, "data": data,
           "pids": {"redis": rpid, "worker": wpid, "api": apid}}
    started = [rpid, wpid, apid]
    try:
        yield run
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            assert proc.wait(30) == 0, out.read_text()
    finally:
        _cleanup([proc.pid, *started, *run["pids"].values()])


class TestRestartedChildren:
    """One ``run`` (``restarting_run``), in this order: its worker SIGKILLed and restarted,
    its API SIGKILLed and restarted, then SIGHUP to run's group stops run and every child,
    the restarted ones too."""

    def test_a_sigkilled_worker_is_restarted_and_its_ottoman_phase_finishes_exactly_once(self, restarting_run):
        from gamekinds import battle1821 as engine
        from gamekinds.battle1821.actions import Action
        from gamekinds.battle1821.position import Position
        from gamekinds.battle1821.state import Options

        import msgspec

        run = restarting_run
        proc, api, out = run["proc"], run["api"], run["out"]
        rpid, wpid, apid = run["pids"]["redis"], run["pids"]["worker"], run["pids"]["api"]
        r = httpx.post(f"{api}/games", json={"position": LAST_MOVE, "seed": "run-kill-0", "players": LAST_MOVE["players"]})
        assert r.status_code == 201, r.text
        gid, token = r.json()["id"], r.json()["players"][1]["token"]
        v = httpx.get(f"{api}/games/{gid}").json()["version"]
        r = httpx.post(f"{api}/games/{gid}/actions", json={"type": "end_step"},
                       headers={"Authorization": f"Bearer {token}", "If-Match": f'"{v}"'})
        assert r.status_code == 201 and r.json()["phase"] == "ottoman", r.text
        handed_off = r.json()["version"]
        deadline = time.monotonic() + 30
        while httpx.get(f"{api}/games/{gid}").json()["version"] < handed_off + 2:   # steps under way
            assert time.monotonic() < deadline, out.read_text()
            time.sleep(0.05)
        assert _ottoman_phase(api, gid)["status"] == "running"
        os.kill(wpid, signal.SIGKILL)
        run["pids"]["worker"] = _restarted_pid(out, "worker")
        deadline = time.monotonic() + 60
        while (rec := _ottoman_phase(api, gid))["status"] != "done":
            assert rec["status"] in ("queued", "running") and time.monotonic() < deadline, (rec, out.read_text())
            time.sleep(0.2)
        assert proc.poll() is None and _alive(apid) and _alive(rpid)       # the rest never stopped
        text = out.read_text()
        assert f"worker (pid {wpid}) exited with code -9; restarting it in 0.5 s" in text, text
        # exactly once: the pure engine's events of the same game, each once, in order, gap-free seqs
        s = engine.from_position(msgspec.convert(LAST_MOVE, Position), "run-kill-0", Options(), seed_chosen=True)
        s, _ = engine.apply(s, 1, msgspec.convert({"type": "end_step"}, Action))
        want = []
        while s.status == "active" and s.phase == "ottoman" and s.pending is None:
            s, ev = engine.advance(s, max_steps=1)
            want += [type(e).__struct_config__.tag for e in ev]
        events = httpx.get(f"{api}/games/{gid}/events?after={handed_off}").json()["events"]
        got = [e["type"] for e in events if e["type"] not in ("ottoman_phase", "ottoman_step", "decision_timeout")]
        assert got[:len(want)] == want and len(want) >= 4, (got, want)
        seqs = [e["seq"] for e in httpx.get(f"{api}/games/{gid}/events?after=0").json()["events"]]
        assert seqs == list(range(1, len(seqs) + 1))
        assert "re-enqueued" in (rec.get("progress") or "") or "-w" in rec["job_id"], rec

    def test_a_sigkilled_api_comes_back_and_serves_the_same_game(self, restarting_run):
        run = restarting_run
        proc, api, out = run["proc"], run["api"], run["out"]
        rpid, wpid, apid = run["pids"]["redis"], run["pids"]["worker"], run["pids"]["api"]
        r = httpx.post(f"{api}/games", json={"seats": 2, "players": [{"name": "A"}]})
        assert r.status_code == 201, r.text
        gid = r.json()["id"]
        before = httpx.get(f"{api}/games/{gid}").json()
        os.kill(apid, signal.SIGKILL)
        run["pids"]["api"] = new = _restarted_pid(out, "api")
        assert new != apid
        deadline = time.monotonic() + 30
        while True:
            try:
                r = httpx.get(f"{api}/games/{gid}", timeout=2)
                break
            except httpx.HTTPError:
                assert proc.poll() is None and time.monotonic() < deadline, out.read_text()
                time.sleep(0.1)
        assert r.status_code == 200 and r.json() == before
        assert proc.poll() is None and _alive(wpid) and _alive(rpid)
        text = out.read_text()
        tail = text.split(f"api (pid {apid}) exited with code -9", 1)[1].split("api restarted", 1)[0]
        first = tail.split(":\n", 1)[1].splitlines()[0]
        assert first in (run["data"] / "logs" / "api.log").read_text().splitlines(), tail   # a whole line

    def test_sighup_stops_the_run_and_its_restarted_children(self, restarting_run):
        """SIGHUP (a closed terminal) to run's process group: run exits 0, its Redis and
        its children's current processes (restarted by the tests above when they ran) are
        gone, the data dir's lock is free (``_stop_cleanly``)."""
        run = restarting_run
        _stop_cleanly(run["proc"], list(run["pids"].values()), run["out"], run["data"], signal.SIGHUP)


@pytest.mark.timeout(480)     # two starts and two stops of a whole stack: 4x the 120 s default, a hang bound at load 12
def test_a_game_survives_a_stop_and_start_and_a_game_over_is_served_from_sqlite_after_it(tmp_path):
    """A game written before a stop is there after the next start (append-only
    persistence); issue 40: `run` needs nothing installed for the record store: a game that
    is over moves into ``records.sqlite3`` in its data dir (WAL), and the next `run`
    serves it. Both across one stop and start (a `run` is ~3 CPU s to start; these were
    two tests of two runs each). The first run is stopped with SIGTERM, the second with
    SIGINT (Ctrl-C), each proven clean (``_stop_cleanly``: exit 0, API, worker and Redis
    gone, the lock free)."""
    import sqlite3

    port = free_port()
    data = tmp_path / "data"
    proc, *pids, out = _start_run(data, port, BATTLE1821_RECORDS_URL="")
    try:
        r = httpx.post(f"http://127.0.0.1:{port}/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]})
        assert r.status_code == 201, r.text
        live_gid = r.json()["id"]
        g = httpx.post(f"http://127.0.0.1:{port}/games", json={"seats": 2, "players": [{"name": "A"}]}).json()
        r = httpx.delete(f"http://127.0.0.1:{port}/games/{g['id']}",
                         headers={"Authorization": f"Bearer {g['host_token']}", "If-Match": "*"})
        assert r.status_code == 200, r.text
        view = httpx.get(f"http://127.0.0.1:{port}/games/{g['id']}").content
        deadline = time.monotonic() + 120    # a hang bound: the worker's first move also migrates the new store (SQLAlchemy)
        while True:
            try:
                with sqlite3.connect(data / "records.sqlite3") as c:
                    if c.execute("SELECT count(*) FROM game_records WHERE game_id = ?", (g["id"],)).fetchone()[0]:
                        assert c.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
                        break
            except sqlite3.OperationalError:       # not made yet
                pass
            assert time.monotonic() < deadline, "the worker never moved the game into records.sqlite3"
            time.sleep(0.2)
    finally:
        _stop_cleanly(proc, pids, out, data)
    proc, *pids, out = _start_run(data, port, BATTLE1821_RECORDS_URL="")
    try:
        assert httpx.get(f"http://127.0.0.1:{port}/games/{live_gid}").status_code == 200
        assert httpx.get(f"http://127.0.0.1:{port}/games/{g['id']}").content == view
    finally:
        _stop_cleanly(proc, pids, out, data, signal.SIGINT)     # Ctrl-C


def _lock_free(data_dir: Path) -> bool:
    import fcntl

    fd = os.open(data_dir / "redis.lock", os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False
    finally:
        os.close(fd)


def test_sigkill_of_run_takes_api_worker_and_redis_with_it(tmp_path):
    proc, rpid, wpid, apid, out = _start_run(tmp_path / "data", free_port())
    try:
        proc.kill()
        proc.wait(10)
        assert _wait_gone([rpid, wpid, apid]) == [], out.read_text()
        assert _lock_free(tmp_path / "data")
    finally:
        _cleanup([rpid, wpid, apid])


def test_second_run_on_the_same_data_dir_or_port_fails_clearly_and_a_dead_redis_stops_the_first(tmp_path):
    """Two proofs on one run (each run is ~3 CPU s to start): a second ``run`` on its data
    dir or its port fails clearly and leaves it untouched; then its Redis is SIGKILLed and
    ``run`` stops everything, exiting non-zero with Redis's log tail."""
    data = tmp_path / "data"
    port = free_port()
    proc, rpid, wpid, apid, out = _start_run(data, port)
    try:
        assert not _lock_free(data)
        # same data dir, another port: the lock says no, no second Redis
        r = subprocess.run([sys.executable, "-m", "server.cli", "run"], env=_env(data, free_port()), cwd=ROOT,
                           capture_output=True, text=True, timeout=30)
        assert r.returncode != 0
        assert "in use by another embedded Redis" in r.stderr and f"pid {rpid}" in r.stderr, r.stderr
        assert "Redis: " not in r.stdout and "API (pid" not in r.stdout
        # same port, another data dir: fails before starting Redis, no banner
        r = subprocess.run([sys.executable, "-m", "server.cli", "run"], env=_env(tmp_path / "other", port),
                           cwd=ROOT, capture_output=True, text=True, timeout=30)
        assert r.returncode != 0
        assert f"cannot listen on 127.0.0.1:{port}" in r.stderr, r.stderr
        assert "Redis: " not in r.stdout and "API (pid" not in r.stdout
        assert not (tmp_path / "other").exists()
        assert httpx.get(f"http://127.0.0.1:{port}/health").status_code == 200   # the first run is untouched
        assert proc.poll() is None and _alive(rpid) and _alive(wpid) and _alive(apid)
        # a dead Redis stops run non-zero with its log tail
        os.kill(rpid, signal.SIGKILL)
        assert proc.wait(30) != 0
        text = out.read_text()
        assert "stopping everything: redis exited with code -9" in text, text
        assert "Ready to accept connections" in text.split("stopping everything", 1)[1], text   # the log tail
        assert "restarted" not in text
        assert _wait_gone([wpid, apid]) == [], text
        assert _lock_free(data)
    finally:
        _cleanup([proc.pid, rpid, wpid, apid])
