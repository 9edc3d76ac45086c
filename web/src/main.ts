/**
 * The battle1821 web client, served at `/play/` by the API itself: hash routes
 * `#/` (lobby), `#/game/<id>`, `#/watch/<id>`, `#/replay/<id>` (a page that says so when the
 * server has no such game), `#/join/<id>[/<seat>]`,
 * `#/seat/<token>`; the account pages `#/account`, `#/profile[/<account id>]`,
 * `#/leaderboard[/<kind>]`, `#/quickplay`. It uses nothing but the public HTTP API, through the TypeScript SDK.
 * A game's page is its kind's (`kindOf`): 1821's (`pages/game.ts`) or The Ottomans'
 * (`pages/ottomans.ts`), on the same routes; a game of any other kind the server hosts gets
 * a page that says what it is and that this client cannot play it (`pages/unknown.ts`); the
 * top bar and the document title name the kind (`brand.ts`).
 */
import { h, put } from "./dom.js";
import { problemBox } from "./ui.js";
import { kindOf } from "./ottomans/api.js";
import { OttomansPage, ottomansReplayPage } from "./pages/ottomans.js";
import { GamePage } from "./pages/game.js";
import { accountPage } from "./pages/account.js";
import { leaderboardPage } from "./pages/leaderboard.js";
import { joinPage, lobbyPage, missingGamePage, seatPage } from "./pages/lobby.js";
import { profilePage } from "./pages/profile.js";
import { quickplayPage } from "./pages/quickplay.js";
import { replayPage } from "./pages/replay.js";
import { unknownKindPage } from "./pages/unknown.js";
import { plainIcon } from "./signals.js";
import { brand } from "./brand.js";

const root = document.getElementById("app") as HTMLElement;
let cleanup: () => void = () => undefined;

function route(): void {
  cleanup();
  put(root);
  for (const k of Object.keys(root.dataset)) delete root.dataset[k];
  brand("1821");
  const parts = location.hash.replace(/^#\/?/, "").split("/").filter(Boolean);
  const [page, id, extra] = parts;
  const gid = /^[0-9a-f]{16}$/.test(id ?? "") ? (id as string) : null;
  if ((page === "game" || page === "watch" || page === "replay") && id !== undefined && !gid) {
    cleanup = missingGamePage(root, id);          // an id no game can have (a link cut short)
  } else if ((page === "game" || page === "watch" || page === "replay") && gid) {
    let gone = false;
    let stop: () => void = () => undefined;
    cleanup = () => { gone = true; stop(); };
    void kindOf(gid).catch((err: unknown) => {
      // unread, the game's kind is unknown: no kind's page (1821's board for another kind's
      // game), the problem and a way to read it again
      if (!gone) {
        put(root, h("div", { class: "narrow" }, h("section", { class: "card" }, h("h1", null, "The game could not be read"),
          problemBox(err, "The game could not be read:", [{ label: "Try again", run: route }, { label: "Back to the lobby", run: () => { location.hash = "#/"; } }]))));
        root.dataset.page = "unread";
      }
      return undefined;
    }).then((kind) => {
      if (gone || kind === undefined) return;
      if (kind === null) {
        stop = missingGamePage(root, gid);        // the server has no such game (404)
      } else if (kind === "ottomans") {
        brand("ottomans");
        if (page === "replay") stop = ottomansReplayPage(root, gid);
        else { const g = new OttomansPage(root, gid, page === "watch"); stop = () => g.destroy(); }
      } else if (kind !== "battle1821") {
        stop = unknownKindPage(root, gid, kind);   // a kind this client has no page for
      } else if (page === "replay") {
        stop = replayPage(root, gid);
      } else {
        const g = new GamePage(root, gid, page === "watch");
        stop = () => g.destroy();
      }
    });
  } else if (page === "join" && gid) {
    cleanup = joinPage(root, gid, extra !== undefined && /^[0-3]$/.test(extra) ? Number(extra) : null);
  } else if (page === "seat" && id) {
    cleanup = seatPage(root, id);
  } else if (page === "account") {
    cleanup = accountPage(root);
  } else if (page === "profile") {
    cleanup = profilePage(root, /^acc_[0-9a-f]{16}$/.test(id ?? "") ? (id as string) : null);
  } else if (page === "leaderboard") {
    cleanup = leaderboardPage(root, id ?? null);
  } else if (page === "quickplay") {
    cleanup = quickplayPage(root);
  } else {
    cleanup = lobbyPage(root);
  }
  window.scrollTo(0, 0);
}

window.addEventListener("hashchange", route);
plainIcon();
route();
