/**
 * The board as the client draws it: per region owner and pieces, the battle being fought,
 * round/phase/step. `fromView` takes it from a game view; `applyEvent` moves it on by one
 * event of the log, the engine's bookkeeping told by its events (R1 conservation):
 *
 * - `game_started`: 1 Ottoman infantry in every region that is neither a starting nor a
 *   reinforcement region (R5);
 * - `placed`, `cannon_converted` (3 infantry -> 1 cannon, R3), `occupied`, `taken_over`,
 *   `moved`, `attrition`, `ottomans_placed` / `_removed`, `ottoman_moved`;
 * - `undone` (a seat took back its last actions): sets the regions it lists as they are now;
 * - battles (R12-R18): `battle_started` takes the attacking force out of its origin (the
 *   Ottomans placed from the supply, origin null, out of the region they were placed in),
 *   `ally_answered` (accepted) 1 infantry out of the Ally's region, each `battle_roll`
 *   states what is left on both sides, `battle_ended` gives the region to the winner,
 *   `ally_returned` brings the Ally's survivors home.
 *
 * Used to show the Ottoman phase step by step as it streams in, and by the replay.
 */
import type { GameEvent, GameView } from "./api.js";
import { MAP } from "./map.js";

export interface RegionState { owner: number | null; infantry: number; cannons: number; ottomans: number }

export interface BattleState {
  number: number;
  kind: string;
  region: string;
  origin: string | null;
  seat: number;
  greek_infantry: number;
  greek_cannons: number;
  ottomans: number;
  ally_seat: number | null;
  ally_infantry: number;
}

export interface Board {
  version: number;
  round: number;
  phase: string;
  step: string;
  regions: Record<string, RegionState>;
  battle: BattleState | null;
  /** The Ally of the battle that just ended, until `ally_returned`. */
  ally: { seat: number; infantry: number } | null;
}

export function emptyBoard(): Board {
  const regions: Record<string, RegionState> = {};
  for (const r of MAP.regions) regions[r.id] = { owner: null, infantry: 0, cannons: 0, ottomans: 0 };
  return { version: 0, round: 0, phase: "lobby", step: "none", regions, battle: null, ally: null };
}

export function fromView(v: GameView): Board {
  const regions: Record<string, RegionState> = {};
  for (const r of v.regions) {
    regions[r.id] = { owner: r.owner ?? null, infantry: r.infantry, cannons: r.cannons, ottomans: r.ottomans };
  }
  const b = v.battle;
  return {
    version: v.version, round: v.round, phase: v.phase, step: v.step, regions, ally: null,
    battle: b ? { number: b.number, kind: b.kind, region: b.region, origin: b.origin, seat: b.seat,
                  greek_infantry: b.greek_infantry, greek_cannons: b.greek_cannons, ottomans: b.ottomans,
                  ally_seat: b.ally_seat, ally_infantry: b.ally_infantry } : null,
  };
}

export function cloneBoard(b: Board): Board {
  const regions: Record<string, RegionState> = {};
  for (const [k, r] of Object.entries(b.regions)) regions[k] = { ...r };
  return { ...b, regions, battle: b.battle ? { ...b.battle } : null, ally: b.ally ? { ...b.ally } : null };
}

/** A number field of an event (0 when absent). */
export function num(e: GameEvent, k: string): number {
  const v = (e as unknown as Record<string, unknown>)[k];
  return typeof v === "number" ? v : 0;
}

/** A string field of an event ("" when absent or null). */
export function str(e: GameEvent, k: string): string {
  const v = (e as unknown as Record<string, unknown>)[k];
  return typeof v === "string" ? v : "";
}

/** Move `board` on by event `e` (in place). Unknown event types change nothing. */
export function applyEvent(board: Board, e: GameEvent): void {
  const R = board.regions;
  const at = (k: string): RegionState => {
    const id = str(e, k);
    let r = R[id];
    if (!r) r = R[id] = { owner: null, infantry: 0, cannons: 0, ottomans: 0 };
    return r;
  };
  board.version = Math.max(board.version, e.version);
  switch (e.type) {
    case "game_started":
      for (const r of MAP.regions) if (r.kind === "normal") (R[r.id] as RegionState).ottomans = 1;
      break;
    case "step_started":
      board.round = num(e, "round");
      board.phase = str(e, "phase");
      board.step = str(e, "step");
      break;
    case "placed": {
      const r = at("region");
      r.owner = num(e, "seat");
      r.infantry += num(e, "infantry");
      r.cannons += num(e, "cannons");
      break;
    }
    case "cannon_converted": {
      const r = at("region");
      r.infantry -= 3;
      r.cannons += 1;
      break;
    }
    case "occupied":
    case "moved": {
      const o = at("origin"), r = at("region");
      o.infantry -= num(e, "infantry");
      o.cannons -= num(e, "cannons");
      r.infantry += num(e, "infantry");
      r.cannons += num(e, "cannons");
      r.owner = num(e, "seat");
      break;
    }
    case "taken_over": {
      const o = at("origin"), r = at("region");
      o.infantry -= num(e, "infantry");
      o.cannons -= num(e, "cannons");
      r.infantry = num(e, "infantry");
      r.cannons = num(e, "cannons");
      r.owner = num(e, "seat");
      break;
    }
    case "attrition":
      at("region").infantry -= num(e, "count");
      break;
    case "ottomans_placed":
      at("region").ottomans += num(e, "count");
      break;
    case "ottomans_removed":
      at("region").ottomans -= num(e, "count");
      break;
    case "ottoman_moved":
      at("origin").ottomans -= num(e, "count");
      at("region").ottomans += num(e, "count");
      break;
    case "battle_started": {
      const kind = str(e, "kind");
      const origin = typeof e.origin === "string" ? e.origin : null;
      const b: BattleState = { number: num(e, "battle"), kind, region: str(e, "region"), origin, seat: num(e, "seat"),
        greek_infantry: num(e, "greek_infantry"), greek_cannons: num(e, "greek_cannons"),
        ottomans: num(e, "ottomans"), ally_seat: null, ally_infantry: 0 };
      if (kind === "greek_attack") {
        const o = at("origin");
        o.infantry -= b.greek_infantry;
        o.cannons -= b.greek_cannons;
      } else {
        (origin ? at("origin") : at("region")).ottomans -= b.ottomans;
      }
      board.battle = b;
      break;
    }
    case "ally_answered":
      if (e.accept === true && board.battle) {
        at("region").infantry -= 1;
        board.battle.ally_seat = num(e, "seat");
        board.battle.ally_infantry = 1;
      }
      break;
    case "battle_roll": {
      const b = board.battle;
      if (!b) break;
      const r = R[b.region] as RegionState;
      if (b.kind === "greek_attack") {
        b.greek_infantry = num(e, "greek_infantry");
        b.greek_cannons = num(e, "greek_cannons");
        r.ottomans = num(e, "ottomans");
      } else {
        r.infantry = num(e, "greek_infantry");
        r.cannons = num(e, "greek_cannons");
        b.greek_infantry = r.infantry;
        b.greek_cannons = r.cannons;
        b.ottomans = num(e, "ottomans");
      }
      b.ally_infantry = num(e, "ally_infantry");
      if (b.ally_infantry === 0) b.ally_seat = null;
      break;
    }
    case "battle_ended": {
      const b = board.battle;
      if (!b) break;
      const r = R[b.region] as RegionState;
      const owner = num(e, "owner");
      if (b.kind === "greek_attack") {
        if (str(e, "winner") === "greek") {
          r.infantry = b.greek_infantry;
          r.cannons = b.greek_cannons;
        }
      } else if (str(e, "winner") === "ottoman") {
        r.ottomans += b.ottomans;
        r.infantry = 0;
        r.cannons = 0;
      }
      r.owner = owner >= 0 ? owner : null;
      board.ally = b.ally_seat !== null && b.ally_infantry > 0 ? { seat: b.ally_seat, infantry: b.ally_infantry } : null;
      board.battle = null;
      break;
    }
    case "ally_returned":
      if (board.ally && typeof e.region === "string") at("region").infantry += board.ally.infantry;
      board.ally = null;
      break;
    case "undone": {
      // the regions the undo changed back, as they are now; and where the game is
      for (const x of (e.regions ?? []) as { region: string; owner: number; infantry: number; cannons: number; ottomans: number }[]) {
        R[x.region] = { owner: x.owner >= 0 ? x.owner : null, infantry: x.infantry, cannons: x.cannons, ottomans: x.ottomans };
      }
      board.round = num(e, "round");
      board.phase = str(e, "phase");
      board.step = str(e, "step");
      break;
    }
    case "game_ended":
      board.phase = "end";
      board.step = "none";
      break;
    default:
      break;
  }
}
