"""``/rules``, ``/rules/odds``, ``/health``, ``/ready``."""

from __future__ import annotations

from typing import Annotated, Any

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


class Rules(Struct, kw_only=True):
    """Everything a client needs instead of a hard-coded map: the board graph
    (regions with lon/lat and borders), the Events, the Apostles (with Blessings), the
    JSON Schemas of actions, legal-action options and events."""
    board: dict[str, Any]
    events: dict[str, Any]
    apostles: dict[str, Any]
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
        return Response(content=request.app.state.rules, media_type="application/json",
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
