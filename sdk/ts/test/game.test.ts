/**
 * A client written from the spec alone plays a 2-seat game to the end through the SDK
 * against the live server at BATTLE1821_URL: it always takes the first legal option and
 * fills it from the option's own fields (first region / target, the advertised
 * maxima), follows the game over SSE while the Ottoman phase runs, and counts the
 * actions the server refused (asserted zero). Writes its counts as JSON to
 * BATTLE1821_STATS when set.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { test } from "node:test";

import {
  type Action, type BattleClient, type GameEvent, type GameView, type LegalOption, createBattleClient, etag, followEvents,
} from "../src/index.js";

const BASE = process.env.BATTLE1821_URL ?? "http://127.0.0.1:8000";
const MAX_ROUNDS = Number(process.env.BATTLE1821_MAX_ROUNDS ?? "15");

/** The action the option describes, built from its fields only; null for the options a
 * blind client leaves alone (resigning, standing orders, undo). */
function fromOption(o: LegalOption): Action | null {
  switch (o.type) {
    case "place_start":
    case "convert_cannon": {
      const region = o.regions[0];
      return region === undefined ? null : { type: o.type, region };
    }
    case "reinforce": {
      const region = o.regions[0];
      return region === undefined ? null
        : { type: "reinforce", placements: [{ region, infantry: o.infantry, cannons: o.cannons }] };
    }
    case "attack": {
      // Any row of `forces`, any infantry inside its bounds, is accepted: take the last
      // row (the most cannons) with its most infantry.
      const target = o.targets[0];
      const force = target?.forces[target.forces.length - 1];
      return target === undefined || force === undefined ? null : {
        type: "attack", from: o.from, to: target.region, infantry: force.max_infantry, cannons: force.cannons,
        call_ally: false, blessing: null,
      };
    }
    case "move": {
      const to = o.to[0];
      const force = o.forces[0];
      return to === undefined || force === undefined ? null
        : { type: "move", from: o.from, to, infantry: force.min_infantry, cannons: force.cannons };
    }
    case "end_step":
      return { type: "end_step" };
    case "call_ally":
      return { type: "call_ally", call: false };
    case "answer_ally":
      return { type: "answer_ally", accept: false };
    case "set_standing_orders":
    case "resign":
    case "undo":
      return null;
  }
}

/** `POST /games/{game_id}/actions` at `version` (`If-Match`). */
function submit(client: BattleClient, gameId: string, version: number, action: Action) {
  return client.POST("/games/{game_id}/actions", {
    params: { path: { game_id: gameId }, header: { "If-Match": etag(version) } },
    body: action,
  });
}

interface Stats {
  requests: Record<string, number>;
  total_requests: number;
  actions: number;
  refused: number;
  refused_codes: Record<string, number>;
  stale: number;
  events: number;
  sse_connections: number;
  rounds: number;
  wall_ms: number;
  winners: number[];
}

test("a first-legal-option client plays a 2-seat game to the end with no refused action", { timeout: 170_000 },
  async (t) => {
    const started = performance.now();
    const stats: Stats = {
      requests: {}, total_requests: 0, actions: 0, refused: 0, refused_codes: {}, stale: 0, events: 0,
      sse_connections: 0, rounds: 0, wall_ms: 0, winners: [],
    };
    const counting = (request: Request): Promise<Response> => {
      const path = new URL(request.url).pathname.replace(/\/games\/[0-9a-f]{16}/, "/games/{id}");
      const key = `${request.method} ${path}`;
      stats.requests[key] = (stats.requests[key] ?? 0) + 1;
      stats.total_requests += 1;
      if (path.endsWith("/events/stream")) stats.sse_connections += 1;
      return fetch(request);
    };
    const anon = createBattleClient(BASE, { fetch: counting });

    const created = await anon.POST("/games", {
      body: { seats: 2, options: { max_rounds: MAX_ROUNDS }, rated: false, same_account: false },
    });
    assert.equal(created.response.status, 201, JSON.stringify(created.error));
    const game = created.data;
    assert.ok(game);
    const gameId = game.id;
    let version = game.version;
    const seats: BattleClient[] = [];
    for (const seat of [0, 1]) {
      const joined = await anon.POST("/games/{game_id}/players", {
        params: { path: { game_id: gameId }, header: { "If-Match": etag(version) } },
        body: { name: `TS seat ${seat}`, seat },
      });
      assert.ok(joined.data, JSON.stringify(joined.error));
      version = joined.data.version;
      seats.push(createBattleClient(BASE, { token: joined.data.token, fetch: counting }));
    }

    // Follow the game over SSE: every event once, in order; wake the player loop on each.
    const stop = new AbortController();
    t.after(() => stop.abort());               // a failed assertion must not leave the stream open
    let seen = 0;              // highest event version seen on the stream
    let lastSeq = 0;
    let streamRound = 0;       // the latest round a step_started told (a typed field)
    let endedOnStream = false; // game_ended seen on the stream
    const bell: { ring: (() => void) | null } = { ring: null };
    const follower = (async () => {
      for await (const event of followEvents(anon, gameId, { signal: stop.signal })) {
        const e: GameEvent = event;
        assert.ok(e.seq > lastSeq, `events out of order: ${e.seq} after ${lastSeq}`);
        lastSeq = e.seq;
        seen = Math.max(seen, e.version);
        if (e.type === "step_started") streamRound = Math.max(streamRound, e.round);
        if (e.type === "game_ended") endedOnStream = e.winners.length >= 0;
        stats.events += 1;
        bell.ring?.();
      }
    })();
    const versionAbove = async (v: number, ms: number): Promise<void> => {
      const deadline = Date.now() + ms;
      while (seen <= v && Date.now() < deadline) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await new Promise<void>((resolve) => {
          bell.ring = resolve;
          timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        });
        clearTimeout(timer);
        bell.ring = null;
      }
    };

    const read = async (): Promise<GameView> => {
      const r = await anon.GET("/games/{game_id}", { params: { path: { game_id: gameId } } });
      assert.ok(r.data, JSON.stringify(r.error));
      // a 1821 game (the default kind): its view, options and actions are 1821's branches
      assert.equal(r.data.kind, "battle1821");
      return r.data as GameView;
    };
    let view: GameView = await read();
    let waiting: number[] = view.waiting_for;
    let status: string = view.status;
    version = view.version;
    let next: { seat: number; version: number; options: LegalOption[] } | null = null;
    let skip = 0;              // options passed over at this version after a refusal
    while (status !== "finished" && status !== "cancelled") {
      const seat = waiting[0];
      const client = seat === undefined ? undefined : seats[seat];
      if (seat === undefined || client === undefined) {
        await versionAbove(version, 30_000);       // the worker plays the Ottoman phase
        view = await read();
        ({ version, status, waiting_for: waiting } = view);
        continue;
      }
      let options: LegalOption[];
      if (next !== null && next.seat === seat && next.version === version) {
        options = next.options;
      } else {
        const legal = await client.GET("/games/{game_id}/legal-actions", { params: { path: { game_id: gameId } } });
        assert.ok(legal.data, JSON.stringify(legal.error));
        if (legal.data.version !== version) {
          view = await read();
          ({ version, status, waiting_for: waiting } = view);
          continue;
        }
        options = legal.data.actions as LegalOption[];
      }
      const actions = options.map(fromOption).filter((a): a is Action => a !== null);
      const action = actions[Math.min(skip, actions.length - 1)];
      assert.ok(action, `seat ${seat} has no usable option at version ${version}: ${JSON.stringify(options)}`);
      const r = await submit(client, gameId, version, action);
      if (process.env.BATTLE1821_TRACE) console.error(seat, version, JSON.stringify(action), r.response.status, r.error?.code ?? "");
      if (r.data !== undefined) {
        stats.actions += 1;
        skip = 0;
        ({ version, status, waiting_for: waiting } = r.data);
        stats.rounds = r.data.round;
        next = r.data.legal_actions ? { seat, version, options: r.data.legal_actions as LegalOption[] } : null;
        continue;
      }
      const code = r.error?.code ?? String(r.response.status);
      if (r.response.status === 412) {
        stats.stale += 1;
      } else {
        stats.refused += 1;
        stats.refused_codes[code] = (stats.refused_codes[code] ?? 0) + 1;
        skip += 1;                                  // try the next option rather than loop
      }
      next = null;
      view = await read();
      ({ version, status, waiting_for: waiting } = view);
    }

    if (process.env.BATTLE1821_TRACE) console.error("loop done", status, version, seen);
    view = await read();
    await versionAbove(view.version - 1, 10_000);
    if (process.env.BATTLE1821_TRACE) console.error("stream caught up", view.version, seen);   // the stream delivers the last event too
    // The server closes the stream after game_ended: the follower ends by itself.
    const closed = await Promise.race([follower.then(() => true),
                                       new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
    stop.abort();
    await follower;
    assert.ok(closed, "the event stream stayed open after the game ended");
    assert.ok(endedOnStream, "no game_ended event on the stream");
    stats.winners = view.winners;
    stats.rounds = view.round;
    stats.wall_ms = Math.round(performance.now() - started);
    const out = process.env.BATTLE1821_STATS;
    if (out) writeFileSync(out, JSON.stringify(stats, null, 2));
    console.log(JSON.stringify(stats));

    assert.equal(view.status, "finished");
    assert.ok(view.winners.length >= 1);
    assert.equal(streamRound, view.round, "step_started rounds on the stream do not reach the game's round");
    assert.ok(seen >= view.version, `the stream stopped at version ${seen} of ${view.version}`);
    assert.equal(stats.refused, 0, `refused actions: ${JSON.stringify(stats.refused_codes)}`);
  });
