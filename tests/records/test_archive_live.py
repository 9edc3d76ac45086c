"""Issue 14 against live processes (a real API server and real RQ workers on the tests'
Redis): a finished game is archived (moved to the record store, issue 40: Redis keeps a
pointer); a
worker SIGKILLed at the archive step leaves it fully live, and the next worker's sweep
archives it fully; every read answers the same before and after; ``?at=`` rebuilds past
versions and refuses versions that do not exist; ``battle1821 verify`` checks records and
says when one was tampered with or comes from other rules."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import uuid

import httpx
import pytest
import redis

from forks import ForkStack
from support import cli_here, delete_test_keys, server_env, test_redis_url, wait_until

from server.config import Settings
from server.store import Keys, recordstore
from blocking_store import BlockingStore

PREFIX = f"test-rec-{uuid.uuid4().hex[:8]}"
RECORDS: dict[str, str] = {}
"""``url``: the record store of this module's processes (``played``): a SQLite file of its
own, not the test process's (tests/conftest.py), so that ``verify --all`` replays this
module's games and not every game the process archived before it (hundreds in ``make
test``: each a whole replay)."""
pytestmark = pytest.mark.timeout(300)


async def _play(base: str) -> tuple[str, list[str]]:
    from battle1821_bots import RandomBot, new_game
    from battle1821_client import Client

    async with Client(base_url=base) as client:
        gid, tokens = await new_game(client, seats=2, max_rounds=2, seed="records-live-1")
    bots = [RandomBot(base, gid, t, seed=i) if "seed" in RandomBot.__init__.__code__.co_varnames
            else RandomBot(base, gid, t) for i, t in enumerate(tokens)]
    await asyncio.gather(*(b.play_async() for b in bots))
    return gid, tokens


def _answers(base: str, gid: str, tokens: list[str]) -> dict:
    """Every read of one game (status, ETag, content type, body), as a client makes them."""
    out: dict = {}
    with httpx.Client(base_url=base, timeout=30) as c:
        def get(path: str, **kw):
            r = c.get(path, **kw)
            out[path + (" +token" if kw else "")] = (r.status_code, r.headers.get("etag"),
                                                      r.headers.get("content-type"), r.content)
            return r

        g = get(f"/games/{gid}").json()
        get(f"/games/{gid}", headers={"Authorization": f"Bearer {tokens[0]}"})
        get(f"/games/{gid}/legal-actions", headers={"Authorization": f"Bearer {tokens[1]}"})
        for p in ("players", "players/0", "players/1", "players/3", "phases", "phases/current", "phases/1",
                  "phases/999", "board.svg", "record", "actions/1", "actions/99999",
                  "events?after=5&limit=3", f"events?after={10 ** 6}", "events/stream?after=100000"):
            get(f"/games/{gid}/{p}")
        acts = get(f"/games/{gid}/actions?limit=200").json()
        for off in range(200, acts["total"], 200):
            get(f"/games/{gid}/actions?limit=200&offset={off}")
        get(f"/games/{gid}/actions/{acts['total']}")
        after = 0
        while True:
            page = get(f"/games/{gid}/events?after={after}&limit=500").json()
            if not page["events"]:
                break
            after = page["last_seq"]
        n = 1
        while get(f"/games/{gid}/battles/{n}").status_code == 200:
            n += 1
        v = g["version"]
        for at in (1, 2, v // 3, v // 2, v - 1, v):
            get(f"/games/{gid}?at={at}")
            get(f"/games/{gid}/board.svg?at={at}")
        r = c.head(f"/games/{gid}")
        out["HEAD"] = (r.status_code, r.headers.get("etag"), r.headers.get("content-length"))
        out["_version"] = v
        out["_battles"] = n - 1
    return out


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """Processes of this module's own, not the shared live stack: its worker pauses at the
    archive step (``BATTLE1821_TEST_ARCHIVE_PAUSE``) to be SIGKILLed there, and its tests
    start further workers on its key prefix (sweeps every second, archiving off)."""
    url = test_redis_url()
    settings = Settings(redis_url=url, queue_redis_url=url, redis_cluster=False, key_prefix=PREFIX,
                        queue_name=PREFIX, log_level="WARNING", sse_keepalive_s=1.0)
    logs = tmp_path_factory.mktemp("records")
    marker = logs / "archive-paused"
    RECORDS["url"] = f"sqlite:///{logs}/records.sqlite3"
    env = server_env(settings, BATTLE1821_RECORDS_URL=RECORDS["url"])
    r = redis.Redis.from_url(url)
    try:
        with ForkStack(logs) as st:
            w = st.worker({**env, "BATTLE1821_TEST_ARCHIVE_PAUSE": f"120:{marker}",
                           "BATTLE1821_WATCHDOG_SWEEP_S": "1"}, name="worker-paused")
            base = st.api(env)
            st.wait_http(base, "/ready", timeout=40)
            gid, tokens = asyncio.run(_play(base))
            yield {"st": st, "base": base, "gid": gid, "tokens": tokens, "worker": w, "marker": marker,
                   "env": env, "r": r, "store": BlockingStore(r, prefix=PREFIX), "keys": Keys(PREFIX)}
    finally:
        delete_test_keys(r, PREFIX, PREFIX)
        r.close()


def _live(r, k: Keys, gid: str) -> bool:
    h = r.hgetall(k.game(gid))
    return b"state" in h and b"arch" not in h and all(r.exists(x) for x in k.all_for(gid))


def _records():
    """The record store of this module's API and workers (:data:`RECORDS`)."""
    return recordstore.from_settings(Settings(records_url=RECORDS["url"]))


def _stored(gid: str):
    """The game's row in the record store the API and workers use."""
    async def get():
        rs = _records()
        try:
            return await rs.get(gid)
        finally:
            await rs.close()

    return asyncio.run(get())


def _put(rec) -> None:
    async def put():
        rs = _records()
        try:
            await rs.delete(rec.game_id)
            await rs.put(rec)
        finally:
            await rs.close()

    asyncio.run(put())


def _drop(game_id: str) -> None:
    async def drop():
        rs = _records()
        try:
            await rs.delete(game_id)
        finally:
            await rs.close()

    asyncio.run(drop())


def _archived(r, k: Keys, gid: str) -> bool:
    """Moved to the record store: Redis keeps only the pointer hash (issue 40)."""
    h = r.hgetall(k.game(gid))
    return ({b"version", b"summary", b"arch"} <= set(h) <= {b"version", b"summary", b"arch", b"talk"}
            and not any(r.exists(x) for x in k.all_for(gid)[1:]) and not r.exists(k.messages(gid))
            and _stored(gid) is not None and _stored(gid).tag == h[b"arch"].decode())


def _as_json(r, k: Keys, gid: str) -> int:
    """Rewrite a live game's stream, action list and phase hash in the JSON form they had
    before compact entries (each entry as a reader gets it); returns the entries rewritten."""
    from server.store.compact import unpack_action, unpack_event, unpack_phase
    from server.store.records import meta_enc

    n = 0
    entries = r.xrange(k.events(gid))
    actions = r.lrange(k.actions(gid), 0, -1)
    phases = r.hgetall(k.phases(gid))
    assert entries and all(f[b"e"][:1] != b"{" for _, f in entries), "the stream holds compact entries"
    pipe = r.pipeline(transaction=True)
    pipe.delete(k.events(gid), k.actions(gid))
    for eid, f in entries:
        pipe.xadd(k.events(gid), {"e": unpack_event(int(eid.split(b"-")[0]), f[b"e"])}, id=eid)
        n += 1
    for i, a in enumerate(actions, 1):
        pipe.rpush(k.actions(gid), unpack_action(i, a))
        n += 1
    for num, p in phases.items():
        pipe.hset(k.phases(gid), num, meta_enc.encode(unpack_phase(p, gid)))
        n += 1
    pipe.execute()
    return n


def test_sigkill_at_the_archive_step_leaves_the_game_live_then_every_read_answers_the_same(played):
    r, k, gid = played["r"], played["keys"], played["gid"]
    wait_until(played["marker"].exists, 60, "the worker to reach the archive step")
    assert _live(r, k, gid), "paused before its Lua call, the game is still fully live"
    before = _answers(played["base"], gid, played["tokens"])
    assert _as_json(r, k, gid) > 100        # the same game in the JSON representation: the same answers
    as_json = _answers(played["base"], gid, played["tokens"])
    for key in before:
        assert as_json[key] == before[key], key
    assert before["_battles"] >= 1 and before["_version"] > 20
    os.killpg(played["worker"].proc.pid, signal.SIGKILL)        # the worker dies at the archive step
    played["worker"].proc.wait(10)
    assert _live(r, k, gid), "a worker killed at the archive step leaves the game fully live"
    _plain_worker(played)
    wait_until(lambda: _archived(r, k, gid), 90, "the next worker's sweep to archive the game")
    assert _archived(r, k, gid)
    listed = httpx.get(f"{played['base']}/games?status=finished").json()
    assert gid in [g["id"] for g in listed["games"]], "an archived game stays listed as finished"
    after = _answers(played["base"], gid, played["tokens"])
    assert after.keys() == before.keys()
    for key in before:
        assert after[key] == before[key], key
    mem = r.memory_usage(k.game(gid), samples=0)
    assert mem <= 600, f"archived game: {mem} B of Redis memory (the pointer only: version, summary, tag)"


def test_at_outside_the_versions_is_400_naming_the_parameter(played):
    base, gid = played["base"], played["gid"]
    v = httpx.get(f"{base}/games/{gid}").json()["version"]
    for path in (f"/games/{gid}?at={v + 1}", f"/games/{gid}?at=-1", f"/games/{gid}?at=0",
                 f"/games/{gid}/board.svg?at={v + 5}", f"/games/{gid}/board.svg?at=-3"):
        res = httpx.get(base + path)
        assert res.status_code == 400, path
        assert res.headers["content-type"].startswith("application/problem+json")
        assert res.json().get("field") == "at" or "at" in json.dumps(res.json().get("errors")), res.json()
    first = httpx.get(f"{base}/games/{gid}?at=1").json()
    assert first["version"] == 1 and first["status"] == "lobby" and not any(s["taken"] for s in first["seats"])


def test_at_follows_a_game_in_play(played):
    """A game in play: every version up to the current one, each as the game was then."""
    base = played["base"]
    with httpx.Client(base_url=base) as c:
        g = c.post("/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]}).json()
        v = g["version"]
        assert c.get(f"/games/{g['id']}?at={v}").json()["status"] == "setup"
        assert c.get(f"/games/{g['id']}?at={v + 1}").status_code == 400
        rec = c.get(f"/games/{g['id']}/record").json()
        assert rec["seed"] is None and rec["end"] is None and rec["names"] == ["A", "B"]
        assert rec["rules"] and rec["format"] == "battle1821-record/1"


def _cli(env: dict, *args: str) -> subprocess.CompletedProcess:
    """``battle1821 verify <args>`` as a process of its own: once in this module (the first
    verdict of ``test_verify_replays_records_and_refuses_a_tampered_one_or_other_rules``);
    its other verdicts are :func:`_verify_here`'s."""
    return subprocess.run([sys.executable, "-m", "server.cli", "verify", *args], env=env, capture_output=True,
                          text=True, timeout=120)


def _verify_here(env: dict, *args: str) -> subprocess.CompletedProcess:
    """The same command in this process (``support.cli_here``): the same verdicts, output
    and exit status without a process start (~0.25 CPU s each)."""
    return cli_here(env, "verify", *args, text=True)


def test_verify_replays_records_and_refuses_a_tampered_one_or_other_rules(played, tmp_path):
    gid = played["gid"]
    env = played["st"].env(played["env"])
    _plain_worker(played)
    wait_until(lambda: _archived(played["r"], played["keys"], gid), 90, "the archive")
    ok = _cli(env, gid)
    assert ok.returncode == 0 and f"{gid}: ok" in ok.stdout, ok.stdout + ok.stderr
    rec = httpx.get(f"{played['base']}/games/{gid}/record").json()
    assert rec["seed"] and rec["end"]["status"] == "finished" and len(rec["end"]["checks"]) == len(rec["actions"])
    good = tmp_path / "good.json"
    good.write_text(json.dumps(rec))
    assert _verify_here(env, "--file", str(good)).returncode == 0
    # tampered: one action replaced by another that is legal in the same place
    ends = [i for i, a in enumerate(rec["actions"]) if a["action"]["type"] in ("attack", "move", "reinforce")]
    assert ends
    t = json.loads(json.dumps(rec))
    t["actions"][ends[0]]["action"] = {"type": "end_step"}
    bad = tmp_path / "tampered.json"
    bad.write_text(json.dumps(t))
    res = _verify_here(env, "--file", str(bad))
    assert res.returncode == 1 and "diverged" in res.stdout, res.stdout
    t = json.loads(json.dumps(rec))
    t["end"]["state_sha256"] = "0" * 64
    bad.write_text(json.dumps(t))
    res = _verify_here(env, "--file", str(bad))
    assert res.returncode == 1 and "diverged" in res.stdout, res.stdout
    t = json.loads(json.dumps(rec))
    t["rules"] = "1821-rules/2020.01-1"
    other = tmp_path / "other.json"
    other.write_text(json.dumps(t))
    res = _verify_here(env, "--file", str(other))
    assert res.returncode == 1 and "other_rules" in res.stdout, res.stdout
    # a damaged archive in the record store
    import msgspec

    good_row = _stored(gid)
    try:
        _put(msgspec.structs.replace(good_row, archive=good_row.archive[:-40] + b"\x00" * 40, tag="tampered"))
        res = _verify_here(env, gid)
        assert res.returncode == 1 and gid in res.stdout, res.stdout
    finally:
        _put(good_row)
    # --all: the restored game verifies and nothing stored is damaged or diverged (the
    # module's record store; games other tests of this process archived in Redis, into their
    # own record stores, read "missing" here; a row of a kind this installation does not
    # host, as the tiny test kind's games archived by a stack that hosts it, "unknown_kind")
    foreign = msgspec.structs.replace(good_row, game_id="f" * 16, kind="nosuchkind", tag="foreign")
    _put(foreign)
    try:
        res = _verify_here(env, "--all")
    finally:
        _drop(foreign.game_id)
    assert f"{gid}: ok" in res.stdout, res.stdout
    assert f"{foreign.game_id}: unknown_kind" in res.stdout and res.returncode == 1, res.stdout
    assert not any(w in res.stdout for w in ("diverged", "damaged", "other_rules")), res.stdout


def test_an_archive_of_other_rules_keeps_its_end_and_refuses_what_needs_a_replay(played, monkeypatch):
    """After a rules change the archive still opens: the stored final state, seats, actions
    and phases; the reads that need the engine's events say ``not_replayable``."""
    import gamekinds.battle1821
    from server.records.archive import decode
    from server.records.record import verify
    from server.service.errors import NotReplayable, from_store
    from server.store.errors import EventsNotReplayable
    from server.store.redis_store import _archived_events, archived_loaded

    r, k, gid = played["r"], played["keys"], played["gid"]
    _plain_worker(played)
    wait_until(lambda: _archived(r, k, gid), 90, "the archive")
    row = _stored(gid)
    blob, summary = row.archive, bytes(row.summary)
    now = decode(gid, blob, summary=summary)
    monkeypatch.setattr(gamekinds.battle1821, "RULES_VERSION", "1821-rules/2099.01-1")
    old = decode(gid, blob, summary=summary)
    assert now.versions is not None and old.versions is None and "rules" in old.replay_error
    assert old.fields["state"] == now.fields["state"] and old.actions == now.actions and old.phases == now.phases
    assert archived_loaded(gid, old).version == archived_loaded(gid, now).version
    assert old.record.end == now.record.end and old.record.rules != gamekinds.battle1821.RULES_VERSION
    with pytest.raises(EventsNotReplayable) as refused:       # the store's own error ...
        _archived_events(old)
    said = from_store(refused.value)                           # ... translated once: 409 not_replayable
    assert isinstance(said, NotReplayable) and said.code == "not_replayable"
    v = verify(old.record, rules=gamekinds.battle1821.RULES_VERSION)
    assert not v.ok and v.problem == "other_rules"


def _plain_worker(played) -> None:
    """Run alone, a test after the first one replaces the pausing worker as that one does."""
    if played["worker"].proc.poll() is None:
        os.killpg(played["worker"].proc.pid, signal.SIGKILL)
        played["worker"].proc.wait(10)
    if not played.get("worker2"):
        played["worker2"] = played["st"].worker({**played["env"], "BATTLE1821_WATCHDOG_SWEEP_S": "1"},
                                                name="worker-2")


def test_a_cancelled_game_is_archived_and_reads_as_cancelled(played):
    _plain_worker(played)
    base, r, k = played["base"], played["r"], played["keys"]
    with httpx.Client(base_url=base) as c:
        g = c.post("/games", json={"seats": 3, "players": [{"name": "A"}]}).json()
        j = c.post(f"/games/{g['id']}/players", json={"name": "B"}, headers={"If-Match": '"1"'}).json()
        live_view = c.get(f"/games/{g['id']}?at=2").content
        res = c.delete(f"/games/{g['id']}", headers={"Authorization": f"Bearer {g['host_token']}",
                                                     "If-Match": f'"{j["version"]}"'})
        assert res.status_code == 200
        wait_until(lambda: _archived(r, k, g["id"]), 60, "the cancelled game's archive")
        view = c.get(f"/games/{g['id']}").json()
        assert view["status"] == "cancelled" and view["cancelled"] and view["version"] == 3
        assert c.get(f"/games/{g['id']}?at=2").content == live_view
        at2 = c.get(f"/games/{g['id']}?at=2").json()
        assert not at2["cancelled"] and [s["taken"] for s in at2["seats"]] == [True, True, False]
        rec = c.get(f"/games/{g['id']}/record").json()
        assert rec["end"]["status"] == "cancelled" and rec["joins"] == [{"seat": 1, "version": 2, "name": "B"}]
        events = c.get(f"/games/{g['id']}/events").json()["events"]
        assert [e["type"] for e in events][-1] == "game_cancelled"
        listed = c.get("/games?status=cancelled&limit=200").json()["games"]
        assert g["id"] in [x["id"] for x in listed]


def test_a_game_with_a_computer_seat_and_clocks_is_archived_with_its_whole_meta(played):
    """The archive keeps every field of the game's meta (computer seats, clocks, ...), so
    such a game is archived like any other rather than left live."""
    _plain_worker(played)
    base, r, k = played["base"], played["r"], played["keys"]
    with httpx.Client(base_url=base) as c:
        g = c.post("/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "R", "bot": "random"}],
                                   "options": {"clock": {"initial_s": 600, "increment_s": 5}}}).json()
        before = c.get(f"/games/{g['id']}").json()
        assert before["seats"][1]["kind"] == "bot"
        # the meta as the cancel wrote it, read before the worker archives the game (its
        # archive job starts as soon as the game is cancelled): the worker is paused meanwhile
        worker = played["worker2"].proc.pid
        os.killpg(worker, signal.SIGSTOP)
        try:
            # If-Match: * -- the computer seat may play (a new version) between the read and the cancel
            res = c.delete(f"/games/{g['id']}", headers={"Authorization": f"Bearer {g['host_token']}",
                                                         "If-Match": "*"})
            assert res.status_code == 200, res.text
            meta = r.hget(k.game(g["id"]), "meta")
        finally:
            os.killpg(worker, signal.SIGCONT)
        assert meta is not None
        wait_until(lambda: _archived(r, k, g["id"]), 60, "the archive of a game with a computer seat and clocks")
        view = c.get(f"/games/{g['id']}").json()
        assert view["status"] == "cancelled"
        assert [(s["kind"], s["bot"]) for s in view["seats"]] == [(s["kind"], s["bot"]) for s in before["seats"]]
    from server.records.archive import decode
    from server.store.records import meta_dec

    arch = decode(g["id"], _stored(g["id"]).archive)
    assert arch.meta == meta_dec.decode(meta) and arch.meta.bots == [None, "random"] and arch.meta.clock


def test_a_game_rematched_before_its_archive_verifies(played):
    """``POST /games/{id}/rematch`` on a finished game not yet archived writes the link on
    the game (a new version, no event, no state change); the archive's record still ends at
    the version that ended the game, so ``battle1821 verify`` replays it to the same end."""
    if played.get("worker2") is not None and played["worker2"].proc.poll() is None:
        os.killpg(played["worker2"].proc.pid, signal.SIGKILL)
        played["worker2"].proc.wait(10)
        played["worker2"] = None
    if played["worker"].proc.poll() is None:
        os.killpg(played["worker"].proc.pid, signal.SIGKILL)
        played["worker"].proc.wait(10)
    base, r, k, env = played["base"], played["r"], played["keys"], played["env"]
    keep = played["st"].worker({**env, "BATTLE1821_ARCHIVE": "0"}, name="worker-no-archive")
    try:
        with httpx.Client(base_url=base, timeout=30) as c:
            g = c.post("/games", json={"seats": 2, "seed": "rematched-before-archive",
                                       "players": [{"name": "R1", "bot": "random"}, {"name": "R2", "bot": "random"}],
                                       "options": {"max_rounds": 1}}).json()
            gid = g["id"]
            done = wait_until(lambda: (v := c.get(f"/games/{gid}").json())["status"] == "finished" and v, 120,
                         "the computer seats' game to finish")
            m = c.post(f"/games/{gid}/rematch", headers={"Authorization": f"Bearer {g['host_token']}"})
            assert m.status_code == 201, m.text
            linked = c.get(f"/games/{gid}").json()
            assert linked["version"] == done["version"] + 1 and linked["rematch"] == m.json()["id"]
            assert _live(r, k, gid)
    finally:
        os.killpg(keep.proc.pid, signal.SIGKILL)
        keep.proc.wait(10)
    _plain_worker(played)
    wait_until(lambda: _archived(r, k, gid), 90, "the archive of the rematched game")
    res = _verify_here(played["st"].env(env), gid)
    assert res.returncode == 0 and f"{gid}: ok (version {done['version']})" in res.stdout, res.stdout + res.stderr
    rec = httpx.get(f"{base}/games/{gid}/record").json()
    assert rec["end"]["version"] == done["version"]
