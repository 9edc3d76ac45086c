"""Issue 33 item 7, end to end against the live API server and RQ worker: the SDK's
:class:`~battle1821_bots.AccountBot` plays on an account with its API key alone (no seat
token handed to it): it accepts a challenge and plays it to the end (1821 and The
Ottomans), declines what its policy refuses, two bot accounts play quick-play games
against each other through their seeks, ``battle1821 bots --account-key`` runs a bot
class of one's own (``--bot module:Class``), and a revoked key stops it with a clear
message."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import pytest

from battle1821_bots import AccountBot, AccountKeyRefused, Challenge, RandomBot, policy_bot

pytestmark = pytest.mark.timeout(600)
HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def _auth(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def account(base: str, name: str, bot: bool = True) -> dict[str, Any]:
    """A new account: ``{"id", "name", "key", "key_id"}``."""
    with httpx.Client(base_url=base, timeout=30) as c:
        r = c.post("/accounts", json={"name": f"{name} {uuid.uuid4().hex[:6]}", "bot": bot})
        assert r.status_code == 201, r.text
        body = r.json()
    return {"id": body["account"]["id"], "name": body["account"]["name"], "key": body["key"]["key"],
            "key_id": body["key"]["id"]}


def challenge(base: str, challenger: dict, invited: dict, kind: str = "battle1821",
              options: dict | None = None) -> dict[str, Any]:
    with httpx.Client(base_url=base, timeout=30) as c:
        body: dict[str, Any] = {"accounts": [invited["id"]], "kind": kind}
        if options is not None:
            body["options"] = options
        r = c.post("/challenges", json=body, headers=_auth(challenger["key"]))
        assert r.status_code == 201, r.text
        return r.json()


def game(base: str, gid: str) -> dict[str, Any]:
    with httpx.Client(base_url=base, timeout=30) as c:
        return c.get(f"/games/{gid}").json()


async def _wait_for(cond, what: str, timeout: float = 240.0) -> Any:
    """A hang bound (not a latency one): poll ``cond()`` until it is true."""
    deadline = time.monotonic() + timeout
    while True:
        got = cond()
        if got:
            return got
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        await asyncio.sleep(0.1)


async def together(runner: "asyncio.Task[list]", theirs_coro: Any) -> tuple[Any, list]:
    """Run the account bot (``runner``) and the other seat's bot (``theirs_coro``) until
    both are done; the first to fail (or a game the account bot lost to an error) stops
    the other, so a failure is reported instead of a hang."""
    theirs = asyncio.ensure_future(theirs_coro)
    pending: set[asyncio.Future[Any]] = {runner, theirs}
    while pending:
        done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
        failed = [t for t in done if t.exception() is not None]
        broken = runner in done and not failed and any(g.status == "error" for g in runner.result())
        if failed or broken:
            for t in pending:
                t.cancel()
            if failed:
                raise failed[0].exception()  # type: ignore[misc]
            raise AssertionError(f"the account bot's game failed: {runner.result()}")
    return theirs.result(), runner.result()


def test_a_bot_account_accepts_a_challenge_and_plays_it_to_the_end(live):
    """The challenger plays its seat with its token; the bot account is given nothing but
    its key, accepts through its event stream and plays seat 1 to the end."""
    base = live["base"]
    me, them = account(base, "Acceptor"), account(base, "Challenger", bot=False)
    seen: list[str] = []

    async def main() -> list:
        bot = AccountBot(base, me["key"], bot="greedy", accept_challenges=True, max_games=1,
                         on_game=lambda g: seen.append(f"{g.game_id} {g.status}"))
        runner = asyncio.create_task(bot.run())
        await asyncio.sleep(0.5)        # the stream may open before or after the challenge: either works
        ch = challenge(base, them, me, options={"max_rounds": 2})
        theirs = RandomBot(base, ch["game_id"], ch["token"], seat=0, seed=3)
        final, games = await together(runner, theirs.play_async())
        assert final.status == "finished", final.status
        return games

    games = asyncio.run(main())
    assert len(games) == 1, games
    g = games[0]
    assert (g.via, g.kind, g.seat, g.status, g.bot) == ("challenge", "battle1821", 1, "finished", "greedy"), g
    assert g.stats.actions > 0 and not [e for e in g.stats.errors if e[0] != 409], g.stats
    view = game(base, g.game_id)
    assert view["status"] == "finished" and view["seats"][1]["account"] == me["id"], view["seats"]
    assert seen == [f"{g.game_id} playing", f"{g.game_id} finished"], seen


def test_an_ottomans_challenge_is_played_by_the_kinds_policy(live):
    """A challenge to The Ottomans: the bot plays it with the kind's own ``greedy`` policy
    over the game's JSON (:class:`~battle1821_bots.PolicyBot`), to the end."""
    base = live["base"]
    me, them = account(base, "Sultan"), account(base, "Doge")

    async def main() -> list:
        bot = AccountBot(base, me["key"], bot="greedy", max_games=1)
        assert "ottomans" in bot.kinds() and "battle1821" in bot.kinds(), bot.kinds()
        runner = asyncio.create_task(bot.run())
        ch = challenge(base, them, me, kind="ottomans", options={"max_rounds": 1})
        theirs = policy_bot("ottomans", "random")(base, ch["game_id"], ch["token"], seat=0, seed=5)
        final, games = await together(runner, theirs.play_async())
        assert final["status"] == "finished", final["status"]
        return games

    (g,) = asyncio.run(main())
    assert (g.via, g.kind, g.status) == ("challenge", "ottomans", "finished"), g
    assert g.stats.actions > 0, g.stats


def test_a_kind_bot_rereads_soon_after_the_game_moved_and_every_5_s_when_it_stands_still():
    """A kind's step may log no event (The Ottomans' declined reactions, ends of phases):
    the other seat's bot finds it by a read, 0.25 s after the game last moved, then at
    0.5, 1, 2, 4 and every 5 s while the version stays (kindbot.reread_after)."""
    from battle1821_bots.kindbot import reread_after

    assert [reread_after(n) for n in range(8)] == [0.25, 0.5, 1.0, 2.0, 4.0, 5.0, 5.0, 5.0]


class PickyBot(AccountBot):
    """Plays 1821 but accepts only challenges from one account."""

    def __init__(self, *args: Any, friend: str, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.friend = friend
        self.asked: list[Challenge] = []

    def accept_challenge(self, challenge: Challenge) -> bool:
        self.asked.append(challenge)
        return challenge.challenger == self.friend and super().accept_challenge(challenge)


def test_the_policy_hook_declines_and_the_challenger_hears_of_it(live):
    base = live["base"]
    me, friend, stranger = account(base, "Picky"), account(base, "Friend"), account(base, "Stranger")

    async def main() -> tuple[PickyBot, list]:
        bot = PickyBot(base, me["key"], friend=friend["id"], max_games=1)
        runner = asyncio.create_task(bot.run())
        refused = challenge(base, stranger, me, options={"max_rounds": 1})

        def declined() -> bool:
            with httpx.Client(base_url=base, timeout=30) as c:
                return c.get(f"/challenges/{refused['id']}").json()["status"] == "declined"
        await _wait_for(declined, "the stranger's challenge declined")
        ch = challenge(base, friend, me, options={"max_rounds": 1})
        theirs = RandomBot(base, ch["game_id"], ch["token"], seat=0, seed=1)
        _, games = await together(runner, theirs.play_async())
        return bot, games

    bot, games = asyncio.run(main())
    assert [c.challenger for c in bot.asked] == [stranger["id"], friend["id"]], bot.asked
    assert [(g.via, g.status) for g in games] == [("challenge", "finished")], games
    with httpx.Client(base_url=base, timeout=30) as c:
        evs = c.get("/account/events", params={"after": 0}, headers=_auth(stranger["key"])).json()["events"]
    assert any(e["type"] == "challenge_declined" and e["data"]["account"] == me["id"] for e in evs), evs


def test_a_revoked_key_stops_the_bot_with_a_clear_message(live, monkeypatch):
    base = live["base"]
    me = account(base, "Revoked")

    async def main() -> None:
        bot = AccountBot(base, me["key"], accept_challenges=True, key_check_s=0.5)
        runner = asyncio.create_task(bot.run())
        await asyncio.sleep(1.0)
        with httpx.Client(base_url=base, timeout=30) as c:
            assert c.delete(f"/account/keys/{me['key_id']}", headers=_auth(me["key"])).status_code == 204
        await asyncio.wait_for(runner, 120)     # a hang bound

    with pytest.raises(AccountKeyRefused) as info:
        asyncio.run(main())
    assert info.value.status == 401 and "revoked" in str(info.value), str(info.value)
    # the command line says so and exits 2 (_bots_command: in this process)
    code, err = _bots_command(live, ["--server", base, "--account-key", me["key"], "--accept-challenges"],
                              monkeypatch)
    assert code == 2, (code, err)
    assert "API key was refused (revoked or unknown)" in err and "Traceback" not in err, err


def _env(live: dict, **extra: str) -> dict[str, str]:
    paths = [str(HERE), str(ROOT), str(ROOT / "kinds"), str(ROOT / "sdk")]
    return {**live["env"], "PYTHONPATH": os.pathsep.join(paths), **extra}


def _bots_command(live: dict, argv: list[str], monkeypatch, process: bool = False) -> tuple[int, str]:
    """(exit status, stderr) of ``battle1821-bots ARGV`` (``python -m battle1821_bots.cli``):
    as a process, or (``process`` False) the same click command run in this process by
    click's runner (its stderr apart; an exception other than the exit fails here). A
    process is ~1.1 CPU s of the SDK's import, for commands that stop at a refusal; the
    command line as a process is proven by ``test_bad_specs_are_refused_clearly``'s first
    case and by the commands that play."""
    if process:
        p = subprocess.run([sys.executable, "-m", "battle1821_bots.cli", *argv],
                           capture_output=True, text=True, timeout=120, env=_env(live))
        return p.returncode, p.stderr
    from click.testing import CliRunner

    from battle1821_bots.cli import main

    monkeypatch.syspath_prepend(str(HERE))      # account_custom_bot, as _env's PYTHONPATH has it
    result = CliRunner().invoke(main, argv)
    assert not isinstance(result.exception, Exception), result.exc_info
    return result.exit_code, result.stderr


def test_the_command_line_plays_a_challenge_with_a_bot_class_of_ones_own(live):
    """``battle1821 bots --account-key KEY --accept-challenges --bot account_custom_bot:FirstOptionBot
    --games 1``: the class comes from a test module, the bot accepts the challenge, plays
    it to the end, prints its table and exits 0."""
    base = live["base"]
    me, them = account(base, "Custom"), account(base, "Opponent")
    proc = subprocess.Popen([sys.executable, "-m", "server.cli", "bots", "--server", base, "--account-key", me["key"],
                             "--accept-challenges", "--bot", "account_custom_bot:FirstOptionBot", "--games", "1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(live), cwd=ROOT)
    try:
        async def play() -> None:
            await asyncio.sleep(1.0)
            ch = challenge(base, them, me, options={"max_rounds": 1})
            final = await RandomBot(base, ch["game_id"], ch["token"], seat=0, seed=2).play_async()
            assert final.status == "finished"
        asyncio.run(play())
        out, err = proc.communicate(timeout=240)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, (out, err)
    assert "first-option" in out and "challenge" in out and "finished" in out, out
    assert "1 game(s): 1 finished" in out, out


@pytest.mark.parametrize("args, message, process", [
    (["--bot", "no_such_module_xyz:Bot"], "cannot import 'no_such_module_xyz'", True),
    (["--bot", "account_custom_bot:Nope"], "module 'account_custom_bot' has no 'Nope'", False),
    (["--bot", "account_custom_bot:NOT_A_BOT"], "not a subclass of battle1821_bots.Bot or battle1821_bots.KindBot",
     False),
    (["--bot", "nobot"], "no game kind has a bot or policy 'nobot'", False),
    (["--seek", "kind=battle1821,seats"], "'seats' is not key=value", False),
    ([], "nothing to play", False),
])
def test_bad_specs_are_refused_clearly(live, args, message, process, monkeypatch):
    """Exit status 2, the reason on stderr, no traceback. The first case runs the command
    as a process (its exit status and stderr as a shell sees them); the others run the
    same click command in this process (``_bots_command``): a refusal made before any
    request."""
    argv = ["--server", live["base"], "--account-key", "b1821a_" + "x" * 43, *args,
            *([] if not args or args[0] != "--bot" else ["--accept-challenges"])]
    code, err = _bots_command(live, argv, monkeypatch, process=process)
    assert code == 2 and message in err and "Traceback" not in err, err


@pytest.mark.parametrize("transport", ["sse", "poll"])
def test_the_account_stream_resumes_after_a_seq_with_no_gap_and_no_duplicate(live, transport):
    """``account_events(client, after=n)``, as the bot reopens it after a drop
    (``Last-Event-ID`` on SSE, ``after`` on long-poll): the events after ``n``, in order,
    each once."""
    from battle1821_bots import account_events
    from battle1821_client import AuthenticatedClient

    base = live["base"]
    me, them = account(base, "Resumer"), account(base, "Inviter")
    ids = [challenge(base, them, me, options={"max_rounds": 1})["id"] for _ in range(3)]

    async def read(after: int, n: int) -> list[dict]:
        out: list[dict] = []
        async with AuthenticatedClient(base_url=base, token=me["key"]) as client:
            async for ev in account_events(client, after, transport=transport):
                out.append(ev)
                if len(out) == n:
                    return out
        return out

    first = asyncio.run(asyncio.wait_for(read(0, 3), 120))
    assert [e["seq"] for e in first] == [1, 2, 3] and [e["data"]["challenge_id"] for e in first] == ids, first
    again = asyncio.run(asyncio.wait_for(read(1, 2), 120))
    assert [e["seq"] for e in again] == [2, 3], again


class CutProxy:
    """A TCP proxy in the test's event loop to the API server; :meth:`cut` aborts every
    connection through it (a dropped stream); ``connections`` counts them."""

    def __init__(self, base: str) -> None:
        url = httpx.URL(base)
        self.upstream = (url.host, url.port or 80)
        self.connections = 0
        self._writers: list[asyncio.StreamWriter] = []

    async def start(self) -> str:
        self.server = await asyncio.start_server(self._conn, "127.0.0.1", 0)
        return f"http://127.0.0.1:{self.server.sockets[0].getsockname()[1]}"

    async def _conn(self, c_reader: asyncio.StreamReader, c_writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        s_reader, s_writer = await asyncio.open_connection(*self.upstream)
        self._writers += [c_writer, s_writer]

        async def pipe(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
            try:
                while data := await r.read(65536):
                    w.write(data)
                    await w.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                w.transport.abort()
        await asyncio.gather(pipe(c_reader, s_writer), pipe(s_reader, c_writer))

    def cut(self) -> None:
        for w in self._writers:
            w.transport.abort()
        self._writers.clear()

    async def close(self) -> None:
        self.cut()
        self.server.close()


def test_a_dropped_account_stream_is_reopened_after_the_last_event_seen(live):
    """The SSE connection is cut between events: the bot's stream reopens it (with
    ``Last-Event-ID``) and hands on the next event, with no gap and no duplicate."""
    from battle1821_bots import account_events
    from battle1821_client import AuthenticatedClient

    base = live["base"]
    me, them = account(base, "Dropped"), account(base, "Caller")

    async def main() -> tuple[list[int], int]:
        proxy = CutProxy(base)
        via = await proxy.start()
        seqs: list[int] = []
        try:
            async with AuthenticatedClient(base_url=via, token=me["key"]) as client:
                events = account_events(client, 0)
                challenge(base, them, me)
                seqs.append((await asyncio.wait_for(anext(events), 120))["seq"])
                proxy.cut()
                challenge(base, them, me)
                challenge(base, them, me)
                seqs.append((await asyncio.wait_for(anext(events), 120))["seq"])
                seqs.append((await asyncio.wait_for(anext(events), 120))["seq"])
                await events.aclose()
        finally:
            await proxy.close()
        return seqs, proxy.connections

    seqs, connections = asyncio.run(main())
    assert seqs == [1, 2, 3] and connections >= 2, (seqs, connections)


def _pool_options(extra: dict | None = None) -> dict:
    """Game options no other test seeks with (an odd ``decision_timeout_s``), so this
    test's seeks are matched with each other only."""
    return {"decision_timeout_s": 3000 + int(uuid.uuid4().hex[:4], 16) % 600, **(extra or {})}


def test_two_bot_accounts_play_quick_play_games_against_each_other(live):
    """Issue 33 item 7's "done": two bot accounts, each an AccountBot given its key alone,
    keep seeks open (one 1821, one Ottomans), are matched with each other and play the
    games to the end through the SDK; no seat token is passed in."""
    from battle1821_bots import SeekSpec

    base = live["base"]
    a, b = account(base, "Seeker A"), account(base, "Seeker B")
    specs = [SeekSpec(kind="battle1821", seats=2, options=_pool_options({"max_rounds": 2})),
             SeekSpec(kind="ottomans", seats=2, options=_pool_options({"max_rounds": 1}))]

    async def main() -> tuple[list, list]:
        bots = [AccountBot(base, acc["key"], bot="greedy", seeks=specs, max_games=2, seek_check_s=2.0)
                for acc in (a, b)]
        ga, gb = await asyncio.wait_for(asyncio.gather(*(bot.run() for bot in bots)), 500)  # a hang bound
        return ga, gb

    ga, gb = asyncio.run(main())
    for games in (ga, gb):
        assert sorted(g.kind for g in games) == ["battle1821", "ottomans"], games
        assert all(g.via == "seek" and g.status == "finished" and g.stats.actions > 0 for g in games), games
    assert {g.game_id for g in ga} == {g.game_id for g in gb}
    for g in ga:
        other = next(x for x in gb if x.game_id == g.game_id)
        assert {g.seat, other.seat} == {0, 1}
        view = game(base, g.game_id)
        assert view["status"] == "finished"
        assert {s["account"] for s in view["seats"]} == {a["id"], b["id"]}, view["seats"]
    # the seeks are all spent: none of either account is left waiting
    with httpx.Client(base_url=base, timeout=30) as c:
        for acc in (a, b):
            mine = [s for s in c.get("/seeks", params={"limit": 200}).json()["seeks"] if s["account"] == acc["id"]]
            assert mine == [], mine


def test_the_command_line_seeks_and_plays(live):
    """``battle1821 bots --account-key KEY --seek kind=battle1821,seats=2,... --games 1``
    against an AccountBot seeking the same game in this process."""
    from battle1821_bots import SeekSpec

    base = live["base"]
    a, b = account(base, "CLI seeker"), account(base, "Lib seeker")
    options = _pool_options({"max_rounds": 1})
    spec = ",".join(["kind=battle1821", "seats=2"] + [f"{k}={v}" for k, v in options.items()])
    proc = subprocess.Popen([sys.executable, "-m", "battle1821_bots.cli", "--server", base, "--account-key", a["key"],
                             "--seek", spec, "--bot", "random", "--games", "1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(live))
    try:
        other = AccountBot(base, b["key"], seeks=[SeekSpec(kind="battle1821", seats=2, options=options)],
                           max_games=1, seek_check_s=2.0)
        (g,) = asyncio.run(asyncio.wait_for(other.run(), 400))
        out, err = proc.communicate(timeout=240)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert g.status == "finished" and g.via == "seek", g
    assert proc.returncode == 0, (out, err)
    assert g.game_id in out and "seek" in out and "1 game(s): 1 finished" in out, out


def test_the_documented_account_bot_example_runs_as_printed(live, tmp_path):
    """docs/bots.md's "A bot on an account" example: two bot accounts seek each other."""
    import re

    section = (ROOT / "docs" / "bots.md").read_text(encoding="utf-8").split("## A bot on an account", 1)[1]
    m = re.search(r"```python\n(.*?)```", section, re.S)
    assert m, "no python block in docs/bots.md's 'A bot on an account' section"
    script = tmp_path / "account_example.py"
    script.write_text(m.group(1), encoding="utf-8")
    p = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=400,
                       env=_env(live, BATTLE1821_URL=live["base"]), cwd=tmp_path)
    assert p.returncode == 0, p.stderr[-3000:]
    lines = p.stdout.splitlines()
    assert len(lines) == 2 and all("(seek)" in line and "finished" in line for line in lines), lines


def test_a_seek_the_server_refuses_stops_the_command_with_its_reason(live, monkeypatch):
    """Options out of the kind's bounds: the server's 400 problem, once, and exit 2 (the
    command run in this process: ``_bots_command``)."""
    me = account(live["base"], "Bad seeker")
    code, err = _bots_command(live, ["--server", live["base"], "--account-key", me["key"],
                                     "--seek", "kind=battle1821,seats=2,max_rounds=9999"], monkeypatch)
    assert code == 2, (code, err)
    assert "the server refused the seek: 400" in err and "Traceback" not in err, err
