"""The spec's examples, from a game played against a live server: ``openapi/examples.json``.

    python -m tools.spec_examples [--base URL] [--output openapi/examples.json]

Without ``--base`` it starts what ``battle1821 run`` starts (an embedded Redis in a
temporary data dir, one RQ worker, the API). It then plays through every operation of
the spec as a client would (a game created, joined, talked in, played to its end with
``If-Match`` from the version, watched, recorded, rematched; another one cancelled;
another whose resigned seat is taken back), and the errors a client meets (404, 400,
401, 403, 409, 412, 415, 422, 428, 429, 503; a second API of the same store with a short
``BATTLE1821_IDEMPOTENCY_TTL_S`` for ``POST /games``' 409 ``idempotency_key_expired``), and
writes each operation's request body
and the first answer of each documented status: ``{operationId: {"request": body,
"parameters": {name: value}, "responses": {status: {"summary", "value"}}}}``.
``server/api/specdoc.py`` puts them into the spec (``make openapi`` then ``make sdk``).
A status no request of that operation produced (``429`` anywhere but where the tool
spends a token's budget; ``503`` ``write_contention``) shows the same problem as the
server sent for another operation, and says so in its summary.

``tests/sdk/test_spec_examples.py`` runs :func:`record` against the tests' live server
and fails when the answers no longer fit the committed examples' operations and statuses
or the spec's schemas; ``tests/contract/test_examples.py`` checks the committed ones.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any, Callable

import httpx
import msgspec

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "openapi" / "openapi.json"
OUTPUT = ROOT / "openapi" / "examples.json"
TRACE = bool(os.environ.get("SPEC_EXAMPLES_TRACE"))
UNKNOWN_GAME = "0123456789abcdef"
# The tool spends one throwaway token's budget to show a 429: the server it starts has this
# per-token limit (BATTLE1821_RATE_LIMIT_TOKEN).
TOKEN_LIMIT = "400/minute"
SHORT_IDEM_TTL_S = 1
"""The idempotency TTL of the second server the tool starts, where a key's answer is
dropped at once (``createGame``'s 409 ``idempotency_key_expired``)."""


def _operations(spec: dict[str, Any]) -> dict[str, tuple[str, str, dict[str, Any]]]:
    return {op["operationId"]: (path, method, op) for path, item in spec["paths"].items()
            for method, op in item.items() if isinstance(op, dict) and "operationId" in op}


class Recorder:
    """An HTTP client that keeps, per operation, the request body and the first answer of
    each status the spec documents for it."""

    def __init__(self, base: str, spec: dict[str, Any]) -> None:
        self.http = httpx.Client(base_url=base, timeout=30)
        self.ops = _operations(spec)
        self.seen: dict[str, dict[str, Any]] = {}

    def call(self, op_id: str, *, path: dict[str, Any] | None = None, json_body: Any = None,
             params: dict[str, Any] | None = None, token: str | None = None,
             headers: dict[str, str] | list[tuple[str, str]] | None = None, content: bytes | None = None,
             summary: str | None = None, first_frame: bool = False,
             via: httpx.Client | None = None) -> httpx.Response:
        """One request (``via``: sent through that client, another server of the same store);
        with ``first_frame`` (an endless event stream) the answer is read up to its first
        event frame and the connection closed."""
        template, method, op = self.ops[op_id]
        url = template.format(**(path or {}))
        hdrs: list[tuple[str, str]] = list(headers.items()) if isinstance(headers, dict) else list(headers or [])
        if token:
            hdrs.append(("Authorization", f"Bearer {token}"))
        if first_frame:
            r = self._first_frame(method.upper(), url, params, hdrs)
        else:
            r = (via or self.http).request(method.upper(), url, json=json_body, params=params, headers=hdrs,
                                           content=content)
        status = str(r.status_code)
        if TRACE:
            print(op_id, url, status, r.text[:160].replace("\n", " "))
        entry = self.seen.setdefault(op_id, {"responses": {}})
        if status in op.get("responses", {}) and status not in entry["responses"]:
            if r.status_code < 300 and json_body is not None and "request" not in entry:
                entry["request"] = json_body
            if r.status_code < 300 and "parameters" not in entry:
                named = {**(path or {}), **{k: v for k, v in (params or {}).items()},
                         **{k: v for k, v in hdrs if k in ("If-Match", "Last-Event-ID", "Idempotency-Key")}}
                entry["parameters"] = named
            entry["responses"][status] = {"summary": summary or _summary(r), "value": _body(r)}
        return r

    def _first_frame(self, method: str, url: str, params: dict[str, Any] | None,
                     hdrs: list[tuple[str, str]]) -> httpx.Response:
        with self.http.stream(method, url, params=params, headers=hdrs) as r:
            if r.status_code != 200:
                r.read()
                return r
            text, deadline = "", time.monotonic() + 20
            for chunk in r.iter_text():
                text += chunk.replace("\r\n", "\n")
                if time.monotonic() > deadline:
                    raise TimeoutError(f"no event frame in 20 s from {url}: {text[:200]!r}")
                frames = [f for f in text.split("\n\n")[:-1] if "data: " in f]
                if frames:
                    text = frames[0] + "\n\n"
                    break
        return httpx.Response(r.status_code, headers=r.headers, content=text.encode(), request=r.request)

    def close(self) -> None:
        self.http.close()


def _summary(r: httpx.Response) -> str:
    if r.headers.get("content-type", "").startswith("application/problem+json"):
        return f"{r.status_code} {r.json().get('code')}"
    return f"{r.status_code} {r.reason_phrase}"


def _body(r: httpx.Response) -> Any:
    ctype = r.headers.get("content-type", "")
    if "json" in ctype:
        return r.json()
    if ctype.startswith("text/event-stream"):       # the spec's schema is one frame: its first
        frame = dict(line.split(": ", 1) for line in r.text.split("\n\n", 1)[0].splitlines()
                     if ": " in line and not line.startswith(":"))
        return {"id": frame.get("id"), "data": frame.get("data")}
    if not r.content:
        return None
    return r.text


def _sample(actions: list[Any], rng: random.Random) -> Any:
    from gamekinds.battle1821.options import LegalAction
    from gamekinds.battle1821.randomplay import choose_action

    options = msgspec.convert(actions, list[LegalAction])
    action = choose_action(options, rng)
    return msgspec.to_builtins(action) if action is not None else None


def _play(rec: Recorder, gid: str, tokens: dict[int, str], rng: random.Random, max_actions: int = 600) -> None:
    """Play ``max_actions`` actions or the game to its end (random legal actions of each
    waiting seat)."""
    checked = False
    for _ in range(max_actions):
        g = rec.call("getGame", path={"game_id": gid}).json()
        if g["status"] in ("finished", "cancelled"):
            break
        waiting = [s for s in g["waiting_for"] if s in tokens]
        if not waiting:
            rec.call("listEvents", path={"game_id": gid}, params={"after": 0, "wait": 2, "limit": 5})
            continue
        seat = waiting[0]
        la = rec.call("legalActions", path={"game_id": gid}, token=tokens[seat]).json()
        body = _sample(la["actions"], rng)
        if body is None or body.get("type") == "resign":
            body = {"type": "end_step"}
        if not checked:
            rec.call("checkAction", path={"game_id": gid}, json_body=body, token=tokens[seat])
            checked = True
        rec.call("submitAction", path={"game_id": gid}, json_body=body, token=tokens[seat],
                 headers={"If-Match": f'"{la["version"]}"'})


def record(base: str, spec: dict[str, Any] | None = None, seed: int = 1821,
           stop_worker: Callable[[], None] | None = None, short_ttl: str | None = None) -> dict[str, Any]:
    """Play through every operation against the server at ``base``; the examples. With
    ``stop_worker`` (which stops the server's only RQ worker) it also records ``/ready``'s
    503 at the end; with ``short_ttl`` (another server of the same store whose
    ``BATTLE1821_IDEMPOTENCY_TTL_S`` is :data:`SHORT_IDEM_TTL_S`) ``createGame``'s 409
    ``idempotency_key_expired``."""
    spec = spec or json.loads(SPEC.read_text(encoding="utf-8"))
    rec = Recorder(base, spec)
    rng = random.Random(seed)
    try:
        _record(rec, rng)
        if short_ttl is not None:
            _key_expired(rec, short_ttl)
        if stop_worker is not None:
            stop_worker()
            deadline = time.monotonic() + 30
            while rec.call("ready").status_code != 503 and time.monotonic() < deadline:
                time.sleep(0.5)
        return _complete(rec)
    finally:
        rec.close()


def _key_expired(rec: Recorder, base: str) -> None:
    """``POST /games`` with a key, then its repeat once the key's answer is dropped
    (``base``'s short TTL): 409 ``idempotency_key_expired``."""
    once = {"Idempotency-Key": str(uuid.uuid4())}
    body = {"seats": 2, "players": [{"name": "Kanaris"}]}
    with httpx.Client(base_url=base, timeout=30) as h:
        assert rec.call("createGame", json_body=body, headers=once, via=h).status_code == 201
        deadline = time.monotonic() + 30
        while rec.call("createGame", json_body=body, headers=once, via=h).status_code != 409:
            if time.monotonic() > deadline:
                raise TimeoutError(f"no 409 idempotency_key_expired from {base} in 30 s")
            time.sleep(0.5)


def _join(rec: Recorder, gid: str, name: str, version: int, token: str | None = None,
          **extra: Any) -> dict[str, Any]:
    r = rec.call("joinGame", path={"game_id": gid}, json_body={"name": name, **extra},
                 headers={"If-Match": f'"{version}"'}, token=token)
    assert r.status_code == 201, r.text
    return r.json()


def _record(rec: Recorder, rng: random.Random) -> None:
    g = {"game_id": UNKNOWN_GAME}
    for op in ("health", "ready", "getRules", "listKinds"):
        rec.call(op)
    rec.call("getOdds", params={"attackers": 4, "defenders": 3})
    rec.call("getOdds", params={"attackers": -1, "defenders": 3})
    rec.call("getKind", path={"kind": "battle1821"})
    rec.call("getKindRules", path={"kind": "battle1821"})
    rec.call("getKind", path={"kind": "chess"})
    rec.call("getKindRules", path={"kind": "chess"})

    created = rec.call("createGame", json_body={
        "seats": 2, "options": {"max_rounds": 1, "spectator_talk": True}, "seed": "examples"}).json()
    gid, host = created["id"], created["host_token"]
    game = {"game_id": gid}
    rec.call("createGame", json_body={"seats": 7})
    once = {"Idempotency-Key": str(uuid.uuid4())}
    rec.call("createGame", json_body={"seats": 2}, headers=once)
    rec.call("createGame", json_body={"seats": 3}, headers=once)                                 # 422
    rec.call("createGame", content=b"seats=2", headers={"Content-Type": "text/plain"})
    rec.call("listGames", params={"limit": 5})
    rec.call("listGames", params={"limit": 0})
    v = rec.call("getGame", path=game).json()["version"]
    rec.call("getGame", path=game, headers={"If-None-Match": f'"{v}"'})
    rec.call("joinGame", path=game, json_body={"name": "Kolokotronis"})                        # 428
    rec.call("joinGame", path=game, json_body={"name": "Kolokotronis"}, headers={"If-Match": '"0"'})  # 412
    rec.call("joinGame", path=game, content=b"name", headers={"Content-Type": "text/plain", "If-Match": f'"{v}"'})
    seat0 = _join(rec, gid, "Kolokotronis", v)
    v = rec.call("getGame", path=game).json()["version"]
    seat1 = _join(rec, gid, "Bouboulina", v)
    tokens = {seat0["seat"]: seat0["token"], seat1["seat"]: seat1["token"]}
    v = rec.call("getGame", path=game).json()["version"]
    rec.call("joinGame", path=game, json_body={"name": "Nikitaras"}, headers={"If-Match": f'"{v}"'})  # 409 game_full

    other = rec.call("createGame", json_body={"seats": 2}).json()
    for op in ("legalActions", "listWebhooks"):
        rec.call(op, path=game, token="not-a-token")                                           # 401
        rec.call(op, path=game, token=other["host_token"])                                     # 403
    rec.call("getGame", path=game, token="not-a-token")
    rec.call("getGame", path=game, token=other["host_token"])

    hook = rec.call("createWebhook", path=game, token=tokens[0],
                    json_body={"url": "http://127.0.0.1:9/battle1821-hook", "kinds": ["your_turn", "game_ended"]})
    rec.call("createWebhook", path=game, token=tokens[0], json_body={"url": "ftp://example.com/hook"})
    rec.call("listWebhooks", path=game, token=tokens[0])
    if hook.status_code == 201:
        wid = hook.json()["id"]
        rec.call("listWebhookDeliveries", path={**game, "webhook_id": wid}, token=tokens[0])

    msg = rec.call("postMessage", path=game, token=tokens[0], json_body={"text": "To Tripolitsa!"})
    rec.call("listMessages", path=game, params={"after": 0})
    rec.call("listMessages", path=game, token=tokens[1])
    if msg.status_code == 201:
        rec.call("getMessage", path={**game, "seq": msg.json()["seq"]})
    rec.call("getMessage", path={**game, "seq": 99})

    v = rec.call("getGame", path=game).json()["version"]
    rec.call("submitAction", path=game, token=tokens[0], json_body={"type": "place_start", "region": "atlantis"},
             headers={"If-Match": f'"{v}"'})
    rec.call("submitAction", path=game, token=tokens[0], json_body={"type": "fly"},
             headers={"If-Match": f'"{v}"'})
    rec.call("checkAction", path=game, token=tokens[0], json_body={"type": "fly"})
    _play(rec, gid, tokens, rng, max_actions=1)
    v = rec.call("getGame", path=game).json()["version"]
    idem = {"If-Match": f'"{v}"', "Idempotency-Key": "examples-key"}
    la = rec.call("legalActions", path=game, token=tokens[rec.call("getGame", path=game).json()["waiting_for"][0]]).json()
    seat = la["seat"]
    rec.call("submitAction", path=game, token=tokens[seat], json_body=_sample(la["actions"], rng) or {"type": "end_step"},
             headers=idem)
    rec.call("submitAction", path=game, token=tokens[seat], json_body={"type": "resign"}, headers=idem)   # 422
    rec.call("submitAction", path=game, token=tokens[seat], json_body={"type": "end_step"},
             headers={"If-Match": '"1"'})                                                              # 412
    rec.call("submitAction", path=game, token=tokens[seat], json_body={"type": "end_step"})            # 428
    rec.call("getRecord", path=game)                                                                    # 409
    rec.call("getRematch", path=game)
    rec.call("rematch", path=game, token=tokens[0])                                                     # 409
    _play(rec, gid, tokens, rng)

    for op in ("getGame", "listPlayers", "listActions", "listPhases", "currentPhase", "getRecord", "getRematch"):
        rec.call(op, path=game)
    rec.call("getGame", path=game, params={"at": 3})
    rec.call("getGame", path=game, params={"at": 0})
    rec.call("boardSvg", path=game)
    rec.call("boardSvg", path=game, params={"at": 0})
    rec.call("getPlayer", path={**game, "seat": 0})
    rec.call("getPlayer", path={**game, "seat": 3})
    rec.call("getAction", path={**game, "n": 1})
    rec.call("getAction", path={**game, "n": 100000})
    rec.call("getPhase", path={**game, "number": 1})
    rec.call("getPhase", path={**game, "number": 1000})
    rec.call("getBattle", path={**game, "n": 1})
    rec.call("getBattle", path={**game, "n": 1000})
    rec.call("listEvents", path=game, params={"after": 0, "limit": 3})
    rec.call("listEvents", path=game, params={"after": 0, "limit": 3, "messages": "true"}, token=tokens[0])
    rec.call("streamEvents", path=game, params={"after": 0})
    last = rec.call("listEvents", path=game, params={"after": 0, "limit": 1000}).json()["last_seq"]
    rec.call("streamEvents", path=game, params={"after": last})
    rec.call("streamEvents", path=game, headers={"Last-Event-ID": "x"})
    rec.call("listEvents", path=game, params={"after": -1})
    rec.call("submitAction", path=game, token=tokens[0], json_body={"type": "end_step"}, headers={"If-Match": "*"})
    rec.call("rematch", path=game, token=tokens[0])                                                     # 409 no_rematch
    rec.call("rematch", path=game, token=host)
    rec.call("rematch", path=game, token=tokens[1])
    rec.call("getRematch", path=game)
    rec.call("cancelGame", path=game, token=host, headers={"If-Match": "*"})                           # 409 over
    if hook.status_code == 201:
        rec.call("deleteWebhook", path={**game, "webhook_id": hook.json()["id"]}, token=tokens[0])

    # a game cancelled by its host, and one whose resigned seat is taken back
    c = rec.call("createGame", json_body={"seats": 2}).json()
    cg = {"game_id": c["id"]}
    rec.call("cancelGame", path=cg, token=c["host_token"])                                             # 428
    rec.call("cancelGame", path=cg, token=c["host_token"], headers={"If-Match": '"99"'})               # 412
    rec.call("cancelGame", path=cg, token="not-a-token", headers={"If-Match": "*"})                    # 401
    rec.call("cancelGame", path=cg, token=host, headers={"If-Match": "*"})                             # 403
    v = rec.call("getGame", path=cg).json()["version"]
    rec.call("cancelGame", path=cg, token=c["host_token"], headers={"If-Match": f'"{v}"'})
    t = rec.call("createGame", json_body={"seats": 2, "options": {"takeover_on_resign": True}}).json()
    tg = {"game_id": t["id"]}
    a = _join(rec, t["id"], "Karaiskakis", rec.call("getGame", path=tg).json()["version"])
    b = _join(rec, t["id"], "Miaoulis", rec.call("getGame", path=tg).json()["version"])
    rec.call("takeBackSeat", path={**tg, "seat": b["seat"]}, token=b["token"], headers={"If-Match": "*"})  # 409
    v = rec.call("getGame", path=tg).json()["version"]
    rec.call("submitAction", path=tg, token=b["token"], json_body={"type": "resign"}, headers={"If-Match": f'"{v}"'})
    rec.call("takeBackSeat", path={**tg, "seat": b["seat"]}, token=b["token"])                         # 428
    rec.call("takeBackSeat", path={**tg, "seat": b["seat"]}, token=b["token"], headers={"If-Match": '"1"'})
    rec.call("takeBackSeat", path={**tg, "seat": b["seat"]}, token=a["token"], headers={"If-Match": "*"})  # 403
    for _ in range(60):      # the bot may be in the middle of the seat's turn (409 seat_in_turn): wait
        v = rec.call("getGame", path=tg).json()["version"]
        r = rec.call("takeBackSeat", path={**tg, "seat": b["seat"]}, token=b["token"], headers={"If-Match": f'"{v}"'})
        if r.status_code == 200:
            break
        time.sleep(0.25)

    _record_accounts(rec, rng)

    # the answers every operation may get: an unknown game, a header twice, no or a bad token
    for op_id, (template, method, op) in rec.ops.items():
        names = {p["name"] for p in op.get("parameters", []) if p["in"] == "path"}
        if "game_id" in names:
            p = {n: (UNKNOWN_GAME if n == "game_id" else 1) for n in names}
            rec.call(op_id, path=p, token=host, headers={"If-Match": "*"},
                     json_body={} if op.get("requestBody") else None)
        p = {n: (gid if n == "game_id" else "battle1821" if n == "kind" else 1) for n in names}
        rec.call(op_id, path=p, headers=[("Authorization", "Bearer a"), ("Authorization", "Bearer b")])
        if "game_id" in names and op.get("security") == [{"bearer": []}]:
            rec.call(op_id, path=p, headers={"If-Match": "*"}, json_body={} if op.get("requestBody") else None)
        if op.get("requestBody"):
            rec.call(op_id, path=p, token=host, content=b"{}", headers={"Content-Type": "text/plain", "If-Match": "*"})
    # a token over its budget (the started server's BATTLE1821_RATE_LIMIT_TOKEN)
    spent = rec.call("createGame", json_body={"seats": 2}).json()["host_token"]
    for _ in range(int(TOKEN_LIMIT.split("/")[0]) + 5):
        if rec.call("listWebhooks", path={"game_id": gid}, token=spent).status_code == 429:
            break


def _account(rec: Recorder, body: dict[str, Any]) -> dict[str, Any]:
    """A new account named ``body["name"]``, or that name and a number when a server that
    recorded before (or a test) holds the name (409 ``name_taken``)."""
    for n in range(1, 50):
        r = rec.call("createAccount", json_body={**body, "name": body["name"] + (f" {n}" if n > 1 else "")})
        if r.status_code != 409:
            assert r.status_code == 201, r.text
            return r.json()
    raise AssertionError(f"every name like {body['name']!r} is taken")


def _record_accounts(rec: Recorder, rng: random.Random) -> None:
    """Accounts, API keys, a rated game between two accounts, challenges, the leaderboard
    and the account event feed (issue 33)."""
    made = _account(rec, {"name": "Ypsilantis", "key_label": "laptop"})
    acc_a, key_a = made["account"], made["key"]["key"]
    rec.call("createAccount", json_body={"name": acc_a["name"].lower()})                              # 409 name_taken
    rec.call("createAccount", json_body={"name": "  "})                                               # 400
    rec.call("createAccount", content=b"name=Ypsilantis", headers={"Content-Type": "text/plain"})     # 415
    made_b = _account(rec, {"name": "Kanaris", "bot": False})
    acc_b, key_b = made_b["account"], made_b["key"]["key"]
    rec.call("findAccount", params={"name": acc_b["name"].upper()})
    rec.call("findAccount", params={"name": "Nobody"})                                                # 404
    rec.call("getAccount", path={"account_id": acc_a["id"]})
    rec.call("getAccount", path={"account_id": "acc_0000000000000000"})                                # 404
    rec.call("getMyAccount", token=key_a)
    rec.call("getMyAccount", token="b1821a_" + "x" * 43)                                                # 401
    read = rec.call("createApiKey", token=key_a, json_body={"label": "watcher", "scopes": ["read"]}).json()
    rec.call("createApiKey", token=read["key"], json_body={"label": "mightier", "scopes": ["play"]})  # 403
    rec.call("createApiKey", token="b1821a_" + "x" * 43, json_body={"label": "x", "scopes": ["read"]})  # 401
    spare = rec.call("createApiKey", token=key_b, json_body={"label": "spare", "scopes": ["read"]}).json()
    for i in range(25):                                                                                # 409 too_many_keys
        if rec.call("createApiKey", token=key_b, json_body={"label": f"k{i}", "scopes": ["read"]}).status_code == 409:
            break
    rec.call("listApiKeys", token=key_a)
    rec.call("listApiKeys", token="b1821a_" + "x" * 43)                                                # 401
    rec.call("revokeApiKey", path={"key_id": spare["id"]}, token=key_b)
    rec.call("revokeApiKey", path={"key_id": "key_0000000000000000"}, token=key_b)                     # 404
    rec.call("revokeApiKey", path={"key_id": spare["id"]}, token=spare["key"])                         # 401 revoked

    # a rated game: the creator's account in seat 0, the other account joins
    rec.call("createGame", token="b1821a_" + "x" * 43, json_body={"seats": 2})                        # 401
    rec.call("createGame", token=read["key"], json_body={"seats": 2, "players": [{"name": "Ypsilantis"}],
                                                         "account_seat": 0})                           # 403
    created = rec.call("createGame", token=key_a, json_body={
        "seats": 2, "players": [{"name": "Ypsilantis"}], "account_seat": 0, "rated": True,
        "options": {"max_rounds": 1}}).json()
    gid = created["id"]
    v = rec.call("getGame", path={"game_id": gid}).json()["version"]
    joined = _join(rec, gid, "Kanaris", v, token=key_b)
    tokens = {created["players"][0]["seat"]: created["players"][0]["token"], joined["seat"]: joined["token"]}
    rec.call("listAccountEvents", token=key_b, params={"after": 0, "limit": 5})
    rec.call("listAccountEvents", token="b1821a_" + "x" * 43)                                          # 401
    rec.call("streamAccountEvents", token=key_b, params={"after": 0}, first_frame=True)
    rec.call("streamAccountEvents", token=key_b, headers={"Last-Event-ID": "x"})                      # 400
    rec.call("streamAccountEvents", token="b1821a_" + "x" * 43)                                        # 401
    _play(rec, gid, tokens, rng)
    deadline = time.monotonic() + 30      # the finished game's ratings are written by the worker
    while (rec.http.get(f"/accounts/{acc_a['id']}/ratings").json().get("total", 0) == 0
           and time.monotonic() < deadline):
        time.sleep(0.25)
    for op in ("getAccountRatingHistory", "getAccountGames"):
        rec.call(op, path={"account_id": acc_a["id"]}, params={"limit": 5})
        rec.call(op, path={"account_id": "acc_0000000000000000"})                                      # 404
    rec.call("getLeaderboard", path={"kind": "battle1821"}, params={"limit": 10})
    rec.call("getLeaderboard", path={"kind": "chess"})                                                  # 404

    # challenges: one accepted, one declined
    body = {"accounts": [acc_b["id"]], "kind": "battle1821", "options": {"max_rounds": 1}, "rated": True}
    ch = rec.call("createChallenge", token=key_a, json_body=body).json()
    rec.call("createChallenge", token=key_a, json_body={**body, "accounts": ["acc_0000000000000000"]})  # 404
    rec.call("createChallenge", token=read["key"], json_body=body)                                      # 403
    rec.call("createChallenge", token="b1821a_" + "x" * 43, json_body=body)                             # 401
    rec.call("getChallenge", path={"challenge_id": ch["id"]})
    rec.call("getChallenge", path={"challenge_id": "ch_0000000000000000"})                              # 404
    rec.call("acceptChallenge", path={"challenge_id": ch["id"]}, token=key_a)                           # 403
    rec.call("acceptChallenge", path={"challenge_id": ch["id"]}, token=key_b)
    rec.call("acceptChallenge", path={"challenge_id": ch["id"]}, token=key_b)                           # 409
    rec.call("acceptChallenge", path={"challenge_id": "ch_0000000000000000"}, token=key_b)              # 404
    rec.call("acceptChallenge", path={"challenge_id": ch["id"]}, token="b1821a_" + "x" * 43)            # 401
    ch2 = rec.call("createChallenge", token=key_a, json_body={**body, "rated": False}).json()
    rec.call("declineChallenge", path={"challenge_id": ch2["id"]}, token=key_a)                          # 403
    rec.call("declineChallenge", path={"challenge_id": ch2["id"]}, token=key_b)
    rec.call("declineChallenge", path={"challenge_id": ch2["id"]}, token=key_b)                          # 409
    rec.call("declineChallenge", path={"challenge_id": "ch_0000000000000000"}, token=key_b)             # 404
    rec.call("declineChallenge", path={"challenge_id": ch2["id"]}, token="b1821a_" + "x" * 43)          # 401
    _record_seeks(rec, key_a, key_b, read["key"])


def _record_seeks(rec: Recorder, key_a: str, key_b: str, read_key: str) -> None:
    """Quick play: a seek that waits, is listed and cancelled; the account's most waiting
    seeks; two seeks matched into a game (every seek left waiting is cancelled: the
    tests' shared server must not match another run's)."""
    bad = "b1821a_" + "x" * 43
    body = {"kind": "battle1821", "seats": 2, "options": {"max_rounds": 1}, "rated": True,
            "clock": {"initial_s": 900, "increment_s": 10}, "rating_range": {"min": 0, "max": 50}}
    rec.call("createSeek", token=bad, json_body=body)                                                     # 401
    rec.call("createSeek", token=read_key, json_body=body)                                                # 403
    rec.call("createSeek", token=key_a, json_body={**body, "kind": "chess"})                              # 400
    waiting = rec.call("createSeek", token=key_a, json_body=body).json()
    rec.call("listSeeks", params={"kind": "battle1821", "limit": 10})
    rec.call("listSeeks", params={"limit": 0})                                                            # 400
    rec.call("getSeek", path={"seek_id": waiting["id"]}, token=key_b)                                    # 404
    rec.call("getSeek", path={"seek_id": waiting["id"]}, token=read_key)                                 # 403
    rec.call("getSeek", path={"seek_id": waiting["id"]}, token=bad)                                      # 401
    more = [rec.call("createSeek", token=key_a, json_body={**body, "options": {"max_rounds": n}}).json()
            for n in (2, 3)]
    rec.call("createSeek", token=key_a, json_body={**body, "options": {"max_rounds": 4}})               # 409
    for s in [waiting, *more]:
        rec.call("cancelSeek", path={"seek_id": s["id"]}, token=key_a)
    rec.call("cancelSeek", path={"seek_id": waiting["id"]}, token=key_b)                                 # 404
    rec.call("cancelSeek", path={"seek_id": waiting["id"]}, token=read_key)                              # 403
    rec.call("cancelSeek", path={"seek_id": waiting["id"]}, token=bad)                                   # 401
    once = {"Idempotency-Key": str(uuid.uuid4())}
    keyed = rec.call("createSeek", token=key_a, json_body=body, headers=once).json()
    rec.call("createSeek", token=key_a, json_body={**body, "seats": 3}, headers=once)                   # 422
    rec.call("cancelSeek", path={"seek_id": keyed["id"]}, token=key_a)
    first = rec.call("createSeek", token=key_a, json_body=body).json()
    matched = rec.call("createSeek", token=key_b, json_body=body).json()
    if matched.get("status") != "matched":             # another client's seek took it: no 409 to show
        rec.call("cancelSeek", path={"seek_id": matched["id"]}, token=key_b)
    rec.call("cancelSeek", path={"seek_id": first["id"]}, token=key_a)                                   # 409 / 204
    rec.call("getSeek", path={"seek_id": first["id"]}, token=key_a)                 # matched: its game and token


def _complete(rec: Recorder) -> dict[str, Any]:
    """Every documented status with a body: its own answer, else the same status's answer
    to another operation (its summary names that operation)."""
    by_status: dict[str, tuple[str, dict[str, Any]]] = {}
    for op_id, entry in sorted(rec.seen.items()):
        for status, ans in entry["responses"].items():
            if int(status) >= 400 and isinstance(ans["value"], dict) and "code" in ans["value"]:
                by_status.setdefault(status, (op_id, ans))
    out: dict[str, Any] = {}
    for op_id, (_, _, op) in sorted(rec.ops.items()):
        entry = rec.seen.get(op_id, {"responses": {}})
        responses = {}
        for status, resp in sorted(op.get("responses", {}).items()):
            if not resp.get("content"):
                continue
            if status in entry["responses"]:
                responses[status] = entry["responses"][status]
            elif status in by_status:
                other, ans = by_status[status]
                responses[status] = {"summary": f"{ans['summary']} (the server's answer to {other})",
                                     "value": ans["value"]}
        out[op_id] = {k: v for k, v in (("request", entry.get("request")),
                                        ("parameters", entry.get("parameters")),
                                        ("responses", responses)) if v is not None}
    return out


def _serve_and_record() -> dict[str, Any]:
    from server.stack import Stack, free_port

    with tempfile.TemporaryDirectory(prefix="battle1821-examples-") as tmp:
        with Stack(Path(tmp) / "logs") as st:
            url = st.redis(Path(tmp) / "redis")
            env = {"REDIS_URL": url, "QUEUE_REDIS_URL": url, "LOG_LEVEL": "WARNING",
                   "BATTLE1821_RATE_LIMIT_TOKEN": TOKEN_LIMIT,
                   # the example webhook's endpoint is this host (no DNS needed; nothing listens there)
                   "BATTLE1821_WEBHOOK_ALLOW_LOOPBACK": "1"}
            worker = st.worker(env)
            base = st.api(env, free_port())
            st.wait_http(base, "/ready", timeout=60)
            short = st.api({**env, "BATTLE1821_IDEMPOTENCY_TTL_S": str(SHORT_IDEM_TTL_S)}, free_port(),
                           name="api-short-ttl")
            return record(base, stop_worker=worker.stop, short_ttl=short)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", help="a running server (default: start one)")
    ap.add_argument("--output", type=Path, default=OUTPUT)
    a = ap.parse_args(argv)
    examples = record(a.base) if a.base else _serve_and_record()
    a.output.write_text(json.dumps(examples, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    print("wrote", a.output)
    write_external(examples)


def write_external(examples: dict[str, Any]) -> None:
    """The answers the spec shows by ``externalValue`` (:func:`server.api.specdoc.has_schema_refs`)
    as files of the docs (``docs/api/examples/``, served under ``/docs/api/examples/``)."""
    from server.api.specdoc import EXTERNAL_DIR, external_name, has_schema_refs

    EXTERNAL_DIR.mkdir(parents=True, exist_ok=True)
    for old in EXTERNAL_DIR.glob("*.json"):
        old.unlink()
    for op_id, entry in examples.items():
        for status, ans in entry["responses"].items():
            if has_schema_refs(ans["value"]):
                path = EXTERNAL_DIR / external_name(op_id, status)
                path.write_text(json.dumps(ans["value"], indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
                print("wrote", path)


if __name__ == "__main__":
    main()
