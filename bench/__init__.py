"""Benchmarks (scripts, not timed tests): ``make bench`` runs :mod:`bench.all`."""
