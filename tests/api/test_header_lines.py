"""Issue 38, item 8: several lines of one header field. ``If-Match`` is a list (RFC
9110 13.1.1): two lines are one list, so ``"8"`` then the current ``"3"`` matches; two
``Authorization`` lines are refused (400 ``duplicate_header``), never "the last wins".
Over a raw socket to a real server (an HTTP client would merge or refuse them itself)."""

from __future__ import annotations

import json
import socket

import httpx

from helpers import create_full, legal


def _raw(base: str, method: str, path: str, lines: list[str], body: dict | None = None) -> tuple[int, dict]:
    host, port = base.removeprefix("http://").split(":")
    data = json.dumps(body).encode() if body is not None else b""
    head = [f"{method} {path} HTTP/1.1", "Host: x", "Connection: close", *lines]
    if body is not None:
        head += ["Content-Type: application/json", f"Content-Length: {len(data)}"]
    with socket.create_connection((host, int(port)), timeout=10) as s:
        s.sendall("\r\n".join(head).encode() + b"\r\n\r\n" + data)
        out = b""
        while chunk := s.recv(65536):
            out += chunk
    status = int(out.split(b" ", 2)[1])
    payload = out.split(b"\r\n\r\n", 1)[1]
    return status, json.loads(payload) if payload.startswith(b"{") else {}


def test_two_if_match_lines_are_one_list(server):
    base = server["base"]
    with httpx.Client(base_url=base) as c:
        g = create_full(c, 2)
        v = c.get(f"/games/{g['id']}").json()
        seat = v["waiting_for"][0]
        region = legal(c, g, seat)[0]["regions"][0]
    status, body = _raw(base, "POST", f"/games/{g['id']}/actions",
                        [f"Authorization: Bearer {g['tokens'][seat]}", 'If-Match: "8000"',
                         f'If-Match: "{v["version"]}"'], {"type": "place_start", "region": region})
    assert status == 201, body
    assert body["version"] == v["version"] + 1


def test_two_authorization_lines_are_400(server):
    base = server["base"]
    with httpx.Client(base_url=base) as c:
        g = create_full(c, 2)
    status, body = _raw(base, "GET", f"/games/{g['id']}",
                        [f"Authorization: Bearer {g['tokens'][0]}", f"Authorization: Bearer {g['host']}"])
    assert status == 400, body
    assert body["code"] == "duplicate_header" and body["field"] == "authorization"
    status, _ = _raw(base, "GET", f"/games/{g['id']}", [f"Authorization: Bearer {g['host']}"])
    assert status == 200


def test_two_idempotency_key_or_content_type_lines_are_400(server):
    """Two ``Idempotency-Key`` lines were taken as the first: the action applied under
    key ``A`` while a proxy joining the lines sends ``A, B``, another key, so the client's
    retry through it did not replay; the request is refused, the game untouched. Two
    ``Content-Type`` lines likewise."""
    base = server["base"]
    with httpx.Client(base_url=base) as c:
        g = create_full(c, 2)
        v = c.get(f"/games/{g['id']}").json()
        seat = v["waiting_for"][0]
        region = legal(c, g, seat)[0]["regions"][0]
    head = [f"Authorization: Bearer {g['tokens'][seat]}", f'If-Match: "{v["version"]}"']
    action = {"type": "place_start", "region": region}
    for lines, field in (([*head, "Idempotency-Key: A", "Idempotency-Key: B"], "idempotency-key"),
                         ([*head, "Content-Type: text/plain"], "content-type")):
        status, body = _raw(base, "POST", f"/games/{g['id']}/actions", lines, action)
        assert status == 400, body
        assert body["code"] == "duplicate_header" and body["field"] == field
    with httpx.Client(base_url=base) as c:
        assert c.get(f"/games/{g['id']}").json()["version"] == v["version"]
    status, body = _raw(base, "POST", f"/games/{g['id']}/actions", [*head, "Idempotency-Key: A"], action)
    assert status == 201, body
