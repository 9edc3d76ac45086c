"""The spec's side of game kinds (post-processing of Litestar's OpenAPI, like
``server.app._document_events``)."""

from __future__ import annotations

from litestar import Litestar


def document_kind_api(app: Litestar) -> None:
    """The listing summary's ``kind`` required (:func:`require_listed_kind`); on
    ``/kinds``, the 304's ``ETag`` is the body's digest (not a game version) and the 404
    is ``unknown_kind``."""
    from litestar.openapi.spec import OpenAPIHeader as Header

    from server.api.kinds import ETAG_HEADER

    require_listed_kind(app)
    for path, item in (app.openapi_schema.paths or {}).items():
        if not path.startswith("/kinds") or item.get is None:
            continue
        for status, resp in item.get.responses.items():
            if status == "304" and resp.headers and "ETag" in resp.headers:
                old = resp.headers["ETag"]
                resp.headers = {**resp.headers, "ETag": Header(schema=old.schema, required=True,
                                                               description=ETAG_HEADER.description)}
            elif status == "404":
                resp.description = "`unknown_kind`: this server hosts no game kind of that name (`GET /kinds`)"


def require_listed_kind(app: Litestar) -> None:
    """``GameSummary.kind`` is always sent (a summary stored before game kinds decodes as
    ``battle1821``): document it as required, without the storage default."""
    sch = app.openapi_schema.components.schemas["GameSummary"]
    sch.required = sorted({*(sch.required or []), "kind"})
    sch.properties["kind"].default = None
