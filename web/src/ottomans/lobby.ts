/**
 * The lobby's part for The Ottomans: the fields of its creation (the scenario 1-4, named
 * from the kind's components, and every optional rule of `OttomansOptions` (22.0-25.0),
 * each a box off by default and labelled with its rule number), its options body, and how
 * a listed game of the kind reads.
 */
import { type GameSummary } from "../api.js";
import { h } from "../dom.js";
import { loadPack } from "./api.js";
import { phaseWords } from "./words.js";

/** The optional rules in rule order: the option's name (a boolean of `OttomansOptions`), its label. */
export const RULES: readonly [string, string][] = [
  ["special_tactics", "Special tactics: professional and repeated forced marches (22.0)"],
  ["pillage", "Pillage (23.0)"],
  ["colonization", "Colonization (24.0)"],
  ["civilization", "Civilization (25.0)"],
];

export interface OttFields { el: HTMLElement; scenario: HTMLSelectElement; rules: Map<string, HTMLInputElement> }

export function ottomansFields(): OttFields {
  const scenario = h("select", { name: "scenario" }, ...[1, 2, 3, 4].map((n) => h("option", { value: n }, `Scenario ${n}`)));
  void loadPack().then((p) => {
    for (const s of p?.scenarios ?? []) {
      const o = scenario.querySelector<HTMLOptionElement>(`option[value="${s.number}"]`);
      if (o) o.textContent = `${s.number}: ${s.name} (turns ${s.first_turn}-${s.last_turn})`;
    }
  });
  const rules = new Map(RULES.map(([k]) => [k, h("input", { type: "checkbox", name: k })]));
  const el = h("fieldset", { class: "ott-create", hidden: true }, h("legend", null, "The Ottomans"),
    h("label", null, h("span", null, "Scenario"), scenario),
    h("p", { class: "muted" }, "Optional rules (all off by default):"),
    ...RULES.map(([k, words]) => h("label", { class: "check" }, rules.get(k) as HTMLInputElement, h("span", null, words))));
  return { el, scenario, rules };
}

/** The Ottomans' options of the form (the table options are added by the lobby). */
export function ottomansOptions(f: OttFields): Record<string, unknown> {
  return { scenario: Number(f.scenario.value), ...Object.fromEntries(RULES.map(([k]) => [k, f.rules.get(k)?.checked === true])) };
}

/** "turn 2 · player turn" of a listed game in play. */
export function ottomansWhere(g: GameSummary): string {
  return g.status === "setup" ? "set-up" : `turn ${g.round} · ${phaseWords(g.phase)}`;
}
