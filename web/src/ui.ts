/** Pieces of page shared by the game, watch and replay pages. */
import { Api, ApiError, type EventOf, type GameEvent, type GameView, type Rules } from "./api.js";
import { num, str } from "./board.js";
import { die } from "./dice.js";
import { h, type Child } from "./dom.js";
import { OTTOMAN, regionName, seatColour } from "./map.js";
import { describe, type Names } from "./words.js";

let rules: Promise<Rules | null> | null = null;

/** `GET /rules` once per page load (card texts); null when it cannot be read. */
export function loadRules(): Promise<Rules | null> {
  rules ??= new Api().rules().catch(() => null);
  return rules;
}

export function namesOf(v: GameView | null): Names {
  return (seat: number) => {
    const p = v?.players.find((x) => x.seat === seat);
    return p?.name || `Seat ${seat + 1}`;
  };
}

export interface NextStep { label: string; run: () => void }

/** A problem told in words (its `detail`), with the next steps as buttons. */
export function problemBox(err: unknown, lead: string, next: NextStep[] = []): HTMLElement {
  const detail = err instanceof ApiError ? err.problem.detail : err instanceof Error ? err.message : String(err);
  const code = err instanceof ApiError ? err.problem.code : "error";
  const ruling = err instanceof ApiError && err.problem.ruling ? ` (${err.problem.ruling})` : "";
  return h("div", { class: "problem", role: "alert", "data-code": code },
    h("p", null, h("strong", null, lead), " ", detail + ruling),
    next.length ? h("p", { class: "buttons" }, ...next.map((n) => h("button", { type: "button", onclick: () => n.run() }, n.label))) : null);
}

/** The battles of a log by number: the start, the rolls, the end. */
export interface BattleLog {
  start: EventOf<"battle_started">; rolls: EventOf<"battle_roll">[]; end: EventOf<"battle_ended"> | null;
  allies: EventOf<"ally_answered">[];
}

export function collectBattle(battles: Map<number, BattleLog>, e: GameEvent): void {
  const n = num(e, "battle");
  if (e.type === "battle_started") battles.set(n, { start: e, rolls: [], end: null, allies: [] });
  const b = battles.get(n);
  if (!b) return;
  if (e.type === "battle_roll") b.rolls.push(e);
  else if (e.type === "battle_ended") b.end = e;
  else if (e.type === "ally_answered") b.allies.push(e);
}

/** One roll's dice: the Greek side (the fighting player's dice with the Ally's die among
 * them, R12) against the Ottoman dice, each pair marked won or lost. */
export function rollDice(roll: EventOf<"battle_roll">, battle: BattleLog | undefined, names: Names): HTMLElement {
  const seat = battle ? num(battle.start, "seat") : 0;
  const greekAttacks = battle ? str(battle.start, "kind") === "greek_attack" : true;
  const greek = roll.greek_dice.map((d) => ({ d, colour: seatColour(seat) }));
  const allyDie = typeof roll.ally_die === "number" ? roll.ally_die : null;
  if (allyDie !== null) {
    const ally = battle?.allies.filter((a) => a.accept === true).at(-1);
    const colour = ally ? seatColour(num(ally, "seat")) : "#555";
    let k = 0;
    while (k < greek.length && (greek[k]?.d ?? 0) >= allyDie) k++;
    greek.splice(k, 0, { d: allyDie, colour });
  }
  const ott = roll.ottoman_dice;
  const pairs = Math.min(greek.length, ott.length);
  const gRow: Child[] = greek.map((g, i) => die(g.d, g.colour, i < pairs ? (greekAttacks ? g.d > (ott[i] ?? 0) : g.d >= (ott[i] ?? 0)) : null));
  const oRow: Child[] = ott.map((d, i) => die(d, OTTOMAN, i < pairs ? !(greekAttacks ? (greek[i]?.d ?? 0) > d : (greek[i]?.d ?? 0) >= d) : null));
  return h("div", { class: "roll", "data-roll": num(roll, "roll") },
    h("span", { class: "dice-side", title: names(seat) }, ...gRow),
    h("span", { class: "vs" }, "vs"),
    h("span", { class: "dice-side" }, ...oRow));
}

/** A log entry: the sentence, and for a roll its dice. */
export function logEntry(e: GameEvent, names: Names, battles: Map<number, BattleLog>,
                         cardTitle: (id: string) => string): HTMLElement | null {
  const text = describe(e, names, cardTitle);
  if (text === null) return null;
  const seat = "seat" in e && typeof e.seat === "number" && e.seat >= 0 ? e.seat : null;
  const li = h("li", { class: `ev ev-${e.type}`, "data-seq": e.seq, "data-version": e.version },
    seat !== null ? h("span", { class: "swatch", style: `background:${seatColour(seat)}` }) : null, text);
  if (e.type === "battle_roll") li.append(rollDice(e, battles.get(num(e, "battle")), names));
  return li;
}

/** The battle being fought (or the last one): sides, every roll as dice, the outcome. */
export function battlePanel(b: BattleLog | undefined, names: Names): HTMLElement | null {
  if (!b) return null;
  const s = b.start;
  const attack = str(s, "kind") === "greek_attack";
  const title = attack ? `Battle ${num(s, "battle")}: ${names(num(s, "seat"))} attacks ${regionName(str(s, "region"))}`
    : `Battle ${num(s, "battle")}: the Ottomans attack ${names(num(s, "seat"))} in ${regionName(str(s, "region"))}`;
  const outcome = b.end ? (str(b.end, "winner") === "greek" ? "The Greeks won." : "The Ottomans won.") : "Being fought…";
  return h("section", { class: "battle card", "aria-live": "polite", "data-battle": num(s, "battle") },
    h("h2", null, title),
    h("ol", { class: "rolls" }, ...b.rolls.map((r) => h("li", null, `Roll ${num(r, "roll")}`, rollDice(r, b, names)))),
    h("p", { class: b.end ? "outcome" : "outcome running" }, outcome));
}
