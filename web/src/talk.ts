/**
 * Table talk beside the board: one conversation for the whole table and one per other
 * seat (private messages), each tab with its unread count, and a box to say something.
 * Messages come from `GET /games/{id}/messages` at the start, then live on the event
 * stream (`messages=true`). What is read, and the open conversation, are remembered per
 * game and reader in this browser (localStorage), so the counts survive a reload. A spectator sees the table's
 * messages only when the game allows it, and cannot post.
 */
import { ApiError, type Api, type Message } from "./api.js";
import { h, put } from "./dom.js";
import { seatColour } from "./map.js";
import { problemBox } from "./ui.js";

/** Who reads: a seat, the host (`seat` null, `host` true) or a spectator (neither). */
export interface Talker { seat: number | null; host: boolean }

type Channel = "table" | number | "host";

const MAX_TEXT = 500;

export class TalkPanel {
  readonly el: HTMLElement;
  private readonly tabs = h("div", { class: "talk-tabs", role: "tablist" });
  private readonly list = h("ol", { class: "talk-list", "aria-live": "polite", tabindex: 0, "aria-label": "Messages" });   // scrolls: a keyboard can too
  private readonly problem = h("div", { class: "problem-slot" });
  private readonly unreadAll = h("span", { class: "unread total", hidden: true });
  private readonly text = h("input", { type: "text", name: "talk", maxlength: MAX_TEXT, autocomplete: "off",
                                       placeholder: "Say something to the table", "aria-label": "Message" });
  private readonly send = h("button", { type: "submit" }, "Send");
  private readonly messages: Message[] = [];
  private readonly seen = new Set<number>();
  private read: Record<string, number>;
  private channel: Channel = "table";
  private seats: { seat: number; name: string }[] = [];

  constructor(private readonly api: Api, private readonly game: string, private readonly me: Talker,
              private readonly names: (seat: number) => string) {
    this.read = this.loadRead();
    const open = this.read["_open"];
    if (typeof open === "number") this.channel = open;
    const form = h("form", { class: "talk-form" }, this.text, this.send);
    form.addEventListener("submit", (ev) => { ev.preventDefault(); void this.say(); });
    this.el = h("section", { class: "talk card", "aria-label": "Table talk" },
      h("h2", null, "Table talk ", this.unreadAll), this.tabs, this.list, this.problem,
      this.canPost ? form : h("p", { class: "muted talk-note" }, "Only the players (and the host) can talk here."));
    document.addEventListener("visibilitychange", () => this.markRead());
  }

  private get canPost(): boolean {
    return this.me.seat !== null || this.me.host;
  }

  private get key(): string {
    return `battle1821.talk-read.${this.game}.${this.me.host ? "h" : this.me.seat ?? "-"}`;
  }

  private loadRead(): Record<string, number> {
    try {
      const v = JSON.parse(localStorage.getItem(this.key) ?? "{}") as unknown;
      return v && typeof v === "object" ? (v as Record<string, number>) : {};
    } catch {
      return {};
    }
  }

  /** The seats of the game (the private conversations a player may have). */
  setSeats(seats: { seat: number; name: string }[]): void {
    this.seats = seats;
    this.render();
  }

  /** Spectators of a game whose talk is private: say so instead of showing nothing. */
  hidden(): void {
    put(this.tabs);
    put(this.list, h("li", { class: "muted" }, "The players keep their table talk to themselves in this game."));
  }

  /** The message's conversation, for this reader. */
  private channelOf(m: Message): Channel {
    if (m.to_seat === null) return "table";
    if (this.me.host) return m.to_seat;                          // the host reads only its own private ones
    const other = m.seat === this.me.seat ? m.to_seat : m.seat;
    return other === null ? "host" : other;
  }

  private mine(m: Message): boolean {
    return this.me.host ? m.seat === null : m.seat !== null && m.seat === this.me.seat;
  }

  add(m: Message): void {
    if (this.seen.has(m.seq)) return;
    this.seen.add(m.seq);
    this.messages.push(m);
    this.messages.sort((a, b) => a.seq - b.seq);
    this.render();
  }

  private unread(c: Channel): number {
    const last = this.read[String(c)] ?? 0;
    return this.messages.filter((m) => this.channelOf(m) === c && !this.mine(m) && m.seq > last).length;
  }

  /** The open conversation counts as read while the page is visible. */
  private markRead(): void {
    if (document.visibilityState !== "visible") return;
    const last = this.messages.filter((m) => this.channelOf(m) === this.channel).at(-1)?.seq ?? 0;
    if (last > (this.read[String(this.channel)] ?? 0)) {
      this.read = { ...this.read, [String(this.channel)]: last };
      this.save();
      this.renderTabs();
    }
  }

  private channels(): Channel[] {
    const out: Channel[] = ["table"];
    if (!this.canPost) return out;
    for (const s of this.seats) if (s.seat !== this.me.seat) out.push(s.seat);
    if (!this.me.host && this.messages.some((m) => this.channelOf(m) === "host")) out.push("host");
    return out;
  }

  private label(c: Channel): string {
    if (c === "table") return "Table";
    if (c === "host") return "Host";
    return this.names(c) || `Seat ${c + 1}`;
  }

  private renderTabs(): void {
    const total = this.channels().reduce<number>((n, c) => n + (c === this.channel ? 0 : this.unread(c)), 0);
    this.unreadAll.hidden = total === 0;
    this.unreadAll.textContent = String(total);
    this.unreadAll.title = `${total} unread`;
    put(this.tabs, ...this.channels().map((c) => {
      const n = c === this.channel ? 0 : this.unread(c);
      return h("button", {
        type: "button", role: "tab", class: `talk-tab${c === this.channel ? " active" : ""}`,
        "aria-selected": c === this.channel ? "true" : "false", "data-channel": String(c),
        onclick: () => { this.open(c); this.text.focus(); },
      }, typeof c === "number" ? h("span", { class: "swatch", style: `background:${seatColour(c)}` }) : null,
      this.label(c), n ? h("span", { class: "unread", "aria-label": `${n} unread` }, String(n)) : null);
    }));
  }

  private open(c: Channel): void {
    this.channel = c;
    this.read = { ...this.read, _open: typeof c === "number" ? c : -1 };
    this.save();
    this.render();
  }

  private save(): void {
    try {
      localStorage.setItem(this.key, JSON.stringify(this.read));
    } catch { /* storage full or off: counts live for this page only */ }
  }

  private render(): void {
    this.renderTabs();
    const shown = this.messages.filter((m) => this.channelOf(m) === this.channel);
    put(this.list, ...(shown.length ? shown.map((m) => this.item(m)) : [h("li", { class: "muted empty" },
      this.channel === "table" ? "Nothing said yet." : `Nothing said between you and ${this.label(this.channel)} yet.`)]));
    this.list.scrollTop = this.list.scrollHeight;
    this.text.disabled = this.send.disabled = this.channel === "host";   // no private message to the host
    this.text.placeholder = this.channel === "table" ? "Say something to the table"
      : this.channel === "host" ? "Answer the host at the table" : `Only ${this.label(this.channel)} reads this`;
    this.markRead();
  }

  private item(m: Message): HTMLElement {
    const who = m.seat === null ? "Host" : (this.names(m.seat) || m.name || `Seat ${m.seat + 1}`);
    const at = new Date(m.at);
    return h("li", { class: `talk-msg${this.mine(m) ? " mine" : ""}`, "data-seq": m.seq },
      h("span", { class: "talk-who", style: m.seat === null ? null : `color:${seatColour(m.seat)}` }, who),
      h("time", { datetime: m.at }, Number.isNaN(at.getTime()) ? "" : at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })),
      h("span", { class: "talk-text" }, m.text));
  }

  private async say(): Promise<void> {
    const text = this.text.value;
    const c = this.channel;
    if (!text.trim() || c === "host") return;
    this.send.disabled = true;
    put(this.problem);
    try {
      const m = await this.api.say(this.game, text, c === "table" ? null : c);
      this.text.value = "";
      this.add(m);
    } catch (err) {
      const lead = err instanceof ApiError && err.status === 429 ? "Slow down:" : "Your message was not sent:";
      put(this.problem, problemBox(err, lead));
    } finally {
      this.send.disabled = (this.channel as Channel) === "host";
    }
  }
}
