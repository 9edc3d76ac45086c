/**
 * The map of Greece (`kinds/gamekinds/battle1821/files/map.json`, written by `tools/make_map.py`, bundled into
 * the client at build time) drawn as inline SVG with the look of `board.svg`
 * (`server/service/board_svg.py`: the same colours, marks and counters), one click /
 * keyboard target per region.
 */
import mapJson from "../../kinds/gamekinds/battle1821/files/map.json";

import type { Board, RegionState } from "./board.js";
import { h, svg } from "./dom.js";

export interface MapRegion {
  id: string;
  kind: "starting" | "normal" | "reinforcement";
  reinforcement_number: number | null;
  d: string;
  halo: string | null;
  label: [number, number];
  label_lines: string[];
}
export interface MapData {
  frame: { width: number; height: number };
  sea: string;
  neutral: string;
  regions: MapRegion[];
  seas: { name: string; label: [number, number] }[];
}

export const MAP = mapJson as unknown as MapData;
const BY_ID = new Map(MAP.regions.map((r) => [r.id, r]));

// The colours of board_svg.py.
export const SEAT_COLOURS = ["#2b6cb0", "#2f855a", "#805ad5", "#c05621"];
export const SEAT_FILLS = ["#a9c7ea", "#a8d8b9", "#cdbcf0", "#f2c49b"];
export const OTTOMAN = "#b02a24";
const OTTOMAN_FILL = "#e9b9ae";
const FREE_FILL = "#f6efdc";
const NEUTRAL_FILL = "#d9d5cb";
const SEA = "#b9d5e6", SEA_EDGE = "#8db4cc";
const INK = "#1f2933", MUTED = "#52606d";
const GREEK_BLUE = "#1860b0";
const FONT = "Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";
// Sizes in map units (km); the map is drawn at ~0.8 px a unit at 1280x800 (the view below)
// and ~0.47 at 390 px wide (where zoomFrame starts at 175 %): names >= 10 px, digits >= 9.5 px.
const LABEL_SIZE = 12.5, LABEL_LEAD = 14, ASCENT = 0.78, DESCENT = 0.24;
const COUNTER_H = 15.5, COUNTER_GAP = 3, COUNTER_PAD = 2.5, LABEL_GAP = 3, COUNTER_FONT = 12;
/** The part of the frame drawn: the board's regions and labels (Souli to Smyrna, Macedonia
 * to Crete) with a margin; the far north and east (off the board) are left out, so the
 * board is drawn larger. */
const VIEW = { x: 10, y: 70, width: 780, height: 725 };

export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % 4] as string;
}

/** A region's name on one line, as the map labels it. */
export function regionName(id: string): string {
  const r = BY_ID.get(id);
  return r ? r.label_lines.join(" ").replace("- ", "-") : id;
}

let ctx: CanvasRenderingContext2D | null | undefined;
function textWidth(s: string, size: number, bold: boolean): number {
  if (ctx === undefined) ctx = document.createElement("canvas").getContext("2d");
  if (!ctx) return s.length * size * 0.55;
  ctx.font = `${bold ? "bold " : ""}${size}px ${FONT}`;
  return ctx.measureText(s).width;
}

function fillOf(r: RegionState): string {
  if (r.owner !== null && r.owner >= 0) return SEAT_FILLS[r.owner % 4] as string;
  return r.ottomans > 0 ? OTTOMAN_FILL : FREE_FILL;
}

interface Counter { kind: "infantry" | "cannon" | "ottoman"; count: number; colour: string }

function icon(kind: Counter["kind"], x: number, y: number, background: string): SVGGElement {
  const g = svg("g", { fill: "#ffffff" });
  if (kind === "cannon") {
    g.append(svg("path", { d: `M${x + 0.6} ${y + 6.4}l8.0 -4.6l0.9 1.7l-7.6 4.8z` }),
             svg("circle", { cx: x + 3.4, cy: y + 7.2, r: 2.4, fill: background, stroke: "#ffffff", "stroke-width": 1.3 }),
             svg("circle", { cx: x + 3.4, cy: y + 7.2, r: 0.6 }));
  } else {
    g.append(svg("circle", { cx: x + 4.5, cy: y + 2.4, r: 1.9 }),
             svg("path", { d: `M${x + 1.6} ${y + 10}l0.7 -5.0q2.2 -1.3 4.4 0l0.7 5.0z` }));
    if (kind === "ottoman") g.append(svg("path", { d: `M${x + 2.7} ${y + 1.5}h3.6l-0.6 -2.4h-2.4z` }));
  }
  return g;
}

function counterWidth(c: Counter): number {
  return COUNTER_PAD + 9 + 1.5 + textWidth(String(c.count), COUNTER_FONT, true) + COUNTER_PAD;
}

function counters(id: string, r: RegionState, battle: Board["battle"]): Counter[] {
  let inf = r.infantry, can = r.cannons, ott = r.ottomans;
  let colour = r.owner !== null ? seatColour(r.owner) : INK;
  const out: Counter[] = [];
  let ally: Counter | null = null;
  if (battle && battle.region === id) {
    inf = battle.greek_infantry;
    can = battle.greek_cannons;
    ott = battle.kind === "greek_attack" ? r.ottomans : battle.ottomans;
    colour = seatColour(battle.seat);
    if (battle.ally_seat !== null && battle.ally_infantry > 0) {
      ally = { kind: "infantry", count: battle.ally_infantry, colour: seatColour(battle.ally_seat) };
    }
  }
  if (inf) out.push({ kind: "infantry", count: inf, colour });
  if (can) out.push({ kind: "cannon", count: can, colour });
  if (ally) out.push(ally);
  if (ott) out.push({ kind: "ottoman", count: ott, colour: OTTOMAN });
  return out;
}

function labelTop(r: MapRegion): number {
  return r.label[1] - (r.label_lines.length * LABEL_LEAD) / 2;
}

function baseline(r: MapRegion, i: number): number {
  return labelTop(r) + i * LABEL_LEAD + ASCENT * LABEL_SIZE + (LABEL_LEAD - LABEL_SIZE) / 2;
}

function mark(r: MapRegion): SVGGElement | null {
  if (r.kind === "normal") return null;
  const w = textWidth(r.label_lines[0] ?? "", LABEL_SIZE, true);
  const cx = r.label[0] - w / 2 - 9, cy = baseline(r, 0) - 4;
  const g = svg("g", { class: `mark ${r.kind}` });
  if (r.kind === "reinforcement") {
    g.append(svg("circle", { cx, cy, r: 7, fill: OTTOMAN, stroke: "#ffffff", "stroke-width": 1.2 }),
             svg("text", { x: cx, y: cy + 3.6, "text-anchor": "middle", "font-size": 10, "font-weight": "bold",
                           fill: "#ffffff" }, String(r.reinforcement_number ?? "")));
  } else {
    const x = cx - 6, y = cy - 4.5;
    g.append(svg("rect", { x, y, width: 12, height: 9, fill: GREEK_BLUE, stroke: "#ffffff", "stroke-width": 0.8 }),
             svg("rect", { x: x + 5, y, width: 2, height: 9, fill: "#ffffff" }),
             svg("rect", { x, y: y + 3.5, width: 12, height: 2, fill: "#ffffff" }));
  }
  return g;
}

export interface MapHandlers {
  /** A region was chosen (click, Enter or Space). */
  onPick?: (id: string) => void;
}

/** The map: `element` to place in the page, `draw(board)` to show a board,
 * `highlight(ids, selected)` to mark the regions the player may pick. */
export class MapView {
  readonly element: SVGSVGElement;
  private readonly land = new Map<string, SVGUseElement>();
  private readonly halos = new Map<string, SVGPathElement>();
  private readonly pieces = new Map<string, SVGGElement>();
  private readonly targets = new Map<string, SVGGElement>();
  /** What each region shows now (its state, counters and owner's name), as drawn last. */
  private readonly drawn = new Map<string, string>();
  private readonly battleRing: SVGUseElement;
  private names: (seat: number) => string = (s) => `Seat ${s}`;

  constructor(private readonly handlers: MapHandlers = {}) {
    const s = svg("svg", { viewBox: `${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}`, class: "map",
                           role: "group", "aria-label": "Map of the board", "font-family": FONT });
    const defs = svg("defs");
    defs.append(svg("path", { id: "shape-neutral", d: MAP.neutral }));
    for (const r of MAP.regions) defs.append(svg("path", { id: `shape-${r.id}`, d: r.d }));
    s.append(defs, svg("path", { d: MAP.sea, fill: SEA, class: "sea" }));
    for (const r of MAP.regions) {
      if (!r.halo) continue;
      const p = svg("path", { d: r.halo, class: "halo", fill: FREE_FILL, stroke: MUTED, "fill-opacity": 0.55, "stroke-width": 1,
                              "stroke-dasharray": "4 3" });
      this.halos.set(r.id, p);
      s.append(p);
    }
    const coast = svg("g", { class: "coast", fill: "none", stroke: SEA_EDGE, "stroke-width": 3, "stroke-linejoin": "round" });
    for (const k of ["neutral", ...MAP.regions.map((r) => r.id)]) coast.append(svg("use", { href: `#shape-${k}` }));
    s.append(coast, svg("use", { href: "#shape-neutral", fill: NEUTRAL_FILL, stroke: "#b7b1a4", "stroke-width": 0.6 }));
    for (const sea of MAP.seas) {
      s.append(svg("text", { x: sea.label[0], y: sea.label[1], "text-anchor": "middle", "font-size": 13,
                             "font-style": "italic", fill: "#5f87a3", "letter-spacing": 2 }, sea.name));
    }
    for (const r of MAP.regions) {
      // Drawn free until a board is shown (a page with no game shows the neutral map).
      const u = svg("use", { href: `#shape-${r.id}`, class: "land", fill: FREE_FILL, stroke: "#6b6457", "stroke-width": 0.7,
                             "stroke-linejoin": "round" });
      this.land.set(r.id, u);
      s.append(u);
    }
    this.battleRing = svg("use", { class: "battle-ring", fill: "none", stroke: OTTOMAN, "stroke-width": 2.4,
                                   "stroke-dasharray": "5 3", visibility: "hidden" });
    s.append(this.battleRing);
    for (const r of MAP.regions) {
      const g = svg("g", { id: `region-${r.id}`, class: "region", "data-region": r.id });
      const m = mark(r);
      if (m) g.append(m);
      const label = svg("g", { class: "label", fill: INK, stroke: "#fffdf6", "stroke-width": 2.6,
                               "stroke-linejoin": "round", "paint-order": "stroke" });
      r.label_lines.forEach((line, i) => {
        label.append(svg("text", { x: r.label[0], y: baseline(r, i), "text-anchor": "middle", "font-size": LABEL_SIZE,
                                   "font-weight": i === 0 ? "bold" : "normal" }, line));
      });
      const pieces = svg("g", { class: "pieces" });
      this.pieces.set(r.id, pieces);
      g.append(label, pieces);
      s.append(g);
    }
    // Click targets above everything: the region's land (or its sea-zone halo).
    const hits = svg("g", { class: "hits" });
    for (const r of MAP.regions) {
      const t = svg("g", { class: "hit", id: `pick-${r.id}`, "data-region": r.id, tabindex: -1, role: "button",
                           "aria-label": regionName(r.id) });
      t.append(svg("use", { href: `#shape-${r.id}` }));
      if (r.halo) t.append(svg("path", { d: r.halo }));
      const pick = (): void => this.handlers.onPick?.(r.id);
      t.addEventListener("click", pick);
      t.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter" || ev.key === " ") {
          ev.preventDefault();
          pick();
        }
      });
      this.targets.set(r.id, t);
      hits.append(t);
    }
    s.append(hits);
    this.element = s;
  }

  setNames(names: (seat: number) => string): void {
    this.names = names;
  }

  draw(board: Board): void {
    for (const r of MAP.regions) {
      const st = board.regions[r.id] ?? { owner: null, infantry: 0, cannons: 0, ottomans: 0 };
      const cs = counters(r.id, st, board.battle);
      const who = st.owner !== null ? this.names(st.owner) : st.ottomans ? "the Ottomans" : "nobody";
      // a region drawn as it is now is left alone (most events change one or two regions)
      const key = JSON.stringify([st.owner, st.infantry, st.cannons, st.ottomans, cs, who]);
      if (this.drawn.get(r.id) === key) continue;
      this.drawn.set(r.id, key);
      this.land.get(r.id)?.setAttribute("fill", fillOf(st));
      const halo = this.halos.get(r.id);
      if (halo) {
        halo.setAttribute("fill", fillOf(st));
        halo.setAttribute("stroke", st.owner !== null ? seatColour(st.owner) : st.ottomans ? OTTOMAN : MUTED);
      }
      const g = this.pieces.get(r.id) as SVGGElement;
      g.replaceChildren();
      const widths = cs.map(counterWidth);
      let x = r.label[0] - (widths.reduce((a, b) => a + b, 0) + COUNTER_GAP * (cs.length - 1)) / 2;
      const y = baseline(r, r.label_lines.length - 1) + DESCENT * LABEL_SIZE + LABEL_GAP;
      cs.forEach((c, i) => {
        const w = widths[i] as number;
        const cg = svg("g", { class: `counter ${c.kind}` });
        cg.append(svg("rect", { x, y, width: w, height: COUNTER_H, rx: 3, fill: c.colour, stroke: "#ffffff", "stroke-width": 1 }),
                  icon(c.kind, x + COUNTER_PAD, y + 2.8, c.colour),
                  svg("text", { x: x + w - COUNTER_PAD, y: y + 11.6, "text-anchor": "end", "font-size": COUNTER_FONT,
                                "font-weight": "bold", fill: "#ffffff" }, String(c.count)));
        g.append(cg);
        x += w + COUNTER_GAP;
      });
      const what = [st.infantry && `${st.infantry} infantry`, st.cannons && `${st.cannons} cannons`,
                    st.ottomans && `${st.ottomans} Ottoman infantry`].filter(Boolean).join(", ");
      this.targets.get(r.id)?.setAttribute("aria-label", `${regionName(r.id)}: held by ${who}${what ? `; ${what}` : ""}`);
    }
    if (board.battle) {
      this.battleRing.setAttribute("href", `#shape-${board.battle.region}`);
      this.battleRing.setAttribute("visibility", "visible");
    } else {
      this.battleRing.setAttribute("visibility", "hidden");
    }
  }

  /** Mark `ids` as pickable (and keyboard-focusable), `selected` as chosen. */
  highlight(ids: Iterable<string>, selected: string | null = null): void {
    const on = new Set(ids);
    for (const [id, t] of this.targets) {
      t.classList.toggle("pickable", on.has(id));
      t.classList.toggle("selected", id === selected);
      const tab = on.has(id) ? "0" : "-1";
      if (t.getAttribute("tabindex") !== tab) t.setAttribute("tabindex", tab);   // a same-value write is a DOM change too
    }
  }
}

const ZOOMS = [1, 1.75, 2.5, 4];

/** The map in a frame that scrolls inside itself (never the page) with zoom buttons:
 * `element` to place in the page; the zoom is `data-zoom` on it (1 = the whole map). */
export function zoomFrame(map: MapView): HTMLElement {
  let level = 0, base = 0;   // base: the fitted map's side (px) when zooming began
  const frame = h("div", { class: "map-frame", "data-zoom": "1" });
  const label = h("span", { class: "zoom-level", "aria-live": "polite" }, "100%");
  const set = (next: number): void => {
    const to = Math.max(0, Math.min(ZOOMS.length - 1, next));
    if (to === level) return;
    // Keep the point at the frame's centre where it is.
    const cx = (frame.scrollLeft + frame.clientWidth / 2) / frame.scrollWidth;
    const cy = (frame.scrollTop + frame.clientHeight / 2) / frame.scrollHeight;
    level = to;
    const z = ZOOMS[level] as number;
    frame.dataset.zoom = String(z);
    if (level && !base) base = Math.min(frame.clientWidth, frame.clientHeight);
    if (!level) base = 0;
    map.element.style.width = map.element.style.height = level ? `${Math.round(z * base)}px` : "";
    frame.classList.toggle("zoomed", z !== 1);
    label.textContent = `${Math.round(z * 100)}%`;
    zoomOut.disabled = level === 0;
    zoomIn.disabled = level === ZOOMS.length - 1;
    frame.scrollLeft = cx * frame.scrollWidth - frame.clientWidth / 2;
    frame.scrollTop = cy * frame.scrollHeight - frame.clientHeight / 2;
  };
  const zoomIn = h("button", { type: "button", class: "zoom-in", "aria-label": "Zoom in", title: "Zoom in", onclick: () => set(level + 1) }, "+");
  const zoomOut = h("button", { type: "button", class: "zoom-out", "aria-label": "Zoom out", title: "Zoom out", disabled: true,
                                onclick: () => set(level - 1) }, "−");
  frame.append(map.element);
  const wrap = h("div", { class: "map-wrap" }, frame,
    h("div", { class: "zoom", role: "group", "aria-label": "Map zoom" }, zoomOut, label, zoomIn));
  // a phone-wide frame starts zoomed in (175 %: names ~10.5 px), once it is laid out
  // centred on the mainland (most regions: Souli to Attica and the Peloponnese), not the Aegean
  requestAnimationFrame(() => {
    if (!(frame.clientWidth > 0 && frame.clientWidth < 560 && level === 0)) return;
    set(1);
    frame.scrollLeft = 0.36 * frame.scrollWidth - frame.clientWidth / 2;
  });
  return wrap;
}
