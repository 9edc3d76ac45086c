"""The spec's last touches that tell a client what the server does, beyond what Litestar
derives from the handlers' types:

- :func:`require_sent_fields`: a field of an answer-only schema that the server always
  sends is ``required`` (Litestar marks every field with a default optional, so a
  generated client typed it ``X | Unset`` although it is never absent);
- :func:`add_examples`: every operation's request and response examples, from
  ``openapi/examples.json`` (real answers of the server, written by
  ``python -m tools.spec_examples`` from a played game; ``tests/contract/test_examples.py``
  fails when one no longer matches its schema or an operation has none).

Neither changes what a request may send: a schema that a request body or parameter uses
keeps its optional fields (Optic's breaking-change check would refuse it otherwise).
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any, Iterator

import msgspec
from litestar import Litestar
from litestar.openapi.spec import Discriminator, Example, OpenAPIHeader, OpenAPIType, Reference, Schema

from server.service.seats import TakeBack, TakeOver

API_VERSION = "0.3.0"
"""The API's version (semver): ``info.version`` and the ``API-Version`` header of every
answer. The major number moves on a breaking change of the spec (``make test`` refuses one
otherwise: tests/contract/test_breaking_changes.py); docs/api/changelog.md tells each."""
VERSION_HEADER = "API-Version"
_VERSION_PAIR = (VERSION_HEADER.lower().encode(), API_VERSION.encode())

EXAMPLES = Path(__file__).resolve().parents[2] / "openapi" / "examples.json"

# Answer-only schemas whose struct omits defaults somewhere on the way out: ``GameOut`` is
# encoded from ``GameFacts`` (omit_defaults) and the engine view, so GameFacts' defaulted
# fields (``rematch``, ``clocks``, ...) are absent when unset.
_ENCODED_AS = {"GameOut": "GameFacts"}
# Answer-only schemas served from stored bytes that leave defaults out: ``ActionRecord``
# (``applied_by``, ``bot`` absent when the seat sent the action).
_STORED_SPARSE = {"ActionRecord"}


def _children(node: Any) -> Iterator[Any]:
    if isinstance(node, dict):
        yield from node.values()
    elif isinstance(node, (list, tuple)):
        yield from node
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            yield getattr(node, f.name)


def _referenced(node: Any, schemas: dict[str, Any], acc: set[str]) -> set[str]:
    """Names of the component schemas ``node`` refers to, transitively."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, Reference):
            name = n.ref.rsplit("/", 1)[-1]
            if name in schemas and name not in acc:
                acc.add(name)
                stack.append(schemas[name])
            continue
        if isinstance(n, (str, int, float, bool)) or n is None:
            continue
        stack.extend(_children(n))
    return acc


def _operations(app: Litestar) -> Iterator[tuple[str, str, Any]]:
    for path, item in (app.openapi_schema.paths or {}).items():
        for method in ("get", "put", "post", "delete", "patch"):
            op = getattr(item, method, None)
            if op is not None:
                yield path, method, op


def _structs() -> dict[str, list[type[msgspec.Struct]]]:
    out: dict[str, list[type[msgspec.Struct]]] = {}
    stack: list[type] = [msgspec.Struct]
    while stack:
        for sub in stack.pop().__subclasses__():
            stack.append(sub)
            if sub.__module__.startswith(("server.", "gamekinds.")):
                out.setdefault(sub.__name__, []).append(sub)
    return out


def request_schemas(app: Litestar) -> set[str]:
    """The component schemas a request body or parameter uses (transitively)."""
    schemas = app.openapi_schema.components.schemas or {}
    acc: set[str] = set()
    for _, _, op in _operations(app):
        _referenced(op.request_body, schemas, acc)
        _referenced(op.parameters, schemas, acc)
    return acc


def require_sent_fields(app: Litestar) -> None:
    """Mark ``required`` every property of an answer-only schema whose msgspec struct
    encodes every field (no ``omit_defaults``): the server sends it on every answer, a
    ``null`` included."""
    schemas = app.openapi_schema.components.schemas or {}
    structs = _structs()
    inputs = request_schemas(app)
    for name, sch in schemas.items():
        if name in inputs or name in _STORED_SPARSE or not isinstance(sch, Schema) or not sch.properties:
            continue
        found = structs.get(_ENCODED_AS.get(name, name), [])
        if not found or any(c.__struct_config__.omit_defaults for c in found):
            continue
        if name in _ENCODED_AS:       # the engine view's fields plus GameFacts' non-defaulted ones
            facts = found[0]
            optional = {f.encode_name for f in msgspec.structs.fields(facts)
                        if f.default is not msgspec.NODEFAULT or f.default_factory is not msgspec.NODEFAULT}
            required = [k for k in sch.properties if k not in optional]
        else:
            required = list(sch.properties)
        sch.required = sorted(set(sch.required or ()) | set(required))


def bound_nullable_ints(app: Litestar) -> None:
    """A field typed ``Annotated[int, Meta(ge=.., le=..)] | None`` keeps both bounds on its
    integer branch: Litestar renders it ``oneOf: [integer, null]`` with ``minimum`` beside the
    ``oneOf`` and no ``maximum`` (``PostMessage.to_seat`` read as any seat number >= 0,
    although the server refuses 4 and up). The bounds are the struct's own
    (``msgspec.inspect``), so the spec says what the server checks."""
    schemas = app.openapi_schema.components.schemas or {}
    structs = _structs()
    for name, sch in schemas.items():
        if not isinstance(sch, Schema) or not sch.properties:
            continue
        for cls in structs.get(name, [])[:1]:
            info = msgspec.inspect.type_info(cls)
            for f in getattr(info, "fields", ()):
                typ = f.type
                while isinstance(typ, msgspec.inspect.Metadata):    # Annotated[..., Meta(description)]
                    typ = typ.type
                if not isinstance(typ, msgspec.inspect.UnionType):
                    continue
                ints = [t for t in typ.types if isinstance(t, msgspec.inspect.IntType)]
                if len(ints) != 1 or not any(isinstance(t, msgspec.inspect.NoneType) for t in typ.types):
                    continue
                it = ints[0]
                prop = sch.properties.get(f.encode_name)
                if not isinstance(prop, Schema) or not prop.one_of or (it.ge is None and it.le is None):
                    continue
                for branch in prop.one_of:
                    if isinstance(branch, Schema) and branch.type == OpenAPIType.INTEGER:
                        branch.minimum = it.ge if it.ge is not None else branch.minimum
                        branch.maximum = it.le if it.le is not None else branch.maximum
                        prop.minimum = prop.maximum = None


class RecordedExample(Example):
    """An :class:`Example` whose value is rendered as recorded: Litestar's rendering drops
    every ``None`` inside a value, which would turn an answer's ``null`` into a missing
    (required) field."""

    def to_schema(self) -> dict[str, Any]:
        if self.external_value is not None:
            return {"summary": self.summary, "externalValue": self.external_value}
        return {"summary": self.summary, "value": self.value}


EXTERNAL_DIR = Path(__file__).resolve().parents[2] / "docs" / "api" / "examples"
EXTERNAL_URL = "/docs/api/examples/"


def external_name(op_id: str, status: str) -> str:
    """The docs file of an answer shown by ``externalValue``."""
    return f"{op_id}-{status}.json"


def has_schema_refs(value: Any) -> bool:
    """Whether ``value`` (an answer that carries JSON Schemas: the rules, a kind) holds a
    ``$ref`` or ``$defs`` member: spec tools resolve those even inside an example, so such
    an answer is shown as a file of the docs (``externalValue``) instead."""
    if isinstance(value, dict):
        return "$ref" in value or "$defs" in value or any(has_schema_refs(v) for v in value.values())
    if isinstance(value, list):
        return any(has_schema_refs(v) for v in value)
    return False


def type_action_records(app: Litestar) -> None:
    """``ActionRecord.action`` (``GET .../actions``) as what it is: one of the actions a
    seat sends (the ``submitAction`` body's union) or a seat-control record
    (``take_over``, ``take_back``: :mod:`server.service.seats`), discriminated on ``type``,
    where Litestar wrote a bare object (the struct's field is a ``dict``). With several
    kinds, one branch per kind (``anyOf``, as the body): 1821's inline, another kind's a
    component ``<Kind>ActionRecord``."""
    schemas = app.openapi_schema.components.schemas or {}
    submit = app.openapi_schema.paths["/games/{game_id}/actions"].post
    body = submit.request_body.content["application/json"].schema
    first, others = (body.any_of[0], body.any_of[1:]) if isinstance(body, Schema) and body.any_of else (body, [])
    if not isinstance(first, Schema) or not first.one_of or first.discriminator is None:
        return
    names = {"SeatTakeOver": TakeOver, "SeatTakeBack": TakeBack}
    (_, comps) = msgspec.json.schema_components(list(names.values()))
    seat_control: dict[str, str] = {}
    for name, struct in names.items():
        raw = comps[struct.__name__]
        tag = struct.__struct_config__.tag
        props = {k: Schema(type=OpenAPIType.STRING, const=tag if k == "type" else None,
                           description=SEAT_CONTROL_TEXT.get(k))
                 for k in raw["properties"]}
        schemas[name] = Schema(type=OpenAPIType.OBJECT, properties=props, required=sorted(raw["required"]),
                               title=name, description=" ".join((struct.__doc__ or "").split()).replace("``", "`"))
        seat_control[str(tag)] = f"#/components/schemas/{name}"
    seat_refs = [Reference(ref=ref) for ref in seat_control.values()]

    def with_seat_control(union: Schema, description: str | None = None) -> Schema:
        disc = union.discriminator
        mapping = dict((disc.get("mapping") if isinstance(disc, dict) else disc.mapping) or {})
        return Schema(one_of=[*union.one_of, *seat_refs], description=description,
                      discriminator=Discriminator(property_name="type", mapping={**mapping, **seat_control}))

    record = schemas["ActionRecord"].properties["action"]
    mine = with_seat_control(first, record.description if isinstance(record, Schema) else None)
    branches: list[Schema | Reference] = [mine]
    for other in others:
        name = other.ref.rsplit("/", 1)[-1] if isinstance(other, Reference) else ""
        union = schemas.get(name)
        if not isinstance(union, Schema) or not union.one_of or union.discriminator is None:
            continue
        schemas[f"{name}Record"] = with_seat_control(
            union, f"An entry of a `{name.removesuffix('Action')}` game's action log: its action or a seat-control "
                   "record, on `type`.")
        branches.append(Reference(ref=f"#/components/schemas/{name}Record"))
    if len(branches) == 1:
        schemas["ActionRecord"].properties["action"] = mine
    else:       # the member's description on the member (the anyOf), as every kind's union has it
        text, mine.description = mine.description, None
        schemas["ActionRecord"].properties["action"] = Schema(any_of=branches, description=text)


def type_loose_items(app: Litestar) -> None:
    """Items that Litestar wrote as bare objects (their struct fields are ``dict``): the
    record's ``talk`` holds :class:`Message` objects (``GET .../messages``' shape), a
    problem's ``errors`` one object per invalid input (``message``; ``key``: the field;
    ``source``: ``body``, ``query``, ...)."""
    schemas = app.openapi_schema.components.schemas or {}
    talk = schemas["GameRecordOut"].properties["talk"]
    if isinstance(talk, Schema) and "Message" in schemas:
        talk.items = Reference(ref="#/components/schemas/Message")
    errors = schemas["Problem"].properties["errors"]
    for branch in (errors.one_of or []) if isinstance(errors, Schema) else []:
        if isinstance(branch, Schema) and branch.type == OpenAPIType.ARRAY:
            branch.items = Schema(type=OpenAPIType.OBJECT, required=["message"], properties={
                "message": Schema(type=OpenAPIType.STRING, description="What is wrong with this input."),
                "key": Schema(type=OpenAPIType.STRING, description="The input at fault (a field's JSON path)."),
                "source": Schema(type=OpenAPIType.STRING, description="Where it came: `body`, `query`, `path`, "
                                                                     "`header`."),
            })


SEAT_CONTROL_TEXT = {
    "type": "The discriminator: which kind of object this is.",
    "bot": "The server bot: `random`, `greedy` or `search`.",
    "reason": "Why the bot took the seat over: `clock` (its time ran out) or `resign` (it resigned, "
              "`takeover_on_resign`).",
}


def load_examples(path: Path = EXAMPLES) -> dict[str, Any]:
    """``openapi/examples.json``: ``{operationId: {"request": body?, "responses": {status: body}}}``."""
    if not path.is_file():
        return {}
    return json.loads(path.read_text(encoding="utf-8"))


def add_examples(app: Litestar, examples: dict[str, Any] | None = None) -> None:
    """Put each operation's recorded request body and answers into the spec as the media
    types' ``examples`` (``recorded``: a real answer of the server in a played game). A
    response without a body (304, 204) has nothing to show."""
    examples = load_examples() if examples is None else examples
    for _, _, op in _operations(app):
        ex = examples.get(op.operation_id or "")
        if not ex:
            continue
        body = ex.get("request")
        if body is not None and op.request_body is not None:
            for media in (op.request_body.content or {}).values():
                media.examples = {"recorded": RecordedExample(summary="A request of a played game", value=body)}
        recorded = ex.get("parameters") or {}
        for param in op.parameters or ():
            if getattr(param, "name", None) in recorded:
                param.examples = {"recorded": RecordedExample(summary="A value of a played game",
                                                      value=recorded[param.name])}
        for status, answer in (ex.get("responses") or {}).items():
            resp = (op.responses or {}).get(status)
            if resp is None or not getattr(resp, "content", None):
                continue
            # responses share their media objects (one problem+json content per operation)
            resp.content = {ctype: dataclasses.replace(media) for ctype, media in resp.content.items()}
            summary = answer.get("summary") or "An answer of the server"
            if has_schema_refs(answer["value"]):
                example = RecordedExample(summary=summary,
                                          external_value=EXTERNAL_URL + external_name(op.operation_id, status))
            else:
                example = RecordedExample(summary=summary, value=answer["value"])
            for media in resp.content.values():
                media.examples = {"recorded": example}


def send_version(send: Any) -> Any:
    """``send`` with ``API-Version`` added to the response's head."""
    async def with_version(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            message["headers"] = [*message.get("headers", ()), _VERSION_PAIR]
        await send(message)
    return with_version


def document_version_header(app: Litestar) -> None:
    """``API-Version`` on every documented response."""
    header = OpenAPIHeader(schema=Schema(type=OpenAPIType.STRING), required=True,
                           description=f"The API version (semver) that answered: `{API_VERSION}`. "
                                       "See the changelog (`/docs/api/changelog/`).", example=API_VERSION)
    components = app.openapi_schema.components
    components.headers = {**(components.headers or {}), VERSION_HEADER: header}
    ref = Reference(ref=f"#/components/headers/{VERSION_HEADER}")
    for _, _, op in _operations(app):
        for resp in (op.responses or {}).values():
            if isinstance(resp, Reference):
                continue
            resp.headers = dict(sorted({**(resp.headers or {}), VERSION_HEADER: ref}.items()))
