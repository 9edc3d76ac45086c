/**
 * The game page (`#/game/<id>`: play with this browser's seat token, else watch) and the
 * watch page (`#/watch/<id>`: always read-only). The board follows the event stream
 * event by event (the Ottoman phase plays out step by step as the worker commits it),
 * and is re-read from `GET /games/{id}` whenever the stream is quiet.
 *
 * History: the timeline (always on a finished game, "Rewind" on a live one) shows the
 * game at any past version (`GET /games/{id}?at=<version>`, labelled from
 * `GET /games/{id}/record`), with step buttons, a slider and the arrow keys; live
 * following goes on underneath (events are logged, the live board kept) and "Back to
 * live" shows it again. Computer seats and seats a server bot took over are marked; the
 * human of a taken-over seat gets "Take back my seat" (`POST .../players/{seat}/take-back`).
 */
import { Api, ApiError, newKey, type Action, type EventOf, type GameEvent, type GameView, type LegalOption, type Rules } from "../api.js";
import { applyEvent, fromView, type Board } from "../board.js";
import { Clocks } from "../clocks.js";
import { onlyEnd } from "../autoend.js";
import { attackDialog, moveDialog, type DialogDeps } from "../dialogs.js";
import { h, plural, put, putChanged } from "../dom.js";
import { follow, type Follower, type Link } from "../follow.js";
import type { AttackOption, MoveOption } from "../forces.js";
import { MapView, regionName, seatColour, zoomFrame } from "../map.js";
import { forgetSeat, hostOf, joinLink, keepHost, keepSeat, seatLink, seatOf, type SeatKey } from "../seats.js";
import { TurnSignals } from "../signals.js";
import { TalkPanel, type Talker } from "../talk.js";
import { battlePanel, collectBattle, loadRules, logEntry, namesOf, problemBox, type BattleLog } from "../ui.js";
import { BARRIER_WORDS, endReason, phaseName, stepName } from "../words.js";
import { actionWords } from "./replay.js";

type Opt<T extends LegalOption["type"]> = Extract<LegalOption, { type: T }>;
/** What the page tells of a battle: the view's battle or its `battle_started` event. */
type BattleFacts = Pick<EventOf<"battle_started">, "region" | "origin" | "seat" | "greek_infantry" | "greek_cannons" | "ottomans"> & { kind: string };

/** The pause (ms) after an event drawn on the map while the page follows a live game, so
 * that a battle's rolls or the Ottomans' moves can be followed one by one (others: 60). */
const PACE: Record<string, number> = {
  battle_roll: 450, battle_started: 350, battle_ended: 350, ottoman_moved: 250, ottomans_placed: 250,
  step_started: 200, event_drawn: 400,
};

/** Whether the reader asked for less motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3):
 * then the map shows each new event at once, with no pause (read per event: the setting may
 * change while the page is open). */
function reducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

export class GamePage {
  private api: Api;
  private seat: SeatKey | null;
  private view: GameView | null = null;
  private board: Board | null = null;
  private legal: { version: number; actions: LegalOption[] } | null = null;
  private rules: Rules | null = null;
  private readonly battles = new Map<number, BattleLog>();
  private readonly queue: GameEvent[] = [];
  private lastSeq = 0;
  private pumping = false;
  private caughtUp = false;
  private follower: Follower | null = null;
  private refreshTimer = 0;
  /** When the pending refresh runs (ms, performance.now()); 0: none pending. */
  private refreshAt = 0;
  private readonly signals = new TurnSignals();
  private readonly skip = h("button", { type: "button", class: "skip-link", onclick: () => this.focusActions() }, "Skip to your actions");
  private readonly oddsCache = new Map<string, number>();
  private pageTitle = "1821, The Battle";
  private refreshing: Promise<void> | null = null;
  /** The view (`viewSig`) and options version the page last rendered. */
  private shownSig = "";
  private shownLegal = "";
  /** The problem box of the last failed read (a re-read that works clears it). */
  private readProblem: HTMLElement | null = null;
  private busy = false;
  private selected: string | null = null;
  /** A target picked on the map after a source (`selected`): its force form is shown in place. */
  private target: string | null = null;
  private link: Link = "connecting";
  private closed = false;
  private lastCard = "";
  /** The past version shown (null: the live game, or the end of a finished one). */
  private at: number | null = null;
  private past: GameView | null = null;
  private readonly pastViews = new Map<number, GameView>();
  private pastRequest = 0;
  private gameRecord: { max: number; labels: Map<number, string> } | null = null;
  /** Why a seat is played by a server bot now (`seat_taken_over`'s `reason`), by seat. */
  private readonly takenOver = new Map<number, string>();
  private takeBackNote: HTMLElement | null = null;
  private takingBack = false;
  /** The end-steps this page sent by itself (nothing else was possible): in which turn
   * (`turnKey`), how many in a row, the version of the last one, and what the page said. */
  private auto = { turn: "", streak: 0, version: 0, ended: [] as string[] };
  private readonly clocks: Clocks;
  private readonly keys = (ev: KeyboardEvent): void => this.onKey(ev);

  private readonly map: MapView;
  private readonly el = {
    status: h("div", { class: "status", "aria-live": "polite" }),
    banner: h("div", { class: "banner" }),
    problem: h("div", { class: "problem-slot" }),
    actions: h("section", { class: "actions card", "aria-label": "Your actions", tabindex: -1 }),
    region: h("section", { class: "region-card card", "aria-live": "polite" }),
    battle: h("div", { class: "battle-slot" }),
    players: h("section", { class: "players card", tabindex: 0, "aria-label": "Players and Fame" }),   // scrolls sideways on a phone
    cards: h("section", { class: "cards card" }),
    share: h("div", { class: "share-slot" }),
    lobbySeats: h("div", { class: "lobby-seats-slot" }),
    log: h("ol", { class: "log", "aria-live": "off", tabindex: 0, "aria-label": "What happened" }),   // scrolls: a keyboard can too
    link: h("span", { class: "link" }),
    talk: h("div", { class: "talk-slot" }),
    timeline: h("div", { class: "timeline", role: "group", "aria-label": "History" }),
    seatCtl: h("div", { class: "seat-slot" }),
    pastNote: h("div", { class: "past-slot" }),
  };
  private talk: TalkPanel | null = null;
  /** The seats and names the talk panel shows (null: no talk for this reader). */
  private talkSeats: string | null = null;

  constructor(private readonly root: HTMLElement, private readonly id: string, readOnly: boolean) {
    this.seat = readOnly ? null : seatOf(id);
    this.api = new Api(this.seat?.token);
    this.map = new MapView({ onPick: (r) => this.pick(r) });
    this.clocks = new Clocks(this.names);
    root.dataset.page = readOnly ? "watch" : "game";
    // the first Tab stop of the page (before the top bar), removed with the page
    if (!readOnly) document.body.prepend(this.skip);
    put(root,
      h("div", { class: "game-layout" },
        // "Take back my seat" under the status, in view at any width (on a phone the side panel is below the map)
        h("section", { class: "board-pane" }, this.el.status, this.el.seatCtl, this.clocks.el, this.el.timeline, zoomFrame(this.map)),
        // what a player needs every turn first (actions, the region, the battle, the score);
        // the host's "Cancel this game" after them, never above the actions
        // focusable: a keyboard can scroll it (axe scrollable-region-focusable)
        h("aside", { class: "side", tabindex: 0, "aria-label": "Game panel" }, this.el.banner, this.el.pastNote, this.el.problem, this.el.lobbySeats, this.el.actions, this.el.region,
          this.el.battle, this.el.players, this.el.talk, this.el.share, this.el.cards,
          h("section", { class: "log-card card" }, h("h2", null, "What happened"), this.el.log))));
    window.addEventListener("keydown", this.keys);
    void this.start();
  }

  destroy(): void {
    this.closed = true;
    this.follower?.stop();
    this.clocks.stop();
    this.signals.destroy();
    window.removeEventListener("keydown", this.keys);
    window.clearTimeout(this.refreshTimer);
    this.skip.remove();
  }

  private names = (seat: number): string => namesOf(this.view)(seat);
  private cardTitle = (id: string): string =>
    this.rules?.apostles.apostles.find((a) => a.id === id)?.title ?? this.rules?.events.events.find((e) => e.id === id)?.title ?? id;

  private async start(): Promise<void> {
    this.rules = await loadRules();
    try {
      this.view = await this.api.game(this.id);
    } catch (err) {
      if (err instanceof ApiError && this.seat && (err.status === 401 || err.status === 403)) {
        this.badToken(err);
        try {
          this.view = await this.api.game(this.id);
        } catch (again) {
          this.fatal(again);
          return;
        }
      } else {
        this.fatal(err);
        return;
      }
    }
    if (this.seat && this.view.your_seat !== this.seat.seat) this.seat = { ...this.seat, seat: this.view.your_seat ?? this.seat.seat };
    this.map.setNames(this.names);
    this.board = fromView(this.view);
    this.map.draw(this.board);
    try {
      const past = await this.api.allEvents(this.id);
      for (const e of past) {
        if (e.version > this.view.version) this.queue.push(e);
        else this.record(e);
      }
    } catch (err) {
      this.showProblem(err, "The event log could not be read:");
    }
    this.caughtUp = true;
    const talk = await this.startTalk(this.view);
    this.follower = follow(talk?.api ?? this.api, this.id, this.lastQueued(), (e) => this.enqueue(e), (l) => this.setLink(l),
                           talk ? { after: talk.after, onMessage: (m) => this.talk?.add(m) } : undefined);
    await this.showView();
    void this.pump();
  }

  /** The table-talk panel for this reader: a seat, else the host (its token in this browser),
   * else a spectator (who reads the table's messages only when the game allows it). Returns
   * the client to follow the stream with and the message cursor, or null without talk. */
  private async startTalk(v: GameView): Promise<{ api: Api; after: number } | null> {
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
    this.talkSeats = talkSig(v);
    let after = 0;
    try {
      for (const m of await api.messages(this.id)) {
        this.talk.add(m);
        after = Math.max(after, m.seq);
      }
    } catch (err) {
      this.showProblem(err, "The table talk could not be read:");
      return null;
    }
    return { api, after };
  }

  private lastQueued(): number {
    return Math.max(this.lastSeq, this.queue.at(-1)?.seq ?? 0);
  }

  private fatal(err: unknown): void {
    put(this.el.banner, problemBox(err, "This game cannot be shown:", [{ label: "Back to the lobby", run: () => { location.hash = "#/"; } }]));
  }

  /** The seat token of this browser does not work for this game: watch instead. */
  private badToken(err: ApiError): void {
    const seat = this.seat;
    this.seat = null;
    this.api = new Api();
    put(this.el.banner, problemBox(err, "Your seat link does not work for this game:", [
      { label: "Forget it and watch", run: () => { forgetSeat(this.id); put(this.el.banner); } },
      { label: "Join an open seat", run: () => { forgetSeat(this.id); location.hash = `#/join/${this.id}`; } },
    ]));
    if (seat) this.root.dataset.badToken = "1";
  }

  private setLink(l: Link): void {
    this.link = l;
    const words: Record<Link, string> = { connecting: "connecting…", live: "live", reconnecting: "reconnecting…", closed: "" };
    this.el.link.textContent = words[l];
    this.el.link.className = `link ${l}`;
    if (l === "live") this.scheduleRefresh(0);
  }

  /** A new event: animated on the map in turn (pump), while the page re-reads the game at
   * once (not after the animation), so the status, whose move it is, the
   * clocks and this seat's options are the server's current ones while the map catches up. */
  private enqueue(e: GameEvent): void {
    if (e.seq <= this.lastQueued()) return;
    this.queue.push(e);
    if (this.caughtUp) this.refreshSoon(0);
    void this.pump();
  }

  /** Log an event (and remember its battle); the board is not touched. */
  private record(e: GameEvent): void {
    this.lastSeq = Math.max(this.lastSeq, e.seq);
    collectBattle(this.battles, e);
    if (e.type === "event_drawn") this.lastCard = String(e.card ?? "");
    if (e.type === "seat_taken_over") this.takenOver.set(e.seat, e.reason);
    if (e.type === "seat_taken_back") this.takenOver.delete(e.seat);
    if (this.caughtUp && e.type.startsWith("seat_taken") && "seat" in e && e.seat === this.seat?.seat) {
      this.takeBackNote = e.type === "seat_taken_back" ? this.backNote() : null;     // what this page said before is moot
    }
    const li = logEntry(e, this.names, this.battles, this.cardTitle);
    if (li) this.el.log.prepend(li);
    while (this.el.log.childElementCount > 400) this.el.log.lastElementChild?.remove();
  }

  /** Play the queued events onto the board one by one, paced while few are waiting and the
   * reader has not asked for reduced motion. */
  private async pump(): Promise<void> {
    if (this.pumping || !this.board) return;
    this.pumping = true;
    this.root.dataset.animating = "1";
    try {
      while (this.queue.length && !this.closed) {
        const e = this.queue.shift() as GameEvent;
        if (e.seq <= this.lastSeq) continue;
        this.record(e);
        applyEvent(this.board, e);
        if (this.at === null) {
          this.map.draw(this.board);
          this.renderBattle();
        } else {
          this.markLater();
        }
        const pause = this.queue.length > 40 || reducedMotion() ? 0 : PACE[e.type] ?? 60;
        if (pause && this.caughtUp) await new Promise((r) => setTimeout(r, pause));
      }
    } finally {
      this.pumping = false;
      delete this.root.dataset.animating;
    }
    this.scheduleRefresh(50);
  }

  private scheduleRefresh(ms: number): void {
    window.clearTimeout(this.refreshTimer);
    this.refreshAt = performance.now() + ms;
    this.root.dataset.reading = "1";     // a re-read is due or running (tests wait for a settled page)
    this.refreshTimer = window.setTimeout(() => { this.refreshAt = 0; void this.refresh(); }, ms);
  }

  /** Refresh within `ms`, never later than a refresh already pending (a burst of events
   * does not keep pushing it back). */
  private refreshSoon(ms: number): void {
    if (this.refreshAt && this.refreshAt <= performance.now() + ms) return;
    this.scheduleRefresh(ms);
  }

  /** Re-read the game (and this seat's legal actions when the game waits on it). */
  private refresh(): Promise<void> {
    if (this.refreshing) {           // events came during a read: read again after it
      void this.refreshing.then(() => this.refreshSoon(0));
      return this.refreshing;
    }
    this.refreshing = (async () => {
      try {
        // a seat reads its options alongside (one round trip, not two, to "your move")
        const legal = this.seat && !this.over ? this.api.legal(this.id).catch(() => null) : null;
        this.view = await this.api.game(this.id);
        const la = await legal;
        if (la && la.version === this.view.version) this.legal = { version: la.version, actions: la.actions };
        // a problem is moot once the game moved; a re-read that found the game as shown
        // clears only its own earlier failure
        if (viewSig(this.view) !== this.shownSig || this.el.problem.firstChild === this.readProblem) put(this.el.problem);
      } catch (err) {
        if (err instanceof ApiError && this.seat && (err.status === 401 || err.status === 403)) this.badToken(err);
        else this.readProblem = this.showProblem(err, "The game could not be re-read:", [{ label: "Re-read", run: () => this.scheduleRefresh(0) }]);
        return;
      } finally {
        this.refreshing = null;
      }
      await this.showView();
    })();
    // `data-reading` goes when no re-read is due or running: what the page shows is then what it last read
    this.refreshing.finally(() => { if (!this.refreshAt && !this.refreshing) delete this.root.dataset.reading; }).catch(() => undefined);
    return this.refreshing;
  }

  private async showView(): Promise<void> {
    const v = this.view;
    if (!v || this.closed) return;
    if (this.board && v.version >= this.board.version && !this.queue.length && !this.pumping) {
      this.board = fromView(v);
      if (this.at === null) this.map.draw(this.board);
    }
    const mine = this.seat !== null && v.waiting_for.includes(this.seat.seat) && !this.botPlays(v, this.seat.seat);
    if (mine && this.legal?.version !== v.version) {
      try {
        const la = await this.api.legal(this.id);
        this.legal = { version: la.version, actions: la.actions };
      } catch (err) {
        this.legal = null;
        this.readProblem = this.showProblem(err, "Your options could not be read:", [{ label: "Re-read", run: () => this.scheduleRefresh(0) }]);
      }
    } else if (!mine) {
      this.legal = null;
    }
    // a re-read that found the game as shown (same view, same options) changes nothing on
    // the page: a form being filled in, the focus and a problem told stay as they are
    const sig = `${viewSig(v)}|${this.legal?.version ?? ""}`;
    if (sig === this.shownSig + "|" + this.shownLegal) {
      this.markVersions();
      return;
    }
    this.shownSig = viewSig(v);
    this.shownLegal = String(this.legal?.version ?? "");
    this.render();
  }

  /** Test and style hooks on the page root: `data-state-version` is the version of the
   * status, clocks and options (the newest known, at once); `data-version` the version the
   * whole page shows, the map included: set once the map's animation has caught up. */
  private markVersions(): void {
    this.root.dataset.stateVersion = String(this.version);
    if (!this.pumping && !this.queue.length) this.root.dataset.version = String(this.version);
  }

  /** The version this page acts on: the newest it knows. */
  private get version(): number {
    return Math.max(this.view?.version ?? 0, this.legal?.version ?? 0);
  }

  /** Show a problem in the problem slot; returns its box. */
  private showProblem(err: unknown, lead: string, next: { label: string; run: () => void }[] = []): HTMLElement {
    const box = problemBox(err, lead, next);
    put(this.el.problem, box);
    return box;
  }

  /** Send one action (once: a retry after a dropped connection reuses its Idempotency-Key).
   * Returns the problem box to show (null when accepted). */
  private async act(action: Action, key = newKey(), thenEnd = false, auto = false): Promise<HTMLElement | null> {
    if (this.busy) return null;
    if (!auto) this.auto = { ...this.auto, streak: 0, ended: [] };     // the player acts: its own choice
    this.busy = true;
    this.root.dataset.busy = "1";
    let endNext = false;     // the player chose "… and end" and the step may be ended
    try {
      const acc = await this.api.act(this.id, this.version, action, key);
      put(this.el.problem);
      // a 1821 game's (this page opens no other kind's, Api.game): 1821's options
      this.legal = acc.legal_actions ? { version: acc.version, actions: acc.legal_actions as LegalOption[] } : null;
      for (const e of acc.events as GameEvent[]) this.enqueue(e);
      endNext = thenEnd && this.options("end_step").length > 0;
      this.renderActions();
      return null;
    } catch (err) {
      if (auto && err instanceof ApiError && err.code === "stale_version") {
        this.scheduleRefresh(0);          // another window of this seat (or a timeout) moved on first
        return problemBox(err, "Not done:");
      }
      const box = this.actionProblem(err, action, key);
      put(this.el.problem, box);
      return problemBox(err, "Not done:");
    } finally {
      this.busy = false;
      delete this.root.dataset.busy;
      if (endNext) void this.act({ type: "end_step" });
      else this.keepFocus();
    }
  }

  /** After an action the button pressed is often gone (re-rendered): the focus then goes to
   * this seat's next choice (or the actions card), never left on the page's body, 13-14
   * Tabs from "End". A focus elsewhere (the talk box, the map) stays where it is. */
  private keepFocus(): void {
    queueMicrotask(() => {
      const a = document.activeElement;
      if (!this.closed && (a === null || a === document.body) && !document.querySelector("dialog[open]")) this.focusActions();
    });
  }


  private actionProblem(err: unknown, action: Action, key: string): HTMLElement {
    const reread = { label: "Re-read the game", run: () => { this.legal = null; this.scheduleRefresh(0); } };
    if (!(err instanceof ApiError)) return problemBox(err, "Not done:", [reread]);
    if (err.status === 0) return problemBox(err, "Not sent:", [{ label: "Try again", run: () => void this.act(action, key) }, reread]);
    if (err.code === "undo_barrier") return problemBox(err, "Nothing undone:");
    if (err.code === "seat_taken_over") return problemBox(err, "A computer plays your seat:", [reread]);
    if (err.code === "stale_version") return problemBox(err, "The game moved on (another window or player acted); nothing was done:", [reread]);
    if (err.code === "game_cancelled") return problemBox(err, "This game was cancelled:", [{ label: "Back to the lobby", run: () => { location.hash = "#/"; } }]);
    if (err.status === 401 || err.status === 403) {
      return problemBox(err, "Your seat token was refused:", [{ label: "Join an open seat", run: () => { forgetSeat(this.id); location.hash = `#/join/${this.id}`; } }, reread]);
    }
    return problemBox(err, "Refused:", [reread]);
  }

  private deps(): DialogDeps {
    return { api: this.api, submit: (a, thenEnd) => this.act(a, newKey(), thenEnd), names: this.names,
             apostle: (id) => this.rules?.apostles.apostles.find((x) => x.id === id), refocus: () => this.keepFocus() };
  }

  // ------------------------------------------------------------------ rendering

  private render(): void {
    const v = this.view;
    if (!v) return;
    if (this.talkSeats !== null && this.talkSeats !== talkSig(v)) {     // a player joined: its name on its tab
      this.talkSeats = talkSig(v);
      this.talk?.setSeats(v.players.map((p) => ({ seat: p.seat, name: p.name })));
    }
    this.markVersions();
    this.root.dataset.status = v.status;
    const shown = this.past ?? v;
    this.renderStatus(v);
    this.clocks.set(shown, this.past === null);
    this.renderTimeline();
    this.renderSeatControl(v);
    this.renderShare(v);
    this.renderActions();
    this.renderRegion();
    this.renderBattle();
    this.renderPlayers(shown);
    this.renderCards(shown);
  }

  // ------------------------------------------------------------------ seats played by bots

  /** True while a server bot plays `seat` (a computer seat, or a human's taken over). */
  private botPlays(v: GameView, seat: number): boolean {
    const s = v.seats.find((x) => x.seat === seat);
    return Boolean(s && (s.kind === "bot" || s.taken_over));
  }

  /** "computer · greedy", "greedy plays for now (clock ran out)", or null for a human playing. */
  private seatBadge(v: GameView, seat: number): HTMLElement | null {
    const s = v.seats.find((x) => x.seat === seat);
    if (!s) return null;
    if (s.kind === "bot") return h("span", { class: "seat-bot", "data-kind": "bot", title: "A computer seat: a server bot plays it" }, `computer · ${s.bot ?? "bot"}`);
    if (s.taken_over) {
      const why = this.takenOver.get(seat);
      return h("span", { class: "seat-bot taken", "data-kind": "taken_over", title: "A server bot plays this human's seat until its human takes it back" },
        `${s.bot ?? "a bot"} plays${why === "clock" ? " · clock ran out" : why === "resign" ? " · resigned" : ""}`);
    }
    return null;
  }

  /** For the human of a seat a bot took over: what happened and "Take back my seat". */
  private renderSeatControl(v: GameView): void {
    const seat = this.seat?.seat;
    const s = seat === undefined ? undefined : v.seats.find((x) => x.seat === seat);
    if (!s?.taken_over || v.status === "finished" || v.status === "cancelled") {
      const note = this.takeBackNote;              // the outcome of the last take-back, until the seat's next event
      if (note?.classList.contains("problem") && note.querySelector(".buttons")) {
        note.querySelector(".buttons")?.remove();  // nothing to try again: no bot plays the seat now
        note.append(h("p", null, "No bot plays your seat now."));
      }
      put(this.el.seatCtl, note);
      return;
    }
    const why = this.takenOver.get(s.seat);
    const cause = why === "clock" ? "when your clock ran out" : why === "resign" ? "when you resigned" : "";
    // rebuilt only when what it says changes: a re-render must not move a click or the focus
    const sig = [s.seat, s.bot, why, Boolean(v.options.clock)].join("|");
    const cur = this.el.seatCtl.querySelector<HTMLElement>(".seat-control");
    if (cur && cur.dataset.sig === sig) {
      const button = cur.querySelector<HTMLButtonElement>("button[data-action='take_back']");
      if (button) button.disabled = this.takingBack;
      const slot = cur.querySelector(".take-back-note");
      if (slot && slot.firstChild !== this.takeBackNote) put(slot as HTMLElement, this.takeBackNote);
      return;
    }
    put(this.el.seatCtl, h("section", { class: "seat-control card", "aria-label": "Your seat", "data-taken-over": s.seat },
      h("h2", null, "A computer plays your seat"),
      h("p", null, `The server bot “${s.bot ?? "greedy"}” took your seat over${cause ? ` ${cause}` : ""} and plays it for you. `,
        "Take it back to play again from your seat's next turn", v.options.clock ? " (your clock starts afresh)." : "."),
      h("p", { class: "buttons" }, h("button", { type: "button", class: "primary", "data-action": "take_back", disabled: this.takingBack,
        onclick: () => void this.takeBack(s.seat) }, "Take back my seat")),
      h("div", { class: "take-back-note" }, this.takeBackNote)));
    (this.el.seatCtl.firstElementChild as HTMLElement).dataset.sig = sig;
  }

  private backNote(): HTMLElement {
    return h("div", { class: "notice", role: "status" }, h("p", null, "Your seat is yours again: you play from its next turn."));
  }

  /** Take the seat back. The server refuses while the bot is in the seat's turn (409
   * `seat_in_turn`) or another writer committed first (412 `stale_version`): the page then
   * says it waits and tries again every second (at the newest version it knows) until the
   * server accepts, refuses for another reason, or the game ends; the bots play at the
   * takeover pace (server/service/seats.py TAKEOVER_PACE_S), so the turn ends in seconds. */
  private async takeBack(seat: number): Promise<void> {
    if (this.takingBack) return;
    this.takingBack = true;
    this.takeBackNote = null;
    if (this.view) this.renderSeatControl(this.view);
    try {
      for (;;) {
        try {
          await this.api.takeBack(this.id, seat, this.version);
          this.takeBackNote = this.backNote();
          break;
        } catch (err) {
          const again = err instanceof ApiError && (err.code === "seat_in_turn" || err.code === "stale_version");
          if (!again || this.closed || this.over) {
            this.takeBackNote = problemBox(err, "Not taken back:", again ? [{ label: "Try again", run: () => void this.takeBack(seat) }] : []);
            break;
          }
          this.takeBackNote = h("div", { class: "notice waiting", role: "status", "data-code": err.code },
            h("p", null, "The computer is in the middle of your seat's turn: you get the seat back as soon as it ends."));
          if (this.view) this.renderSeatControl(this.view);
          await new Promise((r) => setTimeout(r, 1000));
          await this.refresh();
        }
      }
    } finally {
      this.takingBack = false;
    }
    if (this.view) this.renderSeatControl(this.view);
    this.scheduleRefresh(0);
  }

  // ------------------------------------------------------------------ history

  /** The newest version there is to show. */
  private get latest(): number {
    return this.view?.version ?? 1;
  }

  private get over(): boolean {
    return this.view?.status === "finished" || this.view?.status === "cancelled";
  }

  /** The timeline's controls, made once (re-rendering keeps the focus and a slider drag). */
  private readonly tl = (() => {
    const rewind = h("button", { type: "button", class: "rewind", "data-history": "rewind", onclick: () => void this.goTo(this.latest - 1) }, "⟲ Rewind");
    const back = h("button", { type: "button", "aria-label": "Step back", "data-history": "back", onclick: () => void this.goTo(this.shownVersion - 1) }, "‹");
    const slider = h("input", { type: "range", min: 1, max: 1, value: 1, step: 1, class: "timeline-slider", "aria-label": "Version" });
    slider.addEventListener("input", () => void this.goTo(Number(slider.value)));
    const forward = h("button", { type: "button", "aria-label": "Step forward", "data-history": "forward", onclick: () => void this.goTo(this.shownVersion + 1) }, "›");
    const label = h("span", { class: "timeline-label", "aria-live": "polite" });
    const svgLink = h("a", { target: "_blank", rel: "noopener", class: "svg-link" }, "Board as SVG");
    const live = h("button", { type: "button", class: "primary", "data-history": "live", onclick: () => this.backToLive() }, "Back to live");
    const hint = h("span", { class: "muted timeline-hint" }, "See the game at any earlier version (keys ← and →).");
    const steps = h("span", { class: "timeline-steps" }, back, slider, forward);
    return { rewind, back, slider, forward, label, svgLink, live, hint, steps, mode: "" };
  })();

  /** The version the page shows: the past one, else the live one. */
  private get shownVersion(): number {
    return this.at ?? this.latest;
  }

  private renderTimeline(): void {
    const v = this.view;
    const tl = this.tl;
    if (!v || v.status === "lobby") {
      put(this.el.timeline);
      tl.mode = "";
      this.el.timeline.hidden = true;
      return;
    }
    this.el.timeline.hidden = false;
    const mode = this.at === null && !this.over ? "live" : "steps";
    if (tl.mode !== mode) {
      tl.mode = mode;
      if (mode === "live") put(this.el.timeline, tl.rewind, tl.hint);
      else put(this.el.timeline, tl.steps, tl.label, tl.live, tl.svgLink);
    }
    if (mode === "live") return;
    const cur = this.shownVersion;
    tl.slider.max = String(this.latest);
    tl.slider.value = String(cur);
    tl.slider.setAttribute("aria-valuetext", `Version ${cur} of ${this.latest}`);
    tl.back.disabled = cur <= 1;
    tl.forward.disabled = cur >= this.latest;
    const label = this.gameRecord?.labels.get(cur) ?? "";
    put(tl.label, h("strong", null, `Version ${cur} of ${this.latest}`), label ? ` · ${label}` : "");
    tl.svgLink.setAttribute("href", `/games/${this.id}/board.svg${this.at === null ? "" : `?at=${cur}`}`);
    tl.live.hidden = this.at === null;
    tl.live.textContent = this.over ? "Back to the end" : "Back to live";
  }

  /** Show version `k` (1 .. latest; the latest is the live game). */
  private async goTo(k: number): Promise<void> {
    const target = Math.max(1, Math.min(this.latest, Math.round(k)));
    if (target >= this.latest) {
      this.backToLive();
      return;
    }
    const ask = ++this.pastRequest;
    this.at = target;
    this.root.dataset.at = String(target);
    this.renderTimeline();
    try {
      void this.loadRecord();
      let past = this.pastViews.get(target);
      if (!past) {
        past = await this.api.game(this.id, target);
        this.pastViews.set(target, past);
      }
      if (ask !== this.pastRequest || this.at !== target) return;
      this.past = past;
      this.map.highlight([], null);
      this.map.draw(fromView(past));
      this.root.dataset.shown = String(past.version);
      put(this.el.battle);
      this.markLater();
      this.render();
    } catch (err) {
      if (ask === this.pastRequest) this.showProblem(err, `Version ${target} could not be read:`, [{ label: "Back to live", run: () => this.backToLive() }]);
    }
  }

  private backToLive(): void {
    this.pastRequest++;
    this.at = null;
    this.past = null;
    delete this.root.dataset.at;
    delete this.root.dataset.shown;
    put(this.el.problem);
    if (this.board) this.map.draw(this.board);
    this.markLater();
    this.render();
  }

  /** The labels of the timeline: who did what at each version (`GET .../record`), read
   * again when the game has moved past the last reading. */
  private async loadRecord(): Promise<void> {
    if (this.gameRecord && (this.gameRecord.max >= this.latest || this.over && this.gameRecord.max > 0)) return;
    const max = this.latest;
    this.gameRecord = { max, labels: this.gameRecord?.labels ?? new Map() };
    try {
      const rec = await this.api.record(this.id);
      const labels = new Map<number, string>([[1, "the game is created"]]);
      for (const j of rec.joins) labels.set(j.version, `${j.name} joins`);
      for (const a of rec.actions) {
        const by = a.applied_by ? ` (${a.applied_by === "bot" ? "by the bot" : a.applied_by.replace(/_/g, " ")})` : "";
        labels.set(a.version, `${this.names(a.seat)} ${actionWords(a.action as unknown as Record<string, unknown>)}${by}`);
      }
      for (let k = 2; k <= max; k++) if (!labels.has(k)) labels.set(k, "the game moves on by itself");
      this.gameRecord = { max, labels };
      this.renderTimeline();
    } catch {
      this.gameRecord = null;
    }
  }

  /** Dim the log entries after the version shown. */
  private markLater(): void {
    const at = this.at;
    for (const li of Array.from(this.el.log.children) as HTMLElement[]) {
      li.classList.toggle("later", at !== null && Number(li.dataset.version) > at);
    }
  }

  /** Focus this seat's first choice: the primary button of the actions card, else the card
   * (`always`: even when it is not this seat's move). */
  private focusActions(always = true): void {
    const first = this.el.actions.querySelector<HTMLElement>("button.primary:not([disabled]), .pick-list button, button:not([disabled])");
    if (first && this.root.dataset.myTurn === "1") first.focus();
    else if (always) this.el.actions.focus();
  }

  /** Keyboard shortcuts of a seat (not while typing in a field or a dialog is open):
   * E ends the step (or the turn), U undoes, A goes to the actions, M to the map's first
   * region to pick. */
  private shortcut(ev: KeyboardEvent): boolean {
    const k = ev.key.toLowerCase();
    if (!this.seat || this.past || !["e", "u", "a", "m"].includes(k)) return false;
    if (k === "a") this.focusActions();
    else if (k === "m") (this.map.element.querySelector<SVGGElement>(".hit.pickable") ?? null)?.focus();
    else if (k === "e" && this.options("end_step").length) void this.act({ type: "end_step" });
    else if (k === "u" && this.options("undo").length) void this.act({ type: "undo", count: 1 });
    else return false;
    return true;
  }

  private onKey(ev: KeyboardEvent): void {
    const typing = ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement || ev.target instanceof HTMLTextAreaElement;
    if (!typing && !ev.altKey && !ev.ctrlKey && !ev.metaKey && !document.querySelector("dialog[open]") && this.shortcut(ev)) {
      ev.preventDefault();
      return;
    }
    if (ev.key !== "ArrowLeft" && ev.key !== "ArrowRight") return;
    if (ev.altKey || ev.ctrlKey || ev.metaKey || ev.shiftKey || !this.view || this.view.status === "lobby") return;
    const t = ev.target;
    if (t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement) return;
    if (document.querySelector("dialog[open]")) return;
    if (ev.key === "ArrowLeft") void this.goTo((this.at ?? this.latest) - 1);
    else if (this.at !== null) void this.goTo(this.at + 1);
    else return;
    ev.preventDefault();
  }

  /** The tab title and favicon badge (and the optional tone/notification) say whether the
   * game waits on this browser's seat: it does when the server offers it actions. */
  private signal(): void {
    this.signals.set(Boolean(this.seat && this.legal?.actions.length), this.pageTitle);
  }

  private renderStatus(live: GameView): void {
    const lines: (string | HTMLElement)[] = [];
    const v = this.past ?? live;
    const b = !this.past && this.board && this.board.version > v.version ? this.board : v;   // the events played since the view
    let head = `Round ${b.round} · ${phaseName(b.phase)}${b.step && b.step !== "none" ? ` · ${stepName(b.step)}` : ""}`;
    if (v.status === "lobby") head = "Waiting for players";
    if (v.status === "finished") head = `Game over: ${endReason(v.end_reason)}`;
    if (v.status === "cancelled") head = "Cancelled";
    if (v.status === "finished") {
      lines.push(v.winners.length ? `Won by ${v.winners.map(this.names).join(" and ")}` : "No Greek player wins");
    } else if (v.status !== "cancelled" && v.status !== "lobby") {
      if (v.active_seat !== null) {
        const bot = this.seatBadge(v, v.active_seat);
        lines.push(bot ? h("span", null, who(this.names(v.active_seat), v.active_seat, "Turn:"), " ", bot) : who(this.names(v.active_seat), v.active_seat, "Turn:"));
      }
      if (v.pending) {
        lines.push(`Waiting for ${this.names(v.pending.seat)} to ${v.pending.kind === "answer_ally" ? "answer a call for an Ally" : "decide on an Ally"}`);
      } else if (!v.waiting_for.length && v.status === "active") lines.push("The Ottomans are moving…");
    }
    const you = this.seat ? h("span", { class: "you" }, "You play ", who(this.names(this.seat.seat), this.seat.seat))
      : h("span", { class: "you" }, "Watching");
    if (this.past) head = `Version ${this.past.version}: ${head}`;
    const score = v.status === "lobby" ? null : h("span", { class: "score", "aria-label": "Fame" },
      ...v.players.map((p) => h("span", { class: "score-seat", "data-seat": p.seat },
        h("span", { class: "swatch", style: `background:${seatColour(p.seat)}` }), `${this.names(p.seat)} `, h("strong", null, p.fame))));
    // rebuilt only when what it says changes (every render and re-read comes here)
    const said = [head, ...lines.map((l) => (typeof l === "string" ? l : l.outerHTML)), you.outerHTML, v.greek_losses, v.supply, score?.outerHTML ?? ""].join("\u0001");
    if (this.el.status.dataset.sig !== said || !this.el.status.contains(this.el.link)) {
      this.el.status.dataset.sig = said;
      put(this.el.status, h("h1", null, head), ...lines.map((l) => h("p", null, l)),
        h("p", { class: "meta" }, you, " · ", h("span", null, `Greek losses ${v.greek_losses} · Ottoman supply ${v.supply}`), " ", this.el.link),
        score ? h("p", { class: "meta score-line" }, "Fame: ", score) : null);
    }
    this.pageTitle = `${this.seat ? `${this.names(this.seat.seat)} · ` : ""}${head} — 1821, The Battle`;
    this.signal();
    put(this.el.pastNote, this.past ? h("div", { class: "notice history-notice", role: "status" },
      h("p", null, h("strong", null, `You are looking at version ${this.past.version} of ${live.version}. `),
        this.over ? "The game is over." : "The game goes on meanwhile: “Back to live” above the map shows it.")) : null);
    if (this.past) {
      // the banner of the game's end stays as it is
    } else if (v.status === "cancelled") {
      put(this.el.banner, h("div", { class: "problem", role: "alert", "data-code": "game_cancelled" },
        h("p", null, h("strong", null, "This game was cancelled by its host."), " Nothing more happens in it."),
        h("p", { class: "buttons" }, h("a", { href: "#/", class: "button" }, "Back to the lobby"))));
    } else if (v.status === "finished") {
      put(this.el.banner, h("div", { class: "notice" },
        h("p", null, h("strong", null, "The game is over. "), v.winners.length ? `${v.winners.map(this.names).join(" and ")} won.` : "No Greek player won."),
        h("p", { class: "buttons" }, this.rematchButton(v), h("a", { href: `#/replay/${this.id}`, class: "button" }, "Replay it step by step")),
        this.rematchNote));
    }
  }

  private rematchNote: HTMLElement | null = null;

  /** "Rematch" at the end (R27), for the host and the players of this browser: the host's
   * click creates the rematch (same seats and names, a fresh seed) and takes its own seat
   * in it; a player's takes its reserved seat once the host made it. Null for a spectator. */
  private rematchButton(v: GameView): HTMLElement | null {
    const host = hostOf(this.id);
    if (!host && !this.seat) return null;
    return h("button", { type: "button", class: "primary", "data-action": "rematch", onclick: () => void this.rematch() },
      v.rematch || !host ? "Play the rematch" : "Rematch");
  }

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
      this.rematchNote = problemBox(err, early ? "No rematch yet: the host makes it; try again in a moment." : "No rematch:");
      if (this.view) this.renderStatus(this.view);
    }
  }

  private renderShare(v: GameView): void {
    const host = hostOf(this.id);
    if (v.status !== "lobby") {
      put(this.el.lobbySeats);
      // The host may cancel a game in play too (DELETE /games/{id} with the host token).
      const inPlay = v.status !== "finished" && v.status !== "cancelled";
      put(this.el.share, host && inPlay ? h("section", { class: "host-tools card" },
        h("h2", null, "You host this game"),
        h("p", { class: "muted" }, "Cancelling ends it for every player; nothing more happens in it."),
        h("p", { class: "buttons" }, h("button", { type: "button", class: "danger", "data-action": "cancel_game",
          onclick: () => void this.cancel(host) }, "Cancel this game"))) : null);
      return;
    }
    put(this.el.share);
    put(this.el.lobbySeats, h("section", { class: "share card" },
      h("h2", null, "Seats"),
      h("p", null, "The game starts when every seat is taken. Send a friend the link of an open seat."),
      h("ul", { class: "seats" }, ...v.seats.map((s) => h("li", null,
        h("span", { class: "swatch", style: `background:${seatColour(s.seat)}` }),
        s.taken ? h("span", null, `${s.name || `Seat ${s.seat + 1}`}${this.seat?.seat === s.seat ? " (you)" : ""}`, this.seatBadge(v, s.seat)) : h("span", null, `Seat ${s.seat + 1}: open `,
          copyable(joinLink(this.id, s.seat), `join-link-${s.seat}`))))),
      host ? h("p", { class: "buttons" }, h("button", { type: "button", class: "danger", onclick: () => void this.cancel(host) }, "Cancel this game")) : null));
  }

  private async cancel(host: string): Promise<void> {
    const inPlay = this.view !== null && this.view.status !== "lobby";
    if (!confirm(inPlay ? "Cancel this game for everyone? It is in play: it stops now and cannot be resumed."
      : "Cancel this game for everyone?")) return;
    try {
      await new Api(host).cancel(this.id, this.version);
      this.scheduleRefresh(0);
    } catch (err) {
      this.showProblem(err, "Not cancelled:", [{ label: "Re-read", run: () => this.scheduleRefresh(0) }]);
    }
  }

  private options<T extends LegalOption["type"]>(type: T): Opt<T>[] {
    return (this.legal?.actions ?? []).filter((o): o is Opt<T> => o.type === type);
  }

  /** Regions the player may pick now (the sources of its options). */
  private pickable(): string[] {
    const out = new Set<string>();
    for (const o of this.legal?.actions ?? []) {
      if (o.type === "place_start" || o.type === "reinforce" || o.type === "convert_cannon") o.regions.forEach((r) => out.add(r));
      if (o.type === "attack") {
        out.add(o.from);
        o.targets.forEach((t) => out.add(t.region));
      }
      if (o.type === "move") {
        out.add(o.from);
        o.to.forEach((t) => out.add(t));
      }
      if (o.type === "answer_ally") o.regions.forEach((r) => out.add(r));
    }
    return [...out];
  }

  private sources(): string[] {
    const out = new Set<string>();
    for (const o of this.legal?.actions ?? []) {
      if (o.type === "place_start" || o.type === "reinforce") o.regions.forEach((r) => out.add(r));
      if (o.type === "attack" || o.type === "move") out.add(o.from);
    }
    return [...out];
  }

  /** An attack or a move from `from` to `to` among this seat's options, if any. */
  private pair(from: string, to: string): { attack: AttackOption; target: AttackOption["targets"][number] } | { move: MoveOption } | null {
    for (const o of this.options("attack") as AttackOption[]) {
      const t = o.from === from ? o.targets.find((x) => x.region === to) : undefined;
      if (t) return { attack: o, target: t };
    }
    for (const o of this.options("move") as MoveOption[]) if (o.from === from && o.to.includes(to)) return { move: o };
    return null;
  }

  /** A region picked (map or list). After a source, a target of one of its attacks or moves
   * opens that action's force form in place (the largest force allowed, editable, focused);
   * anything else makes the region the new selection. */
  private pick(region: string): void {
    if (this.selected && this.selected !== region && this.pair(this.selected, region)) {
      this.target = region;
    } else {
      this.selected = region;
      this.target = null;
    }
    this.map.highlight(this.pickable(), this.selected);
    this.renderRegion();
    this.el.region.scrollIntoView({ block: "nearest" });
    if (this.target) this.el.region.querySelector<HTMLElement>("button[type=submit]")?.focus();
  }

  private renderActions(): void {
    const v = this.view;
    this.map.highlight(this.pickable(), this.selected);
    const mine = Boolean(this.legal && this.legal.actions.length);
    this.root.dataset.myTurn = mine ? "1" : "0";
    this.signal();
    // the focus was in the actions or region card (its button is replaced now): it goes to
    // the actions' first choice, not to the page's body (13-14 Tabs from "End")
    const active = document.activeElement;
    const refocus = active !== null && (this.el.actions.contains(active) || this.el.region.contains(active));
    queueMicrotask(() => { if (refocus && (document.activeElement === document.body || document.activeElement === null)) this.focusActions(false); });
    delete this.root.dataset.step;
    this.markVersions();
    if (!v || !this.seat || v.status === "finished" || v.status === "cancelled" || this.past || mine) delete this.el.actions.dataset.sig;
    if (!v || !this.seat || v.status === "finished" || v.status === "cancelled") {
      put(this.el.actions);
      this.el.actions.hidden = true;
      return;
    }
    this.el.actions.hidden = false;
    if (this.past) {
      put(this.el.actions, h("h2", null, "Your actions"), h("p", { class: "muted" },
        mine ? "It is your move in the live game: go back to live to play." : "You are looking at the past: go back to live to play."));
      return;
    }
    if (!mine) {
      // the same card from version to version while the seat waits: its standing orders'
      // form (open or not, a choice being made) and the focus stay as they are
      const me = v.players.find((p) => p.seat === this.seat?.seat);
      const note = this.autoNote();
      const sig = JSON.stringify(["waits", v.status, note?.textContent ?? "", me?.call_ally, me?.answer_ally]);
      if (this.el.actions.dataset.sig === sig) return;
      this.el.actions.dataset.sig = sig;
      put(this.el.actions, h("h2", null, "Your actions"), note, h("p", { class: "muted" },
        v.status === "lobby" ? "The game starts when every seat is taken." : "Not your move: the page follows the game as it goes."),
        this.ordersForm(), this.signals.el, v.status === "lobby" ? null : this.keysLine());
      return;
    }
    if (this.auto.turn !== this.turnKey()) this.auto.ended = [];    // a new turn of yours
    const note = this.autoNote();
    const parts: HTMLElement[] = note ? [note] : [];
    const only = onlyEnd(this.legal?.actions ?? [], this.streak());
    if (only) {
      parts.push(h("p", { class: "notice auto-end", role: "status" }, `Nothing else is possible in the ${stepName(only.step)}: the page ends it for you.`));
      this.endByItself(this.version);
    }
    for (const o of this.options("call_ally")) {
      parts.push(h("div", { class: "decision", "data-decision": "call_ally" },
        h("p", null, h("strong", null, `Battle ${o.battle}${this.battleWhere(o.battle)}: do you ask for an Ally? `), "The others are asked in turn order (R18)."),
        this.battleFacts(o.battle),
        h("p", { class: "buttons" },
          h("button", { type: "button", class: "primary", "data-action": "call_ally_yes", onclick: () => void this.act({ type: "call_ally", call: true }) }, "Ask for an Ally"),
          h("button", { type: "button", "data-action": "call_ally_no", onclick: () => void this.act({ type: "call_ally", call: false }) }, "Fight alone"))));
    }
    for (const o of this.options("answer_ally")) {
      const sel = h("select", { "aria-label": "Send from" }, ...o.regions.map((r) => h("option", { value: r }, regionName(r))));
      parts.push(h("div", { class: "decision", "data-decision": "answer_ally" },
        h("p", null, h("strong", null, `${this.names(o.asking_seat)} asks you for an Ally in battle ${o.battle}${this.battleWhere(o.battle)}. `),
          "An Ally sends 1 infantry; it returns after the battle if it survives (R18)."),
        this.battleFacts(o.battle),
        o.regions.length ? h("label", null, "Send from ", sel) : null,
        h("p", { class: "buttons" },
          o.regions.length ? h("button", { type: "button", class: "primary", "data-action": "answer_ally_yes",
            onclick: () => void this.act({ type: "answer_ally", accept: true, region: sel.value }) }, "Send 1 infantry") : null,
          h("button", { type: "button", "data-action": "answer_ally_no", onclick: () => void this.act({ type: "answer_ally", accept: false }) }, "Decline"))));
    }
    const hint: Record<string, string> = {
      place_start: "Choose a starting region for your 5 infantry (R7).",
      reinforce: "Place your reinforcements in your regions (R10).",
      attack: "Attack, occupy or take over a neighbouring region (R11-R16): pick one of your regions on the map, then the target. Then end the step.",
      move: "Move once between two of your regions (R17): pick where from on the map, then where to.",
    };
    const kinds = new Set<string>((this.legal?.actions ?? []).map((o) => o.type));
    for (const k of ["place_start", "reinforce", "attack", "move"]) if (kinds.has(k)) parts.push(h("p", null, hint[k]));
    for (const o of this.options("reinforce")) parts.push(h("p", { class: "owed" }, `To place: ${[o.infantry && `${o.infantry} infantry`, o.cannons && plural(o.cannons, "cannon")].filter(Boolean).join(" and ")}.`));
    const src = this.sources();
    if (src.length) {
      parts.push(h("div", { class: "pick-list", role: "group", "aria-label": "Regions to choose" },
        ...src.map((r) => h("button", { type: "button", class: r === this.selected ? "chip selected" : "chip", "data-pick": r,
                                        onclick: () => this.pick(r) }, regionName(r)))));
    }
    for (const o of this.options("end_step")) {
      parts.push(h("p", { class: "buttons" }, h("button", { type: "button", "data-action": "end_step", class: kinds.size <= 3 ? "primary" : "",
        onclick: () => void this.act({ type: "end_step" }) }, o.step === "movement" ? "End your turn" : `End the ${stepName(o.step)}`)));
    }
    parts.push(...this.undoControls(kinds));
    const step = this.options("end_step")[0]?.step ?? (kinds.has("place_start") ? "place_start" : kinds.has("reinforce") ? "reinforcement" : "decision");
    this.root.dataset.step = step;
    put(this.el.actions, h("h2", null, `Your move: ${step === "decision" ? "a decision" : stepName(step)}`), ...parts,
      this.ordersForm(), this.signals.el, this.keysLine());
    this.renderRegion();
  }

  /** The keyboard shortcuts (onKey), told where they are used. */
  private keysLine(): HTMLElement {
    const k = (key: string): HTMLElement => h("kbd", null, key);
    return h("p", { class: "keys" }, "Keys: ", k("E"), " end the step · ", k("U"), " undo · ",
      k("M"), " the map (Tab between regions, Enter to pick) · ", k("A"), " these actions · ",
      k("←"), " ", k("→"), " earlier and later versions");
  }

  /** Which turn it is: the end-steps the page sends by itself are counted within one. */
  private turnKey(): string {
    const v = this.view;
    return v ? `${v.round}:${v.phase}:${v.active_seat}` : "";
  }

  private streak(): number {
    return this.auto.turn === this.turnKey() ? this.auto.streak : 0;
  }

  /** Send `end_step` for this seat when nothing else is possible at `version` (autoend.ts),
   * once per version and after this render (an action in flight first), and say so. The
   * Idempotency-Key is the version's, so two windows of the seat end the step once. */
  private endByItself(version: number): void {
    window.setTimeout(() => {
      if (this.closed || this.busy || this.version !== version || this.auto.version >= version) return;
      const only = this.legal?.version === version ? onlyEnd(this.legal.actions, this.streak()) : null;
      if (!only) return;
      const turn = this.turnKey();
      this.auto = { turn, streak: this.streak() + 1, version, ended: this.auto.turn === turn ? this.auto.ended : [] };
      void this.act({ type: "end_step" }, `auto-end-${this.id}-${version}`, false, true).then((box) => {
        if (box) return;
        this.auto.ended.push(only.step === "movement" ? "your turn" : `the ${stepName(only.step)}`);
        this.renderActions();
      });
    }, 0);
  }

  /** What the page ended by itself in this turn, said until the player's next action. */
  private autoNote(): HTMLElement | null {
    const e = this.auto.ended;
    return e.length ? h("p", { class: "notice auto-end", role: "status", "data-auto-ended": e.length },
      `Nothing else was possible, so the page ended ${e.join(" and ")} for you.`) : null;
  }

  /** Undo (kinds/gamekinds/battle1821/undo.py): when the options offer `undo`, "Undo" takes back the
   * last action and "Undo all N" every one back to the barrier, which is told in words.
   * In a step of a Greek turn without the option, "Undo" stays (muted, "nothing to undo
   * now") and sends `undo` anyway: the server's 409 `undo_barrier` says why. */
  private undoControls(kinds: Set<string>): HTMLElement[] {
    const o = this.options("undo")[0];
    if (o) {
      const n = o.undoable.length;
      return [h("div", { class: "undo", "data-undoable": n },
        h("p", { class: "buttons" },
          h("button", { type: "button", "data-action": "undo", title: `Take back: ${o.undoable[0]?.replace(/_/g, " ")}`,
            onclick: () => void this.act({ type: "undo", count: 1 }) }, "Undo"),
          n > 1 ? h("button", { type: "button", "data-action": "undo_all", onclick: () => void this.act({ type: "undo", count: n }) }, `Undo all ${n}`) : null),
        h("p", { class: "muted" }, `You can take back ${plural(n, "action")} of this turn; before ${n > 1 ? "them" : "it"}: ${BARRIER_WORDS[o.barrier] ?? o.barrier}.`))];
    }
    if (!["reinforce", "attack", "move", "end_step"].some((k) => kinds.has(k))) return [];
    return [h("p", { class: "buttons undo", "data-undoable": 0 }, h("button", { type: "button", "data-action": "undo", class: "unavailable",
      "aria-describedby": "undo-none", onclick: () => void this.act({ type: "undo", count: 1 }) }, "Undo"),
      h("span", { class: "muted", id: "undo-none" }, "Nothing to undo now (press to see why)."))];
  }

  private ordersForm(): HTMLElement | null {
    const me = this.view?.players.find((p) => p.seat === this.seat?.seat);
    if (!me || !this.view || this.view.status === "lobby") return null;
    const opt = this.options("set_standing_orders")[0];
    const callSel = h("select", { name: "call_ally" }, ...(opt?.call_ally ?? ["ask", "always", "never"]).map((x) => h("option", { value: x, selected: x === me.call_ally }, x)));
    const ansSel = h("select", { name: "answer_ally" }, ...(opt?.answer_ally ?? ["ask", "accept", "decline"]).map((x) => h("option", { value: x, selected: x === me.answer_ally }, x)));
    const canSet = Boolean(opt);
    return h("details", { class: "orders" }, h("summary", null, "Standing orders and resigning"),
      h("p", { class: "muted" }, "So the game never waits on you (R19): what to do when a battle of yours could use an Ally, and when someone asks you."),
      h("label", null, "Ask for an Ally ", callSel), h("label", null, "When asked ", ansSel),
      h("p", { class: "buttons" },
        h("button", { type: "button", disabled: !canSet, onclick: () => void this.act({ type: "set_standing_orders",
          call_ally: callSel.value as "ask", answer_ally: ansSel.value as "ask" }) }, "Save orders"),
        this.options("resign").length ? h("button", { type: "button", class: "danger", onclick: () => {
          if (confirm("Resign? Your pieces stay on the board; you never act again.")) void this.act({ type: "resign" });
        } }, "Resign") : null),
      canSet ? null : h("p", { class: "muted" }, "Orders can be set when it is your move."),
      this.seat ? h("p", { class: "muted" }, "Your seat link (to play on another device; keep it to yourself): ",
        copyable(seatLink(this.seat.token), "my-seat-link")) : null);
  }

  private renderRegion(): void {
    const r = this.selected;
    const b = this.past ? fromView(this.past) : this.board;
    const pair = r && this.target && !this.past ? this.pair(r, this.target) : null;
    if (r && pair) {
      const key = `${r}:${this.target}:${this.legal?.version ?? 0}`;
      if (this.el.region.dataset.pair === key) return;       // a re-render keeps the edits and the focus
      const host = { done: () => { this.selected = null; this.target = null; this.renderRegion(); this.keepFocus(); },
                     cancel: () => { this.target = null; this.renderRegion(); },
                     andEnd: "move" in pair ? "Move and end your turn" : undefined };
      const form = "move" in pair ? moveDialog(pair.move, this.target as string, this.deps(), host)
        : attackDialog(pair.attack, pair.target, this.deps(), host);
      put(this.el.region, h("h2", null, `${regionName(r)} → ${regionName(this.target as string)}`), form);
      this.el.region.dataset.pair = key;
      delete this.el.region.dataset.sig;
      return;
    }
    delete this.el.region.dataset.pair;
    if (this.target) this.target = null;
    // every render and re-read comes here: a card that would say the same (the region's
    // state, the options' version, the version shown) stays as it is, a number being typed
    // in its form and the focus too
    const st = r && b ? b.regions[r] : undefined;
    const sig = !r || !b ? "none" : JSON.stringify([r, st ?? null, st?.owner != null ? this.names(st.owner) : "", this.legal?.version ?? 0, this.past?.version ?? 0]);
    if (this.el.region.dataset.sig === sig) return;
    this.el.region.dataset.sig = sig;
    if (!r || !b) {
      put(this.el.region, h("p", { class: "muted" }, "Click a region on the map to see it and what you can do there."));
      return;
    }
    const held = st?.owner !== null && st?.owner !== undefined ? `held by ${this.names(st.owner)}` : st?.ottomans ? "held by the Ottomans" : "free";
    const pieces = [st?.infantry && `${st.infantry} infantry`, st?.cannons && plural(st.cannons, "cannon"),
                    st?.ottomans && `${st.ottomans} Ottoman infantry`].filter(Boolean).join(", ") || "no pieces";
    const buttons: HTMLElement[] = [];
    const btn = (label: string, action: string, run: () => void, primary = false): HTMLElement =>
      h("button", { type: "button", class: primary ? "primary" : "", "data-action": action, onclick: run }, label);
    for (const o of this.options("place_start")) {
      if (o.regions.includes(r)) buttons.push(btn("Place your 5 starting infantry here", "place_start", () => void this.act({ type: "place_start", region: r }), true));
    }
    for (const o of this.options("reinforce")) if (o.regions.includes(r)) buttons.push(this.reinforceForm(o, r));
    for (const o of this.options("convert_cannon")) {
      if (o.regions.includes(r)) buttons.push(btn("Turn 3 infantry into a cannon (R3)", "convert_cannon", () => void this.act({ type: "convert_cannon", region: r })));
    }
    const deps = this.deps();
    for (const o of this.options("attack") as AttackOption[]) {
      for (const t of o.targets) {
        if (o.from !== r && t.region !== r) continue;
        const verb = t.kind === "battle" ? "Attack" : t.kind === "occupation" ? "Occupy" : "Take over";
        const label = o.from === r ? `${verb} ${regionName(t.region)}` : `${verb} from ${regionName(o.from)}`;
        const b = btn(label, `attack:${o.from}:${t.region}`, () => attackDialog(o, t, deps));
        b.dataset.kind = t.kind;
        buttons.push(b);
      }
    }
    for (const o of this.options("move") as MoveOption[]) {
      for (const to of o.to) {
        if (o.from !== r && to !== r) continue;
        buttons.push(btn(o.from === r ? `Move to ${regionName(to)}` : `Move here from ${regionName(o.from)}`, `move:${o.from}:${to}`, () => moveDialog(o, to, deps)));
      }
    }
    put(this.el.region, h("h2", null, regionName(r)), h("p", null, `${held[0]?.toUpperCase()}${held.slice(1)}: ${pieces}.`),
      buttons.length ? h("div", { class: "region-actions" }, ...buttons) : null);
  }

  private reinforceForm(o: Opt<"reinforce">, region: string): HTMLElement {
    const inf = h("input", { type: "number", min: 0, max: o.infantry, value: o.infantry, name: "infantry", "aria-label": "Infantry" });
    const can = h("input", { type: "number", min: 0, max: o.cannons, value: o.cannons, name: "cannons", "aria-label": "Cannons" });
    const form = h("form", { class: "reinforce" },
      h("label", null, "Infantry ", inf, ` of ${o.infantry}`),
      o.cannons ? h("label", null, "Cannons ", can, ` of ${o.cannons}`) : null,
      h("p", { class: "buttons" },
        h("button", { type: "submit", class: "primary", "data-action": "reinforce_end", value: "end" }, "Place here and end the step"),
        h("button", { type: "submit", "data-action": "reinforce" }, "Place here")));
    // "and end" only when everything left is placed (the inputs at their maximum)
    const sync = (): void => {
      const all = Number(inf.value) === o.infantry && (!o.cannons || Number(can.value) === o.cannons);
      (form.querySelector("[data-action=reinforce_end]") as HTMLButtonElement).hidden = !all;
      form.querySelector("[data-action=reinforce]")?.classList.toggle("primary", !all);
    };
    inf.addEventListener("input", sync);
    can.addEventListener("input", sync);
    sync();
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      const i = Math.max(0, Math.min(o.infantry, Math.floor(Number(inf.value) || 0)));
      const c = o.cannons ? Math.max(0, Math.min(o.cannons, Math.floor(Number(can.value) || 0))) : 0;
      const thenEnd = (ev.submitter as HTMLButtonElement | null)?.value === "end";
      void this.act({ type: "reinforce", placements: [{ region, infantry: i, cannons: c }] }, newKey(), thenEnd);
    });
    return form;
  }

  /** Battle `n` as the server tells it: the view's battle while it is fought, else its
   * `battle_started` event (null when this page knows neither). */
  private battleOf(n: number): BattleFacts | null {
    const vb = this.view?.battle;
    if (vb && vb.number === n) return vb;
    return this.battles.get(n)?.start ?? null;
  }

  /** " in Arta" (empty when the battle is not known). */
  private battleWhere(n: number): string {
    const b = this.battleOf(n);
    return b ? ` in ${regionName(b.region)}` : "";
  }

  /** Who fights battle `n` where, with what, and (a Greek attack) the exact odds without an
   * Ally (`GET /rules/odds`, which computes Greek attacks on Ottoman infantry). */
  private battleFacts(n: number): HTMLElement | null {
    const b = this.battleOf(n);
    if (!b) return null;
    const force = [`${b.greek_infantry} infantry`, b.greek_cannons ? plural(b.greek_cannons, "cannon") : ""].filter(Boolean).join(" and ");
    const st = b.greek_infantry + 3 * b.greek_cannons;
    const where = regionName(b.region);
    const text = b.kind === "greek_attack"
      ? `${this.names(b.seat)} attacks ${where}${b.origin ? ` from ${regionName(b.origin)}` : ""} with ${force} (strength ${st}) against ${b.ottomans} Ottoman infantry.`
      : `${b.ottomans} Ottoman infantry attack ${where}, held by ${this.names(b.seat)} with ${force} (strength ${st}).`;
    const odds = h("span", { class: "odds" });
    if (b.kind === "greek_attack" && st >= 1 && b.ottomans >= 1) {
      const key = `${Math.min(60, st)}:${Math.min(45, b.ottomans)}`;
      const pct = (p: number): string => p >= 0.995 && p < 1 ? "over 99" : p > 0 && p < 0.005 ? "under 1" : String(Math.round(p * 100));
      const show = (p: number): void => { odds.textContent = ` Chance to win without an Ally: ${pct(p)} %.`; };
      const known = this.oddsCache.get(key);
      if (known !== undefined) show(known);
      else {
        this.api.odds(Math.min(60, st), Math.min(45, b.ottomans)).then((o) => {
          this.oddsCache.set(key, o.attacker_wins);
          show(o.attacker_wins);
        }, () => undefined);
      }
    }
    return h("p", { class: "battle-facts", "data-battle": n, "data-region": b.region }, text, odds);
  }

  /** The battle this seat is asked about now (an Ally question), if any. */
  private decisionBattle(): number | null {
    return this.options("call_ally")[0]?.battle ?? this.options("answer_ally")[0]?.battle ?? null;
  }

  private renderBattle(): void {
    if (this.past) {
      put(this.el.battle);
      return;
    }
    const n = this.decisionBattle() ?? this.board?.battle?.number ?? Math.max(0, ...this.battles.keys());
    putChanged(this.el.battle, battlePanel(this.battles.get(n), this.names));
  }

  private renderPlayers(v: GameView): void {
    const apostle = (id: string) => this.rules?.apostles.apostles.find((a) => a.id === id);
    putChanged(this.el.players, h("h2", null, "Players and Fame"),
      h("table", { class: "fame" },
        h("thead", null, h("tr", null, h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Fame"), h("th", { scope: "col" }, "Regions"),
          h("th", { scope: "col" }, "Strength"), h("th", { scope: "col" }, "Reserve"), h("th", { scope: "col" }, "Losses"))),
        h("tbody", null, ...v.players.map((p) => h("tr", { class: p.seat === v.active_seat ? "active" : "", "data-seat": p.seat },
          h("th", { scope: "row" }, h("span", { class: "swatch", style: `background:${seatColour(p.seat)}` }),
            this.names(p.seat), p.seat === this.seat?.seat ? " (you)" : "", v.winners.includes(p.seat) ? " ★" : "", p.resigned ? " (resigned)" : "",
            this.seatBadge(v, p.seat)),
          h("td", { class: "fame-value" }, p.fame), h("td", null, p.regions), h("td", null, p.strength),
          h("td", null, `${p.reserve_infantry} i · ${p.reserve_cannons} c`), h("td", null, p.losses_infantry + p.losses_cannons))))),
      ...v.players.filter((p) => p.blessings.length).map((p) => h("p", { class: "blessings" },
        h("strong", null, `${this.names(p.seat)}'s Blessings: `),
        ...p.blessings.flatMap((b, i) => [i ? ", " : "", h("span", { class: b.spent ? "blessing spent" : "blessing", title: apostle(b.card)?.blessing_text ?? "" },
          `${apostle(b.card)?.title ?? b.card} (${b.duration}${b.spent ? ", spent" : ""})`)]))));
  }

  private renderCards(v: GameView): void {
    const event = v.current_event ? this.rules?.events.events.find((e) => e.id === v.current_event) : undefined;
    const last = this.past ? this.past.event_discard.at(-1) : this.lastCard;     // a past version: its own last card
    const shown = event ?? this.rules?.events.events.find((e) => e.id === last);
    putChanged(this.el.cards,
      shown ? h("div", { class: "event-card" }, h("h2", null, event ? "Event now" : "Last Event"),
        h("h3", null, shown.title, shown.year ? ` (${shown.year})` : ""), h("p", null, shown.text)) : null,
      h("h2", null, "Apostles"),
      v.apostles_revealed.length ? h("ul", { class: "apostles" }, ...v.apostles_revealed.map((a) => h("li", null,
        h("div", { class: "apostle-head" }, h("strong", null, a.title), h("span", { class: "fame-badge" }, `Fame ${a.fame}`)),
        h("p", null, a.text), h("p", { class: "muted" }, `Blessing: ${a.blessing_text}`)))) : h("p", { class: "muted" }, "None revealed yet."),
      h("p", { class: "muted" }, v.status === "lobby" ? "The Apostle and Event decks are dealt when the game starts."
        : `${plural(v.apostle_deck_size, "Apostle")} and ${plural(v.event_deck_size, "Event")} left in the decks.`));
  }
}

/** What the page shows of a view: all of it but the clocks (their `remaining_ms` is "as of
 * this response", new on every read; the page counts them down by itself). */
function viewSig(v: GameView): string {
  return JSON.stringify({ ...v, clocks: null });
}

function talkSig(v: GameView): string {
  return v.players.map((p) => `${p.seat}:${p.name}`).join("|");
}

function who(name: string, seat: number, lead = ""): HTMLElement {
  return h("span", { class: "who" }, lead ? h("span", { class: "who-lead" }, lead) : null,
    h("span", { class: "swatch", style: `background:${seatColour(seat)}` }), name);
}

/** A link shown in a read-only field with a Copy button (the clipboard may be refused:
 * the field stays selectable). */
export function copyable(url: string, testid: string): HTMLElement {
  const field = h("input", { type: "text", readonly: true, value: url, class: "link-field", "data-testid": testid, "aria-label": "Link", size: 40 });
  field.addEventListener("focus", () => field.select());
  return h("span", { class: "copyable" }, field,
    h("button", { type: "button", onclick: () => {
      field.select();
      navigator.clipboard?.writeText(url).catch(() => undefined);
    } }, "Copy"));
}

