/**
 * Seat and host tokens, kept in this browser only (localStorage): they leave the page
 * only in the `Authorization` header. A seat link carries its token in the URL fragment
 * (`/play/#/seat/<token>`), which browsers never send to a server.
 */

export interface SeatKey { game: string; seat: number; token: string; name: string }

const SEATS = "battle1821.seats";
const HOSTS = "battle1821.hosts";

function read<T>(key: string): Record<string, T> {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? "{}") as unknown;
    return v && typeof v === "object" ? (v as Record<string, T>) : {};
  } catch {
    return {};
  }
}

function write<T>(key: string, value: Record<string, T>): void {
  localStorage.setItem(key, JSON.stringify(value));
}

const TOKEN = /^([0-9a-f]{16})\.(h|[0-3])\.[A-Za-z0-9_-]{43}$/;

/** The game and seat a token names (`null` seat: the host token), or null if it is no token. */
export function parseToken(token: string): { game: string; seat: number | null } | null {
  const m = TOKEN.exec(token.trim());
  if (!m) return null;
  return { game: m[1] as string, seat: m[2] === "h" ? null : Number(m[2]) };
}

export function seatOf(game: string): SeatKey | null {
  return read<SeatKey>(SEATS)[game] ?? null;
}

export function keepSeat(k: SeatKey): void {
  write(SEATS, { ...read<SeatKey>(SEATS), [k.game]: k });
}

export function forgetSeat(game: string): void {
  const all = read<SeatKey>(SEATS);
  delete all[game];
  write(SEATS, all);
}

export function hostOf(game: string): string | null {
  return read<string>(HOSTS)[game] ?? null;
}

export function keepHost(game: string, token: string): void {
  write(HOSTS, { ...read<string>(HOSTS), [game]: token });
}

/** The link that gives seat `seat` (with its token) to a friend. */
export function seatLink(token: string): string {
  return `${location.origin}/play/#/seat/${token}`;
}

/** The link that lets anyone take an open seat. */
export function joinLink(game: string, seat: number): string {
  return `${location.origin}/play/#/join/${game}/${seat}`;
}
