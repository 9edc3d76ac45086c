/** Dice drawn as dice: one small SVG per die, pips for its face, in a side's colour. */
import { svg } from "./dom.js";

const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]], 2: [[1, 1], [3, 3]], 3: [[1, 1], [2, 2], [3, 3]], 4: [[1, 1], [3, 1], [1, 3], [3, 3]],
  5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]], 6: [[1, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]],
};

/** A die showing `face` (1-6) in `colour`; `won` draws it bright, a lost die faded. */
export function die(face: number, colour: string, won?: boolean): SVGSVGElement {
  const s = svg("svg", { viewBox: "0 0 24 24", width: 24, height: 24, class: `die${won === false ? " lost" : ""}`,
                         role: "img", "aria-label": String(face), "data-face": face });
  s.append(svg("rect", { x: 1, y: 1, width: 22, height: 22, rx: 4, fill: colour, stroke: "#ffffff", "stroke-width": 1 }));
  for (const [x, y] of PIPS[face] ?? []) s.append(svg("circle", { cx: x * 6, cy: y * 6, r: 2.1, fill: "#ffffff" }));
  return s;
}
