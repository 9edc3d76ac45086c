/**
 * Quick play (`#/quickplay`, issue 33): this browser's account seeks a game (`POST
 * /seeks`: kind, seats, round limit, clock, rated, partners near its rating or anyone).
 * Partners waiting already: the answer is `matched` and the page opens the game as the
 * seat it got. Else the page waits, with a Cancel button (`DELETE /seeks/{id}`), until
 * the account's event stream tells `seek_matched` (then `GET /seeks/{id}` gives the seat's
 * token) or the seek expires; `GET /seeks/{id}` every few seconds backs the stream up. The
 * waiting seek is kept in this browser (`battle1821.seek`): a reload waits on. The seeks
 * other accounts wait with (`GET /seeks`) are listed with "Play this game" (the same seek).
 */
import { AccountApi, followAccount, type AccountFollow, type KindSummary } from "../account-api.js";
import { heldAccount, type AccountKey } from "../account-key.js";
import { ApiError, ok, type Schemas } from "../api.js";
import { h, plural, put } from "../dom.js";
import { keepSeat } from "../seats.js";
import { problemBox } from "../ui.js";
import { hostedKinds, kindTitle } from "./account.js";

type Seek = Schemas["Seek"];
type OpenSeek = Schemas["OpenSeek"];
type CreateSeek = Schemas["CreateSeek"];

const SEEK = "battle1821.seek";
const POLL_MS = 5000;
/** Partners "near my rating": within this many points of this account's `mu`. */
const NEAR = 5;
/** The clocks on offer: [label, clock or null]. */
const CLOCKS: [string, Schemas["Clock"] | null][] = [
  ["No clock", null],
  ["10 minutes each, +5 s a turn", { initial_s: 600, increment_s: 5 }],
  ["30 minutes each, +15 s a turn", { initial_s: 1800, increment_s: 15 }],
  ["3 days each, +1 day a turn", { initial_s: 259_200, increment_s: 86_400 }],
];

class SeekApi extends AccountApi {
  async seek(body: CreateSeek): Promise<Seek> {
    return (await ok(this.client.POST("/seeks", { body }))).data;
  }

  async getSeek(id: string): Promise<Seek> {
    return (await ok(this.client.GET("/seeks/{seek_id}", { params: { path: { seek_id: id } } }))).data;
  }

  async cancelSeek(id: string): Promise<void> {
    await ok(this.client.DELETE("/seeks/{seek_id}", { params: { path: { seek_id: id } } }));
  }

  async openSeeks(kind: string): Promise<Schemas["SeekList"]> {
    return (await ok(this.client.GET("/seeks", { params: { query: { kind, limit: 20 } } }))).data;
  }
}

function clockWords(c: Schemas["Clock"] | null): string {
  if (!c) return "no clock";
  const t = (s: number): string => (s % 86_400 === 0 ? plural(s / 86_400, "day") : s % 3600 === 0 ? `${s / 3600} h` : s % 60 === 0 ? `${s / 60} min` : `${s} s`);
  return `${t(c.initial_s)} each${c.increment_s ? `, +${t(c.increment_s)} a turn` : ""}`;
}

function gameWords(kinds: KindSummary[], s: { kind: string; seats: number; rated: boolean; clock: Schemas["Clock"] | null; options: unknown }): string {
  const rounds = (s.options as { max_rounds?: number | null } | null)?.max_rounds;
  return `${kindTitle(kinds, s.kind)}, ${s.seats} players, ${s.rated ? "rated" : "unrated"}, ${clockWords(s.clock)}${rounds ? `, ${plural(rounds, "round")} at most` : ""}`;
}

export function quickplayPage(root: HTMLElement): () => void {
  root.dataset.page = "quickplay";
  const held = heldAccount();
  if (!held) {
    put(root, h("div", { class: "account-layout" },
      h("div", { class: "account-intro" }, h("h1", null, "Quick play"),
        h("p", null, "Quick play finds you a game with other players who want the same one. It needs an account, ",
          "so that each seat is its player's and a rated game moves the ratings.")),
      h("section", { class: "card" }, h("p", null, "This browser holds no account's key."),
        h("p", { class: "buttons" }, h("a", { class: "button primary", href: "#/account" }, "Create an account or use your key")))));
    return () => undefined;
  }
  return seekView(root, held);
}

function seekView(root: HTMLElement, held: AccountKey): () => void {
  const api = new SeekApi(held.key);
  const pub = new SeekApi();
  const status = h("section", { class: "card seek-status", "aria-live": "polite" });
  const kind = h("select", { name: "kind" });
  const seats = h("select", { name: "seats" });
  const rounds = h("input", { type: "number", name: "max_rounds", min: 1, max: 1000, placeholder: "no limit" });
  const clock = h("select", { name: "clock" }, ...CLOCKS.map(([words], i) => h("option", { value: i }, words)));
  const rated = h("input", { type: "checkbox", name: "rated", checked: true });
  const near = h("select", { name: "partners" }, h("option", { value: "any" }, "Anyone"),
    h("option", { value: "near" }, `Near my rating (±${NEAR})`));
  const problem = h("div", { class: "problem-slot" });
  const go = h("button", { type: "submit", class: "primary" }, "Find a game");
  const form = h("form", { class: "card seek-form", "aria-label": "Find a game" },
    h("h2", null, "The game you want"),
    h("label", null, h("span", null, "Game"), kind),
    h("label", null, h("span", null, "Players"), seats),
    h("label", null, h("span", null, "Round limit"), rounds),
    h("label", null, h("span", null, "Clock"), clock),
    h("label", null, h("span", null, "Partners"), near),
    h("label", { class: "check" }, rated, h("span", null, "Rated: the result moves everyone's rating")),
    h("p", { class: "muted" }, "You are matched with players who asked for the same game; if none is waiting, the page waits for one (10 minutes at most)."),
    problem, h("p", { class: "buttons" }, go));
  const openList = h("ul", { class: "challenge-list" });
  const open = h("section", { class: "card open-seeks" }, h("h2", null, "Players waiting now"), openList);
  put(root, h("div", { class: "account-layout" },
    h("div", { class: "account-intro" }, h("h1", null, "Quick play"),
      h("p", null, "Play ", h("strong", null, held.name), " against whoever wants the same game now.")),
    status, form, open));
  status.hidden = true;

  let kinds: KindSummary[] = [];
  let mu = 25;
  const fillSeats = (): void => {
    const k = kinds.find((x) => x.name === kind.value);
    const keep = seats.value || "2";
    const lo = k?.seats_min ?? 2, hi = Math.min(k?.seats_max ?? 4, 4);
    put(seats, ...Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).map((n) => h("option", { value: n, selected: String(n) === keep }, `${n} players`)));
  };
  kind.addEventListener("change", () => { fillSeats(); void showOpen(); });
  void (async () => {
    kinds = await hostedKinds();
    put(kind, ...kinds.map((k) => h("option", { value: k.name }, k.title)));
    fillSeats();
    void showOpen();
    try {
      const me = await api.me();
      mu = me.ratings.find((r) => r.kind === kind.value)?.mu ?? 25;
    } catch {
      // "near my rating" then means near a new account's
    }
  })();

  // ---- the seek this page waits on
  let current: Seek | null = null;
  let timer = 0;
  let follow: AccountFollow | null = null;
  let started = 0;
  const tick = (): void => {
    const el = status.querySelector(".waited");
    if (el) el.textContent = `${Math.floor((Date.now() - started) / 1000)} s`;
  };
  const stopWaiting = (): void => {
    window.clearInterval(timer);
    follow?.stop();
    follow = null;
    current = null;
  };
  const matched = (s: Seek): void => {
    if (s.game_id === null || s.seat === null || s.token === null) return;
    localStorage.removeItem(SEEK);
    keepSeat({ game: s.game_id, seat: s.seat, token: s.token, name: held.name });
    stopWaiting();
    location.hash = `#/game/${s.game_id}`;
  };
  const ended = (s: Seek): void => {
    localStorage.removeItem(SEEK);
    stopWaiting();
    form.hidden = false;
    status.dataset.seek = s.status;
    put(status, h("h2", null, "Quick play"), h("p", null, s.status === "expired"
      ? "Nobody asked for the same game in 10 minutes: the seek expired. Try again, perhaps with other settings, or play one of the waiting players' games."
      : "The seek was cancelled."));
  };
  const check = async (): Promise<void> => {
    if (!current) return;
    try {
      const s = await api.getSeek(current.id);
      if (s.status === "matched") matched(s);
      else if (s.status !== "waiting") ended(s);
    } catch {
      // the next check, or the event stream, tells
    }
  };
  const wait = (s: Seek): void => {
    current = s;
    localStorage.setItem(SEEK, s.id);
    form.hidden = true;
    status.hidden = false;
    started = new Date(s.created_at).getTime() || Date.now();
    const problemSlot = h("div", { class: "problem-slot" });
    const cancel = h("button", { type: "button", class: "danger", "data-action": "cancel-seek" }, "Cancel");
    cancel.addEventListener("click", async () => {
      cancel.disabled = true;
      try {
        await api.cancelSeek(s.id);
        ended({ ...s, status: "cancelled" });
      } catch (err) {
        if (err instanceof ApiError && err.code === "seek_matched") return void check();     // too late: it has a game
        put(problemSlot, problemBox(err, "Not cancelled:"));
        cancel.disabled = false;
      }
    });
    status.dataset.seek = "waiting";
    put(status, h("h2", null, "Looking for players"),
      h("p", { class: "quickplay-wait" }, h("span", { class: "spinner", "aria-hidden": "true" }),
        h("span", null, "Waiting for ", plural(s.seats - 1, "player"), " who want the same game: ", h("strong", null, gameWords(kinds, s)), ".")),
      h("p", { class: "muted" }, "Waited ", h("span", { class: "waited" }, "0 s"), `; the seek expires at ${new Date(s.expires_at).toLocaleTimeString()}. `,
        "The game opens here as soon as they come. Leaving this page keeps the seek until then."),
      problemSlot, h("p", { class: "buttons" }, cancel));
    tick();
    window.clearInterval(timer);
    let n = 0;
    timer = window.setInterval(() => { tick(); if (++n % (POLL_MS / 1000) === 0) void check(); }, 1000);
    follow?.stop();
    follow = followAccount(held.key, 0, (e) => {
      if (e.type === "seek_matched" && current && e.data.seek_id === current.id) void check();
    }, () => undefined, () => undefined);
    void check();       // matched between the answer and the stream's opening
  };

  const post = async (body: CreateSeek): Promise<void> => {
    put(problem);
    go.disabled = true;
    try {
      const s = await api.seek(body);
      if (s.status === "matched") matched(s);
      else wait(s);
    } catch (err) {
      put(problem, problemBox(err, "No game was sought:"));
    } finally {
      go.disabled = false;
    }
  };
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const c = CLOCKS[Number(clock.value)]?.[1] ?? null;
    const options: Record<string, unknown> = {};
    if (rounds.value) options.max_rounds = Number(rounds.value);
    void post({ kind: kind.value || null, seats: Number(seats.value) || 2, options: options as CreateSeek["options"], clock: c,
                rated: rated.checked, rating_range: near.value === "near" ? { min: mu - NEAR, max: mu + NEAR } : null });
  });

  // ---- the other accounts' waiting seeks
  async function showOpen(): Promise<void> {
    if (!kind.value) return;
    try {
      const list = await pub.openSeeks(kind.value);
      const others = list.seeks.filter((s) => s.account !== held.id);
      put(openList, ...(others.length ? others.map((s) => openRow(s)) : [h("li", { class: "muted" }, "Nobody is waiting for this game now.")]));
    } catch (err) {
      put(openList, h("li", null, problemBox(err, "The waiting players could not be read:")));
    }
  }
  const openRow = (s: OpenSeek): HTMLElement => h("li", { "data-open-seek": s.id },
    h("span", { class: "challenge-what" }, h("strong", null, s.name), s.bot ? h("span", { class: "seat-bot" }, "bot") : null,
      ` (skill ${s.rating.toFixed(1)}) wants: ${gameWords(kinds, s)}.`),
    h("span", { class: "links" }, h("button", { type: "button", onclick: () => void post({
      kind: s.kind, seats: s.seats, options: s.options as CreateSeek["options"], clock: s.clock, rated: s.rated, rating_range: null }) },
      "Play this game")));
  const lists = window.setInterval(() => { if (!current) void showOpen(); }, 10_000);

  // a seek this browser waits on already (a reload)
  const kept = localStorage.getItem(SEEK);
  if (kept) {
    void api.getSeek(kept).then((s) => {
      if (s.status === "waiting") wait(s);
      else if (s.status === "matched") matched(s);
      else localStorage.removeItem(SEEK);
    }).catch(() => localStorage.removeItem(SEEK));
  }
  return () => {
    window.clearInterval(lists);
    stopWaiting();
  };
}
