/**
 * An account's profile (`#/profile/<account id>`; `#/profile`: this browser's account, or a
 * search by name): its ratings per game kind, its rating history per kind (`GET
 * /accounts/{id}/ratings`, newest first, loaded a page at a time, with a chart of the
 * kind's rating over the loaded changes) and its games (`GET /accounts/{id}/games`, paged).
 */
import { AccountApi, ordinal, type AccountOut, type AnyGame, type KindSummary, type RatingChange } from "../account-api.js";
import { heldAccount } from "../account-key.js";
import { h, plural, put, svg } from "../dom.js";
import { seatOf } from "../seats.js";
import { problemBox } from "../ui.js";
import { hostedKinds, kindTitle } from "./account.js";

const HISTORY_PAGE = 25;
const GAMES_PAGE = 10;

export function profilePage(root: HTMLElement, id: string | null): () => void {
  root.dataset.page = "profile";
  const api = new AccountApi();
  const find = findForm(api);
  const target = id ?? heldAccount()?.id ?? null;
  if (!target) {
    put(root, h("div", { class: "account-layout" },
      h("div", { class: "account-intro" }, h("h1", null, "Profiles"),
        h("p", null, "Find a player by the name of their account, or ", h("a", { href: "#/account" }, "create your account"), ".")),
      find));
    return () => undefined;
  }
  const head = h("section", { class: "card profile-head" }, h("p", { class: "muted" }, "Reading the account…"));
  const ratings = h("section", { class: "card ratings", "data-ratings": "" }, h("h2", null, "Ratings"));
  const history = h("section", { class: "card history", "data-history": "" }, h("h2", null, "Rating history"));
  const games = h("section", { class: "card account-games", "data-games": "" }, h("h2", null, "Games"));
  put(root, h("div", { class: "account-layout profile" }, head, ratings, find, history, games));
  let alive = true;
  void (async () => {
    let acc: AccountOut;
    let kinds: KindSummary[];
    try {
      [acc, kinds] = await Promise.all([api.account(target), hostedKinds()]);
    } catch (err) {
      put(head, problemBox(err, "This account cannot be shown:", [{ label: "Back to the lobby", run: () => { location.hash = "#/"; } }]));
      ratings.remove(); history.remove(); games.remove();
      return;
    }
    if (!alive) return;
    root.dataset.account = acc.id;
    const mine = heldAccount()?.id === acc.id;
    put(head, h("h1", null, acc.name, acc.bot ? h("span", { class: "seat-bot" }, "bot") : null, mine ? h("span", { class: "muted you" }, " (you)") : null),
      h("p", { class: "muted" }, `Playing since ${new Date(acc.created_at).toLocaleDateString()}.`));
    showRatings(ratings, acc, kinds);
    showHistory(history, api, acc, kinds);
    showGames(games, api, acc, kinds);
  })();
  return () => { alive = false; };
}

function findForm(api: AccountApi): HTMLElement {
  const name = h("input", { type: "search", name: "find_name", maxlength: 40, required: true, autocomplete: "off", "aria-label": "Account name" });
  const problem = h("div", { class: "problem-slot" });
  const form = h("form", { class: "card find", role: "search", "aria-label": "Find a player" },
    h("h2", null, "Find a player"), h("p", { class: "find-row" }, name, h("button", { type: "submit" }, "Show")), problem);
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    put(problem);
    try {
      location.hash = `#/profile/${(await api.byName(name.value.trim())).id}`;
    } catch (err) {
      put(problem, problemBox(err, "Not found:"));
    }
  });
  return form;
}

function showRatings(card: HTMLElement, acc: AccountOut, kinds: KindSummary[]): void {
  if (!acc.ratings.length) {
    put(card, h("h2", null, "Ratings"), h("p", { class: "muted" }, "No rated game yet: a rated game's result sets the rating of each account in it."));
    return;
  }
  put(card, h("h2", null, "Ratings"),
    h("div", { class: "table-wrap" }, h("table", { class: "data" },
      h("thead", null, h("tr", null, h("th", null, "Game"), h("th", { class: "num" }, "Rating"), h("th", { class: "num skill" }, "Skill"),
        h("th", { class: "num" }, "Games"))),
      h("tbody", null, ...acc.ratings.map((r) => h("tr", { "data-kind": r.kind },
        h("td", { class: "wrap" }, h("a", { href: `#/leaderboard/${r.kind}` }, kindTitle(kinds, r.kind))),
        h("td", { class: "num strong" }, r.ordinal.toFixed(1)),
        h("td", { class: "num skill" }, `${r.mu.toFixed(1)} ± ${r.sigma.toFixed(1)}`),
        h("td", { class: "num" }, r.games)))))),
    h("p", { class: "muted small" }, "Rating: the skill estimate less three times its uncertainty (mu − 3 sigma), as the leaderboards order it."));
}

/** "1st", "2nd", "3rd", "4th". */
function place(n: number): string {
  return `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"}`;
}

function showHistory(card: HTMLElement, api: AccountApi, acc: AccountOut, kinds: KindSummary[]): void {
  const loaded: RatingChange[] = [];
  let next: number | null = 0;
  let total = 0;
  let kind = acc.ratings[0]?.kind ?? "";
  const tabs = h("div", { class: "kind-tabs", role: "group", "aria-label": "Game" });
  const body = h("div", null);
  const more = h("button", { type: "button", "data-action": "older" }, "Older changes");
  const problem = h("div", { class: "problem-slot" });
  put(card, h("h2", null, "Rating history"), tabs, body, problem, h("p", { class: "buttons" }, more));
  const draw = (): void => {
    const kindsSeen = [...new Set([...acc.ratings.map((r) => r.kind), ...loaded.map((c) => c.kind)])];
    if (!kind && kindsSeen[0]) kind = kindsSeen[0];
    put(tabs, ...(kindsSeen.length > 1 ? kindsSeen.map((k) => h("button", {
      type: "button", class: `chip${k === kind ? " selected" : ""}`, "aria-pressed": k === kind ? "true" : "false", "data-kind": k,
      onclick: () => { kind = k; draw(); } }, kindTitle(kinds, k))) : []));
    const rows = loaded.filter((c) => c.kind === kind);
    more.hidden = next === null;
    if (!rows.length) {
      put(body, h("p", { class: "muted" }, total ? `No rated game of this kind among the newest ${plural(loaded.length, "change")}.` : "No rated game yet."));
      return;
    }
    put(body, chart(rows), h("p", { class: "muted small" },
      `${kindTitle(kinds, kind)}: ${plural(rows.length, "rated game")} shown, newest first`, next !== null ? ` (of ${total} changes in all games)` : "", "."),
      h("div", { class: "table-wrap" }, h("table", { class: "data" },
        h("thead", null, h("tr", null, h("th", null, "When"), h("th", null, "Game"), h("th", null, "Place"),
          h("th", { class: "num" }, "Rating"), h("th", { class: "num" }, "Change"))),
        h("tbody", null, ...rows.map((c) => {
          const d = ordinal(c.after) - ordinal(c.before);
          return h("tr", { "data-game": c.game_id },
            h("td", null, h("time", { datetime: c.at }, new Date(c.at).toLocaleDateString())),
            h("td", null, h("a", { href: `#/replay/${c.game_id}` }, c.game_id.slice(0, 8))),
            h("td", null, `${place(c.rank)} of ${c.seats}`),
            h("td", { class: "num strong" }, ordinal(c.after).toFixed(1)),
            h("td", { class: `num ${d >= 0 ? "up" : "down"}` }, `${d >= 0 ? "+" : "−"}${Math.abs(d).toFixed(1)}`));
        })))));
  };
  const load = async (): Promise<void> => {
    if (next === null) return;
    more.disabled = true;
    put(problem);
    try {
      const page = await api.history(acc.id, next, HISTORY_PAGE);
      loaded.push(...page.changes);
      total = page.total;
      next = page.next_offset;
      draw();
    } catch (err) {
      put(problem, problemBox(err, "The history could not be read:", [{ label: "Try again", run: () => void load() }]));
    } finally {
      more.disabled = false;
    }
  };
  more.addEventListener("click", () => void load());
  void load();
}

/** The kind's rating after each loaded change, oldest to newest (and before the oldest). */
function chart(rows: RatingChange[]): SVGSVGElement {
  const old = [...rows].reverse();
  const first = old[0];
  const points = [...(first ? [ordinal(first.before)] : []), ...old.map((c) => ordinal(c.after))];
  const W = 600, H = 120, PAD = 8;
  const lo = Math.min(...points), hi = Math.max(...points);
  const span = hi - lo || 1;
  const x = (i: number): number => PAD + (points.length > 1 ? (i * (W - 2 * PAD)) / (points.length - 1) : (W - 2 * PAD) / 2);
  const y = (v: number): number => H - PAD - ((v - lo) / span) * (H - 2 * PAD);
  const line = points.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  return svg("svg", { class: "rating-chart", viewBox: `0 0 ${W} ${H}`, role: "img", preserveAspectRatio: "none",
                      "aria-label": `Rating from ${points[0]?.toFixed(1)} to ${points.at(-1)?.toFixed(1)} over ${plural(rows.length, "rated game")}` },
    svg("line", { x1: PAD, x2: W - PAD, y1: y(0), y2: y(0), class: "zero", hidden: lo > 0 || hi < 0 }),
    svg("polyline", { points: line, class: "trend" }),
    // each point a zero-length round-capped line: a round dot however the chart is stretched
    ...points.map((v, i) => svg("line", { x1: x(i), x2: x(i), y1: y(v), y2: y(v), class: "dot" })));
}

function showGames(card: HTMLElement, api: AccountApi, acc: AccountOut, kinds: KindSummary[]): void {
  let offset = 0;
  const list = h("ul", { class: "game-list" });
  const pos = h("span", { class: "muted" });
  const newer = h("button", { type: "button", "data-action": "newer" }, "Newer");
  const older = h("button", { type: "button", "data-action": "older" }, "Older");
  const problem = h("div", { class: "problem-slot" });
  put(card, h("h2", null, "Games"), list, problem, h("p", { class: "buttons pager" }, newer, pos, older));
  const load = async (): Promise<void> => {
    newer.disabled = older.disabled = true;
    put(problem);
    try {
      const page = await api.accountGames(acc.id, offset, GAMES_PAGE);
      const views = await Promise.all(page.games.map((g) => api.gameSummary(g).catch(() => null)));
      put(list, ...(page.games.length ? page.games.map((g, i) => gameRow(g, views[i] ?? null, acc, kinds))
                                      : [h("li", { class: "muted" }, "No game yet.")]));
      pos.textContent = page.total ? `${offset + 1}–${offset + page.games.length} of ${page.total}` : "";
      newer.disabled = offset === 0;
      older.disabled = page.next_offset === null;
      newer.hidden = older.hidden = page.total <= GAMES_PAGE;
    } catch (err) {
      put(problem, problemBox(err, "The games could not be read:", [{ label: "Try again", run: () => void load() }]));
    }
  };
  newer.addEventListener("click", () => { offset = Math.max(0, offset - GAMES_PAGE); void load(); });
  older.addEventListener("click", () => { offset += GAMES_PAGE; void load(); });
  void load();
}

const STATUS: Record<string, string> = { lobby: "waiting for players", setup: "setting up", active: "being played", finished: "finished", cancelled: "cancelled" };

function gameRow(id: string, g: AnyGame | null, acc: AccountOut, kinds: KindSummary[]): HTMLElement {
  if (!g) return h("li", { "data-game": id }, h("span", { class: "game-names" }, `game ${id.slice(0, 8)}`), h("span", { class: "what muted" }, "could not be read"));
  const seats = g.seats.filter((s) => s.taken);
  const names = seats.map((s, i) => [i ? ", " : "", s.account === acc.id ? h("strong", null, s.name) : s.name]).flat();
  const won = g.status === "finished"
    ? (g.winners.length ? ` · won by ${g.winners.map((w) => g.seats.find((s) => s.seat === w)?.name ?? `seat ${w + 1}`).join(" and ")}` : " · no winner")
    : "";
  const links: HTMLElement[] = [];
  if (seatOf(id) && (g.status === "lobby" || g.status === "setup" || g.status === "active")) links.push(h("a", { class: "button primary", href: `#/game/${id}` }, "Play"));
  else if (g.status === "setup" || g.status === "active") links.push(h("a", { class: "button", href: `#/watch/${id}` }, "Watch"));
  if (g.status === "finished") links.push(h("a", { class: "button", href: `#/replay/${id}` }, "Replay"));
  return h("li", { "data-game": id, "data-status": g.status },
    h("span", { class: "game-names" }, ...names),
    h("span", { class: "what" }, `${kindTitle(kinds, g.kind)} · ${STATUS[g.status] ?? g.status}${g.status === "finished" ? ` after ${plural(g.round, "round")}` : ""}${won}`),
    h("time", { datetime: g.created_at, class: "muted" }, new Date(g.created_at).toLocaleDateString()),
    h("span", { class: "links" }, ...links));
}
