"""Issue 6: the Dockerfile, docker-compose.yml and Kubernetes manifests agree with the app
(images, commands, environment names, probe paths, grace period vs job timeout, the
KEDA trigger vs the queue series the workers export, where Prometheus scrapes)."""

from __future__ import annotations

import ast
import dataclasses
import re
import shlex
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
IMAGE = "battle1821:latest"


def _compose() -> dict:
    return yaml.safe_load((DEPLOY / "docker-compose.yml").read_text())


def _k8s_docs() -> list[dict]:
    docs = []
    for path in sorted((DEPLOY / "k8s").glob("*.yaml")):
        if path.name == "kustomization.yaml":
            continue
        docs += [d | {"_file": path.name} for d in yaml.safe_load_all(path.read_text()) if d]
    return docs


def _k8s(kind: str, name: str) -> dict:
    found = [d for d in _k8s_docs() if d["kind"] == kind and d["metadata"]["name"] == name]
    assert len(found) == 1, f"expected one {kind} {name}, found {len(found)}"
    return found[0]


def _app_services(compose: dict) -> dict:
    return {n: s for n, s in compose["services"].items() if s.get("image") == IMAGE}


def _duration_s(text: str) -> float:
    units = {"ms": 0.001, "s": 1, "m": 60, "h": 3600}
    total = 0.0
    for value, unit in re.findall(r"(\d+(?:\.\d+)?)(ms|s|m|h)", text):
        total += float(value) * units[unit]
    return total


def _containers(doc: dict) -> list[dict]:
    return doc["spec"]["template"]["spec"]["containers"]


def _job_timeout_s() -> int:
    from server import worker

    return worker.JOB_TIMEOUT_S


def _queue_name() -> str:
    from server.config import Settings

    from server import worker

    assert worker.QUEUE_NAME == Settings().queue_name
    return Settings().queue_name


def _all_commands() -> list[tuple[str, list[str]]]:
    """(where, argv after the entrypoint) for every app container/service."""
    out = []
    for name, svc in _app_services(_compose()).items():
        cmd = svc["command"]
        out.append((f"compose:{name}", shlex.split(cmd) if isinstance(cmd, str) else cmd))
    for doc in _k8s_docs():
        if doc["kind"] != "Deployment":
            continue
        for c in _containers(doc):
            if c["image"] == IMAGE:
                assert "command" not in c, "keep the image ENTRYPOINT (battle1821)"
                out.append((f"k8s:{doc['metadata']['name']}", c["args"]))
    return out


# --- the image -------------------------------------------------------------------------

def test_dockerfile_is_multi_stage_non_root_with_battle1821_entrypoint():
    text = (DEPLOY / "Dockerfile").read_text()
    stages = re.findall(r"^FROM\s+\S+(?:\s+AS\s+(\S+))?", text, re.M | re.I)
    assert len(stages) >= 2, "multi-stage build"
    assert re.search(r"^COPY --from=build ", text, re.M)
    users = re.findall(r"^USER\s+(\S+)", text, re.M)
    assert users and users[-1].split(":")[0] not in {"root", "0"}
    entry = re.search(r"^ENTRYPOINT\s+(\[.*\])", text, re.M)
    assert entry and yaml.safe_load(entry.group(1)) == ["battle1821"]
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert re.search(r'^battle1821\s*=\s*"server\.cli:main"', pyproject, re.M)
    assert "install" in text and "COPY server" in text


# --- docker compose --------------------------------------------------------------------

def test_compose_redis_is_append_only_and_noeviction():
    redis = _compose()["services"]["redis"]
    cmd = redis["command"]
    cmd = shlex.split(cmd) if isinstance(cmd, str) else [str(c) for c in cmd]
    assert cmd[cmd.index("--appendonly") + 1] == "yes"
    assert cmd[cmd.index("--maxmemory-policy") + 1] == "noeviction"
    assert "redis-cli" in redis["healthcheck"]["test"]
    assert any(v.endswith(":/data") for v in redis["volumes"])


def test_compose_two_api_replicas_two_workers_with_health_checks():
    compose = _compose()
    services = _app_services(compose)
    api, worker = services["api"], services["worker"]
    assert api["build"]["dockerfile"] == "deploy/Dockerfile"
    assert (DEPLOY / api["build"]["context"] / api["build"]["dockerfile"]).resolve() == \
        (DEPLOY / "Dockerfile").resolve()
    assert api["deploy"]["replicas"] == 2 and worker["deploy"]["replicas"] == 2
    assert "/health" in " ".join(api["healthcheck"]["test"])
    assert worker["healthcheck"]["test"][-2:] == ["-m", "server.worker.health"]
    for svc in (api, worker):
        assert svc["depends_on"]["redis"]["condition"] == "service_healthy"
    lb = compose["services"]["lb"]
    assert "8000:8000" in lb["ports"]
    conf = (DEPLOY / "nginx.conf").read_text()
    assert "server api:8000" in conf and "proxy_buffering off" in conf


def test_compose_worker_grace_period_exceeds_the_longest_job():
    worker = _compose()["services"]["worker"]
    assert _duration_s(worker["stop_grace_period"]) > _job_timeout_s()
    assert worker.get("stop_signal", "SIGTERM") == "SIGTERM"   # RQ warm shutdown


def test_worker_health_module_exists():
    import importlib.util
    assert importlib.util.find_spec("server.worker.health") is not None


# --- Kubernetes ------------------------------------------------------------------------

def test_k8s_manifests_parse_and_use_the_image():
    docs = _k8s_docs()
    kinds = {(d["kind"], d["metadata"]["name"]) for d in docs}
    assert {("Deployment", "battle1821-api"), ("Deployment", "battle1821-worker"),
            ("Service", "battle1821-api"), ("ConfigMap", "battle1821-config"),
            ("ScaledObject", "battle1821-worker")} <= kinds
    kustom = yaml.safe_load((DEPLOY / "k8s" / "kustomization.yaml").read_text())
    assert sorted(kustom["resources"]) == sorted(
        p.name for p in (DEPLOY / "k8s").glob("*.yaml") if p.name != "kustomization.yaml")
    for name in ("battle1821-api", "battle1821-worker"):
        dep = _k8s("Deployment", name)
        sel = dep["spec"]["selector"]["matchLabels"]
        assert sel.items() <= dep["spec"]["template"]["metadata"]["labels"].items()
        assert [c["image"] for c in _containers(dep)] == [IMAGE]
        assert dep["spec"]["template"]["spec"]["securityContext"]["runAsNonRoot"] is True
        assert [e["configMapRef"]["name"] for e in _containers(dep)[0]["envFrom"]] == \
            ["battle1821-config"]


def test_k8s_api_probes_ready_and_health():
    api = _k8s("Deployment", "battle1821-api")
    c = _containers(api)[0]
    port_names = {p["name"]: p["containerPort"] for p in c["ports"]}
    assert c["readinessProbe"]["httpGet"]["path"] == "/ready"
    assert c["livenessProbe"]["httpGet"]["path"] == "/health"
    for probe in ("readinessProbe", "livenessProbe"):
        assert c[probe]["httpGet"]["port"] in port_names
    args = c["args"]
    assert int(args[args.index("--port") + 1]) == port_names["http"]
    svc = _k8s("Service", "battle1821-api")
    assert svc["spec"]["selector"].items() <= \
        api["spec"]["template"]["metadata"]["labels"].items()
    assert svc["spec"]["ports"][0]["targetPort"] == "http"


def test_k8s_worker_grace_period_exceeds_the_longest_job():
    worker = _k8s("Deployment", "battle1821-worker")
    assert worker["spec"]["template"]["spec"]["terminationGracePeriodSeconds"] > _job_timeout_s()


def test_k8s_keda_scales_workers_on_the_queue_series_the_workers_export():
    """KEDA reads the workers' Prometheus series of the RQ queue (server/metrics.py
    QueueCollector): depth of the queued registry and the oldest job's age."""
    from rq import Queue

    from server.metrics import QueueCollector
    from support import test_redis_url
    import redis

    so = _k8s("ScaledObject", "battle1821-worker")
    assert so["apiVersion"] == "keda.sh/v1alpha1"
    assert so["spec"]["scaleTargetRef"]["name"] == "battle1821-worker"
    assert so["spec"]["minReplicaCount"] >= 1
    r = redis.Redis.from_url(test_redis_url())
    exported = {f.name: f for f in QueueCollector(r, _queue_name() + "-manifest-test").collect()}
    r.close()
    queries = []
    for trigger in so["spec"]["triggers"]:
        assert trigger["type"] == "prometheus"
        q = trigger["metadata"]["query"]
        m = re.search(r"(battle1821_[a-z_]+)\{([^}]*)\}", q)
        assert m and m.group(1) in exported, q
        labels = dict(re.findall(r'(\w+)="([^"]*)"', m.group(2)))
        assert labels["queue"] == _queue_name()
        assert set(labels) <= {"queue", "state"} and labels.get("state", "queued") == "queued"
        assert float(trigger["metadata"]["threshold"]) > 0
        queries.append(m.group(1))
    assert sorted(queries) == ["battle1821_queue_depth", "battle1821_queue_oldest_job_age_seconds"]


def test_metrics_are_scraped_where_the_processes_serve_them():
    """Prometheus (compose: deploy/prometheus.yml; k8s: pod annotations) scrapes the API on
    its metrics port (BATTLE1821_METRICS_PORT: not the clients' port, which has no
    /metrics then; nginx refuses /metrics too) and each worker on
    BATTLE1821_WORKER_METRICS_PORT."""
    from server.config import Settings

    create_app = __import__("server.app", fromlist=["create_app"]).create_app
    assert "/metrics" in {route.path for route in create_app().routes}
    assert "/metrics" not in {route.path for route in create_app(Settings(metrics_port=9100)).routes}
    compose = _compose()
    api_env = compose["services"]["api"]["environment"]
    mport = int(api_env["BATTLE1821_METRICS_PORT"])
    assert api_env["BATTLE1821_HOST"] == "0.0.0.0"
    assert "location = /metrics" in (DEPLOY / "nginx.conf").read_text()
    worker_env = compose["services"]["worker"]["environment"]
    wport = int(worker_env["BATTLE1821_WORKER_METRICS_PORT"])
    assert worker_env["BATTLE1821_HOST"] == "0.0.0.0"
    prom = yaml.safe_load((DEPLOY / "prometheus.yml").read_text())
    jobs = {j["job_name"]: j for j in prom["scrape_configs"]}
    assert jobs["battle1821-api"]["metrics_path"] == "/metrics"
    (api_sd,) = jobs["battle1821-api"]["dns_sd_configs"]
    assert api_sd["names"] == ["api"] and api_sd["port"] == mport
    assert "8000" in compose["services"]["api"]["command"]
    (wk_sd,) = jobs["battle1821-worker"]["dns_sd_configs"]
    assert wk_sd["names"] == ["worker"] and wk_sd["port"] == wport
    mounts = compose["services"]["prometheus"]["volumes"]
    assert "./prometheus.yml:/etc/prometheus/prometheus.yml:ro" in mounts
    for name, port in (("battle1821-api", mport), ("battle1821-worker", wport)):
        doc = _k8s("Deployment", name)
        ann = doc["spec"]["template"]["metadata"]["annotations"]
        assert ann["prometheus.io/scrape"] == "true" and ann["prometheus.io/path"] == "/metrics"
        assert int(ann["prometheus.io/port"]) == port
        (c,) = _containers(doc)
        assert port in {p["containerPort"] for p in c["ports"]}
    api = {e["name"]: e.get("value") for e in _containers(_k8s("Deployment", "battle1821-api"))[0]["env"]}
    assert int(api["BATTLE1821_METRICS_PORT"]) == mport and api["BATTLE1821_HOST"] == "0.0.0.0"
    svc = _k8s("Service", "battle1821-api")
    assert mport not in {p.get("targetPort", p["port"]) for p in svc["spec"]["ports"]}
    wk = {e["name"]: e.get("value") for e in _containers(_k8s("Deployment", "battle1821-worker"))[0]["env"]}
    assert int(wk["BATTLE1821_WORKER_METRICS_PORT"]) == wport and wk["BATTLE1821_HOST"] == "0.0.0.0"


# --- agreement with the code -----------------------------------------------------------

def _config_env_names() -> set[str]:
    path = ROOT / "server" / "config.py"
    names = set()
    for src in (path, ROOT / "server" / "store" / "clients.py"):
        for node in ast.walk(ast.parse(src.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and re.fullmatch(r"[A-Z][A-Z0-9_]{2,}", node.value):
                names.add(node.value)
    return names


def test_env_names_are_the_ones_the_app_reads():
    names = _config_env_names()
    assert {"REDIS_URL", "QUEUE_REDIS_URL"} <= names
    used = set(_k8s("ConfigMap", "battle1821-config")["data"])
    for svc in _app_services(_compose()).values():
        used |= set(svc["environment"])
    for doc in _k8s_docs():
        if doc["kind"] == "Deployment":
            for c in _containers(doc):
                used |= {e["name"] for e in c.get("env", [])}
    assert {"REDIS_URL", "QUEUE_REDIS_URL"} <= used
    assert used <= names, f"not read by server/config.py: {sorted(used - names)}"


def test_commands_exist_in_the_battle1821_cli():
    import click

    from server import cli

    group = cli.main
    seen = set()
    for where, argv in _all_commands():
        ctx = group.make_context("battle1821", list(argv), resilient_parsing=False)
        with ctx:
            name, cmd, rest = group.resolve_command(ctx, list(argv))
            assert isinstance(cmd, click.Command), where
            cmd.make_context(name, list(rest), parent=ctx)   # raises on unknown options
            seen.add(name)
    assert {"serve", "worker"} <= seen


def test_probe_paths_are_routes_of_the_app():
    from server.app import create_app

    app = create_app()
    paths = {route.path for route in app.routes}
    probes = {"/health"}
    api = _k8s("Deployment", "battle1821-api")
    c = _containers(api)[0]
    probes |= {c["readinessProbe"]["httpGet"]["path"], c["livenessProbe"]["httpGet"]["path"]}
    assert probes == {"/ready", "/health"}
    assert probes <= paths


def test_the_deploy_files_limit_one_address_to_a_fifth_of_an_api_process():
    """Issue 38, item 7: deployed, one address may send 100 requests/s and one token 30
    (README, Limits: what a human, a bot and a bot host need), against the ~530 req/s one
    API process serves on the read mix: a fifth of one process at most. Compose and
    Kubernetes say the same, and the limits parse."""
    from server.api.ratelimit import policies
    from server.config import Settings

    compose = _compose()["x-battle1821-env"]
    k8s = _k8s("ConfigMap", "battle1821-config")["data"]
    for env in (compose, k8s):
        (client,) = policies(env["BATTLE1821_RATE_LIMIT_CLIENT"])
        (token,) = policies(env["BATTLE1821_RATE_LIMIT_TOKEN"])
        assert client.amount / client.get_expiry() == 100 and token.amount / token.get_expiry() == 30
    assert compose["BATTLE1821_RATE_LIMIT_CLIENT"] == k8s["BATTLE1821_RATE_LIMIT_CLIENT"]
    # and the code's own defaults are the same (the suite sets its own in the environment)
    defaults = {f.name: f.default for f in dataclasses.fields(Settings)}
    assert defaults["rate_limit_client"] == compose["BATTLE1821_RATE_LIMIT_CLIENT"]
    assert defaults["rate_limit_token"] == compose["BATTLE1821_RATE_LIMIT_TOKEN"]


def test_the_deploy_files_keep_finished_games_in_postgresql():
    """Issue 40: compose runs PostgreSQL and every app service names it as the record
    store; in Kubernetes the API and the workers read its URL (a password) from a Secret,
    and postgres.yaml runs it with a volume of its own."""
    compose = _compose()
    pg = compose["services"]["postgres"]
    assert pg["image"].startswith("postgres:") and "pg_isready" in " ".join(pg["healthcheck"]["test"])
    assert any(v.startswith("postgres-data:") for v in pg["volumes"])
    for name, svc in _app_services(compose).items():
        url = svc["environment"]["BATTLE1821_RECORDS_URL"]
        assert url.startswith("postgresql://") and "@postgres:5432/" in url, name
        assert svc["depends_on"]["postgres"]["condition"] == "service_healthy", name
    user, db = pg["environment"]["POSTGRES_USER"], pg["environment"]["POSTGRES_DB"]
    assert url.split("//", 1)[1].split(":", 1)[0] == user and url.rsplit("/", 1)[1] == db
    sts = _k8s("StatefulSet", "battle1821-postgres")
    assert sts["spec"]["volumeClaimTemplates"] and _k8s("Service", "battle1821-postgres")
    assert "BATTLE1821_RECORDS_URL" not in _k8s("ConfigMap", "battle1821-config")["data"]
    for name in ("battle1821-api", "battle1821-worker"):
        env = {e["name"]: e for e in _containers(_k8s("Deployment", name))[0]["env"]}
        ref = env["BATTLE1821_RECORDS_URL"]["valueFrom"]["secretKeyRef"]
        assert ref == {"name": "battle1821-postgres", "key": "records-url"}, name
