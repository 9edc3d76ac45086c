/**
 * What may be committed to an attack or a move, as rows: `{cannons, min_infantry,
 * max_infantry}` = "`cannons` cannons with any infantry from min to max". A force is legal
 * exactly when it matches a row, so the dialogs' sliders are bounded by the rows.
 *
 * The rows come from the option's `forces` when the server sends them (joint bounds);
 * otherwise from the option's fields as the current spec gives them: `max_infantry` /
 * `max_cannons` free pieces of `infantry` / `cannons` in the region, at least one piece
 * leaves, one strength (infantry + 3 x cannons, R2) stays (R28), a takeover needs
 * `min_strength` (R16). This module is the one place that reads those fields.
 */
import type { LegalOption } from "./api.js";

export const CANNON_STRENGTH = 3;

export interface Force { cannons: number; min_infantry: number; max_infantry: number }

export type AttackOption = Extract<LegalOption, { type: "attack" }>;
export type MoveOption = Extract<LegalOption, { type: "move" }>;
export type AttackTarget = AttackOption["targets"][number];

interface Bounds { infantry: number; cannons: number; max_infantry?: number; max_cannons?: number }

function rowsOf(o: Bounds, minStrength: number): Force[] {
  const freeI = o.max_infantry ?? o.infantry;
  const freeC = o.max_cannons ?? o.cannons;
  const out: Force[] = [];
  for (let c = 0; c <= freeC; c++) {
    const lo = Math.max(c === 0 ? 1 : 0, minStrength - CANNON_STRENGTH * c);
    const hi = Math.min(freeI, o.infantry + CANNON_STRENGTH * (o.cannons - c) - 1);
    if (lo <= hi) out.push({ cannons: c, min_infantry: lo, max_infantry: hi });
  }
  return out;
}

function given(x: object): Force[] | null {
  const f = (x as { forces?: unknown }).forces;
  return Array.isArray(f) ? (f as Force[]) : null;
}

export function attackRows(option: AttackOption, target: AttackTarget): Force[] {
  const fromServer = given(target) ?? given(option);
  if (fromServer) return fromServer;
  const min = target.kind === "takeover" ? (target as { min_strength?: number }).min_strength ?? 1 : 1;
  return rowsOf(option as Bounds, min);
}

export function moveRows(option: MoveOption): Force[] {
  return given(option) ?? rowsOf(option as Bounds, 1);
}

export function strength(infantry: number, cannons: number): number {
  return infantry + CANNON_STRENGTH * cannons;
}

/** The row for `cannons` (or the nearest one), and `infantry` clamped into it. */
export function clampForce(rows: Force[], infantry: number, cannons: number): { infantry: number; cannons: number } {
  if (rows.length === 0) return { infantry: 0, cannons: 0 };
  let row = rows.find((r) => r.cannons === cannons);
  if (!row) row = rows.reduce((a, b) => (Math.abs(b.cannons - cannons) < Math.abs(a.cannons - cannons) ? b : a));
  return { cannons: row.cannons, infantry: Math.min(row.max_infantry, Math.max(row.min_infantry, infantry)) };
}

/** The largest force of the rows (most strength): the dialogs' starting value. */
export function largest(rows: Force[]): { infantry: number; cannons: number } {
  let best = { infantry: 0, cannons: 0 };
  for (const r of rows) {
    if (strength(r.max_infantry, r.cannons) > strength(best.infantry, best.cannons)) {
      best = { infantry: r.max_infantry, cannons: r.cannons };
    }
  }
  return best;
}
