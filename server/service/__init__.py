"""The use cases, over the store (lobby, play, watch, talk, seats and clocks, automation, records)."""
