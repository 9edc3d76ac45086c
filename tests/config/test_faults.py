"""server/faults.py: fault points are no-ops until a plugin named in ``Settings.faults``
installs hooks; each plugin is installed once per process; unknown points are refused."""

from __future__ import annotations

import sys
import types

import pytest

from server import faults


@pytest.fixture
def clean():
    saved = {k: list(v) for k, v in faults._hooks.items()}, set(faults._installed)
    faults.reset()
    yield
    faults.reset()
    faults._hooks.update(saved[0])
    faults._installed.update(saved[1])


def test_points_do_nothing_without_a_plugin(clean):
    faults.fire("ottoman.step")
    assert faults.collect("api.route_handlers") == []


def test_a_plugin_is_installed_once_and_its_hooks_fire_in_order(clean, monkeypatch):
    calls = []
    plugin = types.ModuleType("fault_plugin_for_test")
    plugin.install = lambda add: (add("bot.after_commit", lambda: calls.append("a")),
                                  add("bot.after_commit", lambda: calls.append("b")),
                                  add("api.route_handlers", lambda: ["route"]))
    monkeypatch.setitem(sys.modules, plugin.__name__, plugin)
    faults.install(f" {plugin.__name__} ,")
    faults.install(plugin.__name__)                    # a second app in the same process
    faults.fire("bot.after_commit")
    assert calls == ["a", "b"] and faults.collect("api.route_handlers") == ["route"]


def test_an_unknown_point_is_refused(clean):
    with pytest.raises(KeyError, match="no fault point"):
        faults.add("ottoman.stepp", lambda: None)


def test_the_test_plugin_raises_only_when_its_variable_says_so(clean, monkeypatch):
    faults.install("tests.faults")
    monkeypatch.delenv("BATTLE1821_TEST_BOT_CRASH", raising=False)
    faults.fire("bot.after_commit")
    monkeypatch.setenv("BATTLE1821_TEST_BOT_CRASH", "after_commit")
    with pytest.raises(RuntimeError, match="injected crash after_commit"):
        faults.fire("bot.after_commit")
    faults.fire("bot.before_commit")                  # another point: still nothing
