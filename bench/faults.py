"""``make bench``'s fault plugin (``BATTLE1821_FAULTS=bench.faults`` on the API process
it measures): mounts the bench-only read+CAS endpoint (:mod:`bench.floor`),
which writes without a token and is therefore never mounted otherwise."""

from __future__ import annotations

MODULE = "bench.faults"


def _routes() -> list:
    from bench.floor import read_cas

    return [read_cas]


def install(add) -> None:
    add("api.route_handlers", _routes)
