"""Request bodies decoded by msgspec, strictly, straight into the handler's ``data`` type.

Litestar decodes a JSON body to Python objects first and converts them to the handler's
type afterwards with ``strict=False``: ``{"seats": "2"}`` and ``"infantry": "10"`` were
accepted (str -> int coercion), and a deeply nested body (``[[[[...]]]]``) raised
a ``RecursionError`` in the untyped decoder, answered 500. :class:`StrictRequest`
(the app's ``request_class``) decodes the bytes once with a typed
``msgspec.json.Decoder`` in strict mode: a typed decode stops at the first value of the
wrong shape, so nesting cannot recurse deeply, and any error (malformed JSON, wrong
type, out-of-range value, too deep) is a 400 ``invalid_request`` problem naming the
field. The decoded Struct passes unchanged through Litestar's own conversion. One
leniency, as JSON Schema's ``integer``: ``2.0`` is the integer 2 (``2.5`` is not).

Before decoding: a body sent with a ``Content-Encoding`` other than ``identity`` (``gzip``,
``br``, ...; the server decodes no content coding) is ``415 unsupported_content_encoding``
with ``Accept-Encoding: identity`` (RFC 9110 15.5.16, 12.5.3); a body whose
``Content-Type`` is not ``application/json`` (parameters such as ``charset=utf-8``
allowed), or a non-empty body without one, is ``415 unsupported_media_type``
(``Accept-Post: application/json``). After it: a JSON object
that names a member twice (msgspec keeps the last one silently) is ``400
duplicate_key`` naming the member; a string holding a lone UTF-16 surrogate escape
(``"\\ud800"``, not Unicode; msgspec calls it "truncated") gets a 400 that says so and
where.

A body whose type is the game's kind's (an action, a new game's options and position)
cannot be decoded before the game is known: such a handler's ``data`` is annotated with
:class:`DecodeAs` (the spec still documents the default kind's type, under
``SkipValidation``). The request is then checked as above for everything but the kind's
types (well-formed JSON, bounded depth, no duplicate member, the handler's own fields),
and the kind's types are decoded by :func:`decode_strict` once the kind is known, with
the same 400s.
"""

from __future__ import annotations

import json
import re
from typing import Any

import msgspec
from litestar import Request
from litestar.exceptions import ClientException, HTTPException, ValidationException
from litestar.types import Empty

from gamekinds.text import PLAYER_NAME_PATTERN

from .problems import DUPLICATE_KEY, INVALID_NAME, UNSUPPORTED_CONTENT_ENCODING, UNSUPPORTED_MEDIA_TYPE

_decoders: dict[int, tuple[Any, msgspec.json.Decoder | None]] = {}
_typed: dict[Any, msgspec.json.Decoder] = {}


class DecodeAs:
    """``Annotated`` metadata of a handler's ``data``: decode the body as ``runtime`` (a
    Struct whose kind-dependent fields are ``msgspec.Raw``, or ``msgspec.Raw`` itself)
    instead of the documented type; the handler decodes the rest with :func:`decode_strict`."""

    def __init__(self, runtime: Any) -> None:
        self.runtime = runtime


def _runtime_type(param: Any) -> Any:
    """The type to decode a handler's ``data`` parameter (a Litestar field definition) as."""
    for meta in param.metadata:
        if isinstance(meta, DecodeAs):
            return meta.runtime
    return param.annotation


def _decoder_for(handler) -> msgspec.json.Decoder | None:
    """The decoder of ``handler``'s ``data``, made once per handler. Kept with the handler
    itself: an ``id()`` alone can be reused by another handler once the first is gone (a
    process that makes many apps, as the tests do, then decoded a body as another type)."""
    key = id(handler)
    cached = _decoders.get(key)
    if cached is None or cached[0] is not handler:
        param = handler.parsed_fn_signature.parameters.get("data") if handler is not None else None
        cached = _decoders[key] = (handler, msgspec.json.Decoder(_runtime_type(param)) if param is not None else None)
    return cached[1]


class UnknownReference(HTTPException):
    """422: a well-formed body naming something the game does not have (a kind's
    ``unknown_reference``: 1821's region ids); ``code`` is the kind's, ``field`` the JSON
    path in the body."""

    status_code = 422

    def __init__(self, code: str, field: str, detail: str) -> None:
        super().__init__(detail=detail)
        self.code = code
        self.field = field


class NameRefused(ClientException):
    """400 ``invalid_name`` (``field``): a name holding a control, bidi-override or
    noncharacter code point, refused by the name type's pattern while decoding (the
    other invisible characters are refused by ``server.service.names.check_name``, with
    the same code)."""

    def __init__(self, field: str) -> None:
        super().__init__(detail="The name holds a control, bidi-override or noncharacter code point, "
                                "which no name may hold.")
        self.code = INVALID_NAME
        self.field = field


_NAME_PATTERN_REFUSED = f"Expected `str` matching regex {PLAYER_NAME_PATTERN!r}"


def _tags(typ: Any) -> list[str]:
    """The ``type`` tags of a tagged union of msgspec structs (empty for any other type)."""
    import typing

    return sorted(str(a.__struct_config__.tag) for a in typing.get_args(typ)
                  if isinstance(a, type) and issubclass(a, msgspec.Struct) and a.__struct_config__.tag is not None)


def decode_strict(raw: msgspec.Raw | bytes, typ: Any, at: str = "") -> Any:
    """``raw`` (JSON already checked by :class:`StrictRequest`) decoded strictly as ``typ``
    (a game kind's type), with the 400s of a body: ``at`` prefixes the field named
    (``options``)."""
    dec = _typed.get(typ)
    if dec is None:
        dec = _typed[typ] = msgspec.json.Decoder(typ)
    body = bytes(raw)
    try:
        return dec.decode(body)
    except msgspec.ValidationError as exc:
        msg = str(exc)
        if msg.startswith("Invalid value") and msg.endswith("- at `$.type`") and _tags(typ):
            # an unknown action (or other union member) type: say which ones there are
            raise invalid_body(msgspec.ValidationError(
                f"{msg.rsplit(' - at ', 1)[0]}: `type` must be one of {', '.join(_tags(typ))} - at `$.type`"),
                at) from None
        if "got `float`" not in msg:
            raise invalid_body(exc, at) from None
        return _integral_floats(body, typ, exc, at)
    except (msgspec.DecodeError, RecursionError) as exc:
        raise invalid_body(exc, at) from None


_AT = re.compile(r" - at (?:`key` in )?`\$([^`]*)`$")


def _field_of(msg: str) -> str | None:
    # msgspec: "Expected `int`, got `str` - at `$.placements[0].infantry`"; a mapping's key:
    # "Expected `str` of length <= 40 - at `key` in `$.places`" (the field is the mapping)
    m = _AT.search(msg)
    return (m.group(1).removeprefix(".") or None) if m else None


def invalid_body(exc: BaseException, at: str = "") -> ValidationException | ClientException:
    """The 400 for a body msgspec could not decode (its message names the field, below
    ``at`` when the value decoded was the body's member ``at``)."""
    if isinstance(exc, RecursionError):
        return ClientException("The JSON body is nested too deeply.")
    msg = str(exc)
    field = _field_of(msg)
    if at:
        field = f"{at}.{field}" if field else at
    message = _AT.sub("", msg) if field is not None else msg
    if message == _NAME_PATTERN_REFUSED:     # the name type's pattern: the names' own problem, said in words
        return NameRefused(field or "name")
    err: dict[str, Any] = {"message": message, "source": "body"}
    if field is not None:
        err["key"] = field
    return ValidationException(detail="Invalid request body", extra=[err])


def _ints(obj: Any) -> Any:
    if isinstance(obj, float) and obj.is_integer():
        return int(obj)
    if isinstance(obj, list):
        return [_ints(v) for v in obj]
    if isinstance(obj, dict):
        return {k: _ints(v) for k, v in obj.items()}
    return obj


def _integral_floats(body: bytes, typ: Any, exc: Exception, at: str = "") -> Any:
    """JSON has one number type and the published schema says ``integer``, which JSON
    Schema also matches for ``2.0``: a float with no fractional part is taken as that
    integer (strings, booleans and ``2.5`` stay errors). Only on this error path."""
    try:   # through JSON again, not msgspec.convert: a type with msgspec.Raw members (a kind's
        # options, decoded later) converts from no Python object
        dec = _typed.get(typ)
        if dec is None:
            dec = _typed[typ] = msgspec.json.Decoder(typ)
        return dec.decode(msgspec.json.encode(_ints(msgspec.json.decode(body))))
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as again:
        raise invalid_body(again, at) from None


class UnsupportedMediaType(HTTPException):
    """415: the body is not ``application/json``."""

    status_code = 415


class UnsupportedContentEncoding(UnsupportedMediaType):
    """415 ``unsupported_content_encoding``: the body came with a content coding the server
    does not decode (every one but ``identity``); ``Accept-Encoding: identity`` says what
    it takes."""

    code = UNSUPPORTED_CONTENT_ENCODING

    def __init__(self, codings: str) -> None:
        super().__init__(detail=f"The request body must be sent as is (Content-Encoding: identity, or none); "
                                f"this server decodes no content coding, not Content-Encoding: {codings[:60]}.",
                         headers={"Accept-Encoding": "identity"})


def content_codings(headers) -> str | None:
    """The ``Content-Encoding`` of a request (ASGI header pairs, every line of the field)
    when it names a coding other than ``identity``, else None (no field, empty,
    ``identity``)."""
    codings = [c.strip() for k, v in headers if k == b"content-encoding"
               for c in v.decode("latin-1").split(",") if c.strip()]
    return ", ".join(codings) if any(c.lower() != "identity" for c in codings) else None


class DuplicateKey(ClientException):
    """400 ``duplicate_key``: a JSON object names ``key`` twice."""

    def __init__(self, key: str) -> None:
        super().__init__(detail=f"The JSON body names the member {key!r} twice in one object; "
                                "send each member once.")
        self.code = DUPLICATE_KEY
        self.field = key


def _media_type_ok(content_type: str | None, body: bytes) -> bool:
    if content_type is None:
        return not body.strip()
    return content_type.split(";", 1)[0].strip().lower() == "application/json"


class _Duplicate(Exception):
    pass


def _pairs(pairs: list[tuple[str, Any]]) -> dict:
    out: dict = {}
    for k, v in pairs:
        if k in out:
            raise _Duplicate(k)
        out[k] = v
    return out


_KEY_END = re.compile(rb'"[ \t\r\n]*:')


def _members(obj: Any) -> int:
    if isinstance(obj, dict):
        return len(obj) + sum(_members(v) for v in obj.values())
    if isinstance(obj, list):
        return sum(_members(v) for v in obj)
    return 0


def check_duplicate_keys(body: bytes) -> None:
    """:class:`DuplicateKey` when an object of ``body`` (already decoded once, so
    well-formed and of bounded depth) names a member twice.

    Fast path: every member name ends with ``"`` and ``:`` (whitespace between), so a
    body holds at most as many members as such matches; when its decoded objects keep
    that many, none was named twice. Otherwise (a name twice, or a string holding
    ``":``) the exact check."""
    if body.count(b":") < 2:
        return
    try:
        if _members(msgspec.json.decode(body)) == len(_KEY_END.findall(body)):
            return
    except (msgspec.DecodeError, RecursionError):
        return
    try:
        json.loads(body, object_pairs_hook=_pairs)
    except _Duplicate as dup:
        raise DuplicateKey(str(dup.args[0])) from None
    except (ValueError, RecursionError):
        return


def _surrogate_path(obj: Any, path: str = "") -> str | None:
    if isinstance(obj, str):
        return path if any("\ud800" <= ch <= "\udfff" for ch in obj) else None
    if isinstance(obj, list):
        items = ((f"{path}[{i}]", v) for i, v in enumerate(obj))
    elif isinstance(obj, dict):
        items = (((f"{path}.{k}" if path else k), v) for k, v in obj.items())
    else:
        return None
    for p, v in items:
        found = _surrogate_path(v, p)
        if found is not None:
            return found
    return None


def lone_surrogate(body: bytes) -> ValidationException | None:
    """The honest 400 when ``body`` is well-formed JSON but a string in it holds a lone
    UTF-16 surrogate escape (``"\\ud800"`` without its pair): such a string is no
    Unicode text (RFC 8259 section 8.2), and msgspec reports it as "truncated"."""
    if b"\\u" not in body:
        return None
    try:
        where = _surrogate_path(json.loads(body))
    except (ValueError, RecursionError):
        return None
    if where is None:
        return None
    return ValidationException(detail="Invalid request body", extra=[{
        "message": "A lone UTF-16 surrogate escape (\\ud800-\\udfff without its pair) is not Unicode text; "
                   "send the character itself or both halves of its surrogate pair",
        "key": where or "$", "source": "body"}])


_JSON_KEY = "battle1821.json"
"""The ASGI scope's key of the decoded body: every ``Request`` made for one request (the
middleware's, the handler's) shares its scope, so the body is decoded once."""


class StrictRequest(Request):
    """A Litestar request whose ``json()`` is the handler's ``data`` decoded strictly."""

    async def json(self) -> Any:
        cached = self.scope.get(_JSON_KEY, Empty)    # type: ignore[misc]   # our key in the ASGI scope
        if cached is not Empty:
            return cached
        codings = content_codings(self.scope["headers"])
        if codings is not None:
            raise UnsupportedContentEncoding(codings)
        body = await self.body()
        if not _media_type_ok(self.headers.get("content-type"), body):
            raise UnsupportedMediaType(detail="The request body must be JSON, sent with "
                                              "Content-Type: application/json.",
                                       headers={"Accept-Post": "application/json"})
        dec = _decoder_for(self.scope.get("route_handler"))
        try:
            value = dec.decode(body or b"null") if dec is not None else msgspec.json.decode(body or b"null")
        except msgspec.ValidationError as exc:
            if dec is None or "got `float`" not in str(exc):
                raise invalid_body(exc) from None
            value = _integral_floats(body, dec.type, exc)
        except (msgspec.DecodeError, RecursionError) as exc:
            raise (lone_surrogate(body) if isinstance(exc, msgspec.DecodeError) else None) \
                or invalid_body(exc) from None
        check_duplicate_keys(body)
        self.scope[_JSON_KEY] = value                  # type: ignore[literal-required]
        return value
