"""Every bench module runs on a throwaway Redis of its own unless ``--redis-url`` names one
(session 27, odds27): before, ``bench.callgrind``, ``bench.mix`` (without ``--own-redis``)
and the other ``bench.http_load.Stack`` users ran on the Redis answering at
``DEFAULT_REDIS_URL`` (the machine's 127.0.0.1:6379) when there was one
(``Stack.reuse_or_start_redis``), under a private key prefix.

Real parts: a private Redis plays the machine's one (``server.stack.DEFAULT_REDIS_URL``
pointed at it), and the bench stack starts a real API process."""

from __future__ import annotations

import argparse

import redis

import server.stack as sstack
from bench import http_load, run_args
from support import private_redis


def test_a_bench_stack_starts_its_own_redis_though_one_answers_at_the_default(monkeypatch):
    with private_redis() as decoy:
        monkeypatch.setattr(sstack, "DEFAULT_REDIS_URL", decoy)
        r = redis.Redis.from_url(decoy)
        before = int(r.info("stats")["total_commands_processed"])
        stack = http_load.Stack(None, worker=False, log_level="WARNING")
        try:
            assert stack.redis_url != decoy
            assert stack.r.ping()
        finally:
            stack.close()
        # only this test's own INFO calls reached the decoy: the bench sent it nothing
        assert int(r.info("stats")["total_commands_processed"]) - before <= 2
        assert r.dbsize() == 0


def test_an_explicit_redis_url_is_used(monkeypatch):
    with private_redis() as given:
        stack = http_load.Stack(given, worker=False, log_level="WARNING")
        try:
            assert stack.redis_url == given
        finally:
            stack.close()
        assert redis.Redis.from_url(given).dbsize() == 0      # its keys deleted at close


def test_the_bench_options_default_to_no_redis_url_whatever_REDIS_URL_says(monkeypatch):
    monkeypatch.setenv("REDIS_URL", "redis://127.0.0.1:6379/0")
    a = run_args(argparse.ArgumentParser(), rounds=1, seconds=1.0, games=1).parse_args([])
    assert a.redis_url is None
