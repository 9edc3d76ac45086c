"""A local 3-master Redis Cluster on free loopback ports, for tests (issue 6).

``start_cluster(tmp_dir)`` starts three ``redis-server --cluster-enabled yes`` processes
(no persistence, each with its own ``--cluster-config-file`` in ``tmp_dir``), joins them
with ``redis-cli --cluster create ... --cluster-replicas 0 --cluster-yes``, waits for
``cluster_state:ok`` and returns a :class:`LocalCluster`; ``stop()`` terminates exactly
the processes it started. ``missing_tools()`` names what is missing so tests can skip
with a clear reason.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

from support import stop_procs

CLUSTER_BUS_OFFSET = 10000


def missing_tools() -> list[str]:
    return [t for t in ("redis-server", "redis-cli") if shutil.which(t) is None]


def _port_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_cluster_ports(n: int) -> list[int]:
    """``n`` loopback ports whose cluster bus port (+10000) is free too."""
    ports: list[int] = []
    while len(ports) < n:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        if port + CLUSTER_BUS_OFFSET > 65535 or port in ports:
            continue
        if _port_free(port) and _port_free(port + CLUSTER_BUS_OFFSET):
            ports.append(port)
    return ports


@dataclass
class LocalCluster:
    ports: list[int]
    procs: list[subprocess.Popen] = field(default_factory=list)
    tmp_dir: Path | None = None

    @property
    def url(self) -> str:
        """A URL for the state store; the ``redis+cluster`` scheme says "cluster"."""
        return f"redis+cluster://127.0.0.1:{self.ports[0]}/0"

    @property
    def plain_url(self) -> str:
        """The first node as a plain URL (tests detection via ``INFO cluster``)."""
        return f"redis://127.0.0.1:{self.ports[0]}/0"

    def cli(self, *args: str, port: int | None = None) -> str:
        out = subprocess.run(
            ["redis-cli", "-p", str(port or self.ports[0]), *args],
            capture_output=True, text=True, timeout=10, check=True)
        return out.stdout

    def stop(self) -> None:
        stop_procs(self.procs, timeout=5)
        self.procs.clear()


def start_cluster(tmp_dir: Path, masters: int = 3, timeout: float = 20.0) -> LocalCluster:
    tmp_dir = Path(tmp_dir)
    tmp_dir.mkdir(parents=True, exist_ok=True)
    cluster = LocalCluster(ports=free_cluster_ports(masters), tmp_dir=tmp_dir)
    try:
        for port in cluster.ports:
            node_dir = tmp_dir / str(port)
            node_dir.mkdir(exist_ok=True)
            cluster.procs.append(subprocess.Popen(
                ["redis-server", "--port", str(port), "--bind", "127.0.0.1",
                 "--cluster-enabled", "yes",
                 "--cluster-config-file", str(node_dir / "nodes.conf"),
                 "--cluster-node-timeout", "5000",
                 "--dir", str(node_dir), "--save", "", "--appendonly", "no",
                 "--logfile", str(node_dir / "redis.log")],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        deadline = time.monotonic() + timeout
        for port in cluster.ports:
            while True:
                r = subprocess.run(["redis-cli", "-p", str(port), "ping"],
                                   capture_output=True, text=True)
                if r.stdout.strip() == "PONG":
                    break
                if time.monotonic() > deadline:
                    raise RuntimeError(f"redis-server on port {port} did not start")
                time.sleep(0.05)
        subprocess.run(
            ["redis-cli", "--cluster", "create",
             *[f"127.0.0.1:{p}" for p in cluster.ports],
             "--cluster-replicas", "0", "--cluster-yes"],
            capture_output=True, text=True, timeout=timeout, check=True)
        while True:
            ok = all("cluster_state:ok" in cluster.cli("cluster", "info", port=p)
                     for p in cluster.ports)
            if ok:
                break
            if time.monotonic() > deadline:
                raise RuntimeError("Redis Cluster did not reach cluster_state:ok")
            time.sleep(0.1)
    except BaseException:
        cluster.stop()
        raise
    return cluster
