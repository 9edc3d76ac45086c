"""The Ottomans' words for the members of its types, by member name (the contract's
``GLOSSARY``): the OpenAPI spec describes each member of the kind's actions, options,
views and events with these when the type does not describe it itself. Section numbers
are the rulebook's. Actions, options, views and events all name areas, cities, pieces
and stratagems by their names (ids such as ``constantinople``, ``ottoman_fleet_1``,
``control_serbia``: ``GET /kinds/ottomans/rules``); the engine's indices never reach the
wire."""

from __future__ import annotations

AREA = "An area (a region or a sea), by its name."
PIECES = "Pieces (units and leaders), by their names."
SEAT = "A seat number (0-3)."

GLOSSARY: dict[str, str] = {
    "type": "The discriminator: which kind of object this is.",
    "seat": SEAT,
    "by": "The seat that made the proposal or the move (-1: none).",
    "area": AREA,
    "region": "A region (its name), or null.",
    "regions": "Regions (names).",
    "city": "A city, by its name (null: none).",
    "to": "Where to: an area or city (its name); in an option, the places one may go to.",
    "path": "The areas passed through, in order (7.0, 16.0).",
    "pieces": PIECES,
    "attackers": "The attacking pieces (9.0).",
    "defenders": "The defending pieces (9.0).",
    "leader": "A leader, by its name (null: none) (15.0).",
    "leaders": "Leaders (names) (15.0).",
    "fleets": "Fleets (names) (16.0).",
    "aboard": "The fleet carrying the piece, or each carried piece's fleet (16.3).",
    "colour": "A nationality's colour: its faction (3.3).",
    "colours": "The colours (factions) fighting on one side (3.3, 9.0).",
    "controller": "The seat that controls the piece's nationality, or null (6.0).",
    "nationality": "A nationality (its core region's name) (3.1, 6.0).",
    "nationalities": "Nationalities (names) (3.1, 6.0).",
    "core": "The seat's core nationality (4.1), null before it is chosen.",
    "cores": "The core nationalities to choose from (4.1).",
    "stratagem": "A stratagem (its name) (19.0, 27.2).",
    "stratagems": "Stratagems, by design id, one entry per copy (19.0, 27.2).",
    "counters": "The counters drawn or returned: named to their seat's view only, null in the log "
                "everyone reads (19.3).",
    "count": "How many counters.",
    "hand": "The seat's own stratagem hand (names); null in anyone else's view (19.3).",
    "hand_size": "The number of stratagems in the seat's hand (public, 19.3).",
    "hands": "Each seat's hand (a described position).",
    "face_up": "The seat's face-up control stratagems (6.11, 19.3).",
    "pool_size": "Counters left in the stratagem pool (19.1).",
    "deadpile": "Pieces in the deadpile (13.0), by name.",
    "id": "The piece's name.",
    "name": "The player's name.",
    "resigned": "True when the seat resigned.",
    "players": "The players, by seat.",
    "phasing": "The phasing seat (5.0), or null.",
    "order": "The seats in turn order this turn (5.1 initiative).",
    "turn": "The game turn (1, 2, ...; the scenario's turn track, 26.0).",
    "round": "The game turn (1, 2, ...).",
    "phase": "The phase of the turn (5.0): the kind's phase names (`GET /kinds/ottomans` `phases`).",
    "step": "The step within the phase (5.0).",
    "waiting_for": "The seats the game waits on now.",
    "decision": "The decision asked of `waiting_for` (withdraw, advance, losses, trade, forage, "
                "plague, death, join, reinforce, exchange: the stratagem Medicis/Vizier takes from "
                "the pool, O228), or null.",
    "kind": "Which decision: `forage`, `plague`, `death` or `join` (12.0, 14.0, 15.0).",
    "scenario": "The scenario (1-4, 26.0).",
    "options": "The game's options.",
    "special_tactics": "Optional rule 22.0 (special tactics) on.",
    "pillage": "Optional rule 23.0 (pillage) on.",
    "colonization": "Optional rule 24.0 (colonization) on.",
    "civilization": "Optional rule 25.0 (civilization) on.",
    "max_rounds": "End the game after this many game turns (a house rule); null: the scenario's length (26.0).",
    "decision_timeout_s": "Seconds a seat has for each decision before its default answer (the kind's"
                          " `timeout_action`) or a takeover; null: no limit.",
    "clock": "A chess clock per seat, or null.",
    "initial_s": "Seconds on each seat's clock at the start.",
    "increment_s": "Seconds added to a seat's clock after each of its actions.",
    "spectator_talk": "Whether spectators may post table talk.",
    "takeover_on_resign": "Whether a server bot takes over a seat that resigns.",
    "takeover_bot": "The policy that takes over a seat out of time (`random`, `greedy`).",
    "siege_improved": "True once siege warfare improved (10.0, the turn track).",
    "spain_entered": "True once Spain entered the game (26.0).",
    "winners": "The winning seats once the game has ended (21.0), empty while it runs: after an "
               "Imperial Victory the best scorers of the winning faction's points (21.13, ties "
               "share); after a Survival Victory every seat whose Survival points exceed the total "
               "value of its core colour's regions (21.13 second entry): several, or none, so a "
               "finished game may have no winner.",
    "victory": "How the game ended (21.0): `imperial` (21.11: one faction occupies at least 51 % of "
               "the critical cities) or `survival` (21.2: no faction did; see `winners`), or null "
               "while it runs.",
    "points": "Victory points by seat (21.0), or a number of points.",
    "end_reason": "Why the game ended (21.0), or null.",
    "previous_status": "The status before the cancel.",
    "moved": "True when the piece moved this phase (7.0).",
    "attacked": "True when the piece attacked this phase (9.0).",
    "accept": "True to accept the proposal (27.2 Trade Agreement).",
    "proposal": "What is proposed (27.2 Trade Agreement).",
    "alliance": "Play Alliance with the attack (27.2).",
    "honors_of_war": "Play Honors of War with the attack (27.2).",
    "military_advance": "Play Military Advance with the attack (27.2).",
    "urbans_gun": "Play Urban's Gun with the siege (27.2).",
    "truce": "Play Truce (27.2).",
    "clear_map": "Remove the pieces from the map (a described position).",
    "attack": "The attacking strength (9.1).",
    "defence": "The defending strength (9.1).",
    "column": "The odds column of the combat results table (9.2).",
    "dice": "The dice rolled (each 1-6).",
    "die": "The die rolled (1-6), or null.",
    "rolls": "The dice each seat rolled, by round of the roll-off (4.1, 5.1).",
    "result": "The combat result (9.2 CRT).",
    "eliminated": "The pieces eliminated (names).",
    "withdrew": "The pieces that withdrew (names) (9.3).",
    "survived": "True when the leader survived (15.3).",
    "placed": "Where the piece was placed (an area's name), or null.",
    "places": "Where each piece goes, by piece: one place (a region, city or sea), or the places it may go (13.0).",
    "landed": "True when the transported pieces landed (16.3).",
    "mobility": "The movement points each piece must have left (7.0, 11.0, 16.3).",
    "free": "Each fleet's free transport places, in the order of `fleets` (16.34).",
    "grants": "The control stratagems the scenario grants with this core (face up; 4.1, 26.0).",
    "event": "The random event (14.0).",
    "region_dice": "The Region Determination dice (14.0), or null.",
    "strengths": "The printed strengths of `pieces`, same order (8.0, 9.3).",
    "targets": "The seats targeted (27.2).",
    "target": "The seat targeted (27.2), or null.",
    "text": "The text, in words.",
    "why": "Why, in words (the rule).",
    "reason": "Why, as a stable word.",
    "operation": "The agent operation (20.0): `assassination`, `espionage`, `coup`, `treachery` or `diplomacy`.",
    "agents": "Agents committed to the operation (20.1): secret until revealed (null where another seat reads it).",
    "most": "The most agents the seat may commit (those it holds).",
    "total": "The modified roll the agent table is read with (20.1).",
    "taken": "How many of the examined stratagems moved to the spying seat's hand (20.0 espionage).",
    "reaction": "An open reaction window's kind (27.2, 20.1), asked of `waiting_for`; null when none is open.",
    "agent_operation": "The agent operation under way (20.1), or null.",
    "battle": "The attack declared and not yet resolved (9.0) while its reaction windows are open (22.1, 27.2), "
              "or null: who attacks whom, where, with what, the Tactical Advantages bid, the CRT die once rolled.",
    "reaction_window": "What the open reaction window is about (27.2, 20.1, 22.1), or null when none is open: the "
                       "same for every reader (O227).",
    "move": "The move, forced march or naval transport a Weather window may stop, as declared (27.2), or null.",
    "window": "The reaction window's kind: `weather`, `bids`, `reroll`, `commit`, `agents`, `administration` or `retreat`.",
    "use": "What the Administration stratagem is played for (27.2): `pillage` removes a pillage marker, "
           "`civilization` places a civilization marker.",
    "marker": "The status marker: `pillage` (23.0), `civilization` (25.0) or `colonization` (24.0).",
    "military_advances": "Military Advances expended on a pillage, +1 strength each (23.0); in an option the most "
                         "that may be.",
    "strength": "The pillage (23.2) or colonization (24.2) strength, without the stratagems expended in an "
                "option.",
    "value": "The defence value the pillage or colonization is resolved against (23.2, 24.2).",
    "success": "The pillage or colonization succeeded (DE: its marker placed; a pillage draws stratagems, a "
               "colonization changes the region's and its units' colour); false: a local revolt (23.2, 24.2).",
    "administrations": "Administrations expended on a colonization, +1 strength each (24.2); in an option the "
                       "most that may be.",
    "colonized": "24.0 (optional): region name -> the colour of the colonization marker on it (O225).",
    "piece": "27.2 White Sheep Confederation: the eliminated irregular (its name), or null.",
    "take": "27.2 Medicis/Vizier: the stratagem taken from the pool (its design id), named in the `exchange` "
            "decision that follows the play (O228); null when it is played.",
    "what": "What the roll is about: the action a Weather roll may prevent (`attack`, `move`, ...), or the die "
            "re-rolled (27.2 Jesuits/Sufis).",
    "prevented": "The Weather roll (4-6) prevented it (27.2).",
    "before": "The die (or dice) before the re-roll.",
    "after": "The die (or dice) after the re-roll: the second roll stands (O80).",
}
