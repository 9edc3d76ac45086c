/**
 * The game's events live: `GET /games/{id}/events/stream` (SSE) read through the SDK
 * (`parseEventStream`, `fetch` underneath, so it works for seats and spectators alike).
 * On a dropped connection it reconnects after a pause with `Last-Event-ID: <last seq>`,
 * so no event is missed or repeated. With `talk` it asks for the table talk too
 * (`messages=true`): frame ids are then `<event seq>:<message seq>`, the reconnect sends
 * both, and each `message` goes to `talk.onMessage`. Frames carry no `event:` name (one JSON event in
 * `data`). It stops once the stream that told `game_ended` / `game_cancelled` closes
 * (the server sends what the same write added after the end, the Ottoman phase's `done`,
 * then closes the stream, and answers 204 to a request after the end), or when `stop()`
 * is called.
 */
import { parseEventStream } from "../../sdk/ts/src/index.js";

import type { Api, GameEvent, Message, StreamItem } from "./api.js";

export type Link = "connecting" | "live" | "reconnecting" | "closed";

export interface Follower { stop(): void }

/** The table talk on the same stream: messages after `after`, each to `onMessage`. */
export interface TalkFollow { after: number; onMessage: (m: Message) => void }

const FINAL = new Set(["game_ended", "game_cancelled"]);

export function follow(api: Api, game: string, after: number, onEvent: (e: GameEvent) => void,
                       onLink: (l: Link, detail?: string) => void, talk?: TalkFollow): Follower {
  const abort = new AbortController();
  let last = after;
  let lastMessage = talk?.after ?? 0;
  let ended = false;
  (async () => {
    let pause = 500;
    onLink("connecting");
    while (!abort.signal.aborted && !ended) {
      try {
        const r = await api.client.GET("/games/{game_id}/events/stream", {
          params: {
            path: { game_id: game },
            header: { "Last-Event-ID": talk ? `${last}:${lastMessage}` : String(last) },
            ...(talk ? { query: { messages: true } } : {}),
          },
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
          let item: StreamItem;
          try {
            item = JSON.parse(frame.data) as StreamItem;
          } catch {
            continue;
          }
          if (item.type === "message") {
            if (talk && item.message.seq > lastMessage) {
              lastMessage = item.message.seq;
              talk.onMessage(item.message);
            }
            continue;
          }
          const e: GameEvent = item;
          if (typeof e.seq !== "number" || e.seq <= last) continue;
          last = e.seq;
          onEvent(e);
          if (FINAL.has(e.type)) ended = true;   // read on: the server closes after what follows
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
