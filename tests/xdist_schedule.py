"""How ``make test`` spreads the suite over pytest-xdist workers (``-n N --dist loadfile``):
one work unit per test file (module fixtures, the API/worker subprocesses of a folder's
session fixtures and files a module writes under the repository stay in one process),
except the files of :data:`SPLIT`, whose top-level tests (a parametrized test with all
its cases, a class with its methods) are units of their own. Units are handed out
longest first (:data:`SECONDS`), so no long file starts last and leaves the other
workers idle at the end.

Without ``-n`` (a plain ``pytest``) none of this is used."""

from __future__ import annotations

from xdist.scheduler import LoadFileScheduling

SPLIT = frozenset({
    "tests/api/test_schemathesis.py",     # stateless cases | stateful machine: one module-level app each
})

# Wall seconds of a unit run alone in one process (``pytest --durations``, setup included,
# on a busy shared machine): only the order matters, so rough figures do. A unit not
# listed counts 1 s a test.
SECONDS: dict[str, float] = {
    "tests/api/test_schemathesis.py::TestStatefulLinksFromLocation": 145,
    "tests/sdk/test_sdk_ts_live.py": 120,
    "tests/deploy/test_scale_out.py": 120,
    "tests/deploy/test_scale_out_bots.py": 100,
    "tests/sdk/test_sdk_bots_live.py": 90,
    "tests/records/test_archive_live.py": 80,
    "tests/worker/test_seats.py": 80,
    "tests/api/test_schemathesis.py::test_stateless_every_operation": 60,
    "tests/worker/test_ottoman_worker.py": 60,
    "tests/cli/test_run.py": 60,
    "tests/contract/test_sdk_py_typed.py": 60,
    "tests/store/test_redis_restart.py": 45,
    "tests/worker/test_worker_failover.py": 40,
    "tests/worker/test_webhooks.py": 40,
    "tests/worker/test_ready_live_workers.py": 40,
    "tests/web/test_web_game_ui.py": 40,
    "tests/web/test_web_build.py": 40,
    "tests/engine/test_random_play.py": 40,
}


def scope_of(nodeid: str) -> str:
    """The work unit of ``nodeid``: its file, or for a file of :data:`SPLIT` its
    top-level test (parameters and methods stripped)."""
    path, _, rest = nodeid.partition("::")
    if path not in SPLIT or not rest:
        return path
    return f"{path}::{rest.split('::', 1)[0].split('[', 1)[0]}"


class LongestFirstFileScheduling(LoadFileScheduling):
    """:class:`xdist.scheduler.LoadFileScheduling` with :func:`scope_of`'s units, the
    longest first."""

    _ordered = False

    def _split_scope(self, nodeid: str) -> str:
        return scope_of(nodeid)

    def _assign_work_unit(self, node) -> None:
        if not self._ordered:
            self._ordered = True
            units = sorted(self.workqueue.items(), key=lambda kv: -SECONDS.get(kv[0], float(len(kv[1]))))
            self.workqueue.clear()
            self.workqueue.update(units)
        super()._assign_work_unit(node)
