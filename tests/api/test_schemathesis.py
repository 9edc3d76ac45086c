"""schemathesis, in-process over the ASGI app with a real Redis: every operation but the
SSE stream, stateless and stateful (links from Location), zero failures. Configuration in
``schemathesis.toml`` at the repository root. The app starts once for the module
(:class:`OneLifespan`), as under a server.

(The schema is loaded at import: schemathesis 4.32's ``pytest.from_fixture`` does not
work with pytest 9. It is read from the committed ``openapi/openapi.json``, which every
pytest-xdist process collecting this module reads in ~0.03 CPU s where fetching it from the
app cost ~1 CPU s; :func:`test_the_schema_tested_is_the_one_the_app_serves` proves it is
the app's. The app is created when schemathesis first calls it, in the process that runs
the module.)

Each operation's Hypothesis test (its explicit examples and coverage cases, ~6 CPU s for
all of them) is built when the test runs, not at collection
(``schemathesis_internals.defer_operation_tests``): every pytest-xdist process collects every
item, and one runs each.

Every case is sent through one client (:data:`CLIENT`, as schemathesis' ASGI transport makes
one per case: a ``requests.Session``, its adapter and the proxy and netrc look-ups of its
environment, ~0.25 CPU ms a case), and the schema's configuration is merged once per operation
and phase, not per case (``schemathesis_internals.memoize_config``): the same cases, sent and
checked alike, for less CPU (issue 37).

The app is called on an event loop run in this thread (``schemathesis_internals.inline_portal``),
not on schemathesis' portal thread: two thread hand-offs a request (an ``anyio.Event`` and the
call), ~1 CPU ms each on a loaded 2-core machine, where the app itself takes 0.1-0.3. The app's
background tasks (seek sweeps, the event hub's reader, the rate limiter's settling) advance
while a request runs. 2026-12-06, the module in one process, base and branch interleaved at a
load of 9-13, ``cpu_report``: 52.9, 54.0 -> 45.3, 45.6 CPU s."""

from __future__ import annotations

import asyncio
import http.cookiejar
import json
import os
from pathlib import Path

import pytest
import redis
import schemathesis
import schemathesis_internals
from helpers import session_settings
from hypothesis import HealthCheck
from hypothesis import settings as hsettings
from schemathesis.core.parameters import ParameterLocation

from server.app import create_app
from server.store.keys import Keys

STREAM = "/games/{game_id}/events/stream"
SPEC = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"
SCHEMA_PATH = "/schema/openapi.json"
EXAMPLES = int(os.environ.get("BATTLE1821_SCHEMATHESIS_EXAMPLES", "10"))
"""Random cases (Hypothesis' ``max_examples``) of each operation's fuzzing phase: 10 in ``make
test`` (each ~10 CPU ms to draw, against ~3 to send and check), 25 (``schemathesis.toml``'s, as
before issue 37) in ``make test-long``. Every operation still gets its schema's examples and the
coverage phase's ~4,900 cases, positive and negative (boundary values, each constraint broken,
missing required parameters and headers, wrong types and media types), whatever this is."""
# a hang's bound: 25 examples of POST actions took over pyproject's 120 s at a load of 25
# (2026-12-05), a CPU's worth of waiting, not a hang
pytestmark = pytest.mark.timeout(300)


class OneLifespan:
    """The app behind one lifespan for the whole module, as a server runs it (the ASGI
    spec: one lifespan per event loop). schemathesis starts an ASGI app's lifespan with
    each test that calls it and ends it at the test's teardown (4.32); the app's startup
    ended in a full ``gc.collect()`` and ``gc.freeze()`` (``server.app._tune_gc``; now a young
    collection), ~0.4 CPU s each on this process's heap (Hypothesis' and schemathesis' objects, ~500,000): 23 of
    the module's ~78 CPU s, for 57 starts of the same app (issue 37).

    The app's own lifespan runs once, on the event loop of the first lifespan schemathesis
    opens, and every lifespan schemathesis opens is answered at once (its ``state`` gets
    the app's lifespan state); requests go to the app unchanged. :meth:`stop` (the module's
    teardown) ends it on that loop."""

    def __init__(self, make_app):
        self.make_app = make_app
        self._app = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.state: dict = {}
        self.inbox: asyncio.Queue | None = None
        self.outbox: asyncio.Queue | None = None
        self.task: asyncio.Task | None = None

    @property
    def app(self):
        """The app, created by ``make_app()`` when first used."""
        if self._app is None:
            self._app = self.make_app()
        return self._app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "lifespan":
            return await self.app(scope, receive, send)
        assert (await receive())["type"] == "lifespan.startup"
        await self._start()
        scope.get("state", {}).update(self.state)
        await send({"type": "lifespan.startup.complete"})
        assert (await receive())["type"] == "lifespan.shutdown"
        await send({"type": "lifespan.shutdown.complete"})

    async def _start(self) -> None:
        loop = asyncio.get_running_loop()
        if self.loop is not None:
            # the app's clients belong to its loop: a lifespan on another loop would need
            # an app of its own (schemathesis 4.32 runs every ASGI call on one loop)
            assert loop is self.loop, "schemathesis opened a lifespan on another event loop"
            return
        self.loop, self.inbox, self.outbox = loop, asyncio.Queue(), asyncio.Queue()
        scope = {"type": "lifespan", "asgi": {"version": "3.0", "spec_version": "2.0"}, "state": self.state}
        self.task = loop.create_task(self.app(scope, self.inbox.get, self.outbox.put))
        await self.inbox.put({"type": "lifespan.startup"})
        reply = await self.outbox.get()
        assert reply["type"] == "lifespan.startup.complete", reply

    async def _stop(self) -> None:
        await self.inbox.put({"type": "lifespan.shutdown"})
        reply = await self.outbox.get()
        assert reply["type"] == "lifespan.shutdown.complete", reply
        await self.task

    def stop(self) -> None:
        if self.loop is not None and not self.loop.is_closed():
            if self.loop.is_running():     # in a thread of its own (schemathesis' portal)
                asyncio.run_coroutine_threadsafe(self._stop(), self.loop).result(timeout=60)
            else:                          # the module's inline portal, run here
                self.loop.run_until_complete(self._stop())
        self.loop = None


schemathesis_internals.defer_operation_tests()
schemathesis_internals.memoize_object_draws()
app = OneLifespan(lambda: create_app(session_settings().with_(long_poll_max_s=0.2, sse_keepalive_s=0.2)))
_loaded = schemathesis.openapi.from_path(SPEC)
_loaded.app, _loaded.location = app, SCHEMA_PATH     # what ``from_asgi(SCHEMA_PATH, app)`` sets
schema = _loaded.exclude(path=STREAM)
schemathesis_internals.memoize_config(schema.config)


def _client():
    """The client every case is sent through: the one ``ASGITransport.send`` makes for a case
    when given none (the app, schemathesis' ``max_stream_events``), kept for the module. It
    keeps no cookie, as a client made per case has none from an earlier case, and skips
    ``requests``' look-ups of proxies and netrc in the environment (``trust_env``), which an
    in-process app never uses."""
    from schemathesis.python import asgi

    client = asgi.get_client(app, max_stream_events=schema.config.max_stream_events_for())
    client.trust_env = False
    client.cookies.set_policy(http.cookiejar.DefaultCookiePolicy(allowed_domains=[]))
    return client


CLIENT = _client()


@pytest.fixture(scope="module", autouse=True)
def _app_lifespan():
    with schemathesis_internals.inline_portal(), CLIENT:
        yield
        app.stop()


def test_the_schema_tested_is_the_one_the_app_serves():
    """The operations and their schemas tested here are those the app (its settings of
    this module) serves at ``/schema/openapi.json``, fetched as ``from_asgi`` does, through
    the module's one client and the app's one lifespan (a client of the bare app started the
    app a second time)."""
    served = CLIENT.get(SCHEMA_PATH)
    assert served.status_code == 200, served.text
    assert served.json() == json.loads(SPEC.read_text(encoding="utf-8")), \
        "the app serves another schema than openapi/openapi.json: run `make openapi`"


class RealGame:
    """A real game of one test's own (created at its first case that names a game, in its
    setup: every seat named, the first seat to move waiting) that its cases are aimed at: a
    random ``game_id`` is a 404 ``game_not_found`` before anything else is read (issue 37: 1,059
    of the 1,066 cases of ``POST /games/{game_id}/actions``, 1,039 of 1,049 of ``.../check``),
    where the game's id, and the token of the seat to move (the host's for ``DELETE``), take the
    case to what it exists for: its body, its other parameters, its headers.

    A case stays as drawn when its path is what it breaks (a negative ``game_id``: with a valid
    one an unknown query key is ignored, 200) or it sends its own ``Authorization`` or is about
    that header (missing: 401). The token added counts as explicit auth (as an auth provider's),
    so ``ignored_auth`` sends a case answered 2xx again without it and with an invalid one,
    expecting 401. A coverage case about the body of ``POST .../actions`` gets ``If-Match: *``
    (its own If-Match is not what it tests, and a random one is a 400 or 412 before the rules).

    After a refused write (4xx, any method but GET) the game's hash in Redis must be as it was
    (no refused action, message or cancel changes the game); after a write that succeeded the
    next case gets a new game (an accepted cancel or message counts against the game)."""

    def __init__(self) -> None:
        settings = session_settings()
        self.redis = redis.Redis.from_url(settings.redis_url)
        self.keys = Keys(settings.key_prefix)
        self.gid: str | None = None
        self.host = self.seat_token = ""
        self.snapshot: dict = {}
        self.aimed = False

    def _create(self) -> None:
        r = CLIENT.post("/games", json={"seats": 2, "players": [{"name": "P0"}, {"name": "P1"}]})
        assert r.status_code == 201, r.text
        g = r.json()
        self.gid, self.host = g["id"], g["host_token"]
        waiting = CLIENT.get(f"/games/{self.gid}").json()["waiting_for"]
        self.seat_token = g["players"][waiting[0]]["token"]
        self.snapshot = self._state()
        assert b"version" in self.snapshot, "no game hash where the check looks for it"

    def _state(self) -> dict:
        return self.redis.hgetall(self.keys.game(self.gid))

    def aim(self, case) -> None:
        self.aimed = False
        if "game_id" not in (case.path_parameters or {}):
            return
        data = case.meta.phase.data if case.meta is not None else None
        about = (getattr(data, "parameter_location", None), getattr(data, "parameter", None))
        if about == (ParameterLocation.PATH, "game_id") or (
                case.meta is not None and case.meta.is_negative_at(ParameterLocation.PATH)):
            return      # its path is what it breaks (with a valid id, an unknown query key is ignored: 200)
        if self.gid is None:
            self._create()
        case.path_parameters["game_id"] = self.gid
        headers = case.headers if case.headers is not None else {}
        if not any(k.lower() == "authorization" for k in headers) and not (
                about[0] == ParameterLocation.HEADER and str(about[1]).lower() == "authorization"):
            headers["Authorization"] = f"Bearer {self.host if case.method.upper() == 'DELETE' else self.seat_token}"
            case._has_explicit_auth = True     # as an auth provider marks it: ``ignored_auth`` then
            # sends the case again without it and with an invalid one, expecting 401
        if case.operation.definition.raw.get("operationId") == "submitAction" and about[0] == ParameterLocation.BODY:
            for k in [k for k in headers if k.lower() == "if-match"]:
                del headers[k]
            headers["If-Match"] = "*"
        case.headers = headers
        self.aimed = True

    def after(self, case, response) -> None:
        if not self.aimed:
            return
        status, method = response.status_code, case.method.upper()
        if 400 <= status < 500 and method != "GET":
            assert self._state() == self.snapshot, \
                f"{case.method} {case.formatted_path} answered {status} and changed the game"
        elif method != "GET" and 200 <= status < 300:
            self._create()

    def close(self) -> None:
        self.redis.close()


GAMES: list[RealGame] = []
"""The running test's :class:`RealGame` (the test's function takes no fixture: it is built
when run, ``schemathesis_internals.build_when_run``)."""


@pytest.fixture(autouse=True)
def _real_game():
    GAMES.append(RealGame())
    yield
    GAMES.pop().close()


@schema.parametrize()
@hsettings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
def test_stateless_every_operation(case):
    game = GAMES[-1]
    game.aim(case)
    response = case.call_and_validate(session=CLIENT)
    game.after(case, response)


class APIWorkflow(schema.as_state_machine()):  # type: ignore[misc]
    def setup(self) -> None:
        """Each scenario starts with every account name free: an account's name is claimed
        once per server (409 ``name_taken``), so Hypothesis replaying a scenario would get
        a 409 where the first run got a 201 and its links, and stop as a flaky strategy."""
        settings = session_settings()
        with redis.Redis.from_url(settings.redis_url) as r:
            r.delete(Keys(settings.key_prefix).account_names)

    def get_call_kwargs(self, case) -> dict:
        """Each step is sent through :data:`CLIENT`."""
        return {"session": CLIENT}


TestStatefulLinksFromLocation = APIWorkflow.TestCase
TestStatefulLinksFromLocation.settings = hsettings(
    max_examples=30, stateful_step_count=8, deadline=None, suppress_health_check=list(HealthCheck))
