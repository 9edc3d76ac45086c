"""``/kinds``: the game kinds this server hosts (:mod:`gamekinds.registry`), each with its
seats, scenarios, phases, rules version, the JSON Schemas of its types and its rules as
data. Every body is built once per process (:func:`kind_bodies`) and served with a strong
``ETag`` (its digest) and ``Cache-Control``: it changes only with a deployment."""

from __future__ import annotations

import hashlib
from typing import Annotated, Any, Literal

import msgspec
from litestar import Controller, Request, Response, get
from litestar.datastructures import ResponseHeader
from litestar.params import PathParameter
from msgspec import Meta, Struct

from gamekinds import registry
from gamekinds.contract import GameKind
from server.service.errors import NotFound

from .problems import problems
from .tags import RULES

CACHE_CONTROL = "public, max-age=3600"
KindName = Annotated[str, PathParameter(description="The kind's name (`battle1821`, ...: `GET /kinds`)",
                                        min_length=1, max_length=40)]
ETAG_HEADER = ResponseHeader(
    name="ETag", documentation_only=True, value="", required=True,
    description="A strong entity tag of this body (its digest): send it in `If-None-Match` to get a 304 while "
                "it has not changed (it changes only when the server is deployed with other kinds or rules).")
CACHE_HEADER = ResponseHeader(name="Cache-Control", documentation_only=True, value="", required=True,
                              description=f"`{CACHE_CONTROL}`.")


class KindLinks(Struct, kw_only=True):
    """Where to read more of the kind."""
    kind: Annotated[str, Meta(description="`GET /kinds/{kind}`: the kind with the JSON Schemas of its types.")]
    rules: Annotated[str, Meta(description="`GET /kinds/{kind}/rules`: its rules as data (board, tables, cards).")]
    games: Annotated[str, Meta(description="`GET /games?kind={kind}`: the games of this kind.")]


class KindBot(Struct, kw_only=True):
    """A server bot a seat of the kind may be: a computer seat (``POST /games`` ``players[].bot``)
    or the bot that takes a seat over (``options.takeover_bot``)."""
    name: Annotated[str, Meta(description="The bot's name (`bot`, `takeover_bot`): one of the kind's policies.")]
    title: Annotated[str, Meta(description="The bot in the kind's words, for a player choosing it "
                                           "(`greedy (the default)`); its name when the kind gives none.")]


class KindWords(Struct, kw_only=True):
    """The kind's words for the table options every kind has (``POST /games`` ``options``),
    for a client's labels."""
    round: Annotated[str, Meta(description="What `max_rounds` counts, in the singular: `round` (1821), `turn` "
                                           "(The Ottomans); `round` when the kind gives none.")]
    decision: Annotated[str, Meta(description="What `decision_timeout_s` times out, with its article, as in "
                                              "\"Seconds to answer an Ally question\": `an Ally question` (1821), "
                                              "`a decision` (The Ottomans, and a kind that gives none).")]


class KindChoice(Struct, kw_only=True):
    """One value a choice option of the kind may take."""
    value: Annotated[int | str, Meta(description="The value to send (`options.<name>` of `POST /games`).")]
    title: Annotated[str, Meta(description="The value in the kind's words (`1: The Fall of Constantinople "
                                           "(turns 1-4)`).")]


class KindOption(Struct, kw_only=True):
    """One of the kind's own options a player picks when creating a game (``POST /games``
    ``options.<name>``), beyond the table options every kind has, in the kind's words, so a
    client builds the kind's form from the API: ``input`` a ``choice`` among ``choices`` (a
    select) or a ``flag`` (a box, ``default`` a boolean)."""
    name: Annotated[str, Meta(description="The member of the kind's `options` (`scenario`, `pillage`).")]
    title: Annotated[str, Meta(description="The option in the kind's words, for a label (`Pillage (23.0)`).")]
    input: Annotated[Literal["choice", "flag"], Meta(description="How a client offers it: `choice`, one of "
                                                                 "`choices` (a select); `flag`, true or false "
                                                                 "(a box).")]
    default: Annotated[bool | int | str, Meta(description="Its value when `options` leaves it out.")]
    choices: Annotated[list[KindChoice], Meta(description="A choice's values in the order to offer them; "
                                                          "empty for a flag.")]


class KindSummary(Struct, kw_only=True):
    """One game kind this server hosts: create its games with ``POST /games`` ``kind``."""
    name: Annotated[str, Meta(description="The kind's id (`kind` in `POST /games`, the views and the listings).")]
    title: Annotated[str, Meta(description="Its human title.")]
    rules_version: Annotated[str, Meta(description="The rules version its games and records pin.")]
    seats_min: Annotated[int, Meta(ge=1, description="The fewest seats (players) of a game.")]
    seats_max: Annotated[int, Meta(ge=1, description="The most seats (players) of a game.")]
    scenarios: Annotated[list[str], Meta(description="Its scenarios; the first is the default.")]
    phases: Annotated[list[str], Meta(description="The names of its phases (`kind` of the phase records, "
                                                  "`GET /games/{game_id}/phases`).")]
    bots: Annotated[list[KindBot], Meta(description="The server bots a seat may be, each with its words, in the "
                                                    "order the kind offers them (every name `players[].bot` and "
                                                    "`takeover_bot` accept for this kind, and no other).")]
    words: Annotated[KindWords, Meta(description="The kind's words for the table options (`max_rounds`, "
                                                 "`decision_timeout_s`), for labels.")]
    options: Annotated[list[KindOption], Meta(description="The kind's own options a player picks when creating "
                                                          "a game (`POST /games` `options`), beyond the table "
                                                          "options, in the order to offer them (The Ottomans: "
                                                          "`scenario` and the optional rules; 1821: none).")]
    links: Annotated[KindLinks, Meta(description="Where to read more of the kind.")]


class KindList(Struct, kw_only=True):
    """Every game kind this server hosts, the default first."""
    kinds: Annotated[list[KindSummary], Meta(description="The hosted kinds, the default first.")]
    default: Annotated[str, Meta(description="The kind of a `POST /games` that names none.")]


class KindSchemas(Struct, kw_only=True):
    """The JSON Schemas (2020-12, ``msgspec.json.schema``; ``$defs`` inside) of a kind's
    types, for tools that read them at runtime: the same shapes as this spec's components
    of the kind (a kind other than ``battle1821`` has its components prefixed with its
    name in CamelCase)."""
    options: Annotated[dict[str, Any], Meta(description="`options` of `POST /games`.")]
    actions: Annotated[dict[str, Any], Meta(description="The action union (`POST /games/{game_id}/actions`), "
                                                        "tagged on `type`.")]
    legal_actions: Annotated[dict[str, Any], Meta(description="The legal-action options union "
                                                              "(`GET /games/{game_id}/legal-actions`).")]
    view: Annotated[dict[str, Any], Meta(description="The game view's kind-specific members "
                                                     "(`GET /games/{game_id}`).")]
    events: Annotated[dict[str, Any], Meta(description="The log events union (without the `seq`/`version` "
                                                       "envelope).")]


class KindOut(KindSummary, kw_only=True):
    """A game kind with the JSON Schemas of its types and the tags of its actions and
    events."""
    action_types: Annotated[list[str], Meta(description="The `type` of each action.")]
    event_types: Annotated[list[str], Meta(description="The `type` of each log event.")]
    schemas: Annotated[KindSchemas, Meta(description="The JSON Schemas of its types.")]


class KindRules(Struct, kw_only=True):
    """A kind's rules as data, so clients need no hard-coded board: ``rules`` is the kind's
    own (1821: ``board``, ``events``, ``apostles``, as ``GET /rules``), ``schemas`` the
    JSON Schemas of its types."""
    name: Annotated[str, Meta(description="The kind's id.")]
    rules_version: Annotated[str, Meta(description="The rules version this data belongs to.")]
    rules: Annotated[dict[str, Any], Meta(description="The kind's rules data (its board, tables and cards).")]
    action_types: Annotated[list[str], Meta(description="The `type` of each action.")]
    event_types: Annotated[list[str], Meta(description="The `type` of each log event.")]
    schemas: Annotated[KindSchemas, Meta(description="The JSON Schemas of its types.")]


def _tags(union: Any) -> list[str]:
    return [c.__struct_config__.tag for c in getattr(union, "__args__", (union,))]


def _bots(kind: GameKind) -> list[KindBot]:
    """The kind's policies in its ``POLICY_WORDS`` order and words; a policy it does not name
    after them, by its name."""
    words: dict[str, str] = dict(getattr(kind, "POLICY_WORDS", {}))
    names = [n for n in words if n in kind.POLICIES] + [n for n in kind.POLICIES if n not in words]
    return [KindBot(name=n, title=words.get(n, n)) for n in names]


def _words(kind: GameKind) -> KindWords:
    words: dict[str, str] = dict(getattr(kind, "TABLE_WORDS", {}))
    return KindWords(round=words.get("round", "round"), decision=words.get("decision", "a decision"))


def _options(kind: GameKind) -> list[KindOption]:
    """The kind's ``CREATE_OPTIONS`` (the contract's), each checked against its ``Options``:
    a member of it, its default the struct's, a choice's values ones it takes."""
    fields = {f.name: f for f in msgspec.structs.fields(kind.Options)}
    out = []
    for o in getattr(kind, "CREATE_OPTIONS", ()):
        f = fields.get(o["name"])
        if f is None or f.default != o["default"]:
            raise ValueError(f"kind {kind.NAME}: CREATE_OPTIONS {o['name']!r} is no member of its Options "
                             f"with the default {o['default']!r}")
        choices = [KindChoice(value=v, title=t) for v, t in o.get("choices", ())]
        for c in choices:
            msgspec.convert({o["name"]: c.value}, kind.Options)     # a value the kind refuses fails here
        out.append(KindOption(name=o["name"], title=o["title"], input="choice" if choices else "flag",
                              default=o["default"], choices=choices))
    return out


def _summary(kind: GameKind) -> dict[str, Any]:
    return dict(name=kind.NAME, title=kind.TITLE, rules_version=kind.RULES_VERSION, seats_min=kind.SEATS[0],
                seats_max=kind.SEATS[1], scenarios=list(kind.SCENARIOS), phases=list(kind.PHASES),
                bots=_bots(kind), words=_words(kind), options=_options(kind),
                links=KindLinks(kind=f"/kinds/{kind.NAME}", rules=f"/kinds/{kind.NAME}/rules",
                                games=f"/games?kind={kind.NAME}"))


def _schemas(kind: GameKind) -> KindSchemas:
    s = msgspec.json.schema
    return KindSchemas(options=s(kind.Options), actions=s(kind.Action), legal_actions=s(kind.LegalAction),
                       view=s(kind.View), events=s(kind.LogEvent))


def _body(obj: Struct) -> tuple[bytes, str]:
    raw = msgspec.json.encode(obj)
    return raw, '"' + hashlib.sha256(raw).hexdigest()[:32] + '"'


def kind_bodies() -> dict[tuple[str, ...], tuple[bytes, str]]:
    """Every ``/kinds`` body of the hosted kinds with its ETag: ``("list",)``, ``("kind",
    name)``, ``("rules", name)``."""
    kinds = registry.all_kinds()
    out = {("list",): _body(KindList(kinds=[KindSummary(**_summary(k)) for k in kinds], default=registry.DEFAULT))}
    for k in kinds:
        schemas = _schemas(k)
        out[("kind", k.NAME)] = _body(KindOut(**_summary(k), action_types=_tags(k.Action), event_types=_tags(k.LogEvent),
                                    schemas=schemas))
        out[("rules", k.NAME)] = _body(KindRules(name=k.NAME, rules_version=k.RULES_VERSION, rules=k.rules_data(),
                                                 action_types=_tags(k.Action), event_types=_tags(k.LogEvent),
                                                 schemas=schemas))
    return out


class UnknownKind(NotFound):
    """404 ``unknown_kind``: this server hosts no kind of that name."""

    def __init__(self, name: str) -> None:
        NotFound.__init__(self, "kind")
        self.code = "unknown_kind"
        self.detail = f"This server hosts no game kind {name!r}: one of {', '.join(registry.names())} (GET /kinds)."
        self.args = (self.detail,)


def _serve(request: Request, key: tuple[str, ...]) -> Response:
    bodies = request.app.state.get("kinds")
    if bodies is None:
        bodies = request.app.state.kinds = kind_bodies()
    found = bodies.get(key)
    if found is None:
        raise UnknownKind(key[-1])
    raw, tag = found
    headers = {"ETag": tag, "Cache-Control": CACHE_CONTROL}
    inm = request.headers.get("if-none-match")
    if inm and (inm.strip() == "*" or tag in [t.strip().removeprefix("W/") for t in inm.split(",")]):
        return Response(content=b"", status_code=304, headers=headers)
    return Response(content=raw, media_type="application/json", headers=headers)


class KindsController(Controller):
    path = "/kinds"

    @get("/", summary="The game kinds this server hosts", operation_id="listKinds", tags=RULES,
         responses=problems(304), response_headers=[ETAG_HEADER, CACHE_HEADER])
    async def list_kinds(self, request: Request) -> Response[KindList]:
        """Every game kind this server hosts (the default, ``battle1821``, first): name,
        title, seats, scenarios, phases, rules version, the server bots a seat may be and
        the kind's words for the table options (a client's create-game form), and links. Anyone may call it;
        cacheable for an hour (``ETag``, ``If-None-Match`` answers 304)."""
        return _serve(request, ("list",))

    @get("/{kind:str}", summary="One game kind, with the JSON Schemas of its types", operation_id="getKind",
         tags=RULES, responses=problems(304, 404), response_headers=[ETAG_HEADER, CACHE_HEADER])
    async def get_kind(self, request: Request, kind: KindName) -> Response[KindOut]:
        """The kind as in ``GET /kinds``, plus the JSON Schemas of its options, actions,
        legal actions, view and events (for tools that read them at runtime; the spec's
        components give the same shapes). 404 ``unknown_kind`` for a kind this server does
        not host. Cacheable for an hour (``ETag``)."""
        return _serve(request, ("kind", kind))

    @get("/{kind:str}/rules", summary="A game kind's rules as data", operation_id="getKindRules", tags=RULES,
         responses=problems(304, 404), response_headers=[ETAG_HEADER, CACHE_HEADER])
    async def get_kind_rules(self, request: Request, kind: KindName) -> Response[KindRules]:
        """The kind's board, tables and cards as data (1821's are what ``GET /rules``
        gives) and the JSON Schemas of its types, so clients need no hard-coded map.
        404 ``unknown_kind`` for a kind this server does not host. Cacheable for an hour
        (``ETag``)."""
        return _serve(request, ("rules", kind))
