/**
 * The top bar's name and the document's title follow the game kind of the page: the lobby's
 * kind picked in its selector, a game's kind on its pages (join, play, watch, replay), 1821's
 * elsewhere (the account pages). `brand(kind)` sets both and returns the name, which a game
 * page then puts at the end of its own title (`TurnSignals.set`).
 */

/** The short name of each game kind's pages (`1821` is `battle1821`); the top bar's flag is
 * its kind's (style.css, `.brand[data-kind]`). */
export const KIND_NAMES: Readonly<Record<string, string>> = { "1821": "1821, The Battle", battle1821: "1821, The Battle", ottomans: "The Ottomans" };

/** The short name of `kind`; a kind without one is named `title` (its title in `GET /kinds`),
 * else 1821's. */
export function kindName(kind: string, title?: string): string {
  return KIND_NAMES[kind] ?? title ?? (KIND_NAMES["1821"] as string);
}

/** Name the top bar's brand and the document after `kind` (`title`: its title in `GET /kinds`,
 * the name of a kind this client has no short name for); returns the name. */
export function brand(kind: string, title?: string): string {
  const name = kindName(kind, title);
  const el = document.querySelector<HTMLElement>(".topbar .brand");
  if (el) {
    el.textContent = name;
    el.dataset.kind = kind === "battle1821" || !(kind in KIND_NAMES || title) ? "1821" : kind;
  }
  document.title = name;
  return name;
}
