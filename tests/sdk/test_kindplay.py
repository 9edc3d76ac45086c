"""``battle1821 bots --kind NAME``: local games of any game kind with its own policies, by the
rules-module contract alone (:mod:`battle1821_bots.kindplay`); The Ottomans before it is
registered (issue 31: ``bots --kind ottomans --games N``)."""

from __future__ import annotations

import subprocess
import sys
import types
from pathlib import Path

import pytest

import gamekinds.ottomans
import gamekinds.text
from battle1821_bots.kindplay import kind_options, play_kind_game, play_kind_games, resolve_kind
from gamekinds import registry

ROOT = Path(__file__).resolve().parents[2]


def test_resolve_a_registered_kind_and_an_unregistered_package():
    assert resolve_kind("battle1821") is registry.get("battle1821")
    assert resolve_kind("ottomans") is gamekinds.ottomans
    assert resolve_kind("gamekinds.ottomans") is gamekinds.ottomans
    with pytest.raises(registry.UnknownKind):
        resolve_kind("no_such_kind")
    with pytest.raises(registry.BrokenKind, match="lacks"):
        resolve_kind("gamekinds.text")


def test_options_follow_the_kind():
    k = resolve_kind("ottomans")
    assert kind_options(k, "3", 2).scenario == 3 and kind_options(k, "3", 2).max_rounds == 2
    assert kind_options(k).scenario == 1
    with pytest.raises(ValueError, match="scenarios 1, 2, 3, 4"):
        kind_options(k, "5")
    assert kind_options(resolve_kind("battle1821"), None, 3).max_rounds == 3


def test_ottomans_games_finish_and_repeat_with_their_seeds():
    a = play_kind_games("ottomans", 2, ("greedy", "random", "random"), seed="kp", scenario="1")
    b = play_kind_games("ottomans", 2, ("greedy", "random", "random"), seed="kp", scenario="1")
    assert [r.status for r in a] == ["finished", "finished"], [r.error for r in a]
    assert [(r.steps, r.actions, r.winners, r.round) for r in a] == [(r.steps, r.actions, r.winners, r.round) for r in b]
    assert all(r.actions > 0 and r.steps >= r.actions for r in a)
    assert [r.seed for r in a] == ["kp-1", "kp-2"]


def test_wrong_policy_or_seats_refused():
    with pytest.raises(KeyError, match="greedy, random"):
        play_kind_games("ottomans", 1, ("search", "random"))
    with pytest.raises(ValueError, match="2 to 4 seats"):
        play_kind_games("ottomans", 1, ("random",) * 5)


def test_a_dying_game_is_reported_not_raised():
    def broken(state, seat, options, rng):
        raise RuntimeError("policy broke")

    k = types.SimpleNamespace(**{n: getattr(gamekinds.ottomans, n) for n in dir(gamekinds.ottomans)
                                 if not n.startswith("__")})
    k.POLICIES = {"broken": broken}
    r = play_kind_game(k, ("broken", "broken"), "dies")
    assert r.status == "error" and "policy broke" in r.error
    r = play_kind_game(gamekinds.ottomans, ("random", "random"), "short", max_steps=5)
    assert r.status == "error" and "over 5 steps" in r.error


def _cli(*args: str) -> subprocess.CompletedProcess:
    env = {"PYTHONPATH": f"{ROOT}:{ROOT / 'kinds'}:{ROOT / 'sdk'}", "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, "-m", "server.cli", "bots", *args], check=False, capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=300)


def test_the_command_plays_n_ottomans_games():
    p = _cli("--kind", "ottomans", "--games", "3", "--bot", "greedy", "--bot", "random", "--seed", "cli")
    assert p.returncode == 0, p.stderr
    assert p.stdout.startswith("The Ottomans")
    rows = [line for line in p.stdout.splitlines() if line.split()[:2] in (["1", "finished"], ["2", "finished"],
                                                                         ["3", "finished"])]
    assert len(rows) == 3
    assert "3/3 games finished" in p.stdout and "steps/s" in p.stdout
    assert p.stderr.count("finished: round") == 3


@pytest.mark.parametrize(("args", "message", "process"), [
    (("--kind", "nope"), "no game kind 'nope'", True),
    (("--kind", "ottomans", "--bot", "search"), "ottomans has no policy search", False),
    (("--kind", "ottomans", "--seats", "4", "--scenario", "9"), "scenarios 1, 2, 3, 4", False),
    (("--bot", "nobody"), "no bot nobody", False),
    (("--kind", "ottomans", "--server", "http://127.0.0.1:9"), "--kind plays local games", False),
])
def test_the_command_refuses_what_the_kind_lacks(args, message, process):
    """Exit status 2, the reason on stderr. The first case runs ``battle1821 bots`` as a
    process (its exit status and stderr as a shell sees them); the others run the SDK's
    click command (``battle1821_bots.cli.main``, what the process runs) in this process with
    click's runner: refusals made before any game, ~1.2 CPU s of two interpreters and the
    SDK's import each as a process (tests/sdk/test_account_bot_live.py does the same)."""
    if process:
        p = _cli(*args)
        code, err = p.returncode, p.stderr
    else:
        from click.testing import CliRunner

        from battle1821_bots.cli import main

        res = CliRunner().invoke(main, list(args))
        assert not isinstance(res.exception, Exception), res.exc_info
        code, err = res.exit_code, res.stderr
    assert code == 2 and message in err, err


def test_the_runner_names_no_game():
    """Game-agnostic: outside its docstrings, the local-games runner names no kind (only the
    registry and the contract)."""
    import ast

    tree = ast.parse((ROOT / "sdk" / "battle1821_bots" / "kindplay.py").read_text("utf-8"))
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef)) and ast.get_docstring(n) is not None}
    words = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
             and id(n) not in docs]
    words += [n.id for n in ast.walk(tree) if isinstance(n, ast.Name)]
    words += [a.name for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom)) for a in n.names]
    words += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert not [w for w in words if "ottoman" in w.lower() or "1821" in w], words
