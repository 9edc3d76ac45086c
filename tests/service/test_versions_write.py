"""``versions.write``: an ``If-Match: *`` write is planned again after each lost commit
(up to REPLANS plans, then 503 ``write_contention``); a write with a version tag is tried
once, so its lost commit stays a 412."""

from __future__ import annotations

import asyncio

import pytest

from server.service.errors import StaleVersion, Unavailable
from server.service.versions import REPLANS, Expected, write


def _attempts(lose: int):
    calls = []

    async def attempt():
        calls.append(1)
        if len(calls) <= lose:
            raise StaleVersion(len(calls) + 1)
        return "committed"
    return attempt, calls


def test_star_replans_until_its_commit_wins():
    attempt, calls = _attempts(lose=5)
    assert asyncio.run(write(Expected(any=True), attempt)) == "committed" and len(calls) == 6


def test_star_gives_up_with_write_contention_after_replans():
    attempt, calls = _attempts(lose=10 * REPLANS)
    with pytest.raises(Unavailable) as err:
        asyncio.run(write(Expected(any=True), attempt))
    assert err.value.code == "write_contention" and err.value.extra["retry_after"] == 1
    assert len(calls) == REPLANS


@pytest.mark.parametrize("expected", [Expected(versions=frozenset({1})), None])
def test_a_version_tag_is_tried_once(expected):
    attempt, calls = _attempts(lose=1)
    with pytest.raises(StaleVersion):
        asyncio.run(write(expected, attempt))
    assert len(calls) == 1
