/**
 * What may be committed to an attack or a move, as rows: `{cannons, min_infantry,
 * max_infantry}` = "`cannons` cannons with any infantry from min to max". The server
 * sends them as the option's `forces` (an attack target's, a move's): a force is legal
 * exactly when it matches a row, so the dialogs' sliders are bounded by the rows.
 */
import type { LegalOption } from "./api.js";

export const CANNON_STRENGTH = 3;

export type AttackOption = Extract<LegalOption, { type: "attack" }>;
export type MoveOption = Extract<LegalOption, { type: "move" }>;
export type AttackTarget = AttackOption["targets"][number];
export type Force = AttackTarget["forces"][number];

export function attackRows(_option: AttackOption, target: AttackTarget): Force[] {
  return target.forces;
}

export function moveRows(option: MoveOption): Force[] {
  return option.forces;
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
