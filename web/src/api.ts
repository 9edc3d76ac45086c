/**
 * Every request of the web client, through the TypeScript SDK (`sdk/ts`): one client
 * per seat token, problems (RFC 9457) as `ApiError`, `If-Match` on every write and an
 * `Idempotency-Key` on every action and game creation (a retry after a dropped connection
 * replays the first answer instead of acting twice or making a second game).
 */
import {
  createBattleClient, etag, type Action, type ActionAccepted, type BattleClient, type GameEvent, type GameView,
  type LegalOption, type Message, type OttomansGameView, type Problem, type StreamItem, type components, type operations,
} from "../../sdk/ts/src/index.js";

export type { Action, ActionAccepted, GameEvent, GameView, LegalOption, Message, Problem, StreamItem };
export type Schemas = components["schemas"];
/** The event of one `type` (the SDK's `GameEvent` is a union discriminated on it). */
export type EventOf<T extends GameEvent["type"]> = Extract<GameEvent, { type: T }>;
export type GameSummary = Schemas["GameSummary"];
export type SeatInfo = Schemas["SeatInfo"];
export type Odds = Schemas["Odds"];
export type ActionRecord = Schemas["ActionRecord"];
export type SeatClock = Schemas["SeatClock"];


/** A refused request: the HTTP status and the problem the server sent (or one made here
 * for a dropped connection, status 0). */
export class ApiError extends Error {
  constructor(readonly status: number, readonly problem: Problem) {
    super(problem.detail);
    this.name = "ApiError";
  }
  get code(): string {
    return this.problem.code;
  }
}

function asProblem(status: number, body: unknown): Problem {
  if (body && typeof body === "object" && "detail" in body && "code" in body) return body as Problem;
  return { type: "about:blank", title: `HTTP ${status}`, status, detail: `The server answered ${status}.`,
           code: `http_${status}` };
}

export function networkProblem(err: unknown): ApiError {
  const why = err instanceof Error ? err.message : String(err);
  return new ApiError(0, { type: "about:blank", title: "No answer", status: 0, code: "network",
    detail: `The server did not answer (${why}). Nothing was lost: try again.` });
}

interface Answer<T> { data?: T; error?: unknown; response: Response }

/** The data of an answer, or its problem thrown as an `ApiError` (a dropped connection: status 0). */
export async function ok<T>(p: Promise<Answer<T>>): Promise<{ data: T; response: Response }> {
  let r: Answer<T>;
  try {
    r = await p;
  } catch (err) {
    throw networkProblem(err);
  }
  if (r.error !== undefined || !r.response.ok) throw new ApiError(r.response.status, asProblem(r.response.status, r.error));
  return { data: r.data as T, response: r.response };
}

/** The version in an `ETag` header (`"7"` -> 7). */
export function versionOf(response: Response): number | null {
  const m = /"(\d+)"/.exec(response.headers.get("ETag") ?? "");
  return m ? Number(m[1]) : null;
}

export function newKey(): string {
  return crypto.randomUUID();
}

/** The API at this page's origin, as a seat (`token`) or as anyone. */
export class Api {
  readonly client: BattleClient;
  constructor(readonly token?: string) {
    this.client = createBattleClient(location.origin, token ? { token } : {});
  }

  /** One page of `GET /games` (newest first; `total` counts every game the filters admit;
   * pass `next_cursor` back as `cursor`, with the same filters, for the next page). */
  async listGames(query: NonNullable<operations["listGames"]["parameters"]["query"]> = {}): Promise<Schemas["GameList"]> {
    // this client plays 1821 only: its lobby lists 1821's games (another kind's page is refused, 409 unsupported_kind)
    return (await ok(this.client.GET("/games", { params: { query: { limit: 50, kind: "battle1821", ...query } } }))).data;
  }

  /** `POST /games` with the caller's `key` (`Idempotency-Key`: one per game meant, the same
   * on every try of it, so a retry after a lost answer gets the game made, not a second one). */
  async createGame(body: Schemas["CreateGame"], key: string): Promise<Schemas["GameCreated"]> {
    return (await ok(this.client.POST("/games", { params: { header: { "Idempotency-Key": key } }, body }))).data;
  }

  /** `GET /games/{id}`, or with `at` the game as it was at that past version (1 .. the
   * current one; 400 `invalid_at` outside). */
  async game(id: string, at?: number): Promise<GameView> {
    const g = await this.anyGame(id, at);
    // this client plays 1821's games: another kind's view is refused here, so every
    // option, action and event it then reads is 1821's (the spec's first branch)
    if (g.kind !== "battle1821") {
      throw new ApiError(409, { type: "about:blank", title: "Another game", status: 409, code: "unsupported_kind",
                                detail: `This page plays 1821; game ${id} is of kind ${g.kind}.` } as Problem);
    }
    return g as GameView;
  }

  /** `GET /games/{id}` of any kind (the SDK's union of the kinds' views; `kind` tells which):
   * for what every kind's view has (seats, status, version, players' names, winners). */
  async anyGame(id: string, at?: number): Promise<GameView | OttomansGameView> {
    return (await ok(this.client.GET("/games/{game_id}", {
      params: { path: { game_id: id }, ...(at !== undefined ? { query: { at } } : {}) } }))).data;
  }

  /** `GET /games/{id}/record`: every accepted action with the version it produced. */
  async record(id: string): Promise<Schemas["GameRecordOut"]> {
    return (await ok(this.client.GET("/games/{game_id}/record", { params: { path: { game_id: id } } }))).data;
  }

  /** `POST /games/{id}/players/{seat}/take-back` with this client's seat token at `version`:
   * the seat's human takes it back from the server bot that took it over (409
   * `seat_in_turn` while the bot is in the seat's turn, `not_taken_over`). */
  async takeBack(id: string, seat: number, version: number): Promise<Schemas["TakenBack"]> {
    return (await ok(this.client.POST("/games/{game_id}/players/{seat}/take-back", {
      params: { path: { game_id: id, seat }, header: { "If-Match": etag(version) } } }))).data;
  }

  /** `POST /games/{id}/rematch` with this client's token: the host's creates the rematch (or
   * returns it), a player's takes its reserved seat in it (409 `no_rematch` before the host). */
  async rematch(id: string): Promise<Schemas["Rematch"]> {
    return (await ok(this.client.POST("/games/{game_id}/rematch", { params: { path: { game_id: id } } }))).data;
  }

  async players(id: string): Promise<SeatInfo[]> {
    return (await ok(this.client.GET("/games/{game_id}/players", { params: { path: { game_id: id } } }))).data;
  }

  async join(id: string, version: number, name: string, seat: number | null): Promise<Schemas["Joined"]> {
    return (await ok(this.client.POST("/games/{game_id}/players", {
      params: { path: { game_id: id }, header: { "If-Match": etag(version) } },
      body: seat === null ? { name } : { name, seat } }))).data;
  }

  async cancel(id: string, version: number): Promise<void> {
    await ok(this.client.DELETE("/games/{game_id}", {
      params: { path: { game_id: id }, header: { "If-Match": etag(version) } } }));
  }

  /** The seat's options (1821's: the page opens 1821 games only, see {@link game}). */
  async legal(id: string): Promise<{ version: number; actions: LegalOption[] }> {
    const la = (await ok(this.client.GET("/games/{game_id}/legal-actions", { params: { path: { game_id: id } } }))).data;
    return { version: la.version, actions: la.actions as LegalOption[] };
  }

  /** Submit `action` at `version` with the caller's `key` (keep it for a retry). */
  async act(id: string, version: number, action: Action, key: string): Promise<ActionAccepted> {
    return (await ok(this.client.POST("/games/{game_id}/actions", {
      params: { path: { game_id: id }, header: { "If-Match": etag(version), "Idempotency-Key": key } },
      body: action }))).data;
  }

  async events(id: string, after: number): Promise<{ events: GameEvent[]; last_seq: number }> {
    const page = (await ok(this.client.GET("/games/{game_id}/events", {
      params: { path: { game_id: id }, query: { after, limit: 1000 } } }))).data;
    return { events: page.events as GameEvent[], last_seq: page.last_seq };
  }

  /** The whole event log (paged). */
  async allEvents(id: string): Promise<GameEvent[]> {
    const out: GameEvent[] = [];
    for (let after = 0; ;) {
      const page = await this.events(id, after);
      out.push(...page.events);
      if (page.events.length === 0 || page.last_seq <= after) return out;
      after = page.last_seq;
    }
  }

  async allActions(id: string): Promise<ActionRecord[]> {
    const out: ActionRecord[] = [];
    for (let offset: number | null = 0; offset !== null;) {
      const page: Schemas["ActionPage"] = (await ok(this.client.GET("/games/{game_id}/actions", {
        params: { path: { game_id: id }, query: { offset, limit: 200 } } }))).data;
      out.push(...page.actions);
      offset = page.next_offset;
    }
    return out;
  }

  /** The newest accepted action of a game (null before the first): its time tells how
   * long the game has waited (the listing has no time of the last move). */
  async lastAction(id: string): Promise<ActionRecord | null> {
    const page = async (offset: number): Promise<Schemas["ActionPage"]> => (await ok(this.client.GET("/games/{game_id}/actions", {
      params: { path: { game_id: id }, query: { offset, limit: 1 } } }))).data;
    const first = await page(0);
    if (first.total <= 1) return first.actions[0] ?? null;
    return (await page(first.total - 1)).actions[0] ?? null;
  }

  /** Every table-talk message after `after` this token (or a spectator) may read, oldest first. */
  async messages(id: string, after = 0): Promise<Message[]> {
    const out: Message[] = [];
    for (let from: number | null = after; from !== null;) {
      const page: Schemas["MessagePage"] = (await ok(this.client.GET("/games/{game_id}/messages", {
        params: { path: { game_id: id }, query: { after: from, limit: 200 } } }))).data;
      out.push(...page.messages);
      from = page.next_after;
    }
    return out;
  }

  /** Say `text` to the table (`to` null) or to one seat. */
  async say(id: string, text: string, to: number | null): Promise<Message> {
    return (await ok(this.client.POST("/games/{game_id}/messages", {
      params: { path: { game_id: id } }, body: to === null ? { text } : { text, to_seat: to } }))).data;
  }

  async odds(attackers: number, defenders: number): Promise<Odds> {
    return (await ok(this.client.GET("/rules/odds", { params: { query: { attackers, defenders } } }))).data;
  }

  async rules(): Promise<Rules> {
    return (await ok(this.client.GET("/rules"))).data as unknown as Rules;
  }
}

/** The parts of `GET /rules` the client reads (the spec types them as open objects). */
export interface Rules {
  events: { events: EventCard[] };
  apostles: { apostles: ApostleCard[] };
}
export interface EventCard { id: string; title: string; year?: number; favours?: string; text: string }
export interface ApostleCard { id: string; title: string; fame: number; text: string; blessing_text: string }
