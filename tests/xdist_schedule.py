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
    # the longest files whose tests each start their own processes (no module fixture):
    # one unit per test spreads them over the workers instead of one worker's minutes
    "tests/cli/test_run.py",
    "tests/worker/test_seats.py",
    "tests/worker/test_ottoman_worker.py",
    "tests/worker/test_ready_live_workers.py",
})

# Wall seconds of a unit in a one-process run of the whole suite (junit times: setup, call
# and teardown; 2026-12-01 on the shared 2-core machine at a load of 10-19): only the
# order matters, so rough figures do. A unit not listed counts 1 s a test; a test of a
# file of SPLIT not listed counts its share of the file's figure.
SECONDS: dict[str, float] = {
    "tests/cli/test_run.py": 236,
    "tests/records_db/test_move.py": 130,         # issue 40: measured alone at a load of 15
    "tests/records_db/test_transfer.py": 130,
    "tests/records_db/test_records_stack.py": 80,
    "tests/api/test_schemathesis.py::test_stateless_every_operation": 177,
    "tests/worker/test_seats.py": 160,
    "tests/worker/test_ottoman_worker.py": 141,
    "tests/sdk/test_sdk_bots_live.py": 120,
    "tests/sdk/test_sdk_readme.py": 118,
    "tests/engine/test_random_play.py": 112,
    "tests/sdk/test_sdk_ts_live.py": 112,
    "tests/deploy/test_scale_out_bots.py": 100,
    "tests/contract/test_sdk_py_typed.py": 96,
    "tests/worker/test_ready_live_workers.py": 81,
    "tests/worker/test_webhooks.py": 77,
    "tests/web/test_web_bad_input.py": 77,
    "tests/sdk/test_local_engine.py": 76,
    "tests/deploy/test_scale_out.py": 59,
    "tests/render/test_board_svg.py": 55,
    "tests/api/test_if_match_star_race.py": 52,
    "tests/web/test_web_game_ui.py": 51,
    "tests/api/test_talk.py": 48,
    "tests/records/test_archive_live.py": 46,
    "tests/store/test_redis_restart.py": 45,
    "tests/web/test_web_build.py": 45,
    "tests/api/test_body_media_keys_names.py": 44,
    "tests/sdk/test_sdk_generated.py": 43,
    "tests/observability/test_metrics.py": 41,
    "tests/contract/test_breaking_changes.py": 57,
    "tests/contract/test_openapi_bytes.py": 39,
    "tests/engine/test_options.py": 37,
    "tests/sdk/test_tournament.py": 37,
    "tests/contract/test_spec_lint.py": 36,
    "tests/api/test_api_docs_offline.py": 35,
    "tests/api/test_schemathesis.py::TestStatefulLinksFromLocation": 27,
}


def seconds_of(units: dict[str, list]) -> dict[str, float]:
    """The estimated seconds of each work unit (``{unit: its node ids}``): its figure in
    :data:`SECONDS`; else, for a test of a file of :data:`SPLIT` whose file has a figure,
    that figure shared out over the file's units; else 1 s a test."""
    per_file: dict[str, int] = {}
    for unit in units:
        per_file[unit.partition("::")[0]] = per_file.get(unit.partition("::")[0], 0) + 1
    out = {}
    for unit, ids in units.items():
        path = unit.partition("::")[0]
        if unit in SECONDS:
            out[unit] = SECONDS[unit]
        elif unit != path and path in SECONDS:
            out[unit] = SECONDS[path] / per_file[path]
        else:
            out[unit] = float(len(ids))
    return out


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
            secs = seconds_of(dict(self.workqueue))
            units = sorted(self.workqueue.items(), key=lambda kv: -secs[kv[0]])
            self.workqueue.clear()
            self.workqueue.update(units)
        super()._assign_work_unit(node)
