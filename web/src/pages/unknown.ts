/** A game (`#/game/<id>`, `#/watch/<id>`, `#/replay/<id>`) of a kind this web client has no
 * page for: a kind the server hosts (its title in `GET /kinds`) but whose board and moves
 * only its own clients draw and play. Says so, with the kind, its title, the game's status
 * and seats, and links to the game and its kind in the API and to the API's reference and
 * documentation; never another kind's board. */
import { Api } from "../api.js";
import { type AnyGame } from "../account-api.js";
import { hostedKinds, kindTitle } from "./account.js";
import { brand } from "../brand.js";
import { h, put } from "../dom.js";
import { problemBox } from "../ui.js";

const STATUS: Readonly<Record<string, string>> = {
  lobby: "waiting for players", setup: "being set up", active: "being played", finished: "finished", cancelled: "cancelled",
};

export function unknownKindPage(root: HTMLElement, id: string, kind: string): () => void {
  root.dataset.page = "unknown-kind";
  root.dataset.kind = kind;
  const box = h("section", { class: "card unknown-kind" }, h("p", { class: "muted" }, "Reading the game…"));
  put(root, h("div", { class: "narrow" }, box));
  let gone = false;
  void (async () => {
    const kinds = await hostedKinds();
    const title = kindTitle(kinds, kind);
    if (gone) return;
    brand(kind, title);
    let game: AnyGame;
    try {
      game = (await new Api().anyGame(id)) as unknown as AnyGame;
    } catch (err) {
      if (!gone) put(box, h("h1", null, title), problemBox(err, "The game could not be read:", [{ label: "Back to the lobby", run: () => { location.hash = "#/"; } }]));
      return;
    }
    if (gone) return;
    const api = (path: string, words: string): HTMLElement => h("li", null, h("a", { href: path, target: "_blank", rel: "noopener" }, words), h("code", null, ` ${path}`));
    const round = kinds.find((k) => k.name === kind)?.words.round ?? "round";
    put(box,
      h("h1", null, title),
      h("p", { class: "kind-line" }, "Game ", h("code", null, id), " is a game of kind ", h("code", { "data-kind": kind }, kind),
        `, ${STATUS[game.status] ?? game.status}${game.status === "active" || game.status === "finished" ? `, ${round} ${game.round}` : ""}.`),
      h("p", { class: "problem", role: "note" }, h("strong", null, "This web client cannot show or play this game: "),
        `it has no page for games of ${title}. Play it with a client of that game through the API (the links below); this server hosts it and keeps its moves.`),
      h("h2", null, "Seats"),
      h("ul", { class: "kind-seats" }, ...game.seats.map((s) => h("li", { "data-seat": s.seat },
        `Seat ${s.seat + 1}: `, s.taken ? h("strong", null, s.name || "taken") : h("span", { class: "muted" }, "open"),
        (s as { kind?: string }).kind === "bot" ? " (computer)" : ""))),
      h("h2", null, "In the API"),
      h("ul", { class: "kind-links" },
        api(`/games/${id}`, "This game (its view as JSON)"),
        api(`/kinds/${kind}`, `The kind ${kind}: its actions, options and views (JSON Schemas)`),
        api(`/kinds/${kind}/rules`, "Its rules as data"),
        api("/schema", "The API reference"),
        api("/docs/", "The documentation")),
      h("p", { class: "buttons" }, h("a", { class: "button", href: "#/" }, "Back to the lobby")));
  })();
  return () => { gone = true; };
}
