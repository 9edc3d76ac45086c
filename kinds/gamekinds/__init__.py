"""The game kinds: one package per game, each a pure rules engine behind one contract.

- :mod:`gamekinds.contract`: what a kind's module provides (:class:`~gamekinds.contract.GameKind`),
  and the error every kind raises for a refused action (:class:`~gamekinds.contract.RuleViolation`).
- :mod:`gamekinds.registry`: the kinds installed (the ``battle1821.kinds`` entry points, and
  ``BATTLE1821_KINDS`` for kinds outside any distribution), by name.
- :mod:`gamekinds.battle1821`: *1821, The Battle* (the default kind).

Kinds import :mod:`gamekinds.contract` and nothing of each other or of the server.
"""
