/**
 * The seats' clocks (`options.clock`, the view's `clocks`): each seat's time left, the
 * running one (the seat the game waits on, played by its human) counting down live from
 * the view's `remaining_ms` "as of this response" (so the browser's own clock may be
 * off: only elapsed time on this page counts); every new view re-syncs it. A clock is
 * "low" at 10 s or less, or at a tenth of `initial_s` when that is more.
 */
import type { SeatClock } from "./api.js";
import { h, put } from "./dom.js";
import { seatColour } from "./map.js";
import type { Names } from "./words.js";

/** `65_000` -> `1:05`, `3_723_000` -> `1:02:03` (rounded up: a clock shows 0:00 only when out). */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return hh ? `${hh}:${String(mm).padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

/** What the clocks read of a view (any kind's: 1821's `GameView`, the Ottomans' view). */
export interface ClockView { clocks?: SeatClock[] | null; status: string; options: { clock?: { initial_s: number } | null } }

export class Clocks {
  readonly el = h("div", { class: "clocks", role: "group", "aria-label": "Clocks" });
  private clocks: SeatClock[] = [];
  private since = 0;
  private lowMs = 10_000;
  private live = true;
  private timer = 0;
  private readonly cells = new Map<number, { root: HTMLElement; time: HTMLElement }>();

  constructor(private readonly names: Names) {}

  /** Show `v`'s clocks; `live` false (a past version): frozen as they were. */
  set(v: ClockView | null, live = true): void {
    const clocks = v?.clocks ?? null;
    window.clearTimeout(this.timer);
    this.timer = 0;
    this.cells.clear();
    if (!v || !clocks || !clocks.length) {
      put(this.el);
      this.el.hidden = true;
      return;
    }
    this.el.hidden = false;
    this.clocks = clocks;
    this.since = performance.now();
    this.live = live && (v.status === "active" || v.status === "setup");
    this.lowMs = Math.max(10_000, (v.options.clock?.initial_s ?? 0) * 100);
    put(this.el, ...clocks.map((c) => {
      const time = h("span", { class: "clock-time" });
      const root = h("span", { class: "clock", role: "timer", "data-seat": c.seat, "aria-label": `${this.names(c.seat)}: time left` },
        h("span", { class: "swatch", style: `background:${seatColour(c.seat)}` }), h("span", { class: "clock-name" }, this.names(c.seat)), time);
      this.cells.set(c.seat, { root, time });
      return root;
    }));
    this.tick();
  }

  stop(): void {
    window.clearTimeout(this.timer);
    this.timer = 0;
  }

  /** Show the clocks as of now; while one runs, come back when what it shows next changes
   * (its next second, or the moment it turns low), not on a fixed beat. */
  private tick(): void {
    this.timer = 0;
    const gone = this.live ? performance.now() - this.since : 0;
    let next = Infinity;
    for (const c of this.clocks) {
      const cell = this.cells.get(c.seat);
      if (!cell) continue;
      const running = this.live && c.running;
      const left = Math.max(0, c.remaining_ms - (running ? gone : 0));
      const text = clockText(left);
      if (cell.time.textContent !== text) cell.time.textContent = text;
      cell.root.dataset.ms = String(Math.round(left));
      cell.root.classList.toggle("running", running);
      cell.root.classList.toggle("low", left <= this.lowMs);
      cell.root.classList.toggle("out", left <= 0);
      if (running && left > 0) next = Math.min(next, left % 1000 || 1000, left > this.lowMs ? left - this.lowMs : Infinity);
    }
    if (next < Infinity) this.timer = window.setTimeout(() => this.tick(), next + 5);
  }
}
