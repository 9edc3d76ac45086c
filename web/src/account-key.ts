/**
 * The account this browser plays as: its API key (`b1821a_…`, shown once by `POST
 * /accounts`), id and name, kept in this browser only (localStorage `battle1821.account`).
 * The key leaves the page only in the `Authorization` header of this server's requests.
 * Forgetting it here revokes nothing: the key still works wherever else it was kept.
 */

export interface AccountKey { key: string; id: string; name: string }

const ACCOUNT = "battle1821.account";
/** An API key as `POST /accounts` and `POST /account/keys` give it (`ApiKeyCreated.key`). */
export const KEY_PATTERN = /^b1821a_[A-Za-z0-9_-]{43}$/;

/** The account this browser holds a key of, or null. */
export function heldAccount(): AccountKey | null {
  try {
    const v = JSON.parse(localStorage.getItem(ACCOUNT) ?? "null") as Partial<AccountKey> | null;
    if (v && typeof v.key === "string" && KEY_PATTERN.test(v.key) && typeof v.id === "string" && typeof v.name === "string") {
      return { key: v.key, id: v.id, name: v.name };
    }
  } catch {
    // an unreadable entry is no key
  }
  return null;
}

/** The held account's key, or undefined (for `new Api(accountKey())`). */
export function accountKey(): string | undefined {
  return heldAccount()?.key;
}

export function keepAccount(a: AccountKey): void {
  localStorage.setItem(ACCOUNT, JSON.stringify(a));
}

export function forgetAccount(): void {
  localStorage.removeItem(ACCOUNT);
}
