"""An account's event stream ends when the API key that opened it is revoked: at its next
item (an event or a keep-alive), as the key's next request gets 401. Found by break26: a
revoked key's open stream went on telling the account's challenges (game ids, challengers)."""

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

        def follow() -> None:
            with httpx.stream("GET", f"{base}/account/events/stream", headers=auth(leaked), timeout=30) as r:
                got["status"] = r.status_code
                for line in r.iter_lines():
                    if line.startswith("data:"):
                        got["frames"].append(line)
            got["closed"] = time.monotonic()

        t = threading.Thread(target=follow, daemon=True)
        t.start()
        time.sleep(1.0)                                          # the stream is open
        assert http.delete(f"/account/keys/{leaked_id}", headers=auth(owner)).status_code == 204
        assert http.get("/account", headers=auth(leaked)).status_code == 401
        rival = http.post("/accounts", json={"name": f"Ch {uuid.uuid4().hex[:6]}"}).json()["key"]["key"]
        r = http.post("/challenges", json={"accounts": [aid], "kind": "battle1821", "seats": 2}, headers=auth(rival))
        assert r.status_code == 201, r.text                      # an event for the account
        t.join(20)
        assert not t.is_alive(), "the revoked key's stream is still open"
        assert got["status"] == 200 and got["frames"] == [], got["frames"]
        # the owner's key still reads it
        page = http.get("/account/events", headers=auth(owner)).json()
        assert [e["type"] for e in page["events"]] == ["challenge"]
