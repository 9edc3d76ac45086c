/**
 * The automatic pass (ruling O227, 19.0): a reaction window on a face-down stratagem (Weather,
 * Military Advance bids, Jesuits/Sufis, Administration, the agents window, an agent
 * commitment) and the rows that give a seat the floor to play one (the end of the stratagem
 * phase, Supply Train, mercenaries, reinforcement plays) ask every seat that could hold it as
 * far as the others know, whatever it holds. A seat that holds no copy is offered only the
 * declining answer; the page can send it by itself, after a short random delay (so that the
 * time taken tells the others little), when the player leaves the toggle on. The server
 * knows nothing of this: it stays neutral.
 */
import type { OttomansAction, OttomansLegalOption } from "./api.js";

/** The rows of a seat's own plays (flow.py): only "End the phase" offered there is a decline. */
const PLAY_ROWS = new Set(["stratagem_phase", "forage_plays", "mercenaries", "reinforcement_plays"]);

/** Shortest and longest delay before the page passes by itself (ms). */
export const PASS_MIN_MS = 400;
export const PASS_MAX_MS = 1500;

/** The declining answer when it is the only thing this seat may do now (resigning aside),
 * else null: a pass in a reaction window, no agent committed, the end of a play row. */
export function declineOf(step: string | null | undefined, options: readonly OttomansLegalOption[]): OttomansAction | null {
  const real = options.filter((o) => o.type !== "resign");
  if (!real.length) return null;
  if (real.every((o) => o.type === "react" && !o.stratagem)) return { type: "react", stratagem: null };
  if (real.every((o) => o.type === "commit_agents" && o.most === 0)) return { type: "commit_agents", agents: 0 };
  if (step && PLAY_ROWS.has(step) && real.every((o) => o.type === "end_phase")) return { type: "end_phase" };
  return null;
}

/** A delay drawn in [PASS_MIN_MS, PASS_MAX_MS]. */
export function passDelay(): number {
  return PASS_MIN_MS + Math.random() * (PASS_MAX_MS - PASS_MIN_MS);
}
