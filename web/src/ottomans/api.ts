/**
 * The Ottomans' requests (kind `ottomans`), through the TypeScript SDK like every other
 * request of the client (`../api.ts` for the kind-neutral ones: events, talk, seats): the
 * view (`OttomansGameView`), the seat's options (`OttomansLegalOption`), an action
 * (`OttomansAction`, with `If-Match` and an `Idempotency-Key`), the board picture the server
 * draws (`GET /games/{id}/board.svg`) and the kind's components (`GET /kinds/ottomans/rules`:
 * names of areas, cities, counters, stratagems).
 */
import {
  etag, type OttomansAction, type OttomansGameEvent, type OttomansGameView, type OttomansLegalOption,
} from "../../../sdk/ts/src/index.js";
import { Api, ApiError, ok, type Problem, type Schemas } from "../api.js";

export type { OttomansAction, OttomansGameEvent, OttomansGameView, OttomansLegalOption };
/** An event of the log (the stream's table-talk `message` is no event of the log). */
export type OttEvent = Exclude<OttomansGameEvent, { type: "message" }>;
/** An option of one `type`. */
export type OptOf<T extends OttomansLegalOption["type"]> = Extract<OttomansLegalOption, { type: T }>;

const kinds = new Map<string, string>();

/** Remember a game's kind (the lobby knows it from the listing). */
export function rememberKind(id: string, kind: string): void {
  kinds.set(id, kind);
}

/** The kind of game `id` (`battle1821`, `ottomans`, ...), read once per page load; null when
 * the server has no such game (404). A game that cannot be read otherwise (no answer, a 5xx)
 * throws that problem: its kind is unknown, so no kind's page may be drawn for it. */
export async function kindOf(id: string): Promise<string | null> {
  const known = kinds.get(id);
  if (known) return known;
  try {
    const g = await new Api().anyGame(id);
    kinds.set(id, g.kind);
    return g.kind;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** The Ottomans' calls with one client (a seat token, or none for a spectator). */
export class OttApi {
  constructor(readonly api: Api) {}

  /** `GET /games/{id}` (or `?at=` a past version); 409 `unsupported_kind` (made here) for
   * another kind's game, so every option and event read after it is the Ottomans'. */
  async game(id: string, at?: number): Promise<OttomansGameView> {
    const g = await this.api.anyGame(id, at);
    if (g.kind !== "ottomans") {
      throw new ApiError(409, { type: "about:blank", title: "Another game", status: 409, code: "unsupported_kind",
                                detail: `This page plays The Ottomans; game ${id} is of kind ${g.kind}.` } as Problem);
    }
    return g as OttomansGameView;
  }

  async legal(id: string): Promise<{ version: number; actions: OttomansLegalOption[] }> {
    const la = (await ok(this.api.client.GET("/games/{game_id}/legal-actions", { params: { path: { game_id: id } } }))).data;
    return { version: la.version, actions: la.actions as OttomansLegalOption[] };
  }

  /** Submit `action` at `version` with the caller's `key` (kept for a retry). */
  async act(id: string, version: number, action: OttomansAction, key: string): Promise<Schemas["ActionAccepted"]> {
    return (await ok(this.api.client.POST("/games/{game_id}/actions", {
      params: { path: { game_id: id }, header: { "If-Match": etag(version), "Idempotency-Key": key } },
      body: action }))).data;
  }

  /** The board picture (SVG text) now, or at a past version. */
  async board(id: string, at?: number): Promise<string> {
    const r = await ok(this.api.client.GET("/games/{game_id}/board.svg", {
      params: { path: { game_id: id }, ...(at !== undefined ? { query: { at } } : {}) }, parseAs: "text" }));
    return r.data as unknown as string;
  }
}

/** The parts of the components pack (`GET /kinds/ottomans/rules` `rules.design`) the page reads. */
export interface Pack {
  factions: { id: string; name: string; colour: string }[];
  regions: { id: string; name: string; colour: string; value: number }[];
  seas: { id: string; name: string }[];
  cities: { id: string; name: string; region: string; critical?: boolean; port?: boolean }[];
  units: { id: string; name: string; colour: string; strength: number; mobility: number; front?: string }[];
  leaders: { id: string; name: string; colour: string; command: number }[];
  stratagems: { id: string; kind: string; name: string; nationality?: string | null; mercenary?: boolean }[];
  stratagem_kinds: { id: string; name: string; text: string }[];
  turns: { turn: number; years: string; label: string }[];
  scenarios: { number: number; name: string; first_turn: number; last_turn: number }[];
}

let pack: Promise<Pack | null> | null = null;

/** The pack, read once per page load (null when it cannot be read: ids are shown instead). */
export function loadPack(): Promise<Pack | null> {
  pack ??= ok(new Api().client.GET("/kinds/{kind}/rules", { params: { path: { kind: "ottomans" } } }))
    .then((r) => (r.data.rules as unknown as { design: Pack }).design).catch(() => null);
  return pack;
}
