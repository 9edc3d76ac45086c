"""RQ jobs of the game flow, thin adapters over the async use cases of
:mod:`server.service.automation` (each runs on the worker thread's loop,
:mod:`server.worker.runtime`): a game kind's automatic phase (1821: the Ottoman phase,
R20-R24), decision timeouts (1821: R19) and archives, exactly once (the use cases' module
says how).

- :func:`run_automatic_phase` ``(game_id, round, name)``: the automatic phase ``(name,
  round)`` (the kind's ``automatic_phase``); job id ``<name>-<game_id>-<round>``
  (1821: ``ottoman-<id>-<round>``). An exception on the last RQ retry marks the phase
  ``failed`` (with the error) before it propagates.
- :func:`apply_decision_timeout` ``(game_id, version)``: scheduled with ``enqueue_in``
  when a decision is asked in a game with ``decision_timeout_s``; the watchdog catches
  any the scheduler missed.
- :func:`archive_game` ``(game_id)``: the API enqueues it after a finishing action or a
  cancel; the watchdog's sweep catches any game left over.
"""

from __future__ import annotations

from rq import get_current_job

from server.service.automation import Automation

from .runtime import Runtime, run


def _job_id() -> str | None:
    job = get_current_job()
    return job.id if job is not None else None


def automation(rt: Runtime, queue_name: str | None = None) -> Automation:
    """The automation use cases of this thread, handing off to ``queue_name`` (default: the job's)."""
    return Automation(rt.context(queue_name), archive_games=rt.settings.archive)


def run_automatic_phase(game_id: str, round: int, name: str | None = None) -> str:
    """RQ job: run (the rest of) the automatic phase ``(name, round)`` of ``game_id``
    (:meth:`Automation.run_phase`; ``name`` None, a job enqueued before jobs carried it: the
    round's automatic phase). Returns ``done``, ``awaiting_decision``, ``moved_on``,
    ``lost_race`` or ``missing``."""
    job_id = _job_id()
    try:
        return run(lambda rt: automation(rt).run_phase(game_id, (name, round), job_id))
    except Exception as exc:
        job = get_current_job()
        if job is None or not job.retries_left:
            error = f"{type(exc).__name__}: {exc}"
            run(lambda rt: automation(rt).mark_failed(game_id, (name, round), error, job_id))
        raise


def archive_game(game_id: str) -> str:
    """RQ job: archive a game that is over (:meth:`Automation.archive`)."""
    return run(lambda rt: automation(rt).archive(game_id))


def apply_decision_timeout(game_id: str, version: int) -> str:
    """RQ job: R19 ``decision_timeout_s`` ran out for the decision pending at ``version``
    (:meth:`Automation.decision_timeout`). Returns ``answered``, ``moved_on`` or what the
    automatic phase it resumed returned."""
    job_id = _job_id()
    return run(lambda rt: automation(rt).decision_timeout(game_id, version, job_id))
