"""tests/forks.py's promise that a forked ``battle1821 serve`` / ``battle1821 worker`` is the
process the real command would be: what the fork server's imports read from the environment
is all in :data:`forks.IMPORT_ENV` (so :func:`forks.forkable` compares it), and
:class:`forks.ForkStack` forks those commands only when it is the same, starts the real
command otherwise, forks a restarted child again, and a forked worker stops on SIGTERM as
the real one does (RQ's warm shutdown: it leaves Redis' worker registry, exit code 0)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import redis

from forks import IMPORT_ENV, IMPORT_ENV_IGNORED, PRELOAD, ForkStack, Forked, added_path, fork_worker, forkable
from support import ROOT, wait_until

from server.stack import CHECKOUT_PATH

# A fresh Python imports PRELOAD with os.environ replaced by a recorder of the names read.
SPY = """
import json, os, sys, traceback
reads, copies = set(), set()
class Spy:
    def __init__(self, d): self.__dict__["_d"] = d
    def get(self, k, default=None): reads.add(k); return self._d.get(k, default)
    def __getitem__(self, k): reads.add(k); return self._d[k]
    def __contains__(self, k): reads.add(k); return k in self._d
    def _whole(self):
        copies.add(next(f.filename for f in reversed(traceback.extract_stack()[:-2])
                        if "importlib" not in f.filename))
    def __iter__(self): self._whole(); return iter(self._d)
    def keys(self): self._whole(); return self._d.keys()
    def items(self): self._whole(); return self._d.items()
    def values(self): self._whole(); return self._d.values()
    def copy(self): self._whole(); return self._d.copy()
    def __len__(self): return len(self._d)
    def __getattr__(self, a): return getattr(self._d, a)
    def __setitem__(self, k, v): self._d[k] = v
    def __delitem__(self, k): del self._d[k]
os.environ = Spy(os.environ)
import importlib
for m in json.loads(sys.argv[1]):
    importlib.import_module(m)
print(json.dumps({"reads": sorted(reads), "copies": sorted(copies)}))
"""


def test_every_variable_the_preloaded_imports_read_is_compared():
    env = {**os.environ, "PYTHONPATH": CHECKOUT_PATH}
    out = subprocess.run([sys.executable, "-c", SPY, json.dumps(PRELOAD)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120, check=True).stdout
    seen = json.loads(out.splitlines()[-1])
    unknown = {k for k in seen["reads"] if k not in IMPORT_ENV and not k.startswith("PYTHON")}
    assert not unknown, f"the fork server's imports read {sorted(unknown)}: add them to forks.IMPORT_ENV"
    assert [os.path.basename(p) for p in seen["copies"]] == ["handlers.py"], seen["copies"]   # wsgiref's, unused


def _ppid(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as f:
        return int(f.read().rsplit(")", 1)[1].split()[1])


def test_fork_stack_forks_the_server_commands_only_when_their_imports_see_the_same(tmp_path):
    """A worker is forked (its parent is the fork server), restarted forked again, and stops
    on SIGTERM (once RQ has its handler) deregistered with exit code 0; a worker whose ``PROMETHEUS_MULTIPROC_DIR``
    differs (prometheus-client reads it at import) is the real command, this process's child."""
    with ForkStack(tmp_path / "logs") as st:
        url = st.redis()
        env = {"REDIS_URL": url, "QUEUE_REDIS_URL": url, "REDIS_CLUSTER": "0", "BATTLE1821_QUEUE": "fkq",
               "BATTLE1821_KEY_PREFIX": "fk"}
        assert forkable(st.env(env))
        assert not forkable(st.env({**env, "PROMETHEUS_MULTIPROC_DIR": str(tmp_path)}))
        assert "PYTHONUNBUFFERED" in IMPORT_ENV_IGNORED
        r = redis.Redis.from_url(url)
        # a worker's registrations (RQ's names carry the pid: ``vm.<pid>.<id>``)
        registered = lambda c: [m for m in r.smembers("rq:workers:fkq") if b".%d." % c.pid in m]  # noqa: E731
        workers = lambda: registered(w2)  # noqa: E731
        # RQ installs its SIGTERM handler after it registers, before its first registry clean-up
        working = lambda c: any(f".{c.pid}." in ln and "cleaning registries" in ln  # noqa: E731
                                for ln in c.tail().splitlines())
        w = st.worker(env, name="forked")
        assert isinstance(w.proc, Forked) and _ppid(w.pid) != os.getpid()
        assert w.argv[1:4] == ["-m", "server.cli", "worker"]
        wait_until(lambda: working(w), 60, "the forked worker working")
        w2 = st.restart(w)
        assert isinstance(w2.proc, Forked) and w2.pid != w.pid
        # the restart's SIGTERM stopped w (exit code 0, not the SIGKILL 15 s later) and w
        # deregistered, even when the signal landed in a __del__ of w's (session 23: RQ raises
        # StopRequested from its handler, Python drops an exception there; the live worker
        # class records the request first and stops at its loop's next turn)
        assert w.proc.returncode == 0 and registered(w) == [], (w.proc.returncode, w.tail())
        wait_until(lambda: working(w2), 60, "the restarted worker working")
        assert workers(), r.smembers("rq:workers:fkq")        # registered, under its pid
        w2.proc.send_signal(signal.SIGTERM)
        assert w2.proc.wait(timeout=30) == 0
        wait_until(lambda: not workers(), 10, "the stopped worker deregistered")
        (tmp_path / "mp").mkdir()
        real = st.worker({**env, "PROMETHEUS_MULTIPROC_DIR": str(tmp_path / "mp")}, name="real")
        assert isinstance(real.proc, subprocess.Popen) and _ppid(real.pid) == os.getpid()
        r.close()


def test_a_child_hosts_the_kinds_of_its_own_environment(tmp_path):
    """``BATTLE1821_KINDS`` is read when a kind is loaded, not at import (it is not on
    ``IMPORT_ENV``: the spy above proves no preloaded import reads it), so a child with its
    own is forked and its registry lists what a Python started with it lists; a
    ``PYTHONPATH`` that adds a directory of new modules after the fork server's is forked
    with that directory on ``sys.path``, and one that would shadow a module, or reorders
    the server's, is not."""
    base = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "BATTLE1821_KINDS")}
    kinds = str(ROOT / "tests" / "kinds")
    env = {**base, "PYTHONPATH": os.pathsep.join([CHECKOUT_PATH, kinds]), "BATTLE1821_KINDS": "tiny=tinykind"}
    assert "BATTLE1821_KINDS" not in IMPORT_ENV
    assert forkable(env) and added_path(env) == [kinds]
    # the last entry of the directory: the fork server starts with the test process's
    # sys.path, where pytest may have put tests/kinds first when it collected its conftests
    code = ("import json, sys; from gamekinds import registry; k = registry.get('tiny'); "
            f"print(json.dumps([registry.names(), k.__file__, max(i for i, p in enumerate(sys.path) if p == {kinds!r}) > "
            f"sys.path.index({str(ROOT / 'sdk')!r})]))")
    got = {}
    for name, e in (("tiny", env), ("plain", {**base, "PYTHONPATH": CHECKOUT_PATH})):
        log = tmp_path / f"{name}.log"
        assert fork_worker(e, code, log, ROOT).wait(60) == (0 if name == "tiny" else 1)
        got[name] = log.read_text()
        fresh = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=e, capture_output=True, text=True,
                               timeout=60, check=False)
        assert fresh.returncode == (0 if name == "tiny" else 1)
        assert fresh.stdout == (got[name] if name == "tiny" else ""), (fresh.stdout, got[name])
    names, where, after = json.loads(got["tiny"].splitlines()[-1])
    assert "tiny" in names and where == str(ROOT / "tests" / "kinds" / "tinykind" / "__init__.py") and after
    assert "UnknownKind: 'tiny'" in got["plain"]
    (tmp_path / "shadow").mkdir()
    (tmp_path / "shadow" / "redis.py").write_text("")
    assert not forkable({**env, "PYTHONPATH": os.pathsep.join([CHECKOUT_PATH, str(tmp_path / "shadow")])})
    assert not forkable({**env, "PYTHONPATH": os.pathsep.join([kinds, CHECKOUT_PATH])})
