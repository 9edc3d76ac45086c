"""The SDK's local engine: the server's engine in the SDK's wheel, importable with no
server dependency, and the concrete-action helper that bots simulate with."""

from __future__ import annotations

import random
import subprocess
import sys
import zipfile
from pathlib import Path

import msgspec
import pytest

from battle1821_bots import local
from battle1821_bots.local import (
    concrete_actions, is_legal, legal_actions, new_local_game, state_from_view, step, view,
    waiting_for,
)

ROOT = Path(__file__).resolve().parents[2]
KIND = ROOT / "kinds" / "gamekinds" / "battle1821"

# The wheel's code runs under a finder that refuses the server's stack and the server package.
BLOCKED_RUN = r"""
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {"litestar", "redis", "rq", "server", "uvicorn", "structlog"}:
            raise ImportError(f"blocked: {name}")
sys.meta_path.insert(0, Block())
sys.path.insert(0, sys.argv[1])
import gamekinds.battle1821 as e
from battle1821_bots.local import new_local_game, concrete_actions, step, waiting_for
assert e.__file__.startswith(sys.argv[1]), e.__file__
s = new_local_game(2, "wheel", 2)
while s.status != "finished":
    seat = waiting_for(s)[0]
    s = step(s, seat, concrete_actions(s, seat)[-1])
print("ok", s.round, s.winners)
"""


@pytest.fixture(scope="module")
def wheels(tmp_path_factory) -> tuple[Path, Path]:
    """The SDK's wheel and the game kinds' wheel (``battle1821-kinds``, which it requires):
    the session's one ``pip wheel --no-deps ./sdk ./kinds`` (tests/sdk_wheels.py)."""
    import sdk_wheels

    w = sdk_wheels.shared_wheels(tmp_path_factory)
    assert w.returncode == 0 and w.sdk and w.kinds, w.stderr
    return w.sdk, w.kinds


def test_kinds_wheel_carries_the_engine_files_the_server_runs(wheels):
    sdk, kinds = wheels
    with zipfile.ZipFile(kinds) as z:
        names = set(z.namelist())
        for src in KIND.rglob("*"):
            if src.suffix in (".py", ".json") or src.name == "py.typed":
                rel = "gamekinds/battle1821/" + src.relative_to(KIND).as_posix()
                assert rel in names, rel
                assert z.read(rel) == src.read_bytes(), f"{rel} differs from kinds/gamekinds/battle1821"
        entry = z.read(next(n for n in names if n.endswith("entry_points.txt"))).decode()
    assert "[battle1821.kinds]" in entry and "battle1821 = gamekinds.battle1821" in entry
    with zipfile.ZipFile(sdk) as z:
        names = set(z.namelist())
        assert "battle1821_client/client.py" in names and "battle1821_bots/local.py" in names
        assert not any(n.startswith("gamekinds/") for n in names), "the SDK carries no copy of a kind"
        requires = z.read(next(n for n in names if n.endswith("METADATA"))).decode()
    assert "requires-dist: battle1821-kinds" in requires.lower()
    assert not any(dep in requires.lower() for dep in ("litestar", "requires-dist: redis", "requires-dist: rq"))


def test_installed_wheel_plays_a_game_without_server_dependencies(wheels, tmp_path):
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target),
                    *map(str, wheels)], check=True, capture_output=True)
    r = subprocess.run([sys.executable, "-I", "-c", BLOCKED_RUN, str(target)], capture_output=True,
                       text=True, cwd=tmp_path, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("ok ")


def _decisions(games: int, seats: int, rounds: int):
    """(state, seat) at every decision of a few random games."""
    for g in range(games):
        rng = random.Random(g)
        s = new_local_game(seats, f"concrete-{g}", rounds)
        while s.status != "finished":
            seat = waiting_for(s)[0]
            yield s, seat
            s = step(s, seat, rng.choice(concrete_actions(s, seat, cap=16, rng=rng)))


@pytest.mark.parametrize("seats", [2, 4])
def test_every_concrete_action_is_legal(seats):
    checked = 0
    for s, seat in _decisions(3, seats, 4):
        acts = concrete_actions(s, seat, cap=None, meta=True)
        assert acts, "a waited-on seat has at least one concrete action"
        assert len({msgspec.json.encode(a) for a in acts}) == len(acts)
        for a in acts:
            assert is_legal(s, seat, a), a
        checked += len(acts)
    assert checked > 1000


def test_cap_keeps_the_natural_choices_and_samples_the_rest():
    for s, seat in _decisions(2, 2, 3):
        full = concrete_actions(s, seat, cap=None)
        if len(full) > 40:
            capped = concrete_actions(s, seat, cap=40, rng=random.Random(1))
            assert len(capped) == 40
            keys = {msgspec.json.encode(a) for a in full}
            assert all(msgspec.json.encode(a) in keys for a in capped)
            assert any(type(a).__name__ == "EndStep" for a in capped) == \
                any(type(a).__name__ == "EndStep" for a in full)
            return
    pytest.fail("no decision with more than 40 concrete actions in these games")


def _no_undo(options: list) -> list:
    """A view carries no undo history (the server's undo patches stay in the engine)."""
    return [o for o in options if type(o).__name__ != "UndoOption"]


def test_state_from_view_offers_the_same_options():
    compared = 0
    for s, seat in _decisions(2, 3, 4):
        if s.phase == "greek" and s.pending is None and s.battle is None:
            look = state_from_view(view(s, seat), "any-seed")
            assert legal_actions(look, seat) == _no_undo(legal_actions(s, seat))
            # the client's view (a dict of the same JSON) works as well
            assert legal_actions(state_from_view(msgspec.to_builtins(view(s, seat))), seat) == \
                _no_undo(legal_actions(s, seat))
            compared += 1
    assert compared > 50


def test_client_models_round_trip():
    s = new_local_game(2, "models")
    seat = waiting_for(s)[0]
    for o in legal_actions(s, seat):
        assert local.from_client_option(msgspec.to_builtins(o)) == o
    a = concrete_actions(s, seat)[0]
    model = local.to_client_action(a)
    assert model.to_dict() == msgspec.to_builtins(a)
