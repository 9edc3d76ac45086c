/** A game (`#/game/<id>`, `#/watch/<id>`, `#/replay/<id>`) of a kind this web client has no
 * page for: a kind the server hosts (its title in `GET /kinds`) but whose board and moves
 * only its own clients draw and play. Says so, with the kind, its title, the game's status
 * and seats, and then plainly what the reader can do instead: a player whose seat this
 * browser keeps (joined here, or by a seat link) plays it through the API with that seat's
 * token (shown on request) or with the SDKs; anyone follows it through the game's JSON and
 * its events; the links to the game and its kind in the API, the API's reference and the
 * documentation. Never another kind's board. */
import { Api } from "../api.js";
import { type AnyGame } from "../account-api.js";
import { hostedKinds, kindTitle } from "./account.js";
import { brand } from "../brand.js";
import { h, put } from "../dom.js";
import { hostOf, seatOf } from "../seats.js";
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
    const doc = (path: string, words: string): HTMLElement => h("a", { href: path, target: "_blank", rel: "noopener" }, words);
    const round = kinds.find((k) => k.name === kind)?.words.round ?? "round";
    const mine = seatOf(id);
    const host = hostOf(id);
    const token = mine?.token ?? host;
    const origin = location.origin;
    // what to do, in steps: a seat's holder plays with its token; anyone follows the game
    const steps = mine ? [
      h("li", null, "Read what your seat may do: ", h("code", null, `GET /games/${id}/legal-actions`), " with your seat's token in ",
        h("code", null, "Authorization: Bearer <token>"), "."),
      h("li", null, "Send your move: ", h("code", null, `POST /games/${id}/actions`), " with the token, ", h("code", null, "If-Match"),
        " (the game's version) and an ", h("code", null, "Idempotency-Key"), " (", doc("/docs/api/concurrency/", "how"), ")."),
      h("li", null, "Or let a program play it: the Python or TypeScript SDK (", doc("/docs/bots/", "Bots and the SDKs"), ") with the same token."),
      h("li", null, "Follow the game: ", h("a", { href: `/games/${id}`, target: "_blank", rel: "noopener" }, "its JSON"), " and its events (",
        h("code", null, `GET /games/${id}/events/stream`), ")."),
    ] : [
      h("li", null, "Follow the game: ", h("a", { href: `/games/${id}`, target: "_blank", rel: "noopener" }, "its JSON"), " and its events (",
        h("code", null, `GET /games/${id}/events/stream`), ")."),
      h("li", null, "Play a game of this kind with a client of it, or your own program: the Python or TypeScript SDK (",
        doc("/docs/bots/", "Bots and the SDKs"), "), through the API (", doc("/docs/api/", "the API guide"), ")."),
    ];
    put(box,
      h("h1", null, title),
      h("p", { class: "kind-line" }, "Game ", h("code", null, id), " is a game of kind ", h("code", { "data-kind": kind }, kind),
        `, ${STATUS[game.status] ?? game.status}${game.status === "active" || game.status === "finished" ? `, ${round} ${game.round}` : ""}.`),
      h("p", { class: "problem", role: "note" }, h("strong", null, "This web client cannot show or play this game: "),
        `it has no page for games of ${title}. This server hosts it and keeps its moves: `,
        mine ? `your seat (seat ${mine.seat + 1}${mine.name ? `, ${mine.name}` : ""}) is yours to play through the API or an SDK, as below.`
             : "follow it or play such games through the API or an SDK, as below."),
      mine ? h("p", { class: "your-seat", "data-seat": mine.seat }, h("strong", null, `You hold seat ${mine.seat + 1}`),
        mine.name ? ` as ${mine.name}` : "", "; this browser keeps its token, which is all a program needs to play it.") : null,
      h("h2", null, "What you can do"),
      h("ol", { class: "kind-steps" }, ...steps),
      token ? h("details", { class: "seat-token" }, h("summary", null, mine ? "Your seat's token (a secret: it plays your seat)" : "Your host token (a secret)"),
        h("pre", null, h("code", null, token)),
        mine ? h("pre", null, h("code", null, `curl -H 'Authorization: Bearer ${token}' ${origin}/games/${id}/legal-actions`)) : null) : null,
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
