/** The keys Paydeck keeps in local storage (spec §9), plus the session's expiry time. */
export const storageKeys = [
  'token',
  'expiresAt',
  'accountId',
  'timezone',
  'livemode',
  'enableReferenceUnique',
  'isOwner',
  'locale',
] as const;
export type StorageKey = (typeof storageKeys)[number];

/**
 * The keys that say which account (and mode) a tab works in. Each tab keeps its own copy in
 * session storage, read before the shared one, so a tab goes on acting on its account after
 * another tab switched (the api client names it in every call); a new tab opens on the account
 * chosen last.
 */
const tabKeys: ReadonlySet<StorageKey> = new Set(['accountId', 'isOwner', 'enableReferenceUnique', 'livemode']);

const storesOf = (key: StorageKey): Storage[] =>
  tabKeys.has(key) ? [window.sessionStorage, window.localStorage] : [window.localStorage];

export const storage = {
  get: (key: StorageKey): string | null => {
    try {
      for (const store of storesOf(key)) {
        const value = store.getItem(key);
        if (value !== null) return value;
      }
      return null;
    } catch {
      return null;
    }
  },
  set: (key: StorageKey, value: string) => {
    try {
      for (const store of storesOf(key)) store.setItem(key, value);
    } catch {
      // Private mode or a full quota: the app still works, it just won't remember.
    }
  },
  remove: (key: StorageKey) => {
    try {
      for (const store of storesOf(key)) store.removeItem(key);
    } catch {
      // See set().
    }
  },
  /** Sign-out: forget the session and account context, keep the chosen language. */
  clearSession: () => {
    for (const key of storageKeys) if (key !== 'locale') storage.remove(key);
  },
};
