/**
 * The battle1821 web client, served at `/play/` by the API itself: hash routes
 * `#/` (lobby), `#/game/<id>`, `#/watch/<id>`, `#/replay/<id>`, `#/join/<id>[/<seat>]`,
 * `#/seat/<token>`. It uses nothing but the public HTTP API, through the TypeScript SDK.
 */
import { put } from "./dom.js";
import { GamePage } from "./pages/game.js";
import { joinPage, lobbyPage, seatPage } from "./pages/lobby.js";
import { replayPage } from "./pages/replay.js";
import { plainIcon } from "./signals.js";

const root = document.getElementById("app") as HTMLElement;
let cleanup: () => void = () => undefined;

function route(): void {
  cleanup();
  put(root);
  for (const k of Object.keys(root.dataset)) delete root.dataset[k];
  const parts = location.hash.replace(/^#\/?/, "").split("/").filter(Boolean);
  const [page, id, extra] = parts;
  const gid = /^[0-9a-f]{16}$/.test(id ?? "") ? (id as string) : null;
  if ((page === "game" || page === "watch") && gid) {
    const g = new GamePage(root, gid, page === "watch");
    cleanup = () => g.destroy();
  } else if (page === "replay" && gid) {
    cleanup = replayPage(root, gid);
  } else if (page === "join" && gid) {
    cleanup = joinPage(root, gid, extra !== undefined && /^[0-3]$/.test(extra) ? Number(extra) : null);
  } else if (page === "seat" && id) {
    cleanup = seatPage(root, id);
  } else {
    cleanup = lobbyPage(root);
  }
  window.scrollTo(0, 0);
}

window.addEventListener("hashchange", route);
plainIcon();
route();
