"""The automatic phase's RQ job id, planned with the commit that starts the phase
(:mod:`.steps`) and used by the enqueuer (:mod:`.enqueue`, which re-exports it): its own
module, below both, so that neither imports the other to name a job."""

from __future__ import annotations


def phase_job_id(game_id: str, phase: tuple[str, int], suffix: str | None = None) -> str:
    """Deterministic job id per game and automatic phase ``(name, round)`` (``suffix`` for a
    resumed phase): ``<name>-<game_id>-<round>[-<suffix>]`` (1821: ``ottoman-<id>-<round>``).
    RQ 2.x accepts only letters, digits, ``_`` and ``-`` in job ids."""
    base = f"{phase[0]}-{game_id}-{phase[1]}"
    return f"{base}-{suffix}" if suffix else base
