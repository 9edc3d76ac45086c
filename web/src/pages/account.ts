/**
 * The account page (`#/account`, issue 33). Without a key in this browser: create an
 * account (its API key is shown this once and kept in this browser) or paste the key of
 * an existing one. With one: who this browser plays as, forgetting the key, and the
 * challenges: send one to named accounts (`POST /challenges`: the game is made at once,
 * this account in seat 0), see the incoming ones live from the account's event stream and
 * accept (take the held seat, then open the game as that seat) or decline them, and follow
 * the sent ones (the page opens the game when it starts; a declined one's game can be
 * cancelled with the host token the challenge gave).
 */
import { AccountApi, followAccount, type AccountEvent, type AccountFollow, type Challenge, type KindSummary } from "../account-api.js";
import { forgetAccount, heldAccount, keepAccount, KEY_PATTERN, type AccountKey } from "../account-key.js";
import { Api, ApiError } from "../api.js";
import { h, plural, put } from "../dom.js";
import { hostOf, keepHost, keepSeat } from "../seats.js";
import { problemBox } from "../ui.js";

/** The challenges this browser sent, newest first (kept to follow them; the seat and host
 * tokens are kept with the other seats, `seats.ts`). */
interface Sent { id: string; game: string; names: string[]; at: string; opened?: boolean }
const SENT = "battle1821.challenges";
const KEEP_SENT = 10;

function readSent(): Sent[] {
  try {
    const v = JSON.parse(localStorage.getItem(SENT) ?? "[]") as unknown;
    return Array.isArray(v) ? (v as Sent[]).filter((s) => s && typeof s.id === "string" && typeof s.game === "string") : [];
  } catch {
    return [];
  }
}

function writeSent(all: Sent[]): void {
  localStorage.setItem(SENT, JSON.stringify(all.slice(0, KEEP_SENT)));
}

/** The hosted kinds, read once per page load (titles and seat counts). */
let kindsRead: Promise<KindSummary[]> | null = null;
export function hostedKinds(): Promise<KindSummary[]> {
  kindsRead ??= new AccountApi().kinds().catch(() => {
    kindsRead = null;
    return [];
  });
  return kindsRead;
}

export function kindTitle(kinds: KindSummary[], name: string): string {
  return kinds.find((k) => k.name === name)?.title ?? name;
}

export function accountPage(root: HTMLElement): () => void {
  root.dataset.page = "account";
  let stop: () => void = () => undefined;
  const show = (fresh: string | null): void => {
    stop();
    const held = heldAccount();
    stop = held ? heldView(root, held, fresh, () => show(null)) : newView(root, (key) => show(key));
  };
  show(null);
  return () => stop();
}

/** No key here: create an account, or paste an existing key. `done(key)` with the new
 * account's key (shown once on the next view), or null after a pasted one. */
function newView(root: HTMLElement, done: (fresh: string | null) => void): () => void {
  const name = h("input", { type: "text", name: "account_name", required: true, maxlength: 40, autocomplete: "nickname",
                            value: localStorage.getItem("battle1821.name") ?? "" });
  const createProblem = h("div", { class: "problem-slot" });
  const create = h("button", { type: "submit", class: "primary" }, "Create the account");
  const createForm = h("form", { class: "card account-create", "aria-label": "Create an account" },
    h("h2", null, "Create an account"),
    h("label", null, h("span", null, "Account name"), name),
    h("p", { class: "muted" }, "Unique on this server (up to case and look-alike letters); it is your name in every game you play with the account."),
    createProblem, h("p", { class: "buttons" }, create));
  createForm.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    create.disabled = true;
    put(createProblem);
    try {
      const made = await new AccountApi().createAccount(name.value.trim());
      keepAccount({ key: made.key.key, id: made.account.id, name: made.account.name });
      localStorage.setItem("battle1821.name", made.account.name);
      done(made.key.key);
    } catch (err) {
      put(createProblem, problemBox(err, "The account was not created:"));
      create.disabled = false;
    }
  });
  const key = h("input", { type: "text", name: "api_key", required: true, autocomplete: "off", spellcheck: false,
                           placeholder: "b1821a_…", class: "key-field" });
  const useProblem = h("div", { class: "problem-slot" });
  const use = h("button", { type: "submit" }, "Use this key");
  const useForm = h("form", { class: "card account-use", "aria-label": "Use an existing key" },
    h("h2", null, "Use an existing key"),
    h("label", null, h("span", null, "API key"), key),
    h("p", { class: "muted" }, "The key your account was given when it was made (or another of its keys)."),
    useProblem, h("p", { class: "buttons" }, use));
  useForm.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    put(useProblem);
    const k = key.value.trim();
    if (!KEY_PATTERN.test(k)) {
      put(useProblem, h("div", { class: "problem", role: "alert", "data-code": "invalid_key" },
        h("p", null, h("strong", null, "This is no API key: "), "a key starts with b1821a_ and has 50 characters.")));
      return;
    }
    use.disabled = true;
    try {
      const me = await new AccountApi(k).me();
      keepAccount({ key: k, id: me.id, name: me.name });
      done(null);
    } catch (err) {
      put(useProblem, problemBox(err, "This key was refused:"));
      use.disabled = false;
    }
  });
  put(root, h("div", { class: "account-layout" },
    h("div", { class: "account-intro" }, h("h1", null, "Your account"),
      h("p", null, "An account keeps your name and your rating from game to game, and lets you challenge other players ",
        "and find a game with quick play. Playing without one works as before.")),
    createForm, useForm));
  name.focus();
  return () => undefined;
}

/** This browser holds `held`'s key: the account, its key (`fresh`: shown this once), the
 * challenges. `gone()` after the key is forgotten. */
function heldView(root: HTMLElement, held: AccountKey, fresh: string | null, gone: () => void): () => void {
  const api = new AccountApi(held.key);
  const pub = new AccountApi();          // public reads: a game's view refuses an account key as its bearer
  const head = h("section", { class: "card account-head" });
  const keyBox = fresh ? freshKey(fresh) : null;
  const forget = forgetBox(held, gone);
  const challengeCard = challengeForm(api, held, () => void showSent());
  const link = h("span", { class: "link", "data-link": "connecting" }, "connecting…");
  const incomingList = h("ul", { class: "challenge-list", "aria-live": "polite" });
  const incomingEmpty = h("p", { class: "muted" }, "None: a challenge sent to you shows here at once.");
  const streamProblem = h("div", { class: "problem-slot" });
  const incoming = h("section", { class: "card incoming", "data-incoming": "" },
    h("h2", null, "Challenges to you", link), streamProblem, incomingEmpty, incomingList);
  const sentList = h("ul", { class: "challenge-list" });
  const sent = h("section", { class: "card sent", "data-sent": "" }, h("h2", null, "Challenges you sent"), sentList);
  put(root, h("div", { class: "account-layout" }, head, keyBox,
    h("div", { class: "account-col" }, incoming, sent), h("div", { class: "account-col" }, challengeCard, forget)));

  const readMe = async (): Promise<void> => {
    try {
      const me = await api.me();
      if (me.name !== held.name) keepAccount({ ...held, name: me.name });
      const kinds = await hostedKinds();
      put(head, h("h1", null, me.name, me.bot ? h("span", { class: "seat-bot" }, "bot") : null),
        h("p", null, "This browser plays as ", h("strong", null, me.name),
          ": the games you create or join in the lobby, your challenges and quick play take your seat with this account."),
        me.ratings.length
          ? h("p", { class: "ratings-line" }, ...me.ratings.map((r) => h("span", { class: "rating-chip" },
              `${kindTitle(kinds, r.kind)}: ${r.ordinal.toFixed(1)} (${plural(r.games, "rated game")})`)))
          : h("p", { class: "muted" }, "No rated game yet."),
        h("p", { class: "buttons" },
          h("a", { class: "button", href: `#/profile/${me.id}` }, "Your profile"),
          h("a", { class: "button", href: "#/quickplay" }, "Quick play"),
          h("a", { class: "button", href: "#/leaderboard" }, "Leaderboards")));
    } catch (err) {
      const revoked = err instanceof ApiError && err.status === 401;
      put(head, h("h1", null, held.name), problemBox(err, revoked ? "The server refuses this browser's key:" : "The account could not be read:",
        revoked ? [{ label: "Forget the key", run: () => { forgetAccount(); gone(); } }] : [{ label: "Try again", run: () => void readMe() }]));
    }
  };
  void readMe();

  // ---- incoming challenges, live
  const seen = new Set<string>();
  const rows = new Map<string, HTMLElement>();
  const refreshEmpty = (): void => { incomingEmpty.hidden = rows.size > 0; };
  const addIncoming = async (e: AccountEvent): Promise<void> => {
    const id = String(e.data.challenge_id ?? "");
    if (!id || seen.has(id)) return;
    seen.add(id);
    let ch: Challenge;
    try {
      ch = await pub.getChallenge(id);
      const mine = ch.invites.find((i) => i.account === held.id);
      if (ch.status !== "pending" || mine?.status !== "pending") return;
      if ((await pub.gameSummary(ch.game_id)).status !== "lobby") return;     // cancelled meanwhile
    } catch {
      return;
    }
    const kinds = await hostedKinds();
    const who = String(e.data.challenger_name ?? "Someone");
    const problem = h("div", { class: "problem-slot" });
    const accept = h("button", { type: "button", class: "primary", "data-action": "accept" }, "Accept");
    const decline = h("button", { type: "button", "data-action": "decline" }, "Decline");
    const row = h("li", { "data-challenge": id },
      h("span", { class: "challenge-what" }, h("strong", null, who), " challenges you: ",
        `${kindTitle(kinds, ch.kind)}, ${plural(ch.invites.length + 1, "player")}${ch.rated ? ", rated" : ""}.`),
      h("span", { class: "links" }, accept, decline), problem);
    accept.addEventListener("click", async () => {
      accept.disabled = decline.disabled = true;
      put(problem);
      try {
        const j = await api.accept(id);
        keepSeat({ game: ch.game_id, seat: j.seat, token: j.token, name: j.name });
        location.hash = `#/game/${ch.game_id}`;
      } catch (err) {
        put(problem, problemBox(err, "Not accepted:", [{ label: "Remove it", run: () => { row.remove(); rows.delete(id); refreshEmpty(); } }]));
      }
    });
    decline.addEventListener("click", async () => {
      accept.disabled = decline.disabled = true;
      put(problem);
      try {
        await api.decline(id);
        row.remove();
        rows.delete(id);
        refreshEmpty();
      } catch (err) {
        put(problem, problemBox(err, "Not declined:"));
        accept.disabled = decline.disabled = false;
      }
    });
    rows.set(id, row);
    incomingList.prepend(row);
    refreshEmpty();
  };

  // ---- sent challenges: their state, and the game opened when it starts
  const showSent = async (): Promise<void> => {
    const all = readSent();
    if (!all.length) {
      put(sentList, h("li", { class: "muted" }, "None yet."));
      return;
    }
    const items = await Promise.all(all.map(async (s) => {
      try {
        return { s, ch: await pub.getChallenge(s.id), game: await pub.gameSummary(s.game) };
      } catch {
        return { s, ch: null, game: null };
      }
    }));
    const live = items.filter((x) => x.game?.status !== "cancelled" && x.game?.status !== "finished");
    const gone = new Set(items.filter((x) => !live.includes(x)).map((x) => x.s.id));
    writeSent(readSent().filter((x) => !gone.has(x.id)));     // read again: `opened` may have changed meanwhile
    put(sentList, ...(live.length ? live.map(({ s, ch, game }) => sentRow(s, ch, game?.status ?? null, () => void showSent()))
                                   : [h("li", { class: "muted" }, "None waiting.")]));
  };
  void showSent();

  const follow: AccountFollow = followAccount(held.key, 0, (e) => {
    if (e.type === "challenge") void addIncoming(e);
    else if (e.type === "challenge_declined") void showSent();
    else if (e.type === "game_started") {
      const all = readSent();
      const s = all.find((x) => x.game === e.game_id);
      if (!s) return;
      void showSent();
      // a challenge this browser sent has started: open its game, once (the stream also
      // replays the events of the past: a game opened already, or long ago, stays shut)
      if (!s.opened && Date.now() - new Date(e.at).getTime() < 10 * 60_000) {
        s.opened = true;
        writeSent(all);
        location.hash = `#/game/${e.game_id}`;
      }
    }
  }, (isLive) => {
    if (isLive) put(streamProblem);        // a refusal told before (503: too many watchers) is over
    link.className = isLive ? "link live" : "link reconnecting";
    link.dataset.link = isLive ? "live" : "reconnecting";
    link.textContent = isLive ? "live" : "reconnecting…";
  }, (err) => {
    put(streamProblem, problemBox(err, "The challenges to you cannot be followed:"));
  });
  return () => follow.stop();
}

function freshKey(key: string): HTMLElement {
  // the whole key in view (it wraps on a phone), selectable, with a Copy button
  const text = h("code", { class: "key-text", "data-testid": "api-key", "aria-label": "Your API key", tabindex: 0 }, key);
  const copied = h("span", { class: "muted", role: "status" });
  return h("section", { class: "notice key-once", "data-key-once": "" },
    h("h2", null, "Your API key: shown this once"),
    h("p", { class: "key-row" }, text, h("button", { type: "button", onclick: () => {
      getSelection()?.selectAllChildren(text);
      navigator.clipboard?.writeText(key).then(() => { copied.textContent = "Copied."; }).catch(() => undefined);
    } }, "Copy"), copied),
    h("p", null, "This browser keeps it, so you need do nothing to play here. To use the account in another browser ",
      "or a program, copy it now and keep it secret: the server cannot show it again."));
}

function forgetBox(held: AccountKey, gone: () => void): HTMLElement {
  const confirm = h("div", { class: "forget-confirm", hidden: true },
    h("p", null, `Without the key this browser no longer plays as ${held.name}; the account and the key stay valid `,
      "elsewhere. Keep a copy of the key first if you have none: the server cannot show it again."),
    h("p", { class: "buttons" },
      h("button", { type: "button", onclick: () => void navigator.clipboard?.writeText(held.key).catch(() => undefined) }, "Copy the key"),
      h("button", { type: "button", class: "danger", "data-action": "forget-confirm", onclick: () => { forgetAccount(); gone(); } }, "Forget it"),
      h("button", { type: "button", onclick: () => { confirm.hidden = true; ask.hidden = false; } }, "Keep it")));
  const ask = h("button", { type: "button", "data-action": "forget", onclick: () => { confirm.hidden = false; ask.hidden = true; } },
    "Forget the key on this browser");
  return h("section", { class: "card forget" }, h("h2", null, "This browser"),
    h("p", { class: "muted" }, "Another account? Forget this one's key here, then create one or paste its key."),
    h("p", { class: "buttons" }, ask), confirm);
}

/** The form that challenges 1-3 named accounts. `sent()` after a challenge was made. */
function challengeForm(api: AccountApi, held: AccountKey, sent: () => void): HTMLElement {
  const names = h("div", { class: "invitees" });
  const nameField = (): HTMLInputElement => h("input", { type: "text", name: "invitee", maxlength: 40, autocomplete: "off",
                                                         "aria-label": "Account name of a player to challenge" });
  names.append(nameField());
  const more = h("button", { type: "button", class: "small", "data-action": "more-invitees" }, "Another player");
  more.addEventListener("click", () => {
    names.append(nameField());
    more.hidden = names.children.length >= 3;
    (names.lastElementChild as HTMLInputElement).focus();
  });
  const kind = h("select", { name: "kind" });
  const kindLabel = h("label", { hidden: true }, h("span", null, "Game"), kind);
  void hostedKinds().then((ks) => {
    put(kind, ...ks.map((k) => h("option", { value: k.name }, k.title)));
    kindLabel.hidden = ks.length < 2;
  });
  const rated = h("input", { type: "checkbox", name: "rated", checked: true });
  const problem = h("div", { class: "problem-slot" });
  const send = h("button", { type: "submit", class: "primary" }, "Send the challenge");
  const form = h("form", { class: "card challenge", "aria-label": "Challenge players" },
    h("h2", null, "Challenge players"),
    h("p", { class: "muted" }, "Name the accounts you want to play: the game is made now with you in the first seat, and starts when each has accepted."),
    h("div", { class: "field" }, h("span", { class: "field-label" }, "Account names"), names, more),
    kindLabel,
    h("label", { class: "check" }, rated, h("span", null, "Rated: the result moves everyone's rating")),
    problem, h("p", { class: "buttons" }, send));
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    put(problem);
    const wanted = [...names.querySelectorAll("input")].map((i) => i.value.trim()).filter(Boolean);
    if (!wanted.length) {
      put(problem, h("div", { class: "problem", role: "alert", "data-code": "no_invitee" },
        h("p", null, h("strong", null, "Whom to challenge? "), "Write the account name of at least one player.")));
      return;
    }
    send.disabled = true;
    try {
      const ids: string[] = [];
      const found: string[] = [];
      for (const n of wanted) {
        try {
          const a = await api.byName(n);
          ids.push(a.id);
          found.push(a.name);
        } catch (err) {
          if (err instanceof ApiError && err.status === 404) {
            throw new ApiError(404, { ...err.problem, detail: `No account is named “${n}”.` });
          }
          throw err;
        }
      }
      const ch = await api.challenge({ accounts: ids, kind: kind.value || null, rated: rated.checked });
      keepSeat({ game: ch.game_id, seat: 0, token: ch.token, name: held.name });
      keepHost(ch.game_id, ch.host_token);
      writeSent([{ id: ch.id, game: ch.game_id, names: found, at: ch.created_at }, ...readSent()]);
      for (const i of [...names.querySelectorAll("input")].slice(1)) i.remove();
      (names.firstElementChild as HTMLInputElement).value = "";
      more.hidden = false;
      sent();
    } catch (err) {
      put(problem, problemBox(err, "The challenge was not sent:"));
    } finally {
      send.disabled = false;
    }
  });
  return form;
}

function sentRow(s: Sent, ch: Challenge | null, status: string | null, changed: () => void): HTMLElement {
  const to = s.names.join(", ");
  const problem = h("div", { class: "problem-slot" });
  if (!ch) return h("li", { "data-sent": s.id }, h("span", { class: "challenge-what" }, `To ${to}: could not be read.`));
  const declined = ch.status === "declined";
  const started = status !== null && status !== "lobby";
  const waiting = ch.invites.filter((i) => i.status === "pending").length;
  const what = declined ? "declined." : started ? "accepted: the game has started." : ch.status === "accepted" ? "accepted."
    : `waiting for ${waiting === ch.invites.length ? "an answer" : plural(waiting, "more answer")}.`;
  const open = (): void => writeSent(readSent().map((x) => (x.id === s.id ? { ...x, opened: true } : x)));
  const buttons: HTMLElement[] = [h("a", { class: `button${started ? " primary" : ""}`, href: `#/game/${s.game}`, onclick: open }, "Open the game")];
  const host = hostOf(s.game);
  if (host && !started) {
    buttons.push(h("button", { type: "button", class: "danger", "data-action": "cancel", onclick: async () => {
      put(problem);
      try {
        const api = new Api(host);
        await api.cancel(s.game, (await new AccountApi().gameSummary(s.game)).version);
        changed();
      } catch (err) {
        put(problem, problemBox(err, "Not cancelled:"));
      }
    } }, "Cancel the game"));
  }
  return h("li", { "data-sent": s.id, "data-status": declined ? "declined" : started ? "started" : ch.status },
    h("span", { class: "challenge-what" }, "To ", h("strong", null, to), `: ${what}`), h("span", { class: "links" }, ...buttons), problem);
}
