/** The event log in words: one sentence per event (R-numbers are the rulings told). */
import type { GameEvent } from "./api.js";
import { num, str } from "./board.js";
import { plural } from "./dom.js";
import { regionName } from "./map.js";

export type Names = (seat: number) => string;

const STEPS: Record<string, string> = {
  first_player: "first player roll", place_start: "placing starting forces", reinforcement: "reinforcement step",
  attack: "attack step", movement: "movement step", event: "Event step", none: "",
};
const PHASES: Record<string, string> = { lobby: "Waiting for players", setup: "Setup", greek: "Greek phase", ottoman: "Ottoman phase", end: "Game over" };
const ENDS: Record<string, string> = {
  no_ottomans: "no Ottomans are left on the board", all_apostles: "every Apostle is completed",
  max_rounds: "the round limit was reached", ottoman_victory: "the Ottomans won",
};

/** The undo barrier (the option's or the problem's `barrier`) in words. */
export const BARRIER_WORDS: Record<string, string> = {
  turn_start: "your turn or step began", dice: "dice were rolled", card: "a card was drawn", other_seat: "another player acted",
};

export function stepName(step: string): string {
  return STEPS[step] ?? step.replace(/_/g, " ");
}

export function phaseName(phase: string): string {
  return PHASES[phase] ?? phase;
}

export function endReason(reason: string | null | undefined): string {
  return reason ? ENDS[reason] ?? reason.replace(/_/g, " ") : "";
}

function force(inf: number, can: number): string {
  const parts = [];
  if (inf) parts.push(`${inf} infantry`);
  if (can) parts.push(plural(can, "cannon"));
  return parts.join(" and ") || "nothing";
}

/** A sentence for `e`, or null for bookkeeping events nobody needs to read. */
export function describe(e: GameEvent, name: Names, cardTitle: (id: string) => string = (id) => id): string | null {
  const seat = (): string => name(num(e, "seat"));
  const reg = (k = "region"): string => regionName(str(e, k));
  switch (e.type) {
    case "game_started": return `The game starts with ${plural(num(e, "seats"), "seat")}.`;
    case "first_player_roll": {
      const rolls = Object.entries((e.rolls ?? {}) as Record<string, number>);
      return "First player roll: " + rolls.map(([s, d]) => `${name(Number(s))} ${d}`).join(", ") + ".";
    }
    case "turn_order": return `${name(num(e, "first_player"))} plays first.`;
    case "step_started": {
      const s = num(e, "seat");
      const what = `${phaseName(str(e, "phase"))}${e.step !== "none" ? `, ${stepName(str(e, "step"))}` : ""}`;
      return `Round ${num(e, "round")}: ${what}${s >= 0 ? ` — ${name(s)}` : ""}.`;
    }
    case "reinforcement_due":
      return `${seat()} receives ${force(num(e, "infantry"), num(e, "cannons"))}` +
        (num(e, "defeated") ? ` (${num(e, "defeated")} Ottoman strength defeated)` : "") + ".";
    case "placed": return `${seat()} places ${force(num(e, "infantry"), num(e, "cannons"))} in ${reg()}.`;
    case "cannon_converted": return `${seat()} turns 3 infantry into a cannon in ${reg()}.`;
    case "occupied": return `${seat()} occupies ${reg()} from ${reg("origin")} with ${force(num(e, "infantry"), num(e, "cannons"))}.`;
    case "taken_over":
      return `${seat()} takes ${reg()} from ${name(num(e, "from_seat"))} with ${force(num(e, "infantry"), num(e, "cannons"))}; ` +
        `${force(num(e, "returned_infantry"), num(e, "returned_cannons"))} go back to ${name(num(e, "from_seat"))}'s reserve.`;
    case "moved": return `${seat()} moves ${force(num(e, "infantry"), num(e, "cannons"))} from ${reg("origin")} to ${reg()}.`;
    case "battle_started":
      return str(e, "kind") === "greek_attack"
        ? `Battle ${num(e, "battle")}: ${seat()} attacks ${reg()} from ${reg("origin")} with ${force(num(e, "greek_infantry"), num(e, "greek_cannons"))} against ${num(e, "ottomans")} Ottoman infantry` +
          (num(e, "attack_dice_bonus") ? ` (+${num(e, "attack_dice_bonus")} die from a Blessing)` : "") + "."
        : `Battle ${num(e, "battle")}: ${num(e, "ottomans")} Ottoman infantry attack ${seat()} in ${reg()}` +
          (e.origin ? ` from ${reg("origin")}` : "") + ".";
    case "ally_requested": return `${seat()} asks for an Ally.`;
    case "ally_answered":
      return e.accept === true ? `${seat()} sends 1 infantry from ${reg()} as an Ally${e.by_standing_order ? " (standing order)" : ""}.`
        : `${seat()} declines to be an Ally${e.by_standing_order ? " (standing order)" : ""}.`;
    case "battle_roll":
      return `Roll ${num(e, "roll")}: Greek losses ${num(e, "greek_losses") + num(e, "ally_losses")}, Ottoman losses ${num(e, "ottoman_losses")}.`;
    case "cannon_lost": return `${seat()} loses a cannon; ${plural(num(e, "replaced_by"), "infantry", "infantry")} from the reserve replace it.`;
    case "battle_ended":
      return `Battle ${num(e, "battle")} in ${reg()}: ${str(e, "winner") === "greek" ? "the Greeks win" : "the Ottomans win"}.`;
    case "ally_returned": return e.region ? `${seat()}'s Ally returns to ${reg()}.` : `${seat()}'s Ally returns to the reserve.`;
    case "event_drawn": return `Event: ${str(e, "title")}${e.reshuffled ? " (the Events were reshuffled)" : ""}.`;
    case "ottomans_removed": return `${plural(num(e, "count"), "Ottoman infantry", "Ottoman infantry")} leave ${reg()}.`;
    case "ottomans_placed": return `${num(e, "count")} Ottoman infantry arrive in ${reg()} (${str(e, "reason")}).`;
    case "greek_bonus": return `${seat()} will receive ${force(num(e, "infantry"), num(e, "cannons"))} more at the next reinforcement.`;
    case "attrition": return `${seat()} sends ${num(e, "count")} infantry from ${reg()} back to the reserve.`;
    case "losses_returned": {
      const per = Object.entries((e.per_seat ?? {}) as Record<string, number>);
      return per.length ? "Greek losses return to the reserves: " + per.map(([s, k]) => `${name(Number(s))} ${k}`).join(", ") + "."
        : "No Greek losses to return.";
    }
    case "ottoman_moved": return `${num(e, "count")} Ottoman infantry march from ${reg("origin")} to ${reg()}.`;
    case "ottoman_attack_planned": return `The Ottomans in ${reg("origin")} will attack ${reg("target")}.`;
    case "ottoman_tie_break": return `A die (${num(e, "die")}) chooses ${regionName(str(e, "chosen"))} for the Ottomans of ${reg()}.`;
    case "ottoman_attack_dropped": return `The Ottoman attack from ${reg("origin")} on ${reg("target")} is called off.`;
    case "apostle_revealed": return `Apostle revealed: ${str(e, "title")}.`;
    case "apostle_awarded": return `${seat()} completes the Apostle “${str(e, "title")}” (+${num(e, "fame")} Fame).`;
    case "blessing_used": return `${seat()} uses the Blessing of ${cardTitle(str(e, "card"))}.`;
    case "standing_orders_set": return `${seat()} sets standing orders: call an Ally ${str(e, "call_ally")}, answer ${str(e, "answer_ally")}.`;
    case "player_resigned": return `${seat()} resigns.`;
    case "seat_taken_over":
      return `The server bot “${str(e, "bot")}” takes over ${seat()}'s seat (${str(e, "reason") === "clock" ? "the clock ran out" : "resigned"}).`;
    case "seat_taken_back": return `${seat()} takes the seat back from the bot “${str(e, "bot")}”.`;
    case "undone": return `${seat()} takes back ${plural(num(e, "count"), "action")}.`;
    case "game_ended": {
      const w = (e.winners ?? []) as number[];
      return `The game ends: ${endReason(str(e, "reason"))}. ` + (w.length ? `${w.map(name).join(" and ")} ${w.length > 1 ? "win" : "wins"}.` : "No Greek player wins.");
    }
    case "game_cancelled": return "The host cancelled the game.";
    case "ottoman_phase": return e.status === "running" ? "The Ottomans are moving." : null;
    default: return null;
  }
}
