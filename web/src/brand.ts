/**
 * The top bar's name and the document's title follow the game kind of the page: "1821, The
 * Battle" (the lobby, the account pages and 1821's games) or "The Ottomans" (a game of kind
 * `ottomans`). `brand(kind)` sets both and returns the name, which a game page then puts
 * at the end of its own title (`TurnSignals.set`).
 */

/** The name of each game kind's pages; any other kind gets 1821's. */
export const KIND_NAMES: Readonly<Record<string, string>> = { "1821": "1821, The Battle", ottomans: "The Ottomans" };

export function kindName(kind: string): string {
  return KIND_NAMES[kind] ?? (KIND_NAMES["1821"] as string);
}

/** Name the top bar's brand and the document after `kind`; returns the name. */
export function brand(kind: string): string {
  const name = kindName(kind);
  const el = document.querySelector<HTMLElement>(".topbar .brand");
  if (el) {
    el.textContent = name;
    el.dataset.kind = KIND_NAMES[kind] ? kind : "1821";
  }
  document.title = name;
  return name;
}
