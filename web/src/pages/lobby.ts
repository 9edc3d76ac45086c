/** The lobby (`#/`): open, running and finished games; create a game; and the join page
 * (`#/join/<id>[/<seat>]`) and seat links (`#/seat/<token>`). */
import { Api, ApiError, newKey, type GameSummary, type Problem, type Schemas } from "../api.js";
import { heldAccount } from "../account-key.js";
import { type KindSummary } from "../account-api.js";
import { hostedKinds, kindTitle } from "./account.js";
import { brand, kindName } from "../brand.js";
import { h, plural, put } from "../dom.js";
import { rememberKind } from "../ottomans/api.js";
import { ottomansWhere } from "../ottomans/lobby.js";
import { keepHost, keepSeat, parseToken, seatOf } from "../seats.js";
import { problemBox } from "../ui.js";
import { phaseName } from "../words.js";

const GROUP = 20;
/** The words of the table options before `GET /kinds` is read (and for a kind it does not
 * list): each kind's are its `words` there. */
const WORDS: Schemas["KindWords"] = { round: "round", decision: "a decision" };

/** "Round limit", "Turn limit": the label of `max_rounds` in the kind's words. */
export function limitLabel(words: Schemas["KindWords"]): string {
  return `${words.round.charAt(0).toUpperCase()}${words.round.slice(1)} limit`;
}

/** "Create a game of A or of B, …": the lobby's intro names the kinds the server hosts. */
function introOf(kinds: KindSummary[]): string {
  const names = kinds.map((k) => kindName(k.name, k.title));
  const of = names.length > 1 ? ` of ${names.slice(0, -1).join(", of ")} or of ${names[names.length - 1]}` : names.length ? ` of ${names[0]}` : "";
  return `Create a game${of}, send your friends the links of its open seats and play in the browser, each in their own window. `;
}

/** The create form's fields of a kind's own options (`GET /kinds` `options`: a select for a
 * choice, a box for a flag, each in the kind's words, its default picked), and the
 * `options` they say; none (an empty, hidden fieldset) for a kind without any or unread. */
export function kindFields(k: KindSummary | undefined): { kind: string | undefined; el: HTMLElement; read: () => Record<string, unknown> } {
  const described = k?.options ?? [];
  const fields = described.map((o) => o.input === "choice"
    ? h("select", { name: o.name }, ...o.choices.map((c) => h("option", { value: String(c.value), selected: c.value === o.default }, c.title)))
    : h("input", { type: "checkbox", name: o.name, checked: o.default === true }));
  const flags = described.filter((o) => o.input === "flag");
  const el = h("fieldset", { class: "kind-options", hidden: !described.length, "data-kind": k?.name ?? "" },
    h("legend", null, k ? kindName(k.name, k.title) : ""),
    ...described.filter((o) => o.input === "choice").map((o) => h("label", null, h("span", null, o.title), fields[described.indexOf(o)] as HTMLElement)),
    flags.length > 0 && flags.every((o) => o.default === false) ? h("p", { class: "muted" }, "Optional rules (all off by default):") : null,
    ...flags.map((o) => h("label", { class: "check" }, fields[described.indexOf(o)] as HTMLElement, h("span", null, o.title))));
  const read = (): Record<string, unknown> => Object.fromEntries(described.map((o, i) => {
    const f = fields[i] as HTMLInputElement | HTMLSelectElement;
    return [o.name, o.input === "choice" ? o.choices.find((c) => String(c.value) === f.value)?.value ?? o.default : (f as HTMLInputElement).checked];
  }));
  return { kind: k?.name, el, read };
}

export function lobbyPage(root: HTMLElement): () => void {
  root.dataset.page = "lobby";
  const api = new Api();
  const lists = h("div", { class: "game-lists" }, h("p", { class: "muted" }, "Reading the games…"));
  const problem = h("div", { class: "problem-slot" });
  const name = h("input", { type: "text", name: "name", required: true, maxlength: 40, autocomplete: "nickname", value: localStorage.getItem("battle1821.name") ?? "" });
  const account = heldAccount();        // with a key, the first seat is the account's, under its name
  if (account) Object.assign(name, { value: account.name, readOnly: true });
  const rated = h("input", { type: "checkbox", name: "rated" });
  // the game: each kind the server hosts (GET /kinds: its name, title, seats, server bots,
  // words for the table options and its own options, the default first), read before the
  // form is sent. Unread (the server did not answer), the game is the server's default, its
  // bot the server's (no `bot` sent) and its own options its defaults (none sent).
  let kinds: KindSummary[] = [];
  const kindSel = h("select", { name: "kind", disabled: true }, h("option", { value: "" }, "Reading the games hosted…"));
  let own = kindFields(undefined);
  const seats = h("select", { name: "seats" }, ...[2, 3, 4].map((n) => h("option", { value: n }, `${n} players`)));
  const rounds = h("input", { type: "number", name: "max_rounds", min: 1, max: 1000, placeholder: "no limit" });
  const timeout = h("input", { type: "number", name: "decision_timeout_s", min: 1, max: 86400, placeholder: "wait for ever" });
  const watchers = h("input", { type: "checkbox", name: "spectator_talk" });
  const bots = h("select", { name: "computer_seats" });
  const botKind = h("select", { name: "bot" });
  const fillBots = (): void => {
    const keep = bots.value || "0";
    put(bots, ...Array.from({ length: Number(seats.value) }, (_, n) => h("option", { value: n, selected: String(n) === keep }, n ? plural(n, "computer player") : "none")));
  };
  seats.addEventListener("change", fillBots);
  fillBots();
  const minutes = h("input", { type: "number", name: "clock_minutes", min: 1, max: 10080, placeholder: "no clock" });
  const increment = h("input", { type: "number", name: "clock_increment_s", min: 0, max: 86400, placeholder: "0" });
  const takeover = h("input", { type: "checkbox", name: "takeover_on_resign" });
  const create = h("button", { type: "submit", class: "primary" }, "Create the game");
  const timeoutWords = h("span", null, `Seconds to answer ${WORDS.decision}`);
  const roundsWords = h("span", null, limitLabel(WORDS));
  const intro = h("span", { class: "intro-kinds" }, introOf([]));
  const syncKind = (): void => {
    const k = kinds.find((x) => x.name === kindSel.value);
    if (k) {          // the kind's seat counts, the count picked kept when the kind has it
      const keep = Math.min(k.seats_max, Math.max(k.seats_min, Number(seats.value) || k.seats_min));
      put(seats, ...Array.from({ length: k.seats_max - k.seats_min + 1 }, (_, i) => k.seats_min + i)
        .map((n) => h("option", { value: n, selected: n === keep }, `${n} players`)));
      fillBots();
    }
    if (own.kind !== k?.name) {        // the kind's own options (GET /kinds `options`)
      const next = kindFields(k);
      own.el.replaceWith(next.el);
      own = next;
    }
    const words = k?.words ?? WORDS;
    timeoutWords.textContent = `Seconds to answer ${words.decision}`;
    roundsWords.textContent = limitLabel(words);
    // the kind's server bots, in its words and order; the one picked kept when the kind has it
    const keep = botKind.value;
    const offered = k?.bots ?? [];
    put(botKind, ...offered.map((b, i) => h("option", { value: b.name, selected: keep ? b.name === keep : i === 0 }, b.title)));
    if (!offered.some((b) => b.name === botKind.value) && offered[0]) botKind.value = offered[0].name;
    botKind.disabled = !offered.length;
  };
  // the heading names the kind picked, by its title in GET /kinds ("Play The Ottomans"), and
  // the top bar is that kind's (its name and flag, brand.ts)
  const heading = h("h1", null, "Play");
  const syncHeading = (): void => {
    if (!kindSel.value) return;
    heading.textContent = `Play ${kindTitle(kinds, kindSel.value)}`;
    brand(kindSel.value, kindTitle(kinds, kindSel.value));
  };
  kindSel.addEventListener("change", syncKind);
  kindSel.addEventListener("change", syncHeading);
  syncKind();
  let gone = false;
  void hostedKinds().then((read) => {
    if (gone) return;
    kinds = read;
    intro.textContent = introOf(read);
    put(kindSel, ...(read.length ? read.map((k, i) => h("option", { value: k.name, selected: i === 0 }, k.title))
                                 : [h("option", { value: "" }, "The server's default game")]));
    kindSel.disabled = false;
    syncKind();
    syncHeading();
  });
  const form = h("form", { class: "create card", "aria-label": "Create a game" },
    h("h2", null, "Create a game"),
    h("label", null, h("span", null, "Game"), kindSel),
    h("label", null, h("span", null, "Your name"), name),
    account ? h("p", { class: "muted", "data-account": account.id }, "You play as your account; ", h("a", { href: "#/account" }, "change it"), ".") : null,
    account ? h("label", { class: "check" }, rated, h("span", null, "Rated: the result moves the rating of each account in the game")) : null,
    h("label", null, h("span", null, "Seats"), seats), own.el,
    h("label", null, roundsWords, rounds),
    h("label", null, timeoutWords, timeout),
    h("label", { class: "check" }, watchers, h("span", null, "Spectators may read the table talk")),
    h("details", { class: "more-options" }, h("summary", null, "Computer players and clocks"),
      h("label", null, h("span", null, "Computer players (server bots)"), bots),
      h("label", null, h("span", null, "How the computer plays"), botKind),
      h("label", null, h("span", null, "Clock: minutes for each player"), minutes),
      h("label", null, h("span", null, "Clock: seconds added each time a player is done"), increment),
      h("label", { class: "check" }, takeover, h("span", null, "A computer takes over a player who resigns")),
      h("p", { class: "muted" }, "A player whose clock runs out, or who resigns with the box ticked, gets a computer in the seat, and may take the seat back.")),
    h("p", { class: "muted" }, "You take the first seat; the page then gives you a link for each open seat to send to your friends."),
    problem, h("p", { class: "buttons" }, create));
  // one Idempotency-Key per game meant (docs/api/concurrency.md, "Creating a game once"):
  // a second click while the first is under way sends nothing; a try after an answer lost
  // (or refused) sends the same key while the form says the same, so the game the first try
  // made is the one answered (the server replays it), never a second; another form, another key
  let meant: { body: string; key: string } | null = null;
  let sending = false;
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    if (sending) return;
    sending = true;
    create.disabled = true;
    put(problem);
    localStorage.setItem("battle1821.name", name.value.trim());
    const options: Record<string, unknown> = own.read();
    if (watchers.checked) options.spectator_talk = true;
    if (minutes.value) options.clock = { initial_s: Math.round(Number(minutes.value) * 60), increment_s: Math.max(0, Math.round(Number(increment.value) || 0)) };
    if (takeover.checked) options.takeover_on_resign = true;
    // the bot picked (one of the kind's `bots`); none read, the server's own
    const bot = (botKind.value || undefined) as Schemas["PlayerIn"]["bot"];
    if ((minutes.value || takeover.checked) && bot) options.takeover_bot = bot;
    const computers = Array.from({ length: Number(bots.value) || 0 }, (_, k) => ({ name: `Computer ${k + 2}`, ...(bot ? { bot } : {}) }));
    if (rounds.value) options.max_rounds = Number(rounds.value);
    if (timeout.value) options.decision_timeout_s = Number(timeout.value);
    // with an account's key the first seat is the account's; no account may hold two seats
    const body: Schemas["CreateGame"] = { ...(kindSel.value ? { kind: kindSel.value } : {}), seats: Number(seats.value), players: [{ name: name.value.trim() }, ...computers],
                                          options: options as Schemas["CreateGame"]["options"],
                                          ...(account ? { account_seat: 0 } : {}), rated: account !== null && rated.checked, same_account: false };
    const said = JSON.stringify([account?.key ?? null, body]);       // the key's scope is the Authorization sent
    if (meant?.body !== said) meant = { body: said, key: newKey() };
    try {
      const g = await new Api(account?.key).createGame(body, meant.key);
      meant = null;
      keepHost(g.id, g.host_token);
      const me = g.players[0];
      if (me) keepSeat({ game: g.id, seat: me.seat, token: me.token, name: me.name });
      location.hash = `#/game/${g.id}`;
    } catch (err) {
      // a key past its time (409) or sent with another body (422) is spent: the next try, a new one
      if (err instanceof ApiError && (err.code === "idempotency_key_expired" || err.code === "idempotency_key_reused")) meant = null;
      put(problem, problemBox(err, "The game was not created:"));
    } finally {
      create.disabled = false;
      sending = false;
    }
  });
  put(root, h("div", { class: "lobby-layout" },
    h("div", { class: "lobby-intro" }, heading,
      h("p", null, intro, "Anyone can watch a game live or replay a finished one step by step.")),
    form, h("section", { class: "games card" },
    h("div", { class: "games-head" }, h("h2", null, "Games"), h("button", { type: "button", onclick: () => void load() }, "Refresh")), lists)));

  async function load(): Promise<void> {
    try {
      // one filtered page per group and hosted kind, from the server's listing index (exact
      // totals); GET /kinds unread, the default kind's
      const hosted = (await hostedKinds()).map((k) => k.name);
      const both = async (q: Parameters<Api["listGames"]>[0]): Promise<Schemas["GameList"]> => {
        const [a, ...more] = await Promise.all([api.listGames(hosted[0] ? { ...q, kind: hosted[0] } : q),
                                                ...hosted.slice(1).map((kind) => api.listGames({ ...q, kind }).catch(() => null))]);
        const games = [...a.games, ...more.flatMap((b) => b?.games ?? [])].sort((x, y) => y.created_at.localeCompare(x.created_at)).slice(0, GROUP);
        return { ...a, games, total: a.total + more.reduce((n, b) => n + (b?.total ?? 0), 0) };
      };
      const [open, setup, active, finished] = await Promise.all([
        both({ status: "lobby", open: true, limit: GROUP }), both({ status: "setup", limit: GROUP }),
        both({ status: "active", limit: GROUP }), both({ status: "finished", limit: GROUP })]);
      const playing = [...setup.games, ...active.games].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, GROUP);
      await Promise.all([readWho(api, [...open.games, ...playing, ...finished.games]), readMoves(api, playing)]);
      const groups: [string, GameSummary[], number][] = [
        ["Open: seats to take", open.games, open.total],
        ["Being played", playing, setup.total + active.total],
        ["Finished", finished.games, finished.total],
      ];
      const known = await hostedKinds();
      put(lists, ...groups.map(([title, gs, total]) => h("div", { class: "group" },
        h("h3", null, title, total > gs.length ? h("span", { class: "muted" }, ` (newest ${gs.length} of ${total})`) : null),
        gs.length ? h("ul", { class: "game-list" }, ...gs.map((g) => row(g, known))) : h("p", { class: "muted" }, "None."))));
    } catch (err) {
      put(lists, problemBox(err, "The games could not be read:", [{ label: "Try again", run: () => void load() }]));
    }
  }
  void load();
  const timer = window.setInterval(() => void load(), 5000);
  return () => { gone = true; window.clearInterval(timer); };
}

/** Who plays a listed game (and who won a finished one): its view, read once per game and
 * status (names do not change after the lobby; winners come with the end). */
const who = new Map<string, { status: string; names: string[]; winners: string[] }>();

async function readWho(api: Api, games: GameSummary[]): Promise<void> {
  const todo = games.filter((g) => who.get(g.id)?.status !== g.status);
  for (let i = 0; i < todo.length; i += 6) {         // a few at a time
    await Promise.all(todo.slice(i, i + 6).map(async (g) => {
      try {
        const v = await api.anyGame(g.id);
        const names = v.players.map((p) => p.name || `Seat ${p.seat + 1}`);
        const seatNames = names.length ? names : v.seats.filter((s) => s.taken).map((s) => s.name);
        who.set(g.id, { status: g.status, names: seatNames, winners: v.winners.map((w) => names[w] ?? `Seat ${w + 1}`) });
      } catch {
        // the row shows no names: nothing else depends on them
      }
    }));
  }
}

/** When each game being played last moved (ms since the epoch: its newest action, else its
 * creation), read again when its round or phase changed or after `MOVES_TTL_MS`. */
const moved = new Map<string, { key: string; at: number; read: number }>();
const MOVES_TTL_MS = 60_000;

async function readMoves(api: Api, games: GameSummary[]): Promise<void> {
  const now = Date.now();
  const key = (g: GameSummary): string => `${g.status}|${g.round}|${g.phase}`;
  const todo = games.filter((g) => { const m = moved.get(g.id); return !m || m.key !== key(g) || now - m.read > MOVES_TTL_MS; });
  for (let i = 0; i < todo.length; i += 6) {
    await Promise.all(todo.slice(i, i + 6).map(async (g) => {
      try {
        const last = await api.lastAction(g.id);
        moved.set(g.id, { key: key(g), at: new Date(last?.at ?? g.created_at).getTime(), read: now });
      } catch {
        // the row tells no age: nothing else depends on it
      }
    }));
  }
}

/** A game being played in which nobody moved for this long is most likely abandoned (a
 * turn takes minutes; a game with a clock or a decision timeout moves by itself). */
const STALLED_MS = 60 * 60 * 1000;

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function ago(ms: number): string {
  const min = Math.floor(ms / 60_000);
  if (min < 1) return "just now";
  if (min < 60) return `${min} min ago`;
  const hours = Math.floor(min / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.floor(hours / 24)} days ago`;
}

/** A listed game: `kinds` (`GET /kinds`) name its kind and its rounds in the kind's words; a
 * game of a kind other than the default is tagged with the kind's name. */
function row(g: GameSummary, kinds: KindSummary[]): HTMLElement {
  const kind = kinds.find((k) => k.name === g.kind);
  const roundWord = (kind?.words ?? WORDS).round;
  const mine = seatOf(g.id);
  const links: HTMLElement[] = [];
  if (mine && g.status !== "finished") links.push(h("a", { class: "button primary", href: `#/game/${g.id}` }, "Play"));
  if (g.status === "lobby" && g.open_seats > 0 && !mine) links.push(h("a", { class: "button primary", href: `#/join/${g.id}`, "data-join": g.id }, "Join"));
  links.push(h("a", { class: "button", href: `#/watch/${g.id}` }, "Watch"));
  if (g.status === "finished") links.push(h("a", { class: "button", href: `#/replay/${g.id}` }, "Replay"));
  const when = new Date(g.created_at);
  const inPlay = g.status === "setup" || g.status === "active";
  const last = inPlay ? moved.get(g.id)?.at ?? null : null;
  const idle = last === null ? 0 : Date.now() - last;
  const stalled = idle > STALLED_MS;
  const where = g.kind === "ottomans" ? ottomansWhere(g)
    : g.kind === "battle1821" ? (g.status === "setup" ? "placing the starting pieces" : `round ${g.round} · ${phaseName(g.phase)}`)
    : `${roundWord} ${g.round} · ${g.phase.replaceAll("_", " ")}`;
  const age = last === null ? "" : stalled ? ` · no move for ${ago(idle).replace(" ago", "")}: abandoned?` : ` · last move ${ago(idle)}`;
  const what = g.status === "lobby" ? `${plural(g.open_seats, "open seat")} of ${g.seats}`
    : g.status === "finished" ? `${g.seats} players · ${plural(g.round, roundWord)}`
    : `${g.seats} players · ${where}${age}`;
  const w = who.get(g.id);
  const names = w?.names.length ? w.names.join(", ") : `game ${g.id.slice(0, 8)}`;
  const won = g.status === "finished" && w ? (w.winners.length ? ` · won by ${w.winners.join(" and ")}` : g.kind === "battle1821" ? " · no Greek player won" : " · no winner") : "";
  rememberKind(g.id, g.kind);
  return h("li", { "data-game": g.id, "data-kind": g.kind, class: stalled ? "stalled" : "" },
    h("span", { class: "game-names" }, g.kind !== (kinds[0]?.name ?? "battle1821") ? h("span", { class: "kind-tag" }, kindName(g.kind, kind?.title)) : null, names), h("span", { class: "what" }, what, won),
    h("time", { datetime: g.created_at, class: "muted" }, when.toLocaleString()),
    h("span", { class: "links" }, ...links));
}

/** A game link (`#/game/<id>`, `#/watch/<id>`, `#/replay/<id>`) to no game of this server: the
 * API answers 404 `game_not_found` for its id, or the id is none a game can have (16 hex
 * digits: a link cut short or mistyped). Says so and offers the lobby; such a link showed
 * the lobby without a word (a malformed id) or an empty board. */
export function missingGamePage(root: HTMLElement, id: string): () => void {
  root.dataset.page = "missing";
  const shown = id.length > 40 ? `${id.slice(0, 40)}…` : id;
  const detail = /^[0-9a-f]{16}$/.test(id)
    ? `This server has no game ${id}: the link may be mistyped, or the game is over and no longer kept.`
    : `“${shown}” is no game id (a game's id is 16 hex digits, 0-9 and a-f): the link may be cut short or mistyped.`;
  const err = new ApiError(404, { type: "/docs/api/problems/game_not_found/", title: "Not found", status: 404,
                                  code: "game_not_found", detail } as Problem);
  put(root, h("div", { class: "narrow" }, h("section", { class: "card" }, h("h1", null, "No such game"),
    problemBox(err, "This game does not exist.", [{ label: "Back to the lobby", run: () => { location.hash = "#/"; } }]))));
  return () => undefined;
}

export function joinPage(root: HTMLElement, id: string, seat: number | null): () => void {
  root.dataset.page = "join";
  const api = new Api();
  const account = heldAccount();        // with a key the seat is the account's, under its name
  const box = h("section", { class: "join card" }, h("p", { class: "muted" }, "Reading the game…"));
  put(root, h("div", { class: "narrow" }, box));
  // left before the game (or /kinds) is read, the page does nothing more: neither the top
  // bar (it is the next page's) nor the box
  let gone = false;
  const show = async (): Promise<void> => {
    let view;
    try {
      view = await api.anyGame(id);
      const kinds = await hostedKinds();
      if (gone) return;
      brand(view.kind, kindTitle(kinds, view.kind));     // the top bar names the game joined
    } catch (err) {
      if (!gone) put(box, problemBox(err, "This game cannot be joined:", [{ label: "Back to the lobby", run: () => { location.hash = "#/"; } }]));
      return;
    }
    const open = view.seats.filter((s) => !s.taken);
    if (view.status !== "lobby" || !open.length) {
      put(box, h("h1", null, "No open seat"), h("p", null, view.status === "cancelled" ? "This game was cancelled." : "Every seat of this game is taken."),
        h("p", { class: "buttons" }, h("a", { class: "button primary", href: `#/watch/${id}` }, "Watch it"), h("a", { class: "button", href: "#/" }, "Back to the lobby")));
      return;
    }
    const name = h("input", { type: "text", name: "name", required: true, maxlength: 40, value: account?.name ?? localStorage.getItem("battle1821.name") ?? "", readonly: account !== null });
    const pick = h("select", { name: "seat" }, ...open.map((s) => h("option", { value: s.seat, selected: s.seat === seat }, `Seat ${s.seat + 1}`)));
    const problem = h("div", { class: "problem-slot" });
    const go = h("button", { type: "submit", class: "primary" }, "Join");
    const form = h("form", null, h("h1", null, "Join a game"),
      h("p", null, `Players so far: ${view.seats.filter((s) => s.taken).map((s) => s.name).join(", ") || "none"}.`),
      h("label", null, h("span", null, "Your name"), name), h("label", null, h("span", null, "Seat"), pick), problem, h("p", { class: "buttons" }, go));
    form.addEventListener("submit", async (ev) => {
      ev.preventDefault();
      go.disabled = true;
      localStorage.setItem("battle1821.name", name.value.trim());
      try {
        const j = await new Api(account?.key).join(id, view.version, name.value.trim(), Number(pick.value));
        keepSeat({ game: id, seat: j.seat, token: j.token, name: j.name });
        location.hash = `#/game/${id}`;
      } catch (err) {
        const again = err instanceof ApiError && (err.code === "seat_taken" || err.code === "stale_version");
        put(problem, problemBox(err, "Not joined:", again ? [{ label: "Re-read the seats", run: () => void show() }] : []));
        go.disabled = false;
      }
    });
    put(box, form);
    name.focus();
  };
  void show();
  return () => { gone = true; };
}

/** `#/seat/<token>`: keep the token in this browser, then open the game without it in the URL. */
export function seatPage(root: HTMLElement, token: string): () => void {
  const t = parseToken(decodeURIComponent(token));
  if (!t || t.seat === null) {
    put(root, h("div", { class: "narrow" }, h("section", { class: "card problem", role: "alert" },
      h("p", null, h("strong", null, "This seat link is not valid: "), "it holds no seat token of this server."),
      h("p", { class: "buttons" }, h("a", { class: "button", href: "#/" }, "Back to the lobby")))));
    return () => undefined;
  }
  keepSeat({ game: t.game, seat: t.seat, token: decodeURIComponent(token).trim(), name: "" });
  location.replace(`#/game/${t.game}`);
  return () => undefined;
}
