"""The rules engine the battle1821 server runs, shipped in the SDK for bots.

``battle1821.engine`` is the server's ``server/engine`` folder and ``battle1821.data``
its ``server/data`` folder (board and cards), mapped into this package by the SDK's
build (``sdk/setup.py``): one implementation, no server dependencies (only msgspec).
Bots use it through :mod:`battle1821_bots.local`.
"""
