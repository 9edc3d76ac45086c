/**
 * The Ottomans' map: the server's board picture (`GET /games/{id}/board.svg`, drawn by
 * `kinds/gamekinds/ottomans/picture.py`), parsed as XML and imported node by node (nothing
 * but SVG elements and plain attributes: no script, no event handler, no link out), shown
 * in a frame that zooms and scrolls. Every element of the picture that names its place
 * (`data-area`: the region and sea shapes, the regions' labels, the cities, the stacks) is a
 * click target: `onPick(area)`; a sea's label and a city's name take no click (style.css),
 * the area under them does ("Bosporus (1)" lies on Byzantium's centre). The areas the seat may act in now are outlined
 * (`highlight`); the selected one is drawn thicker. Each region and sea is a focusable
 * button for the keyboard (Tab, Enter).
 *
 * The picture's players box, legend (its `g.panel`s, in the picture's corners) and turn
 * track (`g.track`, along its foot) are not shown in the zooming frame, where a zoomed or
 * narrow view cut them (the first view is zoomed in on the Balkans): each is copied whole
 * into `key`, a card of its own (its own viewBox, scaled to the card's width), which the
 * page puts in its side panel.
 */
import { SVG_NS, h } from "../dom.js";

const ZOOMS = [1, 1.5, 2.5, 3.5, 5];
/** Attributes the picture may carry onto the page (the drawing's own vocabulary). */
const SAFE_ATTR = /^(id|class|d|x|y|x1|x2|y1|y2|cx|cy|r|rx|ry|width|height|viewBox|transform|fill|fill-opacity|stroke|stroke-width|stroke-opacity|stroke-dasharray|stroke-linejoin|stroke-linecap|font-family|font-size|font-weight|font-style|text-anchor|letter-spacing|paint-order|textLength|lengthAdjust|opacity|patternUnits|patternTransform|data-[a-z-]+|preserveAspectRatio)$/;
const SAFE_TAG = /^(svg|g|path|rect|circle|ellipse|line|polyline|polygon|text|tspan|title|desc|defs|pattern)$/;

/** Copy the picture's SVG into this document, keeping only drawing elements and attributes. */
function importSvg(src: Element): Element | null {
  if (src.namespaceURI !== SVG_NS || !SAFE_TAG.test(src.localName)) return null;
  const el = document.createElementNS(SVG_NS, src.localName);
  for (const a of Array.from(src.attributes)) {
    if (a.namespaceURI === null && SAFE_ATTR.test(a.name) && !/url\((?!#)/i.test(a.value)) el.setAttribute(a.name, a.value);
  }
  for (const c of Array.from(src.childNodes)) {
    if (c.nodeType === Node.TEXT_NODE) el.append(c.textContent ?? "");
    else if (c.nodeType === Node.ELEMENT_NODE) {
      const k = importSvg(c as Element);
      if (k) el.append(k);
    }
  }
  return el;
}

/** The drawing children of `src` the page keeps (text, and elements `importSvg` takes). */
function kept(src: Element): ChildNode[] {
  return Array.from(src.childNodes).filter((c) => c.nodeType === Node.TEXT_NODE
    || (c.nodeType === Node.ELEMENT_NODE && (c as Element).namespaceURI === SVG_NS && SAFE_TAG.test((c as Element).localName)));
}

/** The page's own classes on the picture's areas (`mark`), not the picture's. */
const PAGE_CLASSES = new Set(["pickable", "selected"]);

/** Make `live` (imported earlier) show what `src` (a new picture's element of the same tag)
 * draws, touching only what differs: its attributes, its text and, child by child, its
 * children (a child of another tag, or one more or fewer, is imported or removed).
 * Attributes the page set itself (tabindex, role, aria-*, the classes of `mark`) stay.
 * `was`: the element of the previous picture `live` shows now (null: not known); a child
 * equal to its counterpart there (`isEqualNode`, native) is left alone without a look at
 * its attributes and children: a new version moves a few stacks, the rest of the picture
 * (thousands of elements) is the same. */
function patchSvg(live: Element, src: Element, was: Element | null = null): void {
  const want = new Map<string, string>();
  for (const a of Array.from(src.attributes)) {
    if (a.namespaceURI === null && SAFE_ATTR.test(a.name) && !/url\((?!#)/i.test(a.value)) want.set(a.name, a.value);
  }
  for (const a of Array.from(live.attributes)) {
    if (SAFE_ATTR.test(a.name) && !want.has(a.name) && a.name !== "class") live.removeAttribute(a.name);
  }
  for (const [name, value] of want) {
    if (name === "class") {
      const mine = Array.from(live.classList).filter((c) => PAGE_CLASSES.has(c));
      const theirs = value.split(/\s+/).filter((c) => c && !PAGE_CLASSES.has(c));
      if (Array.from(live.classList).filter((c) => !PAGE_CLASSES.has(c)).join(" ") !== theirs.join(" ")) live.setAttribute("class", [...theirs, ...mine].join(" "));
    } else if (live.getAttribute(name) !== value) {
      live.setAttribute(name, value);
    }
  }
  if (!want.has("class") && live.hasAttribute("class") && !Array.from(live.classList).every((c) => PAGE_CLASSES.has(c))) {
    live.setAttribute("class", Array.from(live.classList).filter((c) => PAGE_CLASSES.has(c)).join(" "));
  }
  const next = kept(src);
  const have = Array.from(live.childNodes);
  const before = was ? kept(was) : [];
  next.forEach((c, i) => {
    const old = have[i];
    const prev = before[i];
    if (old && prev && c.isEqualNode(prev)) return;     // drawn as it is
    if (c.nodeType === Node.TEXT_NODE) {
      if (old?.nodeType === Node.TEXT_NODE) { if (old.textContent !== c.textContent) old.textContent = c.textContent; }
      else if (old) old.replaceWith(c.textContent ?? "");
      else live.append(c.textContent ?? "");
      return;
    }
    const el = c as Element;
    if (old && old.nodeType === Node.ELEMENT_NODE && (old as Element).localName === el.localName) {
      patchSvg(old as Element, el, prev?.nodeType === Node.ELEMENT_NODE && (prev as Element).localName === el.localName ? prev as Element : null);
    }
    else {
      const fresh = importSvg(el) as Element;
      if (old) old.replaceWith(fresh);
      else live.append(fresh);
    }
  });
  for (const old of have.slice(next.length)) old.remove();
}

/** The picture's text cut at its root's children: `head` the root's start tag, `parts` each
 * child element's text in order (null: a shape this does not cut, e.g. text, a comment or
 * CDATA between them; the whole picture is parsed then). A new version of a game changes a
 * few of them (the turn track nearly always, the stacks every other version, the regions'
 * colours seldom), and parsing the whole ~160 KB picture as XML was most of a page's CPU
 * for each version (~40 ms in Chromium against ~3 ms for the parts that changed). */
export function cutSvg(text: string): { head: string; parts: string[] } | null {
  const tag = /<(\/?)[A-Za-z_][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/y;
  const start = text.indexOf("<svg");
  if (start < 0 || text.slice(0, start).trim()) return null;
  tag.lastIndex = start;
  const root = tag.exec(text);
  if (!root || root[1] || root[2]) return null;
  const parts: string[] = [];
  let depth = 0;
  let from = tag.lastIndex;
  let at = from;
  for (;;) {
    const lt = text.indexOf("<", at);
    if (lt < 0 || (depth === 0 && lt !== at)) return null;      // text between the root's children
    tag.lastIndex = lt;
    const m = tag.exec(text);
    if (!m) return null;                                          // a comment, CDATA, a processing instruction
    at = tag.lastIndex;
    if (m[1]) {
      if (depth === 0) return text.slice(at).trim() ? null : { head: root[0], parts };   // the root's end tag
      depth -= 1;
    } else if (!m[2]) {
      depth += 1;
    }
    if (depth === 0) {
      parts.push(text.slice(from, at));
      from = at;
    }
  }
}

export class OttBoard {
  readonly element: HTMLElement;
  private readonly frame = h("div", { class: "map-frame ott-frame", "data-zoom": "1" });
  private readonly holder = h("div", { class: "ott-map", role: "group", "aria-label": "Map of the board" });
  private readonly label = h("span", { class: "zoom-level", "aria-live": "polite" }, "100%");
  private readonly zoomIn = h("button", { type: "button", class: "zoom-in", "aria-label": "Zoom in", title: "Zoom in", onclick: () => this.zoom(this.level + 1) }, "+");
  private readonly zoomOut = h("button", { type: "button", class: "zoom-out", "aria-label": "Zoom out", title: "Zoom out", disabled: true, onclick: () => this.zoom(this.level - 1) }, "−");
  private level = 0;
  private base = 0;
  private svgEl: SVGSVGElement | null = null;
  private pickable = new Set<string>();
  private selected: string | null = null;
  private target: string | null = null;
  private names: (id: string) => string = (id) => id;
  /** The text of the picture shown (a re-read that draws the same is not redrawn). */
  private shown = "";
  /** The picture shown, as parsed (what `patchSvg` compares the next one with). */
  private shownRoot: Element | null = null;
  /** The picture shown cut at its root's children (`cutSvg`); null: not cut. */
  private shownCut: { head: string; parts: string[] } | null = null;
  /** The map key: the picture's turn track, players box and legend, each whole. */
  readonly key = h("section", { class: "card ott-key", "aria-label": "Map key", hidden: true });

  constructor(private readonly onPick: (area: string) => void) {
    this.frame.append(this.holder);
    this.element = h("div", { class: "map-wrap ott-wrap" }, this.frame,
      h("div", { class: "zoom", role: "group", "aria-label": "Map zoom" }, this.zoomOut, this.label, this.zoomIn));
    this.holder.addEventListener("click", (ev) => {
      const t = (ev.target as Element | null)?.closest?.("[data-area]");
      const area = t?.getAttribute("data-area");
      if (area) this.onPick(area);
    });
    this.holder.addEventListener("keydown", (ev) => {
      if (ev.key !== "Enter" && ev.key !== " ") return;
      const area = (ev.target as Element | null)?.getAttribute?.("data-area");
      if (!area) return;
      ev.preventDefault();
      this.onPick(area);
    });
  }

  /** The first picture is shown zoomed in on the Balkans and Anatolia, where the game
   * begins: at 150 % in a desktop frame, 350 % in a phone-wide one (names ~11 px in both). */
  private firstView(): void {
    const w = this.frame.clientWidth;
    if (!w) return;
    this.zoom(w < 560 ? 3 : 1);
    this.frame.scrollLeft = 0.5 * this.frame.scrollWidth - this.frame.clientWidth / 2;
    this.frame.scrollTop = 0.47 * this.frame.scrollHeight - this.frame.clientHeight / 2;
  }

  setNames(names: (id: string) => string): void {
    this.names = names;
  }

  /** Show the picture `text` (SVG). Returns false when it could not be read. The picture
   * shown stays, updated where the new one differs (a new version moves a few stacks and
   * markers): only those elements change, and the page's marks and focus stay. */
  draw(text: string): boolean {
    if (text === this.shown) return true;
    const cut = cutSvg(text);
    if (cut && this.patchParts(cut)) {
      this.shown = text;
      this.shownCut = cut;
      this.mark();
      return true;
    }
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    const root = doc.documentElement;
    if (root.localName !== "svg" || root.namespaceURI !== SVG_NS || doc.getElementsByTagName("parsererror").length) return false;
    const first = !this.svgEl;
    let el = this.svgEl;
    if (el) {
      patchSvg(el, root, this.shownRoot);
    } else {
      el = importSvg(root) as SVGSVGElement | null;
      if (!el) return false;
    }
    el.removeAttribute("width");
    el.removeAttribute("height");
    el.setAttribute("class", "ott-svg");
    el.setAttribute("role", "group");     // its areas are buttons
    el.setAttribute("aria-label", "The board");
    for (const g of Array.from(el.querySelectorAll("g.region[data-area], g.sea[data-area]"))) {
      const area = g.getAttribute("data-area") as string;
      if (!g.hasAttribute("tabindex")) g.setAttribute("tabindex", "-1");
      if (g.getAttribute("role") !== "button") g.setAttribute("role", "button");
      if (g.getAttribute("aria-label") !== this.names(area)) g.setAttribute("aria-label", this.names(area));
    }
    // the key's parts are copies: made again only when the picture's parts changed
    const parts = (r: Element | null): Element[] => Array.from(r?.querySelectorAll(":scope > g.track, :scope > g.panel") ?? []);
    const was = parts(this.shownRoot);
    const now = parts(root);
    if (now.length !== was.length || now.some((g, i) => !g.isEqualNode(was[i] as Element))) this.drawKey(el);
    this.svgEl = el;
    this.shown = text;
    this.shownRoot = root;
    // the parts are patched alone next time only while the page shows each child of the root
    this.shownCut = cut && cut.parts.length === root.childNodes.length && kept(root).length === cut.parts.length
      && el.childNodes.length === cut.parts.length ? cut : null;
    if (first) this.holder.replaceChildren(el);
    this.mark();
    if (first) requestAnimationFrame(() => this.firstView());
    return true;
  }

  /** Show `cut`, a new picture with the same root (start tag and count of children) as the
   * one shown: only the children whose text differs are parsed (in one document under the
   * same root start tag) and patched (`patchSvg`, with the child they replace to compare
   * with). False: not done (nothing shown or cut yet, another root, a part not read), and
   * nothing changed. */
  private patchParts(cut: { head: string; parts: string[] }): boolean {
    const was = this.shownCut;
    const live = this.svgEl;
    const shown = this.shownRoot;
    if (!was || !live || !shown || cut.head !== was.head || cut.parts.length !== was.parts.length) return false;
    const changed = cut.parts.flatMap((p, i) => (p === was.parts[i] ? [] : [i]));
    const doc = new DOMParser().parseFromString(`${cut.head}${changed.map((i) => cut.parts[i]).join("")}</svg>`, "image/svg+xml");
    const root = doc.documentElement;
    if (root.localName !== "svg" || root.namespaceURI !== SVG_NS || doc.getElementsByTagName("parsererror").length) return false;
    const fresh = Array.from(root.childNodes);
    if (fresh.length !== changed.length || kept(root).length !== fresh.length) return false;
    let key = false;
    changed.forEach((i, k) => {
      const src = fresh[k] as Element;
      const old = shown.childNodes[i] as Element;
      const target = live.childNodes[i] as Element;
      if (target.localName === src.localName) patchSvg(target, src, old.localName === src.localName ? old : null);
      else target.replaceWith(importSvg(src) as Element);
      key ||= src.matches("g.track, g.panel") || old.matches("g.track, g.panel");
      shown.replaceChild(src, old);         // the picture shown, as parsed, for the next comparison
    });
    for (const g of Array.from(live.querySelectorAll("g.region[data-area], g.sea[data-area]"))) {
      const area = g.getAttribute("data-area") as string;
      if (!g.hasAttribute("tabindex")) g.setAttribute("tabindex", "-1");
      if (g.getAttribute("role") !== "button") g.setAttribute("role", "button");
      if (g.getAttribute("aria-label") !== this.names(area)) g.setAttribute("aria-label", this.names(area));
    }
    if (key) this.drawKey(live as SVGSVGElement);
    return true;
  }

  /** Copy the picture's turn track (its turn boxes), players box and legend into the key,
   * each an SVG of its own whose viewBox is the part's box (read from its frame rect). */
  private drawKey(pic: SVGSVGElement): void {
    const part = (g: Element, cls: string, label: string, box: [number, number, number, number]): SVGSVGElement => {
      const s = document.createElementNS(SVG_NS, "svg");
      s.setAttribute("viewBox", box.join(" "));
      s.setAttribute("class", `ott-key-part ${cls}`);
      s.setAttribute("role", "img");
      s.setAttribute("aria-label", label);
      s.setAttribute("font-family", pic.getAttribute("font-family") ?? "sans-serif");
      s.append(g.cloneNode(true));
      return s;
    };
    const num = (el: Element | null, a: string): number => Number(el?.getAttribute(a) ?? 0);
    const parts: SVGSVGElement[] = [];
    const track = pic.querySelector(":scope > g.track");
    const turns = Array.from(track?.querySelectorAll("g.turn > rect") ?? []);
    if (track && turns.length) {
      // the turn boxes in two rows (turns 1-7, 8-13): one row of 13 is too small to read in a side panel
      const frame = track.querySelector(":scope > rect");
      const half = Math.ceil(turns.length / 2);
      const edge = (r: Element | undefined): number => num(r ?? null, "x") + num(r ?? null, "width");
      const cut = edge(turns[half - 1]) + 2;
      for (const [x0, x1, words] of [[num(turns[0] ?? null, "x") - 2, cut, "turns 1-" + half], [cut - 1, edge(turns.at(-1)) + 6, `turns ${half + 1}-${turns.length}`]] as const) {
        const s = part(track, "ott-key-track", `The turn track, ${words}`, [x0, num(frame, "y"), x1 - x0, num(frame, "height")]);
        s.setAttribute("style", `flex: 0 1 ${Math.round((x1 - x0) * 1.15)}px`);
        parts.push(s);
      }
    }
    const panels = Array.from(pic.querySelectorAll(":scope > g.panel"));
    panels.forEach((g, i) => {
      const r = g.querySelector(":scope > rect");
      const box: [number, number, number, number] = [num(r, "x") - 1, num(r, "y") - 1, num(r, "width") + 2, num(r, "height") + 2];
      const legend = i === panels.length - 1 && panels.length > 1;
      parts.push(part(g, legend ? "ott-key-legend" : "ott-key-players", legend ? "Legend of the map" : "Players", box));
    });
    this.key.hidden = !parts.length;
    // a part drawn as it is stays (the players box changes, the track and legend seldom)
    const shown = this.key.querySelector(":scope > .ott-key-parts");
    const old = Array.from(shown?.children ?? []);
    if (shown && old.length === parts.length) {
      parts.forEach((s, i) => { if (!s.isEqualNode(old[i] as Element)) old[i]?.replaceWith(s); });
      return;
    }
    this.key.replaceChildren(h("h2", null, "Turns, players and legend"), h("div", { class: "ott-key-parts" }, ...parts));
  }

  /** Outline the areas the seat may act in; mark the selected one and the target picked after it. */
  highlight(areas: Iterable<string>, selected: string | null, target: string | null = null): void {
    this.pickable = new Set(areas);
    this.selected = selected;
    this.target = target;
    this.mark();
  }

  private mark(): void {
    if (!this.svgEl) return;
    // only what changes is written: every render marks again, and an attribute set to its own
    // value is still a DOM mutation (its records, a style check) on each of ~150 areas
    for (const g of Array.from(this.svgEl.querySelectorAll<SVGGElement>("g.region[data-area], g.sea[data-area]"))) {
      const area = g.getAttribute("data-area") as string;
      const on = this.pickable.has(area);
      g.classList.toggle("pickable", on);
      g.classList.toggle("selected", area === this.selected);
      g.classList.toggle("target", area === this.target);
      const tab = on || area === this.selected ? "0" : "-1";
      if (g.getAttribute("tabindex") !== tab) g.setAttribute("tabindex", tab);
    }
    const n = String(this.pickable.size);
    if (this.holder.dataset.pickable !== n) this.holder.dataset.pickable = n;
  }

  /** Centre the frame on an area (after a pick from a list, when zoomed in). */
  reveal(area: string): void {
    const g = this.svgEl?.querySelector(`[data-area="${CSS.escape(area)}"]`);
    if (!g || this.level === 0) return;
    const r = g.getBoundingClientRect();
    const f = this.frame.getBoundingClientRect();
    this.frame.scrollLeft += r.left + r.width / 2 - (f.left + f.width / 2);
    this.frame.scrollTop += r.top + r.height / 2 - (f.top + f.height / 2);
  }

  private zoom(next: number): void {
    const to = Math.max(0, Math.min(ZOOMS.length - 1, next));
    if (to === this.level) return;
    const f = this.frame;
    const cx = (f.scrollLeft + f.clientWidth / 2) / Math.max(1, f.scrollWidth);
    const cy = (f.scrollTop + f.clientHeight / 2) / Math.max(1, f.scrollHeight);
    this.level = to;
    const z = ZOOMS[to] as number;
    if (to && !this.base) this.base = f.clientWidth;
    if (!to) this.base = 0;
    this.holder.style.width = to ? `${Math.round(z * this.base)}px` : "";
    f.dataset.zoom = String(z);
    f.classList.toggle("zoomed", to > 0);
    this.label.textContent = `${Math.round(z * 100)}%`;
    this.zoomOut.disabled = to === 0;
    this.zoomIn.disabled = to === ZOOMS.length - 1;
    f.scrollLeft = cx * f.scrollWidth - f.clientWidth / 2;
    f.scrollTop = cy * f.scrollHeight - f.clientHeight / 2;
  }
}
