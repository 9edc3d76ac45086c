/**
 * The account requests of the web client (issue 33), through the TypeScript SDK: create an
 * account, read one (profile, rating history, games), the leaderboards, challenges, and the
 * account's event stream (`GET /account/events/stream`, SSE read over `fetch`: an
 * `EventSource` cannot send the key). Problems come back as {@link ApiError}.
 */
import { parseEventStream } from "../../sdk/ts/src/index.js";
import { Api, ApiError, ok, type Schemas } from "./api.js";

export type AccountOut = Schemas["AccountOut"];
export type AccountCreated = Schemas["AccountCreated"];
export type AccountEvent = Schemas["AccountEvent"];
export type RatingHistory = Schemas["RatingHistory"];
export type RatingChange = Schemas["RatingChangeOut"];
export type Leaderboard = Schemas["Leaderboard"];
export type Challenge = Schemas["ChallengeOut"];
export type ChallengeCreated = Schemas["ChallengeCreated"];
export type KindSummary = Schemas["KindSummary"];
export type Joined = Schemas["Joined"];

/** What the profile's game list reads of any kind's game view (`GET /games/{id}`). */
export interface AnyGame {
  id: string; kind: string; status: string; version: number; round: number; created_at: string; winners: number[];
  seats: { seat: number; name: string; taken: boolean; account?: string | null }[];
}

/** `mu - 3 sigma`: the leaderboard's order (0 for a new account). */
export function ordinal(r: { mu: number; sigma: number }): number {
  return r.mu - 3 * r.sigma;
}

/** The account API as anyone (`key` undefined) or as the account of `key`. */
export class AccountApi extends Api {
  /** `POST /accounts`: the account and its first key (play + read), shown this once. */
  async createAccount(name: string): Promise<AccountCreated> {
    return (await ok(this.client.POST("/accounts", { body: { name, bot: false, key_label: "web browser" } }))).data;
  }

  /** `GET /account`: the key's account (401 for an unknown or revoked key). */
  async me(): Promise<AccountOut> {
    return (await ok(this.client.GET("/account"))).data;
  }

  /** `GET /accounts?name=`: 404 `account_not_found`. */
  async byName(name: string): Promise<AccountOut> {
    return (await ok(this.client.GET("/accounts", { params: { query: { name } } }))).data;
  }

  async account(id: string): Promise<AccountOut> {
    return (await ok(this.client.GET("/accounts/{account_id}", { params: { path: { account_id: id } } }))).data;
  }

  /** One page of the account's rating changes, newest first. */
  async history(id: string, offset: number, limit: number): Promise<RatingHistory> {
    return (await ok(this.client.GET("/accounts/{account_id}/ratings", {
      params: { path: { account_id: id }, query: { offset, limit } } }))).data;
  }

  /** One page of the account's game ids, newest first. */
  async accountGames(id: string, offset: number, limit: number): Promise<Schemas["AccountGames"]> {
    return (await ok(this.client.GET("/accounts/{account_id}/games", {
      params: { path: { account_id: id }, query: { offset, limit } } }))).data;
  }

  /** Any kind's game view, as the few fields the profile shows. */
  async gameSummary(id: string): Promise<AnyGame> {
    return (await ok(this.client.GET("/games/{game_id}", { params: { path: { game_id: id } } }))).data as unknown as AnyGame;
  }

  async leaderboard(kind: string, offset: number, limit: number): Promise<Leaderboard> {
    return (await ok(this.client.GET("/leaderboards/{kind}", { params: { path: { kind }, query: { offset, limit } } }))).data;
  }

  /** `GET /kinds`: the hosted game kinds, the default first. */
  async kinds(): Promise<KindSummary[]> {
    return (await ok(this.client.GET("/kinds"))).data.kinds;
  }

  /** `POST /challenges` with this account's key: the game is made at once (this account in
   * seat 0; seat 1, 2, … held for `accounts` in order). */
  async challenge(body: Schemas["CreateChallenge"]): Promise<ChallengeCreated> {
    return (await ok(this.client.POST("/challenges", { body }))).data;
  }

  async getChallenge(id: string): Promise<Challenge> {
    return (await ok(this.client.GET("/challenges/{challenge_id}", { params: { path: { challenge_id: id } } }))).data;
  }

  /** Take the seat held for this account: the seat token (shown once). */
  async accept(id: string): Promise<Joined> {
    return (await ok(this.client.POST("/challenges/{challenge_id}/accept", { params: { path: { challenge_id: id } } }))).data;
  }

  async decline(id: string): Promise<Challenge> {
    return (await ok(this.client.POST("/challenges/{challenge_id}/decline", { params: { path: { challenge_id: id } } }))).data;
  }
}

export interface AccountFollow {
  /** Stop following (closes the connection). */
  stop(): void;
}

/**
 * The account's events as they happen: `GET /account/events/stream` from `after` (0: the
 * last 1,000 kept), each event to `onEvent` in `seq` order, `onLink(true)` while connected.
 * A dropped connection is opened again after the last `seq` seen (nothing is missed);
 * a refusal (401: the key was revoked; 403; 503 too many watchers) goes to `onProblem`
 * and, but for a 503, ends the following.
 */
export function followAccount(key: string, after: number, onEvent: (e: AccountEvent) => void,
                              onLink: (live: boolean) => void, onProblem: (err: ApiError) => void): AccountFollow {
  const api = new Api(key);
  const abort = new AbortController();
  let seq = after;
  void (async () => {
    while (!abort.signal.aborted) {
      try {
        const r = await api.client.GET("/account/events/stream", {
          params: { query: { after: seq } }, parseAs: "stream", signal: abort.signal });
        if (!r.response.ok || !r.data) {
          const body: unknown = r.error;
          const err = new ApiError(r.response.status, body && typeof body === "object" && "code" in body
            ? body as Schemas["Problem"]
            : { type: "about:blank", title: `HTTP ${r.response.status}`, status: r.response.status,
                code: `http_${r.response.status}`, detail: `The server answered ${r.response.status}.` });
          onProblem(err);
          if (r.response.status !== 503) return;
        } else {
          onLink(true);
          for await (const frame of parseEventStream(r.data, abort.signal)) {
            const e = JSON.parse(frame.data) as AccountEvent;
            if (e.seq <= seq) continue;
            seq = e.seq;
            onEvent(e);
          }
        }
      } catch {
        // a dropped connection: open it again after `seq`
      }
      if (abort.signal.aborted) return;
      onLink(false);
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  })();
  return { stop: () => abort.abort() };
}
