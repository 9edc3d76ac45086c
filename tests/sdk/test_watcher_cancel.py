"""A bot task is cancellable at every wait, even when the cancel and the wake-up it
waits for land in the same event-loop turn. Python 3.11's ``asyncio.wait_for`` returns
the woken result then and drops the cancel (gh-86296): a bot cancelled as an event
arrived played on until its game ended (CI, tests/sdk/test_sdk_bots_cancel.py timed out
after 120 s while ``asyncio.run`` waited for the bots it had cancelled)."""

from __future__ import annotations

import asyncio

import pytest

from battle1821_bots.events import GameWatcher


async def _cancel_as_woken(wait, wake) -> str:
    """Start ``wait()``, let it block, then wake it and cancel it in the same turn."""
    task = asyncio.create_task(wait())
    for _ in range(3):
        await asyncio.sleep(0)
    assert not task.done()
    await wake()
    assert task.cancel()
    try:
        await task
    except asyncio.CancelledError:
        return "cancelled"
    return "woke and ignored the cancel"


def test_wait_past_obeys_a_cancel_that_lands_with_the_event():
    async def main():
        w = GameWatcher(client=None, game_id="g")   # type: ignore[arg-type]  (no request is made)

        async def event():
            w.latest_version = 1
            async with w._cond:
                w._cond.notify_all()
        return await _cancel_as_woken(lambda: w.wait_past(0, timeout=30), event)

    assert asyncio.run(main()) == "cancelled"


def test_settled_obeys_a_cancel_that_lands_with_the_answer():
    async def main():
        w = GameWatcher(client=None, game_id="g")   # type: ignore[arg-type]
        w.begin()

        async def answer():
            w.end()
        return await _cancel_as_woken(lambda: w.settled(timeout=30), answer)

    assert asyncio.run(main()) == "cancelled"


@pytest.mark.parametrize("timeout", [0.01])
def test_the_waits_still_time_out(timeout):
    async def main():
        w = GameWatcher(client=None, game_id="g")   # type: ignore[arg-type]
        w.begin()
        await w.settled(timeout)
        return await w.wait_past(0, timeout)

    assert asyncio.run(main()) is False
