"""The Ottoman phase (R20-R24), automatic: :mod:`.phase` runs it unit by unit (the
Event, R20, via :mod:`gamekinds.battle1821.event_cards`; :mod:`.reinforcement`, R21;
:mod:`.movement`, R22; :mod:`.attack`, R23); :mod:`.ties` holds the die that breaks
R22/R23 ties (R27)."""
