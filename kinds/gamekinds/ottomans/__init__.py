"""The Ottomans: Rise of the Turkish Empire, 1453-1571 (Decision Games), as a game kind.

This package holds the game's components as data: ``data/pack.json`` (the design: regions,
cities, counters, stratagem pool, tables, turn track, scenarios) and ``data/map.json`` (the
region shapes and the borders derived from them by ``tools/make_ottomans_map.py``), the
msgspec types that decode them (:mod:`.components`), a validator of the rulebook's facts
(:mod:`.validate`) and the balance figures of the tables (:mod:`.balance`).

The map, counters and tables are this server's design (a variant), since the published
components are not available; see ``docs/ottomans/DESIGN.md`` and ``RULINGS.md``. The rules
engine is a later issue.
"""
