"""How ``make test`` spreads the suite over pytest-xdist workers (``-n N --dist loadfile``):
one work unit per test file (module fixtures, the API/worker subprocesses of a folder's
session fixtures and files a module writes under the repository stay in one process),
except the files of :data:`SPLIT`, whose top-level tests (a parametrized test with all
its cases, a class with its methods) are units of their own, and the files of
:data:`SPLIT_CASES`, whose every test case is one. Units are handed out longest first
(:data:`SECONDS`), so no long file starts last and leaves the other workers idle at the end.

A file belongs in SPLIT when it is long and has no module-, class- or session-scoped fixture
of its own (its tests would otherwise set it up once per process that runs one of them).
``python tests/xdist_schedule.py JUNIT.xml`` prints the figures of a run's junit report
to paste into :data:`SECONDS`.

Without ``-n`` (a plain ``pytest``) none of this is used."""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

from xdist.scheduler import LoadFileScheduling

SPLIT = frozenset({
    # the longest files whose tests each start their own processes (no module fixture):
    # one unit per test spreads them over the workers instead of one worker's minutes
    "tests/cli/test_run.py",
    "tests/worker/test_seats.py",
    "tests/worker/test_ottoman_worker.py",
    "tests/worker/test_ready_live_workers.py",
    # long files with no fixture of their own above function scope (each test makes its own
    # games, stores, children or Optic run): 2026-12-05, each was one worker's minutes
    "tests/api/test_talk.py",
    "tests/api/test_body_media_keys_names.py",
    "tests/api/test_response_headers.py",
    "tests/api/test_lost_replies.py",
    "tests/api/test_accounts.py",
})

SPLIT_CASES = frozenset({
    # schemathesis' operations and its state machine: the module's app is made at import
    # (collection), in every process anyway
    "tests/api/test_schemathesis.py",
    "tests/kinds/ottomans/test_properties.py",   # CPU-bound whole games of the Ottomans engine
    "tests/records_db/test_move.py",             # on SQLite and PostgreSQL, each its own
    "tests/records_db/test_transfer.py",         #   schema, namespace and API
})

# Seconds of a unit (setup, call and teardown of its tests in a junit report of `make
# test`, 2026-12-05 at a load of 20-30 on the shared 2-core machine, scaled by 0.165 to a
# quiet run's total: ``python tests/xdist_schedule.py JUNIT.xml``): only the order matters,
# so rough figures do. A unit not listed (a new file) counts DEFAULT_S a test; a unit of
# a file of SPLIT / SPLIT_CASES not listed counts its share of the file's figure.
DEFAULT_S = 1.0
SECONDS: dict[str, float] = {
    "tests/web/test_web_ottomans.py": 25,         # S1's first turn, 2 seats, in the browser (2026-12-06: 74 s at a load of ~15, the 3 turns 187 s)
    "tests/sdk/test_account_bot_live.py": 30,     # issue 33 item 7: account bots' games (2026-12-05)
    "tests/api/test_seeks_live.py": 25,           # quick play: two APIs, 2 x 100 seeks, two SIGKILLs (2026-12-05)
    "tests/web/test_web_accounts.py": 20,         # account pages in the browser (2026-12-05)
    "tests/kinds/ottomans/test_ottomans_channels_live.py": 20,   # webhooks, talk, hidden information (2026-12-05)
    "tests/sdk/test_sdk_readme.py": 56,
    "tests/kinds/ottomans/test_board_picture.py": 41,
    "tests/contract/test_breaking_changes.py": 40,   # one Optic run, read by the check and its negative control
    "tests/api/test_response_headers.py::test_spec_declares_response_headers": 3,   # the spec made once a process
    "tests/contract/test_kind_spec.py": 27,
    "tests/api/test_talk.py::test_text_refused_like_player_names": 27,
    "tests/web/test_web_keyboard.py": 24,
    "tests/api/test_request_inputs.py": 24,
    "tests/api/test_lost_replies.py::test_lost_commit_replies_apply_once_and_answer_what_landed": 24,
    "tests/sdk/test_sdk_generated.py": 23,
    "tests/sdk/test_local_engine.py": 23,
    "tests/kinds/ottomans/test_ottomans_live.py": 23,
    "tests/records/test_archive_live.py": 23,
    "tests/kinds/ottomans/test_components.py": 22,
    "tests/cli/test_serve_workers.py": 22,
    "tests/web/test_web_turn.py": 22,
    "tests/contract/test_spec_lint.py": 22,
    "tests/api/test_schemathesis.py::test_stateless_every_operation[POST /games/{game_id}/actions]": 22,
    "tests/engine/test_random_play.py": 21,
    "tests/api/test_head.py": 20,
    "tests/web/test_web_lobby_end.py": 20,
    "tests/contract/test_openapi_bytes.py": 20,
    "tests/api/test_store_write_refused.py": 20,
    "tests/web/test_web_build.py": 19,
    "tests/api/test_body_media_keys_names.py::test_invisible_and_confusable_names_are_400_invalid_name": 19,
    "tests/web/test_web_game_ui.py": 19,
    "tests/api/test_status_codes.py": 19,
    "tests/api/test_player_names.py": 18,
    "tests/sdk/test_kindplay.py": 18,
    "tests/sdk/test_sdk_ts_live.py": 18,
    "tests/api/test_fanout_failover.py": 18,
    "tests/kinds/ottomans/test_properties.py::test_random_games_finish_without_crash_or_dead_end[2-4]": 9,
    "tests/render/test_map_current.py": 17,
    "tests/web/test_web_map_play.py": 17,
    "tests/records_db/test_transfer.py::test_a_damaged_line_is_refused_naming_it_and_nothing_of_its_batch_is_written[postgres]": 17,
    "tests/deploy/test_scale_out_bots.py": 16,
    "tests/records_db/test_records_stack.py": 15,
    "tests/kinds/ottomans/test_properties.py::test_every_offered_action_accepted_and_every_other_refused[2-4-False]": 15,
    "tests/contract/test_sdk_py_typed.py": 2,   # reads the session's mypy run (tests/sdk_mypy.py), made by test_sdk_readme first
    "tests/api/test_body_decoding.py": 14,
    "tests/web/test_web_seats_history.py": 14,
    "tests/kinds/ottomans/test_properties.py::test_every_offered_action_accepted_and_every_other_refused[3-3-True]": 14,
    "tests/api/test_body_media_keys_names.py::test_ordinary_names_in_one_script_are_accepted": 14,
    "tests/render/test_board_svg.py": 13,
    "tests/observability/test_tracing.py": 13,
    "tests/sdk/test_tournament.py": 13,
    "tests/records_db/test_transfer.py::test_export_then_import_into_an_empty_deployment_reads_and_lists_the_same[postgres]": 13,
    "tests/records_db/test_move.py::test_a_sigkill_at_each_step_leaves_the_game_live_or_stored_never_neither[postgres-before_lua]": 13,
    "tests/web/test_web_talk.py": 13,
    "tests/web/test_web_caching.py": 13,
    "tests/kinds/ottomans/test_properties.py::test_random_games_finish_without_crash_or_dead_end[4-4]": 6,
    "tests/api/test_if_match_star_race.py": 12,
    "tests/worker/test_seats.py::test_while_a_seat_is_taken_over_bots_play_at_the_takeover_pace_and_the_human_takes_it_back": 12,
    "tests/records_db/test_transfer.py::test_a_damaged_line_is_refused_naming_it_and_nothing_of_its_batch_is_written[sqlite]": 12,
    "tests/records_db/test_move.py::test_a_sigkill_at_each_step_leaves_the_game_live_or_stored_never_neither[sqlite-after_lua]": 12,
    "tests/records_db/test_move.py::test_a_record_store_outage_is_a_503_and_the_game_comes_back_with_it[postgres]": 12,
    "tests/records_db/test_move.py::test_a_sigkill_at_each_step_leaves_the_game_live_or_stored_never_neither[sqlite-before_store]": 12,
    "tests/api/test_if_match.py": 11,
    "tests/docs/test_site.py": 11,
    "tests/kinds/ottomans/test_properties.py::test_random_games_finish_without_crash_or_dead_end[3-4]": 6,
    "tests/api/test_metrics_port.py": 11,
    "tests/api/test_schemathesis.py::TestStatefulLinksFromLocation::runTest": 11,
    "tests/api/test_docs_site.py": 11,
    "tests/worker/test_webhooks.py": 11,
    "tests/deploy/test_scale_out.py": 10,
    "tests/store/test_redis_restart.py": 10,
    "tests/records_db/test_move.py::test_a_sigkill_at_each_step_leaves_the_game_live_or_stored_never_neither[sqlite-before_lua]": 10,
    "tests/web/test_web_ally.py": 10,
    "tests/web/test_web_readable.py": 10,
    "tests/records_db/test_move.py::test_a_sigkill_at_each_step_leaves_the_game_live_or_stored_never_neither[postgres-before_store]": 10,
    "tests/api/test_readme.py": 10,
    "tests/cli/test_stack.py": 10,
    "tests/worker/test_seats.py::test_a_bot_job_that_crashes_after_its_commit_is_not_applied_twice": 9,
    "tests/worker/test_ready_live_workers.py::test_ready_stops_counting_workers_that_stop_cleanly_and_none_comes_back": 9,
    "tests/api/test_body_media_keys_names.py::test_a_body_that_is_not_application_json_is_415": 9,
    "tests/cli/test_embedded_redis.py": 9,
    "tests/kinds/ottomans/test_properties.py::test_random_games_finish_without_crash_or_dead_end[2-3]": 4,
    "tests/records_db/test_transfer.py::test_verify_names_a_game_in_play_a_missing_one_and_a_damaged_record[postgres]": 9,
    "tests/records_db/test_move.py::test_a_sigkill_at_each_step_leaves_the_game_live_or_stored_never_neither[postgres-after_lua]": 9,
    "tests/worker/test_seats.py::test_a_crash_between_the_ottoman_phase_end_and_its_hand_off_still_gets_the_bot_turn_played": 9,
    "tests/sdk/test_sdk_packaging.py": 9,
    "tests/kinds/ottomans/test_choices.py": 9,
    "tests/records_db/test_move.py::test_a_record_store_outage_is_a_503_and_the_game_comes_back_with_it[sqlite]": 8,
    "tests/records_db/test_transfer.py::test_verify_names_a_game_in_play_a_missing_one_and_a_damaged_record[sqlite]": 8,
    "tests/api/test_watch_slots.py": 8,
    "tests/kinds/ottomans/test_properties.py::test_random_games_finish_without_crash_or_dead_end[3-3]": 4,
    "tests/contract/test_import_contract.py": 8,
    "tests/kinds/test_tiny_kind_live.py": 7,
    "tests/api/test_full_disk.py": 7,
    "tests/api/test_bench_floor.py": 7,
    "tests/api/test_talk.py::test_the_rate_is_counted_in_redis_so_two_api_processes_agree": 7,
    "tests/deploy/test_manifests.py": 7,
    "tests/worker/test_seats.py::test_a_worker_sigkilled_mid_bot_turn_the_turn_completes_exactly_once": 7,
    "tests/cli/test_run.py::test_signal_to_run_group_stops_api_worker_and_redis": 7,
    "tests/web/test_web_layout.py": 7,
    "tests/sdk/test_spec_examples.py": 7,
    "tests/kinds/ottomans/test_properties.py::test_every_offered_action_accepted_and_every_other_refused[4-3-False]": 7,
    "tests/api/test_positions_redaction.py": 7,
}


def seconds_of(units: dict[str, list]) -> dict[str, float]:
    """The estimated seconds of each work unit (``{unit: its node ids}``): its figure in
    :data:`SECONDS`; else, for a unit of a file of :data:`SPLIT` or :data:`SPLIT_CASES`
    whose file has a figure, that figure shared out over the file's units; else
    :data:`DEFAULT_S` a test."""
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
            out[unit] = DEFAULT_S * len(ids)
    return out


def scope_of(nodeid: str) -> str:
    """The work unit of ``nodeid``: its file; for a file of :data:`SPLIT` its top-level
    test (parameters and methods stripped); for a file of :data:`SPLIT_CASES` the node id."""
    path, _, rest = nodeid.partition("::")
    if not rest or path not in SPLIT | SPLIT_CASES:
        return path
    if path in SPLIT_CASES:
        return nodeid
    return f"{path}::{rest.split('::', 1)[0].split('[', 1)[0]}"


def figures_from_junit(path: Path, scale: float = 1.0, root: Path = Path(".")) -> dict[str, float]:
    """``{unit: seconds}`` of a junit report (each test's time, summed over its unit by
    :func:`scope_of`, times ``scale``); ``root``: the repository, to tell a class from a file."""
    import xml.etree.ElementTree as ET

    out: dict[str, float] = defaultdict(float)
    for tc in ET.parse(path).getroot().iter("testcase"):
        parts = (tc.get("classname") or "").split(".")
        for n in range(len(parts), 0, -1):
            if (root / ("/".join(parts[:n]) + ".py")).is_file():
                break
        nodeid = "::".join(["/".join(parts[:n]) + ".py", *parts[n:], tc.get("name") or ""])
        out[scope_of(nodeid)] += float(tc.get("time") or 0) * scale
    return dict(out)


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


def main(argv: list[str]) -> None:
    """``python tests/xdist_schedule.py JUNIT.xml [SCALE [N]]``: the N (default 60) longest
    units of the report, as lines of :data:`SECONDS`."""
    scale = float(argv[2]) if len(argv) > 2 else 1.0
    top = int(argv[3]) if len(argv) > 3 else 60
    figures = figures_from_junit(Path(argv[1]), scale, Path(__file__).resolve().parents[1])
    for unit, secs in sorted(figures.items(), key=lambda kv: -kv[1])[:top]:
        print(f'    "{unit}": {secs:.0f},')


if __name__ == "__main__":
    main(sys.argv)
