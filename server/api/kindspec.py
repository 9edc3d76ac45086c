"""The spec's side of game kinds (post-processing of Litestar's OpenAPI, like
``server.app._document_events``)."""

from __future__ import annotations

import copy
import re

from gamekinds import registry
from litestar import Litestar

from server.api.kinds import ETAG_HEADER
from server.service.models import GameFacts, GameStatus
from server.store import stream_events
from server.store.stream_events import _envelope
from server.vendor.litestar_plugins import LeanLitestar


def document_kind_api(app: Litestar) -> None:
    """The listing summary's ``kind`` required (:func:`require_listed_kind`); on
    ``/kinds``, the 304's ``ETag`` is the body's digest (not a game version) and the 404
    is ``unknown_kind``."""
    from litestar.openapi.spec import OpenAPIHeader as Header


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
    document_position_checks(app)


def document_position_checks(app: Litestar) -> None:
    """``POST /games``'s 400 names what each kind checks in a described ``position``
    (``invalid_position``), in the kind's words (its ``POSITION_CHECKS``): the platform
    knows no game's rules."""
    op = (app.openapi_schema.paths or {}).get("/games")
    resp = op.post.responses.get("400") if op is not None and op.post is not None else None
    checks = registry.position_checks()
    if resp is None or not checks:
        return
    resp.description += ". `invalid_position` (`ruling` names the rule) by kind: " + "; ".join(
        f"`{name}`: {text.rstrip('.')}" for name, text in checks)


def require_listed_kind(app: Litestar) -> None:
    """``GameSummary.kind`` is always sent (a summary stored before game kinds decodes as
    ``battle1821``): document it as required, without the storage default."""
    sch = app.openapi_schema.components.schemas["GameSummary"]
    sch.required = sorted({*(sch.required or []), "kind"})
    sch.properties["kind"].default = None


# ---------------------------------------------------------------------------- every kind's types
SHAPE = """**Game kinds.** The server hosts several games (`GET /kinds`); every game has a `kind`
(`POST /games` `kind`, default `battle1821`; in every view, listing summary and record) and its
kind's rules decide its actions, options, positions, views and events. The paths stay the same
for every kind, so a client of 1821 written before kinds keeps working unchanged and a client of
any kind uses the same lobby, clocks, talk, records and streams. The kind's own types are named
components: 1821's by their own names (`Attack`, `Options`, `GameOut`, `GameEvent`), another
kind's prefixed by its name in CamelCase (`TinyAdvance`, `TinyOptions`, `TinyGameOut`,
`TinyGameEvent`), with its unions named `<Kind>Action`, `<Kind>LegalAction`, `<Kind>GameEvent`.
Where a body carries a kind's type, the spec gives the kinds' unions side by side in an
`anyOf`, one branch per kind: the game's `kind` (known from the view or the listing, or
chosen at creation) tells which branch applies, so a client of one kind reads only its branch
and needs no knowledge of another. It is `anyOf`, not `oneOf`, and not one flat union with a
single discriminator, because two kinds may use the same `type` tag (`resign`, `game_ended`),
even with the same shape: a `oneOf` would call such a valid body invalid, and a discriminator
mapping cannot send one tag to two schemas. Kind-scoped paths (`/kinds/{kind}/games/...`) would
have said the same at the cost of breaking every existing client."""


def camel(name: str) -> str:
    """A kind's name in CamelCase, the prefix of its components: ``tiny`` -> ``Tiny``."""
    return "".join(p[:1].upper() + p[1:] for p in name.split("_"))


def _structs(*types) -> list[type]:
    """Every msgspec Struct type reachable from ``types`` (fields, unions, containers)."""
    import msgspec

    seen: dict[type, None] = {}

    def walk(t) -> None:
        if isinstance(t, msgspec.inspect.Metadata):
            walk(t.type)
        elif isinstance(t, msgspec.inspect.StructType):
            if t.cls in seen:
                return
            seen[t.cls] = None
            for f in t.fields:
                walk(f.type)
        elif isinstance(t, msgspec.inspect.UnionType):
            for x in t.types:
                walk(x)
        elif isinstance(t, (msgspec.inspect.ListType, msgspec.inspect.SetType, msgspec.inspect.FrozenSetType,
                            msgspec.inspect.VarTupleType)):
            walk(t.item_type)
        elif isinstance(t, msgspec.inspect.TupleType):
            for x in t.item_types:
                walk(x)
        elif isinstance(t, msgspec.inspect.DictType):
            walk(t.key_type)
            walk(t.value_type)

    for t in msgspec.inspect.multi_type_info(types):
        walk(t)
    return list(seen)


def _doc_text(cls: type) -> str | None:
    """A kind's action or option type's docstring as its schema's description (Markdown):
    one paragraph, ``x`` as `x`, a Sphinx role (:class:`.state.Pick`) as its last name.
    Those docstrings say what each member means and how an option becomes an action
    (27.2 Medicis/Vizier's ``exchange`` is sent as ``play_stratagem`` with ``take``)."""
    text = " ".join((cls.__dict__.get("__doc__") or "").split())
    text = re.sub(r":\w+:`[.~]?(?:[\w.]*\.)?(\w+)`", r"`\1`", text).replace("``", "`")
    return text or None


def _kind_roots(kind) -> tuple:
    return (kind.Action, kind.LegalAction, kind.View, kind.LogEvent, kind.Options, kind.Position)


def _game_out(view: type) -> type:
    """``GameOut`` of a kind's ``View`` (the platform's facts, then the view's members), as
    :data:`server.service.models.GameOut` is 1821's."""
    import msgspec


    return msgspec.defstruct(
        "GameOut", [("status", GameStatus), *((f.name, f.type) if f.default is msgspec.NODEFAULT else
                                              (f.name, f.type, f.default)
                                              for f in msgspec.structs.fields(GameFacts))],
        bases=(view,), kw_only=True, module=view.__module__)


def _walk(node, swap) -> None:
    """Replace, in place, every sub-schema ``s`` of ``node`` for which ``swap(s)`` gives
    another (and walk on into the ones it keeps)."""
    from litestar.openapi.spec import Schema

    if not isinstance(node, Schema):
        return

    def one(sub):
        new = swap(sub)
        if new is None:
            _walk(sub, swap)
            return sub
        return new

    for attr in ("items", "additional_properties", "content_schema", "schema_not"):
        sub = getattr(node, attr)
        if sub is not None and not isinstance(sub, bool):
            setattr(node, attr, one(sub))
    for attr in ("one_of", "any_of", "all_of", "prefix_items"):
        subs = getattr(node, attr)
        if subs:
            setattr(node, attr, [one(s) for s in subs])
    if node.properties:
        node.properties = {k: one(s) for k, s in node.properties.items()}


def _ref_names(node) -> set[str]:
    return {getattr(r, "ref", "").rsplit("/", 1)[-1] for r in (getattr(node, "one_of", None) or ())}


def _kind_spec(kind, prefix: str, platform: set[str], game_out):
    """(components, unions) of one kind other than the default, from a Litestar app of
    its own (the same renderer as the main spec's): components renamed ``<prefix><name>``
    but for the platform's (``platform``: kept, they exist already); ``unions`` the inline
    ``oneOf`` of its actions, legal actions and events (with their envelope) by role."""
    from typing import Union

    from litestar import post
    from litestar.openapi import OpenAPIConfig
    from litestar.openapi.spec import Reference, Schema
    from litestar.params import JSONBody


    out_cls = _game_out(kind.View)
    envelopes = tuple(_envelope(c) for c in kind.LogEvent.__args__)
    events = Union[envelopes]  # type: ignore[valid-type]

    ns = {"kind": kind, "out_cls": out_cls, "events": events, "JSONBody": JSONBody}   # the annotations are strings here

    @post("/action", sync_to_thread=False, signature_namespace=ns)
    def action(data: JSONBody[kind.Action]) -> out_cls: ...            # type: ignore[valid-type]

    @post("/options", sync_to_thread=False, signature_namespace=ns)
    def options(data: JSONBody[kind.Options]) -> list[kind.LegalAction]: ...   # type: ignore[valid-type]

    @post("/position", sync_to_thread=False, signature_namespace=ns)
    def position(data: JSONBody[kind.Position]) -> list[events]: ...   # type: ignore[valid-type]

    # without Litestar's pydantic plugins, as the main app (they would import pydantic: ~0.13 CPU s)
    doc = LeanLitestar([action, options, position], openapi_config=OpenAPIConfig(title=kind.NAME, version="0")
                          ).openapi_schema
    comps = doc.components.schemas or {}
    rename = {n: (n if n in platform else prefix + n) for n in comps}

    def retarget(sub):
        if isinstance(sub, Reference) and sub.ref.startswith("#/components/schemas/"):
            name = sub.ref.rsplit("/", 1)[-1]
            return Reference(ref=f"#/components/schemas/{rename.get(name, name)}")
        return None

    facts = doc.components.schemas["GameOut"].properties   # the platform's members: the main spec's words
    for name, sub in game_out.properties.items():
        if name in facts and name not in (kind.View.__struct_fields__ if name != "status" else ()):
            facts[name] = sub
    strict = {c.__name__ for c in _structs(*_kind_roots(kind)) if c.__struct_config__.forbid_unknown_fields}
    said = {c.__name__: _doc_text(c) for c in (*kind.Action.__args__, *kind.LegalAction.__args__)}
    own = {}
    for name, sch in comps.items():
        if name in platform:
            continue
        _walk(sch, retarget)
        if name in strict:
            sch.additional_properties = False
        if sch.description is None and said.get(name):     # how an option becomes an action
            sch.description = said[name]
        if sch.title == name:
            sch.title = rename[name]
        for prop, sub in (sch.properties or {}).items():     # the kind's words (its GLOSSARY)
            if getattr(sub, "description", None) is None and prop in kind.GLOSSARY:
                sub.description = kind.GLOSSARY[prop]
        own[rename[name]] = sch

    def body(path: str) -> Schema:
        return doc.paths[path].post.request_body.content["application/json"].schema

    def items(path: str) -> Schema:
        return doc.paths[path].post.responses["201"].content["application/json"].schema.items

    unions = {"Action": body("/action"), "LegalAction": items("/options"), "GameEvent": items("/position")}
    for u in unions.values():
        _walk(u, retarget)
        if isinstance(u, Schema) and u.one_of and u.discriminator is None:
            from litestar.openapi.spec import Discriminator

            mapping = {}
            for ref in u.one_of:
                tag = own[ref.ref.rsplit("/", 1)[-1]].properties["type"].const
                mapping[tag] = ref.ref
            u.discriminator = Discriminator(property_name="type", mapping=mapping)
    return own, unions


REQUEST_ONLY = frozenset({"CreateGame"})
"""The platform's components that only requests carry (``POST /games``)."""


def document_kinds(app: Litestar) -> None:
    """Every registered kind's types in the spec (the shape and why: :data:`SHAPE`): with only ``battle1821`` registered nothing changes; each other kind
    adds its components (prefixed) and its union components, and every place a body
    carries 1821's type (actions, legal actions, options, position, the game view,
    events) becomes an ``anyOf`` of the kinds' types."""
    from litestar.openapi.spec import Discriminator, Reference, Schema


    kinds = registry.all_kinds()
    if len(kinds) < 2:
        return
    spec = app.openapi_schema
    schemas = spec.components.schemas
    default = registry.get(registry.DEFAULT)
    own_1821 = {c.__name__ for c in _structs(*_kind_roots(default))} | \
        {e.__name__ for e in stream_events.ENVELOPES} | {"GameOut", "GameEvent", "BattleOut", "BattleRollOut"}
    platform = {c.__name__ for c in _structs(GameFacts)}
    action_refs = {c.__name__ for c in default.Action.__args__}
    legal_refs = {c.__name__ for c in default.LegalAction.__args__}
    ref = lambda n: Reference(ref=f"#/components/schemas/{n}")   # noqa: E731

    others = []
    for kind in kinds:
        if kind.NAME == default.NAME:
            continue
        prefix = camel(kind.NAME)
        own, unions = _kind_spec(kind, prefix, platform, schemas["GameOut"])
        clash = sorted(set(own) & set(schemas))
        if clash:
            raise ValueError(f"kind {kind.NAME}: components {clash} clash with the spec's")
        schemas.update(own)
        schemas[f"{prefix}Action"] = unions["Action"]
        schemas[f"{prefix}LegalAction"] = unions["LegalAction"]
        events = unions["GameEvent"]
        platform_events = [e for e in (*stream_events.StreamEvent.__args__, stream_events.MessageEvent)]
        env_names = {stream_events.EVENT_TYPES[e.__struct_config__.tag] for e in platform_events}
        events.one_of = [*events.one_of, *(ref(n) for n in sorted(env_names))]
        events.discriminator = Discriminator(property_name="type", mapping={
            **events.discriminator.mapping,
            **{t: f"#/components/schemas/{n}" for t, n in stream_events.EVENT_TYPES.items() if n in env_names}})
        events.description = f"One event of a `{kind.NAME}` game's log, discriminated on `type` (as `GameEvent`)."
        schemas[f"{prefix}GameEvent"] = events
        for role in ("Action", "LegalAction"):
            schemas[f"{prefix}{role}"].description = f"The `{kind.NAME}` kind's {role} union, on `type`."
        others.append(prefix)

    def per_kind(first, role: str) -> Schema:
        # a member's description stays on the member (the anyOf), not inside 1821's branch
        text = getattr(first, "description", None)
        if text is not None and isinstance(first, Schema):
            first.description = None
        return Schema(any_of=[first, *(ref(f"{p}{role}") for p in others)], description=text)

    def kind_ref(sub):
        """The role (``Options``, ``Action``...) of a branch that carries 1821's type (the
        type itself or an array of it), or None."""
        if isinstance(sub, Schema) and sub.items is not None and not isinstance(sub.items, bool):
            sub = sub.items
        if isinstance(sub, Reference):
            name = sub.ref.rsplit("/", 1)[-1]
            return "GameEvent" if name == "LogEvent" else \
                name if name in ("Options", "Position", "GameOut", "GameEvent") else None
        if isinstance(sub, Schema) and sub.one_of:
            names = _ref_names(sub)
            return "Action" if names == action_refs else "LegalAction" if names == legal_refs else None
        return None

    def kind_copy(node, prefix: str):
        """``node`` (a ``oneOf`` such as ``[T, null]``) with 1821's type ``T`` replaced by
        the kind ``prefix``'s."""
        def branch(b):
            role = kind_ref(b)
            if role is None:
                return b
            if isinstance(b, Schema) and b.items is not None:
                return Schema(type=b.type, items=ref(f"{prefix}{role}"))
            return ref(f"{prefix}{role}")
        return Schema(one_of=[branch(b) for b in node.one_of])

    def exclusive(a: str, b: str) -> bool:
        """No body is both component ``a`` and ``b``: both are closed objects and each
        requires a member the other does not have."""
        x, y = schemas.get(a), schemas.get(b)
        if not isinstance(x, Schema) or not isinstance(y, Schema) \
                or x.additional_properties is not False or y.additional_properties is not False:
            return False
        return bool(set(x.required or ()) - set(x.properties or {}).intersection(y.properties or {})) and \
            bool(set(y.required or ()) - set(y.properties or {}).intersection(x.properties or {}))

    def swap(sub, join: bool = True):
        # a union that carries 1821's type in a branch (``T | None``, ``list[T] | None``):
        # in an answer (``join``), when no body can be both 1821's type and another kind's
        # (``Position``), the kinds' types join the union (still a oneOf); else the union
        # becomes an anyOf of itself, unchanged, and each kind's same union. Either way a
        # client of 1821 reads its branch exactly as before. (A request's union keeps the
        # anyOf: a new branch of a request's oneOf reads as a new required member.)
        if isinstance(sub, Schema) and sub.one_of and kind_ref(sub) is None \
                and any(kind_ref(b) is not None for b in sub.one_of):
            mine = [b.ref.rsplit("/", 1)[-1] for b in sub.one_of if kind_ref(b) is not None and isinstance(b, Reference)]
            roles = [kind_ref(b) for b in sub.one_of if kind_ref(b) is not None]
            if join and len(mine) == len(roles) == 1 and roles[0] == mine[0] \
                    and all(exclusive(mine[0], f"{p}{roles[0]}") for p in others):
                return Schema(one_of=[*sub.one_of, *(ref(f"{p}{roles[0]}") for p in others)],
                              description=sub.description)
            text, sub.description = sub.description, None
            return Schema(any_of=[sub, *(kind_copy(sub, p) for p in others)], description=text)
        if isinstance(sub, Reference):
            name = sub.ref.rsplit("/", 1)[-1]
            if name in ("Options", "Position", "GameOut", "GameEvent", "RecordActionOut"):
                return per_kind(sub, name)
            if name == "LogEvent":      # the log's events (no table talk): another kind's events union
                return per_kind(sub, "GameEvent")
            return None
        if isinstance(sub, Schema) and sub.one_of:
            names = _ref_names(sub)
            if names == action_refs:
                return per_kind(sub, "Action")
            if names == legal_refs:
                return per_kind(sub, "LegalAction")
        return None

    record = schemas.get("RecordActionOut")
    if isinstance(record, Schema) and record.properties and "action" in record.properties:
        # a record's action entry: 1821's unchanged, each other kind's its own component
        # (``<Kind>RecordActionOut``, its action the kind's union), side by side per entry
        for p in others:
            mine = copy.deepcopy(record)
            mine.properties["action"] = Schema(all_of=[ref(f"{p}Action")],
                                               description=f"The action (an `{p}Action`, by `type`).")
            mine.title = f"{p}RecordActionOut"
            schemas[f"{p}RecordActionOut"] = mine
        own_1821.add("RecordActionOut")
    phase = (schemas.get("PhaseRecord") or Schema()).properties or {}
    if "kind" in phase:      # a phase record's kind: 1821's names as before, or another kind's
        # (components: the SDKs keep 1821's enum under its name, PhaseRecordKind)
        old = phase["kind"]
        schemas["PhaseRecordKind"] = Schema(type=old.type, enum=list(default.PHASES), title="PhaseRecordKind",
                                            description=f"The `{default.NAME}` kind's phase names.")
        for k in kinds:
            if k.NAME != default.NAME:
                schemas[f"{camel(k.NAME)}PhaseKind"] = Schema(type=old.type, enum=list(k.PHASES),
                                                              description=f"The `{k.NAME}` kind's phase names.")
        phase["kind"] = Schema(any_of=[ref("PhaseRecordKind"), *(ref(f"{p}PhaseKind") for p in others)],
                               description=old.description)
    for name, sch in list(schemas.items()):
        if name in own_1821 or any(name.startswith(p) for p in others):
            continue
        _walk(sch, swap if name not in REQUEST_ONLY else (lambda sub: swap(sub, join=False)))
    for item in (spec.paths or {}).values():
        for op in (item.get, item.put, item.post, item.delete, item.patch):
            if op is None:
                continue
            media = [*(op.request_body.content.values() if op.request_body is not None else ()),
                     *(m for r in (op.responses or {}).values() for m in (getattr(r, "content", None) or {}).values())]
            for m in media:
                if m.schema is not None:
                    new = swap(m.schema)
                    if new is not None:
                        m.schema = new
                    else:
                        _walk(m.schema, swap)
