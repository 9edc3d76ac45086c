"""``/games/{game_id}/webhooks``: a seat's turn notifications (server/service/webhooks.py,
delivered by the workers: server/worker/webhooks.py)."""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, Request, Response, delete, get, post
from litestar.params import BodyKwarg, PathParameter

from server.service.models import CreateWebhook, DeliveryList, WebhookCreated, WebhookList, WebhookOut
from server.service.phases import now_iso
from server.service.webhooks import Webhooks

from .games import BEARER, GameId
from .http import bearer, json_response
from .problems import problems
from .tags import NOTIFY

WebhookId = Annotated[str, PathParameter(description="Webhook id (`wh_` + 16 hex digits)", min_length=1,
                                         max_length=64)]


def hooks(request: Request) -> Webhooks:
    return request.app.state.service.webhooks


def _out(sub) -> WebhookOut:
    return WebhookOut(id=sub.id, seat=sub.seat, url=sub.url, kinds=sub.kinds, status=sub.status,
                      failures=sub.failures, created_at=sub.created_at, disabled_reason=sub.disabled_reason)


class WebhooksController(Controller):
    path = "/games/{game_id:str}/webhooks"
    tags = NOTIFY
    security = BEARER

    @post("/", summary="Subscribe to notifications", operation_id="createWebhook", status_code=201,
          responses=problems(401, 403, 404, 409))
    async def create(self, request: Request, game_id: GameId,
                     data: Annotated[CreateWebhook, BodyKwarg(description="Where to send and which kinds")]
                     ) -> Response[WebhookCreated]:
        """Register an endpoint for this seat's notifications (seat token; at most 3 per
        seat, 409 ``too_many_webhooks``). ``url``: ``https`` to a host that resolves to
        public addresses only (400 ``webhook_url_refused`` names why: private, loopback,
        link-local or metadata addresses are refused unless the operator allows loopback
        for development). The answer carries the signing ``secret`` once. Each delivery is
        a ``POST`` of ``{"type", "game_id", "seat", "version", "timestamp", "data"}`` with
        the Standard Webhooks headers ``webhook-id`` (the same on every retry of one
        notification: de-duplicate by it), ``webhook-timestamp`` and ``webhook-signature``;
        answer 2xx within 5 s. Failed attempts are retried with exponential backoff and
        jitter for about 4 minutes; 3 notifications in a row never delivered disable the
        subscription (``webhooks_disabled`` in the seat's game view)."""
        sub = await hooks(request).register(game_id, bearer(request), data.url, data.kinds, now_iso())
        out = WebhookCreated(**msgspec.structs.asdict(_out(sub)), secret=sub.secret)
        return json_response(out, status=201, location=f"/games/{game_id}/webhooks/{sub.id}")

    @get("/", summary="This seat's webhooks", operation_id="listWebhooks", responses=problems(401, 403, 404))
    async def list(self, request: Request, game_id: GameId) -> WebhookList:
        """The seat's subscriptions (seat token), oldest first, without their secrets."""
        return WebhookList(webhooks=[_out(s) for s in await hooks(request).list(game_id, bearer(request))])

    @delete("/{webhook_id:str}", summary="Unsubscribe", operation_id="deleteWebhook", status_code=204,
            responses=problems(401, 403, 404))
    async def remove(self, request: Request, game_id: GameId, webhook_id: WebhookId) -> None:
        """Delete one of the seat's subscriptions (404 ``webhook_not_found`` for another's);
        notifications already on their way are dropped."""
        await hooks(request).delete(game_id, bearer(request), webhook_id)

    @get("/{webhook_id:str}/deliveries", summary="Delivery attempts", operation_id="listWebhookDeliveries",
         responses=problems(401, 403, 404))
    async def deliveries(self, request: Request, game_id: GameId, webhook_id: WebhookId) -> DeliveryList:
        """The subscription's last 20 delivery attempts, newest first."""
        return DeliveryList(deliveries=await hooks(request).deliveries(game_id, bearer(request), webhook_id))
