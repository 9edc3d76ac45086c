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
"""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Request
from litestar.exceptions import ClientException, ValidationException
from litestar.types import Empty

_decoders: dict[Any, msgspec.json.Decoder | None] = {}


def _decoder_for(handler) -> msgspec.json.Decoder | None:
    key = id(handler)
    if key not in _decoders:
        param = handler.parsed_fn_signature.parameters.get("data") if handler is not None else None
        _decoders[key] = msgspec.json.Decoder(param.annotation) if param is not None else None
    return _decoders[key]


def _field_of(msg: str) -> str | None:
    # msgspec: "Expected `int`, got `str` - at `$.placements[0].infantry`"
    if " - at `$" in msg:
        path = msg.rsplit(" - at `$", 1)[1].rstrip("`")
        return path.removeprefix(".") or None
    return None


def invalid_body(exc: BaseException) -> ValidationException | ClientException:
    """The 400 for a body msgspec could not decode (its message names the field)."""
    if isinstance(exc, RecursionError):
        return ClientException("The JSON body is nested too deeply.")
    msg = str(exc)
    field = _field_of(msg)
    message = msg.rsplit(" - at `$", 1)[0] if field is not None else msg
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


def _integral_floats(body: bytes, typ: Any, exc: Exception) -> Any:
    """JSON has one number type and the published schema says ``integer``, which JSON
    Schema also matches for ``2.0``: a float with no fractional part is taken as that
    integer (strings, booleans and ``2.5`` stay errors). Only on this error path."""
    try:
        return msgspec.convert(_ints(msgspec.json.decode(body)), typ, strict=True)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as again:
        raise invalid_body(again) from None


class StrictRequest(Request):
    """A Litestar request whose ``json()`` is the handler's ``data`` decoded strictly."""

    async def json(self) -> Any:
        cached = self._connection_state.json
        if cached is not Empty:
            return cached
        body = await self.body()
        dec = _decoder_for(self.scope.get("route_handler"))
        try:
            value = dec.decode(body or b"null") if dec is not None else msgspec.json.decode(body or b"null")
        except msgspec.ValidationError as exc:
            if dec is None or "got `float`" not in str(exc):
                raise invalid_body(exc) from None
            value = _integral_floats(body, dec.type, exc)
        except (msgspec.DecodeError, RecursionError) as exc:
            raise invalid_body(exc) from None
        self._connection_state.json = value
        return value
