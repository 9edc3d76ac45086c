/**
 * The Ottomans' game page (`#/game/<id>` with this browser's seat token, `#/watch/<id>`
 * read-only, `#/replay/<id>` the timeline from its end), for games of kind `ottomans`
 * (main.ts picks the page by the game's kind).
 *
 * - The map is the server's board picture (`GET /games/{id}/board.svg`), re-read when the
 *   game's version changes (`ottomans/board.ts`): click a region or sea (or a stack in it)
 *   to see the forces there and the actions the seat may take there.
 * - A seat sees its own stratagem hand (its view's `hand`; nobody else's is ever sent to
 *   it) and its options (`GET /games/{id}/legal-actions`) as forms (`ottomans/actions.ts`):
 *   decisions and reaction windows first, then stratagems and agents, then the moves and
 *   attacks, by area when there are many. "End the phase" when offered.
 * - A window or play row the seat holds nothing for (ruling O227: it is asked whatever it
 *   holds, so that nobody learns what its hand holds) shows its pass button; with the
 *   toggle "Pass automatically when my hand holds no copy of the stratagem asked for" on (the default) the page sends the pass
 *   by itself after 0.4-1.5 s (`ottomans/autopass.ts`).
 * - The log follows the event stream (`follow.ts`, SSE) as the worker plays the automatic
 *   phases; combats, sieges, pillage, weather, re-rolls, agents and random events show
 *   their dice on the dice card.
 * - Clocks (`clocks.ts`), table talk (`talk.ts`), seats and join links (`seats.ts`);
 *   "Take back my seat" from a server bot, "Rematch" at the end.
 * - History: a slider over the versions (`GET /games/{id}?at=` and `board.svg?at=`).
 * - Turn signals and keyboard shortcuts as on 1821's page (`ottomans/turn.ts`); the map's
 *   turn track, players box and legend in a key card (`ottomans/board.ts`).
 */
import { Api, ApiError, newKey } from "../api.js";
import { Clocks } from "../clocks.js";
import { die } from "../dice.js";
import { h, plural, put, putChanged } from "../dom.js";
import { follow, type Follower, type Link } from "../follow.js";
import { areasOf, DECISIONS, MAP_ACTIONS, mapRows, optionForm, type FormCtx } from "../ottomans/actions.js";
import { loadPack, OttApi, type OttEvent, type OttomansAction, type OttomansGameView, type OttomansLegalOption } from "../ottomans/api.js";
import { declineOf, passDelay } from "../ottomans/autopass.js";
import { OttBoard } from "../ottomans/board.js";
import { TurnTools } from "../ottomans/turn.js";
import { kindName } from "../brand.js";
import { COMBAT_EVENTS, decisionWords, describeEvent, endWords, phaseWords, windowAbout, Words } from "../ottomans/words.js";
import { forgetSeat, hostOf, joinLink, keepHost, keepSeat, seatLink, seatOf, type SeatKey } from "../seats.js";
import { TalkPanel, type Talker } from "../talk.js";
import { problemBox } from "../ui.js";
import { copyable } from "./game.js";

/** The picture's seat colours (picture.py SEAT_COLOURS): badges and swatches match the map. */
const SEAT_COLOURS = ["#6d28d9", "#0e7490", "#1f2937", "#be185d"];
const seatColour = (s: number): string => SEAT_COLOURS[s % 4] as string;
/** More map options than this: the page offers those of the area picked. */
const ALL_AT_ONCE = 6;
/** Moves and attacks shown at once for the area picked; the others under "N more options". */
const SHOWN_OPTIONS = 12;
/** How often the page re-reads the game while it runs (ms): the stream tells every event,
 * but a step may log none (a declined reaction, a phase's end). The first re-read comes
 * POLL_FIRST_MS after the game last moved, each next one twice as late up to POLL_MS, so a
 * bot's or another page's silent answer shows within a fraction of a second, and a game
 * that stands still costs a read every POLL_MS as before. */
const POLL_FIRST_MS = 250;
const POLL_MS = 3000;
/** Events with dice, told on the dice card. */
const DICE_EVENTS = new Set(["combat", "pillaged", "weather", "rerolled", "agent_resolved", "random_event", "leader_survival", "order_rolled"]);

export function ottomansReplayPage(root: HTMLElement, id: string): () => void {
  const p = new OttomansPage(root, id, true, true);
  return () => p.destroy();
}

export class OttomansPage {
  private api: Api;
  private ott: OttApi;
  private seat: SeatKey | null;
  private view: OttomansGameView | null = null;
  private legal: { version: number; actions: OttomansLegalOption[] } | null = null;
  private w = new Words(null);
  private readonly events: OttEvent[] = [];
  private lastSeq = 0;
  /** The players' names the log was written with (`render` tells the log again when they change). */
  private logNames: string | null = null;
  private follower: Follower | null = null;
  private readonly board: OttBoard;
  private readonly tools: TurnTools;
  private readonly clocks: Clocks;
  private talk: TalkPanel | null = null;
  private selected: string | null = null;
  /** A destination of the picked area's forces, picked on the map after it (null: none):
   * their moves there are shown, with it as their "To". */
  private target: string | null = null;
  private closed = false;
  private busy = false;
  private refreshing = false;
  private again = false;
  private timer = 0;
  private poll = 0;
  /** Re-reads in a row that found the version the page had (the next poll's delay). */
  private still = 0;
  /** The version the map shows, and the one asked for (the map lags a read behind at most). */
  private drawn = 0;
  private drawing = false;
  /** The problem box of the last failed re-read (a re-read that works clears it). */
  private readProblem: HTMLElement | null = null;
  /** A past version shown (null: live). */
  private at: number | null = null;
  private past: OttomansGameView | null = null;
  /** O227: send the declining answer by itself when it is all the seat may do (the toggle). */
  private autoPass = true;
  private autoTimer = 0;
  private autoVersion = 0;
  private readonly el = {
    status: h("div", { class: "status", "aria-live": "polite" }),
    link: h("span", { class: "link" }),
    timeline: h("div", { class: "timeline", role: "group", "aria-label": "History" }),
    banner: h("div", { class: "banner" }),
    problem: h("div", { class: "problem-slot" }),
    seats: h("div", { class: "lobby-seats-slot" }),
    actions: h("section", { class: "actions card ott-actions", "aria-label": "Your actions", tabindex: -1 }),
    area: h("section", { class: "region-card card ott-area", "aria-live": "polite" }),
    hand: h("section", { class: "card ott-hand", "aria-label": "Your stratagems" }),
    dice: h("section", { class: "card ott-dice", "aria-label": "Combats and dice" }),
    players: h("section", { class: "players card ott-players", tabindex: 0, "aria-label": "Players" }),
    talk: h("div", { class: "talk-slot" }),
    log: h("ol", { class: "log", "aria-live": "off", tabindex: 0, "aria-label": "What happened" }),
  };

  constructor(private readonly root: HTMLElement, private readonly id: string, readOnly: boolean, private readonly replay = false) {
    this.seat = readOnly ? null : seatOf(id);
    this.api = new Api(this.seat?.token);
    this.ott = new OttApi(this.api);
    this.board = new OttBoard((a) => this.pick(a));
    this.clocks = new Clocks(this.names);
    this.tools = this.turnTools();
    root.dataset.page = replay ? "replay" : readOnly ? "watch" : "game";
    root.dataset.kind = "ottomans";
    put(root, h("div", { class: "game-layout ott-layout" },
      h("section", { class: "board-pane" }, this.el.status, this.clocks.el, this.el.timeline, this.board.element),
      h("aside", { class: "side", tabindex: 0, "aria-label": "Game panel" }, this.el.banner, this.el.problem, this.el.seats,
        this.el.actions, this.tools.el, this.el.area, this.el.hand, this.el.dice, this.el.players, this.board.key, this.el.talk,
        h("section", { class: "log-card card" }, h("h2", null, "What happened"), this.el.log))));
    void this.start();
  }

  destroy(): void {
    this.closed = true;
    this.follower?.stop();
    this.clocks.stop();
    this.tools.destroy();
    window.clearTimeout(this.timer);
    window.clearTimeout(this.autoTimer);
    window.clearTimeout(this.poll);
  }

  private names = (seat: number): string => {
    const p = (this.past ?? this.view)?.players.find((x) => x.seat === seat);
    return p?.name || `Seat ${seat + 1}`;
  };

  private async start(): Promise<void> {
    this.w = new Words(await loadPack());
    this.board.setNames(this.w.areaName);
    try {
      this.view = await this.ott.game(this.id);
    } catch (err) {
      if (err instanceof ApiError && this.seat && (err.status === 401 || err.status === 403)) {
        put(this.el.banner, problemBox(err, "Your seat link does not work for this game:", [
          { label: "Forget it and watch", run: () => { forgetSeat(this.id); location.reload(); } }]));
        this.seat = null;
        this.api = new Api();
        this.ott = new OttApi(this.api);
        try { this.view = await this.ott.game(this.id); } catch (again) { this.fatal(again); return; }
      } else {
        this.fatal(err);
        return;
      }
    }
    if (this.seat && this.view.your_seat !== null && this.view.your_seat !== this.seat.seat) this.seat = { ...this.seat, seat: this.view.your_seat };
    try {
      for (let after = 0; ;) {
        const page = await this.api.events(this.id, after);
        for (const e of page.events) this.record(e as unknown as OttEvent);
        if (!page.events.length || page.last_seq <= after) break;
        after = page.last_seq;
      }
    } catch (err) {
      this.showProblem(err, "The event log could not be read:");
    }
    const talk = await this.startTalk(this.view);
    if (this.replay) {
      this.at = this.view.version;
      this.root.dataset.at = String(this.at);
    }
    this.follower = follow(talk?.api ?? this.api, this.id, this.lastSeq, (e) => this.onEvent(e as unknown as OttEvent), (l) => this.setLink(l),
                           talk ? { after: talk.after, onMessage: (m) => this.talk?.add(m) } : undefined);
    await this.refresh();
    // a step that logs no event (ending a phase may not) reaches the others by this re-read
    this.nextPoll();
  }

  private fatal(err: unknown): void {
    put(this.el.banner, problemBox(err, "This game cannot be shown:", [{ label: "Back to the lobby", run: () => { location.hash = "#/"; } }]));
  }

  /** Show a problem in the problem slot; returns its box. */
  private showProblem(err: unknown, lead: string): HTMLElement {
    const box = problemBox(err, lead, [{ label: "Re-read the game", run: () => { this.legal = null; void this.refresh(); } }]);
    put(this.el.problem, box);
    return box;
  }

  private async startTalk(v: OttomansGameView): Promise<{ api: Api; after: number } | null> {
    const host = this.seat ? null : hostOf(this.id);
    const me: Talker = { seat: this.seat?.seat ?? null, host: host !== null };
    const api = host !== null ? new Api(host) : this.api;
    this.talk = new TalkPanel(api, this.id, me, this.names);
    this.talk.setSeats(v.players.map((p) => ({ seat: p.seat, name: p.name })));
    put(this.el.talk, this.talk.el);
    if (!this.seat && host === null && !v.options.spectator_talk) {
      this.talk.hidden();
      return null;
    }
    let after = 0;
    try {
      for (const m of await api.messages(this.id)) {
        this.talk.add(m);
        after = Math.max(after, m.seq);
      }
    } catch {
      return null;
    }
    return { api, after };
  }

  private setLink(l: Link): void {
    const words: Record<Link, string> = { connecting: "connecting…", live: "live", reconnecting: "reconnecting…", closed: "" };
    this.el.link.textContent = words[l];
    this.el.link.className = `link ${l}`;
    if (l === "live") this.soon();
  }

  // ------------------------------------------------------------------ events

  private record(e: OttEvent): void {
    if (typeof e.seq !== "number" || e.seq <= this.lastSeq) return;
    this.lastSeq = e.seq;
    // the last event the page holds: its log and dice reach the events of the version it
    // shows (data-version) only once the stream told them, which may come after the re-read
    this.root.dataset.seq = String(e.seq);
    this.events.push(e);
    const text = describeEvent(e, this.w, this.names);
    if (text && (this.at === null || e.version <= this.at)) {
      this.el.log.prepend(h("li", { class: `ev-${e.type}`, "data-seq": e.seq, "data-version": e.version }, text));
      while (this.el.log.childElementCount > 400) this.el.log.lastElementChild?.remove();
    }
  }

  private onEvent(e: OttEvent): void {
    this.record(e);
    if (!this.seat && this.at === null && e.type === "combat") this.board.reveal(e.area);    // a spectator follows the fighting
    if (DICE_EVENTS.has(e.type) || COMBAT_EVENTS.has(e.type)) this.renderDice();
    this.soon();
  }

  /** Re-read the game (and the board, and this seat's options) shortly: a burst of events is one read. */
  private soon(ms = 60): void {
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => void this.refresh(), ms);
  }

  /** The next re-read of the game (POLL_FIRST_MS doubling to POLL_MS, see there). */
  private nextPoll(): void {
    window.clearTimeout(this.poll);
    if (this.closed) return;
    this.poll = window.setTimeout(() => {
      if (this.view && ["finished", "cancelled"].includes(this.view.status)) return;   // over: nothing comes
      if (!this.view || this.refreshing || this.busy) this.nextPoll();
      else void this.refresh().finally(() => this.nextPoll());
    }, Math.min(POLL_MS, POLL_FIRST_MS * 2 ** this.still));
  }

  private async refresh(): Promise<void> {
    if (this.closed) return;
    if (this.refreshing) { this.again = true; return; }
    this.refreshing = true;
    const seen = `${this.view?.version ?? 0}|${this.legal?.version ?? 0}|${this.view?.status ?? ""}`;
    let read = false;
    try {
      // this seat's options are read with the game while the seat was to move (the next
      // ones are likely its own again); else only once the game says it is (a seat that
      // waits reads no options: they were most of a watching seat's reads, issue 37)
      const legal = this.seat && (!this.view || this.mine(this.view)) ? this.ott.legal(this.id).catch(() => null) : null;
      const v = await this.ott.game(this.id);
      const la = await legal;
      this.view = v;
      if (la && la.version === v.version) this.legal = la;
      else if (this.mine(v)) this.legal = await this.ott.legal(this.id).catch(() => null);
      else this.legal = null;
      read = true;
    } catch (err) {
      this.readProblem = this.showProblem(err, "The game could not be re-read:");
    } finally {
      this.refreshing = false;
    }
    const moved = seen !== `${this.view?.version ?? 0}|${this.legal?.version ?? 0}|${this.view?.status ?? ""}`;
    // a problem is moot once the game moved; a re-read that found the game as shown clears
    // only its own earlier failure (a refusal stays told)
    if (read && !this.busy && (moved || this.el.problem.firstChild === this.readProblem)) put(this.el.problem);
    this.still = moved ? 0 : this.still + 1;
    if (moved) this.nextPoll();      // the game moved (an event, this page's action): look again soon
    // a re-read that found nothing new leaves the page as it is (a form being filled in, the focus)
    if (moved || !this.root.dataset.version) this.render();
    if (this.again) {
      this.again = false;
      this.soon(0);
    }
  }

  private mine(v: OttomansGameView): boolean {
    const seat = this.seat?.seat;
    if (seat === undefined || !v.waiting_for.includes(seat)) return false;
    const s = v.seats.find((x) => x.seat === seat);
    return !(s && (s.kind === "bot" || s.taken_over));
  }

  /** Draw the board of the version shown (live or past); one read at a time, the newest wins. */
  private async drawBoard(): Promise<void> {
    const want = this.at ?? this.view?.version ?? 0;
    if (this.drawing || !want || want === this.drawn || (this.view?.status === "lobby" && this.drawn)) return;
    this.drawing = true;
    try {
      const svg = await this.ott.board(this.id, this.at ?? undefined);
      if (this.board.draw(svg)) this.drawn = want;
    } catch (err) {
      this.showProblem(err, "The map could not be read:");
      this.drawn = want;        // shown once; the next version tries again
    } finally {
      this.drawing = false;
    }
    this.root.dataset.board = String(this.drawn);
    if ((this.at ?? this.view?.version ?? 0) !== this.drawn) void this.drawBoard();
  }

  // ------------------------------------------------------------------ acting

  private async act(action: OttomansAction, key?: string): Promise<void> {
    if (this.busy || !this.view) return;
    window.clearTimeout(this.autoTimer);          // the player's own answer goes first
    this.busy = true;
    this.root.dataset.busy = "1";
    try {
      const acc = await this.ott.act(this.id, Math.max(this.view.version, this.legal?.version ?? 0), action, key ?? newKey());
      put(this.el.problem);
      this.legal = acc.legal_actions ? { version: acc.version, actions: acc.legal_actions as OttomansLegalOption[] } : null;
      for (const e of acc.events) this.record(e as unknown as OttEvent);
      this.selected = null;
      this.target = null;
    } catch (err) {
      const stale = err instanceof ApiError && err.code === "stale_version";
      put(this.el.problem, problemBox(err, stale ? "The game moved on first; nothing was done:" : "Refused:",
        [{ label: "Re-read the game", run: () => { this.legal = null; void this.refresh(); } }]));
    } finally {
      this.busy = false;
      delete this.root.dataset.busy;
    }
    await this.refresh();
  }

  /** `POST .../players/{seat}/take-back`: refused while the bot is in the seat's turn
   * (`seat_in_turn`), which the problem tells; the button stays to try again. */
  private async takeBack(): Promise<void> {
    if (!this.seat || !this.view) return;
    try {
      await this.api.takeBack(this.id, this.seat.seat, this.view.version);
      put(this.el.problem);
    } catch (err) {
      put(this.el.problem, problemBox(err, "Not taken back:"));
    }
    delete this.el.actions.dataset.sig;
    await this.refresh();
  }

  /** "Rematch" (the host's creates it; a player's takes its seat in it once made). */
  private async rematch(): Promise<void> {
    const host = hostOf(this.id);
    try {
      let next: string | null = null;
      if (host) {
        const r = await new Api(host).rematch(this.id);
        if (r.host_token) keepHost(r.id, r.host_token);
        next = r.id;
      }
      if (this.seat) {
        const mine = await new Api(this.seat.token).rematch(this.id);
        if (mine.token && mine.seat !== null && mine.seat !== undefined) {
          keepSeat({ game: mine.id, seat: mine.seat, token: mine.token, name: this.names(this.seat.seat) });
        }
        next = mine.id;
      }
      if (next) location.hash = `#/game/${next}`;
    } catch (err) {
      const early = err instanceof ApiError && err.code === "no_rematch";
      put(this.el.problem, problemBox(err, early ? "No rematch yet: the host makes it; try again in a moment." : "No rematch:"));
    }
  }

  private pick(area: string): void {
    // a second pick among the places the picked area's forces may move to is their target
    if (this.selected !== null && area !== this.selected && this.destinations(this.selected).has(area)) {
      this.target = this.target === area ? null : area;
    } else {
      this.selected = this.selected === area ? null : area;
      this.target = null;
    }
    this.renderArea();
    this.renderActions();
    this.board.highlight(this.pickable(), this.selected, this.target);
    const target = this.mine(this.view as OttomansGameView) && this.at === null ? this.el.actions : this.el.area;
    if (this.selected) target.scrollIntoView({ block: "nearest" });
  }

  /** Where the forces in `area` may move (their moves' `to`; attacks are picked by their area). */
  private destinations(area: string): Set<string> {
    const out = new Set<string>();
    for (const o of this.options) {
      if (!MAP_ACTIONS.has(o.type) || o.type === "attack") continue;
      const a = areasOf(o, this.areaOf);
      if (a.from.includes(area)) a.to.forEach((x) => out.add(x));
    }
    return out;
  }

  private get options(): OttomansLegalOption[] {
    return this.at === null ? this.legal?.actions ?? [] : [];
  }

  private areaOf = (piece: string): string | undefined => (this.past ?? this.view)?.pieces.find((p) => p.id === piece)?.area;

  /** The areas outlined on the map: where the seat's forces may act from, the attacks'
   * targets, and where the forces of the area picked may go. */
  private pickable(): Set<string> {
    const out = new Set<string>();
    for (const o of this.options) {
      if (!MAP_ACTIONS.has(o.type) && !DECISIONS.has(o.type)) continue;
      const a = areasOf(o, this.areaOf);
      a.from.forEach((x) => out.add(x));
      if (o.type === "attack" || DECISIONS.has(o.type) || (this.selected !== null && a.from.includes(this.selected))) a.to.forEach((x) => out.add(x));
    }
    return out;
  }

  // ------------------------------------------------------------------ rendering

  private render(): void {
    const v = this.view;
    if (!v || this.closed) return;
    const shown = this.past ?? v;
    // an event told before the view that names its player (the join that starts the game
    // rolls the order at once) was logged as "Seat 2": told again once the names are known
    const names = JSON.stringify(shown.players.map((p) => p.name));
    if (this.logNames !== null && this.logNames !== names) this.rebuildLog();
    this.logNames = names;
    this.root.dataset.status = v.status;
    this.root.dataset.myTurn = this.at === null && this.mine(v) && (this.legal?.actions.length ?? 0) > 0 ? "1" : "0";
    this.renderStatus(shown);
    this.tools.set(this.mine(v) && (this.legal?.actions.length ?? 0) > 0,
                   `${this.seat ? `${this.names(this.seat.seat)} · ` : ""}${this.el.status.querySelector("h1")?.firstChild?.textContent ?? ""} — ${kindName("ottomans")}`,
                   this.seat !== null && v.status !== "finished" && v.status !== "cancelled");
    this.clocks.set(shown, this.at === null);
    this.renderTimeline();
    this.renderBanner(v);
    this.renderSeats(v);
    this.renderActions();
    this.renderArea();
    this.renderHand(shown);
    this.renderDice();
    this.renderPlayers(shown);
    this.board.highlight(this.pickable(), this.selected, this.target);
    this.root.dataset.version = String(v.version);
    void this.drawBoard();
  }

  private renderStatus(v: OttomansGameView): void {
    const years = this.w.turnYears(v.turn);
    const title = v.status === "lobby" ? "Waiting for players" : v.status === "finished" ? "Game over"
      : `Turn ${v.turn}${years ? ` (${years})` : ""} · ${phaseWords(v.phase)}${v.step && v.step !== "none" && v.step !== v.phase ? `, ${v.step.replace(/_/g, " ")}` : ""}`;
    const waiting = v.waiting_for.map(this.names).join(", ");
    const what = v.reaction ? decisionWords(v.reaction) : decisionWords(v.decision);
    const meta = [`The Ottomans · ${this.w.scenarioName(v.scenario)}`,
      v.phasing !== null ? `phasing: ${this.names(v.phasing)}` : "",
      waiting ? `waiting for ${waiting}${what ? ` (${what})` : ""}` : v.status === "active" || v.status === "setup" ? "the game plays on by itself" : ""]
      .filter(Boolean).join(" · ");
    // rebuilt only when what it says changes (every render comes here, most versions change neither line)
    const sig = `${title}\u0001${meta}`;
    if (this.el.status.dataset.sig === sig && this.el.status.contains(this.el.link)) return;
    this.el.status.dataset.sig = sig;
    put(this.el.status, h("h1", null, title, this.el.link), h("p", { class: "meta" }, meta));
  }

  private renderBanner(v: OttomansGameView): void {
    if (v.status === "finished") {
      const pts = v.points?.length ? ` Points: ${v.points.map((p, i) => `${this.names(i)} ${p}`).join(", ")}.` : "";
      put(this.el.banner, h("div", { class: "notice", "data-end": "1" },
        h("p", null, h("strong", null, `The game is over${v.end_reason ? `: ${endWords(v.end_reason)}` : ""}. `),
          v.winners.length ? `${v.winners.map(this.names).join(" and ")} won${v.victory ? ` (${v.victory} victory)` : ""}.`
            : `No one won${v.victory ? ` a ${v.victory} victory` : ""}.`, pts),
        h("p", { class: "buttons" },
          (hostOf(this.id) || this.seat) && !this.replay ? h("button", { type: "button", class: "primary", "data-action": "rematch",
            onclick: () => void this.rematch() }, v.rematch || !hostOf(this.id) ? "Play the rematch" : "Rematch") : null,
          this.replay ? null : h("a", { href: `#/replay/${this.id}`, class: "button" }, "Replay it step by step"),
          h("a", { href: "#/", class: "button" }, "Back to the lobby"))));
    } else if (v.status === "cancelled") {
      put(this.el.banner, h("div", { class: "notice" }, h("p", null, h("strong", null, "The host cancelled this game.")),
        h("p", { class: "buttons" }, h("a", { href: "#/", class: "button" }, "Back to the lobby"))));
    } else {
      put(this.el.banner);
    }
  }

  private renderSeats(v: OttomansGameView): void {
    if (v.status !== "lobby") { put(this.el.seats); return; }
    put(this.el.seats, h("section", { class: "share card" }, h("h2", null, "Seats"),
      h("p", null, "The game starts when every seat is taken. Send a friend the link of an open seat."),
      h("ul", { class: "seats" }, ...v.seats.map((s) => h("li", null, h("span", { class: "swatch", style: `background:${seatColour(s.seat)}` }),
        s.taken ? h("span", null, `${s.name || `Seat ${s.seat + 1}`}${this.seat?.seat === s.seat ? " (you)" : ""}${s.kind === "bot" ? " · computer" : ""}`)
          : h("span", null, `Seat ${s.seat + 1}: open `, copyable(joinLink(this.id, s.seat), `join-link-${s.seat}`)))))));
  }

  private formCtx(): FormCtx {
    return { w: this.w, names: this.names, submit: (a) => void this.act(a), areaOf: this.areaOf, selected: this.selected, target: this.target };
  }

  private renderActions(): void {
    const v = this.view;
    if (!v || !this.seat || v.status === "finished" || v.status === "cancelled") {
      put(this.el.actions);
      this.el.actions.hidden = true;
      return;
    }
    this.el.actions.hidden = false;
    // a re-render keeps a form being filled in (same options, same area); a seat that waits
    // sees the same card from version to version until whom it waits for changes
    const opts = this.options;
    const waits = this.at === null && (!this.mine(v) || !opts.length);
    const about = windowAbout(v, this.w, this.names);
    const sig = waits ? JSON.stringify(["waits", v.status, v.waiting_for.map(this.names), v.seats.find((x) => x.seat === this.seat?.seat)?.taken_over ?? false, this.autoPass, about])
      : `${this.legal?.version ?? 0}|${this.selected ?? ""}|${this.target ?? ""}|${this.at ?? ""}|${v.version}`;
    // a sentence a line: the attack or move, the bids, the die
    const aboutLine = about ? h("p", { class: "ott-window-about", "data-window": v.reaction_window?.window ?? "" },
      ...about.flatMap((t, i) => (i ? [h("br"), t] : [t]))) : null;
    if (this.el.actions.dataset.sig === sig) return;
    this.el.actions.dataset.sig = sig;
    if (this.at !== null) {
      put(this.el.actions, h("h2", null, "Your actions"), h("p", { class: "muted" }, "You are looking at the past: go back to live to play."));
      return;
    }
    if (!this.mine(v) || !opts.length) {
      const s = v.seats.find((x) => x.seat === this.seat?.seat);
      put(this.el.actions, h("h2", null, "Your actions"), v.status === "active" && !s?.taken_over ? this.autoToggle() : null, h("p", { class: "muted" },
        v.status === "lobby" ? "The game starts when every seat is taken."
          : s?.taken_over ? "A computer plays your seat for now (its clock ran out, or you resigned)."
          : v.waiting_for.length ? `Not your move: waiting for ${v.waiting_for.map(this.names).join(", ")}${v.reaction ? ` (${decisionWords(v.reaction)})` : ""}.` : "The game plays its automatic phase…"),
        v.waiting_for.length ? aboutLine : null,
        s?.taken_over ? h("p", { class: "buttons" }, h("button", { type: "button", class: "primary", "data-action": "take_back",
          onclick: () => void this.takeBack() }, "Take back my seat")) : null,
        this.seat ? h("details", { class: "orders" }, h("summary", null, "Your seat link"),
          h("p", { class: "muted" }, "To play on another device (keep it to yourself): ", copyable(seatLink(this.seat.token), "my-seat-link"))) : null);
      return;
    }
    const ctx = this.formCtx();
    const parts: HTMLElement[] = v.status === "active" ? [this.autoToggle()] : [];
    const decline = declineOf(v.step, opts);
    if (decline) {
      parts.push(h("p", { class: "notice auto-pass", role: "status", "data-auto-pass": this.autoPass ? "1" : "0" },
        this.autoPass ? "You hold nothing to play here: the page passes for you in a moment." : "You hold nothing to play here: pass when you like."));
      if (this.autoPass) this.passByItself(v.version, decline);
    }
    const end = opts.find((o) => o.type === "end_phase");
    const decisions = opts.filter((o) => DECISIONS.has(o.type));
    const map = opts.filter((o) => MAP_ACTIONS.has(o.type));
    const other = opts.filter((o) => !DECISIONS.has(o.type) && !MAP_ACTIONS.has(o.type) && o.type !== "end_phase" && o.type !== "resign");
    const what = v.reaction ? decisionWords(v.reaction) : v.decision ? decisionWords(v.decision) : `${phaseWords(v.phase)}${v.step && v.step !== "none" ? `, ${v.step.replace(/_/g, " ")}` : ""}`;
    if (end) parts.push(optionForm(end, ctx));
    if (decisions.length) parts.push(h("div", { class: "decision", "data-decision": v.reaction ?? v.decision ?? decisions[0]?.type ?? "" }, aboutLine, ...decisions.map((o) => optionForm(o, ctx))));
    if (map.length) {
      const all = map.length <= ALL_AT_ONCE;
      // attacks and sieges are always offered (a few); the other moves by the area picked
      // (the options of the forces in the area picked first, then those of the moves into it)
      const from = (o: OttomansLegalOption): boolean => this.selected !== null && areasOf(o, this.areaOf).from.includes(this.selected);
      // with a target picked after the area: the moves of the area's forces that reach it
      const reaches = (o: OttomansLegalOption): boolean => this.target === null || o.type === "attack" || areasOf(o, this.areaOf).to.includes(this.target);
      const here = all ? map : [...map.filter((o) => o.type === "attack" || (from(o) && reaches(o))),
        ...(this.target !== null ? [] : map.filter((o) => o.type !== "attack" && !from(o) && this.selected !== null && areasOf(o, this.areaOf).to.includes(this.selected)))];
      const areas = [...new Set(map.flatMap((o) => areasOf(o, this.areaOf).from))].sort((a, b) => this.w.areaName(a).localeCompare(this.w.areaName(b)));
      const sieges = map.filter((o) => o.type === "attack");
      parts.push(h("div", { class: "ott-map-actions" },
        h("h3", null, `Moves and attacks (${map.length})`),
        all ? null : h("p", { class: "muted", "data-target": this.target ?? "" }, this.selected && this.target
          ? `From ${this.w.areaName(this.selected)} to ${this.w.areaName(this.target)}: ${plural(here.length, "option")}. Pick the target again to see every move, or another place it may go:`
          : this.selected ? `In or into ${this.w.areaName(this.selected)}: ${plural(here.length, "option")}. Pick an outlined place on the map to move there, or another area:`
          : "Pick an area on the map (outlined) or here to see what you can do there:"),
        all ? null : h("div", { class: "pick-list", role: "group", "aria-label": "Areas with a force to act" },
          ...areas.map((a) => h("button", { type: "button", class: a === this.selected ? "chip selected" : "chip", "data-pick": a, onclick: () => this.pick(a) }, this.w.areaName(a))),
          ...sieges.filter((o) => o.type === "attack" && !areas.includes(o.area)).map((o) => o.type === "attack" ? h("button", { type: "button", class: "chip", "data-pick": o.area, onclick: () => this.pick(o.area) },
            `${o.city ? "Siege" : "Attack"}: ${this.w.areaName(o.area)}`) : null)),
        ...mapRows(here.slice(0, SHOWN_OPTIONS), ctx),
        // the rest one click away (before, dropped with a hint to pick the area the force is
        // in, which was often the area picked: a leader's moves could not be reached at all)
        here.length > SHOWN_OPTIONS ? h("details", { class: "more-options" },
          h("summary", null, `${plural(here.length - SHOWN_OPTIONS, "more option")} ${this.selected ? `in or into ${this.w.areaName(this.selected)}` : "here"}`),
          ...mapRows(here.slice(SHOWN_OPTIONS), ctx)) : null));
    }
    if (other.length) parts.push(h("div", { class: "ott-other" }, h("h3", null, "Stratagems and agents"), ...other.map((o) => optionForm(o, ctx))));
    const resign = opts.find((o) => o.type === "resign");
    put(this.el.actions, h("h2", null, `Your move: ${what}`), ...parts,
      resign ? h("details", { class: "orders" }, h("summary", null, "Resign or share your seat"), h("p", { class: "buttons" }, optionForm(resign, ctx)),
        h("p", { class: "muted" }, "Your seat link (keep it to yourself): ", copyable(seatLink((this.seat as SeatKey).token), "my-seat-link"))) : null);
  }

  /** The per-page toggle of the automatic pass (O227), on by default: shown while a window
   * may ask this seat for a stratagem (the game's status "active": not in the set-up, whose
   * core choice asks for none, nor while a computer plays the seat). */
  private autoToggle(): HTMLElement {
    const box = h("input", { type: "checkbox", name: "auto_pass", "data-action": "auto-pass" }) as HTMLInputElement;
    box.checked = this.autoPass;
    box.onchange = () => {
      this.autoPass = box.checked;
      if (!this.autoPass) window.clearTimeout(this.autoTimer);
      this.autoVersion = 0;
      delete this.el.actions.dataset.sig;
      this.renderActions();
    };
    return h("p", { class: "ott-auto-pass" }, h("label", null, box, " Pass automatically when my hand holds no copy of the stratagem asked for"));
  }

  /** Send ``decline`` for this seat at ``version`` after a random 0.4-1.5 s (once per version;
   * the Idempotency-Key is the version's, so two pages of the seat send it once), unless the
   * game moved on, the toggle was switched off or another action is under way. */
  private passByItself(version: number, decline: OttomansAction): void {
    if (this.autoVersion === version) return;
    this.autoVersion = version;
    window.clearTimeout(this.autoTimer);
    this.autoTimer = window.setTimeout(() => {
      const v = this.view;
      if (this.closed || !this.autoPass || this.busy || this.at !== null || !v || v.version !== version
          || this.legal?.version !== version || !declineOf(v.step, this.legal.actions)) return;
      void this.act(decline, `auto-pass-${this.id}-${version}`);
    }, passDelay());
  }

  private renderArea(): void {
    const v = this.past ?? this.view;
    const a = this.selected;
    if (!v || !a) {
      if (this.el.area.dataset.sig === "") return;       // shown as it is (every render comes here)
      this.el.area.dataset.sig = "";
      put(this.el.area, h("h2", null, "The map"), h("p", { class: "muted" }, "Click a region or a sea (or a stack) to see the forces there."));
      return;
    }
    const here = v.pieces.filter((p) => p.area === a || (p.city !== null && this.w.regionOfCity(p.city) === a && p.area === a));
    const sig = JSON.stringify([a, here, here.map((p) => p.controller !== null ? this.names(p.controller) : "")]);
    if (this.el.area.dataset.sig === sig) return;
    this.el.area.dataset.sig = sig;
    const groups = new Map<string, typeof here>();
    for (const p of here) {
      const key = `${p.city ?? ""}|${p.colour}|${p.controller ?? -1}`;
      groups.set(key, [...(groups.get(key) ?? []), p]);
    }
    put(this.el.area, h("h2", null, this.w.areaName(a)),
      here.length ? h("ul", { class: "ott-forces" }, ...[...groups.values()].map((ps) => {
        const p0 = ps[0] as (typeof here)[number];
        return h("li", { "data-controller": p0.controller ?? "none" },
          h("strong", null, `${this.w.factionName(p0.colour)}${p0.city ? ` in ${this.w.cityName(p0.city)}` : ""}`),
          ` · ${p0.controller !== null ? this.names(p0.controller) : "non-belligerent"}: `,
          ps.map((p) => `${this.w.pieceName(p.id)}${p.aboard ? ` (aboard ${this.w.pieceName(p.aboard)})` : ""}${p.moved ? " · moved" : ""}${p.attacked ? " · attacked" : ""}`).join("; "));
      })) : h("p", { class: "muted" }, "No counters here."),
      h("p", { class: "buttons" }, h("button", { type: "button", onclick: () => this.pick(a) }, "Close")));
  }

  private renderHand(v: OttomansGameView): void {
    const me = this.seat ? v.players.find((p) => p.seat === this.seat?.seat) : undefined;
    if (!me || !me.hand) {
      put(this.el.hand);
      this.el.hand.hidden = true;
      return;
    }
    this.el.hand.hidden = false;
    putChanged(this.el.hand, h("h2", null, `Your stratagems (${me.hand.length})`),
      me.hand.length ? h("ul", { class: "ott-hand-list" }, ...me.hand.map((s) => h("li", { "data-stratagem": s, title: this.w.stratText(s) }, this.w.stratName(s))))
        : h("p", { class: "muted" }, "None in hand."),
      h("p", { class: "muted" }, "Only you see these; the others see how many you hold."));
  }

  private renderDice(): void {
    const upto = this.at ?? Infinity;
    const recent = this.events.filter((e) => DICE_EVENTS.has(e.type) && e.version <= upto).slice(-5).reverse();
    if (!recent.length) { put(this.el.dice); this.el.dice.hidden = true; return; }
    this.el.dice.hidden = false;
    const faces = (e: OttEvent): number[] => {
      switch (e.type) {
        case "combat": case "pillaged": case "weather": case "agent_resolved": case "leader_survival": return [e.die];
        case "random_event": return [...e.dice, ...(e.region_dice ?? [])];
        case "order_rolled": return e.rolls.flat();
        case "rerolled": return [e.after].flat();
        default: return [];
      }
    };
    putChanged(this.el.dice, h("h2", null, "Combats, sieges and dice"),
      h("ol", { class: "ott-dice-list" }, ...recent.map((e) => {
        const siege = e.type === "combat" && e.city !== null;
        return h("li", { class: `ev-${e.type}${siege ? " siege" : ""}`, "data-seq": e.seq },
          h("span", { class: "dice-side" }, ...faces(e).filter((f) => f >= 1 && f <= 6).map((f) => die(f, e.type === "combat" ? "#a3312f" : "#52606d", true))),
          h("span", null, siege ? h("strong", null, "Siege. ") : null, describeEvent(e, this.w, this.names) ?? e.type));
      })));
  }

  private renderPlayers(v: OttomansGameView): void {
    putChanged(this.el.players, h("h2", null, "Players"),
      h("table", { class: "fame" },
        h("thead", null, h("tr", null, h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Core"), h("th", { scope: "col" }, "Hand"),
          h("th", { scope: "col" }, "Controls"), v.points?.length ? h("th", { scope: "col" }, "Points") : null)),
        h("tbody", null, ...v.players.map((p) => h("tr", { class: v.waiting_for.includes(p.seat) ? "active" : "", "data-seat": p.seat },
          h("th", { scope: "row" }, h("span", { class: "swatch", style: `background:${seatColour(p.seat)}` }), this.names(p.seat),
            p.seat === this.seat?.seat ? " (you)" : "", v.winners.includes(p.seat) ? " ★" : "", p.resigned ? " (resigned)" : "",
            v.seats.find((s) => s.seat === p.seat)?.kind === "bot" ? h("span", { class: "seat-bot" }, "computer") : null),
          h("td", null, p.core ? this.w.areaName(p.core) : "—"),
          h("td", { class: "hand-size" }, p.hand_size),
          h("td", { class: "controls" }, p.face_up.map((s) => this.w.stratName(s).replace(/^Control: /, "")).join(", ") || "—"),
          v.points?.length ? h("td", { class: "fame-value" }, v.points[p.seat] ?? 0) : null)))),
      h("p", { class: "muted" }, `Pool ${v.pool_size} · deadpile ${v.deadpile.length}${v.siege_improved ? " · siege trains improved" : ""}`));
  }

  /** The turn signals and shortcuts (`ottomans/turn.ts`) on this page. */
  private turnTools(): TurnTools {
    return new TurnTools({
      playing: () => this.seat !== null && this.at === null,
      endPhase: () => {
        if (!this.options.some((o) => o.type === "end_phase")) return false;
        void this.act({ type: "end_phase" });
        return true;
      },
      focusActions: () => {
        const first = this.el.actions.querySelector<HTMLElement>("button.primary:not([disabled]), .pick-list button, button:not([disabled])");
        (this.root.dataset.myTurn === "1" && first ? first : this.el.actions).focus();
      },
      focusMap: () => {
        const g = this.board.element.querySelector<SVGGElement>("g.pickable");
        g?.focus();
        return g !== null;
      },
      step: (by) => {
        if (!this.view || this.view.status === "lobby" || (by > 0 && this.at === null)) return false;
        void this.goTo((this.at ?? this.latest) + by);
        return true;
      },
    }, kindName("ottomans"), this.el.actions);
  }

  // ------------------------------------------------------------------ history

  private readonly tl = (() => {
    const back = h("button", { type: "button", "aria-label": "Step back", "data-history": "back", onclick: () => void this.goTo((this.at ?? this.latest) - 1) }, "‹");
    const forward = h("button", { type: "button", "aria-label": "Step forward", "data-history": "forward", onclick: () => void this.goTo((this.at ?? this.latest) + 1) }, "›");
    const slider = h("input", { type: "range", min: 1, max: 1, value: 1, step: 1, class: "timeline-slider", "aria-label": "Version" });
    slider.addEventListener("change", () => void this.goTo(Number(slider.value)));
    const label = h("span", { class: "timeline-label", "aria-live": "polite" });
    const live = h("button", { type: "button", class: "primary", "data-history": "live", onclick: () => void this.goTo(null) }, "Back to live");
    const rewind = h("button", { type: "button", class: "rewind", "data-history": "rewind", onclick: () => void this.goTo(this.latest - 1) }, "⟲ History");
    return { back, forward, slider, label, live, rewind, mode: "" };
  })();

  private get latest(): number {
    return this.view?.version ?? 1;
  }

  private renderTimeline(): void {
    const v = this.view;
    const tl = this.tl;
    if (!v || v.status === "lobby") { put(this.el.timeline); this.el.timeline.hidden = true; return; }
    this.el.timeline.hidden = false;
    const mode = this.at === null ? "live" : "steps";
    if (tl.mode !== mode) {
      tl.mode = mode;
      if (mode === "live") put(this.el.timeline, tl.rewind, h("span", { class: "muted timeline-hint" }, "See the game at any earlier version."));
      else put(this.el.timeline, h("span", { class: "timeline-steps" }, tl.back, tl.slider, tl.forward), tl.label, tl.live);
    }
    if (mode === "live") return;
    const cur = this.at as number;
    tl.slider.max = String(this.latest);
    tl.slider.value = String(cur);
    tl.back.disabled = cur <= 1;
    tl.forward.disabled = cur >= this.latest;
    const first = this.events.find((e) => e.version === cur);
    const text = first ? describeEvent(first, this.w, this.names) : null;
    put(tl.label, h("strong", null, `Version ${cur} of ${this.latest}`), text ? ` · ${text}` : "");
    tl.live.textContent = v.status === "finished" ? "The end" : "Back to live";
  }

  /** Show version `k` (null or the latest: live). */
  private async goTo(k: number | null): Promise<void> {
    if (!this.view) return;
    const to = k === null ? null : Math.max(1, Math.min(this.latest, k));
    const live = to === null || (to === this.latest && !this.replay && this.view.status !== "finished");
    this.at = live ? null : to;
    this.root.dataset.at = this.at === null ? "" : String(this.at);
    try {
      this.past = this.at === null || this.at === this.latest ? null : await this.ott.game(this.id, this.at);
    } catch (err) {
      this.showProblem(err, "That version could not be read:");
      return;
    }
    this.drawn = 0;
    this.rebuildLog();
    this.render();
  }

  /** The log again from the events kept (up to the version shown), with the names known now. */
  private rebuildLog(): void {
    put(this.el.log);
    for (const e of this.events.slice(-400)) {
      if (this.at !== null && e.version > this.at) continue;
      const text = describeEvent(e, this.w, this.names);
      if (text) this.el.log.prepend(h("li", { class: `ev-${e.type}`, "data-seq": e.seq, "data-version": e.version }, text));
    }
  }
}
