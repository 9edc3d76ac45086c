/**
 * The leaderboards (`#/leaderboard[/<kind>]`): one per hosted game kind (`GET /kinds`), best
 * rating (`ordinal`, mu − 3 sigma) first, a page at a time (`GET /leaderboards/{kind}`);
 * this browser's account is marked, each name opens its profile.
 */
import { AccountApi, type Leaderboard } from "../account-api.js";
import { heldAccount } from "../account-key.js";
import { h, put } from "../dom.js";
import { problemBox } from "../ui.js";
import { hostedKinds, kindTitle } from "./account.js";

const PAGE = 25;

export function leaderboardPage(root: HTMLElement, wanted: string | null): () => void {
  root.dataset.page = "leaderboard";
  const api = new AccountApi();
  const tabs = h("nav", { class: "kind-tabs", "aria-label": "Game" });
  const body = h("div", { class: "board-body" }, h("p", { class: "muted" }, "Reading the leaderboard…"));
  const pos = h("span", { class: "muted" });
  const prev = h("button", { type: "button", "data-action": "newer" }, "Previous");
  const next = h("button", { type: "button", "data-action": "older" }, "Next");
  const pager = h("p", { class: "buttons pager" }, prev, pos, next);
  const title = h("h1", null, "Leaderboard");
  put(root, h("div", { class: "account-layout leaderboard" },
    h("div", { class: "account-intro" }, title,
      h("p", null, "Accounts rated in rated games, best first. The rating is the skill estimate less three times its uncertainty, ",
        "so it grows as an account wins and as its rated games make the estimate surer.")),
    h("section", { class: "card board-card" }, tabs, body, pager)));
  let offset = 0;
  let kind = "";
  let alive = true;
  const load = async (): Promise<void> => {
    prev.disabled = next.disabled = true;
    try {
      const kinds = await hostedKinds();
      kind = kinds.some((k) => k.name === wanted) ? (wanted as string) : kinds[0]?.name ?? "battle1821";
      root.dataset.kind = kind;
      put(title, `Leaderboard: ${kindTitle(kinds, kind)}`);
      put(tabs, ...(kinds.length > 1 ? kinds.map((k) => h("a", {
        class: `button chip${k.name === kind ? " selected" : ""}`, href: `#/leaderboard/${k.name}`,
        "aria-current": k.name === kind ? "page" : null }, k.title)) : []));
      const board = await api.leaderboard(kind, offset, PAGE);
      if (!alive) return;
      put(body, table(board));
      pos.textContent = board.total ? `${offset + 1}–${offset + board.rows.length} of ${board.total}` : "";
      prev.disabled = offset === 0;
      next.disabled = board.next_offset === null;
      pager.hidden = board.total <= PAGE;
    } catch (err) {
      put(body, problemBox(err, "The leaderboard could not be read:", [{ label: "Try again", run: () => void load() }]));
    }
  };
  prev.addEventListener("click", () => { offset = Math.max(0, offset - PAGE); void load(); });
  next.addEventListener("click", () => { offset += PAGE; void load(); });
  void load();
  return () => { alive = false; };
}

function table(board: Leaderboard): HTMLElement {
  if (!board.rows.length) {
    return h("p", { class: "muted" }, "Nobody is rated in this game yet: finish a rated game (a challenge, quick play, ",
      "or a lobby game created with an account) to be the first.");
  }
  const me = heldAccount()?.id;
  return h("div", { class: "table-wrap" }, h("table", { class: "data leaders" },
    h("thead", null, h("tr", null, h("th", { class: "num" }, "#"), h("th", null, "Player"), h("th", { class: "num" }, "Rating"),
      h("th", { class: "num skill" }, "Skill"), h("th", { class: "num" }, "Games"))),
    h("tbody", null, ...board.rows.map((r) => h("tr", { "data-account": r.account, class: r.account === me ? "me" : "" },
      h("td", { class: "num" }, r.rank),
      h("td", { class: "wrap" }, h("a", { href: `#/profile/${r.account}` }, r.name), r.bot ? h("span", { class: "seat-bot" }, "bot") : null,
        r.account === me ? h("span", { class: "muted" }, " (you)") : null),
      h("td", { class: "num strong" }, r.rating.ordinal.toFixed(1)),
      h("td", { class: "num skill" }, `${r.rating.mu.toFixed(1)} ± ${r.rating.sigma.toFixed(1)}`),
      h("td", { class: "num" }, r.rating.games))))));
}
