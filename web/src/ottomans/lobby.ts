/**
 * The lobby's part for The Ottomans: how a listed game of the kind reads (its create form's
 * own fields, the scenario and the optional rules, are what `GET /kinds` `options` says).
 */
import { type GameSummary } from "../api.js";
import { phaseWords } from "./words.js";

/** "turn 2 · player turn" of a listed game in play. */
export function ottomansWhere(g: GameSummary): string {
  return g.status === "setup" ? "set-up" : `turn ${g.round} · ${phaseWords(g.phase)}`;
}
