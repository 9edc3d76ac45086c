"""``/rules``, ``/rules/odds``, ``/health``, ``/ready``."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from litestar import Controller, Request, Response, get
from litestar.params import QueryParameter
from msgspec import Struct

from gamekinds import battle1821 as engine
from gamekinds.battle1821 import Action
from gamekinds.battle1821.board import APOSTLES_RAW, BOARD, EVENTS_RAW
from gamekinds.battle1821.log import LogEvent
from gamekinds.battle1821.options import LegalAction
from server.service.errors import Unavailable
from server.service.models import Health, Ready

from .problems import problems
from .tags import HEALTH, LOBBY, PLAY, RULES, WATCH


# The shapes of 1821's rules data (gamekinds/battle1821/data/*.json) as the answer carries
# it: the spec types them (issue 34: a client reads models, not dicts); the data is sent as
# it is (tests/contract/test_examples.py checks the recorded answer against these).
class BoardRegion(Struct, kw_only=True):
    """One region of the board (R1-R3)."""
    id: Annotated[str, msgspec.Meta(description="The region's board id (what actions name).")]
    name: Annotated[str, msgspec.Meta(description="Its name, for people.")]
    name_el: Annotated[str, msgspec.Meta(description="Its name in Greek.")]
    group: Annotated[str, msgspec.Meta(description="Its area: `peloponnese`, `roumeli`, `north`, `east`, `islands` "
                                                   "(Events and Apostles name areas).")]
    lon: Annotated[float, msgspec.Meta(description="Longitude of its approximate centre (degrees), for drawing.")]
    lat: Annotated[float, msgspec.Meta(description="Latitude of its approximate centre (degrees), for drawing.")]
    kind: Annotated[Literal["starting", "normal", "reinforcement"], msgspec.Meta(
        description="`starting` (a starting region, R7), `reinforcement` (numbered, R10) or `normal`.")]
    reinforcement_number: Annotated[int | None, msgspec.Meta(
        description="Its number on the reinforcement track (R10), null for the others.")]
    note: Annotated[str, msgspec.Meta(description="A historical note.")]
    borders: Annotated[list[str], msgspec.Meta(description="The regions it borders (board ids).")]


class RulesBoard(Struct, kw_only=True):
    """The board graph: regions and their borders."""
    name: Annotated[str, msgspec.Meta(description="The board's name.")]
    regions: list[BoardRegion]
    borders: Annotated[list[Annotated[list[str], msgspec.Meta(min_length=2, max_length=2)]], msgspec.Meta(
        description="Every border once, as a pair of board ids (undirected).")]
    notes: Annotated[str, msgspec.Meta(description="Notes on the data.")]


class EventCard(Struct, kw_only=True):
    """One Event card (R20)."""
    id: Annotated[str, msgspec.Meta(description="The card id (`E01`...).")]
    title: Annotated[str, msgspec.Meta(description="The card's title.")]
    year: Annotated[int, msgspec.Meta(description="The year of the history it tells.")]
    favours: Annotated[str, msgspec.Meta(description="Whom it helps: `greeks` or `ottomans`.")]
    text: Annotated[str, msgspec.Meta(description="The card's text.")]
    effects: Annotated[list[dict[str, Any]], msgspec.Meta(
        description="What it does, in order: each `{op, ...}` (the ops: `vocabulary`).")]


class RulesEvents(Struct, kw_only=True):
    """The Event deck (R20)."""
    events: list[EventCard]
    vocabulary: Annotated[dict[str, str], msgspec.Meta(description="Each effect `op`: what it does.")]


class ApostleCard(Struct, kw_only=True):
    """One Apostle card and its Blessing (R25)."""
    id: Annotated[str, msgspec.Meta(description="The card id (`A01`...).")]
    title: Annotated[str, msgspec.Meta(description="The card's title.")]
    fame: Annotated[int, msgspec.Meta(description="Fame points it awards (R25-R26).")]
    text: Annotated[str, msgspec.Meta(description="Its condition, for people.")]
    condition: Annotated[dict[str, Any], msgspec.Meta(
        description="Its condition as data: `{op, ...}` (the ops: `conditions`).")]
    blessing: Annotated[dict[str, Any], msgspec.Meta(
        description="Its Blessing as data: `{op, ..., duration}` (the ops: `blessings`).")]
    blessing_text: Annotated[str, msgspec.Meta(description="The Blessing, for people.")]


class RulesApostles(Struct, kw_only=True):
    """The Apostle deck (R25)."""
    apostles: list[ApostleCard]
    conditions: Annotated[dict[str, str], msgspec.Meta(description="Each condition `op`: what it requires.")]
    blessings: Annotated[dict[str, str], msgspec.Meta(description="Each Blessing `op`: what it gives.")]


class Rules(Struct, kw_only=True):
    """Everything a client needs instead of a hard-coded map: the board graph
    (regions with lon/lat and borders), the Events, the Apostles (with Blessings), the
    JSON Schemas of actions, legal-action options and events."""
    board: RulesBoard
    events: RulesEvents
    apostles: RulesApostles
    action_schema: dict[str, Any]
    legal_action_schema: dict[str, Any]
    event_schema: dict[str, Any]
    action_types: list[str]
    event_types: list[str]


def rules_bytes() -> bytes:
    return msgspec.json.encode(Rules(
        board=BOARD.raw, events=EVENTS_RAW, apostles=APOSTLES_RAW,
        action_schema=msgspec.json.schema(Action), legal_action_schema=msgspec.json.schema(LegalAction),
        event_schema=msgspec.json.schema(LogEvent),
        action_types=[c.__struct_config__.tag for c in Action.__args__],
        event_types=[c.__struct_config__.tag for c in LogEvent.__args__]))


class RulesController(Controller):
    path = "/rules"

    @get("/", summary="Board graph, Events, Apostles, action schemas", operation_id="getRules", tags=RULES,
         responses=problems())
    async def rules(self, request: Request) -> Response[Rules]:
        """Everything a client needs instead of a hard-coded map: the board graph
        (regions with lon/lat, borders, R2-R3), the Event cards (R20), the Apostles and
        their Blessings (R25), and the JSON Schemas of actions, legal-action options and
        log events for tools that read them at runtime (the same shapes as this spec's
        components). Anyone may call it; cacheable for an hour."""
        rules = request.app.state.rules
        if rules is None:      # made by the app's first /rules request (create_app: None)
            rules = request.app.state.rules = rules_bytes()
        return Response(content=rules, media_type="application/json",
                        headers={"Cache-Control": "public, max-age=3600"})

    @get("/odds", summary="Exact battle odds", operation_id="getOdds", tags=RULES, responses=problems())
    async def odds(self, attackers: Annotated[int, QueryParameter(ge=1, le=60, description="Attacking strength")],
                   defenders: Annotated[int, QueryParameter(ge=1, le=45, description="Defending Ottoman infantry")]
                   ) -> engine.Odds:
        """Probability that the attacker wins the battle (R12-R13, no Ally) and the
        expected survivors of each side, exact to 1e-12."""
        return engine.battle_odds(attackers, defenders)


class HealthController(Controller):
    path = "/"

    @get("/health", summary="Liveness", operation_id="health", tags=HEALTH, responses=problems())
    async def health(self) -> Health:
        """Liveness: the process answers (``{"status": "ok"}``); no dependency is
        checked (see ``/ready``). Anyone may call it."""
        return Health(status="ok")

    @get("/ready", summary="Readiness", operation_id="ready", tags=HEALTH, responses=problems(503))
    async def ready(self, request: Request) -> Ready:
        """Ready when Redis answers and a live RQ worker listens on the queue; 503
        ``not_ready`` naming what is missing otherwise. ``workers`` counts only live
        workers: registered with RQ and holding their liveness key (renewed every third of
        ``BATTLE1821_WORKER_LIVE_S``, 2 s), so a stopped worker drops out at once and a
        killed one within that time. Anyone may call it."""
        r = await request.app.state.service.health.readiness()
        if not r.redis or r.workers == 0:
            missing = "Redis does not answer" if not r.redis else f"no live RQ worker on queue {r.queue!r}"
            raise Unavailable(f"Not ready: {missing}.", code="not_ready", title="Not ready")
        return Ready(status="ready", redis=r.redis, workers=r.workers, queue=r.queue)
