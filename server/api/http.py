"""HTTP's side of the use cases: bearer tokens, entity tags (``ETag``, ``If-Match``,
``If-None-Match``), ``Last-Event-ID``, and the JSON responses the handlers send (with
``ETag`` and ``Location``). The services see only tokens, :class:`Expected` versions and
domain results."""

from __future__ import annotations

import re

import msgspec
from litestar import Request, Response

from server.service.errors import InvalidRequest
from server.service.models import GameView
from server.service.versions import Expected

JSON = "application/json"
MAX_SEQ = 1 << 40
_SEQ = re.compile(r"[0-9]{1,13}")
_SEQ_PAIR = re.compile(r"([0-9]{1,13})(?::([0-9]{1,13}))?")


def _at_most(limit: int, width: int) -> str:
    """A regular expression of the ``width``-digit decimals (leading zeros allowed) not
    above ``limit``."""
    digits = str(limit).zfill(width)
    alts = [f"{digits[:i]}[0-{int(d) - 1}][0-9]{{{width - i - 1}}}" for i, d in enumerate(digits) if d != "0"]
    return "|".join([*alts, digits])


# A seq as ``last_event_ids`` reads it (1-13 digits, 0..2^40): the spec's pattern of
# ``Last-Event-ID``, so a schema-valid header is one the server takes.
SEQ_PATTERN = f"[0-9]{{1,12}}|{_at_most(MAX_SEQ, 13)}"
# ``Last-Event-ID``: empty (as no header), or a seq, or ``<event seq>:<message seq>``
# (HTTP strips the whitespace around a field value).
LAST_EVENT_ID_PATTERN = rf"^$|^({SEQ_PATTERN})(:({SEQ_PATTERN}))?[ \t]*$"
# RFC 9110 8.8.3: entity-tag = [ W/ ] DQUOTE *etagc DQUOTE, etagc = %x21 / %x23-7E / obs-text
# (a comma may be inside a tag); If-Match's list: members between commas, empty ones allowed
_TAG = r'(?:W/)?"[\x21\x23-\x7e\x80-\xff]*"'
_ETAG = re.compile(r'(W/)?"([\x21\x23-\x7e\x80-\xff]*)"')
_TAG_LIST = re.compile(rf'[ \t]*(?:{_TAG}[ \t]*)?(?:,[ \t]*(?:{_TAG}[ \t]*)?)*')
_MEMBER = re.compile(rf'[ \t]*({_TAG}|[^,]*)')
_VERSION = re.compile(r"0|[1-9][0-9]{0,15}")
_enc = msgspec.json.Encoder()


def bearer(request: Request) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header (None when absent)."""
    return parse_bearer(request.headers.get("authorization"))


def parse_bearer(authorization: str | None) -> str | None:
    """The token of an ``Authorization`` field's value ``Bearer <token>`` (None otherwise)."""
    if not authorization:
        return None
    scheme, _, tok = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not tok.strip():
        return None
    return tok.strip()


def etag(version: int) -> str:
    """The game version as a strong entity tag: ``"7"``."""
    return f'"{version}"'


def etag_bytes(version: int) -> bytes:
    """:func:`etag` as a header field's bytes."""
    return b'"%d"' % version


def expected_version(if_match: str | None) -> Expected | None:
    """RFC 9110 13.1.1 ``If-Match`` against the game's ETag ``"<version>"``: None without
    the header; ``*`` matches any current version; otherwise a comma-separated list of
    entity-tags of which any may match, compared strongly: a weak tag (``W/"7"``) never
    matches, and a tag matches only when it is exactly ``"<version>"`` (``"07"`` or
    ``"+7"`` never do). Empty list elements are ignored (RFC 9110 5.6.1), so an empty
    list matches nothing (412). Anything else is no ``If-Match`` field (the field is
    ``*`` or a list of entity-tags) and is :class:`InvalidRequest` (400 naming
    ``If-Match``), the whole field refused, whatever the members around it: a member
    that is no entity-tag (``"1", garbage``), ``*`` inside a list, an unclosed quote. A
    bare version (``7``, unquoted) gets a detail that says how to quote it."""
    if if_match is None:
        return None
    v = if_match.strip()
    if len(v) > 2 and v[0] == '"' and v[-1] == '"' and _VERSION.fullmatch(v, 1, len(v) - 1):
        return Expected(versions=frozenset((int(v[1:-1]),)))     # the usual one tag, "7"
    if v == "*":
        return Expected(any=True)
    if _VERSION.fullmatch(v):
        # a bare version is no entity tag (RFC 9110 8.8.3): it could never match; say how to send it
        raise InvalidRequest(f'If-Match must be an entity tag, the ETag as sent: If-Match: "{v}" (quoted), '
                             f'not If-Match: {v}.', field="If-Match")
    if _TAG_LIST.fullmatch(v) is None:
        bad = next((p.strip() for p in _MEMBER.findall(v) if not _ETAG.fullmatch(p.strip()) and p.strip()), v)
        raise InvalidRequest(f"If-Match must be * or a comma-separated list of entity tags (the ETag as sent, "
                             f'quoted: If-Match: "7"); {bad[:40]!r} is no entity tag.', field="If-Match")
    versions = set()
    for m in _ETAG.finditer(v):
        if m.group(1) is None and _VERSION.fullmatch(m.group(2)):
            versions.add(int(m.group(2)))
    return Expected(versions=frozenset(versions))


def if_match_matches(value: str, current: int) -> bool:
    """Whether ``If-Match: value`` matches the game at version ``current``."""
    return expected_version(value).matches(current)


def not_modified(request: Request, version: int) -> bool:
    """``If-None-Match`` lists the ETag of ``version`` (weak or strong), or is ``*``, which
    any current representation matches (RFC 9110 13.1.2)."""
    inm = (request.headers.get("if-none-match") or "").strip()
    return inm == "*" or (bool(inm) and etag(version) in [t.strip().removeprefix("W/") for t in inm.split(",")])


def last_event_ids(value: str) -> tuple[int, int | None]:
    """(event seq, message seq or None) of a ``Last-Event-ID`` header (an ``id`` this
    server sent: ``"42"``, or ``"42:3"`` on a stream with the table talk), each a decimal
    0..2^40, else :class:`InvalidRequest` before the stream starts (a garbage id must not
    silently replay the log from the start, nor wait forever)."""
    m = _SEQ_PAIR.fullmatch(value.strip())
    if m is None or int(m.group(1)) > MAX_SEQ or (m.group(2) is not None and int(m.group(2)) > MAX_SEQ):
        raise InvalidRequest(f"Last-Event-ID must be an event seq (0..{MAX_SEQ}), or '<event seq>:<message seq>', "
                             "that this stream sent.", field="Last-Event-ID")
    return int(m.group(1)), (int(m.group(2)) if m.group(2) is not None else None)


def last_event_id(value: str) -> int:
    """The event seq of a ``Last-Event-ID`` header (:func:`last_event_ids`)."""
    return last_event_ids(value)[0]


def stream_start(after: int | None, last_event_id_header: str | None) -> int:
    """Where a stream starts: ``after``, else the ``Last-Event-ID`` header's seq, else 0."""
    return stream_cursors(after, 0, last_event_id_header)[0]


def stream_cursors(after: int | None, messages_after: int | None,
                   last_event_id_header: str | None) -> tuple[int, int]:
    """(event seq, message seq) a stream starts after: each its query parameter, else the
    ``Last-Event-ID`` header's part, else 0 (the header is read only when a part is
    missing)."""
    ev, msg = 0, None
    if (after is None or messages_after is None) and last_event_id_header is not None \
            and last_event_id_header.strip():
        ev, msg = last_event_ids(last_event_id_header)
    return (after if after is not None else ev,
            messages_after if messages_after is not None else (msg or 0))


def json_response(result, version: int | None = None, status: int = 200, location: str | None = None) -> Response:
    """``result`` (a Struct or ``msgspec.Raw``) as JSON, with ``ETag`` for ``version`` and
    ``Location``."""
    headers = {}
    if version is not None:
        headers["ETag"] = etag(version)
    if location is not None:
        headers["Location"] = location
    return Response(content=_enc.encode(result), status_code=status, media_type=JSON, headers=headers or None)


def game_json(g: GameView) -> bytes:
    """A :class:`GameView` as its documented ``GameOut``: the store's facts first, then
    the engine view's members."""
    return b"%s,%s" % (_enc.encode(g.facts)[:-1], _enc.encode(g.view)[1:])
