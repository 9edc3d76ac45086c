"""Issue 5, end to end against live processes (uvicorn API server and RQ worker
subprocesses, real Redis): SDK bots play whole games; the revealed seed replays the
game (R27); the bot base handles 412s, the event helper skips keep-alives and falls back
to long-poll; the ``battle1821 bots`` command plays and prints its table."""

from __future__ import annotations

import asyncio
import subprocess
import sys

import msgspec
import pytest

from battle1821_bots import Bot, GreedyBot, RandomBot, new_game, play_game, sse_events
from battle1821_client import AuthenticatedClient, Client
from battle1821_client.api.play import submit_action
from battle1821_client.api.watch import list_actions
from battle1821_client.models import ActionPage, SetStandingOrders
from gamekinds import battle1821 as engine
from gamekinds.battle1821 import Action, Options
from gamekinds.battle1821.state import encode_state

pytestmark = pytest.mark.timeout(300)


def accepted_actions(base: str, gid: str) -> list[dict]:
    """Every accepted action of the game, through the SDK (``GET /games/{id}/actions``)."""
    out: list[dict] = []
    with Client(base_url=base) as c:
        offset = 0
        while True:
            r = list_actions.sync_detailed(gid, client=c, offset=offset, limit=200)
            assert isinstance(r.parsed, ActionPage), r.content[:300]
            out += [a.to_dict() for a in r.parsed.actions]
            if r.parsed.next_offset is None:
                return out
            offset = r.parsed.next_offset


def replay(view, actions: list[dict]):
    """R27: re-run the pure engine from the revealed seed with the accepted actions;
    automatic steps (setup rolls, the Ottoman phase) run wherever nobody is waited on."""
    names = [p.name for p in view.players]
    options = msgspec.convert(view.options.to_dict(), Options)
    s = engine.new_game(len(names), view.seed, options, names, seed_chosen=view.seed_chosen)
    s, _ = engine.start(s)

    def auto(s):
        while s.status != "finished" and not engine.waiting_for(s):
            s2, ev = engine.advance(s)
            if s2 is s and not ev:
                break
            s = s2
        return s

    s = auto(s)
    for rec in actions:
        action = msgspec.json.decode(msgspec.json.encode(rec["action"]), type=Action)
        s, _ = engine.apply(s, rec["seat"], action)
        s = auto(s)
    return s


def test_r27_four_sdk_bots_finish_a_game_and_the_seed_replays_it(live):
    res = asyncio.run(play_game(live["base"], ["greedy", "random", "greedy", "random"], max_rounds=20,
                                bot_seed=5))
    assert res.status == "finished"
    assert res.end_reason in ("max_rounds", "no_ottomans", "all_apostles", "ottoman_victory")
    assert res.errors == [], f"error responses other than handled 412s: {res.errors}"
    assert [e for e in res.errors if e[0] == 409] == [], "a bot built an action from the spec's options that was refused"
    assert sum(s.retries for s in res.seats) == 0, "a 429/5xx or network error was retried"
    assert "unhandled_error" not in (live["logs"] / "api.log").read_text(errors="replace")
    assert sum(s.actions for s in res.seats) > 20
    view = res.view
    assert view.seed, "the seed is revealed at the end (R27)"
    actions = accepted_actions(live["base"], res.game_id)
    assert len(actions) == sum(s.actions for s in res.seats)
    final = replay(view, actions)
    assert final.status == "finished"
    loaded = live["store"].load(res.game_id)
    assert encode_state(final) == loaded.state, "replay from the revealed seed differs from the stored game"
    # and the public view of the replay is what the API showed at the end
    mine = msgspec.to_builtins(engine.view(final, None))
    api = view.to_dict()
    assert {k: api[k] for k in mine} == mine


def test_r9_bot_recovers_from_412_when_its_seat_is_written_concurrently(live):
    """Another client writes for the same seat (standing orders, R19) while the bot
    plays: the bot gets 412 stale_version, re-reads and goes on; no other error."""

    async def main():
        async with Client(base_url=live["base"]) as c:
            gid, tokens = await new_game(c, 2, max_rounds=6)
        bots = [RandomBot(live["base"], gid, tokens[i], seat=i, seed=i) for i in range(2)]
        done = asyncio.Event()

        async def noise():
            orders = ["ask", "never", "always"]
            async with AuthenticatedClient(base_url=live["base"], token=tokens[0]) as c:
                k, v = 0, 1
                while not done.is_set():
                    # the writer follows the current version itself (from its own 201/412), since
                    # a bot that ignores the board re-reads the view only about once per round
                    r = await submit_action.asyncio_detailed(
                        gid, client=c, if_match=f'"{v}"',
                        body=SetStandingOrders(type_="set_standing_orders", call_ally=orders[k % 3]))
                    cur = getattr(r.parsed, "version", None) if r.status_code == 201 else \
                        getattr(r.parsed, "current_version", None)
                    v = cur if isinstance(cur, int) else v
                    k += 1
                    # a pause after each accepted write leaves the bots windows to write in: a
                    # writer that never pauses can win every race and starve them (livelock).
                    # A 412 is retried at once: a write makes a bot stale only when it lands in
                    # the ~1 ms between a bot's accepted action and its next one, and bots a few
                    # ms per action outpace a writer that waits (6 rounds, 20 ms: ~10 writes land
                    # per game; at 3 rounds, 50 ms and 3 ms some games saw none make a bot stale)
                    await asyncio.sleep(0.02 if r.status_code == 201 else 0)

        async def play():
            try:
                return await asyncio.gather(*(b.play_async() for b in bots))
            finally:
                done.set()

        views, _ = await asyncio.gather(play(), noise())
        return bots, views

    # the race is the machine's to decide: a game where no write landed between a bot's
    # actions proves nothing, so up to three games are played until one made a bot stale;
    # every game must finish with no error
    stale = 0
    for _ in range(3):
        bots, views = asyncio.run(main())
        assert all(v.status == "finished" for v in views)
        assert [e for b in bots for e in b.stats.errors] == []
        stale = sum(b.stats.stale for b in bots)
        if stale:
            break
    assert stale > 0, "the concurrent writer never made the bot stale in three games"


def test_sse_helper_skips_keep_alive_comments(live):
    """The server sends a keep-alive comment every second here; the helper yields only
    real events, in order, and resumes with Last-Event-ID."""

    async def main():
        async with Client(base_url=live["base"]) as c:
            gid, _ = await new_game(c, 2, max_rounds=2)
            got = []

            async def read(after, n):
                async for ev in sse_events(c, gid, after):
                    got.append(ev)
                    if len(got) >= n:
                        return

            await asyncio.wait_for(read(0, 3), 10)
            await asyncio.wait_for(read(got[-1]["seq"], 5), 10)
            # nothing new will come: 2.5 s of keep-alives yield nothing
            with pytest.raises(asyncio.TimeoutError):
                await asyncio.wait_for(read(got[-1]["seq"], 99), 2.5)
            return got

    got = asyncio.run(main())
    assert [e["seq"] for e in got] == list(range(1, len(got) + 1))
    assert all(e.get("type") for e in got)


def test_bots_play_over_long_poll_when_asked(live):
    res = asyncio.run(play_game(live["base"], ["random", "random"], max_rounds=3, transport="poll", bot_seed=1))
    assert res.status == "finished" and res.errors == []


def test_greedy_bot_uses_the_odds_endpoint(live):
    async def main():
        async with Client(base_url=live["base"]) as c:
            gid, tokens = await new_game(c, 2, max_rounds=1)
        b = GreedyBot(live["base"], gid, tokens[0], seat=0)
        try:
            p11 = await b.odds(1, 1)
            p31 = await b.odds(3, 1)
        finally:
            await b.client.get_async_httpx_client().aclose()
        return p11, p31

    p11, p31 = asyncio.run(main())
    assert p11 == pytest.approx(5 / 12, abs=1e-12)          # R12-R13 exact odds
    assert p31 == pytest.approx(342035 / 373248, abs=1e-12)


def test_battle1821_bots_command_plays_games_and_prints_the_table(live):
    p = subprocess.run([sys.executable, "-m", "server.cli", "bots", "--server", live["base"], "--games", "2",
                        "--seats", "3", "--bot", "greedy", "--bot", "random", "--max-rounds", "3"],
                       capture_output=True, text=True, timeout=120, env=live["env"])
    assert p.returncode == 0, p.stderr[-2000:] + p.stdout[-2000:]
    lines = p.stdout.splitlines()
    assert lines[0].split()[:3] == ["game", "status", "winner"]
    assert "fame 0 (greedy)" in lines[0] and "fame 2 (random)" in lines[0]
    assert sum(1 for ln in lines if ln.split()[:2] in (["1", "finished"], ["2", "finished"])) == 2
    assert "2 games:" in p.stdout


class _Scripted(Bot):
    def choose(self, view, legal_actions):
        return {"type": "end_step"}


def test_bot_base_retries_5xx_with_the_same_idempotency_key():
    """Backoff on 503/429 keeps the Idempotency-Key, so the retried POST is applied at
    most once; 412 is reported as stale (no error)."""
    import httpx

    seen: list[tuple[str, str | None]] = []
    statuses = iter([503, 429, 201, 412])

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append((request.headers.get("if-match"), request.headers.get("idempotency-key")))
        st = next(statuses)
        if st == 201:
            return httpx.Response(201, json={"version": 8, "action": 1, "status": "active", "round": 1,
                                             "phase": "greek", "step": "attack", "waiting_for": [0],
                                             "ottoman_job": None, "events": [], "legal_actions": None})
        if st == 412:
            return httpx.Response(412, headers={"content-type": "application/problem+json"},
                                  json={"type": "x", "title": "Stale", "status": 412, "detail": "stale",
                                        "code": "stale_version", "current_version": 9})
        code = {503: "service_unavailable", 429: "rate_limited"}[st]   # as the API answers them
        return httpx.Response(st, headers={"Retry-After": "0", "content-type": "application/problem+json"},
                              json={"type": f"/docs/api/problems/{code}/", "title": code, "status": st,
                                    "detail": code, "code": code})

    async def main():
        bot = _Scripted("http://test", "g1", "tok", seat=0)
        bot.client.set_async_httpx_client(httpx.AsyncClient(base_url="http://test",
                                                            transport=httpx.MockTransport(handler)))
        from battle1821_client.models import EndStep

        first = await bot._submit(EndStep(type_="end_step"), 7)
        second = await bot._submit(EndStep(type_="end_step"), 8)
        return bot, first, second

    bot, first, second = asyncio.run(main())
    assert first.version == 8 and second is None
    assert [s[0] for s in seen] == ['"7"', '"7"', '"7"', '"8"']
    assert len({s[1] for s in seen[:3]}) == 1 and seen[3][1] != seen[0][1]
    assert bot.stats.retries == 2 and bot.stats.stale == 1 and bot.stats.errors == []
    assert bot._refresh_to == 9
