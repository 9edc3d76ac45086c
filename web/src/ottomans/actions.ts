/**
 * The Ottomans' actions as forms generated from the options the server offers
 * (`GET /games/{id}/legal-actions`): one form per option, its fields bounded by the
 * option (pieces to tick among those offered, places to choose among those offered, counts
 * up to the offered most), its submit sending the action the option names. The page never
 * decides what is legal: what the server refuses comes back as a problem.
 *
 * `areasOf` tells where on the map an option acts (where its force stands, where it may
 * go), so a page with many options offers those of the area picked on the map.
 */
import { h, plural, type Child } from "../dom.js";
import type { Names } from "../words.js";
import type { OptOf, OttomansAction, OttomansLegalOption } from "./api.js";
import type { Words } from "./words.js";

export interface FormCtx {
  w: Words;
  names: Names;
  /** Send an action (the page shows a refusal). */
  submit: (a: OttomansAction) => void;
  /** Where a piece is (its area), from the view. */
  areaOf: (piece: string) => string | undefined;
  /** The area picked on the map (preselected as a destination where it is one). */
  selected: string | null;
  /** The destination picked on the map after the force's area (preselected before `selected`). */
  target?: string | null;
  /** The option is shown in its force's group (`mapRows`): its title need not name the force. */
  grouped?: boolean;
}

/** Options that are the seat's answer to something (shown whole, above the rest). */
export const DECISIONS: ReadonlySet<string> = new Set(["choose_core", "withdraw", "advance", "take_losses", "pick", "reinforce",
  "answer", "commit_agents", "react"]);
/** Options that act on the map (offered by area when there are many). */
export const MAP_ACTIONS: ReadonlySet<string> = new Set(["move", "attack", "forced_march", "transport", "professional_march", "pillage"]);

/** Where an option acts: `from` (its force's areas) and `to` (where it may go or strike). */
export function areasOf(o: OttomansLegalOption, areaOf: (p: string) => string | undefined): { from: string[]; to: string[] } {
  const at = (ids: readonly string[]): string[] => [...new Set(ids.map(areaOf).filter((a): a is string => Boolean(a)))];
  switch (o.type) {
    case "move": case "professional_march": return { from: at(o.pieces), to: o.to };
    case "forced_march": return { from: at([o.leader]), to: o.to };
    case "transport": return { from: at(o.fleets), to: o.to };
    case "attack": return { from: at(o.pieces), to: [o.area] };
    case "pillage": return { from: [o.area], to: [] };
    case "withdraw": return { from: at(o.pieces), to: o.to };
    case "advance": return { from: at(o.pieces), to: [] };
    case "play_mercenary": case "supply_train": case "administration": case "white_sheep": return { from: [], to: o.regions };
    case "reinforce": return { from: [], to: [...new Set(Object.values(o.places).flat())] };
    default: return { from: [], to: [] };
  }
}

let uid = 0;
const fieldId = (): string => `ott-f${++uid}`;

function select(name: string, label: string, values: readonly string[], words: (v: string) => string, pick?: string | null): HTMLElement[] {
  const id = fieldId();
  const sel = h("select", { name, id }, ...values.map((v) => h("option", { value: v, selected: v === pick }, words(v))));
  return [h("label", { for: id }, h("span", null, label), sel)];
}

function ticks(name: string, legend: string, values: readonly string[], words: (v: string) => string, on: (v: string, i: number) => boolean): HTMLElement {
  return h("fieldset", { class: "ticks" }, h("legend", null, legend),
    ...values.map((v, i) => h("label", { class: "check" }, h("input", { type: "checkbox", name, value: v, checked: on(v, i) }), h("span", null, words(v)))));
}

function number(name: string, label: string, min: number, max: number, value: number): HTMLElement {
  const id = fieldId();
  return h("label", { for: id }, h("span", null, label), h("input", { type: "number", id, name, min, max, value, required: true }),
    h("span", { class: "bounds" }, `${min}–${max}`));
}

const ticked = (f: HTMLFormElement, name: string): string[] =>
  Array.from(f.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)).map((i) => i.value);
const val = (f: HTMLFormElement, name: string): string => (f.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? "";
const int = (f: HTMLFormElement, name: string): number => Math.floor(Number(val(f, name)) || 0);

/** A form: heading, fields, one submit button (`data-action`), `build` makes the action. */
function form(o: OttomansLegalOption, title: Child, fields: Child[], button: string, build: (f: HTMLFormElement) => OttomansAction,
              ctx: FormCtx, extra: Record<string, string> = {}): HTMLFormElement {
  const f = h("form", { class: "ott-option", "data-option": o.type, ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [`data-${k}`, v])) },
    h("p", { class: "ott-option-title" }, title), ...fields,
    h("p", { class: "buttons" }, h("button", { type: "submit", class: "primary", "data-action": o.type }, button)));
  f.addEventListener("submit", (ev) => {
    ev.preventDefault();
    ctx.submit(build(f));
  });
  return f;
}

/** A move's stratagems, as the attacks say them: the row's `military_advance` and `truce`
 * play those counters from the hand (glossary: "Play Truce (27.2)"); "(Truce)" alone did not
 * say that the move spends one. */
function playing(militaryAdvance: boolean | undefined, truce: boolean | undefined): string {
  const plays = [militaryAdvance && "Military Advance", truce && "Truce"].filter(Boolean);
  return plays.length ? `, playing ${plays.join(" and ")}` : "";
}

/** The form of one option. */
export function optionForm(o: OttomansLegalOption, ctx: FormCtx): HTMLElement {
  const { w } = ctx;
  const to = (list: readonly string[]): string | null =>
    (ctx.target && list.includes(ctx.target) ? ctx.target : ctx.selected && list.includes(ctx.selected) ? ctx.selected : null);
  switch (o.type) {
    case "end_phase":
      return h("p", { class: "buttons" }, h("button", { type: "button", class: "primary", "data-action": "end_phase",
        onclick: () => ctx.submit({ type: "end_phase" }) }, "End the phase"));
    case "resign":
      return h("button", { type: "button", class: "danger", "data-action": "resign", onclick: () => {
        if (confirm("Resign? You never act again in this game.")) ctx.submit({ type: "resign" });
      } }, "Resign");
    case "choose_core":
      return form(o, "Choose your core nationality (4.1)", select("nationality", "Nationality", o.nationalities, w.areaName), "Choose",
        (f) => ({ type: "choose_core", nationality: val(f, "nationality") }), ctx);
    case "play_control":
      return form(o, "Play a control stratagem (6.1)", select("stratagem", "Stratagem", o.stratagems, w.stratName), "Play it",
        (f) => ({ type: "play_control", stratagem: val(f, "stratagem") }), ctx);
    case "play_stratagem":
      return form(o, "Play a stratagem (27.2)", [...select("stratagem", "Stratagem", o.stratagems, w.stratName),
        ...(o.targets?.length ? select("target", "Against (Trade Agreement)", o.targets.map(String), (s) => ctx.names(Number(s))) : [])], "Play it",
        (f) => {
          const s = val(f, "stratagem");
          return { type: "play_stratagem", stratagem: s, ...(s === "trade_agreement" && o.targets?.length ? { target: int(f, "target") } : {}) };
        }, ctx);
    case "play_mercenary": {
      // where they go: the region chosen here, or where they stand (O76)
      const who = o.pieces?.length ? w.pieces(o.pieces) : "the mercenaries";
      const stand = o.at ?? (o.pieces?.[0] ? ctx.areaOf(o.pieces[0]) : undefined);
      return form(o, o.regions.length ? `Hire ${who} (${w.stratName(o.stratagem)}, 17.1): placed in the region chosen below`
          : `Hire ${who} (${w.stratName(o.stratagem)}, 17.1): they stay where they stand${stand ? `, in ${w.areaName(stand)}` : ""} (O76)`,
        o.regions.length ? select("region", "Placed in", o.regions, w.areaName, to(o.regions)) : [], "Hire",
        (f) => ({ type: "play_mercenary", stratagem: o.stratagem, ...(o.regions.length ? { region: val(f, "region") } : {}) }), ctx);
    }
    case "move":
      // in a force's group (`mapRows`) the heading names the force: the row says its stratagems and reach
      return form(o, ctx.grouped ? `Move${playing(o.military_advance, o.truce) || ", no stratagem"} · ${o.to.length} place${o.to.length === 1 ? "" : "s"}`
          : `Move ${w.pieces(o.pieces)} from ${areasOf(o, ctx.areaOf).from.map(w.areaName).join(", ")}${playing(o.military_advance, o.truce)}`,
        [ticks("pieces", "Pieces", o.pieces, w.pieceName, () => true), ...select("to", "To", o.to, w.areaName, to(o.to))], "Move",
        (f) => ({ type: "move", pieces: ticked(f, "pieces"), to: val(f, "to"), military_advance: o.military_advance, truce: o.truce }), ctx,
        { from: areasOf(o, ctx.areaOf).from.join(" ") });
    case "professional_march":
      return form(o, "Professional forced march (22.2)", [ticks("pieces", "Pieces", o.pieces, w.pieceName, () => true),
        ...select("to", "To", o.to, w.areaName, to(o.to))], "March",
        (f) => ({ type: "professional_march", pieces: ticked(f, "pieces"), to: val(f, "to") }), ctx);
    case "forced_march":
      return form(o, `Forced march of ${w.pieceName(o.leader)} (11.0)${playing(false, o.truce)}`,
        [o.pieces.length ? ticks("pieces", "With", o.pieces, w.pieceName, () => true) : null, ...select("to", "To", o.to, w.areaName, to(o.to))], "March",
        (f) => ({ type: "forced_march", leader: o.leader, pieces: ticked(f, "pieces"), to: val(f, "to"), truce: o.truce }), ctx);
    case "transport":
      return form(o, `Naval transport (16.3)${o.leader ? ` under ${w.pieceName(o.leader)}` : ""}`,
        [ticks("fleets", "Fleets", o.fleets, (x) => `${w.pieceName(x)} (${o.free[o.fleets.indexOf(x)] ?? 0} free)`, () => true),
         o.pieces.length ? ticks("pieces", "Aboard", o.pieces, w.pieceName, () => false) : null, ...select("to", "To", o.to, w.areaName, to(o.to))], "Sail",
        (f) => ({ type: "transport", fleets: ticked(f, "fleets"), pieces: ticked(f, "pieces"), to: val(f, "to"), ...(o.leader ? { leader: o.leader } : {}) }), ctx);
    case "attack": {
      const siege = Boolean(o.city);
      const plays = [o.military_advance && "Military Advance", o.urbans_gun && "Urban's Gun", o.alliance && "Alliance"].filter(Boolean).join(", ");
      return form(o, h("span", null, h("strong", null, siege ? `Siege of ${w.place(o.area, o.city)}` : `Attack in ${w.areaName(o.area)}`),
        ` against the ${o.colours.map(w.factionName).join(", ")} (defence ${o.defence}) with ${w.pieces(o.pieces)}${plays ? `, playing ${plays}` : ""}`),
        [o.honors_of_war ? h("label", { class: "check" }, h("input", { type: "checkbox", name: "honors_of_war" }), h("span", null, "Play Honors of War")) : null],
        siege ? "Besiege" : "Attack",
        (f) => ({ type: "attack", area: o.area, city: o.city ?? null, pieces: [...o.pieces], colours: [...o.colours] as ("red")[],
                  military_advance: o.military_advance, urbans_gun: o.urbans_gun, alliance: o.alliance,
                  honors_of_war: o.honors_of_war && (f.elements.namedItem("honors_of_war") as HTMLInputElement | null)?.checked === true }),
        ctx, { area: o.area, ...(siege ? { siege: o.city as string } : {}) });
    }
    case "pillage":
      return form(o, `Pillage ${w.areaName(o.area)} (23.0): strength ${o.strength} against ${o.value}`,
        [o.military_advances ? number("military_advances", "Military Advances to spend", 0, o.military_advances, 0) : null], "Pillage",
        (f) => ({ type: "pillage", area: o.area, military_advances: o.military_advances ? int(f, "military_advances") : 0 }), ctx, { area: o.area });
    case "answer":
      return h("div", { class: "ott-option decision", "data-option": "answer" },
        h("p", { class: "ott-option-title" }, `${ctx.names(o.by)} proposes: ${o.proposal.replace(/_/g, " ")}.`),
        h("p", { class: "buttons" },
          h("button", { type: "button", class: "primary", "data-action": "answer", onclick: () => ctx.submit({ type: "answer", accept: true }) }, "Accept"),
          h("button", { type: "button", "data-action": "answer-no", onclick: () => ctx.submit({ type: "answer", accept: false }) }, "Refuse")));
    case "discard":
      return form(o, `Discard ${o.count} stratagem${o.count === 1 ? "" : "s"} (19.4)`,
        [ticks("stratagems", "Stratagems", o.stratagems, w.stratName, (_, i) => i < o.count)], "Discard",
        (f) => ({ type: "discard", stratagems: ticked(f, "stratagems") }), ctx);
    case "withdraw":
      return form(o, `Withdraw ${w.pieces(o.pieces)} (10.3)`, select("to", "To", o.to, w.areaName, to(o.to)), "Withdraw",
        (f) => ({ type: "withdraw", to: val(f, "to") }), ctx);
    case "advance":
      return form(o, `Advance after combat into ${w.cityName(o.city)}? (10.33) Tick none to stay.`,
        [ticks("pieces", "Pieces", o.pieces, w.pieceName, () => false)], "Done",
        (f) => ({ type: "advance", pieces: ticked(f, "pieces") }), ctx);
    case "take_losses": {
      let pts = 0;
      const pre = new Set<number>();
      o.pieces.forEach((p, i) => { if (pts < o.points && !o.leaders.includes(p)) { pre.add(i); pts += o.strengths[i] ?? 0; } });
      return form(o, `Take ${o.points} loss point${o.points === 1 ? "" : "s"} (12.0): tick the counters lost`,
        [ticks("pieces", "Counters", o.pieces, (p) => `${w.pieceName(p)} (${o.strengths[o.pieces.indexOf(p)] ?? 0})`, (_, i) => pre.has(i))], "Take these losses",
        (f) => ({ type: "take_losses", pieces: ticked(f, "pieces") }), ctx);
    }
    case "pick":
      return form(o, `Choose ${o.count} (${o.kind.replace(/_/g, " ")}${o.leader ? `, ${w.pieceName(o.leader)}` : ""})`,
        [ticks("pieces", "Counters", o.pieces, w.pieceName, (_, i) => i < o.count)], "Choose",
        (f) => ({ type: "pick", pieces: ticked(f, "pieces") }), ctx);
    case "reinforce": {
      const units = Object.keys(o.places);
      return form(o, `Place ${o.count} reinforcement${o.count === 1 ? "" : "s"} of ${w.areaName(o.nationality)} (13.0)`,
        units.map((u, i) => select(`place:${u}`, w.pieceName(u), ["", ...(o.places[u] ?? [])], (v) => (v ? w.areaName(v) : "not placed"),
          i < o.count ? o.places[u]?.[0] ?? "" : "")[0] as HTMLElement), "Place",
        (f) => ({ type: "reinforce", places: Object.fromEntries(units.map((u) => [u, val(f, `place:${u}`)]).filter(([, v]) => v)) }), ctx);
    }
    case "react": {
      const label = o.stratagem ? `Play ${w.stratName(o.stratagem)}` : "Pass";
      return h("div", { class: "ott-option react", "data-option": "react", "data-window": o.window },
        h("button", { type: "button", class: o.stratagem ? "" : "primary", "data-action": o.stratagem ? `react-${o.stratagem}` : "react-pass",
          onclick: () => ctx.submit({ type: "react", stratagem: (o.stratagem ?? null) as "weather" | null }) }, label));
    }
    case "agent_operation":
      return form(o, `Agents: ${o.operation} (20.0)`, [number("agents", "Agents", 1, Math.max(1, o.most), 1),
        ...(o.targets?.length ? select("target", "Against", o.targets.map(String), (s) => ctx.names(Number(s))) : []),
        ...(o.leaders?.length ? select("leader", "Leader", o.leaders, w.pieceName) : []),
        ...(o.nationalities?.length ? select("nationality", "Nationality", o.nationalities, w.areaName) : [])], "Send agents",
        (f) => ({ type: "agent_operation", operation: o.operation as "espionage", agents: int(f, "agents"),
                  ...(o.targets?.length ? { target: int(f, "target") } : {}), ...(o.leaders?.length ? { leader: val(f, "leader") } : {}),
                  ...(o.nationalities?.length ? { nationality: val(f, "nationality") } : {}) }), ctx, { operation: o.operation });
    case "commit_agents":
      return form(o, `${ctx.names(o.by)}'s agents (${o.operation}) target you: commit agents to defend (secret)`,
        [number("agents", "Agents", 0, o.most, 0)], "Commit", (f) => ({ type: "commit_agents", agents: int(f, "agents") }), ctx);
    case "exchange":
      // the pending decision after Medicis/Vizier is played (O228): the pool, shown to this seat alone; no pass
      return form(o, "Medicis/Vizier played: take a stratagem from the pool (27.2, O228)", select("take", "Take", o.stratagems, w.stratName), "Take it",
        (f) => ({ type: "play_stratagem", stratagem: "medicis_vizier", take: val(f, "take") }), ctx);
    case "uprising":
      return form(o, "Uprising (27.2)", select("nationality", "Nationality", o.nationalities, w.areaName), "Play Uprising",
        (f) => ({ type: "play_stratagem", stratagem: "uprising", nationality: val(f, "nationality") }), ctx);
    case "white_sheep":
      return form(o, "White Sheep Confederation (27.2)", [...select("piece", "Irregular", o.pieces, w.pieceName),
        ...select("region", "Region", o.regions, w.areaName, to(o.regions))], "Play it",
        (f) => ({ type: "play_stratagem", stratagem: "white_sheep_confederation", piece: val(f, "piece"), region: val(f, "region") }), ctx);
    case "supply_train":
      return form(o, "Supply Train: spend a Military Advance against forage (27.2)", select("region", "Region", o.regions, w.areaName, to(o.regions)), "Play it",
        (f) => ({ type: "play_stratagem", stratagem: "military_advance", region: val(f, "region") }), ctx);
    case "administration":
      return form(o, `Administration: ${o.use === "pillage" ? "remove a pillage marker" : "place a civilization marker"} (27.2)`,
        select("region", "Region", o.regions, w.areaName, to(o.regions)), "Play it",
        (f) => ({ type: "play_stratagem", stratagem: "administration", region: val(f, "region") }), ctx);
    default:
      return h("p", { class: "muted" }, `An option this page cannot show: ${(o as { type: string }).type}.`);
  }
}

/** A short name of an option (the chips of the by-area list). */
export function optionTitle(o: OptOf<"move" | "attack">, w: Words): string {
  return o.type === "attack" ? (o.city ? `Siege of ${w.cityName(o.city)}` : `Attack ${w.areaName(o.area)}`) : `Move ${w.pieces(o.pieces)}`;
}

/** The map options as rows, each force's moves (one row per Military Advance x Truce, the same
 * pieces) grouped under one heading that names the force and where it stands: the first
 * turn offers some 40 such rows, which read the same without it. */
export function mapRows(opts: readonly OttomansLegalOption[], ctx: FormCtx): HTMLElement[] {
  const out: HTMLElement[] = [];
  const key = (o: OttomansLegalOption): string | null => (o.type === "move" ? [...o.pieces].sort().join(" ") : null);
  for (let i = 0; i < opts.length;) {
    const o = opts[i] as OttomansLegalOption;
    const k = key(o);
    let j = i + 1;
    while (k !== null && j < opts.length && key(opts[j] as OttomansLegalOption) === k) j++;
    if (k === null || j - i < 2 || o.type !== "move") {
      out.push(optionForm(o, ctx));
      i += 1;
      continue;
    }
    const from = areasOf(o, ctx.areaOf).from.map(ctx.w.areaName).join(", ");
    out.push(h("div", { class: "ott-force", "data-force": k, role: "group", "aria-label": `Moves of ${ctx.w.pieces(o.pieces)}` },
      h("p", { class: "ott-force-title" }, h("strong", null, ctx.w.pieces(o.pieces)), ` in ${from}: ${plural(j - i, "way")} to move`),
      ...opts.slice(i, j).map((x) => optionForm(x, { ...ctx, grouped: true }))));
    i = j;
  }
  return out;
}
