"""The rules version: the name of the rules this engine implements.

A game pins the version it was created under (its record, :mod:`server.records`). Change
:data:`RULES_VERSION` whenever a change of the engine can make an accepted action log play
out differently (another die, another legal set, another event): records of the older
version then say so (``battle1821 verify``) instead of replaying into another game."""

RULES_VERSION = "1821-rules/2026.12-1"
