/** Dice drawn as dice: one small SVG per die, pips for its face, in a side's colour. */
import { svg } from "./dom.js";

const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]], 2: [[1, 1], [3, 3]], 3: [[1, 1], [2, 2], [3, 3]], 4: [[1, 1], [3, 1], [1, 3], [3, 3]],
  5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]], 6: [[1, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]],
};

/** A die showing `face` (1-6) in `colour`: bright when it won its pair, faded when it
 * lost, outlined when it had no die to meet (R12: pairs are compared highest first). */
export function die(face: number, colour: string, won: boolean | null): SVGSVGElement {
  const how = won === null ? "unpaired" : won ? "won" : "lost";
  const s = svg("svg", { viewBox: "0 0 24 24", width: 24, height: 24, class: `die ${how}`,
                         role: "img", "aria-label": `${face} (${how})`, "data-face": face });
  s.append(svg("rect", { x: 1, y: 1, width: 22, height: 22, rx: 4, fill: colour, stroke: "#ffffff", "stroke-width": 1 }));
  for (const [x, y] of PIPS[face] ?? []) s.append(svg("circle", { cx: x * 6, cy: y * 6, r: 2.1, fill: "#ffffff" }));
  return s;
}
