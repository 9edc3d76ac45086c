/**
 * When the page may end a step by itself (issue 35, point 7): only when ending it is the one
 * thing this seat can do in the step (R9). `set_standing_orders` and `resign` are offered at
 * every moment (R19) and do not play the step, so they do not count. Any other option (a
 * placement, a conversion R3, an attack, a move, an Ally decision, an Undo) leaves the
 * player a choice, and the page then waits for the player's own "End", with one exception:
 * an Undo that could take back only end-steps this page sent by itself this turn (`streak`)
 * leads back only to states where nothing else was possible either (`undo` restores the
 * state exactly, kinds/gamekinds/battle1821/undo.py), so it is no choice.
 */
import type { LegalOption } from "./api.js";

type EndStep = Extract<LegalOption, { type: "end_step" }>;

/** The `end_step` option when it is the only choice left (see the module doc), else null.
 * `streak`: how many end-steps in a row this page sent by itself in the current turn. */
export function onlyEnd(options: readonly LegalOption[], streak: number): EndStep | null {
  const end = options.find((o): o is EndStep => o.type === "end_step");
  if (!end) return null;
  for (const o of options) {
    if (o === end || o.type === "set_standing_orders" || o.type === "resign") continue;
    if (o.type === "undo" && o.undoable.length <= streak && o.undoable.every((t) => t === "end_step")) continue;
    return null;
  }
  return end;
}
