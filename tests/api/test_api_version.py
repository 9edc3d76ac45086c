"""Issue 34: the API's version (semver) is the spec's ``info.version`` and the
``API-Version`` header of every answer (success, problem, 304, docs), documented on every
response of the spec."""

from __future__ import annotations

from helpers import spec_document

from server.api.specdoc import API_VERSION


def test_every_answer_names_the_api_version(client):
    gid = client.post("/games", json={"seats": 2}).json()["id"]
    answers = [client.get("/health"), client.get(f"/games/{gid}"), client.get("/games/0123456789abcdef"),
               client.post(f"/games/{gid}/players", json={"name": "A"}),        # 428
               client.get(f"/games/{gid}", headers={"If-None-Match": '"1"'})]   # 304
    assert [r.status_code for r in answers] == [200, 200, 404, 428, 304]
    assert all(r.headers["API-Version"] == API_VERSION for r in answers)


def test_the_spec_names_the_version_and_its_header():
    doc = spec_document()
    assert doc["info"]["version"] == API_VERSION
    assert [int(x) for x in API_VERSION.split(".")] and len(API_VERSION.split(".")) == 3
    assert doc["components"]["headers"]["API-Version"]["required"] is True
    for path, item in doc["paths"].items():
        for method, op in item.items():
            for status, resp in op["responses"].items():
                assert resp["headers"]["API-Version"] == {"$ref": "#/components/headers/API-Version"}, \
                    (path, method, status)
