/** A few DOM helpers: `h()` builds an HTML element, `svg()` an SVG one. */

export type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;

function fill(el: Element, attrs: Attrs | null | undefined, children: Child[]): void {
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === null || v === undefined || v === false) continue;
    if (typeof v === "function") el.addEventListener(k.replace(/^on/, ""), v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === "object" ? c : String(c));
  }
}

/** `h("button", {class: "x", onclick: f}, "text")`; attributes `on<event>` add listeners. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs | null,
                                                         ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  fill(el, attrs, children);
  return el;
}

export const SVG_NS = "http://www.w3.org/2000/svg";

export function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs?: Attrs | null,
                                                          ...children: Child[]): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag);
  fill(el, attrs, children);
  return el;
}

/** Replace the children of `el`. */
export function put(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  fill(el, null, children);
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** `put`, but leave `el` as it is when the new children would show the same markup: for
 * panels without listeners of their own, re-rendered on every new game version while most
 * versions change nothing in them. */
export function putChanged(el: Element, ...children: Child[]): void {
  const next = document.createElement("div");
  fill(next, null, children);
  if (next.innerHTML !== el.innerHTML) el.replaceChildren(...Array.from(next.childNodes));
}
