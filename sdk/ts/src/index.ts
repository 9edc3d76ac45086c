/**
 * The battle1821 TypeScript SDK: `paths`/`components`/`operations` are generated from
 * `openapi/openapi.json` (openapi-typescript, `make sdk`; never edit `schema.ts`),
 * requests go through openapi-fetch, typed by those paths. Hand-written here: the
 * client factory (base URL, bearer token, a request counter hook) and `followEvents`,
 * the event stream (`GET /games/{game_id}/events/stream`) as an async iterator.
 */
import createClient, { type Client, type ClientOptions } from "openapi-fetch";

import type { components, operations, paths } from "./schema.js";
import { parseEventStream } from "./sse.js";

export type { components, operations, paths } from "./schema.js";
export { parseEventStream, type SseFrame } from "./sse.js";

type Schemas = components["schemas"];
/** `GET /games/{game_id}`: the game as a seat (or anyone) sees it. */
export type GameView = Schemas["GameOut"];
/** One option of `GET /games/{game_id}/legal-actions` in a 1821 game (a union on `type`):
 * 1821's branch of the spec's kinds' `anyOf` (another kind's are `<Kind>LegalAction`, e.g.
 * {@link OttomansLegalOption}; two kinds may share a tag, so the kinds' branches are not one union). */
export type LegalOption =
  | Schemas["PlaceStartOption"] | Schemas["ReinforceOption"] | Schemas["ConvertCannonOption"]
  | Schemas["AttackOption"] | Schemas["MoveOption"] | Schemas["EndStepOption"] | Schemas["CallAllyOption"]
  | Schemas["AnswerAllyOption"] | Schemas["SetStandingOrdersOption"] | Schemas["ResignOption"] | Schemas["UndoOption"];
/** The body of `POST /games/{game_id}/actions` in a 1821 game (a union on `type`; another
 * kind's: `<Kind>Action`, e.g. {@link OttomansAction}). */
export type Action =
  | Schemas["PlaceStart"] | Schemas["Reinforce"] | Schemas["ConvertCannon"] | Schemas["Attack"]
  | Schemas["CallAlly"] | Schemas["AnswerAlly"] | Schemas["Move"] | Schemas["EndStep"]
  | Schemas["SetStandingOrders"] | Schemas["Resign"] | Schemas["Undo"];
/** Any kind's action body, as `POST /games/{game_id}/actions` takes it. */
export type AnyAction = NonNullable<operations["submitAction"]["requestBody"]>["content"]["application/json"];
/** The Ottomans' (kind `ottomans`) types: an option, an action, the view and an event of its log. */
export type OttomansLegalOption = Schemas["OttomansLegalAction"];
export type OttomansAction = Schemas["OttomansAction"];
export type OttomansGameView = Schemas["OttomansGameOut"];
export type OttomansGameEvent = Schemas["OttomansGameEvent"];
/** One entry of an Ottomans game's event log: `OttomansGameEvent` but the table talk's
 * `message` (no `seq`); what `followEvents<OttomansLogEvent>(client, id)` yields. */
export type OttomansLogEvent = Exclude<OttomansGameEvent, { type: "message" }>;
/** `GET /games/{game_id}`'s answer: any kind's view. Its `kind` names the kind, but the spec
 * types `kind` as a string in every view, so `view.kind === "ottomans"` does not narrow it:
 * {@link isOttomansView} does. */
export type AnyGameView = GameView | OttomansGameView;
/** True for an Ottomans game's view: narrows `GET /games/{game_id}`'s answer to
 * `OttomansGameView` (`turn`, `points`, ...); otherwise it is 1821's `GameView`. */
export function isOttomansView(view: AnyGameView): view is OttomansGameView {
  return view.kind === "ottomans";
}
/** `201` of `POST /games/{game_id}/actions`. */
export type ActionAccepted = Schemas["ActionAccepted"];
/** Anything the events page and the SSE stream carry: the spec's `GameEvent` union, which
 * also holds the table talk's `message` (sent only with `messages=true`; no `seq`). */
export type StreamItem = Schemas["GameEvent"];
/** One entry of the game's event log (events page, action response, SSE frame data):
 * a union discriminated on `type`, so `if (e.type === "step_started") e.round` type-checks;
 * every one has `seq` and `version` (the spec's `LogEvent`: `GameEvent` but the table talk's
 * `message`; `ActionAccepted.events` are these). */
export type GameEvent = Schemas["LogEvent"];
/** The same as `GameEvent`: an event of the log. */
export type LogEvent = GameEvent;
/** A table-talk message (`GET /games/{game_id}/messages`; the `message` event carries one). */
export type Message = Schemas["Message"];
/** The events after which nothing more happens in a game (the stream then closes). */
export const TERMINAL_EVENTS: ReadonlySet<GameEvent["type"]> = new Set(["game_ended", "game_cancelled"]);
/** An RFC 9457 problem (every 4xx/5xx body, `application/problem+json`). */
export type Problem = Schemas["Problem"];

export type BattleClient = Client<paths>;

export interface BattleClientOptions extends Omit<ClientOptions, "baseUrl"> {
  /** A host or seat token (`GameCreated.host_token`, `SeatToken.token`): sent as `Authorization: Bearer`. */
  token?: string;
}

/** A typed client of the API at `baseUrl` (e.g. `http://127.0.0.1:8000`). */
export function createBattleClient(baseUrl: string, options: BattleClientOptions = {}): BattleClient {
  const { token, headers, ...rest } = options;
  const client = createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ""),
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(headers ?? {}) },
    ...rest,
  });
  return client;
}

/** The entity tag of a version, as `If-Match` wants it: `7` -> `"7"`. */
export function etag(version: number): string {
  return `"${version}"`;
}

export interface FollowOptions {
  /** Start after this event `seq` (0: from the first event). */
  after?: number;
  /** Stops the stream early (it ends by itself after `game_ended` or `game_cancelled`). */
  signal?: AbortSignal;
}

/**
 * The game's events as they happen, in `seq` order: opens the SSE stream and yields the
 * JSON `data` of every frame (keep-alive comments skipped, any `event:` name accepted).
 * Resumes after the last `seq` seen when the connection drops, and after `Retry-After` when
 * the server answers 429 or 503 with it (a Redis primary failing over, a server stopping:
 * a read is always safe to send again); any other non-2xx answer is thrown as
 * `BattleApiError`. Ends when the server closes the stream after the game's end (or
 * answers 204: the game is over, nothing after `after`) and when `signal` aborts, at once
 * also while it waits out a `Retry-After` (up to 60 s).
 *
 * `E` is the kind's log event: 1821's `GameEvent` by default; an Ottomans game's stream
 * carries `OttomansLogEvent`s (`followEvents<OttomansLogEvent>(client, id)`), which 1821's
 * union does not name (`core_chosen`, `drew`, ...: a `switch` over `GameEvent` never met them).
 */
export async function* followEvents<E extends { seq: number; type: string } = GameEvent>(
  client: BattleClient, gameId: string, options: FollowOptions = {}): AsyncGenerator<E> {
  // without `messages=true` the stream carries no table talk: every frame is a log event
  let after = options.after ?? 0;
  const { signal } = options;
  while (!signal?.aborted) {
    let body: ReadableStream<Uint8Array> | null = null;
    try {
      const r = await client.GET("/games/{game_id}/events/stream", {
        params: { path: { game_id: gameId }, query: { after } },
        parseAs: "stream",
        ...(signal ? { signal } : {}),
      });
      if (r.error !== undefined) {
        const wait = retryAfterMs(r.response);
        if (wait === undefined) throw new BattleApiError(r.response.status, r.error);
        await sleep(wait, signal); // "not now": the same read again (an abort ends the wait at once)
        continue;
      }
      if (r.response.status === 204) return;
      body = r.data ?? null;
      if (body === null) throw new Error("event stream without a body");
      let ended = false;
      for await (const frame of parseEventStream(body, signal)) {
        const event = JSON.parse(frame.data) as E;
        after = Math.max(after, event.seq);
        ended = ended || (TERMINAL_EVENTS as ReadonlySet<string>).has(event.type);
        yield event;
      }
      if (ended) return;
    } catch (err) {
      if (signal?.aborted) return;
      if (err instanceof BattleApiError) throw err;
      await sleep(250, signal); // dropped connection: resume after `after`
    }
  }
}

/** Resolves after `ms`, or at once when `signal` aborts (or has aborted). */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}

/** The wait a 429 or 503 answer asks for with `Retry-After` (delay-seconds, or an HTTP
 * date), in milliseconds, at least 100 and at most 60 000; `undefined` for any other answer
 * or without the header. */
export function retryAfterMs(response: Response): number | undefined {
  if (response.status !== 429 && response.status !== 503) return undefined;
  const value = response.headers.get("Retry-After")?.trim();
  if (!value) return undefined;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  if (Number.isNaN(ms)) return undefined;
  return Math.min(60_000, Math.max(100, ms));
}

/** A non-2xx answer: the HTTP status and the problem body. */
export class BattleApiError extends Error {
  constructor(readonly status: number, readonly problem: Problem) {
    super(`${status} ${problem.code}: ${problem.detail}`);
    this.name = "BattleApiError";
  }
}
