/**
 * The game's events live: `GET /games/{id}/events/stream` (SSE) read through the SDK
 * (`parseEventStream`, `fetch` underneath, so it works for seats and spectators alike).
 * On a dropped connection it reconnects after a pause with `Last-Event-ID: <last seq>`,
 * so no event is missed or repeated. Frames carry no `event:` name (one JSON event in
 * `data`). It stops after `game_ended` / `game_cancelled` (the server closes the stream
 * then, and answers 204 to a request after the end), or when `stop()` is called.
 */
import { parseEventStream } from "../../sdk/ts/src/index.js";

import type { Api, GameEvent } from "./api.js";

export type Link = "connecting" | "live" | "reconnecting" | "closed";

export interface Follower { stop(): void }

const FINAL = new Set(["game_ended", "game_cancelled"]);

export function follow(api: Api, game: string, after: number, onEvent: (e: GameEvent) => void,
                       onLink: (l: Link, detail?: string) => void): Follower {
  const abort = new AbortController();
  let last = after;
  let ended = false;
  (async () => {
    let pause = 500;
    onLink("connecting");
    while (!abort.signal.aborted && !ended) {
      try {
        const r = await api.client.GET("/games/{game_id}/events/stream", {
          params: { path: { game_id: game }, header: { "Last-Event-ID": String(last) } },
          parseAs: "stream", signal: abort.signal,
        });
        if (r.response.status === 204) {          // the game is over and nothing is left to tell
          onLink("closed");
          return;
        }
        if (r.error !== undefined || !r.data) {
          const p = r.error as { detail?: string } | undefined;
          if (r.response.status === 404) {
            onLink("closed", p?.detail ?? "No such game.");
            return;
          }
          throw new Error(p?.detail ?? `HTTP ${r.response.status}`);
        }
        onLink("live");
        pause = 500;
        for await (const frame of parseEventStream(r.data)) {
          let e: GameEvent;
          try {
            e = JSON.parse(frame.data) as GameEvent;
          } catch {
            continue;
          }
          if (typeof e.seq !== "number" || e.seq <= last) continue;
          last = e.seq;
          onEvent(e);
          if (FINAL.has(e.type)) {
            ended = true;
            break;
          }
        }
      } catch (err) {
        if (abort.signal.aborted) break;
        onLink("reconnecting", err instanceof Error ? err.message : String(err));
      }
      if (ended || abort.signal.aborted) break;
      onLink("reconnecting");
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 8000);
    }
    onLink("closed");
  })();
  return { stop: () => abort.abort() };
}
