"""An operator's export and import of the record store (``battle1821 records export`` /
``import``, JSON lines) and ``battle1821 verify`` over it, on SQLite and PostgreSQL: an
export imported into an empty deployment (another store, another Redis namespace) lists
and reads the same games; importing again changes nothing; a damaged line is refused,
naming its line, before its batch is written."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid

import pytest
import redis
from harness import PG_URL, ROOT, StoreAt, answers, assert_same, client, finished_game, move, settings, stored
from support import cli_here, delete_test_keys

from server.store import Keys

# a hang's bound: the first test runs 3 CLI processes, the others their commands in this
# process, and each plays its games in process (~6 s quiet before 2026-12-06's cli_here); at a load of 15-20 the PostgreSQL export/import test took over pyproject's 120 s
# (2026-12-06), a CPU's worth of waiting, not a hang (test_records_stack.py's bound too)
pytestmark = pytest.mark.timeout(300)


def cli(env: dict, *args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    """``battle1821 <args>`` as an operator runs it: a process of its own
    (``python -m server.cli``) with ``env`` over this process's environment. Each command
    (export, import, verify) runs so once on each store, in
    ``test_export_then_import_into_an_empty_deployment_reads_and_lists_the_same``; the
    other runs are ``support.cli_here`` (the same command in this process, ~0.3-0.5 CPU s
    less each: the refusals and verdicts are the same code)."""
    full = {**os.environ, **env,
            "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "kinds"), str(ROOT / "sdk"),
                                           os.environ.get("PYTHONPATH", "")])}
    return subprocess.run([sys.executable, "-m", "server.cli", *args], env=full, cwd=ROOT, capture_output=True,
                          input=stdin, timeout=120)


def env_of(s, at) -> dict:
    return {"REDIS_URL": s.redis_url, "BATTLE1821_KEY_PREFIX": s.key_prefix, **at.env}


@pytest.fixture
def other_store(records_at, tmp_path):
    """A second, empty store of the same kind."""
    if records_at.kind == "sqlite":
        yield StoreAt("sqlite", f"sqlite:///{tmp_path}/other.sqlite3", "public")
        return
    schema = f"t{uuid.uuid4().hex[:12]}"
    yield StoreAt("postgres", PG_URL, schema)
    import psycopg

    with psycopg.connect(PG_URL, autocommit=True) as c:
        c.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


def test_export_then_import_into_an_empty_deployment_reads_and_lists_the_same(ns, records_at, other_store, tmp_path):
    s = settings(ns, records_at)
    with client(s) as c:
        games = [finished_game(c, talk=i == 0) for i in range(3)]
        before = {g["id"]: answers(c, g) for g in games}
    for g in games:
        assert move(s, records_at, g["id"]) == "archived"
    out = tmp_path / "records.jsonl"
    res = cli(env_of(s, records_at), "records", "export", "--out", str(out))
    assert res.returncode == 0, res.stderr
    lines = out.read_bytes().splitlines()
    assert len(lines) == 3 and sorted(json.loads(x)["game_id"] for x in lines) == sorted(g["id"] for g in games)
    first = json.loads(lines[0])
    assert {"game_id", "archive", "tag", "summary", "talk", "seed", "state_sha256", "version"} <= first.keys()

    prefix2 = f"{ns.prefix}i"
    s2 = settings(ns, other_store, prefix=prefix2)
    try:
        res = cli(env_of(s2, other_store), "records", "import", str(out))
        assert res.returncode == 0 and b"3 records imported, 3 listed" in res.stderr, res.stderr
        res = cli_here(env_of(s2, other_store), "records", "import", str(out))      # again: nothing changes
        assert res.returncode == 0, res.stderr
        with client(s2) as c:
            for g in games:
                assert_same(before[g["id"]], answers(c, g))
            listed = c.get("/games?status=finished&limit=2").json()
            assert listed["total"] == 3 and listed["next_cursor"]
            rest = c.get(f"/games?status=finished&limit=2&cursor={listed['next_cursor']}").json()
            assert rest["total"] == 3 and rest["next_cursor"] is None
            assert sorted(x["id"] for x in listed["games"] + rest["games"]) == sorted(g["id"] for g in games)
        for g in games:
            assert stored(other_store, g["id"]) == stored(records_at, g["id"])
            h = ns.r.hgetall(Keys(prefix2).game(g["id"]))
            assert set(h) <= {b"version", b"arch", b"summary", b"talk"}
        res = cli(env_of(s2, other_store), "verify", "--all")
        assert res.returncode == 0 and res.stdout.count(b": ok") == 3, res.stdout + res.stderr
    finally:
        delete_test_keys(ns.r, f"{prefix2}:")


def test_a_damaged_line_is_refused_naming_it_and_nothing_of_its_batch_is_written(ns, records_at, other_store, tmp_path):
    s = settings(ns, records_at)
    with client(s) as c:
        g = finished_game(c, talk=False)
    assert move(s, records_at, g["id"]) == "archived"
    line = json.loads(cli_here(env_of(s, records_at), "records", "export").stdout.splitlines()[0])
    ok = json.dumps(line)
    bad_tag = json.dumps({**line, "game_id": "x" + line["game_id"][1:], "tag": "0" * 16})
    bad_hash = json.dumps({**line, "state_sha256": "0" * 64})
    for bad, why in ((bad_tag, b"tag"), (bad_hash, b"state_sha256"), ("{not json", b"line 2")):
        f = tmp_path / "bad.jsonl"
        f.write_text(ok + "\n" + bad + "\n")
        res = cli_here(env_of(s, other_store), "records", "import", "--no-index", str(f))
        assert res.returncode == 1 and b"line 2" in res.stderr and why in res.stderr, res.stderr
        assert stored(other_store, g["id"]) is None


def test_verify_names_a_game_in_play_a_missing_one_and_a_damaged_record(ns, records_at, other_store):
    import asyncio

    import msgspec

    s = settings(ns, records_at)
    with client(s) as c:
        g = finished_game(c, talk=False)
        live = c.post("/games", json={"seats": 2}).json()
    assert move(s, records_at, g["id"]) == "archived"
    env = env_of(s, records_at)
    res = cli_here(env, "verify", g["id"], live["id"], "nosuchgame")
    out = res.stdout.decode()
    assert res.returncode == 1 and f"{g['id']}: ok" in out and f"{live['id']}: not_over" in out \
        and "nosuchgame: missing" in out, out
    # another record store than the server's (an operator's wrong BATTLE1821_DATA_DIR): the
    # finished game is not called "in play" but missing from that store
    res = cli_here(env_of(s, other_store), "verify", g["id"])
    out = res.stdout.decode()
    assert res.returncode == 1 and f"{g['id']}: missing" in out and "not in this record store" in out \
        and "in play" not in out, out
    row = stored(records_at, g["id"])

    async def damage():
        rs = records_at.open()
        try:
            await rs.delete(g["id"])
            await rs.put(msgspec.structs.replace(row, archive=row.archive[:-30] + b"\0" * 30))
        finally:
            await rs.close()
    asyncio.run(damage())
    res = cli_here(env, "verify", g["id"])
    assert res.returncode == 1 and b"damaged" in res.stdout, res.stdout


@pytest.fixture(scope="module")
def state_cluster(tmp_path_factory):
    """A local 3-master Redis Cluster (tests/cluster_fixture.py), for the one test below."""
    from cluster_fixture import start_cluster

    cluster = start_cluster(tmp_path_factory.mktemp("redis-cluster"))
    yield cluster
    cluster.stop()


def test_import_verify_and_move_with_the_state_on_a_redis_cluster(ns, state_cluster, tmp_path):
    """docs/operations/backups.md: ``battle1821 verify --all`` with the deployment's
    ``REDIS_URL``; on a Redis Cluster deployment that is ``redis+cluster://`` (refused with
    a ValueError: the command opened a plain client) or a node's ``redis://`` (every game
    in another node's slots reported ``damaged: ... MOVED``, exit 1). ``records import
    --index`` and ``records move`` opened the same plain client. Each URL form of
    docs/operations/deploy.md."""
    at = StoreAt("sqlite", f"sqlite:///{tmp_path}/records.sqlite3", "public")
    s = settings(ns, at)
    with client(s) as c:
        games = [finished_game(c, talk=i == 0) for i in range(3)]
    for g in games:
        assert move(s, at, g["id"]) == "archived"
    out = tmp_path / "records.jsonl"
    assert cli_here(env_of(s, at), "records", "export", "--out", str(out)).returncode == 0
    other = StoreAt("sqlite", f"sqlite:///{tmp_path}/other.sqlite3", "public")
    prefix = f"{ns.prefix}c"
    env = {"REDIS_URL": state_cluster.url, "REDIS_CLUSTER": "", "BATTLE1821_REDIS_CLUSTER": "",
           "BATTLE1821_KEY_PREFIX": prefix, **other.env}
    try:
        res = cli_here(env, "records", "import", str(out))
        assert res.returncode == 0 and b"3 records imported, 3 listed" in res.stderr, res.stderr
        nodes = {p: len(redis.Redis(port=p).keys(f"{prefix}:{{*}}:game")) for p in state_cluster.ports}
        assert sum(nodes.values()) == 3, nodes
        urls = [state_cluster.url] + [f"redis://127.0.0.1:{p}/0" for p in state_cluster.ports]
        for url in urls:       # the scheme, then detection (INFO cluster) on every node
            res = cli_here({**env, "REDIS_URL": url}, "verify", "--all", text=True)
            assert res.returncode == 0 and res.stdout.count(": ok") == 3, (url, res.stdout, res.stderr)
        res = cli_here(env, "records", "move", text=True)
        assert res.returncode == 0 and "nothing to move" in res.stdout, (res.stdout, res.stderr)
    finally:
        from server.store.clients import sync_state_client

        state = sync_state_client(state_cluster.url)
        try:
            delete_test_keys(state, f"{prefix}:")
        finally:
            state.close()
