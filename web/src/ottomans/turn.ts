/**
 * The Ottomans page's turn tools, as 1821's page has them (`pages/game.ts`), in one
 * element (`el`) the page puts under its actions card:
 *
 * - the turn signals (`signals.ts`'s `TurnSignals`, the same as 1821's): the tab title
 *   starts with "▶ Your move" and the favicon carries a badge while the game waits on
 *   this browser's seat; optionally a tone and a system notification when the turn comes;
 * - keyboard shortcuts of a seat, not while typing in a field or with a dialog open:
 *   E ends the phase, P passes in a reaction window, A goes to the actions, M to the map's
 *   first area to pick; ← and → step through the versions (for anyone, as on 1821's page).
 *   The keys are told under the actions ("Keys: …").
 */
import { h } from "../dom.js";
import { TurnSignals } from "../signals.js";

/** What the shortcuts do on the page; each returns whether it did something. */
export interface TurnKeys {
  /** Whether this browser plays a seat, in the live game (not a past version). */
  playing(): boolean;
  endPhase(): boolean;
  focusActions(): void;
  focusMap(): boolean;
  /** One version back (-1) or forward (+1); false: nothing to step to. */
  step(by: -1 | 1): boolean;
}

export class TurnTools {
  readonly el: HTMLElement;
  private readonly signals: TurnSignals;
  private readonly listener = (ev: KeyboardEvent): void => this.onKey(ev);

  constructor(private readonly keys: TurnKeys, app: string, private readonly actions: HTMLElement) {
    this.signals = new TurnSignals(app);
    const k = (key: string): HTMLElement => h("kbd", null, key);
    this.el = h("div", { class: "ott-turn-tools", hidden: true }, this.signals.el,
      h("p", { class: "keys" }, "Keys: ", k("E"), " end the phase · ", k("P"), " pass (a reaction) · ",
        k("M"), " the map (Tab between areas, Enter to pick) · ", k("A"), " your actions · ",
        k("←"), " ", k("→"), " earlier and later versions"));
    window.addEventListener("keydown", this.listener);
  }

  /** Call on every render: `mine` whether the game waits on this browser's seat now (it has
   * options), `title` the page's title, `seat` whether this browser plays a seat of a game
   * not over (the signals and keys are told to it). */
  set(mine: boolean, title: string, seat: boolean): void {
    this.signals.set(mine, title);
    this.el.hidden = !seat;
  }

  destroy(): void {
    window.removeEventListener("keydown", this.listener);
    this.signals.destroy();
  }

  private shortcut(key: string): boolean {
    const k = key.toLowerCase();
    if (!["e", "p", "a", "m"].includes(k) || !this.keys.playing()) return false;
    if (k === "a") { this.keys.focusActions(); return true; }
    if (k === "m") return this.keys.focusMap();
    if (k === "e") return this.keys.endPhase();
    const pass = this.actions.querySelector<HTMLButtonElement>("[data-action=react-pass]:not([disabled])");
    pass?.click();
    return pass !== null;
  }

  private onKey(ev: KeyboardEvent): void {
    const t = ev.target;
    const typing = t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement
      || (t instanceof HTMLElement && t.isContentEditable);
    if (typing || ev.altKey || ev.ctrlKey || ev.metaKey || document.querySelector("dialog[open]")) return;
    let done = false;
    if (ev.key === "ArrowLeft" || ev.key === "ArrowRight") done = !ev.shiftKey && this.keys.step(ev.key === "ArrowLeft" ? -1 : 1);
    else done = this.shortcut(ev.key);
    if (done) ev.preventDefault();
  }
}
