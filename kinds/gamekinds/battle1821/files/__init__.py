"""1821, The Battle's design data: ``board.json`` (the 28 regions and their borders),
``events.json`` (the 20 Event cards), ``apostles.json`` (the 15 Apostles), all equal to the
shared spec, and ``map.json`` (the region shapes, made by ``tools/make_map.py``)."""
