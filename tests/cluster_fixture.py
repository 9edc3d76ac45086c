"""A local 3-master Redis Cluster on free loopback ports, for tests (issue 6).

``start_cluster(tmp_dir)`` starts three cluster-enabled servers of the pinned embedded
binary through ``server.stack`` (no persistence, each with its own
``--cluster-config-file`` in ``tmp_dir``), gives each a third of the 16384 slots
(``CLUSTER ADDSLOTSRANGE``), joins them (``CLUSTER MEET``), waits for
``cluster_state:ok`` and returns a :class:`LocalCluster`; ``stop()`` stops exactly the
processes it started.
"""

from __future__ import annotations

import socket
from dataclasses import dataclass
from pathlib import Path

import redis

from support import Stack

CLUSTER_BUS_OFFSET = 10000
SLOTS = 16384


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
    procs: Stack | None = None
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
        """One command on one node (default the first), its reply as text."""
        with redis.Redis(port=port or self.ports[0]) as r:
            reply = r.execute_command(*args)
        return reply.decode() if isinstance(reply, bytes) else str(reply)

    def stop(self) -> None:
        if self.procs:
            self.procs.stop()


def start_cluster(tmp_dir: Path, masters: int = 3, timeout: float = 20.0) -> LocalCluster:
    tmp_dir = Path(tmp_dir)
    tmp_dir.mkdir(parents=True, exist_ok=True)
    cluster = LocalCluster(ports=free_cluster_ports(masters), procs=Stack(tmp_dir), tmp_dir=tmp_dir)
    try:
        for port in cluster.ports:
            cluster.procs.redis(port=port, name=f"node{port}", args=[
                "--cluster-enabled", "yes", "--cluster-config-file", str(tmp_dir / f"nodes-{port}.conf"),
                "--cluster-node-timeout", "5000"])
        per = SLOTS // masters
        for i, port in enumerate(cluster.ports):
            last = SLOTS - 1 if i == masters - 1 else (i + 1) * per - 1
            cluster.cli("cluster", "addslotsrange", str(i * per), str(last), port=port)
        for port in cluster.ports[1:]:
            cluster.cli("cluster", "meet", "127.0.0.1", str(port))
        cluster.procs.wait(lambda: all("cluster_state:ok" in cluster.cli("cluster", "info", port=p)
                                       for p in cluster.ports), "Redis Cluster cluster_state:ok", timeout)
    except BaseException:
        cluster.stop()
        raise
    return cluster
