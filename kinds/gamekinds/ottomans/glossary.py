"""The Ottomans' words for the members of its types, by member name (the contract's
``GLOSSARY``): the OpenAPI spec describes each member of the kind's actions, options,
views and events with these when the type does not describe it itself. Section numbers
are the rulebook's; "area index" and "piece index" are positions in the components'
``areas`` and ``pieces`` (``GET /kinds/ottomans/rules``), which actions and options use;
views and events name the same things by their names."""

from __future__ import annotations

AREA = "An area (a region or a sea): its index in the actions and options, its name in views and events."
PIECES = "Pieces (units and leaders): piece indices in the actions and options, names in views and events."
SEAT = "A seat number (0-3)."

GLOSSARY: dict[str, str] = {
    "type": "The discriminator: which kind of object this is.",
    "seat": SEAT, "by": "The seat that made the proposal or the move (-1: none).",
    "area": AREA, "region": "A region (its name), or null.", "regions": "Regions (names).",
    "city": "A city: its index in the actions and options (-1: none), its name in views and events (null: none).",
    "to": "Where to: an area (index or name), or the areas one may go to.", "path": "The areas passed through, in order (7.0, 16.0).",
    "pieces": PIECES, "attackers": "The attacking pieces (9.0).", "defenders": "The defending pieces (9.0).",
    "leader": "A leader (piece index or name; -1 or null: none) (15.0).", "leaders": "Leaders (names) (15.0).",
    "fleets": "Fleets (names) (16.0).", "aboard": "The fleet carrying the piece, or each carried piece's fleet (16.3).",
    "colour": "A nationality's colour: its faction (3.3).", "colours": "The colours (factions) fighting on one side (3.3, 9.0).",
    "controller": "The seat that controls the piece's nationality, or null (6.0).",
    "nationality": "A nationality (its core region's name) (3.1, 6.0).", "nationalities": "Nationalities (names) (3.1, 6.0).",
    "core": "The seat's core nationality (4.1), null before it is chosen.", "cores": "The core nationalities to choose from (4.1).",
    "stratagem": "A stratagem (its name) (19.0, 27.2).", "stratagems": "Stratagems (names or counter indices) (19.0, 27.2).",
    "counters": "The counters drawn or returned: named to their seat's view only, null in the log everyone reads (19.3).",
    "count": "How many counters.", "hand": "The seat's own stratagem hand (names); null in anyone else's view (19.3).",
    "hand_size": "The number of stratagems in the seat's hand (public, 19.3).",
    "hands": "Each seat's hand (a described position).", "face_up": "The seat's face-up control stratagems (6.11, 19.3).",
    "pool_size": "Counters left in the stratagem pool (19.1).", "deadpile": "Pieces in the deadpile (13.0), by name.",
    "id": "The piece's name.", "name": "The player's name.", "resigned": "True when the seat resigned.",
    "players": "The players, by seat.", "phasing": "The phasing seat (5.0), or null.",
    "order": "The seats in turn order this turn (5.1 initiative).",
    "turn": "The game turn (1, 2, ...; the scenario's turn track, 26.0).", "round": "The game turn (1, 2, ...).",
    "phase": "The phase of the turn (5.0): the kind's phase names (`GET /kinds/ottomans` `phases`).",
    "step": "The step within the phase (5.0).", "waiting_for": "The seats the game waits on now.",
    "decision": "The decision asked of `waiting_for` (withdraw, advance, losses, trade, forage, plague, death, join, "
                "reinforce), or null.",
    "kind": "Which decision (see the enum) (9.0, 10.0, 12.0, 14.0, 15.0, 27.2).",
    "scenario": "The scenario (1-4, 26.0).", "options": "The game's options.",
    "special_tactics": "Optional rule 22.0 (special tactics) on.", "pillage": "Optional rule 23.0 (pillage) on.",
    "colonization": "Optional rule 24.0 (colonization) on.", "civilization": "Optional rule 25.0 (civilization) on.",
    "max_rounds": "End the game after this many game turns (a house rule); null: the scenario's length (26.0).",
    "decision_timeout_s": "Seconds a seat has for each decision before its default answer (the kind's "
                          "`timeout_action`) or a takeover; null: no limit.",
    "clock": "A chess clock per seat, or null.", "initial_s": "Seconds on each seat's clock at the start.",
    "increment_s": "Seconds added to a seat's clock after each of its actions.",
    "spectator_talk": "Whether spectators may post table talk.",
    "takeover_on_resign": "Whether a server bot takes over a seat that resigns.",
    "takeover_bot": "The policy that takes over a seat out of time (`random`, `greedy`).",
    "siege_improved": "True once siege warfare improved (10.0, the turn track).",
    "spain_entered": "True once Spain entered the game (26.0).", "winners": "The winning seats (21.0); empty while the game runs.",
    "victory": "How the game was won (21.0), or null.", "points": "Victory points by seat (21.0), or a number of points.",
    "end_reason": "Why the game ended (21.0), or null.", "previous_status": "The status before the cancel.",
    "moved": "True when the piece moved this phase (7.0).", "attacked": "True when the piece attacked this phase (9.0).",
    "accept": "True to accept the proposal (27.2 Trade Agreement).", "proposal": "What is proposed (27.2 Trade Agreement).",
    "alliance": "Play Alliance with the attack (27.2).", "honors_of_war": "Play Honors of War with the attack (27.2).",
    "military_advance": "Play Military Advance with the attack (27.2).", "urbans_gun": "Play Urban's Gun with the siege (27.2).",
    "truce": "Play Truce (27.2).", "clear_map": "Remove the pieces from the map (a described position).",
    "attack": "The attacking strength (9.1).", "defence": "The defending strength (9.1).",
    "column": "The odds column of the combat results table (9.2).", "dice": "The dice rolled (each 1-6).",
    "die": "The die rolled (1-6), or null.", "rolls": "The dice rolled, by roll.", "result": "The combat result (9.2 CRT).",
    "eliminated": "The pieces eliminated (names).", "withdrew": "The pieces that withdrew (names) (9.3).",
    "survived": "True when the leader survived (15.3).", "placed": "Where the piece was placed (an area's name), or null.",
    "places": "Pieces placed, by area (names).", "landed": "True when the transported pieces landed (16.3).",
    "mobility": "Movement points (7.0, 11.0).", "free": "Free choices left, by seat.",
    "grants": "What the event grants (names) (14.0).", "event": "The random event (14.0).",
    "region_dice": "The Region Determination dice (14.0), or null.", "strengths": "The printed strengths (8.0).",
    "targets": "The seats targeted (27.2).", "target": "The seat targeted (27.2), or null.",
    "text": "The text, in words.", "why": "Why, in words (the rule).", "reason": "Why, as a stable word.",
}
