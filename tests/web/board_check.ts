// Reads games from stdin as JSON ({steps: [{events, regions, battle}]}: the events of one
// engine step and the view after it), moves the web client's board (web/src/board.ts) on
// by each step's events and prints every step where it differs from the view.
import { readFileSync } from "node:fs";

import { applyEvent, emptyBoard } from "../../web/src/board.js";

interface Region { id: string; owner: number | null; infantry: number; cannons: number; ottomans: number }
interface Step { events: { seq: number; version: number; type: string }[]; regions: Region[];
                 battle: { region: string; greek_infantry: number; greek_cannons: number; ottomans: number } | null }

const games = JSON.parse(readFileSync(0, "utf8")) as { steps: Step[] }[];
const out: string[] = [];
games.forEach((g, gi) => {
  const board = emptyBoard();
  g.steps.forEach((s, si) => {
    for (const e of s.events) applyEvent(board, e as never);
    for (const r of s.regions) {
      const b = board.regions[r.id];
      const want = JSON.stringify([r.owner, r.infantry, r.cannons, r.ottomans]);
      const got = JSON.stringify(b ? [b.owner, b.infantry, b.cannons, b.ottomans] : null);
      if (want !== got) out.push(`game ${gi} step ${si} ${r.id}: view ${want}, board ${got} after ${s.events.map((e) => e.type).join(",")}`);
    }
    const bb = board.battle;
    const want = s.battle ? JSON.stringify([s.battle.region, s.battle.greek_infantry, s.battle.greek_cannons, s.battle.ottomans]) : "null";
    const got = bb ? JSON.stringify([bb.region, bb.greek_infantry, bb.greek_cannons, bb.ottomans]) : "null";
    if (want !== got) out.push(`game ${gi} step ${si} battle: view ${want}, board ${got}`);
  });
});
process.stdout.write(JSON.stringify(out.slice(0, 20)));
