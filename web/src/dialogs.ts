/**
 * The attack and move dialogs: sliders bounded by the option's rows (`forces.ts`),
 * strength and (for a battle) the exact odds from `GET /rules/odds`, an Ally call and a
 * Blessing where the option offers them.
 */
import type { Action, Api, ApostleCard } from "./api.js";
import { h, put } from "./dom.js";
import { attackRows, clampForce, largest, moveRows, strength, type AttackOption, type AttackTarget, type Force,
         type MoveOption } from "./forces.js";
import { regionName } from "./map.js";

export interface DialogDeps {
  api: Api;
  /** Send the action (`thenEnd`: and end the step after it, the player's choice); resolves
   * to an error box to show in the dialog, or null when accepted. */
  submit: (a: Action, thenEnd?: boolean) => Promise<HTMLElement | null>;
  apostle: (id: string) => ApostleCard | undefined;
  names: (seat: number) => string;
  /** Where the focus goes once a dialog closed and the button that opened it is gone. */
  refocus?: () => void;
}

/** Where a force form lives: in a modal dialog (the region card's buttons) or in place in
 * the side panel (a source then a target picked on the map). `done` runs once the action
 * is accepted, `cancel` on Cancel. */
export interface FormHost {
  done: () => void;
  cancel: () => void;
  /** The label of a second, first-placed button that sends the action and then ends the
   * step ("Move and end your turn"), when the page offers it. */
  andEnd?: string;
}

/** The force form: starts at the largest force allowed (most strength), editable in place
 * (sliders bounded by the option's rows), strength and odds beside it. */
function forceForm(title: string, intro: string, rows: Force[], verb: string, deps: DialogDeps,
                   build: (infantry: number, cannons: number, extra: HTMLFormElement) => Action,
                   extras: HTMLElement[], odds: number | undefined, host: FormHost, heading: "h2" | "h3"): HTMLFormElement {
  const start = largest(rows);
  let rowIx = Math.max(0, rows.findIndex((r) => r.cannons === start.cannons));
  const cannons = h("input", { type: "range", id: "force-cannons", name: "cannons", min: 0, max: rows.length - 1,
                               step: 1, value: rowIx, "aria-label": "Cannons" });
  const infantry = h("input", { type: "range", id: "force-infantry", name: "infantry", step: 1, "aria-label": "Infantry" });
  const cOut = h("output", { for: "force-cannons" });
  const iOut = h("output", { for: "force-infantry" });
  const sOut = h("output", { class: "strength" });
  const bounds = h("span", { class: "bounds" });
  const oddsOut = h("output", { class: "odds" });
  const problem = h("div", { class: "dialog-problem" });
  const send = h("button", { type: "submit", class: host.andEnd ? "" : "primary", value: "send" }, verb);
  const sendEnd = host.andEnd ? h("button", { type: "submit", class: "primary", value: "end" }, host.andEnd) : null;
  let oddsTimer = 0;
  const sync = (): void => {
    const row = rows[rowIx] as Force;
    infantry.min = String(row.min_infantry);
    infantry.max = String(row.max_infantry);
    const f = clampForce(rows, Number(infantry.value), row.cannons);
    infantry.value = String(f.infantry);
    infantry.disabled = row.min_infantry === row.max_infantry;
    cOut.textContent = `${row.cannons} ${row.cannons === 1 ? "cannon" : "cannons"}`;
    iOut.textContent = `${f.infantry} infantry`;
    bounds.textContent = row.min_infantry === row.max_infantry ? "" : `(${row.min_infantry} to ${row.max_infantry} with ${row.cannons === 1 ? "1 cannon" : `${row.cannons} cannons`})`;
    const st = strength(f.infantry, f.cannons);
    sOut.textContent = `Strength ${st} (infantry + 3 × cannons)`;
    if (odds !== undefined) {
      window.clearTimeout(oddsTimer);
      oddsTimer = window.setTimeout(() => {
        deps.api.odds(Math.min(60, st), Math.min(45, odds)).then(
          (o) => { oddsOut.textContent = `Chance to win without an Ally: ${Math.round(o.attacker_wins * 100)} %`; },
          () => { oddsOut.textContent = ""; });
      }, 120);
    }
  };
  cannons.addEventListener("input", () => {
    rowIx = Number(cannons.value);
    sync();
  });
  infantry.addEventListener("input", sync);
  infantry.value = String(start.infantry);
  const form = h("form", { method: "dialog", class: "force" },
    h(heading, null, title),
    h("p", null, intro),
    rows.length > 1 || (rows[0]?.cannons ?? 0) > 0 ? h("label", null, h("span", null, "Cannons"), cannons, cOut) : null,
    h("label", null, h("span", null, "Infantry"), infantry, iOut, bounds),
    h("p", null, sOut, " ", oddsOut),
    ...extras, problem,
    h("p", { class: "buttons" }, sendEnd, send, h("button", { type: "button", value: "cancel", onclick: () => host.cancel() }, "Cancel")));
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const row = rows[rowIx] as Force;
    const f = clampForce(rows, Number(infantry.value), row.cannons);
    const thenEnd = (ev as SubmitEvent).submitter === sendEnd && sendEnd !== null;
    send.disabled = true;
    if (sendEnd) sendEnd.disabled = true;
    put(problem);
    const err = await deps.submit(build(f.infantry, f.cannons, form), thenEnd);
    send.disabled = false;
    if (sendEnd) sendEnd.disabled = false;
    if (err) problem.append(err);
    else host.done();
  });
  sync();
  return form;
}

type FormArgs = [title: string, intro: string, rows: Force[], verb: string, deps: DialogDeps,
                 build: (infantry: number, cannons: number, extra: HTMLFormElement) => Action,
                 extras: HTMLElement[], odds: number | undefined];

/** `inline === null`: a modal dialog; else the form for the side panel, with its host. */
function place(args: FormArgs, inline: FormHost | null): HTMLFormElement | null {
  if (inline) return forceForm(...args, inline, "h3");
  const dlg = h("dialog", { class: "action-dialog", "aria-label": args[0] });
  dlg.append(forceForm(...args, { done: () => dlg.close(), cancel: () => dlg.close() }, "h2"));
  dlg.addEventListener("close", () => {
    dlg.remove();
    if (document.activeElement === document.body || document.activeElement === null) args[4].refocus?.();
  });
  document.body.append(dlg);
  dlg.showModal();
  return null;
}

export function attackDialog(option: AttackOption, target: AttackTarget, deps: DialogDeps, inline: FormHost | null = null): HTMLFormElement | null {
  const rows = attackRows(option, target);
  const to = regionName(target.region), from = regionName(option.from);
  const intro = target.kind === "battle" ? `A battle against ${target.ottomans} Ottoman infantry (R12).`
    : target.kind === "occupation" ? `${to} is empty: your force occupies it (R15).`
    : `${to} is held by ${deps.names(target.defender_seat ?? 0)} with strength ${target.defender_strength}: ` +
      `a takeover needs more strength than that (R16).`;
  const extras: HTMLElement[] = [];
  if (target.kind === "battle" && option.can_call_ally) {
    extras.push(h("label", { class: "check" }, h("input", { type: "checkbox", name: "call_ally" }), " Ask for an Ally (R18)"));
  }
  const blessings = option.blessings ?? [];
  if (target.kind === "battle" && blessings.length) {
    extras.push(h("label", null, h("span", null, "Blessing"),
      h("select", { name: "blessing" }, h("option", { value: "" }, "None"),
        ...blessings.map((id) => {
          const a = deps.apostle(id);
          return h("option", { value: id }, a ? `${a.title}: ${a.blessing_text}` : id);
        }))));
  }
  const verb = target.kind === "battle" ? "Attack" : target.kind === "occupation" ? "Occupy" : "Take over";
  return place([`${verb} ${to} from ${from}`, intro, rows, verb, deps,
    (infantry, cannons, form) => {
      const data = new FormData(form);
      const blessing = String(data.get("blessing") ?? "");
      return { type: "attack", from: option.from, to: target.region, infantry, cannons,
               call_ally: data.get("call_ally") === "on", ...(blessing ? { blessing } : {}) };
    }, extras, target.kind === "battle" ? target.ottomans : undefined], inline);
}

export function moveDialog(option: MoveOption, to: string, deps: DialogDeps, inline: FormHost | null = null): HTMLFormElement | null {
  return place([`Move from ${regionName(option.from)} to ${regionName(to)}`,
    "Movement between two of your regions (R17); one strength stays behind (R28).", moveRows(option), "Move", deps,
    (infantry, cannons) => ({ type: "move", from: option.from, to, infantry, cannons }), [], undefined], inline);
}
