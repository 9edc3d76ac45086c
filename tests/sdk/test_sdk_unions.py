"""The generated client's unions of strict models (``additionalProperties: false``) pick the
member by strict decoding (``sdk/templates/property_templates/union_property.py.jinja``):
each kind's ``options`` (``Options`` | ``OttomansOptions``) and ``position`` in ``CreateGame``,
``CreateSeek``, ``CreateChallenge`` and ``GameRecordOut``. Before, the first member that
decoded won and dropped the keys it did not know: an Ottomans ``{"scenario": 2}`` was read
as 1821's ``Options`` and sent as ``{}`` (a scenario 1 game)."""

from __future__ import annotations

import pytest

from battle1821_client import Client
from battle1821_client.api.lobby import create_game
from battle1821_client.api.watch import get_game
from battle1821_client.models import (
    CreateChallenge,
    CreateGame,
    CreateSeek,
    GameCreated,
    Options,
    OttomansGameOut,
    OttomansOptions,
    OttomansPosition,
)

OTTOMANS = [
    {"scenario": 2},
    {"scenario": 2, "pillage": True},
    {"scenario": 4, "special_tactics": True, "pillage": False, "colonization": True, "civilization": True,
     "max_rounds": 3, "decision_timeout_s": 60, "spectator_talk": True, "takeover_on_resign": True,
     "takeover_bot": "random"},
]
BATTLE1821 = [
    {"max_rounds": 12},
    {"max_rounds": 12, "decision_timeout_s": 30, "spectator_talk": False, "takeover_on_resign": True,
     "takeover_bot": "search"},
]
BODIES = [
    (CreateGame, {"seats": 2}),
    (CreateSeek, {"seats": 2}),
    (CreateChallenge, {"seats": 2}),
]


def _body(model, base: dict, kind: str, options: dict) -> dict:
    body = {**base, "kind": kind, "options": options}
    if model is CreateChallenge:
        body["accounts"] = ["someone"]
    return body


@pytest.mark.parametrize("options", OTTOMANS)
@pytest.mark.parametrize(("model", "base"), BODIES, ids=lambda v: getattr(v, "__name__", ""))
def test_ottomans_options_round_trip(model, base, options):
    body = _body(model, base, "ottomans", options)
    parsed = model.from_dict(body)
    assert isinstance(parsed.options, OttomansOptions)
    assert parsed.to_dict() == body


@pytest.mark.parametrize("options", BATTLE1821)
@pytest.mark.parametrize(("model", "base"), BODIES, ids=lambda v: getattr(v, "__name__", ""))
def test_battle1821_options_round_trip(model, base, options):
    body = _body(model, base, "battle1821", options)
    parsed = model.from_dict(body)
    assert isinstance(parsed.options, Options)
    assert parsed.to_dict() == body


@pytest.mark.parametrize("options", [{}, {"max_rounds": 5}, {"takeover_bot": "random"}])
def test_keys_both_kinds_know_are_sent_unchanged(options):
    """Keys both members know: either member would do; the one that gives back the same JSON
    is taken, so what is sent is exactly what was read (no defaults added)."""
    for kind in ("battle1821", "ottomans"):
        body = {"seats": 2, "kind": kind, "options": options}
        assert CreateGame.from_dict(body).to_dict() == body
        assert CreateSeek.from_dict(body).to_dict() == body


@pytest.mark.parametrize("options", [{"scenario": 2, "bogus": 1}, {"bogus": True}])
def test_keys_no_member_knows_are_refused_not_dropped(options):
    for model in (CreateGame, CreateSeek):
        with pytest.raises(ValueError, match="fits none of Options, OttomansOptions"):
            model.from_dict({"seats": 2, "kind": "ottomans", "options": options})


def test_positions_round_trip_and_a_wrong_one_is_refused():
    ottomans = {"kind": "ottomans", "players": [{"name": "A"}, {"name": "B"}],
                "position": {"cores": ["ottomans", "hungary"], "hands": [["agent", "weather"], ["truce"]],
                             "clear_map": True}}
    parsed = CreateGame.from_dict(ottomans)
    assert isinstance(parsed.position, OttomansPosition)
    assert parsed.to_dict() == ottomans
    with pytest.raises(ValueError, match="fits none of Position, OttomansPosition"):
        CreateGame.from_dict({"seats": 2, "position": {"round": 2}})   # 1821's, without its required fields


@pytest.mark.timeout(300)
def test_an_ottomans_scenario_2_game_through_the_sdk(live):
    """Live stack: the body read from JSON creates a scenario 2 game (it was scenario 1)."""
    body = CreateGame.from_dict({"kind": "ottomans", "seats": 2, "players": [{"name": "Ada"}, {"name": "Bo"}],
                                 "options": {"scenario": 2, "pillage": True}})
    with Client(base_url=live["base"], raise_on_unexpected_status=True) as c:
        created = create_game.sync_detailed(client=c, body=body)
        assert isinstance(created.parsed, GameCreated), created.content[:300]
        assert created.parsed.kind == "ottomans"
        game = get_game.sync_detailed(created.parsed.id, client=c)
        assert isinstance(game.parsed, OttomansGameOut), game.content[:300]
        assert game.parsed.scenario == 2
        assert game.parsed.options.scenario == 2
        assert game.parsed.options.pillage is True


@pytest.mark.timeout(600)
def test_the_typescript_types_take_either_kinds_options_and_only_those(tmp_path_factory):
    """``sdk/ts/src/schema.ts`` under ``tsc --strict`` (the check ``sdk_tsc.UNIONS_TS``, in
    the session's one ``tsc -b``: tests/sdk_tsc.py): an Ottomans body gives only the
    options it sets (a property with a ``default`` is optional, as the spec says), 1821's
    still type-check, an unknown key or a wrong type does not; an events page's item has
    ``seq`` only once narrowed past table talk's ``message`` (docs/bots.md); ``GET
    /games/{id}``'s answer narrows to a kind's view by ``isOttomansView``, not by comparing
    ``kind`` (a string in both views) (each ``@ts-expect-error`` must meet its error, or tsc
    reports it unused)."""
    import sdk_tsc

    run = sdk_tsc.shared_run(tmp_path_factory)
    assert not run.unattributed(), run.output[-4000:]
    assert run.checked("checks"), run.output[-3000:]
    check = run.build / sdk_tsc.UNIONS_CHECK
    found = run.errors_in(check)
    assert not found, "\n".join(found)
    assert check.read_text() == sdk_tsc.UNIONS_TS and sdk_tsc.UNIONS_TS.count("@ts-expect-error") == 4
    assert (run.build / "build-test" / "unions_check.js").is_file()   # it was part of the program
