"""schemathesis, in-process over the ASGI app with a real Redis: every operation but the
SSE stream, stateless and stateful (links from Location), zero failures. Configuration in
``schemathesis.toml`` at the repository root.

(The schema is loaded at import: schemathesis 4.32's ``pytest.from_fixture`` does not
work with pytest 9.)"""

from __future__ import annotations

import redis
import schemathesis
from helpers import session_settings
from hypothesis import HealthCheck
from hypothesis import settings as hsettings

from server.app import create_app
from server.store.keys import Keys

STREAM = "/games/{game_id}/events/stream"
app = create_app(session_settings().with_(long_poll_max_s=0.2, sse_keepalive_s=0.2))
schema = schemathesis.openapi.from_asgi("/schema/openapi.json", app).exclude(path=STREAM)


@schema.parametrize()
@hsettings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
def test_stateless_every_operation(case):
    case.call_and_validate()


class APIWorkflow(schema.as_state_machine()):  # type: ignore[misc]
    def setup(self) -> None:
        """Each scenario starts with every account name free: an account's name is claimed
        once per server (409 ``name_taken``), so Hypothesis replaying a scenario would get
        a 409 where the first run got a 201 and its links, and stop as a flaky strategy."""
        settings = session_settings()
        with redis.Redis.from_url(settings.redis_url) as r:
            r.delete(Keys(settings.key_prefix).account_names)


TestStatefulLinksFromLocation = APIWorkflow.TestCase
TestStatefulLinksFromLocation.settings = hsettings(
    max_examples=30, stateful_step_count=8, deadline=None, suppress_health_check=list(HealthCheck))
