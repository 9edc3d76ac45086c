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
    # schemathesis' operations and its state machine: every process collects the module
    # anyway; one that runs a case pays ~0.12 CPU s once (the app made, its lifespan started)
    # and ~12 CPU ms each time it enters the module again between other files' units (the
    # module's portal, lifespan start and stop; 2026-12-07: 8 entries a `make test`, 4 more
    # than one a process, ~0.05 CPU s): the cases fill the schedule's tail for that
    "tests/api/test_schemathesis.py",
    "tests/kinds/ottomans/test_properties.py",   # CPU-bound whole games of the Ottomans engine
    "tests/records_db/test_move.py",             # on SQLite and PostgreSQL, each its own
    "tests/records_db/test_transfer.py",         #   schema, namespace and API
})

# Tests of SPLIT_CASES files whose cases are one unit all the same: they share what one
# process starts once (test_move's SIGKILL cases: the fork server of their moving children,
# ~0.5 CPU s to start, which four workers would each start)
TOGETHER = frozenset({
    "tests/records_db/test_move.py::test_a_sigkill_at_each_step_leaves_the_game_live_or_stored_never_neither",
})

# Seconds of a unit (setup, call and teardown of its tests in a junit report of `make
# test`, 2026-12-07 21:42 on session 26's 2-core machine, nothing else running, 339 s in all:
# ``python tests/xdist_schedule.py JUNIT.xml 1.0 200``, every unit of 1 s or more): only the
# order matters, so rough figures do. A unit not listed counts DEFAULT_S a test (a new file
# is taken for a long one, handed out early, until its figure is added: a unit that is
# long and counted short is handed out among the last and ends the run alone); a unit of a
# file of SPLIT / SPLIT_CASES not listed counts its share of the file's figure.
DEFAULT_S = 1.0
SECONDS: dict[str, float] = {
    "tests/sdk/test_sdk_readme.py": 102,
    "tests/sdk/test_sdk_ts_live.py": 45,
    "tests/kinds/ottomans/test_ottomans_live.py": 41,
    "tests/web/test_web_ottomans.py": 55,    # session 27: + the late-stream checkpoint test (19 s)
    "tests/web/test_web_seats_history.py": 31,
    "tests/web/test_web_game_ui.py": 27,
    "tests/sdk/test_account_bot_live.py": 27,
    "tests/kinds/ottomans/test_ottomans_channels_live.py": 26,
    "tests/web/test_web_build.py": 23,
    "tests/api/test_api_docs_offline.py": 21,
    "tests/worker/test_webhooks.py": 20,
    "tests/api/test_seeks_live.py": 17,
    "tests/deploy/test_scale_out.py": 16,
    "tests/contract/test_vendor.py": 16,
    "tests/api/test_docs_site.py": 15,
    "tests/worker/test_worker_queue_socket_timeout.py": 13,   # session 27: its waits counted, not slept
    "tests/worker/test_worker_stops_on_sigterm.py": 6,       # session 27: 1 s waits for a job
    "tests/web/test_web_ottomans_page.py": 14,
    "tests/worker/test_watchdog_quiet_while_down.py": 8,     # session 27: a pass every 0.2 s
    "tests/worker/test_worker_own_connection.py": 6,         # session 27 (12.6 s before, counted 2)
    "tests/worker/test_worker_exits_nonzero_on_redis_failure.py": 15,   # session 27 (new; 3 tests counted 3)
    # waits on the takeover pace through as many paced bot actions as the game takes to give
    # the human a window: 6.6-31 s on 2026-12-07 (13.3 s in the quiet run above): counted
    # 15, among its peers, so it never runs alone at the end
    "tests/worker/test_seats.py::test_while_a_seat_is_taken_over_bots_play_at_the_takeover_pace_and_the_human_takes_it_back": 15,
    "tests/api/test_fanout_failover.py": 13,
    "tests/web/test_web_accounts.py": 13,
    "tests/deploy/test_cluster_fanout.py": 10,               # session 27: the replica synced at once
    "tests/sdk/test_sdk_bots_live.py": 12,
    "tests/kinds/test_tiny_kind_live.py": 12,
    "tests/service/test_fanout.py": 12,
    "tests/web/test_web_keyboard.py": 11,
    "tests/api/test_limits.py": 11,
    "tests/store/test_redis_restart.py": 11,
    "tests/contract/test_kind_spec.py": 11,
    "tests/web/test_web_takeover.py": 10,
    "tests/worker/test_worker_failover.py": 10,
    "tests/worker/test_ready_live_workers.py::test_ready_stops_counting_workers_that_stop_cleanly_and_none_comes_back": 10,
    "tests/contract/test_breaking_changes.py": 10,
    "tests/worker/test_seats.py::test_a_clock_runs_out_a_bot_takes_over_and_hands_the_seat_back": 9,
    "tests/web/test_web_bad_input.py": 9,
    "tests/cli/test_run.py::TestRestartedChildren": 9,
    "tests/records_db/test_records_stack.py": 9,
    "tests/api/test_schemathesis.py::test_stateless_every_operation[POST /games/{game_id}/actions]": 8,
    "tests/kinds/ottomans/test_hidden_hands_O227.py": 8,
    "tests/worker/test_worker_survives_redis_restart.py": 8,
    "tests/engine/test_random_play.py": 8,
    "tests/store/test_compact.py": 8,
    "tests/web/test_web_newcomer_finds25.py": 8,
    "tests/docs/test_site.py": 7,
    "tests/contract/test_spec_lint.py": 7,
    "tests/records_db/test_move.py::test_a_sigkill_at_each_step_leaves_the_game_live_or_stored_never_neither": 7,
    "tests/api/test_schemathesis.py::test_stateless_every_operation[POST /games/{game_id}/actions/check]": 7,
    "tests/web/test_page_wait.py": 7,
    "tests/cli/test_stack.py": 7,
    "tests/api/test_cursor_past_end.py": 7,
    "tests/web/test_web_ottomans_windows.py": 7,
    "tests/render/test_board_svg.py": 7,
    "tests/api/test_ratelimit_leases.py": 6,
    "tests/records/test_archive_live.py": 6,
    "tests/test_xdist_end.py": 6,
    "tests/worker/test_seats.py::test_a_clock_deadline_is_enforced_once_by_the_watchdog_when_no_scheduler_runs": 6,
    "tests/web/test_web_ottomans_newcomer.py": 6,
    "tests/kinds/ottomans/test_board_picture.py": 6,
    "tests/sdk/test_spec_examples.py": 6,
    "tests/api/test_lost_replies.py::test_lost_commit_replies_apply_once_and_answer_what_landed": 6,
    "tests/api/test_seeks.py": 6,
    "tests/worker/test_ready_live_workers.py::test_a_worker_name_is_free_again_soon_after_its_holder_is_sigkilled": 6,
    "tests/cli/test_serve_workers.py": 6,
    "tests/cli/test_run.py::test_a_game_survives_a_stop_and_start_and_a_game_over_is_served_from_sqlite_after_it": 6,
    "tests/cli/test_embedded_redis.py": 5,
    "tests/observability/test_metrics.py": 5,
    "tests/test_bench_bgio.py": 5,
    "tests/kinds/ottomans/test_components.py": 5,
    "tests/kinds/ottomans/test_reference_moves.py": 5,
    "tests/web/test_web_lobby_end.py": 5,
    "tests/records_db/test_transfer.py::test_export_then_import_into_an_empty_deployment_reads_and_lists_the_same[postgres]": 5,
    "tests/sdk/test_sdk_generated.py": 5,
    "tests/web/test_web_map_play.py": 5,
    "tests/worker/test_seats.py::test_a_crash_between_the_ottoman_phase_end_and_its_hand_off_still_gets_the_bot_turn_played": 5,
    "tests/records_db/test_transfer.py::test_export_then_import_into_an_empty_deployment_reads_and_lists_the_same[sqlite]": 4,
    "tests/web/test_web_ally.py": 4,
    "tests/sdk/test_sdk_ts_retry_after.py": 4,
    "tests/web/test_web_talk.py": 4,
    "tests/contract/test_import_contract.py": 4,
    "tests/sdk/test_tournament.py": 4,
    "tests/deploy/test_deploy_tools.py": 4,
    "tests/worker/test_seats.py::test_a_worker_sigkilled_mid_bot_turn_the_turn_completes_exactly_once": 4,
    "tests/web/test_web_ottomans_moves.py": 4,
    "tests/contract/test_openapi_bytes.py": 4,
    "tests/worker/test_seats.py::test_a_bot_job_that_crashes_after_its_commit_is_not_applied_twice": 4,
    "tests/api/test_if_match_star_race.py": 4,
    "tests/test_forks.py": 4,
    "tests/web/test_web_turn.py": 4,
    "tests/records_db/test_transfer.py::test_import_verify_and_move_with_the_state_on_a_redis_cluster": 4,
    "tests/web/test_web_layout.py": 3,
    "tests/web/test_web_readable.py": 3,
    "tests/deploy/test_cluster_seeds.py": 3,
    "tests/worker/test_ottoman_worker.py::test_r27_sigkilled_worker_mid_phase_completes_exactly_once": 3,
    "tests/api/test_schemathesis.py::test_stateless_every_operation[POST /games]": 3,
    "tests/sdk/test_local_engine.py": 3,
    "tests/worker/test_ottoman_worker.py::test_r19_decision_timeout_applied_by_the_watchdog_when_no_scheduler_runs": 3,
    "tests/cli/test_run.py::test_second_run_on_the_same_data_dir_or_port_fails_clearly_and_a_dead_redis_stops_the_first": 3,
    "tests/kinds/test_account_games_live.py": 3,
    "tests/worker/test_ottoman_worker.py::test_r19_decision_timeout_applies_never_decline_and_the_phase_goes_on": 3,
    "tests/api/test_full_disk.py": 3,
    "tests/worker/test_ottoman_worker.py::test_r19_greek_phase_decision_timeout_through_the_api": 3,
    "tests/worker/test_ottoman_worker.py::test_a_phase_committed_but_never_handed_off_is_found_and_run": 3,
    "tests/engine/test_golden.py": 3,
    "tests/api/test_schemathesis.py::TestStatefulLinksFromLocation::runTest": 3,
    "tests/worker/test_worker_heartbeats.py": 3,
    "tests/deploy/test_cluster_create_once.py": 3,
    "tests/kinds/ottomans/test_search_policy.py": 3,
    "tests/api/test_readme.py": 3,
    "tests/worker/test_ready_live_workers.py::test_ready_stops_counting_a_sigkilled_worker_once_its_liveness_key_runs_out": 3,
    "tests/web/test_web_lobby_kinds25.py": 3,
    "tests/api/test_schemathesis.py::test_stateless_every_operation[POST /challenges]": 3,
    "tests/sdk/test_kindplay.py": 3,
    "tests/kinds/ottomans/test_golden_ottomans.py": 3,
    "tests/worker/test_worker_survives_refused_writes.py": 3,
    "tests/deploy/test_cluster_clients.py": 2,
    "tests/records_db/test_move.py::test_with_a_retention_the_record_expires_with_its_pointer_and_a_purge_deletes_it[postgres]": 2,
    "tests/api/test_retention.py": 2,
    "tests/test_ci_skips.py": 2,
    "tests/kinds/ottomans/test_bench_ottomans.py": 2,
    "tests/kinds/ottomans/test_properties.py::test_every_offered_action_accepted_and_every_other_refused[2-4-False]": 2,
    "tests/web/test_web_board_replay.py": 2,
    "tests/worker/test_ottoman_worker.py::test_a_phase_whose_job_a_dying_worker_popped_but_never_started_is_run_again": 2,
    "tests/api/test_bench_floor.py": 2,
    "tests/api/test_live_server.py": 2,
    "tests/records_db/test_move.py::test_with_a_retention_the_record_expires_with_its_pointer_and_a_purge_deletes_it[sqlite]": 2,
    "tests/kinds/ottomans/test_properties.py::test_random_games_finish_without_crash_or_dead_end[3-4]": 2,
    "tests/api/test_lost_replies.py::test_table_talk_posts_whose_replies_are_lost_are_posted_once": 2,
    "tests/worker/test_ottoman_worker.py::test_r20_greek_actions_get_409_ottoman_phase_while_the_phase_runs": 2,
    "tests/engine/test_options.py": 2,
    "tests/api/test_fast_actions.py": 2,
    "tests/sdk/test_readme_bot.py": 2,
    "tests/kinds/ottomans/test_properties.py::test_every_offered_action_accepted_and_every_other_refused[3-3-True]": 2,
    "tests/web/test_web_caching.py": 2,
    "tests/cli/test_run.py::test_sigkill_of_run_takes_api_worker_and_redis_with_it": 2,
    "tests/sdk/test_ottomans_bot_doc.py": 2,
    "tests/api/test_store_write_refused.py": 2,
    "tests/kinds/ottomans/test_choices.py": 2,
    "tests/deploy/test_manifests.py": 2,
    "tests/api/test_talk.py::test_long_poll_wakes_on_a_readable_message_only": 2,
    "tests/sdk/test_search_bot.py": 2,
    "tests/kinds/ottomans/test_properties.py::test_every_offered_action_accepted_and_every_other_refused[4-3-False]": 2,
    "tests/api/test_schemathesis.py::test_stateless_every_operation[POST /games/{game_id}/messages]": 2,
    "tests/worker/test_worker_nice.py": 2,
    "tests/api/test_schemathesis.py::test_stateless_every_operation[POST /games/{game_id}/players]": 2,
    "tests/api/test_openapi.py": 2,
    "tests/worker/test_ottoman_worker.py::test_worker_health_probe_sees_this_hosts_worker_on_its_queue": 2,
    "tests/engine/test_replay_corpus.py": 1,
    "tests/api/test_schemathesis.py::test_stateless_every_operation[GET /leaderboards/{kind}]": 1,
    "tests/kinds/ottomans/test_takeover_policies.py": 1,
    "tests/kinds/ottomans/test_properties.py::test_random_games_finish_without_crash_or_dead_end[4-4]": 1,
    "tests/engine/test_fast_paths.py": 1,
    "tests/kinds/ottomans/test_properties.py::test_every_offered_action_accepted_and_every_other_refused[3-2-False]": 1,
    "tests/kinds/ottomans/test_properties.py::test_random_games_finish_without_crash_or_dead_end[2-4]": 1,
    "tests/records_db/test_store.py": 1,
    "tests/store/test_listing_index.py": 1,
    "tests/worker/test_worker_gc_freeze.py": 1,
    "tests/worker/test_ottoman_worker.py::test_two_workers_take_the_same_game_one_commit_wins_nothing_applied_twice": 1,
    "tests/worker/test_seats.py::test_resign_with_takeover_on_resign_hands_the_seat_to_a_bot": 1,
    "tests/worker/test_watchdog_reregisters.py": 1,
    "tests/worker/test_ottoman_worker.py::test_the_api_hand_off_on_a_kept_direct_connection_is_the_same_round_trip": 1,
    "tests/sdk/test_env.py": 1,
    "tests/api/test_watch_slots.py": 1,
    "tests/kinds/ottomans/test_properties.py::test_random_games_finish_without_crash_or_dead_end[4-3]": 1,
    "tests/records_db/test_transfer.py::test_a_damaged_line_is_refused_naming_it_and_nothing_of_its_batch_is_written[sqlite]": 1,
    "tests/api/test_metrics_port.py": 1,
    "tests/api/test_schemathesis.py::test_the_schema_tested_is_the_one_the_app_serves": 1,
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
        if unit.startswith(CHAIN):     # its files' figures, summed
            files: dict[str, int] = {}
            for i in ids:
                files[i.partition("::")[0]] = files.get(i.partition("::")[0], 0) + 1
            out[unit] = sum(SECONDS.get(f, DEFAULT_S * n) for f, n in files.items())
        elif unit in SECONDS:
            out[unit] = SECONDS[unit]
        elif unit != path and path in SECONDS:
            out[unit] = SECONDS[path] / per_file[path]
        else:
            out[unit] = DEFAULT_S * len(ids)
    return out


BROWSER_CHAINS = 2
"""The browser test files (``browsers.browser_file``: ``tests/web`` and the API reference's
and docs site's pages) are not a unit each but :data:`BROWSER_CHAINS` units of several files
(:func:`browser_chains`): ``tests/conftest.py`` keeps the process's Chromium
(``tests/browsers.py``) open while browser tests follow each other and closes it before any
other test, so each run of browser files in a process paid a launch (Playwright's Node
driver, Chromium's browser, GPU and network processes: ~1 CPU s). Interleaved with the rest of
the suite by the longest-first order, ``make test`` launched Chromium 20 times in 4 processes
(2026-12-07, session 24's baseline: 18 runs of web files and the two docs files' own); in two
chains, twice."""
CHAIN = "browser chain"


def browser_chains(root: Path | None = None) -> dict[str, str]:
    """``{file: its chain's unit}`` of the browser test files: spread over
    :data:`BROWSER_CHAINS` chains by their :data:`SECONDS`, the longest first, each to the
    chain with the fewest seconds so far (the files in their collection order within a chain)."""
    from browsers import BROWSER_FILES

    root = root or Path(__file__).resolve().parents[1]
    files = sorted({f"tests/web/{p.name}" for p in (root / "tests/web").glob("test_*.py")} | BROWSER_FILES)
    load = [0.0] * BROWSER_CHAINS
    out = {}
    for f in sorted(files, key=lambda f: -SECONDS.get(f, DEFAULT_S)):
        i = load.index(min(load))
        load[i] += SECONDS.get(f, DEFAULT_S)
        out[f] = f"{CHAIN} {i + 1}"
    return out


_CHAINS: dict[str, str] | None = None


def unit_of(nodeid: str) -> str:
    """The work unit of ``nodeid`` in ``make test``'s schedule: its browser chain for a
    browser test file (:func:`browser_chains`), else :func:`scope_of`."""
    global _CHAINS
    if _CHAINS is None:
        _CHAINS = browser_chains()
    path = nodeid.partition("::")[0]
    return _CHAINS.get(path) or scope_of(nodeid)


def scope_of(nodeid: str) -> str:
    """The work unit of ``nodeid``: its file; for a file of :data:`SPLIT` its top-level
    test (parameters and methods stripped); for a file of :data:`SPLIT_CASES` the node id
    (a test of :data:`TOGETHER`: the test, all its cases)."""
    path, _, rest = nodeid.partition("::")
    if not rest or path not in SPLIT | SPLIT_CASES:
        return path
    test = f"{path}::{rest.split('::', 1)[0].split('[', 1)[0]}"
    return nodeid if path in SPLIT_CASES and test not in TOGETHER else test


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
        return unit_of(nodeid)

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
