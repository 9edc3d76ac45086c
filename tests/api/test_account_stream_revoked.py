"""An account's event stream ends when the API key that opened it is revoked: at its next
item (an event or a keep-alive), as the key's next request gets 401. Found by break26: a
revoked key's open stream went on telling the account's challenges (game ids, challengers).
The revocation here follows a keep-alive at once, and the challenge follows it: a key looked
up at the keep-alive and trusted for a while after it (the first fix trusted it 50 ms) let
the challenge through, 1 run in 2 of `make test`."""

from __future__ import annotations

import threading
import time
import uuid

import httpx

from helpers import auth


def test_a_revoked_keys_open_stream_ends_at_its_next_event(server):
    base = server["base"]
    with httpx.Client(base_url=base, timeout=30) as http:
        made = http.post("/accounts", json={"name": f"Rv {uuid.uuid4().hex[:6]}"}).json()
        owner, aid = made["key"]["key"], made["account"]["id"]
        second = http.post("/account/keys", json={"label": "leaked", "scopes": ["read"]}, headers=auth(owner)).json()
        leaked, leaked_id = second["key"], second["id"]
        got: dict = {"frames": []}
        kept_alive = threading.Event()

        def follow() -> None:
            with httpx.stream("GET", f"{base}/account/events/stream", headers=auth(leaked), timeout=30) as r:
                got["status"] = r.status_code
                for line in r.iter_lines():
                    if line.startswith("data:"):
                        got["frames"].append(line)
                    elif line.startswith(":"):                   # a keep-alive comment
                        kept_alive.set()
            got["closed"] = time.monotonic()

        t = threading.Thread(target=follow, daemon=True)
        t.start()
        rival = http.post("/accounts", json={"name": f"Ch {uuid.uuid4().hex[:6]}"}).json()["key"]["key"]
        assert kept_alive.wait(10), "no keep-alive on the open stream"    # the live stack's: every 1 s
        kept_alive.clear()
        assert kept_alive.wait(10)                               # the key was just looked up
        assert http.delete(f"/account/keys/{leaked_id}", headers=auth(owner)).status_code == 204
        r = http.post("/challenges", json={"accounts": [aid], "kind": "battle1821", "seats": 2}, headers=auth(rival))
        assert r.status_code == 201, r.text                      # an event for the account
        assert http.get("/account", headers=auth(leaked)).status_code == 401
        t.join(20)
        assert not t.is_alive(), "the revoked key's stream is still open"
        assert got["status"] == 200 and got["frames"] == [], got["frames"]
        # the owner's key still reads it
        page = http.get("/account/events", headers=auth(owner)).json()
        assert [e["type"] for e in page["events"]] == ["challenge"]
