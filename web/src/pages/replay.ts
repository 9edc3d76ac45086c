/**
 * The replay (`#/replay/<id>`): step through a game version by version, each step one
 * accepted action (or one step the Ottoman worker committed), the board rebuilt from the
 * event log (`board.ts`), since the API serves the current position only. A game started
 * from a position cannot be rebuilt from the log: the page says so.
 */
import { Api, type ActionRecord, type GameEvent, type GameView } from "../api.js";
import { applyEvent, cloneBoard, emptyBoard, num, type Board } from "../board.js";
import { h, plural, put } from "../dom.js";
import { MapView, regionName, seatColour, zoomFrame } from "../map.js";
import { battlePanel, collectBattle, loadRules, logEntry, namesOf, problemBox, type BattleLog } from "../ui.js";
import { phaseName, stepName } from "../words.js";

interface Step { version: number; events: GameEvent[]; action: ActionRecord | undefined; board: Board; battles: Map<number, BattleLog> }

export function replayPage(root: HTMLElement, id: string): () => void {
  root.dataset.page = "replay";
  const api = new Api();
  const map = new MapView({});
  const info = h("section", { class: "card replay-info", "aria-live": "polite" }, h("p", { class: "muted" }, "Reading the game…"));
  const controls = h("div", { class: "replay-controls" });
  const battle = h("div", { class: "battle-slot" });
  const events = h("ol", { class: "log", tabindex: 0, "aria-label": "Events" });   // scrolls: a keyboard can too
  const players = h("section", { class: "players card", tabindex: 0, "aria-label": "Players and Fame" });
  put(root, h("div", { class: "game-layout" },
    h("section", { class: "board-pane" }, h("div", { class: "status" }, h("h1", null, "Replay"), controls), zoomFrame(map)),
    h("aside", { class: "side", tabindex: 0, "aria-label": "Replay panel" }, info, players, battle,
      h("section", { class: "card log-card" }, h("h2", null, "This step"), events))));
  let playing = 0;
  let steps: Step[] = [];
  let at = 0;
  let view: GameView | null = null;

  const show = (k: number): void => {
    at = Math.max(0, Math.min(steps.length - 1, k));
    const s = steps[at];
    if (!s || !view) return;
    const names = namesOf(view);
    map.draw(s.board);
    root.dataset.step = String(at);
    root.dataset.version = String(s.version);
    slider.value = String(at);
    label.textContent = `Step ${at + 1} of ${steps.length} · version ${s.version}`;
    const who = s.action ? `${names(s.action.seat)}: ${actionWords(s.action.action as Record<string, unknown>)}` : s.version === 1 ? "The game is created" : "The game moves on by itself (setup or Ottoman phase)";
    put(info, h("h2", null, `Round ${s.board.round} · ${phaseName(s.board.phase)}${s.board.step !== "none" ? ` · ${stepName(s.board.step)}` : ""}`),
      h("p", null, who));
    put(events);
    for (const e of s.events) {
      const li = logEntry(e, names, s.battles, (c) => c);
      if (li) events.append(li);
    }
    const last = s.events.filter((e) => "battle" in e && typeof e.battle === "number").at(-1);
    put(battle, last ? battlePanel(s.battles.get(num(last, "battle")), names) : null);
  };
  const slider = h("input", { type: "range", min: 0, max: 0, value: 0, "aria-label": "Step", class: "replay-slider" });
  slider.addEventListener("input", () => show(Number(slider.value)));
  const label = h("span", { class: "replay-label" });
  const play = h("button", { type: "button", "aria-label": "Play" }, "▶ Play");
  const stop = (): void => {
    window.clearInterval(playing);
    playing = 0;
    play.textContent = "▶ Play";
  };
  play.addEventListener("click", () => {
    if (playing) return stop();
    play.textContent = "❚❚ Pause";
    playing = window.setInterval(() => (at >= steps.length - 1 ? stop() : show(at + 1)), 600);
  });
  const btn = (text: string, aria: string, k: () => number): HTMLElement =>
    h("button", { type: "button", "aria-label": aria, "data-step": aria, onclick: () => { stop(); show(k()); } }, text);
  put(controls, btn("«", "First", () => 0), btn("‹", "Back", () => at - 1), play, btn("›", "Forward", () => at + 1),
    btn("»", "Last", () => steps.length - 1), slider, label);
  const keys = (ev: KeyboardEvent): void => {
    if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement) return;
    if (ev.key === "ArrowRight") show(at + 1);
    if (ev.key === "ArrowLeft") show(at - 1);
  };
  window.addEventListener("keydown", keys);

  (async () => {
    try {
      const [v, log, actions] = await Promise.all([api.game(id), api.allEvents(id), api.allActions(id)]);
      await loadRules();
      view = v;
      map.setNames(namesOf(v));
      put(players, ...playersTable(v));
      if (v.from_position) {
        put(info, h("p", { class: "problem", role: "alert" }, "This game started from a given position: its log does not tell the board it started from, so it cannot be replayed."));
        return;
      }
      const byVersion = new Map(actions.map((a) => [a.version, a]));
      const board = emptyBoard();
      const battles = new Map<number, BattleLog>();
      steps = [{ version: 1, events: [], action: undefined, board: cloneBoard(board), battles: new Map() }];
      for (const e of log) {
        let cur = steps.at(-1) as Step;
        if (e.version !== cur.version) {
          cur = { version: e.version, events: [], action: byVersion.get(e.version), board: board, battles };
          steps.push(cur);
        }
        applyEvent(board, e);
        collectBattle(battles, e);
        cur.events.push(e);
        cur.board = cloneBoard(board);
        cur.battles = new Map([...battles].map(([n, b]) => [n, { ...b, rolls: [...b.rolls], allies: [...b.allies] }]));
      }
      slider.max = String(steps.length - 1);
      root.dataset.steps = String(steps.length);
      show(v.status === "finished" ? steps.length - 1 : 0);
    } catch (err) {
      put(info, problemBox(err, "This game cannot be replayed:", [{ label: "Back to the lobby", run: () => { location.hash = "#/"; } }]));
    }
  })();
  return () => {
    stop();
    window.removeEventListener("keydown", keys);
  };
}

/** Who played, their final Fame and who won (the game's current view: its end when finished). */
function playersTable(v: GameView): HTMLElement[] {
  const names = namesOf(v);
  const end = v.status === "finished"
    ? h("p", { class: "result" }, h("strong", null, v.winners.length ? `Won by ${v.winners.map(names).join(" and ")}` : "No Greek player won"),
      ` · ${plural(v.round, "round")}`)
    : h("p", { class: "muted" }, `Not over yet: Fame at version ${v.version}.`);
  return [h("h2", null, "Players and Fame"), end,
    h("table", { class: "fame" },
      h("thead", null, h("tr", null, h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Fame"), h("th", { scope: "col" }, "Regions"))),
      h("tbody", null, ...v.players.map((p) => h("tr", { "data-seat": p.seat },
        h("th", { scope: "row" }, h("span", { class: "swatch", style: `background:${seatColour(p.seat)}` }), names(p.seat),
          v.winners.includes(p.seat) ? " ★" : "", p.resigned ? " (resigned)" : ""),
        h("td", { class: "fame-value" }, p.fame), h("td", null, p.regions)))))];
}

/** An accepted action in words. */
export function actionWords(a: Record<string, unknown>): string {
  const force = (): string => [a.infantry ? `${String(a.infantry)} infantry` : "", a.cannons ? `${String(a.cannons)} cannons` : ""].filter(Boolean).join(" and ");
  const r = (k: string): string => regionName(String(a[k] ?? ""));
  switch (a.type) {
    case "place_start": return `places the starting infantry in ${r("region")}`;
    case "reinforce": return "places reinforcements: " + ((a.placements ?? []) as { region: string; infantry?: number; cannons?: number }[])
      .map((p) => `${[p.infantry ? `${p.infantry} infantry` : "", p.cannons ? `${p.cannons} cannons` : ""].filter(Boolean).join(" and ")} in ${regionName(p.region)}`).join(", ");
    case "convert_cannon": return `turns 3 infantry into a cannon in ${r("region")}`;
    case "attack": return `attacks ${r("to")} from ${r("from")} with ${force()}${a.call_ally ? ", asking for an Ally" : ""}`;
    case "move": return `moves ${force()} from ${r("from")} to ${r("to")}`;
    case "end_step": return "ends the step";
    case "call_ally": return a.call ? "asks for an Ally" : "fights without an Ally";
    case "answer_ally": return a.accept ? `sends an Ally${a.region ? ` from ${r("region")}` : ""}` : "declines to be an Ally";
    case "set_standing_orders": return "sets standing orders";
    case "resign": return "resigns";
    case "undo": return `takes back ${a.count === 1 || a.count === undefined ? "an action" : `${String(a.count)} actions`}`;
    case "take_over": return `is taken over by the bot “${String(a.bot ?? "")}”${a.reason === "clock" ? " (clock ran out)" : a.reason === "resign" ? " (resigned)" : ""}`;
    case "take_back": return `takes the seat back from the bot “${String(a.bot ?? "")}”`;
    default: return String(a.type);
  }
}
