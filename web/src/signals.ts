/**
 * Your-turn signals of the game page: the tab title starts with "▶ Your move" and the
 * favicon gets a red badge while the game waits on this browser's seat, so a player in
 * another tab sees it; optionally (off by default, remembered in localStorage) a short
 * tone and a system notification when the turn comes while the tab is hidden. Nothing is
 * loaded from elsewhere: the icon is an inline SVG data URL, the tone WebAudio.
 */
import { h } from "./dom.js";

const ICON = (badge: boolean): string => {
  const flag = "<rect width='32' height='32' rx='6' fill='%231860b0'/><rect x='12' y='3' width='6' height='26' fill='%23fff'/>"
    + "<rect x='3' y='12' width='26' height='6' fill='%23fff'/>";
  const dot = badge ? "<circle cx='24' cy='8' r='7.5' fill='%23d62d20' stroke='%23fff' stroke-width='2'/>" : "";
  return `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'>${flag}${dot}</svg>`;
};

const KEY = { sound: "battle1821.turnSound", notify: "battle1821.turnNotify" };

/** The page's favicon link (made when index.html has none). */
function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>("link[rel~='icon']");
  if (!link) {
    link = h("link", { rel: "icon" });
    document.head.append(link);
  }
  return link;
}

/** The favicon without a badge (every page but a game waiting on you). */
export function plainIcon(): void {
  const link = iconLink();
  link.href = ICON(false);
  link.dataset.turn = "0";
}

export class TurnSignals {
  private mine = false;
  private audio: AudioContext | null = null;
  readonly el: HTMLElement;

  /** `app`: the name the notification starts with (the page's game kind, `brand.ts`). */
  constructor(private readonly app = "1821, The Battle") {
    const box = (key: string, label: string, onOn?: () => void): HTMLElement => {
      const input = h("input", { type: "checkbox", name: key, checked: localStorage.getItem(key) === "1" });
      input.addEventListener("change", () => {
        localStorage.setItem(key, input.checked ? "1" : "0");
        if (input.checked) onOn?.();
      });
      return h("label", { class: "check" }, input, h("span", null, label));
    };
    this.el = h("div", { class: "turn-signals" },
      box(KEY.sound, "Sound on my turn", () => this.beep()),
      "Notification" in window ? box(KEY.notify, "Notify me on my turn", () => void Notification.requestPermission()) : null);
    plainIcon();
  }

  /** Call on every render: `mine` is whether the game waits on this browser's seat now,
   * `title` the page's own title. Signals fire once per turn (false -> true). */
  set(mine: boolean, title: string): void {
    const text = mine ? `▶ Your move · ${title}` : title;
    if (document.title !== text) document.title = text;     // every render calls this: no change, no DOM write
    const link = iconLink();
    const want = mine ? "1" : "0";
    if (link.dataset.turn !== want) {
      link.href = ICON(mine);
      link.dataset.turn = want;
    }
    if (mine && !this.mine) {
      if (localStorage.getItem(KEY.sound) === "1") this.beep();
      if (localStorage.getItem(KEY.notify) === "1" && document.hidden && "Notification" in window
          && Notification.permission === "granted") {
        new Notification(`${this.app}: your move`, { body: title, tag: "battle1821-turn" });
      }
    }
    this.mine = mine;
  }

  destroy(): void {
    plainIcon();
    void this.audio?.close();
  }

  /** Two short soft tones (WebAudio; a browser may refuse before the first click: then silent). */
  private beep(): void {
    try {
      this.audio ??= new AudioContext();
      const ctx = this.audio;
      for (const [i, f] of [660, 880].entries()) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        const t = ctx.currentTime + i * 0.16;
        osc.frequency.value = f;
        gain.gain.setValueAtTime(0.0001, t);
        gain.gain.exponentialRampToValueAtTime(0.15, t + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.14);
        osc.connect(gain).connect(ctx.destination);
        osc.start(t);
        osc.stop(t + 0.15);
      }
    } catch {
      // no audio here: the title and the badge still tell
    }
  }
}
