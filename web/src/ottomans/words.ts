/**
 * The Ottomans in words: the names of areas, cities, counters and stratagems from the
 * components pack (`loadPack`; an id is shown as words when the pack is missing), and each
 * event of the log as a sentence (the page's log, the battle card, the replay).
 */
import type { Names } from "../words.js";
import type { OttEvent, OttomansGameView, Pack } from "./api.js";

/** `"russian_principalities"` -> `"Russian principalities"` (a name the pack lacks). */
export function idWords(id: string): string {
  const s = id.replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export class Words {
  private readonly area = new Map<string, string>();
  private readonly city = new Map<string, string>();
  private readonly cityRegion = new Map<string, string>();
  private readonly piece = new Map<string, string>();
  private readonly strat = new Map<string, string>();
  private readonly stratTexts = new Map<string, string>();
  private readonly events = new Map<string, string>();
  private readonly results = new Map<string, string>();
  readonly pack: Pack | null;

  constructor(pack: Pack | null) {
    this.pack = pack;
    if (!pack) return;
    for (const r of pack.regions) this.area.set(r.id, r.name);
    for (const s of pack.seas) this.area.set(s.id, s.name);
    for (const c of pack.cities) { this.city.set(c.id, c.name); this.cityRegion.set(c.id, c.region); }
    for (const u of pack.units) this.piece.set(u.id, u.name);
    for (const l of pack.leaders) this.piece.set(l.id, `${l.name} (leader ${l.command})`);
    const kinds = new Map(pack.stratagem_kinds.map((k) => [k.id, k.text]));
    for (const s of pack.stratagems) {
      this.strat.set(s.id, s.name);
      const text = kinds.get(s.kind);
      if (text) this.stratTexts.set(s.id, text);
    }
    const p = pack as unknown as { random_events?: { events?: { code: string; name: string }[] };
                                   crt?: { results?: { code: string; name: string }[] } };
    for (const e of p.random_events?.events ?? []) this.events.set(e.code, e.name);
    for (const r of p.crt?.results ?? []) this.results.set(r.code, r.name);
  }

  areaName = (id: string | null | undefined): string => (id ? this.area.get(id) ?? this.city.get(id) ?? idWords(id) : "—");
  cityName = (id: string): string => this.city.get(id) ?? idWords(id);
  /** The region a city is in (null: not a city). */
  regionOfCity = (id: string): string | null => this.cityRegion.get(id) ?? null;
  pieceName = (id: string): string => this.piece.get(id) ?? idWords(id);
  pieces = (ids: readonly string[]): string => (ids.length ? ids.map(this.pieceName).join(", ") : "nothing");
  stratName = (id: string): string => this.strat.get(id) ?? idWords(id);
  stratText = (id: string): string => this.stratTexts.get(id) ?? "";
  eventName = (code: string): string => this.events.get(code) ?? idWords(code.toLowerCase());
  resultName = (code: string): string => this.results.get(code) ?? code;
  place = (area: string, city: string | null | undefined): string => (city ? `${this.cityName(city)} (${this.areaName(area)})` : this.areaName(area));
  turnYears = (turn: number): string => this.pack?.turns.find((t) => t.turn === turn)?.years ?? "";
  factionName = (colour: string): string => this.pack?.factions.find((f) => f.colour === colour)?.name ?? colour;
  scenarioName = (n: number): string => this.pack?.scenarios.find((s) => s.number === n)?.name ?? `Scenario ${n}`;
}

const PHASES: Record<string, string> = {
  lobby: "waiting for players", setup: "set-up", initiative: "initiative", stratagem_pool: "stratagem pool",
  player_turn: "player turn", random_events: "random events", inter_phases: "between player turns", end: "game over",
};

export function phaseWords(phase: string): string {
  return PHASES[phase] ?? phase.replace(/_/g, " ");
}

const DECISIONS: Record<string, string> = {
  withdraw: "where a defeated force withdraws", advance: "whether to advance after combat", losses: "which losses to take",
  trade: "an answer to a Trade Agreement", forage: "which units forage losses take", plague: "which units the plague takes",
  death: "who succeeds a dead ruler", join: "which unit a leader joins", reinforce: "where reinforcements go",
  weather: "whether to play Weather", bids: "a Tactical Advantage bid", reroll: "whether to re-roll (Jesuits/Sufis)",
  commit: "how many agents to commit", agents: "agents", administration: "whether to play Administration",
  retreat: "whether to retreat before combat", exchange: "which stratagem Medicis/Vizier takes from the pool",
};

/** Why an Ottomans game ended (the view's `end_reason`, 21.0) in words. */
const ENDS: Record<string, string> = {
  last_turn: "the scenario's last turn was played", max_rounds: "the turn limit was reached",
};

export function endWords(reason: string | null | undefined): string {
  return reason ? ENDS[reason] ?? reason.replace(/_/g, " ") : "";
}

export function decisionWords(kind: string | null | undefined): string {
  return kind ? DECISIONS[kind] ?? kind.replace(/_/g, " ") : "";
}

/** An event in one sentence (null: nothing worth a line). Dice are told with their values. */
export function describeEvent(e: OttEvent, w: Words, name: Names): string | null {
  const who = (s: number | null | undefined): string => (s === null || s === undefined || s < 0 ? "nobody" : name(s));
  switch (e.type) {
    case "order_rolled": return e.rolls.length ? `Order rolled (${e.why}): ${e.rolls.map((r) => r.join("+")).join(", ")} → ${e.order.map(who).join(", ")}.`
      : `Order (${e.why}): ${e.order.map(who).join(", ")}.`;
    case "core_chosen": return `${who(e.seat)} chooses ${w.areaName(e.nationality)} as core nationality${e.grants.length ? ` (and gets ${e.grants.map(w.stratName).join(", ")})` : ""}.`;
    case "drew": return `${who(e.seat)} draws ${e.count} stratagem${e.count === 1 ? "" : "s"} (${e.why})${e.counters?.length ? `: ${e.counters.map(w.stratName).join(", ")}` : ""}.`;
    case "returned": return `${who(e.seat)} returns ${e.count} stratagem${e.count === 1 ? "" : "s"} (${e.why})${e.counters?.length ? `: ${e.counters.map(w.stratName).join(", ")}` : ""}.`;
    case "leader_drawn": return `${who(e.seat)} draws the leader ${w.pieceName(e.leader)}${e.placed ? `, placed in ${w.areaName(e.placed)}` : ""}.`;
    // a Control (Mercenary) stratagem names its unit and where it was placed (17.1, O76)
    case "control_played": return `${who(e.seat)} plays ${w.stratName(e.stratagem)}`
      + `${e.pieces?.length ? `: ${w.pieces(e.pieces)} ${e.placed ? `in ${w.areaName(e.placed)}` : "hired"}` : ""}.`;
    case "stratagem_played": return `${who(e.seat)} plays ${w.stratName(e.stratagem)}${e.die ? ` (die ${e.die})` : ""}.`;
    case "trade_answered": return `${who(e.seat)} ${e.accept ? "accepts" : "refuses"} the Trade Agreement of ${who(e.by)}.`;
    case "control_lost": return `${who(e.seat)} loses ${w.stratName(e.stratagem)}${e.to !== null ? ` to ${who(e.to)}` : ""} (${e.why}).`;
    // `path` holds the places entered, not the one left: "A → B" read as "from A to B" and
    // named a place the force never started in
    case "moved": return `${who(e.seat)} moves ${w.pieces(e.pieces)} to ${w.areaName(e.path[e.path.length - 1] ?? "")}`
      + `${e.path.length > 1 ? ` by way of ${e.path.slice(0, -1).map(w.areaName).join(", ")}` : ""}.`;
    case "transported": return `${who(e.seat)} ships ${w.pieces(e.pieces)} with ${w.pieces(e.fleets)} to ${w.areaName(e.to)}${e.landed ? " (landed)" : ""}.`;
    case "combat": return `Combat in ${w.place(e.area, e.city)}: ${who(e.seat)} attacks ${e.attack} against ${e.defence} (odds ${e.column}), die ${e.die}: ${w.resultName(e.result)}`
      + `${e.eliminated.length ? `; eliminated: ${w.pieces(e.eliminated)}` : ""}${e.withdrew.length ? `; withdrew: ${w.pieces(e.withdrew)}` : ""}.`;
    case "withdrew": return `${w.pieces(e.pieces)} withdraw${e.to ? ` to ${w.areaName(e.to)}` : " (eliminated: nowhere to go)"}.`;
    case "advanced": return `${who(e.seat)} advances ${e.pieces.length ? w.pieces(e.pieces) : "nothing"} into ${w.cityName(e.city)}.`;
    case "losses_taken": return `${who(e.seat)} takes ${e.points} loss point${e.points === 1 ? "" : "s"}: ${w.pieces(e.pieces)}.`;
    case "leader_survival": return `${w.pieceName(e.leader)}: survival die ${e.die}, ${e.survived ? `survives${e.placed ? ` in ${w.areaName(e.placed)}` : ""}` : "dies"}.`;
    case "phase_began": return `Turn ${e.turn}: ${phaseWords(e.phase)}${e.seat !== null ? ` of ${who(e.seat)}` : ""}.`;
    case "random_event": return `Random event for ${who(e.seat)}: dice ${e.dice.join("+")}: ${w.eventName(e.event)}`
      + `${e.nationality ? ` (${w.areaName(e.nationality)})` : ""}${e.region ? ` in ${w.areaName(e.region)}` : ""}${e.region_dice?.length ? ` (region dice ${e.region_dice.join("+")})` : ""}.`;
    case "foraged": return `Forage in ${w.place(e.area, e.city)}: ${e.eliminated.length ? `lost ${w.pieces(e.eliminated)}` : "no loss"}.`;
    case "reinforced": return `${w.areaName(e.nationality)} reinforced: ${w.pieces(e.pieces)}.`;
    case "special_reinforcement": return `Special reinforcement (turn ${e.turn}): ${e.text}`;
    case "turn_advanced": return `Turn ${e.turn} begins.`;
    case "player_resigned": return `${who(e.seat)} resigns.`;
    case "game_ended": return `The game ends (${e.reason.replace(/_/g, " ")}${e.victory ? `, ${e.victory} victory` : ""}): `
      + `${e.winners.length ? `won by ${e.winners.map(who).join(" and ")}` : "no winner"}${e.points.length ? `; points ${e.points.map((p, i) => `${who(i)} ${p}`).join(", ")}` : ""}.`;
    case "game_cancelled": return "The host cancelled the game.";
    case "agent_declared": return `${who(e.seat)} sends agents: ${e.operation}${e.target !== null ? ` against ${who(e.target)}` : ""}`
      + `${e.leader ? ` (${w.pieceName(e.leader)})` : ""}${e.nationality ? ` (${w.areaName(e.nationality)})` : ""}.`;
    case "agents_committed": return `${who(e.seat)} commits ${e.agents === null || e.agents === undefined ? "a secret number of" : e.agents} agent${e.agents === 1 ? "" : "s"}.`;
    case "agent_resolved": return `Agents of ${who(e.seat)} (${e.operation}): ${e.agents} agent${e.agents === 1 ? "" : "s"} + die ${e.die} = ${e.total} against ${e.defence}: ${e.result.replace(/_/g, " ").toLowerCase()}.`;
    case "examined": return `${who(e.seat)} examines ${e.count} stratagem${e.count === 1 ? "" : "s"} of ${who(e.target)}${e.taken ? ` and takes ${e.taken}` : ""}.`;
    case "weather": return `Weather (${e.what}): die ${e.die}, ${e.prevented ? "prevented" : "not prevented"}.`;
    case "rerolled": return `${who(e.seat)} re-rolls the ${e.what} die: ${String(e.before)} → ${String(e.after)}.`;
    case "pillaged": return `${who(e.seat)} pillages ${w.areaName(e.area)}: ${e.strength} against ${e.value} (${e.column}), die ${e.die}: ${e.success ? "success" : "failed"}.`;
    case "marker": return `${idWords(e.marker)} marker ${e.placed ? "placed in" : "removed from"} ${w.areaName(e.area)}.`;
    case "decision_timeout": return "A decision timed out: the default was taken.";
    case "seat_taken_over": return `A computer plays for ${who(e.seat)} (${e.reason}).`;
    case "seat_taken_back": return `${who(e.seat)} plays the seat again.`;
    default: return null;
  }
}

/** The events that make the combat card: a combat, what came of it, its dice. */
export const COMBAT_EVENTS: ReadonlySet<string> = new Set(["combat", "withdrew", "advanced", "losses_taken", "leader_survival", "weather", "rerolled", "pillaged"]);

/** Whose die a re-roll window holds (the view's `reaction_window.what`). */
const DIE_OF: Record<string, string> = {
  attack: "the combat die", agent: "the agent operation's die", event: "the Random Events Table's dice",
  weather: "Weather's die", crusade: "Crusade/Jihad's die", trade: "the Trade Agreement die", kaisar: "Kaisar-i-Rum's die",
  pillage: "the pillage die", colonize: "the colonization die", region: "the Region Determination dice", corsairs: "the Corsairs die",
};

/** What an open reaction window is about, in a sentence or a few, one a line (null: no window): the attack
 * (who attacks whom, where, with what, the Tactical Advantages bid so far), the move Weather
 * may stop, the die a re-roll would replace, the agents' operation, the control at stake.
 * Everything it reads is public (the view's `battle`, `reaction_window`, `agent_operation`). */
export function windowAbout(v: OttomansGameView, w: Words, name: Names): string[] | null {
  const rw = v.reaction_window;
  if (!rw) return null;
  const parts: string[] = [];
  const b = v.battle;
  if (b && (rw.what === "attack" || rw.what === "weather" || rw.what === "control")) {
    const where = b.city ? `besieges ${w.place(b.area, b.city)}` : `attacks in ${w.areaName(b.area)}`;
    parts.push(`${name(b.seat)} ${where}${b.source ? ` from ${w.areaName(b.source)}` : ""} with ${w.pieces(b.attackers)}`
      + ` against ${b.defender !== null && b.defender !== undefined ? `${name(b.defender)}'s ` : ""}${w.pieces(b.defenders)}.`);
    if (rw.window === "bids" || b.attacker_advantages || b.defender_advantages) {
      parts.push(`Tactical Advantages played: ${name(b.seat)} ${b.attacker_advantages}, `
        + `${b.defender !== null && b.defender !== undefined ? name(b.defender) : "the defender"} ${b.defender_advantages} (each doubles a side, up to x6).`);
    }
  }
  const m = rw.move;
  if (m) {
    const how = m.fleets?.length ? ` by sea with ${w.pieces(m.fleets)}` : m.leader ? ` in a forced march of ${w.pieceName(m.leader)}` : "";
    const plays = [m.military_advance && "Military Advance", m.truce && "Truce"].filter(Boolean);
    parts.push(`${name(m.seat)} moves ${w.pieces(m.pieces)}${how} to ${w.areaName(m.to)}${plays.length ? `, playing ${plays.join(" and ")}` : ""}.`);
  }
  const op = v.agent_operation;
  if (op && rw.what === "agent") {
    parts.push(`${name(op.seat)}'s agents: ${op.operation}${op.target !== null && op.target !== undefined ? ` against ${name(op.target)}` : ""}`
      + `${op.leader ? ` (${w.pieceName(op.leader)})` : ""}${op.nationality ? ` (${w.areaName(op.nationality)})` : ""}.`);
  }
  if (rw.control) parts.push(`${rw.by !== null && rw.by !== undefined ? name(rw.by) : "A player"} would lose ${w.stratName(rw.control)}.`);
  if (rw.what === "phase" && rw.by !== null && rw.by !== undefined) parts.push(`${name(rw.by)} ends a phase: agents may be sent now.`);
  if (rw.window === "reroll" && rw.dice?.length) {
    const whose = DIE_OF[rw.what] ?? `the ${rw.what.replace(/_/g, " ")} die`;
    parts.push(`To re-roll: ${whose}${rw.by !== null && rw.by !== undefined && rw.what !== "attack" ? ` of ${name(rw.by)}` : ""}, which rolled ${rw.dice.join(" and ")}.`);
  }
  return parts.length ? parts : null;
}
